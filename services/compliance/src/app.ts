/** Builds and starts the compliance service: database, migrations, reference data, gRPC and management servers. */
import { fileURLToPath } from "node:url";
import {
  CursorSigner,
  createMetricsRegistry,
  createSequelize,
  ensureDatabase,
  type Logger,
  migrate,
  type ServiceRuntime,
  startServiceRuntime,
  waitForPostgres,
} from "@planner/shared";
import { ComplianceServiceService } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { type ComplianceConfig, SCHEMA } from "./config.js";
import { createComplianceHandlers } from "./grpc/handlers.js";
import { type LoadOptions, loadRulesFile } from "./loader.js";
import { type ReplaceResult, RulesRepository } from "./repositories/rules.js";

export const SERVICE_NAME = "planner.compliance.v1.ComplianceService";

const MIGRATIONS = fileURLToPath(new URL("../migrations", import.meta.url));

export interface ComplianceService extends ServiceRuntime {
  repository: RulesRepository;
  /** What the start-up load did (loaded a new version or found it current). */
  load: ReplaceResult;
}

/** A clock that always reads noon (UTC) of one day. */
const fixedDay = (day: string) => () => new Date(`${day}T12:00:00Z`);

export interface StartOptions {
  registry?: ReturnType<typeof createMetricsRegistry>;
  /** Clock for amendments (tests). */
  now?: () => Date;
  /** Test hook passed to the loader. */
  load?: LoadOptions;
}

export async function startComplianceService(
  config: ComplianceConfig,
  log: Logger,
  options: StartOptions = {},
): Promise<ComplianceService> {
  await waitForPostgres(config.databaseUrl, log);
  await ensureDatabase(config.databaseUrl);
  const sequelize = createSequelize(config.databaseUrl, { applicationName: "compliance-service", poolMax: config.dbPoolMax });
  try {
    const applied = await migrate(sequelize, SCHEMA, MIGRATIONS);
    if (applied.length > 0) log.info({ applied }, "migrations applied");
    const repository = new RulesRepository(sequelize, SCHEMA);
    const load = await loadRulesFile(repository, config.rulesFile, log, options.load);
    const runtime = await startServiceRuntime({
      name: "compliance-service",
      host: config.host,
      grpcPort: config.grpcPort,
      managementPort: config.managementPort,
      log,
      registry: options.registry ?? createMetricsRegistry("compliance-service"),
      services: [
        {
          name: SERVICE_NAME,
          definition: ComplianceServiceService,
          implementation: createComplianceHandlers({
            repository,
            chfPerEur: config.chfPerEur,
            cursors: new CursorSigner(config.cursorSecret),
            now: options.now ?? (config.evaluationDate ? fixedDay(config.evaluationDate) : undefined),
          }),
        },
      ],
      checks: [{ name: "postgres", check: () => repository.ping() }],
      resources: [{ name: "close database pool", run: () => sequelize.close() }],
    });
    return { ...runtime, repository, load };
  } catch (error) {
    await sequelize.close();
    throw error;
  }
}
