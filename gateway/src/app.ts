import type { Server } from "node:http";
import type { Socket } from "node:net";
import {
  connectNats,
  createLogger,
  createMetricsRegistry,
  createSequelize,
  ensureDatabase,
  type Logger,
  migrate,
  type NatsConnection,
  runShutdown,
  startManagementServer,
} from "@planner/shared";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { Counter, Histogram } from "prom-client";
import { createClient, type RedisClientType } from "redis";
import { parse, stringify } from "yaml";
import { AccountsRepository } from "./accounts/repository.js";
import { Authenticator } from "./auth/authenticator.js";
import type { GatewayConfig } from "./config.js";
import { Pipeline, type PipelineDeps } from "./http/pipeline.js";
import { IdempotencyStore } from "./idempotency.js";
import { Admission } from "./limits/admission.js";
import { UsageJournal } from "./limits/usage-journal.js";
import { type ApiDocument, loadApiDocument, toFastifyPath } from "./openapi/operations.js";
import { HttpProblem, PROBLEM_CONTENT_TYPE, rawProblemResponse } from "./problem.js";
import { RedisCommands } from "./redis-commands.js";
import { Upstreams } from "./upstreams.js";

const MIGRATIONS = new URL("../migrations", import.meta.url).pathname;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const BASE_PATHS = ["/api/v1", "/v1"];
const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no bound. */
  maxConnectionsPerIp: number;
}

const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  maxConnectionsPerIp: 256,
};

/** Counters of the connection guards (optional: tests build the app without a registry). */
export interface HttpGuardMetrics {
  clientErrors?: Counter;
  refusedConnections?: Counter;
}

/** Builds the public HTTP app from the API document; dependencies are passed in (tests use port 0). */
export function buildGatewayApp(
  document: ApiDocument,
  deps: PipelineDeps,
  options: { bodyLimit?: number; http?: HttpLimits; metrics?: HttpGuardMetrics } = {},
): FastifyInstance {
  let sequence = 0;
  const nextRequestId = () => {
    sequence = (sequence + 1) % 1_000_000;
    return `req_${Date.now().toString(36)}${sequence.toString(36).padStart(4, "0")}${Math.random().toString(36).slice(2, 8)}`;
  };
  const limits = options.http ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    requestIdHeader: false,
    // Headers must arrive within headersTimeout and the whole request (body included) within
    // requestTimeout; Node checks both every connectionsCheckingInterval.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(
        1_000,
        Math.max(50, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, nextRequestId(), options.metrics?.clientErrors),
    // URLs the router cannot even read: problem+json like every other answer, the path never echoed raw.
    frameworkErrors: (error, request, reply) => {
      const problem =
        error.code === "FST_ERR_MAX_PARAM_LENGTH"
          ? new HttpProblem(404, "not_found", "No resource has an id that long.")
          : new HttpProblem(400, "validation_failed", "The URL is not valid (malformed percent-encoding or characters).");
      void (reply as unknown as FastifyReply)
        .status(problem.status)
        .header("x-request-id", String(request.id))
        .header("content-type", PROBLEM_CONTENT_TYPE)
        .send(problem.render(safeInstance(request.url), String(request.id)));
    },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      if (typeof given === "string" && REQUEST_ID.test(given)) return given;
      return nextRequestId();
    },
  });
  if (limits.maxConnectionsPerIp > 0)
    limitConnectionsPerIp(app.server, limits.maxConnectionsPerIp, nextRequestId, options.metrics?.refusedConnections);

  // Callback style: an async hook costs a promise per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // While closing, answers in flight end their keep-alive connections, so close() does not
  // wait for clients to hang up (Fastify keeps idle connections for 72 s).
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json$/, { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpProblem(400, "invalid_json", `The request body is not valid JSON: ${(error as Error).message}`), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    let problem: HttpProblem;
    if (error instanceof HttpProblem) problem = error;
    else if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      problem = new HttpProblem(415, "unsupported_media_type", "Send the request body as application/json.");
    } else if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      problem = new HttpProblem(413, "payload_too_large", "The request body is larger than 1 MiB.");
    } else if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") {
      problem = new HttpProblem(400, "invalid_json", "The request body is empty or its length is wrong.");
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      problem = new HttpProblem(400, "validation_failed", "The request could not be read.");
    } else {
      deps.log.error({ err: error, requestId: request.id }, "unhandled gateway error");
      problem = new HttpProblem(500, "internal_error", "The request could not be completed.");
    }
    return reply
      .status(problem.status)
      .headers(problem.headers)
      .header("content-type", PROBLEM_CONTENT_TYPE)
      .send(problem.render(request.url, String(request.id)));
  });

  // Methods Fastify has no route table for (TRACE, PROPFIND …) on a known path: 405 with Allow.
  const knownPaths: { pattern: RegExp; allow: string }[] = [];
  app.setNotFoundHandler((request) => {
    const path = request.url.split("?")[0] ?? "";
    const known = knownPaths.find((entry) => entry.pattern.test(path));
    if (known) throw new HttpProblem(405, "method_not_allowed", `This path allows ${known.allow}.`, [], { allow: known.allow });
    throw new HttpProblem(404, "not_found", `There is no operation at ${safeInstance(path)}; see GET /api/v1/openapi.`);
  });
  // `Expect` other than 100-continue: Node answers 417 itself, with no body.
  app.server.on("checkExpectation", (request, response) => {
    const requestId = nextRequestId();
    const problem = new HttpProblem(417, "expectation_failed", "Only `Expect: 100-continue` is supported.");
    response
      .writeHead(417, { "content-type": PROBLEM_CONTENT_TYPE, "x-request-id": requestId })
      .end(problem.render(safeInstance(request.url ?? "/"), requestId));
  });

  const pipeline = new Pipeline(deps);
  const methodsByPath = new Map<string, string[]>();
  for (const operation of document.operations) {
    const handler = pipeline.handler(operation);
    for (const base of BASE_PATHS) {
      const url = `${base}${toFastifyPath(operation.path)}`;
      app.route({ method: operation.method, url, handler });
      methodsByPath.set(url, [...(methodsByPath.get(url) ?? []), operation.method]);
    }
  }
  for (const [url, methods] of methodsByPath) {
    const allowed = methods.includes("GET") ? [...methods, "HEAD"] : methods;
    knownPaths.push({ pattern: new RegExp(`^${url.replace(/:\w+/g, "[^/]+")}/?$`), allow: allowed.join(", ") });
    const others = ALL_METHODS.filter((method) => !allowed.includes(method));
    app.route({
      method: others,
      url,
      handler: async () => {
        throw new HttpProblem(405, "method_not_allowed", `${url} allows ${allowed.join(", ")}.`, [], { allow: allowed.join(", ") });
      },
    });
  }
  return app;
}

