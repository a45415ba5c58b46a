/**
 * Storage of deliveries: fan-out inserts, lease-based claims, attempt records and the
 * subscription bookkeeping that follows an attempt. Every step is one short transaction;
 * no transaction is open while a request is on the wire.
 */
import { randomUUID } from "node:crypto";
import { type EventEnvelope, newId, type PgPool, tracingEnabled } from "@planner/shared";
import type { PoolClient } from "pg";
import { inTransaction } from "./db.js";
import type { DeliveryStatus } from "./webhooks.js";

export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  workspaceId: string;
  eventId: string;
  eventType: string;
  eventCreatedAt: Date;
  /** When the attempt was due (`next_attempt_at`). */
  dueAt: Date;
  payload: EventEnvelope;
  /** The attempt this claim makes (1-based within the series). */
  attempt: number;
  /** The attempt series (1, then one more per redelivery). */
  series: number;
  leaseToken: string;
  /** When the lease runs out and another worker may make the next attempt. */
  leaseUntil: Date;
  url: string;
  secretCiphertext: Buffer;
  /** The trace context the event arrived with (null while tracing is off). */
  headers: Record<string, string> | null;
}

/** One event of a fan-out batch and the subscriptions that may want it. */
export interface FanOutItem {
  event: EventEnvelope;
  webhookIds: string[];
  headers?: Record<string, string>;
}

export type AttemptOutcome = "succeeded" | "failed" | "gone";
/**
 * An attempt as the history shows it: its outcome, `in_progress` while its worker holds the
 * lease, or `interrupted` when the worker stopped before recording an outcome (the receiver
 * may have got the request; the next attempt follows once the lease has run out).
 */
export type AttemptState = AttemptOutcome | "in_progress" | "interrupted";

/** The error an interrupted attempt shows. */
export const INTERRUPTED_ERROR = "no outcome recorded: the worker stopped during the attempt (the receiver may have got it)";

export interface AttemptResult {
  delivery: ClaimedDelivery;
  startedAt: Date;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  outcome: AttemptOutcome;
  /** The delivery's state after this attempt: another attempt at `nextAttemptAt`, or final. */
  next: { status: "pending"; nextAttemptAt: Date } | { status: "succeeded" | "failed" };
  now: Date;
  /** Failing continuously for this long disables the subscription. */
  disableAfterMs: number;
}

export interface RecordOutcome {
  /** False when the lease was lost (another worker took over, or the subscription went away). */
  applied: boolean;
  disabled?: "gone" | "failing";
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: DeliveryState;
  attempts: number;
  series: number;
  next_attempt_at: Date;
  last_response_status: number | null;
  last_error: string | null;
}

export interface AttemptRow {
  delivery_id: string;
  series: number;
  attempt: number;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  outcome: AttemptOutcome | "interrupted";
  latency_ms: number;
}

export type DeliveryState = DeliveryStatus | "cancelled";
export const DELIVERY_STATES: readonly DeliveryState[] = ["pending", "succeeded", "failed", "cancelled"];

/** Listed response bodies are cut to this many characters (stored ones to 4 KiB). */
export const LISTED_BODY_CHARS = 1024;

export interface AttemptRecord {
  series: number;
  attempt: number;
  startedAt: Date;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string;
  responseBodyTruncated: boolean;
  error: string | null;
  outcome: AttemptState;
}

/** A delivery as operators see it: its state and every attempt of every series. */
export interface DeliveryRecord {
  id: string;
  webhookId: string;
  workspaceId: string;
  eventId: string;
  eventType: string;
  status: DeliveryState;
  series: number;
  /** Attempts made in the current series. */
  attempts: number;
  nextAttemptAt: Date;
  lastResponseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: AttemptRecord[];
}

