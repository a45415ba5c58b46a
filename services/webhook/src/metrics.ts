/** Prometheus metrics of the webhook service (labels never carry URLs, ids or secrets). */
import { Counter, Gauge, Histogram, type Registry } from "@planner/shared";

export type AttemptMetricOutcome = "succeeded" | "retry" | "failed" | "gone";

export interface WebhookMetrics {
  deliveries: Counter<"outcome">;
  attemptDuration: Histogram<"outcome">;
  eventLag: Histogram;
}

export function createWebhookMetrics(registry: Registry, pendingCount: () => Promise<number>): WebhookMetrics {
  const registers = [registry];
  new Gauge({
    name: "webhook_pending_deliveries",
    help: "Deliveries waiting for their next attempt",
    registers,
    async collect() {
      try {
        this.set(await pendingCount());
      } catch {
        // Postgres unavailable: keep the last value; /readyz reports the outage.
      }
    },
  });
  return {
    deliveries: new Counter({
      name: "webhook_deliveries_total",
      help: "Delivery attempts by outcome (retry: failed, another attempt scheduled; failed: no attempt left)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    attemptDuration: new Histogram({
      name: "webhook_attempt_duration_seconds",
      help: "Duration of one delivery attempt, connect to the end of the answer",
      labelNames: ["outcome"] as const,
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    eventLag: new Histogram({
      name: "webhook_event_lag_seconds",
      help: "From an event's created_at to its successful delivery",
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 7200],
      registers,
    }),
  };
}
