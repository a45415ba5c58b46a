import { type Logger, type Metadata, type UnaryCallOptions, wasReplayed } from "@planner/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiDocument, GrpcTarget, Operation } from "../../openapi/operations.js";
import { HttpProblem } from "../../problem.js";
import type { Upstreams } from "../../upstreams.js";
import { problemFromGrpcError } from "../grpc-status.js";
import { locationFor } from "../location.js";
import { prefersMarkdown } from "../negotiation.js";
import { upstreamIdempotency } from "./idempotency.js";
import { routeOperation } from "./route-context.js";
import { requestTraceContext } from "./tracing.js";

interface UpstreamOptions {
  document: ApiDocument;
  upstreams: Upstreams;
  log: Logger;
  upstreamTimeoutMs: number;
  aiUpstreamTimeoutMs: number;
}

/**
 * Sets unset (undefined) message fields to null, in place, so every documented member is
 * present. A loop before JSON.stringify costs half of what a replacer function does (one call
 * per member from inside the serializer); the decoded message belongs to this request.
 */
export function withNulls<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) if (item !== null && typeof item === "object") withNulls(item);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const member = record[key];
    if (member === undefined) record[key] = null;
    else if (member !== null && typeof member === "object") withNulls(member);
  }
  return value;
}

/** The deadline of an operation's upstream call. */
export const upstreamDeadlineMs = (operation: Operation, timeouts: { upstreamTimeoutMs: number; aiUpstreamTimeoutMs: number }): number =>
  operation.timeoutMs ?? (operation.quota === "ai" ? timeouts.aiUpstreamTimeoutMs : timeouts.upstreamTimeoutMs);

const targetsOf = (operation: Operation): GrpcTarget[] =>
  operation.grpc ? [operation.grpc] : Object.values(operation.grpcByParam?.methods ?? {});

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
 * The upstream call: every operation the document maps to a gRPC method (`x-grpc`,
 * `x-grpc-by-param`) becomes the message `{...query, ...path, ...body, workspace_id}` sent to
 * its service, and the answer is its JSON (or Markdown, `x-markdown`). An operation whose
 * service is not deployed answers 501 before anything is charged.
 */
async function upstream(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  const { upstreams, log } = options;
  for (const operation of options.document.operations) {
    const targets = targetsOf(operation);
    if (targets.length === 0) continue;
    for (const target of targets) upstreams.assertKnown(target);
    // Every target of an operation is on one service: deployed or not for all of them.
    const deployed = targets.every((target) => upstreams.resolve(target) !== undefined);
    routeOperation(app, operation, {
      ...(deployed
        ? {}
        : {
            preValidation: async () => {
              throw new HttpProblem(
                501,
                "not_implemented",
                `${operation.method} ${operation.path} is not available yet in this deployment.`,
              );
            },
          }),
      handler: async (request, reply) => {
        try {
          return await call(operation, request, reply);
        } catch (error) {
          if (error instanceof HttpProblem) throw error;
          const problem = locateQueryPointers(operation, problemFromGrpcError(error));
          if (problem.status >= 500) log.warn({ err: error, operation: operation.id, requestId: request.id }, "upstream call failed");
          throw problem;
        }
      },
    });
  }

  async function call(operation: Operation, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const input = request.input;
    const caller = request.caller;
    if (!input || !caller) throw new Error("upstream route reached without validated input or caller");
    const target =
      operation.grpc ??
      (operation.grpcByParam ? operation.grpcByParam.methods[String(input.params[operation.grpcByParam.param])] : undefined);
    const resolved = target ? upstreams.resolve(target) : undefined;
    if (!resolved) throw new HttpProblem(501, "not_implemented", "This operation is not available yet.");
    // The client completes the message with fromPartial: absent and null members take the
    // proto defaults (null on a PATCH member, listed in update_mask, means "clear").
    const body = (input.body ?? {}) as Record<string, unknown>;
    const message: Record<string, unknown> = { ...input.query, ...input.params, ...body, workspace_id: caller.workspace.id };
    if (operation.method === "PATCH") message.update_mask = Object.keys(body);
    const idempotency = upstreamIdempotency(request);
    const callOptions: UnaryCallOptions = {
      timeoutMs: upstreamDeadlineMs(operation, options),
      requestId: String(request.id),
      trace: requestTraceContext(request),
      // The service records the key with the effect; it says when it answered from that record.
      ...(idempotency && {
        metadata: idempotency,
        onMetadata: (received: Metadata) => {
          if (wasReplayed(received)) reply.header("idempotency-replayed", "true");
        },
      }),
    };
    // A call with an Idempotency-Key carries it as its own metadata: it goes alone.
    const response = (await (resolved.batch && !idempotency
      ? resolved.batch.call(message, callOptions)
      : resolved.client.callByName(resolved.method, message, callOptions))) as Record<string, unknown>;
    reply.status(operation.successStatus);
    const markdown = operation.markdown;
    if (markdown && (markdown.when === "always" || prefersMarkdown(request.headers.accept))) {
      const contentType =
        typeof response.content_type === "string" && response.content_type ? response.content_type : "text/markdown; charset=utf-8";
      return reply.header("content-type", contentType).send(String(response[markdown.field] ?? ""));
    }
    if (operation.successStatus === 204) return reply.send();
    const json = JSON.stringify(withNulls(response));
    const location = locationFor(operation, operation.successStatus, json);
    if (location) reply.header("location", location);
    return reply.header("content-type", "application/json; charset=utf-8").send(json);
  }
}

export const upstreamPlugin = fp(upstream, {
  name: "upstream",
  fastify: "5.x",
  dependencies: ["authentication", "request-validation"],
});
