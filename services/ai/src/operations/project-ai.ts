/**
 * The AI operations on a stored project: chat, tools, agents, recommendations. Each reads
 * the project's plan from the project service (NOT_FOUND for another workspace's project),
 * computes, and stores what the API promises to store.
 */
import {
  type CallContext,
  invalidArgument,
  isLanguage,
  type Language,
  languageOf,
  newId,
  notFound,
  parseLocale,
  refuseCursor,
} from "@planner/shared";
import type {
  ChatRequest,
  ChatResponse,
  GetRecommendationsRequest,
  GetRecommendationsResponse,
  ListAgentsRequest,
  ListAgentsResponse,
  RunAgentRequest,
  RunAgentResponse,
  RunToolRequest,
  RunToolResponse,
} from "@planner/shared/gen/planner/ai/v1/ai.js";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { AGENTS, normalizeToolName, recommend, runAgent, runTool, TOOLS } from "../domain/analysis/index.js";
import { itemsNamedIn } from "../domain/analysis/retrieval.js";
import { detectLanguage } from "../domain/builtin/index.js";
import { localiseSpelling } from "../domain/country-terms.js";
import { BUILTIN_MODEL, COMPANY_SIZES } from "../domain/types.js";
import { applicableRules, companyFacts } from "./compliance-rules.js";
import { type AiDependencies, callOptions, isoDay, loadPlan, toStruct, upstream } from "./dependencies.js";

/** Passages retrieved for a chat question. */
const CHAT_PASSAGES = 5;

/** The language asked for, else `fallback` (the project's, or the question's). */
function languageFor(locale: string, fallback: Language): Language {
  const parsed = locale ? parseLocale(locale) : undefined;
  return parsed && isLanguage(parsed.language) ? parsed.language : fallback;
}

const projectLanguage = (plan: Plan): Language => languageOf(plan.project?.locale ?? "de");

export async function chat(deps: AiDependencies, request: ChatRequest, context: CallContext): Promise<ChatResponse> {
  const plan = await loadPlan(deps, context, request.workspace_id, request.id);
  const question = request.message.trim();
  const language = languageFor(request.locale, detectLanguage(question));
  const hits = await upstream(
    deps.project.searchDocuments(
      { workspace_id: request.workspace_id, project_id: request.id, query: question.slice(0, 500), limit: CHAT_PASSAGES },
      callOptions(deps, context),
    ),
  );
  const passages = hits.data.map((hit) => ({
    document_id: hit.document?.id ?? "",
    title: hit.document?.title ?? "",
    snippet: hit.snippet,
  }));
  const history = request.history.map((turn) => ({
    role: turn.role === "assistant" ? ("assistant" as const) : ("user" as const),
    content: turn.content,
  }));
  const answer = await deps.engine.chat({ question, history, plan, passages, language, today: isoDay(deps.now()) });
  return {
    answer: localiseSpelling(answer.value.answer, plan.project?.country ?? "", language),
    citations: answer.value.citations,
    items: answer.value.items ?? itemsNamedIn(plan, answer.value.answer).map(({ kind, id, title }) => ({ kind, id, title })),
    engine: answer.engine,
    model: answer.model,
    language,
  };
}

/** A document of the analyses in the project's spelling (a Swiss project's German has no ß). */
function spelled<T extends { title: string; markdown: string }>(output: T, plan: Plan, language: Language): T {
  const country = plan.project?.country ?? "";
  return {
    ...output,
    title: localiseSpelling(output.title, country, language),
    markdown: localiseSpelling(output.markdown, country, language),
  };
}

export async function runProjectTool(deps: AiDependencies, request: RunToolRequest, context: CallContext): Promise<RunToolResponse> {
  const tool = normalizeToolName(request.tool);
  if (!tool) throw notFound(`tool "${request.tool}" (valid: ${TOOLS.join(", ")})`);
  const plan = await loadPlan(deps, context, request.workspace_id, request.id);
  const language = languageFor(request.locale, projectLanguage(plan));
  const output = spelled(runTool(tool, plan, language, isoDay(deps.now())), plan, language);
  const document = await upstream(
    deps.project.addDocument(
      { workspace_id: request.workspace_id, project_id: request.id, title: output.title, kind: "tool", body: output.markdown },
      callOptions(deps, context),
    ),
  );
  return {
    tool,
    project_id: request.id,
    result: toStruct(output.result),
    markdown: output.markdown,
    document_id: document.id,
    engine: "builtin",
    model: BUILTIN_MODEL,
  };
}

