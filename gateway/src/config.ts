import { ConfigError, ConfigReader, type InfraConfig, readInfraConfig } from "@planner/shared";

export interface GatewayConfig extends InfraConfig {
  port: number;
  redisUrl: string;
  redisKeyPrefix: string;
  redisCommandTimeoutMs: number;
  schema: string;
  openapiFile: string;
  keyPepper: string;
  rateLimit: number;
  rateWindowMs: number;
  authFailureLimit: number;
  keyCacheTtlMs: number;
  keyCacheMaxEntries: number;
  keyNegativeCacheTtlMs: number;
  keyLookupRate: number;
  keyLookupBurst: number;
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnectionsPerIp: number;
  };
  revocationPollMs: number;
  usageFlushMs: number;
  upstreamTimeoutMs: number;
  aiUpstreamTimeoutMs: number;
  shutdownDelayMs: number;
  services: Record<string, string | undefined>;
}

export function readGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const reader = new ConfigReader(env);
  return {
    ...readInfraConfig(reader, { managementPort: 9080 }),
    port: reader.int("PORT", 8080, { max: 65535 }),
    redisUrl: reader.url("REDIS_URL", "redis://127.0.0.1:6379", ["redis:", "rediss:"]),
    redisKeyPrefix: reader.string("REDIS_KEY_PREFIX", "planner:"),
    redisCommandTimeoutMs: reader.int("REDIS_COMMAND_TIMEOUT_MS", 1_000, { min: 50, max: 60_000 }),
    schema: reader.identifier("GATEWAY_DB_SCHEMA", "gateway"),
    openapiFile: reader.string("OPENAPI_FILE", new URL("../openapi/openapi.yaml", import.meta.url).pathname),
    keyPepper: readKeyPepper(reader, (env.NODE_ENV ?? "").trim() === "production"),
    rateLimit: reader.int("RATE_LIMIT", 120, { min: 1 }),
    rateWindowMs: reader.int("RATE_WINDOW_MS", 60_000, { min: 1_000 }),
    authFailureLimit: reader.int("AUTH_FAILURE_LIMIT", 30, { min: 1 }),
    keyCacheTtlMs: reader.int("KEY_CACHE_TTL_MS", 60_000, { min: 0 }),
    keyCacheMaxEntries: reader.int("KEY_CACHE_MAX_ENTRIES", 50_000, { min: 1 }),
    keyNegativeCacheTtlMs: reader.int("KEY_NEGATIVE_CACHE_TTL_MS", 10_000, { min: 0, max: 300_000 }),
    keyLookupRate: reader.int("KEY_LOOKUP_RATE", 200, { min: 1 }),
    keyLookupBurst: reader.int("KEY_LOOKUP_BURST", 1_000, { min: 1 }),
    http: readHttpConfig(reader),
    revocationPollMs: reader.int("REVOCATION_POLL_MS", 500, { min: 100, max: 1_000 }),
    usageFlushMs: reader.int("USAGE_FLUSH_MS", 250, { min: 10 }),
    upstreamTimeoutMs: reader.int("UPSTREAM_TIMEOUT_MS", 5_000, { min: 100 }),
    aiUpstreamTimeoutMs: reader.int("AI_UPSTREAM_TIMEOUT_MS", 60_000, { min: 100 }),
    shutdownDelayMs: reader.int("SHUTDOWN_DELAY_MS", 0, { max: 60_000 }),
    services: {
      "planner.project.v1.ProjectService": reader.string("PROJECT_SERVICE_ADDR", "127.0.0.1:50051"),
      "planner.compliance.v1.ComplianceService": reader.string("COMPLIANCE_SERVICE_ADDR", "127.0.0.1:50053"),
      "planner.ai.v1.AiService": reader.string("AI_SERVICE_ADDR", "127.0.0.1:50052"),
      // Set but empty: the webhook service is not deployed and its operations answer 501.
      "planner.webhook.v1.WebhookService":
        env.WEBHOOK_SERVICE_ADDR === "" ? undefined : reader.string("WEBHOOK_SERVICE_ADDR", "127.0.0.1:50054"),
    },
  };
}

/** Used only outside production when API_KEY_PEPPER is unset, so local runs need no setup. */
const DEVELOPMENT_PEPPER = "planner-dev-pepper-change-me";

/** The HMAC key of API-key hashes: in production the operator's own, never the development one. */
function readKeyPepper(reader: ConfigReader, production: boolean): string {
  const pepper = reader.optionalString("API_KEY_PEPPER");
  if (!production) return pepper ?? DEVELOPMENT_PEPPER;
  if (pepper === undefined) throw new ConfigError("API_KEY_PEPPER is required in production (e.g. openssl rand -hex 32)");
  if (pepper === DEVELOPMENT_PEPPER) throw new ConfigError("API_KEY_PEPPER must not be the development pepper in production");
  return pepper;
}

function readHttpConfig(reader: ConfigReader): GatewayConfig["http"] {
  const headersTimeoutMs = reader.int("HTTP_HEADERS_TIMEOUT_MS", 30_000, { min: 100, max: 600_000 });
  const requestTimeoutMs = reader.int("HTTP_REQUEST_TIMEOUT_MS", 60_000, { min: 100, max: 3_600_000 });
  // Node refuses a headers timeout longer than the request timeout.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: reader.int("HTTP_KEEP_ALIVE_TIMEOUT_MS", 72_000, { min: 100, max: 600_000 }),
    maxConnectionsPerIp: reader.int("HTTP_MAX_CONNECTIONS_PER_IP", 256, { min: 0 }),
  };
}
