-- Counts of a project's parts, kept on the project row by triggers in the same transaction
-- as the change, so reading a project (the hottest read of the API) is one primary-key
-- lookup instead of seven counting sub-selects. The service never writes these columns.

ALTER TABLE projects
  ADD COLUMN phase_count integer NOT NULL DEFAULT 0,
  ADD COLUMN task_count integer NOT NULL DEFAULT 0,
  ADD COLUMN task_done_count integer NOT NULL DEFAULT 0,
  ADD COLUMN risk_count integer NOT NULL DEFAULT 0,
  ADD COLUMN stakeholder_count integer NOT NULL DEFAULT 0,
  ADD COLUMN compliance_item_count integer NOT NULL DEFAULT 0,
  ADD COLUMN document_count integer NOT NULL DEFAULT 0;

UPDATE projects p SET
  phase_count = (SELECT count(*) FROM phases x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id),
  task_count = (SELECT count(*) FROM tasks x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id),
  task_done_count = (SELECT count(*) FROM tasks x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id AND x.checked),
  risk_count = (SELECT count(*) FROM risks x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id),
  stakeholder_count = (SELECT count(*) FROM stakeholders x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id),
  compliance_item_count = (SELECT count(*) FROM compliance_items x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id),
  document_count = (SELECT count(*) FROM documents x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id);

-- Statement-level: a plan of 40 tasks inserted in one statement updates its project once.
-- TG_ARGV[0] names the count column; `changed_rows` is the statement's inserted or deleted rows.
-- (A cascading project delete finds no project row left to update.)
CREATE FUNCTION project_counts_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  direction integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_TABLE_NAME = 'tasks' THEN
    UPDATE projects p SET task_count = p.task_count + direction * d.n, task_done_count = p.task_done_count + direction * d.done
    FROM (SELECT workspace_id, project_id, count(*) AS n, count(*) FILTER (WHERE checked) AS done
          FROM changed_rows GROUP BY workspace_id, project_id) d
    WHERE p.workspace_id = d.workspace_id AND p.id = d.project_id;
  ELSE
    EXECUTE format(
      'UPDATE projects p SET %1$I = p.%1$I + $1 * d.n
       FROM (SELECT workspace_id, project_id, count(*) AS n FROM changed_rows GROUP BY workspace_id, project_id) d
       WHERE p.workspace_id = d.workspace_id AND p.id = d.project_id', TG_ARGV[0]) USING direction;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER phases_counted_insert AFTER INSERT ON phases REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('phase_count');
CREATE TRIGGER phases_counted_delete AFTER DELETE ON phases REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('phase_count');
CREATE TRIGGER tasks_counted_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('task_count');
CREATE TRIGGER tasks_counted_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('task_count');
CREATE TRIGGER risks_counted_insert AFTER INSERT ON risks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('risk_count');
CREATE TRIGGER risks_counted_delete AFTER DELETE ON risks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('risk_count');
CREATE TRIGGER stakeholders_counted_insert AFTER INSERT ON stakeholders REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('stakeholder_count');
CREATE TRIGGER stakeholders_counted_delete AFTER DELETE ON stakeholders REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('stakeholder_count');
CREATE TRIGGER compliance_items_counted_insert AFTER INSERT ON compliance_items REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('compliance_item_count');
CREATE TRIGGER compliance_items_counted_delete AFTER DELETE ON compliance_items REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('compliance_item_count');
CREATE TRIGGER documents_counted_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('document_count');
CREATE TRIGGER documents_counted_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_apply('document_count');

-- Checking or unchecking a task (row-level: transition tables do not combine with UPDATE OF).
CREATE FUNCTION project_counts_task_checked() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE projects SET task_done_count = task_done_count + CASE WHEN NEW.checked THEN 1 ELSE -1 END
  WHERE workspace_id = NEW.workspace_id AND id = NEW.project_id;
  RETURN NULL;
END $$;

CREATE TRIGGER tasks_counted_checked AFTER UPDATE OF checked ON tasks
  FOR EACH ROW WHEN (OLD.checked IS DISTINCT FROM NEW.checked) EXECUTE FUNCTION project_counts_task_checked();
