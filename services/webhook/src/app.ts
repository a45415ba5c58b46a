/** Builds and starts the webhook service: database, migrations, gRPC and management servers, the events consumer and the delivery worker. */
import { fileURLToPath } from "node:url";
import {
  CursorSigner,
  createMetricsRegistry,
  createPgPool,
  createSequelize,
  ensureDatabase,
  type Logger,
  migrate,
  type Registry,
  type ServiceRuntime,
  scheduleIdempotencyPurge,
  startServiceRuntime,
  waitForPostgres,
} from "@planner/shared";
import { WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { SCHEMA, type WebhookConfig } from "./config.js";
import { SecretResealer } from "./crypto/reseal.js";
import { SecretBox } from "./crypto/secret-box.js";
import { RetentionRunner } from "./delivery/retention-runner.js";
import { WebhookSender } from "./delivery/sender.js";
import { DeliveryWorker } from "./delivery/worker.js";
import { type EventConsumer, startEventConsumer } from "./events/consumer.js";
import { createFanOut, type FanOut } from "./events/fan-out.js";
import { DeadLetterReplay } from "./events/replay.js";
import { SubscriptionCache } from "./events/subscriptions.js";
import { createWebhookHandlers } from "./grpc/handlers.js";
import { createRetentionMetrics, createWebhookMetrics } from "./metrics.js";
import { DeadLetterRepository } from "./repositories/dead-letters.js";
import { DeliveryRepository } from "./repositories/deliveries.js";
import { RetentionRepository } from "./repositories/retention.js";
import { WebhookRepository } from "./repositories/webhooks.js";
import { type Resolver, SsrfGuard } from "./ssrf/guard.js";

export const SERVICE_NAME = "planner.webhook.v1.WebhookService";

const MIGRATIONS = fileURLToPath(new URL("../migrations", import.meta.url));

export interface WebhookService extends ServiceRuntime {
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  deadLetters: DeadLetterRepository;
  fanOut: FanOut;
  /** The active subscriptions of each workspace, cached for the fan-out. */
  subscriptions: SubscriptionCache;
  worker: DeliveryWorker;
  /** Undefined when started with `consumeEvents: false`. */
  consumer: EventConsumer | undefined;
  /** The delivery-record purge; undefined when WEBHOOK_DELIVERY_RETENTION is off. */
  retention: RetentionRunner | undefined;
}

export interface StartOptions {
  registry?: Registry;
  /** DNS for deliveries (tests inject one; production uses the system resolver). */
  resolver?: Resolver;
  /** Clock for subscriptions, fan-out and the retention cutoff (tests). */
  now?: () => Date;
  /** Consume the events stream (default true); tests of the API alone can skip NATS. */
  consumeEvents?: boolean;
  random?: () => number;
}

export async function startWebhookService(config: WebhookConfig, log: Logger, options: StartOptions = {}): Promise<WebhookService> {
  await waitForPostgres(config.databaseUrl, log);
  await ensureDatabase(config.databaseUrl);
  // Sequelize only runs the migrations; the repositories use a plain pg pool in the schema.
  const sequelize = createSequelize(config.databaseUrl, { applicationName: "webhook-service", poolMax: 1 });
  try {
    const applied = await migrate(sequelize, SCHEMA, MIGRATIONS);
    if (applied.length > 0) log.info({ applied }, "migrations applied");
  } finally {
    await sequelize.close();
  }
  if (config.developmentSecretKey) log.warn("WEBHOOK_SECRET_KEY is not set; webhook secrets are encrypted with the development key");
  const pool = createPgPool(config.databaseUrl, { applicationName: "webhook-service", schema: SCHEMA, max: config.dbPoolMax, log });
  const registry = options.registry ?? createMetricsRegistry("webhook-service");
  const subscriptions = new SubscriptionCache({
    load: (workspaceId) => deliveries.activeSubscriptions(workspaceId),
    subjectPrefix: config.eventsSubjectPrefix,
    ttlMs: config.subscriptionCacheMs,
    log,
  });
  const subscriptionsChanged = (workspaceId: string) => subscriptions.changed(workspaceId);
  const webhooks = new WebhookRepository(pool, subscriptionsChanged);
  const deliveries = new DeliveryRepository(pool, subscriptionsChanged);
  const deadLetters = new DeadLetterRepository(pool);
  const secretBox = new SecretBox(config.secretKey, config.previousSecretKeys);
  if (config.previousSecretKeys.length > 0) {
    log.info(
      { previousSecretKeys: config.previousSecretKeys.length },
      "previous webhook secret keys configured; run webhook reseal-secrets, then remove them",
    );
  }
  const guard = new SsrfGuard(config.allowedCidrs);
  const metrics = createWebhookMetrics(registry, () => deliveries.pendingCount(), config.previousSecretKeys.length);
  const sender = new WebhookSender({
    guard,
    resolver: options.resolver,
    extraCaPem: config.extraCaPem,
    connectTimeoutMs: config.connectTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  const worker = new DeliveryWorker({
    deliveries,
    sender,
    secretBox,
    scheduleMs: config.retryScheduleMs,
    concurrency: config.deliveryConcurrency,
    pollMs: config.pollMs,
    leaseMs: config.connectTimeoutMs + config.requestTimeoutMs + 30_000,
    disableAfterMs: config.disableAfterMs,
    log,
    metrics,
    random: options.random,
  });
  const fanOut = createFanOut({ deliveries, subscriptions, now: options.now, onCreated: () => worker.wake(), worker });
  const retention =
    config.deliveryRetentionMs === undefined
      ? undefined
      : new RetentionRunner({
          repository: new RetentionRepository(pool),
          retentionMs: config.deliveryRetentionMs,
          intervalMs: config.retentionIntervalMs,
          log,
          metrics: createRetentionMetrics(registry),
          now: options.now,
        });
  let consumer: EventConsumer | undefined;
  // Idempotency records of subscription creation past retention (48 h).
  const stopIdempotencyPurge = scheduleIdempotencyPurge(webhooks.idempotencyRecords, log);
  try {
    worker.start();
    retention?.start();
    if (options.consumeEvents ?? true) {
      consumer = startEventConsumer({
        natsUrl: config.natsUrl,
        stream: config.eventsStream,
        subjectPrefix: config.eventsSubjectPrefix,
        streamReplicas: config.eventsStreamReplicas,
        durable: config.consumerDurable,
        fanOut,
        deadLetters,
        log,
        registry,
        onConnected: (nc) => subscriptions.attach(nc),
      });
    }
    const eventConsumer = consumer;
    const runtime = await startServiceRuntime({
      name: "webhook-service",
      host: config.host,
      grpcPort: config.grpcPort,
      managementPort: config.managementPort,
      log,
      registry,
      services: [
        {
          name: SERVICE_NAME,
          definition: WebhookServiceService,
          implementation: createWebhookHandlers({
            webhooks,
            deliveries,
            deadLetters,
            replay: new DeadLetterReplay(deadLetters, fanOut, config.eventsSubjectPrefix, options.now),
            onRedeliver: () => worker.wake(),
            secretBox,
            resealer: new SecretResealer({ webhooks, secretBox, log }),
            guard,
            maxPerWorkspace: config.maxWebhooksPerWorkspace,
            cursors: new CursorSigner(config.cursorSecret),
            now: options.now,
          }),
        },
      ],
      // NATS is not a readiness condition: the API works without it and events wait in the stream.
      checks: [{ name: "postgres", check: () => webhooks.ping() }],
      workers: [
        {
          name: "stop events consumer",
          run: async () => {
            subscriptions.detach();
            await eventConsumer?.stop();
          },
        },
        { name: "stop delivery worker", run: () => worker.stop() },
        // Before the pool closes: the purge batch in flight commits first.
        { name: "stop delivery-record purge", run: async () => retention?.stop() },
        { name: "stop idempotency purge", run: async () => stopIdempotencyPurge() },
      ],
      resources: [
        { name: "close HTTP agent", run: () => sender.close() },
        { name: "close database pool", run: () => pool.end() },
      ],
    });
    return { ...runtime, webhooks, deliveries, deadLetters, fanOut, subscriptions, worker, consumer, retention };
  } catch (error) {
    stopIdempotencyPurge();
    subscriptions.detach();
    await consumer?.stop();
    await worker.stop();
    await retention?.stop();
    await sender.close();
    await pool.end();
    throw error;
  }
}
