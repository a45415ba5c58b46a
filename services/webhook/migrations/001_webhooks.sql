-- Webhook subscriptions, one delivery per (subscription, event), every attempt, and the
-- events the consumer could not process. search_path is the webhook schema.

CREATE TABLE webhooks (
  id                     text COLLATE "C" PRIMARY KEY,
  workspace_id           text NOT NULL,
  url                    text NOT NULL,
  events                 text[] NOT NULL CHECK (cardinality(events) > 0),
  description            text NOT NULL DEFAULT '',
  -- AES-256-GCM: 12-byte iv, 16-byte tag, ciphertext; the webhook id is the associated data.
  secret_ciphertext      bytea NOT NULL,
  status                 text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  disabled_reason        text NOT NULL DEFAULT '',
  consecutive_failures   integer NOT NULL DEFAULT 0,
  failing_since          timestamptz,
  last_delivery_id       text,
  last_delivery_status   text CHECK (last_delivery_status IN ('pending', 'succeeded', 'failed')),
  last_response_status   integer,
  last_attempt           integer,
  last_attempted_at      timestamptz,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  -- Soft delete: deliveries and attempts keep their subscription for the record.
  deleted_at             timestamptz
);

CREATE INDEX webhooks_list_idx ON webhooks (workspace_id, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX webhooks_fanout_idx ON webhooks (workspace_id) WHERE status = 'active' AND deleted_at IS NULL;

CREATE TABLE deliveries (
  id                     text COLLATE "C" PRIMARY KEY,
  webhook_id             text NOT NULL REFERENCES webhooks (id),
  workspace_id           text NOT NULL,
  event_id               text NOT NULL,
  event_type             text NOT NULL,
  event_created_at       timestamptz NOT NULL,
  payload                jsonb NOT NULL,
  -- cancelled: the subscription was deleted or disabled before the delivery finished.
  status                 text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  attempts               integer NOT NULL DEFAULT 0,
  next_attempt_at        timestamptz NOT NULL,
  -- Lease of the worker making the current attempt; a crashed worker's lease runs out.
  locked_until           timestamptz,
  lease_token            uuid,
  last_response_status   integer,
  last_error             text,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  CONSTRAINT deliveries_once_per_event UNIQUE (webhook_id, event_id)
);

CREATE INDEX deliveries_due_idx ON deliveries (next_attempt_at, id) WHERE status = 'pending';

CREATE TABLE delivery_attempts (
  delivery_id            text NOT NULL REFERENCES deliveries (id),
  attempt                integer NOT NULL CHECK (attempt >= 1),
  started_at             timestamptz NOT NULL,
  latency_ms             integer NOT NULL,
  response_status        integer,
  -- At most 4 KiB of the receiver's answer.
  response_body          text,
  error                  text,
  outcome                text NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'gone')),
  PRIMARY KEY (delivery_id, attempt)
);

CREATE TABLE dead_letters (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream                 text NOT NULL,
  subject                text NOT NULL,
  stream_seq             bigint,
  event_id               text,
  reason                 text NOT NULL,
  payload                bytea NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now()
);
