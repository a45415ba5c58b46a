import { isLanguage, LIMITS, newId, parseCompanyFacts, parseLocale } from "@planner/shared";
import type { Plan, Risk } from "@planner/shared/gen/planner/project/v1/project.js";
import { initialPhaseStatus, initialProjectStatus, type PhaseStatus, type ProjectStatus, taskStatus } from "./task-state.js";
import {
  COMPANY_SIZES,
  COMPLIANCE_RULE_STATUSES,
  COMPLIANCE_STATUSES,
  COUNTRIES,
  FieldErrors,
  isCalendarDate,
  isOneOf,
  LEVELS,
  oneOfMessage,
  PRIORITIES,
  TASK_STATUSES,
} from "./validation.js";

/** The longest texts of a plan; the OpenAPI read schemas state the same maxima. */
export const PLAN_TEXT_LIMITS = {
  /** Project, phase, task and risk titles (a phase's `name`). */
  title: 200,
  projectDescription: 20_000,
  /** Phase, task and risk descriptions, risk mitigations, compliance notes. */
  partDescription: 5_000,
} as const;

/** Size limits of an imported plan: generous for real plans, bounded against abuse. */
export const PLAN_LIMITS = {
  phases: 50,
  tasksPerPhase: 200,
  tasks: 2000,
  risks: 200,
  budgetLines: 500,
  compliance: 500,
  stakeholders: 200,
  maxAmount: 100_000_000_000,
} as const;

/** Rows of a new project, ready to insert (ids assigned, statuses derived, references resolved). */
export interface PlanRows {
  project: {
    id: string;
    workspace_id: string;
    title: string;
    description: string;
    status: ProjectStatus;
    locale: string;
    country: string;
    industry: string;
    company_size: string;
    timeline_weeks: number;
    start_date: string | null;
    end_date: string | null;
    template_key: string | null;
    activities: string[];
    absent_activities: string[];
    employees: number | null;
  };
  phases: {
    id: string;
    workspace_id: string;
    project_id: string;
    name: string;
    description: string;
    position: number;
    status: PhaseStatus;
    start_date: string | null;
    end_date: string | null;
  }[];
  tasks: {
    id: string;
    workspace_id: string;
    project_id: string;
    phase_id: string;
    title: string;
    description: string;
    checked: boolean;
    status: string;
    priority: string;
    due_date: string | null;
    assignee: string | null;
    depends_on: string[];
    position: number;
    ordinal: number;
  }[];
  risks: {
    id: string;
    workspace_id: string;
    project_id: string;
    title: string;
    description: string;
    likelihood: number;
    impact: number;
    mitigation: string;
    owner: string;
    position: number;
  }[];
  budget: {
    id: string;
    workspace_id: string;
    project_id: string;
    currency: string;
    total: number;
    contingency: number;
  };
  budgetLines: {
    id: string;
    workspace_id: string;
    budget_id: string;
    project_id: string;
    phase_id: string | null;
    category: string;
    label: string;
    amount: number;
    position: number;
  }[];
  compliance: {
    id: string;
    workspace_id: string;
    project_id: string;
    rule_id: string;
    code: string;
    title: string;
    status: string;
    notes: string;
    due_date: string | null;
    rule_status: string | null;
    applies_from: string | null;
    position: number;
  }[];
  stakeholders: {
    id: string;
    workspace_id: string;
    project_id: string;
    name: string;
    role: string;
    interest: string;
    influence: string;
    position: number;
  }[];
}

/** Swiss projects are budgeted in francs, the others in euros. */
export function currencyFor(country: string): "EUR" | "CHF" {
  return country === "CH" ? "CHF" : "EUR";
}

const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** Reads string fields of a plan with one set of rules: trimmed, length-checked, reported by pointer. */
class PlanReader {
  readonly errors = new FieldErrors();

  text(value: string | undefined, pointer: string, options: { required?: boolean; max: number }): string {
    const text = (value ?? "").trim();
    if (options.required && text === "") this.errors.add(pointer, "is required");
    else if (text.length > options.max) this.errors.add(pointer, `must be at most ${options.max} characters`);
    return text;
  }

  /** An enum value; empty means the default. */
  choice<T extends string>(value: string | undefined, pointer: string, allowed: readonly T[], fallback: T): T {
    if (value === undefined || value === "") return fallback;
    if (isOneOf(value, allowed)) return value;
    this.errors.add(pointer, oneOfMessage(allowed));
    return fallback;
  }

