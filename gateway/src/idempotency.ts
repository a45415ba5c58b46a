import { createHash, randomBytes } from "node:crypto";
import type { RedisCommands } from "./redis-commands.js";

export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
}

/**
 * pending: a request holds the key (for a few seconds past its deadline, never longer);
 * done: its answer, or `held_by_service` when the answer is not kept here (it carries a
 * secret) and a retry is sent on to the service, which answers it from its own record.
 */
type Entry =
  | { state: "pending"; fingerprint: string; claim: string }
  | { state: "done"; fingerprint: string; response: StoredResponse }
  | { state: "done"; fingerprint: string; held_by_service: true };

export type BeginResult =
  | { kind: "new"; claim: string }
  | { kind: "replay"; response: StoredResponse }
  | { kind: "held_by_service" }
  | { kind: "conflict"; detail: string; inProgress: boolean };

/** Deletes a pending claim only if it is still the one given (a later request may hold the key by then). */
const RELEASE_CLAIM = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Idempotency-Key records in Redis, per API key, kept 24 h: the first request claims the
 * key, a retry with the same fingerprint gets the stored response, another body gets 409.
 * Redis is the fast path only: the services record the key with the effect itself, so a
 * record Redis lost never applies an effect twice.
 */
export class IdempotencyStore {
  constructor(
    private readonly redis: RedisCommands,
    private readonly options: { keyPrefix: string; ttlSeconds: number },
  ) {}

  static fingerprint(method: string, operationId: string, input: unknown): string {
    return createHash("sha256")
      .update(`${method} ${operationId}\n${canonicalJson(input ?? null)}`)
      .digest("hex");
  }

  private key(apiKeyId: string, idempotencyKey: string): string {
    return `${this.options.keyPrefix}idem:${scopedIdempotencyKey(apiKeyId, idempotencyKey)}`;
  }

  /** Claims the key for `pendingTtlSeconds` (a bit over the request's deadline), or reports what holds it. */
  async begin(apiKeyId: string, idempotencyKey: string, fingerprint: string, pendingTtlSeconds: number): Promise<BeginResult> {
    const key = this.key(apiKeyId, idempotencyKey);
    const pending: Entry = { state: "pending", fingerprint, claim: randomBytes(9).toString("base64url") };
    const value = JSON.stringify(pending);
    let claimed: unknown;
    try {
      claimed = await this.redis.send(["SET", key, value, "NX", "EX", String(pendingTtlSeconds)]);
    } catch (error) {
      // Timed out: Redis may still run the SET after this request is answered 503; the
      // release follows it on the same connection, so the client's retry finds the key free.
      this.redis.send(["EVAL", RELEASE_CLAIM, "1", key, value]).catch(() => undefined);
      throw error;
    }
    if (String(claimed) === "OK") return { kind: "new", claim: value };
    const raw = (await this.redis.send(["GET", key])) as string | null;
    if (raw === null) return this.begin(apiKeyId, idempotencyKey, fingerprint, pendingTtlSeconds);
    const entry = JSON.parse(raw) as Entry;
    if (entry.fingerprint !== fingerprint) {
      return { kind: "conflict", detail: "this Idempotency-Key was already used with a different request", inProgress: false };
    }
    if (entry.state === "pending") {
      return { kind: "conflict", detail: "a request with this Idempotency-Key is still in progress; retry shortly", inProgress: true };
    }
    if ("held_by_service" in entry) return { kind: "held_by_service" };
    return { kind: "replay", response: entry.response };
  }

  /** Stores the answer for 24 h; `null`: the answer is not kept here, a retry goes on to the service. */
  async complete(apiKeyId: string, idempotencyKey: string, fingerprint: string, response: StoredResponse | null): Promise<void> {
    const entry: Entry =
      response === null ? { state: "done", fingerprint, held_by_service: true } : { state: "done", fingerprint, response };
    await this.redis.send(["SET", this.key(apiKeyId, idempotencyKey), JSON.stringify(entry), "EX", String(this.options.ttlSeconds)]);
  }

  /** Releases a claim whose request failed on our side, so the client may retry. */
  async abandon(apiKeyId: string, idempotencyKey: string, claim: string): Promise<void> {
    await this.redis.send(["EVAL", RELEASE_CLAIM, "1", this.key(apiKeyId, idempotencyKey), claim]);
  }
}

/**
 * The key as the gateway and the services record it: scoped by the API key (two keys of one
 * workspace may use the same Idempotency-Key for different requests), the client's text
 * hashed (bounded length, any characters).
 */
export function scopedIdempotencyKey(apiKeyId: string, idempotencyKey: string): string {
  return `${apiKeyId}:${createHash("sha256").update(idempotencyKey).digest("hex")}`;
}

/** JSON with object members sorted by name at every depth: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === "object" && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}
