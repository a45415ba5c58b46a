/**
 * Deliveries claimed by the fan-out itself: the statement that stores an event's deliveries
 * claims as many as the worker has free slots (first attempt counted, lease taken, attempt
 * row written as interrupted), the worker sends those without a claim of its own, and the
 * slots promised to the fan-out count against the worker's concurrency. Real Postgres.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createLogger, type PgPool } from "@planner/shared";
import { DeliveryWorker, deliveryBody } from "../src/delivery/worker.js";
import type { AttemptResult, ClaimedDelivery, DeliveryRepository } from "../src/repositories/deliveries.js";
import { testEnvelope } from "./helpers/events.js";
import { testSecretBox as secretBox, startRepositories, type TestRepositories } from "./helpers/repositories.js";

describe("deliveries claimed by the fan-out", () => {
  let repositories: TestRepositories;
  let pool: PgPool;
  let deliveries: DeliveryRepository;

  before(async () => {
    repositories = await startRepositories("webhook_direct_claim", 2);
    ({ pool, deliveries } = repositories);
  });

  after(() => repositories?.close());

  const subscribe = (workspaceId: string, path: string) => repositories.subscribe(workspaceId, path);

  it("claims up to the limit of the new deliveries in the storing statement and leaves the rest to claims", async () => {
    const subscriptions = [await subscribe("ws_direct", "a"), await subscribe("ws_direct", "b"), await subscribe("ws_direct", "c")];
    const event = testEnvelope("ws_direct", { task: { id: "tsk_1", title: "Angebot prüfen", done: false } });
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + 30_000);
    const webhookIds = subscriptions.map((subscription) => subscription.id);

    const { created, claimed } = await deliveries.fanOutAndClaim([{ event, webhookIds }], now, { limit: 2, leaseUntil });
    assert.equal(created.get(event.id), 3);
    assert.equal(claimed.length, 2);
    // One envelope object per event, so its body is serialised once for all its deliveries.
    assert.equal(claimed[0]?.payload, claimed[1]?.payload);
    // As a claim reads it back from the stored envelope (jsonb orders the members of data).
    assert.deepEqual(JSON.parse(deliveryBody(claimed[0]?.payload ?? event)), event);
    assert.equal(deliveryBody(claimed[1]?.payload ?? event), deliveryBody(claimed[0]?.payload ?? event));
    for (const delivery of claimed) {
      assert.equal(delivery.attempt, 1);
      assert.equal(delivery.series, 1);
      assert.equal(delivery.eventId, event.id);
      assert.equal(delivery.eventType, "task.created");
      assert.deepEqual(delivery.payload, event);
      assert.equal(delivery.leaseUntil.getTime(), leaseUntil.getTime());
      const subscription = subscriptions.find((candidate) => candidate.id === delivery.webhookId);
      assert.ok(subscription, "a delivery of one of the subscriptions");
      assert.equal(delivery.url, subscription.url);
      assert.equal(secretBox.open(delivery.secretCiphertext, delivery.webhookId).startsWith("whsec_"), true);
    }
    // As a claim leaves them: attempt 1 counted under the lease, its row on record as interrupted.
    const rows = await pool.query<{ id: string; attempts: number; locked_until: Date | null; lease_token: string | null }>(
      "SELECT id, attempts, locked_until, lease_token FROM deliveries WHERE event_id = $1",
      [event.id],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    for (const delivery of claimed) {
      const row = byId.get(delivery.id);
      assert.equal(row?.attempts, 1);
      assert.equal(row?.lease_token, delivery.leaseToken);
      assert.equal(row?.locked_until?.getTime(), leaseUntil.getTime());
      assert.deepEqual(
        (await deliveries.attempts(delivery.id)).map((attempt) => [attempt.attempt, attempt.outcome]),
        [[1, "interrupted"]],
      );
    }
    const unclaimed = rows.rows.filter((row) => !claimed.some((delivery) => delivery.id === row.id));
    assert.equal(unclaimed.length, 1);
    assert.equal(unclaimed[0]?.attempts, 0);
    assert.equal(unclaimed[0]?.lease_token, null);

    // The worker's own claim finds only the unclaimed one (the others are leased).
    const next = await deliveries.claim({ now: new Date(now.getTime() + 1), limit: 10, leaseMs: 30_000, maxAttempts: 4 });
    assert.deepEqual(
      next.map((delivery) => delivery.id),
      unclaimed.map((row) => row.id),
    );

    // The event again (a redelivery from the stream): nothing created, nothing claimed.
    const again = await deliveries.fanOutAndClaim([{ event, webhookIds }], new Date(), { limit: 5, leaseUntil });
    assert.equal(again.created.get(event.id), 0);
    assert.deepEqual(again.claimed, []);
  });

  it("claims nothing with a limit of 0 (the plain fan-out)", async () => {
    const subscription = await subscribe("ws_direct_none", "a");
    const event = testEnvelope("ws_direct_none");
    const result = await deliveries.fanOutAndClaim([{ event, webhookIds: [subscription.id] }], new Date());
    assert.equal(result.created.get(event.id), 1);
    assert.deepEqual(result.claimed, []);
    const [row] = await deliveries.forWebhook(subscription.id);
    assert.equal(row?.attempts, 0);
    assert.deepEqual(await deliveries.attempts(row?.id ?? ""), []);
  });

  it("promises the fan-out only free slots, none while a backlog waits for the worker's claims", async () => {
    let claims = 0;
    // A worker whose claims find nothing (no backlog) and whose requests never end, so slots stay taken.
    const fake = {
      claim: async () => {
        claims++;
        return [];
      },
      failExhausted: async () => 0,
    } as unknown as DeliveryRepository;
    const worker = new DeliveryWorker({
      deliveries: fake,
      sender: { send: () => new Promise(() => undefined) } as never,
      secretBox,
      scheduleMs: [1_000],
      concurrency: 3,
      pollMs: 60_000,
      leaseMs: 30_000,
      disableAfterMs: 3_600_000,
      log: createLogger("direct-claim-test", "silent"),
      metrics: {} as never,
    });
    assert.equal(worker.reserve(2).slots, 0, "not started: nothing promised");
    worker.start();
    for (let i = 0; i < 100 && claims === 0; i++) await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    assert.ok(claims >= 1, "the worker claimed first");
    const first = worker.reserve(2);
    assert.equal(first.slots, 2);
    assert.ok(first.leaseUntil.getTime() > Date.now() + 20_000);
    assert.equal(worker.reserve(5).slots, 1, "only what is left of the concurrency");
    assert.equal(worker.reserve(5).slots, 0);
    worker.accept([], 2);
    assert.equal(worker.reserve(5).slots, 2, "unused reservations are free again");
    worker.accept([], 3);
    // Deliveries were committed that nobody claimed: the worker's claims go first.
    worker.wake();
    assert.equal(worker.reserve(5).slots, 0);
    await worker.stop();
    assert.equal(worker.reserve(5).slots, 0, "stopped: nothing promised");
  });

  const success = (delivery: ClaimedDelivery, startedAt = new Date()): AttemptResult => ({
    delivery,
    startedAt,
    latencyMs: 5,
    responseStatus: 200,
    responseBody: "ok",
    error: null,
    outcome: "succeeded",
    next: { status: "succeeded" },
    now: new Date(startedAt.getTime() + 5),
    disableAfterMs: 3_600_000,
  });

  it("refills the slots of recorded successes with due deliveries in the recording statement", async () => {
    const subscription = await subscribe("ws_refill", "a");
    for (let i = 0; i < 5; i++) await deliveries.fanOut(testEnvelope("ws_refill"), new Date(Date.now() - 10_000 + i));
    const first = await deliveries.claim({ now: new Date(), limit: 2, leaseMs: 30_000, maxAttempts: 4 });
    assert.equal(first.length, 2);

    const { outcomes, claimed } = await deliveries.recordSucceededAndClaim(
      first.map((delivery) => success(delivery)),
      { now: new Date(), limit: 2, leaseMs: 30_000, maxAttempts: 4 },
    );
    assert.deepEqual(
      outcomes.map((outcome) => outcome.applied),
      [true, true],
    );
    assert.equal(claimed.length, 2, "as many claimed as were recorded");
    for (const delivery of claimed) {
      assert.ok(!first.some((recorded) => recorded.id === delivery.id));
      assert.equal(delivery.attempt, 1);
      assert.equal(delivery.url, subscription.url);
      assert.deepEqual(
        (await deliveries.attempts(delivery.id)).map((attempt) => [attempt.attempt, attempt.outcome]),
        [[1, "interrupted"]],
      );
    }
    const states = new Map((await deliveries.forWebhook(subscription.id)).map((row) => [row.id, row]));
    for (const recorded of first) assert.equal(states.get(recorded.id)?.status, "succeeded");
    // Oldest first, as a claim: the two claimed are the next two by due time.
    const pending = [...states.values()].filter((row) => row.status === "pending" && row.attempts === 0);
    assert.equal(pending.length, 1);
    assert.ok(claimed.every((delivery) => delivery.dueAt.getTime() <= (pending[0]?.next_attempt_at.getTime() ?? 0)));

    // Without a limit nothing is claimed.
    const plain = await deliveries.recordSucceededAndClaim(claimed.map((delivery) => success(delivery)));
    assert.deepEqual(plain.claimed, []);
    assert.equal((await deliveries.forWebhook(subscription.id)).filter((row) => row.status === "pending" && row.attempts === 0).length, 1);
  });

  it("never claims a delivery it records, even one whose lease has run out", async () => {
    await subscribe("ws_refill_self", "a");
    await deliveries.fanOut(testEnvelope("ws_refill_self"), new Date(Date.now() - 60_000));
    const [late] = await deliveries.claim({ now: new Date(Date.now() - 50_000), limit: 1, leaseMs: 1_000, maxAttempts: 4 });
    assert.ok(late);
    const { outcomes, claimed } = await deliveries.recordSucceededAndClaim([success(late)], {
      now: new Date(),
      limit: 5,
      leaseMs: 30_000,
      maxAttempts: 4,
    });
    assert.deepEqual(
      outcomes.map((outcome) => outcome.applied),
      [true],
    );
    assert.ok(!claimed.some((delivery) => delivery.id === late.id));
  });
});