  /** A BCP 47 tag of a language the product writes (de, de-AT, en-GB …), stored as language plus region. */
  locale(value: string | undefined, pointer: string): string {
    if (value === undefined || value === "") return "de";
    const parsed = parseLocale(value);
    if (parsed && isLanguage(parsed.language)) return parsed.region ? `${parsed.language}-${parsed.region}` : parsed.language;
    this.errors.add(pointer, "must be a BCP 47 tag of German or English, such as de, de-AT, de-CH, en or en-GB");
    return "de";
  }

  date(value: string | undefined, pointer: string): string | null {
    if (value === undefined || value === "") return null;
    if (!isCalendarDate(value)) {
      this.errors.add(pointer, "must be a date in the form YYYY-MM-DD");
      return null;
    }
    return value;
  }

  range(start: string | null, end: string | null, pointer: string): void {
    if (start && end && end < start) this.errors.add(pointer, "must not be before the start date");
  }

  int(value: number | undefined, pointer: string, min: number, max: number): number {
    const number = value ?? 0;
    if (!Number.isInteger(number) || number < min || number > max) this.errors.add(pointer, `must be an integer from ${min} to ${max}`);
    return number;
  }

  amount(value: number | undefined, pointer: string): number {
    const number = value ?? 0;
    if (!Number.isFinite(number) || number < 0) this.errors.add(pointer, "must be a number ≥ 0");
    else if (number > PLAN_LIMITS.maxAmount) this.errors.add(pointer, `must be at most ${PLAN_LIMITS.maxAmount}`);
    return Number.isFinite(number) ? roundMoney(number) : 0;
  }

  count(items: readonly unknown[], pointer: string, max: number): void {
    if (items.length > max) this.errors.add(pointer, `must have at most ${max} items`);
  }
}

/** The company facts of a plan's project (known names, none both stated and denied) and its head count. */
function readCompanyFacts(
  read: PlanReader,
  project: NonNullable<Plan["project"]>,
): Pick<PlanRows["project"], "activities" | "absent_activities" | "employees"> {
  const facts = parseCompanyFacts(project.activities ?? [], project.absent_activities ?? [], {
    present: "project/activities",
    absent: "project/absent_activities",
  });
  for (const error of facts.errors) read.errors.add(error.pointer, error.message);
  const employees = project.employees === undefined ? null : read.int(project.employees, "/project/employees", 0, LIMITS.employees);
  return { activities: [...facts.present].sort(), absent_activities: [...facts.absent].sort(), employees };
}

/**
 * Validates a plan (the action path of design section 3) and turns it into rows with new
 * ids. Client ids are ignored; a task's `depends_on` may name another task of the plan by
 * its id in the plan or by its 1-based "phase.task" position; unknown references are dropped.
 * Throws INVALID_ARGUMENT listing every problem with a JSON pointer into the plan.
 */
