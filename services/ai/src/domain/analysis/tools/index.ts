/** The planning tools: RACI matrix, SWOT analysis, risk matrix and Gantt chart. */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Language } from "../../types.js";
import type { ToolOutput } from "../output.js";
import { ganttTool } from "./gantt.js";
import { raciTool } from "./raci.js";
import { riskMatrixTool } from "./risk-matrix.js";
import { swotTool } from "./swot.js";

export const TOOLS = ["raci", "swot", "risk-matrix", "gantt"] as const;
export type ToolName = (typeof TOOLS)[number];

/** The tool a path segment names (`risk_matrix` and any letter case accepted), or undefined. */
export function normalizeToolName(name: string): ToolName | undefined {
  const normalized = name.trim().toLowerCase().replace(/_/g, "-");
  return (TOOLS as readonly string[]).includes(normalized) ? (normalized as ToolName) : undefined;
}

/**
 * Builds a tool from the plan. `today` (YYYY-MM-DD) decides which tasks count as overdue
 * in the SWOT analysis; without it, the day of the plan's latest change is used.
 */
export function runTool(tool: ToolName, plan: Plan, language: Language, today?: string): ToolOutput {
  switch (tool) {
    case "raci":
      return raciTool(plan, language);
    case "swot":
      return swotTool(plan, language, today);
    case "risk-matrix":
      return riskMatrixTool(plan, language);
    case "gantt":
      return ganttTool(plan, language);
  }
}
