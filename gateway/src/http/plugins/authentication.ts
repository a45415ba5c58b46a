import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { scopeGrants } from "../../accounts/plans.js";
import type { Authenticator, AuthResult, Caller } from "../../auth/authenticator.js";
import { HttpProblem } from "../../problem.js";
import { addOperationHook } from "./route-context.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key's caller, once authenticated; null before and on public operations. */
    caller: Caller | null;
  }
}

/**
 * Bearer authentication, then the plan and the key's scope. Unknown keys cost Postgres at
 * most one lookup per key id and negative-cache TTL, within a global budget; failures never
 * lock out a valid key (the authenticator's job). Runs before the body is read, and before
 * anything about the path is said: an unknown path or a bad id is 401 without a key.
 */
async function authentication(app: FastifyInstance, options: { authenticator: Authenticator }): Promise<void> {
  app.decorateRequest("caller", null);
  // Requests no operation routes (404, 405) authenticate too, so they are answered, and counted, as the key's.
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.routeOptions.config?.operation) return done();
    authenticate(options.authenticator, request).then(
      (caller) => {
        request.caller = caller;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
  addOperationHook(
    app,
    "onRequest",
    (operation) => operation.authenticated,
    async (request: FastifyRequest) => {
      const operation = request.routeOptions.config.operation;
      if (!operation) return;
      const caller = await authenticate(options.authenticator, request);
      request.caller = caller;
      if (caller.workspace.plan === "free") {
        throw new HttpProblem(403, "plan_not_eligible", "The free plan has no API access; upgrade to pro, max or enterprise.");
      }
      if (!scopeGrants(caller.scope, operation.scope)) {
        throw new HttpProblem(
          403,
          "insufficient_scope",
          `This operation needs a key with scope "${operation.scope}"; this key has "${caller.scope}".`,
        );
      }
    },
  );
}

/** The caller of a request's API key, or the problem that refuses it. */
export async function authenticate(authenticator: Authenticator, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  // Another scheme (`Basic …`) sends no API key at all: 401 unauthorized, as documented.
  const result: AuthResult =
    header && /^Bearer(\s|$)/i.test(header) ? await authenticator.authenticate(header, request.ip) : { ok: false, reason: "missing" };
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

export const authenticationPlugin = fp(authentication, { name: "authentication", fastify: "5.x" });
