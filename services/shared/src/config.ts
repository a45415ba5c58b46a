/** Environment configuration, validated at boot: a bad value fails with one clear line. */

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

export interface IntOptions {
  min?: number;
  max?: number;
}

/** Reads typed values from an environment; every getter throws ConfigError naming the variable. */
export class ConfigReader {
  constructor(private readonly env: Env = process.env) {}

  string(name: string, fallback?: string): string {
    const value = this.env[name]?.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback;
    throw new ConfigError(`${name} is required but not set`);
  }

  optionalString(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  int(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER }: IntOptions = {}): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
    return value;
  }

  url(name: string, fallback: string, protocols: string[]): string {
    const value = this.string(name, fallback);
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new ConfigError(`${name} must be a URL, got "${redactUrl(value)}"`);
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigError(`${name} must use ${protocols.join(" or ")}, got "${parsed.protocol}"`);
    }
    return value;
  }

  /** One URL or several separated by commas (the seed servers of a cluster), each checked as url() does. */
  urlList(name: string, fallback: string, protocols: string[]): string {
    const urls = this.string(name, fallback)
      .split(",")
      .map((url) => url.trim());
    for (const url of urls) {
      if (!url) throw new ConfigError(`${name} has an empty entry; separate URLs with single commas`);
      new ConfigReader({ [name]: url }).url(name, url, protocols);
    }
    return urls.join(",");
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const value = this.string(name, fallback);
    if (!allowed.includes(value as T)) throw new ConfigError(`${name} must be one of ${allowed.join(", ")}, got "${value}"`);
    return value as T;
  }

  /** A database schema or other SQL identifier. */
  identifier(name: string, fallback: string): string {
    const value = this.string(name, fallback);
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new ConfigError(`${name} must be a lowercase SQL identifier, got "${value}"`);
    return value;
  }
}

/** Hides a password in a connection URL before it reaches a log or an error. */
export function redactUrl(value: string): string {
  return value.replace(/\/\/([^:/@]+):([^@]+)@/, "//$1:***@");
}

/** Common settings of every process. */
export interface InfraConfig {
  databaseUrl: string;
  natsUrl: string;
  logLevel: string;
  managementPort: number;
  host: string;
  eventsStream: string;
  eventsSubjectPrefix: string;
  /** Copies of the events stream JetStream keeps: 3 on a 3-node cluster, 1 on a single server. */
  eventsStreamReplicas: number;
  tracing: TracingConfig;
}

export function readInfraConfig(reader: ConfigReader, defaults: { managementPort: number }): InfraConfig {
  return {
    databaseUrl: reader.url("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/planner", ["postgres:", "postgresql:"]),
    // Several seed URLs (comma-separated) let a client reach a JetStream cluster while one node is down.
    natsUrl: reader.urlList("NATS_URL", "nats://127.0.0.1:4222", ["nats:", "tls:"]),
    logLevel: reader.oneOf("LOG_LEVEL", "info", ["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    managementPort: reader.int("MANAGEMENT_PORT", defaults.managementPort, { max: 65535 }),
    host: reader.string("HOST", "127.0.0.1"),
    eventsStream: reader.string("EVENTS_STREAM", "PLANNER_EVENTS"),
    eventsSubjectPrefix: reader.string("EVENTS_SUBJECT_PREFIX", "planner.events"),
    // JetStream allows at most 5 replicas of a stream.
    eventsStreamReplicas: reader.int("EVENTS_STREAM_REPLICAS", 1, { min: 1, max: 5 }),
    tracing: readTracingConfig(reader),
  };
}

/** Tracing settings (the standard OTEL_* variables this project reads). */
export interface TracingConfig {
  /** OTLP/HTTP base URL (spans go to <endpoint>/v1/traces); unset: tracing off. */
  endpoint?: string;
  /** Share of new traces recorded (0–1); a caller's sampled flag is followed. */
  sampleRatio: number;
  /** Overrides the process's own service name. */
  serviceName?: string;
}

export function readTracingConfig(reader: ConfigReader): TracingConfig {
  const endpoint = reader.optionalString("OTEL_EXPORTER_OTLP_ENDPOINT");
  // Only OTLP over HTTP with protobuf bodies (the specification's default) is built in.
  reader.oneOf("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf", ["http/protobuf"]);
  const ratio = reader.optionalString("OTEL_TRACES_SAMPLER_ARG");
  const sampleRatio = ratio === undefined ? 1 : Number(ratio);
  if (ratio !== undefined && (!/^\d*\.?\d+$/.test(ratio) || sampleRatio > 1)) {
    throw new ConfigError(`OTEL_TRACES_SAMPLER_ARG must be a number between 0 and 1, got "${ratio}"`);
  }
  return {
    ...(endpoint ? { endpoint: reader.url("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint, ["http:", "https:"]) } : {}),
    sampleRatio,
    ...(reader.optionalString("OTEL_SERVICE_NAME") ? { serviceName: reader.optionalString("OTEL_SERVICE_NAME") } : {}),
  };
}

/** Runs a process's main: a ConfigError (or any boot error) ends it with one line and exit code 1. */
export async function runMain(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${name}: ${error instanceof ConfigError ? "invalid configuration: " : "failed to start: "}${message}\n`);
    process.exit(1);
  }
}
