-- The trace context (W3C `traceparent`, `tracestate`) the event arrived with: every delivery
-- attempt of the event continues that trace and sends its `traceparent` to the receiver.
-- NULL while tracing is off.
ALTER TABLE events ADD COLUMN headers jsonb;
