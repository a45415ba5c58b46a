-- A project's locale is a BCP 47 tag: the plan's language plus the region, if any (de-AT, en-GB).
ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_locale_check;
ALTER TABLE projects ADD CONSTRAINT projects_locale_check CHECK (locale ~ '^(de|en)(-[A-Z]{2})?$');
