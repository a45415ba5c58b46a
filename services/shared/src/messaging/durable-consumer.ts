import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JsMsg, jetstream, jetstreamManager } from "@nats-io/jetstream";
import { type NatsConnection, nanos } from "@nats-io/transport-node";
import { isDependencyUnavailable } from "../errors.js";
import type { Logger } from "../logger.js";
import { Counter, type Registry } from "../management.js";
import {
  type Context,
  contextWithSpan,
  extractTraceContext,
  failSpan,
  type Span,
  SpanKind,
  startSpan,
  tracingEnabled,
  withTraceContext,
} from "../tracing.js";
import { metricOf } from "./metrics.js";
import { Wakeup } from "./wakeup.js";

/** A decoded message handed to the handler. */
export interface ConsumedMessage<T> {
  data: T;
  subject: string;
  /** 1 on the first delivery. */
  deliveryCount: number;
  streamSequence: number;
  /** Tells JetStream the handler is still busy (resets the ack timer); also sent every ackWaitMs/2. */
  working(): void;
}

/** A message `decode` rejected: it goes to the dead-letter callback as it is. */
export interface UndecodableMessage {
  raw: Uint8Array;
  subject: string;
  deliveryCount: number;
  streamSequence: number;
}

export interface DurableConsumerOptions<T> {
  /** The connection to use now (a `connectNats` connection reconnects by itself); undefined while there is none. */
  connection: () => NatsConnection | undefined;
  stream: string;
  durable: string;
  filterSubjects?: string[];
  /** Most handlers running at once (and most messages fetched but not yet settled). */
  maxConcurrency: number;
  ackWaitMs: number;
  /** Deliveries a message gets before it is dead-lettered. */
  maxDeliver: number;
  /** nak delay after the n-th failed delivery (the last entry repeats). */
  backoffMs: number[];
  decode: (raw: Uint8Array, subject: string) => T;
  /** Resolves once the message's work is committed; then it is acked. Throwing naks it. */
  handle: (message: ConsumedMessage<T>) => Promise<void>;
  /** Called once a message failed its last delivery (or cannot be decoded); then it is terminated. */
  onDeadLetter: (message: ConsumedMessage<T> | UndecodableMessage, error: unknown) => Promise<void>;
  log: Logger;
  registry?: Registry;
  /** How long one pull waits for messages (JetStream's minimum is 1 s). */
  fetchExpiresMs?: number;
  /**
   * Handler failures that mean a dependency is away (default: `isDependencyUnavailable`,
   * e.g. Postgres restarting). Such a message is kept and its handler retried in place,
   * every 100 ms growing to 2 s, while progress is reported: an outage then neither spends
   * the message's delivery budget (a long one would dead-letter it) nor leaves it waiting
   * out a long nak backoff once the dependency is back.
   */
  retryInPlace?: (error: unknown) => boolean;
  /**
   * Wait for the server to confirm each ack (default true). A handler whose work is
   * idempotent can do without: its acks then go out with the connection's next flush, many
   * in one write, and a lost ack only means one more delivery after `ackWaitMs`.
   */
  confirmAcks?: boolean;
}

type Outcome = "acked" | "nacked" | "dead_lettered";

/** How long unconfirmed acks wait to go out together. */
const ACK_FLUSH_MS = 5;

/**
 * An explicit-ack durable pull consumer with bounded concurrency.
 *
 * - The durable is created or updated on attach (explicit acks, `ack_wait`, filter); the
 *   delivery limit is enforced here rather than by the server (its `max_deliver` stays
 *   unlimited), so a failing dead-letter callback naks instead of losing the message.
 * - It pulls only as many messages as there are free handler slots, so at most
 *   `maxConcurrency` are in flight and none waits unhandled while its ack timer runs.
 * - ack after the handler resolved; nak with `backoffMs` when it throws; after the last
 *   allowed delivery `onDeadLetter` then `term()`. A failure because a dependency is away
 *   (`retryInPlace`) is retried in place instead, without a redelivery.
 * - Any pull failure (server restart, consumer gone, connection lost) re-attaches with a
 *   backoff: the durable is ensured again and pulling resumes where the durable stands.
 *
 * The server's `backoff` setting is not used: it would replace `ack_wait` per delivery
 * and cut long handlers short; failure delays come from the nak instead.
 */
