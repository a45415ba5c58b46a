import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Operation } from "../../openapi/operations.js";
import { HttpProblem } from "../../problem.js";
import {
  type BoundedValidator,
  compile,
  createValidators,
  FieldErrorCollector,
  findUnstorableText,
  validateBounded,
} from "../validation.js";
import { safeInstance } from "./problems.js";
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
  path: BoundedValidator;
  query: BoundedValidator;
  body?: BoundedValidator;
  /** Query parameters that are RFC 3339 date-times (normalised before validation). */
  dateTimeParams: string[];
  /** `bodyMembers` as a set. */
  knownMembers?: Set<string>;
}

/** JSON is UTF-8 (RFC 8259): a body that is not is refused, never repaired with U+FFFD. */
const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Reads JSON bodies and validates path, query and body against the OpenAPI document, the
 * single source of request shapes. Problems of query and body are reported together (the first
 * 50, with their number); a bad path is a 404. Validation is linear in the input and a large
 * invalid input is checked only up to a bound, so one request cannot stall the event loop.
 */
async function requestValidation(app: FastifyInstance): Promise<void> {
  // Bodies are JSON (application/json or any +json type); anything else is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json$/, { parseAs: "buffer" }, (_request, body, done) => {
    let text: string;
    try {
      text = UTF8.decode(body as Buffer);
    } catch {
      return done(new HttpProblem(400, "invalid_json", "The request body is not valid UTF-8."), undefined);
    }
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
      const queryProperties = (operation.querySchema.properties ?? {}) as Record<string, { format?: unknown }>;
      validators = {
        path: compile(ajv.coercing, operation.pathSchema),
        query: compile(ajv.coercing, operation.querySchema),
        ...(operation.bodySchema ? { body: compile(ajv.strict, operation.bodySchema) } : {}),
        dateTimeParams: Object.keys(queryProperties).filter((name) => queryProperties[name]?.format === "date-time"),
        ...(operation.bodyMembers ? { knownMembers: new Set(operation.bodyMembers) } : {}),
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

/** RFC 3339 §5.6 allows `t`, `z` (and a space for `T`): normalised to the upper-case form. */
function normaliseDateTime(value: unknown): unknown {
  return typeof value === "string" && /^\d{4}-\d\d-\d\d[Tt ]/.test(value)
    ? `${value.slice(0, 10)}T${value.slice(11).toUpperCase()}`
    : value;
}

function validate(operation: Operation, validators: OperationValidators, request: FastifyRequest): ValidatedInput {
  const params = { ...(request.params as Record<string, unknown>) };
  for (const [name, values] of Object.entries(operation.pathEnums)) {
    if (!values.includes(String(params[name]))) {
      throw new HttpProblem(404, "not_found", `Unknown ${name} "${safeText(String(params[name]))}"; valid values: ${values.join(", ")}.`);
    }
  }
  const pathProblems = new FieldErrorCollector();
  if (!validateBounded(validators.path, params, "/path", pathProblems)) {
    throw new HttpProblem(
      404,
      "not_found",
      `No resource at ${safeInstance(request.url)}: ${pathProblems.list.errors.map((e) => `${e.pointer} ${e.message}`).join("; ")}.`,
    );
  }
  const problems = new FieldErrorCollector();
  const query = { ...(request.query as Record<string, unknown>) };
  for (const name of validators.dateTimeParams) if (name in query) query[name] = normaliseDateTime(query[name]);
  validateBounded(validators.query, query, "/query", problems);
  let body = request.body;
  if (validators.body) {
    if (body === undefined) {
      if (operation.bodyRequired) problems.add("/", "a JSON request body is required");
      else body = {};
    }
    if (body !== undefined) validateBounded(validators.body, body, "", problems);
  } else if (body !== undefined && body !== null && !(typeof body === "object" && Object.keys(body).length === 0)) {
    problems.add("/", "this operation takes no request body");
  }
  const known = validators.knownMembers;
  if (known && body && typeof body === "object" && !Array.isArray(body)) {
    // Unknown members are ignored here (not forwarded): picked by name, however many were sent.
    const given = body as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const member of known) if (Object.hasOwn(given, member)) kept[member] = given[member];
    body = kept;
  }
  // Only input the schemas accepted is searched for unstorable text: its size is bounded by them.
  if (problems.empty) {
    findUnstorableText(query, "/query", problems);
    if (body !== undefined) findUnstorableText(body, "", problems);
  }
  if (!problems.empty) {
    const { errors, found, partial } = problems.list;
    const listed = errors.map((p) => `${p.pointer} ${p.message}`).join("; ");
    const more =
      found > errors.length || partial
        ? ` (${partial ? "at least " : ""}${found} problems in all; the first ${errors.length} are listed)`
        : "";
    throw new HttpProblem(
      400,
      errors.every((problem) => problem.pointer === "/query/cursor") ? "invalid_cursor" : "validation_failed",
      `The request is invalid: ${listed}${more}.`,
      errors,
      {},
      found,
    );
  }
  return { params, query, body };
}

/** A value for `detail`, bounded. */
function safeText(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

export const requestValidationPlugin = fp(requestValidation, { name: "request-validation", fastify: "5.x" });
