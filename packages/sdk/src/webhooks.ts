/**
 * Verification of webhook deliveries: `X-Service-Signature: t=<unix seconds>,v1=<hex>` where
 * hex = HMAC-SHA256(secret, "<t>.<raw body>"). The same rules as the webhook service's own
 * helper (header syntax, several `v1` entries, 5-minute tolerance both ways, every entry
 * compared in constant time), written on Web Crypto so that it runs on Node, Deno and Bun.
 */
import type { Event } from "./types.js";

export const SIGNATURE_HEADER = "X-Service-Signature";

export type WebhookVerificationFailure =
  | "malformed_header"
  | "missing_timestamp"
  | "missing_signature"
  | "timestamp_too_old"
  | "timestamp_in_future"
  | "signature_mismatch"
  | "invalid_payload";

export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyOptions {
  /** Largest accepted distance between the signature's time and now, both ways (default 300 s). */
  toleranceSeconds?: number;
  /** Clock (unix ms), for tests. */
  now?: () => number;
}

export type RawBody = string | Uint8Array | ArrayBuffer;

const encoder = new TextEncoder();

function bytesOf(body: RawBody): Uint8Array<ArrayBuffer> {
  if (typeof body === "string") return encoder.encode(body);
  const view = body instanceof ArrayBuffer ? new Uint8Array(body) : body;
  const copy = new Uint8Array(view.byteLength);
  copy.set(view);
  return copy;
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Compares two byte strings in time that depends only on their length. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function hmac(secret: string, timestamp: string, rawBody: RawBody): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const prefix = encoder.encode(`${timestamp}.`);
  const body = bytesOf(rawBody);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix);
  message.set(body, prefix.length);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
}

/**
 * Checks a delivery's signature against its raw body (before parsing it); resolves the signed
 * timestamp or rejects with WebhookVerificationError. Any of several `v1=` entries may match.
 */
export async function verifyWebhookSignature(
  rawBody: RawBody,
  header: string | null | undefined,
  secret: string,
  { toleranceSeconds = 300, now = Date.now }: VerifyOptions = {},
): Promise<{ timestamp: number }> {
  if (typeof secret !== "string" || secret === "") throw new TypeError("the webhook secret is required");
  if (typeof header !== "string" || header.trim() === "")
    throw new WebhookVerificationError("malformed_header", "signature header is missing or empty");
  if (header.length > 4096) throw new WebhookVerificationError("malformed_header", "signature header is too long");
  let timestamp: string | undefined;
  const signatures: Uint8Array[] = [];
  for (const part of header.split(",")) {
    const index = part.indexOf("=");
    if (index <= 0) throw new WebhookVerificationError("malformed_header", "signature header must be comma-separated key=value pairs");
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === "t") {
      if (timestamp !== undefined) throw new WebhookVerificationError("malformed_header", "signature header has more than one timestamp");
      if (!/^\d{1,12}$/.test(value)) throw new WebhookVerificationError("malformed_header", "timestamp must be unix seconds");
      timestamp = value;
    } else if (key === "v1") {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new WebhookVerificationError("malformed_header", "v1 must be 64 hex characters");
      signatures.push(fromHex(value));
    }
    // Other schemes (v0, future versions) are ignored.
  }
  if (timestamp === undefined) throw new WebhookVerificationError("missing_timestamp", "signature header has no timestamp (t=)");
  if (signatures.length === 0) throw new WebhookVerificationError("missing_signature", "signature header has no v1 signature");
  const seconds = Number(timestamp);
  const age = Math.floor(now() / 1000) - seconds;
  if (age > toleranceSeconds)
    throw new WebhookVerificationError("timestamp_too_old", `signature is ${age} s old; at most ${toleranceSeconds} s allowed`);
  if (-age > toleranceSeconds) {
    throw new WebhookVerificationError(
      "timestamp_in_future",
      `signature is dated ${-age} s in the future; at most ${toleranceSeconds} s allowed`,
    );
  }
  const expected = await hmac(secret, timestamp, rawBody);
  // Every entry is compared, so timing does not reveal which one matched.
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(signature, expected) || matched;
  if (!matched) throw new WebhookVerificationError("signature_mismatch", "signature does not match the body and secret");
  return { timestamp: seconds };
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Verifies a delivery, then parses it: the typed event (narrow it on `type`). */
export async function verifyWebhook(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): Promise<Event> {
  await verifyWebhookSignature(rawBody, signatureHeader, secret, options);
  let event: unknown;
  try {
    event = JSON.parse(typeof rawBody === "string" ? rawBody : decoder.decode(bytesOf(rawBody)));
  } catch {
    throw new WebhookVerificationError("invalid_payload", "the signed body is not JSON");
  }
  const envelope = event as { id?: unknown; type?: unknown; data?: unknown } | null;
  if (!envelope || typeof envelope.id !== "string" || typeof envelope.type !== "string" || typeof envelope.data !== "object")
    throw new WebhookVerificationError("invalid_payload", "the signed body is not an event envelope");
  return event as Event;
}
