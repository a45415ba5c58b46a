/** Configuration of the webhook service, from the environment only (defaults documented in the README). */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { ConfigError, ConfigReader, type InfraConfig, readCursorSecret, readInfraConfig } from "@planner/shared";
import { parseSecretKey } from "./crypto/secret-box.js";
import { parseCidrList } from "./ssrf/guard.js";
import type { Cidr } from "./ssrf/ip.js";

export const SCHEMA = "webhook";

export interface WebhookConfig extends InfraConfig {
  grpcPort: number;
  dbPoolMax: number;
  /** AES-256-GCM key for the stored signing secrets. */
  secretKey: Buffer;
  /** Earlier keys, tried in order when the current one does not open a secret (never used to seal). */
  previousSecretKeys: Buffer[];
  /** True when no key was configured outside production and the fixed development key is used. */
  developmentSecretKey: boolean;
  /** HMAC key of the list cursors (CURSOR_SECRET). */
  cursorSecret: string;
  /** Waits before attempts 2, 3, … (the delivery gives up after `retryScheduleMs.length + 1` attempts). */
  retryScheduleMs: number[];
  /** Blocks reachable despite the SSRF guard. */
  allowedCidrs: Cidr[];
  /** Extra trusted CA certificates (PEM), e.g. for a receiver with a self-signed certificate. */
  extraCaPem: string | undefined;
  /** A subscription whose deliveries keep failing this long is disabled. */
  disableAfterMs: number;
  deliveryConcurrency: number;
  connectTimeoutMs: number;
  /** Whole request, connect to the end of the answer. */
  requestTimeoutMs: number;
  /** How often the worker looks for due deliveries (new fan-out in this process wakes it at once). */
  pollMs: number;
  maxWebhooksPerWorkspace: number;
  consumerDurable: string;
  /** How long a workspace's subscriptions stay cached without a change notice (0: no cache). */
  subscriptionCacheMs: number;
  /**
   * Finished deliveries (succeeded, failed, cancelled) untouched this long are purged with
   * their attempts, and events no remaining delivery references; undefined: kept forever.
   */
  deliveryRetentionMs: number | undefined;
  /** How often each replica runs the purge (one replica purges at a time). */
  retentionIntervalMs: number;
}

/** Used only outside production when WEBHOOK_SECRET_KEY is unset, so local runs need no setup. */
const DEVELOPMENT_KEY = createHash("sha256").update("project-planner webhook development key").digest();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: HOUR_MS };

/** Parses a duration such as `250ms`, `30s`, `5m`, `1.5h`. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const unit = UNIT_MS[match[2]];
  return unit === undefined ? undefined : Math.round(Number(match[1]) * unit);
}

/** parseDuration plus `d` for days, for spans of days to years (the retry schedule keeps its units). */
export function parseLongDuration(text: string): number | undefined {
  const days = /^(\d+(?:\.\d+)?)d$/.exec(text.trim());
  return days?.[1] ? Math.round(Number(days[1]) * DAY_MS) : parseDuration(text);
}

interface DurationRange {
  /** Bounds as text, e.g. "1h", so the message shows them as written. */
  min: string;
  max: string;
  example: string;
  hint?: string;
}

/** The duration `raw` of variable `name` within its range, or one line saying what is allowed. */
function checkDuration(name: string, raw: string, ms: number | undefined, range: DurationRange): number {
  if (ms === undefined || ms < (parseLongDuration(range.min) ?? 0) || ms > (parseLongDuration(range.max) ?? 0)) {
    throw new ConfigError(
      `${name} must be a duration from ${range.min} to ${range.max} such as ${range.example} (units ms, s, m, h, d)${range.hint ?? ""}, got "${raw}"`,
    );
  }
  return ms;
}

/** `0` or `off` (any zero duration too) keeps delivery records forever. */
function readRetention(reader: ConfigReader): number | undefined {
  const raw = reader.string("WEBHOOK_DELIVERY_RETENTION", "30d");
  const ms = parseLongDuration(raw);
  if (raw === "0" || raw.toLowerCase() === "off" || ms === 0) return undefined;
  return checkDuration("WEBHOOK_DELIVERY_RETENTION", raw, ms, {
    min: "1h",
    max: "3650d",
    example: "30d",
    hint: ", or 0 or off to keep delivery records forever",
  });
}

function readRetentionInterval(reader: ConfigReader): number {
  const raw = reader.string("WEBHOOK_RETENTION_INTERVAL", "10m");
  return checkDuration("WEBHOOK_RETENTION_INTERVAL", raw, parseLongDuration(raw), { min: "10s", max: "24h", example: "10m" });
}

export function parseRetrySchedule(text: string): number[] {
  const waits = text.split(",").map((part) => part.trim());
  if (waits.length > 10) throw new ConfigError(`WEBHOOK_RETRY_SCHEDULE allows at most 10 retries, got ${waits.length}`);
  return waits.map((part) => {
    const ms = parseDuration(part);
    if (ms === undefined || ms <= 0 || ms > 24 * HOUR_MS) {
      throw new ConfigError(
        `WEBHOOK_RETRY_SCHEDULE must be durations such as 30s,5m,30m (units ms, s, m, h; at most 24h each), got "${part}"`,
      );
    }
    return ms;
  });
}

