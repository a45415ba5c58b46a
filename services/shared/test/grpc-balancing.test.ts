/**
 * A client of createGrpcClient spreads its calls over every address its target resolves to,
 * as it must behind a headless Kubernetes Service. Two in-process servers stand for two pods;
 * grpc-js' `ipv4:` target names both at once, as DNS would name both pods.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { service as healthService } from "grpc-health-check";
import { createGrpcClient, type GrpcServerHandle, startGrpcServer } from "../src/grpc.js";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";

const log = createLogger("grpc-balancing-test", process.env.LOG_LEVEL ?? "silent");

/** Each server answers the health check of this name differently, so an answer tells which one served it. */
const PROBE = "which-server";
const ANSWERS = ["SERVING", "NOT_SERVING"] as const;

describe("gRPC client load balancing", () => {
  const servers: GrpcServerHandle[] = [];
  let target: string;

  before(async () => {
    for (const answer of ANSWERS) {
      const server = await startGrpcServer({ host: "127.0.0.1", port: 0, services: [], log, registry: new Registry() });
      server.health.setStatus(PROBE, answer);
      servers.push(server);
    }
    target = `ipv4:${servers.map((server) => `127.0.0.1:${server.port}`).join(",")}`;
  });

  after(async () => {
    for (const server of servers) await server.shutdown(1_000);
  });

  /** How many of `calls` sequential calls each server answered. */
  async function spread(channelOptions: Record<string, string> = {}, calls = 40): Promise<Map<string, number>> {
    const handle = createGrpcClient(healthService, target, undefined, channelOptions);
    try {
      await handle.waitForReady(5_000);
      const check = async () => {
        const response = (await handle.callByName("Check", { service: PROBE }, { timeoutMs: 2_000 })) as { status: string | number };
        return String(response.status);
      };
      // Round robin only picks connected addresses: warm up until both answered (or long enough
      // that a policy that balances would have), then count.
      const warmedUp = new Set<string>();
      for (let call = 0; call < 100 && warmedUp.size < ANSWERS.length; call++) warmedUp.add(await check());
      const answered = new Map<string, number>();
      for (let call = 0; call < calls; call++) {
        const answer = await check();
        answered.set(answer, (answered.get(answer) ?? 0) + 1);
      }
      return answered;
    } finally {
      handle.close();
    }
  }

  it("rotates calls over every address of its target", async () => {
    const answered = await spread();
    assert.deepEqual([...answered.keys()].sort(), [...ANSWERS].sort(), "both servers answer");
    for (const [answer, count] of answered) assert.equal(count, 20, `${answer}: an even share`);
  });

  it("accepts the dns:/// targets the chart renders", async () => {
    const handle = createGrpcClient(healthService, `dns:///localhost:${servers[0]?.port}`);
    try {
      const response = (await handle.callByName("Check", { service: PROBE }, { timeoutMs: 5_000 })) as { status: string | number };
      assert.equal(String(response.status), ANSWERS[0]);
    } finally {
      handle.close();
    }
  });

  it("would stick to one address with grpc-js' default policy (pick_first)", async () => {
    const answered = await spread({ "grpc.service_config": JSON.stringify({ loadBalancingConfig: [{ pick_first: {} }] }) });
    assert.deepEqual([...answered.values()], [40]);
  });
});
