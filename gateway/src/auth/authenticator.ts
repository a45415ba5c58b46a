import type { Logger, NatsConnection } from "@planner/shared";
import type { Scope } from "../accounts/plans.js";
import type { AccountsRepository, KeyCredentials, Workspace } from "../accounts/repository.js";
import { parseApiKey, secretMatches } from "./api-key.js";

export interface Caller {
  keyId: string;
  scope: Scope;
  workspace: Workspace;
}

export type AuthFailure = "missing" | "malformed" | "unknown" | "revoked" | "throttled";

/** NATS subject on which key revocations and workspace changes are announced to every replica. */
export const INVALIDATION_SUBJECT = "planner.gateway.invalidate";

interface CacheEntry {
  credentials: KeyCredentials | undefined;
  expiresAt: number;
}

/**
 * Authenticates Bearer keys with an in-process cache. Entries are dropped when a key is
 * revoked or its workspace changes: announced over NATS (immediate) and found by a poll of
 * Postgres every second (so revocation holds within a second even without NATS).
 */
export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private pollTimer: NodeJS.Timeout | undefined;
  private lastPoll = new Date();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly log: Logger,
    private readonly options: { pepper: string; cacheTtlMs: number; pollMs: number; maxEntries?: number },
  ) {}

  /** `mayLookup` is asked before a key that is not cached is looked up in Postgres. */
  async authenticate(header: string | undefined, mayLookup: () => Promise<boolean> = async () => true): Promise<Caller | AuthFailure> {
    if (!header) return "missing";
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return "malformed";
    const parsed = parseApiKey(match[1]);
    if (!parsed) return "malformed";
    const id = `key_${parsed.keyId}`;
    let entry = this.cache.get(id);
    if (!entry || entry.expiresAt < Date.now()) {
      if (!(await mayLookup())) return "throttled";
      entry = { credentials: await this.accounts.findCredentials(id), expiresAt: Date.now() + this.options.cacheTtlMs };
      if (this.cache.size >= (this.options.maxEntries ?? 50_000)) this.cache.clear();
      this.cache.set(id, entry);
    }
    const credentials = entry.credentials;
    if (!credentials) return "unknown";
    if (!secretMatches(parsed.secret, credentials.secret_hash, this.options.pepper)) return "unknown";
    if (credentials.revoked) return "revoked";
    return { keyId: credentials.id, scope: credentials.scope, workspace: credentials.workspace };
  }

  forgetKey(keyId: string): void {
    this.cache.delete(keyId);
  }

  forgetWorkspace(workspaceId: string): void {
    for (const [keyId, entry] of this.cache) if (entry.credentials?.workspace.id === workspaceId) this.cache.delete(keyId);
  }

  /** Starts listening for invalidations (NATS, when connected) and polling Postgres. */
  start(nats: NatsConnection | undefined): void {
    if (nats) {
      const subscription = nats.subscribe(INVALIDATION_SUBJECT, {
        callback: (error, message) => {
          if (error) return;
          try {
            const body = message.json<{ key_id?: string; workspace_id?: string }>();
            if (body.key_id) this.forgetKey(body.key_id);
            if (body.workspace_id) this.forgetWorkspace(body.workspace_id);
          } catch {
            // ignore malformed announcements
          }
        },
      });
      void subscription.closed.catch(() => undefined);
    }
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs);
    this.pollTimer.unref();
  }

  stop(): void {
    clearInterval(this.pollTimer);
  }

  private async poll(): Promise<void> {
    // Overlap the windows by a second so a change committed during the last poll is seen.
    const since = new Date(this.lastPoll.getTime() - 1_000);
    this.lastPoll = new Date();
    try {
      const changed = await this.accounts.changedSince(since);
      for (const keyId of changed.keyIds) this.forgetKey(keyId);
      for (const workspaceId of changed.workspaceIds) this.forgetWorkspace(workspaceId);
    } catch (error) {
      this.log.warn({ err: error }, "key revocation poll failed");
    }
  }
}

/** Tells every gateway replica to drop cached state of a key or workspace (best effort). */
export function announceInvalidation(nats: NatsConnection, body: { key_id?: string; workspace_id?: string }): void {
  nats.publish(INVALIDATION_SUBJECT, JSON.stringify(body));
}
