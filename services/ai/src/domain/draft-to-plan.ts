/**
 * Between an engine's draft and the stored plan: the structural rules every draft must keep
 * (whichever engine wrote it), and the conversion of plan weeks into calendar dates.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { weekFriday, weekStart } from "./builtin/dates.js";
import { localisePlan } from "./country-terms.js";
import type { ComplianceRuleInput, DraftPlan, Profile } from "./types.js";
import { workingDayOnOrBefore } from "./understanding/time/index.js";

export const PHASES = { min: 4, max: 7 } as const;
export const MIN_TASKS_PER_PHASE = 3;
export const MIN_RISKS = 5;
export const MIN_STAKEHOLDERS = 3;
export const MIN_BUDGET_LINES = 3;

const currencyOf = (profile: Profile): "EUR" | "CHF" => (profile.country === "CH" ? "CHF" : "EUR");

/**
 * Every way the draft breaks the action path's rules, as short sentences naming the place
 * (an OpenAI answer gets them back in its repair round); empty when the draft is sound.
 */
export function validateDraftStructure(draft: DraftPlan, profile: Profile): string[] {
  const problems: string[] = [];
  const weeks = profile.timelineWeeks;
  if (!draft.title.trim()) problems.push("title is empty");

  const stakeholders = new Set<string>();
  for (const [index, stakeholder] of draft.stakeholders.entries()) {
    const name = stakeholder.name.trim();
    if (!name) problems.push(`stakeholders[${index}].name is empty`);
    else if (stakeholders.has(name)) problems.push(`stakeholders[${index}].name "${name}" is used twice`);
    stakeholders.add(name);
  }
  if (draft.stakeholders.length < MIN_STAKEHOLDERS) problems.push(`needs at least ${MIN_STAKEHOLDERS} stakeholders`);

  if (draft.phases.length < PHASES.min || draft.phases.length > PHASES.max) {
    problems.push(`needs ${PHASES.min} to ${PHASES.max} phases, has ${draft.phases.length}`);
  }
  const taskKeys = new Set<string>();
  const phaseKeys = new Set<string>();
  let previous: { start: number; end: number } | undefined;
  for (const [p, phase] of draft.phases.entries()) {
    const at = `phases[${p}]`;
    if (phaseKeys.has(phase.key)) problems.push(`${at}.key "${phase.key}" is used twice`);
    phaseKeys.add(phase.key);
    if (!phase.name.trim()) problems.push(`${at}.name is empty`);
    const { start_week: start, end_week: end } = phase;
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 1 && start <= end && end <= weeks)) {
      problems.push(`${at} must lie within weeks 1 to ${weeks} with start_week <= end_week`);
    }
    if (p === 0 && start !== 1) problems.push(`${at} must start in week 1`);
    if (p === draft.phases.length - 1 && end !== weeks) problems.push(`${at} must end in week ${weeks}, the last week of the timeline`);
    if (previous && (start < previous.start || end < previous.end || start > previous.end + 1)) {
      problems.push(`${at} must follow the previous phase without a gap (start_week at most ${previous.end + 1})`);
    }
    previous = { start, end };
    if (phase.tasks.length < MIN_TASKS_PER_PHASE) problems.push(`${at} needs at least ${MIN_TASKS_PER_PHASE} tasks`);
    for (const [t, task] of phase.tasks.entries()) {
      const tat = `${at}.tasks[${t}]`;
      if (!task.key.trim() || taskKeys.has(task.key)) problems.push(`${tat}.key must be unique and non-empty`);
      if (!task.title.trim()) problems.push(`${tat}.title is empty`);
      if (!(Number.isInteger(task.due_week) && task.due_week >= start && task.due_week <= end)) {
        problems.push(`${tat}.due_week must lie within its phase (weeks ${start} to ${end})`);
      }
      if (!stakeholders.has(task.owner.trim())) problems.push(`${tat}.owner must be the name of a stakeholder`);
      for (const dependency of task.depends_on) {
        if (!taskKeys.has(dependency)) problems.push(`${tat}.depends_on "${dependency}" must name an earlier task`);
      }
      taskKeys.add(task.key);
    }
  }

  if (draft.risks.length < MIN_RISKS) problems.push(`needs at least ${MIN_RISKS} risks`);
  for (const [index, risk] of draft.risks.entries()) {
    const at = `risks[${index}]`;
    if (!risk.title.trim()) problems.push(`${at}.title is empty`);
    if (!risk.mitigation.trim()) problems.push(`${at}.mitigation is empty`);
    for (const field of ["likelihood", "impact"] as const) {
      if (!(Number.isInteger(risk[field]) && risk[field] >= 1 && risk[field] <= 5)) problems.push(`${at}.${field} must be 1 to 5`);
    }
    if (!stakeholders.has(risk.owner.trim())) problems.push(`${at}.owner must be the name of a stakeholder`);
  }

  const currency = currencyOf(profile);
  if (draft.budget.currency !== currency) problems.push(`budget.currency must be ${currency} for a project in ${profile.country}`);
  if (draft.budget.lines.length < MIN_BUDGET_LINES) problems.push(`budget needs at least ${MIN_BUDGET_LINES} lines`);
  for (const [index, line] of draft.budget.lines.entries()) {
    if (!(Number.isFinite(line.amount) && line.amount > 0)) problems.push(`budget.lines[${index}].amount must be positive`);
    if (line.phase_key !== undefined && !phaseKeys.has(line.phase_key)) problems.push(`budget.lines[${index}].phase_key names no phase`);
  }
  if (!(Number.isFinite(draft.budget.contingency) && draft.budget.contingency > 0)) problems.push("budget.contingency must be positive");

  for (const [index, item] of draft.compliance.entries()) {
    if (!item.reason.trim()) problems.push(`compliance[${index}].reason is empty`);
    if (item.due_week !== undefined && !(Number.isInteger(item.due_week) && item.due_week >= 1 && item.due_week <= weeks)) {
      problems.push(`compliance[${index}].due_week must be 1 to ${weeks}`);
    }
  }
  return problems;
}

