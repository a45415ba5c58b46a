/**
 * The fan-out's subscription cache: an event nobody wants is settled without Postgres, a
 * replica's own writes and the other replicas' notices (core NATS) invalidate it, a cached
 * subscription that was deleted meanwhile gets nothing, and the events of one turn are
 * stored with one statement.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  connectNats,
  createLogger,
  createPgPool,
  type EventEnvelope,
  type EventType,
  eventSubject,
  jetstream,
  type NatsConnection,
  newId,
  type PgPool,
} from "@planner/shared";
import { createTestDatabase, deleteTestStream, TEST_NATS_URL, type TestDatabase, testEventsNames } from "@planner/shared/testing";
import type { WebhookService } from "../src/app.js";
import { SCHEMA } from "../src/config.js";
import { connect, eventually, startTestService, type TestClient } from "./helpers/service.js";

function envelope(workspaceId: string, type: EventType = "task.created"): EventEnvelope {
  return { id: newId("evt"), type, api_version: "v1", created_at: new Date().toISOString(), workspace_id: workspaceId, data: {} };
}

const workspace = () => `ws_${newId("t").slice(2, 14)}`;

describe("subscription cache", () => {
  let db: TestDatabase;
  let a: WebhookService;
  let b: WebhookService;
  let clientA: TestClient;
  let nc: NatsConnection;
  let pool: PgPool;
  const names = testEventsNames();

  before(async () => {
    db = await createTestDatabase("webhook_subscription_cache");
    // Two replicas on one database and stream (one durable consumer shared by both).
    a = await startTestService({ databaseUrl: db.url, stream: names.stream, subjectPrefix: names.subjectPrefix });
    b = await startTestService({ databaseUrl: db.url, stream: names.stream, subjectPrefix: names.subjectPrefix });
    clientA = connect(a.grpcPort);
    pool = createPgPool(db.url, { applicationName: "webhook-cache-test", schema: SCHEMA, max: 1 });
    nc = await connectNats(TEST_NATS_URL, "webhook-cache-test", createLogger("webhook-cache-test", "silent"), {
      waitOnFirstConnect: false,
    });
    await eventually(async () => (a.subscriptions.caching && b.subscriptions.caching ? true : undefined), 10_000, "caches live");
  });

  after(async () => {
    clientA?.close();
    await pool?.end();
    await b?.stop();
    await a?.stop();
    await nc?.close();
    await db?.drop();
    await deleteTestStream(names.stream);
  });

  it("settles events nobody subscribed to without reading Postgres again", async () => {
    const ws = workspace();
    const first = await a.fanOut.handle(envelope(ws));
    assert.deepEqual(first, { matched: 0, created: 0 });
    const loads = a.subscriptions.loads;
    for (let i = 0; i < 50; i++) assert.deepEqual(await a.fanOut.handle(envelope(ws, "risk.added")), { matched: 0, created: 0 });
    assert.equal(a.subscriptions.loads, loads, "no further load for the same workspace");
  });

  it("sees a subscription created on the same replica at once, and one created on another replica through its notice", async () => {
    const ws = workspace();
    assert.equal((await a.fanOut.handle(envelope(ws))).matched, 0);
    assert.equal((await b.fanOut.handle(envelope(ws))).matched, 0);
    const created = await clientA.create({ workspace_id: ws, url: "https://127.0.0.1:9/hook", events: ["task.created"] });
    // Same replica: invalidated before the call answered.
    assert.deepEqual(await a.fanOut.handle(envelope(ws)), { matched: 1, created: 1 });
    // Other replica: its cache (kept 60 s) is dropped by the notice within moments.
    const started = Date.now();
    await eventually(
      async () => ((await b.fanOut.handle(envelope(ws))).created === 1 ? true : undefined),
      5_000,
      "notice reached replica b",
    );
    assert.ok(Date.now() - started < 5_000);
    // Types the subscription does not want stay free.
    assert.deepEqual(await b.fanOut.handle(envelope(ws, "risk.added")), { matched: 0, created: 0 });
    assert.ok((await a.deliveries.forWebhook(created.id)).length >= 2);
  });

  it("never delivers to a subscription deleted after it was cached", async () => {
    const ws = workspace();
    const created = await clientA.create({ workspace_id: ws, url: "https://127.0.0.1:9/hook", events: ["*"] });
    assert.equal((await b.fanOut.handle(envelope(ws))).created, 1);
    // Deleted directly in the database: no notice, so replica b still holds the subscription.
    await pool.query("UPDATE webhooks SET deleted_at = now() WHERE id = $1", [created.id]);
    const event = envelope(ws);
    const outcome = await b.fanOut.handle(event);
    assert.equal(outcome.created, 0, "the statement re-checks the subscription");
    const rows = await a.deliveries.forWebhook(created.id);
    assert.ok(rows.every((row) => row.event_id !== event.id));
  });

  it("stores the deliveries of concurrent events in one statement, each event once", async () => {
    const ws = workspace();
    const hooks = await Promise.all(
      [0, 1, 2].map(() =>
        clientA.create({ workspace_id: ws, url: "https://127.0.0.1:9/hook", events: ["task.created", "phase.completed"] }),
      ),
    );
    const events = Array.from({ length: 40 }, (_, i) => envelope(ws, i % 2 ? "task.created" : "phase.completed"));
    const outcomes = await Promise.all(events.map((event) => a.fanOut.handle(event)));
    assert.ok(outcomes.every((outcome) => outcome.matched === 3 && outcome.created === 3));
    // The same events again (a redelivery) add nothing.
    const again = await Promise.all(events.map((event) => a.fanOut.handle(event)));
    assert.ok(again.every((outcome) => outcome.created === 0));
    for (const hook of hooks) {
      const rows = await a.deliveries.forWebhook(hook.id);
      assert.equal(rows.length, events.length);
      assert.deepEqual(new Set(rows.map((row) => row.event_id)), new Set(events.map((event) => event.id)));
    }
  });

  it("fans out events from the stream through either replica", async () => {
    const ws = workspace();
    const hook = await clientA.create({ workspace_id: ws, url: "https://127.0.0.1:9/hook", events: ["task.created"] });
    const events = Array.from({ length: 20 }, () => envelope(ws));
    const js = jetstream(nc);
    for (const event of events) {
      await js.publish(eventSubject(names.subjectPrefix, ws, event.type), JSON.stringify(event), { msgID: event.id });
    }
    // Events of a workspace nobody watches are settled too.
    const unwatched = envelope(workspace());
    await js.publish(eventSubject(names.subjectPrefix, unwatched.workspace_id, unwatched.type), JSON.stringify(unwatched), {
      msgID: unwatched.id,
    });
    const rows = await eventually(
      async () => {
        const found = await a.deliveries.forWebhook(hook.id);
        return found.length === events.length ? found : undefined;
      },
      10_000,
      "deliveries of the published events",
    );
    assert.deepEqual(new Set(rows.map((row) => row.event_id)), new Set(events.map((event) => event.id)));
  });
});