export class DurableConsumer<T> {
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();
  private pendingAcks: JsMsg[] = [];
  private ackTimer: NodeJS.Timeout | undefined;
  private slotFreed: (() => void) | undefined;
  private currentBatch: ConsumerMessages | undefined;
  private readonly wakeup = new Wakeup();
  /** Ends the in-place retries of handlers when stopping (their messages are then nak'ed). */
  private stopSignal = new AbortController();
  private readonly messages: Counter<"consumer" | "outcome">;
  private readonly redeliveries: Counter<"consumer">;
  private readonly fetchExpiresMs: number;

  constructor(private readonly options: DurableConsumerOptions<T>) {
    if (options.maxConcurrency < 1) throw new Error("maxConcurrency must be at least 1");
    if (options.maxDeliver < 1) throw new Error("maxDeliver must be at least 1");
    this.fetchExpiresMs = Math.max(1_000, options.fetchExpiresMs ?? 5_000);
    const registers = options.registry ? [options.registry] : [];
    this.messages = metricOf(
      options.registry,
      "consumer_messages_total",
      () =>
        new Counter({
          name: "consumer_messages_total",
          help: "Messages settled by a durable consumer, by outcome",
          labelNames: ["consumer", "outcome"] as const,
          registers,
        }),
    );
    this.redeliveries = metricOf(
      options.registry,
      "consumer_redeliveries_total",
      () =>
        new Counter({
          name: "consumer_redeliveries_total",
          help: "Messages delivered more than once",
          labelNames: ["consumer"] as const,
          registers,
        }),
    );
  }

  start(): void {
    this.stopping = false;
    if (this.stopSignal.signal.aborted) this.stopSignal = new AbortController();
    this.wakeup.reset();
    this.running ??= this.run();
  }

  /** Handlers running now. */
  get active(): number {
    return this.inFlight.size;
  }

  /** Stops pulling, waits for the handlers in flight (and their acks), then returns. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeup.interrupt();
    this.stopSignal.abort();
    this.slotFreed?.();
    await this.currentBatch?.close();
    await this.running;
    this.running = undefined;
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    this.flushAcks();
  }

  private async run(): Promise<void> {
    const { log, durable } = this.options;
    let failures = 0;
    while (!this.stopping) {
      const nc = this.options.connection();
      if (!nc || nc.isClosed()) {
        await this.wakeup.sleep(500);
        continue;
      }
      try {
        await this.ensureConsumer(nc);
        const consumer = await jetstream(nc).consumers.get(this.options.stream, durable);
        if (failures > 0) log.info({ durable, failures }, "consumer re-attached");
        failures = 0;
        while (!this.stopping) {
          const free = await this.freeSlots();
          if (this.stopping) break;
          await this.pull(consumer, free);
        }
      } catch (error) {
        if (this.stopping) break;
        failures++;
        if (failures === 1 || failures % 20 === 0) log.warn({ err: error, durable, failures }, "consumer detached; re-attaching");
        await this.wakeup.sleep(Math.min(5_000, 250 * 2 ** Math.min(failures - 1, 5)) * (0.8 + Math.random() * 0.4));
      }
    }
  }

  /** One pull of up to `free` messages; each starts its handler at once. */
  private async pull(consumer: Awaited<ReturnType<ReturnType<typeof jetstream>["consumers"]["get"]>>, free: number): Promise<void> {
    const batch = await consumer.fetch({ max_messages: free, expires: this.fetchExpiresMs });
    this.currentBatch = batch;
    if (this.stopping) void batch.close();
    // A pull can hang while the connection is down (heartbeat checks pause); end it ourselves.
    const watchdog = setTimeout(() => void batch.close(), this.fetchExpiresMs + 5_000);
    try {
      for await (const message of batch) {
        if (this.stopping || this.inFlight.size >= this.options.maxConcurrency) {
          message.nak();
          continue;
        }
        this.dispatch(message);
      }
    } finally {
      clearTimeout(watchdog);
      this.currentBatch = undefined;
    }
  }

