// @ts-check
// Smoke: a trickle of the whole traffic mix (RATE requests/s, default 2, for DURATION,
// default 1m) plus one generate-plan in setup. Proves every operation answers within budget
// before a bigger run; no request may fail.
import { MIX_ENDPOINTS } from "./lib/endpoints.js";
import { constantMix, envDuration, envNumber, MIX_SHAPE, mixIteration, prepareRun, suiteOptions, summaryHandler } from "./lib/run.js";

const RATE = envNumber("RATE", 2);
/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = {
  mix: constantMix(RATE, envDuration("DURATION", "1m")),
};

export const options = suiteOptions({
  scenarios,
  endpoints: [...MIX_ENDPOINTS, "POST /ai/generate-plan"],
  policy: { maxErrorRate: 0.001, minChecksRate: 0.999 },
});

/** The key scope and requests per iteration of each scenario, for the pool sizing. */
export const trafficShapes = { mix: MIX_SHAPE };

export function setup() {
  return prepareRun("smoke", scenarios, trafficShapes);
}

export const mix = mixIteration;
export const handleSummary = summaryHandler("smoke");
