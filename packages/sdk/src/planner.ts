/**
 * `new Planner({ apiKey, baseUrl })`: the API's operations as typed methods, grouped by
 * resource, over openapi-fetch with the retrying transport.
 */
import createClient, { type Client } from "openapi-fetch";
import { errorFromResponse, PlannerConnectionError, PlannerError } from "./errors.js";
import type { paths } from "./generated/openapi.js";
import { Paginator } from "./paginate.js";
import { type RetryOptions, retryingFetch } from "./transport.js";
import type {
  Agent,
  AgentRequest,
  AgentRunOf,
  AgentTask,
  ChatRequest,
  ChatResponse,
  ComplianceRule,
  Document,
  DocumentSearchRequest,
  Event,
  GeneratedPlan,
  GeneratePlanRequest,
  ListAgentsQuery,
  ListComplianceRulesQuery,
  ListDocumentsQuery,
  ListProjectsQuery,
  ListProjectTemplatesQuery,
  ListWebhooksQuery,
  Page,
  Project,
  ProjectListResource,
  ProjectResource,
  ProjectResourceQuery,
  ProjectResources,
  Recommendations,
  RecommendationsRequest,
  SearchHitList,
  Task,
  TaskUpdate,
  Template,
  ToolName,
  ToolRequest,
  ToolResultOf,
  Usage,
  Webhook,
  WebhookCreateRequest,
} from "./types.js";
import { type RawBody, type VerifyOptions, verifyWebhook } from "./webhooks.js";

export const DEFAULT_BASE_URL = "http://127.0.0.1:8080/api/v1";

export interface PlannerOptions {
  /** `pp_live_<key id>_<secret>`. It is sent only in the `Authorization` header, never logged. */
  apiKey: string;
  /** The API's base URL, ending in `/api/v1` (default the local gateway, `http://127.0.0.1:8080/api/v1`). */
  baseUrl?: string;
  /** Retries of 408/429/503/504 and network errors (see RetryOptions). */
  retry?: RetryOptions;
  /** A fetch of your own (a proxy, a test double); default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface WriteOptions extends CallOptions {
  /**
   * The call's `Idempotency-Key`. Default: a fresh UUID per call, kept across its retries.
   * `false` sends none; the call is then never retried.
   */
  idempotencyKey?: string | false;
}

/** What openapi-fetch answers. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

const RESOURCE_PATHS = {
  phases: "/projects/{id}/phases",
  tasks: "/projects/{id}/tasks",
  risks: "/projects/{id}/risks",
  budget: "/projects/{id}/budget",
  compliance: "/projects/{id}/compliance",
  stakeholders: "/projects/{id}/stakeholders",
  documents: "/projects/{id}/documents",
} as const satisfies Record<ProjectResource, keyof paths>;

export class Planner {
  readonly #client: Client<paths, "application/json">;

  readonly projects: ProjectsApi;
  readonly tasks: TasksApi;
  readonly documents: DocumentsApi;
  readonly webhooks: WebhooksApi;
  readonly ai: AiApi;
  readonly complianceRules: ComplianceRulesApi;
  readonly templates: TemplatesApi;
  readonly usage: UsageApi;

  constructor(options: PlannerOptions) {
    if (typeof options?.apiKey !== "string" || options.apiKey.trim() === "") throw new TypeError("Planner needs an apiKey");
    const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.#client = createClient<paths, "application/json">({
      baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
      headers: { authorization: `Bearer ${options.apiKey}` },
      fetch: retryingFetch(baseFetch, options.retry),
    });
    const call = <T>(answer: Promise<Answer<T>>) => unwrap(answer);
    this.projects = new ProjectsApi(this.#client, call);
    this.tasks = new TasksApi(this.#client, call);
    this.documents = new DocumentsApi(this.#client, call);
    this.webhooks = new WebhooksApi(this.#client, call);
    this.ai = new AiApi(this.#client, call);
    this.complianceRules = new ComplianceRulesApi(this.#client, call);
    this.templates = new TemplatesApi(this.#client, call);
    this.usage = new UsageApi(this.#client, call);
  }

  /** The OpenAPI document this API serves (YAML). */
  openapi(options: CallOptions = {}): Promise<string> {
    return unwrap(this.#client.GET("/openapi", { parseAs: "text", signal: options.signal })) as Promise<string>;
  }
}

type Call = <T>(answer: Promise<Answer<T>>) => Promise<T>;
type ApiClient = Client<paths, "application/json">;

async function unwrap<T>(answer: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await answer;
  } catch (error) {
    if (error instanceof PlannerError) throw error;
    if (error instanceof Error && error.name === "AbortError") throw error;
    throw new PlannerConnectionError(error);
  }
  if (!result.response.ok) throw errorFromResponse(result.response, result.error);
  return result.data as T;
}

