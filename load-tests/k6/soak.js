// @ts-check
// Soak: a steady, moderate load for hours to expose leaks, pool exhaustion, growing tables
// and slow drift. The mix runs at RATE requests/s (default 10) for DURATION (default 2h),
// beside AI_PER_MINUTE generate-plan calls a minute (default 1). Full budgets, as in load.
import { MIX_ENDPOINTS } from "./lib/endpoints.js";
import {
  AI_SHAPE,
  aiIteration,
  aiScenario,
  constantMix,
  envDuration,
  envNumber,
  MIX_SHAPE,
  mixIteration,
  prepareRun,
  suiteOptions,
  summaryHandler,
} from "./lib/run.js";

const RATE = envNumber("RATE", 10);
const DURATION = envDuration("DURATION", "2h");
/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = {
  mix: constantMix(RATE, DURATION),
  ai: aiScenario(DURATION),
};

export const options = suiteOptions({ scenarios, endpoints: [...MIX_ENDPOINTS, "POST /ai/generate-plan"] });

/** The key scope and requests per iteration of each scenario, for the pool sizing. */
export const trafficShapes = { mix: MIX_SHAPE, ai: AI_SHAPE };

export function setup() {
  return prepareRun("soak", scenarios, trafficShapes);
}

export const mix = mixIteration;
export const ai = aiIteration;
export const handleSummary = summaryHandler("soak");
