// @ts-check
// Rate limit: drives one key past its limit on purpose and checks the documented answer.
// One VU sends GET /usage back to back until the gateway refuses: every admitted answer
// carries X-RateLimit-Limit/-Remaining/-Reset, RateLimit-Policy and RateLimit, counting down
// by one; the refusal is 429 application/problem+json with code rate_limit_exceeded,
// Retry-After in whole seconds (> 0) and the rate-limit headers at zero; a second request at
// once is refused too, and one sent after Retry-After seconds is admitted again.
// It uses the pool's last key (or RATE_LIMIT_KEY_INDEX, 0-based), which stays limited for up
// to a minute: don't run it at the same time as another suite on the same keys file.
import { check, sleep } from "k6";
import exec from "k6/execution";
import { Counter } from "k6/metrics";
import { call, header, json, KEYS, suiteOptions, summaryHandler } from "./lib/run.js";

/** @typedef {import("./lib/run.js").Response} Response */

const rateLimited = new Counter("rate_limited_responses");

/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = { burst: { executor: "shared-iterations", exec: "burst", vus: 1, iterations: 1, maxDuration: "3m" } };

export const options = suiteOptions({
  scenarios,
  endpoints: ["GET /usage"],
  policy: { minChecksRate: 0.999 },
  // The run must have produced the 429 it is about.
  extraThresholds: { rate_limited_responses: ["count>=1"] },
});

export function setup() {
  const index = Number(__ENV.RATE_LIMIT_KEY_INDEX || KEYS.length - 1);
  const key = KEYS[index];
  if (!key) exec.test.abort(`RATE_LIMIT_KEY_INDEX ${index} is outside the pool of ${KEYS.length} keys`);
  console.log(`rate-limit: uses key ${index} of the pool (1 key is the minimum pool); it stays limited for up to 60 s afterwards`);
  const usage = json(call(/** @type {string} */ (key), "GET /usage"));
  if (!usage?.rate_limit) exec.test.abort(`GET /usage refused the key: ${usage?.code ?? "no answer"}`);
  return { key: /** @type {string} */ (key), limit: Number(usage.rate_limit.limit), window: Number(usage.rate_limit.window_seconds) };
}

/** @param {string | undefined} value */
function integer(value) {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Headers every authenticated answer carries.
 * @param {Response} response
 * @param {{ limit: number, window: number }} policy
 */
function checkRateLimitHeaders(response, policy) {
  const now = Math.floor(Date.now() / 1000);
  return check(response, {
    "X-RateLimit-Limit is the limit": (r) => integer(header(r, "X-RateLimit-Limit")) === policy.limit,
    "X-RateLimit-Remaining is an integer": (r) => integer(header(r, "X-RateLimit-Remaining")) >= 0,
    "X-RateLimit-Reset is a unix time within the window": (r) => {
      const reset = integer(header(r, "X-RateLimit-Reset"));
      return reset >= now - 1 && reset <= now + policy.window + 1;
    },
    "RateLimit-Policy states quota and window": (r) =>
      (header(r, "RateLimit-Policy") ?? "").includes(`q=${policy.limit};w=${policy.window}`),
    "RateLimit states remaining and reset": (r) => /;r=\d+;t=\d+/.test(header(r, "RateLimit") ?? ""),
  });
}

/**
 * The documented refusal.
 * @param {Response} response
 * @param {{ limit: number, window: number }} policy
 */
function checkRefusal(response, policy) {
  const problem = json(response);
  return check(response, {
    "over the limit: 429": (r) => r.status === 429,
    "problem+json body": (r) => (header(r, "Content-Type") ?? "").startsWith("application/problem+json"),
    "code rate_limit_exceeded": () => problem?.code === "rate_limit_exceeded" && problem?.status === 429,
    "problem has every member": () =>
      ["type", "title", "detail", "instance"].every((member) => typeof problem?.[member] === "string") &&
      String(problem?.type).endsWith("/rate_limit_exceeded"),
    "request_id matches X-Request-Id": (r) => typeof problem?.request_id === "string" && problem.request_id === header(r, "X-Request-Id"),
    "Retry-After is whole seconds > 0 within the window": (r) => {
      const seconds = integer(header(r, "Retry-After"));
      return seconds > 0 && seconds <= policy.window;
    },
    "X-RateLimit-Remaining is 0": (r) => header(r, "X-RateLimit-Remaining") === "0",
    "RateLimit says r=0": (r) => /;r=0;t=\d+/.test(header(r, "RateLimit") ?? ""),
  });
}

/** @param {{ key: string, limit: number, window: number }} data */
export function burst(data) {
  // 429 is this suite's expected answer, not a failed request.
  const request = () => call(data.key, "GET /usage", { expectedStatuses: [200, 429] });
  /** @type {Response | undefined} */
  let refusal;
  /** @type {number | undefined} */
  let firstRemaining;
  let admitted = 0;
  let countsDown = true;
  for (let sent = 0; sent <= data.limit + 5 && !refusal; sent++) {
    const response = request();
    if (response.status === 429) {
      refusal = response;
      break;
    }
    check(response, { "under the limit: 200": (r) => r.status === 200 });
    checkRateLimitHeaders(response, data);
    const remaining = integer(header(response, "X-RateLimit-Remaining"));
    if (firstRemaining === undefined) firstRemaining = remaining;
    else countsDown = countsDown && remaining === (firstRemaining ?? 0) - admitted;
    admitted++;
  }
  check(admitted, {
    "X-RateLimit-Remaining counts down by one per request": () => countsDown,
    "admits exactly what the first answer said remained, never more than the limit": (count) =>
      count === (firstRemaining ?? -1) + 1 && count <= data.limit,
  });
  if (!refusal) {
    check(refusal, { "the key was refused after its limit": (r) => r !== undefined });
    return;
  }
  rateLimited.add(1);
  checkRefusal(refusal, data);
  checkRateLimitHeaders(refusal, data);
  const again = request();
  if (again.status === 429) rateLimited.add(1);
  check(again, { "a request at once is refused as well": (r) => r.status === 429 });
  // Honour Retry-After (plus a little clock slack): the key must be admitted again.
  sleep(integer(header(refusal, "Retry-After")) + 1);
  check(request(), { "after Retry-After the key is admitted again": (r) => r.status === 200 });
}

export const handleSummary = summaryHandler("rate-limit");