export async function runProjectAgent(deps: AiDependencies, request: RunAgentRequest, context: CallContext): Promise<RunAgentResponse> {
  const agent = AGENTS.find((candidate) => candidate.task === request.task);
  if (!agent) throw notFound(`agent "${request.task}" (valid: ${AGENTS.map((a) => a.task).join(", ")})`);
  const plan = await loadPlan(deps, context, request.workspace_id, request.id);
  const project = plan.project;
  const rules =
    agent.task === "compliance_check" && project
      ? await applicableRules(deps, context, {
          workspaceId: request.workspace_id,
          country: project.country,
          industry: project.industry,
          companySize: (COMPANY_SIZES as readonly string[]).includes(project.company_size) ? project.company_size : "",
          employees: project.employees,
          // The facts the plan was made with (older projects have none stored: the text decides).
          ...companyFacts(project.activities, project.absent_activities, project.description),
        })
      : [];
  const now = deps.now();
  const language = languageFor(request.locale, projectLanguage(plan));
  const produced = runAgent(agent.task, plan, {
    language,
    today: isoDay(now),
    instructions: request.instructions.trim() || undefined,
    rules,
  });
  const spell = (text: string) => localiseSpelling(text, project?.country ?? "", language);
  const output = {
    ...spelled(produced, plan, language),
    newRisks: produced.newRisks.map((risk) => ({
      ...risk,
      title: spell(risk.title),
      description: spell(risk.description),
      mitigation: spell(risk.mitigation),
    })),
  };
  const run = {
    run_id: newId("run", now.getTime()),
    task: agent.task,
    project_id: request.id,
    status: "completed",
    markdown: output.markdown,
    result: toStruct(output.result),
    engine: "builtin",
    model: BUILTIN_MODEL,
    created_at: now.toISOString(),
  };
  const recorded = await upstream(
    deps.project.recordAgentRun(
      {
        workspace_id: request.workspace_id,
        project_id: request.id,
        run: toStruct(run),
        title: output.title,
        body: output.markdown,
        new_risks: output.newRisks.map((risk) => ({
          id: "",
          project_id: request.id,
          title: risk.title,
          description: risk.description,
          likelihood: risk.likelihood,
          impact: risk.impact,
          score: 0,
          mitigation: risk.mitigation,
          owner: risk.owner,
          created_at: "",
          updated_at: "",
        })),
      },
      callOptions(deps, context),
    ),
  );
  return { ...run, document_id: recorded.document?.id ?? "", added_risk_ids: recorded.risks.map((risk) => risk.id) };
}

export async function recommendations(
  deps: AiDependencies,
  request: GetRecommendationsRequest,
  context: CallContext,
): Promise<GetRecommendationsResponse> {
  const limit = request.limit ?? 5;
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) {
    throw invalidArgument("limit must be 1 to 20", [{ pointer: "/limit", message: "must be an integer from 1 to 20" }]);
  }
  const plan = await loadPlan(deps, context, request.workspace_id, request.id);
  const data = recommend(plan, { language: languageFor(request.locale, projectLanguage(plan)), today: isoDay(deps.now()), limit });
  return { data, engine: "builtin", model: BUILTIN_MODEL };
}

export function listAgents(request: ListAgentsRequest): ListAgentsResponse {
  refuseCursor(request.cursor);
  const language = languageFor(request.locale, "en");
  return {
    data: AGENTS.map((agent) => ({
      task: agent.task,
      title: agent.title[language],
      description: agent.description[language],
      produces: agent.produces[language],
    })),
    has_more: false,
    next_cursor: undefined,
  };
}
