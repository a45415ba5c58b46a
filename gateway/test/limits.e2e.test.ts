import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createClient } from "redis";
import { apiClient, freePort, TestStack } from "./harness.js";

const GATEWAY = "gateway/dist/main.js";
const ports = { PORT: "0", MANAGEMENT_PORT: "0" };

describe("rate limit across two gateway processes", () => {
  const stack = new TestStack();
  let gateways: ReturnType<typeof apiClient>[];
  let workspaceId: string;

  before(async () => {
    await stack.init();
    workspaceId = stack.admin(["workspace", "create", "--name", "Busy AG", "--plan", "max"]).id as string;
    const started = await Promise.all([stack.start(GATEWAY, ports), stack.start(GATEWAY, ports)]);
    gateways = started.map(({ port }) => apiClient(`http://127.0.0.1:${port}/api/v1`));
  });
  after(() => stack.close());

  it("admits 120 requests per key in 60 s and refuses the 121st with Retry-After", async () => {
    const key = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "read"]).key as string;
    let admitted = 0;
    let lastRemaining = -1;
    // Bursts of 8 concurrent requests, alternating replicas: the limit holds across both.
    for (let burst = 0; burst < 15; burst++) {
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (gateways[i % 2] as ReturnType<typeof apiClient>)("GET", "/usage", { key })),
      );
      for (const response of responses) {
        assert.equal(response.status, 200);
        assert.equal(response.headers.get("x-ratelimit-limit"), "120");
        admitted++;
      }
      lastRemaining = Math.min(...responses.map((r) => Number(r.headers.get("x-ratelimit-remaining"))));
    }
    assert.equal(admitted, 120);
    assert.equal(lastRemaining, 0);
    for (const gateway of gateways) {
      const refused = await gateway("GET", "/usage", { key });
      assert.equal(refused.status, 429);
      assert.equal(refused.json.code, "rate_limit_exceeded");
      const retryAfter = Number(refused.headers.get("retry-after"));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(refused.headers.get("x-ratelimit-remaining"), "0");
      assert.ok(Number(refused.headers.get("x-ratelimit-reset")) * 1000 > Date.now());
      assert.match(refused.headers.get("ratelimit") ?? "", /r=0;t=\d+/);
      assert.match(refused.headers.get("ratelimit-policy") ?? "", /q=120;w=60/);
    }
  });

  it("200 concurrent requests of one key admit exactly 120", async () => {
    const key = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "read"]).key as string;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (gateways[i % 2] as ReturnType<typeof apiClient>)("GET", "/usage", { key })),
    );
    assert.equal(responses.filter((r) => r.status === 200).length, 120);
    assert.equal(responses.filter((r) => r.status === 429).length, 80);
  });
});

describe("monthly quota", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  before(async () => {
    await stack.init();
    // No project service listens there: an admitted call answers 503 (and counts) once its
    // read has waited its deadline for the service to come up.
    const { port } = await stack.start(GATEWAY, { ...ports, PROJECT_SERVICE_ADDR: `127.0.0.1:${await freePort()}` });
    api = apiClient(`http://127.0.0.1:${port}/api/v1`);
  });
  after(() => stack.close());

  it("50 concurrent requests against a quota with 10 left admit exactly 10; GET /usage still answers", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Quota KG", "--plan", "enterprise", "--api-quota", "15", "--ai-quota", "5"]);
    const keys = [0, 1].map(() => stack.admin(["key", "create", "--workspace", ws.id as string, "--scope", "read"]).key as string);
    for (let i = 0; i < 5; i++) assert.equal((await api("GET", "/usage", { key: keys[0] })).status, 200);
    const sentAt = Date.now();
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => api("GET", "/projects", { key: keys[i % 2] })));
    const answeredBy = Date.now();
    assert.equal(responses.filter((r) => r.status === 503).length, 10, "admitted, then the upstream is unavailable");
    const refused = responses.filter((r) => r.status === 429);
    assert.equal(refused.length, 40);
    for (const response of refused) {
      assert.equal(response.json.code, "api_quota_exceeded");
      const retryAfter = Number(response.headers.get("retry-after"));
      const nextMonth = Date.UTC(new Date(sentAt).getUTCFullYear(), new Date(sentAt).getUTCMonth() + 1, 1);
      // Computed by the gateway between sending and the last answer, rounded to seconds.
      const computedAt = nextMonth - retryAfter * 1000;
      assert.ok(computedAt >= sentAt - 2_000 && computedAt <= answeredBy + 2_000, "Retry-After points at the next month");
    }
    // The quota is spent, and GET /usage says so instead of refusing.
    const usage = await api("GET", "/usage", { key: keys[1] });
    assert.equal(usage.status, 200);
    assert.deepEqual(usage.json.api_calls, { used: 15, limit: 15, remaining: 0 });
  });

  it("GET /usage reports plan, period, calls and rate limit", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Figures GmbH", "--plan", "pro"]);
    const key = stack.admin(["key", "create", "--workspace", ws.id as string, "--scope", "read"]).key as string;
    await api("GET", "/usage", { key });
    await api("GET", "/usage", { key });
    const usage = (await api("GET", "/usage", { key })).json as {
      plan: string;
      period: { start: string; end: string };
      api_calls: { used: number; limit: number; remaining: number };
      ai_calls: { used: number; limit: number; remaining: number };
      rate_limit: { limit: number; window_seconds: number; remaining: number };
    };
    assert.equal(usage.plan, "pro");
    assert.deepEqual(usage.api_calls, { used: 3, limit: 2000, remaining: 1997 });
    assert.deepEqual(usage.ai_calls, { used: 0, limit: 50, remaining: 50 });
    assert.deepEqual(usage.rate_limit, { limit: 120, window_seconds: 60, remaining: 117 });
    const now = new Date();
    assert.equal(usage.period.start, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
    assert.equal(usage.period.end, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString());
    const cli = stack.admin(["usage", "--workspace", ws.id as string]) as typeof usage;
    assert.equal(cli.api_calls.used, 3);
    assert.equal(cli.plan, "pro");
    const who = (await api("GET", "/usage", { key })).json as {
      workspace: { id: string; name: string };
      key: { id: string; scope: string };
    };
    assert.deepEqual(who.workspace, { id: ws.id, name: "Figures GmbH" });
    assert.equal(who.key.scope, "read");
    assert.match(who.key.id, /^key_/);
    assert.ok(!JSON.stringify(who).includes(key), "the key itself is never shown");
  });
});

