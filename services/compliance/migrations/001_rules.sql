-- The regulation library: one row per rule of the current data version, the full rule
-- as jsonb plus the columns the filters use. search_path is the compliance schema.

CREATE TABLE rules (
  id            text COLLATE "C" PRIMARY KEY,
  code          text NOT NULL,
  jurisdiction  text NOT NULL CHECK (jurisdiction IN ('EU', 'DE', 'AT', 'CH')),
  countries     text[] NOT NULL CHECK (cardinality(countries) > 0),
  industries    text[] NOT NULL CHECK (cardinality(industries) > 0),
  topic         text NOT NULL,
  payload       jsonb NOT NULL,
  data_version  text NOT NULL,
  -- German and English title, summary and obligations (each with its own dictionary),
  -- plus code, legal reference and authority unstemmed.
  search        tsvector NOT NULL,
  CONSTRAINT rules_eu_not_ch CHECK (NOT (jurisdiction = 'EU' AND 'CH' = ANY (countries)))
);

CREATE INDEX rules_countries_idx ON rules USING gin (countries);
CREATE INDEX rules_industries_idx ON rules USING gin (industries);
CREATE INDEX rules_topic_idx ON rules (topic);
CREATE INDEX rules_jurisdiction_idx ON rules (jurisdiction);
CREATE INDEX rules_search_idx ON rules USING gin (search);
CREATE INDEX rules_code_lower_idx ON rules (lower(code));

-- Every load of a data version (a roll-back to an earlier version is a new load);
-- the current version is the latest load.
CREATE TABLE data_versions (
  load_id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version      text NOT NULL,
  checksum     text NOT NULL,
  rule_count   integer NOT NULL,
  verified_at  text NOT NULL,
  industries   text[] NOT NULL,
  topics       text[] NOT NULL,
  loaded_at    timestamptz NOT NULL DEFAULT now()
);