  private async freeSlots(): Promise<number> {
    while (!this.stopping && this.inFlight.size >= this.options.maxConcurrency) {
      await new Promise<void>((resolve) => {
        this.slotFreed = resolve;
      });
    }
    return this.options.maxConcurrency - this.inFlight.size;
  }

  private dispatch(message: JsMsg): void {
    const task = this.process(message).catch((error: unknown) => {
      this.options.log.error({ err: error, subject: message.subject }, "message processing failed unexpectedly");
    });
    this.inFlight.add(task);
    void task.finally(() => {
      this.inFlight.delete(task);
      const freed = this.slotFreed;
      this.slotFreed = undefined;
      freed?.();
    });
  }

  private async process(message: JsMsg): Promise<void> {
    const { log, durable, maxDeliver } = this.options;
    const deliveryCount = message.info.deliveryCount;
    if (deliveryCount > 1) this.redeliveries.inc({ consumer: durable });
    let data: T;
    try {
      data = this.options.decode(message.data, message.subject);
    } catch (error) {
      // Retrying cannot make a message decodable.
      const raw: UndecodableMessage = { raw: message.data, subject: message.subject, deliveryCount, streamSequence: message.seq };
      await this.deadLetter(message, raw, error);
      return;
    }
    const consumed: ConsumedMessage<T> = {
      data,
      subject: message.subject,
      deliveryCount,
      streamSequence: message.seq,
      working: () => message.working(),
    };
    if (deliveryCount > maxDeliver) {
      // Its last handler attempt timed out (or the process died during it): no further attempt.
      await this.deadLetter(message, consumed, new Error(`not acknowledged after ${maxDeliver} deliveries`));
      return;
    }
    const heartbeat = setInterval(() => message.working(), Math.max(100, this.options.ackWaitMs / 2));
    const traced = this.processSpan(message);
    try {
      await withTraceContext(traced?.context, () => this.handleRetryingInPlace(consumed));
    } catch (error) {
      if (traced) failSpan(traced.span, error);
      if (deliveryCount >= maxDeliver) {
        await this.deadLetter(message, consumed, error);
        return;
      }
      log.warn({ err: error, durable, subject: message.subject, seq: message.seq, deliveryCount }, "handler failed; will be redelivered");
      this.settle(message, "nacked", this.backoff(deliveryCount));
      return;
    } finally {
      clearInterval(heartbeat);
      traced?.span.end();
    }
    if (this.options.confirmAcks === false) {
      this.ackLater(message);
    } else {
      const confirmed = await message.ackAck({ timeout: Math.min(5_000, this.options.ackWaitMs) }).catch(() => false);
      if (!confirmed) log.warn({ durable, seq: message.seq }, "ack not confirmed; the message may be delivered again");
    }
    this.messages.inc({ consumer: durable, outcome: "acked" });
  }

  /** A CONSUMER span around the handler when the message carries a trace context (its publisher's). */
  private processSpan(message: JsMsg): { span: Span; context: Context } | undefined {
    if (!tracingEnabled() || !message.headers) return undefined;
    const traceparent = message.headers.get("traceparent");
    if (!traceparent) return undefined;
    const tracestate = message.headers.get("tracestate");
    const parent = extractTraceContext(tracestate ? { traceparent, tracestate } : { traceparent });
    const span = startSpan(`${this.options.durable} process`, {
      kind: SpanKind.CONSUMER,
      parent,
      attributes: {
        "messaging.system": "nats",
        "messaging.operation.type": "process",
        "messaging.destination.name": message.subject,
        "messaging.consumer.group.name": this.options.durable,
        "messaging.message.delivery_count": message.info.deliveryCount,
      },
    });
    return { span, context: contextWithSpan(span, parent) };
  }

