/** Asks the built-in engine for a plan the way POST /ai/generate-plan does, without storing it. */
import { ServiceError } from "@planner/shared";
import type { GeneratePlanRequest } from "@planner/shared/gen/planner/ai/v1/ai.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { draftToPlan } from "../src/domain/draft-to-plan.js";
import { readPlanRequest } from "../src/operations/generate-plan.js";
import type { EngineAnswer } from "./score.js";

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const number = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** The gRPC request the gateway would send for this body (unknown fields are dropped there too). */
export function toGrpcRequest(body: Record<string, unknown>): GeneratePlanRequest {
  return {
    workspace_id: "ws_eval",
    description: text(body.description),
    locale: text(body.locale),
    country: text(body.country),
    industry: text(body.industry),
    company_size: text(body.company_size),
    desired_timeline_weeks: number(body.desired_timeline_weeks),
    budget_eur: number(body.budget_eur),
    template_key: "",
    start_date: text(body.start_date),
    title: typeof body.title === "string" ? body.title : undefined,
    template_id: "",
    activities: [],
    absent_activities: [],
  };
}

export function askEngine(body: Record<string, unknown>, today: string): EngineAnswer {
  try {
    const request = readPlanRequest(toGrpcRequest(body));
    const profile = inferProfile(request, today);
    const draft = buildDraft(profile, []);
    const budget = draft.budget;
    // The plan as stored: its task titles in the country's German ("Übersiedlung" in Austria), its end on a working day.
    const plan = draftToPlan(draft, profile, { activities: [], absentActivities: [] }, `${today}T00:00:00.000Z`);
    return {
      refused: false,
      language: profile.language,
      country: profile.country,
      countryFrom: profile.provenance.country,
      currency: budget.currency,
      industry: profile.industry,
      intent: profile.intent,
      projectType: profile.projectType,
      timelineWeeks: profile.timelineWeeks,
      startDate: profile.startDate,
      // The end date the stored plan shows (its last working day), as the service computes it.
      endDate: plan.project?.end_date,
      companySize: profile.companySize,
      budgetTotal: budget.lines.reduce((sum, line) => sum + line.amount, 0) + budget.contingency,
      riskCount: draft.risks.length,
      taskTitles: plan.phases.flatMap((phase) => phase.tasks.map((task) => task.title)),
      questions: profile.questions.map((question) => question.question),
    };
  } catch (error) {
    if (error instanceof ServiceError && (error.problemCode as string) === "not_a_project_description") return { refused: true };
    // "test 123": a description the API rejects as malformed (a 4xx naming the field) is refused too; nothing is planned.
    if (error instanceof ServiceError && error.fieldErrors.some((field) => field.pointer === "/description")) return { refused: true };
    return { refused: false, error: error instanceof Error ? error.message : String(error) };
  }
}
