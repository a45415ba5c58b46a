import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from "@nats-io/jetstream";
import { connect, type NatsConnection, nanos } from "@nats-io/transport-node";
import type { Logger } from "./logger.js";

export type { JetStreamClient, JetStreamManager, JsMsg, NatsConnection };
export { AckPolicy, DeliverPolicy, nanos };

/**
 * Connects with endless reconnects: a NATS outage delays work, it does not end the process.
 * `waitOnFirstConnect: false` makes the first attempt fail fast instead, for callers that
 * retry in their own (cancellable) loop.
 */
export async function connectNats(
  url: string,
  name: string,
  log: Logger,
  options: { waitOnFirstConnect?: boolean } = {},
): Promise<NatsConnection> {
  const nc = await connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: options.waitOnFirstConnect ?? true,
  });
  void (async () => {
    for await (const event of nc.status()) {
      if (event.type === "disconnect" || event.type === "reconnect") log.warn({ nats: event.type }, "NATS connection status");
    }
  })().catch(() => undefined);
  return nc;
}

/** Creates or updates the domain-events stream (file storage, 2-minute duplicate window). */
export async function ensureEventsStream(jsm: JetStreamManager, stream: string, subjectPrefix: string): Promise<void> {
  const config = { name: stream, subjects: [`${subjectPrefix}.>`], duplicate_window: nanos(120_000) };
  try {
    await jsm.streams.info(stream);
    await jsm.streams.update(stream, { subjects: config.subjects, duplicate_window: config.duplicate_window });
  } catch (error) {
    if ((error as { name?: string }).name === "StreamNotFoundError" || /not found/i.test(String(error))) {
      await jsm.streams.add(config);
      return;
    }
    throw error;
  }
}

export { jetstream, jetstreamManager };
