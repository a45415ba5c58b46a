import type { RedisClientType } from "redis";
import { HttpProblem } from "./problem.js";

interface Pending {
  startedAt: number;
  fail(problem: HttpProblem): void;
}

/**
 * Every Redis command the gateway sends per request, under one coarse deadline: a sweep
 * every few milliseconds fails the commands older than `timeoutMs` with 503 (Redis paused,
 * overloaded or reconnecting), instead of holding requests. The client's own per-command
 * timeout is off: it costs a timer and an AbortSignal per command, each alive for the
 * whole timeout, on the hottest path of the API.
 */
export class RedisCommands {
  // Insertion order is start order, so a sweep stops at the first command still in time.
  private readonly pending = new Set<Pending>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisClientType,
    private readonly timeoutMs: number,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(5, Math.min(100, Math.floor(timeoutMs / 4))));
    this.sweeper.unref();
  }

  send<T = unknown>(args: string[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const entry: Pending = {
        startedAt: Date.now(),
        fail: (problem) => {
          settled = true;
          reject(problem);
        },
      };
      this.pending.add(entry);
      this.redis.sendCommand(args).then(
        (reply) => {
          this.pending.delete(entry);
          if (!settled) resolve(reply as T);
        },
        (error: unknown) => {
          this.pending.delete(entry);
          if (!settled) reject(error);
        },
      );
    });
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const expired = Date.now() - this.timeoutMs;
    for (const entry of this.pending) {
      if (entry.startedAt > expired) break;
      this.pending.delete(entry);
      entry.fail(
        new HttpProblem(503, "upstream_unavailable", "The rate limiter (Redis) did not answer in time; retry shortly.", [], {
          "retry-after": "1",
        }),
      );
    }
  }
}
