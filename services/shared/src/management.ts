import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// Metric types, so services define their own metrics without a direct dependency on prom-client.
export { Counter, Gauge, Histogram, Registry };

/** A named readiness check; it resolves when the dependency answers. */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

export interface ManagementServer {
  port: number;
  /** From now on /readyz answers 503, so load balancers stop sending traffic. */
  markDraining(): void;
  close(): Promise<void>;
}

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

async function runCheck({ name, check }: ReadinessCheck, timeoutMs: number): Promise<[string, string]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
    return [name, "ok"];
  } catch (error) {
    return [name, error instanceof Error ? error.message.slice(0, 200) : "failed"];
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz (process alive), /readyz (every dependency answers), /metrics (Prometheus). */
export async function startManagementServer(options: {
  host: string;
  port: number;
  registry: Registry;
  checks: ReadinessCheck[];
}): Promise<ManagementServer> {
  let draining = false;
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? "/").split("?")[0];
    if (path === "/healthz") return send(200, { status: "ok" });
    if (path === "/readyz") {
      if (draining) return send(503, { status: "draining" });
      void Promise.all(options.checks.map((check) => runCheck(check, 1_000))).then((results) => {
        const checks = Object.fromEntries(results);
        const ready = results.every(([, result]) => result === "ok");
        send(ready ? 200 : 503, { status: ready ? "ready" : "not_ready", checks });
      });
      return;
    }
    if (path === "/metrics") {
      void options.registry.metrics().then((text) => {
        response.writeHead(200, { "content-type": options.registry.contentType });
        response.end(text);
      });
      return;
    }
    send(404, { status: "not_found" });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    markDraining: () => {
      draining = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
