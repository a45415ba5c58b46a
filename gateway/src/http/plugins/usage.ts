import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Admission } from "../../limits/admission.js";
import type { ApiDocument } from "../../openapi/operations.js";
import { usageBody } from "../../usage.js";
import { routeOperation } from "./route-context.js";

/**
 * GET /usage (`x-handler: usage`), answered by the gateway itself: the workspace, plan, key
 * and the period's counters. The admission plugin lets it through when the quota is spent.
 */
async function usage(app: FastifyInstance, options: { document: ApiDocument; admission: Admission }): Promise<void> {
  const { admission } = options;
  for (const operation of options.document.operations.filter((candidate) => candidate.handler === "usage")) {
    routeOperation(app, operation, {
      handler: async (request, reply) => {
        const caller = request.caller;
        if (!caller) throw new Error("usage route reached without a caller");
        const state = await admission.admit({ keyId: caller.keyId, workspace: caller.workspace, ai: false, mode: "report" });
        const body = await usageBody(admission, caller.workspace, state.rateRemaining, { id: caller.keyId, scope: caller.scope });
        return reply.header("content-type", "application/json; charset=utf-8").send(JSON.stringify(body));
      },
    });
  }
}

export const usagePlugin = fp(usage, { name: "usage", fastify: "5.x", dependencies: ["authentication", "admission"] });
