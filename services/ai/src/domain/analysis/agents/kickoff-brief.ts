/**
 * Kickoff brief: goals, scope (time frame, budget, obligations), phases, roles, the main
 * risks and the first steps — what the team needs for the kickoff meeting.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import {
  budgetFacts,
  byInfluence,
  isOpenItem,
  projectSpan,
  riskScore,
  risksByScore,
  sortedPhases,
  taskEntries,
  workload,
} from "../facts.js";
import type { AgentContext, AgentOutput } from "../output.js";
import { blocks, bullets, countryLabel, escapeInline, formatDate, formatMoney, levelLabel, sentences, table } from "../text.js";
import { documentTitle, opening, person, phaseSpanLabel, say, section, taskTable, upcoming } from "./common.js";

const FIRST_STEPS = 5;
const TOP_RISKS = 3;

export function kickoffBrief(plan: Plan, context: AgentContext): AgentOutput {
  const { language, today } = context;
  const s = (de: string, en: string) => say(language, de, en);
  const title = documentTitle(s("Kickoff-Briefing", "Kickoff brief"), plan);
  const project = plan.project;
  const phases = sortedPhases(plan);
  const entries = taskEntries(plan);
  const span = projectSpan(plan);
  const budget = budgetFacts(plan);
  const topRisks = risksByScore(plan).slice(0, TOP_RISKS);
  const first = upcoming(entries, today).slice(0, FIRST_STEPS);
  const load = new Map(workload(plan).people.map((entry) => [entry.name, entry.open]));
  const stakeholders = byInfluence(plan.stakeholders);

  const description = sentences(project?.description ?? "");
  const goals = description.length
    ? bullets(description.slice(0, 6).map(escapeInline), "")
    : s(
        "Für das Projekt ist noch keine Zielbeschreibung erfasst; sie sollte im Kickoff gemeinsam formuliert werden.",
        "No goal statement has been recorded yet; agree on one at the kickoff.",
      );

  const scope = bullets(
    [
      span.start || span.end
        ? s(
            `Zeitrahmen: ${formatDate(span.start, language)} bis ${formatDate(span.end, language)}${project?.timeline_weeks ? ` (${project.timeline_weeks} Wochen)` : ""}`,
            `Time frame: ${formatDate(span.start, language)} to ${formatDate(span.end, language)}${project?.timeline_weeks ? ` (${project.timeline_weeks} weeks)` : ""}`,
          )
        : undefined,
      s(`${phases.length} Phasen mit ${entries.length} Aufgaben`, `${phases.length} phases with ${entries.length} tasks`),
      budget
        ? s(
            `Budget: ${formatMoney(budget.total, budget.currency, language, project?.country)}, davon Reserve ${formatMoney(budget.contingency, budget.currency, language, project?.country)}`,
            `Budget: ${formatMoney(budget.total, budget.currency, language, project?.country)}, including a reserve of ${formatMoney(budget.contingency, budget.currency, language, project?.country)}`,
          )
        : undefined,
      project?.country
        ? s(`Land: ${countryLabel(project.country, language)}`, `Country: ${countryLabel(project.country, language)}`)
        : undefined,
      plan.compliance.length
        ? s(
            `Compliance: ${plan.compliance.filter(isOpenItem).length} offene von ${plan.compliance.length} Pflichten (${plan.compliance
              .map((item) => item.code || item.title)
              .slice(0, 5)
              .join(", ")})`,
            `Compliance: ${plan.compliance.filter(isOpenItem).length} open of ${plan.compliance.length} items (${plan.compliance
              .map((item) => item.code || item.title)
              .slice(0, 5)
              .join(", ")})`,
          )
        : undefined,
    ]
      .filter((line): line is string => line !== undefined)
      .map(escapeInline),
    "–",
  );

  const phaseTable = phases.length
    ? table(
        s("Nr.|Phase|Zeitraum|Aufgaben|Inhalt", "No.|Phase|Period|Tasks|Content").split("|"),
        phases.map((phase, index) => [
          String(index + 1),
          escapeInline(phase.name),
          phaseSpanLabel(phase, language),
          String(phase.tasks.length),
          escapeInline(sentences(phase.description ?? "")[0] ?? "") || "–",
        ]),
      )
    : s("Der Plan enthält noch keine Phasen.", "The plan has no phases yet.");

  const roles = stakeholders.length
    ? table(
        s("Name|Rolle|Einfluss|Interesse|Offene Aufgaben", "Name|Role|Influence|Interest|Open tasks").split("|"),
        stakeholders.map((stakeholder) => [
          person(stakeholder.name),
          escapeInline(stakeholder.role) || "–",
          levelLabel(stakeholder.influence, language) || "–",
          levelLabel(stakeholder.interest, language) || "–",
          String(load.get(stakeholder.name.trim()) ?? 0),
        ]),
      )
    : s(
        "Es sind noch keine Rollen erfasst; Projektleitung und Auftraggeber sollten im Kickoff benannt werden.",
        "No roles have been recorded yet; name the project lead and the sponsor at the kickoff.",
      );

  const risks = bullets(
    topRisks.map((risk) =>
      escapeInline(
        `${risk.title} (${s("Bewertung", "score")} ${riskScore(risk)})${risk.mitigation.trim() ? ` – ${risk.mitigation.trim()}` : ""}`,
      ),
    ),
    s("Es sind noch keine Risiken erfasst.", "No risks have been recorded yet."),
  );

  const steps = first.length
    ? taskTable(first, today, language)
    : s("Es stehen keine offenen Aufgaben an.", "There are no open tasks ahead.");

  const markdown = blocks(
    opening(title, language, today, context.instructions),
    section(s("Ziele", "Goals"), goals),
    section(s("Rahmen und Umfang", "Scope"), scope),
    section(s("Phasen", "Phases"), phaseTable),
    section(s("Rollen", "Roles"), roles),
    section(s("Wesentliche Risiken", "Key risks"), risks),
    section(s("Erste Schritte", "First steps"), steps),
  );

  return {
    title,
    markdown,
    result: {
      today,
      phases: phases.length,
      tasks: entries.length,
      stakeholders: plan.stakeholders.length,
      start_date: span.start ?? null,
      end_date: span.end ?? null,
      first_task_ids: first.map((entry) => entry.task.id),
      top_risk_ids: topRisks.map((risk) => risk.id),
      budget: budget ? { currency: budget.currency, total: budget.total, contingency: budget.contingency } : null,
    },
    newRisks: [],
  };
}
