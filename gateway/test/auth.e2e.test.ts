import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { apiClient, TestStack } from "./harness.js";

describe("authentication and authorisation (two gateway processes)", () => {
  const stack = new TestStack();
  let first: ReturnType<typeof apiClient>;
  let second: ReturnType<typeof apiClient>;
  let workspaceId: string;
  let readKey: string;
  let writeKey: string;

  before(async () => {
    await stack.init({ AUTH_FAILURE_LIMIT: "1000" });
    const workspace = stack.admin(["workspace", "create", "--name", "Acme GmbH", "--plan", "pro"]);
    workspaceId = workspace.id as string;
    readKey = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "read", "--name", "reader"]).key as string;
    writeKey = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "write"]).key as string;
    const [a, b] = await Promise.all([
      stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" }),
      stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" }),
    ]);
    first = apiClient(`http://127.0.0.1:${a.port}/api/v1`);
    second = apiClient(`http://127.0.0.1:${b.port}/v1`);
  });
  after(() => stack.close());

  it("401 unauthorized without a key", async () => {
    const response = await first("GET", "/usage");
    assert.equal(response.status, 401);
    assert.equal(response.json.code, "unauthorized");
    assert.match(response.headers.get("content-type") ?? "", /^application\/problem\+json/);
    assert.ok(response.headers.get("x-request-id"));
  });

  it("401 invalid_api_key for malformed and unknown keys", async () => {
    for (const key of ["not-a-key", "pp_live_short_x", `pp_live_aaaaaaaaaaaaaaaa_${"A".repeat(40)}`]) {
      const response = await first("GET", "/usage", { key });
      assert.equal(response.status, 401, key);
      assert.equal(response.json.code, "invalid_api_key");
    }
    const wrongSecret = `${readKey.slice(0, -4)}ZZZZ`;
    assert.equal((await first("GET", "/usage", { key: wrongSecret })).json.code, "invalid_api_key");
  });

  it("a valid key works on both replicas and under both base paths", async () => {
    assert.equal((await first("GET", "/usage", { key: readKey })).status, 200);
    assert.equal((await second("GET", "/usage", { key: readKey })).status, 200);
  });

  it("403 insufficient_scope for a read key on a write operation", async () => {
    const response = await first("PATCH", "/tasks/tsk_1", { key: readKey, body: { checked: true } });
    assert.equal(response.status, 403);
    assert.equal(response.json.code, "insufficient_scope");
    assert.ok(response.headers.get("x-ratelimit-limit"));
  });

  it("403 insufficient_scope for a write key on an AI operation", async () => {
    const response = await first("POST", "/ai/generate-plan", {
      key: writeKey,
      body: { description: "ERP-Einführung bei einem Maschinenbauer" },
    });
    assert.equal(response.status, 403);
    assert.equal(response.json.code, "insufficient_scope");
  });

  it("403 plan_not_eligible for a free workspace", async () => {
    const free = stack.admin(["workspace", "create", "--name", "Free", "--plan", "free"]);
    const key = stack.admin(["key", "create", "--workspace", free.id as string, "--scope", "read"]).key as string;
    const response = await first("GET", "/usage", { key });
    assert.equal(response.status, 403);
    assert.equal(response.json.code, "plan_not_eligible");
  });

  it("a plan change reaches running gateways", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Upgrader", "--plan", "free"]);
    const key = stack.admin(["key", "create", "--workspace", ws.id as string, "--scope", "read"]).key as string;
    assert.equal((await second("GET", "/usage", { key })).status, 403);
    stack.admin(["workspace", "set-plan", "--id", ws.id as string, "--plan", "max"]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const response = await second("GET", "/usage", { key });
    assert.equal(response.status, 200);
    assert.equal(response.json.plan, "max");
  });

  it("a revoked key is refused by every replica within a second", async () => {
    const created = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "read"]);
    const key = created.key as string;
    assert.equal((await first("GET", "/usage", { key })).status, 200);
    assert.equal((await second("GET", "/usage", { key })).status, 200);
    stack.admin(["key", "revoke", "--id", created.id as string]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const gateway of [first, second]) {
      const response = await gateway("GET", "/usage", { key });
      assert.equal(response.status, 401);
      assert.equal(response.json.code, "invalid_api_key");
      assert.match(String(response.json.detail), /revoked/);
    }
  });

  it("the admin CLI fails with one clear line and a non-zero exit", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(
      process.execPath,
      ["gateway/dist/admin/cli.js", "key", "create", "--workspace", "ws_missing", "--scope", "read", "--json"],
      {
        env: { ...process.env, ...stack.env },
        encoding: "utf8",
      },
    );
    assert.notEqual(result.status, 0);
    assert.equal(result.stdout, "");
    assert.equal(result.stderr.trim().split("\n").length, 1);
    assert.match(result.stderr, /workspace ws_missing not found/);
    const usage = spawnSync(process.execPath, ["gateway/dist/admin/cli.js", "workspace", "create", "--name", "X", "--plan", "gold"], {
      env: { ...process.env, ...stack.env },
      encoding: "utf8",
    });
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /--plan must be one of free, pro, max, enterprise/);
  });

  it("key list never shows a secret", () => {
    const listed = stack.admin(["key", "list", "--workspace", workspaceId]);
    const text = JSON.stringify(listed);
    assert.ok(!text.includes(readKey));
    assert.ok(!text.includes("secret_hash"));
    assert.ok((listed.data as unknown[]).length >= 2);
  });
});

describe("failed authentication is throttled per IP", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  before(async () => {
    await stack.init({ AUTH_FAILURE_LIMIT: "5" });
    const { port } = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${port}/api/v1`);
  });
  after(() => stack.close());

  it("answers 429 after the limit of failed lookups, with Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      const key = `pp_live_${String(i).padStart(16, "b")}_${"C".repeat(40)}`;
      assert.equal((await api("GET", "/usage", { key })).status, 401);
    }
    const response = await api("GET", "/usage", { key: `pp_live_${"d".repeat(16)}_${"C".repeat(40)}` });
    assert.equal(response.status, 429);
    assert.equal(response.json.code, "rate_limit_exceeded");
    assert.ok(Number(response.headers.get("retry-after")) >= 1);
  });
});
