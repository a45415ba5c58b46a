/** Configuration of the AI service, from the environment only (defaults documented in the README). */
import { ConfigError, ConfigReader, type InfraConfig, readInfraConfig } from "@planner/shared";

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM …). */
  baseUrl?: string;
  model: string;
  /** Per request to the provider. */
  timeoutMs: number;
  maxRetries: number;
  /** For a whole answer, retries and the repair round included; then the built-in engine answers. */
  deadlineMs: number;
}

export interface AiConfig extends InfraConfig {
  grpcPort: number;
  projectServiceAddr: string;
  complianceServiceAddr: string;
  /** Deadline of each call to the project and compliance services. */
  upstreamTimeoutMs: number;
  /** How long the compliance library's answer for a profile is reused (0: never). */
  rulesCacheTtlMs: number;
  /** Unset: the built-in engine answers everything. */
  openai?: OpenAiConfig;
}

export function readAiConfig(env: Record<string, string | undefined> = process.env): AiConfig {
  const reader = new ConfigReader(env);
  const apiKey = reader.optionalString("OPENAI_API_KEY");
  const baseUrl = reader.optionalString("OPENAI_BASE_URL");
  if (baseUrl) reader.url("OPENAI_BASE_URL", baseUrl, ["http:", "https:"]);
  if (baseUrl && !apiKey) throw new ConfigError("OPENAI_BASE_URL is set but OPENAI_API_KEY is not (local servers accept any value)");
  return {
    ...readInfraConfig(reader, { managementPort: 9082 }),
    grpcPort: reader.int("GRPC_PORT", 50052, { max: 65535 }),
    projectServiceAddr: reader.string("PROJECT_SERVICE_ADDR", "127.0.0.1:50051"),
    complianceServiceAddr: reader.string("COMPLIANCE_SERVICE_ADDR", "127.0.0.1:50053"),
    upstreamTimeoutMs: reader.int("UPSTREAM_TIMEOUT_MS", 5_000, { min: 100, max: 120_000 }),
    rulesCacheTtlMs: reader.int("RULES_CACHE_TTL_MS", 60_000, { min: 0, max: 3_600_000 }),
    openai: apiKey
      ? {
          apiKey,
          baseUrl,
          model: reader.string("OPENAI_MODEL", "gpt-4o-mini"),
          timeoutMs: reader.int("OPENAI_TIMEOUT_MS", 20_000, { min: 100, max: 300_000 }),
          maxRetries: reader.int("OPENAI_MAX_RETRIES", 2, { min: 0, max: 10 }),
          deadlineMs: reader.int("OPENAI_DEADLINE_MS", 45_000, { min: 100, max: 600_000 }),
        }
      : undefined,
  };
}
