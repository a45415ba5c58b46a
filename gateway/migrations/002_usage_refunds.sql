-- AI calls given back (the upstream failed) are counted apart, so no counter ever goes
-- negative: a refund of a call already written is one more refund, not ai_calls - 1.
-- The AI calls used are ai_calls - ai_refunds.
ALTER TABLE usage ADD COLUMN ai_refunds bigint NOT NULL DEFAULT 0 CHECK (ai_refunds >= 0);
