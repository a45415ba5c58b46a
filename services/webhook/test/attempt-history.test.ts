/**
 * Every attempt stays in a delivery's history: a worker that claims and sends but dies before
 * recording leaves its attempt on record, the next claim after the lease adds the next number
 * beside it, and a record that fails while Postgres is briefly unreachable is retried instead
 * of the request being sent again. Real Postgres, a real HTTPS receiver on loopback.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { createLogger, createMetricsRegistry } from "@planner/shared";
import { newWebhookSecret, SecretBox } from "../src/crypto/secret-box.js";
import { WebhookSender } from "../src/delivery/sender.js";
import { DeliveryWorker, deliveryBody } from "../src/delivery/worker.js";
import { createWebhookMetrics } from "../src/metrics.js";
import { type ClaimedDelivery, type DeliveryRepository, INTERRUPTED_ERROR } from "../src/repositories/deliveries.js";
import type { WebhookRepository } from "../src/repositories/webhooks.js";
import { SsrfGuard } from "../src/ssrf/guard.js";
import { testEnvelope } from "./helpers/events.js";
import { CA_FILE, type Receiver, startReceiver } from "./helpers/receiver.js";
import { startRepositories, type TestRepositories } from "./helpers/repositories.js";
import { eventually, TEST_SECRET_KEY } from "./helpers/service.js";

const log = createLogger("webhook-attempt-history-test", "silent");
const secretBox = new SecretBox(Buffer.from(TEST_SECRET_KEY, "hex"));

describe("attempt history across a worker that dies", () => {
  let repositories: TestRepositories;
  let receiver: Receiver;
  let sender: WebhookSender;
  let deliveries: DeliveryRepository;
  let webhooks: WebhookRepository;

  before(async () => {
    repositories = await startRepositories("webhook_attempts");
    ({ deliveries, webhooks } = repositories);
    receiver = await startReceiver();
    sender = new WebhookSender({
      guard: SsrfGuard.fromList("127.0.0.0/8"),
      extraCaPem: readFileSync(CA_FILE, "utf8"),
      connectTimeoutMs: 2_000,
      requestTimeoutMs: 2_000,
    });
  });

  after(async () => {
    await sender?.close();
    await receiver?.close();
    await repositories?.close();
  });

  const worker = (repository: DeliveryRepository, leaseMs: number) =>
    new DeliveryWorker({
      deliveries: repository,
      sender,
      secretBox,
      scheduleMs: [100, 200, 300],
      concurrency: 4,
      pollMs: 50,
      leaseMs,
      disableAfterMs: 3_600_000,
      log,
      metrics: createWebhookMetrics(createMetricsRegistry("webhook-attempt-history-test"), async () => 0),
    });

  /** A subscription to `path` and one delivery of a fresh event to it. */
  async function oneDelivery(workspaceId: string, path: string) {
    const webhook = await webhooks.create({
      workspaceId,
      url: receiver.url(path),
      events: ["*"],
      description: "",
      limit: 10,
      seal: (id) => secretBox.seal(newWebhookSecret(), id),
      now: new Date(),
    });
    const event = testEnvelope(workspaceId);
    await deliveries.fanOut(event, new Date());
    const [row] = await deliveries.forWebhook(webhook.id);
    assert.ok(row);
    return { webhookId: webhook.id, deliveryId: row.id };
  }

  /** What a worker sends for a claim, without recording it. */
  const sendClaimed = (delivery: ClaimedDelivery) =>
    sender.send({
      url: delivery.url,
      body: deliveryBody(delivery.payload),
      headers: {
        "content-type": "application/json",
        "x-service-delivery-id": delivery.id,
        "x-service-delivery-attempt": String(delivery.attempt),
      },
    });

  const history = async (webhookId: string) => {
    const [record] = await deliveries.list({ webhookId, fetch: 1 });
    assert.ok(record);
    return record;
  };

  it("keeps the attempt of a worker that sent and died; the next worker's attempt is number 2 beside it", async () => {
    const { webhookId, deliveryId } = await oneDelivery("ws_died", "/died");
    const [claimed] = await deliveries.claim({ now: new Date(), limit: 10, leaseMs: 400, maxAttempts: 4 });
    assert.equal(claimed?.id, deliveryId);
    assert.equal(claimed.attempt, 1);
    const sent = await sendClaimed(claimed);
    assert.equal(sent.status, 200, "the receiver got the first attempt");
    // While the lease runs the attempt shows as in progress.
    const during = await history(webhookId);
    assert.deepEqual(
      during.history.map((attempt) => [attempt.series, attempt.attempt, attempt.outcome, attempt.error]),
      [[1, 1, "in_progress", null]],
    );
    // The worker dies here: nothing is recorded. Once the lease runs out another worker sends again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = worker(deliveries, 30_000);
    next.start();
    try {
      await eventually(async () => ((await history(webhookId)).status === "succeeded" ? true : undefined));
    } finally {
      await next.stop();
    }
    const done = await history(webhookId);
    assert.equal(done.status, "succeeded");
    assert.equal(done.attempts, 2);
    assert.deepEqual(
      done.history.map((attempt) => [attempt.series, attempt.attempt, attempt.outcome, attempt.error]),
      [
        [1, 1, "interrupted", INTERRUPTED_ERROR],
        [1, 2, "succeeded", null],
      ],
    );
    assert.deepEqual(
      receiver.requests("/died").map((request) => request.headers["x-service-delivery-attempt"]),
      ["1", "2"],
    );
  });

  it("keeps both outcomes when a worker records after its lease ran out and another worker's attempt", async () => {
    const { webhookId } = await oneDelivery("ws_late", "/late");
    const [slow] = await deliveries.claim({ now: new Date(), limit: 10, leaseMs: 200, maxAttempts: 4 });
    assert.ok(slow);
    const slowResult = await sendClaimed(slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [fast] = await deliveries.claim({ now: new Date(), limit: 10, leaseMs: 30_000, maxAttempts: 4 });
    assert.equal(fast?.attempt, 2);
    const fastResult = await sendClaimed(fast);
    const recordOf = (delivery: ClaimedDelivery, status: number | undefined) => ({
      delivery,
      startedAt: new Date(),
      latencyMs: 1,
      responseStatus: status ?? null,
      responseBody: "ok",
      error: null,
      outcome: "succeeded" as const,
      next: { status: "succeeded" as const },
      now: new Date(),
      disableAfterMs: 3_600_000,
    });
    assert.equal((await deliveries.record(recordOf(fast, fastResult.status))).applied, true);
    // The first worker comes back: its lease is gone, but its attempt still gets its outcome.
    assert.equal((await deliveries.record(recordOf(slow, slowResult.status))).applied, false);
    const done = await history(webhookId);
    assert.equal(done.status, "succeeded");
    assert.deepEqual(
      done.history.map((attempt) => [attempt.attempt, attempt.outcome, attempt.responseStatus]),
      [
        [1, "succeeded", 200],
        [2, "succeeded", 200],
      ],
    );
    // A recorded outcome is never replaced.
    await deliveries.record({ ...recordOf(fast, 500), outcome: "failed", error: "late duplicate" });
    assert.equal((await history(webhookId)).history[1]?.outcome, "succeeded");
  });

  it("retries recording a successful attempt while Postgres refuses, instead of sending it again", async () => {
    const { webhookId } = await oneDelivery("ws_flaky", "/flaky");
    let refusals = 2;
    const flaky: DeliveryRepository = Object.create(deliveries);
    flaky.record = async (result) => {
      if (refusals-- > 0) throw new Error("Connection terminated unexpectedly");
      return deliveries.record(result);
    };
    // A short lease: without retrying, the attempt would be claimed and sent again within it.
    const running = worker(flaky, 2_000);
    running.start();
    try {
      await eventually(async () => ((await history(webhookId)).status === "succeeded" ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    } finally {
      await running.stop();
    }
    const done = await history(webhookId);
    assert.deepEqual(
      done.history.map((attempt) => [attempt.attempt, attempt.outcome]),
      [[1, "succeeded"]],
    );
    assert.equal(receiver.requests("/flaky").length, 1, "the receiver got the request once");
  });
});
