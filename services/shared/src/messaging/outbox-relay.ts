import { randomUUID } from "node:crypto";
import { type MsgHdrs, headers as natsHeaders } from "@nats-io/transport-node";
import type { Logger } from "../logger.js";
import { Counter, Gauge, type Registry } from "../management.js";
import {
  contextWithSpan,
  extractTraceContext,
  failSpan,
  type Span,
  SpanKind,
  startSpan,
  traceHeaders,
  tracingEnabled,
} from "../tracing.js";
import { metricOf } from "./metrics.js";
import { Wakeup } from "./wakeup.js";

/** What one outbox row becomes on JetStream. `msgID` makes a re-publish a duplicate JetStream drops. */
export interface OutboxMessage {
  subject: string;
  data: Uint8Array | string;
  msgID: string;
  /** The trace context stored with the row (`traceparent`, `tracestate`); the publish continues that trace. */
  headers?: Record<string, string> | null;
}

/** A pending outbox row; `seq` orders the rows (a bigint as text). */
export interface OutboxRow {
  seq: string;
}

export interface OutboxClaim<R extends OutboxRow> {
  /** Whether this holder owns the relay lease now. */
  leased: boolean;
  /** The oldest pending rows in seq order (empty unless leased). */
  rows: R[];
}

/**
 * The outbox table as the relay sees it. Each call is one short statement on its own:
 * the relay holds no transaction and no pooled connection between them.
 */
export interface OutboxStore<R extends OutboxRow> {
  /** Takes or renews the lease for `holder` (until `leaseMs` from now) and, if held, returns up to `limit` rows in seq order. */
  claim(holder: string, leaseMs: number, limit: number): Promise<OutboxClaim<R>>;
  /** Deletes published rows. */
  remove(seqs: string[]): Promise<void>;
  /** Gives the lease up (a stopping replica), so another replica takes over at once. */
  release(holder: string): Promise<void>;
  pendingCount(): Promise<number>;
}

/** The part of a JetStream client the relay uses (a `JetStreamClient` fits). */
export interface OutboxPublisher {
  publish(
    subject: string,
    data: Uint8Array | string,
    options: { msgID: string; timeout: number; expect?: { lastMsgID: string }; headers?: MsgHdrs },
  ): Promise<{ duplicate: boolean }>;
}

export interface OutboxRelayOptions<R extends OutboxRow> {
  store: OutboxStore<R>;
  /** The publisher while NATS is ready; undefined makes the relay wait. */
  publisher: () => OutboxPublisher | undefined;
  toMessage: (row: R) => OutboxMessage;
  log: Logger;
  registry?: Registry;
  /** How often to look for rows written by other replicas (own commits call `wake()`). */
  pollMs: number;
  batchSize: number;
  /** First and largest delay between retries while JetStream does not acknowledge. */
  retryBaseMs: number;
  retryMaxMs: number;
  publishTimeoutMs: number;
  /** Lease length; defaults to max(10 s, 3 × publishTimeoutMs). */
  leaseMs?: number;
  /** Identifies this replica in the lease row; random by default. */
  holder?: string;
  /**
   * Publish each event of a batch with its predecessor as the expected last message id
   * (default true). Needs the relay to be the stream's only publisher; turn it off for a
   * shared stream (a rejected event could then be overtaken by the rest of its batch).
   */
  chainPublishes?: boolean;
  /** Called on the first failure of a series (e.g. to re-create a vanished stream). */
  onPublishFailure?: () => void;
}

export interface RelayStepResult {
  leased: boolean;
  fetched: number;
  acknowledged: number;
}

/**
 * Moves outbox rows to JetStream without holding a database connection while publishing:
 *
 * 1. claim: one statement takes/renews a lease (one replica publishes at a time, so the
 *    seq order of the table is the order on the stream) and reads the oldest rows;
 * 2. publish: the batch's publishes are sent at once in seq order on one connection
 *    (JetStream stores them in that order) with msgID = event id, and all acks awaited;
 * 3. remove: exactly the acknowledged prefix is deleted; the rest is retried after an
 *    exponential backoff with jitter, so nothing is lost and nothing overtakes a failure.
 *
 * Publishing ends before the lease can expire (the publish timeout is cut to the lease
 * left), so a replica taking over an expired lease never publishes alongside the old
 * holder. A crash between publish and delete re-publishes the same msgIDs, which
 * JetStream's duplicate window drops.
 */
export class OutboxRelay<R extends OutboxRow> {
  readonly holder: string;
  private readonly leaseMs: number;
  private stopped = false;
  private loop: Promise<void> | undefined;
  private readonly wakeup = new Wakeup();
  private readonly published: Counter;
  private readonly failures: Counter;

