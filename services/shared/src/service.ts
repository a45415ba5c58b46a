import type { Registry } from "prom-client";
import { type GrpcServiceBinding, startGrpcServer } from "./grpc.js";
import type { Logger } from "./logger.js";
import { type ReadinessCheck, startManagementServer } from "./management.js";
import { runShutdown, type ShutdownStep } from "./shutdown.js";
import { shutdownTracing } from "./tracing.js";

export interface ServiceRuntime {
  grpcPort: number;
  managementPort: number;
  /** Ordered graceful stop: not ready → gRPC drains in-flight calls → workers → NATS and pools → buffered spans exported. */
  stop(): Promise<void>;
}

/**
 * Starts the network side of a backend service: its gRPC server (with health) and its
 * management server (/healthz, /readyz, /metrics). `workers` stop after the last gRPC
 * call has finished; `resources` (NATS drain, database pools) close last.
 */
export async function startServiceRuntime(options: {
  name: string;
  host: string;
  grpcPort: number;
  managementPort: number;
  log: Logger;
  registry: Registry;
  services: GrpcServiceBinding[];
  checks: ReadinessCheck[];
  workers?: ShutdownStep[];
  resources?: ShutdownStep[];
}): Promise<ServiceRuntime> {
  const grpc = await startGrpcServer({
    host: options.host,
    port: options.grpcPort,
    services: options.services,
    log: options.log,
    registry: options.registry,
  });
  const management = await startManagementServer({
    host: options.host,
    port: options.managementPort,
    registry: options.registry,
    checks: options.checks,
  });
  options.log.info({ grpcPort: grpc.port, managementPort: management.port }, `${options.name} listening`);
  let stopped: Promise<void> | undefined;
  return {
    grpcPort: grpc.port,
    managementPort: management.port,
    stop: () => {
      stopped ??= runShutdown(
        [
          { name: "mark not ready", run: async () => management.markDraining() },
          { name: "drain gRPC", run: () => grpc.shutdown() },
          ...(options.workers ?? []),
          ...(options.resources ?? []),
          { name: "close management server", run: () => management.close() },
          // Last: the spans of everything above (the relay's final publishes) are exported too.
          { name: "flush traces", run: () => shutdownTracing() },
        ],
        options.log,
      );
      return stopped;
    },
  };
}
