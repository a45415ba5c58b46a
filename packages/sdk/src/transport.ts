/**
 * The fetch every call goes through: retries with exponential backoff and jitter on 408, 429,
 * 503, 504 and network errors, honouring `Retry-After`. Only calls that are safe to repeat are
 * retried: GET, HEAD, PUT, DELETE, and POST/PATCH that carry an `Idempotency-Key` (the API
 * answers a repeat with the first answer, so nothing happens twice).
 */
import { parseRetryAfter } from "./errors.js";

export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /** The first backoff; it doubles with each retry (default 500 ms). */
  baseDelayMs?: number;
  /** The longest backoff between two attempts (default 8 s). */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once (default 60 s; monthly quotas ask for days). */
  maxRetryAfterSeconds?: number;
}

const RETRY_STATUSES = new Set([408, 429, 503, 504]);
const SAFE_METHODS = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

export function isRetryable(request: Request): boolean {
  return SAFE_METHODS.has(request.method) || request.headers.has("idempotency-key");
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A fetch that retries `fetcher` as described above. `random` is for tests. */
export function retryingFetch(
  fetcher: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
  random: () => number = Math.random,
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 8_000;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 60;
  /** Equal jitter: half the exponential backoff, plus a random share of the other half. */
  const backoff = (retry: number) => {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
    return delay / 2 + random() * (delay / 2);
  };

  return async (request) => {
    const retryable = isRetryable(request);
    for (let retry = 0; ; retry++) {
      const last = !retryable || retry >= maxRetries;
      // Each attempt sends its own copy of the request, so the body can be sent again.
      const attempt = last ? request : request.clone();
      let response: Response;
      try {
        response = await fetcher(attempt);
      } catch (error) {
        if (last || request.signal?.aborted) throw error;
        await sleep(backoff(retry), request.signal);
        continue;
      }
      if (last || !RETRY_STATUSES.has(response.status)) return response;
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
      if (retryAfter !== undefined && retryAfter > maxRetryAfterSeconds) return response;
      // Never sooner than Retry-After says; a little jitter so that clients refused together do not return together.
      const delay = retryAfter !== undefined ? retryAfter * 1000 + random() * Math.min(1000, baseDelayMs) : backoff(retry);
      await response.body?.cancel();
      await sleep(delay, request.signal);
    }
  };
}
