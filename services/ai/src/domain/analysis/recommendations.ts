/**
 * Recommendations from the plan's real state: overdue work, missing or concentrated
 * ownership, unmitigated high risks, open obligations, budget gaps and stale phases. A
 * healthy plan gets none. Ordered by priority (critical first), then by weight (how much
 * is affected and how late), then by the order of the checks.
 */
import type { Recommendation } from "@planner/shared/gen/planner/ai/v1/ai.js";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Language, Priority } from "../types.js";
import {
  budgetFacts,
  byDueDate,
  daysBetween,
  isConcreteMitigation,
  isDone,
  isIsoDay,
  isOpenItem,
  isOverdue,
  keyPerson,
  phaseProgress,
  phaseStatus,
  riskScore,
  risksByScore,
  sortedPhases,
  taskEntries,
} from "./facts.js";
import { formatMoney, formatPercent, joinList, quote } from "./text.js";

export interface RecommendOptions {
  language: Language;
  /** YYYY-MM-DD */
  today: string;
  /** At most this many recommendations. */
  limit: number;
}

type Category = "schedule" | "staffing" | "risk" | "compliance" | "budget" | "progress";

interface Candidate {
  category: Category;
  priority: Priority;
  /** Ranks candidates of the same priority: larger first. */
  weight: number;
  title: string;
  rationale: string;
  related_ids: string[];
}

const RANK: Record<Priority, number> = { critical: 4, high: 3, medium: 2, low: 1 };
/** Days ahead within which an open obligation is due soon. */
const DUE_SOON_DAYS = 30;
/** Names quoted in a rationale before "…" takes over. */
const NAMED = 3;

export function recommend(plan: Plan, options: RecommendOptions): Recommendation[] {
  const { language, today } = options;
  const limit = Math.max(0, Math.floor(options.limit));
  const candidates = [
    ...scheduleChecks(plan, today, language),
    ...staffingChecks(plan, language),
    ...riskChecks(plan, language),
    ...complianceChecks(plan, today, language),
    ...budgetChecks(plan, language),
    ...progressChecks(plan, today, language),
  ];
  return candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => RANK[b.candidate.priority] - RANK[a.candidate.priority] || b.candidate.weight - a.candidate.weight || a.index - b.index)
    .slice(0, limit)
    .map(({ candidate }, index) => ({
      id: `rec_${index + 1}`,
      category: candidate.category,
      title: candidate.title,
      rationale: candidate.rationale,
      priority: candidate.priority,
      related_ids: candidate.related_ids,
    }));
}

const say = (language: Language, de: string, en: string): string => (language === "de" ? de : en);

/** "„A“, „B“ und „C“" — the first few names, with the rest counted. */
function named(titles: readonly string[], language: Language): string {
  const quoted = titles.slice(0, NAMED).map((title) => quote(title, language));
  const rest = titles.length - quoted.length;
  if (rest > 0) quoted.push(say(language, `${rest} weitere`, `${rest} more`));
  return joinList(quoted, language);
}

