/**
 * Facts derived from a plan that several analyses share: tasks in order, progress,
 * overdue tasks, dates, budget figures, the sponsor and the project lead, workload. Pure
 * functions of the plan (and of `today` where time matters).
 */
import type { ComplianceItem, Plan, PlanPhase, Risk, Stakeholder, Task } from "@planner/shared/gen/planner/project/v1/project.js";
import { dayNumber, isDate } from "../builtin/dates.js";
import { foldUmlauts } from "../builtin/text.js";

export interface TaskEntry {
  task: Task;
  phase: PlanPhase;
  /** 0-based index of the phase in plan order. */
  phaseIndex: number;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string | undefined): value is string {
  return typeof value === "string" && isDate(value);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The ISO 8601 week number of a day. */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

export const minDay = (days: readonly string[]): string | undefined => [...days].sort()[0];
export const maxDay = (days: readonly string[]): string | undefined => [...days].sort().at(-1);

export function projectTitle(plan: Plan): string {
  return plan.project?.title.trim() || "Projekt";
}

/** Phases in plan order (by position, then as given). */
export function sortedPhases(plan: Plan): PlanPhase[] {
  return plan.phases
    .map((phase, index) => ({ phase, index }))
    .sort((a, b) => a.phase.position - b.phase.position || a.index - b.index)
    .map((entry) => entry.phase);
}

/** Tasks of a phase in order (by position, then as given). */
export function sortedTasks(phase: PlanPhase): Task[] {
  return phase.tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => a.task.position - b.task.position || a.index - b.index)
    .map((entry) => entry.task);
}

/** Every task of the plan with its phase, in plan order. */
export function taskEntries(plan: Plan): TaskEntry[] {
  return sortedPhases(plan).flatMap((phase, phaseIndex) => sortedTasks(phase).map((task) => ({ task, phase, phaseIndex })));
}

export function isDone(task: Task): boolean {
  return task.checked || task.status === "done";
}

/** Open and due before `today`. */
export function isOverdue(task: Task, today: string): boolean {
  return !isDone(task) && isIsoDay(task.due_date) && task.due_date < today;
}

/** Sorts entries by due date (undated last), then plan order. */
export function byDueDate(entries: readonly TaskEntry[]): TaskEntry[] {
  const order = new Map(entries.map((entry, index) => [entry, index]));
  return [...entries].sort((a, b) => {
    const da = isIsoDay(a.task.due_date) ? a.task.due_date : "9999-12-31";
    const db = isIsoDay(b.task.due_date) ? b.task.due_date : "9999-12-31";
    return da.localeCompare(db) || (order.get(a) ?? 0) - (order.get(b) ?? 0);
  });
}

export interface Progress {
  done: number;
  total: number;
  /** 0..1, two decimals. */
  ratio: number;
}

const ratioOf = (done: number, total: number): number => (total === 0 ? 0 : Math.round((done / total) * 100) / 100);

export function planProgress(plan: Plan): Progress {
  const tasks = taskEntries(plan);
  const done = tasks.filter((entry) => isDone(entry.task)).length;
  if (tasks.length === 0) return { done: 0, total: 0, ratio: Math.round((plan.project?.progress ?? 0) * 100) / 100 };
  return { done, total: tasks.length, ratio: ratioOf(done, tasks.length) };
}

export function phaseProgress(phase: PlanPhase): Progress {
  const done = phase.tasks.filter(isDone).length;
  return { done, total: phase.tasks.length, ratio: ratioOf(done, phase.tasks.length) };
}

/** The phase's status as stored, or derived from its tasks when missing. */
export function phaseStatus(phase: PlanPhase): string {
  if (phase.status) return phase.status;
  const { done, total } = phaseProgress(phase);
  if (total > 0 && done === total) return "completed";
  return done > 0 ? "in_progress" : "pending";
}

/** The project's first and last day: as stored, else from its phases and due dates. */
export function projectSpan(plan: Plan): { start: string | undefined; end: string | undefined } {
  const project = plan.project;
  const days = [
    ...plan.phases.flatMap((phase) => [phase.start_date, phase.end_date]),
    ...plan.phases.flatMap((phase) => phase.tasks.map((task) => task.due_date)),
  ].filter(isIsoDay);
  const start = isIsoDay(project?.start_date) ? project.start_date : minDay(days);
  const end = isIsoDay(project?.end_date) ? project.end_date : maxDay(days);
  return { start, end };
}

/** The day the plan's data describes when no `today` is given: its latest change. */
export function referenceDay(plan: Plan): string | undefined {
  const stamps = [plan.project?.updated_at, ...plan.phases.flatMap((phase) => phase.tasks.map((task) => task.updated_at))]
    .map((stamp) => (stamp ?? "").slice(0, 10))
    .filter(isIsoDay);
  return maxDay(stamps);
}

