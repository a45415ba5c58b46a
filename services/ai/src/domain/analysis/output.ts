/** The shapes the analysis functions return. */
import type { ComplianceRuleInput, DraftRisk, Language } from "../types.js";

/** A planning tool: its structured result, its Markdown document and the document's title. */
export interface ToolOutput {
  result: Record<string, unknown>;
  markdown: string;
  title: string;
}

export interface AgentContext {
  language: Language;
  /** YYYY-MM-DD */
  today: string;
  /** Free-text guidance of the caller (audience, focus). */
  instructions?: string;
  /** The compliance library's rules for the project's country, industry and size. */
  rules: ComplianceRuleInput[];
}

export interface AgentOutput {
  title: string;
  markdown: string;
  result: Record<string, unknown>;
  /** Risks the agent proposes to add to the register. */
  newRisks: DraftRisk[];
}
