import {
  type Context,
  contextWithSpan,
  extractTraceContext,
  type Span,
  SpanKind,
  SpanStatusCode,
  startSpan,
  traceIdOf,
  tracingEnabled,
  withTraceContext,
} from "@planner/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

interface RequestTrace {
  span: Span;
  context: Context;
}

const traces = new WeakMap<FastifyRequest, RequestTrace>();

/** The trace context of a request (its SERVER span), for the upstream calls it makes. */
export function requestTraceContext(request: FastifyRequest): Context | undefined {
  return traces.get(request)?.context;
}

/** The trace id of a request, for its problem+json `trace_id`; undefined while tracing is off. */
export function requestTraceId(request: FastifyRequest): string | undefined {
  const trace = traces.get(request);
  return trace ? traceIdOf(trace.context) : undefined;
}

/**
 * A SERVER span per request that continues the client's `traceparent` (or starts a trace),
 * named by method and route template (never the raw path with its ids). Fastify resumes a
 * request from socket events after reading its body, outside the context the first hook
 * entered, so each later stage enters it again: the handlers' gRPC calls and log lines
 * belong to the request's trace. Registered only while tracing is on.
 */
async function tracing(app: FastifyInstance): Promise<void> {
  if (!tracingEnabled()) return;
  const enter = (request: FastifyRequest, done: () => void) => withTraceContext(traces.get(request)?.context, done);
  app.addHook("onRequest", (request, _reply, done) => {
    const parent = extractTraceContext(request.headers);
    const route = request.routeOptions.url;
    const operation = request.routeOptions.config?.operation;
    const span = startSpan(`${request.method} ${route ?? ""}`.trim(), {
      kind: SpanKind.SERVER,
      parent,
      attributes: {
        "http.request.method": request.method,
        ...(route ? { "http.route": route } : {}),
        ...(operation ? { "planner.operation": operation.id } : {}),
        "planner.request_id": String(request.id),
      },
    });
    const context = contextWithSpan(span, parent);
    traces.set(request, { span, context });
    enter(request, done);
  });
  app.addHook("preValidation", (request, _reply, done) => enter(request, done));
  app.addHook("preHandler", (request, _reply, done) => enter(request, done));
  app.addHook("onResponse", (request, reply, done) => {
    const trace = traces.get(request);
    if (trace) {
      trace.span.setAttribute("http.response.status_code", reply.statusCode);
      // Server spans fail on 5xx only: a 4xx is the client's mistake (OpenTelemetry's conventions).
      if (reply.statusCode >= 500) trace.span.setStatus({ code: SpanStatusCode.ERROR });
      trace.span.end();
    }
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    const trace = traces.get(request);
    if (trace) {
      trace.span.setAttribute("planner.aborted", true);
      trace.span.end();
    }
    done();
  });
}

export const tracingPlugin = fp(tracing, { name: "tracing", fastify: "5.x" });
