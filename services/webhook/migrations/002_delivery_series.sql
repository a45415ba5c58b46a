-- Redelivery: an operator can start a delivery's attempts over. Each start is a series;
-- the earlier series' attempts stay for the record.

ALTER TABLE deliveries ADD COLUMN series integer NOT NULL DEFAULT 1 CHECK (series >= 1);

ALTER TABLE delivery_attempts ADD COLUMN series integer NOT NULL DEFAULT 1 CHECK (series >= 1);
ALTER TABLE delivery_attempts DROP CONSTRAINT delivery_attempts_pkey;
ALTER TABLE delivery_attempts ADD PRIMARY KEY (delivery_id, series, attempt);

-- Operators list a subscription's deliveries newest first.
CREATE INDEX deliveries_webhook_idx ON deliveries (webhook_id, created_at DESC, id DESC);
