import { createLogger, exitOnSignals, runMain, startTracing } from "@planner/shared";
import { startComplianceService } from "./app.js";
import { readComplianceConfig } from "./config.js";

await runMain("compliance-service", async () => {
  const config = readComplianceConfig();
  const log = createLogger("compliance-service", config.logLevel);
  startTracing("compliance-service", config.tracing, log);
  const service = await startComplianceService(config, log);
  exitOnSignals(service.stop, log);
});
