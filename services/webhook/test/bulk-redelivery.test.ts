/**
 * RedeliverFailedDeliveries over real gRPC: failed deliveries redelivered in bulk, bounded per
 * call, filtered, and idempotent (a delivery redelivered before is skipped, concurrent calls
 * never schedule one delivery twice). Real Postgres and an HTTPS receiver on loopback.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createGrpcClient } from "@planner/shared";
import {
  RedeliverDeliveryRequest,
  RedeliverFailedDeliveriesRequest,
  WebhookServiceService,
} from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import pg from "pg";
import type { WebhookService } from "../src/app.js";
import { testEnvelope } from "./helpers/events.js";
import { type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually, failure, startTestService, status, type TestClient } from "./helpers/service.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("bulk redelivery of failed deliveries", () => {
  let db: TestDatabase;
  let service: WebhookService;
  let client: TestClient;
  let receiver: Receiver;
  let grpc: ReturnType<typeof createGrpcClient<typeof WebhookServiceService>>;
  /** Paths whose receiver answers 200; every other path answers 500. */
  const healthy = new Set<string>();

  const bulk = (request: Partial<RedeliverFailedDeliveriesRequest>) =>
    grpc.client.redeliverFailedDeliveries(RedeliverFailedDeliveriesRequest.fromPartial(request), { timeoutMs: 10_000 });

  async function subscribe(workspaceId: string, path: string): Promise<string> {
    receiver.on(path, (_, __, response) => {
      response.writeHead(healthy.has(path) ? 200 : 500).end();
    });
    return (await client.create({ workspace_id: workspaceId, url: receiver.url(path), events: ["*"] })).id;
  }

  /** Fans `count` events out to the workspace and waits until none of the subscription's deliveries is pending. */
  async function failedDeliveries(workspaceId: string, webhookId: string, count: number): Promise<string[]> {
    for (let i = 0; i < count; i++) {
      await service.fanOut.handle(testEnvelope(workspaceId));
      await pause(3); // distinct creation times: "oldest first" is observable
    }
    return settled(webhookId, count, "failed");
  }

  /** Waits until none of the subscription's deliveries is pending; all must end in `state` when given. */
  async function settled(webhookId: string, count: number, state?: string): Promise<string[]> {
    const rows = await eventually(
      async () => {
        const all = await service.deliveries.forWebhook(webhookId);
        return all.length >= count && all.every((row) => row.status !== "pending") ? all : undefined;
      },
      15_000,
      `deliveries of ${webhookId} settled`,
    );
    if (state)
      assert.ok(
        rows.every((row) => row.status === state),
        `all ${state}`,
      );
    return rows.map((row) => row.id);
  }

  before(async () => {
    db = await createTestDatabase("webhook_bulk_redeliver");
    receiver = await startReceiver();
    service = await startTestService({ databaseUrl: db.url });
    client = connect(service.grpcPort);
    grpc = createGrpcClient(WebhookServiceService, `127.0.0.1:${service.grpcPort}`);
  });

  after(async () => {
    grpc?.close();
    client?.close();
    await service?.stop();
    await receiver?.close();
    await db?.drop();
  });

  it("schedules at most `limit` per call, oldest first, and a repeated call sends nothing twice", async () => {
    const webhookId = await subscribe("ws_bulk", "/bulk");
    const failed = await failedDeliveries("ws_bulk", webhookId, 5);
    const sentBefore = receiver.requests("/bulk").length;
    assert.equal(sentBefore, 20, "4 failed attempts each");

    const first = await bulk({ webhook_id: webhookId, limit: 2 });
    assert.deepEqual([first.matched, first.scheduled, first.skipped, first.remaining, first.has_more], [5, 2, 0, 3, true]);
    assert.deepEqual(first.scheduled_ids, failed.slice(0, 2), "oldest first");
    // Still failing: the two redelivered deliveries fail again (4 attempts of series 2 each).
    await settled(webhookId, 5, "failed");
    assert.equal(receiver.requests("/bulk").length, sentBefore + 8);

    healthy.add("/bulk");
    const second = await bulk({ webhook_id: webhookId, limit: 2 });
    assert.deepEqual(
      [second.matched, second.scheduled, second.skipped, second.skipped_already_redelivered, second.remaining, second.has_more],
      [5, 2, 2, 2, 1, true],
    );
    assert.deepEqual(second.scheduled_ids, failed.slice(2, 4), "the ones not yet redelivered");

    const third = await bulk({ webhook_id: webhookId });
    assert.deepEqual(third.scheduled_ids, [failed[4]]);
    await settled(webhookId, 5);
    await pause(300);
    const history = (await service.deliveries.forWebhook(webhookId)).map((row) => [row.id, row.status, row.series]);
    assert.deepEqual(history, [
      [failed[0], "failed", 2],
      [failed[1], "failed", 2],
      [failed[2], "succeeded", 2],
      [failed[3], "succeeded", 2],
      [failed[4], "succeeded", 2],
    ]);

    // Once more: everything failed was redelivered already, so nothing is sent.
    const sent = receiver.requests("/bulk").length;
    const again = await bulk({ webhook_id: webhookId });
    assert.deepEqual(
      [again.matched, again.scheduled, again.skipped, again.skipped_already_redelivered, again.remaining, again.has_more],
      [2, 0, 2, 2, 0, false],
    );
    assert.deepEqual(again.scheduled_ids, []);
    await pause(500);
    assert.equal(receiver.requests("/bulk").length, sent, "a repeated call sends nothing");

    // One by one still works for a delivery that failed twice.
    const single = await grpc.client.redeliverDelivery(RedeliverDeliveryRequest.fromPartial({ delivery_id: failed[0] }), {
      timeoutMs: 10_000,
    });
    assert.equal(single.series, 3);
    await eventually(async () => ((await service.deliveries.forWebhook(webhookId))[0]?.status === "succeeded" ? true : undefined));
  });

  it("never schedules one delivery twice from concurrent calls", async () => {
    const webhookId = await subscribe("ws_race", "/race");
    const failed = await failedDeliveries("ws_race", webhookId, 6);
    healthy.add("/race");
    const sentBefore = receiver.requests("/race").length;
    const outcomes = await Promise.all([1, 2, 3].map(() => bulk({ workspace_id: "ws_race", limit: 4 })));
    const scheduled = outcomes.flatMap((outcome) => outcome.scheduled_ids);
    assert.equal(scheduled.length, 6, "every failed delivery once");
    assert.deepEqual([...scheduled].sort(), [...failed].sort());
    await settled(webhookId, 6, "succeeded");
    await pause(300);
    assert.equal(receiver.requests("/race").length, sentBefore + 6, "one request per delivery");
  });

  it("waits for a subscription row the worker is recording on, instead of scheduling nothing", async () => {
    const webhookId = await subscribe("ws_recording", "/recording");
    const failed = await failedDeliveries("ws_recording", webhookId, 2);
    healthy.add("/recording");
    // What the worker does while it records an attempt: it updates the subscription row in an open transaction.
    const recorder = new pg.Client({ connectionString: db.url });
    await recorder.connect();
    try {
      await recorder.query("BEGIN");
      await recorder.query("UPDATE webhook.webhooks SET last_attempted_at = now() WHERE id = $1", [webhookId]);
      const outcome = bulk({ webhook_id: webhookId });
      await pause(200);
      await recorder.query("COMMIT");
      const { scheduled_ids, remaining } = await outcome;
      assert.deepEqual([scheduled_ids, remaining], [failed, 0]);
    } finally {
      await recorder.end();
    }
    await settled(webhookId, 2, "succeeded");
  });

  it("filters by workspace, subscription and failure time, and skips inactive subscriptions", async () => {
    const kept = await subscribe("ws_filter_a", "/filter-a");
    const deleted = await subscribe("ws_filter_a", "/filter-gone");
    const other = await subscribe("ws_filter_b", "/filter-b");
    await failedDeliveries("ws_filter_a", kept, 2);
    await settled(deleted, 2, "failed");
    await failedDeliveries("ws_filter_b", other, 1);
    await client.remove({ workspace_id: "ws_filter_a", id: deleted });

    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await bulk({ workspace_id: "ws_filter_a", since: later });
    assert.deepEqual([none.matched, none.scheduled], [0, 0]);
    // Lowercase t and z and an offset are RFC 3339 too.
    const lower = await bulk({ workspace_id: "ws_filter_a", since: later.replace("T", "t").replace("Z", "z"), limit: 1 });
    assert.equal(lower.matched, 0);

    const otherOnly = await bulk({ webhook_id: other, workspace_id: "ws_filter_b", since: "2000-01-01T00:00:00+01:00" });
    assert.deepEqual([otherOnly.matched, otherOnly.scheduled], [1, 1]);

    const workspaceA = await bulk({ workspace_id: "ws_filter_a" });
    assert.deepEqual(
      [workspaceA.matched, workspaceA.scheduled, workspaceA.skipped, workspaceA.skipped_subscription_inactive, workspaceA.remaining],
      [4, 2, 2, 2, 0],
    );
    const scheduledOf = new Set(workspaceA.scheduled_ids);
    assert.ok((await service.deliveries.forWebhook(kept)).every((row) => scheduledOf.has(row.id)));
  });

  it("refuses bad requests with the field named", async () => {
    const tooMany = await failure(bulk({ limit: 1001 }));
    assert.equal(tooMany.code, status.INVALID_ARGUMENT);
    assert.equal(tooMany.pointers["/limit"], "must be between 1 and 1000");
    const negative = await failure(bulk({ limit: -1 }));
    assert.equal(negative.code, status.INVALID_ARGUMENT);
    for (const since of ["yesterday", "2026-11-25", "2026-02-30T00:00:00Z", "2026-11-25T10:00:00", "2026-11-25 10:00:00Z"]) {
      const bad = await failure(bulk({ since }));
      assert.equal(bad.code, status.INVALID_ARGUMENT, since);
      assert.equal(bad.pointers["/since"], "must be an RFC 3339 date-time", since);
    }
    const unknown = await failure(bulk({ webhook_id: "whk_unknown" }));
    assert.equal(unknown.code, status.NOT_FOUND);
    const badWorkspace = await failure(bulk({ workspace_id: "no spaces" }));
    assert.equal(badWorkspace.code, status.INVALID_ARGUMENT);
  });
});
