/**
 * Hostile values for property tests and the hostile-input battery: generated strings, numbers
 * and dates, the request fields of an operation they replace, and a valid request of each
 * operation that one of them then spoils.
 */
import fc from "fast-check";
import type { Operation } from "../src/openapi/operations.js";

export const HOSTILE_STRINGS = [
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
export const HOSTILE_NUMBERS = [
  "NaN",
  "-0",
  "Infinity",
  "1e309",
  "0x10",
  "١٢",
  "1,5",
  "",
  -0,
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  2 ** 53 + 1,
  1e-320,
];
export const HOSTILE_DATES = [
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
export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("a", "__proto__", "constructor", "\u0000"), hostileScalar, { maxKeys: 2 }) },
);

/**
 * A value as one URL component: UTF-8 percent-encoded, a lone surrogate as the bytes of its
 * code unit (what a careless client sends; not valid UTF-8).
 */
export function encodeComponent(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

export const asText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

export interface Field {
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

/** Every request field of an operation (path, query and body members), plus one unknown body member. */
export function fieldsOf(operation: Operation): Field[] {
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

/** A loopback receiver: the only webhook destination the test stacks allow. */
export const LOOPBACK_HOOK_URL = "https://127.0.0.1:9/hook";

const VALID_BODIES: Record<string, Record<string, unknown>> = {
  updateTask: { checked: true },
  searchDocuments: { query: "Stammdaten" },
  createWebhook: { url: LOOPBACK_HOOK_URL, events: ["task.created"], description: "Hook" },
  generatePlan: { description: "Einführung eines Ticketsystems für den Kundendienst", desired_timeline_weeks: 8 },
  chatWithProject: { message: "Was ist der nächste Schritt?" },
};

/** Query parameters an operation requires. */
const VALID_QUERIES: Record<string, Record<string, string>> = {
  exportProject: { format: "markdown" },
};

export interface SampleRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}

/** The ids a valid request of an operation refers to, all of one workspace. */
export interface SampleIds {
  project: string;
  task: string;
  webhook: string;
}

/** A valid request of the operation, which a test then spoils in one field. */
export function validRequest(operation: Operation, ids: SampleIds): SampleRequest {
  const params: Record<string, string> = {};
  for (const name of Object.keys((operation.pathSchema.properties ?? {}) as Record<string, unknown>)) {
    const allowed = operation.pathEnums[name];
    if (allowed) params[name] = allowed[0] as string;
    else if (operation.path.startsWith("/tasks")) params[name] = ids.task;
    else if (operation.path.startsWith("/webhooks")) params[name] = ids.webhook;
    else params[name] = ids.project;
  }
  return {
    params,
    query: { ...VALID_QUERIES[operation.id] },
    ...(operation.bodySchema ? { body: { ...(VALID_BODIES[operation.id] ?? {}) } } : {}),
  };
}

/** The request with one field replaced by a value. */
export function spoil(request: SampleRequest, field: Field, value: unknown): SampleRequest {
  const spoiled: SampleRequest = { params: { ...request.params }, query: { ...request.query } };
  if (request.body) spoiled.body = { ...request.body };
  if (field.in === "path") spoiled.params[field.name] = asText(value);
  else if (field.in === "query") spoiled.query[field.name] = asText(value);
  else (spoiled.body ?? {})[field.name] = value;
  return spoiled;
}

/** The request's path and query string, each component encoded as a careless client would. */
export function requestTarget(operation: Operation, request: SampleRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeComponent(request.params[name] ?? ""));
  const query = Object.entries(request.query)
    .map(([name, text]) => `${name}=${encodeComponent(text)}`)
    .join("&");
  return `${path}${query ? `?${query}` : ""}`;
}
