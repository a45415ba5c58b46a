/**
 * DeliveryRepository.recordSucceeded: many successful attempts recorded in one statement, as
 * `record` records each — the attempt row, the delivery's final state, and the subscription's
 * "last delivery" — with a lost lease left alone, each outcome written over its claimed row in
 * place. Real Postgres.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, it } from "node:test";
import type { PgPool } from "@planner/shared";
import type { AttemptResult, ClaimedDelivery, DeliveryRepository } from "../src/repositories/deliveries.js";
import { testEnvelope } from "./helpers/events.js";
import { startRepositories, type TestRepositories } from "./helpers/repositories.js";

describe("recording successful attempts in one statement", () => {
  let repositories: TestRepositories;
  let pool: PgPool;
  let deliveries: DeliveryRepository;

  before(async () => {
    repositories = await startRepositories("webhook_record_batch", 2);
    ({ pool, deliveries } = repositories);
  });

  after(() => repositories?.close());

  const subscribe = (workspaceId: string, path: string) => repositories.subscribe(workspaceId, path);

  const success = (delivery: ClaimedDelivery, startedAt: Date, status = 200): AttemptResult => ({
    delivery,
    startedAt,
    latencyMs: 12.4,
    responseStatus: status,
    responseBody: "ok",
    error: null,
    outcome: "succeeded",
    next: { status: "succeeded" },
    now: new Date(startedAt.getTime() + 20),
    disableAfterMs: 3_600_000,
  });

  it("records each success, leaves a lost lease alone, and keeps the latest as the subscription's last delivery", async () => {
    const first = await subscribe("ws_batch", "a");
    const second = await subscribe("ws_batch", "b");
    await deliveries.fanOut(testEnvelope("ws_batch"), new Date());
    await deliveries.fanOut(testEnvelope("ws_batch"), new Date());
    const claimed = await deliveries.claim({ now: new Date(), limit: 10, leaseMs: 30_000, maxAttempts: 4 });
    assert.equal(claimed.length, 4, "two events to two subscriptions");
    const ofFirst = claimed.filter((delivery) => delivery.webhookId === first.id);
    const ofSecond = claimed.filter((delivery) => delivery.webhookId === second.id);
    const [early, late] = ofFirst;
    const [kept, lost] = ofSecond;
    assert.ok(early && late && kept && lost);
    const base = Date.now();
    const results = [
      success(late, new Date(base + 500), 204),
      success(early, new Date(base)),
      success(kept, new Date(base + 100)),
      // Another worker took this one over: its lease token is not the one on the row.
      success({ ...lost, leaseToken: randomUUID() }, new Date(base + 200)),
    ];

    const outcomes = await deliveries.recordSucceeded(results);
    assert.deepEqual(
      outcomes.map((outcome) => outcome.applied),
      [true, true, true, false],
    );

    const states = new Map(
      (await deliveries.forWebhook(first.id)).concat(await deliveries.forWebhook(second.id)).map((row) => [row.id, row]),
    );
    assert.equal(states.get(early.id)?.status, "succeeded");
    assert.equal(states.get(late.id)?.status, "succeeded");
    assert.equal(states.get(late.id)?.last_response_status, 204);
    assert.equal(states.get(kept.id)?.status, "succeeded");
    assert.equal(states.get(lost.id)?.status, "pending", "a lost lease changes nothing on the delivery");

    // The attempt rows: the claim wrote them as interrupted; each success is its outcome now.
    const attempts = await pool.query<{ delivery_id: string; outcome: string; latency_ms: number; response_status: number }>(
      "SELECT delivery_id, outcome, latency_ms, response_status FROM delivery_attempts WHERE delivery_id = ANY($1::text[])",
      [[early.id, late.id, kept.id]],
    );
    assert.deepEqual(attempts.rows.map((row) => [row.outcome, row.latency_ms]).sort(), [
      ["succeeded", 12],
      ["succeeded", 12],
      ["succeeded", 12],
    ]);

    // The subscription shows its latest delivery, whatever order the batch had.
    const shown = await repositories.webhooks.get("ws_batch", first.id);
    assert.equal(shown?.lastDelivery?.deliveryId, late.id);
    assert.equal(shown?.lastDelivery?.responseStatus, 204);
    assert.equal((await repositories.webhooks.get("ws_batch", second.id))?.lastDelivery?.deliveryId, kept.id);

    // Recording the same batch again changes nothing: the deliveries are no longer pending.
    const again = await deliveries.recordSucceeded(results.slice(0, 3));
    assert.deepEqual(
      again.map((outcome) => outcome.applied),
      [false, false, false],
    );
  });

  it("records a success in one statement of its own and leaves its connections committing durably", async () => {
    const setting = async (client: { query: PgPool["query"] }) =>
      (await client.query<{ synchronous_commit: string }>("SHOW synchronous_commit")).rows[0]?.synchronous_commit;
    const configured = await setting(pool);
    const webhook = await subscribe("ws_durable", "c");
    await deliveries.fanOut(testEnvelope("ws_durable"), new Date());
    const [claimed] = await deliveries.claim({ now: new Date(), limit: 1, leaseMs: 30_000, maxAttempts: 4 });
    assert.ok(claimed);
    assert.deepEqual(
      (await deliveries.recordSucceeded([success(claimed, new Date())])).map((outcome) => outcome.applied),
      [true],
    );
    assert.equal((await deliveries.forWebhook(webhook.id))[0]?.status, "succeeded");
    // Every connection of the pool (the fan-out's inserts share them) is back at the server's
    // setting: the statement's own relaxed commit ended with it.
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    try {
      for (const client of clients) {
        assert.equal(await setting(client), configured);
      }
    } finally {
      for (const client of clients) client.release();
    }
  });

  it("writes each outcome over its claimed row on the same page (no second index entry per attempt)", async () => {
    const webhook = await subscribe("ws_pages", "d");
    // Enough attempt rows in one claim to fill several pages.
    for (let i = 0; i < 150; i++) await deliveries.fanOut(testEnvelope("ws_pages"), new Date());
    const claimed = await deliveries.claim({ now: new Date(), limit: 150, leaseMs: 30_000, maxAttempts: 4 });
    assert.equal(claimed.length, 150);
    const blocks = async () =>
      new Map(
        (
          await pool.query<{ delivery_id: string; block: string }>(
            "SELECT delivery_id, (ctid::text::point)[0]::bigint::text AS block FROM delivery_attempts WHERE delivery_id = ANY($1::text[])",
            [claimed.map((delivery) => delivery.id)],
          )
        ).rows.map((row) => [row.delivery_id, row.block]),
      );
    const before = await blocks();
    assert.ok(new Set(before.values()).size > 1, "the claimed rows span several pages");
    const base = Date.now();
    const outcomes = await deliveries.recordSucceeded(claimed.map((delivery, i) => success(delivery, new Date(base + i))));
    assert.ok(outcomes.every((outcome) => outcome.applied));
    // A row that had to move to another page got a new index entry (no HOT update).
    assert.deepEqual(await blocks(), before);
    assert.equal((await deliveries.forWebhook(webhook.id)).filter((row) => row.status === "succeeded").length, 150);
  });

  it("refuses anything but successes", async () => {
    await assert.rejects(deliveries.recordSucceeded([{ outcome: "retry" } as unknown as AttemptResult]), /successful attempts only/);
    assert.deepEqual(await deliveries.recordSucceeded([]), []);
  });
});
