/**
 * The events stream on a three-node JetStream cluster (three replicas): events are written
 * without pause through the outbox relay, the node leading the stream is killed (SIGKILL)
 * under those writes, and once the cluster has elected a new leader every event is on the
 * stream exactly once and reaches a durable consumer, which drops redeliveries by event id.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { ConfigReader, readInfraConfig } from "../src/config.js";
import { createPgPool, type PgPool } from "../src/db.js";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";
import { DurableConsumer } from "../src/messaging/durable-consumer.js";
import { OutboxRelay } from "../src/messaging/outbox-relay.js";
import { SqlOutboxStore, type SqlQuery, type StoredOutboxRow } from "../src/messaging/sql-outbox-store.js";
import { connectNats, ensureEventsStream, type JetStreamManager, jetstream, jetstreamManager, type NatsConnection } from "../src/nats.js";
import { createTestDatabase, OwnNatsCluster, readStream, type TestDatabase, testEventsNames } from "../src/testing.js";

const log = createLogger("jetstream-cluster-test", process.env.LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Payload {
  id: string;
  n: number;
}

/** Connects as the services do: NATS_URL holding every node's URL, endless reconnects. */
function connectCluster(cluster: OwnNatsCluster, name: string): Promise<NatsConnection> {
  const natsUrl = readInfraConfig(new ConfigReader({ NATS_URL: cluster.urls.join(",") }), { managementPort: 9000 }).natsUrl;
  return connectNats(natsUrl, name, log);
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) assert.fail(`${what} within ${timeoutMs / 1_000} s`);
    await sleep(50);
  }
}

