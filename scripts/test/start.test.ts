/**
 * `npm start` as an operator runs it with output redirected to a log: the whole stack comes
 * up, and nothing it or any service logged contains key material.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createTestDatabase, deleteTestStream, type TestDatabase, testEventsNames, uniqueSuffix } from "@planner/shared/testing";

const ROOT = new URL("../../", import.meta.url).pathname;
const BASE_PORTS = [8080, 9080, 9081, 9082, 9083, 9084, 50051, 50052, 50053, 50054];

async function portFree(port: number): Promise<boolean> {
  const server = createServer();
  server.listen(port, "127.0.0.1");
  try {
    await once(server, "listening");
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/** An offset that moves every port of the stack onto free ones. */
async function freeOffset(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const offset = 1_000 + Math.floor(Math.random() * 14_000);
    const results = await Promise.all(BASE_PORTS.map((port) => portFree(port + offset)));
    if (results.every(Boolean)) return offset;
  }
  throw new Error("no free port range for the stack");
}

describe("npm start with redirected output", () => {
  let db: TestDatabase;
  let devDir: string;
  let output = "";
  const events = testEventsNames();

  before(async () => {
    db = await createTestDatabase("start");
    devDir = await mkdtemp(join(tmpdir(), "planner-dev-"));
    const child = spawn(process.execPath, [join(ROOT, "scripts/start.mjs")], {
      cwd: ROOT,
      env: {
        ...process.env,
        PLANNER_SKIP_INFRA: "1",
        PLANNER_PORT_OFFSET: String(await freeOffset()),
        PLANNER_DEV_DIR: devDir,
        DATABASE_URL: db.url,
        REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
        EVENTS_STREAM: events.stream,
        EVENTS_SUBJECT_PREFIX: events.subjectPrefix,
        LOG_LEVEL: "info",
        WEBHOOK_SECRET_KEY: "",
        PORT: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const deadline = Date.now() + 90_000;
    while (!output.includes("Project Planner API is up") && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(output.includes("Project Planner API is up"), `the stack did not come up:\n${output.slice(-3000)}`);
    child.kill("SIGTERM");
    await once(child, "exit");
  });
  after(async () => {
    await db?.drop();
    await rm(devDir, { recursive: true, force: true });
    await deleteTestStream(events.stream);
  });

  it("prints where the keys are, never the keys, and logs no key material", async () => {
    const demo = JSON.parse(await readFile(join(devDir, "demo.json"), "utf8")) as { keys: Record<string, string> };
    const keys = Object.values(demo.keys);
    assert.equal(keys.length, 3);
    for (const key of keys) {
      assert.match(key, /^pp_live_/);
      assert.ok(!output.includes(key), "a demo key is in the output");
      // Not even the secret part alone.
      assert.ok(!output.includes(key.split("_").at(-1) ?? key), "a key's secret is in the output");
    }
    assert.ok(!/pp_live_\w+_\w{20,}/.test(output), "something that looks like a key is in the output");
    const webhookKey = (await readFile(join(devDir, "webhook-secret-key"), "utf8")).trim();
    assert.match(webhookKey, /^[0-9a-f]{64}$/);
    assert.ok(!output.includes(webhookKey), "the webhook encryption key is in the output");
    assert.match(output, /demo\.json \(mode 600\)/);
    assert.equal((await stat(join(devDir, "demo.json"))).mode & 0o777, 0o600);
    assert.equal((await stat(join(devDir, "webhook-secret-key"))).mode & 0o777, 0o600);
  });
});