/**
 * The library's status and date on each compliance item of a draft, whichever engine wrote
 * it: an item's rule says whether it binds today, only later (`upcoming` with its date) or
 * is open. An engine never sets them; an item without a library rule gets none.
 */
export function withRuleStatus(draft: DraftPlan, rules: readonly ComplianceRuleInput[]): DraftPlan {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  return {
    ...draft,
    compliance: draft.compliance.map(({ rule_status: _status, applies_from: _from, ...item }) => {
      const rule = byId.get(item.rule_id);
      if (!rule) return item;
      const from = rule.status === "upcoming" ? (rule.appliesFrom ?? rule.transpositionDeadline) : undefined;
      return { ...item, rule_status: rule.status, ...(from ? { applies_from: from } : {}) };
    }),
  };
}

/**
 * The plan the project service stores (`CreateProjectFromPlan`): plan weeks become dates
 * from the profile's start (a task is due on the last working day of its week), phases and tasks are
 * referred to by their draft keys, which the project service replaces with real ids.
 */
export function draftToPlan(
  draft: DraftPlan,
  profile: Profile,
  facts: { activities: readonly string[]; absentActivities: readonly string[] },
  nowIso: string,
): Plan {
  const start = profile.startDate;
  // A task falls due on the last working day of its week: never on a weekend, a public
  // holiday of the country (Christmas, New Year, Pfingstmontag …) or 24/31 December.
  const weekEnd = (week: number) => workingDayOnOrBefore(weekFriday(start, week), profile.country, profile.region);
  // A stated deadline is the plan's last day ("im Juni" → ready on 1 June, not the Friday before);
  // the last week's work falls due on it.
  const last = weekEnd(profile.timelineWeeks);
  const deadline = profile.deadline ? workingDayOnOrBefore(profile.deadline, profile.country, profile.region) : undefined;
  const lastDay = deadline && deadline > last ? deadline : last;
  const friday = (week: number) => (week >= profile.timelineWeeks ? lastDay : weekEnd(week));
  const plan: Plan = {
    project: {
      id: "",
      workspace_id: "",
      // A client's title is kept exactly as sent; otherwise the engine's.
      title: profile.provenance.title === "given" ? profile.title : draft.title.trim() || profile.title,
      description: profile.description,
      status: "planned",
      locale: profile.locale,
      country: profile.country,
      industry: profile.industry,
      company_size: profile.companySize,
      timeline_weeks: profile.timelineWeeks,
      progress: 0,
      start_date: start,
      end_date: friday(profile.timelineWeeks),
      counts: undefined,
      template_key: profile.templateKey,
      created_at: nowIso,
      updated_at: nowIso,
      // Stored with the project, so the compliance agent later decides from the same facts.
      activities: [...facts.activities],
      absent_activities: [...facts.absentActivities],
      employees: profile.employees,
    },
    phases: draft.phases.map((phase, p) => ({
      id: phase.key,
      name: phase.name,
      description: phase.description,
      position: p + 1,
      status: "pending",
      start_date: weekStart(start, phase.start_week),
      end_date: friday(phase.end_week),
      tasks: phase.tasks.map((task, t) => ({
        id: task.key,
        project_id: "",
        phase_id: phase.key,
        title: task.title,
        description: task.description,
        checked: false,
        status: "open",
        priority: task.priority,
        due_date: friday(task.due_week),
        assignee: task.owner,
        depends_on: task.depends_on,
        position: t + 1,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    })),
    risks: draft.risks.map((risk) => ({
      id: "",
      project_id: "",
      title: risk.title,
      description: risk.description,
      likelihood: risk.likelihood,
      impact: risk.impact,
      score: risk.likelihood * risk.impact,
      mitigation: risk.mitigation,
      owner: risk.owner,
      created_at: nowIso,
      updated_at: nowIso,
    })),
    budget: {
      id: "",
      project_id: "",
      currency: draft.budget.currency,
      // The project service sums the lines and the contingency.
      total: 0,
      contingency: draft.budget.contingency,
      lines: draft.budget.lines.map((line) => ({
        id: "",
        category: line.category,
        label: line.label,
        amount: line.amount,
        phase_id: line.phase_key,
      })),
      created_at: nowIso,
      updated_at: nowIso,
    },
    compliance: draft.compliance.map((item) => ({
      id: "",
      project_id: "",
      rule_id: item.rule_id,
      code: item.code,
      title: item.title,
      status: "open",
      notes: item.reason,
      due_date: item.due_week === undefined ? undefined : friday(item.due_week),
      created_at: nowIso,
      updated_at: nowIso,
      rule_status: item.rule_status,
      applies_from: item.applies_from,
    })),
    stakeholders: draft.stakeholders.map((stakeholder) => ({
      id: "",
      project_id: "",
      name: stakeholder.name,
      role: stakeholder.role,
      interest: stakeholder.interest,
      influence: stakeholder.influence,
      created_at: nowIso,
      updated_at: nowIso,
    })),
  };
  // A plan for AT or CH speaks the country's German (Personalkommission, Jänner, ss); the client's own words stay.
  return localisePlan(plan, profile.language, { title: profile.provenance.title === "given" });
}
