import {
  type AnswerCodec,
  type AsyncImplementation,
  applyOnce,
  type CursorScope,
  type CursorSigner,
  inBatchItem,
  invalidArgument,
  LIMITS,
  pageLimit,
  ServiceError,
} from "@planner/shared";
import {
  Document,
  type ListProjectsRequest,
  type ListTasksRequest,
  Plan,
  type ProjectServiceService,
  RecordAgentRunResponse,
  Task,
  type UpdateTaskRequest,
} from "@planner/shared/gen/planner/project/v1/project.js";
import { buildEvent, type OutboxEvent, toEventData } from "../domain/events.js";
import { MARKDOWN_CONTENT_TYPE, planToMarkdown } from "../domain/markdown.js";
import { planToRows } from "../domain/plan.js";
import type { TemplateCatalog } from "../domain/templates.js";
import {
  DOCUMENT_KINDS,
  enumFilter,
  FieldErrors,
  isCalendarDate,
  isOneOf,
  oneOfMessage,
  PRIORITIES,
  PROJECT_STATUSES,
  requireId,
  requireWorkspace,
  validationError,
} from "../domain/validation.js";
import type { PartsQuery } from "../repositories/parts.js";
import type { Store } from "../repositories/store.js";
import type { TaskPatch } from "../repositories/tasks.js";

export const MAX_DOCUMENT_BYTES = 1024 * 1024;
const SEARCH_DEFAULT_LIMIT = 10;
export const MAX_BATCH_ITEMS = 500;
/** Documents per page when their bodies are included. */
const MAX_DOCUMENTS_WITH_BODY = 20;

const TASK_FIELDS = ["checked", "title", "due_date", "assignee", "priority"] as const;

/** A recorded answer is the encoded message: a replay answers exactly what the first call did. */
const messageCodec = <T>(message: { encode(value: T): { finish(): Uint8Array }; decode(bytes: Uint8Array): T }): AnswerCodec<T> => ({
  encode: (value) => message.encode(value).finish(),
  decode: async (bytes) => message.decode(bytes),
});
const PLAN_ANSWER = messageCodec(Plan);
const TASK_ANSWER = messageCodec(Task);
/** The span name of one task change of a batch, as its own UpdateTask call would be named. */
const UPDATE_TASK_METHOD = "planner.project.v1.ProjectService/UpdateTask";
const DOCUMENT_ANSWER = messageCodec(Document);
const AGENT_RUN_ANSWER = messageCodec(RecordAgentRunResponse);

/** Events of a new project: project.created, one task.created per task, one risk.added per risk. */
function creationEvents(plan: Plan): OutboxEvent[] {
  const project = plan.project;
  if (!project) return [];
  const now = new Date();
  const { workspace_id: workspaceId, id: projectId } = project;
  return [
    buildEvent("project.created", workspaceId, projectId, { project: toEventData(project) }, now),
    ...plan.phases.flatMap((phase) =>
      phase.tasks.map((task) => buildEvent("task.created", workspaceId, projectId, { task: toEventData(task) }, now)),
    ),
    ...plan.risks.map((risk) => buildEvent("risk.added", workspaceId, projectId, { risk: toEventData(risk) }, now)),
  ];
}

/**
 * Reads an UpdateTask request: `update_mask` names the fields the client sent (a PATCH
 * body's keys); a masked due_date/assignee without a value clears it. Every problem is
 * reported at once, each under the field's pointer.
 */
