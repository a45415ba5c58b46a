/**
 * A durable consumer whose handler fails because its database is away (a real refused
 * Postgres connection): the message is kept and retried in place, so the outage neither
 * spends its delivery budget (with one allowed delivery it would be dead-lettered at once)
 * nor waits out the nak backoff once the database is back.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import pg from "pg";
import { createLogger } from "../src/logger.js";
import { DurableConsumer } from "../src/messaging/durable-consumer.js";
import { connectNats, ensureEventsStream, jetstream, jetstreamManager, type NatsConnection } from "../src/nats.js";
import { freeLoopbackPort, TEST_NATS_URL, testEventsNames } from "../src/testing.js";

const log = createLogger("consumer-outage-test", process.env.LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OUTAGE_MS = 1_500;

describe("durable consumer while a dependency is away", () => {
  let nc: NatsConnection;
  const cleanups: (() => Promise<unknown>)[] = [];

  before(async () => {
    nc = await connectNats(TEST_NATS_URL, "consumer-outage-test", log);
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await nc.close();
  });

  it("keeps the message and handles it within 2 s of the dependency being back, on its first delivery", async () => {
    const names = testEventsNames();
    const jsm = await jetstreamManager(nc);
    await ensureEventsStream(jsm, names.stream, names.subjectPrefix, 1);
    cleanups.push(() => jsm.streams.delete(names.stream));
    const closedUrl = `postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/postgres`;

    const startedAt = Date.now();
    const handled: { deliveryCount: number; at: number }[] = [];
    const deadLettered: unknown[] = [];
    let failures = 0;
    const consumer = new DurableConsumer<{ n: number }>({
      connection: () => nc,
      stream: names.stream,
      durable: "outage",
      maxConcurrency: 2,
      ackWaitMs: 2_000,
      maxDeliver: 1,
      backoffMs: [10_000],
      decode: (raw) => JSON.parse(new TextDecoder().decode(raw)) as { n: number },
      handle: async (message) => {
        if (Date.now() - startedAt < OUTAGE_MS) {
          failures++;
          // The database is away: a real refused connection.
          const client = new pg.Client({ connectionString: closedUrl });
          await client.connect();
        }
        handled.push({ deliveryCount: message.deliveryCount, at: Date.now() });
      },
      onDeadLetter: async (_message, error) => {
        deadLettered.push(error);
      },
      log,
      fetchExpiresMs: 1_000,
    });
    cleanups.push(() => consumer.stop());
    consumer.start();
    await jetstream(nc).publish(`${names.subjectPrefix}.ws.test`, JSON.stringify({ n: 1 }), { msgID: `${names.stream}-1` });

    const deadline = Date.now() + 15_000;
    while (handled.length === 0 && deadLettered.length === 0 && Date.now() < deadline) await sleep(20);
    assert.deepEqual(deadLettered, [], "nothing is dead-lettered because the database was away");
    assert.equal(handled.length, 1, "the message was handled");
    assert.ok(failures >= 2, `the handler was retried during the outage (${failures} failures)`);
    assert.equal(handled[0]?.deliveryCount, 1, "on its first delivery: the outage spent none of its budget");
    const lateBy = (handled[0]?.at ?? 0) - (startedAt + OUTAGE_MS);
    assert.ok(lateBy <= 2_000, `handled ${lateBy} ms after the database was back`);
    await consumer.stop();
    const info = await jsm.consumers.info(names.stream, "outage");
    assert.equal(info.num_ack_pending, 0, "acknowledged");
  });
});