function scheduleChecks(plan: Plan, today: string, language: Language): Candidate[] {
  const entries = taskEntries(plan);
  const overdue = byDueDate(entries.filter((entry) => isOverdue(entry.task, today)));
  if (overdue.length === 0) return [];
  const overdueIds = new Set(overdue.map((entry) => entry.task.id));
  const blocking = overdue.filter((entry) => entries.some((other) => !isDone(other.task) && other.task.depends_on.includes(entry.task.id)));
  const days = overdue.map((entry) => (isIsoDay(entry.task.due_date) ? daysBetween(entry.task.due_date, today) : 0));
  const worst = Math.max(...days);
  const priority: Priority = overdue.some((entry) => entry.task.priority === "critical")
    ? "critical"
    : overdue.some((entry) => entry.task.priority === "high") || blocking.length > 0 || overdue.length >= 3 || worst > 14
      ? "high"
      : "medium";
  const n = overdue.length;
  const rationale = [
    say(
      language,
      `${n} ${n === 1 ? "Aufgabe ist" : "Aufgaben sind"} überfällig: ${named(
        overdue.map((entry) => entry.task.title),
        language,
      )}; die älteste seit ${worst} ${worst === 1 ? "Tag" : "Tagen"}.`,
      `${n} ${n === 1 ? "task is" : "tasks are"} overdue: ${named(
        overdue.map((entry) => entry.task.title),
        language,
      )}; the oldest by ${worst} ${worst === 1 ? "day" : "days"}.`,
    ),
    blocking.length
      ? say(
          language,
          `${blocking.length === 1 ? "Eine davon blockiert" : `${blocking.length} davon blockieren`} abhängige Folgeaufgaben.`,
          `${blocking.length === 1 ? "One of them holds" : `${blocking.length} of them hold`} up dependent tasks.`,
        )
      : undefined,
    say(
      language,
      "Neu terminieren oder abschließen und Ursachen im nächsten Statustermin klären.",
      "Reschedule or finish them and resolve the causes at the next status meeting.",
    ),
  ]
    .filter((line): line is string => line !== undefined)
    .join(" ");
  return [
    {
      category: "schedule",
      priority,
      weight: n * 10 + worst + blocking.length * 5,
      title: say(
        language,
        n === 1 ? "Überfällige Aufgabe nachholen" : "Überfällige Aufgaben nachholen",
        n === 1 ? "Catch up on an overdue task" : "Catch up on overdue tasks",
      ),
      rationale,
      related_ids: [...overdueIds],
    },
  ];
}

function staffingChecks(plan: Plan, language: Language): Candidate[] {
  const open = taskEntries(plan).filter((entry) => !isDone(entry.task));
  const result: Candidate[] = [];
  const unowned = open.filter((entry) => !entry.task.assignee?.trim());
  if (unowned.length > 0) {
    const urgent = unowned.some((entry) => entry.task.priority === "high" || entry.task.priority === "critical");
    const share = unowned.length / open.length;
    const n = unowned.length;
    result.push({
      category: "staffing",
      priority: urgent || share >= 0.3 ? "high" : "medium",
      weight: n * 10,
      title: say(language, "Verantwortliche für offene Aufgaben benennen", "Assign owners to open tasks"),
      rationale: say(
        language,
        `${n} von ${open.length} offenen Aufgaben ${n === 1 ? "hat" : "haben"} keine verantwortliche Person: ${named(
          unowned.map((entry) => entry.task.title),
          language,
        )}. Ohne Zuständigkeit bleiben sie liegen.`,
        `${n} of ${open.length} open tasks ${n === 1 ? "has" : "have"} no owner: ${named(
          unowned.map((entry) => entry.task.title),
          language,
        )}. Without an owner they tend to stall.`,
      ),
      related_ids: unowned.map((entry) => entry.task.id),
    });
  }
  const key = keyPerson(plan);
  if (key) {
    result.push({
      category: "staffing",
      priority: key.share > 0.6 ? "high" : "medium",
      weight: Math.round(key.share * 100),
      title: say(language, `Arbeitslast von ${key.name} verteilen`, `Spread ${key.name}'s workload`),
      rationale: say(
        language,
        `${key.name} verantwortet ${key.open} der offenen Aufgaben (${formatPercent(key.share, language)}). Ein Ausfall würde mehrere Arbeitspakete zugleich aufhalten; Vertretung benennen und Aufgaben umverteilen.`,
        `${key.name} owns ${key.open} of the open tasks (${formatPercent(key.share, language)}). An absence would stall several work packages at once; name a deputy and reassign tasks.`,
      ),
      related_ids: key.taskIds,
    });
  }
  return result;
}

