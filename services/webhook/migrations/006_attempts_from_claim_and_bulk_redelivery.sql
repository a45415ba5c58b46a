-- Every attempt is on record from the moment it is claimed: the claim writes the attempt row
-- as 'interrupted' and the worker replaces that with the outcome. A worker that dies with the
-- request on the wire leaves the row, so the next claim's attempt (the next number) is added
-- beside it instead of the history losing the first one.
ALTER TABLE delivery_attempts DROP CONSTRAINT delivery_attempts_outcome_check;
ALTER TABLE delivery_attempts ADD CONSTRAINT delivery_attempts_outcome_check
  CHECK (outcome IN ('succeeded', 'failed', 'gone', 'interrupted'));

-- Operators redeliver failed deliveries in bulk: when a delivery was last redelivered, and the
-- failed ones in creation order without a scan of every delivery.
ALTER TABLE deliveries ADD COLUMN redelivered_at timestamptz;
CREATE INDEX deliveries_failed_idx ON deliveries (created_at, id) WHERE status = 'failed';
