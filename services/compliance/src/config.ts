/** Configuration of the compliance service, from the environment only (defaults documented in the README). */
import { fileURLToPath } from "node:url";
import { ConfigError, ConfigReader, type InfraConfig, readCursorSecret, readInfraConfig } from "@planner/shared";

export interface ComplianceConfig extends InfraConfig {
  grpcPort: number;
  /** The versioned regulation library loaded at start. */
  rulesFile: string;
  /** Fixed EUR→CHF rate applied to a caller's EUR figures for thresholds set in CHF (an approximation). */
  chfPerEur: number;
  dbPoolMax: number;
  /** HMAC key of the list cursors (CURSOR_SECRET). */
  cursorSecret: string;
  /**
   * EVALUATION_DATE: evaluate every answer as of this day (YYYY-MM-DD) instead of today, so
   * a staging system or a test sees the same statuses whatever the calendar says.
   */
  evaluationDate?: string;
}

/** The data file shipped with the package (same path from src/ and dist/). */
export const DEFAULT_RULES_FILE = fileURLToPath(new URL("../data/rules.json", import.meta.url));

export const SCHEMA = "compliance";

function positiveDecimal(reader: ConfigReader, name: string, fallback: number, max: number): number {
  const raw = reader.optionalString(name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new ConfigError(`${name} must be a decimal number such as ${fallback}, got "${raw}"`);
  const value = Number(raw);
  if (value <= 0 || value > max) throw new ConfigError(`${name} must be greater than 0 and at most ${max}, got ${value}`);
  return value;
}

export function readComplianceConfig(env: Record<string, string | undefined> = process.env): ComplianceConfig {
  const reader = new ConfigReader(env);
  return {
    ...readInfraConfig(reader, { managementPort: 9083 }),
    grpcPort: reader.int("GRPC_PORT", 50053, { max: 65535 }),
    rulesFile: reader.string("RULES_FILE", DEFAULT_RULES_FILE),
    chfPerEur: positiveDecimal(reader, "CHF_PER_EUR", 0.93, 100),
    dbPoolMax: reader.int("DB_POOL_MAX", 10, { min: 1, max: 200 }),
    cursorSecret: readCursorSecret(reader, env),
    evaluationDate: evaluationDate(reader),
  };
}

function evaluationDate(reader: ConfigReader): string | undefined {
  const raw = reader.optionalString("EVALUATION_DATE");
  if (raw === undefined) return undefined;
  const date = new Date(`${raw}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    throw new ConfigError(`EVALUATION_DATE must be a calendar date YYYY-MM-DD, got "${raw}"`);
  }
  return raw;
}
