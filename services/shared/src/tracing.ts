/**
 * Distributed tracing (OpenTelemetry), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 *
 * Spans are made explicitly at each hop (HTTP in the gateway, gRPC client and server,
 * Postgres statements, the outbox relay's publish, the consumer's processing, the webhook
 * delivery) with `@opentelemetry/api`; the context travels as a W3C `traceparent` header in
 * gRPC metadata, in the outbox row, in NATS message headers and in the webhook request.
 * Without an endpoint nothing is registered: the API's no-op tracer, propagator and context
 * manager stay in place and the helpers below return at their first check.
 */
import {
  type Attributes,
  type Context,
  context,
  DiagLogLevel,
  diag,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler } from "@opentelemetry/sdk-trace-node";
import pg from "pg";
import type { TracingConfig } from "./config.js";
import type { Logger } from "./logger.js";

export type { Context, Span };
export { SpanKind, SpanStatusCode };

let provider: NodeTracerProvider | undefined;

/** True once `startTracing` registered an exporter in this process. */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/**
 * Registers the tracer provider (batching OTLP/HTTP exporter, W3C propagator, async-local
 * context) when an endpoint is configured; otherwise does nothing. Returns whether tracing is on.
 */
export function startTracing(service: string, config: TracingConfig, log: Logger): boolean {
  if (provider || !config.endpoint) return provider !== undefined;
  // Export failures (collector away) are warnings of this process, not crashes.
  diag.setLogger(
    {
      error: (message) => log.warn({ component: "tracing" }, message),
      warn: (message) => log.warn({ component: "tracing" }, message),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES (the chart names the pod and release there), then the service's name.
    resource: detectResources({ detectors: [envDetector] }).merge(
      resourceFromAttributes({ "service.name": config.serviceName ?? service }),
    ),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, "")}/v1/traces` }))],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  instrumentPostgres();
  log.info({ service: config.serviceName ?? service, sampleRatio: config.sampleRatio }, "tracing on");
  return true;
}

/** Exports what is buffered and stops the provider (the last step of a graceful stop). */
export async function shutdownTracing(): Promise<void> {
  const current = provider;
  if (!current) return;
  await current.shutdown();
}

const tracer = () => trace.getTracer("planner");

/** Trace and span id of the active span, for log lines (pino mixin); empty while tracing is off. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  if (!provider) return {};
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The trace id of a context (the active one by default), or undefined. */
export function traceIdOf(from: Context = context.active()): string | undefined {
  if (!provider) return undefined;
  const spanContext = trace.getSpanContext(from);
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

const headerGetter: TextMapGetter<Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key] ?? carrier[key.toLowerCase()];
    if (typeof value === "string") return value;
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
    return undefined;
  },
};

/** The context a `traceparent` (and `tracestate`) in headers, metadata or a stored row names. */
export function extractTraceContext(carrier: Record<string, unknown> | null | undefined, base: Context = ROOT_CONTEXT): Context {
  if (!provider || !carrier) return base;
  return propagation.extract(base, carrier, headerGetter);
}

/** `traceparent` (and `tracestate`) of a context, for the next hop; undefined without a span. */
export function traceHeaders(from: Context = context.active()): Record<string, string> | undefined {
  if (!provider) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** Runs `fn` with `ctx` as the active context (the logs and spans inside see it). */
export function withTraceContext<T>(ctx: Context | undefined, fn: () => T): T {
  if (!provider || !ctx) return fn();
  return context.with(ctx, fn);
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent context; the active one by default. */
  parent?: Context;
}

/** Starts a span (not made active); a non-recording one while tracing is off. */
export function startSpan(name: string, options: SpanOptions = {}): Span {
  const parent = options.parent ?? context.active();
  if (!provider) return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
  return tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
}

/**
 * A span of a dependency call made inside a traced operation (a Postgres statement, a Redis
 * command); undefined while tracing is off or outside a recording span, so background work
 * starts no traces of its own.
 */
export function startChildSpan(name: string, options: Omit<SpanOptions, "parent"> = {}): Span | undefined {
  if (!provider || !trace.getSpan(context.active())?.isRecording()) return undefined;
  return tracer().startSpan(name, { kind: options.kind ?? SpanKind.CLIENT, attributes: options.attributes });
}

/** Ends a span, marked failed when `error` is given. */
export function endSpan(span: Span | undefined, error?: unknown): void {
  if (!span) return;
  if (error !== undefined) failSpan(span, error);
  span.end();
}

const INVALID_SPAN_CONTEXT = { traceId: "00000000000000000000000000000000", spanId: "0000000000000000", traceFlags: 0 };

/** Marks a span failed with the error (its type and message, never request data). */
export function failSpan(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message.slice(0, 200) : undefined });
}

/** Runs `fn` in a new active span that ends when it settles (failed if it throws). */
export async function inSpan<T>(name: string, options: SpanOptions, fn: (span: Span) => Promise<T>): Promise<T> {
  if (!provider) return fn(trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
  const span = startSpan(name, options);
  const parent = options.parent ?? context.active();
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** The context of `span` on top of `parent` (for hops that pass the context on explicitly). */
export function contextWithSpan(span: Span, parent: Context = context.active()): Context {
  return trace.setSpan(parent, span);
}

let postgresInstrumented = false;

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A CLIENT span per Postgres statement made while a traced request is active (pg's Client
 * serves both the services' pg pools and Sequelize). The span is named by the prepared
 * statement or the statement's first word; statement text and values are not recorded.
 */
function instrumentPostgres(): void {
  if (postgresInstrumented) return;
  postgresInstrumented = true;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function tracedQuery(this: unknown, ...args: unknown[]): unknown {
    const [config] = args;
    // Submittables (cursors, streams) go through as they are.
    if (typeof (config as { submit?: unknown } | undefined)?.submit === "function") return original.apply(this, args);
    const text = typeof config === "string" ? config : ((config as { text?: string } | undefined)?.text ?? "");
    const statement = typeof config === "object" && config !== null ? (config as { name?: string }).name : undefined;
    const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
    const span = startChildSpan(statement ?? operation, {
      attributes: {
        "db.system.name": "postgresql",
        "db.operation.name": operation,
        ...(statement ? { "db.query.summary": statement } : {}),
      },
    });
    if (!span) return original.apply(this, args);
    const last = args[args.length - 1];
    if (typeof last === "function") {
      const callback = last as QueryCallback;
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        endSpan(span, error ?? undefined);
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    if (!result || typeof result.then !== "function") {
      span.end();
      return result;
    }
    return result.then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        endSpan(span, error);
        throw error;
      },
    );
  };
}
