/**
 * load-tests/provision-keys.mjs against a database of its own: it creates a workspace and the
 * asked keys through the admin CLI (the default `npm run -s admin --` and an ADMIN_CMD
 * prefix), writes them mode 600, and the gateway accepts every key with its scope.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase, uniqueSuffix } from "@planner/shared/testing";
import { startProcess, stopProcesses } from "../../scripts/lib/processes.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const SCRIPT = join(ROOT, "load-tests/provision-keys.mjs");
const KEY_PATTERN = /^pp_live_[a-z0-9]{16}_[A-Za-z0-9]{40}$/;

describe("provision-keys.mjs", () => {
  let database: TestDatabase;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
    API_KEY_PEPPER: "k6-test-pepper",
    ADMIN_CMD: "",
  };
  let dir: string;
  let gateway: ChildProcess | undefined;

  function provision(args: string[], extraEnv: Record<string, string> = {}) {
    return spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, env: { ...env, ...extraEnv }, encoding: "utf8" });
  }

  before(async () => {
    assert.ok(existsSync(join(ROOT, "gateway/dist/admin/cli.js")), "build first (npm run build): gateway/dist/admin/cli.js is missing");
    // The admin CLI migrates the gateway schema itself, as it does against a fresh deployment.
    database = await createTestDatabase("k6");
    env.DATABASE_URL = database.url;
    dir = await mkdtemp(join(tmpdir(), "k6-keys-"));
  });
  after(async () => {
    if (gateway) await stopProcesses([gateway]);
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  let workspaceId = "";
  let keys: string[] = [];

  it("creates a workspace and the keys through `npm run -s admin`, mode 600, keys never printed", async () => {
    const out = join(dir, "nested/keys.json");
    const result = provision(["--write", "3", "--ai", "1", "--read", "1", "--out", out, "--concurrency", "2"]);
    assert.equal(result.status, 0, result.stderr);
    const report = JSON.parse(result.stdout) as { file: string; workspace_id: string; keys: Record<string, number> };
    assert.equal(report.file, out);
    assert.deepEqual(report.keys, { write: 3, ai: 1, read: 1 });
    workspaceId = report.workspace_id;
    assert.match(workspaceId, /^[A-Za-z0-9_-]+$/);
    keys = JSON.parse(await readFile(out, "utf8")) as string[];
    assert.equal(keys.length, 5);
    for (const key of keys) {
      assert.match(key, KEY_PATTERN);
      assert.ok(!result.stdout.includes(key) && !result.stderr.includes(key), "a key was printed");
    }
    assert.equal(new Set(keys).size, 5);
    assert.equal((await stat(out)).mode & 0o777, 0o600);
  });

  it("the gateway accepts every key with its scope (write first, read last) in the new workspace", async () => {
    const started = await startProcess("gateway/dist/main.js", {
      env: { ...env, PORT: "0", MANAGEMENT_PORT: "0", LOG_LEVEL: "info" },
    });
    gateway = started.child;
    const port = (started.entry as { port: number }).port;
    const scopes: string[] = [];
    for (const key of keys) {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/usage`, { headers: { Authorization: `Bearer ${key}` } });
      assert.equal(response.status, 200);
      const usage = (await response.json()) as {
        workspace: { id: string };
        key: { scope: string };
        plan: string;
        api_calls: { limit: number };
      };
      assert.equal(usage.workspace.id, workspaceId);
      assert.equal(usage.plan, "enterprise");
      assert.equal(usage.api_calls.limit, 100_000_000);
      scopes.push(usage.key.scope);
    }
    assert.deepEqual(scopes, ["write", "write", "write", "ai", "read"]);
  });

  it("adds keys to an existing workspace through an ADMIN_CMD prefix and replaces a wider-permission file", async () => {
    const out = join(dir, "more.json");
    await writeFile(out, "old\n", { mode: 0o644 });
    const result = provision(["--workspace", workspaceId, "--write", "2", "--ai", "0", "--read", "0", "--out", out], {
      ADMIN_CMD: `${process.execPath} gateway/dist/admin/cli.js`,
    });
    assert.equal(result.status, 0, result.stderr);
    const more = JSON.parse(await readFile(out, "utf8")) as string[];
    assert.equal(more.length, 2);
    for (const key of more) assert.match(key, KEY_PATTERN);
    assert.ok(more.every((key) => !keys.includes(key)));
    assert.equal((await stat(out)).mode & 0o777, 0o600);
  });

  it("fails with the admin CLI's one line and writes nothing when a command fails", async () => {
    const out = join(dir, "never.json");
    const result = provision(["--workspace", "ws_doesnotexist", "--write", "1", "--out", out]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^provision-keys: admin key create: admin: workspace ws_doesnotexist not found\n$/);
    assert.equal(existsSync(out), false);
  });

  it("refuses bad arguments before running anything", () => {
    const result = provision(["--write", "many"]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /--write must be a whole number/);
  });
});
