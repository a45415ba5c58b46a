/**
 * The built service as child processes: a SIGKILL in the middle of a burst, then a restart,
 * and two replicas on one database and durable consumer. Events go straight to this run's
 * own stream; an HTTPS receiver on loopback records every request.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  connectNats,
  createLogger,
  createPgPool,
  type EventEnvelope,
  ensureEventsStream,
  eventSubject,
  jetstream,
  jetstreamManager,
  type NatsConnection,
  newId,
  type PgPool,
} from "@planner/shared";
import { createTestDatabase, TEST_NATS_URL, type TestDatabase, testEventsNames } from "@planner/shared/testing";
import { processEnv, type ServiceProcess, startServiceProcess } from "./helpers/process.js";
import { type ReceivedRequest, type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually } from "./helpers/service.js";

const log = createLogger("webhook-crash-test", "silent");
// Every tenth event's first attempt is answered 500, so retries are in the mix.
const failsFirst = (index: number) => index % 10 === 0;

interface Received {
  deliveryId: string;
  attempt: number;
  eventId: string;
  at: number;
}

const received = (request: ReceivedRequest): Received => ({
  deliveryId: String(request.headers["x-service-delivery-id"]),
  attempt: Number(request.headers["x-service-delivery-attempt"]),
  eventId: String(request.headers["x-service-event-id"]),
  at: request.receivedAt,
});

const key = (deliveryId: string, attempt: number) => `${deliveryId}#${attempt}`;

describe("webhook service processes", () => {
  let receiver: Receiver;
  let nc: NatsConnection;
  const cleanup: (() => Promise<unknown>)[] = [];

  before(async () => {
    receiver = await startReceiver();
    nc = await connectNats(TEST_NATS_URL, "webhook-crash-test", log);
  });

  after(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    await nc?.close();
    await receiver?.close();
  });

  /** A database, stream and pool of the test's own; removed in `after`. */
  async function setup(label: string) {
    const db: TestDatabase = await createTestDatabase(label);
    const names = testEventsNames();
    const jsm = await jetstreamManager(nc);
    await ensureEventsStream(jsm, names.stream, names.subjectPrefix, 1);
    cleanup.push(
      () => db.drop(),
      () => jsm.streams.delete(names.stream),
    );
    const pool: PgPool = createPgPool(db.url, { applicationName: "webhook-crash-test", schema: "webhook", max: 2 });
    cleanup.push(() => pool.end());
    return { db, names, pool };
  }

  function track(service: ServiceProcess): ServiceProcess {
    cleanup.push(() => service.stop());
    return service;
  }

  async function subscribe(grpcPort: number, workspaceId: string, path: string): Promise<string> {
    const client = connect(grpcPort);
    try {
      return (await client.create({ workspace_id: workspaceId, url: receiver.url(path), events: ["*"] })).id;
    } finally {
      client.close();
    }
  }

  function events(workspaceId: string, count: number): EventEnvelope[] {
    return Array.from({ length: count }, (_, i) => ({
      id: newId("evt"),
      type: "task.status_changed" as const,
      api_version: "v1" as const,
      created_at: new Date().toISOString(),
      workspace_id: workspaceId,
      data: { task: { id: `tsk_${i}`, checked: true, status: "done" }, previous: { checked: false, status: "open" } },
    }));
  }

  /** Publishes in chunks (JetStream dedupes on msgID = event id). */
  async function publish(prefix: string, list: EventEnvelope[], chunk = 25, pauseMs = 0): Promise<void> {
    const js = jetstream(nc);
    for (let i = 0; i < list.length; i += chunk) {
      await Promise.all(
        list
          .slice(i, i + chunk)
          .map((event) => js.publish(eventSubject(prefix, event.workspace_id, event.type), JSON.stringify(event), { msgID: event.id })),
      );
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  /** Waits until every event has a delivery and none is pending; returns the rows. */
  async function settledState(pool: PgPool, webhookId: string, count: number, timeoutMs: number) {
    let state = "";
    const deliveries = await eventually(
      async () => {
        const result = await pool.query<{ id: string; event_id: string; status: string; attempts: number; locked_until: Date | null }>(
          "SELECT id, event_id, status, attempts, locked_until FROM deliveries WHERE webhook_id = $1",
          [webhookId],
        );
        const pending = result.rows.filter((row) => row.status === "pending");
        state = `${result.rows.length} deliveries, ${pending.length} pending (${pending.filter((row) => row.locked_until).length} leased)`;
        return result.rows.length >= count && pending.length === 0 ? result.rows : undefined;
      },
      timeoutMs,
      `${count} settled deliveries`,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${state}, ${receiver.requests().length} requests received`);
    });
    const attempts = await pool.query<{ delivery_id: string; attempt: number; outcome: string }>(
      "SELECT a.delivery_id, a.attempt, a.outcome FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id WHERE d.webhook_id = $1",
      [webhookId],
    );
    return { deliveries, attempts: attempts.rows };
  }

  it("SIGKILL during a burst of 500 events, then a restart: every event delivered, every attempt accounted for", async () => {
    const { db, names, pool } = await setup("webhook_crash");
    const concurrency = 16;
    // The lease of a killed worker is connect + request timeout + 30 s: keep the first two short.
    const env = processEnv({
      databaseUrl: db.url,
      ...names,
      env: { WEBHOOK_CONNECT_TIMEOUT_MS: "200", WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_DELIVERY_CONCURRENCY: String(concurrency) },
    });
    const first = track(await startServiceProcess(env));
    const webhookId = await subscribe(first.grpcPort, "ws_crash", "/crash");
    const burst = events("ws_crash", 500);
    const index = new Map(burst.map((event, i) => [event.id, i]));
    const killAt = 120;
    let killedAt = 0;
    let publishedAtKill = 0;
    let published = 0;
    receiver.on("/crash", async (request, n, response) => {
      if (n === killAt) {
        // This request is in flight when the process dies: it never hears the answer.
        publishedAtKill = published;
        first.child.kill("SIGKILL");
        await first.exited;
        killedAt = Date.now();
        response.destroy();
        return;
      }
      const { eventId, attempt } = received(request);
      response.writeHead(attempt === 1 && failsFirst(index.get(eventId) ?? 1) ? 500 : 200).end();
    });
    // A steady burst (about 2 s), still going when the kill comes.
    const publishing = (async () => {
      for (let i = 0; i < burst.length; i += 25) {
        await publish(names.subjectPrefix, burst.slice(i, i + 25));
        published = i + 25;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    assert.equal(await first.exited, "SIGKILL");
    const restarted = track(await startServiceProcess(env));
    await publishing;
    assert.ok(publishedAtKill > 0 && killedAt > 0);

    // Leases of the killed process (≈ 32 s) and unacked messages (ack wait 30 s) run out first.
    const { deliveries, attempts } = await settledState(pool, webhookId, burst.length, 50_000);
    const requests = receiver.requests("/crash").map(received);

    // Every event delivered at least once, one delivery per event, all succeeded.
    assert.equal(deliveries.length, burst.length);
    assert.deepEqual(new Set(deliveries.map((row) => row.event_id)), new Set(index.keys()));
    assert.deepEqual(
      deliveries.filter((row) => row.status !== "succeeded"),
      [],
    );
    const succeeded = new Set(attempts.filter((row) => row.outcome === "succeeded").map((row) => row.delivery_id));
    assert.equal(succeeded.size, burst.length);
    const receivedEvents = new Set(requests.map((request) => request.eventId));
    for (const event of burst) assert.ok(receivedEvents.has(event.id), `event ${event.id} reached the receiver`);

    // Every attempt is on record, the ones the kill interrupted too: the claim writes the row.
    const receivedKeys = requests.map((request) => key(request.deliveryId, request.attempt));
    const receivedSet = new Set(receivedKeys);
    assert.equal(receivedSet.size, receivedKeys.length, "no (delivery, attempt) received twice");
    const rows = new Map(attempts.map((row) => [key(row.delivery_id, row.attempt), row]));
    for (const request of receivedKeys) assert.ok(rows.has(request), `received attempt ${request} has its row`);
    const interrupted = attempts.filter((row) => row.outcome === "interrupted");
    assert.ok(interrupted.length >= 1, "the request answered by the kill is on record as interrupted");
    assert.ok(interrupted.length <= concurrency, `${interrupted.length} interrupted attempts, at most ${concurrency} were in flight`);
    for (const row of interrupted) {
      const request = requests.find((candidate) => key(candidate.deliveryId, candidate.attempt) === key(row.delivery_id, row.attempt));
      if (request) assert.ok(request.at <= killedAt, "only requests made before the kill are interrupted");
    }
    // Numbering has no gaps: attempts 1 … n of every delivery, the last one its success; every
    // recorded outcome (all but the interrupted, claimed and perhaps not yet sent) reached the receiver.
    for (const delivery of deliveries) {
      const own = attempts.filter((row) => row.delivery_id === delivery.id).sort((a, b) => a.attempt - b.attempt);
      assert.deepEqual(
        own.map((row) => row.attempt),
        Array.from({ length: delivery.attempts }, (_, i) => i + 1),
        `attempts of ${delivery.id}`,
      );
      assert.equal(own.at(-1)?.outcome, "succeeded");
    }
    for (const row of attempts) {
      if (row.outcome !== "interrupted")
        assert.ok(receivedSet.has(key(row.delivery_id, row.attempt)), `${row.delivery_id}#${row.attempt} was sent`);
    }
    const interruptedUnsent = interrupted.filter((row) => !receivedSet.has(key(row.delivery_id, row.attempt))).length;
    assert.equal(attempts.length, receivedKeys.length + interruptedUnsent);
    await restarted.stop();
  });

  it("two replicas on one database and durable consumer deliver 300 events, no (delivery, attempt) twice", async () => {
    const { db, names, pool } = await setup("webhook_replicas");
    const env = processEnv({ databaseUrl: db.url, ...names, env: { WEBHOOK_DELIVERY_CONCURRENCY: "8" } });
    const [one, two] = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
    track(one as ServiceProcess);
    track(two as ServiceProcess);
    const webhookId = await subscribe((one as ServiceProcess).grpcPort, "ws_replicas", "/replicas");
    const burst = events("ws_replicas", 300);
    const index = new Map(burst.map((event, i) => [event.id, i]));
    receiver.on("/replicas", (request, _, response) => {
      const { eventId, attempt } = received(request);
      response.writeHead(attempt === 1 && failsFirst(index.get(eventId) ?? 1) ? 500 : 200).end();
    });
    await publish(names.subjectPrefix, burst, 50);
    const { deliveries, attempts } = await settledState(pool, webhookId, burst.length, 30_000);
    const requests = receiver.requests("/replicas").map(received);
    const keys = requests.map((request) => key(request.deliveryId, request.attempt));
    assert.equal(new Set(keys).size, keys.length, "no (delivery, attempt) received twice");
    assert.equal(deliveries.length, burst.length);
    assert.ok(deliveries.every((row) => row.status === "succeeded"));
    assert.deepEqual(new Set(requests.map((request) => request.eventId)), new Set(index.keys()));
    // Both replicas stayed up; every request has its attempt row and vice versa.
    assert.equal(one?.child.exitCode, null);
    assert.equal(two?.child.exitCode, null);
    assert.deepEqual(new Set(attempts.map((row) => key(row.delivery_id, row.attempt))), new Set(keys));
    assert.equal(attempts.length, burst.length + burst.filter((_, i) => failsFirst(i)).length);
  });
});
