/**
 * The active subscriptions of each workspace, kept in memory so that an event nobody
 * subscribed to is settled without touching Postgres.
 *
 * - A workspace's list is loaded on first use (one query) and kept until invalidated: by a
 *   write of this replica (create, delete, disable: `changed()`), by a notice of another
 *   replica on the core NATS subject `<events prefix>-control.webhook-subscriptions`, or
 *   after `ttlMs` as a safety net for a notice that got lost.
 * - A load that started before an invalidation is not kept (a generation per workspace).
 * - While the notices cannot arrive (no NATS connection, or it is reconnecting) nothing is
 *   cached: every event asks Postgres, as it did before the cache existed; a reconnect
 *   starts with an empty cache.
 * - A cached subscription is only a candidate: the fan-out statement checks it is still
 *   active under a share lock, so a deleted or disabled one never gets a delivery. A stale
 *   cache can therefore only miss a subscription created on another replica in the
 *   milliseconds before its notice arrives.
 */
import type { Logger, NatsConnection } from "@planner/shared";

type Subscription = ReturnType<NatsConnection["subscribe"]>;

export interface CachedSubscription {
  id: string;
  /** Event types, or `*`. */
  events: readonly string[];
}

interface Entry {
  subscriptions: CachedSubscription[];
  loadedAt: number;
}

interface Notice {
  workspace_id: string;
  origin: string;
}

export class SubscriptionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedSubscription[]>>();
  private readonly generations = new Map<string, number>();
  private connection: NatsConnection | undefined;
  private subscription: Subscription | undefined;
  private live = false;
  private loadCount = 0;
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  constructor(
    private readonly options: {
      load: (workspaceId: string) => Promise<CachedSubscription[]>;
      /** Notices go to and come from `<subjectPrefix>-control.webhook-subscriptions` (outside the events stream). */
      subjectPrefix: string;
      /** How long a list is kept without any notice (0: never cached). */
      ttlMs: number;
      /** Most workspaces kept (the oldest are dropped first). */
      maxWorkspaces?: number;
      log: Logger;
      now?: () => number;
    },
  ) {}

  get subject(): string {
    return `${this.options.subjectPrefix}-control.webhook-subscriptions`;
  }

  /** Whether lists are kept now (notices can arrive). */
  get caching(): boolean {
    return this.live && this.options.ttlMs > 0;
  }

  /** The ids of the active subscriptions of the workspace that want this event type. */
  async matching(workspaceId: string, type: string): Promise<string[]> {
    const subscriptions = await this.list(workspaceId);
    const ids: string[] = [];
    for (const subscription of subscriptions) {
      if (subscription.events.includes(type) || subscription.events.includes("*")) ids.push(subscription.id);
    }
    return ids;
  }

  /** Lists read from Postgres so far. */
  get loads(): number {
    return this.loadCount;
  }

  private load(workspaceId: string): Promise<CachedSubscription[]> {
    this.loadCount++;
    return this.options.load(workspaceId);
  }

  private list(workspaceId: string): Promise<CachedSubscription[]> {
    if (!this.caching) return this.load(workspaceId);
    const entry = this.entries.get(workspaceId);
    const now = this.now();
    if (entry && now - entry.loadedAt < this.options.ttlMs) return Promise.resolve(entry.subscriptions);
    const pending = this.loading.get(workspaceId);
    if (pending !== undefined) return pending;
    const generation = this.generations.get(workspaceId) ?? 0;
    const loaded = this.load(workspaceId)
      .then((subscriptions) => {
        if (this.caching && (this.generations.get(workspaceId) ?? 0) === generation) this.store(workspaceId, subscriptions, now);
        return subscriptions;
      })
      .finally(() => {
        if (this.loading.get(workspaceId) === loaded) this.loading.delete(workspaceId);
      });
    this.loading.set(workspaceId, loaded);
    return loaded;
  }

  private store(workspaceId: string, subscriptions: CachedSubscription[], loadedAt: number): void {
    this.entries.delete(workspaceId);
    this.entries.set(workspaceId, { subscriptions, loadedAt });
    const max = this.options.maxWorkspaces ?? 100_000;
    while (this.entries.size > max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets the workspace's list (a load under way is not kept). */
  invalidate(workspaceId: string): void {
    this.generations.set(workspaceId, (this.generations.get(workspaceId) ?? 0) + 1);
    this.entries.delete(workspaceId);
    this.loading.delete(workspaceId);
  }

  /** This replica changed the workspace's subscriptions: forget them here and tell the other replicas. */
  changed(workspaceId: string): void {
    this.invalidate(workspaceId);
    const nc = this.connection;
    if (!nc || nc.isClosed()) return;
    try {
      const notice: Notice = { workspace_id: workspaceId, origin: this.origin };
      nc.publish(this.subject, JSON.stringify(notice));
    } catch (error) {
      // The others' lists then expire after ttlMs at the latest.
      this.options.log.warn({ err: error }, "subscription change notice not sent");
    }
  }

  private clear(): void {
    for (const workspaceId of [...this.entries.keys(), ...this.loading.keys()]) this.invalidate(workspaceId);
  }

  /** Listens for the other replicas' notices on this connection; caching starts once subscribed. */
  attach(nc: NatsConnection): void {
    this.detach();
    this.connection = nc;
    this.subscription = nc.subscribe(this.subject, {
      callback: (error, message) => {
        if (error) return;
        try {
          const notice = JSON.parse(message.string()) as Partial<Notice>;
          if (typeof notice.workspace_id === "string") this.invalidate(notice.workspace_id);
        } catch {
          // Not a notice: ignored.
        }
      },
    });
    const watched = nc;
    void (async () => {
      // The subscription is registered with the server by the next flush; only then can notices arrive.
      await watched.flush().catch(() => undefined);
      if (this.connection !== watched) return;
      this.clear();
      this.live = true;
      for await (const status of watched.status()) {
        if (this.connection !== watched) return;
        if (status.type === "disconnect" || status.type === "reconnecting") {
          this.live = false;
          this.clear();
        } else if (status.type === "reconnect") {
          this.clear();
          this.live = true;
        }
      }
    })().catch((error: unknown) => this.options.log.warn({ err: error }, "subscription notices stopped"));
  }

  detach(): void {
    this.live = false;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.connection = undefined;
    this.clear();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
