import type { ValidateFunction } from "ajv";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Operation } from "../../openapi/operations.js";
import { HttpProblem } from "../../problem.js";
import { compile, createValidators, fieldErrors } from "../validation.js";
import { addOperationHook } from "./route-context.js";

/** A request's inputs after validation against its operation's schemas (defaults applied). */
export interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

declare module "fastify" {
  interface FastifyRequest {
    input: ValidatedInput | null;
  }
}

interface OperationValidators {
  path: ValidateFunction;
  query: ValidateFunction;
  body?: ValidateFunction;
}

/**
 * Reads JSON bodies and validates path, query and body against the OpenAPI document, the
 * single source of request shapes. Every problem of query and body is reported at once; a bad path is a 404.
 */
async function requestValidation(app: FastifyInstance): Promise<void> {
  // Bodies are JSON (application/json or any +json type); anything else is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json$/, { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpProblem(400, "invalid_json", `The request body is not valid JSON: ${(error as Error).message}`), undefined);
    }
  });
  const ajv = createValidators();
  // Both base paths (and HEAD) route the same operation: compile its schemas once.
  const compiled = new Map<Operation, OperationValidators>();
  const validatorsOf = (operation: Operation): OperationValidators => {
    let validators = compiled.get(operation);
    if (!validators) {
      validators = {
        path: compile(ajv.coercing, operation.pathSchema),
        query: compile(ajv.coercing, operation.querySchema),
        ...(operation.bodySchema ? { body: compile(ajv.strict, operation.bodySchema) } : {}),
      };
      compiled.set(operation, validators);
    }
    return validators;
  };
  app.decorateRequest("input", null);
  app.addHook("onRoute", (route) => {
    if (route.config?.operation) validatorsOf(route.config.operation);
  });
  addOperationHook(
    app,
    "preValidation",
    () => true,
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const operation = request.routeOptions.config.operation;
      if (!operation) return done();
      try {
        request.input = validate(operation, validatorsOf(operation), request);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  );
}

function validate(operation: Operation, validators: OperationValidators, request: FastifyRequest): ValidatedInput {
  const params = { ...(request.params as Record<string, unknown>) };
  for (const [name, values] of Object.entries(operation.pathEnums)) {
    if (!values.includes(String(params[name]))) {
      throw new HttpProblem(404, "not_found", `Unknown ${name} "${String(params[name])}"; valid values: ${values.join(", ")}.`);
    }
  }
  if (!validators.path(params)) {
    const errors = fieldErrors(validators.path.errors, "/path");
    throw new HttpProblem(
      404,
      "not_found",
      `No resource at ${request.url.split("?")[0]}: ${errors.map((e) => `${e.pointer} ${e.message}`).join("; ")}.`,
    );
  }
  const query = { ...(request.query as Record<string, unknown>) };
  const problems = validators.query(query) ? [] : fieldErrors(validators.query.errors, "/query");
  let body = request.body;
  if (validators.body) {
    if (body === undefined) {
      if (operation.bodyRequired) problems.push({ pointer: "/", message: "a JSON request body is required" });
      else body = {};
    }
    if (body !== undefined && !validators.body(body)) problems.push(...fieldErrors(validators.body.errors));
  } else if (body !== undefined && body !== null && !(typeof body === "object" && Object.keys(body).length === 0)) {
    problems.push({ pointer: "/", message: "this operation takes no request body" });
  }
  if (operation.bodyMembers && body && typeof body === "object" && !Array.isArray(body)) {
    const known = operation.bodyMembers;
    body = Object.fromEntries(Object.entries(body).filter(([member]) => known.includes(member)));
  }
  if (problems.length > 0) {
    throw new HttpProblem(
      400,
      problems.every((problem) => problem.pointer === "/query/cursor") ? "invalid_cursor" : "validation_failed",
      `The request is invalid: ${problems.map((p) => `${p.pointer} ${p.message}`).join("; ")}.`,
      problems,
    );
  }
  return { params, query, body };
}

export const requestValidationPlugin = fp(requestValidation, { name: "request-validation", fastify: "5.x" });
