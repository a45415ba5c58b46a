/**
 * Request deadlines and the per-address connection bound, with small limits: a slow sender
 * is cut with 408 problem+json while other clients are served; excess connections are refused.
 */
import assert from "node:assert/strict";
import { connect, type Socket } from "node:net";
import { after, before, describe, it } from "node:test";
import { apiClient, TestStack } from "./harness.js";

/** A raw connection that collects what the server sends until it closes. */
async function open(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(port, "127.0.0.1");
  let data = "";
  socket.on("data", (chunk: Buffer) => {
    data += chunk.toString("utf8");
  });
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  return { socket, received: () => data, closed };
}

/** Waits for a promise at most `ms` (a bound, not a performance assertion). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms);
    }),
  ]);
}

function problemOf(raw: string): { status: number; headers: string; body: Record<string, unknown> } {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: JSON.parse(body) as Record<string, unknown> };
}

describe("request deadlines", () => {
  const stack = new TestStack();
  let port: number;
  let api: ReturnType<typeof apiClient>;
  let key: string;

  before(async () => {
    await stack.init();
    const gateway = await stack.start("gateway/dist/main.js", {
      PORT: "0",
      MANAGEMENT_PORT: "0",
      HTTP_HEADERS_TIMEOUT_MS: "1000",
      HTTP_REQUEST_TIMEOUT_MS: "1500",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
    });
    port = gateway.port;
    api = apiClient(`http://127.0.0.1:${port}/api/v1`);
    const ws = stack.admin(["workspace", "create", "--name", "Langsam KG", "--plan", "max"]).id as string;
    key = stack.admin(["key", "create", "--workspace", ws, "--scope", "ai"]).key as string;
  });
  after(() => stack.close());

  it("cuts a sender that stops in the middle of its body with 408 request_timeout, serving others meanwhile", async () => {
    const slow = await open(port);
    const started = Date.now();
    slow.socket.write(
      [
        "POST /api/v1/ai/generate-plan HTTP/1.1",
        "Host: 127.0.0.1",
        `Authorization: Bearer ${key}`,
        "Content-Type: application/json",
        "Content-Length: 200",
        "",
        '{"description": "ERP-Einf',
      ].join("\r\n"),
    );
    // Another client is served while the slow one holds its connection.
    const other = await api("GET", "/usage", { key });
    assert.equal(other.status, 200);
    assert.equal(slow.received(), "", "the slow request is still open");
    const closedAt = await within(slow.closed, 10_000, "the slow connection's end");
    assert.ok(closedAt - started >= 1_000, `cut after ${closedAt - started} ms, before the deadline`);
    const answer = problemOf(slow.received());
    assert.equal(answer.status, 408);
    assert.match(answer.headers, /content-type: application\/problem\+json/);
    assert.match(answer.headers, /x-request-id: \S+/);
    assert.equal(answer.body.code, "request_timeout");
    assert.equal(answer.body.status, 408);
    assert.equal(answer.body.instance, "/api/v1/ai/generate-plan");
  });

  it("cuts a sender that never finishes its headers", async () => {
    const slow = await open(port);
    slow.socket.write("GET /api/v1/usage HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await within(slow.closed, 10_000, "the slow connection's end");
    const answer = problemOf(slow.received());
    assert.equal(answer.status, 408);
    assert.equal(answer.body.code, "request_timeout");
  });

  it("closes an idle kept-alive connection", async () => {
    const idle = await open(port);
    idle.socket.write("GET /api/v1/openapi HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await within(idle.closed, 10_000, "the idle connection's end");
    assert.match(idle.received(), /^HTTP\/1\.1 200 /);
  });
});

describe("connections per client address", () => {
  const stack = new TestStack();
  let port: number;

  before(async () => {
    await stack.init();
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0", HTTP_MAX_CONNECTIONS_PER_IP: "8" });
    port = gateway.port;
  });
  after(() => stack.close());

  it("refuses the connection over the bound with 429 problem+json, and accepts again once one closes", async () => {
    const held = await Promise.all(Array.from({ length: 8 }, () => open(port)));
    const excess = await open(port);
    await within(excess.closed, 10_000, "the refused connection's end");
    const answer = problemOf(excess.received());
    assert.equal(answer.status, 429);
    assert.equal(answer.body.code, "rate_limit_exceeded");
    assert.match(answer.headers, /retry-after: 1/);

    // The held connections still work.
    const first = held[0];
    assert.ok(first);
    first.socket.write("GET /api/v1/openapi HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await within(first.closed, 10_000, "the answer on a held connection");
    assert.match(first.received(), /^HTTP\/1\.1 200 /);

    // One slot is free again: a new connection is served (after the server has seen the close).
    let served = "";
    for (let attempt = 0; attempt < 20 && !served.startsWith("HTTP/1.1 200"); attempt++) {
      const next = await open(port);
      next.socket.write("GET /api/v1/openapi HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
      await within(next.closed, 10_000, "an answer");
      served = next.received();
      if (!served.startsWith("HTTP/1.1 200")) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.match(served, /^HTTP\/1\.1 200 /);
    for (const connection of held) connection.socket.destroy();
  });
});
