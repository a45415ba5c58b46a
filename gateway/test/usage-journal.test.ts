import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createLogger, createSequelize, migrate, type Sequelize } from "@planner/shared";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import { AccountsRepository } from "../src/accounts/repository.js";
import { UsageJournal } from "../src/limits/usage-journal.js";

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
});
