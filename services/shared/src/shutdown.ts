import type { Logger } from "./logger.js";

/** One step of an ordered shutdown (stop accepting → finish in-flight → drain NATS → close pools). */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

/** Runs the steps in order; a failing step is logged and the next still runs. */
export async function runShutdown(steps: ShutdownStep[], log: Logger): Promise<void> {
  for (const step of steps) {
    try {
      await step.run();
      log.debug({ step: step.name }, "shutdown step done");
    } catch (error) {
      log.error({ err: error, step: step.name }, "shutdown step failed");
    }
  }
}

/** On SIGTERM or SIGINT, runs `stop` once and exits (0 on success). */
export function exitOnSignals(stop: () => Promise<void>, log: Logger): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", handler);
  process.once("SIGINT", handler);
}
