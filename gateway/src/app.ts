import { randomBytes } from "node:crypto";
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
  shutdownTracing,
  startManagementServer,
  waitForPostgres,
} from "@planner/shared";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { Counter, Histogram } from "prom-client";
import { createClient, type RedisClientType } from "redis";
import { AccountsRepository } from "./accounts/repository.js";
import { Authenticator } from "./auth/authenticator.js";
import type { GatewayConfig } from "./config.js";
import { answerClientError, limitConnectionsPerIp } from "./http/connections.js";
import { admissionPlugin } from "./http/plugins/admission.js";
import { authenticate, authenticationPlugin } from "./http/plugins/authentication.js";
import { idempotencyPlugin } from "./http/plugins/idempotency.js";
import { openapiDocumentPlugin } from "./http/plugins/openapi-document.js";
import { answerUnreadableUrl, problemsPlugin, safeInstance } from "./http/plugins/problems.js";
import { requestMetricsPlugin } from "./http/plugins/request-metrics.js";
import { requestValidationPlugin } from "./http/plugins/request-validation.js";
import { tracingPlugin } from "./http/plugins/tracing.js";
import { upstreamDeadlineMs, upstreamPlugin } from "./http/plugins/upstream.js";
import { usagePlugin } from "./http/plugins/usage.js";
import { IdempotencyStore } from "./idempotency.js";
import { Admission } from "./limits/admission.js";
import { UsageJournal } from "./limits/usage-journal.js";
import { type ApiDocument, loadApiDocument } from "./openapi/operations.js";
import { HttpProblem, PROBLEM_CONTENT_TYPE } from "./problem.js";
import { RedisCommands } from "./redis-commands.js";
import { Upstreams } from "./upstreams.js";

const MIGRATIONS = new URL("../migrations", import.meta.url).pathname;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

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

export interface GatewayDeps {
  log: Logger;
  authenticator: Authenticator;
  admission: Admission;
  idempotency: IdempotencyStore;
  upstreams: Upstreams;
  upstreamTimeoutMs: number;
  aiUpstreamTimeoutMs: number;
  requestDuration: Histogram;
}

/**
 * Builds the public HTTP app from the API document; dependencies are passed in (tests use
 * port 0). Each concern is one plugin, registered in the order a request meets them:
 * authentication (onRequest) → validation (preValidation) → idempotency → admission
 * (preHandler) → the operation's handler (upstream call, usage, document); problem mapping
 * answers whatever any of them throws.
 */
export function buildGatewayApp(
  document: ApiDocument,
  deps: GatewayDeps,
  options: { bodyLimit?: number; http?: HttpLimits; metrics?: HttpGuardMetrics } = {},
): FastifyInstance {
  // A random prefix per app instance and a counter: unique across replicas without a clock
  // read and a random draw per request.
  const prefix = `req_${randomBytes(6)
    .toString("base64url")
    .replace(/[^A-Za-z0-9]/g, "x")}`;
  let sequence = 0;
  const nextRequestId = () => `${prefix}${(sequence++).toString(36)}`;
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
    // URLs the router cannot even read: problem+json like every other answer.
    frameworkErrors: (error, request, reply) =>
      answerUnreadableUrl(error, request, reply as unknown as FastifyReply, (unread) => authenticate(deps.authenticator, unread)),
    // Ids of any length reach their route, so the key is checked before the id is judged (404).
    routerOptions: { maxParamLength: 16_384 },
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

  // `Expect` other than 100-continue: Node answers 417 itself, with no body.
  app.server.on("checkExpectation", (request, response) => {
    const requestId = nextRequestId();
    const problem = new HttpProblem(417, "expectation_failed", "Only `Expect: 100-continue` is supported.");
    response
      .writeHead(417, { "content-type": PROBLEM_CONTENT_TYPE, "x-request-id": requestId })
      .end(problem.render(safeInstance(request.url ?? "/"), requestId));
  });

  void app.register(tracingPlugin);
  void app.register(problemsPlugin, { log: deps.log });
  void app.register(requestMetricsPlugin, { requestDuration: deps.requestDuration });
  void app.register(authenticationPlugin, { authenticator: deps.authenticator });
  void app.register(requestValidationPlugin);
  void app.register(idempotencyPlugin, { store: deps.idempotency, deadlineMs: (operation) => upstreamDeadlineMs(operation, deps) });
  void app.register(admissionPlugin, { admission: deps.admission });
  void app.register(openapiDocumentPlugin, { document });
  void app.register(usagePlugin, { document, admission: deps.admission });
  void app.register(upstreamPlugin, { document, ...deps });
  return app;
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
  await waitForPostgres(config.databaseUrl, log);
  await ensureDatabase(config.databaseUrl);
  const sequelize = createSequelize(config.databaseUrl, { applicationName: "gateway", poolMax: 10 });
  await migrate(sequelize, config.schema, MIGRATIONS);
  const accounts = new AccountsRepository(sequelize, config.schema);

  // No per-command timeout in the client: RedisCommands applies one coarse deadline. No
  // offline queue: a command sent while disconnected fails at once (503) instead of running
  // after its request was answered.
  const redis = createClient({
    url: config.redisUrl,
    disableOfflineQueue: true,
    commandOptions: { timeout: 0 },
  }) as RedisClientType;
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
    decisions: new Counter({
      name: "gateway_admission_decisions_total",
      help: "Admission decisions (per-key rate limit, monthly quotas) by the operation's quota class (api, ai) and verdict (admitted, rate_limited, api_quota_exceeded, ai_quota_exceeded); GET /usage still answers when a quota is spent",
      labelNames: ["quota", "verdict"],
      registers: [registry],
    }),
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
          // Last: the spans of the requests finished above are exported too.
          { name: "flush traces", run: () => shutdownTracing() },
        ],
        log,
      );
      return stopped;
    },
  };
}
