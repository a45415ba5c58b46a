/**
 * Every k6 suite, evaluated in its init context (the k6 modules resolve to stand-ins that
 * refuse any request): options with p95/p99 thresholds per endpoint tag, error rate and
 * checks; endpoint tags that are operations of the OpenAPI document; scenarios whose `exec`
 * is exported; handleSummary writing JSON and text; and the minimum key pools the README lists.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import { MIX_ENDPOINTS } from "../k6/lib/endpoints.js";
import { poolDemands } from "../k6/lib/traffic.js";

register("./k6-runtime/hooks.mjs", import.meta.url);

const ROOT = new URL("../../", import.meta.url).pathname;
const SUITES = ["smoke", "load", "stress", "spike", "soak", "webhooks", "rate-limit"];
const TRAFFIC_SUITES = ["smoke", "load", "stress", "spike", "soak"];

interface Suite {
  options: {
    scenarios: Record<string, { executor: string; exec?: string }>;
    thresholds: Record<string, string[]>;
    summaryTrendStats: string[];
  };
  trafficShapes?: Record<string, { scope: "read" | "write" | "ai"; requestsPerIteration: number }>;
  setup?: unknown;
  handleSummary?: (data: unknown) => Record<string, string>;
  [name: string]: unknown;
}

const k6Globals = globalThis as unknown as { __ENV: Record<string, string>; open: (path: string) => string };
let dir: string;
let evaluation = 0;

/** Evaluates a suite afresh (a new module instance) with this environment. */
async function loadSuite(name: string, env: Record<string, string> = {}): Promise<Suite> {
  k6Globals.__ENV = { KEYS_FILE: join(dir, "keys.txt"), SUMMARY_DIR: join(dir, "results"), ...env };
  evaluation++;
  return (await import(`${pathToFileURL(join(ROOT, "load-tests/k6", `${name}.js`)).href}?evaluation=${evaluation}`)) as Suite;
}

