import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Histogram } from "prom-client";

/** `http_request_duration_seconds` per operation id and status (never a path or a key). */
async function requestMetrics(app: FastifyInstance, options: { requestDuration: Histogram }): Promise<void> {
  // One labelled child per operation and status, looked up by a string key: prom-client
  // would otherwise hash the label object on every observation.
  const children = new Map<string, ReturnType<Histogram["labels"]>>();
  app.addHook("onResponse", (request, reply, done) => {
    const operation = request.routeOptions.config.operation;
    if (operation) {
      const key = `${operation.id} ${reply.statusCode}`;
      let child = children.get(key);
      if (!child) {
        child = options.requestDuration.labels({ operation: operation.id, status: String(reply.statusCode) });
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    }
    done();
  });
}

export const requestMetricsPlugin = fp(requestMetrics, { name: "request-metrics", fastify: "5.x" });
