import { STATUS_CODES } from "node:http";
import type { FieldError, ProblemCode } from "@planner/shared";

const TITLES: Record<ProblemCode, string> = {
  unauthorized: "Unauthorized",
  invalid_api_key: "Invalid API key",
  plan_not_eligible: "Plan not eligible",
  insufficient_scope: "Insufficient scope",
  not_found: "Not found",
  validation_failed: "Validation failed",
  invalid_cursor: "Invalid cursor",
  invalid_json: "Invalid JSON",
  unsupported_media_type: "Unsupported media type",
  payload_too_large: "Payload too large",
  method_not_allowed: "Method not allowed",
  expectation_failed: "Expectation failed",
  request_timeout: "Request timeout",
  rate_limit_exceeded: "Rate limit exceeded",
  api_quota_exceeded: "API quota exceeded",
  ai_quota_exceeded: "AI quota exceeded",
  idempotency_conflict: "Idempotency conflict",
  webhook_limit_reached: "Webhook limit reached",
  not_a_project_description: "Not a project description",
  upstream_unavailable: "Upstream unavailable",
  upstream_timeout: "Upstream timeout",
  internal_error: "Internal error",
  not_implemented: "Not implemented",
};

/** The one error body of the API (RFC 9457), always with the same members. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: ProblemCode;
  request_id: string;
  /** The request's trace id while tracing is on (find the request's spans by it). */
  trace_id?: string;
  errors?: FieldError[];
  /** How many field problems were found when more than `errors` lists (a lower bound for huge inputs). */
  errors_truncated?: number;
}

/** An error the gateway answers with directly (thrown from hooks and handlers). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly fieldErrors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    /** Field problems found in all, when more than `fieldErrors` lists. */
    readonly errorsFound = fieldErrors.length,
  ) {
    super(detail);
    this.name = "HttpProblem";
  }

  /** The problem+json body for a request (`instance` is its path, without the query). */
  render(url: string, requestId: string, traceId?: string): string {
    return JSON.stringify(
      problemBody({
        status: this.status,
        code: this.code,
        detail: this.detail,
        instance: url.split("?")[0] ?? url,
        requestId,
        traceId,
        errors: this.fieldErrors,
        errorsFound: this.errorsFound,
      }),
    );
  }
}

/** At most this many field errors are listed in a problem (design section 3). */
export const MAX_FIELD_ERRORS = 50;

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

function problemBody(input: {
  status: number;
  code: ProblemCode;
  detail: string;
  instance: string;
  requestId: string;
  traceId?: string;
  errors?: FieldError[];
  errorsFound?: number;
}): Problem {
  const errors = input.errors ?? [];
  const found = Math.max(input.errorsFound ?? 0, errors.length);
  return {
    type: `https://project-planner.example/problems/${input.code}`,
    title: TITLES[input.code],
    status: input.status,
    detail: input.detail,
    instance: input.instance,
    code: input.code,
    request_id: input.requestId,
    ...(input.traceId ? { trace_id: input.traceId } : {}),
    ...(errors.length > 0 ? { errors: errors.slice(0, MAX_FIELD_ERRORS) } : {}),
    ...(found > MAX_FIELD_ERRORS || found > errors.length ? { errors_truncated: found } : {}),
  };
}

/**
 * A complete HTTP/1.1 problem response for writing straight to a socket, where no Fastify
 * reply exists (request timeouts, refused connections). It always closes the connection.
 */
export function rawProblemResponse(
  status: number,
  code: ProblemCode,
  detail: string,
  requestId: string,
  instance: string,
  headers: Record<string, string> = {},
): string {
  const body = JSON.stringify(problemBody({ status, code, detail, instance, requestId }));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    `content-type: ${PROBLEM_CONTENT_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    `x-request-id: ${requestId}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
