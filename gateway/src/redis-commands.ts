import { endSpan, startChildSpan } from "@planner/shared";
import { ErrorReply, type RedisClientType } from "redis";
import { HttpProblem } from "./problem.js";

interface Pending {
  startedAt: number;
  fail(problem: HttpProblem): void;
}

const unavailable = (detail: string): HttpProblem =>
  new HttpProblem(503, "upstream_unavailable", detail, [], {
    "retry-after": "1",
  });

/**
 * Every Redis command the gateway sends per request, under one coarse deadline: a sweep
 * every few milliseconds fails the commands older than `timeoutMs` with 503 (Redis paused,
 * overloaded or reconnecting), instead of holding requests. The client's own per-command
 * timeout is off: it costs a timer and an AbortSignal per command, each alive for the
 * whole timeout, on the hottest path of the API. The client must not queue commands while
 * disconnected (`disableOfflineQueue`): a queued command would run after its request was
 * answered (an idempotency claim nobody completes); it fails at once with 503 instead.
 */
export class RedisCommands {
  // Insertion order is start order, so a sweep stops at the first command still in time.
  private readonly pending = new Set<Pending>();
  private readonly sweeper: NodeJS.Timeout;
  /** A command is failed this long after it started: the sweep's granularity keeps the answer within timeoutMs. */
  private readonly failAfterMs: number;

  constructor(
    private readonly redis: RedisClientType,
    timeoutMs: number,
  ) {
    const sweepMs = Math.max(5, Math.min(50, Math.floor(timeoutMs / 20)));
    this.failAfterMs = timeoutMs - sweepMs;
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  send<T = unknown>(args: string[]): Promise<T> {
    // Inside a traced request, a CLIENT span per command (named by the command; keys and arguments are not recorded).
    const span = startChildSpan(args[0] ?? "redis", { attributes: { "db.system.name": "redis", "db.operation.name": args[0] ?? "" } });
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const entry: Pending = {
        startedAt: Date.now(),
        fail: (problem) => {
          settled = true;
          endSpan(span, problem);
          reject(problem);
        },
      };
      this.pending.add(entry);
      this.redis.sendCommand(args).then(
        (reply) => {
          this.pending.delete(entry);
          if (settled) return;
          endSpan(span);
          resolve(reply as T);
        },
        (error: unknown) => {
          this.pending.delete(entry);
          if (settled) return;
          endSpan(span, error);
          // A reply error (NOSCRIPT, WRONGTYPE …) is Redis answering; anything else is the
          // connection (offline, closed, reset): Redis is unavailable.
          reject(error instanceof ErrorReply ? error : unavailable("The rate limiter (Redis) is not reachable; retry shortly."));
        },
      );
    });
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const expired = Date.now() - this.failAfterMs;
    for (const entry of this.pending) {
      if (entry.startedAt > expired) break;
      this.pending.delete(entry);
      entry.fail(unavailable("The rate limiter (Redis) did not answer in time; retry shortly."));
    }
  }
}
