// @ts-check
// Traffic arithmetic shared by every scenario: rates planned by the executors, the key pool
// they need under the per-key rate limit, and which key serves which request. Pure (no k6
// import), so the same code runs in k6 and in the repository's unit tests.

/** The gateway's documented limit: 120 requests in any 60-second window per API key. */
export const RATE_LIMIT_PER_WINDOW = 120;
export const RATE_LIMIT_WINDOW_SECONDS = 60;
/**
 * Requests per second planned for one key: 75 % of the limit (1.5/s = 90 per window), so
 * setup's own requests, the sliding window's edges and uneven iteration starts stay under it.
 */
export const DEFAULT_KEY_RATE_BUDGET = 1.5;

/** @typedef {"read" | "write" | "ai"} Scope */

/**
 * What a scenario needs from the pool: the scope its requests require and how many requests
 * one iteration sends (each request may go out with a different key).
 * @typedef {{ scope: Scope, requestsPerIteration: number }} TrafficShape
 */

/**
 * The parts of a k6 scenario the arithmetic reads (arrival-rate executors only: their rate is
 * planned, a closed model's is not).
 * @typedef {{ executor: string, rate?: number, startRate?: number, timeUnit?: string,
 *   duration?: string, startTime?: string, stages?: { target: number, duration: string }[],
 *   iterations?: number, vus?: number }} PlannedScenario
 */

/** @typedef {{ scenario: string, scope: Scope, peakRequestsPerSecond: number, minimumKeys: number, plannedRequests: number }} PoolDemand */

/**
 * Seconds in a k6 duration string ("90s", "5m", "1h30m", "250ms"); a bare number is seconds.
 * @param {string | number | undefined} value
 * @returns {number}
 */
export function durationSeconds(value) {
  if (value === undefined || value === "") return 0;
  if (typeof value === "number") return value;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const units = /** @type {Record<string, number>} */ ({ ms: 0.001, s: 1, m: 60, h: 3600 });
  let total = 0;
  let consumed = "";
  const part = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  for (let match = part.exec(value); match !== null; match = part.exec(value)) {
    total += Number(match[1]) * (units[match[2] ?? "s"] ?? 1);
    consumed += match[0];
  }
  if (consumed !== value) throw new Error(`not a duration: "${value}"`);
  return total;
}

/**
 * Iterations per second at the busiest moment of an arrival-rate scenario.
 * @param {PlannedScenario} scenario
 * @returns {number}
 */
export function peakIterationsPerSecond(scenario) {
  const unit = durationSeconds(scenario.timeUnit ?? "1s") || 1;
  if (scenario.executor === "constant-arrival-rate") return (scenario.rate ?? 0) / unit;
  if (scenario.executor === "ramping-arrival-rate") {
    const targets = (scenario.stages ?? []).map((stage) => stage.target);
    return Math.max(scenario.startRate ?? 0, ...targets) / unit;
  }
  if (scenario.executor === "shared-iterations" || scenario.executor === "per-vu-iterations") return 0;
  throw new Error(`executor ${scenario.executor} has no planned rate; use an arrival-rate executor`);
}

/**
 * Iterations an arrival-rate scenario starts in all (stages ramp linearly); for the
 * iteration-count executors, their count.
 * @param {PlannedScenario} scenario
 * @returns {number}
 */
export function plannedIterations(scenario) {
  const unit = durationSeconds(scenario.timeUnit ?? "1s") || 1;
  if (scenario.executor === "constant-arrival-rate") return ((scenario.rate ?? 0) * durationSeconds(scenario.duration)) / unit;
  if (scenario.executor === "ramping-arrival-rate") {
    let rate = scenario.startRate ?? 0;
    let total = 0;
    for (const stage of scenario.stages ?? []) {
      total += (((rate + stage.target) / 2) * durationSeconds(stage.duration)) / unit;
      rate = stage.target;
    }
    return total;
  }
  if (scenario.executor === "shared-iterations") return scenario.iterations ?? 1;
  if (scenario.executor === "per-vu-iterations") return (scenario.iterations ?? 1) * (scenario.vus ?? 1);
  throw new Error(`executor ${scenario.executor} has no planned rate; use an arrival-rate executor`);
}

/**
 * Keys needed so that no key is planned above `budget` requests per second.
 * @param {number} requestsPerSecond
 * @param {number} [budget]
 * @returns {number}
 */
export function minimumPoolSize(requestsPerSecond, budget = DEFAULT_KEY_RATE_BUDGET) {
  if (!(budget > 0 && budget < RATE_LIMIT_PER_WINDOW / RATE_LIMIT_WINDOW_SECONDS)) {
    throw new Error(`the per-key budget must be above 0 and below ${RATE_LIMIT_PER_WINDOW / RATE_LIMIT_WINDOW_SECONDS} requests/s`);
  }
  return Math.max(1, Math.ceil(requestsPerSecond / budget - 1e-9));
}

/**
 * One demand per scenario that sends requests.
 * @param {Record<string, PlannedScenario>} scenarios
 * @param {Record<string, TrafficShape>} shapes keyed by scenario name
 * @param {number} [budget]
 * @returns {PoolDemand[]}
 */
