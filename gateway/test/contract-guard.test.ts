/**
 * Guards of the one-source rules: every request and response member of the OpenAPI document
 * maps to a field of the gRPC message it travels in (and every response field is
 * documented), and the document states the shared domain constants.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { COMPANY_ACTIVITIES, COMPANY_SIZES, COUNTRIES, INDUSTRIES, LIMITS } from "@planner/shared";
import { parse } from "yaml";
import { toJsonSchema } from "../src/openapi/operations.js";
import { OPENAPI_FILE } from "./harness.js";

const ROOT = new URL("../../", import.meta.url).pathname;
const document = parse(readFileSync(OPENAPI_FILE, "utf8")) as Record<string, unknown>;

interface ProtoIndex {
  /** Fields by message name. */
  messages: Map<string, Set<string>>;
  /** "package.Service/Method" → request and response message names. */
  methods: Map<string, { request: string; response: string }>;
}

function protoIndex(): ProtoIndex {
  const messages = new Map<string, Set<string>>();
  const methods = new Map<string, { request: string; response: string }>();
  const dir = join(ROOT, "protos/planner");
  for (const area of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, area, "v1")).filter((name) => name.endsWith(".proto"))) {
      const text = readFileSync(join(dir, area, "v1", file), "utf8");
      const pkg = /^package ([\w.]+);/m.exec(text)?.[1] ?? "";
      for (const match of text.matchAll(/^message (\w+) \{([\s\S]*?)^\}/gm)) {
        const fields = new Set<string>();
        for (const field of (match[2] ?? "").matchAll(/^\s*(?:optional |repeated )?(?:map<[^>]+>|[\w.]+) (\w+) = \d+;/gm)) {
          fields.add(field[1] ?? "");
        }
        messages.set(match[1] ?? "", fields);
      }
      for (const service of text.matchAll(/^service (\w+) \{([\s\S]*?)^\}/gm)) {
        for (const rpc of (service[2] ?? "").matchAll(/rpc (\w+)\((\w+)\) returns \((\w+)\)/g)) {
          methods.set(`${pkg}.${service[1]}/${rpc[1]}`, { request: rpc[2] ?? "", response: rpc[3] ?? "" });
        }
      }
    }
  }
  return { messages, methods };
}

type Schema = { properties?: Record<string, unknown>; allOf?: Schema[]; oneOf?: Schema[] };
const propertiesOf = (schema: Schema | undefined): string[] =>
  schema
    ? [
        ...Object.keys(schema.properties ?? {}),
        ...(schema.allOf ?? []).flatMap(propertiesOf),
        ...(schema.oneOf ?? []).flatMap(propertiesOf),
      ]
    : [];

interface OperationDoc {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  "x-grpc"?: string;
}

function operations(): OperationDoc[] {
  const paths = document.paths as Record<string, Record<string, OperationDoc>>;
  return Object.values(paths).flatMap((item) => Object.values(item).filter((op) => typeof op === "object" && op["x-grpc"]));
}

describe("contract guards", () => {
  const proto = protoIndex();

  it("every request member of every operation is a field of its gRPC request message", () => {
    const problems: string[] = [];
    for (const operation of operations()) {
      const method = proto.methods.get(operation["x-grpc"] ?? "");
      if (!method) {
        problems.push(`${operation.operationId}: ${operation["x-grpc"]} is not a method of the protos`);
        continue;
      }
      const fields = proto.messages.get(method.request) ?? new Set<string>();
      const parameters = (toJsonSchema(operation.parameters ?? [], document) as { name: string; in: string }[]).filter(
        (parameter) => parameter.in !== "header",
      );
      const body = toJsonSchema(operation.requestBody, document) as { content?: Record<string, { schema?: Schema }> } | undefined;
      const members = [...parameters.map((parameter) => parameter.name), ...propertiesOf(body?.content?.["application/json"]?.schema)];
      for (const member of members)
        if (!fields.has(member)) problems.push(`${operation.operationId}: ${member} is not in ${method.request}`);
    }
    assert.deepEqual(problems, []);
  });

  it("every documented response member is a field of the gRPC response message, and every field is documented", () => {
    const problems: string[] = [];
    for (const operation of operations()) {
      const method = proto.methods.get(operation["x-grpc"] ?? "");
      if (!method) continue;
      const fields = proto.messages.get(method.response) ?? new Set<string>();
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
      const response = toJsonSchema(success?.[1], document) as { content?: Record<string, { schema?: Schema }> } | undefined;
      const schema = response?.content?.["application/json"]?.schema;
      if (!schema) continue;
      const documented = new Set(propertiesOf(schema));
      for (const member of documented)
        if (!fields.has(member)) problems.push(`${operation.operationId}: ${member} is not in ${method.response}`);
      for (const field of fields)
        if (!documented.has(field)) problems.push(`${operation.operationId}: ${method.response}.${field} is not documented`);
    }
    assert.deepEqual(problems, []);
  });

  it("states the shared domain constants: countries, company sizes, industries and limits", () => {
    const found: Record<string, unknown[][]> = { country: [], company_size: [], industry: [] };
    const maxima: { name: string; value: number; kind: string }[] = [];
    const visit = (node: unknown, name?: string) => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, name);
        return;
      }
      if (!node || typeof node !== "object") return;
      const object = node as Record<string, unknown>;
      if (name && name in found && Array.isArray(object.enum)) found[name]?.push(object.enum as unknown[]);
      if (name && typeof object.maximum === "number") maxima.push({ name, value: object.maximum, kind: "maximum" });
      if (name && typeof object.maxLength === "number") maxima.push({ name, value: object.maxLength, kind: "maxLength" });
      if (typeof object.name === "string" && object.schema) visit(object.schema, object.name);
      for (const [key, value] of Object.entries(object)) {
        if (key === "properties" && value && typeof value === "object") {
          for (const [property, schema] of Object.entries(value as Record<string, unknown>)) visit(schema, property);
        } else if (key !== "schema") visit(value, key === "items" ? name : undefined);
      }
    };
    visit(document);
    const sorted = (values: readonly unknown[]) =>
      [...values]
        .map(String)
        .filter((value) => value !== "" && value !== "all")
        .sort();
    assert.ok((found.country?.length ?? 0) > 0 && (found.company_size?.length ?? 0) > 0 && (found.industry?.length ?? 0) > 0);
    for (const values of found.country ?? []) assert.deepEqual(sorted(values), sorted(COUNTRIES));
    for (const values of found.company_size ?? []) assert.deepEqual(sorted(values), sorted(COMPANY_SIZES));
    for (const values of found.industry ?? []) assert.deepEqual(sorted(values), sorted(INDUSTRIES));
    for (const limit of maxima.filter((m) => m.name === "employees")) assert.equal(limit.value, LIMITS.employees, "employees");
    for (const limit of maxima.filter((m) => m.name === "assignee")) assert.equal(limit.value, LIMITS.assigneeLength, "assignee");
  });

  it("states the company activities (the compliance filter's facts) exactly as the shared list", () => {
    const schemas = (document.components as { schemas: Record<string, { enum?: string[] }> }).schemas;
    assert.deepEqual(schemas.CompanyActivity?.enum, [...COMPANY_ACTIVITIES]);
  });
});
