/** An HTTPS receiver on loopback with the self-signed test certificate; records every request. */
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";

export const CA_FILE = new URL("../fixtures/receiver-cert.pem", import.meta.url).pathname;
const KEY_FILE = new URL("../fixtures/receiver-key.pem", import.meta.url).pathname;

export interface ReceivedRequest {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** Answers a request; the default is 200. `n` counts requests to the same path, from 1. */
export type Responder = (request: ReceivedRequest, n: number, response: ServerResponse) => void | Promise<void>;

export interface Receiver {
  port: number;
  url(path: string): string;
  /** Requests to a path (all when omitted), in arrival order. */
  requests(path?: string): ReceivedRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  on(path: string, responder: Responder): void;
  /** Resolves once `count` requests reached `path`, or rejects after `timeoutMs`. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const responders = new Map<string, Responder>();
  let connections = 0;
  const server: Server = createServer({ key: readFileSync(KEY_FILE), cert: readFileSync(CA_FILE) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: ReceivedRequest = {
        path: request.url ?? "/",
        method: request.method ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      };
      received.push(entry);
      const n = received.filter((other) => other.path === entry.path).length;
      const responder = responders.get(entry.path);
      if (!responder) {
        response.writeHead(200, { "content-type": "text/plain" }).end("ok");
        return;
      }
      Promise.resolve(responder(entry, n, response)).catch(() => response.destroy());
    });
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `https://127.0.0.1:${port}${path}`,
    requests: (path) => received.filter((entry) => path === undefined || entry.path === path),
    connections: () => connections,
    on: (path, responder) => responders.set(path, responder),
    waitFor: async (path, count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter((entry) => entry.path === path);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`expected ${count} requests to ${path} within ${timeoutMs} ms, got ${matching.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
