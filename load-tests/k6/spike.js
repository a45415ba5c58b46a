// @ts-check
// Spike: a sudden burst, as when a no-code platform replays a backlog. The mix idles at
// BASE_RATE requests/s (default 5), jumps to RATE (default 60) within 10 s, holds it for
// SPIKE (default 1m), drops back and stays at the base for RECOVERY (default 3m), so the
// summary shows whether latency recovers. Budgets are quadrupled, up to 5 % errors tolerated.
import { MIX_ENDPOINTS } from "./lib/endpoints.js";
import { envDuration, envNumber, MIX_SHAPE, mixIteration, prepareRun, rampingMix, suiteOptions, summaryHandler } from "./lib/run.js";

const BASE_RATE = envNumber("BASE_RATE", 5);
const RATE = envNumber("RATE", 60);
/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = {
  mix: rampingMix(
    [
      { target: BASE_RATE, duration: "1m" },
      { target: RATE, duration: "10s" },
      { target: RATE, duration: envDuration("SPIKE", "1m") },
      { target: BASE_RATE, duration: "10s" },
      { target: BASE_RATE, duration: envDuration("RECOVERY", "3m") },
      { target: 0, duration: "10s" },
    ],
    BASE_RATE,
  ),
};

export const options = suiteOptions({
  scenarios,
  endpoints: [...MIX_ENDPOINTS, "POST /ai/generate-plan"],
  policy: { latencyFactor: 4, maxErrorRate: 0.05, minChecksRate: 0.95 },
});

/** The key scope and requests per iteration of each scenario, for the pool sizing. */
export const trafficShapes = { mix: MIX_SHAPE };

export function setup() {
  return prepareRun("spike", scenarios, trafficShapes);
}

export const mix = mixIteration;
export const handleSummary = summaryHandler("spike");
