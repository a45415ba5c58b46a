/**
 * RACI matrix: tasks × roles (the plan's stakeholders). Each task has exactly one
 * Accountable (the sponsor or management, else the phase's most influential stakeholder),
 * the assignee as Responsible (the project lead when unassigned), Consulted and Informed
 * from influence and interest; a role never holds two letters in one row, except a sole
 * role, which is Accountable and Responsible at once.
 */
import type { Plan, PlanPhase, Stakeholder } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Language } from "../../types.js";
import { byInfluence, findLead, findSponsor, levelRank, projectTitle, sortedPhases, sortedTasks, taskEntries } from "../facts.js";
import type { ToolOutput } from "../output.js";
import { blocks, escapeInline, table } from "../text.js";

export interface RaciRow {
  task_id: string;
  task: string;
  phase_id: string;
  responsible: string[];
  accountable: string;
  consulted: string[];
  informed: string[];
}

export interface RaciResult {
  roles: string[];
  rows: RaciRow[];
}

type Letter = "R" | "A" | "C" | "I";

/** The roles: every stakeholder, then assignees who are not stakeholders; a generic lead when there is nobody. */
function rolesOf(plan: Plan, language: Language): string[] {
  const roles: string[] = [];
  const add = (name: string | undefined) => {
    const trimmed = name?.trim();
    if (trimmed && !roles.includes(trimmed)) roles.push(trimmed);
  };
  for (const stakeholder of plan.stakeholders) add(stakeholder.name);
  for (const entry of taskEntries(plan)) add(entry.task.assignee);
  if (roles.length === 0) roles.push(language === "de" ? "Projektleitung" : "Project lead");
  return roles;
}

export function computeRaci(plan: Plan, language: Language): RaciResult {
  const roles = rolesOf(plan, language);
  const stakeholders = new Map<string, Stakeholder>();
  for (const stakeholder of plan.stakeholders) {
    const name = stakeholder.name.trim();
    if (name && !stakeholders.has(name)) stakeholders.set(name, stakeholder);
  }
  const ranked = byInfluence([...stakeholders.values()]).map((stakeholder) => stakeholder.name.trim());
  const sponsor = findSponsor(plan)?.name.trim();
  const lead = findLead(plan)?.name.trim();
  const assigneeOf = new Map(taskEntries(plan).map((entry) => [entry.task.id, entry.task.assignee?.trim() || undefined]));

  /** The most influential stakeholder working in the phase (else overall), skipping `exclude`. */
  const phaseAuthority = (phase: PlanPhase, exclude?: string): string | undefined => {
    const inPhase = new Set(phase.tasks.map((task) => task.assignee?.trim()).filter((name): name is string => Boolean(name)));
    return (
      ranked.find((name) => inPhase.has(name) && name !== exclude) ??
      ranked.find((name) => name !== exclude) ??
      roles.find((name) => name !== exclude)
    );
  };

  const rows: RaciRow[] = [];
  for (const entry of taskEntries(plan)) {
    const { task, phase } = entry;
    let accountable = sponsor ?? phaseAuthority(phase) ?? roles[0] ?? "";
    // Every row needs someone doing the work: the assignee, else the lead, else the phase's
    // most influential other role; a sole role is both (shown as "A/R").
    const responsible = task.assignee?.trim() || lead || phaseAuthority(phase, accountable) || accountable;
    if (responsible === accountable) {
      const other = phaseAuthority(phase, responsible);
      if (other) accountable = other;
    }
    const letters = new Map<string, Letter>();
    letters.set(accountable, "A");
    if (responsible !== accountable) letters.set(responsible, "R");
    const upstream = new Set(task.depends_on.map((id) => assigneeOf.get(id)).filter((name): name is string => Boolean(name)));
    for (const role of roles) {
      if (letters.has(role)) continue;
      const stakeholder = stakeholders.get(role);
      const influence = levelRank(stakeholder?.influence ?? "");
      const interest = levelRank(stakeholder?.interest ?? "");
      if (upstream.has(role) || influence === 3 || (influence === 2 && interest === 3)) letters.set(role, "C");
      else if (interest >= 2 || influence >= 2) letters.set(role, "I");
    }
    const withLetter = (letter: Letter) => roles.filter((role) => letters.get(role) === letter);
    rows.push({
      task_id: task.id,
      task: task.title,
      phase_id: phase.id,
      responsible: responsible === accountable ? [accountable] : withLetter("R"),
      accountable,
      consulted: withLetter("C"),
      informed: withLetter("I"),
    });
  }
  return { roles, rows };
}

export function raciTool(plan: Plan, language: Language): ToolOutput {
  const result = computeRaci(plan, language);
  const de = language === "de";
  const title = `${de ? "RACI-Matrix" : "RACI matrix"} – ${projectTitle(plan)}`;
  const legend = de
    ? "**R** = Durchführung (Responsible) · **A** = Gesamtverantwortung (Accountable) · **C** = Mitwirkung/Beratung (Consulted) · **I** = Information (Informed)"
    : "**R** = does the work (Responsible) · **A** = answerable for the result (Accountable) · **C** = gives input (Consulted) · **I** = kept up to date (Informed)";
  const rowsByTask = new Map(result.rows.map((row) => [row.task_id, row]));
  const header = [de ? "Aufgabe" : "Task", ...result.roles.map(escapeInline)];
  const sections: string[] = [];
  sortedPhases(plan).forEach((phase, index) => {
    const rows = sortedTasks(phase)
      .map((task) => rowsByTask.get(task.id))
      .filter((row): row is RaciRow => row !== undefined)
      .map((row) => [escapeInline(row.task), ...result.roles.map((role) => letterOf(row, role))]);
    if (rows.length === 0) return;
    sections.push(`## ${index + 1}. ${escapeInline(phase.name) || `Phase ${index + 1}`}\n\n${table(header, rows)}`);
  });
  const empty = de ? "Der Plan enthält noch keine Aufgaben." : "The plan has no tasks yet.";
  const markdown = blocks(`# ${escapeInline(title)}`, legend, sections.length ? sections.join("\n\n") : empty);
  return { result: { ...result }, markdown, title };
}

function letterOf(row: RaciRow, role: string): string {
  if (row.accountable === role) return row.responsible.includes(role) ? "A/R" : "A";
  if (row.responsible.includes(role)) return "R";
  if (row.consulted.includes(role)) return "C";
  if (row.informed.includes(role)) return "I";
  return "";
}