describe("own Redis: usage durable across a wipe and a restart; a stalled Redis is 503", () => {
  const stack = new TestStack();
  let redis: ChildProcess;
  let redisDir: string;
  let redisUrl: string;

  before(async () => {
    // This test wipes Redis, so it runs its own server, never the shared one.
    const port = await freePort();
    redisDir = await mkdtemp(join(tmpdir(), "planner-redis-"));
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", redisDir], {
      stdio: "ignore",
    });
    redisUrl = `redis://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        const client = createClient({ url: redisUrl });
        client.on("error", () => undefined);
        await client.connect();
        await client.close();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await stack.init({ REDIS_URL: redisUrl });
  });
  after(async () => {
    await stack.close();
    redis.kill("SIGTERM");
    await once(redis, "exit");
    await rm(redisDir, { recursive: true, force: true });
  });

  it("keeps every admitted call", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Durable SE", "--plan", "pro"]);
    const key = stack.admin(["key", "create", "--workspace", ws.id as string, "--scope", "read"]).key as string;
    const first = await stack.start(GATEWAY, ports);
    const api = apiClient(`http://127.0.0.1:${first.port}/api/v1`);
    for (let i = 0; i < 7; i++) assert.equal((await api("GET", "/usage", { key })).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 600)); // at least one journal flush
    const client = createClient({ url: redisUrl });
    await client.connect();
    await client.sendCommand(["FLUSHDB"]);
    await client.close();
    // Concurrent requests that all find the counters gone re-seed them once, from Postgres.
    const concurrent = await Promise.all([1, 2, 3].map(() => api("GET", "/usage", { key })));
    assert.deepEqual(
      concurrent.map((response) => response.status),
      [200, 200, 200],
    );
    assert.equal(((await api("GET", "/usage", { key })).json.api_calls as { used: number }).used, 11);
    await stack.stop(first.child);
    const second = await stack.start(GATEWAY, ports);
    const restarted = apiClient(`http://127.0.0.1:${second.port}/api/v1`);
    const usage = (await restarted("GET", "/usage", { key })).json.api_calls as { used: number };
    assert.equal(usage.used, 12);
  });

  it("answers 503 upstream_unavailable while Redis does not answer, and recovers", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Stalled KG", "--plan", "pro"]);
    const key = stack.admin(["key", "create", "--workspace", ws.id as string, "--scope", "read"]).key as string;
    const gateway = await stack.start(GATEWAY, { ...ports, REDIS_COMMAND_TIMEOUT_MS: "300" });
    const api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    assert.equal((await api("GET", "/usage", { key })).status, 200);
    redis.kill("SIGSTOP");
    try {
      const started = Date.now();
      const stalled = await api("GET", "/usage", { key });
      assert.equal(stalled.status, 503);
      assert.equal(stalled.json.code, "upstream_unavailable");
      assert.equal(stalled.headers.get("retry-after"), "1");
      assert.ok(Date.now() - started < 3_000, `answered after ${Date.now() - started} ms`);
    } finally {
      redis.kill("SIGCONT");
    }
    assert.equal((await api("GET", "/usage", { key })).status, 200);
    await stack.stop(gateway.child);
  });
});
