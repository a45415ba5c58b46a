/**
 * End-to-end harness: real gateway (and service) processes over HTTP, the admin CLI as a
 * process, a database and Redis key prefix of this test run's own, and a check of every
 * response against the OpenAPI document.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import {
  createTestDatabase,
  deleteTestStream,
  TEST_NATS_URL,
  TEST_REDIS_URL,
  type TestDatabase,
  uniqueSuffix,
} from "@planner/shared/testing";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { parse } from "yaml";
import { toJsonSchema } from "../src/openapi/operations.js";

const ROOT = new URL("../../", import.meta.url).pathname;
export const OPENAPI_FILE = join(ROOT, "gateway/openapi/openapi.yaml");

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

export interface Env {
  [name: string]: string;
}

/** A test run's own database, Redis prefix and ports. */
export class TestStack {
  readonly processes: ChildProcess[] = [];
  db!: TestDatabase;
  env: Env = {};

  async init(extra: Env = {}): Promise<void> {
    this.db = await createTestDatabase("gw");
    this.env = {
      DATABASE_URL: this.db.url,
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: TEST_NATS_URL,
      REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
      LOG_LEVEL: "warn",
      API_KEY_PEPPER: "test-pepper",
      ...extra,
    };
  }

  /** Runs the admin CLI with --json and returns its one JSON document. */
  admin(args: string[], env: Env = {}): Record<string, unknown> {
    const result = spawnSync(process.execPath, [join(ROOT, "gateway/dist/admin/cli.js"), ...args, "--json"], {
      env: { ...process.env, ...this.env, ...env },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${result.stderr}`);
    return JSON.parse(result.stdout) as Record<string, unknown>;
  }

  /** Starts a process and waits for its "listening" log line; returns the ports it logged. */
  async start(script: string, env: Env = {}): Promise<{ child: ChildProcess; port: number; managementPort: number; grpcPort?: number }> {
    const child = spawn(process.execPath, [join(ROOT, script)], {
      env: { ...process.env, ...this.env, LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.processes.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    return new Promise((resolve, reject) => {
      let buffer = "";
      const timer = setTimeout(() => reject(new Error(`${script} did not start: ${stderr}`)), 30_000);
      child.on("exit", (code) => reject(new Error(`${script} exited with ${code}: ${stderr}`)));
      child.stdout?.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        for (const line of buffer.split("\n")) {
          if (!line.includes("listening")) continue;
          try {
            const entry = JSON.parse(line) as { port?: number; managementPort: number; grpcPort?: number };
            clearTimeout(timer);
            resolve({ child, port: entry.port ?? 0, managementPort: entry.managementPort, grpcPort: entry.grpcPort });
          } catch {
            // partial line; wait for more
          }
        }
      });
    });
  }

  async stop(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  }

  async close(): Promise<void> {
    for (const child of this.processes) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    }
    await this.db?.drop();
    if (this.env.EVENTS_STREAM) await deleteTestStream(this.env.EVENTS_STREAM);
  }
}

/** The headers the API itself defines (transport headers such as Date or Content-Length are not checked). */
const API_HEADERS = [
  "x-request-id",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "ratelimit-policy",
  "ratelimit",
  "retry-after",
  "idempotency-replayed",
  "location",
  "allow",
  "www-authenticate",
];

/** Validates responses against the document's response schemas. */
export class ResponseValidator {
  private readonly ajv: Ajv;
  private readonly document: Record<string, unknown>;

  constructor() {
    this.ajv = new Ajv({ allErrors: true, strict: false });
    (addFormatsModule as unknown as (ajv: Ajv) => Ajv)(this.ajv);
    this.document = parse(readFileSync(OPENAPI_FILE, "utf8")) as Record<string, unknown>;
  }

  /**
   * Throws when the response is not one the document describes for the operation: its status,
   * its media type and body, and its headers (every header of the API's own that the answer
   * carries is declared for that status and matches its schema; X-Request-Id is always there).
   */
  check(method: string, url: string, status: number, contentType: string, body: string, headers: Headers = new Headers()): void {
    const path = new URL(url).pathname.replace(/^\/(api\/)?v1/, "");
    const paths = this.document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const template = Object.keys(paths)
      .filter((candidate) => new RegExp(`^${candidate.replace(/\{\w+\}/g, "[^/]+")}$`).test(path))
      .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
    const operation = template ? paths[template]?.[method.toLowerCase()] : undefined;
    if (!operation) {
      // Unknown paths and methods answer with the Problem schema.
      this.validate(this.componentSchema("Problem"), body, `${method} ${path} ${status}`);
      return;
    }
    const responses = operation.responses as Record<string, unknown>;
    const response = toJsonSchema(responses[String(status)] ?? responses.default, this.document) as
      | { content?: Record<string, { schema?: unknown }>; headers?: Record<string, { schema?: unknown }> }
      | undefined;
    if (!response) throw new Error(`${method} ${template} does not document status ${status}`);
    this.checkHeaders(response.headers ?? {}, headers, `${method} ${template} ${status}`);
    if (status === 204) return;
    const mediaType = contentType.split(";")[0]?.trim() ?? "";
    // The deprecated Markdown answer of a JSON operation is declared by `x-markdown: {when: accept}`.
    const legacyMarkdown =
      mediaType === "text/markdown" && status < 300 && (operation["x-markdown"] as { when?: string } | undefined)?.when === "accept";
    const content = response.content?.[mediaType] ?? (legacyMarkdown ? { schema: { type: "string" } } : undefined);
    if (!content) throw new Error(`${method} ${template} ${status} does not document ${mediaType}`);
    if (mediaType.endsWith("json") && content.schema) this.validate(content.schema, body, `${method} ${template} ${status}`);
  }

  private checkHeaders(declared: Record<string, { schema?: unknown }>, headers: Headers, where: string): void {
    const byName = new Map(Object.entries(declared).map(([name, header]) => [name.toLowerCase(), header]));
    if (!headers.has("x-request-id")) throw new Error(`${where}: answered without X-Request-Id`);
    for (const name of API_HEADERS) {
      const value = headers.get(name);
      if (value === null) continue;
      const header = byName.get(name);
      if (!header) throw new Error(`${where}: sends ${name}, which the document does not declare for this status`);
      if (!header.schema) continue;
      const schema = header.schema as { type?: string };
      const parsed: unknown = schema.type === "integer" && /^-?\d+$/.test(value) ? Number(value) : value;
      const validate = this.ajv.compile(header.schema as object);
      if (!validate(parsed))
        throw new Error(`${where}: header ${name}: ${value} does not match the document: ${this.ajv.errorsText(validate.errors)}`);
    }
  }

  private componentSchema(name: string): unknown {
    return toJsonSchema({ $ref: `#/components/schemas/${name}` }, this.document);
  }

  private validate(schema: unknown, body: string, where: string): void {
    const validate = this.ajv.compile(schema as object);
    const value: unknown = JSON.parse(body);
    if (!validate(value)) throw new Error(`${where}: response does not match the document: ${this.ajv.errorsText(validate.errors)}`);
    const empty = emptyStringAt(value, "");
    // One rule for absent values: null, never "".
    if (empty !== undefined) throw new Error(`${where}: ${empty} is "" (an absent value is null)`);
  }
}

/** The pointer of the first empty string in a JSON value, if any. */
function emptyStringAt(value: unknown, pointer: string): string | undefined {
  if (value === "") return pointer || "/";
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = emptyStringAt(item, `${pointer}/${index}`);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, member] of Object.entries(value)) {
      const found = emptyStringAt(member, `${pointer}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

/** An HTTP client that checks every response against the document. */
export function apiClient(baseUrl: string, validator = new ResponseValidator()) {
  return async (
    method: string,
    path: string,
    options: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const url = `${baseUrl}${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    const contentType = response.headers.get("content-type") ?? "";
    validator.check(method, url, response.status, contentType, text, response.headers);
    let json: Record<string, unknown> = {};
    if (contentType.includes("json") && text) json = JSON.parse(text) as Record<string, unknown>;
    return { status: response.status, headers: response.headers, text, json } satisfies ApiResponse;
  };
}
