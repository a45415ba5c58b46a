/**
 * The compliance library's answers for a profile, kept for a short time: the library is
 * versioned data that changes with a deployment of the compliance service, while
 * generate-plan asks for the same few profiles over and over.
 */
export class RulesCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, or `load`'s (shared by concurrent callers; a failure is not kept). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    if (this.ttlMs <= 0) return load();
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // Oldest first in a Map: drop from the front.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
