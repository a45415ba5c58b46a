import type { Logger } from "@planner/shared";
import type { ValidateFunction } from "ajv";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Histogram } from "prom-client";
import { scopeGrants } from "../accounts/plans.js";
import type { Authenticator, Caller } from "../auth/authenticator.js";
import { IdempotencyStore } from "../idempotency.js";
import type { Admission, AdmissionResult } from "../limits/admission.js";
import type { GrpcTarget, Operation } from "../openapi/operations.js";
import { HttpProblem, PROBLEM_CONTENT_TYPE } from "../problem.js";
import type { Upstream, Upstreams } from "../upstreams.js";
import { usageBody } from "../usage.js";
import { problemFromGrpcError } from "./grpc-status.js";
import { compile, createValidators, fieldErrors } from "./validation.js";

export interface PipelineDeps {
  log: Logger;
  authenticator: Authenticator;
  admission: Admission;
  idempotency: IdempotencyStore;
  upstreams: Upstreams;
  openapiYaml: string;
  upstreamTimeoutMs: number;
  aiUpstreamTimeoutMs: number;
  requestDuration: Histogram;
}

/** `/api/v1/projects/{project.id}` filled from the response; undefined when a member is missing. */
export function locationOf(template: string, response: unknown): string | undefined {
  let complete = true;
  const url = template.replace(/\{([\w.]+)\}/g, (_match, path: string) => {
    const value = path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], response);
    if (typeof value !== "string" || value === "") complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? url : undefined;
}

/** Writes unset (undefined) message fields as null, so every documented member is present. */
const withNulls = (_key: string, value: unknown) => (value === undefined ? null : value);

function rateLimitHeaders(result: AdmissionResult): Record<string, string> {
  const resetSeconds = Math.max(0, Math.ceil((result.resetMs - Date.now()) / 1000));
  return {
    "x-ratelimit-limit": String(result.rateLimit),
    "x-ratelimit-remaining": String(result.rateRemaining),
    "x-ratelimit-reset": String(Math.ceil(result.resetMs / 1000)),
    "ratelimit-policy": `"default";q=${result.rateLimit};w=${result.windowSeconds}`,
    ratelimit: `"default";r=${result.rateRemaining};t=${resetSeconds}`,
  };
}

/**
 * A service names a field of its message (`/cursor`); when that field came from the query
 * string, the client is told `/query/cursor`, like the gateway's own validation errors. A
 * refusal that concerns the `cursor` parameter alone is `invalid_cursor`.
 */
function locateQueryPointers(operation: Operation, problem: HttpProblem): HttpProblem {
  const query = Object.keys((operation.querySchema.properties ?? {}) as Record<string, unknown>);
  if (problem.fieldErrors.length === 0 || query.length === 0) return problem;
  const body = operation.bodyMembers ?? Object.keys((operation.bodySchema?.properties ?? {}) as Record<string, unknown>);
  const fieldErrors = problem.fieldErrors.map((error) => {
    const name = error.pointer.split("/")[1] ?? "";
    return query.includes(name) && !body.includes(name) ? { ...error, pointer: `/query${error.pointer}` } : error;
  });
  const cursorOnly =
    problem.status === 400 && problem.code === "validation_failed" && fieldErrors.every((error) => error.pointer === "/query/cursor");
  return new HttpProblem(problem.status, cursorOnly ? "invalid_cursor" : problem.code, problem.detail, fieldErrors, problem.headers);
}

/**
 * The declarative policy chain every operation runs, in order: authenticate → plan and
 * scope → validate → idempotency → rate limit and quota → upstream call → respond.
 */
export class Pipeline {
  private readonly validators = createValidators();

  constructor(private readonly deps: PipelineDeps) {}

  /** Builds the route handler of one operation (schemas are compiled once, here). */
  handler(operation: Operation): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
    const validatePath = compile(this.validators.coercing, operation.pathSchema);
    const validateQuery = compile(this.validators.coercing, operation.querySchema);
    const validateBody = operation.bodySchema ? compile(this.validators.strict, operation.bodySchema) : undefined;
    for (const target of this.targetsOf(operation)) this.deps.upstreams.assertKnown(target);
    return async (request, reply) => {
      const started = process.hrtime.bigint();
      try {
        if (operation.handler === "openapi") {
          await reply.header("content-type", "application/yaml; charset=utf-8").send(this.deps.openapiYaml);
          return;
        }
        await this.run(operation, request, reply, { validatePath, validateQuery, validateBody });
      } finally {
        this.deps.requestDuration.observe(
          { operation: operation.id, status: String(reply.statusCode) },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      }
    };
  }

