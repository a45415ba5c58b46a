// @ts-check
// Load: the expected busy-day traffic. The mix ramps to RATE requests/s (default 20) over
// RAMP (default 1m), holds it for DURATION (default 10m) and ramps down; beside it, AI_PER_MINUTE
// generate-plan calls a minute (default 1). Thresholds are the endpoints' full budgets.
import { MIX_ENDPOINTS } from "./lib/endpoints.js";
import {
  AI_SHAPE,
  aiIteration,
  aiScenario,
  envDuration,
  envNumber,
  MIX_SHAPE,
  mixIteration,
  prepareRun,
  rampingMix,
  suiteOptions,
  summaryHandler,
} from "./lib/run.js";
import { durationSeconds } from "./lib/traffic.js";

const RATE = envNumber("RATE", 20);
const RAMP = envDuration("RAMP", "1m");
const HOLD = envDuration("DURATION", "10m");
/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = {
  mix: rampingMix([
    { target: RATE, duration: RAMP },
    { target: RATE, duration: HOLD },
    { target: 0, duration: RAMP },
  ]),
  ai: aiScenario(`${2 * durationSeconds(RAMP) + durationSeconds(HOLD)}s`),
};

export const options = suiteOptions({ scenarios, endpoints: [...MIX_ENDPOINTS, "POST /ai/generate-plan"] });

/** The key scope and requests per iteration of each scenario, for the pool sizing. */
export const trafficShapes = { mix: MIX_SHAPE, ai: AI_SHAPE };

export function setup() {
  return prepareRun("load", scenarios, trafficShapes);
}

export const mix = mixIteration;
export const ai = aiIteration;
export const handleSummary = summaryHandler("load");
