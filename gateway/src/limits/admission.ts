import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Counter } from "prom-client";
import { type Plan, quotasOf, usagePeriod } from "../accounts/plans.js";
import type { Workspace } from "../accounts/repository.js";
import type { RedisCommands } from "../redis-commands.js";
import type { UsageJournal } from "./usage-journal.js";

const SCRIPT = readFileSync(new URL("../../src/limits/admission.lua", import.meta.url), "utf8");

export type Verdict = "admitted" | "rate_limited" | "api_quota_exceeded" | "ai_quota_exceeded";

export interface AdmissionResult {
  verdict: Verdict;
  rateLimit: number;
  windowSeconds: number;
  rateRemaining: number;
  /** When the oldest request of the window leaves it (unix ms). */
  resetMs: number;
  api: { used: number; limit: number };
  ai: { used: number; limit: number };
  periodEnd: Date;
}

const VERDICTS: Record<number, Verdict> = { 0: "admitted", 1: "rate_limited", 2: "api_quota_exceeded", 3: "ai_quota_exceeded" };

/** Month counters outlive their month by a week (late reads), then Redis drops them. */
const counterTtlSeconds = (periodEnd: Date): number => Math.ceil((periodEnd.getTime() - Date.now()) / 1000) + 86_400 * 7;

/**
 * Rate limit and quotas, decided atomically in Redis by one script; Postgres (through the
 * usage journal) is the durable record, and a counter Redis lost is re-seeded from it.
 */
export type AdmissionMode = "admit" | "report" | "rate-only";
/** The mode argument of admission.lua. */
const ADMISSION_MODE_ARG: Record<AdmissionMode, string> = { admit: "0", report: "1", "rate-only": "2" };

export class Admission {
  private sha: string | undefined;
  // Sliding-log members must be unique across replicas: a per-process tag and a counter.
  private readonly memberTag = randomBytes(6).toString("hex");
  private memberSeq = 0;
  private period = usagePeriod();
  /** Re-seeds in progress per counter pair: concurrent requests after a wipe share one. */
  private readonly seeding = new Map<string, Promise<void>>();

  constructor(
    private readonly redis: RedisCommands,
    private readonly journal: UsageJournal,
    private readonly options: {
      keyPrefix: string;
      rateLimit: number;
      windowMs: number;
      /** Admission decisions by the operation's quota class and verdict (`gateway_admission_decisions_total`). */
      decisions?: Counter<"quota" | "verdict">;
    },
  ) {}

  get rateLimit(): number {
    return this.options.rateLimit;
  }

  get windowSeconds(): number {
    return this.options.windowMs / 1000;
  }

  /**
   * Admits (or refuses) one request of an API key (`admit`, the default); `report` only reports
   * the current state; `rate-only` puts an answer that was not admitted (a 400, 404 …) in the
   * rate-limit window only, charging no quota.
   */
  async admit(input: { keyId: string; workspace: Workspace; ai: boolean; mode?: AdmissionMode }): Promise<AdmissionResult> {
    const mode = input.mode ?? "admit";
    const period = this.currentPeriod();
    const quotas = quotasOf(input.workspace);
    const prefix = this.options.keyPrefix;
    const keys = [`${prefix}rl:${input.keyId}`, ...this.counterKeys(input.workspace.id, period.key)];
    const ttlSeconds = counterTtlSeconds(period.end);
    const args = [
      String(this.options.windowMs),
      String(this.options.rateLimit),
      String(quotas.api),
      String(quotas.ai),
      input.ai ? "1" : "0",
      `${this.memberTag}-${++this.memberSeq}`,
      String(ttlSeconds),
      ADMISSION_MODE_ARG[mode],
    ];
    let reply = await this.run(keys, args);
    if (reply[0] === 9) {
      await this.seed(input.workspace.id, period);
      reply = await this.run(keys, args);
    }
    const [code, remaining, resetMs, apiUsed, aiUsed] = reply;
    const verdict = VERDICTS[code ?? 1] ?? "rate_limited";
    if (verdict === "admitted" && mode === "admit") this.journal.record(input.workspace.id, period.key, 1, input.ai ? 1 : 0, input.keyId);
    if (mode === "admit") this.options.decisions?.inc({ quota: input.ai ? "ai" : "api", verdict });
    return {
      verdict,
      rateLimit: this.options.rateLimit,
      windowSeconds: this.windowSeconds,
      rateRemaining: Math.max(0, remaining ?? 0),
      resetMs: resetMs ?? Date.now(),
      api: { used: apiUsed ?? 0, limit: quotas.api },
      ai: { used: aiUsed ?? 0, limit: quotas.ai },
      periodEnd: period.end,
    };
  }

  /** Gives back one AI call (the upstream failed with a 5xx). */
  async refundAi(workspaceId: string): Promise<void> {
    const period = this.currentPeriod();
    const [, aiKey] = this.counterKeys(workspaceId, period.key);
    await this.redis.send(["DECR", aiKey as string]);
    this.journal.refundAi(workspaceId, period.key);
  }

  /** Current usage of a workspace (seeding Redis if it lost the counters). */
  async usage(workspace: Workspace): Promise<{ api: number; ai: number; plan: Plan }> {
    const period = this.currentPeriod();
    const [apiKey, aiKey] = this.counterKeys(workspace.id, period.key);
    let values = (await this.redis.send(["MGET", apiKey, aiKey])) as (string | null)[];
    if (values[0] == null || values[1] == null) {
      await this.seed(workspace.id, period);
      values = (await this.redis.send(["MGET", apiKey, aiKey])) as (string | null)[];
    }
    return { api: Number(values[0] ?? 0), ai: Number(values[1] ?? 0), plan: workspace.plan };
  }

  /** The current usage month, computed again only when it ends. */
  private currentPeriod(): ReturnType<typeof usagePeriod> {
    if (Date.now() >= this.period.end.getTime()) this.period = usagePeriod();
    return this.period;
  }

  private counterKeys(workspaceId: string, periodKey: string): [string, string] {
    const base = `${this.options.keyPrefix}q:${workspaceId}:${periodKey}`;
    return [`${base}:api`, `${base}:ai`];
  }

  /** Sets lost month counters from Postgres; concurrent calls for one workspace share one. */
  private seed(workspaceId: string, period: ReturnType<typeof usagePeriod>): Promise<void> {
    const [apiKey, aiKey] = this.counterKeys(workspaceId, period.key);
    let running = this.seeding.get(apiKey);
    if (!running) {
      running = (async () => {
        const recorded = await this.journal.durableUsage(workspaceId, period.key);
        const ttl = String(counterTtlSeconds(period.end));
        await this.redis.send(["SET", apiKey, String(recorded.api), "NX", "EX", ttl]);
        await this.redis.send(["SET", aiKey, String(recorded.ai), "NX", "EX", ttl]);
      })().finally(() => this.seeding.delete(apiKey));
      this.seeding.set(apiKey, running);
    }
    return running;
  }

  private async run(keys: string[], args: string[]): Promise<number[]> {
    this.sha ??= String(await this.redis.send(["SCRIPT", "LOAD", SCRIPT]));
    try {
      return (await this.redis.send(["EVALSHA", this.sha, String(keys.length), ...keys, ...args])) as number[];
    } catch (error) {
      // After a Redis restart or SCRIPT FLUSH the script is gone: load it again once.
      if (!String(error).includes("NOSCRIPT")) throw error;
      this.sha = String(await this.redis.send(["SCRIPT", "LOAD", SCRIPT]));
      return (await this.redis.send(["EVALSHA", this.sha, String(keys.length), ...keys, ...args])) as number[];
    }
  }
}
