/**
 * Delivery-record retention against real Postgres (a database per test): what the purge
 * removes and keeps, batches, replicas side by side, the runner's clock, stop and error
 * handling, the service's wiring and the configuration.
 */
import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { after, describe, it } from "node:test";
import { ConfigError, createLogger, createPgPool, type EventEnvelope, newId, type PgPool, Registry } from "@planner/shared";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import { pino } from "pino";
import { readWebhookConfig } from "../src/config.js";
import { RetentionRunner } from "../src/delivery/retention-runner.js";
import { createRetentionMetrics } from "../src/metrics.js";
import { DeliveryRepository } from "../src/repositories/deliveries.js";
import { RetentionRepository } from "../src/repositories/retention.js";
import { WebhookRepository } from "../src/repositories/webhooks.js";
import { eventually, startTestService } from "./helpers/service.js";

const HOUR_MS = 3_600_000;
const NOW = Date.parse("2025-06-01T12:00:00.000Z");
/** A time `hours` before NOW. */
const ago = (hours: number) => new Date(NOW - hours * HOUR_MS);
/** The purge's cutoff in most tests: finished more than 48 h before NOW. */
const CUTOFF = ago(48);
const silent = createLogger("webhook-retention-test", "silent");

type Finished = "succeeded" | "failed" | "cancelled";

/** A migrated database of one test with a pool and the repositories that fill it. */
class Fixture {
  readonly webhooks: WebhookRepository;
  readonly deliveries: DeliveryRepository;

  private constructor(
    readonly db: TestDatabase,
    readonly pool: PgPool,
  ) {
    this.webhooks = new WebhookRepository(pool);
    this.deliveries = new DeliveryRepository(pool);
  }

  static async create(label: string): Promise<Fixture> {
    const db = await createTestDatabase(label);
    try {
      // The service migrates the schema at start; with retention off nothing else touches it.
      const service = await startTestService({ databaseUrl: db.url, env: { WEBHOOK_DELIVERY_RETENTION: "off" } });
      await service.stop();
    } catch (error) {
      await db.drop();
      throw error;
    }
    return new Fixture(db, createPgPool(db.url, { applicationName: "webhook-retention-test", schema: "webhook", max: 4 }));
  }

  async close(): Promise<void> {
    await this.pool.end();
    await this.db.drop();
  }

  retention(options: { batchSize?: number; maxBatchesPerRun?: number } = {}): RetentionRepository {
    return new RetentionRepository(this.pool, options);
  }

  async subscribe(workspaceId: string): Promise<string> {
    const webhook = await this.webhooks.create({
      workspaceId,
      url: "https://receiver.example.com/hook",
      events: ["*"],
      description: "",
      limit: 25,
      seal: () => Buffer.from("sealed"),
      now: ago(1000),
    });
    return webhook.id;
  }

  /** Fans one event out at `at` (one pending delivery per subscription); its deliveries in webhook order. */
  async fanOut(workspaceId: string, at: Date): Promise<{ eventId: string; deliveryIds: string[] }> {
    const event: EventEnvelope = {
      id: newId("evt", at.getTime()),
      type: "task.created",
      api_version: "v1",
      created_at: at.toISOString(),
      workspace_id: workspaceId,
      data: {},
    };
    await this.deliveries.fanOut(event, at);
    const rows = await this.pool.query<{ id: string }>("SELECT id FROM deliveries WHERE event_id = $1 ORDER BY webhook_id", [event.id]);
    return { eventId: event.id, deliveryIds: rows.rows.map((row) => row.id) };
  }

  /** Ends a delivery as `status` at `at` after `attempts` recorded attempts. */
  async finish(deliveryId: string, status: Finished, at: Date, attempts = 1): Promise<void> {
    await this.pool.query("UPDATE deliveries SET status = $2, attempts = $3, updated_at = $4 WHERE id = $1", [
      deliveryId,
      status,
      attempts,
      at,
    ]);
    await this.addAttempts(deliveryId, attempts, at);
  }

