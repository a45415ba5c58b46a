/** Operator RPCs over real gRPC: the delivery history of a subscription, redelivery, and dead-letter replay. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createGrpcClient, type EventEnvelope, eventSubject } from "@planner/shared";
import {
  ListDeadLettersRequest,
  ListDeliveriesRequest,
  RedeliverDeliveryRequest,
  ReplayDeadLetterRequest,
  WebhookServiceService,
} from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import type { WebhookService } from "../src/app.js";
import { testEnvelope } from "./helpers/events.js";
import { type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually, failure, startTestService, status, type TestClient } from "./helpers/service.js";

const SUBJECT_PREFIX = "admin.test.events";

describe("webhook operator RPCs", () => {
  let db: TestDatabase;
  let service: WebhookService;
  let client: TestClient;
  let receiver: Receiver;
  let admin: ReturnType<typeof connectAdmin>;

  function connectAdmin(port: number) {
    const handle = createGrpcClient(WebhookServiceService, `127.0.0.1:${port}`);
    const options = { timeoutMs: 10_000 };
    return {
      list: (request: Partial<ListDeliveriesRequest>) => handle.client.listDeliveries(ListDeliveriesRequest.fromPartial(request), options),
      redeliver: (deliveryId: string) =>
        handle.client.redeliverDelivery(RedeliverDeliveryRequest.fromPartial({ delivery_id: deliveryId }), options),
      deadLetters: (request: Partial<ListDeadLettersRequest>) =>
        handle.client.listDeadLetters(ListDeadLettersRequest.fromPartial(request), options),
      replay: (id: string) => handle.client.replayDeadLetter(ReplayDeadLetterRequest.fromPartial({ id }), options),
      close: () => handle.close(),
    };
  }

  const subscribe = async (workspaceId: string, path: string) =>
    (await client.create({ workspace_id: workspaceId, url: receiver.url(path), events: ["*"] })).id;

  /** Fans one event out and waits until its delivery has finished. */
  const deliver = async (webhookId: string, event: EventEnvelope) => {
    await service.fanOut.handle(event);
    return eventually(
      async () => {
        const row = (await service.deliveries.forWebhook(webhookId)).find((delivery) => delivery.event_id === event.id);
        return row && row.status !== "pending" ? row : undefined;
      },
      10_000,
      `delivery of ${event.id} finished`,
    );
  };

  before(async () => {
    db = await createTestDatabase("webhook_admin");
    receiver = await startReceiver();
    service = await startTestService({ databaseUrl: db.url, subjectPrefix: SUBJECT_PREFIX });
    client = connect(service.grpcPort);
    admin = connectAdmin(service.grpcPort);
  });

  after(async () => {
    admin?.close();
    client?.close();
    await service?.stop();
    await receiver?.close();
    await db?.drop();
  });

  it("lists a failed delivery with its 4 attempts, then redelivers it as attempt 1 of a new series", async () => {
    let healthy = false;
    receiver.on("/replay", (_, __, response) => {
      if (healthy) response.writeHead(200).end("ok");
      else response.writeHead(500).end(`nope ${"x".repeat(2_000)}`);
    });
    const webhookId = await subscribe("ws_admin", "/replay");
    const failed = await deliver(webhookId, testEnvelope("ws_admin"));
    assert.equal(failed.status, "failed");

    const listed = await admin.list({ webhook_id: webhookId });
    assert.equal(listed.has_more, false);
    assert.equal(listed.data.length, 1);
    const delivery = listed.data[0];
    assert.ok(delivery);
    assert.equal(delivery.id, failed.id);
    assert.equal(delivery.status, "failed");
    assert.equal(delivery.series, 1);
    assert.equal(delivery.attempt_count, 4);
    assert.equal(delivery.last_response_status, 500);
    assert.equal(delivery.next_attempt_at, undefined);
    assert.deepEqual(
      delivery.attempts.map((attempt) => [attempt.series, attempt.attempt, attempt.outcome, attempt.response_status, attempt.error]),
      [1, 2, 3, 4].map((n) => [1, n, "failed", 500, "receiver answered 500"]),
    );
    for (const attempt of delivery.attempts) {
      assert.ok(!Number.isNaN(Date.parse(attempt.started_at)));
      assert.ok(attempt.latency_ms >= 0);
      // Stored up to 4 KiB, listed up to 1024 characters.
      assert.equal(attempt.response_body.length, 1024);
      assert.ok(attempt.response_body.startsWith("nope x"));
      assert.equal(attempt.response_body_truncated, true);
    }

    healthy = true;
    const redelivered = await admin.redeliver(failed.id);
    assert.equal(redelivered.id, failed.id);
    assert.equal(redelivered.status, "pending");
    assert.equal(redelivered.series, 2);
    assert.equal(redelivered.attempt_count, 0);
    assert.ok(redelivered.next_attempt_at);
    assert.equal(redelivered.attempts.length, 4, "the first series stays in the history");

    const requests = await receiver.waitFor("/replay", 5);
    const replay = requests[4];
    assert.equal(replay?.headers["x-service-delivery-attempt"], "1");
    assert.equal(replay?.headers["x-service-delivery-id"], failed.id);
    assert.equal(replay?.headers["x-service-event-id"], requests[0]?.headers["x-service-event-id"]);
    const done = await eventually(async () => {
      const [row] = (await admin.list({ webhook_id: webhookId })).data;
      return row?.status === "succeeded" ? row : undefined;
    });
    assert.equal(done.series, 2);
    assert.equal(done.attempt_count, 1);
    assert.equal(done.last_error, undefined);
    assert.deepEqual(
      done.attempts.map((attempt) => [attempt.series, attempt.attempt, attempt.outcome]),
      [
        [1, 1, "failed"],
        [1, 2, "failed"],
        [1, 3, "failed"],
        [1, 4, "failed"],
        [2, 1, "succeeded"],
      ],
    );
    assert.equal(done.attempts[4]?.response_status, 200);
    assert.equal(done.attempts[4]?.response_body, "ok");
    assert.equal(done.attempts[4]?.response_body_truncated, false);
    const [webhook] = (await client.list({ workspace_id: "ws_admin" })).data;
    assert.equal(webhook?.last_delivery?.status, "succeeded");
    assert.equal(webhook?.last_delivery?.attempt, 1);
    assert.equal(webhook?.consecutive_failures, 0);
    // Nothing more arrives: the new series ended with its success.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(receiver.requests("/replay").length, 5);
  });

  it("filters by status and pages newest first", async () => {
    receiver.on("/mixed", (request, _, response) => {
      const fail = (JSON.parse(request.body) as { data: { fail?: boolean } }).data.fail === true;
      response.writeHead(fail ? 500 : 200).end();
    });
    const webhookId = await subscribe("ws_filter", "/mixed");
    const first = await deliver(webhookId, testEnvelope("ws_filter"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await deliver(webhookId, testEnvelope("ws_filter", { fail: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await deliver(webhookId, testEnvelope("ws_filter"));

    const all = await admin.list({ webhook_id: webhookId });
    assert.deepEqual(
      all.data.map((row) => row.id),
      [third.id, second.id, first.id],
    );
    const failedOnly = await admin.list({ webhook_id: webhookId, status: "failed" });
    assert.deepEqual(
      failedOnly.data.map((row) => [row.id, row.status, row.attempts.length]),
      [[second.id, "failed", 4]],
    );
    const succeeded = await admin.list({ webhook_id: webhookId, status: "succeeded" });
    assert.deepEqual(
      succeeded.data.map((row) => row.id),
      [third.id, first.id],
    );
    assert.equal((await admin.list({ webhook_id: webhookId, status: "cancelled" })).data.length, 0);
    assert.equal((await admin.list({ webhook_id: webhookId, workspace_id: "ws_filter" })).data.length, 3);

    const page1 = await admin.list({ webhook_id: webhookId, limit: 2 });
    assert.deepEqual(
      page1.data.map((row) => row.id),
      [third.id, second.id],
    );
    assert.equal(page1.has_more, true);
    assert.ok(page1.next_cursor);
    const page2 = await admin.list({ webhook_id: webhookId, limit: 2, cursor: page1.next_cursor });
    assert.deepEqual(
      page2.data.map((row) => row.id),
      [first.id],
    );
    assert.equal(page2.has_more, false);
    assert.equal(page2.next_cursor, undefined);
  });

  it("rejects bad list requests and unknown subscriptions", async () => {
    const webhookId = await subscribe("ws_bad", "/bad");
    const missing = await failure(admin.list({}));
    assert.equal(missing.code, status.INVALID_ARGUMENT);
    assert.ok("/webhook_id" in missing.pointers);
    const badStatus = await failure(admin.list({ webhook_id: webhookId, status: "done" }));
    assert.equal(badStatus.code, status.INVALID_ARGUMENT);
    assert.ok("/status" in badStatus.pointers);
    const badLimit = await failure(admin.list({ webhook_id: webhookId, limit: 101 }));
    assert.equal(badLimit.code, status.INVALID_ARGUMENT);
    const badCursor = await failure(admin.list({ webhook_id: webhookId, cursor: "nonsense" }));
    assert.equal(badCursor.code, status.INVALID_ARGUMENT);
    const unknown = await failure(admin.list({ webhook_id: "whk_unknown" }));
    assert.equal(unknown.code, status.NOT_FOUND);
    assert.equal(unknown.details, "webhook whk_unknown not found");
    const otherWorkspace = await failure(admin.list({ webhook_id: webhookId, workspace_id: "ws_other" }));
    assert.equal(otherWorkspace.code, status.NOT_FOUND);
  });

  it("answers NOT_FOUND for an unknown delivery and INVALID_ARGUMENT without an id", async () => {
    const unknown = await failure(admin.redeliver("dlv_unknown"));
    assert.equal(unknown.code, status.NOT_FOUND);
    assert.equal(unknown.details, "delivery dlv_unknown not found");
    const missing = await failure(admin.redeliver(""));
    assert.equal(missing.code, status.INVALID_ARGUMENT);
    assert.ok("/delivery_id" in missing.pointers);
  });

  it("refuses to redeliver for a disabled or deleted subscription, or while still pending", async () => {
    receiver.on("/gone", (_, __, response) => {
      response.writeHead(410).end();
    });
    const goneId = await subscribe("ws_refuse", "/gone");
    const gone = await deliver(goneId, testEnvelope("ws_refuse"));
    assert.equal(gone.status, "failed");
    const disabled = await failure(admin.redeliver(gone.id));
    assert.equal(disabled.code, status.FAILED_PRECONDITION);
    assert.equal(disabled.details, `webhook ${goneId} is disabled (gone); deliveries of a disabled subscription cannot be redelivered`);
    assert.equal(receiver.requests("/gone").length, 1);

    receiver.on("/deleted", (_, __, response) => {
      response.writeHead(500).end();
    });
    const deletedId = await subscribe("ws_refuse", "/deleted");
    const failed = await deliver(deletedId, testEnvelope("ws_refuse"));
    await client.remove({ workspace_id: "ws_refuse", id: deletedId });
    const deleted = await failure(admin.redeliver(failed.id));
    assert.equal(deleted.code, status.FAILED_PRECONDITION);
    assert.match(deleted.details, /^webhook whk_\w+ was deleted/);
    // The history of a deleted subscription stays readable.
    assert.equal((await admin.list({ webhook_id: deletedId })).data[0]?.status, "failed");

    receiver.on("/slow", async (_, __, response) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!response.destroyed) response.writeHead(200).end();
    });
    const slowId = await subscribe("ws_refuse", "/slow");
    const event = testEnvelope("ws_refuse");
    await service.fanOut.handle(event);
    const [pending] = await service.deliveries.forWebhook(slowId);
    assert.ok(pending);
    const busy = await failure(admin.redeliver(pending.id));
    assert.equal(busy.code, status.FAILED_PRECONDITION);
    assert.match(busy.details, /is still pending/);
    const finished = await deliver(slowId, event);
    assert.equal(finished.status, "succeeded");
    // A succeeded delivery can be sent again too.
    const again = await admin.redeliver(finished.id);
    assert.equal(again.series, 2);
    await receiver.waitFor("/slow", 2);
  });

  /** A dead letter as the consumer leaves it, and its number. */
  const deadLetter = async (subject: string, payload: string, reason: string) => {
    await service.deadLetters.add({ stream: "EVENTS", subject, streamSeq: 7, reason, payload: Buffer.from(payload) });
    const rows = await service.deadLetters.list({ includeReplayed: true, fetch: 100 });
    const row = rows.at(-1);
    assert.ok(row);
    return row.id;
  };

  it("replays a dead letter into deliveries once, however often it is replayed", async () => {
    receiver.on("/dead", (_, __, response) => {
      response.writeHead(200).end("ok");
    });
    const webhookId = await subscribe("ws_dead", "/dead");
    const event = testEnvelope("ws_dead", { note: "failed while Postgres was away" });
    const id = await deadLetter(eventSubject(SUBJECT_PREFIX, "ws_dead", "task.created"), JSON.stringify(event), "fan-out failed 20 times");

    const waiting = await admin.deadLetters({});
    const listed = waiting.data.find((letter) => letter.id === id);
    assert.equal(listed?.event_id, undefined, "the consumer stored no event id for this one");
    assert.equal(listed?.reason, "fan-out failed 20 times");
    assert.equal(listed?.stream_seq, 7);
    assert.equal(listed?.replay_count, 0);
    assert.equal(listed?.replayed_at, undefined);

    const replayed = await admin.replay(id);
    assert.equal(replayed.id, id);
    assert.equal(replayed.deliveries_created, 1);
    assert.equal(replayed.replay_count, 1);
    assert.ok(replayed.replayed_at);
    assert.equal(replayed.last_replay_error, undefined);
    const [request] = await receiver.waitFor("/dead", 1);
    assert.equal(request?.headers["x-service-event-id"], event.id);
    assert.deepEqual(JSON.parse(request?.body ?? "{}").data, { note: "failed while Postgres was away" });

    // Replayed letters leave the default list; the full list keeps them with their record.
    assert.equal(
      (await admin.deadLetters({})).data.find((letter) => letter.id === id),
      undefined,
    );
    const kept = (await admin.deadLetters({ include_replayed: true })).data.find((letter) => letter.id === id);
    assert.equal(kept?.replay_count, 1);

    const again = await admin.replay(id);
    assert.equal(again.deliveries_created, 0, "the event already has its delivery");
    assert.equal(again.replay_count, 2);
    await deliver(webhookId, event);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(receiver.requests("/dead").length, 1);
    assert.equal((await service.deliveries.forWebhook(webhookId)).length, 1);
  });

  it("refuses to replay a letter that still cannot be read, and records why", async () => {
    const unreadable = await deadLetter(eventSubject(SUBJECT_PREFIX, "ws_dead2", "task.created"), "{not json", "event is not JSON");
    const refused = await failure(admin.replay(unreadable));
    assert.equal(refused.code, status.FAILED_PRECONDITION);
    assert.equal(refused.details, `dead letter ${unreadable} cannot be replayed: event is not JSON`);
    const mismatched = await deadLetter(
      eventSubject(SUBJECT_PREFIX, "ws_other", "task.created"),
      JSON.stringify(testEnvelope("ws_dead2")),
      "subject does not match",
    );
    const wrongSubject = await failure(admin.replay(mismatched));
    assert.equal(wrongSubject.code, status.FAILED_PRECONDITION);
    assert.match(wrongSubject.details, /does not match the envelope's workspace and type$/);

    const open = (await admin.deadLetters({})).data;
    const letter = open.find((row) => row.id === unreadable);
    assert.equal(letter?.replay_count, 1);
    assert.equal(letter?.replayed_at, undefined);
    assert.equal(letter?.last_replay_error, "event is not JSON");
    assert.ok(open.some((row) => row.id === mismatched));
  });

  it("pages dead letters oldest first and rejects bad requests", async () => {
    const first = await deadLetter("x.y", "{}", "one");
    const second = await deadLetter("x.y", "{}", "two");
    const all = (await admin.deadLetters({ include_replayed: true, limit: 100 })).data.map((letter) => letter.id);
    assert.deepEqual(
      all.map(Number),
      [...all.map(Number)].sort((a, b) => a - b),
    );
    const before = all.slice(0, all.indexOf(first));
    let cursor: string | undefined;
    for (const _ of before) cursor = (await admin.deadLetters({ include_replayed: true, limit: 1, cursor })).next_cursor;
    const page = await admin.deadLetters({ include_replayed: true, limit: 1, cursor });
    assert.deepEqual(
      page.data.map((letter) => letter.id),
      [first],
    );
    assert.equal(page.has_more, true);
    const next = await admin.deadLetters({ include_replayed: true, limit: 1, cursor: page.next_cursor });
    assert.deepEqual(
      next.data.map((letter) => letter.id),
      [second],
    );

    const badId = await failure(admin.replay("abc"));
    assert.equal(badId.code, status.INVALID_ARGUMENT);
    assert.ok("/id" in badId.pointers);
    const unknown = await failure(admin.replay("999999999"));
    assert.equal(unknown.code, status.NOT_FOUND);
    assert.equal(unknown.details, "dead letter 999999999 not found");
    const badCursor = await failure(admin.deadLetters({ cursor: "nonsense" }));
    assert.equal(badCursor.code, status.INVALID_ARGUMENT);
    assert.ok("/cursor" in badCursor.pointers);
    const badLimit = await failure(admin.deadLetters({ limit: 101 }));
    assert.equal(badLimit.code, status.INVALID_ARGUMENT);
  });
});
