/** Storage of subscriptions. Secrets arrive sealed; this module never sees them in plain text. */
import { type EffectRecorder, newId, type PgPool, type SqlRunner } from "@planner/shared";
import type { PoolClient } from "pg";
import { inTransaction } from "./db.js";

/** Raw statements for the idempotency records, on the pool or on the transaction's client. */
const sqlRunner =
  (db: PgPool | PoolClient): SqlRunner =>
  async <R extends object>(sql: string, params: unknown[]) =>
    (await db.query<R>(sql, params)).rows;

export type WebhookStatus = "active" | "disabled";
export type DeliveryStatus = "pending" | "succeeded" | "failed";

export interface LastDeliveryRecord {
  deliveryId: string;
  status: DeliveryStatus;
  responseStatus: number;
  attempt: number;
  attemptedAt: Date;
}

export interface WebhookRecord {
  id: string;
  workspaceId: string;
  url: string;
  events: string[];
  description: string;
  status: WebhookStatus;
  disabledReason: string;
  consecutiveFailures: number;
  failingSince: Date | null;
  lastDelivery: LastDeliveryRecord | null;
  createdAt: Date;
  updatedAt: Date;
}

interface WebhookRow {
  id: string;
  workspace_id: string;
  url: string;
  events: string[];
  description: string;
  status: WebhookStatus;
  disabled_reason: string;
  consecutive_failures: number;
  failing_since: Date | null;
  last_delivery_id: string | null;
  last_delivery_status: DeliveryStatus | null;
  last_response_status: number | null;
  last_attempt: number | null;
  last_attempted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, workspace_id, url, events, description, status, disabled_reason, consecutive_failures, failing_since,
  last_delivery_id, last_delivery_status, last_response_status, last_attempt, last_attempted_at, created_at, updated_at`;

function toRecord(row: WebhookRow): WebhookRecord {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    url: row.url,
    events: row.events,
    description: row.description,
    status: row.status,
    disabledReason: row.disabled_reason,
    consecutiveFailures: row.consecutive_failures,
    failingSince: row.failing_since,
    lastDelivery:
      row.last_delivery_id && row.last_delivery_status && row.last_attempted_at
        ? {
            deliveryId: row.last_delivery_id,
            status: row.last_delivery_status,
            responseStatus: row.last_response_status ?? 0,
            attempt: row.last_attempt ?? 0,
            attemptedAt: row.last_attempted_at,
          }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A subscription's sealed signing secret, as stored. */
export interface SealedSecretRow {
  id: string;
  ciphertext: Buffer;
}

export class WebhookLimitReached extends Error {
  override name = "WebhookLimitReached";
  constructor(readonly limit: number) {
    super(`a workspace can have at most ${limit} webhook subscriptions`);
  }
}

export class WebhookRepository {
  /** Statements on the pool for the idempotency records of subscription creation. */
  readonly idempotencyRecords: SqlRunner;

  constructor(
    private readonly pool: PgPool,
    /** Called after a commit that changed a workspace's subscriptions (create, delete). */
    private readonly onSubscriptionsChanged: (workspaceId: string) => void = () => undefined,
  ) {
    this.idempotencyRecords = sqlRunner(pool);
  }

  /**
   * Creates a subscription unless the workspace already has `limit` of them. A per-workspace
   * advisory lock makes count-then-insert exact under concurrent requests.
   */
  async create(input: {
    workspaceId: string;
    url: string;
    events: string[];
    description: string;
    limit: number;
    seal: (id: string) => Buffer;
    now: Date;
    /** Records the request's Idempotency-Key with the subscription (same transaction). */
    recorder?: EffectRecorder<WebhookRecord>;
  }): Promise<WebhookRecord> {
    const record = await inTransaction(this.pool, async (client) => {
      await input.recorder?.begin(sqlRunner(client));
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`webhook:subscriptions:${input.workspaceId}`]);
      const counted = await client.query<{ count: string }>(
        "SELECT count(*) AS count FROM webhooks WHERE workspace_id = $1 AND deleted_at IS NULL",
        [input.workspaceId],
      );
      if (Number(counted.rows[0]?.count ?? 0) >= input.limit) throw new WebhookLimitReached(input.limit);
      const id = newId("whk", input.now.getTime());
      const inserted = await client.query<WebhookRow>(
        `INSERT INTO webhooks (id, workspace_id, url, events, description, secret_ciphertext, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
        [id, input.workspaceId, input.url, input.events, input.description, input.seal(id), input.now],
      );
      const row = inserted.rows[0];
      if (!row) throw new Error("insert returned no row");
      const record = toRecord(row);
      await input.recorder?.end(sqlRunner(client), record);
      return record;
    });
    this.onSubscriptionsChanged(input.workspaceId);
    return record;
  }

  /** A live subscription with its sealed secret (a replay of its creation answers it again). */
  async getWithSealedSecret(workspaceId: string, id: string): Promise<{ record: WebhookRecord; ciphertext: Buffer } | undefined> {
    const result = await this.pool.query<WebhookRow & { secret_ciphertext: Buffer }>(
      `SELECT ${COLUMNS}, secret_ciphertext FROM webhooks WHERE workspace_id = $1 AND id = $2 AND deleted_at IS NULL`,
      [workspaceId, id],
    );
    const row = result.rows[0];
    return row ? { record: toRecord(row), ciphertext: row.secret_ciphertext } : undefined;
  }

  /** Deletes idempotency records past retention; the number deleted. */
  /** A page in `created_at, id` order, after the given position; fetch limit + 1 to learn has_more. */
  async list(workspaceId: string, after: { createdAt: Date; id: string } | undefined, fetch: number): Promise<WebhookRecord[]> {
    const result = after
      ? await this.pool.query<WebhookRow>(
          `SELECT ${COLUMNS} FROM webhooks WHERE workspace_id = $1 AND deleted_at IS NULL AND (created_at, id) > ($2, $3)
           ORDER BY created_at, id LIMIT $4`,
          [workspaceId, after.createdAt, after.id, fetch],
        )
      : await this.pool.query<WebhookRow>(
          `SELECT ${COLUMNS} FROM webhooks WHERE workspace_id = $1 AND deleted_at IS NULL ORDER BY created_at, id LIMIT $2`,
          [workspaceId, fetch],
        );
    return result.rows.map(toRecord);
  }

  async get(workspaceId: string, id: string): Promise<WebhookRecord | undefined> {
    const result = await this.pool.query<WebhookRow>(
      `SELECT ${COLUMNS} FROM webhooks WHERE workspace_id = $1 AND id = $2 AND deleted_at IS NULL`,
      [workspaceId, id],
    );
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }

  /** Soft-deletes a subscription of this workspace and cancels its pending deliveries; false when there is none. */
  async delete(workspaceId: string, id: string, now: Date): Promise<boolean> {
    const deleted = await inTransaction(this.pool, async (client) => {
      const deleted = await client.query(
        "UPDATE webhooks SET deleted_at = $3, updated_at = $3 WHERE workspace_id = $1 AND id = $2 AND deleted_at IS NULL",
        [workspaceId, id, now],
      );
      if (deleted.rowCount === 0) return false;
      await client.query(
        `UPDATE deliveries SET status = 'cancelled', last_error = 'subscription deleted', next_attempt_at = $2, updated_at = $2
         WHERE webhook_id = $1 AND status = 'pending'`,
        [id, now],
      );
      return true;
    });
    if (deleted) this.onSubscriptionsChanged(workspaceId);
    return deleted;
  }

  /** Sealed secrets of every subscription, deleted ones included, in id order after `afterId`. */
  async sealedSecretsAfter(afterId: string | undefined, fetch: number): Promise<SealedSecretRow[]> {
    // Ids sort in the "C" collation, and every id is greater than the empty string.
    const result = await this.pool.query<{ id: string; secret_ciphertext: Buffer }>(
      "SELECT id, secret_ciphertext FROM webhooks WHERE id > $1 ORDER BY id LIMIT $2",
      [afterId ?? "", fetch],
    );
    return result.rows.map((row) => ({ id: row.id, ciphertext: row.secret_ciphertext }));
  }

  /**
   * Stores a re-sealed secret only if the row still holds `expected`, so a change made since it
   * was read is never overwritten; false when it changed or is gone. `updated_at` stays: the
   * subscription itself did not change.
   */
  async replaceSealedSecret(id: string, expected: Buffer, replacement: Buffer): Promise<boolean> {
    const result = await this.pool.query("UPDATE webhooks SET secret_ciphertext = $3 WHERE id = $1 AND secret_ciphertext = $2", [
      id,
      expected,
      replacement,
    ]);
    return result.rowCount === 1;
  }

  async ping(): Promise<void> {
    await this.pool.query("SELECT 1");
  }
}