/**
 * Answers a request the HTTP parser gave up on: 408 `request_timeout` (headers or body not
 * received in time), 431 or 400, as problem+json, unless an answer has already begun on the
 * connection. The connection is then closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket, requestId: string, counter?: Counter): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, detail, reason] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? ([408, "request_timeout", "The request was not received in time; send headers and body without pausing.", "timeout"] as const)
      : error.code === "HPE_HEADER_OVERFLOW"
        ? ([431, "validation_failed", "The request headers are too large.", "header_overflow"] as const)
        : ([400, "validation_failed", "The request is not valid HTTP.", "bad_request"] as const);
  counter?.inc({ reason });
  // Node keeps the response in progress on the socket; once its head is out, writing more would corrupt it.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean; req?: { url?: string } } })._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    const instance = (inProgress?.req?.url ?? "/").split("?")[0] ?? "/";
    socket.end(rawProblemResponse(status, code, detail, requestId, instance));
    // A client that never reads or closes must not keep the socket.
    setTimeout(() => socket.destroy(), 1_000).unref();
  } else socket.destroy();
}

/**
 * Bounds the open connections per client address: one more is answered 429 problem+json
 * before anything is read from it, and closed.
 */
function limitConnectionsPerIp(server: Server, max: number, nextRequestId: () => string, counter?: Counter): void {
  const open = new Map<string, number>();
  // Runs before Node's own listener, so a refused connection is never parsed.
  server.prependListener("connection", (socket: Socket) => {
    const address = (socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    const count = open.get(address) ?? 0;
    if (count >= max) {
      counter?.inc();
      socket.on("error", () => undefined);
      socket.write(
        rawProblemResponse(429, "rate_limit_exceeded", `At most ${max} open connections per client address.`, nextRequestId(), "/", {
          "retry-after": "1",
        }),
      );
      socket.destroySoon();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

export interface GatewayHandle {
  port: number;
  managementPort: number;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** Connects every dependency, migrates the gateway schema and starts both listeners. */
export async function startGateway(config: GatewayConfig, log: Logger = createLogger("gateway", config.logLevel)): Promise<GatewayHandle> {
  const document = loadApiDocument(config.openapiFile);
  await ensureDatabase(config.databaseUrl);
  const sequelize = createSequelize(config.databaseUrl, { applicationName: "gateway", poolMax: 10 });
  await migrate(sequelize, config.schema, MIGRATIONS);
  const accounts = new AccountsRepository(sequelize, config.schema);

  // No per-command timeout in the client: RedisCommands applies one coarse deadline.
  const redis = createClient({ url: config.redisUrl, commandOptions: { timeout: 0 } }) as RedisClientType;
  redis.on("error", (error: unknown) => log.warn({ err: error }, "Redis connection error"));
  await redis.connect();
  const commands = new RedisCommands(redis, config.redisCommandTimeoutMs);

  let nats: NatsConnection | undefined;
  try {
    nats = await Promise.race([
      connectNats(config.natsUrl, "gateway", log),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("NATS connect timeout")), 3_000)),
    ]);
  } catch (error) {
    // Revocations still reach this replica through the one-second Postgres poll.
    log.warn({ err: error }, "NATS unavailable at start; relying on the revocation poll");
  }

  const registry = createMetricsRegistry("gateway");
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of public API requests",
    labelNames: ["operation", "status"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const authenticator = new Authenticator(accounts, log, {
    pepper: config.keyPepper,
    cacheTtlMs: config.keyCacheTtlMs,
    pollMs: config.revocationPollMs,
    maxEntries: config.keyCacheMaxEntries,
    negativeTtlMs: config.keyNegativeCacheTtlMs,
    lookupRate: config.keyLookupRate,
    lookupBurst: config.keyLookupBurst,
    failureLimit: config.authFailureLimit,
    lookups: new Counter({
      name: "gateway_key_lookups_total",
      help: "API key lookups for keys not cached: found, not_found, error (Postgres queries) and budget_exhausted (refused)",
      labelNames: ["result"],
      registers: [registry],
    }),
  });
  authenticator.start(nats);
  const journal = new UsageJournal(accounts, log, config.usageFlushMs);
  journal.start();
  const admission = new Admission(commands, journal, {
    keyPrefix: config.redisKeyPrefix,
    rateLimit: config.rateLimit,
    windowMs: config.rateWindowMs,
  });
  const upstreams = new Upstreams(config.services);
  const app = buildGatewayApp(
    document,
    {
      log,
      authenticator,
      admission,
      idempotency: new IdempotencyStore(commands, { keyPrefix: config.redisKeyPrefix, ttlSeconds: 86_400 }),
      upstreams,
      openapiYaml: publicDocument(document.raw),
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      aiUpstreamTimeoutMs: config.aiUpstreamTimeoutMs,
      requestDuration,
    },
    {
      http: config.http,
      metrics: {
        clientErrors: new Counter({
          name: "gateway_http_client_errors_total",
          help: "Requests the HTTP parser gave up on (timeout, header_overflow, bad_request)",
          labelNames: ["reason"],
          registers: [registry],
        }),
        refusedConnections: new Counter({
          name: "gateway_http_connections_refused_total",
          help: "Connections refused over HTTP_MAX_CONNECTIONS_PER_IP",
          registers: [registry],
        }),
      },
    },
  );
  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address() as { port: number };

  const management = await startManagementServer({
    host: config.host,
    port: config.managementPort,
    registry,
    checks: [
      { name: "postgres", check: () => sequelize.query("SELECT 1") },
      { name: "redis", check: () => commands.send(["PING"]) },
      ...upstreams.deployed().map(([service, client]) => ({ name: service, check: () => client.waitForReady(800) })),
    ],
  });
  log.info({ port: port.port, managementPort: management.port }, "gateway listening");

  let stopped: Promise<void> | undefined;
  return {
    port: port.port,
    managementPort: management.port,
    app,
    stop: () => {
      stopped ??= runShutdown(
        [
          { name: "mark not ready", run: async () => management.markDraining() },
          { name: "wait for load balancers", run: () => new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs)) },
          { name: "finish in-flight requests", run: () => app.close() },
          { name: "stop revocation poll", run: async () => authenticator.stop() },
          { name: "flush usage", run: () => journal.stop() },
          { name: "close gRPC channels", run: async () => upstreams.close() },
          { name: "drain NATS", run: async () => nats?.drain() },
          {
            name: "close Redis",
            run: () => {
              commands.close();
              return redis.close();
            },
          },
          { name: "close Postgres pool", run: () => sequelize.close() },
          { name: "close management server", run: () => management.close() },
        ],
        log,
      );
      return stopped;
    },
  };
}

/** A request path fit for `instance` and `detail`: anything but plain URL characters replaced, bounded. */
function safeInstance(url: string): string {
  const path = url.split("?")[0] ?? "";
  const clean = path.replace(/[^A-Za-z0-9\-._~/%]/g, "_");
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/** The document as clients get it from GET /openapi: without the internal wiring extensions. */
export function publicDocument(raw: string): string {
  const document = parse(raw) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== "object") continue;
      for (const key of Object.keys(operation)) if (/^x-(grpc|handler|timeout-ms)/.test(key)) delete operation[key];
    }
  }
  return stringify(document, { lineWidth: 0 });
}
