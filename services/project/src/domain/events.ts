import { type EventEnvelope, type EventType, MAX_EVENT_BYTES, newId } from "@planner/shared";

/** An event about to be written to the outbox (with the project it belongs to, for ordering). */
export interface OutboxEvent {
  envelope: EventEnvelope;
  projectId: string | null;
}

/** JSON-friendly copy of a record: absent optional fields become null, as in the REST API. */
export function toEventData(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === undefined ? null : value]));
}

export function buildEvent(
  type: EventType,
  workspaceId: string,
  projectId: string | null,
  data: Record<string, unknown>,
  now = new Date(),
): OutboxEvent {
  const envelope: EventEnvelope = {
    id: newId("evt", now.getTime()),
    type,
    api_version: "v1",
    created_at: now.toISOString(),
    workspace_id: workspaceId,
    data,
  };
  return { envelope: fitEnvelope(envelope), projectId };
}

export function envelopeBytes(envelope: EventEnvelope): number {
  return Buffer.byteLength(JSON.stringify(envelope), "utf8");
}

/** Copies a value with every string cut to `maxString` characters and every array to `maxItems` items. */
function shrink(value: unknown, maxString: number, maxItems: number): unknown {
  if (typeof value === "string") return value.length > maxString ? `${value.slice(0, maxString)}…` : value;
  if (Array.isArray(value)) return value.slice(0, maxItems).map((item) => shrink(item, maxString, maxItems));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shrink(item, maxString, maxItems)]));
  }
  return value;
}

/** The ids of the records an event is about: what a consumer needs to fetch the rest. */
function identifiers(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      out[key] = Object.fromEntries(Object.entries(record).filter(([field]) => field === "id" || field.endsWith("_id")));
    } else if (typeof value !== "string" || value.length <= 200) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Keeps an event within MAX_EVENT_BYTES (design: payloads are capped at publish) without
 * ever failing the change that caused it: long texts and lists are shortened step by step,
 * and as a last resort only the ids remain. A shortened event says so with `truncated: true`.
 */
export function fitEnvelope(envelope: EventEnvelope, maxBytes = MAX_EVENT_BYTES): EventEnvelope {
  if (envelopeBytes(envelope) <= maxBytes) return envelope;
  for (const [maxString, maxItems] of [
    [8_192, 1_000],
    [1_024, 200],
    [200, 50],
  ] as const) {
    const data = { ...(shrink(envelope.data, maxString, maxItems) as Record<string, unknown>), truncated: true };
    const candidate = { ...envelope, data };
    if (envelopeBytes(candidate) <= maxBytes) return candidate;
  }
  return { ...envelope, data: { ...identifiers(envelope.data), truncated: true } };
}
