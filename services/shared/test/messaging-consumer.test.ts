import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";
import {
  type ConsumedMessage,
  DurableConsumer,
  type DurableConsumerOptions,
  type UndecodableMessage,
} from "../src/messaging/durable-consumer.js";
import { connectNats, ensureEventsStream, jetstream, jetstreamManager, type NatsConnection } from "../src/nats.js";
import { freeLoopbackPort, OwnNatsServer, TEST_NATS_URL, testEventsNames } from "../src/testing.js";

const log = createLogger("consumer-test", process.env.LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Event {
  n: number;
}

let nc: NatsConnection;
const cleanups: (() => Promise<void>)[] = [];

before(async () => {
  nc = await connectNats(TEST_NATS_URL, "consumer-test", log, { waitOnFirstConnect: false });
});

after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await nc.close();
});

/** A stream of this test only, on `connection`'s server. */
async function newStream(connection: NatsConnection = nc) {
  const names = testEventsNames();
  await ensureEventsStream(await jetstreamManager(connection), names.stream, names.subjectPrefix, 1);
  cleanups.push(async () => {
    await (await jetstreamManager(connection)).streams.delete(names.stream);
  });
  return {
    ...names,
    async publish(from: number, to: number): Promise<void> {
      const js = jetstream(connection);
      for (let n = from; n <= to; n++)
        await js.publish(`${names.subjectPrefix}.ws.test`, JSON.stringify({ n }), { msgID: `${names.stream}-${n}` });
    },
  };
}

