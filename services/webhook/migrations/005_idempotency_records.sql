-- Idempotency-Keys recorded with the effect they applied (same transaction), so a retry is
-- answered from here even when the gateway's Redis record is gone. Purged after 48 h.
CREATE TABLE idempotency_records (
  workspace_id text NOT NULL,
  idempotency_key text NOT NULL,
  fingerprint text NOT NULL,
  operation text NOT NULL,
  response bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, idempotency_key)
);
CREATE INDEX idempotency_records_created_at ON idempotency_records (created_at);