export function planToRows(plan: Plan | undefined, workspaceId: string, makeId: (prefix: string) => string = newId): PlanRows {
  const read = new PlanReader();
  if (!plan?.project) {
    read.errors.add("/project", "is required");
    read.errors.throwIfAny("the plan needs a project");
  }
  const source = plan as Plan;
  const p = source.project ?? ({} as NonNullable<Plan["project"]>);
  const projectId = makeId("prj");
  const country = read.choice(p.country, "/project/country", COUNTRIES, "DE");
  const project: PlanRows["project"] = {
    id: projectId,
    workspace_id: workspaceId,
    title: read.text(p.title, "/project/title", { required: true, max: PLAN_TEXT_LIMITS.title }),
    description: read.text(p.description, "/project/description", { max: PLAN_TEXT_LIMITS.projectDescription }),
    status: "planned",
    locale: read.locale(p.locale, "/project/locale"),
    country,
    industry: read.text(p.industry, "/project/industry", { max: 80 }),
    company_size: read.choice(p.company_size, "/project/company_size", COMPANY_SIZES, "small"),
    timeline_weeks: read.int(p.timeline_weeks, "/project/timeline_weeks", 0, 520),
    start_date: read.date(p.start_date, "/project/start_date"),
    end_date: read.date(p.end_date, "/project/end_date"),
    template_key: read.text(p.template_key, "/project/template_key", { max: 80 }) || null,
    ...readCompanyFacts(read, p),
  };
  read.range(project.start_date, project.end_date, "/project/end_date");

  if (source.phases.length === 0) read.errors.add("/phases", "must have at least one phase");
  read.count(source.phases, "/phases", PLAN_LIMITS.phases);

  // First pass: phases and tasks with new ids, so depends_on can be resolved afterwards.
  const phases: PlanRows["phases"] = [];
  const tasks: PlanRows["tasks"] = [];
  const rawDependencies: string[][] = [];
  const taskIdByReference = new Map<string, string>();
  const phaseIdByReference = new Map<string, string>();
  let ordinal = 0;
  source.phases.slice(0, PLAN_LIMITS.phases).forEach((phase, phaseIndex) => {
    const at = `/phases/${phaseIndex}`;
    const phaseId = makeId("phs");
    if (phase.id && !phaseIdByReference.has(phase.id)) phaseIdByReference.set(phase.id, phaseId);
    phaseIdByReference.set(String(phaseIndex + 1), phaseId);
    if (phase.tasks.length === 0) read.errors.add(`${at}/tasks`, "a phase needs at least one task");
    read.count(phase.tasks, `${at}/tasks`, PLAN_LIMITS.tasksPerPhase);
    let done = 0;
    phase.tasks.slice(0, PLAN_LIMITS.tasksPerPhase).forEach((task, taskIndex) => {
      const tat = `${at}/tasks/${taskIndex}`;
      const status = read.choice(task.status, `${tat}/status`, TASK_STATUSES, task.checked ? "done" : "open");
      const checked = task.checked || status === "done";
      if (checked) done++;
      const assignee = read.text(task.assignee, `${tat}/assignee`, { max: LIMITS.assigneeLength });
      const taskId = makeId("tsk");
      if (task.id && !taskIdByReference.has(task.id)) taskIdByReference.set(task.id, taskId);
      taskIdByReference.set(`${phaseIndex + 1}.${taskIndex + 1}`, taskId);
      rawDependencies.push(task.depends_on);
      tasks.push({
        id: taskId,
        workspace_id: workspaceId,
        project_id: projectId,
        phase_id: phaseId,
        title: read.text(task.title, `${tat}/title`, { required: true, max: PLAN_TEXT_LIMITS.title }),
        description: read.text(task.description, `${tat}/description`, { max: PLAN_TEXT_LIMITS.partDescription }),
        checked,
        status: taskStatus(checked),
        priority: read.choice(task.priority, `${tat}/priority`, PRIORITIES, "medium"),
        due_date: read.date(task.due_date, `${tat}/due_date`),
        assignee: assignee === "" ? null : assignee,
        depends_on: [],
        position: taskIndex + 1,
        ordinal: ++ordinal,
      });
    });
    const startDate = read.date(phase.start_date, `${at}/start_date`);
    const endDate = read.date(phase.end_date, `${at}/end_date`);
    read.range(startDate, endDate, `${at}/end_date`);
    phases.push({
      id: phaseId,
      workspace_id: workspaceId,
      project_id: projectId,
      name: read.text(phase.name, `${at}/name`, { required: true, max: PLAN_TEXT_LIMITS.title }),
      description: read.text(phase.description, `${at}/description`, { max: PLAN_TEXT_LIMITS.partDescription }),
      position: phaseIndex + 1,
      status: initialPhaseStatus(done, Math.min(phase.tasks.length, PLAN_LIMITS.tasksPerPhase)),
      start_date: startDate,
      end_date: endDate,
    });
  });
  if (tasks.length > PLAN_LIMITS.tasks) read.errors.add("/phases", `must have at most ${PLAN_LIMITS.tasks} tasks in all`);
  tasks.forEach((task, index) => {
    const resolved = new Set<string>();
    for (const reference of rawDependencies[index] ?? []) {
      const target = taskIdByReference.get(reference.trim());
      if (target && target !== task.id) resolved.add(target);
    }
    task.depends_on = [...resolved];
  });
  project.status = initialProjectStatus(phases.map((phase) => phase.status));

  read.count(source.risks, "/risks", PLAN_LIMITS.risks);
  const risks = source.risks
    .slice(0, PLAN_LIMITS.risks)
    .map((risk, index) => riskRow(read, risk, `/risks/${index}`, { id: makeId("rsk"), workspaceId, projectId, position: index + 1 }));

  const budgetId = makeId("bdg");
  const currency = currencyFor(country);
  const budgetSource = source.budget;
  if (budgetSource?.currency && budgetSource.currency !== currency) {
    read.errors.add("/budget/currency", `must be ${currency} for a project in ${country} (CHF in CH, EUR in DE and AT)`);
  }
  const lineSources = budgetSource?.lines ?? [];
  read.count(lineSources, "/budget/lines", PLAN_LIMITS.budgetLines);
  const budgetLines = lineSources.slice(0, PLAN_LIMITS.budgetLines).map((line, index) => {
    const at = `/budget/lines/${index}`;
    return {
      id: makeId("bdl"),
      workspace_id: workspaceId,
      budget_id: budgetId,
      project_id: projectId,
      // A line may name its phase by the phase's id in the plan or its 1-based position.
      phase_id: line.phase_id ? (phaseIdByReference.get(line.phase_id.trim()) ?? null) : null,
      category: read.text(line.category, `${at}/category`, { required: true, max: 80 }),
      label: read.text(line.label, `${at}/label`, { max: 200 }),
      amount: read.amount(line.amount, `${at}/amount`),
      position: index + 1,
    };
  });
  const contingency = read.amount(budgetSource?.contingency, "/budget/contingency");
  let total = read.amount(budgetSource?.total, "/budget/total");
  // No total given: the lines plus the contingency reserve.
  if (total === 0) total = roundMoney(budgetLines.reduce((sum, line) => sum + line.amount, 0) + contingency);
  if (total > PLAN_LIMITS.maxAmount) read.errors.add("/budget/total", `must be at most ${PLAN_LIMITS.maxAmount}`);
  const budget = { id: budgetId, workspace_id: workspaceId, project_id: projectId, currency, total, contingency };

  read.count(source.compliance, "/compliance", PLAN_LIMITS.compliance);
  const compliance = source.compliance.slice(0, PLAN_LIMITS.compliance).map((item, index) => {
    const at = `/compliance/${index}`;
    return {
      id: makeId("cmp"),
      workspace_id: workspaceId,
      project_id: projectId,
      rule_id: read.text(item.rule_id, `${at}/rule_id`, { max: 100 }),
      code: read.text(item.code, `${at}/code`, { max: 100 }),
      title: read.text(item.title, `${at}/title`, { required: true, max: 300 }),
      status: read.choice(item.status, `${at}/status`, COMPLIANCE_STATUSES, "open"),
      notes: read.text(item.notes, `${at}/notes`, { max: PLAN_TEXT_LIMITS.partDescription }),
      due_date: read.date(item.due_date, `${at}/due_date`),
      rule_status: item.rule_status ? read.choice(item.rule_status, `${at}/rule_status`, COMPLIANCE_RULE_STATUSES, "applies") : null,
      applies_from: read.date(item.applies_from, `${at}/applies_from`),
      position: index + 1,
    };
  });

  read.count(source.stakeholders, "/stakeholders", PLAN_LIMITS.stakeholders);
  const stakeholders = source.stakeholders.slice(0, PLAN_LIMITS.stakeholders).map((stakeholder, index) => {
    const at = `/stakeholders/${index}`;
    return {
      id: makeId("stk"),
      workspace_id: workspaceId,
      project_id: projectId,
      name: read.text(stakeholder.name, `${at}/name`, { required: true, max: 200 }),
      role: read.text(stakeholder.role, `${at}/role`, { max: 200 }),
      interest: read.choice(stakeholder.interest, `${at}/interest`, LEVELS, "medium"),
      influence: read.choice(stakeholder.influence, `${at}/influence`, LEVELS, "medium"),
      position: index + 1,
    };
  });

  read.errors.throwIfAny("the plan is not valid; see errors");
  return { project, phases, tasks, risks, budget, budgetLines, compliance, stakeholders };
}

