/** The service's connection pool and a transaction helper; table names resolve in the webhook schema. */
import type { PgPool } from "@planner/shared";
import type { PoolClient } from "pg";

export async function inTransaction<T>(pool: PgPool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
