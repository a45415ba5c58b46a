/**
 * Status report: overall and per-phase progress, completed and overdue tasks (relative to
 * `today`), the top risks, open compliance items and the next steps with their owners.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import {
  budgetFacts,
  byDueDate,
  isDone,
  isIsoDay,
  isOpenItem,
  isOverdue,
  phaseProgress,
  phaseStatus,
  planProgress,
  riskLevel,
  riskScore,
  risksByScore,
  sortedPhases,
  taskEntries,
} from "../facts.js";
import type { AgentContext, AgentOutput } from "../output.js";
import {
  blocks,
  bullets,
  capped,
  escapeInline,
  formatDate,
  formatMoney,
  formatPercent,
  levelLabel,
  phaseStatusLabel,
  table,
} from "../text.js";
import { documentTitle, lateness, opening, person, phaseSpanLabel, progressCell, say, section, taskTable, upcoming } from "./common.js";

const TOP_RISKS = 5;
const NEXT_STEPS = 5;
const LISTED = 10;

export function statusReport(plan: Plan, context: AgentContext): AgentOutput {
  const { language, today } = context;
  const s = (de: string, en: string) => say(language, de, en);
  const title = documentTitle(s("Statusbericht", "Status report"), plan);
  const entries = taskEntries(plan);
  const progress = planProgress(plan);
  const phases = sortedPhases(plan);
  const completed = entries.filter((entry) => isDone(entry.task));
  const overdue = byDueDate(entries.filter((entry) => isOverdue(entry.task, today)));
  const topRisks = risksByScore(plan).slice(0, TOP_RISKS);
  const openItems = plan.compliance
    .filter(isOpenItem)
    .sort((a, b) => (isIsoDay(a.due_date) ? a.due_date : "9999").localeCompare(isIsoDay(b.due_date) ? b.due_date : "9999"));
  const next = upcoming(entries, today).slice(0, NEXT_STEPS);
  // The stored plan's figures, the same the budget review and the kickoff brief quote.
  const budget = budgetFacts(plan);

  const summary = [
    s(
      `Gesamtfortschritt: **${formatPercent(progress.ratio, language)}** (${progress.done} von ${progress.total} Aufgaben erledigt).`,
      `Overall progress: **${formatPercent(progress.ratio, language)}** (${progress.done} of ${progress.total} tasks done).`,
    ),
    overdue.length > 0
      ? s(
          `${overdue.length} ${overdue.length === 1 ? "Aufgabe ist" : "Aufgaben sind"} überfällig.`,
          `${overdue.length} ${overdue.length === 1 ? "task is" : "tasks are"} overdue.`,
        )
      : s("Keine Aufgabe ist überfällig.", "No task is overdue."),
    budget
      ? s(
          `Budget laut Plan: ${formatMoney(budget.total, budget.currency, language, plan.project?.country)}, davon Reserve ${formatMoney(budget.contingency, budget.currency, language, plan.project?.country)}.`,
          `Budget in the plan: ${formatMoney(budget.total, budget.currency, language, plan.project?.country)}, including a reserve of ${formatMoney(budget.contingency, budget.currency, language, plan.project?.country)}.`,
        )
      : undefined,
    openItems.length > 0
      ? s(
          `${openItems.length} ${openItems.length === 1 ? "Compliance-Pflicht ist" : "Compliance-Pflichten sind"} noch offen.`,
          `${openItems.length} compliance ${openItems.length === 1 ? "item is" : "items are"} still open.`,
        )
      : undefined,
  ]
    .filter((line): line is string => line !== undefined)
    .join(" ");

  const phaseTable = phases.length
    ? table(
        s("Phase|Zeitraum|Status|Erledigt|Hinweis", "Phase|Period|Status|Done|Note").split("|"),
        phases.map((phase) => {
          const late = isIsoDay(phase.end_date) && phase.end_date < today && phaseProgress(phase).done < phase.tasks.length;
          return [
            escapeInline(phase.name),
            phaseSpanLabel(phase, language),
            phaseStatusLabel(phaseStatus(phase), language),
            progressCell(phase, language),
            late ? s("Ende überschritten", "Past its end date") : "",
          ];
        }),
      )
    : s("Der Plan enthält noch keine Phasen.", "The plan has no phases yet.");

  const completedList = bullets(
    capped(
      completed.map((entry) => `${escapeInline(entry.task.title)} (${escapeInline(entry.phase.name)})`),
      LISTED,
      language,
    ),
    s("Noch keine Aufgabe abgeschlossen.", "No task has been completed yet."),
  );

  const overdueTable = overdue.length
    ? table(
        s("Aufgabe|Phase|Fällig|Verzug|Verantwortlich", "Task|Phase|Due|Late by|Owner").split("|"),
        overdue
          .slice(0, LISTED)
          .map((entry) => [
            escapeInline(entry.task.title),
            escapeInline(entry.phase.name),
            formatDate(entry.task.due_date, language),
            lateness(entry.task, today, language),
            person(entry.task.assignee),
          ]),
      ) + (overdue.length > LISTED ? `\n\n${s(`… und ${overdue.length - LISTED} weitere`, `… and ${overdue.length - LISTED} more`)}` : "")
    : s(`Zum ${formatDate(today, language)} ist keine Aufgabe überfällig.`, `As of ${formatDate(today, language)} no task is overdue.`);

  const riskTable = topRisks.length
    ? table(
        s("Risiko|Bewertung|Stufe|Verantwortlich|Gegenmaßnahme", "Risk|Score|Level|Owner|Mitigation").split("|"),
        topRisks.map((risk) => [
          escapeInline(risk.title),
          String(riskScore(risk)),
          levelLabel(riskLevel(riskScore(risk)), language),
          person(risk.owner),
          escapeInline(risk.mitigation) || "–",
        ]),
      )
    : s("Es sind keine Risiken erfasst.", "No risks have been recorded.");

  const complianceList = bullets(
    capped(
      openItems.map((item) => {
        const name = `${item.code ? `${escapeInline(item.code)}: ` : ""}${escapeInline(item.title)}`;
        if (!isIsoDay(item.due_date)) return name;
        const late = item.due_date < today;
        return `${name} – ${s("fällig", "due")} ${formatDate(item.due_date, language)}${late ? s(" (**überfällig**)", " (**overdue**)") : ""}`;
      }),
      LISTED,
      language,
    ),
    plan.compliance.length
      ? s("Alle Compliance-Pflichten sind erledigt.", "All compliance items are done.")
      : s("Es sind keine Compliance-Pflichten erfasst.", "No compliance items have been recorded."),
  );

  const nextSteps = [
    overdue.length
      ? s(
          `Überfällige Aufgaben zuerst neu terminieren oder abschließen, beginnend mit „${overdue[0]?.task.title ?? ""}“.`,
          `First reschedule or finish the overdue tasks, starting with “${overdue[0]?.task.title ?? ""}”.`,
        )
      : undefined,
    next.length ? taskTable(next, today, language) : s("Es stehen keine offenen Aufgaben an.", "There are no open tasks ahead."),
  ]
    .filter((part): part is string => part !== undefined)
    .map((part, index) => (index === 0 && overdue.length ? escapeInline(part) : part))
    .join("\n\n");

  const markdown = blocks(
    opening(title, language, today, context.instructions),
    section(s("Zusammenfassung", "Summary"), summary),
    section(s("Fortschritt je Phase", "Progress by phase"), phaseTable),
    section(s("Erledigte Aufgaben", "Completed tasks"), completedList),
    section(s("Überfällige Aufgaben", "Overdue tasks"), overdueTable),
    section(s("Top-Risiken", "Top risks"), riskTable),
    section(s("Offene Compliance-Pflichten", "Open compliance items"), complianceList),
    section(s("Nächste Schritte", "Next steps"), nextSteps),
  );

  return {
    title,
    markdown,
    result: {
      today,
      progress: { done: progress.done, total: progress.total, ratio: progress.ratio },
      phases: phases.map((phase) => ({ id: phase.id, name: phase.name, status: phaseStatus(phase), ...phaseProgress(phase) })),
      completed_task_ids: completed.map((entry) => entry.task.id),
      overdue_task_ids: overdue.map((entry) => entry.task.id),
      top_risk_ids: topRisks.map((risk) => risk.id),
      open_compliance_ids: openItems.map((item) => item.id),
      next_task_ids: next.map((entry) => entry.task.id),
      budget: budget ? { currency: budget.currency, total: budget.total, contingency: budget.contingency } : null,
    },
    newRisks: [],
  };
}
