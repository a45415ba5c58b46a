/**
 * Encryption of webhook signing secrets at rest: AES-256-GCM under a key from the environment,
 * with earlier keys kept for opening while the secrets are re-sealed.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

/** Reads a 32-byte key given as 64 hex characters or as base64 / base64url; undefined when malformed. */
export function parseSecretKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length === SECRET_KEY_BYTES) return bytes;
  }
  return undefined;
}

/** A secret opened by SecretBox, and whether the current key opened it (false: a previous key did). */
export interface OpenedSecret {
  plaintext: string;
  current: boolean;
}

/**
 * Seals and opens secrets. The row id is the associated data, so a ciphertext copied to
 * another row does not decrypt there. Sealing uses the current key; opening tries the current
 * key, then the previous ones in order (GCM's tag rejects a wrong key), so keys can be rotated
 * without a format change.
 */
export class SecretBox {
  readonly #current: Buffer;
  readonly #previous: readonly Buffer[];

  constructor(currentKey: Buffer, previousKeys: readonly Buffer[] = []) {
    for (const key of [currentKey, ...previousKeys]) {
      if (key.length !== SECRET_KEY_BYTES) throw new Error(`every encryption key must be ${SECRET_KEY_BYTES} bytes`);
    }
    this.#current = Buffer.from(currentKey);
    this.#previous = previousKeys.map((key) => Buffer.from(key));
  }

  seal(plaintext: string, associatedData: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#current, iv);
    cipher.setAAD(Buffer.from(associatedData, "utf8"));
    const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  }

  open(sealed: Buffer, associatedData: string): string {
    return this.openWithKeyInfo(sealed, associatedData).plaintext;
  }

  /** Throws when no configured key opens `sealed` (wrong key, other row, or tampered). */
  openWithKeyInfo(sealed: Buffer, associatedData: string): OpenedSecret {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error("sealed secret is truncated");
    const current = openWith(this.#current, sealed, associatedData);
    if (current !== undefined) return { plaintext: current, current: true };
    for (const key of this.#previous) {
      const plaintext = openWith(key, sealed, associatedData);
      if (plaintext !== undefined) return { plaintext, current: false };
    }
    throw new Error("sealed secret opens with none of the configured keys");
  }

  /** Keeps the keys out of logs and inspection. */
  toJSON(): string {
    return "[SecretBox]";
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return "[SecretBox]";
  }
}

/** The plaintext, or undefined when the tag does not verify under `key`. */
function openWith(key: Buffer, sealed: Buffer, associatedData: string): string | undefined {
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associatedData, "utf8"));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/** A new signing secret: `whsec_` and 43 url-safe characters (256 random bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}
