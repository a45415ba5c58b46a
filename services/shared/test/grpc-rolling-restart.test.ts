/**
 * A rolling restart of two replicas under steady writes, as Kubernetes does it: one replica
 * stops and starts again, and the other stops the moment the first is back. A client of
 * createGrpcClient loses no call: a call that finds no connected replica waits for one
 * (it was never sent, so waiting cannot run it twice) instead of failing at once.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { service as healthService } from "grpc-health-check";
import { createGrpcClient, type GrpcServerHandle, startGrpcServer } from "../src/grpc.js";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";
import { freeLoopbackPort } from "../src/testing.js";

const log = createLogger("grpc-rolling-restart-test", process.env.LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startReplica = (port: number) => startGrpcServer({ host: "127.0.0.1", port, services: [], log, registry: new Registry() });

describe("gRPC client during a rolling restart", () => {
  const cleanup: (() => unknown)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("sends every call, also one made while no replica is connected", async () => {
    const ports = [await freeLoopbackPort(), await freeLoopbackPort()];
    const replicas: GrpcServerHandle[] = [];
    for (const port of ports) replicas.push(await startReplica(port));
    cleanup.push(() => Promise.all(replicas.map((replica) => replica.shutdown(0))));
    const handle = createGrpcClient(healthService, `ipv4:${ports.map((port) => `127.0.0.1:${port}`).join(",")}`);
    cleanup.push(() => handle.close());
    await handle.waitForReady(5_000);

    // "Check" is no read by name, so the client treats it as a write would be treated.
    const outcomes = { ok: 0, failed: [] as string[] };
    let stopped = false;
    const callers = [1, 2, 3].map(async () => {
      while (!stopped) {
        await handle.callByName("Check", { service: "" }, { timeoutMs: 5_000 }).then(
          () => outcomes.ok++,
          (error: Error) => outcomes.failed.push(error.message),
        );
        await sleep(5);
      }
    });

    for (const index of [0, 1]) {
      await sleep(200);
      await replicas[index]?.shutdown(2_000);
      await sleep(300);
      replicas[index] = await startReplica(ports[index] as number);
      // The next replica stops at once: the client may not have reconnected to this one yet.
    }
    await sleep(1_000);
    stopped = true;
    await Promise.all(callers);

    assert.deepEqual(outcomes.failed, [], `${outcomes.failed.length} of ${outcomes.ok + outcomes.failed.length} calls failed`);
    assert.ok(outcomes.ok > 50, `calls went on throughout (${outcomes.ok})`);
  });
});
