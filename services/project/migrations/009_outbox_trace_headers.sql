-- The trace context (W3C `traceparent`, `tracestate`) of the request that wrote an event, as
-- message headers: the outbox relay publishes the event with them, so its trace continues on
-- the stream and into webhook deliveries. NULL while tracing is off.
ALTER TABLE outbox ADD COLUMN headers jsonb;

-- task_change (008) writes its events without naming the column: they take the headers set
-- for the statement's transaction, which the six-argument form below sets around the change.
ALTER TABLE outbox ALTER COLUMN headers SET DEFAULT nullif(current_setting('planner.outbox_headers', true), '')::jsonb;

-- task_change with the trace headers its events carry. The setting is local to this
-- function's call (it has a SET clause), so nothing else in the transaction inherits it.
CREATE FUNCTION task_change(p_workspace text, p_id text, p_patch jsonb, p_now text, p_event_ids text[], p_headers jsonb)
RETURNS TABLE (task jsonb, events jsonb)
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM set_config('planner.outbox_headers', coalesce(p_headers::text, ''), true);
  RETURN QUERY SELECT c.task, c.events FROM task_change(p_workspace, p_id, p_patch, p_now, p_event_ids) AS c;
END $$;
