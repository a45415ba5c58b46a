/** POST /ai/generate-plan: infer the profile, ask the engine, store the plan through the project service. */
import { type CallContext, FieldErrors, parseCompanyFacts, parseLocale } from "@planner/shared";
import type { GeneratePlanRequest, GeneratePlanResponse } from "@planner/shared/gen/planner/ai/v1/ai.js";
import type { Template } from "@planner/shared/gen/planner/project/v1/project.js";
import { industryOf } from "../domain/builtin/content-data.js";
import { isDate, LAST_CALENDAR_DAY, weeksFitCalendar, yearOf } from "../domain/builtin/dates.js";
import { draftToPlan, withRuleStatus } from "../domain/draft-to-plan.js";
import { COMPANY_SIZES, COUNTRIES, type CompanySize, INDUSTRIES, type PlanRequest, type TemplateInput } from "../domain/types.js";
import { sizeClass } from "../domain/understanding/amounts/index.js";
import { understand } from "../domain/understanding/index.js";
import { applicableRules, companyFacts } from "./compliance-rules.js";
import { type AiDependencies, callOptions, isoDay, localized, upstream } from "./dependencies.js";

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T => (allowed as readonly string[]).includes(value);

/** A real calendar day from 1900 on (YYYY-MM-DD). */
const isCalendarDate = (value: string): boolean => isDate(value) && yearOf(value) >= 1900;

const HEADCOUNT_RANGE = /^(\d{1,7})\s*(?:-|–|to|bis)\s*(\d{1,7})$|^(\d{1,7})\s*\+$/u;

/**
 * A size class, or a head-count range as CRMs and no-code platforms export it ("51-200",
 * "1000+"): read by its middle, an open range by its lower bound.
 */
export function companySizeOf(value: string): CompanySize | undefined {
  const trimmed = value.trim().toLowerCase();
  if (oneOf(COMPANY_SIZES, trimmed)) return trimmed;
  const range = HEADCOUNT_RANGE.exec(trimmed);
  if (!range) return undefined;
  if (range[3] !== undefined) return sizeClass(Number(range[3]));
  const low = Number(range[1]);
  const high = Number(range[2]);
  return high >= low ? sizeClass((low + high) / 2) : undefined;
}

/** The request as the engine takes it; every problem is reported at once, by JSON pointer. */
export function readPlanRequest(request: GeneratePlanRequest): PlanRequest {
  const errors = new FieldErrors();
  const description = request.description.trim();
  if (description.length < 10 || description.length > 2000) errors.add("/description", "must be 10 to 2000 characters");
  const plan: PlanRequest = { description };
  if (request.title !== undefined) {
    // Kept as sent; only surrounding whitespace goes (it would not survive storage either).
    const title = request.title.trim();
    if (title === "" || title.length > 200) errors.add("/title", "must be 1 to 200 characters");
    else plan.title = title;
  }
  if (request.desired_timeline_weeks !== undefined) {
    const weeks = request.desired_timeline_weeks;
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 260) errors.add("/desired_timeline_weeks", "must be an integer from 1 to 260");
    else plan.desiredTimelineWeeks = weeks;
  }
  if (request.locale) {
    if (!parseLocale(request.locale)) errors.add("/locale", "must be a BCP 47 language tag such as de, de-AT, de-CH or en-GB");
    else plan.locale = request.locale;
  }
  if (request.country) {
    const country = request.country.toUpperCase();
    if (oneOf(COUNTRIES, country)) plan.country = country;
    else errors.add("/country", `must be one of: ${COUNTRIES.join(", ")}`);
  }
  if (request.industry) {
    const industry = industryOf(request.industry);
    if (industry) plan.industry = industry;
    else errors.add("/industry", `must be one of: ${INDUSTRIES.join(", ")} (or its name, such as Logistics or Lebensmittel)`);
  }
  if (request.company_size) {
    const size = companySizeOf(request.company_size);
    if (size) plan.companySize = size;
    else errors.add("/company_size", `must be one of: ${COMPANY_SIZES.join(", ")}, or a head-count range such as 51-200 or 1000+`);
  }
  if (request.budget_eur !== undefined) {
    if (!Number.isFinite(request.budget_eur) || request.budget_eur < 0 || request.budget_eur > 1e9) {
      errors.add("/budget_eur", "must be a number from 0 to 1000000000");
    } else if (request.budget_eur > 0) plan.budgetEur = request.budget_eur;
  }
  if (request.start_date) {
    if (isCalendarDate(request.start_date)) plan.startDate = request.start_date;
    else errors.add("/start_date", "must be a date in the form YYYY-MM-DD");
  }
  const facts = parseCompanyFacts(request.activities ?? [], request.absent_activities ?? []);
  for (const error of facts.errors) errors.add(error.pointer, error.message);
  if (facts.present.size > 0) plan.activities = [...facts.present];
  if (facts.absent.size > 0) plan.absentActivities = [...facts.absent];
  errors.throwIfAny("the plan request is not valid; see errors");
  return plan;
}