  constructor(private readonly options: OutboxRelayOptions<R>) {
    this.holder = options.holder ?? `relay-${randomUUID()}`;
    this.leaseMs = options.leaseMs ?? Math.max(10_000, 3 * options.publishTimeoutMs);
    const registers = options.registry ? [options.registry] : [];
    this.published = metricOf(
      options.registry,
      "outbox_events_published_total",
      () => new Counter({ name: "outbox_events_published_total", help: "Events JetStream acknowledged", registers }),
    );
    this.failures = metricOf(
      options.registry,
      "outbox_publish_failures_total",
      () => new Counter({ name: "outbox_publish_failures_total", help: "Publish attempts that failed", registers }),
    );
    const store = options.store;
    metricOf(
      options.registry,
      "outbox_pending_events",
      () =>
        new Gauge({
          name: "outbox_pending_events",
          help: "Events waiting in the outbox",
          registers,
          collect: async function (this: Gauge) {
            this.set(await store.pendingCount().catch(() => -1));
          },
        }),
    );
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Something was committed: publish it now rather than at the next poll. */
  wake(): void {
    this.wakeup.wake();
  }

  /**
   * Stops the loop, publishes what is left while NATS answers (bounded by `graceMs`), then
   * releases the lease so another replica continues without waiting for it to expire.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    this.wakeup.interrupt();
    await this.loop;
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline) {
      const publisher = this.options.publisher();
      if (!publisher) break;
      const result = await this.step(publisher, deadline - Date.now()).catch(() => undefined);
      if (!result?.leased || result.fetched === 0 || result.acknowledged < result.fetched) break;
    }
    await this.options.store
      .release(this.holder)
      .catch((error: unknown) => this.options.log.warn({ err: error }, "cannot release the outbox lease"));
  }

  /** One claim → publish → remove round; exported for tests and the shutdown flush. */
  async step(publisher: OutboxPublisher, budgetMs = Number.POSITIVE_INFINITY): Promise<RelayStepResult> {
    const { store, log } = this.options;
    const claimedAt = performance.now();
    const claim = await store.claim(this.holder, this.leaseMs, this.options.batchSize);
    if (!claim.leased || claim.rows.length === 0) return { leased: claim.leased, fetched: 0, acknowledged: 0 };
    const rows = claim.rows;
    // Stop waiting well before the lease could pass to another replica.
    const leaseLeft = claimedAt + this.leaseMs - Math.min(1_000, this.leaseMs / 5) - performance.now();
    const timeout = Math.min(this.options.publishTimeoutMs, leaseLeft, budgetMs);
    if (timeout <= 0) return { leased: true, fetched: rows.length, acknowledged: 0 };
    // All sent now, in seq order, on one connection; JetStream stores them in that order.
    // Each names its predecessor as the stream's expected last message: if one is rejected,
    // the ones behind it are rejected too instead of overtaking it.
    // One timer for the whole batch: whatever is not acknowledged when it fires counts as failed.
    let previous: string | undefined;
    const msgIDs: string[] = [];
    const acked = rows.map(() => false);
    const errors: unknown[] = [];
    const acks = rows.map((row, index) => {
      const message = this.options.toMessage(row);
      const expect = previous !== undefined && this.options.chainPublishes !== false ? { expect: { lastMsgID: previous } } : {};
      previous = message.msgID;
      msgIDs.push(message.msgID);
      const traced = publishSpan(message);
      return publisher.publish(message.subject, message.data, { msgID: message.msgID, timeout, ...expect, ...traced?.headers }).then(
        () => {
          acked[index] = true;
          traced?.span.end();
        },
        (error: unknown) => {
          errors[index] = error;
          if (traced) failSpan(traced.span, error);
          traced?.span.end();
        },
      );
    });
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeout);
    });
    await Promise.race([Promise.all(acks), expired]).finally(() => clearTimeout(timer));
    let acknowledged = acked.indexOf(false);
    if (acknowledged === -1) acknowledged = rows.length;
    const failed =
      acknowledged < rows.length
        ? { error: errors[acknowledged] ?? new Error(`no acknowledgement within ${Math.round(timeout)} ms`), msgID: msgIDs[acknowledged] }
        : undefined;
    if (failed) {
      this.failures.inc();
      log.warn({ err: failed.error, event: failed.msgID, acknowledged, batch: rows.length }, "event not acknowledged; will retry");
    }
    if (acknowledged > 0) {
      await store.remove(rows.slice(0, acknowledged).map((row) => row.seq));
      this.published.inc(acknowledged);
    }
    return { leased: true, fetched: rows.length, acknowledged };
  }

  private async run(): Promise<void> {
    const { log, pollMs, retryBaseMs, retryMaxMs, batchSize } = this.options;
    let failures = 0;
    while (!this.stopped) {
      const publisher = this.options.publisher();
      if (!publisher) {
        await this.wakeup.sleep(pollMs);
        continue;
      }
      let result: RelayStepResult | undefined;
      try {
        result = await this.step(publisher);
      } catch (error) {
        log.warn({ err: error }, "outbox relay step failed");
      }
      if (!result || result.acknowledged < result.fetched) {
        failures++;
        if (failures === 1) this.options.onPublishFailure?.();
        const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(failures - 1, 16));
        // Backoff is not cut short by new writes: they queue behind the failed event anyway.
        await this.wakeup.sleep(delay * (0.8 + Math.random() * 0.4), { wakeable: false });
        continue;
      }
      if (failures > 0) log.info({ failures }, "outbox relay publishing again");
      failures = 0;
      if (result.leased && result.fetched === batchSize) continue;
      await this.wakeup.sleep(pollMs);
    }
  }
}

/**
 * A PRODUCER span for an event whose row carries a trace context, and the NATS headers that
 * carry it on (its `traceparent` names this span). Rows without one are published as they are.
 */
function publishSpan(message: OutboxMessage): { span: Span; headers: { headers: MsgHdrs } } | undefined {
  if (!tracingEnabled() || !message.headers?.traceparent) return undefined;
  const parent = extractTraceContext(message.headers);
  const span = startSpan("outbox publish", {
    kind: SpanKind.PRODUCER,
    parent,
    attributes: {
      "messaging.system": "nats",
      "messaging.operation.type": "send",
      "messaging.destination.name": message.subject,
      "messaging.message.id": message.msgID,
    },
  });
  const headers = natsHeaders();
  for (const [name, value] of Object.entries(traceHeaders(contextWithSpan(span, parent)) ?? {})) headers.set(name, value);
  return { span, headers: { headers } };
}
