import { type IdempotencyClaim, idempotencyMetadata } from "@planner/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IdempotencyStore, scopedIdempotencyKey } from "../../idempotency.js";
import type { Operation } from "../../openapi/operations.js";
import { HttpProblem } from "../../problem.js";
import { locationFor } from "../location.js";
import { addOperationHook } from "./route-context.js";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The Idempotency-Key of a request that runs (not a replay from Redis): `claim` is the
     * pending Redis record it holds until its answer is stored (null: nothing to store).
     */
    idempotency: { key: string; fingerprint: string; keyId: string; claim: string | null } | null;
  }
}

const takesIdempotencyKey = (operation: Operation) =>
  operation.authenticated && (operation.method === "POST" || operation.method === "PATCH");

/** Seconds a pending claim outlives its request's deadline at most. */
const PENDING_MARGIN_SECONDS = 5;

export interface IdempotencyOptions {
  store: IdempotencyStore;
  /** The deadline of an operation's upstream call (a pending claim lives a bit longer); default 60 s. */
  deadlineMs?: (operation: Operation) => number;
}

/** The key and fingerprint the service records with the effect (metadata of the upstream call). */
export function upstreamIdempotency(request: FastifyRequest): Record<string, string> | undefined {
  const held = request.idempotency;
  if (!held) return undefined;
  const claim: IdempotencyClaim = { key: scopedIdempotencyKey(held.keyId, held.key), fingerprint: held.fingerprint };
  return idempotencyMetadata(claim);
}

/**
 * Idempotency-Key on POST and PATCH: the first request claims the key; a retry with the same
 * operation and inputs gets the stored answer (`Idempotency-Replayed: true`), other inputs 409.
 * The answer is stored as it is sent, problems included; 429 and 5xx release the claim so the
 * client may retry. A claim never outlives its request: it expires a few seconds after the
 * request's deadline unless its answer was stored. Redis is the fast path: the key also goes
 * to the service, which records it with the effect and answers a retry Redis forgot.
 */
async function idempotency(app: FastifyInstance, options: IdempotencyOptions): Promise<void> {
  const { store } = options;
  const deadlineMs = options.deadlineMs ?? (() => 60_000);
  app.decorateRequest("idempotency", null);

  addOperationHook(app, "preHandler", takesIdempotencyKey, async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers["idempotency-key"];
    const operation = request.routeOptions.config.operation;
    if (typeof key !== "string" || !operation || !request.caller || !request.input) return;
    if (key.length === 0 || key.length > 255) {
      throw new HttpProblem(400, "validation_failed", "Idempotency-Key must be 1 to 255 characters.", [
        { pointer: "/headers/idempotency-key", message: "must be 1 to 255 characters" },
      ]);
    }
    // The operation and its decoded inputs, not the raw URL and body text: reordered JSON
    // members or an equivalent spelling of the path are the same request.
    const fingerprint = IdempotencyStore.fingerprint(operation.method, operation.id, request.input);
    const keyId = request.caller.keyId;
    const pendingTtlSeconds = Math.ceil(deadlineMs(operation) / 1000) + PENDING_MARGIN_SECONDS;
    const begun = await store.begin(keyId, key, fingerprint, pendingTtlSeconds);
    if (begun.kind === "conflict") {
      // A claim in progress ends with its request (or its short TTL after a crash): the same
      // retry will be answered, so say when to try again. Another body under the key never will.
      throw new HttpProblem(409, "idempotency_conflict", begun.detail, [], begun.inProgress ? { "retry-after": "1" } : {});
    }
    if (begun.kind === "new") {
      request.idempotency = { key, fingerprint, keyId, claim: begun.claim };
      return;
    }
    if (begun.kind === "held_by_service") {
      request.idempotency = { key, fingerprint, keyId, claim: null };
      return;
    }
    const { status, contentType, body } = begun.response;
    const location = locationFor(operation, status, body);
    if (location) reply.header("location", location);
    return reply.header("idempotency-replayed", "true").status(status).header("content-type", contentType).send(body);
  });

  addOperationHook(app, "onSend", takesIdempotencyKey, async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    const claim = held?.claim;
    if (!held || !claim) return payload;
    held.claim = null;
    const status = reply.statusCode;
    // Redis failing here does not change the answer: an unreleased claim expires within
    // seconds, and an answer not stored is answered again by the service's own record.
    // The release is not waited for (a 5xx is often Redis itself failing: the answer must
    // not wait another timeout); it goes out on the connection before any retry's claim.
    if (status >= 500 || status === 429) void store.abandon(held.keyId, held.key, claim).catch(() => undefined);
    else {
      const operation = request.routeOptions.config.operation;
      // A secret is never kept in Redis: a retry goes on to the service, which answers it from its own record.
      const withSecret = status < 300 && operation?.answerHoldsSecret === true;
      const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
      await store
        .complete(
          held.keyId,
          held.key,
          held.fingerprint,
          withSecret ? null : { status, contentType, body: typeof payload === "string" ? payload : "" },
        )
        .catch(() => undefined);
    }
    return payload;
  });
}

export const idempotencyPlugin = fp(idempotency, {
  name: "idempotency",
  fastify: "5.x",
  dependencies: ["authentication", "request-validation"],
});
