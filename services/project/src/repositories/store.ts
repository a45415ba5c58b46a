import { createPgPool, createSequelize, type Logger, QueryTypes, type Sequelize } from "@planner/shared";
import { AgentRunRepository } from "./agent-runs.js";
import { BatchedLookup } from "./batched-lookup.js";
import { BatchedPages } from "./batched-pages.js";
import { DocumentRepository } from "./documents.js";
import { IdempotencyRepository } from "./idempotency.js";
import { defineModels, type ProjectModel } from "./models.js";
import { OutboxRepository } from "./outbox.js";
import { PartsRepository } from "./parts.js";
import { PROJECT_PAGES } from "./project-pages.js";
import { ProjectRepository } from "./projects.js";
import { TASK_PAGES } from "./task-pages.js";
import { TaskRepository } from "./tasks.js";

/** Every repository of the service over one connection pool. */
export interface Store {
  sequelize: Sequelize;
  projects: ProjectRepository;
  parts: PartsRepository;
  tasks: TaskRepository;
  documents: DocumentRepository;
  agentRuns: AgentRunRepository;
  outbox: OutboxRepository;
  idempotency: IdempotencyRepository;
  /** Readiness: the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createStore(options: {
  databaseUrl: string;
  schema: string;
  poolMax: number;
  /** Called after a commit that wrote events (wakes the outbox relay). */
  onEventsCommitted: () => void;
  log?: Logger;
}): Store {
  const sequelize = createSequelize(options.databaseUrl, { poolMax: options.poolMax, applicationName: "project-service" });
  // Raw SQL in the repositories names tables without a schema; every pooled connection
  // resolves them in this service's schema.
  sequelize.addHook("afterConnect", async (connection: unknown) => {
    await (connection as { query(sql: string): Promise<unknown> }).query(`SET search_path TO "${options.schema}", public`);
  });
  const pool = createPgPool(options.databaseUrl, {
    applicationName: "project-service",
    schema: options.schema,
    max: options.poolMax,
    log: options.log,
  });
  const models = defineModels(sequelize, options.schema);
  const outbox = new OutboxRepository(models, options.onEventsCommitted);
  const projects = new ProjectRepository(
    models,
    new BatchedLookup<ProjectModel>(pool, "find-projects", "projects"),
    new BatchedPages(pool, PROJECT_PAGES),
    pool,
    options.onEventsCommitted,
  );
  const documents = new DocumentRepository(models, projects);
  return {
    sequelize,
    projects,
    parts: new PartsRepository(models, projects, new BatchedPages(pool, TASK_PAGES)),
    tasks: new TaskRepository(models, projects, outbox, pool, options.onEventsCommitted),
    documents,
    agentRuns: new AgentRunRepository(models, documents, outbox),
    outbox,
    idempotency: new IdempotencyRepository(sequelize),
    ping: async () => {
      await sequelize.query("SELECT 1", { type: QueryTypes.SELECT });
    },
    close: async () => {
      await pool.end();
      await sequelize.close();
    },
  };
}
