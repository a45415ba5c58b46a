-- A task change in one round trip: task_change() locks, updates, applies the state rules
-- of src/domain/task-state.ts to the phase and the project and appends the events to the
-- outbox, all in the caller's statement (and so in one transaction). It returns the task
-- as the API shows it and the events it wrote; no row when the task does not exist.
--
-- Lock order as everywhere else: project → phase → task (FOR NO KEY UPDATE), taken only
-- when `checked` is part of the patch. A patch that changes nothing writes nothing and
-- emits nothing. An event whose text exceeds the outbox cap raises 'event_too_large'
-- (nothing is written); the service then takes its general path, which shortens events.

-- RFC 3339 UTC with milliseconds, as JavaScript's Date#toISOString writes it.
CREATE FUNCTION api_time(value timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- The shapes of src/repositories/mappers.ts (toTask, toPhase, toProject) with absent fields as null.
CREATE FUNCTION api_task(t tasks) RETURNS jsonb LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object(
    'id', t.id, 'project_id', t.project_id, 'phase_id', t.phase_id, 'title', t.title,
    'description', NULLIF(t.description, ''), 'checked', t.checked, 'status', t.status, 'priority', t.priority,
    'due_date', to_char(t.due_date, 'YYYY-MM-DD'), 'assignee', t.assignee, 'depends_on', to_jsonb(t.depends_on),
    'position', t.position, 'created_at', api_time(t.created_at), 'updated_at', api_time(t.updated_at))
$$;

CREATE FUNCTION api_phase(p phases) RETURNS jsonb LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object(
    'id', p.id, 'project_id', p.project_id, 'name', p.name, 'description', NULLIF(p.description, ''),
    'position', p.position, 'status', p.status, 'start_date', to_char(p.start_date, 'YYYY-MM-DD'),
    'end_date', to_char(p.end_date, 'YYYY-MM-DD'), 'created_at', api_time(p.created_at), 'updated_at', api_time(p.updated_at))
$$;

CREATE FUNCTION api_project(p projects) RETURNS jsonb LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object(
    'id', p.id, 'workspace_id', p.workspace_id, 'title', p.title, 'description', p.description, 'status', p.status,
    'locale', p.locale, 'country', p.country, 'industry', p.industry, 'company_size', p.company_size,
    'timeline_weeks', p.timeline_weeks,
    'progress', CASE WHEN p.task_count = 0 THEN 0 ELSE round(p.task_done_count::numeric / p.task_count, 4)::float8 END,
    'start_date', to_char(p.start_date, 'YYYY-MM-DD'), 'end_date', to_char(p.end_date, 'YYYY-MM-DD'),
    'counts', jsonb_build_object('phases', p.phase_count, 'tasks', p.task_count, 'tasks_done', p.task_done_count,
      'risks', p.risk_count, 'stakeholders', p.stakeholder_count, 'compliance_items', p.compliance_item_count,
      'documents', p.document_count),
    'template_key', p.template_key, 'created_at', api_time(p.created_at), 'updated_at', api_time(p.updated_at),
    'activities', to_jsonb(p.activities), 'absent_activities', to_jsonb(p.absent_activities), 'employees', p.employees)
$$;

-- p_patch: the fields to change ({"checked": true, "title": "…", "priority": "…",
-- "due_date": "YYYY-MM-DD" | null, "assignee": "…" | null}); a key that is absent stays.
-- p_now: the change's time as the API writes it; p_event_ids: ids for up to three events.
CREATE FUNCTION task_change(p_workspace text, p_id text, p_patch jsonb, p_now text, p_event_ids text[])
RETURNS TABLE (task jsonb, events jsonb)
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  now_ts timestamptz := p_now::timestamptz;
  changes_state boolean := p_patch ? 'checked';
  located record;
  project_row projects;
  phase_row phases;
  old_task tasks;
  new_task tasks;
  phase_done integer;
  phase_total integer;
  other_phases text[];
  next_phase text;
  next_project text;
  emitted jsonb := '[]'::jsonb;
  envelope jsonb;
BEGIN
  SELECT t.project_id, t.phase_id INTO located FROM tasks t WHERE t.workspace_id = p_workspace AND t.id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  IF changes_state THEN
    SELECT * INTO project_row FROM projects p WHERE p.workspace_id = p_workspace AND p.id = located.project_id FOR NO KEY UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT * INTO phase_row FROM phases p WHERE p.workspace_id = p_workspace AND p.id = located.phase_id FOR NO KEY UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
  END IF;
  SELECT * INTO old_task FROM tasks t WHERE t.workspace_id = p_workspace AND t.id = p_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;

  new_task := old_task;
  IF p_patch ? 'title' THEN new_task.title := p_patch->>'title'; END IF;
  IF p_patch ? 'priority' THEN new_task.priority := p_patch->>'priority'; END IF;
  IF p_patch ? 'due_date' THEN new_task.due_date := (p_patch->>'due_date')::date; END IF;
  IF p_patch ? 'assignee' THEN new_task.assignee := p_patch->>'assignee'; END IF;
  IF changes_state THEN
    new_task.checked := (p_patch->>'checked')::boolean;
    new_task.status := CASE WHEN new_task.checked THEN 'done' ELSE 'open' END;
  END IF;
  -- Setting values a task already has changes nothing: no write, no event.
  IF (new_task.title, new_task.priority, new_task.due_date, new_task.assignee, new_task.checked)
     IS NOT DISTINCT FROM (old_task.title, old_task.priority, old_task.due_date, old_task.assignee, old_task.checked) THEN
    RETURN QUERY SELECT api_task(old_task), emitted;
    RETURN;
  END IF;

  UPDATE tasks t SET title = new_task.title, priority = new_task.priority, due_date = new_task.due_date,
    assignee = new_task.assignee, checked = new_task.checked, status = new_task.status, updated_at = now_ts
  WHERE t.id = p_id
  RETURNING t.* INTO new_task;

  IF new_task.checked IS DISTINCT FROM old_task.checked THEN
    emitted := emitted || jsonb_build_object('type', 'task.status_changed', 'data', jsonb_build_object(
      'task', api_task(new_task), 'previous', jsonb_build_object('checked', old_task.checked, 'status', old_task.status)));

    SELECT count(*), count(*) FILTER (WHERE t.checked) INTO phase_total, phase_done
    FROM tasks t WHERE t.workspace_id = p_workspace AND t.phase_id = phase_row.id;
    SELECT coalesce(array_agg(p.status), '{}') INTO other_phases
    FROM phases p WHERE p.workspace_id = p_workspace AND p.project_id = project_row.id AND p.id <> phase_row.id;

    -- nextPhaseStatus / nextProjectStatus
    next_phase := CASE
      WHEN phase_total > 0 AND phase_done = phase_total THEN 'completed'
      WHEN phase_row.status = 'pending' AND phase_done = 0 THEN 'pending'
      ELSE 'in_progress' END;
    other_phases := other_phases || next_phase;
    next_project := CASE
      WHEN 'completed' = ALL (other_phases) THEN 'completed'
      WHEN project_row.status = 'planned' AND 'pending' = ALL (other_phases) THEN 'planned'
      ELSE 'active' END;

    IF next_phase <> phase_row.status THEN
      UPDATE phases p SET status = next_phase, updated_at = now_ts WHERE p.id = phase_row.id RETURNING p.* INTO phase_row;
      IF next_phase = 'completed' THEN
        emitted := emitted || jsonb_build_object('type', 'phase.completed', 'data', jsonb_build_object('phase', api_phase(phase_row)));
      END IF;
    END IF;
    IF next_project <> project_row.status THEN
      UPDATE projects p SET status = next_project, updated_at = now_ts WHERE p.id = project_row.id RETURNING p.* INTO project_row;
      IF next_project = 'completed' THEN
        emitted := emitted || jsonb_build_object('type', 'project.completed', 'data', jsonb_build_object('project', api_project(project_row)));
      END IF;
    END IF;

    SELECT coalesce(jsonb_agg(e.event || jsonb_build_object('id', p_event_ids[e.n::integer], 'api_version', 'v1',
             'created_at', p_now, 'workspace_id', p_workspace) ORDER BY e.n), '[]'::jsonb)
      INTO emitted
    FROM jsonb_array_elements(emitted) WITH ORDINALITY AS e(event, n);
    FOR envelope IN SELECT jsonb_array_elements(emitted) LOOP
      IF octet_length(envelope::text) > 262144 THEN
        RAISE EXCEPTION 'event_too_large' USING ERRCODE = 'P0001';
      END IF;
    END LOOP;
    INSERT INTO outbox (id, workspace_id, project_id, type, payload)
    SELECT e.event->>'id', p_workspace, project_row.id, e.event->>'type', e.event
    FROM jsonb_array_elements(emitted) WITH ORDINALITY AS e(event, n) ORDER BY e.n;
  END IF;

  RETURN QUERY SELECT api_task(new_task), emitted;
END $$;
