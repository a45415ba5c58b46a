import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createPgPool, type PgPool } from "../src/db.js";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";
import { type OutboxPublisher, OutboxRelay, type OutboxRelayOptions } from "../src/messaging/outbox-relay.js";
import { SqlOutboxStore, type SqlQuery, type StoredOutboxRow } from "../src/messaging/sql-outbox-store.js";
import { connectNats, ensureEventsStream, type JetStreamClient, jetstream, jetstreamManager, type NatsConnection } from "../src/nats.js";
import { createTestDatabase, TEST_NATS_URL, type TestDatabase, testEventsNames } from "../src/testing.js";

const log = createLogger("relay-test", process.env.LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Payload {
  id: string;
  n: number;
  project: string;
}

let db: TestDatabase;
let pool: PgPool;
let nc: NatsConnection;
let js: JetStreamClient;
const streams: string[] = [];

before(async () => {
  db = await createTestDatabase("relay");
  // The pool the relay shares with "reads": two connections, as a small service would have.
  pool = createPgPool(db.url, { applicationName: "relay-test", schema: "relay", max: 2 });
  await pool.query("CREATE SCHEMA relay");
  nc = await connectNats(TEST_NATS_URL, "relay-test", log, { waitOnFirstConnect: false });
  js = jetstream(nc);
});

after(async () => {
  const jsm = await jetstreamManager(nc);
  for (const stream of streams) await jsm.streams.delete(stream).catch(() => undefined);
  await nc.close();
  await pool.end();
  await db.drop();
});

/** A fresh outbox (own tables and stream) for one test. */
async function newOutbox(label: string) {
  const outboxTable = `relay.outbox_${label}`;
  const leaseTable = `relay.lease_${label}`;
  await pool.query(`CREATE TABLE ${outboxTable} (seq bigserial PRIMARY KEY, payload jsonb NOT NULL)`);
  await pool.query(`CREATE TABLE ${leaseTable} (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL)`);
  const names = testEventsNames();
  streams.push(names.stream);
  await ensureEventsStream(await jetstreamManager(nc), names.stream, names.subjectPrefix, 1);
  const query: SqlQuery = <Row extends object>(sql: string, params: unknown[]) =>
    pool.query(sql, params).then((result) => result.rows as Row[]);
  const store = new SqlOutboxStore(query, { outboxTable, leaseTable });
  let next = 0;
  return {
    store,
    names,
    /** Writes `count` events, spread over three projects, in one statement. */
    async append(count: number): Promise<void> {
      const payloads: Payload[] = Array.from({ length: count }, () => {
        next++;
        return { id: `${names.stream}-${next}`, n: next, project: `p${next % 3}` };
      });
      await pool.query(`INSERT INTO ${outboxTable} (payload) SELECT * FROM jsonb_array_elements($1::jsonb)`, [JSON.stringify(payloads)]);
    },
    relay(publisher: OutboxPublisher, options: Partial<OutboxRelayOptions<StoredOutboxRow>> = {}): OutboxRelay<StoredOutboxRow> {
      return new OutboxRelay<StoredOutboxRow>({
        store,
        publisher: () => publisher,
        toMessage: (row) => {
          const payload = row.payload as Payload;
          return { subject: `${names.subjectPrefix}.${payload.project}`, data: JSON.stringify(payload), msgID: payload.id };
        },
        log,
        registry: new Registry(),
        pollMs: 50,
        batchSize: 25,
        retryBaseMs: 20,
        retryMaxMs: 200,
        publishTimeoutMs: 2_000,
        ...options,
      });
    },
    async waitEmpty(timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while ((await store.pendingCount()) > 0) {
        if (Date.now() > deadline) assert.fail(`outbox not empty after ${timeoutMs} ms`);
        await sleep(25);
      }
    },
    /** Every message of the stream, in stream order. */
    async published(): Promise<Payload[]> {
      const consumer = await js.consumers.get(names.stream);
      const total = (await consumer.info()).num_pending;
      const seen: Payload[] = [];
      while (seen.length < total) {
        const batch = await consumer.fetch({ max_messages: total - seen.length, expires: 2_000 });
        let received = 0;
        for await (const message of batch) {
          seen.push(message.json<Payload>());
          received++;
        }
        if (received === 0) break;
      }
      return seen;
    },
  };
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("outbox relay", () => {
  it("publishes every event once, in seq order, and empties the outbox", async () => {
    const outbox = await newOutbox("order");
    await outbox.append(180);
    const relay = outbox.relay(js);
    relay.start();
    await outbox.append(20);
    relay.wake();
    await outbox.waitEmpty();
    await relay.stop();
    const published = await outbox.published();
    assert.deepEqual(
      published.map((event) => event.n),
      numbers(200),
    );
  });

  it("loses and reorders nothing when a publish fails in the middle of a batch", async () => {
    const outbox = await newOutbox("failure");
    await outbox.append(60);
    let calls = 0;
    const failing: OutboxPublisher = {
      publish: (subject, data, options) => {
        calls++;
        // The 10th and the 40th publish fail (never sent); the ones behind them in their batch must not overtake them.
        if (calls === 10 || calls === 40) return Promise.reject(new Error("injected failure"));
        return js.publish(subject, data, options);
      },
    };
    const registry = new Registry();
    const relay = outbox.relay(failing, { registry });
    relay.start();
    await outbox.waitEmpty();
    await relay.stop();
    const published = await outbox.published();
    assert.deepEqual(
      published.map((event) => event.n),
      numbers(60),
    );
    const failures = (await registry.getSingleMetricAsString("outbox_publish_failures_total")).match(/ (\d+)$/m)?.[1];
    assert.equal(Number(failures), 2);
  });

  it("with two relays on one table, never publishes a row from both at once, and publishes each row once", async () => {
    const outbox = await newOutbox("replicas");
    const inFlight = new Map<string, string>();
    const calls: string[] = [];
    const overlaps: string[] = [];
    const tracking = (name: string): OutboxPublisher => ({
      publish: async (subject, data, options) => {
        const other = inFlight.get(options.msgID);
        if (other !== undefined && other !== name) overlaps.push(options.msgID);
        inFlight.set(options.msgID, name);
        calls.push(options.msgID);
        try {
          const ack = js.publish(subject, data, options); // sent now, in call order
          await sleep(Math.random() * 5); // widens the window in which the other relay could step in
          return await ack;
        } finally {
          inFlight.delete(options.msgID);
        }
      },
    });
    const first = outbox.relay(tracking("first"), { pollMs: 5 });
    const second = outbox.relay(tracking("second"), { pollMs: 5 });
    first.start();
    second.start();
    try {
      for (let round = 0; round < 10; round++) {
        await outbox.append(30);
        (round % 2 === 0 ? first : second).wake();
        await sleep(20);
      }
      await outbox.waitEmpty();
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    assert.deepEqual(overlaps, []);
    assert.equal(calls.length, 300, "each row was published once at the source");
    const published = await outbox.published();
    assert.equal(new Set(published.map((event) => event.id)).size, 300);
    assert.deepEqual(
      published.map((event) => event.n),
      numbers(300),
    );
  });

  it("hands the relay over when the holder stops, and takes over an expired lease", async () => {
    const outbox = await newOutbox("lease");
    const first = outbox.relay(js, { holder: "first", leaseMs: 400 });
    const second = outbox.relay(js, { holder: "second", leaseMs: 400 });
    assert.equal((await outbox.store.claim("first", 400, 10)).leased, true);
    assert.equal((await outbox.store.claim("second", 400, 10)).leased, false, "the lease is held");
    await sleep(500);
    assert.equal((await outbox.store.claim("second", 400, 10)).leased, true, "an expired lease is taken over");
    await outbox.store.release("second");
    await outbox.append(10);
    first.start();
    second.start();
    await outbox.waitEmpty();
    await first.stop();
    await outbox.append(10);
    await outbox.waitEmpty();
    await second.stop();
    assert.deepEqual(
      (await outbox.published()).map((event) => event.n),
      numbers(20),
    );
  });

  it("keeps the pool (size 2) serving reads while JetStream does not acknowledge", async () => {
    const outbox = await newOutbox("stuck");
    await outbox.append(50);
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let settled = 0;
    const stuck: OutboxPublisher = {
      publish: async () => {
        started++;
        await gate; // an ack that does not come while the test reads
        settled++;
        throw new Error("no acknowledgement");
      },
    };
    const relay = outbox.relay(stuck, { publishTimeoutMs: 60_000, leaseMs: 180_000 });
    relay.start();
    while (started === 0) await sleep(10);
    // Many more reads than connections: each needs a free pooled connection.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => pool.query<{ count: string }>(`SELECT count(*) AS count FROM relay.outbox_stuck`)),
    );
    assert.ok(reads.every((result) => result.rows[0]?.count === "50"));
    assert.equal(settled, 0, "the relay was still waiting for acknowledgements while the reads ran");
    assert.equal(pool.totalCount - pool.idleCount, 0, "the waiting relay holds no pooled connection");
    release?.();
    await relay.stop(0);
  });
});
