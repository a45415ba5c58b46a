import { createLogger, exitOnSignals, runMain, startTracing } from "@planner/shared";
import { startWebhookService } from "./app.js";
import { readWebhookConfig } from "./config.js";

await runMain("webhook-service", async () => {
  const config = readWebhookConfig();
  const log = createLogger("webhook-service", config.logLevel);
  startTracing("webhook-service", config.tracing, log);
  const service = await startWebhookService(config, log);
  exitOnSignals(service.stop, log);
});