function riskChecks(plan: Plan, language: Language): Candidate[] {
  const gaps = risksByScore(plan).filter((risk) => riskScore(risk) >= 15 && (!isConcreteMitigation(risk.mitigation) || !risk.owner.trim()));
  if (gaps.length === 0) return [];
  const top = Math.max(...gaps.map(riskScore));
  const noMitigation = gaps.filter((risk) => !isConcreteMitigation(risk.mitigation));
  const noOwner = gaps.filter((risk) => !risk.owner.trim());
  const what = [
    noMitigation.length ? say(language, "eine konkrete Gegenmaßnahme", "a concrete mitigation") : undefined,
    noOwner.length ? say(language, "eine verantwortliche Person", "an owner") : undefined,
  ].filter((part): part is string => part !== undefined);
  const n = gaps.length;
  return [
    {
      category: "risk",
      priority: top >= 20 ? "critical" : "high",
      weight: gaps.reduce((sum, risk) => sum + riskScore(risk), 0),
      title: say(language, "Hohe Risiken absichern", "Secure the high risks"),
      rationale: say(
        language,
        `Bei ${n === 1 ? "einem hoch bewerteten Risiko" : `${n} hoch bewerteten Risiken`} (${named(
          gaps.map((risk) => risk.title),
          language,
        )}) ${what.length > 1 ? "fehlen" : "fehlt"} ${joinList(what, language)}. Maßnahme mit Termin festlegen und eine Person benennen, die sie verfolgt.`,
        `${n} high-scoring ${n === 1 ? "risk" : "risks"} (${named(
          gaps.map((risk) => risk.title),
          language,
        )}) ${n === 1 ? "lacks" : "lack"} ${joinList(what, language)}. Define an action with a date and name someone to follow it up.`,
      ),
      related_ids: gaps.map((risk) => risk.id),
    },
  ];
}

function complianceChecks(plan: Plan, today: string, language: Language): Candidate[] {
  const dueKey = (due: string | undefined) => (isIsoDay(due) ? due : "9999-12-31");
  const open = plan.compliance.filter(isOpenItem).sort((a, b) => dueKey(a.due_date).localeCompare(dueKey(b.due_date)));
  const overdue = open.filter((item) => isIsoDay(item.due_date) && item.due_date < today);
  const pending = open.filter((item) => !overdue.includes(item));
  const name = (item: { code?: string; title: string }) => (item.code ? `${item.code} – ${item.title}` : item.title);
  const result: Candidate[] = [];
  if (overdue.length > 0) {
    const worst = Math.max(...overdue.map((item) => (isIsoDay(item.due_date) ? daysBetween(item.due_date, today) : 0)));
    const n = overdue.length;
    result.push({
      category: "compliance",
      priority: worst > 30 ? "critical" : "high",
      weight: n * 10 + worst,
      title: say(language, "Überfällige Compliance-Pflichten erfüllen", "Meet the overdue compliance obligations"),
      rationale: say(
        language,
        `${n} ${n === 1 ? "Pflicht ist" : "Pflichten sind"} überfällig (${named(overdue.map(name), language)}), die älteste seit ${worst} ${worst === 1 ? "Tag" : "Tagen"}. Es drohen Bußgelder und Haftung.`,
        `${n} ${n === 1 ? "obligation is" : "obligations are"} overdue (${named(overdue.map(name), language)}), the oldest by ${worst} ${worst === 1 ? "day" : "days"}. Fines and liability may follow.`,
      ),
      related_ids: overdue.map((item) => item.id),
    });
  }
  if (pending.length > 0) {
    const soon = pending.filter((item) => isIsoDay(item.due_date) && daysBetween(today, item.due_date) <= DUE_SOON_DAYS);
    const n = pending.length;
    result.push({
      category: "compliance",
      priority: soon.length > 0 ? "medium" : "low",
      weight: soon.length * 10 + n,
      title: say(language, "Offene Compliance-Pflichten einplanen", "Schedule the open compliance obligations"),
      rationale: say(
        language,
        `${n} ${n === 1 ? "Pflicht ist" : "Pflichten sind"} noch offen (${named(pending.map(name), language)})${soon.length ? `, ${soon.length} davon in den nächsten ${DUE_SOON_DAYS} Tagen fällig` : ""}. Verantwortliche und Termine festlegen.`,
        `${n} ${n === 1 ? "obligation is" : "obligations are"} still open (${named(pending.map(name), language)})${soon.length ? `, ${soon.length} due within ${DUE_SOON_DAYS} days` : ""}. Set owners and dates.`,
      ),
      related_ids: pending.map((item) => item.id),
    });
  }
  return result;
}

