/**
 * `npm start` as an operator runs it with output redirected to a log: the whole stack comes
 * up, a crashed process is restarted alone while the others keep serving, SIGTERM stops
 * everything gateway first, and nothing it or any service logged contains key material.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
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

const SCRIPTS = {
  project: "services/project/dist/main.js",
  compliance: "services/compliance/dist/main.js",
  ai: "services/ai/dist/main.js",
  webhook: "services/webhook/dist/main.js",
  gateway: "gateway/dist/main.js",
} as const;
type Name = keyof typeof SCRIPTS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid of each process `npm start` runs now (its children, told apart by their script). */
function childPids(parent: number): Partial<Record<Name, number>> {
  const listing = spawnSync("ps", ["-o", "pid=,args=", "--ppid", String(parent)], { encoding: "utf8" }).stdout;
  const pids: Partial<Record<Name, number>> = {};
  for (const line of listing.split("\n")) {
    const [pid, ...args] = line.trim().split(/\s+/);
    const name = (Object.keys(SCRIPTS) as Name[]).find((key) => args.some((arg) => arg.endsWith(SCRIPTS[key])));
    if (name && pid) pids[name] = Number(pid);
  }
  return pids;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The HTTP status of a GET, or 0 when nothing answered within 5 s. */
async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe("npm start with redirected output", () => {
  let db: TestDatabase;
  let devDir: string;
  let output = "";
  let offset: number;
  let start: ChildProcess;
  const events = testEventsNames();

  async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) assert.fail(`${what} within ${timeoutMs / 1_000} s; output ends with:\n${output.slice(-3000)}`);
      await sleep(200);
    }
  }

  before(async () => {
    db = await createTestDatabase("start");
    devDir = await mkdtemp(join(tmpdir(), "planner-dev-"));
    offset = await freeOffset();
    start = spawn(process.execPath, [join(ROOT, "scripts/start.mjs")], {
      cwd: ROOT,
      env: {
        ...process.env,
        PLANNER_SKIP_INFRA: "1",
        PLANNER_PORT_OFFSET: String(offset),
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
    start.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    start.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => output.includes("Project Planner API is up") || start.exitCode !== null, "the stack came up", 90_000);
    assert.ok(output.includes("Project Planner API is up"), `the stack did not come up:\n${output.slice(-3000)}`);
  });
  after(async () => {
    if (start && start.exitCode === null && start.signalCode === null) {
      const exited = once(start, "exit");
      start.kill("SIGTERM");
      await exited;
    }
    await db?.drop();
    await rm(devDir, { recursive: true, force: true });
    await deleteTestStream(events.stream);
  });

  it("restarts a service killed with SIGKILL alone, says why, and the gateway answers all along", async (t) => {
    const pidsBefore = childPids(start.pid ?? 0);
    assert.deepEqual(Object.keys(pidsBefore).sort(), Object.keys(SCRIPTS).sort(), "npm start runs the five processes");
    const killed = pidsBefore.project ?? 0;
    const gateway = `http://127.0.0.1:${8080 + offset}/api/v1/openapi`;
    const projectReady = `http://127.0.0.1:${9081 + offset}/readyz`;
    assert.equal(await statusOf(projectReady), 200);

    // The gateway is asked all the while the project service is down and coming back.
    const answers: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        answers.push(await statusOf(gateway));
        await sleep(100);
      }
    })();
    try {
      process.kill(killed, "SIGKILL");
      await waitFor(() => output.includes(`start: project restarted (pid `), "the project service was restarted");
      await waitFor(async () => (await statusOf(projectReady)) === 200, "the restarted project service was ready");
    } finally {
      polling = false;
      await poller;
    }

    const why = output.split("\n").find((line) => line.startsWith(`start: project (pid ${killed}) exited`));
    assert.ok(why, `no line says why the project service stopped:\n${output.slice(-3000)}`);
    t.diagnostic(
      `${why}; the gateway answered ${answers.filter((status) => status === 200).length} of ${answers.length} requests with 200 meanwhile`,
    );
    assert.match(why, /exited with signal SIGKILL after [\d.]+ s up; restarting it in 1 s \(restart 1\); the others keep running$/);
    const now = childPids(start.pid ?? 0);
    assert.ok(now.project && now.project !== killed, "the project service runs under a new pid");
    assert.ok(output.includes(`start: project restarted (pid ${now.project})`));
    assert.ok(!alive(killed));
    for (const name of ["compliance", "ai", "webhook", "gateway"] as const) {
      assert.equal(now[name], pidsBefore[name], `${name} kept running (same pid)`);
    }
    assert.ok(answers.length >= 5, `the gateway was asked ${answers.length} times`);
    assert.deepEqual(
      answers.filter((status) => status !== 200),
      [],
      "the gateway answered 200 all the while",
    );
    assert.equal(start.exitCode, null, "npm start is still running");
  });

  it("stops every process on SIGTERM, the gateway first, and exits 0", async () => {
    assert.equal(start.exitCode, null, "npm start is still running");
    const pids = childPids(start.pid ?? 0);
    const exited = once(start, "exit");
    start.kill("SIGTERM");
    const [code] = await exited;
    assert.equal(code, 0);
    const stopped = output
      .split("\n")
      .map((line) => /^start: (\w+) stopped$/.exec(line)?.[1])
      .filter(Boolean);
    assert.deepEqual(stopped, ["gateway", "webhook", "ai", "compliance", "project"]);
    for (const [name, pid] of Object.entries(pids)) assert.ok(!alive(pid), `${name} (pid ${pid}) still runs`);
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
