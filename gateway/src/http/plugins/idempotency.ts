import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IdempotencyStore } from "../../idempotency.js";
import type { Operation } from "../../openapi/operations.js";
import { HttpProblem } from "../../problem.js";
import { locationFor } from "../location.js";
import { addOperationHook } from "./route-context.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The claimed Idempotency-Key of a request that runs (not a replay), until its answer is stored. */
    idempotency: { key: string; fingerprint: string; keyId: string } | null;
  }
}

const takesIdempotencyKey = (operation: Operation) =>
  operation.authenticated && (operation.method === "POST" || operation.method === "PATCH");

/**
 * Idempotency-Key on POST and PATCH: the first request claims the key; a retry with the same
 * operation and inputs gets the stored answer (`Idempotency-Replayed: true`), other inputs 409.
 * The answer is stored as it is sent, problems included; 429 and 5xx release the claim so the
 * client may retry.
 */
async function idempotency(app: FastifyInstance, options: { store: IdempotencyStore }): Promise<void> {
  const { store } = options;
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
    const begun = await store.begin(keyId, key, fingerprint);
    if (begun.kind === "conflict") throw new HttpProblem(409, "idempotency_conflict", begun.detail);
    if (begun.kind === "new") {
      request.idempotency = { key, fingerprint, keyId };
      return;
    }
    const { status, contentType, body } = begun.response;
    const location = locationFor(operation, status, body);
    if (location) reply.header("location", location);
    return reply.header("idempotency-replayed", "true").status(status).header("content-type", contentType).send(body);
  });

  addOperationHook(app, "onSend", takesIdempotencyKey, async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const status = reply.statusCode;
    if (status >= 500 || status === 429) await store.abandon(claim.keyId, claim.key);
    else {
      const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
      await store.complete(claim.keyId, claim.key, claim.fingerprint, {
        status,
        contentType,
        body: typeof payload === "string" ? payload : "",
      });
    }
    return payload;
  });
}

export const idempotencyPlugin = fp(idempotency, {
  name: "idempotency",
  fastify: "5.x",
  dependencies: ["authentication", "request-validation"],
});
