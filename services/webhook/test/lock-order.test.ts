/**
 * Lock order between the fan-out and the recording of attempts. The fan-out share-locks the
 * subscription and then inserts deliveries; an insert of a (subscription, event) key whose row
 * is being updated waits for the updating transaction. A recorder that changed the delivery
 * before it waited for the subscription would deadlock with the fan-out of a redelivered event.
 * Each test holds the fan-out's locks in its own transaction, in the statement's order, while
 * an attempt is recorded. Real Postgres.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { PgPool } from "@planner/shared";
import type { AttemptResult, ClaimedDelivery, DeliveryRepository } from "../src/repositories/deliveries.js";
import { testEnvelope } from "./helpers/events.js";
import { startRepositories, type TestRepositories } from "./helpers/repositories.js";

describe("lock order of fan-out and recording", () => {
  let repositories: TestRepositories;
  let pool: PgPool;
  let deliveries: DeliveryRepository;

  before(async () => {
    repositories = await startRepositories("webhook_lock_order", 4);
    ({ pool, deliveries } = repositories);
  });

  after(() => repositories?.close());

  /** One subscription, one event, its delivery claimed for sending. */
  async function claimedDelivery(workspaceId: string): Promise<ClaimedDelivery> {
    await repositories.subscribe(workspaceId, "hook");
    await deliveries.fanOut(testEnvelope(workspaceId), new Date());
    const [claimed] = await deliveries.claim({ now: new Date(), limit: 1, leaseMs: 30_000, maxAttempts: 4 });
    assert.ok(claimed, "the delivery is claimed");
    return claimed;
  }

  const attempt = (delivery: ClaimedDelivery, succeeded: boolean): AttemptResult => ({
    delivery,
    startedAt: new Date(),
    latencyMs: 5,
    responseStatus: succeeded ? 200 : 500,
    responseBody: "",
    error: succeeded ? null : "HTTP 500",
    outcome: succeeded ? "succeeded" : "failed",
    next: succeeded ? { status: "succeeded" } : { status: "pending", nextAttemptAt: new Date(Date.now() + 60_000) },
    now: new Date(),
    disableAfterMs: 3_600_000,
  });

  /** Backends of this database waiting for a lock. */
  async function waitingForLocks(): Promise<number> {
    const result = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  /**
   * Holds the fan-out's share lock on the delivery's subscription while `record` runs, then
   * inserts the same delivery again as the fan-out of a redelivered event does. Neither may fail.
   */
  async function recordWhileFanningOut<T>(delivery: ClaimedDelivery, record: () => Promise<T>): Promise<T> {
    const fanOut = await pool.connect();
    try {
      await fanOut.query("BEGIN");
      // A broken lock order surfaces as a deadlock after deadlock_timeout, well within this.
      await fanOut.query("SET LOCAL lock_timeout = '10s'");
      await fanOut.query("SELECT id FROM webhooks WHERE id = $1 FOR SHARE", [delivery.webhookId]);
      const recording = record();
      const settled = recording.then(
        () => undefined,
        () => undefined,
      );
      // The recorder now waits for the subscription.
      for (let tries = 0; (await waitingForLocks()) === 0; tries++) {
        assert.ok(tries < 200, "the recorder waits for the subscription the fan-out holds");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const again = await fanOut.query(
        `INSERT INTO deliveries (id, webhook_id, workspace_id, event_id, event_type, event_created_at, next_attempt_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now(), now(), now())
         ON CONFLICT (webhook_id, event_id) DO NOTHING`,
        [`${delivery.id}_again`, delivery.webhookId, delivery.workspaceId, delivery.eventId, delivery.eventType, delivery.eventCreatedAt],
      );
      assert.equal(again.rowCount, 0, "the redelivered event's delivery exists already");
      await fanOut.query("COMMIT");
      await settled;
      return await recording;
    } finally {
      fanOut.release();
    }
  }

  it("records a failed attempt after the fan-out, without a deadlock", async () => {
    const delivery = await claimedDelivery("ws_lock_failed");
    const outcome = await recordWhileFanningOut(delivery, () => deliveries.record(attempt(delivery, false)));
    assert.equal(outcome.applied, true);
    const [row] = await deliveries.forWebhook(delivery.webhookId);
    assert.equal(row?.status, "pending");
    assert.equal(row?.last_response_status, 500);
  });

  it("records successes in one statement after the fan-out, without a deadlock", async () => {
    const delivery = await claimedDelivery("ws_lock_succeeded");
    const outcomes = await recordWhileFanningOut(delivery, () => deliveries.recordSucceeded([attempt(delivery, true)]));
    assert.deepEqual(
      outcomes.map((outcome) => outcome.applied),
      [true],
    );
    const [row] = await deliveries.forWebhook(delivery.webhookId);
    assert.equal(row?.status, "succeeded");
  });
});
