/**
 * Purges delivery records past the retention: finished deliveries (succeeded, failed,
 * cancelled) not updated since the cutoff, their attempts, and the events no remaining
 * delivery references. Pending deliveries are never purged, whatever their age.
 *
 * Dead letters are not purged: operators inspect and replay them, so they stay until an
 * operator removes them.
 */
import { newId, type PgPool } from "@planner/shared";
import { inTransaction } from "./db.js";

export interface PurgeCounts {
  deliveries: number;
  attempts: number;
  events: number;
}

export interface PurgeResult extends PurgeCounts {
  /**
   * Why the run ended: `done` (a short batch, nothing older is left), `batch-limit` (more
   * may be left for the next run), `busy` (another replica is purging), `stopped` (signal).
   */
  ended: "done" | "batch-limit" | "busy" | "stopped";
}

export interface RetentionRepositoryOptions {
  /** Deliveries per statement (default 1,000). */
  batchSize?: number;
  /** Statements per run (default 1,000), so one run ends even while a large backlog remains. */
  maxBatchesPerRun?: number;
}

/** One lock for every replica on the database; each batch takes it for its transaction only. */
const PURGE_LOCK = "webhook:retention";

/** Delivery ids are `dlv_` + a ULID whose first 10 characters encode the creation time. */
const DELIVERY_ID_TIME_PREFIX = "dlv_".length + 10;

/**
 * Everything below this id was created before `cutoff`. A delivery's `updated_at` is never
 * before its `created_at`, so no delivery to purge lies above it: the statement scans a
 * bounded range of the primary key instead of the whole table (an index on `updated_at`
 * would cost the claims their HOT updates).
 */
function deliveryIdBound(cutoff: Date): string {
  return newId("dlv", cutoff.getTime()).slice(0, DELIVERY_ID_TIME_PREFIX);
}

interface BatchRow {
  deliveries: number;
  attempts: number;
  events: number;
  last_id: string | null;
}

/*
 * One batch is one statement: pick up to $4 finished deliveries in id order after $1 (the
 * run's keyset, so dead index entries of earlier batches are not walked again), skipping
 * rows another transaction holds (a redelivery in progress); delete their attempts first
 * (the foreign key is checked at the end of the statement) and then them; then delete
 * their events that are older than the cutoff and that no other delivery references.
 *
 * A delivery's webhook belongs to its event's workspace, so the remaining references are
 * found by probing the (webhook_id, event_id) index once per webhook of that workspace;
 * LIMIT keeps each probe a nested index lookup rather than a scan of all deliveries. The
 * statement's snapshot still shows the deliveries it deletes, hence `NOT IN doomed`.
 * Ids are COLLATE "C" in deliveries and webhooks but not in the referencing columns;
 * comparing under the referencing column's collation lets its index serve.
 */
const PURGE_BATCH = `
WITH doomed AS (
  SELECT id, event_id, workspace_id FROM deliveries
  WHERE id > $1 AND id < $2 AND status IN ('succeeded', 'failed', 'cancelled') AND updated_at < $3
  ORDER BY id
  LIMIT $4
  FOR UPDATE SKIP LOCKED
),
gone_attempts AS (
  DELETE FROM delivery_attempts a USING doomed WHERE a.delivery_id = doomed.id COLLATE "default" RETURNING 1
),
gone_deliveries AS (
  DELETE FROM deliveries d USING doomed WHERE d.id = doomed.id RETURNING 1
),
freed AS (
  SELECT DISTINCT event_id, workspace_id FROM doomed
),
still_referenced AS (
  SELECT DISTINCT f.event_id
  FROM freed f
  JOIN webhooks w ON w.workspace_id = f.workspace_id
  CROSS JOIN LATERAL (
    SELECT d.id FROM deliveries d
    WHERE d.webhook_id = w.id COLLATE "default" AND d.event_id = f.event_id
    LIMIT 1
  ) other
  WHERE other.id NOT IN (SELECT id FROM doomed)
),
gone_events AS (
  DELETE FROM events e USING freed f
  WHERE e.id = f.event_id AND e.created_at < $3
    AND NOT EXISTS (SELECT 1 FROM still_referenced r WHERE r.event_id = e.id)
  RETURNING 1
)
SELECT (SELECT count(*) FROM gone_deliveries)::int AS deliveries,
       (SELECT count(*) FROM gone_attempts)::int AS attempts,
       (SELECT count(*) FROM gone_events)::int AS events,
       (SELECT max(id) FROM doomed) AS last_id`;

export class RetentionRepository {
  private readonly batchSize: number;
  private readonly maxBatchesPerRun: number;

  constructor(
    private readonly pool: PgPool,
    options: RetentionRepositoryOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1_000;
    this.maxBatchesPerRun = options.maxBatchesPerRun ?? 1_000;
  }

  /**
   * Purges what finished before `cutoff`, batch by batch, until a batch comes back short.
   * Each batch is its own short transaction, so no connection is held between batches and
   * `signal` stops the run between two of them. Claims never wait: they touch only pending
   * deliveries, which no batch locks.
   */
  async purge(cutoff: Date, signal?: AbortSignal): Promise<PurgeResult> {
    const total: PurgeCounts = { deliveries: 0, attempts: 0, events: 0 };
    const bound = deliveryIdBound(cutoff);
    let after = "";
    for (let batch = 0; batch < this.maxBatchesPerRun; batch++) {
      if (signal?.aborted) return { ...total, ended: "stopped" };
      const row = await this.purgeBatch(after, bound, cutoff);
      if (!row) return { ...total, ended: "busy" };
      total.deliveries += row.deliveries;
      total.attempts += row.attempts;
      total.events += row.events;
      if (row.deliveries < this.batchSize || row.last_id === null) return { ...total, ended: "done" };
      after = row.last_id;
    }
    return { ...total, ended: "batch-limit" };
  }

  /**
   * Undefined when another replica is purging. The "no other delivery references this
   * event" check reads the statement's snapshot, so two replicas deleting the last two
   * deliveries of one event side by side would each keep the event for the other; one
   * purger at a time rules that out. The lock is taken before the statement starts, so its
   * snapshot includes everything the previous holder committed.
   */
  private purgeBatch(after: string, bound: string, cutoff: Date): Promise<BatchRow | undefined> {
    return inTransaction(this.pool, async (client) => {
      const lock = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked", [PURGE_LOCK]);
      if (!lock.rows[0]?.locked) return undefined;
      const result = await client.query<BatchRow>(PURGE_BATCH, [after, bound, cutoff, this.batchSize]);
      return result.rows[0];
    });
  }
}
