/** Builds and starts the AI service: clients of the project and compliance services, the engine, gRPC and management servers. */
import { createGrpcClient, createMetricsRegistry, type Logger, type ServiceRuntime, startServiceRuntime } from "@planner/shared";
import { AiServiceService } from "@planner/shared/gen/planner/ai/v1/ai.js";
import { ComplianceServiceService } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import type { AiConfig } from "./config.js";
import { BuiltinEngine } from "./engines/builtin.js";
import type { Engine } from "./engines/engine.js";
import { OpenAiEngine } from "./engines/openai.js";
import { createAiHandlers } from "./grpc/handlers.js";
import { RulesCache } from "./operations/rules-cache.js";

export const SERVICE_NAME = "planner.ai.v1.AiService";

export interface AiService extends ServiceRuntime {
  /** builtin, or openai (with the built-in engine as its fallback). */
  engine: "builtin" | "openai";
}

export interface StartOptions {
  registry?: ReturnType<typeof createMetricsRegistry>;
  /** Clock (tests): today's date decides due dates and overdue tasks. */
  now?: () => Date;
}

export async function startAiService(config: AiConfig, log: Logger, options: StartOptions = {}): Promise<AiService> {
  const registry = options.registry ?? createMetricsRegistry("ai-service");
  const project = createGrpcClient(ProjectServiceService, config.projectServiceAddr);
  const compliance = createGrpcClient(ComplianceServiceService, config.complianceServiceAddr);
  const builtin = new BuiltinEngine();
  const engine: Engine = config.openai ? new OpenAiEngine(config.openai, builtin, log, registry) : builtin;
  if (config.openai)
    log.info({ model: config.openai.model, baseUrl: config.openai.baseUrl ?? "default" }, "OpenAI-compatible provider configured");
  const runtime = await startServiceRuntime({
    name: "ai-service",
    host: config.host,
    grpcPort: config.grpcPort,
    managementPort: config.managementPort,
    log,
    registry,
    services: [
      {
        name: SERVICE_NAME,
        definition: AiServiceService,
        implementation: createAiHandlers({
          project: project.client,
          compliance: compliance.client,
          engine,
          rules: new RulesCache(config.rulesCacheTtlMs, 500),
          callTimeoutMs: config.upstreamTimeoutMs,
          now: options.now ?? (() => new Date()),
        }),
      },
    ],
    // Ready when the services it calls answer (the provider is optional: the fallback covers it).
    checks: [
      { name: "project-service", check: () => project.waitForReady(800) },
      { name: "compliance-service", check: () => compliance.waitForReady(800) },
    ],
    resources: [
      {
        name: "close gRPC channels",
        run: async () => {
          project.close();
          compliance.close();
        },
      },
    ],
  });
  return { ...runtime, engine: config.openai ? "openai" : "builtin" };
}