function readSecretKey(reader: ConfigReader, production: boolean): { key: Buffer; development: boolean } {
  const raw = reader.optionalString("WEBHOOK_SECRET_KEY");
  if (raw === undefined) {
    if (production) throw new ConfigError("WEBHOOK_SECRET_KEY is required: 32 bytes as 64 hex characters or base64");
    return { key: DEVELOPMENT_KEY, development: true };
  }
  const key = parseSecretKey(raw);
  // The value itself never appears in the message.
  if (!key) throw new ConfigError("WEBHOOK_SECRET_KEY must be 32 bytes as 64 hex characters or base64");
  return { key, development: false };
}

const MAX_PREVIOUS_SECRET_KEYS = 5;

/** Earlier keys during a rotation; messages name an entry by position, never by value. */
function readPreviousSecretKeys(reader: ConfigReader, current: Buffer): Buffer[] {
  const raw = reader.optionalString("WEBHOOK_SECRET_KEYS_PREVIOUS");
  if (raw === undefined) return [];
  const entries = raw.split(",");
  if (entries.length > MAX_PREVIOUS_SECRET_KEYS) {
    throw new ConfigError(`WEBHOOK_SECRET_KEYS_PREVIOUS allows at most ${MAX_PREVIOUS_SECRET_KEYS} keys, got ${entries.length}`);
  }
  const keys: Buffer[] = [];
  for (const [index, entry] of entries.entries()) {
    const position = index + 1;
    const key = parseSecretKey(entry);
    if (!key) {
      throw new ConfigError(`WEBHOOK_SECRET_KEYS_PREVIOUS entry ${position} must be 32 bytes as 64 hex characters or base64`);
    }
    if (key.equals(current)) {
      throw new ConfigError(
        `WEBHOOK_SECRET_KEYS_PREVIOUS entry ${position} is the current WEBHOOK_SECRET_KEY; list only earlier keys there`,
      );
    }
    const repeated = keys.findIndex((earlier) => earlier.equals(key));
    if (repeated >= 0) throw new ConfigError(`WEBHOOK_SECRET_KEYS_PREVIOUS entry ${position} repeats entry ${repeated + 1}`);
    keys.push(key);
  }
  return keys;
}

function readCa(reader: ConfigReader): string | undefined {
  const file = reader.optionalString("WEBHOOK_CA_FILE");
  if (file === undefined) return undefined;
  let pem: string;
  try {
    pem = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigError(`WEBHOOK_CA_FILE cannot be read: ${(error as NodeJS.ErrnoException).code ?? "error"} ${file}`);
  }
  if (!pem.includes("-----BEGIN CERTIFICATE-----")) throw new ConfigError(`WEBHOOK_CA_FILE holds no PEM certificate: ${file}`);
  return pem;
}

function readHours(reader: ConfigReader, name: string, fallback: number): number {
  const raw = reader.optionalString(name);
  if (raw === undefined) return fallback * HOUR_MS;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0 || Number(raw) > 24 * 365) {
    throw new ConfigError(`${name} must be a positive number of hours such as ${fallback}, got "${raw}"`);
  }
  return Math.round(Number(raw) * HOUR_MS);
}

export function readWebhookConfig(env: Record<string, string | undefined> = process.env): WebhookConfig {
  const reader = new ConfigReader(env);
  const production = (env.NODE_ENV ?? "").trim() === "production";
  const secret = readSecretKey(reader, production);
  let allowedCidrs: Cidr[];
  try {
    allowedCidrs = parseCidrList(reader.string("WEBHOOK_ALLOWED_CIDRS", ""));
  } catch (error) {
    throw new ConfigError(`WEBHOOK_ALLOWED_CIDRS: ${(error as Error).message}`);
  }
  return {
    ...readInfraConfig(reader, { managementPort: 9084 }),
    grpcPort: reader.int("GRPC_PORT", 50054, { max: 65535 }),
    dbPoolMax: reader.int("DB_POOL_MAX", 10, { min: 2, max: 200 }),
    secretKey: secret.key,
    developmentSecretKey: secret.development,
    previousSecretKeys: readPreviousSecretKeys(reader, secret.key),
    cursorSecret: readCursorSecret(reader, env),
    retryScheduleMs: parseRetrySchedule(reader.string("WEBHOOK_RETRY_SCHEDULE", "30s,5m,30m")),
    allowedCidrs,
    extraCaPem: readCa(reader),
    disableAfterMs: readHours(reader, "WEBHOOK_DISABLE_AFTER_HOURS", 72),
    deliveryConcurrency: reader.int("WEBHOOK_DELIVERY_CONCURRENCY", 48, { min: 1, max: 1000 }),
    connectTimeoutMs: reader.int("WEBHOOK_CONNECT_TIMEOUT_MS", 3_000, { min: 50, max: 60_000 }),
    requestTimeoutMs: reader.int("WEBHOOK_TIMEOUT_MS", 10_000, { min: 100, max: 120_000 }),
    pollMs: reader.int("WEBHOOK_POLL_MS", 1_000, { min: 10, max: 60_000 }),
    maxWebhooksPerWorkspace: reader.int("WEBHOOK_MAX_PER_WORKSPACE", 25, { min: 1, max: 10_000 }),
    consumerDurable: reader.string("WEBHOOK_CONSUMER_DURABLE", "webhook-fanout"),
    subscriptionCacheMs: reader.int("WEBHOOK_SUBSCRIPTION_CACHE_MS", 60_000, { min: 0, max: HOUR_MS }),
    deliveryRetentionMs: readRetention(reader),
    retentionIntervalMs: readRetentionInterval(reader),
  };
}
