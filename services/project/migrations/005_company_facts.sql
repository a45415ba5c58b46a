-- The company facts a plan's compliance assessment used, so later agents decide alike.
ALTER TABLE projects ADD COLUMN activities text[] NOT NULL DEFAULT '{}';
ALTER TABLE projects ADD COLUMN absent_activities text[] NOT NULL DEFAULT '{}';
ALTER TABLE projects ADD COLUMN employees integer CHECK (employees >= 0);
