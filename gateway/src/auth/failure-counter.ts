import { LruCache } from "./lru.js";

/** Failures per key in fixed windows; bounded, so a flood of distinct keys only evicts old counts. */
export class FailureCounter {
  private readonly windows: LruCache<string, { count: number; resetAt: number }>;

  constructor(
    capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new LruCache(capacity);
  }

  /** Counts one failure; answers the count in the current window and when the window ends. */
  add(key: string): { count: number; resetAt: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) window = { count: 0, resetAt: now + this.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return window;
  }
}
