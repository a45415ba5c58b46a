import type { Logger } from "@planner/shared";
import type { AccountsRepository } from "../accounts/repository.js";

/** A key's `last_used_at` is written at most this often (it is shown to the minute). */
export const KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * Collects admitted calls in memory and adds them to the Postgres usage rows in one
 * statement per flush (every few hundred ms and at shutdown). A failed flush keeps the
 * deltas for the next one, so no admitted call is lost from the record.
 */
export class UsageJournal {
  private pending = new Map<string, { workspaceId: string; periodStart: string; api: number; ai: number }>();
  private usedKeys = new Set<string>();
  /** When each key's last use was last queued for writing (bounded: cleared when large). */
  private readonly touchedAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly log: Logger,
    private readonly intervalMs: number,
    private readonly keyTouchIntervalMs = KEY_TOUCH_INTERVAL_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  record(workspaceId: string, periodStart: string, api: number, ai: number, keyId?: string): void {
    const id = `${workspaceId}|${periodStart}`;
    const entry = this.pending.get(id) ?? { workspaceId, periodStart, api: 0, ai: 0 };
    entry.api += api;
    entry.ai += ai;
    this.pending.set(id, entry);
    if (keyId) this.touch(keyId);
  }

  // Writing last_used_at on every call would rewrite thousands of key rows a second under load.
  private touch(keyId: string): void {
    const now = Date.now();
    const last = this.touchedAt.get(keyId);
    if (last !== undefined && now - last < this.keyTouchIntervalMs) return;
    if (this.touchedAt.size >= 100_000) this.touchedAt.clear();
    this.touchedAt.set(keyId, now);
    this.usedKeys.add(keyId);
  }

  /** Usage as recorded in Postgres, after this process's own calls are flushed into it. */
  async durableUsage(workspaceId: string, periodStart: string): Promise<{ api: number; ai: number }> {
    // Flushing first (rather than adding the pending deltas) cannot count a batch twice
    // when a timer flush commits between the read and the addition.
    await this.flushAll();
    return this.accounts.getUsage(workspaceId, periodStart);
  }

  async flush(): Promise<void> {
    if (this.flushing !== undefined) return this.flushing;
    if (this.pending.size === 0 && this.usedKeys.size === 0) return;
    const batch = [...this.pending.values()].filter((entry) => entry.api !== 0 || entry.ai !== 0);
    const keys = [...this.usedKeys];
    this.pending = new Map();
    this.usedKeys = new Set();
    this.flushing = (async () => {
      try {
        await this.accounts.addUsage(batch);
      } catch (error) {
        this.log.error({ err: error }, "usage flush failed; will retry");
        for (const entry of batch) this.record(entry.workspaceId, entry.periodStart, entry.api, entry.ai);
      }
      try {
        await this.accounts.touchKeys(keys, new Date());
      } catch (error) {
        this.log.warn({ err: error }, "could not record key last use");
      }
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flushAll();
  }

  /** Flushes everything recorded so far: a flush already running may have left work for one more. */
  private async flushAll(): Promise<void> {
    await this.flush();
    await this.flush();
  }
}