  private targetsOf(operation: Operation): GrpcTarget[] {
    if (operation.grpc) return [operation.grpc];
    return Object.values(operation.grpcByParam?.methods ?? {});
  }

  private async run(
    operation: Operation,
    request: FastifyRequest,
    reply: FastifyReply,
    validators: { validatePath: ValidateFunction; validateQuery: ValidateFunction; validateBody?: ValidateFunction },
  ): Promise<void> {
    const caller = await this.authenticate(request);
    if (caller.workspace.plan === "free") {
      await this.failWithHeaders(
        operation,
        caller,
        reply,
        new HttpProblem(403, "plan_not_eligible", "The free plan has no API access; upgrade to pro, max or enterprise."),
      );
    }
    if (!scopeGrants(caller.scope, operation.scope)) {
      await this.failWithHeaders(
        operation,
        caller,
        reply,
        new HttpProblem(
          403,
          "insufficient_scope",
          `This operation needs a key with scope "${operation.scope}"; this key has "${caller.scope}".`,
        ),
      );
    }
    const input = await this.validate(operation, request, validators).catch((problem: unknown) =>
      this.failWithHeaders(operation, caller, reply, problem as HttpProblem),
    );
    const target =
      operation.grpc ??
      (operation.grpcByParam ? operation.grpcByParam.methods[String(input.params[operation.grpcByParam.param])] : undefined);
    const upstream = target ? this.deps.upstreams.resolve(target) : undefined;
    if (!operation.handler && !upstream) {
      throw new HttpProblem(501, "not_implemented", `${operation.method} ${operation.path} is not available yet in this deployment.`);
    }

    const idempotencyKey = operation.method === "POST" || operation.method === "PATCH" ? request.headers["idempotency-key"] : undefined;
    let fingerprint = "";
    if (typeof idempotencyKey === "string") {
      if (idempotencyKey.length === 0 || idempotencyKey.length > 255) {
        throw new HttpProblem(400, "validation_failed", "Idempotency-Key must be 1 to 255 characters.", [
          { pointer: "/headers/idempotency-key", message: "must be 1 to 255 characters" },
        ]);
      }
      // The operation and its decoded inputs, not the raw URL and body text: reordered JSON
      // members or an equivalent spelling of the path are the same request.
      fingerprint = IdempotencyStore.fingerprint(operation.method, operation.id, input);
      const begun = await this.deps.idempotency.begin(caller.keyId, idempotencyKey, fingerprint);
      if (begun.kind === "conflict") throw new HttpProblem(409, "idempotency_conflict", begun.detail);
      if (begun.kind === "replay") {
        const state = await this.deps.admission.admit({ keyId: caller.keyId, workspace: caller.workspace, ai: false, dryRun: true });
        const location = this.locationFor(operation, begun.response.status, begun.response.body);
        if (location) reply.header("location", location);
        await reply
          .headers(rateLimitHeaders(state))
          .header("idempotency-replayed", "true")
          .status(begun.response.status)
          .header("content-type", begun.response.contentType)
          .send(begun.response.body);
        return;
      }
    }

    let admitted = false;
    try {
      const admission = await this.deps.admission.admit({ keyId: caller.keyId, workspace: caller.workspace, ai: operation.quota === "ai" });
      reply.headers(rateLimitHeaders(admission));
      if (admission.verdict === "rate_limited") {
        const retryAfter = Math.max(1, Math.ceil((admission.resetMs - Date.now()) / 1000));
        throw new HttpProblem(
          429,
          "rate_limit_exceeded",
          `At most ${admission.rateLimit} requests per 60 seconds per API key; retry in ${retryAfter} s.`,
          [],
          {
            "retry-after": String(retryAfter),
          },
        );
      }
      // GET /usage answers when the monthly quota is spent: it is how a client learns why.
      const quotaSpentButUsage = operation.handler === "usage";
      if (admission.verdict !== "admitted" && !quotaSpentButUsage) {
        const retryAfter = Math.max(1, Math.ceil((admission.periodEnd.getTime() - Date.now()) / 1000));
        const which = admission.verdict === "ai_quota_exceeded" ? admission.ai : admission.api;
        throw new HttpProblem(
          429,
          admission.verdict,
          `The monthly ${admission.verdict === "ai_quota_exceeded" ? "AI" : "API"} call quota of ${which.limit} is used up; it renews ${admission.periodEnd.toISOString()}.`,
          [],
          { "retry-after": String(retryAfter) },
        );
      }
      admitted = true;
      const { status, contentType, body } = await this.respond(operation, caller, request, input, upstream);
      if (typeof idempotencyKey === "string") {
        await this.deps.idempotency.complete(caller.keyId, idempotencyKey, fingerprint, { status, contentType, body });
      }
      reply.status(status);
      const location = this.locationFor(operation, status, body);
      if (location) reply.header("location", location);
      if (status === 204) {
        await reply.send();
        return;
      }
      await reply.header("content-type", contentType).send(body);
    } catch (error) {
      const problem = error instanceof HttpProblem ? error : locateQueryPointers(operation, problemFromGrpcError(error));
      if (typeof idempotencyKey === "string") {
        if (problem.status >= 500 || problem.status === 429) await this.deps.idempotency.abandon(caller.keyId, idempotencyKey);
        else {
          // Stored as the error handler renders it, so a retry gets the identical answer.
          await this.deps.idempotency.complete(caller.keyId, idempotencyKey, fingerprint, {
            status: problem.status,
            contentType: PROBLEM_CONTENT_TYPE,
            body: problem.render(request.url, String(request.id)),
          });
        }
      }
      if (admitted && operation.quota === "ai" && problem.status >= 500) await this.deps.admission.refundAi(caller.workspace.id);
      if (problem.status >= 500 && !(error instanceof HttpProblem)) {
        this.deps.log.warn({ err: error, operation: operation.id, requestId: request.id }, "upstream call failed");
      }
      throw problem;
    }
  }

