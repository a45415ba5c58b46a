// @ts-check
// One thresholds builder for every suite: p95 and p99 latency per endpoint tag, the error
// rate and the share of passed checks. Pure (no k6 import).
import { ENDPOINTS } from "./endpoints.js";

/** @typedef {import("./endpoints.js").EndpointName} EndpointName */

/**
 * @typedef {{ latencyFactor?: number, maxErrorRate?: number, minChecksRate?: number }} ThresholdPolicy
 * `latencyFactor` scales every endpoint's latency budget (stress and spike tolerate slower
 * answers; a slower cluster sets LATENCY_FACTOR); `maxErrorRate` bounds `http_req_failed`;
 * `minChecksRate` bounds `checks`.
 */

/**
 * The metric name of one endpoint's latency (a k6 sub-metric selected by the endpoint tag).
 * @param {string} name
 */
function latencyMetric(name) {
  return `http_req_duration{endpoint:${name}}`;
}

/**
 * @param {EndpointName[]} endpoints the operations the suite calls
 * @param {ThresholdPolicy} [policy]
 * @returns {Record<string, string[]>}
 */
export function buildThresholds(endpoints, policy = {}) {
  const factor = policy.latencyFactor ?? 1;
  /** @type {Record<string, string[]>} */
  const thresholds = {};
  for (const name of new Set(endpoints)) {
    const budget = ENDPOINTS[name];
    thresholds[latencyMetric(name)] = [`p(95)<${Math.round(budget.p95 * factor)}`, `p(99)<${Math.round(budget.p99 * factor)}`];
  }
  thresholds.http_req_failed = [`rate<${policy.maxErrorRate ?? 0.01}`];
  thresholds.checks = [`rate>${policy.minChecksRate ?? 0.99}`];
  return thresholds;
}
