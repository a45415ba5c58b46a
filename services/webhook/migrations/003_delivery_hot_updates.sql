-- Room on each page so a claim (attempts, lease) is a HOT update: no new index entries at
-- the head of deliveries_due_idx, whose dead entries every claim would otherwise walk.
ALTER TABLE deliveries SET (fillfactor = 50);

-- The envelope once per event instead of a copy in each of its deliveries (older rows keep theirs).
CREATE TABLE events (
  id                     text COLLATE "C" PRIMARY KEY,
  payload                jsonb NOT NULL,
  created_at             timestamptz NOT NULL
);
ALTER TABLE deliveries ALTER COLUMN payload DROP NOT NULL;
