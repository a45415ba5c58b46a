/**
 * The `X-Service-Signature` scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Receivers verify against the raw body bytes, before parsing them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-Service-Signature";

export type WebhookSignatureFailure =
  | "malformed_header"
  | "missing_timestamp"
  | "missing_signature"
  | "timestamp_too_old"
  | "timestamp_in_future"
  | "signature_mismatch";

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
  constructor(
    readonly reason: WebhookSignatureFailure,
    message: string,
  ) {
    super(message);
  }
}

const toBuffer = (body: string | Uint8Array): Buffer => (typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body));

function hmac(secret: string, timestamp: string, rawBody: string | Uint8Array): Buffer {
  return createHmac("sha256", secret).update(`${timestamp}.`, "utf8").update(toBuffer(rawBody)).digest();
}

/** The header value for `rawBody` signed at `timestamp` (unix seconds). */
export function signWebhook(secret: string, rawBody: string | Uint8Array, timestamp: number = Math.floor(Date.now() / 1000)): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new RangeError("timestamp must be unix seconds");
  const t = String(timestamp);
  return `t=${t},v1=${hmac(secret, t, rawBody).toString("hex")}`;
}

export interface VerifyOptions {
  /** Largest accepted distance between the signature's time and now, both ways (default 300 s). */
  toleranceSeconds?: number;
  /** Clock (unix ms), for tests. */
  now?: () => number;
}

/**
 * Verifies a delivery; returns the signed timestamp or throws WebhookSignatureError.
 * Any of several `v1=` entries may match (a sender rotating secrets signs with both).
 */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  header: string | undefined,
  secret: string,
  { toleranceSeconds = 300, now = Date.now }: VerifyOptions = {},
): { timestamp: number } {
  if (typeof header !== "string" || header.trim() === "")
    throw new WebhookSignatureError("malformed_header", "signature header is missing or empty");
  if (header.length > 4096) throw new WebhookSignatureError("malformed_header", "signature header is too long");
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const index = part.indexOf("=");
    if (index <= 0) throw new WebhookSignatureError("malformed_header", "signature header must be comma-separated key=value pairs");
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === "t") {
      if (timestamp !== undefined) throw new WebhookSignatureError("malformed_header", "signature header has more than one timestamp");
      if (!/^\d{1,12}$/.test(value)) throw new WebhookSignatureError("malformed_header", "timestamp must be unix seconds");
      timestamp = value;
    } else if (key === "v1") {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new WebhookSignatureError("malformed_header", "v1 must be 64 hex characters");
      signatures.push(Buffer.from(value, "hex"));
    }
    // Other schemes (v0, future versions) are ignored.
  }
  if (timestamp === undefined) throw new WebhookSignatureError("missing_timestamp", "signature header has no timestamp (t=)");
  if (signatures.length === 0) throw new WebhookSignatureError("missing_signature", "signature header has no v1 signature");
  const seconds = Number(timestamp);
  const age = Math.floor(now() / 1000) - seconds;
  if (age > toleranceSeconds)
    throw new WebhookSignatureError("timestamp_too_old", `signature is ${age} s old; at most ${toleranceSeconds} s allowed`);
  if (-age > toleranceSeconds) {
    throw new WebhookSignatureError(
      "timestamp_in_future",
      `signature is dated ${-age} s in the future; at most ${toleranceSeconds} s allowed`,
    );
  }
  const expected = hmac(secret, timestamp, rawBody);
  // Every entry is compared, so timing does not reveal which one matched.
  let matched = false;
  for (const signature of signatures) matched = timingSafeEqual(signature, expected) || matched;
  if (!matched) throw new WebhookSignatureError("signature_mismatch", "signature does not match the body and secret");
  return { timestamp: seconds };
}
