-- The plan model of the project service. Every table carries workspace_id and every
-- query filters by it; parts reference their project through (workspace_id, project_id)
-- so a row can never point into another workspace.

CREATE TABLE projects (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'active', 'completed')),
  locale text NOT NULL CHECK (locale IN ('de', 'en')),
  country text NOT NULL CHECK (country IN ('DE', 'AT', 'CH')),
  industry text NOT NULL DEFAULT '',
  company_size text NOT NULL CHECK (company_size IN ('micro', 'small', 'medium', 'large')),
  timeline_weeks integer NOT NULL DEFAULT 0 CHECK (timeline_weeks BETWEEN 0 AND 520),
  start_date date,
  end_date date,
  template_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_date IS NULL OR end_date IS NULL OR end_date >= start_date),
  UNIQUE (workspace_id, id)
);
-- Newest first, optionally by status (GET /projects).
CREATE INDEX projects_page_idx ON projects (workspace_id, created_at DESC, id DESC);
CREATE INDEX projects_status_page_idx ON projects (workspace_id, status, created_at DESC, id DESC);

CREATE TABLE phases (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  position integer NOT NULL CHECK (position >= 1),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'completed')),
  start_date date,
  end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE,
  UNIQUE (project_id, position),
  UNIQUE (workspace_id, id)
);
CREATE INDEX phases_page_idx ON phases (workspace_id, project_id, position, id);

CREATE TABLE tasks (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  phase_id text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  checked boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'critical')),
  due_date date,
  assignee text CHECK (assignee IS NULL OR char_length(assignee) BETWEEN 1 AND 120),
  depends_on text[] NOT NULL DEFAULT '{}',
  -- position: 1-based within the phase; ordinal: plan order within the project (list order).
  position integer NOT NULL CHECK (position >= 1),
  ordinal integer NOT NULL CHECK (ordinal >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, phase_id) REFERENCES phases (workspace_id, id) ON DELETE CASCADE,
  -- The public contract: status is always the mirror of checked.
  CONSTRAINT tasks_status_mirrors_checked CHECK ((checked AND status = 'done') OR (NOT checked AND status = 'open'))
);
CREATE INDEX tasks_page_idx ON tasks (workspace_id, project_id, ordinal, id);
CREATE INDEX tasks_phase_idx ON tasks (phase_id, ordinal);

CREATE TABLE risks (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  likelihood smallint NOT NULL CHECK (likelihood BETWEEN 1 AND 5),
  impact smallint NOT NULL CHECK (impact BETWEEN 1 AND 5),
  score smallint GENERATED ALWAYS AS (likelihood * impact) STORED,
  mitigation text NOT NULL DEFAULT '',
  owner text NOT NULL DEFAULT '',
  position integer NOT NULL CHECK (position >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX risks_page_idx ON risks (workspace_id, project_id, position, id);

CREATE TABLE budgets (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
  total numeric(14, 2) NOT NULL DEFAULT 0 CHECK (total >= 0),
  contingency numeric(14, 2) NOT NULL DEFAULT 0 CHECK (contingency >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE,
  UNIQUE (workspace_id, project_id),
  UNIQUE (workspace_id, id)
);

CREATE TABLE budget_lines (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  budget_id text NOT NULL,
  project_id text NOT NULL,
  phase_id text,
  category text NOT NULL CHECK (char_length(category) BETWEEN 1 AND 80),
  label text NOT NULL DEFAULT '',
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  position integer NOT NULL CHECK (position >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, budget_id) REFERENCES budgets (workspace_id, id) ON DELETE CASCADE,
  FOREIGN KEY (phase_id) REFERENCES phases (id) ON DELETE SET NULL
);
CREATE INDEX budget_lines_budget_idx ON budget_lines (budget_id, position);

CREATE TABLE compliance_items (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  -- Id of a rule of the compliance service's library (a reference, not a foreign key:
  -- the library lives in another schema owned by another service).
  rule_id text NOT NULL DEFAULT '',
  code text NOT NULL DEFAULT '',
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  notes text NOT NULL DEFAULT '',
  due_date date,
  position integer NOT NULL CHECK (position >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX compliance_items_page_idx ON compliance_items (workspace_id, project_id, position, id);
CREATE INDEX compliance_items_rule_idx ON compliance_items (rule_id);

CREATE TABLE stakeholders (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  role text NOT NULL DEFAULT '',
  interest text NOT NULL DEFAULT 'medium' CHECK (interest IN ('low', 'medium', 'high')),
  influence text NOT NULL DEFAULT 'medium' CHECK (influence IN ('low', 'medium', 'high')),
  position integer NOT NULL CHECK (position >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX stakeholders_page_idx ON stakeholders (workspace_id, project_id, position, id);

CREATE TABLE documents (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  project_id text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('plan_export', 'tool', 'agent_report', 'note', 'import')),
  body text NOT NULL CHECK (octet_length(body) <= 1048576),
  -- German and English stemming of the same text, so either language's word forms match.
  -- The body is indexed up to 256 KiB characters: a tsvector is capped at 1 MB.
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('german'::regconfig, left(body, 262144)), 'B') ||
    setweight(to_tsvector('english'::regconfig, left(body, 262144)), 'B')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX documents_page_idx ON documents (workspace_id, created_at, id);
CREATE INDEX documents_project_page_idx ON documents (workspace_id, project_id, created_at, id);
CREATE INDEX documents_search_idx ON documents USING gin (search);

-- Transactional outbox: events are written with the change and relayed to JetStream in
-- seq order; a row leaves only after JetStream acknowledged it.
CREATE TABLE outbox (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  workspace_id text NOT NULL,
  project_id text,
  type text NOT NULL CHECK (type IN ('project.created', 'task.created', 'task.status_changed', 'risk.added',
                                     'phase.completed', 'project.completed', 'agent.completed')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
