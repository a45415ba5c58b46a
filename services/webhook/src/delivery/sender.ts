/**
 * One HTTPS POST to a receiver. Every connection passes the SSRF guard: IP literals in the
 * connector, names through the guarded `lookup` on every resolved address. Redirects are
 * never followed (undici 7 follows none without its redirect interceptor).
 */
import { isIP } from "node:net";
import { createSecureContext, rootCertificates } from "node:tls";
import { Agent, buildConnector, errors as undiciErrors } from "undici";
import { createGuardedLookup, type Resolver, type SsrfGuard, SsrfRefusedError } from "../ssrf/guard.js";
import { parseIpAddress } from "../ssrf/ip.js";

export const MAX_STORED_BODY_BYTES = 4 * 1024;

export interface SendRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface SendResult {
  /** The receiver's status; undefined when there was no answer. */
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  /** At most 4 KiB of the answer. */
  body?: string;
  /** Why there was no usable answer (timeout, TLS, connection, SSRF), without secrets. */
  error?: string;
  latencyMs: number;
}

export interface SenderOptions {
  guard: SsrfGuard;
  resolver?: Resolver;
  extraCaPem?: string;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
}

export class WebhookSender {
  private readonly agent: Agent;
  private readonly requestTimeoutMs: number;

  constructor(options: SenderOptions) {
    this.requestTimeoutMs = options.requestTimeoutMs;
    const base = buildConnector({
      timeout: options.connectTimeoutMs,
      lookup: createGuardedLookup(options.guard, options.resolver),
      // Passing `ca` replaces the default trust store, so the extra CA is added to it. The
      // context is built once: built per connection, parsing the whole store cost milliseconds.
      ...(options.extraCaPem ? { secureContext: createSecureContext({ ca: [...rootCertificates, options.extraCaPem] }) } : {}),
    });
    const connect: buildConnector.connector = (connectOptions, callback) => {
      // net.connect skips `lookup` for IP literals, so they are judged here.
      if (isIP(connectOptions.hostname.replace(/^\[|\]$/g, "")) !== 0) {
        const address = parseIpAddress(connectOptions.hostname);
        try {
          if (!address) throw new SsrfRefusedError(connectOptions.hostname, "not a valid address");
          options.guard.checkAddress(address, connectOptions.hostname);
        } catch (error) {
          callback(error as Error, null);
          return;
        }
      }
      base(connectOptions, callback);
    };
    this.agent = new Agent({ connect, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 32 });
  }

  async send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const latency = () => performance.now() - started;
    const signal = AbortSignal.timeout(this.requestTimeoutMs);
    try {
      const response = await this.agent.request({
        origin: new URL(request.url).origin,
        path: pathOf(request.url),
        method: "POST",
        headers: request.headers,
        body: request.body,
        signal,
        headersTimeout: this.requestTimeoutMs,
        bodyTimeout: this.requestTimeoutMs,
      });
      const body = await readCapped(response.body, MAX_STORED_BODY_BYTES);
      return { status: response.statusCode, headers: response.headers, body, latencyMs: latency() };
    } catch (error) {
      return { error: describeError(error, signal.aborted, this.requestTimeoutMs), latencyMs: latency() };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Reads at most `limit` bytes; the rest is discarded (the connection is dropped if it is long). */
async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const remaining = limit - size;
    if (remaining > 0) {
      chunks.push(chunk.subarray(0, remaining));
      size += Math.min(chunk.length, remaining);
    }
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  // Cut on a character boundary: a split multi-byte character becomes U+FFFD, not garbage.
  return Buffer.concat(chunks).toString("utf8");
}

/** A short, stable description of a failed request; never contains headers or secrets. */
export function describeError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout: no complete answer within ${timeoutMs} ms`;
  let cause: unknown = error;
  // undici and fetch wrap the socket error; the innermost one says what happened.
  for (let depth = 0; depth < 3 && cause instanceof Error && cause.cause instanceof Error; depth++) cause = cause.cause;
  if (error instanceof SsrfRefusedError || cause instanceof SsrfRefusedError) {
    const refused = (error instanceof SsrfRefusedError ? error : cause) as SsrfRefusedError;
    return `refused: ${refused.message}`;
  }
  const code = (cause as { code?: string }).code ?? (error as { code?: string }).code;
  if (error instanceof undiciErrors.ConnectTimeoutError || code === "UND_ERR_CONNECT_TIMEOUT")
    return "connect timeout: no connection within the limit";
  if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
    return `timeout: no complete answer within ${timeoutMs} ms`;
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  const kind = code && /CERT|SSL|TLS|SELF_SIGNED|ALTNAME|EPROTO/i.test(code) ? "tls error" : "connection error";
  return `${kind}: ${code ? `${code} ` : ""}${message}`.slice(0, 500);
}
