/**
 * The events stream's replica count, against the machine's single NATS server and against a
 * three-node JetStream cluster of this test's own (its own ports and store directories).
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createLogger } from "../src/logger.js";
import { connectNats, ensureEventsStream, type JetStreamManager, jetstreamManager, type NatsConnection } from "../src/nats.js";
import { freeLoopbackPort, TEST_NATS_URL, testEventsNames } from "../src/testing.js";

const log = createLogger("events-stream-test", process.env.LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const replicasOf = async (jsm: JetStreamManager, stream: string) => (await jsm.streams.info(stream)).config.num_replicas;

describe("events stream replicas on a single NATS server", () => {
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  const streams: string[] = [];

  before(async () => {
    nc = await connectNats(TEST_NATS_URL, "events-stream-test", log, { waitOnFirstConnect: false });
    jsm = await jetstreamManager(nc);
  });

  after(async () => {
    for (const stream of streams) await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  const newNames = () => {
    const names = testEventsNames();
    streams.push(names.stream);
    return names;
  };

  it("creates the stream with one replica and keeps one on update", async () => {
    const { stream, subjectPrefix } = newNames();
    await ensureEventsStream(jsm, stream, subjectPrefix, 1);
    assert.equal(await replicasOf(jsm, stream), 1);
    await ensureEventsStream(jsm, stream, subjectPrefix, 1);
    assert.equal(await replicasOf(jsm, stream), 1);
  });

  it("fails to create a stream of three replicas with the server's answer, creating nothing", async () => {
    const { stream, subjectPrefix } = newNames();
    await assert.rejects(ensureEventsStream(jsm, stream, subjectPrefix, 3), /replicas > 1 not supported in non-clustered mode/);
    await assert.rejects(jsm.streams.info(stream), /not found/i);
  });

  it("refuses three replicas for an existing stream too, leaving it at one", async () => {
    const { stream, subjectPrefix } = newNames();
    await ensureEventsStream(jsm, stream, subjectPrefix, 1);
    await assert.rejects(
      ensureEventsStream(jsm, stream, subjectPrefix, 3),
      new RegExp(`^Error: stream ${stream}: 3 replicas need a clustered JetStream, this NATS server is standalone$`),
    );
    assert.equal(await replicasOf(jsm, stream), 1);
  });
});

describe("events stream replicas on a three-node JetStream cluster", () => {
  const servers: ChildProcess[] = [];
  let storeDir: string;
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  before(async () => {
    storeDir = await mkdtemp(join(tmpdir(), "events-stream-cluster-"));
    const nodes = await Promise.all([1, 2, 3].map(async () => ({ client: await freeLoopbackPort(), route: await freeLoopbackPort() })));
    const routes = nodes.map((node) => `nats://127.0.0.1:${node.route}`).join(",");
    for (const [index, node] of nodes.entries()) {
      const args = ["-js", "-a", "127.0.0.1", "-p", String(node.client), "-n", `n${index}`, "-sd", join(storeDir, `n${index}`)];
      args.push("--cluster_name", "events-test", "--cluster", `nats://127.0.0.1:${node.route}`, "--routes", routes);
      servers.push(spawn(process.env.NATS_SERVER_BIN ?? "/usr/sbin/nats-server", args, { stdio: "ignore" }));
    }
    const url = `nats://127.0.0.1:${nodes[0]?.client}`;
    // The servers take a few seconds to listen, route to each other and elect a JetStream leader.
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        nc ??= await connectNats(url, "events-stream-cluster-test", log, { waitOnFirstConnect: false });
        jsm = await jetstreamManager(nc);
        await jsm.getAccountInfo();
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(250);
      }
    }
  });

  after(async () => {
    await nc?.close();
    for (const server of servers) {
      if (server.exitCode !== null) continue;
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    }
    await rm(storeDir, { recursive: true, force: true });
  });

  it("creates a stream of three replicas, and scales an existing one from one to three", async () => {
    const created = testEventsNames();
    await ensureEventsStream(jsm, created.stream, created.subjectPrefix, 3);
    assert.equal(await replicasOf(jsm, created.stream), 3);

    const scaled = testEventsNames();
    await ensureEventsStream(jsm, scaled.stream, scaled.subjectPrefix, 1);
    assert.equal(await replicasOf(jsm, scaled.stream), 1);
    await ensureEventsStream(jsm, scaled.stream, scaled.subjectPrefix, 3);
    assert.equal(await replicasOf(jsm, scaled.stream), 3);
  });
});
