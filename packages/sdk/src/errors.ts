/**
 * The API's problem+json answers as typed errors: one class per family of `code`, each carrying
 * the problem's fields. Branch on the class or on `code`, never on `title` or `detail`.
 */
import type { FieldError } from "./types.js";

/** The members of an RFC 9457 problem the API sends (unknown members are kept in `problem`). */
export interface ProblemBody {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  instance?: string;
  code?: string;
  request_id?: string;
  errors?: FieldError[];
  errors_truncated?: number;
  [member: string]: unknown;
}

export class PlannerError extends Error {
  override name = "PlannerError";
  /** The problem's stable `code` (`not_found`, `rate_limit_exceeded` …). */
  readonly code: string;
  /** The HTTP status; 0 when no answer arrived (see `PlannerConnectionError`). */
  readonly status: number;
  /** The request's id (`request_id`, else the `X-Request-Id` header): quote it when you report a problem. */
  readonly requestId: string | undefined;
  /** The invalid fields of a `validation_failed` or `invalid_cursor` problem. */
  readonly errors: FieldError[];
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly type: string | undefined;
  readonly instance: string | undefined;
  /** Seconds the answer asked to wait (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined;
  /** The whole problem body as received. */
  readonly problem: ProblemBody;

  constructor(status: number, problem: ProblemBody, requestId?: string, retryAfter?: number) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.code = problem.code ?? (status === 0 ? "connection_failed" : `http_${status}`);
    this.requestId = problem.request_id ?? requestId;
    this.errors = Array.isArray(problem.errors) ? problem.errors : [];
    this.title = problem.title;
    this.detail = problem.detail;
    this.type = problem.type;
    this.instance = problem.instance;
    this.retryAfter = retryAfter;
  }
}

/** 401 `unauthorized`, `invalid_api_key`: no key, another scheme, or a key that is wrong or revoked. */
export class AuthenticationError extends PlannerError {
  override name = "AuthenticationError";
}
/** 403 `insufficient_scope`, `plan_not_eligible`: the key's scope or the workspace's plan does not cover the call. */
export class ScopeError extends PlannerError {
  override name = "ScopeError";
}
/** 429 `rate_limit_exceeded`: more than the key's requests per window (retried automatically while `Retry-After` is short). */
export class RateLimitError extends PlannerError {
  override name = "RateLimitError";
}
/** 429 `api_quota_exceeded`, `ai_quota_exceeded`: the month's calls are spent; `retryAfter` is the time to the next month. */
export class QuotaError extends PlannerError {
  override name = "QuotaError";
}
/** 400, 413, 415, 422, 431: the request is invalid (`validation_failed` with `errors`, `invalid_cursor`, `invalid_json` …). */
export class ValidationError extends PlannerError {
  override name = "ValidationError";
}
/** 404 `not_found`: no such record in the key's workspace (another workspace's record included). */
export class NotFoundError extends PlannerError {
  override name = "NotFoundError";
}
/** 409 `idempotency_conflict`, `webhook_limit_reached`. */
export class ConflictError extends PlannerError {
  override name = "ConflictError";
}
/** 5xx: the API could not answer (after the retries the call allowed). */
export class ServerError extends PlannerError {
  override name = "ServerError";
}
/** No answer arrived (connection refused or reset, DNS, TLS), after the retries the call allowed. */
export class PlannerConnectionError extends PlannerError {
  override name = "PlannerConnectionError";
  constructor(cause: unknown) {
    super(0, { code: "connection_failed", detail: cause instanceof Error ? cause.message : "the request could not be sent" });
    this.cause = cause;
  }
}

const BY_CODE: Record<string, typeof PlannerError> = {
  unauthorized: AuthenticationError,
  invalid_api_key: AuthenticationError,
  insufficient_scope: ScopeError,
  plan_not_eligible: ScopeError,
  rate_limit_exceeded: RateLimitError,
  api_quota_exceeded: QuotaError,
  ai_quota_exceeded: QuotaError,
  not_found: NotFoundError,
  idempotency_conflict: ConflictError,
  webhook_limit_reached: ConflictError,
};

function classOf(status: number, code: string | undefined): typeof PlannerError {
  const byCode = code ? BY_CODE[code] : undefined;
  if (byCode) return byCode;
  if (status === 401) return AuthenticationError;
  if (status === 403) return ScopeError;
  if (status === 404) return NotFoundError;
  if (status === 409) return ConflictError;
  if (status === 429) return RateLimitError;
  if ([400, 413, 415, 422, 431].includes(status)) return ValidationError;
  if (status >= 500) return ServerError;
  return PlannerError;
}

/** Seconds of a `Retry-After` header (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The typed error for a non-2xx answer; `body` is the parsed problem (or whatever the body was). */
export function errorFromResponse(response: Response, body: unknown): PlannerError {
  const problem: ProblemBody =
    body && typeof body === "object" && !Array.isArray(body)
      ? (body as ProblemBody)
      : { detail: typeof body === "string" ? body : undefined };
  const ErrorClass = classOf(response.status, problem.code);
  return new ErrorClass(
    response.status,
    problem,
    response.headers.get("x-request-id") ?? undefined,
    parseRetryAfter(response.headers.get("retry-after")),
  );
}
