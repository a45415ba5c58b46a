/**
 * Budget review: total, lines, the contingency ratio, planned spending per phase against
 * the phase's progress (planned value by today vs. earned value) and a recommendation.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { budgetFacts, daysBetween, isIsoDay, phaseProgress, sortedPhases } from "../facts.js";
import type { AgentContext, AgentOutput } from "../output.js";
import { blocks, bullets, categoryLabel, escapeInline, formatMoney, formatPercent, table } from "../text.js";
import { documentTitle, opening, say, section } from "./common.js";

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The share of a phase's time elapsed by `today` (0..1); undated phases count as not started. */
function elapsedShare(start: string | undefined, end: string | undefined, today: string): number {
  if (!isIsoDay(start) || !isIsoDay(end)) return 0;
  if (today < start) return 0;
  if (today >= end) return 1;
  return Math.min(1, Math.max(0, (daysBetween(start, today) + 1) / (daysBetween(start, end) + 1)));
}

export function budgetReview(plan: Plan, context: AgentContext): AgentOutput {
  const { language, today } = context;
  const s = (de: string, en: string) => say(language, de, en);
  const title = documentTitle(s("Budgetprüfung", "Budget review"), plan);
  const facts = budgetFacts(plan);
  const budget = plan.budget;
  if (!facts || !budget) {
    const markdown = blocks(
      opening(title, language, today, context.instructions),
      section(
        s("Überblick", "Overview"),
        s(
          "Für das Projekt ist noch kein Budget erfasst. Empfehlung: Budgetpositionen je Phase und eine Reserve von 10–15 % anlegen.",
          "No budget has been recorded for the project yet. Recommendation: add budget lines per phase and a reserve of 10–15%.",
        ),
      ),
    );
    return { title, markdown, result: { today, has_budget: false }, newRisks: [] };
  }
  const money = (amount: number) => formatMoney(amount, facts.currency, language, plan.project?.country);
  const phases = sortedPhases(plan);
  const phaseIds = new Set(phases.map((phase) => phase.id));
  const plannedOf = new Map<string, number>();
  for (const line of budget.lines) {
    if (line.phase_id && phaseIds.has(line.phase_id)) plannedOf.set(line.phase_id, (plannedOf.get(line.phase_id) ?? 0) + line.amount);
  }
  const unallocated = round2(
    budget.lines.filter((line) => !line.phase_id || !phaseIds.has(line.phase_id)).reduce((sum, line) => sum + line.amount, 0),
  );
  const perPhase = phases.map((phase) => {
    const planned = round2(plannedOf.get(phase.id) ?? 0);
    const progress = phaseProgress(phase);
    const elapsed = elapsedShare(phase.start_date, phase.end_date, today);
    return {
      phase,
      planned,
      progress: progress.ratio,
      elapsed,
      plannedValue: round2(planned * elapsed),
      earnedValue: round2(planned * progress.ratio),
    };
  });
  const plannedValue = round2(perPhase.reduce((sum, entry) => sum + entry.plannedValue, 0));
  const earnedValue = round2(perPhase.reduce((sum, entry) => sum + entry.earnedValue, 0));
  const behind = perPhase.filter((entry) => entry.planned > 0 && entry.elapsed - entry.progress >= 0.25);
  const exceeds = budget.total > 0 && facts.linesTotal + facts.contingency > budget.total + 0.005;
  const share = facts.contingencyShare;
  const reserveVerdict =
    facts.contingency <= 0
      ? s("Es ist **keine Reserve** eingeplant.", "**No reserve** is planned.")
      : share < 0.05
        ? s("Die Reserve ist **zu knapp** (unter 5 %).", "The reserve is **too thin** (below 5%).")
        : share < 0.1
          ? s("Die Reserve ist **knapp** (5–10 %).", "The reserve is **tight** (5–10%).")
          : share <= 0.2
            ? s("Die Reserve ist **angemessen** (10–20 %).", "The reserve is **adequate** (10–20%).")
            : s(
                "Die Reserve ist **großzügig** (über 20 %); ein Teil ließe sich gezielt Phasen zuordnen.",
                "The reserve is **generous** (above 20%); part of it could be assigned to phases.",
              );

  const overview = table(s("Kennzahl|Wert", "Figure|Value").split("|"), [
    [s("Gesamtbudget", "Total budget"), money(facts.total)],
    [s("Summe der Positionen", "Sum of the lines"), money(facts.linesTotal)],
    [s("Reserve", "Contingency"), money(facts.contingency)],
    [s("Reserve in % des Budgets", "Contingency as % of the budget"), formatPercent(share, language, 1)],
    [s("Währung", "Currency"), escapeInline(facts.currency)],
  ]);

  const phaseName = new Map(phases.map((phase) => [phase.id, phase.name]));
  const lines = budget.lines.length
    ? table(
        s("Kategorie|Position|Phase|Betrag|Anteil", "Category|Line|Phase|Amount|Share").split("|"),
        [...budget.lines]
          .sort((a, b) => b.amount - a.amount)
          .map((line) => [
            escapeInline(categoryLabel(line.category, language)),
            escapeInline(line.label) || "–",
            escapeInline(phaseName.get(line.phase_id ?? "") ?? "") || "–",
            money(line.amount),
            facts.total > 0 ? formatPercent(line.amount / facts.total, language, 1) : "–",
          ]),
      )
    : s("Es sind keine Budgetpositionen erfasst.", "No budget lines have been recorded.");

  const phaseTable = perPhase.some((entry) => entry.planned > 0)
    ? `${table(
        s(
          "Phase|Budget|Zeit verstrichen|Fortschritt|Planwert|Fertigstellungswert",
          "Phase|Budget|Time elapsed|Progress|Planned value|Earned value",
        ).split("|"),
        perPhase.map((entry) => [
          escapeInline(entry.phase.name),
          money(entry.planned),
          formatPercent(entry.elapsed, language),
          formatPercent(entry.progress, language),
          money(entry.plannedValue),
          money(entry.earnedValue),
        ]),
      )}\n\n${s(
        `Planwert zum Stichtag: ${money(plannedValue)}, Fertigstellungswert: ${money(earnedValue)}${unallocated > 0 ? `; ${money(unallocated)} sind keiner Phase zugeordnet` : ""}.`,
        `Planned value to date: ${money(plannedValue)}, earned value: ${money(earnedValue)}${unallocated > 0 ? `; ${money(unallocated)} are not assigned to a phase` : ""}.`,
      )}`
    : s(
        "Die Budgetpositionen sind keiner Phase zugeordnet; ein Vergleich von Budget und Fortschritt je Phase ist daher nicht möglich.",
        "The budget lines are not assigned to phases, so budget and progress cannot be compared per phase.",
      );

  const advice = [
    facts.contingency <= 0 || share < 0.1
      ? s(
          `Reserve auf 10–15 % des Budgets erhöhen (rund ${money(round2(facts.total * 0.1))} bis ${money(round2(facts.total * 0.15))}).`,
          `Raise the reserve to 10–15% of the budget (about ${money(round2(facts.total * 0.1))} to ${money(round2(facts.total * 0.15))}).`,
        )
      : undefined,
    exceeds
      ? s(
          `Positionen und Reserve (${money(facts.linesTotal + facts.contingency)}) übersteigen das Gesamtbudget von ${money(budget.total)}: Budget anpassen oder Positionen kürzen.`,
          `Lines and reserve (${money(facts.linesTotal + facts.contingency)}) exceed the total budget of ${money(budget.total)}: adjust the budget or cut lines.`,
        )
      : undefined,
    behind.length
      ? s(
          `Fortschritt bleibt hinter dem Zeitplan zurück in: ${behind.map((entry) => entry.phase.name).join(", ")} – Mittelabfluss und Restaufwand dieser Phasen prüfen.`,
          `Progress lags behind the schedule in: ${behind.map((entry) => entry.phase.name).join(", ")} – review spending and remaining effort of these phases.`,
        )
      : undefined,
    unallocated > 0 && perPhase.some((entry) => entry.planned > 0)
      ? s(
          "Nicht zugeordnete Positionen den Phasen zuweisen, damit der Mittelabfluss verfolgt werden kann.",
          "Assign the unallocated lines to phases so spending can be tracked.",
        )
      : undefined,
  ].filter((line): line is string => line !== undefined);

  const markdown = blocks(
    opening(title, language, today, context.instructions),
    section(s("Überblick", "Overview"), overview),
    section(s("Budgetpositionen", "Budget lines"), lines),
    section(s("Reserve", "Contingency"), reserveVerdict),
    section(s("Budget und Fortschritt je Phase", "Budget and progress by phase"), phaseTable),
    section(
      s("Empfehlung", "Recommendation"),
      bullets(
        advice.map(escapeInline),
        s("Das Budget ist schlüssig; keine Maßnahmen erforderlich.", "The budget is consistent; no action is needed."),
      ),
    ),
  );

  return {
    title,
    markdown,
    result: {
      today,
      has_budget: true,
      currency: facts.currency,
      total: facts.total,
      lines_total: facts.linesTotal,
      contingency: facts.contingency,
      contingency_ratio: round2(share),
      exceeds_total: exceeds,
      unallocated,
      planned_value: plannedValue,
      earned_value: earnedValue,
      phases: perPhase.map((entry) => ({
        phase_id: entry.phase.id,
        planned: entry.planned,
        progress: entry.progress,
        elapsed: round2(entry.elapsed),
        planned_value: entry.plannedValue,
        earned_value: entry.earnedValue,
      })),
      behind_phase_ids: behind.map((entry) => entry.phase.id),
    },
    newRisks: [],
  };
}
