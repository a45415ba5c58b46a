import { Counter, type EventEnvelope, eventSubject, Gauge, type JetStreamClient, type Logger, type Registry } from "@planner/shared";
import type { OutboxConfig } from "../config.js";
import { fitEnvelope } from "../domain/events.js";
import type { OutboxRepository, PendingEvent } from "../repositories/outbox.js";
import type { NatsLink } from "./nats-link.js";

/** Canonical field order of the envelope on the wire (jsonb does not keep key order). */
function wireEnvelope(stored: EventEnvelope): EventEnvelope {
  return fitEnvelope({
    id: stored.id,
    type: stored.type,
    api_version: "v1",
    created_at: stored.created_at,
    workspace_id: stored.workspace_id,
    data: stored.data,
  });
}

/**
 * Moves events from the outbox table to JetStream.
 *
 * - Publishes in seq order, one at a time, with the event id as JetStream message id
 *   (duplicates within the stream's window are dropped), and deletes a row only after
 *   JetStream acknowledged it.
 * - A failed publish ends the batch; the rest stays and is retried after an exponential
 *   backoff, so nothing is lost and nothing overtakes an unpublished event.
 * - Wakes at once after this process commits events, and polls for other replicas' rows;
 *   one replica at a time relays (see OutboxRepository.relayBatch).
 */
export class OutboxRelay {
  private stopped = false;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private wakeSleep: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly published: Counter;
  private readonly failures: Counter;

  constructor(
    private readonly options: {
      outbox: OutboxRepository;
      link: NatsLink;
      subjectPrefix: string;
      config: OutboxConfig;
      log: Logger;
      registry: Registry;
    },
  ) {
    const registers = [options.registry];
    this.published = new Counter({ name: "outbox_events_published_total", help: "Events JetStream acknowledged", registers });
    this.failures = new Counter({ name: "outbox_publish_failures_total", help: "Publish attempts that failed", registers });
    new Gauge({
      name: "outbox_pending_events",
      help: "Events waiting in the outbox",
      registers,
      collect: async function (this: Gauge) {
        this.set(await options.outbox.pendingCount().catch(() => -1));
      },
    });
    new Gauge({
      name: "nats_connected",
      help: "1 while the NATS connection and events stream are ready",
      registers,
      collect: function (this: Gauge) {
        this.set(options.link.connected ? 1 : 0);
      },
    });
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Something was committed: publish it now rather than at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleep?.();
  }

  /** Stops the loop, then publishes what is left while NATS answers (bounded by `graceMs`). */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wakeSleep?.();
    await this.loop;
    const js = this.options.link.current();
    if (!js) return;
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline) {
      const result = await this.step(js).catch(() => undefined);
      if (!result || result.fetched === 0 || result.acknowledged < result.fetched) return;
    }
  }

  private async run(): Promise<void> {
    const { config, log } = this.options;
    let failures = 0;
    while (!this.stopped) {
      const js = this.options.link.current();
      if (!js) {
        await this.sleep(config.pollMs, true);
        continue;
      }
      let result: { leader: boolean; fetched: number; acknowledged: number } | undefined;
      try {
        result = await this.step(js);
      } catch (error) {
        log.warn({ err: error }, "outbox relay step failed");
      }
      if (!result || result.acknowledged < result.fetched) {
        failures++;
        if (failures === 1) this.options.link.repair();
        const delay = Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.min(failures - 1, 16));
        // Backoff is not cut short by new writes: they queue behind the failed event anyway.
        await this.sleep(delay * (0.8 + Math.random() * 0.4), false);
        continue;
      }
      if (failures > 0) log.info({ failures }, "outbox relay publishing again");
      failures = 0;
      if (result.leader && result.fetched === config.batchSize) continue;
      await this.sleep(config.pollMs, true);
    }
  }

  private step(js: JetStreamClient) {
    return this.options.outbox.relayBatch(this.options.config.batchSize, (events) => this.publish(js, events));
  }

  /** Publishes in order; returns how many were acknowledged before the first failure. */
  private async publish(js: JetStreamClient, events: PendingEvent[]): Promise<number> {
    let acknowledged = 0;
    for (const event of events) {
      const envelope = wireEnvelope(event.envelope);
      try {
        await js.publish(eventSubject(this.options.subjectPrefix, envelope.workspace_id, envelope.type), JSON.stringify(envelope), {
          msgID: envelope.id,
          timeout: this.options.config.publishTimeoutMs,
        });
      } catch (error) {
        this.failures.inc();
        this.options.log.warn({ err: error, event: envelope.id, type: envelope.type }, "event not acknowledged; will retry");
        break;
      }
      acknowledged++;
      this.published.inc();
    }
    return acknowledged;
  }

  private sleep(ms: number, wakeable: boolean): Promise<void> {
    if (wakeable && this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(this.timer);
        this.wakeSleep = undefined;
        if (wakeable) this.wakeRequested = false;
        resolve();
      };
      this.timer = setTimeout(done, ms);
      this.wakeSleep = wakeable || this.stopped ? done : () => (this.stopped ? done() : undefined);
    });
  }
}
