/**
 * The delivery worker: claims due deliveries (short transaction, lease), sends outside any
 * transaction, records the attempt and the next state (another short transaction). All
 * state lives in Postgres, so a restart resumes and replicas share the work.
 */
import { setTimeout as sleep } from "node:timers/promises";
import {
  type Context,
  contextWithSpan,
  type EventEnvelope,
  extractTraceContext,
  failSpan,
  GroupBatcher,
  type Logger,
  type Span,
  SpanKind,
  startSpan,
  traceHeaders,
  tracingEnabled,
  Wakeup,
  withTraceContext,
} from "@planner/shared";
import type { SecretBox } from "../crypto/secret-box.js";
import type { AttemptMetricOutcome, WebhookMetrics } from "../metrics.js";
import type { AttemptOutcome, AttemptResult, ClaimedDelivery, DeliveryRepository, RecordOutcome } from "../repositories/deliveries.js";
import { signWebhook } from "../signature.js";
import { parseRetryAfter, retryDelayMs } from "./schedule.js";
import type { SendResult, WebhookSender } from "./sender.js";

export const USER_AGENT = "ProjectPlanner-Webhooks/1.0";

/** How often interrupted last attempts are looked for. */
const SWEEP_INTERVAL_MS = 5_000;
/** How much earlier than the oldest claimed due time the next claim starts. */
const LOW_WATER_MARGIN_MS = 2_000;
/** Waits between tries to record an attempt while Postgres is unreachable (doubling up to the last). */
const RECORD_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

export interface DeliveryWorkerOptions {
  deliveries: DeliveryRepository;
  sender: WebhookSender;
  secretBox: SecretBox;
  /** Waits before attempts 2, 3, …; attempts in all = length + 1. */
  scheduleMs: readonly number[];
  concurrency: number;
  pollMs: number;
  /** How long a claim is exclusive; longer than a whole request, so only a crashed worker loses it. */
  leaseMs: number;
  disableAfterMs: number;
  log: Logger;
  metrics: WebhookMetrics;
  now?: () => Date;
  random?: () => number;
}

/** Bodies by envelope object: the deliveries of one event claimed together share their envelope. */
const bodies = new WeakMap<EventEnvelope, string>();

/** The body every attempt sends: the stored envelope with its members in the documented order. */
export function deliveryBody(event: EventEnvelope): string {
  const known = bodies.get(event);
  if (known !== undefined) return known;
  const body = serialiseBody(event);
  bodies.set(event, body);
  return body;
}

function serialiseBody(event: EventEnvelope): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    api_version: event.api_version,
    created_at: event.created_at,
    workspace_id: event.workspace_id,
    data: event.data,
  });
}

function classify(result: SendResult): { outcome: AttemptOutcome; error: string | null } {
  if (result.status === undefined) return { outcome: "failed", error: result.error ?? "no answer" };
  if (result.status >= 200 && result.status < 300) return { outcome: "succeeded", error: null };
  if (result.status === 410) return { outcome: "gone", error: "receiver answered 410 Gone; subscription disabled" };
  if (result.status >= 300 && result.status < 400) return { outcome: "failed", error: `redirect (${result.status}) not followed` };
  return { outcome: "failed", error: `receiver answered ${result.status}` };
}

export class DeliveryWorker {
  private readonly inFlight = new Set<Promise<void>>();
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly wakeup = new Wakeup();
  private readonly now: () => Date;
  private readonly maxAttempts: number;