export function taskPatchFrom(request: UpdateTaskRequest): TaskPatch {
  const errors = new FieldErrors();
  const mask = [...new Set(request.update_mask)];
  const unknown = mask.filter((field) => !isOneOf(field, TASK_FIELDS));
  for (const field of unknown) errors.add(`/${field}`, `is not a field that can be changed; allowed: ${TASK_FIELDS.join(", ")}`);
  if (mask.length === 0) errors.add("/", `at least one of ${TASK_FIELDS.join(", ")} is required`);
  const patch: TaskPatch = {};
  if (mask.includes("checked")) {
    if (request.checked === undefined) errors.add("/checked", "must be true or false");
    else patch.checked = request.checked;
  }
  if (mask.includes("title")) {
    const title = (request.title ?? "").trim();
    if (title === "") errors.add("/title", "is required and must not be empty");
    else if (title.length > 200) errors.add("/title", "must be at most 200 characters");
    else patch.title = title;
  }
  if (mask.includes("priority")) {
    if (request.priority === undefined || !isOneOf(request.priority, PRIORITIES)) errors.add("/priority", oneOfMessage(PRIORITIES));
    else patch.priority = request.priority;
  }
  if (mask.includes("due_date")) {
    if (request.due_date === undefined || request.due_date === "") patch.due_date = null;
    else if (!isCalendarDate(request.due_date)) errors.add("/due_date", "must be a date in the form YYYY-MM-DD, or null to clear it");
    else patch.due_date = request.due_date;
  }
  if (mask.includes("assignee")) {
    const assignee = (request.assignee ?? "").trim();
    if (assignee.length > LIMITS.assigneeLength) errors.add("/assignee", `must be at most ${LIMITS.assigneeLength} characters`);
    else patch.assignee = assignee === "" ? null : assignee;
  }
  errors.throwIfAny(unknown.length > 0 ? `unknown fields: ${unknown.join(", ")}` : "the task change is not valid; see errors");
  return patch;
}

function optionalId(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined;
  if (value.length > 100) throw validationError(`/${field}`, "must be at most 100 characters");
  return value;
}

/** The status fields of one item of a batch: OK, or the error the single call would have answered. */
interface ItemStatus {
  code: number;
  message: string;
  problem_code: string;
  field_errors: { pointer: string; message: string }[];
}

const ITEM_OK: ItemStatus = { code: 0, message: "", problem_code: "", field_errors: [] };

/**
 * Answers each item of a batch as the single call would: its value under `field`, or its own
 * gRPC code, problem code and field errors. Anything but a ServiceError fails the whole batch.
 */
async function answerEach<Item, Field extends string, Value>(
  items: readonly Item[],
  field: Field,
  answer: (item: Item, index: number) => Promise<Value>,
): Promise<(Record<Field, Value | undefined> & ItemStatus)[]> {
  if (items.length > MAX_BATCH_ITEMS) {
    throw invalidArgument(`at most ${MAX_BATCH_ITEMS} requests per batch`, [
      { pointer: "/requests", message: `at most ${MAX_BATCH_ITEMS} items` },
    ]);
  }
  const result = (value: Value | undefined, status: ItemStatus) =>
    ({ [field]: value, ...status }) as Record<Field, Value | undefined> & ItemStatus;
  return Promise.all(
    items.map(async (item, index) => {
      try {
        return result(await answer(item, index), ITEM_OK);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return result(undefined, {
          code: error.grpcCode,
          message: error.message,
          problem_code: error.problemCode,
          field_errors: error.fieldErrors,
        });
      }
    }),
  );
}

