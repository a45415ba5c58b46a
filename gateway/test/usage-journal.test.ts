import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createLogger, createSequelize, type Logger, migrate, type Sequelize } from "@planner/shared";
import { createTestDatabase, freeLoopbackPort, TEST_REDIS_URL, type TestDatabase, uniqueSuffix } from "@planner/shared/testing";
import { createClient, type RedisClientType } from "redis";
import { usagePeriod } from "../src/accounts/plans.js";
import { AccountsRepository } from "../src/accounts/repository.js";
import { Admission } from "../src/limits/admission.js";
import { UsageJournal } from "../src/limits/usage-journal.js";
import { RedisCommands } from "../src/redis-commands.js";

const MIGRATIONS = fileURLToPath(new URL("../migrations", import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("usage journal", () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let accounts: AccountsRepository;

  before(async () => {
    db = await createTestDatabase("journal");
    sequelize = createSequelize(db.url, { applicationName: "journal-test" });
    await migrate(sequelize, "gateway", MIGRATIONS);
    accounts = new AccountsRepository(sequelize, "gateway");
  });

  after(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  const lastUsed = async (workspaceId: string): Promise<string | null> => (await accounts.listKeys(workspaceId))[0]?.last_used_at ?? null;

  it("adds every recorded call to Postgres and writes a key's last use at most once per interval", async () => {
    const workspace = await accounts.createWorkspace({ name: "Journal", plan: "pro" });
    const key = await accounts.createKey({ workspaceId: workspace.id, scope: "read", name: "k", pepper: "pepper" });
    const journal = new UsageJournal(accounts, createLogger("journal-test", "silent"), 60_000, 400);
    assert.equal(await lastUsed(workspace.id), null);

    journal.record(workspace.id, "2026-11-01", 1, 0, key.id);
    await journal.flush();
    const first = await lastUsed(workspace.id);
    assert.ok(first, "the first use is written");

    await sleep(20);
    journal.record(workspace.id, "2026-11-01", 1, 1, key.id);
    await journal.flush();
    assert.equal(await lastUsed(workspace.id), first, "a use within the interval does not rewrite the row");

    await sleep(450);
    journal.record(workspace.id, "2026-11-01", 1, 0, key.id);
    await journal.stop();
    const third = await lastUsed(workspace.id);
    assert.ok(third && Date.parse(third) > Date.parse(first), "a use after the interval is written again");

    assert.deepEqual(await accounts.getUsage(workspace.id, "2026-11-01"), { api: 3, ai: 1 });
  });

  describe("refunds and failed flushes", () => {
    let redis: RedisClientType;
    let commands: RedisCommands;

    before(async () => {
      redis = createClient({ url: TEST_REDIS_URL }) as RedisClientType;
      await redis.connect();
      commands = new RedisCommands(redis, 2_000);
    });
    after(async () => {
      commands?.close();
      await redis?.close();
    });

    const period = () => usagePeriod().key;

    it("refunding an AI call already written never makes a counter negative nor blocks other workspaces", async () => {
      const refunded = await accounts.createWorkspace({ name: "Refund GmbH", plan: "pro" });
      const bystander = await accounts.createWorkspace({ name: "Bystander AG", plan: "pro" });
      const journal = new UsageJournal(accounts, createLogger("journal-test", "silent"), 60_000);
      const admission = new Admission(commands, journal, { keyPrefix: `test:${uniqueSuffix()}:`, rateLimit: 100, windowMs: 60_000 });

      assert.equal((await admission.admit({ keyId: "key_refund", workspace: refunded, ai: true })).verdict, "admitted");
      await journal.flush();
      assert.deepEqual(await accounts.getUsage(refunded.id, period()), { api: 1, ai: 1 });

      // The upstream failed: the AI call is given back after its charge was written.
      await admission.refundAi(refunded.id);
      assert.equal((await admission.admit({ keyId: "key_bystander", workspace: bystander, ai: true })).verdict, "admitted");
      await journal.flush();

      assert.deepEqual(await accounts.getUsage(refunded.id, period()), { api: 1, ai: 0 }, "the refund is written");
      assert.deepEqual(await accounts.getUsage(bystander.id, period()), { api: 1, ai: 1 }, "the other workspace's call is written");
      const [rows] = await sequelize.query(`SELECT * FROM gateway.usage WHERE workspace_id IN ('${refunded.id}', '${bystander.id}')`);
      for (const row of rows as Record<string, string>[]) {
        for (const column of ["api_calls", "ai_calls", "ai_refunds"]) assert.ok(Number(row[column] ?? 0) >= 0, `${column} >= 0`);
      }
      await journal.stop();
    });

    it("a row Postgres refuses is kept and retried; the rest of its batch is written", async () => {
      const real = await accounts.createWorkspace({ name: "Real KG", plan: "pro" });
      const journal = new UsageJournal(accounts, createLogger("journal-test", "silent"), 60_000);
      // No such workspace: the foreign key refuses this row (as any one bad row would be).
      journal.record("ws_missing", period(), 1, 0);
      journal.record(real.id, period(), 2, 1);
      await journal.flush();
      assert.deepEqual(await accounts.getUsage(real.id, period()), { api: 2, ai: 1 });
      journal.record(real.id, period(), 1, 0);
      await journal.flush();
      assert.deepEqual(await accounts.getUsage(real.id, period()), { api: 3, ai: 1 }, "later flushes still write");
      assert.equal(journal.unwritten, 1, "the refused row is kept, not dropped");
    });

    it("a flush that fails is retried and nothing is lost", async () => {
      const workspace = await accounts.createWorkspace({ name: "Outage SE", plan: "pro" });
      const journal = new UsageJournal(accounts, createLogger("journal-test", "silent"), 60_000);
      journal.record(workspace.id, period(), 4, 2);
      await sequelize.query("ALTER TABLE gateway.usage RENAME TO usage_away");
      try {
        await journal.flush();
        journal.record(workspace.id, period(), 1, 0);
        journal.refundAi(workspace.id, period());
        await journal.flush();
      } finally {
        await sequelize.query("ALTER TABLE gateway.usage_away RENAME TO usage");
      }
      await journal.stop();
      assert.deepEqual(await accounts.getUsage(workspace.id, period()), { api: 5, ai: 1 });
      assert.equal(journal.unwritten, 0);
    });
  });

  it("logs a flush that fails because Postgres is away as a warning, and a row Postgres refuses as an error", async () => {
    // What the journal logs, by level (the logger is the only stand-in; Postgres is real).
    const logged: { level: string; msg: string }[] = [];
    const recorder = (level: string) => (_fields: unknown, msg: string) => logged.push({ level, msg });
    const log = { warn: recorder("warn"), error: recorder("error"), info: recorder("info"), debug: recorder("debug") } as unknown as Logger;
    // Nothing listens on this port: every connection is refused, as while Postgres restarts.
    const away = createSequelize(`postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/planner`, { applicationName: "journal-test" });
    try {
      const outage = new UsageJournal(new AccountsRepository(away, "gateway"), log, 60_000);
      outage.record("ws_outage", "2026-11-01", 1, 0);
      await outage.flush();
      await outage.flush();
      assert.equal(outage.unwritten, 1, "kept for the next flush");
      assert.deepEqual(
        logged.map((entry) => entry.level),
        ["warn", "warn"],
        "an unavailable dependency is not an error of this process (alerts on error logs would fire on every flush)",
      );
    } finally {
      await away.close();
    }
    logged.length = 0;
    const refused = new UsageJournal(accounts, log, 60_000);
    refused.record("ws_missing", "2026-11-01", 1, 0);
    await refused.flush();
    assert.deepEqual(
      logged.map((entry) => entry.level),
      ["error"],
      "a row Postgres refuses is a bug to look at",
    );
  });
});
