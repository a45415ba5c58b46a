// @ts-check
// What every suite shares at run time in k6: configuration from the environment, the key
// pool (read from KEYS_FILE in the init context), tagged and checked requests, setup()
// (key probing, pool sizing, fixtures), the traffic-mix iteration, options and handleSummary.
import { check } from "k6";
import exec from "k6/execution";
import http from "k6/http";
import { ENDPOINTS, endpointForSlot, occurrencesBefore } from "./endpoints.js";
import { summaryOutputs } from "./summary.js";
import { buildThresholds } from "./thresholds.js";
import {
  allocatePools,
  DEFAULT_KEY_RATE_BUDGET,
  durationSeconds,
  keyForRequest,
  parseKeysFile,
  poolDemands,
  RATE_LIMIT_PER_WINDOW,
  RATE_LIMIT_WINDOW_SECONDS,
  round,
} from "./traffic.js";

/** @typedef {import("./endpoints.js").EndpointName} EndpointName */
/** @typedef {import("./traffic.js").Scope} Scope */
/** @typedef {import("./traffic.js").TrafficShape} TrafficShape */
/** @typedef {import("k6/options").Scenario} Scenario */
/** @typedef {import("k6/options").Options} Options */
/** @typedef {import("k6/http").RefinedResponse<"text">} Response */
/**
 * The request parts an endpoint's path and query leave open.
 * @typedef {{ ids?: Record<string, string>, query?: string, body?: unknown, headers?: Record<string, string>,
 *   expectedStatuses?: number[] }} RequestParts
 */
/**
 * What setup() hands every iteration: this run's id, each scenario's own keys, the fixture
 * projects and all their task ids.
 * @typedef {{ runId: string, pools: Record<string, string[]>, projects: string[], tasks: string[] }} RunData
 */

export const BASE_URL = (__ENV.BASE_URL || "http://127.0.0.1:8080/api/v1").replace(/\/+$/, "");
export const SUMMARY_DIR = __ENV.SUMMARY_DIR || "load-tests/results";

/**
 * A positive number from the environment, or the default.
 * @param {string} name
 * @param {number} fallback
 * @returns {number}
 */