export function poolDemands(scenarios, shapes, budget = DEFAULT_KEY_RATE_BUDGET) {
  return Object.entries(scenarios).map(([name, scenario]) => {
    const shape = shapes[name];
    if (!shape) throw new Error(`scenario ${name} has no traffic shape`);
    const peakRequestsPerSecond = peakIterationsPerSecond(scenario) * shape.requestsPerIteration;
    return {
      scenario: name,
      scope: shape.scope,
      peakRequestsPerSecond,
      minimumKeys: minimumPoolSize(peakRequestsPerSecond, budget),
      plannedRequests: Math.ceil(plannedIterations(scenario) * shape.requestsPerIteration),
    };
  });
}

/**
 * Keys that can serve a scope: `write` and `ai` keys both include `read`.
 * @type {Record<Scope, Scope[]>}
 */
const SERVING_SCOPES = { write: ["write"], ai: ["ai"], read: ["read", "write", "ai"] };

/**
 * Gives every scenario its own slice of keys (scenarios count their iterations separately,
 * so sharing a key between two of them would double its rate). Scenarios needing `write` or
 * `ai` are served first; `read` takes what is left, read keys first.
 * @param {Record<Scope, string[]>} keysByScope
 * @param {PoolDemand[]} demands
 * @returns {{ pools: Record<string, string[]>, shortfalls: string[] }}
 */
export function allocatePools(keysByScope, demands) {
  /** @type {Record<Scope, string[]>} */
  const free = { read: [...keysByScope.read], write: [...keysByScope.write], ai: [...keysByScope.ai] };
  /** @type {Record<string, string[]>} */
  const pools = {};
  /** @type {string[]} */
  const shortfalls = [];
  const ordered = [...demands].sort((a, b) => Number(a.scope === "read") - Number(b.scope === "read"));
  for (const demand of ordered) {
    /** @type {string[]} */
    const pool = [];
    for (const scope of SERVING_SCOPES[demand.scope]) {
      while (pool.length < demand.minimumKeys && free[scope].length > 0) pool.push(/** @type {string} */ (free[scope].shift()));
    }
    if (pool.length < demand.minimumKeys) {
      shortfalls.push(
        `scenario ${demand.scenario} needs ${demand.minimumKeys} ${demand.scope}-capable keys ` +
          `(peak ${round(demand.peakRequestsPerSecond)} requests/s), only ${pool.length} are left`,
      );
    }
    pools[demand.scenario] = pool;
  }
  // Spare keys spread the load further: round-robin over the scenarios of their own scope,
  // else over the read scenarios they can serve.
  for (const scope of /** @type {Scope[]} */ (["read", "write", "ai"])) {
    const own = ordered.filter((demand) => demand.scope === scope);
    const takers = own.length > 0 ? own : ordered.filter((demand) => SERVING_SCOPES[demand.scope].includes(scope));
    free[scope].forEach((key, index) => {
      const taker = takers[index % Math.max(1, takers.length)];
      if (taker) pools[taker.scenario]?.push(key);
    });
  }
  return { pools, shortfalls };
}

/**
 * The key for one request: consecutive request slots of a scenario walk the pool in turn, so
 * each key serves exactly every n-th request and its rate is the scenario's rate / n.
 * @param {string[]} pool
 * @param {number} iterationInTest k6's `exec.scenario.iterationInTest` (unique across instances)
 * @param {number} [requestIndex] the request's position within the iteration
 * @param {number} [requestsPerIteration]
 * @returns {string}
 */
export function keyForRequest(pool, iterationInTest, requestIndex = 0, requestsPerIteration = 1) {
  if (pool.length === 0) throw new Error("empty key pool");
  const slot = iterationInTest * requestsPerIteration + requestIndex;
  return /** @type {string} */ (pool[slot % pool.length]);
}

/**
 * Reads a keys file: a JSON array of keys (strings, or objects with a `key` member), or one
 * key per line (blank lines and lines starting with # are skipped).
 * @param {string} text
 * @returns {string[]}
 */
export function parseKeysFile(text) {
  const trimmed = text.trim();
  /** @type {string[]} */
  let keys;
  if (trimmed.startsWith("[")) {
    /** @type {unknown} */
    const parsed = JSON.parse(trimmed);
    if (!Array.isArray(parsed)) throw new Error("the keys file is not a JSON array");
    keys = parsed.map((entry, index) => {
      const key = typeof entry === "string" ? entry : entry && typeof entry === "object" ? entry.key : undefined;
      if (typeof key !== "string") throw new Error(`entry ${index} of the keys file is neither a key nor {"key": …}`);
      return key.trim();
    });
  } else {
    keys = trimmed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"));
  }
  const malformed = keys.findIndex((key) => !/^pp_live_[A-Za-z0-9]+_[A-Za-z0-9_-]+$/.test(key));
  if (malformed !== -1) throw new Error(`entry ${malformed} of the keys file is not an API key (pp_live_…)`);
  if (new Set(keys).size !== keys.length) throw new Error("the keys file lists a key twice");
  return keys;
}

/** @param {number} value */
export function round(value) {
  return Math.round(value * 100) / 100;
}
