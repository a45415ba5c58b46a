/** Wording and building blocks the agents share. */
import type { Plan, PlanPhase, Task } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Language } from "../../types.js";
import { byDueDate, daysBetween, isDone, isIsoDay, isOverdue, phaseProgress, projectTitle, type TaskEntry } from "../facts.js";
import { escapeInline, focusLine, formatDate, formatPercent, priorityLabel, table } from "../text.js";

/** The German or the English text. */
export const say = (language: Language, de: string, en: string): string => (language === "de" ? de : en);

/** "Title – Project". */
export function documentTitle(name: string, plan: Plan): string {
  return `${name} – ${projectTitle(plan)}`;
}

/** The heading, the day the report describes and the caller's focus, if any. */
export function opening(title: string, language: Language, today: string, instructions: string | undefined): string {
  const asOf = `${say(language, "Stand", "As of")}: ${formatDate(today, language)}`;
  const focus = focusLine(instructions, language);
  return [`# ${escapeInline(title)}`, "", focus ? `${asOf}  \n${focus}` : asOf].join("\n");
}

export const section = (heading: string, body: string): string => `## ${heading}\n\n${body}`;

/** A person's name for a table cell, or a dash. */
export const person = (name: string | undefined): string => escapeInline(name ?? "") || "–";

/** "01.03.2025 – 28.03.2025", or a dash when the phase has no dates. */
export function phaseSpanLabel(phase: PlanPhase, language: Language): string {
  const start = isIsoDay(phase.start_date) ? formatDate(phase.start_date, language) : "";
  const end = isIsoDay(phase.end_date) ? formatDate(phase.end_date, language) : "";
  if (!start && !end) return "–";
  return `${start || "…"} – ${end || "…"}`;
}

/** "3/8 (38 %)". */
export function progressCell(phase: PlanPhase, language: Language): string {
  const progress = phaseProgress(phase);
  return progress.total === 0 ? "–" : `${progress.done}/${progress.total} (${formatPercent(progress.ratio, language)})`;
}

/** How late a task is: "12 Tage überfällig" / "12 days overdue". */
export function lateness(task: Task, today: string, language: Language): string {
  if (!isIsoDay(task.due_date)) return "–";
  const days = daysBetween(task.due_date, today);
  return say(language, `${days} ${days === 1 ? "Tag" : "Tage"}`, `${days} ${days === 1 ? "day" : "days"}`);
}

/** A table of tasks with phase, due date, owner and priority (overdue ones marked). */
export function taskTable(entries: readonly TaskEntry[], today: string, language: Language): string {
  return table(
    say(language, "Aufgabe|Phase|Fällig|Verantwortlich|Priorität", "Task|Phase|Due|Owner|Priority").split("|"),
    entries.map((entry) => [
      escapeInline(entry.task.title),
      escapeInline(entry.phase.name),
      `${formatDate(entry.task.due_date, language)}${isOverdue(entry.task, today) ? say(language, " (überfällig)", " (overdue)") : ""}`,
      person(entry.task.assignee),
      priorityLabel(entry.task.priority, language) || "–",
    ]),
  );
}

/** Open tasks that are not overdue, by due date: what comes next. */
export function upcoming(entries: readonly TaskEntry[], today: string): TaskEntry[] {
  return byDueDate(entries.filter((entry) => !isDone(entry.task) && !isOverdue(entry.task, today)));
}