interface DeliveryRecordRow {
  id: string;
  webhook_id: string;
  workspace_id: string;
  event_id: string;
  event_type: string;
  status: DeliveryState;
  series: number;
  attempts: number;
  next_attempt_at: Date;
  last_response_status: number | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

const RECORD_COLUMNS = `id, webhook_id, workspace_id, event_id, event_type, status, series, attempts, next_attempt_at,
  last_response_status, last_error, created_at, updated_at`;

/** Which failed deliveries a bulk redelivery considers; every filter is optional. */
export interface FailedFilter {
  webhookId?: string;
  workspaceId?: string;
  /** Failed at or after this time (the delivery's last update). */
  since?: Date;
}

/** What one bulk redelivery did; matched = scheduled + skipped + remaining. */
export interface BulkRedelivery {
  matched: number;
  scheduledIds: string[];
  skippedAlreadyRedelivered: number;
  skippedSubscriptionInactive: number;
  remaining: number;
}

/** A redelivery the delivery's or its subscription's state forbids. */
export class RedeliveryRefused extends Error {
  override name = "RedeliveryRefused";
}

/**
 * The SET list that redelivers a delivery `d`: a new series from attempt 0, due at `now` (a
 * bind parameter such as "$2"), the last outcome and lease cleared, the redelivery recorded.
 */
function startNewSeries(now: string): string {
  return `series = d.series + 1, attempts = 0, status = 'pending', next_attempt_at = ${now}, locked_until = NULL,
    lease_token = NULL, last_response_status = NULL, last_error = NULL, updated_at = ${now}, redelivered_at = ${now}`;
}

/**
 * The conflict clause that writes an attempt's outcome onto the row the claim wrote: the attempt
 * happened whatever became of the lease, and an outcome already recorded is never replaced.
 */
const RECORD_ATTEMPT_OUTCOME = `ON CONFLICT (delivery_id, series, attempt) DO UPDATE SET started_at = excluded.started_at,
  latency_ms = excluded.latency_ms, response_status = excluded.response_status, response_body = excluded.response_body,
  error = excluded.error, outcome = excluded.outcome
  WHERE delivery_attempts.outcome = 'interrupted'`;

/**
 * Whether a subscription (columns prefixed `webhook`, e.g. "w.") is healthy and its "last
 * delivery" was written less than a second before `startedAt`: a success then changes nothing
 * worth a write, so a busy subscription's row is not rewritten per delivery.
 */
/**
 * Locks the subscriptions `ids` in id order, for the update of their "last delivery". A statement
 * or transaction that records attempts takes this lock before it changes a delivery. The fan-out
 * share-locks subscriptions in the same order and then inserts deliveries; an insert whose key
 * (subscription, event) is a row being updated waits for that update's transaction. If the
 * recorder changed the delivery first and then waited for the subscription, the two would wait
 * for each other (a redelivered event while its delivery is recorded): a deadlock.
 */
const LOCK_WEBHOOKS_FIRST = (ids: string): string => `SELECT id FROM webhooks WHERE id = ANY (${ids}) ORDER BY id FOR NO KEY UPDATE`;

function recentHealthySuccess(webhook: string, startedAt: string): string {
  return `coalesce(${webhook}consecutive_failures = 0 AND ${webhook}last_delivery_status = 'succeeded'
    AND ${webhook}last_attempted_at > ${startedAt} - interval '1 second', false)`;
}

/**
 * One envelope object per event among the rows of one statement: the deliveries of an event
 * then share it, and the worker serialises its body once (deliveryBody keeps it by object).
 */
function sharedEnvelopes(): (eventId: string, payload: EventEnvelope) => EventEnvelope {
  const seen = new Map<string, EventEnvelope>();
  return (eventId, payload) => {
    const known = seen.get(eventId);
    if (known) return known;
    seen.set(eventId, payload);
    return payload;
  };
}

export class DeliveryRepository {
  /** A claim reads the event's trace headers only while tracing is on. */
  private readonly claimHeaders = tracingEnabled() ? "(SELECT e.headers FROM events e WHERE e.id = d.event_id)" : "NULL::jsonb";
  /** Claims run often: prepared once per connection (one name per form of the statement). */
  private readonly claimStatement = tracingEnabled() ? "webhook-claim-traced" : "webhook-claim";

  constructor(
    private readonly pool: PgPool,
    /** Called after a commit that changed a workspace's subscriptions (a disable). */
    private readonly onSubscriptionsChanged: (workspaceId: string) => void = () => undefined,
  ) {}

  /** The active subscriptions of a workspace, with their event filters (the fan-out's candidates). */
  async activeSubscriptions(workspaceId: string): Promise<{ id: string; events: string[] }[]> {
    const result = await this.pool.query<{ id: string; events: string[] }>({
      name: "webhook-active-subscriptions",
      text: "SELECT id, events FROM webhooks WHERE workspace_id = $1 AND status = 'active' AND deleted_at IS NULL",
      values: [workspaceId],
    });
    return result.rows;
  }

  /** One pending delivery per active subscription of the event's workspace whose filter matches (no cache). */
  async fanOut(event: EventEnvelope, now: Date): Promise<{ matched: number; created: number }> {
    const subscriptions = await this.activeSubscriptions(event.workspace_id);
    const webhookIds = subscriptions
      .filter((subscription) => subscription.events.includes(event.type) || subscription.events.includes("*"))
      .map((subscription) => subscription.id);
    if (webhookIds.length === 0) return { matched: 0, created: 0 };
    const created = await this.fanOutBatch([{ event, webhookIds }], now);
    return { matched: webhookIds.length, created: created.get(event.id) ?? 0 };
  }

  /**
   * One pending delivery per candidate subscription of each event, for a whole batch of
   * events in one statement (no transaction around it); a redelivered event adds nothing.
   * Candidates come from the subscription cache: the statement keeps only those that are
   * still active in the event's workspace, share-locked so that a concurrent delete or
   * disable waits and then cancels what was added here. The number of deliveries created
   * per event id.
   */
  async fanOutBatch(batch: FanOutItem[], now: Date): Promise<Map<string, number>> {
    return (await this.fanOutAndClaim(batch, now)).created;
  }

