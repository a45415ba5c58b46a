import { fileURLToPath } from "node:url";
import {
  CursorSigner,
  createMetricsRegistry,
  ensureDatabase,
  type Logger,
  migrate,
  type OutboxRelay,
  scheduleIdempotencyPurge,
  startServiceRuntime,
  waitForPostgres,
} from "@planner/shared";
import { ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ProjectConfig } from "./config.js";
import { TemplateCatalog } from "./domain/templates.js";
import { createHandlers } from "./grpc/handlers.js";
import { guardInputs } from "./grpc/input-guard.js";
import { NatsLink } from "./outbox/nats-link.js";
import { createOutboxRelay } from "./outbox/relay.js";
import type { PendingEvent } from "./repositories/outbox.js";
import { createStore } from "./repositories/store.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));
export const SERVICE_NAME = "planner.project.v1.ProjectService";

export interface ProjectServiceHandle {
  grpcPort: number;
  managementPort: number;
  /** Graceful stop: not ready → in-flight gRPC calls finish → relay flushes and stops → NATS drains → pool closes. */
  stop(): Promise<void>;
}

/**
 * Starts the project service: database and schema, templates, NATS (in the background:
 * reads work while NATS is down), the outbox relay, and the gRPC and management servers.
 * Port 0 picks free ports, so tests run it in-process.
 */
export async function startProjectService(config: ProjectConfig, log: Logger): Promise<ProjectServiceHandle> {
  await waitForPostgres(config.databaseUrl, log);
  await ensureDatabase(config.databaseUrl);
  const templates = await TemplateCatalog.load(config.templatesFile);
  let relay: OutboxRelay<PendingEvent> | undefined;
  const store = createStore({
    databaseUrl: config.databaseUrl,
    schema: config.dbSchema,
    poolMax: config.dbPoolMax,
    onEventsCommitted: () => relay?.wake(),
    log,
  });
  const link = new NatsLink({
    url: config.natsUrl,
    name: "project-service",
    stream: config.eventsStream,
    subjectPrefix: config.eventsSubjectPrefix,
    streamReplicas: config.eventsStreamReplicas,
    publishTimeoutMs: config.outbox.publishTimeoutMs,
    retryMs: 1_000,
    log,
  });
  try {
    const applied = await migrate(store.sequelize, config.dbSchema, MIGRATIONS_DIR);
    if (applied.length > 0) log.info({ applied }, "migrations applied");
    const registry = createMetricsRegistry("project-service");
    link.start();
    relay = createOutboxRelay({
      outbox: store.outbox,
      link,
      subjectPrefix: config.eventsSubjectPrefix,
      config: config.outbox,
      log,
      registry,
    });
    relay.start();
    const outboxRelay = relay;
    const stopPurge = scheduleIdempotencyPurge(store.idempotency.run, log);
    const runtime = await startServiceRuntime({
      name: "project-service",
      host: config.host,
      grpcPort: config.grpcPort,
      managementPort: config.managementPort,
      log,
      registry,
      services: [
        {
          name: SERVICE_NAME,
          definition: ProjectServiceService,
          implementation: guardInputs(createHandlers(store, templates, new CursorSigner(config.cursorSecret))),
        },
      ],
      // NATS is not a readiness condition: reads and writes work without it (events wait).
      checks: [{ name: "postgres", check: () => store.ping() }],
      workers: [
        { name: "stop outbox relay", run: () => outboxRelay.stop() },
        { name: "stop idempotency purge", run: async () => stopPurge() },
      ],
      resources: [
        { name: "drain NATS", run: () => link.close() },
        { name: "close database pool", run: () => store.close() },
      ],
    });
    return { grpcPort: runtime.grpcPort, managementPort: runtime.managementPort, stop: runtime.stop };
  } catch (error) {
    await relay?.stop(0);
    await link.close();
    await store.close();
    throw error;
  }
}
