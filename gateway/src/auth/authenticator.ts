import type { Counter, Logger, NatsConnection } from "@planner/shared";
import type { Scope } from "../accounts/plans.js";
import type { AccountsRepository, KeyCredentials, Workspace } from "../accounts/repository.js";
import { parseApiKey, secretMatches } from "./api-key.js";
import { FailureCounter } from "./failure-counter.js";
import { LruCache } from "./lru.js";
import { TokenBucket } from "./token-bucket.js";

export interface Caller {
  keyId: string;
  scope: Scope;
  workspace: Workspace;
}

/**
 * Why a request was not authenticated. `throttled`: too many failures for this key id or
 * address (the answer to a failure only; a valid key still passes). `busy`: the lookup budget
 * is spent and the key is not cached. `unavailable`: the key store did not answer.
 */
export type AuthFailure = "missing" | "malformed" | "unknown" | "revoked" | "throttled" | "busy" | "unavailable";

export type AuthResult = { ok: true; caller: Caller } | { ok: false; reason: AuthFailure; retryAfterSeconds?: number };

/** NATS subject on which key revocations and workspace changes are announced to every replica. */
export const INVALIDATION_SUBJECT = "planner.gateway.invalidate";

export interface AuthenticatorOptions {
  pepper: string;
  cacheTtlMs: number;
  pollMs: number;
  /** Entries of each cache (known keys, unknown key ids); least recently used go first. */
  maxEntries?: number;
  /** How long an unknown key id is answered from memory. */
  negativeTtlMs?: number;
  /** Postgres lookups per second for keys not cached, and the burst allowed. */
  lookupRate?: number;
  lookupBurst?: number;
  /** Failures per key id (and per address) in a minute before failures answer 429. */
  failureLimit?: number;
  /** gateway_key_lookups_total{result}. */
  lookups?: Counter;
  now?: () => number;
}

interface CacheEntry {
  credentials: KeyCredentials;
  expiresAt: number;
}

interface Flight {
  promise: Promise<KeyCredentials | undefined>;
  stale: boolean;
}

const FAILURE_WINDOW_MS = 60_000;

/**
 * Authenticates Bearer keys with in-process caches, so a flood of bad keys neither reaches
 * Postgres unbounded nor locks out valid keys:
 * - known keys in a bounded LRU (TTL `cacheTtlMs`); unknown key ids in a separate, short-lived
 *   LRU, so distinct bad ids never evict valid keys;
 * - concurrent lookups of one key id share one query;
 * - lookups draw from a global token bucket; when it is empty, uncached keys get `busy`
 *   while cached keys (even past their TTL) keep working.
 * Entries are dropped when a key is revoked or its workspace changes: announced over NATS
 * (immediate) and found by a poll of Postgres (so revocation holds within a second).
 */
