/** Turns one domain event into one pending delivery per matching subscription of its workspace. */
import { EVENT_TYPES, type EventEnvelope, type EventType, TurnBatcher, traceHeaders } from "@planner/shared";
import type { ClaimedDelivery, DeliveryRepository, FanOutItem } from "../repositories/deliveries.js";
import type { SubscriptionCache } from "./subscriptions.js";

/** An event the consumer cannot process however often it retries (kept as a dead letter). */
export class InvalidEventError extends Error {
  override name = "InvalidEventError";
  constructor(
    message: string,
    readonly eventId?: string,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks the envelope's shape (design section 4); anything else is not delivered to anyone. */
export function parseEnvelope(raw: Uint8Array | string): EventEnvelope {
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === "string" ? raw : Buffer.from(raw).toString("utf8"));
  } catch {
    throw new InvalidEventError("event is not JSON");
  }
  if (!isObject(value)) throw new InvalidEventError("event is not a JSON object");
  const id = typeof value.id === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(value.id) ? value.id : undefined;
  if (!id) throw new InvalidEventError("event id is missing or not valid");
  if (typeof value.type !== "string" || !(EVENT_TYPES as readonly string[]).includes(value.type)) {
    throw new InvalidEventError("event type is not one of the known types", id);
  }
  if (typeof value.workspace_id !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(value.workspace_id)) {
    throw new InvalidEventError("event workspace_id is missing or not valid", id);
  }
  if (typeof value.created_at !== "string" || Number.isNaN(Date.parse(value.created_at))) {
    throw new InvalidEventError("event created_at is not a timestamp", id);
  }
  if (value.api_version !== "v1") throw new InvalidEventError("event api_version is not v1", id);
  if (!isObject(value.data)) throw new InvalidEventError("event data is not an object", id);
  return {
    id,
    type: value.type as EventType,
    api_version: "v1",
    created_at: value.created_at,
    workspace_id: value.workspace_id,
    data: value.data,
  };
}

export interface FanOut {
  /** Stores the deliveries of one event; resolves once they are committed (then the event may be acked). */
  handle(event: EventEnvelope): Promise<{ matched: number; created: number }>;
}

/** The delivery worker as the fan-out sees it: free slots to fill with deliveries claimed on insert. */
export interface DirectClaims {
  /**
   * Reserves up to `max` of the worker's free slots for deliveries the fan-out claims itself;
   * none while older deliveries wait for the worker's own claims (they go first).
   */
  reserve(max: number): { slots: number; leaseUntil: Date };
  /** Hands over what was claimed with `slots` reserved slots and frees the slots left unused. */
  accept(claimed: readonly ClaimedDelivery[], slots: number): void;
}

/**
 * The fan-out: the subscription cache names the candidates of each event (an event nobody
 * wants resolves at once, without Postgres); the events of one event-loop turn that have
 * candidates are stored with one statement. With `worker`, that statement also claims as
 * many of the new deliveries as the worker has free slots, and the worker sends them at
 * once: no claim round trip, no wait for the worker's next claim.
 */
export function createFanOut(deps: {
  deliveries: DeliveryRepository;
  subscriptions: SubscriptionCache;
  now?: () => Date;
  /** Deliveries were created that nobody claimed yet. */
  onCreated?: () => void;
  worker?: DirectClaims;
  maxBatch?: number;
}): FanOut {
  const now = deps.now ?? (() => new Date());
  const batcher = new TurnBatcher<FanOutItem, number>(async (batch) => {
    const wanted = batch.reduce((sum, item) => sum + item.webhookIds.length, 0);
    const reserved = deps.worker?.reserve(wanted) ?? { slots: 0, leaseUntil: now() };
    let claimed: ClaimedDelivery[] = [];
    try {
      const result = await deps.deliveries.fanOutAndClaim(batch, now(), { limit: reserved.slots, leaseUntil: reserved.leaseUntil });
      claimed = result.claimed;
      let total = 0;
      for (const count of result.created.values()) total += count;
      if (total > claimed.length) deps.onCreated?.();
      return batch.map(({ event }) => ({ ok: true as const, value: result.created.get(event.id) ?? 0 }));
    } finally {
      deps.worker?.accept(claimed, reserved.slots);
    }
  }, deps.maxBatch ?? 256);
  return {
    handle: async (event) => {
      const webhookIds = await deps.subscriptions.matching(event.workspace_id, event.type);
      if (webhookIds.length === 0) return { matched: 0, created: 0 };
      // The consumer's span is active: the deliveries continue the event's trace from it.
      const created = await batcher.submit({ event, webhookIds, headers: traceHeaders() });
      return { matched: webhookIds.length, created };
    },
  };
}