  /**
   * `fanOutBatch` that also claims up to `claim.limit` of the new deliveries for the caller's
   * worker in the same statement, as `claim` would (first attempt counted, lease taken, the
   * attempt's row written as interrupted), oldest event first: the worker sends them without
   * a claim of its own. The rest stay pending for the worker's claims.
   */
  async fanOutAndClaim(
    batch: FanOutItem[],
    now: Date,
    claim: { limit: number; leaseUntil: Date } = { limit: 0, leaseUntil: now },
  ): Promise<{ created: Map<string, number>; claimed: ClaimedDelivery[] }> {
    const created = new Map<string, number>();
    const deliveries = { id: [] as string[], webhook: [] as string[], workspace: [] as string[], event: [] as string[] };
    const events = { id: [] as string[], type: [] as string[], createdAt: [] as Date[], payload: [] as string[] };
    // Trace headers per event; left empty when none has any (unnest pads it with nulls).
    const eventHeaders: (string | null)[] = [];
    const seen = new Set<string>();
    for (const { event, webhookIds, headers } of batch) {
      created.set(event.id, 0);
      if (webhookIds.length === 0 || seen.has(event.id)) continue;
      seen.add(event.id);
      events.id.push(event.id);
      events.type.push(event.type);
      events.createdAt.push(new Date(event.created_at));
      events.payload.push(JSON.stringify(event));
      eventHeaders.push(headers ? JSON.stringify(headers) : null);
      for (const webhookId of webhookIds) {
        deliveries.id.push(newId("dlv", now.getTime()));
        deliveries.webhook.push(webhookId);
        deliveries.workspace.push(event.workspace_id);
        deliveries.event.push(event.id);
      }
    }
    if (deliveries.id.length === 0) return { created, claimed: [] };
    const token = randomUUID();
    const inserted = await this.pool.query<{
      id: string;
      webhook_id: string;
      workspace_id: string;
      event_id: string;
      event_type: string;
      event_created_at: Date;
      claimed: boolean;
      payload: EventEnvelope | null;
      url: string | null;
      secret_ciphertext: Buffer | null;
      headers: Record<string, string> | null;
    }>({
      name: "webhook-fan-out-claim",
      text: `WITH candidate AS (
          SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS c (id, webhook_id, workspace_id, event_id, n)
        ), live AS (
          SELECT w.id, w.workspace_id, w.url, w.secret_ciphertext FROM webhooks w
          WHERE w.id = ANY ($2::text[]) AND w.status = 'active' AND w.deleted_at IS NULL
          ORDER BY w.id FOR SHARE
        ), wanted AS (
          SELECT c.*, e.type, e.created_at, e.payload, e.headers, row_number() OVER (ORDER BY c.n) <= $11 AS claim
          FROM candidate c
          JOIN live l ON l.id = c.webhook_id AND l.workspace_id = c.workspace_id
          JOIN unnest($5::text[], $6::text[], $7::timestamptz[], $8::jsonb[], $10::jsonb[]) AS e (id, type, created_at, payload, headers)
            ON e.id = c.event_id
        ), stored AS (
          INSERT INTO events (id, payload, created_at, headers)
          SELECT DISTINCT ON (event_id) event_id, payload, $9::timestamptz, headers FROM wanted ORDER BY event_id
          ON CONFLICT (id) DO NOTHING
        ), inserted AS (
          INSERT INTO deliveries (id, webhook_id, workspace_id, event_id, event_type, event_created_at, next_attempt_at, created_at, updated_at,
                                  attempts, locked_until, lease_token)
          SELECT id, webhook_id, workspace_id, event_id, type, created_at, $9, $9, $9,
                 CASE WHEN claim THEN 1 ELSE 0 END, CASE WHEN claim THEN $12::timestamptz END, CASE WHEN claim THEN $13::uuid END
          FROM wanted
          ON CONFLICT (webhook_id, event_id) DO NOTHING
          RETURNING id, webhook_id, workspace_id, event_id, event_type, event_created_at, series, lease_token IS NOT NULL AS claimed
        ), started AS (
          INSERT INTO delivery_attempts (delivery_id, series, attempt, started_at, latency_ms, error, outcome)
          SELECT id, series, 1, $9, 0, $14, 'interrupted' FROM inserted WHERE claimed
          ON CONFLICT (delivery_id, series, attempt) DO NOTHING
        )
        SELECT i.id, i.webhook_id, i.workspace_id, i.event_id, i.event_type, i.event_created_at, i.claimed,
               CASE WHEN i.claimed THEN w.payload END AS payload, CASE WHEN i.claimed THEN l.url END AS url,
               CASE WHEN i.claimed THEN l.secret_ciphertext END AS secret_ciphertext, CASE WHEN i.claimed THEN w.headers END AS headers
        FROM inserted i JOIN wanted w ON w.id = i.id JOIN live l ON l.id = i.webhook_id
        ORDER BY w.n`,
      values: [
        deliveries.id,
        deliveries.webhook,
        deliveries.workspace,
        deliveries.event,
        events.id,
        events.type,
        events.createdAt,
        events.payload,
        now,
        eventHeaders.some((headers) => headers !== null) ? eventHeaders : [],
        Math.max(0, claim.limit),
        claim.leaseUntil,
        token,
        INTERRUPTED_ERROR,
      ],
    });
    const claimed: ClaimedDelivery[] = [];
    const envelopes = sharedEnvelopes();
    for (const row of inserted.rows) {
      created.set(row.event_id, (created.get(row.event_id) ?? 0) + 1);
      if (!row.claimed || !row.payload || row.url === null || !row.secret_ciphertext) continue;
      claimed.push({
        id: row.id,
        webhookId: row.webhook_id,
        workspaceId: row.workspace_id,
        eventId: row.event_id,
        eventType: row.event_type,
        eventCreatedAt: row.event_created_at,
        dueAt: now,
        payload: envelopes(row.event_id, row.payload),
        attempt: 1,
        series: 1,
        leaseToken: token,
        leaseUntil: claim.leaseUntil,
        url: row.url,
        secretCiphertext: row.secret_ciphertext,
        // As a claim: the trace context only while tracing is on.
        headers: tracingEnabled() ? row.headers : null,
      });
    }
    return { created, claimed };
  }

