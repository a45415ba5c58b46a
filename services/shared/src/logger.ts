import { type Logger, pino } from "pino";

export type { Logger };

/** JSON logs; secrets and credentials are redacted wherever they appear. */
export function createLogger(service: string, level = "info"): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["authorization", "*.authorization", "headers.authorization", "secret", "*.secret", "key", "*.key", "password"],
      censor: "[redacted]",
    },
  });
}
