/**
 * RACI matrix: tasks × roles (the plan's stakeholders). The rules are data
 * (`data/raci-rules.yaml`): a stakeholder's role is recognised from its name, a task's kind of
 * row from its title, and the kind says who decides (exactly one A: the sponsor or steering
 * committee for gates and budget, the project lead for delivery work, the data-protection
 * officer for a DPIA …), who does it (R: the assignee) and which roles the row touches (C, I).
 * A role never holds two letters in one row, except a sole role, which is A and R at once.
 */
import type { Plan, Stakeholder, Task } from "@planner/shared/gen/planner/project/v1/project.js";
import { loadDataFileWithSchema } from "../../data/load.js";
import type { Language } from "../../types.js";
import { fold, projectTitle, sortedPhases, sortedTasks, taskEntries } from "../facts.js";
import type { ToolOutput } from "../output.js";
import { blocks, escapeInline, table } from "../text.js";

export interface RaciRow {
  task_id: string;
  task: string;
  phase_id: string;
  /** The kind of row whose rule decided the letters (`gate`, `budget`, `dpia`, `delivery` …). */
  basis: string;
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

interface RaciRulesFile {
  roles: { key: string; names: string; descriptions?: string }[];
  rows: { kind: string; tasks: string; accountable: string[]; responsible: string[]; consulted: string[]; informed: string[] }[];
}

interface RaciRules {
  roles: { key: string; names: RegExp; descriptions: RegExp | null }[];
  rows: (Omit<RaciRulesFile["rows"][number], "tasks"> & { tasks: RegExp | null })[];
}

let rules: RaciRules | undefined;

/** Who does delivery work when a row's own doers are missing. */
const DOERS = ["lead", "key_users", "it_operations", "vendor"] as const;

/** The RACI rules, read and checked once: every role a row names must be defined. */
export function raciRules(): RaciRules {
  if (rules) return rules;
  const file = loadDataFileWithSchema<RaciRulesFile>("raci-rules.yaml");
  const keys = new Set(file.roles.map((role) => role.key));
  for (const row of file.rows) {
    for (const key of [...row.accountable, ...row.responsible, ...row.consulted, ...row.informed]) {
      if (!keys.has(key)) throw new Error(`raci-rules.yaml: row "${row.kind}" names the unknown role "${key}"`);
    }
  }
  if (file.rows.at(-1)?.tasks !== "") throw new Error('raci-rules.yaml: the last row kind must match every task (tasks: "")');
  rules = {
    roles: file.roles.map((role) => ({
      key: role.key,
      names: new RegExp(role.names, "u"),
      descriptions: role.descriptions ? new RegExp(role.descriptions, "u") : null,
    })),
    rows: file.rows.map((row) => ({ ...row, tasks: row.tasks ? new RegExp(row.tasks, "u") : null })),
  };
  return rules;
}

/** The role key of a stakeholder: by a settling description, else its name, else name and description together. */
export function roleOf(stakeholder: Pick<Stakeholder, "name" | "role">): string | undefined {
  const { roles } = raciRules();
  const description = fold(stakeholder.role);
  const name = fold(stakeholder.name);
  const both = `${name} ${description}`;
  return (
    roles.find((role) => role.descriptions?.test(description))?.key ??
    roles.find((role) => role.names.test(name))?.key ??
    roles.find((role) => role.names.test(both))?.key
  );
}

/** The kind of row of a task: the first whose pattern matches its title. */
export function rowKind(task: Pick<Task, "title">): RaciRules["rows"][number] {
  const { rows } = raciRules();
  const title = fold(task.title);
  return rows.find((row) => !row.tasks || row.tasks.test(title)) ?? (rows[rows.length - 1] as RaciRules["rows"][number]);
}

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
  // Role key → the plan's names holding it (stakeholder order).
  const holders = new Map<string, string[]>();
  for (const stakeholder of plan.stakeholders) {
    const name = stakeholder.name.trim();
    const key = roleOf(stakeholder);
    if (!name || !key) continue;
    if (!holders.get(key)?.includes(name)) holders.set(key, [...(holders.get(key) ?? []), name]);
  }
  const first = (keys: readonly string[], exclude: ReadonlySet<string> = new Set()): string | undefined => {
    for (const key of keys) {
      const name = holders.get(key)?.find((candidate) => !exclude.has(candidate));
      if (name) return name;
    }
    return undefined;
  };
  const all = (keys: readonly string[]): string[] => keys.flatMap((key) => holders.get(key) ?? []);
  const roleOfName = new Map(plan.stakeholders.map((stakeholder) => [stakeholder.name.trim(), roleOf(stakeholder)]));
  const lead = first(["lead"]);
  const sponsor = first(["sponsor", "steering"]);

  const rows: RaciRow[] = [];
  for (const phase of sortedPhases(plan)) {
    const tasks = sortedTasks(phase);
    for (const task of tasks) {
      const rule = rowKind(task);
      const accountable = first(rule.accountable) ?? lead ?? sponsor ?? task.assignee?.trim() ?? roles[0] ?? "";
      // An assignee the row only consults (the works council on its own agreement) or who is one
      // of its deciders (the sponsor holding a gate the steering committee decides) is asked, not
      // the doer: the row's doers do the work.
      const assigned = task.assignee?.trim() || undefined;
      const assignedRole = assigned ? roleOfName.get(assigned) : undefined;
      const asked =
        assignedRole !== undefined &&
        !rule.responsible.includes(assignedRole) &&
        (rule.consulted.includes(assignedRole) || rule.accountable.includes(assignedRole));
      const assignee = asked && first(rule.responsible, new Set([accountable])) ? undefined : assigned;
      // R is the assignee. The one who decides does not also do the work when the row names other
      // doers; a task nobody holds goes to the row's doers, else to whoever does delivery work;
      // a decider with no one else to do it is A and R at once.
      const exclude = new Set([accountable]);
      const responsible =
        assignee !== undefined
          ? assignee === accountable
            ? (first(rule.responsible, exclude) ?? accountable)
            : assignee
          : (first([...rule.responsible, ...DOERS], exclude) ?? accountable);
      const letters = new Map<string, Letter>([[accountable, "A"]]);
      if (responsible !== accountable) letters.set(responsible, "R");
      if (assigned && assignee === undefined && !letters.has(assigned)) letters.set(assigned, "C");
      for (const name of all(rule.consulted)) if (!letters.has(name)) letters.set(name, "C");
      for (const name of all(rule.informed)) if (!letters.has(name)) letters.set(name, "I");
      rows.push({
        task_id: task.id,
        task: task.title,
        phase_id: phase.id,
        basis: rule.kind,
        responsible: [responsible],
        accountable,
        consulted: roles.filter((role) => letters.get(role) === "C"),
        informed: roles.filter((role) => letters.get(role) === "I"),
      });
    }
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
