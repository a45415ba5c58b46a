/** When the next attempt of a failed delivery happens. */

export const JITTER = 0.2;
export const MAX_RETRY_AFTER_MS = 3_600_000;

/** The schedule's wait before attempt `attempt + 1`, ±20 % jitter; undefined when no attempt is left. */
export function retryDelayMs(
  scheduleMs: readonly number[],
  attempt: number,
  options: { retryAfterMs?: number; random?: () => number } = {},
): number | undefined {
  const base = scheduleMs[attempt - 1];
  if (base === undefined) return undefined;
  const random = options.random ?? Math.random;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  if (options.retryAfterMs === undefined) return jittered;
  // Retry-After is honoured but never shortens the schedule nor stretches beyond an hour.
  return Math.max(jittered, Math.min(options.retryAfterMs, MAX_RETRY_AFTER_MS));
}

/** A Retry-After header (seconds or an HTTP date) in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const trimmed = text.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
