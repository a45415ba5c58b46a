/**
 * The Model Context Protocol server: the public API's operations as tools and the plans and
 * compliance rules as resources, all through @planner/sdk (never the database). A problem
 * answer of the API becomes a tool error whose text is the problem's JSON (`code` first).
 */
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type ComplianceRule, type Planner, PlannerError, type ProjectResource } from "@planner/sdk";
import { z } from "zod";

export const SERVER_NAME = "planner";
export const SERVER_VERSION = "0.1.0";

const PARTS = [
  "phases",
  "tasks",
  "risks",
  "budget",
  "compliance",
  "stakeholders",
  "documents",
] as const satisfies readonly ProjectResource[];
const TOOLS = ["raci", "swot", "risk-matrix", "gantt"] as const;
const AGENTS = ["status_report", "risk_review", "compliance_check", "budget_review", "kickoff_brief"] as const;
const COUNTRIES = ["DE", "AT", "CH"] as const;
/** How many items of one list a tool returns at most (an assistant's context is not a database). */
const MAX_ITEMS = 200;

const projectId = z.string().min(1).max(64).describe("The project's id (prj_…).");
const locale = z.string().min(2).max(35).describe("BCP 47 language tag of the answer, e.g. de, en, de-CH.");

function json(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

function text(value: string): CallToolResult {
  return { content: [{ type: "text", text: value }] };
}

/** Runs a tool's work; an API problem becomes the tool's error (its problem fields, never the key). */
async function attempt(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PlannerError)) throw error;
    const problem = {
      code: error.code,
      status: error.status,
      title: error.title ?? null,
      detail: error.detail ?? error.message,
      request_id: error.requestId ?? null,
      errors: error.errors,
      retry_after: error.retryAfter ?? null,
    };
    return { isError: true, content: [{ type: "text", text: JSON.stringify(problem, null, 2) }] };
  }
}

function ruleMarkdown(rule: ComplianceRule, language: "de" | "en"): string {
  const lines = [
    `# ${rule.code}: ${rule.title[language]}`,
    "",
    rule.summary[language],
    "",
    `- ${language === "de" ? "Rechtsgrundlage" : "Legal reference"}: ${rule.legal_reference}`,
    `- ${language === "de" ? "Behörde" : "Authority"}: ${rule.authority}`,
    `- ${language === "de" ? "In Kraft seit" : "Effective"}: ${rule.effective_date}`,
    `- ${language === "de" ? "Quelle" : "Source"}: ${rule.source_url}`,
    "",
    `## ${language === "de" ? "Pflichten" : "Obligations"}`,
    "",
    ...rule.obligations.map((obligation) => `- ${obligation[language]}`),
  ];
  return `${lines.join("\n")}\n`;
}

export interface ServerOptions {
  /** Language of the compliance rule resources (default German). */
  language?: "de" | "en";
}