/** The headers of a POST or PATCH: its Idempotency-Key unless the caller sends none. */
function writeHeaders(options: WriteOptions): Record<string, string> {
  if (options.idempotencyKey === false) return {};
  return { "idempotency-key": options.idempotencyKey ?? crypto.randomUUID() };
}

class ProjectsApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  /** Every project of the workspace, newest first, over all pages (`status`, `created_since`, `updated_since` filter). */
  list(query: Omit<ListProjectsQuery, "cursor"> = {}, options: CallOptions = {}): Paginator<Project> {
    return new Paginator((cursor) =>
      this.call(this.client.GET("/projects", { params: { query: { ...query, cursor } }, signal: options.signal })),
    );
  }

  get(id: string, options: CallOptions = {}): Promise<Project> {
    return this.call(this.client.GET("/projects/{id}", { params: { path: { id } }, signal: options.signal }));
  }

  /** One part of a project, typed by `resource`: a page of tasks, phases … or the budget. */
  resource<R extends ProjectResource>(
    id: string,
    resource: R,
    query: ProjectResourceQuery<R> = {} as ProjectResourceQuery<R>,
    options: CallOptions = {},
  ): Promise<ProjectResources[R]> {
    const path = RESOURCE_PATHS[resource] as "/projects/{id}/tasks";
    if (!path) return Promise.reject(new TypeError(`unknown project resource "${String(resource)}"`));
    return this.call(
      this.client.GET(path, { params: { path: { id }, query: query as ProjectResourceQuery<"tasks"> }, signal: options.signal }),
    ) as Promise<ProjectResources[R]>;
  }

  /** Every item of a list part over all pages: `for await (const task of planner.projects.items(id, "tasks"))`. */
  items<R extends ProjectListResource>(
    id: string,
    resource: R,
    query: Omit<ProjectResourceQuery<R>, "cursor"> = {} as Omit<ProjectResourceQuery<R>, "cursor">,
    options: CallOptions = {},
  ): Paginator<ProjectResources[R]["data"][number]> {
    return new Paginator(
      (cursor) =>
        this.resource(id, resource, { ...query, cursor } as ProjectResourceQuery<R>, options) as Promise<
          Page<ProjectResources[R]["data"][number]>
        >,
    );
  }

  /** The whole plan as Markdown, in the project's language. */
  export(id: string, options: CallOptions = {}): Promise<string> {
    return this.call(
      this.client.GET("/projects/{id}/export", {
        params: { path: { id }, query: { format: "markdown" } },
        parseAs: "text",
        signal: options.signal,
      }),
    ) as Promise<string>;
  }
}

class TasksApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  /** Changes the fields given: `{ checked: true }` ticks the task off. */
  update(id: string, patch: TaskUpdate, options: WriteOptions = {}): Promise<Task> {
    return this.call(
      this.client.PATCH("/tasks/{id}", { params: { path: { id } }, body: patch, headers: writeHeaders(options), signal: options.signal }),
    );
  }
}

class DocumentsApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  list(query: Omit<ListDocumentsQuery, "cursor"> = {}, options: CallOptions = {}): Paginator<Document> {
    return new Paginator((cursor) =>
      this.call(this.client.GET("/documents", { params: { query: { ...query, cursor } }, signal: options.signal })),
    );
  }

  /** Full-text search, best hits first (not paged). */
  search(request: DocumentSearchRequest, options: WriteOptions = {}): Promise<SearchHitList> {
    return this.call(this.client.POST("/documents/search", { body: request, headers: writeHeaders(options), signal: options.signal }));
  }
}

class WebhooksApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  list(query: Omit<ListWebhooksQuery, "cursor"> = {}, options: CallOptions = {}): Paginator<Webhook> {
    return new Paginator((cursor) =>
      this.call(this.client.GET("/webhooks", { params: { query: { ...query, cursor } }, signal: options.signal })),
    );
  }

  /** Subscribes `url` to `events`; the answer's `secret` is shown only here. */
  create(request: WebhookCreateRequest, options: WriteOptions = {}): Promise<Webhook> {
    return this.call(this.client.POST("/webhooks", { body: request, headers: writeHeaders(options), signal: options.signal }));
  }

  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.call(this.client.DELETE("/webhooks/{id}", { params: { path: { id } }, signal: options.signal }));
  }

  /**
   * Checks a delivery's `X-Service-Signature` against its raw body and the subscription's
   * secret, then returns the event, typed by `type`. Rejects with WebhookVerificationError.
   */
  verify(rawBody: RawBody, signatureHeader: string | null | undefined, secret: string, options: VerifyOptions = {}): Promise<Event> {
    return verifyWebhook(rawBody, signatureHeader, secret, options);
  }
}

class AiApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  /** Generates a plan from a description and stores it as a project (201). */
  generatePlan(request: GeneratePlanRequest, options: WriteOptions = {}): Promise<GeneratedPlan> {
    return this.call(this.client.POST("/ai/generate-plan", { body: request, headers: writeHeaders(options), signal: options.signal }));
  }

  chat(projectId: string, request: ChatRequest, options: WriteOptions = {}): Promise<ChatResponse> {
    return this.call(
      this.client.POST("/ai/projects/{id}/chat", {
        params: { path: { id: projectId } },
        body: request,
        headers: writeHeaders(options),
        signal: options.signal,
      }),
    );
  }

  /** Builds a planning tool; the answer's `result` is typed by `tool`. */
  tool<T extends ToolName>(projectId: string, tool: T, request: ToolRequest = {}, options: WriteOptions = {}): Promise<ToolResultOf<T>> {
    return this.call(
      this.client.POST("/ai/projects/{id}/tools/{tool}", {
        params: { path: { id: projectId, tool } },
        body: request,
        headers: writeHeaders(options),
        signal: options.signal,
      }),
    ) as Promise<ToolResultOf<T>>;
  }

  /** Builds a planning tool and answers its Markdown (a table, or a Mermaid chart for `gantt`). */
  toolMarkdown(projectId: string, tool: ToolName, request: ToolRequest = {}, options: WriteOptions = {}): Promise<string> {
    return this.call(
      this.client.POST("/ai/projects/{id}/tools/{tool}/markdown", {
        params: { path: { id: projectId, tool } },
        body: request,
        headers: writeHeaders(options),
        parseAs: "text",
        signal: options.signal,
      }),
    ) as Promise<string>;
  }

  /** Runs an agent; the run's `result` is typed by `task`. */
  runAgent<T extends AgentTask>(
    projectId: string,
    task: T,
    request: AgentRequest = {},
    options: WriteOptions = {},
  ): Promise<AgentRunOf<T>> {
    return this.call(
      this.client.POST("/ai/projects/{id}/agents/{task}", {
        params: { path: { id: projectId, task } },
        body: request,
        headers: writeHeaders(options),
        signal: options.signal,
      }),
    ) as Promise<AgentRunOf<T>>;
  }

  /** Runs an agent and answers its report's Markdown. */
  runAgentMarkdown(projectId: string, task: AgentTask, request: AgentRequest = {}, options: WriteOptions = {}): Promise<string> {
    return this.call(
      this.client.POST("/ai/projects/{id}/agents/{task}/markdown", {
        params: { path: { id: projectId, task } },
        body: request,
        headers: writeHeaders(options),
        parseAs: "text",
        signal: options.signal,
      }),
    ) as Promise<string>;
  }

  recommendations(projectId: string, request: RecommendationsRequest = {}, options: WriteOptions = {}): Promise<Recommendations> {
    return this.call(
      this.client.POST("/ai/projects/{id}/recommendations", {
        params: { path: { id: projectId } },
        body: request,
        headers: writeHeaders(options),
        signal: options.signal,
      }),
    );
  }

  /** The agents `runAgent` can run. */
  agents(query: Omit<ListAgentsQuery, "cursor"> = {}, options: CallOptions = {}): Paginator<Agent> {
    return new Paginator((cursor) =>
      this.call(this.client.GET("/ai/agents", { params: { query: { ...query, cursor } }, signal: options.signal })),
    );
  }
}

class ComplianceRulesApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  /** The rules that apply to a company described by the filters (all rules without filters). */
  list(query: Omit<ListComplianceRulesQuery, "cursor"> = {}, options: CallOptions = {}): Paginator<ComplianceRule> {
    return new Paginator((cursor) =>
      this.call(this.client.GET("/compliance-rules", { params: { query: { ...query, cursor } }, signal: options.signal })),
    );
  }
}

class TemplatesApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  list(query: Omit<ListProjectTemplatesQuery, "cursor"> = {}, options: CallOptions = {}): Paginator<Template> {
    return new Paginator((cursor) =>
      this.call(this.client.GET("/project-templates", { params: { query: { ...query, cursor } }, signal: options.signal })),
    );
  }
}

class UsageApi {
  constructor(
    private readonly client: ApiClient,
    private readonly call: Call,
  ) {}

  /** This month's API and AI calls against the quotas, and the key's rate-limit window. */
  get(options: CallOptions = {}): Promise<Usage> {
    return this.call(this.client.GET("/usage", { signal: options.signal }));
  }
}
