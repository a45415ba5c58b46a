import { createLogger, exitOnSignals, runMain, startTracing } from "@planner/shared";
import { startAiService } from "./app.js";
import { readAiConfig } from "./config.js";

await runMain("ai-service", async () => {
  const config = readAiConfig();
  const log = createLogger("ai-service", config.logLevel);
  startTracing("ai-service", config.tracing, log);
  const service = await startAiService(config, log);
  exitOnSignals(service.stop, log);
});