  /**
   * Claims up to `limit` due deliveries of active subscriptions, oldest first: the attempt
   * counter moves on, a lease is taken and the attempt's row is written (as interrupted until
   * its outcome is recorded) in the same statement, so two workers never make the same
   * attempt and a worker that dies mid-attempt leaves that attempt in the history. SKIP
   * LOCKED lets replicas claim side by side. `notBefore` starts the scan of the due index
   * there: succeeded deliveries leave dead entries at its head until a vacuum, and a scan from
   * the very beginning would step over all of them on every claim.
   */
  async claim(options: { now: Date; limit: number; leaseMs: number; maxAttempts: number; notBefore?: Date }): Promise<ClaimedDelivery[]> {
    const token = randomUUID();
    const leaseUntil = new Date(options.now.getTime() + options.leaseMs);
    const result = await this.pool.query<{
      id: string;
      webhook_id: string;
      workspace_id: string;
      event_id: string;
      event_type: string;
      event_created_at: Date;
      next_attempt_at: Date;
      payload: EventEnvelope;
      attempts: number;
      series: number;
      url: string;
      secret_ciphertext: Buffer;
      headers: Record<string, string> | null;
    }>({
      name: this.claimStatement,
      text: `WITH ${this.claimDueSql({ now: "$1", notBefore: "$6", maxAttempts: "$3", limit: "$2", leaseUntil: "$4", token: "$5", error: "$7" })}
       SELECT * FROM claimed`,
      values: [options.now, options.limit, options.maxAttempts, leaseUntil, token, options.notBefore ?? new Date(0), INTERRUPTED_ERROR],
    });
    const envelopes = sharedEnvelopes();
    return result.rows.map((row) => ({
      id: row.id,
      webhookId: row.webhook_id,
      workspaceId: row.workspace_id,
      eventId: row.event_id,
      eventType: row.event_type,
      eventCreatedAt: row.event_created_at,
      dueAt: row.next_attempt_at,
      payload: envelopes(row.event_id, row.payload),
      attempt: row.attempts,
      series: row.series,
      leaseToken: token,
      leaseUntil,
      url: row.url,
      secretCiphertext: row.secret_ciphertext,
      headers: row.headers,
    }));
  }

  /**
   * A worker that died during the last allowed attempt leaves a pending delivery with no
   * attempts left; once its lease has run out the delivery is failed.
   */
  async failExhausted(now: Date, maxAttempts: number): Promise<number> {
    const result = await this.pool.query(
      `UPDATE deliveries SET status = 'failed', last_error = coalesce(last_error, 'attempt interrupted'), locked_until = NULL,
         lease_token = NULL, updated_at = $1
       WHERE status = 'pending' AND attempts >= $2 AND locked_until <= $1`,
      [now, maxAttempts],
    );
    return result.rowCount ?? 0;
  }

  /**
   * Records successful attempts in one statement (its own transaction, one round trip): what
   * `record` does for a success, for many deliveries at once (a success never disables a
   * subscription). Each subscription's "last delivery" takes its latest success, written at
   * most once a second as `record` does. The outcomes are in the order of `results`.
   */
  async recordSucceeded(results: readonly AttemptResult[]): Promise<RecordOutcome[]> {
    return (await this.recordSucceededAndClaim(results)).outcomes;
  }

