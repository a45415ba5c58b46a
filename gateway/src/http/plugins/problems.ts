import { isDependencyUnavailable, type Logger } from "@planner/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpProblem, PROBLEM_CONTENT_TYPE } from "../../problem.js";
import { dependencyUnavailableProblem } from "../grpc-status.js";
import { requestTraceId } from "./tracing.js";

/** A request path fit for `instance` and `detail`: anything but plain URL characters replaced, bounded. */
export function safeInstance(url: string): string {
  const path = url.split("?")[0] ?? "";
  const clean = path.replace(/[^A-Za-z0-9\-._~/%]/g, "_");
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/** Sends a problem as application/problem+json with its headers. */
function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: HttpProblem, instance = request.url): FastifyReply {
  return reply
    .status(problem.status)
    .headers(problem.headers)
    .header("content-type", PROBLEM_CONTENT_TYPE)
    .send(problem.render(instance, String(request.id), requestTraceId(request)));
}

/** Fastify's own errors (body parsing, limits) as the API's documented problems. */
function problemOfFrameworkError(error: FastifyError): HttpProblem | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new HttpProblem(415, "unsupported_media_type", "Send the request body as application/json.");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new HttpProblem(413, "payload_too_large", "The request body is larger than 1 MiB.");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new HttpProblem(400, "invalid_json", "The request body is empty or its length is wrong.");
    default:
      return typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
        ? new HttpProblem(400, "validation_failed", "The request could not be read.")
        : undefined;
  }
}

/**
 * Answer for URLs the router cannot read (Fastify's `frameworkErrors` option); the path is never
 * echoed raw. The key is checked first, as on every path: without one the answer is 401.
 */
export function answerUnreadableUrl(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  authenticate: (request: FastifyRequest) => Promise<unknown>,
): void {
  const problem =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? new HttpProblem(404, "not_found", "No resource has an id that long.")
      : new HttpProblem(400, "validation_failed", "The URL is not valid (malformed percent-encoding or characters).");
  const send = (answer: HttpProblem) =>
    void sendProblem(request, reply.header("x-request-id", String(request.id)), answer, safeInstance(request.url));
  authenticate(request).then(
    () => send(problem),
    (refusal: unknown) =>
      send(refusal instanceof HttpProblem ? refusal : new HttpProblem(500, "internal_error", "The request could not be completed.")),
  );
}

/**
 * Problem mapping: every error a hook or handler throws becomes application/problem+json
 * with a stable code; unknown paths are 404 and a known path with another method is 405 with
 * `Allow` (the methods are collected from the routes as they are added).
 */
async function problems(app: FastifyInstance, options: { log: Logger }): Promise<void> {
  const methodsByPath = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  /** The literal last segment of each route below an id (`/projects/:id/tasks`) and the pattern of the path before it. */
  const lastSegments = new Map<string, { parentPattern: RegExp; last: string }>();
  app.addHook("onRoute", (route) => {
    if (!route.config?.operation) return;
    const entry = methodsByPath.get(route.url) ?? {
      pattern: new RegExp(`^${route.url.replace(/:\w+/g, "[^/]+")}$`),
      methods: new Set<string>(),
    };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) entry.methods.add(method);
    methodsByPath.set(route.url, entry);
    const cut = route.url.lastIndexOf("/");
    const last = route.url.slice(cut + 1);
    if (route.url.slice(0, cut).includes(":") && /^[\w-]+$/.test(last)) {
      lastSegments.set(route.url, { parentPattern: new RegExp(`^${route.url.slice(0, cut).replace(/:\w+/g, "[^/]+")}$`), last });
    }
  });

  app.setNotFoundHandler((request) => {
    const path = request.url.split("?")[0] ?? "";
    for (const { pattern, methods } of methodsByPath.values()) {
      if (!pattern.test(path)) continue;
      const allow = [...methods].join(", ");
      throw new HttpProblem(405, "method_not_allowed", `This path allows ${allow}.`, [], { allow });
    }
    // One URL per resource: a trailing slash names no operation (the hint says which one was meant).
    const trimmed = path.replace(/\/+$/, "");
    const meant = trimmed !== path && [...methodsByPath.values()].some(({ pattern }) => pattern.test(trimmed));
    // A last segment the parent path does not have (`/projects/{id}/invoices`): name the ones it has.
    const parent = path.slice(0, path.lastIndexOf("/"));
    const siblings = new Set<string>();
    for (const { parentPattern, last } of lastSegments.values()) if (parentPattern.test(parent)) siblings.add(last);
    throw new HttpProblem(
      404,
      "not_found",
      meant
        ? `There is no operation at ${safeInstance(path)}; send it to ${safeInstance(trimmed)}, without the trailing slash.`
        : siblings.size > 0
          ? `There is no operation at ${safeInstance(path)}; valid values of its last segment: ${[...siblings].join(", ")}.`
          : `There is no operation at ${safeInstance(path)}; see GET /api/v1/openapi.`,
    );
  });

  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    let problem = error instanceof HttpProblem ? error : problemOfFrameworkError(error);
    if (!problem && isDependencyUnavailable(error)) {
      // The gateway's own Postgres (accounts, keys, usage) is away: retry, not a bug.
      options.log.warn({ err: error, requestId: request.id }, "dependency unavailable");
      problem = dependencyUnavailableProblem();
    }
    if (!problem) {
      options.log.error({ err: error, requestId: request.id }, "unhandled gateway error");
      problem = new HttpProblem(500, "internal_error", "The request could not be completed.");
    }
    return sendProblem(request, reply, problem);
  });
}

export const problemsPlugin = fp(problems, { name: "problems", fastify: "5.x" });
