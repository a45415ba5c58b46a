/**
 * The webhook schema on a fresh database with the repositories on their own pool and no
 * service running: the service creates the schema and stops at once, so a test's own claims
 * are the only ones.
 */
import { createPgPool, type PgPool } from "@planner/shared";
import { createTestDatabase } from "@planner/shared/testing";
import { SCHEMA } from "../../src/config.js";
import { DeliveryRepository } from "../../src/repositories/deliveries.js";
import { WebhookRepository } from "../../src/repositories/webhooks.js";
import { startTestService } from "./service.js";

export interface TestRepositories {
  pool: PgPool;
  deliveries: DeliveryRepository;
  webhooks: WebhookRepository;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

export async function startRepositories(label: string, poolMax = 4): Promise<TestRepositories> {
  const db = await createTestDatabase(label);
  await (await startTestService({ databaseUrl: db.url })).stop();
  const pool = createPgPool(db.url, { applicationName: `${label}-test`, schema: SCHEMA, max: poolMax });
  return {
    pool,
    deliveries: new DeliveryRepository(pool),
    webhooks: new WebhookRepository(pool),
    close: async () => {
      await pool.end();
      await db.drop();
    },
  };
}
