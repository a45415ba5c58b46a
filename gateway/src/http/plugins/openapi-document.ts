import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { parse, stringify } from "yaml";
import type { ApiDocument } from "../../openapi/operations.js";
import { routeOperation } from "./route-context.js";

/** The document as clients get it from GET /openapi: without the internal wiring extensions. */
function publicDocument(raw: string): string {
  const document = parse(raw) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== "object") continue;
      for (const key of Object.keys(operation)) if (/^x-(grpc|handler|timeout-ms)/.test(key)) delete operation[key];
    }
  }
  return stringify(document, { lineWidth: 0 });
}

/** GET /openapi (`x-handler: openapi`): the public copy of the document, computed once. */
async function openapiDocument(app: FastifyInstance, options: { document: ApiDocument }): Promise<void> {
  const yaml = publicDocument(options.document.raw);
  for (const operation of options.document.operations.filter((candidate) => candidate.handler === "openapi")) {
    routeOperation(app, operation, {
      handler: async (_request, reply) => reply.header("content-type", "application/yaml; charset=utf-8").send(yaml),
    });
  }
}

export const openapiDocumentPlugin = fp(openapiDocument, { name: "openapi-document", fastify: "5.x" });
