import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { after, before, describe, it } from "node:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { parse } from "yaml";
import { apiClient, OPENAPI_FILE, TestStack } from "./harness.js";

describe("HTTP conventions and the OpenAPI document", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let base: string;
  let key: string;
  let managementPort: number;

  before(async () => {
    await stack.init();
    const ws = stack.admin(["workspace", "create", "--name", "Conventions GmbH", "--plan", "max"]);
    key = stack.admin(["key", "create", "--workspace", ws.id as string, "--scope", "ai"]).key as string;
    // No webhook service: its operations show how an undeployed service answers (501).
    const started = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0", WEBHOOK_SERVICE_ADDR: "" });
    managementPort = started.managementPort;
    base = `http://127.0.0.1:${started.port}/api/v1`;
    api = apiClient(base);
  });
  after(() => stack.close());

  it("the document is valid OpenAPI 3.0 with exactly the 27 operations plus the spec", async () => {
    const document = (await SwaggerParser.validate(OPENAPI_FILE)) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    assert.match(document.openapi, /^3\.0\./);
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.keys(item).filter((k) => ["get", "post", "patch", "delete", "put"].includes(k)),
    );
    assert.equal(operations.length, 28);
  });

  it("serves the document without auth", async () => {
    const response = await fetch(`${base}/openapi`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /yaml/);
    const text = await response.text();
    const document = parse(text) as { paths: object };
    assert.ok(Object.keys(document.paths).includes("/projects/{id}"));
    // The gateway's wiring to its services stays internal.
    assert.ok(!/x-grpc|x-handler/.test(text), "no internal extensions in the published document");
    const valid = await SwaggerParser.validate(structuredClone(document) as never);
    assert.ok(valid, "the published document is valid OpenAPI");
  });

  it("declares and sends X-Request-Id and the rate-limit headers on 400, 403 and 409 answers", async () => {
    const raw = parse(readFileSync(OPENAPI_FILE, "utf8")) as { components: { responses: Record<string, { headers?: object }> } };
    // A 403 is decided before the rate limit is consulted (nothing is charged), so it carries the request id only.
    const expected: Record<string, string[]> = {
      BadRequest: ["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"],
      Conflict: ["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"],
      Forbidden: ["X-Request-Id"],
    };
    for (const [name, wanted] of Object.entries(expected)) {
      const headers = Object.keys(raw.components.responses[name]?.headers ?? {});
      for (const header of wanted) assert.ok(headers.includes(header), `${name} declares ${header}`);
    }
    const bad = await api("POST", "/documents/search", { key, body: { query: 5 } });
    assert.equal(bad.status, 400);
    for (const header of ["x-request-id", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
      assert.ok(bad.headers.get(header), `400 carries ${header}`);
    }
  });

  it("400 invalid_json for a malformed body and changes nothing", async () => {
    const before = (await api("GET", "/usage", { key })).json.api_calls as { used: number };
    const response = await api("POST", "/documents/search", {
      key,
      rawBody: '{"query": ',
      headers: { "content-type": "application/json" },
    });
    assert.equal(response.status, 400);
    assert.equal(response.json.code, "invalid_json");
    const afterward = (await api("GET", "/usage", { key })).json.api_calls as { used: number };
    assert.equal(afterward.used, before.used + 1, "only the usage call itself was counted");
  });

  it("413 payload_too_large above 1 MiB", async () => {
    const response = await api("POST", "/documents/search", {
      key,
      rawBody: JSON.stringify({ query: "x".repeat(1024 * 1024 + 10) }),
      headers: { "content-type": "application/json" },
    });
    assert.equal(response.status, 413);
    assert.equal(response.json.code, "payload_too_large");
  });

  it("415 unsupported_media_type for a non-JSON body", async () => {
    const response = await api("POST", "/documents/search", {
      key,
      rawBody: "query=risiko",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    assert.equal(response.status, 415);
    assert.equal(response.json.code, "unsupported_media_type");
  });

  it("404 not_found for an unknown path, with the full problem shape", async () => {
    const response = await api("GET", "/nothing-here", { key });
    assert.equal(response.status, 404);
    assert.deepEqual(Object.keys(response.json).sort(), ["code", "detail", "instance", "request_id", "status", "title", "type"]);
    assert.equal(response.json.request_id, response.headers.get("x-request-id"));
  });

  it("405 method_not_allowed with Allow for a wrong method on a known path", async () => {
    const response = await api("DELETE", "/projects", { key });
    assert.equal(response.status, 405);
    assert.equal(response.json.code, "method_not_allowed");
    assert.equal(response.headers.get("allow"), "GET, HEAD");
  });

  it("400 validation_failed names every bad field", async () => {
    const response = await api("POST", "/ai/generate-plan", {
      key,
      body: { description: "short", desired_timeline_weeks: "soon", colour: "blue" },
    });
    assert.equal(response.status, 400);
    assert.equal(response.json.code, "validation_failed");
    const pointers = (response.json.errors as { pointer: string }[]).map((e) => e.pointer).sort();
    // generate-plan ignores members it does not know (no-code platforms send extras).
    assert.deepEqual(pointers, ["/description", "/desired_timeline_weeks"]);
  });

  it("400 validation_failed names unknown members of a strict body", async () => {
    const response = await api("POST", "/documents/search", { key, body: { query: 5, colour: "blue" } });
    assert.equal(response.status, 400);
    assert.equal(response.json.code, "validation_failed");
    const pointers = (response.json.errors as { pointer: string }[]).map((e) => e.pointer).sort();
    assert.deepEqual(pointers, ["/colour", "/query"]);
  });

  it("answers what the router or Node would answer in their own format as problem+json, never echoing the raw path", async () => {
    const problem = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });
      assert.match(response.headers.get("content-type") ?? "", /^application\/problem\+json/, path);
      return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
    };
    const badUrl = await problem("/projects/%E0%A4%A<script>");
    assert.equal(badUrl.status, 400);
    assert.equal(badUrl.json.code, "validation_failed");
    assert.ok(!JSON.stringify(badUrl.json).includes("<script>"), "the raw path is not echoed");
    const longId = await problem(`/projects/prj_${"x".repeat(300)}`);
    assert.equal(longId.status, 404);
    assert.equal(longId.json.code, "not_found");
    const trace = await problem("/projects/prj_x", { method: "PROPFIND" });
    assert.equal(trace.status, 405);
    assert.equal(trace.json.code, "method_not_allowed");
    assert.equal(trace.headers.get("allow"), "GET, HEAD");
    // fetch refuses an Expect header; node:http sends it.
    const expect = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest(`${base}/documents/search`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, expect: "200-ok", "content-type": "application/json" },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }));
      });
      request.on("error", reject);
      request.end("{}");
    });
    assert.equal(expect.status, 417);
    assert.match(expect.type, /^application\/problem\+json/);
    assert.equal((JSON.parse(expect.body) as { code: string }).code, "expectation_failed");
  });

  it("400 for bad query parameters, naming them", async () => {
    const response = await api("GET", "/projects?limit=0&status=done&colour=1", { key });
    assert.equal(response.status, 400);
    const pointers = (response.json.errors as { pointer: string }[]).map((e) => e.pointer).sort();
    assert.deepEqual(pointers, ["/query/colour", "/query/limit", "/query/status"]);
  });

  it("operations of services not deployed yet answer 501 and charge nothing", async () => {
    const before = (await api("GET", "/usage", { key })).json as { api_calls: { used: number }; ai_calls: { used: number } };
    const response = await api("GET", "/webhooks", { key });
    assert.equal(response.status, 501);
    assert.equal(response.json.code, "not_implemented");
    const afterward = (await api("GET", "/usage", { key })).json as { api_calls: { used: number }; ai_calls: { used: number } };
    assert.equal(afterward.ai_calls.used, before.ai_calls.used);
    assert.equal(afterward.api_calls.used, before.api_calls.used + 1);
  });

  it("keeps a valid incoming X-Request-Id and replaces an invalid one", async () => {
    const kept = await fetch(`${base}/usage`, { headers: { authorization: `Bearer ${key}`, "x-request-id": "trace-abc.123" } });
    assert.equal(kept.headers.get("x-request-id"), "trace-abc.123");
    const replaced = await fetch(`${base}/usage`, { headers: { authorization: `Bearer ${key}`, "x-request-id": "bad id with spaces" } });
    assert.notEqual(replaced.headers.get("x-request-id"), "bad id with spaces");
  });

  it("management port: healthz, readyz naming its checks, metrics", async () => {
    const health = await fetch(`http://127.0.0.1:${managementPort}/healthz`);
    assert.equal(health.status, 200);
    const ready = (await (await fetch(`http://127.0.0.1:${managementPort}/readyz`)).json()) as { checks: Record<string, string> };
    assert.ok("postgres" in ready.checks && "redis" in ready.checks);
    const metrics = await (await fetch(`http://127.0.0.1:${managementPort}/metrics`)).text();
    assert.match(metrics, /http_request_duration_seconds_bucket/);
  });
});
