import { createLogger, exitOnSignals, runMain } from "@planner/shared";
import { startWebhookService } from "./app.js";
import { readWebhookConfig } from "./config.js";

await runMain("webhook-service", async () => {
  const config = readWebhookConfig();
  const log = createLogger("webhook-service", config.logLevel);
  const service = await startWebhookService(config, log);
  exitOnSignals(service.stop, log);
});