export class Authenticator {
  private readonly known: LruCache<string, CacheEntry>;
  private readonly unknown: LruCache<string, number>;
  private readonly inFlight = new Map<string, Flight>();
  private readonly budget: TokenBucket;
  private readonly failuresByKey: FailureCounter;
  private readonly failuresByAddress: FailureCounter;
  private readonly now: () => number;
  private pollTimer: NodeJS.Timeout | undefined;
  private lastPoll = new Date();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly log: Logger,
    private readonly options: AuthenticatorOptions,
  ) {
    const capacity = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
    this.known = new LruCache(capacity);
    this.unknown = new LruCache(capacity);
    this.budget = new TokenBucket(options.lookupRate ?? 200, options.lookupBurst ?? 1_000, this.now);
    this.failuresByKey = new FailureCounter(capacity, FAILURE_WINDOW_MS, this.now);
    this.failuresByAddress = new FailureCounter(capacity, FAILURE_WINDOW_MS, this.now);
  }

  async authenticate(header: string | undefined, address: string): Promise<AuthResult> {
    if (!header) return { ok: false, reason: "missing" };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const parsed = match?.[1] ? parseApiKey(match[1]) : undefined;
    if (!parsed) return this.fail("malformed", address);
    const id = `key_${parsed.keyId}`;
    let credentials: KeyCredentials | undefined;
    const cached = this.known.get(id);
    if (cached && cached.expiresAt > this.now()) credentials = cached.credentials;
    else {
      const unknownUntil = this.unknown.get(id);
      if (unknownUntil !== undefined && unknownUntil > this.now()) return this.fail("unknown", address, id);
      const looked = await this.lookup(id);
      if (looked === "busy") {
        // An expired entry still beats refusing a valid key: revocations delete entries.
        if (!cached) return { ok: false, reason: "busy", retryAfterSeconds: Math.max(1, Math.ceil(this.budget.msUntilToken() / 1000)) };
        credentials = cached.credentials;
      } else if (looked === "error") {
        if (!cached) return { ok: false, reason: "unavailable", retryAfterSeconds: 1 };
        credentials = cached.credentials;
      } else credentials = looked;
    }
    if (!credentials || !secretMatches(parsed.secret, credentials.secret_hash, this.options.pepper)) {
      return this.fail("unknown", address, id);
    }
    if (credentials.revoked) return this.fail("revoked", address, id);
    return { ok: true, caller: { keyId: credentials.id, scope: credentials.scope, workspace: credentials.workspace } };
  }

  forgetKey(keyId: string): void {
    this.known.delete(keyId);
    this.unknown.delete(keyId);
    const flight = this.inFlight.get(keyId);
    if (flight) flight.stale = true;
  }

  forgetWorkspace(workspaceId: string): void {
    const drop: string[] = [];
    for (const [keyId, entry] of this.known.entries()) if (entry.credentials.workspace.id === workspaceId) drop.push(keyId);
    for (const keyId of drop) this.known.delete(keyId);
    // A lookup under way may have read the workspace before the change.
    for (const flight of this.inFlight.values()) flight.stale = true;
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

  /** One Postgres lookup per key id at a time, within the global budget. */
  private async lookup(id: string): Promise<KeyCredentials | undefined | "busy" | "error"> {
    let flight = this.inFlight.get(id);
    if (!flight) {
      if (!this.budget.take()) {
        this.options.lookups?.inc({ result: "budget_exhausted" });
        return "busy";
      }
      const started: Flight = { stale: false, promise: this.accounts.findCredentials(id) };
      flight = started;
      this.inFlight.set(id, started);
      void started.promise.then(
        (credentials) => {
          this.inFlight.delete(id);
          this.options.lookups?.inc({ result: credentials ? "found" : "not_found" });
          if (started.stale) return;
          if (credentials) {
            this.unknown.delete(id);
            this.known.set(id, { credentials, expiresAt: this.now() + this.options.cacheTtlMs });
          } else {
            this.known.delete(id);
            this.unknown.set(id, this.now() + (this.options.negativeTtlMs ?? 10_000));
          }
        },
        (error: unknown) => {
          this.inFlight.delete(id);
          this.options.lookups?.inc({ result: "error" });
          this.log.warn({ err: error }, "API key lookup failed");
        },
      );
    }
    try {
      return await flight.promise;
    } catch {
      return "error";
    }
  }

  /**
   * Counts a failure per key id and per address. Over the limit, the failure is answered
   * 429 (back off) instead of 401; it never gates a valid key, nor does it cause a lookup.
   */
  private fail(reason: "malformed" | "unknown" | "revoked", address: string, keyId?: string): AuthResult {
    const limit = this.options.failureLimit ?? 30;
    const byAddress = this.failuresByAddress.add(address);
    const byKey = keyId ? this.failuresByKey.add(keyId) : undefined;
    const over = [byAddress, byKey].filter((window) => window !== undefined && window.count > limit);
    if (over.length === 0) return { ok: false, reason };
    const resetAt = Math.max(...over.map((window) => window?.resetAt ?? 0));
    return { ok: false, reason: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((resetAt - this.now()) / 1000)) };
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
