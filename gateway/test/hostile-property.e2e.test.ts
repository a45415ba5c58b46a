/**
 * Property test over the whole product: for every operation of the OpenAPI document and every
 * one of its request fields (path, query and body members, plus one unknown member), generated
 * hostile strings, numbers and dates replace that field in an otherwise valid request. Nothing a
 * client sends may cause a 5xx, and every 4xx is problem+json the document describes.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { loadApiDocument, type Operation } from "../src/openapi/operations.js";
import { DEMO_PLAN, type FullStack, startFullStack } from "./full-stack.js";
import { apiClient, OPENAPI_FILE } from "./harness.js";

/** Generated runs per field, after its typed examples: about 100 fields, so several hundred requests in all. */
const RUNS_PER_FIELD = 3;

const HOSTILE_STRINGS = [
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x\udc00y",
  "\udbff\udfff\ud800",
  "\u202eevil\u202c.exe",
  "\u200b\ufeff",
  "x".repeat(70_000),
  "😀".repeat(3_000),
  "'; DROP TABLE projects; --",
  "' OR '1'='1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "[x](javascript:alert(1))",
  "{{7*7}}#{7*7}",
  "../../../etc/passwd",
  "%00%ff%",
  "\r\nX-Injected: 1",
  "",
  " ",
  "null",
];
const HOSTILE_NUMBERS = ["NaN", "-0", "Infinity", "1e309", "0x10", "١٢", "1,5", "", -0, 1e308, -1e308, -1, 0, 1.5, 2 ** 53 + 1, 1e-320];
const HOSTILE_DATES = [
  "0000-01-01",
  "9999-12-31",
  "10000-01-01",
  "2025-02-30",
  "2025-13-01",
  "2025-00-10",
  "2024-02-29",
  "+002025-01-01",
  "2025-04-01t00:00:00z",
  "9999-12-31T23:59:59Z",
  "0000-01-01T00:00:00Z",
  "2025-04-01T25:00:00Z",
  "1969-12-31T23:59:59.999999999Z",
];

const hostileScalar = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_DATES),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("a", "__proto__", "constructor", "\u0000"), hostileScalar, { maxKeys: 2 }) },
);

/**
 * A value as one URL component: UTF-8 percent-encoded, a lone surrogate as the bytes of its
 * code unit (what a careless client sends; not valid UTF-8).
 */
