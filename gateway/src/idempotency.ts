import { createHash } from "node:crypto";
import type { RedisCommands } from "./redis-commands.js";

export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
}

type Entry = { state: "pending"; fingerprint: string } | { state: "done"; fingerprint: string; response: StoredResponse };

export type BeginResult = { kind: "new" } | { kind: "replay"; response: StoredResponse } | { kind: "conflict"; detail: string };

/**
 * Idempotency-Key records in Redis, per API key, kept 24 h: the first request claims the
 * key, a retry with the same fingerprint gets the stored response, another body gets 409.
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
    const hashed = createHash("sha256").update(idempotencyKey).digest("hex");
    return `${this.options.keyPrefix}idem:${apiKeyId}:${hashed}`;
  }

  async begin(apiKeyId: string, idempotencyKey: string, fingerprint: string): Promise<BeginResult> {
    const key = this.key(apiKeyId, idempotencyKey);
    const pending: Entry = { state: "pending", fingerprint };
    const claimed = await this.redis.send(["SET", key, JSON.stringify(pending), "NX", "EX", String(this.options.ttlSeconds)]);
    if (String(claimed) === "OK") return { kind: "new" };
    const raw = (await this.redis.send(["GET", key])) as string | null;
    if (raw === null) return this.begin(apiKeyId, idempotencyKey, fingerprint);
    const entry = JSON.parse(raw) as Entry;
    if (entry.fingerprint !== fingerprint) {
      return { kind: "conflict", detail: "this Idempotency-Key was already used with a different request" };
    }
    if (entry.state === "pending") return { kind: "conflict", detail: "a request with this Idempotency-Key is still in progress" };
    return { kind: "replay", response: entry.response };
  }

  async complete(apiKeyId: string, idempotencyKey: string, fingerprint: string, response: StoredResponse): Promise<void> {
    const entry: Entry = { state: "done", fingerprint, response };
    await this.redis.send(["SET", this.key(apiKeyId, idempotencyKey), JSON.stringify(entry), "EX", String(this.options.ttlSeconds)]);
  }

  /** Releases a claim whose request failed on our side, so the client may retry. */
  async abandon(apiKeyId: string, idempotencyKey: string): Promise<void> {
    await this.redis.send(["DEL", this.key(apiKeyId, idempotencyKey)]);
  }
}

/** JSON with object members sorted by name at every depth: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === "object" && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}
