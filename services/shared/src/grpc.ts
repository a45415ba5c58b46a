import {
  type CallOptions,
  type ChannelOptions,
  Client,
  connectivityState,
  credentials,
  type ServiceError as GrpcServiceError,
  Metadata,
  Server,
  ServerCredentials,
  type ServerUnaryCall,
  type ServiceDefinition,
  type sendUnaryData,
  status,
  type UntypedServiceImplementation,
} from "@grpc/grpc-js";
import { HealthImplementation } from "grpc-health-check";
import { Histogram, type Registry } from "prom-client";
import { dependencyUnavailable, isDependencyUnavailable, ServiceError } from "./errors.js";
import type { Logger } from "./logger.js";
import {
  type Context,
  contextWithSpan,
  extractTraceContext,
  failSpan,
  inSpan,
  type Span,
  SpanKind,
  startSpan,
  traceHeaders,
  tracingEnabled,
  withTraceContext,
} from "./tracing.js";

/** What a handler learns about its call besides the request. */
export interface CallContext {
  requestId: string;
  metadata: Metadata;
  /** Set by a handler: sent as the response's initial metadata (e.g. idempotency-replayed). */
  replyMetadata?: Metadata;
}

/**
 * The caller's trace context of each item of a batch call, in item order, comma-separated
 * (an empty entry for an item without one): a batch serves requests of several traces.
 */
export const ITEM_TRACEPARENTS_METADATA = "planner-item-traceparents";

/** The metadata value of ITEM_TRACEPARENTS_METADATA for calls with these trace contexts; undefined when none has one. */
export function itemTraceparents(contexts: (Context | undefined)[]): string | undefined {
  if (!tracingEnabled()) return undefined;
  const list = contexts.map((item) => (item ? (traceHeaders(item)?.traceparent ?? "") : ""));
  return list.some(Boolean) ? list.join(",") : undefined;
}

/**
 * Runs the work of item `index` of a batch call in a SERVER span named `method` that continues
 * that item's caller's trace (see ITEM_TRACEPARENTS_METADATA); without one, just runs it.
 */
export function inBatchItem<T>(context: CallContext, index: number, method: string, work: () => Promise<T>): Promise<T> {
  if (!tracingEnabled()) return work();
  const list = context.metadata.get(ITEM_TRACEPARENTS_METADATA)[0];
  const traceparent = typeof list === "string" ? list.split(",")[index] : undefined;
  if (!traceparent) return work();
  return inSpan(
    method,
    { kind: SpanKind.SERVER, parent: extractTraceContext({ traceparent }), attributes: { "rpc.system": "grpc", "rpc.method": method } },
    work,
  );
}

/** Codes that mark a server span failed (the others are the caller's mistakes), as OpenTelemetry's conventions say. */
const SERVER_FAULTS = new Set<status>([
  status.UNKNOWN,
  status.DEADLINE_EXCEEDED,
  status.UNIMPLEMENTED,
  status.INTERNAL,
  status.UNAVAILABLE,
  status.DATA_LOSS,
]);

/** The server span of a call, continuing the caller's trace (its `traceparent` metadata). */
function serverSpan(method: string, metadata: Metadata): { span: Span; context: Context } | undefined {
  if (!tracingEnabled()) return undefined;
  const parent = extractTraceContext(metadata.getMap());
  const span = startSpan(method, {
    kind: SpanKind.SERVER,
    parent,
    attributes: { "rpc.system": "grpc", "rpc.method": method },
  });
  return { span, context: contextWithSpan(span, parent) };
}

type UnaryMethod<Req, Res> = {
  path: string;
  requestSerialize(value: Req): Buffer;
  requestDeserialize(bytes: Buffer): Req;
  responseSerialize(value: Res): Buffer;
  responseDeserialize(bytes: Buffer): Res;
};

/** A service implementation as async functions, typed from the generated definition. */
export type AsyncImplementation<D> = {
  [K in keyof D]: D[K] extends UnaryMethod<infer Req, infer Res> ? (request: Req, context: CallContext) => Promise<Res> : never;
};

