import { type ServiceError as GrpcServiceError, Metadata, status } from "@grpc/grpc-js";

/** A field problem, reported in problem+json `errors` (JSON pointer into the request). */
export interface FieldError {
  pointer: string;
  message: string;
}

/** The stable error codes of the public API (problem+json `code`). */
export type ProblemCode =
  | "unauthorized"
  | "invalid_api_key"
  | "plan_not_eligible"
  | "insufficient_scope"
  | "not_found"
  | "validation_failed"
  | "invalid_cursor"
  | "invalid_json"
  | "unsupported_media_type"
  | "payload_too_large"
  | "method_not_allowed"
  | "expectation_failed"
  | "request_timeout"
  | "rate_limit_exceeded"
  | "api_quota_exceeded"
  | "ai_quota_exceeded"
  | "idempotency_conflict"
  | "webhook_limit_reached"
  | "not_a_project_description"
  | "upstream_unavailable"
  | "upstream_timeout"
  | "internal_error"
  | "not_implemented";

/** Metadata keys of a problem on a gRPC error (also set by the gateway for one item of a batch). */
export const PROBLEM_CODE_METADATA = "x-problem-code";
export const FIELD_ERRORS_METADATA = "x-problem-errors-bin";

/**
 * An expected failure of a service call. Handlers throw it; the gRPC bootstrap turns it
 * into a status with the problem code and field errors in trailing metadata, and the
 * gateway turns that into problem+json.
 */
export class ServiceError extends Error {
  constructor(
    readonly grpcCode: status,
    readonly problemCode: ProblemCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = "ServiceError";
  }

  toGrpc(): Partial<GrpcServiceError> {
    const metadata = new Metadata();
    metadata.set(PROBLEM_CODE_METADATA, this.problemCode);
    if (this.fieldErrors.length > 0) metadata.set(FIELD_ERRORS_METADATA, Buffer.from(JSON.stringify(this.fieldErrors)));
    return { code: this.grpcCode, details: this.message, metadata };
  }
}

export const notFound = (what: string): ServiceError => new ServiceError(status.NOT_FOUND, "not_found", `${what} not found`);

export const invalidArgument = (message: string, fieldErrors: FieldError[] = []): ServiceError =>
  new ServiceError(status.INVALID_ARGUMENT, "validation_failed", message, fieldErrors);

/** Reads the problem details a service attached to a failed call. */
export function problemFromGrpc(error: GrpcServiceError): { code?: ProblemCode; fieldErrors: FieldError[] } {
  const code = error.metadata?.get(PROBLEM_CODE_METADATA)[0];
  const raw = error.metadata?.get(FIELD_ERRORS_METADATA)[0];
  let fieldErrors: FieldError[] = [];
  if (Buffer.isBuffer(raw)) {
    try {
      fieldErrors = JSON.parse(raw.toString("utf8")) as FieldError[];
    } catch {
      fieldErrors = [];
    }
  }
  return { code: typeof code === "string" ? (code as ProblemCode) : undefined, fieldErrors };
}

const UPSTREAM_PROBLEMS: Partial<Record<status, ProblemCode>> = {
  [status.INVALID_ARGUMENT]: "validation_failed",
  [status.NOT_FOUND]: "not_found",
  [status.UNAVAILABLE]: "upstream_unavailable",
  [status.DEADLINE_EXCEEDED]: "upstream_timeout",
  [status.RESOURCE_EXHAUSTED]: "rate_limit_exceeded",
};

/**
 * Passes a failed call to another service on to this service's caller: the same status,
 * problem code and field errors. Anything that is not a gRPC status error is rethrown.
 */
export function fromUpstreamError(error: unknown): never {
  const grpcError = error as Partial<GrpcServiceError>;
  if (typeof grpcError?.code !== "number" || !(error instanceof Error)) throw error;
  const code = grpcError.code as status;
  const problem = problemFromGrpc(error as GrpcServiceError);
  const problemCode = problem.code ?? UPSTREAM_PROBLEMS[code];
  if (!problemCode) throw error;
  throw new ServiceError(code, problemCode, grpcError.details ?? "upstream call failed", problem.fieldErrors);
}

/** Collects field problems so a request reports all of them at once. */
export class FieldErrors {
  readonly errors: FieldError[] = [];