/** The OpenAPI operations as "METHOD /path" matchers. */
function operationMatchers(): { method: string; pattern: RegExp }[] {
  const document = parse(readFileSync(join(ROOT, "gateway/openapi/openapi.yaml"), "utf8")) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "(\\{\\w+\\}|[^/{}]+)")}$`),
    })),
  );
}

before(async () => {
  dir = await mkdtemp(join(tmpdir(), "k6-suites-"));
  const keys = Array.from({ length: 3 }, (_, index) => `pp_live_${"k".repeat(15)}${index}_${"s".repeat(40)}`);
  await writeFile(join(dir, "keys.txt"), `# a comment\n${keys.join("\n")}\n`);
  k6Globals.open = (path: string) => readFileSync(path, "utf8");
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("k6 suites", () => {
  for (const name of SUITES) {
    it(`${name}: thresholds per endpoint tag (p95, p99), http_req_failed, checks; exports exec, setup, handleSummary`, async () => {
      const suite = await loadSuite(name);
      const { thresholds, scenarios } = suite.options;
      const endpointMetrics = Object.keys(thresholds).filter((metric) => metric.startsWith("http_req_duration{endpoint:"));
      assert.ok(endpointMetrics.length > 0, "no latency threshold per endpoint");
      for (const metric of endpointMetrics) {
        const expressions = thresholds[metric] ?? [];
        assert.ok(
          expressions.some((expression) => /^p\(95\)<\d+$/.test(expression)),
          `${metric}: no p(95)`,
        );
        assert.ok(
          expressions.some((expression) => /^p\(99\)<\d+$/.test(expression)),
          `${metric}: no p(99)`,
        );
      }
      assert.match(thresholds.http_req_failed?.[0] ?? "", /^rate<0(\.\d+)?$/);
      assert.match(thresholds.checks?.[0] ?? "", /^rate>0\.\d+$/);
      assert.ok(suite.options.summaryTrendStats.includes("p(99)"));
      assert.equal(typeof suite.setup, "function");
      assert.equal(typeof suite.handleSummary, "function");
      for (const [scenario, config] of Object.entries(scenarios)) {
        assert.equal(typeof suite[config.exec ?? "default"], "function", `scenario ${scenario} runs an export that does not exist`);
      }
    });
  }

  it("every endpoint tag is an operation of the OpenAPI document", async () => {
    const operations = operationMatchers();
    for (const name of SUITES) {
      const suite = await loadSuite(name);
      for (const metric of Object.keys(suite.options.thresholds)) {
        const tag = /^http_req_duration\{endpoint:(\w+) (\S+)\}$/.exec(metric);
        if (!tag) continue;
        const [, method, path] = tag;
        assert.ok(
          operations.some((operation) => operation.method === method && operation.pattern.test(path ?? "")),
          `${name}: ${method} ${path} is not in the OpenAPI document`,
        );
      }
    }
  });

  it("the traffic suites set thresholds on every operation of the mix and generate-plan", async () => {
    for (const name of TRAFFIC_SUITES) {
      const suite = await loadSuite(name);
      for (const endpoint of [...MIX_ENDPOINTS, "POST /ai/generate-plan"]) {
        assert.ok(`http_req_duration{endpoint:${endpoint}}` in suite.options.thresholds, `${name}: no threshold for ${endpoint}`);
      }
    }
  });

  it("stress and spike loosen the budgets of load; LATENCY_FACTOR scales them all", async () => {
    const budget = (suite: Suite) => suite.options.thresholds["http_req_duration{endpoint:GET /projects/{id}}"];
    assert.deepEqual(budget(await loadSuite("load")), ["p(95)<250", "p(99)<600"]);
    assert.deepEqual(budget(await loadSuite("stress")), ["p(95)<750", "p(99)<1800"]);
    assert.deepEqual(budget(await loadSuite("spike")), ["p(95)<1000", "p(99)<2400"]);
    assert.deepEqual(budget(await loadSuite("load", { LATENCY_FACTOR: "2" })), ["p(95)<500", "p(99)<1200"]);
    assert.deepEqual((await loadSuite("stress")).options.thresholds.http_req_failed, ["rate<0.05"]);
  });

  it("RATE and DURATION change the plan, and invalid values stop the run in the init context", async () => {
    const suite = await loadSuite("load", { RATE: "40", DURATION: "30m" });
    const [demand] = poolDemands(suite.options.scenarios as never, suite.trafficShapes ?? {});
    assert.equal(demand?.peakRequestsPerSecond, 40);
    assert.equal(demand?.minimumKeys, 27);
    assert.equal(demand?.plannedRequests, 40 * 60 + 40 * 1800);
    await assert.rejects(loadSuite("load", { RATE: "fast" }), /RATE must be a positive number/);
    await assert.rejects(loadSuite("soak", { DURATION: "forever" }), /DURATION must be a duration/);
  });

  it("a suite without KEYS_FILE stops in the init context with the reason", () => {
    // A process of its own: the shared library reads the keys once per module instance.
    const script = [
      'import { register } from "node:module";',
      `register(${JSON.stringify(new URL("./k6-runtime/hooks.mjs", import.meta.url).href)});`,
      "globalThis.__ENV = {};",
      `await import(${JSON.stringify(pathToFileURL(join(ROOT, "load-tests/k6/smoke.js")).href)});`,
    ].join("\n");
    const result = spawnSync(process.execPath, ["--input-type=module", "--eval", script], { encoding: "utf8" });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /KEYS_FILE is not set/);
  });

  it("the webhooks suite refuses too short a run and thresholds the delivery lag", async () => {
    await assert.rejects(loadSuite("webhooks", { DURATION: "45s" }), /DURATION must be at least 60s/);
    const suite = await loadSuite("webhooks");
    assert.deepEqual(suite.options.thresholds.webhook_last_delivery_age, ["p(95)<15000"]);
    assert.deepEqual(suite.options.thresholds.webhook_drain_time, ["max<60000"]);
  });

  it("handleSummary writes JSON and text under SUMMARY_DIR and prints the text", async () => {
    const suite = await loadSuite("rate-limit");
    const data = {
      state: { testRunDurationMs: 61_500 },
      metrics: {
        "http_req_duration{endpoint:GET /usage}": {
          type: "trend",
          values: { count: 122, "p(95)": 4.2, "p(99)": 9.9 },
          thresholds: { "p(95)<200": { ok: true }, "p(99)<500": { ok: true } },
        },
        http_req_failed: { type: "rate", values: { rate: 0 }, thresholds: { "rate<0.01": { ok: true } } },
        checks: { type: "rate", values: { rate: 0.99 }, thresholds: { "rate>0.999": { ok: false } } },
      },
    };
    const outputs = suite.handleSummary?.(data) ?? {};
    const files = Object.keys(outputs).filter((file) => file !== "stdout");
    assert.equal(files.length, 2);
    const json = files.find((file) => file.endsWith(".json"));
    const text = files.find((file) => file.endsWith(".txt"));
    assert.ok(json?.startsWith(join(dir, "results", "k6-rate-limit-")));
    assert.deepEqual(JSON.parse(outputs[json ?? ""] ?? ""), data);
    assert.equal(outputs[text ?? ""], outputs.stdout);
    assert.match(outputs.stdout ?? "", /^k6 rate-limit: 1 of 4 thresholds FAILED \(62 s\)/);
    assert.match(outputs.stdout ?? "", /GET \/usage\s+122\s+4\.2\s+9\.9\s+p\(95\)<200 ok, p\(99\)<500 ok/);
    assert.match(outputs.stdout ?? "", /FAILED checks: rate>0\.999/);
  });

  it("the README lists each suite's minimum key pool at the default rates", async () => {
    const readme = await readFile(join(ROOT, "load-tests/README.md"), "utf8");
    for (const name of [...TRAFFIC_SUITES, "webhooks"]) {
      const suite = await loadSuite(name);
      for (const demand of poolDemands(suite.options.scenarios as never, suite.trafficShapes ?? {})) {
        const row = `| ${name} | ${demand.scenario} | ${Math.round(demand.peakRequestsPerSecond * 1000) / 1000} | ${demand.scope} | ${demand.minimumKeys} |`;
        assert.ok(readme.includes(row), `README lacks the row ${row}`);
      }
    }
  });
});