export interface GrpcServiceBinding<D extends ServiceDefinition = ServiceDefinition> {
  /** Fully-qualified name, e.g. planner.project.v1.ProjectService (health reports it). */
  name: string;
  definition: D;
  implementation: AsyncImplementation<D>;
}

export interface GrpcServerHandle {
  port: number;
  health: HealthImplementation;
  /** Stops accepting calls, lets in-flight calls finish (up to graceMs), then forces close. */
  shutdown(graceMs?: number): Promise<void>;
}

const histograms = new WeakMap<Registry, Histogram>();

/** One histogram per registry (tests run several services in one process). */
function handlingHistogram(registry: Registry): Histogram {
  const existing = histograms.get(registry);
  if (existing) return existing;
  const histogram = new Histogram({
    name: "grpc_server_handling_seconds",
    help: "Duration of gRPC calls handled by this process",
    labelNames: ["method", "code"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  histograms.set(registry, histogram);
  return histogram;
}

function adapt(method: string, handler: (request: unknown, context: CallContext) => Promise<unknown>, log: Logger, histogram: Histogram) {
  return (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>): void => {
    const started = process.hrtime.bigint();
    const requestId = String(call.metadata.get("x-request-id")[0] ?? "");
    const context: CallContext = { requestId, metadata: call.metadata };
    const traced = serverSpan(method, call.metadata);
    const finish = (code: status, error?: unknown) => {
      histogram.observe({ method, code: status[code] }, Number(process.hrtime.bigint() - started) / 1e9);
      if (!traced) return;
      traced.span.setAttribute("rpc.grpc.status_code", code);
      if (error !== undefined && SERVER_FAULTS.has(code)) failSpan(traced.span, error);
      traced.span.end();
    };
    // The answer's callbacks run in the span's context too, so their log lines carry its trace id.
    void withTraceContext(traced?.context, () =>
      handler(call.request, context).then(
        (response) => {
          finish(status.OK);
          if (context.replyMetadata) call.sendMetadata(context.replyMetadata);
          callback(null, response);
        },
        (error: unknown) => {
          if (error instanceof ServiceError) {
            finish(error.grpcCode, error);
            callback(error.toGrpc());
            return;
          }
          if (isDependencyUnavailable(error)) {
            // Postgres (or another dependency) is away: the caller may retry, this is no bug.
            log.warn({ err: error, method, requestId }, "dependency unavailable");
            const unavailable = dependencyUnavailable();
            finish(unavailable.grpcCode, error);
            callback(unavailable.toGrpc());
            return;
          }
          log.error({ err: error, method, requestId }, "unhandled error in gRPC handler");
          finish(status.INTERNAL, error);
          callback({ code: status.INTERNAL, details: "internal error" });
        },
      ),
    );
  };
}

/** Starts a gRPC server with the standard health service; port 0 picks a free port. */
export async function startGrpcServer(options: {
  host: string;
  port: number;
  services: GrpcServiceBinding[];
  log: Logger;
  registry: Registry;
}): Promise<GrpcServerHandle> {
  // Channelz (grpc's introspection service) is not served; its per-call bookkeeping is skipped.
  const server = new Server({
    ...SERVER_KEEPALIVE,
    "grpc.enable_channelz": 0,
    // Clients re-resolve their target when a connection ends: closing each one after a few
    // minutes lets round-robin clients find replicas added since (calls in flight finish first).
    "grpc.max_connection_age_ms": 5 * 60_000,
    "grpc.max_connection_age_grace_ms": 90_000,
  });
  const histogram = handlingHistogram(options.registry);
  const health = new HealthImplementation({ "": "SERVING" });
  health.addToServer(server);
  for (const binding of options.services) {
    const implementation: UntypedServiceImplementation = {};
    for (const [name, handler] of Object.entries(binding.implementation as Record<string, never>)) {
      implementation[name] = adapt(`${binding.name}/${name}`, handler, options.log, histogram);
    }
    server.addService(binding.definition, implementation);
    health.setStatus(binding.name, "SERVING");
  }
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${options.host}:${options.port}`, ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  return {
    port,
    health,
    shutdown: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        for (const binding of options.services) health.setStatus(binding.name, "NOT_SERVING");
        health.setStatus("", "NOT_SERVING");
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        force.unref();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

/** Options for a unary call: a deadline (ms from now) and the request id to propagate. */
export interface UnaryCallOptions {
  timeoutMs: number;
  requestId?: string;
  /** More request metadata (e.g. the Idempotency-Key a service records with its effect). */
  metadata?: Record<string, string>;
  /** Receives the response's initial metadata, before the answer resolves. */
  onMetadata?: (metadata: Metadata) => void;
  /**
   * Wait (up to the deadline) for a connected replica instead of failing at once while none
   * is. Defaults to true for every call: one that waits was never sent, so waiting cannot run
   * a write twice, and a rolling restart (one replica back but not yet reconnected when the
   * next one stops) costs a few hundred milliseconds instead of failed requests.
   */
  waitForReady?: boolean;
  /** The trace context the call belongs to (the active one by default). */
  trace?: Context;
}

/**
 * Keepalive of both ends. Clients ping every 10 s, also while idle, so a connection to a
 * vanished peer (no FIN: a crashed node, a cut network) is found dead within 15 s and the
 * channel reconnects before the next call rather than during it. Servers accept pings that
 * often (C-core servers would otherwise answer GOAWAY too_many_pings) and ping idle clients.
 */
const CLIENT_KEEPALIVE: ChannelOptions = {
  "grpc.keepalive_time_ms": 10_000,
  "grpc.keepalive_timeout_ms": 5_000,
  "grpc.keepalive_permit_without_calls": 1,
};

const SERVER_KEEPALIVE: ChannelOptions = {
  "grpc.keepalive_time_ms": 30_000,
  "grpc.keepalive_timeout_ms": 10_000,
  "grpc.keepalive_permit_without_calls": 1,
  "grpc.http2.min_ping_interval_without_data_ms": 5_000,
  "grpc.http2.max_ping_strikes": 0,
};

/**
 * Reconnect backoff: grpc's default grows from 1 s to 120 s, so after a 30 s outage the next
 * attempt could be 20 s away. Retrying every 100–500 ms (±20 % jitter) finds a restarted
 * service within about half a second; a refused loopback or cluster connect costs little.
 * (`min_reconnect_backoff_ms` is the connect timeout of C-core clients; grpc-js ignores it.)
 */
const RECONNECT_BACKOFF: ChannelOptions = {
  "grpc.initial_reconnect_backoff_ms": 100,
  "grpc.min_reconnect_backoff_ms": 100,
  "grpc.max_reconnect_backoff_ms": 500,
};

/** A promise-based client for a generated service definition. */
export type PromiseClient<D> = {
  [K in keyof D]: D[K] extends UnaryMethod<infer Req, infer Res> ? (request: Req, options: UnaryCallOptions) => Promise<Res> : never;
};

export interface GrpcClientHandle<D> {
  client: PromiseClient<D>;
  /** Calls a method by its name in the definition (the gateway's generic path). */
  callByName(method: string, request: unknown, options: UnaryCallOptions): Promise<unknown>;
  hasMethod(method: string): boolean;
  /** Resolves when the channel is connected (or rejects after timeoutMs). */
  waitForReady(timeoutMs: number): Promise<void>;
  close(): void;
}

/** The generic definition ts-proto also emits: it knows each method's message types. */
export interface GenericServiceDefinition {
  methods: Record<string, { requestType: { fromPartial(object: unknown): unknown } }>;
}

const READY = connectivityState.READY;

const ROUND_ROBIN = JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] });

/**
 * A client for a generated service. With the generic definition, requests are completed
 * with `fromPartial` first, so a caller may pass a partial message (absent fields take
 * their proto defaults) — the gateway forwards JSON this way.
 */
export function createGrpcClient<D extends ServiceDefinition>(
  definition: D,
  address: string,
  generic?: GenericServiceDefinition,
  channelOptions: ChannelOptions = {},
): GrpcClientHandle<D> {
  const raw = new Client(address, credentials.createInsecure(), {
    ...CLIENT_KEEPALIVE,
    ...RECONNECT_BACKOFF,
    "grpc.enable_retries": 1,
    "grpc.enable_channelz": 0,
    // A 64 KiB connection window stalls responses once a few dozen calls are in flight.
    "grpc-node.flow_control_window": 16 * 1024 * 1024,
    // Calls rotate over every address the name resolves to (a headless Service's pods, with
    // dns:///name:port) instead of sticking to the first one, grpc-js' default.
    "grpc.service_config": ROUND_ROBIN,
    // That policy is the only one: no DNS TXT lookups for a service config that could replace it.
    "grpc.service_config_disable_resolution": 1,
    ...channelOptions,
  });
  const methods = definition as unknown as Record<string, UnaryMethod<unknown, unknown>>;
  const callByName = (method: string, request: unknown, options: UnaryCallOptions): Promise<unknown> => {
    const def = methods[method];
    if (!def) return Promise.reject(new Error(`unknown gRPC method ${method}`));
    // Everything that can throw (fromPartial, an invalid metadata value) runs inside the
    // promise, so a bad call rejects instead of throwing at the caller.
    return new Promise((resolve, reject) => {
      const message = generic?.methods[method]?.requestType.fromPartial(request) ?? request;
      const waitForReady = options.waitForReady ?? true;
      const metadata = new Metadata({ waitForReady });
      if (options.requestId) metadata.set("x-request-id", options.requestId);
      if (options.metadata) for (const [name, value] of Object.entries(options.metadata)) metadata.set(name, value);
      const span = tracingEnabled()
        ? startSpan(def.path.slice(1), {
            kind: SpanKind.CLIENT,
            parent: options.trace,
            attributes: { "rpc.system": "grpc", "rpc.method": def.path.slice(1) },
          })
        : undefined;
      if (span) {
        for (const [name, value] of Object.entries(traceHeaders(contextWithSpan(span, options.trace)) ?? {})) metadata.set(name, value);
      }
      const callOptions: CallOptions = { deadline: Date.now() + options.timeoutMs };
      const call = raw.makeUnaryRequest(
        def.path,
        def.requestSerialize,
        def.responseDeserialize,
        message,
        metadata,
        callOptions,
        (error: GrpcServiceError | null, response?: unknown) => {
          if (span) {
            span.setAttribute("rpc.grpc.status_code", error?.code ?? status.OK);
            if (error) failSpan(span, error);
            span.end();
          }
          if (!error) return resolve(response);
          // A call that waited its whole deadline for a connection never reached the
          // service: that is the service being unavailable, not slow.
          if (waitForReady && error.code === status.DEADLINE_EXCEEDED && raw.getChannel().getConnectivityState(false) !== READY) {
            const details = `no connection to the service (${error.details})`;
            return reject(
              Object.assign(new Error(`${status.UNAVAILABLE} UNAVAILABLE: ${details}`), {
                code: status.UNAVAILABLE,
                details,
                metadata: error.metadata,
              }),
            );
          }
          reject(error);
        },
      );
      const onMetadata = options.onMetadata;
      if (onMetadata) call.on("metadata", (received: Metadata) => onMetadata(received));
    });
  };
  const client = Object.fromEntries(
    Object.keys(methods).map((name) => [name, (request: unknown, options: UnaryCallOptions) => callByName(name, request, options)]),
  ) as PromiseClient<D>;
  return {
    client,
    callByName,
    hasMethod: (method) => method in methods,
    waitForReady: (timeoutMs) =>
      new Promise<void>((resolve, reject) => raw.waitForReady(Date.now() + timeoutMs, (error) => (error ? reject(error) : resolve()))),
    close: () => raw.close(),
  };
}

export type { GrpcServiceError, ServiceDefinition };
export { Metadata, status };
