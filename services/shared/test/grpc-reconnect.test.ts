/**
 * A client of createGrpcClient after its service restarts: the channel reconnects within a
 * second of the service being back (not after grpc's default backoff of up to 120 s), a call
 * issued during the outage waits for the service instead of failing, and a call whose
 * deadline passes before the service is back is UNAVAILABLE, not a timeout.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { GetProjectRequest, Project, ProjectServiceService } from "../src/gen/planner/project/v1/project.js";
import { createGrpcClient, type GrpcServerHandle, type GrpcServiceError, startGrpcServer, status } from "../src/grpc.js";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";
import { freeLoopbackPort } from "../src/testing.js";

const log = createLogger("grpc-reconnect-test", process.env.LOG_LEVEL ?? "silent");
const OUTAGE_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real gRPC server whose GetProject answers with the id asked for. */
function startProjectServer(port: number): Promise<GrpcServerHandle> {
  const implementation = {
    getProject: async (request: GetProjectRequest) => Project.fromPartial({ id: request.id }),
  };
  return startGrpcServer({
    host: "127.0.0.1",
    port,
    log,
    registry: new Registry(),
    services: [{ name: "planner.project.v1.ProjectService", definition: ProjectServiceService, implementation: implementation as never }],
  });
}

describe("gRPC client reconnects", () => {
  const cleanup: (() => unknown)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("answers within 1 s of the restarted service being ready, and a read waits through the outage", async () => {
    const port = await freeLoopbackPort();
    let server = await startProjectServer(port);
    cleanup.push(() => server.shutdown(0));
    const handle = createGrpcClient(ProjectServiceService, `127.0.0.1:${port}`);
    cleanup.push(() => handle.close());
    const get = (timeoutMs: number, waitForReady?: boolean) =>
      handle.client.getProject(GetProjectRequest.fromPartial({ id: "prj_1", workspace_id: "ws_1" }), { timeoutMs, waitForReady });
    assert.equal((await get(2_000)).id, "prj_1");

    await server.shutdown(0);
    const stoppedAt = Date.now();
    // A call may still ask to fail fast instead of waiting.
    const failed = await get(2_000, false).then(
      () => undefined,
      (error: GrpcServiceError) => error,
    );
    assert.equal(failed?.code, status.UNAVAILABLE, "a call that does not wait fails at once while the service is down");

    // A read issued now, with a deadline past the outage, waits for the service.
    const waiting = get(OUTAGE_MS + 10_000).then(
      (project) => ({ project, at: Date.now() }),
      (error: GrpcServiceError) => ({ error, at: Date.now() }),
    );
    // A read whose deadline ends during the outage is "unavailable", not "too slow".
    const shortRead = await get(500).then(
      () => undefined,
      (error: GrpcServiceError) => error,
    );
    assert.equal(shortRead?.code, status.UNAVAILABLE, `short read: ${shortRead?.details}`);

    // Traffic goes on during the outage: calls that do not wait keep failing while the
    // channel retries in the background.
    let failedDuringOutage = 0;
    while (Date.now() - stoppedAt < OUTAGE_MS) {
      await get(1_000, false).then(
        () => assert.fail("the service is down"),
        () => failedDuringOutage++,
      );
      await sleep(100);
    }
    assert.ok(failedDuringOutage > 10);
    server = await startProjectServer(port);
    const readyAt = Date.now();
    let firstSuccess: number | undefined;
    while (firstSuccess === undefined && Date.now() - readyAt < 10_000) {
      const ok = await get(1_000, false).then(
        () => true,
        () => false,
      );
      if (ok) firstSuccess = Date.now();
      else await sleep(20);
    }
    const reconnectMs = (firstSuccess ?? Number.POSITIVE_INFINITY) - readyAt;
    log.info({ reconnectMs }, "reconnected");
    assert.ok(reconnectMs <= 1_000, `a call succeeded ${reconnectMs} ms after the service was ready (at most 1 000 ms)`);

    const waited = await waiting;
    assert.ok("project" in waited, `the read issued during the outage failed: ${"error" in waited ? waited.error.details : ""}`);
    assert.equal(waited.project.id, "prj_1");
    assert.ok(waited.at >= readyAt, "the read was answered by the restarted service");
    assert.ok(waited.at - readyAt <= 1_000, `the waiting read was answered ${waited.at - readyAt} ms after the service was ready`);
  });
});