  async addAttempts(deliveryId: string, attempts: number, at: Date): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      await this.pool.query(
        `INSERT INTO delivery_attempts (delivery_id, attempt, started_at, latency_ms, response_status, outcome)
         VALUES ($1, $2, $3, 12, 500, 'failed')`,
        [deliveryId, attempt, at],
      );
    }
  }

  async deliveryIds(): Promise<string[]> {
    return (await this.pool.query<{ id: string }>("SELECT id FROM deliveries ORDER BY id")).rows.map((row) => row.id);
  }

  async eventIds(): Promise<string[]> {
    return (await this.pool.query<{ id: string }>("SELECT id FROM events ORDER BY id")).rows.map((row) => row.id);
  }

  async attemptsOf(deliveryIds: string[]): Promise<number> {
    const result = await this.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM delivery_attempts WHERE delivery_id = ANY($1::text[])",
      [deliveryIds],
    );
    return result.rows[0]?.count ?? -1;
  }
}

const sorted = (values: string[]) => [...values].sort();

/** Creates a fixture per test and removes every one after the suite. */
function fixtures() {
  const created: Fixture[] = [];
  after(async () => {
    for (const fixture of created) await fixture.close();
  });
  return async (label: string) => {
    const fixture = await Fixture.create(label);
    created.push(fixture);
    return fixture;
  };
}