type RiskRow = PlanRows["risks"][number];

function riskRow(
  read: PlanReader,
  risk: Risk,
  at: string,
  ids: { id: string; workspaceId: string; projectId: string; position: number },
): RiskRow {
  return {
    id: ids.id,
    workspace_id: ids.workspaceId,
    project_id: ids.projectId,
    title: read.text(risk.title, `${at}/title`, { required: true, max: PLAN_TEXT_LIMITS.title }),
    description: read.text(risk.description, `${at}/description`, { max: PLAN_TEXT_LIMITS.partDescription }),
    likelihood: read.int(risk.likelihood, `${at}/likelihood`, 1, 5),
    impact: read.int(risk.impact, `${at}/impact`, 1, 5),
    mitigation: read.text(risk.mitigation, `${at}/mitigation`, { max: PLAN_TEXT_LIMITS.partDescription }),
    owner: read.text(risk.owner, `${at}/owner`, { max: 200 }),
    position: ids.position,
  };
}

/** Rows of risks added to an existing project (by an agent run), validated like a plan's risks. */
export function newRiskRows(
  risks: Risk[],
  target: { workspaceId: string; projectId: string; firstPosition: number },
  makeId: (prefix: string) => string = newId,
): RiskRow[] {
  const read = new PlanReader();
  read.count(risks, "/new_risks", PLAN_LIMITS.risks);
  const rows = risks.slice(0, PLAN_LIMITS.risks).map((risk, index) =>
    riskRow(read, risk, `/new_risks/${index}`, {
      id: makeId("rsk"),
      workspaceId: target.workspaceId,
      projectId: target.projectId,
      position: target.firstPosition + index,
    }),
  );
  read.errors.throwIfAny("the risks are not valid; see errors");
  return rows;
}
