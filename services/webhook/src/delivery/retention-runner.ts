/**
 * Runs the delivery-record purge at start and then every interval. A failed run is logged
 * and tried again at the next interval; it never ends the process. Stopping lets the batch
 * in flight commit and ends the run there (every batch is complete on its own).
 */
import { type Logger, Wakeup } from "@planner/shared";
import type { RetentionMetrics } from "../metrics.js";
import type { PurgeResult, RetentionRepository } from "../repositories/retention.js";

export interface RetentionRunnerOptions {
  repository: Pick<RetentionRepository, "purge">;
  /** Finished deliveries not updated for this long are purged. */
  retentionMs: number;
  intervalMs: number;
  log: Logger;
  metrics: RetentionMetrics;
  /** Clock of the cutoff (tests). */
  now?: () => Date;
}

export class RetentionRunner {
  private readonly now: () => Date;
  private readonly wakeup = new Wakeup();
  private stopping = new AbortController();
  private running: Promise<void> | undefined;

  constructor(private readonly options: RetentionRunnerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.running !== undefined) return;
    this.stopping = new AbortController();
    this.wakeup.reset();
    this.running = this.loop();
  }

  /** Resolves once the run in flight, if any, has ended after its current batch. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeup.interrupt();
    await this.running;
    this.running = undefined;
  }

  /** One purge of everything finished before now − retention; throws what the database throws. */
  async runOnce(signal?: AbortSignal): Promise<PurgeResult> {
    const { log, metrics } = this.options;
    const cutoff = new Date(this.now().getTime() - this.options.retentionMs);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let result: PurgeResult;
    try {
      result = await this.options.repository.purge(cutoff, signal);
    } finally {
      metrics.lastRunDuration.set(seconds());
    }
    metrics.purged.inc({ table: "deliveries" }, result.deliveries);
    metrics.purged.inc({ table: "delivery_attempts" }, result.attempts);
    metrics.purged.inc({ table: "events" }, result.events);
    metrics.lastSuccess.set(Date.now() / 1000);
    const fields = { ...result, cutoff: cutoff.toISOString(), seconds: seconds() };
    if (result.ended === "batch-limit") log.warn(fields, "delivery records purged; more are left for the next run");
    else if (result.deliveries > 0 || result.events > 0) log.info(fields, "delivery records purged");
    else log.debug(fields, "no delivery records to purge");
    return result;
  }

  private async loop(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      try {
        await this.runOnce(signal);
      } catch (error) {
        this.options.log.error({ err: error }, "purging delivery records failed; retrying at the next interval");
      }
      await this.wakeup.sleep(this.options.intervalMs);
    }
  }
}
