import { fileURLToPath } from "node:url";
import { ConfigReader, type InfraConfig, readCursorSecret, readInfraConfig } from "@planner/shared";

/** Settings of the project service; every value comes from the environment with a default. */
export interface ProjectConfig extends InfraConfig {
  grpcPort: number;
  /** Postgres schema owned by this service. */
  dbSchema: string;
  dbPoolMax: number;
  templatesFile: string;
  outbox: OutboxConfig;
  /** HMAC key of the list cursors (CURSOR_SECRET). */
  cursorSecret: string;
}

export interface OutboxConfig {
  /** How often the relay looks for rows written by other replicas (own writes wake it at once). */
  pollMs: number;
  batchSize: number;
  /** First and largest delay between retries while JetStream does not acknowledge. */
  retryBaseMs: number;
  retryMaxMs: number;
  publishTimeoutMs: number;
}

const DEFAULT_TEMPLATES_FILE = fileURLToPath(new URL("../data/templates.json", import.meta.url));

export function readProjectConfig(env: Record<string, string | undefined> = process.env): ProjectConfig {
  const reader = new ConfigReader(env);
  return {
    ...readInfraConfig(reader, { managementPort: 9081 }),
    grpcPort: reader.int("GRPC_PORT", 50051, { max: 65535 }),
    dbSchema: reader.identifier("PROJECT_DB_SCHEMA", "project"),
    dbPoolMax: reader.int("DB_POOL_MAX", 10, { min: 2, max: 200 }),
    templatesFile: reader.string("PROJECT_TEMPLATES_FILE", DEFAULT_TEMPLATES_FILE),
    cursorSecret: readCursorSecret(reader, env),
    outbox: {
      pollMs: reader.int("OUTBOX_POLL_MS", 500, { min: 10, max: 60_000 }),
      batchSize: reader.int("OUTBOX_BATCH_SIZE", 100, { min: 1, max: 1000 }),
      retryBaseMs: reader.int("OUTBOX_RETRY_BASE_MS", 250, { min: 10, max: 60_000 }),
      retryMaxMs: reader.int("OUTBOX_RETRY_MAX_MS", 5_000, { min: 10, max: 300_000 }),
      publishTimeoutMs: reader.int("OUTBOX_PUBLISH_TIMEOUT_MS", 3_000, { min: 100, max: 60_000 }),
    },
  };
}
