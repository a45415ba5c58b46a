import assert from "node:assert/strict";
import { once } from "node:events";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createPgPool, type PgPool } from "@planner/shared";
import { testEventsNames } from "@planner/shared/testing";
import { apiClient, TestStack } from "./harness.js";

const PLAN = join(new URL("../../", import.meta.url).pathname, "scripts/demo/action-path.json");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("gateway graceful shutdown", () => {
  const stack = new TestStack();
  let pool: PgPool;

  before(async () => {
    const events = testEventsNames();
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const project = await stack.start("services/project/dist/main.js", { GRPC_PORT: "0", MANAGEMENT_PORT: "0" });
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    pool = createPgPool(stack.db.url, { applicationName: "shutdown-test", schema: "project", max: 2 });
  });
  after(async () => {
    await pool?.end();
    await stack.close();
  });

  it("stops accepting, finishes the request in flight, records its usage and exits 0 at once", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Shutdown GmbH", "--plan", "pro"]).id as string;
    const imported = stack.admin(["project", "import", "--workspace", ws, "--file", PLAN]) as {
      id: string;
      phases: { tasks: { id: string }[] }[];
    };
    const taskId = imported.phases[0]?.tasks[0]?.id as string;
    const key = stack.admin(["key", "create", "--workspace", ws, "--scope", "write"]).key as string;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    const base = `http://127.0.0.1:${gateway.port}/api/v1`;
    const api = apiClient(base);

    // Hold the project row: checking a task waits for it, so the request stays in flight.
    const holder = await pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT 1 FROM projects WHERE id = $1 FOR UPDATE", [imported.id]);
      const inFlight = api("PATCH", `/tasks/${taskId}`, { key, body: { checked: true } });
      let waitingForLock = false;
      for (let attempt = 0; attempt < 100 && !waitingForLock; attempt++) {
        const waiting = await pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        waitingForLock = waiting.rows[0]?.n > 0;
        if (!waitingForLock) await sleep(50);
      }
      assert.ok(waitingForLock, "the PATCH is in flight, waiting for the project row");

      const exited = once(gateway.child, "exit");
      gateway.child.kill("SIGTERM");
      await sleep(300);
      await assert.rejects(fetch(`${base}/usage`, { headers: { authorization: `Bearer ${key}` } }), "no new connections");
      assert.equal(gateway.child.exitCode, null, "still running while a request is in flight");

      await holder.query("COMMIT");
      const response = await inFlight;
      assert.equal(response.status, 200);
      assert.equal(response.json.checked, true);
      const answeredAt = Date.now();
      const [code] = await exited;
      // The answer closed its keep-alive connection: nothing holds the process open.
      assert.ok(Date.now() - answeredAt < 5_000, `exited ${Date.now() - answeredAt} ms after the answer`);
      assert.equal(response.headers.get("connection"), "close");
      assert.equal(code, 0);
    } finally {
      await holder.query("ROLLBACK").catch(() => undefined);
      holder.release();
    }

    // The usage journal was flushed on the way out: the call is in Postgres.
    const usage = await pool.query("SELECT api_calls::int AS calls FROM gateway.usage WHERE workspace_id = $1", [ws]);
    assert.equal(usage.rows[0]?.calls, 1);
  });
});