describe("retention purge", () => {
  const fixture = fixtures();

  it("removes old finished deliveries of each finished status with their attempts, keeps recent and pending ones and referenced events", async () => {
    const f = await fixture("webhook_retention_basic");
    await f.subscribe("ws_one");
    const succeeded = await f.fanOut("ws_one", ago(100));
    const failed = await f.fanOut("ws_one", ago(100));
    const cancelled = await f.fanOut("ws_one", ago(100));
    const recent = await f.fanOut("ws_one", ago(100));
    const pending = await f.fanOut("ws_one", ago(100));
    const fresh = await f.fanOut("ws_one", ago(10));
    const [oldSucceeded, oldFailed, oldCancelled, recentlyFinished, oldPending, freshSucceeded] = [
      succeeded,
      failed,
      cancelled,
      recent,
      pending,
      fresh,
    ].map((event) => event.deliveryIds[0]) as [string, string, string, string, string, string];
    await f.finish(oldSucceeded, "succeeded", ago(90), 2);
    await f.finish(oldFailed, "failed", ago(90), 4);
    await f.finish(oldCancelled, "cancelled", ago(90), 0);
    // Finished long after it was created (e.g. redelivered), so within the retention.
    await f.finish(recentlyFinished, "succeeded", ago(1), 3);
    // Pending for 100 h: never purged, whatever its age.
    await f.addAttempts(oldPending, 2, ago(99));
    await f.finish(freshSucceeded, "succeeded", ago(10), 1);

    // Two subscriptions: one old delivery is finished, the other still pending.
    await f.subscribe("ws_two");
    await f.subscribe("ws_two");
    const shared = await f.fanOut("ws_two", ago(100));
    const [sharedFinished, sharedPending] = shared.deliveryIds as [string, string];
    await f.finish(sharedFinished, "succeeded", ago(90), 1);

    const result = await f.retention().purge(CUTOFF);

    assert.deepEqual(result, { deliveries: 4, attempts: 2 + 4 + 0 + 1, events: 3, ended: "done" });
    assert.deepEqual(await f.deliveryIds(), sorted([recentlyFinished, oldPending, freshSucceeded, sharedPending]));
    assert.equal(await f.attemptsOf([oldSucceeded, oldFailed, sharedFinished]), 0);
    assert.equal(await f.attemptsOf([recentlyFinished]), 3);
    assert.equal(await f.attemptsOf([oldPending]), 2);
    // Unreferenced old events go; the ones a remaining delivery needs stay.
    assert.deepEqual(await f.eventIds(), sorted([recent.eventId, pending.eventId, fresh.eventId, shared.eventId]));

    // Nothing is left to purge: a second run removes nothing.
    assert.deepEqual(await f.retention().purge(CUTOFF), { deliveries: 0, attempts: 0, events: 0, ended: "done" });
  });

  it("keeps an event while a deleted subscription's recent delivery references it and removes it with that delivery", async () => {
    const f = await fixture("webhook_retention_refs");
    const kept = await f.subscribe("ws_refs");
    const deleted = await f.subscribe("ws_refs");
    const event = await f.fanOut("ws_refs", ago(100));
    const byWebhook = await f.pool.query<{ id: string; webhook_id: string }>("SELECT id, webhook_id FROM deliveries WHERE event_id = $1", [
      event.eventId,
    ]);
    const deliveryOf = (webhookId: string) => byWebhook.rows.find((row) => row.webhook_id === webhookId)?.id as string;
    await f.finish(deliveryOf(kept), "succeeded", ago(90));
    // Deleting a subscription cancels its pending deliveries (recently, here).
    await f.pool.query("UPDATE webhooks SET deleted_at = $2 WHERE id = $1", [deleted, ago(2)]);
    await f.finish(deliveryOf(deleted), "cancelled", ago(2), 0);

    assert.deepEqual(await f.retention().purge(CUTOFF), { deliveries: 1, attempts: 1, events: 0, ended: "done" });
    assert.deepEqual(await f.eventIds(), [event.eventId]);

    assert.deepEqual(await f.retention().purge(ago(1)), { deliveries: 1, attempts: 0, events: 1, ended: "done" });
    assert.deepEqual(await f.eventIds(), []);
    assert.deepEqual(await f.deliveryIds(), []);
  });

  it("purges in batches: with a batch size of 2, five old deliveries go in one run, an event split over batches too", async () => {
    const f = await fixture("webhook_retention_batches");
    for (let i = 0; i < 3; i++) await f.subscribe("ws_batches");
    const first = await f.fanOut("ws_batches", ago(100));
    const second = await f.fanOut("ws_batches", ago(100));
    for (const id of first.deliveryIds) await f.finish(id, "succeeded", ago(90));
    const [a, b, stillPending] = second.deliveryIds as [string, string, string];
    await f.finish(a, "failed", ago(90), 4);
    await f.finish(b, "succeeded", ago(90));

    const result = await f.retention({ batchSize: 2 }).purge(CUTOFF);

    assert.deepEqual(result, { deliveries: 5, attempts: 3 + 4 + 1, events: 1, ended: "done" });
    assert.deepEqual(await f.deliveryIds(), [stillPending]);
    assert.deepEqual(await f.eventIds(), [second.eventId]);
  });

  it("ends a run after maxBatchesPerRun batches and leaves the rest to the next run", async () => {
    const f = await fixture("webhook_retention_bounded");
    await f.subscribe("ws_bounded");
    for (let i = 0; i < 5; i++) {
      const event = await f.fanOut("ws_bounded", ago(100 - i));
      await f.finish(event.deliveryIds[0] as string, "succeeded", ago(90));
    }
    const retention = f.retention({ batchSize: 2, maxBatchesPerRun: 2 });

    assert.deepEqual(await retention.purge(CUTOFF), { deliveries: 4, attempts: 4, events: 4, ended: "batch-limit" });
    assert.equal((await f.deliveryIds()).length, 1);
    assert.deepEqual(await retention.purge(CUTOFF), { deliveries: 1, attempts: 1, events: 1, ended: "done" });
    assert.deepEqual(await f.deliveryIds(), []);
  });

  it("leaves a run to the replica already purging and skips, without waiting, deliveries another transaction holds", async () => {
    const f = await fixture("webhook_retention_replicas");
    await f.subscribe("ws_replicas");
    const events = [];
    for (let i = 0; i < 3; i++) {
      const event = await f.fanOut("ws_replicas", ago(100 - i));
      await f.finish(event.deliveryIds[0] as string, "succeeded", ago(90));
      events.push(event);
    }
    const held = events[0] as (typeof events)[0];
    const other = await f.pool.connect();
    try {
      // Another replica's batch holds the purge lock for its transaction.
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock(hashtext('webhook:retention'))");
      assert.deepEqual(await f.retention().purge(CUTOFF), { deliveries: 0, attempts: 0, events: 0, ended: "busy" });
      await other.query("COMMIT");

      // A redelivery in progress holds one delivery's row.
      await other.query("BEGIN");
      await other.query("SELECT id FROM deliveries WHERE id = $1 FOR UPDATE", [held.deliveryIds[0]]);
      assert.deepEqual(await f.retention().purge(CUTOFF), { deliveries: 2, attempts: 2, events: 2, ended: "done" });
      assert.deepEqual(await f.deliveryIds(), held.deliveryIds);
      assert.deepEqual(await f.eventIds(), [held.eventId]);
      await other.query("COMMIT");
    } finally {
      await other.query("ROLLBACK").catch(() => undefined);
      other.release();
    }
    assert.deepEqual(await f.retention().purge(CUTOFF), { deliveries: 1, attempts: 1, events: 1, ended: "done" });
  });

  it("removes everything exactly once when two replicas purge side by side", async () => {
    const f = await fixture("webhook_retention_parallel");
    for (let i = 0; i < 2; i++) await f.subscribe("ws_parallel");
    for (let i = 0; i < 6; i++) {
      const event = await f.fanOut("ws_parallel", ago(100 - i));
      for (const id of event.deliveryIds) await f.finish(id, "succeeded", ago(90));
    }
    // Batches of one split every event's two deliveries over two statements, maybe two replicas.
    const replicas = [f.retention({ batchSize: 1 }), f.retention({ batchSize: 1 })];
    const totals = { deliveries: 0, attempts: 0, events: 0 };
    // A replica that finds the lock taken ends its run; purge until one run finds nothing left.
    for (let round = 0; round < 50; round++) {
      const results = await Promise.all(replicas.map((replica) => replica.purge(CUTOFF)));
      for (const result of results) {
        totals.deliveries += result.deliveries;
        totals.attempts += result.attempts;
        totals.events += result.events;
      }
      if (results.some((result) => result.ended === "done")) break;
    }
    assert.deepEqual(totals, { deliveries: 12, attempts: 12, events: 6 });
    assert.deepEqual(await f.deliveryIds(), []);
    assert.deepEqual(await f.eventIds(), []);
  });
});