function consumer(
  stream: string,
  options: Partial<DurableConsumerOptions<Event>> & Pick<DurableConsumerOptions<Event>, "handle">,
): { consumer: DurableConsumer<Event>; registry: Registry } {
  const registry = new Registry();
  const instance = new DurableConsumer<Event>({
    connection: () => nc,
    stream,
    durable: "test",
    maxConcurrency: 4,
    ackWaitMs: 2_000,
    maxDeliver: 5,
    backoffMs: [100],
    decode: (raw) => JSON.parse(new TextDecoder().decode(raw)) as Event,
    onDeadLetter: async () => {
      assert.fail("nothing should be dead-lettered");
    },
    log,
    registry,
    fetchExpiresMs: 1_000,
    ...options,
  });
  cleanups.push(() => instance.stop());
  instance.start();
  return { consumer: instance, registry };
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting: ${what}`);
    await sleep(20);
  }
}

async function counts(registry: Registry): Promise<Record<string, number>> {
  const metric = registry.getSingleMetric("consumer_messages_total");
  const result: Record<string, number> = {};
  for (const value of (await metric?.get())?.values ?? []) result[String(value.labels.outcome)] = value.value;
  return result;
}

async function consumerState(stream: string, connection: NatsConnection = nc) {
  const info = await (await jetstreamManager(connection)).consumers.info(stream, "test");
  return { pending: info.num_pending, ackPending: info.num_ack_pending, redelivered: info.num_redelivered };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe("durable consumer", () => {
  it("handles each message once and acks it", async () => {
    const stream = await newStream();
    await stream.publish(1, 40);
    const handled: number[] = [];
    const { consumer: instance, registry } = consumer(stream.stream, {
      handle: async (message) => {
        handled.push(message.data.n);
      },
    });
    await until(() => handled.length >= 40, "40 messages handled");
    await sleep(2_500); // longer than ack_wait: an unacked message would come back
    await instance.stop();
    assert.deepEqual(
      [...handled].sort((a, b) => a - b),
      range(1, 40),
    );
    assert.deepEqual(await consumerState(stream.stream), { pending: 0, ackPending: 0, redelivered: 0 });
    assert.deepEqual(await counts(registry), { acked: 40 });
  });

  it("with unconfirmed acks, still settles each message once (the acks reach the server)", async () => {
    const stream = await newStream();
    await stream.publish(1, 200);
    const handled: number[] = [];
    const { consumer: instance, registry } = consumer(stream.stream, {
      confirmAcks: false,
      maxConcurrency: 64,
      handle: async (message) => {
        handled.push(message.data.n);
      },
    });
    await until(() => handled.length >= 200, "200 messages handled");
    await sleep(2_500); // longer than ack_wait: an ack that did not arrive would bring its message back
    await instance.stop();
    assert.deepEqual(
      [...handled].sort((a, b) => a - b),
      range(1, 200),
    );
    assert.deepEqual(await consumerState(stream.stream), { pending: 0, ackPending: 0, redelivered: 0 });
    assert.deepEqual(await counts(registry), { acked: 200 });
  });

  it("redelivers a failing message after the backoff until the handler succeeds", async () => {
    const stream = await newStream();
    await stream.publish(1, 3);
    const deliveries: { n: number; count: number; at: number }[] = [];
    const { consumer: instance, registry } = consumer(stream.stream, {
      backoffMs: [300, 600],
      handle: async (message) => {
        deliveries.push({ n: message.data.n, count: message.deliveryCount, at: Date.now() });
        if (message.data.n === 2 && message.deliveryCount < 3) throw new Error("not yet");
      },
    });
    await until(() => deliveries.filter((delivery) => delivery.n === 2).length === 3, "third delivery of message 2");
    await sleep(300);
    await instance.stop();
    const second = deliveries.filter((delivery) => delivery.n === 2);
    assert.deepEqual(
      second.map((delivery) => delivery.count),
      [1, 2, 3],
    );
    // The nak delays apply: the redeliveries did not come at once.
    assert.ok((second[1]?.at ?? 0) - (second[0]?.at ?? 0) >= 250);
    assert.ok((second[2]?.at ?? 0) - (second[1]?.at ?? 0) >= 550);
    assert.equal(deliveries.length, 5);
    assert.deepEqual(await counts(registry), { acked: 3, nacked: 2 });
    const redeliveries = await registry.getSingleMetric("consumer_redeliveries_total")?.get();
    assert.equal(redeliveries?.values[0]?.value, 2);
  });

  it("dead-letters a message once after max_deliver attempts and does not deliver it again", async () => {
    const stream = await newStream();
    await stream.publish(1, 2);
    const attempts: number[] = [];
    const deadLetters: { message: ConsumedMessage<Event> | UndecodableMessage; error: unknown }[] = [];
    const { consumer: instance, registry } = consumer(stream.stream, {
      maxDeliver: 3,
      ackWaitMs: 1_000,
      backoffMs: [50],
      handle: async (message) => {
        if (message.data.n === 1) {
          attempts.push(message.deliveryCount);
          throw new Error(`poison ${message.deliveryCount}`);
        }
      },
      onDeadLetter: async (message, error) => {
        deadLetters.push({ message, error });
      },
    });
    await until(() => deadLetters.length === 1, "dead letter");
    await sleep(2_500); // beyond ack_wait and the backoff: a delivery would show up
    await instance.stop();
    assert.deepEqual(attempts, [1, 2, 3]);
    assert.equal(deadLetters.length, 1);
    const dead = deadLetters[0];
    assert.ok(dead && "data" in dead.message);
    assert.equal(dead.message.data.n, 1);
    assert.match(String(dead.error), /poison 3/);
    assert.deepEqual(await counts(registry), { acked: 1, nacked: 2, dead_lettered: 1 });
    assert.deepEqual(await consumerState(stream.stream), { pending: 0, ackPending: 0, redelivered: 0 });
  });

  it("dead-letters a message it cannot decode, with its raw bytes", async () => {
    const stream = await newStream();
    await jetstream(nc).publish(`${stream.subjectPrefix}.ws.test`, "not json", { msgID: "raw-1" });
    const deadLetters: (ConsumedMessage<Event> | UndecodableMessage)[] = [];
    const { consumer: instance } = consumer(stream.stream, {
      handle: async () => assert.fail("not decodable, not handled"),
      onDeadLetter: async (message) => {
        deadLetters.push(message);
      },
    });
    await until(() => deadLetters.length === 1, "dead letter");
    await instance.stop();
    const dead = deadLetters[0];
    assert.ok(dead && "raw" in dead);
    assert.equal(new TextDecoder().decode(dead.raw), "not json");
  });

  it("never runs more handlers at once than its bound", async () => {
    const stream = await newStream();
    await stream.publish(1, 30);
    let running = 0;
    let most = 0;
    let done = 0;
    const { consumer: instance } = consumer(stream.stream, {
      maxConcurrency: 3,
      handle: async () => {
        running++;
        most = Math.max(most, running);
        await sleep(20 + Math.random() * 30);
        running--;
        done++;
      },
    });
    await until(() => done === 30, "30 handled");
    await instance.stop();
    assert.ok(most <= 3, `at most 3 at once, saw ${most}`);
    assert.equal(most, 3, "the bound is used");
  });

  it("does not redeliver a message whose long handler reports progress", async () => {
    const stream = await newStream();
    await stream.publish(1, 2);
    const deliveries: string[] = [];
    const { consumer: instance, registry } = consumer(stream.stream, {
      ackWaitMs: 1_000,
      handle: async (message) => {
        deliveries.push(`${message.data.n}/${message.deliveryCount}`);
        if (message.data.n === 1) {
          // Reports progress itself.
          for (let step = 0; step < 8; step++) {
            await sleep(400);
            message.working();
          }
        } else {
          await sleep(3_000); // relies on the automatic heartbeat
        }
      },
    });
    await until(() => deliveries.length >= 2, "both delivered");
    await sleep(3_800);
    await instance.stop();
    assert.deepEqual([...deliveries].sort(), ["1/1", "2/1"]);
    assert.deepEqual(await counts(registry), { acked: 2 });
  });

  it("stop() waits for the handlers in flight, and their messages are acked", async () => {
    const stream = await newStream();
    await stream.publish(1, 2);
    let started = 0;
    let finished = 0;
    const { consumer: instance } = consumer(stream.stream, {
      handle: async () => {
        started++;
        await sleep(700);
        finished++;
      },
    });
    await until(() => started === 2, "both started");
    await instance.stop();
    assert.equal(finished, 2, "stop returned after the handlers finished");
    assert.deepEqual(await consumerState(stream.stream), { pending: 0, ackPending: 0, redelivered: 0 });
  });
});

describe("durable consumer across a NATS restart", () => {
  it("re-attaches to the same durable after the server restarts, and handles every message", async () => {
    const storeDir = await mkdtemp(join(tmpdir(), "consumer-nats-"));
    const server = new OwnNatsServer(await freeLoopbackPort(), storeDir);
    await server.start();
    const own = await connectNats(server.url, "consumer-restart-test", log, { waitOnFirstConnect: false });
    const names = testEventsNames();
    await ensureEventsStream(await jetstreamManager(own), names.stream, names.subjectPrefix, 1);
    const handled = new Set<number>();
    const instance = new DurableConsumer<Event>({
      connection: () => own,
      stream: names.stream,
      durable: "test",
      maxConcurrency: 4,
      ackWaitMs: 1_000,
      maxDeliver: 100,
      backoffMs: [100],
      decode: (raw) => JSON.parse(new TextDecoder().decode(raw)) as Event,
      handle: async (message) => {
        handled.add(message.data.n);
      },
      onDeadLetter: async () => assert.fail("nothing should be dead-lettered"),
      log,
      fetchExpiresMs: 1_000,
    });
    try {
      const publish = async (from: number, to: number) => {
        const js = jetstream(own);
        for (let n = from; n <= to; n++) {
          // Retried until the restarted server answers; the msgID makes a retry harmless.
          for (let attempt = 0; ; attempt++) {
            try {
              await js.publish(`${names.subjectPrefix}.ws.test`, JSON.stringify({ n }), { msgID: `m-${n}`, timeout: 1_000 });
              break;
            } catch (error) {
              if (attempt >= 30) throw error;
              await sleep(200);
            }
          }
        }
      };
      instance.start();
      await publish(1, 20);
      await until(() => handled.size === 20, "first 20 handled");

      await server.stop("SIGKILL");
      await sleep(1_500); // the consumer notices and keeps trying
      await server.start();
      await publish(21, 40);
      await until(() => handled.size === 40, "all 40 handled after the restart", 30_000);
      assert.deepEqual(
        [...handled].sort((a, b) => a - b),
        range(1, 40),
      );
      const info = await (await jetstreamManager(own)).consumers.info(names.stream, "test");
      assert.equal(info.config.durable_name, "test", "the same durable continued");
    } finally {
      await instance.stop();
      await own.close();
      await server.stop("SIGKILL");
      await rm(storeDir, { recursive: true, force: true });
    }
  });
});