describe("events stream on a three-node JetStream cluster", () => {
  let dir: string;
  let cluster: OwnNatsCluster;
  let db: TestDatabase;
  let pool: PgPool;
  const connections: NatsConnection[] = [];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "jetstream-cluster-"));
    cluster = await OwnNatsCluster.create(dir, 3);
    await cluster.start();
    db = await createTestDatabase("jscluster");
    pool = createPgPool(db.url, { applicationName: "jetstream-cluster-test", schema: "public", max: 3 });
    await pool.query("CREATE TABLE outbox (seq bigserial PRIMARY KEY, payload jsonb NOT NULL)");
    await pool.query("CREATE TABLE outbox_lease (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL)");
  });

  after(async () => {
    for (const nc of connections) await nc.close().catch(() => undefined);
    await cluster?.stop();
    await pool?.end();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it("delivers every event exactly once when the stream leader is killed under writes", async (t) => {
    const publisherConnection = await connectCluster(cluster, "cluster-test-relay");
    const consumerConnection = await connectCluster(cluster, "cluster-test-consumer");
    connections.push(publisherConnection, consumerConnection);
    // The nodes need a few seconds to route to each other and elect a meta leader (creating
    // the manager asks JetStream). Short request timeouts: a question to a dead leader is
    // asked again rather than waited for.
    const jsm: JetStreamManager = await until("JetStream answered on the cluster", 30_000, () =>
      jetstreamManager(publisherConnection, { timeout: 1_000 }),
    );
    // The stream as a service creates it, configured as the chart configures it for a cluster.
    const names = testEventsNames();
    const config = readInfraConfig(
      new ConfigReader({ EVENTS_STREAM: names.stream, EVENTS_SUBJECT_PREFIX: names.subjectPrefix, EVENTS_STREAM_REPLICAS: "3" }),
      { managementPort: 0 },
    );
    const { eventsStream: stream, eventsSubjectPrefix: subjectPrefix } = config;
    await until("the stream was created with three replicas", 30_000, async () => {
      await ensureEventsStream(jsm, stream, subjectPrefix, config.eventsStreamReplicas);
      return true;
    });
    const created = await until("the stream answered", 10_000, () => jsm.streams.info(stream));
    assert.equal(created.config.num_replicas, 3);

    const query: SqlQuery = <Row extends object>(sql: string, params: unknown[]) =>
      pool.query(sql, params).then((result) => result.rows as Row[]);
    const store = new SqlOutboxStore(query);
    const registry = new Registry();
    const relay = new OutboxRelay<StoredOutboxRow>({
      store,
      publisher: () => jetstream(publisherConnection),
      toMessage: (row) => {
        const payload = row.payload as Payload;
        return { subject: `${subjectPrefix}.ws.task.created`, data: JSON.stringify(payload), msgID: payload.id };
      },
      log,
      registry,
      pollMs: 50,
      batchSize: 50,
      retryBaseMs: 50,
      retryMaxMs: 500,
      publishTimeoutMs: 2_000,
    });

    // The consumer applies each event once: a redelivery (an ack lost with the leader) is dropped by id.
    const applied = new Map<string, number>();
    const appliedAt: number[] = [];
    let duplicatesDropped = 0;
    let deliveries = 0;
    const consumer = new DurableConsumer<Payload>({
      connection: () => consumerConnection,
      stream,
      durable: "cluster-test",
      maxConcurrency: 16,
      ackWaitMs: 5_000,
      maxDeliver: 1_000,
      backoffMs: [100],
      decode: (raw) => JSON.parse(new TextDecoder().decode(raw)) as Payload,
      handle: async ({ data }) => {
        deliveries++;
        if (applied.has(data.id)) {
          duplicatesDropped++;
          return;
        }
        applied.set(data.id, data.n);
        appliedAt.push(Date.now());
      },
      onDeadLetter: async (_message, error) => {
        throw new Error(`no event may be dead-lettered: ${String(error)}`);
      },
      log,
      fetchExpiresMs: 1_000,
    });

    // Writes without pause: five events every 20 ms, each commit wakes the relay.
    let written = 0;
    let writing = true;
    const writeTimes: number[] = [];
    const writer = (async () => {
      while (writing) {
        const payloads: Payload[] = Array.from({ length: 5 }, () => {
          written++;
          return { id: `${stream}-${written}`, n: written };
        });
        await pool.query("INSERT INTO outbox (payload) SELECT * FROM jsonb_array_elements($1::jsonb)", [JSON.stringify(payloads)]);
        writeTimes.push(Date.now());
        relay.wake();
        await sleep(20);
      }
    })();

    relay.start();
    consumer.start();
    let killedAt = 0;
    let electedAt = 0;
    let oldLeader = "";
    let newLeader = "";
    try {
      await sleep(2_000);
      oldLeader = await until("the stream had a leader", 10_000, async () => (await jsm.streams.info(stream)).cluster?.leader || undefined);
      killedAt = Date.now();
      await cluster.stopNode(oldLeader, "SIGKILL");
      newLeader = await until("the cluster elected a new stream leader", 30_000, async () => {
        const leader = (await jsm.streams.info(stream)).cluster?.leader;
        return leader && leader !== oldLeader ? leader : undefined;
      });
      electedAt = Date.now();
      // Writes go on for a while under the new leader, then stop.
      await sleep(2_000);
      writing = false;
      await writer;
      await until("the outbox was emptied", 60_000, async () => ((await store.pendingCount()) === 0 ? true : undefined));
      await until("the consumer applied every event", 60_000, async () => (applied.size >= written ? true : undefined));
      // Room for any late redelivery to show up as a second application (it must not).
      await sleep(500);
    } finally {
      writing = false;
      await writer;
      await relay.stop(1_000);
      await consumer.stop();
    }
    const writesDuringElection = writeTimes.filter((time) => time >= killedAt && time <= electedAt).length;

    // Asked again until answered: a request can time out while the cluster settles.
    const info = await until("the stream answered", 30_000, () => jsm.streams.info(stream));
    const onStream = await until("the stream was read", 30_000, () => readStream(publisherConnection, stream));
    const storedIds = onStream.map((event) => (event as unknown as Payload).id);
    const expected = Array.from({ length: written }, (_, index) => `${stream}-${index + 1}`);
    // The longest time nothing new reached the consumer: the outage as a reader sees it.
    const longestPause = Math.max(...appliedAt.slice(1).map((time, index) => time - (appliedAt[index] ?? time)));
    const publishFailures = (await registry.getSingleMetricAsString("outbox_publish_failures_total")).match(/ (\d+)$/m)?.[1];
    t.diagnostic(
      `leader ${oldLeader} killed; ${newLeader} elected after ${electedAt - killedAt} ms; longest pause in deliveries ` +
        `${longestPause} ms; ${written} events written (${writesDuringElection * 5} during the election), ` +
        `${publishFailures} relay publish failures, ${info.state.messages} on the stream, ${applied.size} applied, ` +
        `${deliveries} deliveries, ${duplicatesDropped} duplicates dropped by id`,
    );

    assert.notEqual(newLeader, oldLeader);
    assert.equal(info.config.num_replicas, 3);
    assert.ok(writesDuringElection > 0, "events were written while the cluster had no stream leader");
    // JetStream's duplicate window dropped every re-publish: each event is on the stream once, in order.
    assert.equal(info.state.messages, written);
    assert.deepEqual(storedIds, expected);
    // Every event reached the durable consumer and was applied once.
    assert.equal(applied.size, written);
    assert.deepEqual([...applied.keys()].sort(), [...expected].sort());
    assert.equal(deliveries, written + duplicatesDropped);
  });
});