/** A logger whose JSON lines the test reads. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: "debug" }, sink), lines };
}

describe("retention runner", () => {
  const fixture = fixtures();

  it("purges what finished before the injected now − retention and counts it in the metrics", async () => {
    const f = await fixture("webhook_retention_runner");
    await f.subscribe("ws_runner");
    const old = await f.fanOut("ws_runner", ago(100));
    const recent = await f.fanOut("ws_runner", ago(100));
    await f.finish(old.deliveryIds[0] as string, "succeeded", ago(49), 2);
    await f.finish(recent.deliveryIds[0] as string, "succeeded", ago(47));
    const registry = new Registry();
    const runner = new RetentionRunner({
      repository: f.retention(),
      retentionMs: 48 * HOUR_MS,
      intervalMs: HOUR_MS,
      log: silent,
      metrics: createRetentionMetrics(registry),
      now: () => new Date(NOW),
    });

    const result = await runner.runOnce();

    assert.deepEqual(result, { deliveries: 1, attempts: 2, events: 1, ended: "done" });
    assert.deepEqual(await f.deliveryIds(), recent.deliveryIds);
    const metrics = await registry.metrics();
    assert.match(metrics, /^webhook_retention_purged_total\{table="deliveries"\} 1$/m);
    assert.match(metrics, /^webhook_retention_purged_total\{table="delivery_attempts"\} 2$/m);
    assert.match(metrics, /^webhook_retention_purged_total\{table="events"\} 1$/m);
    assert.match(metrics, /^webhook_retention_last_run_duration_seconds \d/m);
    assert.match(metrics, /^webhook_retention_last_success_timestamp_seconds [1-9]/m);
  });

  it("on stop, lets the batch in flight commit, then ends the run", async () => {
    const f = await fixture("webhook_retention_stop");
    await f.subscribe("ws_stop");
    for (let i = 0; i < 3; i++) {
      const event = await f.fanOut("ws_stop", ago(100 - i));
      await f.finish(event.deliveryIds[0] as string, "succeeded", ago(90));
    }
    const runnerPool = createPgPool(f.db.url, { applicationName: "webhook-retention-runner", schema: "webhook", max: 2 });
    const blocker = await f.pool.connect();
    try {
      // The first batch will wait for this lock, so the purge is in flight when stop is called.
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE events IN ACCESS EXCLUSIVE MODE");
      const runner = new RetentionRunner({
        repository: new RetentionRepository(runnerPool, { batchSize: 2 }),
        retentionMs: 48 * HOUR_MS,
        intervalMs: HOUR_MS,
        log: silent,
        metrics: createRetentionMetrics(new Registry()),
        now: () => new Date(NOW),
      });
      runner.start();
      await eventually(
        async () => {
          const waiting = await f.pool.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'webhook-retention-runner' AND wait_event_type = 'Lock'`,
          );
          return (waiting.rows[0]?.count ?? 0) > 0 ? true : undefined;
        },
        10_000,
        "the purge waiting for the events table",
      );
      let stopped = false;
      const stopping = runner.stop().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(stopped, false, "stop resolved while a purge batch was in flight");
      await blocker.query("COMMIT");
      await stopping;
      // The batch in flight (two deliveries) committed; the run ended before a second one.
      assert.equal((await f.deliveryIds()).length, 1);
    } finally {
      await blocker.query("ROLLBACK").catch(() => undefined);
      blocker.release();
      await runnerPool.end();
    }
  });

  it("logs a failed run without ending the process and tries again at the next interval", async () => {
    const f = await fixture("webhook_retention_errors");
    // A database that does not exist: every run fails in Postgres itself.
    const missing = new URL(f.db.url);
    missing.pathname = `${missing.pathname}_missing`;
    const brokenPool = createPgPool(missing.toString(), { applicationName: "webhook-retention-broken", schema: "webhook", max: 1 });
    const { log, lines } = capturingLogger();
    const registry = new Registry();
    const runner = new RetentionRunner({
      repository: new RetentionRepository(brokenPool),
      retentionMs: 48 * HOUR_MS,
      intervalMs: 20,
      log,
      metrics: createRetentionMetrics(registry),
    });
    try {
      runner.start();
      const failures = () => lines.filter((line) => line.msg === "purging delivery records failed; retrying at the next interval");
      await eventually(async () => (failures().length >= 2 ? true : undefined), 10_000, "two failed runs");
      assert.equal(failures()[0]?.level, 50);
      assert.match(JSON.stringify(failures()[0]?.err), /does not exist/);
      assert.match(await registry.metrics(), /^webhook_retention_last_run_duration_seconds \d/m);
      assert.doesNotMatch(await registry.metrics(), /^webhook_retention_last_success_timestamp_seconds [1-9]/m);
    } finally {
      await runner.stop();
      await brokenPool.end();
    }
  });
});

describe("retention in the service", () => {
  const fixture = fixtures();

  it("starts no purge with WEBHOOK_DELIVERY_RETENTION=off and purges at start when it is on", async () => {
    const f = await fixture("webhook_retention_service");
    await f.subscribe("ws_service");
    const event = await f.fanOut("ws_service", ago(100));
    await f.finish(event.deliveryIds[0] as string, "succeeded", ago(90));

    const registry = new Registry();
    const off = await startTestService({ databaseUrl: f.db.url, registry, env: { WEBHOOK_DELIVERY_RETENTION: "off" } });
    assert.equal(off.retention, undefined);
    await off.stop();
    assert.equal(registry.getSingleMetric("webhook_retention_purged_total"), undefined);
    assert.deepEqual(await f.deliveryIds(), event.deliveryIds);

    // On, the first run starts with the service: the old delivery goes.
    const on = await startTestService({ databaseUrl: f.db.url, env: { WEBHOOK_DELIVERY_RETENTION: "1h" } });
    try {
      assert.ok(on.retention);
      await eventually(async () => ((await f.deliveryIds()).length === 0 ? true : undefined), 10_000, "the purge at start");
      assert.deepEqual(await f.eventIds(), []);
    } finally {
      await on.stop();
    }
  });
});

describe("retention configuration", () => {
  const base = { NODE_ENV: "development" };
  const DAY_MS = 24 * HOUR_MS;

  it("defaults to 30 days, every 10 minutes", () => {
    const config = readWebhookConfig(base);
    assert.equal(config.deliveryRetentionMs, 30 * DAY_MS);
    assert.equal(config.retentionIntervalMs, 600_000);
  });

  it("reads durations with days, and 0 or off as no purging", () => {
    const retention = (value: string) => readWebhookConfig({ ...base, WEBHOOK_DELIVERY_RETENTION: value }).deliveryRetentionMs;
    assert.equal(retention("1h"), HOUR_MS);
    assert.equal(retention("90m"), 90 * 60_000);
    assert.equal(retention("1.5d"), 36 * HOUR_MS);
    assert.equal(retention("3650d"), 3650 * DAY_MS);
    for (const off of ["off", "OFF", "0", "0d"]) assert.equal(retention(off), undefined, off);
    const interval = (value: string) => readWebhookConfig({ ...base, WEBHOOK_RETENTION_INTERVAL: value }).retentionIntervalMs;
    assert.equal(interval("10s"), 10_000);
    assert.equal(interval("24h"), DAY_MS);
    assert.equal(interval("1d"), DAY_MS);
  });

  it("refuses bad values with one line naming the variable and the accepted form", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ WEBHOOK_DELIVERY_RETENTION: "5x" }, /^WEBHOOK_DELIVERY_RETENTION must be a duration from 1h to 3650d .*or 0 or off.*got "5x"$/],
      [{ WEBHOOK_DELIVERY_RETENTION: "30m" }, /^WEBHOOK_DELIVERY_RETENTION must be a duration from 1h to 3650d .*got "30m"$/],
      [{ WEBHOOK_DELIVERY_RETENTION: "3651d" }, /^WEBHOOK_DELIVERY_RETENTION .*got "3651d"$/],
      [{ WEBHOOK_DELIVERY_RETENTION: "-1d" }, /^WEBHOOK_DELIVERY_RETENTION .*got "-1d"$/],
      [{ WEBHOOK_DELIVERY_RETENTION: "30 d" }, /^WEBHOOK_DELIVERY_RETENTION .*got "30 d"$/],
      [
        { WEBHOOK_RETENTION_INTERVAL: "1s" },
        /^WEBHOOK_RETENTION_INTERVAL must be a duration from 10s to 24h such as 10m \(units ms, s, m, h, d\), got "1s"$/,
      ],
      [{ WEBHOOK_RETENTION_INTERVAL: "25h" }, /^WEBHOOK_RETENTION_INTERVAL .*got "25h"$/],
      [{ WEBHOOK_RETENTION_INTERVAL: "off" }, /^WEBHOOK_RETENTION_INTERVAL .*got "off"$/],
    ];
    for (const [env, message] of cases) {
      assert.throws(
        () => readWebhookConfig({ ...base, ...env }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError, JSON.stringify(env));
          assert.match(error.message, message);
          assert.doesNotMatch(error.message, /\n/);
          return true;
        },
      );
    }
  });

  it("leaves the retry schedule's units as they were (no days)", () => {
    assert.throws(() => readWebhookConfig({ ...base, WEBHOOK_RETRY_SCHEDULE: "1d" }), /WEBHOOK_RETRY_SCHEDULE must be durations/);
  });
});
