/** Prometheus metrics of the webhook service (labels never carry URLs, ids or secrets). */
import { Counter, Gauge, Histogram, type Registry } from "@planner/shared";

export type AttemptMetricOutcome = "succeeded" | "retry" | "failed" | "gone";

export interface WebhookMetrics {
  deliveries: Counter<"outcome">;
  secretOpens: Counter<"key">;
  attemptDuration: Histogram<"outcome">;
  eventLag: Histogram;
}

export function createWebhookMetrics(registry: Registry, pendingCount: () => Promise<number>, previousKeyCount = 0): WebhookMetrics {
  const registers = [registry];
  // A key rotation in progress: decrypt-only keys are configured until every secret is re-sealed.
  new Gauge({
    name: "webhook_secret_previous_keys",
    help: "Previous signing-secret encryption keys configured (WEBHOOK_SECRET_KEYS_PREVIOUS); above 0 while a key rotation is unfinished",
    registers,
  }).set(previousKeyCount);
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
  const secretOpens = new Counter({
    name: "webhook_secret_opens_total",
    help: "Signing secrets opened for a delivery attempt, by the key that opened them (none: no configured key does)",
    labelNames: ["key"] as const,
    registers,
  });
  // Every series exists from the start, so an alert on "none" sees its first increase.
  for (const key of ["current", "previous", "none"] as const) secretOpens.inc({ key }, 0);
  return {
    secretOpens,
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

export const RETENTION_TABLES = ["deliveries", "delivery_attempts", "events"] as const;

export interface RetentionMetrics {
  purged: Counter<"table">;
  lastRunDuration: Gauge;
  /** Alerting on its age catches a purge that keeps failing (errors are only logged). */
  lastSuccess: Gauge;
}

/** Registered only when purging is on, so a missing series shows it is off. */
export function createRetentionMetrics(registry: Registry): RetentionMetrics {
  const registers = [registry];
  const purged = new Counter({
    name: "webhook_retention_purged_total",
    help: "Rows removed by the delivery-record retention, by table",
    labelNames: ["table"] as const,
    registers,
  });
  // Every series from the start, so rate() sees the first purge.
  for (const table of RETENTION_TABLES) purged.inc({ table }, 0);
  return {
    purged,
    lastRunDuration: new Gauge({
      name: "webhook_retention_last_run_duration_seconds",
      help: "Duration of this replica's last retention run, successful or not",
      registers,
    }),
    lastSuccess: new Gauge({
      name: "webhook_retention_last_success_timestamp_seconds",
      help: "When this replica's last retention run ended without an error (Unix time)",
      registers,
    }),
  };
}
