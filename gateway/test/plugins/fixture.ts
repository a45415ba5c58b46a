/**
 * In-process fixture for the gateway's policy plugins: the real accounts repository on a
 * database of this run's own, real Redis under this run's own key prefix, and the real
 * OpenAPI document. `app()` builds a Fastify instance with problem mapping plus the plugins a
 * test names, and routes an operation of the document to a handler the test chooses.
 */
import { fileURLToPath } from "node:url";
import { createLogger, createSequelize, migrate, type Sequelize } from "@planner/shared";
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase, uniqueSuffix } from "@planner/shared/testing";
import Fastify, { type FastifyInstance, type FastifyPluginCallback, type RouteHandlerMethod } from "fastify";
import { createClient, type RedisClientType } from "redis";
import type { Scope } from "../../src/accounts/plans.js";
import { AccountsRepository, type Workspace } from "../../src/accounts/repository.js";
import { Authenticator } from "../../src/auth/authenticator.js";
import { problemsPlugin } from "../../src/http/plugins/problems.js";
import { routeOperation } from "../../src/http/plugins/route-context.js";
import { IdempotencyStore } from "../../src/idempotency.js";
import { Admission } from "../../src/limits/admission.js";
import { UsageJournal } from "../../src/limits/usage-journal.js";
import { type ApiDocument, loadApiDocument, type Operation } from "../../src/openapi/operations.js";
import { RedisCommands } from "../../src/redis-commands.js";
import { OPENAPI_FILE } from "../harness.js";

const MIGRATIONS = fileURLToPath(new URL("../../migrations", import.meta.url));
const PEPPER = "plugin-test-pepper";
export const RATE_LIMIT = 5;

export interface PolicyFixture {
  document: ApiDocument;
  accounts: AccountsRepository;
  authenticator: Authenticator;
  admission: Admission;
  idempotency: IdempotencyStore;
  journal: UsageJournal;
  log: ReturnType<typeof createLogger>;
  operation(id: string): Operation;
  /** A workspace of the given plan with a key of the given scope: `Bearer …` header value. */
  keyFor(
    scope: Scope,
    plan?: Workspace["plan"],
    quotas?: { api_quota?: number; ai_quota?: number },
  ): Promise<{ authorization: string; keyId: string; workspace: Workspace }>;
  app(
    plugins: [FastifyPluginCallback<never> | ((app: FastifyInstance, options: never) => Promise<void>), unknown?][],
    routes?: { operation: string; handler: RouteHandlerMethod }[],
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function policyFixture(): Promise<PolicyFixture> {
  const db: TestDatabase = await createTestDatabase("gwplugin");
  const sequelize: Sequelize = createSequelize(db.url, { applicationName: "plugin-test", poolMax: 2 });
  await migrate(sequelize, "gateway", MIGRATIONS);
  const accounts = new AccountsRepository(sequelize, "gateway");
  const log = createLogger("plugin-test", "silent");
  const redis = createClient({ url: TEST_REDIS_URL }) as RedisClientType;
  await redis.connect();
  const commands = new RedisCommands(redis, 2_000);
  const keyPrefix = `test:${uniqueSuffix()}:`;
  const journal = new UsageJournal(accounts, log, 60_000);
  const admission = new Admission(commands, journal, { keyPrefix, rateLimit: RATE_LIMIT, windowMs: 60_000 });
  const authenticator = new Authenticator(accounts, log, { pepper: PEPPER, cacheTtlMs: 60_000, pollMs: 60_000 });
  const idempotency = new IdempotencyStore(commands, { keyPrefix, ttlSeconds: 60 });
  const document = loadApiDocument(OPENAPI_FILE);
  const apps: FastifyInstance[] = [];

  return {
    document,
    accounts,
    authenticator,
    admission,
    idempotency,
    journal,
    log,
    operation(id) {
      const found = document.operations.find((operation) => operation.id === id);
      if (!found) throw new Error(`no operation ${id}`);
      return found;
    },
    async keyFor(scope, plan = "pro", quotas = {}) {
      const workspace = await accounts.createWorkspace({ name: `plugin ${scope}`, plan, ...quotas });
      const key = await accounts.createKey({ workspaceId: workspace.id, scope, name: "test", pepper: PEPPER });
      return { authorization: `Bearer ${key.key}`, keyId: key.id, workspace };
    },
    async app(plugins, routes = []) {
      const app = Fastify();
      await app.register(problemsPlugin, { log });
      for (const [plugin, options] of plugins) await app.register(plugin as FastifyPluginCallback, (options ?? {}) as object);
      await app.register((scope, _options, done) => {
        for (const route of routes) {
          const operation = document.operations.find((candidate) => candidate.id === route.operation);
          if (!operation) throw new Error(`no operation ${route.operation}`);
          routeOperation(scope, operation, { handler: route.handler });
        }
        done();
      });
      await app.ready();
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      commands.close();
      await redis.close();
      await sequelize.close();
      await db.drop();
    },
  };
}
