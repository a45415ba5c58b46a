/** The agents: reports the built-in engine writes from a stored plan. */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { LocalizedText } from "../../types.js";
import type { AgentContext, AgentOutput } from "../output.js";
import { budgetReview } from "./budget-review.js";
import { complianceCheck } from "./compliance-check.js";
import { kickoffBrief } from "./kickoff-brief.js";
import { riskReview } from "./risk-review.js";
import { statusReport } from "./status-report.js";

export type AgentTask = "status_report" | "risk_review" | "compliance_check" | "budget_review" | "kickoff_brief";

export interface AgentInfo {
  task: AgentTask;
  title: LocalizedText;
  description: LocalizedText;
  produces: LocalizedText;
}

export const AGENTS: readonly AgentInfo[] = [
  {
    task: "status_report",
    title: { de: "Statusbericht", en: "Status report" },
    description: {
      de: "Fasst den Projektstand zusammen: Fortschritt je Phase, erledigte und überfällige Aufgaben, Top-Risiken, offene Compliance-Pflichten und nächste Schritte.",
      en: "Summarises where the project stands: progress by phase, completed and overdue tasks, top risks, open compliance items and next steps.",
    },
    produces: { de: "Statusbericht als Dokument", en: "Status report document" },
  },
  {
    task: "risk_review",
    title: { de: "Risikoreview", en: "Risk review" },
    description: {
      de: "Prüft das Risikoregister auf Bewertung, Gegenmaßnahmen und Verantwortliche und schlägt neue Risiken aus dem Planstand vor.",
      en: "Reviews the risk register for scores, mitigations and owners and proposes new risks derived from the plan's state.",
    },
    produces: { de: "Review-Dokument und neue Risiken im Register", en: "Review document and new risks in the register" },
  },
  {
    task: "compliance_check",
    title: { de: "Compliance-Prüfung", en: "Compliance check" },
    description: {
      de: "Gleicht die Compliance-Pflichten des Plans mit den anwendbaren Regeln der Bibliothek ab: abgedeckt, fehlend, offen und fällig.",
      en: "Compares the plan's compliance items with the library's applicable rules: covered, missing, open and due.",
    },
    produces: { de: "Prüfbericht als Dokument", en: "Compliance report document" },
  },
  {
    task: "budget_review",
    title: { de: "Budgetprüfung", en: "Budget review" },
    description: {
      de: "Bewertet Gesamtbudget, Positionen und Reserve und vergleicht das Budget je Phase mit dem Fortschritt.",
      en: "Assesses the total, the lines and the contingency and compares each phase's budget with its progress.",
    },
    produces: { de: "Budgetbericht als Dokument", en: "Budget report document" },
  },
  {
    task: "kickoff_brief",
    title: { de: "Kickoff-Briefing", en: "Kickoff brief" },
    description: {
      de: "Bereitet das Kickoff vor: Ziele, Rahmen, Phasen, Rollen, wesentliche Risiken und erste Schritte.",
      en: "Prepares the kickoff: goals, scope, phases, roles, key risks and first steps.",
    },
    produces: { de: "Briefing als Dokument", en: "Briefing document" },
  },
];

export function runAgent(task: AgentTask, plan: Plan, context: AgentContext): AgentOutput {
  switch (task) {
    case "status_report":
      return statusReport(plan, context);
    case "risk_review":
      return riskReview(plan, context);
    case "compliance_check":
      return complianceCheck(plan, context);
    case "budget_review":
      return budgetReview(plan, context);
    case "kickoff_brief":
      return kickoffBrief(plan, context);
  }
}
