import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Histogram } from "prom-client";

/** `http_request_duration_seconds` per operation id and status (never a path or a key). */
async function requestMetrics(app: FastifyInstance, options: { requestDuration: Histogram }): Promise<void> {
  app.addHook("onResponse", (request, reply, done) => {
    const operation = request.routeOptions.config.operation;
    if (operation) options.requestDuration.observe({ operation: operation.id, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}

export const requestMetricsPlugin = fp(requestMetrics, { name: "request-metrics", fastify: "5.x" });
