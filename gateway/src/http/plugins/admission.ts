import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Admission, AdmissionResult } from "../../limits/admission.js";
import { HttpProblem } from "../../problem.js";
import { addOperationHook } from "./route-context.js";

declare module "fastify" {
  interface FastifyRequest {
    /** An AI call was counted against the monthly AI quota (refunded if the call fails on our side). */
    chargedAi: boolean;
  }
}

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

function refusal(admission: AdmissionResult): HttpProblem {
  if (admission.verdict === "rate_limited") {
    const retryAfter = Math.max(1, Math.ceil((admission.resetMs - Date.now()) / 1000));
    return new HttpProblem(
      429,
      "rate_limit_exceeded",
      `At most ${admission.rateLimit} requests per 60 seconds per API key; retry in ${retryAfter} s.`,
      [],
      { "retry-after": String(retryAfter) },
    );
  }
  const retryAfter = Math.max(1, Math.ceil((admission.periodEnd.getTime() - Date.now()) / 1000));
  const ai = admission.verdict === "ai_quota_exceeded";
  const which = ai ? admission.ai : admission.api;
  return new HttpProblem(
    429,
    ai ? "ai_quota_exceeded" : "api_quota_exceeded",
    `The monthly ${ai ? "AI" : "API"} call quota of ${which.limit} is used up; it renews ${admission.periodEnd.toISOString()}.`,
    [],
    { "retry-after": String(retryAfter) },
  );
}

/**
 * Admission and limits: the per-key rate limit and the monthly API/AI quotas, decided in one
 * Redis round trip after validation and idempotency, so refused or replayed requests never
 * charge a quota (they still take their place in the rate-limit window). Every answer to an
 * authenticated caller carries the rate-limit headers; an AI call that fails on our side (5xx)
 * gives its quota unit back.
 */
/**
 * An AI call that did no AI work is given back: a failure on our side (5xx), or a
 * description refused as no project at all (422; the engine stopped before planning).
 */
const refundsAi = (status: number): boolean => status >= 500 || status === 422;

async function admissionPolicy(app: FastifyInstance, options: { admission: Admission }): Promise<void> {
  const { admission } = options;
  app.decorateRequest("chargedAi", false);

  addOperationHook(
    app,
    "preHandler",
    (operation) => operation.authenticated,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const operation = request.routeOptions.config.operation;
      const caller = request.caller;
      if (!operation || !caller) return;
      const result = await admission.admit({ keyId: caller.keyId, workspace: caller.workspace, ai: operation.quota === "ai" });
      reply.headers(rateLimitHeaders(result));
      // GET /usage answers when the monthly quota is spent: it is how a client learns why.
      const quotaExempt = operation.handler === "usage" && result.verdict !== "rate_limited";
      if (result.verdict !== "admitted" && !quotaExempt) throw refusal(result);
      request.chargedAi = operation.quota === "ai" && result.verdict === "admitted";
    },
  );

  // Answers that did not pass admission (refused by validation, unknown paths, replays …) take
  // their place in the key's rate-limit window too (every answered request counts), without
  // charging a quota. Refusals of the key itself (401, 403) and 429s report the window only.
  const completeAnswer = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const caller = request.caller;
    if (request.chargedAi && refundsAi(reply.statusCode) && caller) {
      request.chargedAi = false;
      // Not waited for: a failing Redis must not hold the answer for another timeout (the
      // usage record takes the refund at once; Redis's counter is re-seeded if it lost it).
      void admission.refundAi(caller.workspace.id).catch(() => undefined);
    }
    // A 503 without them failed on Redis (or before admission): asking Redis again would
    // hold the answer for another command timeout.
    if (!caller || reply.hasHeader("ratelimit") || reply.statusCode === 503) return;
    const status = reply.statusCode;
    const counts = status !== 401 && status !== 403 && status !== 429;
    try {
      const state = await admission.admit({
        keyId: caller.keyId,
        workspace: caller.workspace,
        ai: request.routeOptions.config?.operation?.quota === "ai",
        mode: counts ? "rate-only" : "report",
      });
      reply.headers(rateLimitHeaders(state));
    } catch {
      // headers are best effort on an answer that is already decided
    }
  };
  const onSend = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void => {
    const needsWork =
      (request.chargedAi && refundsAi(reply.statusCode)) ||
      (request.caller !== null && !reply.hasHeader("ratelimit") && reply.statusCode !== 503);
    if (!needsWork) {
      done(null, payload);
      return;
    }
    completeAnswer(request, reply).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  };
  // Callback style: an admitted answer (the hot path) passes without a promise.
  addOperationHook(app, "onSend", (operation) => operation.authenticated, onSend);
  // Unknown paths and methods (404, 405) of an authenticated key.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.routeOptions.config?.operation) done(null, payload);
    else onSend(request, reply, payload, done);
  });
}

export const admissionPlugin = fp(admissionPolicy, { name: "admission", fastify: "5.x", dependencies: ["authentication"] });