  /**
   * `recordSucceeded` that also claims up to `claim.limit` due deliveries in the same statement
   * (as `claim` does; never one of those being recorded): the slots the recorded attempts free
   * are filled in the same round trip. The claim commits synchronously, as `claim` does; only
   * a statement that claims nothing commits with `synchronous_commit = off`.
   */
  async recordSucceededAndClaim(
    results: readonly AttemptResult[],
    claim?: { now: Date; limit: number; leaseMs: number; maxAttempts: number; notBefore?: Date },
  ): Promise<{ outcomes: RecordOutcome[]; claimed: ClaimedDelivery[] }> {
    if (results.length === 0) return { outcomes: [], claimed: [] };
    if (results.some((result) => result.outcome !== "succeeded")) throw new Error("recordSucceeded takes successful attempts only");
    const column = <T>(pick: (result: AttemptResult) => T) => results.map(pick);
    const limit = Math.max(0, claim?.limit ?? 0);
    const claimNow = claim?.now ?? new Date();
    const token = randomUUID();
    const leaseUntil = new Date(claimNow.getTime() + (claim?.leaseMs ?? 0));
    // As in `record`: losing this commit only means another attempt once the lease runs out.
    // `set_config(…, true)` is SET LOCAL inside the statement: it holds for this statement's own
    // transaction and ends with it, so the pooled connection's next statement commits durably
    // again; BEGIN, SET LOCAL and COMMIT would cost three more round trips per batch. A statement
    // that claims keeps the durable commit: a claim lost in a database crash would repeat an attempt number.
    const rows = await this.pool.query<{
      recorded: boolean;
      id: string;
      webhook_id: string | null;
      workspace_id: string | null;
      event_id: string | null;
      event_type: string | null;
      event_created_at: Date | null;
      next_attempt_at: Date | null;
      payload: EventEnvelope | null;
      attempts: number | null;
      series: number | null;
      url: string | null;
      secret_ciphertext: Buffer | null;
      headers: Record<string, string> | null;
    }>({
      name: tracingEnabled() ? "webhook-record-succeeded-claim-traced" : "webhook-record-succeeded-claim",
      text: `WITH settings AS MATERIALIZED (
           SELECT set_config('synchronous_commit', CASE WHEN $11::int > 0 THEN current_setting('synchronous_commit') ELSE 'off' END, true)
         ), held AS MATERIALIZED (
           ${LOCK_WEBHOOKS_FIRST("$10::text[]")}
         ), input AS (
           SELECT t.* FROM settings, (SELECT count(*) FROM held) AS locked, unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[], $5::int[], $6::int[], $7::text[], $8::uuid[],
                                $9::timestamptz[], $10::text[])
             AS t(delivery_id, series, attempt, started_at, latency_ms, response_status, response_body, lease_token, now, webhook_id)
         ), attempts AS (
           INSERT INTO delivery_attempts (delivery_id, attempt, started_at, latency_ms, response_status, response_body, error, outcome, series)
           SELECT delivery_id, attempt, started_at, latency_ms, response_status, response_body, NULL, 'succeeded', series FROM input
           ${RECORD_ATTEMPT_OUTCOME}
         ), updated AS (
           UPDATE deliveries d SET status = 'succeeded', next_attempt_at = i.now, locked_until = NULL, lease_token = NULL,
             last_response_status = i.response_status, last_error = NULL, updated_at = i.now
           FROM input i
           WHERE d.id = i.delivery_id AND d.lease_token = i.lease_token AND d.status = 'pending'
           RETURNING d.id
         ), latest AS (
           SELECT DISTINCT ON (i.webhook_id) i.* FROM input i JOIN updated u ON u.id = i.delivery_id
           ORDER BY i.webhook_id, i.started_at DESC
         ), touched AS (
           UPDATE webhooks w SET consecutive_failures = 0, failing_since = NULL, last_delivery_id = l.delivery_id,
             last_delivery_status = 'succeeded', last_response_status = coalesce(l.response_status, 0), last_attempt = l.attempt,
             last_attempted_at = l.started_at
           FROM latest l
           WHERE w.id = l.webhook_id AND NOT ${recentHealthySuccess("w.", "l.started_at")}
           RETURNING w.id
         ), ${this.claimDueSql({ now: "$12", notBefore: "$13", maxAttempts: "$14", limit: "$11", leaseUntil: "$15", token: "$16", error: "$17", except: "$1::text[]" })}
         SELECT true AS recorded, id, NULL::text AS webhook_id, NULL::text AS workspace_id, NULL::text AS event_id, NULL::text AS event_type,
                NULL::timestamptz AS event_created_at, NULL::timestamptz AS next_attempt_at, NULL::jsonb AS payload, NULL::int AS attempts,
                NULL::int AS series, NULL::text AS url, NULL::bytea AS secret_ciphertext, NULL::jsonb AS headers
         FROM updated
         UNION ALL
         SELECT false, id, webhook_id, workspace_id, event_id, event_type, event_created_at, next_attempt_at, payload, attempts, series,
                url, secret_ciphertext, headers
         FROM claimed`,
      values: [
        column((result) => result.delivery.id),
        column((result) => result.delivery.series),
        column((result) => result.delivery.attempt),
        column((result) => result.startedAt),
        column((result) => Math.round(result.latencyMs)),
        column((result) => result.responseStatus),
        column((result) => result.responseBody),
        column((result) => result.delivery.leaseToken),
        column((result) => result.now),
        column((result) => result.delivery.webhookId),
        limit,
        claimNow,
        claim?.notBefore ?? new Date(0),
        claim?.maxAttempts ?? 1,
        leaseUntil,
        token,
        INTERRUPTED_ERROR,
      ],
    });
    const applied = new Set<string>();
    const claimed: ClaimedDelivery[] = [];
    const envelopes = sharedEnvelopes();
    for (const row of rows.rows) {
      if (row.recorded) {
        applied.add(row.id);
        continue;
      }
      if (!row.payload || row.url === null || !row.secret_ciphertext) continue;
      claimed.push({
        id: row.id,
        webhookId: row.webhook_id ?? "",
        workspaceId: row.workspace_id ?? "",
        eventId: row.event_id ?? "",
        eventType: row.event_type ?? "",
        eventCreatedAt: row.event_created_at ?? claimNow,
        dueAt: row.next_attempt_at ?? claimNow,
        payload: envelopes(row.event_id ?? "", row.payload),
        attempt: row.attempts ?? 1,
        series: row.series ?? 1,
        leaseToken: token,
        leaseUntil,
        url: row.url,
        secretCiphertext: row.secret_ciphertext,
        headers: row.headers,
      });
    }
    return { outcomes: results.map((result) => ({ applied: applied.has(result.delivery.id) })), claimed };
  }

