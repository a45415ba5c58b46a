#!/usr/bin/env node
// Migrates every component's schema and loads the compliance library's reference data, then
// exits: the chart runs it as a pre-install/pre-upgrade Job so a release's schema is in place
// before its pods roll. Each service still migrates at its own start (idempotent, under an
// advisory lock), so `npm start` and the tests do not need this. Reads the same environment as
// the services (DATABASE_URL, GATEWAY_DB_SCHEMA, PROJECT_DB_SCHEMA, RULES_FILE, LOG_LEVEL).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigReader, createLogger, createSequelize, ensureDatabase, migrate, readInfraConfig, runMain } from "@planner/shared";
import { SCHEMA as COMPLIANCE_SCHEMA, DEFAULT_RULES_FILE } from "../services/compliance/dist/config.js";
import { loadRulesFile } from "../services/compliance/dist/loader.js";
import { RulesRepository } from "../services/compliance/dist/repositories/rules.js";
import { SCHEMA as WEBHOOK_SCHEMA } from "../services/webhook/dist/config.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

await runMain("migrate", async () => {
  const reader = new ConfigReader();
  // Only what the migration needs: the services' whole configurations also demand secrets
  // (CURSOR_SECRET in production) that the migration Job is not given.
  const infra = readInfraConfig(reader, { managementPort: 0 });
  const rulesFile = reader.string("RULES_FILE", DEFAULT_RULES_FILE);
  const log = createLogger("migrate", infra.logLevel);
  const schemas = [
    { schema: reader.identifier("GATEWAY_DB_SCHEMA", "gateway"), directory: "gateway/migrations" },
    { schema: reader.identifier("PROJECT_DB_SCHEMA", "project"), directory: "services/project/migrations" },
    { schema: COMPLIANCE_SCHEMA, directory: "services/compliance/migrations" },
    { schema: WEBHOOK_SCHEMA, directory: "services/webhook/migrations" },
  ];
  await ensureDatabase(infra.databaseUrl);
  const sequelize = createSequelize(infra.databaseUrl, { applicationName: "migrate", poolMax: 2 });
  try {
    for (const { schema, directory } of schemas) {
      const applied = await migrate(sequelize, schema, join(root, directory));
      log.info({ schema, applied }, applied.length > 0 ? "migrations applied" : "schema current");
    }
    await loadRulesFile(new RulesRepository(sequelize, COMPLIANCE_SCHEMA), rulesFile, log);
  } finally {
    await sequelize.close();
  }
  log.info("database ready");
});
