/** Names for the generated OpenAPI types that callers use. */
import type { components, paths } from "./generated/openapi.js";

type Schemas = components["schemas"];

export type Project = Schemas["Project"];
export type Phase = Schemas["Phase"];
export type Task = Schemas["Task"];
export type Risk = Schemas["Risk"];
export type Budget = Schemas["Budget"];
export type ComplianceItem = Schemas["ComplianceItem"];
export type Stakeholder = Schemas["Stakeholder"];
export type Document = Schemas["Document"];
export type SearchHit = Schemas["SearchHit"];
export type Template = Schemas["Template"];
export type ComplianceRule = Schemas["ComplianceRule"];
export type Webhook = Schemas["Webhook"];
export type Usage = Schemas["Usage"];
export type Agent = Schemas["Agent"];
export type Problem = Schemas["Problem"];
export type FieldError = Schemas["FieldError"];

export type GeneratePlanRequest = Schemas["GeneratePlanRequest"];
export type GeneratedPlan = Schemas["GeneratedPlan"];
export type ChatRequest = Schemas["ChatRequest"];
export type ChatResponse = Schemas["ChatResponse"];
export type ToolRequest = Schemas["ToolRequest"];
export type AgentRequest = Schemas["AgentRequest"];
export type RecommendationsRequest = Schemas["RecommendationsRequest"];
export type Recommendations = Schemas["Recommendations"];
export type TaskUpdate = Schemas["TaskUpdate"];
export type DocumentSearchRequest = Schemas["DocumentSearchRequest"];
export type SearchHitList = Schemas["SearchHitList"];
export type WebhookCreateRequest = Schemas["WebhookCreateRequest"];

/** A planning tool's answer, discriminated on `tool`. */
export type ToolResult = Schemas["ToolResult"];
/** A tool as the path names it (`risk_matrix` is accepted for `risk-matrix`). */
export type ToolName = paths["/ai/projects/{id}/tools/{tool}"]["post"]["parameters"]["path"]["tool"];
/** The answer of one tool: `ToolResultOf<"gantt">` has `result: GanttResult`. */
export type ToolResultOf<T extends ToolName> = Extract<ToolResult, { tool: T extends "risk_matrix" ? "risk-matrix" : T }>;

/** An agent run, discriminated on `task`. */
export type AgentRun = Schemas["AgentRun"];
export type AgentTask = paths["/ai/projects/{id}/agents/{task}"]["post"]["parameters"]["path"]["task"];
/** The run of one agent: `AgentRunOf<"risk_review">` has `result: RiskReviewResult`. */
export type AgentRunOf<T extends AgentTask> = Extract<AgentRun, { task: T }>;

/** A webhook delivery's body, discriminated on `type`. */
export type Event = Schemas["Event"];
export type EventType = Event["type"];
/** One event type's envelope: `EventOf<"task.status_changed">["data"]` has `task` and `previous`. */
export type EventOf<T extends EventType> = Extract<Event, { type: T }>;

/** A page of a list: `data`, `has_more`, `next_cursor`. */
export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** The parts of a project and the answer of each (`budget` is one object, the others pages). */
export interface ProjectResources {
  phases: Schemas["PhaseList"];
  tasks: Schemas["TaskList"];
  risks: Schemas["RiskList"];
  budget: Schemas["Budget"];
  compliance: Schemas["ComplianceItemList"];
  stakeholders: Schemas["StakeholderList"];
  documents: Schemas["DocumentList"];
}
export type ProjectResource = keyof ProjectResources;
/** The parts that are lists. */
export type ProjectListResource = Exclude<ProjectResource, "budget">;
/** The query parameters of one part (`tasks` also takes `phase_id` and `checked`). */
export type ProjectResourceQuery<R extends ProjectResource> = NonNullable<paths[`/projects/{id}/${R}`]["get"]["parameters"]["query"]>;

export type ListProjectsQuery = NonNullable<paths["/projects"]["get"]["parameters"]["query"]>;
export type ListDocumentsQuery = NonNullable<paths["/documents"]["get"]["parameters"]["query"]>;
export type ListWebhooksQuery = NonNullable<paths["/webhooks"]["get"]["parameters"]["query"]>;
export type ListAgentsQuery = NonNullable<paths["/ai/agents"]["get"]["parameters"]["query"]>;
export type ListComplianceRulesQuery = NonNullable<paths["/compliance-rules"]["get"]["parameters"]["query"]>;
export type ListProjectTemplatesQuery = NonNullable<paths["/project-templates"]["get"]["parameters"]["query"]>;
