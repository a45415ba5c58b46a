-- Workspaces, API keys and monthly usage: the gateway's own records.
CREATE TABLE workspaces (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  plan text NOT NULL CHECK (plan IN ('free', 'pro', 'max', 'enterprise')),
  api_quota integer CHECK (api_quota IS NULL OR api_quota >= 0),
  ai_quota integer CHECK (ai_quota IS NULL OR ai_quota >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspaces_updated_at ON workspaces (updated_at);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  prefix text NOT NULL,
  secret_hash text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('read', 'write', 'ai')),
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_workspace ON api_keys (workspace_id, created_at, id);
CREATE INDEX api_keys_revoked_at ON api_keys (revoked_at) WHERE revoked_at IS NOT NULL;

-- One row per workspace and calendar month (UTC); the durable record of quota use.
CREATE TABLE usage (
  workspace_id text NOT NULL REFERENCES workspaces (id),
  period_start date NOT NULL,
  api_calls bigint NOT NULL DEFAULT 0 CHECK (api_calls >= 0),
  ai_calls bigint NOT NULL DEFAULT 0 CHECK (ai_calls >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, period_start)
);