// --- Risks ---

const clampLevel = (value: number): number => Math.min(5, Math.max(1, Math.round(Number.isFinite(value) ? value : 1)));

export function riskLikelihood(risk: Risk): number {
  return clampLevel(risk.likelihood);
}

export function riskImpact(risk: Risk): number {
  return clampLevel(risk.impact);
}

export function riskScore(risk: Risk): number {
  return riskLikelihood(risk) * riskImpact(risk);
}

export type RiskLevel = "low" | "medium" | "high";

/** low ≤ 6 < medium ≤ 14 < high. */
export function riskLevel(score: number): RiskLevel {
  if (score <= 6) return "low";
  return score <= 14 ? "medium" : "high";
}

/** Risks by score (highest first), then register order. */
export function risksByScore(plan: Plan): Risk[] {
  return plan.risks
    .map((risk, index) => ({ risk, index }))
    .sort((a, b) => riskScore(b.risk) - riskScore(a.risk) || a.index - b.index)
    .map((entry) => entry.risk);
}

const VAGUE = /^(tbd|todo|to do|n\/?a|offen|open|keine|none|nichts|-+|\?+|prüfen|klären|beobachten|monitor(ing)?|check|later|später)\.?$/i;

/** A mitigation is concrete when it says what is done: at least three words and no placeholder. */
export function isConcreteMitigation(mitigation: string): boolean {
  const text = mitigation.trim();
  if (!text || VAGUE.test(text)) return false;
  return text.split(/\s+/).length >= 3 && text.length >= 15;
}

// --- Stakeholders ---

export function levelRank(level: string): number {
  return level === "high" ? 3 : level === "medium" ? 2 : level === "low" ? 1 : 0;
}

const LEAD = /projektleit|projektmanag|projektverantwort|projektkoordin|project\s*lead|project\s*manag|project\s*coordin|\bpm\b|\bpmo\b/i;
const SPONSOR =
  /gesch(ä|ae)ftsf(ü|ue)hr|gesch(ä|ae)ftsleitung|unternehmensleitung|vorstand|sponsor|auftraggeb|management|executive|\bceo\b|\bcfo\b|\bcto\b|\bcio\b|inhaber|lenkungs|steering|board|direktor|director|leadership|managing/i;

const describes = (stakeholder: Stakeholder, pattern: RegExp): boolean => pattern.test(`${stakeholder.name} ${stakeholder.role}`);

/** Stakeholders ranked by influence, then interest, then register order. */
export function byInfluence(stakeholders: readonly Stakeholder[]): Stakeholder[] {
  return stakeholders
    .map((stakeholder, index) => ({ stakeholder, index }))
    .sort(
      (a, b) =>
        levelRank(b.stakeholder.influence) - levelRank(a.stakeholder.influence) ||
        levelRank(b.stakeholder.interest) - levelRank(a.stakeholder.interest) ||
        a.index - b.index,
    )
    .map((entry) => entry.stakeholder);
}

export function isLead(stakeholder: Stakeholder): boolean {
  return describes(stakeholder, LEAD);
}

/** The sponsor or management: named so, not the project lead, the most influential of them. */
export function findSponsor(plan: Plan): Stakeholder | undefined {
  return byInfluence(plan.stakeholders.filter((stakeholder) => describes(stakeholder, SPONSOR) && !isLead(stakeholder)))[0];
}