function budgetChecks(plan: Plan, language: Language): Candidate[] {
  const facts = budgetFacts(plan);
  const budget = plan.budget;
  if (!facts || !budget) return [];
  const money = (amount: number) => formatMoney(amount, facts.currency, language, plan.project?.country);
  const result: Candidate[] = [];
  const planned = facts.linesTotal + facts.contingency;
  if (budget.total > 0 && planned > budget.total + 0.005) {
    result.push({
      category: "budget",
      priority: "high",
      weight: Math.round(((planned - budget.total) / budget.total) * 100),
      title: say(language, "Budgetüberschreitung auflösen", "Resolve the budget overrun"),
      rationale: say(
        language,
        `Positionen und Reserve summieren sich auf ${money(planned)} und übersteigen das Gesamtbudget von ${money(budget.total)} um ${money(planned - budget.total)}. Budget erhöhen lassen oder Positionen kürzen.`,
        `The lines and the reserve add up to ${money(planned)}, exceeding the total budget of ${money(budget.total)} by ${money(planned - budget.total)}. Have the budget raised or cut lines.`,
      ),
      related_ids: budget.lines.map((line) => line.id).filter(Boolean),
    });
  }
  if (facts.contingency <= 0 || facts.contingencyShare < 0.05) {
    const none = facts.contingency <= 0;
    result.push({
      category: "budget",
      priority: none ? "high" : "medium",
      weight: Math.round((0.1 - facts.contingencyShare) * 100),
      title: none
        ? say(language, "Budgetreserve einplanen", "Plan a contingency reserve")
        : say(language, "Budgetreserve aufstocken", "Increase the contingency reserve"),
      rationale: none
        ? say(
            language,
            `Das Budget von ${money(facts.total)} enthält keine Reserve. Üblich sind 10–15 % (${money(facts.total * 0.1)} bis ${money(facts.total * 0.15)}) für Unvorhergesehenes.`,
            `The budget of ${money(facts.total)} holds no reserve. 10–15% (${money(facts.total * 0.1)} to ${money(facts.total * 0.15)}) is usual for the unexpected.`,
          )
        : say(
            language,
            `Die Reserve beträgt nur ${formatPercent(facts.contingencyShare, language, 1)} des Budgets (${money(facts.contingency)}); üblich sind 10–15 %.`,
            `The reserve is only ${formatPercent(facts.contingencyShare, language, 1)} of the budget (${money(facts.contingency)}); 10–15% is usual.`,
          ),
      related_ids: budget.id ? [budget.id] : [],
    });
  }
  return result;
}

function progressChecks(plan: Plan, today: string, language: Language): Candidate[] {
  return sortedPhases(plan)
    .filter(
      (phase) =>
        isIsoDay(phase.end_date) &&
        phase.end_date < today &&
        phase.tasks.length > 0 &&
        phaseProgress(phase).done === 0 &&
        phaseStatus(phase) !== "completed",
    )
    .map((phase) => {
      const days = isIsoDay(phase.end_date) ? daysBetween(phase.end_date, today) : 0;
      return {
        category: "progress" as const,
        priority: "high" as const,
        weight: days + phase.tasks.length,
        title: say(language, `Phase ${quote(phase.name, language)} wieder aufnehmen`, `Restart phase ${quote(phase.name, language)}`),
        rationale: say(
          language,
          `Die Phase sollte seit ${days} ${days === 1 ? "Tag" : "Tagen"} abgeschlossen sein, doch keine ihrer ${phase.tasks.length} Aufgaben ist erledigt. Stand klären, Zeitplan anpassen und die Folgephasen prüfen.`,
          `The phase should have ended ${days} ${days === 1 ? "day" : "days"} ago, yet none of its ${phase.tasks.length} tasks is done. Establish the actual state, adjust the schedule and check the phases that follow.`,
        ),
        related_ids: [phase.id, ...phase.tasks.filter((task) => !isDone(task)).map((task) => task.id)],
      };
    });
}
