-- Operators replay dead letters once the cause is fixed; each replay is recorded on the letter.
ALTER TABLE dead_letters ADD COLUMN replay_count integer NOT NULL DEFAULT 0;
ALTER TABLE dead_letters ADD COLUMN replayed_at timestamptz;
ALTER TABLE dead_letters ADD COLUMN last_replay_error text;