  /**
   * Unconfirmed acks go out together, at most every ACK_FLUSH_MS: the client writes what is
   * published within one microtask run as one socket write, and handlers finish at different
   * moments, so acking each at once would cost one write (a system call) per message. The
   * delay only holds the ack, not the handler slot; `stop()` sends what is left.
   */
  private ackLater(message: JsMsg): void {
    this.pendingAcks.push(message);
    this.ackTimer ??= setTimeout(() => this.flushAcks(), ACK_FLUSH_MS);
  }

  private flushAcks(): void {
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = undefined;
    const acks = this.pendingAcks;
    this.pendingAcks = [];
    for (const pending of acks) pending.ack();
  }

  /** Runs the handler; while it fails because a dependency is away, again after a pause. */
  private async handleRetryingInPlace(consumed: ConsumedMessage<T>): Promise<void> {
    const retryInPlace = this.options.retryInPlace ?? isDependencyUnavailable;
    const signal = this.stopSignal.signal;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.options.handle(consumed);
        return;
      } catch (error) {
        if (signal.aborted || !retryInPlace(error)) throw error;
        if (attempt === 1 || attempt % 50 === 0) {
          this.options.log.warn(
            { err: error, durable: this.options.durable, seq: consumed.streamSequence, attempt },
            "dependency unavailable; retrying the handler",
          );
        }
        await abortableSleep(Math.min(2_000, 100 * 2 ** Math.min(attempt - 1, 5)), signal);
      }
    }
  }

  private async deadLetter(message: JsMsg, consumed: ConsumedMessage<T> | UndecodableMessage, error: unknown): Promise<void> {
    const { log, durable } = this.options;
    try {
      await this.options.onDeadLetter(consumed, error);
    } catch (failure) {
      log.warn({ err: failure, durable, seq: message.seq }, "dead-letter callback failed; will be redelivered");
      this.settle(message, "nacked", this.backoff(consumed.deliveryCount));
      return;
    }
    log.warn({ err: error, durable, subject: message.subject, seq: message.seq }, "message dead-lettered");
    this.settle(message, "dead_lettered");
  }

  private settle(message: JsMsg, outcome: Exclude<Outcome, "acked">, delayMs?: number): void {
    if (outcome === "nacked") message.nak(delayMs);
    // No reason text: servers before 2.10 do not recognise "+TERM <reason>" and would redeliver.
    else message.term();
    this.messages.inc({ consumer: this.options.durable, outcome });
  }

  private backoff(deliveryCount: number): number {
    const { backoffMs } = this.options;
    if (backoffMs.length === 0) return 0;
    return backoffMs[Math.min(deliveryCount, backoffMs.length) - 1] ?? 0;
  }

  /** Creates the durable, or updates its settings when it exists with others. */
  private async ensureConsumer(nc: NatsConnection): Promise<void> {
    const { stream, durable, filterSubjects = [], ackWaitMs } = this.options;
    const jsm = await jetstreamManager(nc);
    const filter =
      filterSubjects.length === 1
        ? { filter_subject: filterSubjects[0] }
        : filterSubjects.length > 1
          ? { filter_subjects: filterSubjects }
          : {};
    const settings = {
      ack_wait: nanos(ackWaitMs),
      max_deliver: -1,
      max_ack_pending: Math.max(1_000, this.options.maxConcurrency),
      ...filter,
    };
    const existing = await jsm.consumers.info(stream, durable).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
    if (!existing) {
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ...settings,
      });
      return;
    }
    const current = existing.config;
    const same =
      current.ack_wait === settings.ack_wait &&
      current.max_deliver === settings.max_deliver &&
      (current.filter_subject ?? "") === (settings.filter_subject ?? "") &&
      JSON.stringify(current.filter_subjects ?? []) === JSON.stringify(settings.filter_subjects ?? []);
    if (!same) await jsm.consumers.update(stream, durable, settings);
  }
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? "";
  return /NotFound/.test(name) || /not found/i.test(String(error));
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}