  private async respond(
    operation: Operation,
    caller: Caller,
    request: FastifyRequest,
    input: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown },
    upstream: Upstream | undefined,
  ): Promise<{ status: number; contentType: string; body: string }> {
    if (operation.handler === "usage") {
      const state = await this.deps.admission.admit({ keyId: caller.keyId, workspace: caller.workspace, ai: false, dryRun: true });
      const usage = await usageBody(this.deps.admission, caller.workspace, state.rateRemaining, { id: caller.keyId, scope: caller.scope });
      return { status: 200, contentType: "application/json; charset=utf-8", body: JSON.stringify(usage) };
    }
    if (!upstream) throw new HttpProblem(501, "not_implemented", "This operation is not available yet.");
    // The client completes the message with fromPartial: absent and null members take the
    // proto defaults (null on a PATCH member, listed in update_mask, means "clear").
    const body = (input.body ?? {}) as Record<string, unknown>;
    const message: Record<string, unknown> = { ...input.query, ...input.params, ...body, workspace_id: caller.workspace.id };
    if (operation.method === "PATCH") message.update_mask = Object.keys(body);
    const options = {
      timeoutMs: operation.timeoutMs ?? (operation.quota === "ai" ? this.deps.aiUpstreamTimeoutMs : this.deps.upstreamTimeoutMs),
      requestId: String(request.id),
    };
    const response = (await (upstream.batch
      ? upstream.batch.call(message, options)
      : upstream.client.callByName(upstream.method, message, options))) as Record<string, unknown>;
    const markdown = operation.markdown;
    if (markdown && (markdown.when === "always" || String(request.headers.accept ?? "").includes("text/markdown"))) {
      const contentType =
        typeof response.content_type === "string" && response.content_type ? response.content_type : "text/markdown; charset=utf-8";
      return { status: operation.successStatus, contentType, body: String(response[markdown.field] ?? "") };
    }
    return { status: operation.successStatus, contentType: "application/json; charset=utf-8", body: JSON.stringify(response, withNulls) };
  }

  private async validate(
    operation: Operation,
    request: FastifyRequest,
    validators: { validatePath: ValidateFunction; validateQuery: ValidateFunction; validateBody?: ValidateFunction },
  ): Promise<{ params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }> {
    const params = { ...(request.params as Record<string, unknown>) };
    for (const [name, values] of Object.entries(operation.pathEnums)) {
      if (!values.includes(String(params[name]))) {
        throw new HttpProblem(404, "not_found", `Unknown ${name} "${String(params[name])}"; valid values: ${values.join(", ")}.`);
      }
    }
    if (!validators.validatePath(params)) {
      const errors = fieldErrors(validators.validatePath.errors, "/path");
      throw new HttpProblem(
        404,
        "not_found",
        `No resource at ${request.url.split("?")[0]}: ${errors.map((e) => `${e.pointer} ${e.message}`).join("; ")}.`,
      );
    }
    const query = { ...(request.query as Record<string, unknown>) };
    const problems = validators.validateQuery(query) ? [] : fieldErrors(validators.validateQuery.errors, "/query");
    let body = request.body;
    if (validators.validateBody) {
      if (body === undefined) {
        if (operation.bodyRequired) problems.push({ pointer: "/", message: "a JSON request body is required" });
        else body = {};
      }
      if (body !== undefined && !validators.validateBody(body)) problems.push(...fieldErrors(validators.validateBody.errors));
    } else if (body !== undefined && body !== null && !(typeof body === "object" && Object.keys(body).length === 0)) {
      problems.push({ pointer: "/", message: "this operation takes no request body" });
    }
    if (operation.bodyMembers && body && typeof body === "object" && !Array.isArray(body)) {
      const known = operation.bodyMembers;
      body = Object.fromEntries(Object.entries(body).filter(([member]) => known.includes(member)));
    }
    if (problems.length > 0) {
      throw new HttpProblem(
        400,
        problems.every((problem) => problem.pointer === "/query/cursor") ? "invalid_cursor" : "validation_failed",
        `The request is invalid: ${problems.map((p) => `${p.pointer} ${p.message}`).join("; ")}.`,
        problems,
      );
    }
    return { params, query, body };
  }

  /** The Location of a created resource (x-location), from the stored or fresh JSON answer. */
  private locationFor(operation: Operation, status: number, body: string): string | undefined {
    if (!operation.location || status !== 201) return undefined;
    try {
      return locationOf(operation.location, JSON.parse(body));
    } catch {
      return undefined;
    }
  }

  /**
   * Bearer authentication. Unknown keys cost Postgres at most one lookup per key id and
   * negative-cache TTL, within a global budget; failures never lock out a valid key.
   */
  private async authenticate(request: FastifyRequest): Promise<Caller> {
    const result = await this.deps.authenticator.authenticate(request.headers.authorization, request.ip);
    if (result.ok) return result.caller;
    const retryAfter = { "retry-after": String(result.retryAfterSeconds ?? 1) };
    switch (result.reason) {
      case "missing":
        throw new HttpProblem(401, "unauthorized", "Send an API key: Authorization: Bearer pp_live_…", [], {
          "www-authenticate": 'Bearer realm="planner"',
        });
      case "throttled":
        throw new HttpProblem(429, "rate_limit_exceeded", "Too many failed authentication attempts; retry later.", [], retryAfter);
      case "busy":
        throw new HttpProblem(
          503,
          "upstream_unavailable",
          "API keys cannot be verified at this rate right now; retry shortly.",
          [],
          retryAfter,
        );
      case "unavailable":
        throw new HttpProblem(503, "upstream_unavailable", "API keys cannot be verified right now; retry shortly.", [], retryAfter);
      default: {
        const detail =
          result.reason === "revoked"
            ? "This API key has been revoked."
            : result.reason === "malformed"
              ? "The API key is malformed."
              : "The API key is not valid.";
        throw new HttpProblem(401, "invalid_api_key", detail, [], { "www-authenticate": 'Bearer realm="planner", error="invalid_token"' });
      }
    }
  }

  /** Rejects with the problem, adding the caller's current rate-limit headers. */
  private async failWithHeaders(operation: Operation, caller: Caller, reply: FastifyReply, problem: HttpProblem): Promise<never> {
    try {
      const state = await this.deps.admission.admit({
        keyId: caller.keyId,
        workspace: caller.workspace,
        ai: operation.quota === "ai",
        dryRun: true,
      });
      reply.headers(rateLimitHeaders(state));
    } catch {
      // headers are best effort on a request that is refused anyway
    }
    throw problem;
  }
}
