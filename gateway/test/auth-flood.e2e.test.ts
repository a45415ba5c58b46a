/**
 * A flood of unknown and wrong keys from one address: valid keys keep answering 200 and
 * Postgres sees a bounded number of key lookups (gateway_key_lookups_total on /metrics).
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { type ApiResponse, apiClient, TestStack } from "./harness.js";

const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
const randomKeyId = () => Array.from(randomBytes(16), (byte) => LOWER[byte % LOWER.length]).join("");
const unknownKey = (keyId = randomKeyId()) => `pp_live_${keyId}_${"Q".repeat(40)}`;
const wrongSecret = (key: string) => `${key.slice(0, -6)}ZZZZZZ`;

/** gateway_key_lookups_total by result. */
async function lookups(metricsUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^gateway_key_lookups_total\{[^}]*result="(\w+)"[^}]*\} (\d+)/gm)) {
    counts[match[1] as string] = Number(match[2]);
  }
  return counts;
}
const queries = (counts: Record<string, number>) => (counts.found ?? 0) + (counts.not_found ?? 0) + (counts.error ?? 0);

/** Runs the requests `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, run: (item: T) => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const out: ApiResponse[] = [];
  for (let i = 0; i < items.length; i += concurrency) out.push(...(await Promise.all(items.slice(i, i + concurrency).map(run))));
  return out;
}

describe("a flood of bad keys from one address", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let metricsUrl: string;
  let warm: string[];
  let fresh: string[];

  before(async () => {
    // A negative-cache TTL longer than the test makes the lookup bound exact.
    await stack.init({ KEY_NEGATIVE_CACHE_TTL_MS: "120000" });
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    metricsUrl = `http://127.0.0.1:${gateway.managementPort}/metrics`;
    const ws = stack.admin(["workspace", "create", "--name", "NAT GmbH", "--plan", "enterprise", "--api-quota", "100000"]).id as string;
    warm = Array.from({ length: 5 }, () => stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string);
    fresh = Array.from({ length: 10 }, () => stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string);
  });
  after(() => stack.close());

  it("2,000 bad keys never lock out a valid key, and Postgres sees one lookup per distinct key id", async () => {
    for (const key of warm) assert.equal((await api("GET", "/usage", { key })).status, 200);
    const before = await lookups(metricsUrl);

    const distinct = Array.from({ length: 500 }, () => unknownKey());
    const repeated = unknownKey();
    const flood = [
      ...distinct,
      ...distinct,
      ...Array.from({ length: 300 }, () => repeated),
      ...Array.from({ length: 500 }, (_, i) => wrongSecret(warm[i % warm.length] as string)),
      ...Array.from({ length: 200 }, (_, i) => `pp_live_${i}`),
    ];
    assert.equal(flood.length, 2_000);
    const answers = await inParallel(flood, 50, (key) => api("GET", "/usage", { key }));
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    assert.deepEqual([...statuses.keys()].sort(), [401, 429], JSON.stringify([...statuses]));
    const throttled = answers.find((answer) => answer.status === 429);
    assert.equal(throttled?.json.code, "rate_limit_exceeded");
    assert.ok(Number(throttled?.headers.get("retry-after")) >= 1);

    // Fresh valid keys from the same address, then the warm keys: all answer.
    for (const key of fresh) {
      const response = await api("GET", "/usage", { key });
      assert.equal(response.status, 200, response.text);
    }
    for (const key of warm) assert.equal((await api("GET", "/usage", { key })).status, 200);

    const after = await lookups(metricsUrl);
    const flooded = queries(after) - queries(before);
    // 501 distinct unknown ids and the ten fresh keys; the wrong secrets hit cached keys.
    assert.ok(flooded <= 511, `Postgres key lookups: ${flooded}`);
    assert.equal((after.found ?? 0) - (before.found ?? 0), 10);
    assert.equal(after.budget_exhausted ?? 0, 0);
  });
});

describe("the global key lookup budget", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let metricsUrl: string;
  let cached: string;
  let fresh: string;

  before(async () => {
    await stack.init({ KEY_LOOKUP_RATE: "2", KEY_LOOKUP_BURST: "20", AUTH_FAILURE_LIMIT: "100000" });
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    metricsUrl = `http://127.0.0.1:${gateway.managementPort}/metrics`;
    const ws = stack.admin(["workspace", "create", "--name", "Budget AG", "--plan", "max"]).id as string;
    cached = stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string;
    fresh = stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string;
    // A new workspace is reported as changed by the revocation poll for about a second.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  });
  after(() => stack.close());

  it("when spent, uncached keys get 503 with Retry-After while cached keys keep working", async () => {
    assert.equal((await api("GET", "/usage", { key: cached })).status, 200);
    const started = Date.now();
    const answers = await inParallel(
      Array.from({ length: 200 }, () => unknownKey()),
      20,
      (key) => api("GET", "/usage", { key }),
    );
    const elapsedSeconds = (Date.now() - started) / 1000;
    const refused = answers.filter((answer) => answer.status === 503);
    assert.ok(refused.length > 0, "the budget ran out");
    assert.ok(
      answers.every((answer) => answer.status === 401 || answer.status === 503),
      JSON.stringify(answers.map((a) => a.status)),
    );
    assert.equal(refused[0]?.json.code, "upstream_unavailable");
    assert.ok(Number(refused[0]?.headers.get("retry-after")) >= 1);

    const counts = await lookups(metricsUrl);
    // Burst plus refill while the flood ran (the warm-up lookup included).
    assert.ok(queries(counts) <= 21 + Math.ceil(elapsedSeconds * 2) + 1, `${queries(counts)} lookups in ${elapsedSeconds} s`);
    assert.ok((counts.budget_exhausted ?? 0) >= refused.length);

    assert.equal((await api("GET", "/usage", { key: cached })).status, 200, "a cached key is not affected");

    // A key not yet cached gets through once the bucket has refilled (bounded wait).
    let response = await api("GET", "/usage", { key: fresh });
    for (let attempt = 0; response.status === 503 && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000));
      response = await api("GET", "/usage", { key: fresh });
    }
    assert.equal(response.status, 200, response.text);
  });
});