  /** Records an attempt and the delivery's next state; updates and, if due, disables the subscription. */
  async record(result: AttemptResult): Promise<RecordOutcome> {
    const { delivery, now } = result;
    let changedWorkspace: string | undefined;
    const outcome = await inTransaction(this.pool, async (client) => {
      // Losing this commit in a database crash only means the delivery is attempted again
      // once its lease runs out (at least once), so it need not wait for the WAL flush.
      // The subscription is locked before the delivery is touched, as everywhere (see LOCK_WEBHOOKS_FIRST).
      await client.query(
        `SELECT set_config('synchronous_commit', 'off', true), (${LOCK_WEBHOOKS_FIRST("ARRAY[$1::text]")} LIMIT 1) AS held`,
        [delivery.webhookId],
      );
      // The attempt happened whatever became of the lease, so it is always recorded: its row
      // (written by the claim) gets the outcome; an outcome already recorded is never replaced.
      await client.query(
        `INSERT INTO delivery_attempts (delivery_id, attempt, started_at, latency_ms, response_status, response_body, error, outcome, series)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ${RECORD_ATTEMPT_OUTCOME}`,
        [
          delivery.id,
          delivery.attempt,
          result.startedAt,
          Math.round(result.latencyMs),
          result.responseStatus,
          result.responseBody,
          result.error,
          result.outcome,
          delivery.series,
        ],
      );
      const nextAttemptAt = result.next.status === "pending" ? result.next.nextAttemptAt : now;
      const updated = await client.query(
        `UPDATE deliveries SET status = $3, next_attempt_at = $4, locked_until = NULL, lease_token = NULL,
           last_response_status = $5, last_error = $6, updated_at = $7
         WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
        [delivery.id, delivery.leaseToken, result.next.status, nextAttemptAt, result.responseStatus, result.error, now],
      );
      if (updated.rowCount === 0) return { applied: false };
      const success = result.outcome === "succeeded";
      const webhook = await client.query<{ failing_since: Date | null; status: string }>(
        `UPDATE webhooks SET
           consecutive_failures = CASE WHEN $2 THEN 0 ELSE consecutive_failures + 1 END,
           failing_since = CASE WHEN $2 THEN NULL ELSE coalesce(failing_since, $3) END,
           last_delivery_id = $4, last_delivery_status = $5, last_response_status = $6, last_attempt = $7, last_attempted_at = $3
         WHERE id = $1
           AND NOT ($2 AND ${recentHealthySuccess("", "$3::timestamptz")})
         RETURNING failing_since, status`,
        [delivery.webhookId, success, result.startedAt, delivery.id, result.next.status, result.responseStatus ?? 0, delivery.attempt],
      );
      const failingSince = webhook.rows[0]?.failing_since;
      let disabled: RecordOutcome["disabled"];
      if (result.outcome === "gone") disabled = "gone";
      else if (!success && failingSince && now.getTime() - failingSince.getTime() >= result.disableAfterMs) disabled = "failing";
      if (disabled && webhook.rows[0]?.status === "active") {
        const disabledRow = await client.query<{ workspace_id: string }>(
          "UPDATE webhooks SET status = 'disabled', disabled_reason = $2, updated_at = $3 WHERE id = $1 AND status = 'active' RETURNING workspace_id",
          [delivery.webhookId, disabled, now],
        );
        const workspaceId = disabledRow.rows[0]?.workspace_id;
        if (workspaceId) changedWorkspace = workspaceId;
        await client.query(
          `UPDATE deliveries SET status = 'cancelled', last_error = 'subscription disabled', updated_at = $2
           WHERE webhook_id = $1 AND status = 'pending'`,
          [delivery.webhookId, now],
        );
      }
      return { applied: true, disabled };
    });
    if (changedWorkspace) this.onSubscriptionsChanged(changedWorkspace);
    return outcome;
  }

  async pendingCount(): Promise<number> {
    const result = await this.pool.query<{ count: string }>("SELECT count(*) AS count FROM deliveries WHERE status = 'pending'");
    return Number(result.rows[0]?.count ?? 0);
  }

  /** The soonest time a pending delivery is due (the worker sleeps until then at most). */
  async nextDue(): Promise<Date | undefined> {
    const result = await this.pool.query<{ next: Date | null }>(
      "SELECT min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) AS next FROM deliveries WHERE status = 'pending'",
    );
    return result.rows[0]?.next ?? undefined;
  }

  /** Deliveries of one subscription, oldest first (operators and tests). */
  async forWebhook(webhookId: string): Promise<DeliveryRow[]> {
    const result = await this.pool.query<DeliveryRow>(
      `SELECT id, webhook_id, event_id, event_type, status, attempts, series, next_attempt_at, last_response_status, last_error
       FROM deliveries WHERE webhook_id = $1 ORDER BY created_at, id`,
      [webhookId],
    );
    return result.rows;
  }

  async attempts(deliveryId: string): Promise<AttemptRow[]> {
    const result = await this.pool.query<AttemptRow>(
      `SELECT delivery_id, series, attempt, response_status, response_body, error, outcome, latency_ms
       FROM delivery_attempts WHERE delivery_id = $1 ORDER BY series, attempt`,
      [deliveryId],
    );
    return result.rows;
  }

  /** The workspace of a subscription, deleted ones included (operators look at their history too). */
  async webhookWorkspace(webhookId: string): Promise<string | undefined> {
    const result = await this.pool.query<{ workspace_id: string }>("SELECT workspace_id FROM webhooks WHERE id = $1", [webhookId]);
    return result.rows[0]?.workspace_id;
  }

  /** A page of one subscription's deliveries, newest first, with every attempt; fetch limit + 1 to learn has_more. */
  async list(options: {
    webhookId: string;
    status?: DeliveryState;
    before?: { createdAt: Date; id: string };
    fetch: number;
  }): Promise<DeliveryRecord[]> {
    const result = await this.pool.query<DeliveryRecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM deliveries
       WHERE webhook_id = $1 AND ($2::text IS NULL OR status = $2::text)
         AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::text))
       ORDER BY created_at DESC, id DESC LIMIT $5`,
      [options.webhookId, options.status ?? null, options.before?.createdAt ?? null, options.before?.id ?? null, options.fetch],
    );
    return this.withHistory(result.rows);
  }

  /**
   * Starts a new attempt series now: the counter goes back to 0 (the next attempt is 1 again),
   * earlier attempts stay under their series. Only a finished delivery of an active
   * subscription; undefined when there is no such delivery. The subscription is share-locked
   * so a concurrent delete or disable waits and then cancels the delivery again.
   */
  async redeliver(id: string, now: Date): Promise<DeliveryRecord | undefined> {
    return inTransaction(this.pool, async (client) => {
      const current = await client.query<{
        status: DeliveryState;
        next_attempt_at: Date;
        webhook_id: string;
        webhook_status: string;
        disabled_reason: string;
        deleted_at: Date | null;
      }>(
        `SELECT d.status, d.next_attempt_at, w.id AS webhook_id, w.status AS webhook_status, w.disabled_reason, w.deleted_at
         FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = $1
         FOR UPDATE OF d FOR SHARE OF w`,
        [id],
      );
      const row = current.rows[0];
      if (!row) return undefined;
      if (row.deleted_at) throw new RedeliveryRefused(`webhook ${row.webhook_id} was deleted; its deliveries cannot be redelivered`);
      if (row.webhook_status !== "active") {
        const reason = row.disabled_reason ? ` (${row.disabled_reason})` : "";
        throw new RedeliveryRefused(
          `webhook ${row.webhook_id} is disabled${reason}; deliveries of a disabled subscription cannot be redelivered`,
        );
      }
      if (row.status === "pending") {
        throw new RedeliveryRefused(
          `delivery ${id} is still pending (next attempt due ${row.next_attempt_at.toISOString()}); redeliver it once it has finished`,
        );
      }
      await client.query(`UPDATE deliveries d SET ${startNewSeries("$2")} WHERE d.id = $1`, [id, now]);
      // Read inside the transaction: once committed, the worker may claim it at once.
      const updated = await client.query<DeliveryRecordRow>(`SELECT ${RECORD_COLUMNS} FROM deliveries WHERE id = $1`, [id]);
      return (await this.withHistory(updated.rows, client))[0];
    });
  }

  /**
   * Starts a new series for up to `limit` failed deliveries matching `filter`, oldest first,
   * in one transaction. Only deliveries never redelivered (series 1) of active subscriptions
   * are eligible: one redelivered before and failed again is skipped, so repeating a call
   * never sends a delivery twice; one whose redelivery is still pending is not failed and
   * does not match. Deliveries another transaction holds (a concurrent call, a claim) are left
   * to it; the subscription row is waited for, not skipped: the worker holds it while it records
   * any attempt of that subscription, and skipping it would schedule nothing while reporting the
   * deliveries as remaining. A delete or disable that commits meanwhile is seen when the wait
   * ends. The counts are read after the update in the same transaction.
   */
  async redeliverFailed(filter: FailedFilter, limit: number, now: Date): Promise<BulkRedelivery> {
    const matching = `d.status = 'failed' AND ($1::text IS NULL OR d.webhook_id = $1) AND ($2::text IS NULL OR d.workspace_id = $2)
      AND ($3::timestamptz IS NULL OR d.updated_at >= $3)`;
    const active = "w.status = 'active' AND w.deleted_at IS NULL";
    const params = [filter.webhookId ?? null, filter.workspaceId ?? null, filter.since ?? null];
    return inTransaction(this.pool, async (client) => {
      const scheduled = await client.query<{ id: string; created_at: Date }>(
        `WITH chosen AS (
           SELECT d.id, d.created_at FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id
           WHERE ${matching} AND d.series = 1 AND ${active}
           ORDER BY d.created_at, d.id LIMIT $4
           FOR UPDATE OF d SKIP LOCKED FOR SHARE OF w
         )
         UPDATE deliveries d SET ${startNewSeries("$5")}
         FROM chosen WHERE d.id = chosen.id
         RETURNING d.id, chosen.created_at`,
        [...params, limit, now],
      );
      const counts = await client.query<{ already: string; inactive: string; remaining: string }>(
        `SELECT count(*) FILTER (WHERE d.series > 1 AND ${active}) AS already,
           count(*) FILTER (WHERE NOT (${active})) AS inactive,
           count(*) FILTER (WHERE d.series = 1 AND ${active}) AS remaining
         FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE ${matching}`,
        params,
      );
      const row = counts.rows[0];
      const [already, inactive, remaining] = [row?.already, row?.inactive, row?.remaining].map(Number) as [number, number, number];
      const scheduledIds = scheduled.rows
        .sort((x, y) => x.created_at.getTime() - y.created_at.getTime() || (x.id < y.id ? -1 : 1))
        .map((entry) => entry.id);
      return {
        matched: scheduledIds.length + already + inactive + remaining,
        scheduledIds,
        skippedAlreadyRedelivered: already,
        skippedSubscriptionInactive: inactive,
        remaining,
      };
    });
  }

  /**
   * The CTEs `due`, `claimed` and `started` that claim up to `limit` due deliveries oldest first:
   * first attempt counted, lease taken, attempt row written as interrupted until its outcome is
   * recorded. Arguments are the statement's placeholders; `except` leaves out deliveries the
   * same statement records.
   */
  private claimDueSql(p: {
    now: string;
    notBefore: string;
    maxAttempts: string;
    limit: string;
    leaseUntil: string;
    token: string;
    error: string;
    except?: string;
  }): string {
    return `due AS (
         SELECT d.id FROM deliveries d
         JOIN webhooks w ON w.id = d.webhook_id AND w.status = 'active' AND w.deleted_at IS NULL
         WHERE d.status = 'pending' AND d.next_attempt_at <= ${p.now} AND d.next_attempt_at >= ${p.notBefore}
           AND (d.locked_until IS NULL OR d.locked_until <= ${p.now})
           AND d.attempts < ${p.maxAttempts}${p.except ? ` AND d.id <> ALL (${p.except})` : ""}
         ORDER BY d.next_attempt_at, d.id
         LIMIT ${p.limit}
         FOR UPDATE OF d SKIP LOCKED
       ), claimed AS (
         UPDATE deliveries d SET attempts = d.attempts + 1, locked_until = ${p.leaseUntil}, lease_token = ${p.token}, updated_at = ${p.now}
         FROM due, webhooks w
         WHERE d.id = due.id AND w.id = d.webhook_id
         RETURNING d.id, d.webhook_id, d.workspace_id, d.event_id, d.event_type, d.event_created_at, d.next_attempt_at,
                   coalesce(d.payload, (SELECT e.payload FROM events e WHERE e.id = d.event_id)) AS payload, d.attempts, d.series,
                   w.url, w.secret_ciphertext, ${this.claimHeaders} AS headers
       ), started AS (
         INSERT INTO delivery_attempts (delivery_id, series, attempt, started_at, latency_ms, error, outcome)
         SELECT id, series, attempts, ${p.now}, 0, ${p.error}, 'interrupted' FROM claimed
         ON CONFLICT (delivery_id, series, attempt) DO NOTHING
       )`;
  }

  private async withHistory(rows: DeliveryRecordRow[], db: Pick<PoolClient, "query"> = this.pool): Promise<DeliveryRecord[]> {
    if (rows.length === 0) return [];
    const attempts = await db.query<{
      delivery_id: string;
      series: number;
      attempt: number;
      started_at: Date;
      latency_ms: number;
      response_status: number | null;
      response_body: string | null;
      truncated: boolean;
      error: string | null;
      outcome: AttemptState;
    }>(
      // The current attempt of a delivery whose lease still runs is in progress, not interrupted.
      `SELECT a.delivery_id, a.series, a.attempt, a.started_at, a.latency_ms, a.response_status,
         left(a.response_body, $2) AS response_body, coalesce(length(a.response_body), 0) > $2 AS truncated,
         CASE WHEN live THEN NULL ELSE a.error END AS error, CASE WHEN live THEN 'in_progress' ELSE a.outcome END AS outcome
       FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id,
         LATERAL (SELECT a.outcome = 'interrupted' AND d.status = 'pending' AND d.series = a.series AND d.attempts = a.attempt
                    AND d.locked_until > now() AS live) AS state
       WHERE a.delivery_id = ANY($1::text[]) ORDER BY a.delivery_id, a.series, a.attempt`,
      [rows.map((row) => row.id), LISTED_BODY_CHARS],
    );
    const history = new Map<string, AttemptRecord[]>();
    for (const attempt of attempts.rows) {
      const list = history.get(attempt.delivery_id) ?? [];
      list.push({
        series: attempt.series,
        attempt: attempt.attempt,
        startedAt: attempt.started_at,
        latencyMs: attempt.latency_ms,
        responseStatus: attempt.response_status,
        responseBody: attempt.response_body ?? "",
        responseBodyTruncated: attempt.truncated,
        error: attempt.error,
        outcome: attempt.outcome,
      });
      history.set(attempt.delivery_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      webhookId: row.webhook_id,
      workspaceId: row.workspace_id,
      eventId: row.event_id,
      eventType: row.event_type,
      status: row.status,
      series: row.series,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastResponseStatus: row.last_response_status,
      lastError: row.last_error,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      history: history.get(row.id) ?? [],
    }));
  }
}
