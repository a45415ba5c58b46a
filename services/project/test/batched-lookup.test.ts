import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createPgPool, type PgPool } from "@planner/shared";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import { BatchedLookup } from "../src/repositories/batched-lookup.js";

interface Row {
  workspace_id: string;
  id: string;
  title: string;
}

describe("batched lookup", () => {
  let db: TestDatabase;
  let pool: PgPool;
  let queries = 0;

  before(async () => {
    db = await createTestDatabase("lookup");
    pool = createPgPool(db.url, { applicationName: "lookup-test", schema: "public", max: 4 });
    await pool.query("CREATE TABLE items (id text PRIMARY KEY, workspace_id text NOT NULL, title text NOT NULL)");
    await pool.query("INSERT INTO items VALUES ('a', 'w1', 'A'), ('b', 'w1', 'B'), ('c', 'w2', 'C')");
    // Counts the round trips the lookup makes (the pool itself is the real one).
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      queries++;
      return query(...args);
    };
  });

  after(async () => {
    await pool?.end();
    await db?.drop();
  });

  it("answers lookups of the same turn with one query, each scoped to its own workspace", async () => {
    const lookup = new BatchedLookup<Row>(pool, "find-items", "items");
    queries = 0;
    const found = await Promise.all([
      lookup.find("w1", "a"),
      lookup.find("w1", "b"),
      lookup.find("w2", "c"),
      lookup.find("w2", "a"), // another workspace's row does not exist for the caller
      lookup.find("w1", "missing"),
      lookup.find("w1", "a"), // the same row twice
    ]);
    assert.equal(queries, 1);
    assert.deepEqual(
      found.map((row) => row?.title),
      ["A", "B", "C", undefined, undefined, "A"],
    );
  });

  it("starts a new query for lookups of a later turn and splits batches at the limit", async () => {
    const lookup = new BatchedLookup<Row>(pool, "find-items-small", "items", 2);
    queries = 0;
    assert.equal((await lookup.find("w1", "a"))?.title, "A");
    assert.equal((await lookup.find("w1", "b"))?.title, "B");
    assert.equal(queries, 2);
    queries = 0;
    const titles = await Promise.all(["a", "b", "a", "b", "a"].map(async (id) => (await lookup.find("w1", id))?.title));
    assert.deepEqual(titles, ["A", "B", "A", "B", "A"]);
    assert.equal(queries, 3);
  });

  it("rejects every lookup of a failed batch and keeps working afterwards", async () => {
    const broken = new BatchedLookup<Row>(pool, "find-missing-table", "no_such_table");
    const results = await Promise.allSettled([broken.find("w1", "a"), broken.find("w1", "b")]);
    assert.deepEqual(
      results.map((result) => result.status),
      ["rejected", "rejected"],
    );
    const lookup = new BatchedLookup<Row>(pool, "find-items-after", "items");
    assert.equal((await lookup.find("w1", "b"))?.title, "B");
  });

  it("survives its connections being terminated (Postgres restart) and answers the next lookup", async () => {
    const lookup = new BatchedLookup<Row>(pool, "find-items-reconnect", "items");
    assert.equal((await lookup.find("w1", "a"))?.title, "A");
    // Only this test database's own connections of this pool (its application name).
    const admin = createPgPool(db.url, { applicationName: "lookup-test-admin", schema: "public", max: 1 });
    try {
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'lookup-test'",
      );
      assert.ok((killed.rowCount ?? 0) > 0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // the idle client's error arrives
    assert.equal(await lookup.find("w1", "c"), undefined);
    assert.equal((await lookup.find("w2", "c"))?.title, "C");
  });
});
