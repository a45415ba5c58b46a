import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Key format: pp_live_<key id>_<secret>. The prefix is recognisable for secret scanners,
 * the key id gives an O(1) lookup, and only an HMAC of the secret is stored.
 */
export const KEY_PREFIX = "pp_live_";
const KEY_PATTERN = /^pp_live_([a-z0-9]{16})_([A-Za-z0-9]{40})$/;
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LOWER_ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomString(alphabet: string, length: number): string {
  // 256 % 62 and 256 % 36 bias is avoided by rejection sampling.
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export interface ParsedKey {
  keyId: string;
  secret: string;
}

export function parseApiKey(raw: string): ParsedKey | undefined {
  const match = KEY_PATTERN.exec(raw);
  return match?.[1] && match[2] ? { keyId: match[1], secret: match[2] } : undefined;
}

export function generateApiKey(): { keyId: string; secret: string; key: string; prefix: string } {
  const keyId = randomString(LOWER_ALPHANUMERIC, 16);
  const secret = randomString(ALPHANUMERIC, 40);
  return { keyId, secret, key: `${KEY_PREFIX}${keyId}_${secret}`, prefix: `${KEY_PREFIX}${keyId}` };
}

/** HMAC-SHA256 of the secret with the server-side pepper (hex). */
export function hashSecret(secret: string, pepper: string): string {
  return createHmac("sha256", pepper).update(secret).digest("hex");
}

export function secretMatches(secret: string, storedHash: string, pepper: string): boolean {
  // The digest as bytes: no round trip through hex on every request.
  const actual = createHmac("sha256", pepper).update(secret).digest();
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