  add(pointer: string, message: string): void {
    this.errors.push({ pointer, message });
  }

  get empty(): boolean {
    return this.errors.length === 0;
  }

  /** Throws INVALID_ARGUMENT (validation_failed) listing every problem, if there is one. */
  throwIfAny(summary = "request is not valid"): void {
    if (this.errors.length === 0) return;
    const first = this.errors[0];
    const detail = this.errors.length === 1 && first ? `${first.pointer.slice(1) || "request"}: ${first.message}` : summary;
    throw invalidArgument(detail, this.errors);
  }
}

/**
 * The workspace id every request carries (the gateway sets it from the API key). It becomes
 * a token of the events' NATS subject, so only id characters are allowed: a dot or a
 * wildcard there would make an event unpublishable and stall the outbox behind it.
 */
export function requireWorkspace(workspaceId: string | undefined): string {
  if (!workspaceId) throw invalidArgument("workspace_id is required", [{ pointer: "/workspace_id", message: "is required" }]);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(workspaceId)) {
    throw invalidArgument("workspace_id is not valid", [
      { pointer: "/workspace_id", message: "must be 1 to 100 letters, digits, underscores or hyphens" },
    ]);
  }
  return workspaceId;
}

/** A record id from the path: empty or absurdly long is a bad request, anything else is looked up. */
export function requireId(id: string | undefined, field = "id"): string {
  if (!id || id.trim() === "") throw invalidArgument(`${field} is required`, [{ pointer: `/${field}`, message: "is required" }]);
  if (id.length > 100) throw invalidArgument(`${field} is too long`, [{ pointer: `/${field}`, message: "must be at most 100 characters" }]);
  return id;
}

/** Sequelize's errors for a database it cannot reach (a wrong password is not among them: that is configuration). */
const UNREACHABLE_ERROR_NAMES = new Set([
  "SequelizeConnectionError",
  "SequelizeConnectionRefusedError",
  "SequelizeConnectionAcquireTimeoutError",
  "SequelizeConnectionTimedOutError",
  "SequelizeHostNotReachableError",
  "SequelizeHostNotFoundError",
]);

/** Socket failures: the dependency is not there or went away. */
const UNREACHABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Postgres states of a server that cannot serve now: class 08 (connection exception),
 * admin/crash shutdown and "starting up" (57P01–57P03), insufficient resources (class 53:
 * too many connections, out of memory, disk full) and a statement cancelled by its timeout
 * (57014: an overloaded or locked database, not a wrong statement).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|53...)$/;

/** pg's own messages for a connection that ended or never came (they carry no code). */
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Connection ended unexpectedly",
];

type ErrorFacts = { name?: unknown; code?: unknown; message?: unknown; parent?: unknown; original?: unknown; cause?: unknown };

/** Whether `test` holds for the error or one it wraps (Sequelize's `parent`/`original`, `cause`, AggregateError). */
function inErrorChain(error: unknown, test: (facts: ErrorFacts) => boolean, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const facts = error as ErrorFacts;
  if (test(facts)) return true;
  const nested = [facts.parent, facts.original, facts.cause, ...(error instanceof AggregateError ? error.errors : [])];
  return nested.some((inner) => inner !== error && inErrorChain(inner, test, depth + 1));
}

/**
 * Whether an error means a dependency (Postgres, a socket peer) is unavailable rather than
 * that the code is wrong: such a failure is answered UNAVAILABLE (503, retry), never 500.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  return inErrorChain(error, ({ name, code, message }) => {
    if (typeof name === "string" && UNREACHABLE_ERROR_NAMES.has(name)) return true;
    if (typeof code === "string" && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    return typeof message === "string" && UNREACHABLE_MESSAGES.some((text) => message.startsWith(text));
  });
}

/** Whether Postgres refused the data of a statement (SQLSTATE class 22 data exception, 23 constraint violation). */
export function isRefusedByData(error: unknown): boolean {
  return inErrorChain(error, ({ code }) => typeof code === "string" && /^2[23]...$/.test(code));
}

/** The answer to a request whose dependency is unavailable: retry shortly. */
export const dependencyUnavailable = (what = "a dependency"): ServiceError =>
  new ServiceError(status.UNAVAILABLE, "upstream_unavailable", `${what} is temporarily unavailable; retry shortly`);
