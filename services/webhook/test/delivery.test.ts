/**
 * End to end: events published to the test run's own JetStream stream, fanned out and
 * delivered over real HTTPS to a loopback receiver with a self-signed certificate.
 */
import assert from "node:assert/strict";
import type { LookupAddress } from "node:dns";
import { after, before, describe, it } from "node:test";
import {
  connectNats,
  createLogger,
  type EventEnvelope,
  type EventType,
  eventSubject,
  jetstream,
  type NatsConnection,
  newId,
} from "@planner/shared";
import { createTestDatabase, TEST_NATS_URL, type TestDatabase, testEventsNames } from "@planner/shared/testing";
import type { WebhookService } from "../src/app.js";
import { verifyWebhookSignature } from "../src/index.js";
import { type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually, startTestService, type TestClient } from "./helpers/service.js";

const log = createLogger("webhook-delivery-test", "silent");

function envelope(workspaceId: string, type: EventType, data: Record<string, unknown> = {}): EventEnvelope {
  return { id: newId("evt"), type, api_version: "v1", created_at: new Date().toISOString(), workspace_id: workspaceId, data };
}

describe("webhook delivery", () => {
  let db: TestDatabase;
  let service: WebhookService;
  let client: TestClient;
  let receiver: Receiver;
  let nc: NatsConnection;
  const names = testEventsNames();
  const resolved: string[] = [];

  const publish = async (event: EventEnvelope, msgID = event.id) => {
    await jetstream(nc).publish(eventSubject(names.subjectPrefix, event.workspace_id, event.type), JSON.stringify(event), { msgID });
  };

  const subscribe = async (workspaceId: string, path: string, events: string[], url = receiver.url(path)) => {
    const created = await client.create({ workspace_id: workspaceId, url, events });
    return { id: created.id, secret: created.secret ?? "" };
  };

  const settled = (webhookId: string, count: number) =>
    eventually(
      async () => {
        const rows = await service.deliveries.forWebhook(webhookId);
        return rows.length >= count && rows.every((row) => row.status !== "pending") ? rows : undefined;
      },
      10_000,
      `${count} settled deliveries of ${webhookId}`,
    );

  before(async () => {
    db = await createTestDatabase("webhook_delivery");
    receiver = await startReceiver();
    nc = await connectNats(TEST_NATS_URL, "webhook-delivery-test", log);
    service = await startTestService({
      databaseUrl: db.url,
      stream: names.stream,
      subjectPrefix: names.subjectPrefix,
      env: { WEBHOOK_TIMEOUT_MS: "500" },
      resolver: async (hostname): Promise<LookupAddress[]> => {
        resolved.push(hostname);
        return hostname === "receiver.test" ? [{ address: "127.0.0.1", family: 4 }] : [];
      },
    });
    client = connect(service.grpcPort);
    await eventually(async () => (service.consumer?.connected() ? true : undefined), 10_000, "consumer connected");
  });

  after(async () => {
    client?.close();
    await service?.stop();
    await receiver?.close();
    if (nc) {
      await jetstream(nc)
        .jetstreamManager()
        .then((jsm) => jsm.streams.delete(names.stream))
        .catch(() => undefined);
      await nc.close();
    }
    await db?.drop();
  });

  it("delivers one signed POST whose body is the envelope", async () => {
    const { id, secret } = await subscribe("ws_single", "/single", ["task.created"]);
    const event = envelope("ws_single", "task.created", { task: { id: "tsk_1", title: "Kick-off vorbereiten" } });
    await publish(event);
    const [request] = await receiver.waitFor("/single", 1);
    assert.ok(request);
    assert.equal(request.method, "POST");
    assert.equal(request.headers["content-type"], "application/json");
    assert.equal(request.headers["user-agent"], "ProjectPlanner-Webhooks/1.0");
    assert.equal(request.headers["x-service-event-id"], event.id);
    assert.equal(request.headers["x-service-event-type"], "task.created");
    assert.equal(request.headers["x-service-delivery-attempt"], "1");
    assert.match(String(request.headers["x-service-delivery-id"]), /^dlv_/);
    const signature = String(request.headers["x-service-signature"]);
    assert.match(signature, /^t=\d+,v1=[0-9a-f]{64}$/);
    verifyWebhookSignature(request.body, signature, secret);
    assert.deepEqual(JSON.parse(request.body), event);
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "succeeded");
    const listed = (await client.list({ workspace_id: "ws_single" })).data[0];
    assert.equal(listed?.last_delivery?.status, "succeeded");
    assert.equal(listed?.last_delivery?.response_status, 200);
    assert.equal(listed?.last_delivery?.attempt, 1);
    assert.equal(listed?.consecutive_failures, 0);
  });

  it("fans out by event filter and never across workspaces", async () => {
    const tasks = await subscribe("ws_fan", "/fan/tasks", ["task.created", "task.status_changed"]);
    const all = await subscribe("ws_fan", "/fan/all", ["*"]);
    const risks = await subscribe("ws_fan", "/fan/risks", ["risk.added"]);
    const other = await subscribe("ws_fan_other", "/fan/other", ["*"]);
    const first = envelope("ws_fan", "task.status_changed", { previous: { checked: false, status: "open" } });
    const second = envelope("ws_fan", "phase.completed");
    await publish(first);
    await publish(second);
    await receiver.waitFor("/fan/all", 2);
    await receiver.waitFor("/fan/tasks", 1);
    await settled(all.id, 2);
    await settled(tasks.id, 1);
    assert.deepEqual(
      receiver
        .requests("/fan/all")
        .map((request) => request.headers["x-service-event-id"])
        .sort(),
      [first.id, second.id].sort(),
    );
    assert.deepEqual(
      receiver.requests("/fan/tasks").map((request) => request.headers["x-service-event-id"]),
      [first.id],
    );
    assert.equal(receiver.requests("/fan/risks").length, 0);
    assert.equal(receiver.requests("/fan/other").length, 0);
    assert.equal((await service.deliveries.forWebhook(risks.id)).length, 0);
    assert.equal((await service.deliveries.forWebhook(other.id)).length, 0);
  });

  it("retries a failing receiver: attempts 1, 2, 3 of one delivery, each signed afresh", async () => {
    const { id, secret } = await subscribe("ws_retry", "/retry", ["*"]);
    receiver.on("/retry", (_, n, response) => {
      response.writeHead(n <= 2 ? 500 : 200).end(n <= 2 ? "try later" : "ok");
    });
    await publish(envelope("ws_retry", "risk.added"));
    const requests = await receiver.waitFor("/retry", 3);
    assert.deepEqual(
      requests.map((request) => request.headers["x-service-delivery-attempt"]),
      ["1", "2", "3"],
    );
    assert.equal(new Set(requests.map((request) => request.headers["x-service-delivery-id"])).size, 1);
    for (const request of requests) verifyWebhookSignature(request.body, String(request.headers["x-service-signature"]), secret);
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "succeeded");
    assert.equal(delivery?.attempts, 3);
    const attempts = await service.deliveries.attempts(delivery?.id ?? "");
    assert.deepEqual(
      attempts.map((attempt) => [attempt.attempt, attempt.outcome, attempt.response_status]),
      [
        [1, "failed", 500],
        [2, "failed", 500],
        [3, "succeeded", 200],
      ],
    );
    assert.equal(attempts[0]?.response_body, "try later");
  });

  it("gives up after exactly 4 attempts", async () => {
    const { id } = await subscribe("ws_fail", "/fail", ["*"]);
    receiver.on("/fail", (_, __, response) => {
      response.writeHead(503, { "retry-after": "0" }).end("x".repeat(10_000));
    });
    await publish(envelope("ws_fail", "project.created"));
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "failed");
    assert.equal(delivery?.attempts, 4);
    // Nothing after the last attempt: the schedule's longest wait has passed twice over.
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(receiver.requests("/fail").length, 4);
    const attempts = await service.deliveries.attempts(delivery?.id ?? "");
    assert.deepEqual(
      attempts.map((attempt) => attempt.attempt),
      [1, 2, 3, 4],
    );
    assert.equal(Buffer.byteLength(attempts[0]?.response_body ?? ""), 4096);
    const listed = (await client.list({ workspace_id: "ws_fail" })).data[0];
    assert.equal(listed?.last_delivery?.status, "failed");
    assert.equal(listed?.consecutive_failures, 4);
    assert.ok(listed?.failing_since);
    assert.equal(listed?.active, true);
  });

  it("treats a redirect as a failure and does not follow it", async () => {
    const { id } = await subscribe("ws_redirect", "/redirect", ["*"]);
    receiver.on("/redirect", (_, __, response) => {
      response.writeHead(302, { location: receiver.url("/redirect-target") }).end();
    });
    await publish(envelope("ws_redirect", "task.created"));
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "failed");
    assert.equal(delivery?.last_error, "redirect (302) not followed");
    assert.equal(receiver.requests("/redirect").length, 4);
    assert.equal(receiver.requests("/redirect-target").length, 0);
  });

  it("disables the subscription at once on 410 Gone", async () => {
    const { id } = await subscribe("ws_gone", "/gone", ["*"]);
    receiver.on("/gone", (_, __, response) => {
      response.writeHead(410).end();
    });
    await publish(envelope("ws_gone", "task.created"));
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "failed");
    assert.equal(delivery?.attempts, 1);
    const listed = (await client.list({ workspace_id: "ws_gone" })).data[0];
    assert.equal(listed?.active, false);
    assert.equal(listed?.status, "disabled");
    assert.equal(listed?.disabled_reason, "gone");
    // A later event is not delivered to the disabled subscription.
    const control = await subscribe("ws_gone", "/gone-control", ["*"]);
    await publish(envelope("ws_gone", "task.created"));
    await settled(control.id, 1);
    assert.equal(receiver.requests("/gone").length, 1);
    assert.equal((await service.deliveries.forWebhook(id)).length, 1);
  });

  it("times out a slow receiver and retries", async () => {
    const { id } = await subscribe("ws_slow", "/slow", ["*"]);
    receiver.on("/slow", async (_, n, response) => {
      if (n === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (!response.destroyed) response.writeHead(200).end("ok");
    });
    await publish(envelope("ws_slow", "agent.completed"));
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "succeeded");
    assert.equal(delivery?.attempts, 2);
    const attempts = await service.deliveries.attempts(delivery?.id ?? "");
    assert.equal(attempts[0]?.outcome, "failed");
    assert.equal(attempts[0]?.response_status, null);
    assert.match(attempts[0]?.error ?? "", /^timeout/);
  });

  it("sends nothing more to a deleted subscription", async () => {
    const doomed = await subscribe("ws_delete", "/deleted", ["*"]);
    const control = await subscribe("ws_delete", "/delete-control", ["*"]);
    await publish(envelope("ws_delete", "task.created"));
    await settled(doomed.id, 1);
    await client.remove({ workspace_id: "ws_delete", id: doomed.id });
    await publish(envelope("ws_delete", "task.created"));
    await settled(control.id, 2);
    assert.equal(receiver.requests("/deleted").length, 1);
    assert.equal((await service.deliveries.forWebhook(doomed.id)).length, 1);
  });

  it("creates no second delivery when an event is redelivered", async () => {
    const { id } = await subscribe("ws_dup", "/dup", ["*"]);
    const event = envelope("ws_dup", "task.created");
    await publish(event);
    // Another message id passes JetStream's duplicate window: the consumer sees the event twice.
    await publish(event, `${event.id}-again`);
    await receiver.waitFor("/dup", 1);
    // The fan-out itself, handed the same event once more, adds nothing either.
    assert.deepEqual(await service.fanOut.handle(event), { matched: 1, created: 0 });
    const later = envelope("ws_dup", "task.created");
    await publish(later);
    await receiver.waitFor("/dup", 2);
    await settled(id, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = receiver.requests("/dup").map((request) => request.headers["x-service-event-id"]);
    assert.deepEqual(ids.sort(), [event.id, later.id].sort());
  });

  it("dead-letters an event it cannot read and carries on", async () => {
    const control = await subscribe("ws_poison", "/poison-control", ["*"]);
    await jetstream(nc).publish(eventSubject(names.subjectPrefix, "ws_poison", "task.created"), "{not json");
    await publish(envelope("ws_poison", "task.created"));
    await settled(control.id, 1);
    const letters = await eventually(async () => {
      const rows = await service.deadLetters.list({ includeReplayed: true, fetch: 100 });
      return rows.length > 0 ? rows : undefined;
    });
    assert.equal(letters[0]?.reason, "event is not JSON");
  });

  it("resolves names through the guarded lookup (allow-listed here)", async () => {
    const { id } = await subscribe("ws_name", "/named", ["*"], `https://receiver.test:${receiver.port}/named`);
    await publish(envelope("ws_name", "task.created"));
    const [delivery] = await settled(id, 1);
    assert.equal(delivery?.status, "succeeded");
    assert.ok(resolved.includes("receiver.test"));
  });

  it("exposes the delivery metrics", async () => {
    const response = await fetch(`http://127.0.0.1:${service.managementPort}/metrics`);
    const text = await response.text();
    assert.match(text, /webhook_deliveries_total\{outcome="succeeded"[^}]*\} \d+/);
    assert.match(text, /webhook_deliveries_total\{outcome="gone"/);
    assert.match(text, /webhook_attempt_duration_seconds_bucket/);
    assert.match(text, /webhook_event_lag_seconds_count/);
    assert.match(text, /webhook_pending_deliveries/);
    assert.doesNotMatch(text, /whsec_/);
  });
});
