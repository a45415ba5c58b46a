/**
 * The k6 suites' pure arithmetic, run here as it runs in k6: durations and planned rates,
 * minimum pool sizes, the per-scenario key allocation, the per-request key choice (no key
 * over the limit in any 60-second window), the keys file formats, the traffic mix and the
 * text summary.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { ENDPOINTS, endpointForSlot, occurrencesBefore, TRAFFIC_MIX } from "../k6/lib/endpoints.js";
import { textSummary } from "../k6/lib/summary.js";
import { buildThresholds } from "../k6/lib/thresholds.js";
import {
  allocatePools,
  durationSeconds,
  keyForRequest,
  minimumPoolSize,
  parseKeysFile,
  peakIterationsPerSecond,
  plannedIterations,
  poolDemands,
  RATE_LIMIT_PER_WINDOW,
  RATE_LIMIT_WINDOW_SECONDS,
} from "../k6/lib/traffic.js";

const key = (n: number) => `pp_live_${String(n).padStart(16, "0")}_${"a".repeat(40)}`;

describe("durations and planned rates", () => {
  it("reads k6 durations", () => {
    assert.equal(durationSeconds("90s"), 90);
    assert.equal(durationSeconds("1h30m"), 5400);
    assert.equal(durationSeconds("250ms"), 0.25);
    assert.equal(durationSeconds("45"), 45);
    assert.throws(() => durationSeconds("10 minutes"), /not a duration/);
  });

  it("computes the peak rate and the iterations of arrival-rate executors", () => {
    const constant = { executor: "constant-arrival-rate", rate: 30, timeUnit: "1m", duration: "10m" };
    assert.equal(peakIterationsPerSecond(constant), 0.5);
    assert.equal(plannedIterations(constant), 300);
    const ramping = {
      executor: "ramping-arrival-rate",
      startRate: 0,
      timeUnit: "1s",
      stages: [
        { target: 10, duration: "1m" },
        { target: 10, duration: "2m" },
        { target: 0, duration: "1m" },
      ],
    };
    assert.equal(peakIterationsPerSecond(ramping), 10);
    assert.equal(plannedIterations(ramping), 300 + 1200 + 300);
    assert.throws(() => peakIterationsPerSecond({ executor: "constant-vus", vus: 5 }), /no planned rate/);
  });
});

describe("key pool", () => {
  it("needs ceil(rate / budget) keys and refuses a budget at or over the limit", () => {
    assert.equal(minimumPoolSize(20), 14);
    assert.equal(minimumPoolSize(1.5), 1);
    assert.equal(minimumPoolSize(0.01), 1);
    assert.equal(minimumPoolSize(80, 1), 80);
    assert.throws(() => minimumPoolSize(10, RATE_LIMIT_PER_WINDOW / RATE_LIMIT_WINDOW_SECONDS), /below 2/);
  });

  it("walks the pool so no key exceeds its limit in any 60-second window at the planned rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 150 }), (rate, extraKeys) => {
        const pool = Array.from({ length: minimumPoolSize(rate) + (extraKeys % 3) }, (_, index) => key(index));
        // Iteration i starts at i / rate seconds; count each key's requests in every window.
        const perKey = new Map<string, number[]>();
        for (let iteration = 0; iteration < rate * 180; iteration++) {
          const chosen = keyForRequest(pool, iteration);
          const times = perKey.get(chosen) ?? [];
          times.push(iteration / rate);
          perKey.set(chosen, times);
        }
        for (const times of perKey.values()) {
          let end = 0;
          for (let start = 0; start < times.length; start++) {
            while (end < times.length && (times[end] ?? 0) < (times[start] ?? 0) + RATE_LIMIT_WINDOW_SECONDS) end++;
            // The budget is 1.5/s = 90 a window (75 % of 120), plus one for the window's closed start.
            if (end - start > 91) return false;
          }
        }
        return true;
      }),
      { numRuns: 40 },
    );
  });

  it("gives each scenario its own keys of a scope that can serve it, and spreads the spare keys", () => {
    const keysByScope = { write: [key(1), key(2), key(3), key(4)], ai: [key(5)], read: [key(6)] };
    const demands = poolDemands(
      {
        mix: { executor: "constant-arrival-rate", rate: 3, timeUnit: "1s", duration: "1m" },
        ai: { executor: "constant-arrival-rate", rate: 1, timeUnit: "1m", duration: "1m" },
        verify: { executor: "constant-arrival-rate", rate: 6, timeUnit: "1m", duration: "1m" },
      },
      {
        mix: { scope: "write", requestsPerIteration: 1 },
        ai: { scope: "ai", requestsPerIteration: 1 },
        verify: { scope: "read", requestsPerIteration: 1 },
      },
    );
    const { pools, shortfalls } = allocatePools(keysByScope, demands);
    assert.deepEqual(shortfalls, []);
    assert.deepEqual(pools.mix, [key(1), key(2), key(3), key(4)]);
    assert.deepEqual(pools.ai, [key(5)]);
    assert.deepEqual(pools.verify, [key(6)]);
    const all = Object.values(pools).flat();
    assert.equal(new Set(all).size, all.length, "a key serves two scenarios");
  });

  it("reports each scenario the pool cannot serve, with the keys it needs", () => {
    const demands = poolDemands(
      { mix: { executor: "constant-arrival-rate", rate: 30, timeUnit: "1s", duration: "1m" } },
      { mix: { scope: "write", requestsPerIteration: 1 } },
    );
    const { shortfalls } = allocatePools({ write: [key(1)], ai: [key(2)], read: [key(3)] }, demands);
    assert.deepEqual(shortfalls, ["scenario mix needs 20 write-capable keys (peak 30 requests/s), only 1 are left"]);
  });

  it("reads a JSON array of keys or of {key}, or one key per line with comments", () => {
    assert.deepEqual(parseKeysFile(`["${key(1)}", {"key": "${key(2)}", "scope": "ai"}]`), [key(1), key(2)]);
    assert.deepEqual(parseKeysFile(`# pool\n${key(1)}\r\n\n  ${key(2)}  \n`), [key(1), key(2)]);
    assert.throws(() => parseKeysFile(`["${key(1)}", 7]`), /entry 1 of the keys file/);
    assert.throws(() => parseKeysFile("sk_live_123\n"), /not an API key/);
    assert.throws(() => parseKeysFile(`${key(1)}\n${key(1)}\n`), /twice/);
  });
});

describe("traffic mix", () => {
  it("yields the mix's exact proportions in every block of 100 slots", () => {
    const counts = new Map<string, number>();
    for (let slot = 300; slot < 400; slot++) counts.set(endpointForSlot(slot), (counts.get(endpointForSlot(slot)) ?? 0) + 1);
    assert.deepEqual(Object.fromEntries(counts), Object.fromEntries(TRAFFIC_MIX));
  });

  it("counts a name's earlier slots exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.constantFrom(...TRAFFIC_MIX.map(([name]) => name)), (slot, name) => {
        let expected = 0;
        for (let earlier = 0; earlier < slot; earlier++) if (endpointForSlot(earlier) === name) expected++;
        return occurrencesBefore(slot, name) === expected;
      }),
      { numRuns: 60 },
    );
  });
});

describe("thresholds and summary", () => {
  it("builds p95/p99 per endpoint tag, the error rate and checks, scaled by the factor", () => {
    const thresholds = buildThresholds(["GET /usage", "PATCH /tasks/{id}", "GET /usage"], {
      latencyFactor: 2,
      maxErrorRate: 0.05,
      minChecksRate: 0.95,
    });
    assert.deepEqual(thresholds, {
      "http_req_duration{endpoint:GET /usage}": [`p(95)<${ENDPOINTS["GET /usage"].p95 * 2}`, `p(99)<${ENDPOINTS["GET /usage"].p99 * 2}`],
      "http_req_duration{endpoint:PATCH /tasks/{id}}": [
        `p(95)<${ENDPOINTS["PATCH /tasks/{id}"].p95 * 2}`,
        `p(99)<${ENDPOINTS["PATCH /tasks/{id}"].p99 * 2}`,
      ],
      http_req_failed: ["rate<0.05"],
      checks: ["rate>0.95"],
    });
  });

  it("reports passed runs, dropped iterations and each failed threshold", () => {
    const passed = textSummary(
      { metrics: { checks: { type: "rate", values: { rate: 1 }, thresholds: { "rate>0.99": { ok: true } } } } },
      "smoke",
    );
    assert.match(passed, /^k6 smoke: all thresholds passed/);
    const failed = textSummary(
      {
        metrics: {
          "http_req_duration{endpoint:GET /projects/{id}}": {
            type: "trend",
            values: { count: 10, "p(95)": 300, "p(99)": 900 },
            thresholds: { "p(95)<250": { ok: false } },
          },
          dropped_iterations: { type: "counter", values: { count: 4 } },
        },
      },
      "load",
    );
    assert.match(failed, /1 of 1 thresholds FAILED/);
    assert.match(failed, /GET \/projects\/\{id\}\s+10\s+300\.0\s+900\.0\s+p\(95\)<250 FAILED/);
    assert.match(failed, /dropped iterations: the VU cap was too low/);
    assert.match(failed, /FAILED http_req_duration\{endpoint:GET \/projects\/\{id\}\}: p\(95\)<250/);
  });
});