function toTemplateInput(template: Template): TemplateInput {
  return {
    key: template.key,
    name: localized(template.name),
    defaultTimelineWeeks: template.default_timeline_weeks,
    phases: template.phases.map((phase) => ({
      key: phase.key,
      name: localized(phase.name),
      share: phase.share,
      tasks: phase.tasks.map((task) => ({ title: localized(task.title), priority: task.priority, role: task.role })),
    })),
  };
}

/** The template a request names by id (`tpl_…`) or key; an unknown one is a field error. */
async function findTemplate(
  deps: AiDependencies,
  context: CallContext,
  workspaceId: string,
  request: GeneratePlanRequest,
): Promise<TemplateInput | undefined> {
  const wanted = request.template_id || request.template_key;
  if (!wanted) return undefined;
  const pointer = request.template_id ? "/template_id" : "/template_key";
  const page = await upstream(
    deps.project.listProjectTemplates({ workspace_id: workspaceId, limit: 100, cursor: "", industry: "" }, callOptions(deps, context)),
  );
  const template = page.data.find((candidate) => candidate.id === wanted || candidate.key === wanted);
  if (!template) {
    const errors = new FieldErrors();
    errors.add(pointer, `is not a known template; see GET /project-templates (${page.data.map((t) => t.key).join(", ")})`);
    errors.throwIfAny();
  }
  return template ? toTemplateInput(template) : undefined;
}

/** A plan whose dates would pass the end of the calendar is the client's `start_date`: a 400 naming it. */
function assertPlanFitsCalendar(start: string, weeks: number): void {
  if (weeksFitCalendar(start, weeks)) return;
  const errors = new FieldErrors();
  errors.add("/start_date", `the plan of ${weeks} weeks from this date would end after ${LAST_CALENDAR_DAY}; choose an earlier date`);
  errors.throwIfAny("the plan request is not valid; see errors");
}

export async function generatePlan(
  deps: AiDependencies,
  request: GeneratePlanRequest,
  context: CallContext,
): Promise<GeneratePlanResponse> {
  const workspaceId = request.workspace_id;
  const planRequest = readPlanRequest(request);
  const template = await findTemplate(deps, context, workspaceId, request);
  const now = deps.now();
  const profile = understand(planRequest, isoDay(now), template);
  assertPlanFitsCalendar(profile.startDate, profile.timelineWeeks);
  const facts = companyFacts(planRequest.activities ?? [], planRequest.absentActivities ?? [], profile.description);
  const rules = await applicableRules(deps, context, {
    workspaceId,
    country: profile.country,
    industry: profile.industry,
    companySize: profile.companySize,
    employees: profile.employees,
    groupEmployees: profile.groupEmployees,
    energyConsumptionGwh: profile.energyConsumptionGwh,
    ...facts,
  });
  const draft = await deps.engine.draftPlan({ profile, rules, template });
  // An engine may place work after the planned end: every week it names must fit too.
  const lastWeek = Math.max(
    profile.timelineWeeks,
    ...draft.value.phases.flatMap((phase) => [phase.end_week, ...phase.tasks.map((task) => task.due_week)]),
  );
  assertPlanFitsCalendar(profile.startDate, lastWeek);
  const stored = await upstream(
    deps.project.createProjectFromPlan(
      { workspace_id: workspaceId, plan: draftToPlan(withRuleStatus(draft.value, rules), profile, facts, now.toISOString()) },
      callOptions(deps, context),
    ),
  );
  return {
    ...stored,
    engine: draft.engine,
    model: draft.model,
    assumptions: {
      language: profile.provenance.language,
      country: profile.provenance.country,
      industry: profile.provenance.industry,
      company_size: profile.provenance.companySize,
      timeline_weeks: profile.provenance.timelineWeeks,
      title: profile.provenance.title,
      employees: profile.employees,
      project_type: profile.projectType,
      intent: profile.intent,
      budget: profile.provenance.budget,
      deadline: profile.deadline,
      inferences: profile.inferences,
    },
    questions: profile.questions,
  };
}
