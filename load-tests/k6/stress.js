// @ts-check
// Stress: finds where the system bends. The mix climbs in four steps to RATE requests/s
// (default 80): 25 %, 50 %, 75 %, 100 %, each reached over STEP_RAMP (default 1m) and held
// for STEP (default 3m), then ramps down. Latency budgets are tripled and up to 5 % errors
// are tolerated: the summary shows at which step latency or errors broke away.
import { MIX_ENDPOINTS } from "./lib/endpoints.js";
import { envDuration, envNumber, MIX_SHAPE, mixIteration, prepareRun, rampingMix, suiteOptions, summaryHandler } from "./lib/run.js";

const RATE = envNumber("RATE", 80);
const STEP_RAMP = envDuration("STEP_RAMP", "1m");
const STEP = envDuration("STEP", "3m");
/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = {
  mix: rampingMix([
    ...[0.25, 0.5, 0.75, 1].flatMap((share) => [
      { target: Math.round(RATE * share), duration: STEP_RAMP },
      { target: Math.round(RATE * share), duration: STEP },
    ]),
    { target: 0, duration: STEP_RAMP },
  ]),
};

export const options = suiteOptions({
  scenarios,
  endpoints: [...MIX_ENDPOINTS, "POST /ai/generate-plan"],
  policy: { latencyFactor: 3, maxErrorRate: 0.05, minChecksRate: 0.95 },
});

/** The key scope and requests per iteration of each scenario, for the pool sizing. */
export const trafficShapes = { mix: MIX_SHAPE };

export function setup() {
  return prepareRun("stress", scenarios, trafficShapes);
}

export const mix = mixIteration;
export const handleSummary = summaryHandler("stress");