/** The MCP server for one API key. */
export function createPlannerMcpServer(planner: Planner, options: ServerOptions = {}): McpServer {
  const language = options.language ?? "de";
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        "Tools of the Project Planner API: generate a project plan from one or two sentences, read projects and their parts, tick tasks off, search documents, chat about a project, run agents and planning tools, find compliance rules. Ids look like prj_…, tsk_…. Write tools need a key of scope write (update_task) or ai (generate_plan, chat_about_project, run_agent, generate_tool); with another key they fail with the API's problem (code insufficient_scope).",
    },
  );
  const read = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

  server.registerTool(
    "generate_plan",
    {
      title: "Generate a project plan",
      description:
        "Generates a complete project plan (phases with tasks, risks, budget, compliance items, stakeholders) from a short description in German or English and stores it as a new project. Everything not given is inferred from the description (country, size, timeline, budget). Returns the project and its phases with task ids. Needs an ai key; counts one AI call.",
      inputSchema: {
        description: z
          .string()
          .min(1)
          .max(5000)
          .describe("What should be done and to what, e.g. 'Wir führen in 22 Filialen ein neues Kassensystem ein.'"),
        title: z.string().min(1).max(200).optional().describe("The project's title; inferred when omitted."),
        locale: locale.optional(),
        country: z.enum(COUNTRIES).optional().describe("DE, AT or CH; inferred when omitted."),
        desired_timeline_weeks: z.number().int().min(1).max(260).optional(),
        budget_eur: z.number().min(0).optional(),
        start_date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional()
          .describe("YYYY-MM-DD; default the next Monday."),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args) =>
      attempt(async () => {
        const plan = await planner.ai.generatePlan(args);
        return json({
          project: plan.project,
          phases: plan.phases.map((phase) => ({
            id: phase.id,
            name: phase.name,
            tasks: phase.tasks.map((task) => ({ id: task.id, title: task.title, due_date: task.due_date, checked: task.checked })),
          })),
          risks: plan.risks.length,
          compliance_items: plan.compliance.length,
          budget: { currency: plan.budget.currency, total: plan.budget.total },
          questions: plan.questions,
        });
      }),
  );

  server.registerTool(
    "list_projects",
    {
      title: "List projects",
      description: `Lists the workspace's projects, newest first (at most ${MAX_ITEMS}). Filters: status, and created_since / updated_since (RFC 3339) for what changed recently.`,
      inputSchema: {
        status: z.enum(["planned", "active", "completed"]).optional(),
        created_since: z.string().optional().describe("RFC 3339 date-time."),
        updated_since: z.string().optional().describe("RFC 3339 date-time."),
        max: z.number().int().min(1).max(MAX_ITEMS).optional().describe(`How many at most (default 50, at most ${MAX_ITEMS}).`),
      },
      annotations: read,
    },
    ({ max, ...query }) => attempt(async () => json({ data: await planner.projects.list({ ...query, limit: 100 }).toArray(max ?? 50) })),
  );

  server.registerTool(
    "get_project",
    {
      title: "Get a project with its parts",
      description: `Returns a project with the parts asked for (default phases, tasks, risks, budget): phases, tasks (with ids, checked, due dates, assignees), risks, budget, compliance items, stakeholders, documents. Each list part holds at most ${MAX_ITEMS} items.`,
      inputSchema: {
        project_id: projectId,
        parts: z.array(z.enum(PARTS)).optional().describe("The parts to include."),
      },
      annotations: read,
    },
    ({ project_id, parts }) =>
      attempt(async () => {
        const project = await planner.projects.get(project_id);
        const answer: Record<string, unknown> = { project };
        for (const part of parts ?? ["phases", "tasks", "risks", "budget"]) {
          answer[part] =
            part === "budget"
              ? await planner.projects.resource(project_id, "budget")
              : await planner.projects.items(project_id, part, { limit: 100 }).toArray(MAX_ITEMS);
        }
        return json(answer);
      }),
  );

  server.registerTool(
    "export_plan_markdown",
    {
      title: "Export a plan as Markdown",
      description: "The whole plan as one Markdown document in the project's language, with task checklists (- [x] / - [ ]).",
      inputSchema: { project_id: projectId },
      annotations: read,
    },
    ({ project_id }) => attempt(async () => text(await planner.projects.export(project_id))),
  );

  server.registerTool(
    "update_task",
    {
      title: "Update a task (tick it off)",
      description:
        "Changes a task: checked true ticks it off (status done), false reopens it; also title, due_date (YYYY-MM-DD or null) and assignee (or null). Phase and project progress follow. Needs a write key.",
      inputSchema: {
        task_id: z.string().min(1).max(64).describe("The task's id (tsk_…)."),
        checked: z.boolean().optional(),
        title: z.string().min(1).max(300).optional(),
        due_date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable()
          .optional(),
        assignee: z.string().max(120).nullable().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    ({ task_id, ...patch }) => attempt(async () => json(await planner.tasks.update(task_id, patch))),
  );

  server.registerTool(
    "search_documents",
    {
      title: "Search project documents",
      description:
        "Full-text search over the workspace's documents (plan exports, tool results, agent reports, notes), best hits first, optionally in one project.",
      inputSchema: {
        query: z.string().min(1).max(500),
        project_id: projectId.optional(),
        limit: z.number().int().min(1).max(50).optional(),
      },
      annotations: read,
    },
    (args) => attempt(async () => json(await planner.documents.search(args))),
  );

  server.registerTool(
    "chat_about_project",
    {
      title: "Ask a question about a project",
      description:
        "Answers a question about the project from its plan and documents (budget, overdue tasks, risks, progress, who is responsible), citing the documents used. Send earlier turns in history to continue a conversation. Needs an ai key; counts one AI call.",
      inputSchema: {
        project_id: projectId,
        message: z.string().min(1).max(4000),
        history: z
          .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() }))
          .max(20)
          .optional(),
        locale: locale.optional(),
      },
      annotations: { ...read, idempotentHint: false },
    },
    ({ project_id, ...request }) => attempt(async () => json(await planner.ai.chat(project_id, request))),
  );

  server.registerTool(
    "run_agent",
    {
      title: "Run an agent",
      description:
        "Runs an agent over the project's current state and stores its report as a document: status_report, risk_review (adds the risks it finds missing), compliance_check, budget_review, kickoff_brief. Returns the report's Markdown and its figures. Needs an ai key; counts one AI call.",
      inputSchema: {
        project_id: projectId,
        task: z.enum(AGENTS),
        instructions: z.string().max(2000).optional().describe("Guidance such as audience or focus."),
        locale: locale.optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ project_id, task, ...request }) => attempt(async () => json(await planner.ai.runAgent(project_id, task, request))),
  );

  server.registerTool(
    "generate_tool",
    {
      title: "Generate a planning tool (RACI, SWOT, risk matrix, Gantt)",
      description:
        "Builds a RACI matrix, SWOT analysis, risk matrix or Gantt chart from the project's plan and stores it as a document. format markdown (default) answers the rendered table or Mermaid chart, json the structured result. Needs an ai key; counts one AI call.",
      inputSchema: {
        project_id: projectId,
        tool: z.enum(TOOLS),
        format: z.enum(["markdown", "json"]).optional(),
        locale: locale.optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ project_id, tool, format, ...request }) =>
      attempt(async () =>
        format === "json"
          ? json(await planner.ai.tool(project_id, tool, request))
          : text(await planner.ai.toolMarkdown(project_id, tool, request)),
      ),
  );

  server.registerTool(
    "list_compliance_rules",
    {
      title: "Find the regulations that apply to a company",
      description: `Searches the DE/AT/CH/EU regulation library for the rules that apply to a company described by the filters (country, industry, size, head count, topic, free text q). At most ${MAX_ITEMS} rules; each with its id, code, title, summary and why it applies.`,
      inputSchema: {
        country: z.enum(COUNTRIES).optional(),
        industry: z.string().max(40).optional().describe("e.g. manufacturing, retail, food, health."),
        company_size: z.enum(["micro", "small", "medium", "large"]).optional(),
        employees: z.number().int().min(0).optional(),
        q: z.string().max(200).optional().describe("Words to search for."),
        max: z.number().int().min(1).max(MAX_ITEMS).optional(),
      },
      annotations: read,
    },
    ({ max, industry, ...query }) =>
      attempt(async () => {
        const rules = await planner.complianceRules
          .list({ ...query, ...(industry ? { industry: industry as never } : {}), limit: 100 })
          .toArray(max ?? 50);
        return json({
          data: rules.map((rule) => ({
            id: rule.id,
            code: rule.code,
            title: rule.title,
            summary: rule.summary,
            jurisdiction: rule.jurisdiction,
            legal_reference: rule.legal_reference,
            match: rule.match,
            resource: `planner://compliance-rules/${rule.id}`,
          })),
        });
      }),
  );

  server.registerTool(
    "get_usage",
    {
      title: "Get usage and quotas",
      description: "This month's API and AI calls against the workspace's quotas, and the key's rate-limit window.",
      inputSchema: {},
      annotations: read,
    },
    () => attempt(async () => json(await planner.usage.get())),
  );

  server.registerResource(
    "plan",
    new ResourceTemplate("planner://projects/{id}/plan.md", {
      list: async () => ({
        resources: (await planner.projects.list({ limit: 100 }).toArray(100)).map((project) => ({
          uri: `planner://projects/${project.id}/plan.md`,
          name: project.title,
          mimeType: "text/markdown",
        })),
      }),
    }),
    { title: "A project's plan", description: "The whole plan as Markdown (the export).", mimeType: "text/markdown" },
    async (uri, { id }) => ({
      contents: [{ uri: uri.href, mimeType: "text/markdown", text: await planner.projects.export(String(id)) }],
    }),
  );

  let rulesCache: { at: number; rules: ComplianceRule[] } | undefined;
  const allRules = async () => {
    if (!rulesCache || Date.now() - rulesCache.at > 300_000) {
      rulesCache = { at: Date.now(), rules: await planner.complianceRules.list({ limit: 100 }).toArray() };
    }
    return rulesCache.rules;
  };
  server.registerResource(
    "compliance-rule",
    new ResourceTemplate("planner://compliance-rules/{id}", {
      list: async () => ({
        resources: (await allRules()).map((rule) => ({
          uri: `planner://compliance-rules/${rule.id}`,
          name: `${rule.code}: ${rule.title[language]}`,
          mimeType: "text/markdown",
        })),
      }),
    }),
    {
      title: "A compliance rule",
      description: "A rule of the regulation library: summary, obligations, legal reference.",
      mimeType: "text/markdown",
    },
    async (uri, { id }) => {
      const rule = (await allRules()).find((candidate) => candidate.id === String(id));
      if (!rule) throw new Error(`no compliance rule ${String(id)}`);
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: ruleMarkdown(rule, language) }] };
    },
  );

  return server;
}
