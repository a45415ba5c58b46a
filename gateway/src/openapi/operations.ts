import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { Scope } from "../accounts/plans.js";

/** A gRPC method named by the document: "planner.project.v1.ProjectService/GetProject". */
export interface GrpcTarget {
  service: string;
  method: string;
  /** The same service's batch form of the method (`x-grpc-batch`): calls of one turn go as one. */
  batch?: { method: string; result: string };
}

export type JsonSchema = Record<string, unknown>;

/** One operation of the public API, as the gateway runs it. Everything comes from the document. */
export interface Operation {
  id: string;
  method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
  path: string;
  scope: Scope;
  quota: "api" | "ai";
  grpc?: GrpcTarget;
  grpcByParam?: { param: string; methods: Record<string, GrpcTarget> };
  handler?: "usage" | "openapi";
  successStatus: number;
  markdown?: { field: string; when: "always" | "accept" };
  /** `x-location`: the created resource's URL, with `{a.b}` filled from the response. */
  location?: string;
  timeoutMs?: number;
  /**
   * `x-answer-holds-secret`: the success answer carries a secret shown once, so the gateway
   * never keeps it for Idempotency-Key replays; the service answers a retry from its record.
   */
  answerHoldsSecret: boolean;
  authenticated: boolean;
  pathSchema: JsonSchema;
  querySchema: JsonSchema;
  bodySchema?: JsonSchema;
  bodyRequired: boolean;
  /**
   * The body members the operation knows, when its schema allows others: the others are
   * ignored (not forwarded), e.g. the extras no-code platforms send to generate-plan.
   */
  bodyMembers?: string[];
  /** Path parameters with a closed set of values: an unknown value is a 404. */
  pathEnums: Record<string, string[]>;
}

export interface ApiDocument {
  raw: string;
  operations: Operation[];
}

const METHODS = ["get", "post", "patch", "delete", "put"] as const;

function parseTarget(value: unknown, where: string): GrpcTarget {
  const match = typeof value === "string" ? /^([\w.]+)\/(\w+)$/.exec(value) : null;
  if (!match?.[1] || !match[2]) throw new Error(`${where}: x-grpc must look like package.Service/Method`);
  return { service: match[1], method: match[2] };
}

function parseBatch(value: unknown, where: string): GrpcTarget["batch"] {
  if (value === undefined) return undefined;
  const batch = value as { method?: unknown; result?: unknown };
  if (typeof batch.method !== "string" || !/^\w+$/.test(batch.method) || typeof batch.result !== "string") {
    throw new Error(`${where}: x-grpc-batch must be { method: BatchMethod, result: field }`);
  }
  return { method: batch.method, result: batch.result };
}

/**
 * Resolves local $refs and turns OpenAPI 3.0 schema dialect into JSON Schema for Ajv:
 * `nullable: true` becomes a type union with null.
 */
export function toJsonSchema(node: unknown, root: Record<string, unknown>, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, root, seen));
  if (!node || typeof node !== "object") return node;
  const object = node as Record<string, unknown>;
  if (typeof object.$ref === "string") {
    const ref = object.$ref;
    if (seen.includes(ref)) return {};
    const target = ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], root);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return toJsonSchema(target, root, [...seen, ref]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (key === "example" || key === "examples" || key === "nullable" || key.startsWith("x-")) continue;
    out[key] = key === "properties" || key === "patternProperties" ? mapValues(value, root, seen) : toJsonSchema(value, root, seen);
  }
  if (object.nullable === true) {
    if (typeof out.type === "string") out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

function mapValues(value: unknown, root: Record<string, unknown>, seen: string[]): unknown {
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSchema(v, root, seen)]));
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

/** Loads the OpenAPI document and derives the operation table from it. */
export function loadApiDocument(file: string): ApiDocument {
  const raw = readFileSync(file, "utf8");
  const document = parse(raw) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as unknown[];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = [...shared, ...((op.parameters ?? []) as unknown[])].map(
        (parameter) => toJsonSchema(parameter, document) as Parameter,
      );
      const pathProperties: Record<string, unknown> = {};
      const pathEnums: Record<string, string[]> = {};
      const queryProperties: Record<string, unknown> = {};
      const queryRequired: string[] = [];
      for (const parameter of parameters) {
        if (parameter.in === "path") {
          pathProperties[parameter.name] = parameter.schema ?? { type: "string" };
          const values = (parameter.schema as { enum?: string[] } | undefined)?.enum;
          if (values) pathEnums[parameter.name] = values;
        } else if (parameter.in === "query") {
          queryProperties[parameter.name] = parameter.schema ?? { type: "string" };
          if (parameter.required) queryRequired.push(parameter.name);
        }
      }
      const requestBody = op.requestBody ? (toJsonSchema(op.requestBody, document) as Record<string, unknown>) : undefined;
      const bodySchema = (requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined)?.["application/json"]?.schema;
      const security = op.security as unknown[] | undefined;
      const byParam = op["x-grpc-by-param"] as
        | { param: string; methods: Record<string, string>; batches?: Record<string, unknown> }
        | undefined;
      const operation: Operation = {
        id: String(op.operationId ?? where),
        method: method.toUpperCase() as Operation["method"],
        path,
        scope: (op["x-scope"] as Scope | undefined) ?? "read",
        quota: op["x-quota"] === "ai" ? "ai" : "api",
        grpc: op["x-grpc"] ? { ...parseTarget(op["x-grpc"], where), batch: parseBatch(op["x-grpc-batch"], where) } : undefined,
        grpcByParam: byParam
          ? {
              param: byParam.param,
              methods: Object.fromEntries(
                Object.entries(byParam.methods).map(([value, target]) => [
                  value,
                  { ...parseTarget(target, where), batch: parseBatch(byParam.batches?.[value], `${where} (${value})`) },
                ]),
              ),
            }
          : undefined,
        handler: op["x-handler"] as Operation["handler"],
        successStatus: Number(op["x-success-status"] ?? 200),
        markdown: op["x-markdown"] as Operation["markdown"],
        location: typeof op["x-location"] === "string" ? op["x-location"] : undefined,
        timeoutMs: op["x-timeout-ms"] ? Number(op["x-timeout-ms"]) : undefined,
        answerHoldsSecret: op["x-answer-holds-secret"] === true,
        authenticated: !(Array.isArray(security) && security.length === 0),
        pathSchema: { type: "object", properties: pathProperties, required: Object.keys(pathProperties) },
        querySchema: { type: "object", properties: queryProperties, required: queryRequired, additionalProperties: false },
        bodySchema,
        bodyRequired: requestBody?.required === true,
        bodyMembers:
          bodySchema && bodySchema.additionalProperties !== false && bodySchema.properties
            ? Object.keys(bodySchema.properties as Record<string, unknown>)
            : undefined,
        pathEnums,
      };
      for (const value of Object.keys(byParam?.batches ?? {})) {
        if (!byParam?.methods[value])
          throw new Error(`${where}: x-grpc-by-param batches names "${value}", which is not one of its methods`);
      }
      if (!operation.grpc && !operation.grpcByParam && !operation.handler) {
        throw new Error(`${where}: needs x-grpc, x-grpc-by-param or x-handler`);
      }
      if (!["read", "write", "ai"].includes(operation.scope)) throw new Error(`${where}: unknown x-scope ${operation.scope}`);
      operations.push(operation);
    }
  }
  return { raw, operations };
}

/** `/projects/{id}` → `/projects/:id` (Fastify's route syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