export function envNumber(name, fallback) {
  const raw = __ENV[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!(value > 0) || !Number.isFinite(value)) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * A k6 duration from the environment ("90s", "10m", "2h"), or the default.
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
export function envDuration(name, fallback) {
  const value = __ENV[name] || fallback;
  let seconds = 0;
  try {
    seconds = durationSeconds(value);
  } catch {
    // reported below, with the variable's name
  }
  if (!(seconds > 0)) throw new Error(`${name} must be a duration such as 90s, 10m or 2h, not "${value}"`);
  return value;
}

/** Read once per VU in the init context, the only place k6 allows open(). */
function readKeysFile() {
  const file = __ENV.KEYS_FILE;
  if (!file) throw new Error("KEYS_FILE is not set: point it at the keys file of load-tests/provision-keys.mjs (an absolute path)");
  const keys = parseKeysFile(open(file));
  if (keys.length === 0) throw new Error(`${file} holds no keys`);
  return keys;
}
export const KEYS = readKeysFile();

/** Requests per second planned per key; never above 75 % of the limit the gateway reports. */
const KEY_RATE_BUDGET = envNumber("KEY_RATE_BUDGET", DEFAULT_KEY_RATE_BUDGET);

/** The scope each kind of traffic needs: the mix PATCHes tasks (write), generate-plan needs ai. */
export const MIX_SHAPE = /** @type {TrafficShape} */ ({ scope: "write", requestsPerIteration: 1 });
export const AI_SHAPE = /** @type {TrafficShape} */ ({ scope: "ai", requestsPerIteration: 1 });
export const READ_SHAPE = /** @type {TrafficShape} */ ({ scope: "read", requestsPerIteration: 1 });

/**
 * VUs for an arrival-rate scenario: enough for answers of up to ~2 s at the peak rate, capped
 * by MAX_VUS (default 200) to stay under the gateway's 256 connections per client address.
 * @param {number} peakPerSecond
 */
export function vusFor(peakPerSecond) {
  const cap = envNumber("MAX_VUS", 200);
  return {
    preAllocatedVUs: Math.min(cap, Math.max(2, Math.ceil(peakPerSecond / 2))),
    maxVUs: Math.min(cap, Math.max(10, Math.ceil(peakPerSecond * 2))),
  };
}

/**
 * The traffic mix at a planned arrival rate through `stages` (peak = the highest target),
 * starting from `startRate`.
 * @param {{ target: number, duration: string }[]} stages
 * @param {number} [startRate]
 * @returns {import("k6/options").Scenario}
 */
export function rampingMix(stages, startRate = 0) {
  const peak = Math.max(startRate, ...stages.map((stage) => stage.target));
  return { executor: "ramping-arrival-rate", exec: "mix", startRate, timeUnit: "1s", stages, ...vusFor(peak) };
}

/**
 * The traffic mix at a constant arrival rate.
 * @param {number} rate
 * @param {string} duration
 * @returns {import("k6/options").Scenario}
 */
export function constantMix(rate, duration) {
  return { executor: "constant-arrival-rate", exec: "mix", rate, timeUnit: "1s", duration, ...vusFor(rate) };
}

/**
 * A sparing generate-plan scenario (AI quota): AI_PER_MINUTE plans a minute (default 1).
 * @param {string} duration
 * @param {string} [startTime]
 * @returns {Scenario}
 */
export function aiScenario(duration, startTime = "0s") {
  return {
    executor: "constant-arrival-rate",
    exec: "ai",
    rate: envNumber("AI_PER_MINUTE", 1),
    timeUnit: "1m",
    duration,
    startTime,
    ...vusFor(1),
  };
}

/**
 * A suite's options: its scenarios, the thresholds for the endpoints it calls, and p99 in the
 * summary. LATENCY_FACTOR scales every latency budget (a slower cluster, a remote client).
 * @param {{ scenarios: Record<string, Scenario>, endpoints: EndpointName[], policy?: import("./thresholds.js").ThresholdPolicy,
 *   extraThresholds?: Record<string, string[]> }} suite
 * @returns {Options}
 */
export function suiteOptions(suite) {
  const latencyFactor = envNumber("LATENCY_FACTOR", 1) * (suite.policy?.latencyFactor ?? 1);
  return {
    scenarios: suite.scenarios,
    thresholds: { ...buildThresholds(suite.endpoints, { ...suite.policy, latencyFactor }), ...suite.extraThresholds },
    summaryTrendStats: ["avg", "min", "med", "max", "p(90)", "p(95)", "p(99)", "count"],
    setupTimeout: "5m",
    teardownTimeout: "3m",
    userAgent: "planner-k6/1.0",
  };
}

/**
 * handleSummary of a suite: JSON and text under SUMMARY_DIR, text on stdout.
 * @param {string} suite
 */
export function summaryHandler(suite) {
  /** @param {import("./summary.js").SummaryData} data */
  return (data) => summaryOutputs(data, suite, SUMMARY_DIR, new Date());
}

/**
 * One request, tagged with its endpoint (thresholds select on the tag; `name` groups the URLs
 * so ids don't multiply time series) and checked against the endpoint's success status.
 * @param {string} key
 * @param {EndpointName} name
 * @param {RequestParts} [parts]
 * @returns {Response}
 */
export function call(key, name, parts = {}) {
  const endpoint = ENDPOINTS[name];
  const url = `${BASE_URL}${endpoint.path(parts.ids ?? {})}${parts.query ? `?${parts.query}` : ""}`;
  /** @type {import("k6/http").Params} */
  const params = {
    headers: {
      Authorization: `Bearer ${key}`,
      ...(parts.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...parts.headers,
    },
    tags: { endpoint: name, name },
  };
  if (parts.expectedStatuses) params.responseCallback = http.expectedStatuses(...parts.expectedStatuses);
  const body = parts.body === undefined ? null : JSON.stringify(parts.body);
  const response = /** @type {Response} */ (http.request(endpoint.method, url, body, params));
  if (!parts.expectedStatuses) {
    check(response, { [`${name} answers ${endpoint.status}`]: (r) => r.status === endpoint.status }, { endpoint: name });
  }
  return response;
}

/**
 * The parsed JSON body, or undefined when there is none.
 * @param {Response} response
 * @returns {any}
 */
export function json(response) {
  try {
    return JSON.parse(response.body ?? "");
  } catch {
    return undefined;
  }
}

/**
 * The problem `code` of an error answer, for messages.
 * @param {Response} response
 * @returns {string}
 */
function problemCode(response) {
  return json(response)?.code ?? `status ${response.status}`;
}

/**
 * Asks GET /usage for every key: it must authenticate, and its scope, workspace, quota and
 * the gateway's rate limit come back.
 * @param {string[]} keys
 */
function probeKeys(keys) {
  const responses = http.batch(
    keys.map((key) => ({
      method: "GET",
      url: `${BASE_URL}/usage`,
      params: { headers: { Authorization: `Bearer ${key}` }, tags: { endpoint: "GET /usage", name: "GET /usage" } },
    })),
  );
  /** @type {Record<Scope, string[]>} */
  const byScope = { read: [], write: [], ai: [] };
  /** @type {Map<string, { api: number, ai: number }>} */
  const workspaces = new Map();
  const problems = [];
  let ratePerSecond = RATE_LIMIT_PER_WINDOW / RATE_LIMIT_WINDOW_SECONDS;
  for (const [index, response] of responses.entries()) {
    const usage = json(/** @type {Response} */ (response));
    if (response.status !== 200 || !usage?.key?.scope) {
      problems.push(`key ${index + 1}: ${problemCode(/** @type {Response} */ (response))}`);
      continue;
    }
    byScope[/** @type {Scope} */ (usage.key.scope)].push(/** @type {string} */ (keys[index]));
    workspaces.set(usage.workspace.id, { api: usage.api_calls.remaining, ai: usage.ai_calls.remaining });
    ratePerSecond = Math.min(ratePerSecond, usage.rate_limit.limit / usage.rate_limit.window_seconds);
  }
  if (problems.length > 0) exec.test.abort(`keys that GET /usage refused (${problems.length}): ${problems.slice(0, 10).join("; ")}`);
  let apiRemaining = 0;
  let aiRemaining = 0;
  for (const quota of workspaces.values()) {
    apiRemaining += quota.api;
    aiRemaining += quota.ai;
  }
  return { byScope, apiRemaining, aiRemaining, ratePerSecond };
}

/**
 * setup() of the traffic suites: sizes the pool for the configured rates (printed, and the
 * run stops at once when the pool or the quota is too small), then prepares the fixture
 * projects: FIXTURE_PROJECT_IDS (comma-separated, reused as they are) or FIXTURE_PROJECTS
 * new ones from POST /ai/generate-plan (default 1).
 * @param {string} suite
 * @param {Record<string, Scenario>} scenarios
 * @param {Record<string, TrafficShape>} shapes traffic shape per scenario name
 * @returns {RunData}
 */
export function prepareRun(suite, scenarios, shapes) {
  const runId = `${suite}-${Date.now().toString(36)}`;
  const probe = probeKeys(KEYS);
  const budget = Math.min(KEY_RATE_BUDGET, 0.75 * probe.ratePerSecond);
  const demands = poolDemands(/** @type {Record<string, import("./traffic.js").PlannedScenario>} */ (scenarios), shapes, budget);
  console.log(
    `${suite}: ${KEYS.length} keys (read ${probe.byScope.read.length}, write ${probe.byScope.write.length}, ai ${probe.byScope.ai.length}); ` +
      `at most ${round(budget)} requests/s per key (limit ${round(probe.ratePerSecond * RATE_LIMIT_WINDOW_SECONDS)} per ${RATE_LIMIT_WINDOW_SECONDS} s)`,
  );
  for (const demand of demands) {
    console.log(
      `${suite}: scenario ${demand.scenario} peaks at ${round(demand.peakRequestsPerSecond)} requests/s → minimum pool ${demand.minimumKeys} ${demand.scope}-capable keys; about ${demand.plannedRequests} requests in all`,
    );
  }
  const { pools, shortfalls } = allocatePools(probe.byScope, demands);
  if (shortfalls.length > 0) {
    exec.test.abort(`key pool too small: ${shortfalls.join("; ")}. Provision more keys (load-tests/provision-keys.mjs) or lower the rate.`);
  }
  const fixtureIds = (__ENV.FIXTURE_PROJECT_IDS || "").split(",").filter(Boolean);
  const newProjects = fixtureIds.length > 0 ? 0 : envNumber("FIXTURE_PROJECTS", 1);
  const plannedApi = demands.reduce((sum, demand) => sum + demand.plannedRequests, 0) + KEYS.length + 2 * newProjects + fixtureIds.length;
  const plannedAi =
    demands.filter((demand) => demand.scope === "ai").reduce((sum, demand) => sum + demand.plannedRequests, 0) + newProjects;
  if (plannedApi > probe.apiRemaining || plannedAi > probe.aiRemaining) {
    exec.test.abort(
      `monthly quota too small: the run plans about ${plannedApi} API calls (${probe.apiRemaining} left) and ${plannedAi} AI calls (${probe.aiRemaining} left); ` +
        "provision an enterprise workspace with a larger quota (load-tests/provision-keys.mjs)",
    );
  }
  const writer = probe.byScope.write[0] ?? KEYS[0] ?? "";
  const projects = [...fixtureIds];
  for (let index = 0; index < newProjects; index++) projects.push(createFixtureProject(probe.byScope.ai[0], `${runId}-fixture-${index}`));
  /** @type {string[]} */
  const tasks = [];
  for (const project of projects) {
    const listed = json(call(writer, "GET /projects/{id}/tasks", { ids: { project }, query: "limit=100" }));
    for (const task of listed?.data ?? []) tasks.push(task.id);
  }
  if (projects.length === 0 || tasks.length === 0) exec.test.abort("the fixture projects have no tasks to PATCH");
  return { runId, pools, projects, tasks };
}

/**
 * The request of POST /ai/generate-plan: a short German seed, as no-code platforms send it.
 * @param {string} idempotencyKey also makes the title unique
 * @returns {RequestParts}
 */
function planRequest(idempotencyKey) {
  return {
    headers: { "Idempotency-Key": idempotencyKey },
    body: {
      description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem für den Kundenservice ein.",
      title: `Lasttest ${idempotencyKey}`,
      desired_timeline_weeks: 12,
      locale: "de",
    },
  };
}

/**
 * Creates a fixture project with POST /ai/generate-plan and returns its id; setup cannot go
 * on without it, so a failure stops the run.
 * @param {string | undefined} key
 * @param {string} idempotencyKey
 * @returns {string}
 */
function createFixtureProject(key, idempotencyKey) {
  if (!key) {
    exec.test.abort("an ai-scope key is needed for POST /ai/generate-plan (or set FIXTURE_PROJECT_IDS to reuse projects)");
    return "";
  }
  const response = call(key, "POST /ai/generate-plan", planRequest(idempotencyKey));
  const id = json(response)?.project?.id;
  if (typeof id !== "string") exec.test.abort(`POST /ai/generate-plan answered ${problemCode(response)}`);
  return id;
}

/**
 * The request parts of a mix slot.
 * @param {EndpointName} name
 * @param {number} slot
 * @param {RunData} data
 * @returns {RequestParts}
 */
function mixRequest(name, slot, data) {
  const project = /** @type {string} */ (data.projects[slot % data.projects.length]);
  switch (name) {
    case "GET /projects":
      return { query: "limit=20" };
    case "GET /projects/{id}":
      return { ids: { project } };
    case "GET /projects/{id}/tasks":
      return { ids: { project }, query: "limit=50" };
    case "GET /projects/{id}/export":
      return { ids: { project }, query: "format=markdown" };
    case "PATCH /tasks/{id}": {
      // The n-th PATCH ticks task n mod T off on even passes and reopens it on odd ones, so
      // each one changes the task (and emits task.status_changed).
      const ordinal = occurrencesBefore(slot, name);
      const task = /** @type {string} */ (data.tasks[ordinal % data.tasks.length]);
      const checked = Math.floor(ordinal / data.tasks.length) % 2 === 0;
      return { ids: { task }, body: { checked }, headers: { "Idempotency-Key": `${data.runId}-${exec.scenario.name}-${slot}` } };
    }
    case "GET /documents":
      return { query: "limit=20" };
    case "POST /documents/search":
      return { body: { query: __ENV.SEARCH_QUERY || "Ticketsystem Kundenservice", project_id: project, limit: 10 } };
    case "GET /compliance-rules":
      return { query: `country=${["DE", "AT", "CH"][slot % 3]}&industry=food&company_size=medium&limit=50` };
    default:
      return {};
  }
}

/**
 * One iteration of the traffic mix: the slot (unique across all k6 instances) picks the
 * operation and the key, so the scenario's keys share its rate evenly.
 * @param {RunData} data
 */
export function mixIteration(data) {
  const slot = exec.scenario.iterationInTest;
  const name = endpointForSlot(slot);
  const key = keyForRequest(data.pools[exec.scenario.name] ?? [], slot);
  call(key, name, mixRequest(name, slot, data));
}

/**
 * One sparing generate-plan (the ai scenario); each creates a project and counts an AI call.
 * @param {RunData} data
 */
export function aiIteration(data) {
  const slot = exec.scenario.iterationInTest;
  call(keyForRequest(data.pools[exec.scenario.name] ?? [], slot), "POST /ai/generate-plan", planRequest(`${data.runId}-ai-${slot}`));
}

/**
 * A response header by name, whatever its case (k6 canonicalises names: `X-Ratelimit-Limit`).
 * @param {Response} response
 * @param {string} name
 * @returns {string | undefined}
 */
export function header(response, name) {
  const wanted = name.toLowerCase();
  for (const [candidate, value] of Object.entries(response.headers)) {
    if (candidate.toLowerCase() === wanted) return value;
  }
  return undefined;
}
