import { createLogger, exitOnSignals, runMain, startTracing } from "@planner/shared";
import { startGateway } from "./app.js";
import { readGatewayConfig } from "./config.js";

await runMain("gateway", async () => {
  const config = readGatewayConfig();
  const log = createLogger("gateway", config.logLevel);
  startTracing("gateway", config.tracing, log);
  const gateway = await startGateway(config, log);
  exitOnSignals(gateway.stop, log);
});
