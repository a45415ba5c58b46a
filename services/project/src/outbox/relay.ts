import { type EventEnvelope, eventSubject, Gauge, type Logger, MAX_EVENT_BYTES, OutboxRelay, type Registry } from "@planner/shared";
import type { OutboxConfig } from "../config.js";
import { fitEnvelope } from "../domain/events.js";
import type { OutboxRepository, PendingEvent } from "../repositories/outbox.js";
import type { NatsLink } from "./nats-link.js";

/**
 * The envelope as it goes on the wire, in canonical field order (jsonb does not keep key
 * order), and its JSON text: serialised once, and again only when it has to be shortened.
 */
export function wireEnvelope(stored: EventEnvelope): { envelope: EventEnvelope; json: string } {
  const envelope: EventEnvelope = {
    id: stored.id,
    type: stored.type,
    api_version: "v1",
    created_at: stored.created_at,
    workspace_id: stored.workspace_id,
    data: stored.data,
  };
  const json = JSON.stringify(envelope);
  if (Buffer.byteLength(json, "utf8") <= MAX_EVENT_BYTES) return { envelope, json };
  const fitted = fitEnvelope(envelope);
  return { envelope: fitted, json: JSON.stringify(fitted) };
}

/**
 * The shared outbox relay over this service's outbox table: each event goes to
 * <prefix>.<workspace>.<type> with its id as JetStream message id.
 */
export function createOutboxRelay(options: {
  outbox: OutboxRepository;
  link: NatsLink;
  subjectPrefix: string;
  config: OutboxConfig;
  log: Logger;
  registry: Registry;
}): OutboxRelay<PendingEvent> {
  const { link, subjectPrefix, config } = options;
  new Gauge({
    name: "nats_connected",
    help: "1 while the NATS connection and events stream are ready",
    registers: [options.registry],
    collect: function (this: Gauge) {
      this.set(link.connected ? 1 : 0);
    },
  });
  return new OutboxRelay<PendingEvent>({
    store: options.outbox,
    publisher: () => link.current(),
    toMessage: (row) => {
      const { envelope, json } = wireEnvelope(row.envelope);
      return {
        subject: eventSubject(subjectPrefix, envelope.workspace_id, envelope.type),
        data: json,
        msgID: envelope.id,
        headers: row.headers,
      };
    },
    // A stream that vanished (server restarted without its store) is re-created.
    onPublishFailure: () => link.repair(),
    log: options.log,
    registry: options.registry,
    pollMs: config.pollMs,
    batchSize: config.batchSize,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    publishTimeoutMs: config.publishTimeoutMs,
  });
}