export function createHandlers(
  store: Store,
  templates: TemplateCatalog,
  cursors: CursorSigner,
): AsyncImplementation<typeof ProjectServiceService> {
  const { projects, parts, tasks, documents, agentRuns } = store;
  /** A page of one project's list; its cursors are signed for the list, the project (and `filters`) and the workspace. */
  const projectPage = <P extends { next_cursor?: string }>(
    request: { workspace_id: string; id: string; limit: number; cursor: string },
    list: string,
    read: (query: PartsQuery) => Promise<P>,
    filters: CursorScope["filters"] = {},
  ): Promise<P> => {
    const workspaceId = requireWorkspace(request.workspace_id);
    const projectId = requireId(request.id);
    const scope = { list, workspaceId, filters: { ...filters, project_id: projectId } };
    return cursors.page(request.cursor, scope, (cursor) => read({ workspaceId, projectId, limit: pageLimit(request.limit), cursor }));
  };
  // Effects apply once per Idempotency-Key (recorded in the effect's transaction).
  const once = <T>(workspaceId: string, operation: string, codec: AnswerCodec<T>) => ({
    workspaceId,
    operation,
    codec,
    run: store.idempotency.run,
  });

  const listProjects = (request: ListProjectsRequest) => {
    const workspaceId = requireWorkspace(request.workspace_id);
    const options = {
      limit: pageLimit(request.limit),
      status: enumFilter(request.status, "status", PROJECT_STATUSES),
      createdSince: timeFilter(request.created_since, "created_since"),
      updatedSince: timeFilter(request.updated_since, "updated_since"),
    };
    const scope = {
      list: "projects",
      workspaceId,
      filters: {
        status: options.status,
        created_since: options.createdSince?.toISOString(),
        updated_since: options.updatedSince?.toISOString(),
      },
    };
    return cursors.page(request.cursor, scope, (cursor) => projects.list(workspaceId, { ...options, cursor }));
  };
  const listTasks = (request: ListTasksRequest) => {
    const phaseId = optionalId(request.phase_id, "phase_id");
    const checked = request.checked;
    return projectPage(request, "tasks", (query) => parts.listTasks({ ...query, phaseId, checked }), { phase_id: phaseId, checked });
  };

  return {
    listProjects: async (request) => listProjects(request),

    // Each item answers as ListProjects would (the gateway sends one turn's list reads as one call).
    batchListProjects: async (request) => ({ results: await answerEach(request.requests, "page", listProjects) }),

    getProject: async (request) => projects.get(requireWorkspace(request.workspace_id), requireId(request.id)),

    // Each item answers as GetProject would; the lookups of all items share one query.
    batchGetProjects: async (request) => ({
      results: await answerEach(request.requests, "project", (item) =>
        projects.get(requireWorkspace(item.workspace_id), requireId(item.id)),
      ),
    }),

    getPlan: async (request) => projects.getPlan(requireWorkspace(request.workspace_id), requireId(request.id)),

    createProjectFromPlan: async (request, context) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const rows = planToRows(request.plan, workspaceId);
      return applyOnce(context, once(workspaceId, "CreateProjectFromPlan", PLAN_ANSWER), (recorder) =>
        projects.createFromPlan(rows, creationEvents, recorder),
      );
    },

    listPhases: async (request) => projectPage(request, "phases", (query) => parts.listPhases(query)),

    listTasks: async (request) => listTasks(request),

    // Each item answers as ListTasks would (the gateway sends one turn's task reads as one call).
    batchListTasks: async (request) => ({
      results: await answerEach(request.requests, "page", listTasks),
    }),

    listRisks: async (request) => projectPage(request, "risks", (query) => parts.listRisks(query)),

    getBudget: async (request) => parts.getBudget(requireWorkspace(request.workspace_id), requireId(request.id)),

    listComplianceItems: async (request) => projectPage(request, "compliance items", (query) => parts.listComplianceItems(query)),

    listStakeholders: async (request) => projectPage(request, "stakeholders", (query) => parts.listStakeholders(query)),

    listProjectDocuments: async (request) => projectPage(request, "project documents", (query) => documents.listForProject(query)),

    exportProject: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const id = requireId(request.id);
      if (request.format !== "markdown") {
        throw invalidArgument(`format must be "markdown"`, [
          { pointer: "/format", message: 'must be "markdown" (the only export format)' },
        ]);
      }
      const plan = await projects.getPlan(workspaceId, id);
      return { content_type: MARKDOWN_CONTENT_TYPE, body: planToMarkdown(plan, (key, language) => templates.nameOf(key, language)) };
    },

    updateTask: async (request, context) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const id = requireId(request.id);
      const patch = taskPatchFrom(request);
      return applyOnce(context, once(workspaceId, "UpdateTask", TASK_ANSWER), (recorder) => tasks.update(workspaceId, id, patch, recorder));
    },

    // Each item is its own change, as UpdateTask without an Idempotency-Key would make it;
    // the changes run side by side, each one statement (task_change), so a batch holds no lock across items.
    // Each item continues its own request's trace (the gateway sends one traceparent per item).
    batchUpdateTasks: async (request, context) => ({
      results: await answerEach(request.requests, "task", (item, index) =>
        inBatchItem(context, index, UPDATE_TASK_METHOD, () =>
          tasks.update(requireWorkspace(item.workspace_id), requireId(item.id), taskPatchFrom(item)),
        ),
      ),
    }),

    listDocuments: async (request) => {
      const includeBody = enumFilter(request.include, "include", ["body"]) === "body";
      const limit = pageLimit(request.limit);
      // Bodies may be large: a page that carries them is small.
      if (includeBody && limit > MAX_DOCUMENTS_WITH_BODY) {
        throw validationError("/limit", `must be at most ${MAX_DOCUMENTS_WITH_BODY} with include=body`);
      }
      const options = {
        workspaceId: requireWorkspace(request.workspace_id),
        limit,
        projectId: optionalId(request.project_id, "project_id"),
        kind: enumFilter(request.kind, "kind", DOCUMENT_KINDS),
        includeBody,
        createdSince: timeFilter(request.created_since, "created_since"),
      };
      // `include` changes what a page carries, not which rows: a cursor works with and without it.
      const scope = {
        list: "documents",
        workspaceId: options.workspaceId,
        filters: { project_id: options.projectId, kind: options.kind, created_since: options.createdSince?.toISOString() },
      };
      return cursors.page(request.cursor, scope, (cursor) => documents.list({ ...options, cursor }));
    },

    searchDocuments: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const query = request.query.trim();
      if (query === "") throw validationError("/query", "is required and must not be blank");
      if (query.length > 500) throw validationError("/query", "must be at most 500 characters");
      const result = await documents.search({
        workspaceId,
        query,
        projectId: optionalId(request.project_id, "project_id"),
        limit: pageLimit(request.limit, SEARCH_DEFAULT_LIMIT),
      });
      return { ...result, next_cursor: undefined };
    },

    addDocument: async (request, context) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const errors = new FieldErrors();
      const title = request.title.trim();
      if (!request.project_id) errors.add("/project_id", "is required");
      if (title === "") errors.add("/title", "is required");
      else if (title.length > 200) errors.add("/title", "must be at most 200 characters");
      if (!isOneOf(request.kind, DOCUMENT_KINDS)) errors.add("/kind", oneOfMessage(DOCUMENT_KINDS));
      if (request.body.trim() === "") errors.add("/body", "is required");
      else if (Buffer.byteLength(request.body, "utf8") > MAX_DOCUMENT_BYTES) errors.add("/body", "must be at most 1 MiB (1048576 bytes)");
      errors.throwIfAny("the document is not valid; see errors");
      const document = {
        workspaceId,
        projectId: requireId(request.project_id, "project_id"),
        title,
        kind: request.kind,
        body: request.body,
      };
      return applyOnce(context, once(workspaceId, "AddDocument", DOCUMENT_ANSWER), (recorder) => documents.add(document, recorder));
    },

    recordAgentRun: async (request, context) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const projectId = requireId(request.project_id, "project_id");
      const errors = new FieldErrors();
      const title = request.title.trim();
      if (title === "" || title.length > 200) errors.add("/title", "is required, at most 200 characters");
      if (request.body.trim() === "") errors.add("/body", "is required");
      else if (Buffer.byteLength(request.body, "utf8") > MAX_DOCUMENT_BYTES) errors.add("/body", "must be at most 1 MiB (1048576 bytes)");
      if (!request.run) errors.add("/run", "is required");
      errors.throwIfAny("the agent run is not valid; see errors");
      const run = { workspaceId, projectId, run: request.run ?? {}, title, body: request.body, newRisks: request.new_risks };
      return applyOnce(context, once(workspaceId, "RecordAgentRun", AGENT_RUN_ANSWER), (recorder) => agentRuns.record(run, recorder));
    },

    listProjectTemplates: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const industry = request.industry.trim();
      if (industry && !/^[a-z][a-z0-9_]{0,59}$/.test(industry)) {
        throw validationError("/industry", "must be an industry key such as it_software or manufacturing");
      }
      const scope = { list: "project templates", workspaceId, filters: { industry } };
      return cursors.page(request.cursor, scope, (cursor) =>
        templates.list({ limit: pageLimit(request.limit), cursor, industry: industry || undefined }),
      );
    },
  };
}

/** An RFC 3339 lower bound of a list, or INVALID_ARGUMENT naming the parameter. */
function timeFilter(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === "") return undefined;
  const time = new Date(value);
  const year = time.getUTCFullYear();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime()) || year < 1970 || year > 9999) {
    throw invalidArgument(`${name} must be an RFC 3339 date-time`, [{ pointer: `/${name}`, message: "must be an RFC 3339 date-time" }]);
  }
  return time;
}