  private lastSweep = 0;
  /** When the last claim was made; one is made at least every pollMs (retries fall due, other replicas' rows). */
  private lastClaimAt = 0;
  /**
   * Deliveries may be due that no claim has taken yet (the last claim was full, or new ones
   * were committed unclaimed): the loop claims, and the fan-out claims none itself meanwhile.
   */
  private backlog = true;
  /** Counts `wake()` calls: a claim that found nothing clears the backlog only if none came meanwhile. */
  private wakes = 0;
  /** Slots promised to the fan-out's own claims and to the claim in flight. */
  private reserved = 0;
  private claiming = 0;
  /** Claims scan the due index from here (see DeliveryRepository.claim). */
  private lowWater: Date | undefined;
  private readonly claimBatch: number;
  /** Successful attempts are recorded together: one transaction for what finished while the last one ran. */
  private readonly successes: GroupBatcher<AttemptResult, RecordOutcome>;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.maxAttempts = options.scheduleMs.length + 1;
    this.claimBatch = Math.max(1, Math.floor(options.concurrency / 4));
    this.successes = new GroupBatcher(
      async (results) => (await this.recordSuccesses(results)).map((value) => ({ ok: true, value })),
      Math.max(1, options.concurrency),
      2,
    );
  }

  start(): void {
    this.stopping = false;
    this.wakeup.reset();
    this.running ??= this.loop();
  }

  /** New deliveries were committed: look now instead of at the next poll. */
  wake(): void {
    this.backlog = true;
    this.wakes++;
    this.wakeup.wake();
  }

  /** Slots neither in flight nor promised. */
  private free(): number {
    return this.options.concurrency - this.inFlight.size - this.reserved - this.claiming;
  }

  /**
   * Reserves up to `max` free slots for deliveries the fan-out claims in its own statement.
   * None while a backlog waits for this worker's claims (the oldest deliveries go first) or
   * while stopping. Reserved slots count as in flight until `accept`, so claimed attempts
   * never exceed the concurrency, however they were claimed.
   */
  reserve(max: number): { slots: number; leaseUntil: Date } {
    const leaseUntil = new Date(this.now().getTime() + this.options.leaseMs);
    if (this.stopping || !this.running || this.backlog) return { slots: 0, leaseUntil };
    const slots = Math.max(0, Math.min(max, this.free()));
    this.reserved += slots;
    return { slots, leaseUntil };
  }

  /** Sends what the fan-out claimed with `slots` reserved slots; the unused ones are free again. */
  accept(claimed: readonly ClaimedDelivery[], slots: number): void {
    this.reserved -= slots;
    for (const delivery of claimed.slice(0, slots)) this.dispatch(delivery);
    this.wakeup.wake();
  }

  /** Stops claiming and waits for the attempts in flight (each bounded by the request timeout). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeup.interrupt();
    await this.running;
    this.running = undefined;
    // A fan-out statement that reserved slots before the stop hands its claims over when it ends.
    while (this.inFlight.size > 0 || this.reserved > 0) {
      if (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
      else await sleep(10);
    }
  }

  private async loop(): Promise<void> {
    const { log, deliveries } = this.options;
    let failures = 0;
    while (!this.stopping) {
      let full = false;
      try {
        // A sweep for crashed workers' last attempts, not per claim: it reads the whole backlog.
        const now = this.now();
        if (now.getTime() - this.lastSweep >= SWEEP_INTERVAL_MS) {
          this.lastSweep = now.getTime();
          await deliveries.failExhausted(now, this.maxAttempts);
          // A full scan now and then finds what the low-water mark passed: deliveries whose
          // lease ran out (a crashed worker) and rows committed late with an older due time.
          this.lowWater = undefined;
          this.backlog = true;
        }
        const free = this.free();
        const busy = this.options.concurrency - free;
        // Claim in batches (a quarter of the slots) while others are in flight: one claim per
        // finished attempt would cost a query per delivery. Without a known backlog, only once
        // per poll interval (what falls due later, what other replicas commit).
        const due = this.backlog || now.getTime() - this.lastClaimAt >= this.options.pollMs;
        if (due && free > 0 && (busy === 0 || free >= this.claimBatch)) {
          this.lastClaimAt = now.getTime();
          this.claiming += free;
          const wakes = this.wakes;
          let claimed: ClaimedDelivery[];
          try {
            claimed = await deliveries.claim({
              now: this.now(),
              limit: free,
              leaseMs: this.options.leaseMs,
              maxAttempts: this.maxAttempts,
              notBefore: this.lowWater,
            });
          } finally {
            this.claiming -= free;
          }
          this.advanceLowWater(claimed);
          for (const delivery of claimed) this.dispatch(delivery);
          full = claimed.length === free;
          // Deliveries committed during the claim may have been missed by it.
          this.backlog = full || wakes !== this.wakes;
        }
        failures = 0;
      } catch (error) {
        if (failures++ % 20 === 0) log.warn({ err: error }, "cannot claim deliveries; retrying");
      }
      // A full claim means more may be due: claim again as soon as enough slots free (each
      // finished attempt wakes the loop).
      const canClaim = this.free() >= this.claimBatch;
      if (!this.stopping && !(full && canClaim)) {
        const sincePoll = this.now().getTime() - this.lastClaimAt;
        await this.wakeup.sleep(this.backlog ? this.options.pollMs : Math.max(1, this.options.pollMs - sincePoll));
      }
    }
  }

  /**
   * Records successful attempts together and, while deliveries wait (a backlog), claims as
   * many due ones in the same statement as the recorded attempts free slots, and the slots
   * free now besides: the slots are
   * refilled in the round trip that frees them, without waiting for a claim of the loop. In
   * the database the recorded attempts leave and the claimed ones enter in one commit, so the
   * attempts claimed and not recorded never exceed the concurrency.
   */
  private async recordSuccesses(results: AttemptResult[]): Promise<RecordOutcome[]> {
    const refill = this.backlog && !this.stopping;
    // The slots these attempts free, and those free now (promised to this statement meanwhile).
    const extra = refill ? Math.max(0, this.free()) : 0;
    const limit = refill ? results.length + extra : 0;
    const wakes = this.wakes;
    this.claiming += extra;
    let recorded: Awaited<ReturnType<DeliveryRepository["recordSucceededAndClaim"]>>;
    try {
      recorded = await this.options.deliveries.recordSucceededAndClaim(results, {
        now: this.now(),
        limit,
        leaseMs: this.options.leaseMs,
        maxAttempts: this.maxAttempts,
        notBefore: this.lowWater,
      });
    } finally {
      this.claiming -= extra;
    }
    const { outcomes, claimed } = recorded;
    if (limit > 0) {
      this.advanceLowWater(claimed);
      for (const delivery of claimed) this.dispatch(delivery);
      // Fewer than asked for: nothing more is due now.
      if (claimed.length < limit && wakes === this.wakes) this.backlog = false;
    }
    return outcomes;
  }

  /**
   * Everything due before the oldest claimed delivery has been claimed (claims go oldest
   * first), so later claims may start there, less a margin for transactions that commit a
   * row with an earlier due time just after this claim.
   */
  private advanceLowWater(claimed: readonly ClaimedDelivery[]): void {
    if (claimed.length === 0) return;
    const oldest = Math.min(...claimed.map((delivery) => delivery.dueAt.getTime()));
    const mark = oldest - LOW_WATER_MARGIN_MS;
    if (!this.lowWater || mark > this.lowWater.getTime()) this.lowWater = new Date(mark);
  }

  private dispatch(delivery: ClaimedDelivery): void {
    const traced = deliverySpan(delivery);
    const task = withTraceContext(traced?.context, () => this.attempt(delivery, traced?.span)).catch((error: unknown) => {
      // The lease runs out and another claim makes the next attempt.
      this.options.log.error({ err: error, delivery: delivery.id }, "recording a delivery attempt failed");
    });
    this.inFlight.add(task);
    void task.finally(() => {
      traced?.span.end();
      this.inFlight.delete(task);
      this.wakeup.wake();
    });
  }

  /**
   * Records the attempt, trying again while Postgres is unreachable and the lease still runs:
   * the request has been made, and giving up would make another worker send it again.
   * Past the lease (or on shutdown) the attempt stays on record as interrupted.
   */
  private async record(result: AttemptResult): Promise<RecordOutcome> {
    for (let tries = 0; ; tries++) {
      try {
        // Successes (nearly every attempt under load) share one statement with those that finish meanwhile.
        return await (result.outcome === "succeeded" ? this.successes.submit(result) : this.options.deliveries.record(result));
      } catch (error) {
        const wait = RECORD_RETRY_MS[Math.min(tries, RECORD_RETRY_MS.length - 1)] ?? 0;
        if (this.stopping || this.now().getTime() + wait >= result.delivery.leaseUntil.getTime()) throw error;
        if (tries === 0) this.options.log.warn({ err: error, delivery: result.delivery.id }, "cannot record a delivery attempt; retrying");
        await sleep(wait);
      }
    }
  }

  private async attempt(delivery: ClaimedDelivery, span?: Span): Promise<void> {
    const { log, metrics } = this.options;
    const startedAt = this.now();
    let secret: string | undefined;
    try {
      const opened = this.options.secretBox.openWithKeyInfo(delivery.secretCiphertext, delivery.webhookId);
      secret = opened.plaintext;
      metrics.secretOpens.inc({ key: opened.current ? "current" : "previous" });
    } catch {
      metrics.secretOpens.inc({ key: "none" });
      log.error(
        { webhook: delivery.webhookId },
        "webhook secret cannot be decrypted; was it sealed with WEBHOOK_SECRET_KEY or one of WEBHOOK_SECRET_KEYS_PREVIOUS?",
      );
    }
    let result: SendResult;
    if (secret === undefined) {
      result = { error: "signing secret unavailable (encryption key mismatch)", latencyMs: 0 };
    } else {
      const body = deliveryBody(delivery.payload);
      result = await this.options.sender.send({
        url: delivery.url,
        body,
        headers: {
          "content-type": "application/json",
          "user-agent": USER_AGENT,
          "x-service-signature": signWebhook(secret, body, Math.floor(Date.now() / 1000)),
          "x-service-event-id": delivery.eventId,
          "x-service-event-type": delivery.eventType,
          "x-service-delivery-id": delivery.id,
          "x-service-delivery-attempt": String(delivery.attempt),
          // The receiver may continue the trace: its parent is this attempt's span.
          ...(span && traceHeaders()),
        },
      });
    }
    const { outcome, error } = classify(result);
    if (span) {
      if (result.status !== undefined) span.setAttribute("http.response.status_code", result.status);
      if (error) failSpan(span, new Error(error));
    }
    const finishedAt = this.now();
    let next: AttemptResult["next"];
    let metricOutcome: AttemptMetricOutcome;
    if (outcome === "succeeded") {
      next = { status: "succeeded" };
      metricOutcome = "succeeded";
    } else if (outcome === "gone") {
      next = { status: "failed" };
      metricOutcome = "gone";
    } else {
      const honoursRetryAfter = result.status === 429 || result.status === 503;
      const delay = retryDelayMs(this.options.scheduleMs, delivery.attempt, {
        retryAfterMs: honoursRetryAfter ? parseRetryAfter(result.headers?.["retry-after"], finishedAt.getTime()) : undefined,
        random: this.options.random,
      });
      next = delay === undefined ? { status: "failed" } : { status: "pending", nextAttemptAt: new Date(finishedAt.getTime() + delay) };
      metricOutcome = delay === undefined ? "failed" : "retry";
    }
    metrics.deliveries.inc({ outcome: metricOutcome });
    metrics.attemptDuration.observe({ outcome: metricOutcome }, result.latencyMs / 1000);
    if (outcome === "succeeded") metrics.eventLag.observe(Math.max(0, finishedAt.getTime() - delivery.eventCreatedAt.getTime()) / 1000);
    const recorded = await this.record({
      delivery,
      startedAt,
      latencyMs: result.latencyMs,
      responseStatus: result.status ?? null,
      responseBody: result.body ?? null,
      error,
      outcome,
      next,
      now: finishedAt,
      disableAfterMs: this.options.disableAfterMs,
    });
    if (recorded.disabled) log.warn({ webhook: delivery.webhookId, reason: recorded.disabled }, "webhook subscription disabled");
    log.debug({ delivery: delivery.id, attempt: delivery.attempt, outcome: metricOutcome, status: result.status }, "delivery attempt");
  }
}

/**
 * The CLIENT span of an attempt, continuing the trace the event arrived with; deliveries of
 * events without one (written while tracing was off) are not traced.
 */
function deliverySpan(delivery: ClaimedDelivery): { span: Span; context: Context } | undefined {
  if (!tracingEnabled() || !delivery.headers?.traceparent) return undefined;
  const parent = extractTraceContext(delivery.headers);
  const span = startSpan("webhook deliver", {
    kind: SpanKind.CLIENT,
    parent,
    attributes: {
      "http.request.method": "POST",
      // The host only: paths and queries of receiver URLs may carry tokens.
      "server.address": hostOf(delivery.url),
      "webhook.delivery.id": delivery.id,
      "webhook.delivery.attempt": delivery.attempt,
      "webhook.event.type": delivery.eventType,
    },
  });
  return { span, context: contextWithSpan(span, parent) };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}
