/**
 * The webhook schema on a fresh database with the repositories on their own pool and no
 * service running: the service creates the schema and stops at once, so a test's own claims
 * are the only ones.
 */
import { createPgPool, type PgPool } from "@planner/shared";
import { createTestDatabase } from "@planner/shared/testing";
import { SCHEMA } from "../../src/config.js";
import { newWebhookSecret, SecretBox } from "../../src/crypto/secret-box.js";
import { DeliveryRepository } from "../../src/repositories/deliveries.js";
import { WebhookRepository } from "../../src/repositories/webhooks.js";
import { startTestService, TEST_SECRET_KEY } from "./service.js";

/** The box the test service seals webhook secrets with. */
export const testSecretBox = new SecretBox(Buffer.from(TEST_SECRET_KEY, "hex"));

export interface TestRepositories {
  pool: PgPool;
  deliveries: DeliveryRepository;
  webhooks: WebhookRepository;
  /** A subscription to every event of the workspace, at an address nothing listens on. */
  subscribe(workspaceId: string, path: string): ReturnType<WebhookRepository["create"]>;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

export async function startRepositories(label: string, poolMax = 4): Promise<TestRepositories> {
  const db = await createTestDatabase(label);
  await (await startTestService({ databaseUrl: db.url })).stop();
  const pool = createPgPool(db.url, { applicationName: `${label}-test`, schema: SCHEMA, max: poolMax });
  const webhooks = new WebhookRepository(pool);
  return {
    pool,
    deliveries: new DeliveryRepository(pool),
    webhooks,
    subscribe: (workspaceId, path) =>
      webhooks.create({
        workspaceId,
        url: `https://127.0.0.1:9/${path}`,
        events: ["*"],
        description: "",
        limit: 10,
        seal: (id) => testSecretBox.seal(newWebhookSecret(), id),
        now: new Date(),
      }),
    close: async () => {
      await pool.end();
      await db.drop();
    },
  };
}
