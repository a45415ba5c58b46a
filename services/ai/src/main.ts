import { createLogger, exitOnSignals, runMain } from "@planner/shared";
import { startAiService } from "./app.js";
import { readAiConfig } from "./config.js";

await runMain("ai-service", async () => {
  const config = readAiConfig();
  const log = createLogger("ai-service", config.logLevel);
  const service = await startAiService(config, log);
  exitOnSignals(service.stop, log);
});