/** The project lead: named so, else the stakeholder who holds the most tasks (not the sponsor). */
export function findLead(plan: Plan): Stakeholder | undefined {
  const named = plan.stakeholders.find(isLead);
  if (named) return named;
  const sponsor = findSponsor(plan);
  const counts = new Map<string, number>();
  for (const entry of taskEntries(plan)) {
    const name = entry.task.assignee?.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: Stakeholder | undefined;
  let bestCount = 0;
  for (const stakeholder of plan.stakeholders) {
    const held = counts.get(stakeholder.name) ?? 0;
    if (stakeholder !== sponsor && held > bestCount) {
      best = stakeholder;
      bestCount = held;
    }
  }
  return best;
}

/** Someone to own a new risk or action: the lead, else the sponsor, else the most influential stakeholder. */
export function defaultOwner(plan: Plan): Stakeholder | undefined {
  return findLead(plan) ?? findSponsor(plan) ?? byInfluence(plan.stakeholders)[0];
}

export interface Workload {
  name: string;
  open: number;
  /** Share of all open tasks, 0..1. */
  share: number;
  taskIds: string[];
}

/** Open tasks per assignee (highest first). */
export function workload(plan: Plan): { openTotal: number; people: Workload[] } {
  const open = taskEntries(plan).filter((entry) => !isDone(entry.task));
  const people = new Map<string, string[]>();
  for (const entry of open) {
    const name = entry.task.assignee?.trim();
    if (!name) continue;
    people.set(name, [...(people.get(name) ?? []), entry.task.id]);
  }
  const list = [...people.entries()]
    .map(([name, taskIds]) => ({ name, open: taskIds.length, share: open.length ? taskIds.length / open.length : 0, taskIds }))
    .sort((a, b) => b.open - a.open || a.name.localeCompare(b.name));
  return { openTotal: open.length, people: list };
}

/** The person holding more than 40 % of at least 3 open tasks, if any. */
export function keyPerson(plan: Plan): Workload | undefined {
  const { openTotal, people } = workload(plan);
  const top = people[0];
  return top && openTotal >= 3 && top.share > 0.4 ? top : undefined;
}

// --- Budget ---

export interface BudgetFacts {
  currency: string;
  /** The stored total, else the lines plus the contingency. */
  total: number;
  linesTotal: number;
  contingency: number;
  /** Contingency / total, 0..1 (0 when the total is 0). */
  contingencyShare: number;
}

export function budgetFacts(plan: Plan): BudgetFacts | undefined {
  const budget = plan.budget;
  if (!budget) return undefined;
  const linesTotal = Math.round(budget.lines.reduce((sum, line) => sum + (Number.isFinite(line.amount) ? line.amount : 0), 0) * 100) / 100;
  const contingency = Number.isFinite(budget.contingency) ? budget.contingency : 0;
  const total = budget.total > 0 ? budget.total : linesTotal + contingency;
  if (total <= 0 && budget.lines.length === 0) return undefined;
  return { currency: budget.currency || "EUR", total, linesTotal, contingency, contingencyShare: total > 0 ? contingency / total : 0 };
}

// --- Compliance ---

export function isOpenItem(item: ComplianceItem): boolean {
  return item.status !== "done";
}

const DATA_PROTECTION_RULES = new Set(["eu-gdpr", "de-bdsg", "at-dsg", "ch-dsg"]);
const DATA_PROTECTION =
  /dsgvo|gdpr|datenschutz|data protection|\bbdsg\b|\bdsg\b|\bfadp\b|revdsg|auftragsverarbeit|personenbezogen|personal data|privacy/i;

export function isDataProtectionItem(item: ComplianceItem): boolean {
  const ruleId = (item.rule_id ?? "").toLowerCase().replace(/^rul_/, "").replace(/_/g, "-");
  return DATA_PROTECTION_RULES.has(ruleId) || DATA_PROTECTION.test(`${item.code ?? ""} ${item.title}`);
}

// --- Words ---

const STOPWORDS = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen und oder aber ist sind war wird werden wie was wer wann wo warum welche welcher welches " +
    "für fur mit von zu zum zur im in am an auf aus bei bis nach über unter vor durch ohne um noch schon auch nur mal bitte gibt es ich du sie wir ihr " +
    "mir mich uns unser unsere haben hat hatte kann können soll sollte muss müssen dass denn dann als so sehr mehr viel the a an and or but is are was " +
    "were be been will would what who whom when where why which how of to for with from in on at by about into over under this that these those it its " +
    "do does did can could should shall must may might please there our we you i me my your their they them tell show give me"
  )
    .split(" ")
    .map(fold),
);

/** Lower-case content words of a text (umlauts folded, stopwords and short words dropped). */
export function contentWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word));
}

/** Lower case with umlauts and ß folded (ä → ae …), so "Überprüfung" and "ueberpruefung" meet. */
export function fold(text: string): string {
  return foldUmlauts(text)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * The critical path: from the task due last, back along the predecessor due latest (the one
 * that drives it), plus every task marked `critical`. A delay on it moves the end date.
 */
export function criticalPath(plan: Plan): Set<string> {
  const entries = taskEntries(plan);
  const byId = new Map(entries.map((entry) => [entry.task.id, entry.task]));
  const path = new Set(entries.filter((entry) => entry.task.priority === "critical").map((entry) => entry.task.id));
  const due = (task: Task | undefined) => (isIsoDay(task?.due_date) ? (task?.due_date as string) : "");
  let current = [...entries].sort((a, b) => due(b.task).localeCompare(due(a.task)))[0]?.task;
  while (current && !path.has(`walked:${current.id}`)) {
    path.add(current.id);
    path.add(`walked:${current.id}`);
    const predecessors = current.depends_on.map((id) => byId.get(id)).filter((task): task is Task => task !== undefined);
    current = predecessors.sort((a, b) => due(b).localeCompare(due(a)))[0];
  }
  for (const id of [...path]) if (id.startsWith("walked:")) path.delete(id);
  return path;
}
