/** The seven domain event types (design section 4). */
export const EVENT_TYPES = [
  "project.created",
  "task.created",
  "task.status_changed",
  "risk.added",
  "phase.completed",
  "project.completed",
  "agent.completed",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The envelope every event travels in, on JetStream and in webhook deliveries. */
export interface EventEnvelope<T = Record<string, unknown>> {
  id: string;
  type: EventType;
  api_version: "v1";
  created_at: string;
  workspace_id: string;
  data: T;
}

/** JetStream subject of an event: <prefix>.<workspace>.<type>, so consumers can filter either way. */
export function eventSubject(prefix: string, workspaceId: string, type: EventType): string {
  return `${prefix}.${workspaceId}.${type}`;
}

/** Largest event payload accepted at publish (design: 256 KiB). */
export const MAX_EVENT_BYTES = 256 * 1024;
