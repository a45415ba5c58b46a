/** Encryption of webhook signing secrets at rest: AES-256-GCM under a key from the environment. */
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

/**
 * Seals and opens secrets. The row id is the associated data, so a ciphertext copied to
 * another row does not decrypt there.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== SECRET_KEY_BYTES) throw new Error(`the encryption key must be ${SECRET_KEY_BYTES} bytes`);
    this.#key = Buffer.from(key);
  }

  seal(plaintext: string, associatedData: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(associatedData, "utf8"));
    const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  }

  open(sealed: Buffer, associatedData: string): string {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error("sealed secret is truncated");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  }

  /** Keeps the key out of logs and inspection. */
  toJSON(): string {
    return "[SecretBox]";
  }
}

/** A new signing secret: `whsec_` and 43 url-safe characters (256 random bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}
