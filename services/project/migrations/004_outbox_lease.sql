-- The outbox relay's lease: one replica at a time publishes the outbox (in seq order, so
-- per-project order holds on the stream). The holder renews it with every batch; another
-- replica takes it over once it expired, or at once when the holder released it on stop.
CREATE TABLE outbox_lease (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