function encodeComponent(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

interface Field {
  in: "path" | "query" | "body";
  name: string;
  /** Values always tried first, chosen by the field's schema: the inputs most likely to break it. */
  examples: unknown[];
}

type Schema = { type?: string | string[]; format?: string; items?: Schema };

function examplesFor(schema: Schema | undefined): unknown[] {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (schema?.format === "date" || schema?.format === "date-time") return ["9999-12-31", "10000-01-01", "2025-02-30"];
  if (type === "integer" || type === "number") return [1e308, -1, "NaN"];
  if (type === "array") return [["a\u0000b"], examplesFor(schema?.items)];
  return ["a\u0000b", "\ud800"];
}

function fieldsOf(operation: Operation): Field[] {
  const fields = (where: Field["in"], schema: Record<string, unknown> | undefined): Field[] =>
    Object.entries((schema?.properties ?? {}) as Record<string, Schema>).map(([name, property]) => ({
      in: where,
      name,
      examples: examplesFor(property),
    }));
  return [
    ...fields("path", operation.pathSchema),
    ...fields("query", operation.querySchema),
    ...fields("body", operation.bodySchema),
    ...(operation.bodySchema ? [{ in: "body" as const, name: "unknown_member", examples: ["a\u0000b"] }] : []),
  ];
}

describe("hostile values in every field of every operation", () => {
  let full: FullStack;
  let api: ReturnType<typeof apiClient>;
  const keys: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const operations = loadApiDocument(OPENAPI_FILE).operations;

  before(async () => {
    // A rate limit that the run cannot reach: every answer is decided by the input.
    full = await startFullStack({ RATE_LIMIT: "1000000" });
    api = apiClient(full.base);
    const { stack } = full;
    const workspace = stack.admin([
      "workspace",
      "create",
      "--name",
      "Eigenschaft GmbH",
      "--plan",
      "enterprise",
      "--api-quota",
      "1000000",
      "--ai-quota",
      "100000",
    ]).id as string;
    for (const scope of ["read", "write", "ai"]) {
      keys[scope] = stack.admin(["key", "create", "--workspace", workspace, "--scope", scope]).key as string;
    }
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", DEMO_PLAN]) as {
      project: { id: string };
      phases: { id: string; tasks: { id: string }[] }[];
    };
    ids.project = imported.project.id;
    ids.phase = imported.phases[0]?.id as string;
    ids.task = imported.phases[0]?.tasks[0]?.id as string;
    const webhook = await api("POST", "/webhooks", { key: keys.write, body: { url: "https://127.0.0.1:9/hook", events: ["*"] } });
    assert.equal(webhook.status, 201, webhook.text);
    ids.webhook = webhook.json.id as string;
  });
  after(() => full.stack.close());

  /** A valid request of the operation, which the property then spoils in one field. */
  function validRequest(operation: Operation): {
    params: Record<string, string>;
    query: Record<string, string>;
    body?: Record<string, unknown>;
  } {
    const params: Record<string, string> = {};
    for (const name of Object.keys((operation.pathSchema.properties ?? {}) as Record<string, unknown>)) {
      const allowed = operation.pathEnums[name];
      if (allowed) params[name] = allowed[0] as string;
      else if (operation.path.startsWith("/tasks")) params[name] = ids.task as string;
      else if (operation.path.startsWith("/webhooks")) params[name] = ids.webhook as string;
      else params[name] = ids.project as string;
    }
    const bodies: Record<string, Record<string, unknown>> = {
      updateTask: { checked: true },
      searchDocuments: { query: "Stammdaten" },
      createWebhook: { url: "https://127.0.0.1:9/hook", events: ["task.created"], description: "Hook" },
      generatePlan: { description: "Einführung eines Ticketsystems für den Kundendienst", desired_timeline_weeks: 8 },
      chatWithProject: { message: "Was ist der nächste Schritt?" },
    };
    return { params, query: {}, ...(operation.bodySchema ? { body: { ...(bodies[operation.id] ?? {}) } } : {}) };
  }

  function keyFor(operation: Operation): string {
    return (operation.scope === "write" ? keys.write : operation.scope === "ai" ? keys.ai : keys.read) as string;
  }

  for (const operation of operations) {
    const fields = fieldsOf(operation);
    if (fields.length === 0) continue;
    it(`${operation.method} ${operation.path}: no 5xx, every 4xx problem+json (${fields.length} fields)`, async () => {
      for (const field of fields) {
        await fc.assert(
          fc.asyncProperty(hostileValue, async (value) => {
            const request = validRequest(operation);
            if (field.in === "path") request.params[field.name] = asText(value);
            else if (field.in === "query") request.query[field.name] = asText(value);
            else (request.body as Record<string, unknown>)[field.name] = value;
            const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeComponent(request.params[name] ?? ""));
            const query = Object.entries(request.query)
              .map(([name, text]) => `${name}=${encodeComponent(text)}`)
              .join("&");
            const where = `${operation.method} ${operation.path} ${field.in}:${field.name}=${asText(value).slice(0, 80)}`;
            // The document check of the harness throws for an answer it does not describe.
            const response = await api(operation.method, `${path}${query ? `?${query}` : ""}`, {
              key: keyFor(operation),
              ...(request.body ? { body: request.body } : {}),
            });
            assert.ok(response.status < 500, `${where}: ${response.status} ${response.text.slice(0, 300)}`);
            if (response.status >= 400) {
              assert.match(response.headers.get("content-type") ?? "", /^application\/problem\+json/, where);
              assert.equal(typeof response.json.code, "string", where);
            }
          }),
          {
            numRuns: RUNS_PER_FIELD + field.examples.length,
            examples: field.examples.map((example) => [example] as [unknown]),
            includeErrorInReport: true,
          },
        );
      }
    });
  }
});
