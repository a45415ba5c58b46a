import type { FastifyInstance, RouteOptions } from "fastify";
import { type Operation, toFastifyPath } from "../../openapi/operations.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The OpenAPI operation a route serves; routes without one (404, 405) run no policy. */
    operation?: Operation;
  }
}

/** The public API is served under both prefixes (design section 3). */
const BASE_PATHS = ["/api/v1", "/v1"] as const;

type Stage = "onRequest" | "preValidation" | "preHandler" | "onSend";

/**
 * Adds a hook to every operation route the predicate selects, after the hooks already on it.
 * Route-level hooks keep GET routes free of POST-only work, and the order of the stages'
 * hooks is the order the policy plugins are registered in.
 */
export function addOperationHook(
  app: FastifyInstance,
  stage: Stage,
  applies: (operation: Operation) => boolean,
  hook: NonNullable<RouteOptions[Stage]>,
): void {
  app.addHook("onRoute", (route) => {
    const operation = route.config?.operation;
    if (!operation || !applies(operation)) return;
    const existing = route[stage];
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as unknown as Record<Stage, unknown[]>)[stage] = [...hooks, ...(Array.isArray(hook) ? hook : [hook])];
  });
}

/** Registers an operation's route under every base path. */
export function routeOperation(app: FastifyInstance, operation: Operation, options: Omit<RouteOptions, "method" | "url" | "config">): void {
  for (const base of BASE_PATHS) {
    app.route({ ...options, method: operation.method, url: `${base}${toFastifyPath(operation.path)}`, config: { operation } });
  }
}
