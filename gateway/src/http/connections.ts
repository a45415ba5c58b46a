import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Counter } from "prom-client";
import { rawProblemResponse } from "../problem.js";

/**
 * Answers a request the HTTP parser gave up on: 408 `request_timeout` (headers or body not
 * received in time), 431 or 400, as problem+json, unless an answer has already begun on the
 * connection. The connection is then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket, requestId: string, counter?: Counter): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, detail, reason] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? ([408, "request_timeout", "The request was not received in time; send headers and body without pausing.", "timeout"] as const)
      : error.code === "HPE_HEADER_OVERFLOW"
        ? ([431, "validation_failed", "The request headers are too large.", "header_overflow"] as const)
        : ([400, "validation_failed", "The request is not valid HTTP.", "bad_request"] as const);
  counter?.inc({ reason });
  // Node keeps the response in progress on the socket; once its head is out, writing more would corrupt it.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean; req?: { url?: string } } })._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    const instance = (inProgress?.req?.url ?? "/").split("?")[0] ?? "/";
    socket.end(rawProblemResponse(status, code, detail, requestId, instance));
    // A client that never reads or closes must not keep the socket.
    setTimeout(() => socket.destroy(), 1_000).unref();
  } else socket.destroy();
}

/**
 * Bounds the open connections per client address: one more is answered 429 problem+json
 * before anything is read from it, and closed.
 */
export function limitConnectionsPerIp(server: Server, max: number, nextRequestId: () => string, counter?: Counter): void {
  const open = new Map<string, number>();
  // Runs before Node's own listener, so a refused connection is never parsed.
  server.prependListener("connection", (socket: Socket) => {
    const address = (socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    const count = open.get(address) ?? 0;
    if (count >= max) {
      counter?.inc();
      socket.on("error", () => undefined);
      socket.write(
        rawProblemResponse(429, "rate_limit_exceeded", `At most ${max} open connections per client address.`, nextRequestId(), "/", {
          "retry-after": "1",
        }),
      );
      socket.destroySoon();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
