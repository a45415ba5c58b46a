/**
 * Redis down or stalled on the request path: requests are answered 503 with Retry-After
 * within the configured command timeout, and an Idempotency-Key used meanwhile is free
 * again once Redis is back (no claim queued or left behind). Runs its own redis-server.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { testEventsNames } from "@planner/shared/testing";
import { apiClient, TestStack } from "./harness.js";
import { OwnRedis } from "./own-redis.js";

const ROOT = new URL("../../", import.meta.url).pathname;
const PLAN = join(ROOT, "scripts/demo/action-path.json");
const COMMAND_TIMEOUT_MS = 2_000;

describe("Redis outage on the request path", () => {
  const stack = new TestStack();
  const redis = new OwnRedis();
  let api: ReturnType<typeof apiClient>;
  let write: string;
  let taskId: string;

  before(async () => {
    await redis.start();
    const events = testEventsNames();
    await stack.init({ REDIS_URL: redis.url, EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const project = await stack.start("services/project/dist/main.js", { GRPC_PORT: "0", MANAGEMENT_PORT: "0" });
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", {
      PORT: "0",
      MANAGEMENT_PORT: "0",
      REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
    });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    const workspace = stack.admin(["workspace", "create", "--name", "Ausfall GmbH", "--plan", "max"]).id as string;
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", PLAN]) as {
      phases: { tasks: { id: string }[] }[];
    };
    taskId = imported.phases[0]?.tasks[0]?.id as string;
    write = stack.admin(["key", "create", "--workspace", workspace, "--scope", "write"]).key as string;
  });
  after(async () => {
    await stack.close();
    await redis.close();
  });

  /** Waits until the gateway answers through Redis again (its client reconnects with backoff). */
  const untilServing = async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await api("GET", "/usage", { key: write })).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail("the gateway did not recover after Redis came back");
  };

  const patch = (key: string, title: string) =>
    api("PATCH", `/tasks/${taskId}`, { key: write, body: { title }, headers: { "idempotency-key": key } });

  it("Redis down: 503 with Retry-After within the command timeout; the same key succeeds once Redis is back", async (t) => {
    await untilServing();
    await redis.kill();
    try {
      const started = Date.now();
      const refused = await patch("outage-down", "Während des Ausfalls");
      const elapsed = Date.now() - started;
      t.diagnostic(`answered 503 after ${elapsed} ms (command timeout ${COMMAND_TIMEOUT_MS} ms)`);
      assert.equal(refused.status, 503, refused.text);
      assert.equal(refused.json.code, "upstream_unavailable");
      assert.equal(refused.headers.get("retry-after"), "1");
      assert.ok(elapsed < COMMAND_TIMEOUT_MS, `answered after ${elapsed} ms (timeout ${COMMAND_TIMEOUT_MS} ms)`);
    } finally {
      await redis.start();
    }
    await untilServing();
    const retried = await patch("outage-down", "Während des Ausfalls");
    assert.equal(retried.status, 200, retried.text);
    assert.equal(retried.json.title, "Während des Ausfalls");
    assert.equal(retried.headers.get("idempotency-replayed"), null);
  });

  it("Redis stalled: 503 within about the command timeout; the same key succeeds once Redis answers again", async (t) => {
    await untilServing();
    redis.pause();
    try {
      const started = Date.now();
      const refused = await patch("outage-stalled", "Während der Pause");
      const elapsed = Date.now() - started;
      t.diagnostic(`answered 503 after ${elapsed} ms (command timeout ${COMMAND_TIMEOUT_MS} ms)`);
      assert.equal(refused.status, 503, refused.text);
      assert.equal(refused.headers.get("retry-after"), "1");
      // The old answer took two timeouts (the claim, then the rate-limit headers); one is allowed, with room for a loaded machine.
      assert.ok(elapsed < COMMAND_TIMEOUT_MS * 1.5, `answered after ${elapsed} ms (timeout ${COMMAND_TIMEOUT_MS} ms)`);
    } finally {
      redis.resume();
    }
    await untilServing();
    const retried = await patch("outage-stalled", "Während der Pause");
    assert.equal(retried.status, 200, retried.text);
    assert.equal(retried.json.title, "Während der Pause");
  });
});
