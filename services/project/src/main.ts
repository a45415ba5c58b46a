import { createLogger, exitOnSignals, runMain, startTracing } from "@planner/shared";
import { startProjectService } from "./app.js";
import { readProjectConfig } from "./config.js";

void runMain("project-service", async () => {
  const config = readProjectConfig();
  const log = createLogger("project-service", config.logLevel);
  startTracing("project-service", config.tracing, log);
  const service = await startProjectService(config, log);
  exitOnSignals(service.stop, log);
});
