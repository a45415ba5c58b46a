import { isDependencyUnavailable, isRefusedByData, type Logger } from "@planner/shared";
import type { AccountsRepository, UsageDelta } from "../accounts/repository.js";

/** A key's `last_used_at` is written at most this often (it is shown to the minute). */
export const KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * Collects admitted calls (and AI calls given back) in memory and adds them to the Postgres
 * usage rows in one statement per flush (every few hundred ms and at shutdown). Every count
 * is non-negative (refunds are their own column), so no row can break the check
 * constraints. Deltas stay in memory until their write is confirmed: a failed flush keeps
 * them for the next one, and when the batch statement fails each row is written on its
 * own, so one workspace's bad row never holds back the others.
 */
export class UsageJournal {
  private pending = new Map<string, UsageDelta>();
  private usedKeys = new Set<string>();
  /** When each key's last use was last queued for writing (bounded: cleared when large). */
  private readonly touchedAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly accounts: Pick<AccountsRepository, "addUsage" | "touchKeys" | "getUsage">,
    private readonly log: Logger,
    private readonly intervalMs: number,
    private readonly keyTouchIntervalMs = KEY_TOUCH_INTERVAL_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Counts admitted calls (`api`, `ai` ≥ 0). */
  record(workspaceId: string, periodStart: string, api: number, ai: number, keyId?: string): void {
    this.add({ workspaceId, periodStart, api, ai, aiRefunds: 0 });
    if (keyId) this.touch(keyId);
  }

  /** Gives one AI call back (its upstream failed), whether or not its charge was written yet. */
  refundAi(workspaceId: string, periodStart: string): void {
    this.add({ workspaceId, periodStart, api: 0, ai: 0, aiRefunds: 1 });
  }

  /** Calls recorded but not yet confirmed written (a flush in progress included). */
  get unwritten(): number {
    let calls = 0;
    for (const entry of this.pending.values()) calls += entry.api + entry.ai + entry.aiRefunds;
    return calls;
  }

  private add(delta: UsageDelta): void {
    const id = `${delta.workspaceId}|${delta.periodStart}`;
    const entry = this.pending.get(id);
    if (!entry) {
      this.pending.set(id, { ...delta });
      return;
    }
    entry.api += delta.api;
    entry.ai += delta.ai;
    entry.aiRefunds += delta.aiRefunds;
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
    const batch = [...this.pending.values()].filter((entry) => entry.api !== 0 || entry.ai !== 0 || entry.aiRefunds !== 0);
    const keys = [...this.usedKeys];
    this.pending = new Map();
    this.usedKeys = new Set();
    this.flushing = (async () => {
      for (const entry of await this.write(batch)) this.add(entry);
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

  /** Writes a batch; returns the deltas not written (kept for the next flush). */
  private async write(batch: UsageDelta[]): Promise<UsageDelta[]> {
    if (batch.length === 0) return [];
    try {
      await this.accounts.addUsage(batch);
      return [];
    } catch (error) {
      if (batch.length === 1 || !isRefusedByData(error)) {
        // Postgres away is expected and recovers on its own (a warning, as elsewhere); anything else is a bug to look at.
        const level = isDependencyUnavailable(error) ? "warn" : "error";
        this.log[level]({ err: error, rows: batch.length, workspaceId: batch[0]?.workspaceId }, "usage flush failed; will retry");
        return batch;
      }
    }
    // Postgres refused a value (not the connection): each row alone, so the others are written.
    const failed: UsageDelta[] = [];
    for (const entry of batch) failed.push(...(await this.write([entry])));
    return failed;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flushAll();
    if (this.pending.size > 0) this.log.error({ calls: this.unwritten }, "usage not written at shutdown");
  }

  /** Flushes everything recorded so far: a flush already running may have left work for one more. */
  private async flushAll(): Promise<void> {
    await this.flush();
    await this.flush();
  }
}
