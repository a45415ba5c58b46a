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
    // NATS_URL may list several seed servers, comma-separated.
    servers: url.split(","),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: options.waitOnFirstConnect ?? true,
    // No stack captured up front for every request (each JetStream publish is one): two Error
    // objects per publish were a tenth of the project service's CPU while storing plans.
    // Errors keep their messages; only the caller's frames are missing from a timeout's stack.
    noAsyncTraces: true,
  });
  void (async () => {
    for await (const event of nc.status()) {
      if (event.type === "disconnect" || event.type === "reconnect") log.warn({ nats: event.type }, "NATS connection status");
    }
  })().catch(() => undefined);
  return nc;
}

/**
 * Creates or updates the domain-events stream (file storage, 2-minute duplicate window,
 * `replicas` copies). A standalone server refuses more than one replica when the stream is
 * created but takes it silently on an update; refusing here too keeps both paths alike.
 */
export async function ensureEventsStream(jsm: JetStreamManager, stream: string, subjectPrefix: string, replicas: number): Promise<void> {
  const config = { name: stream, subjects: [`${subjectPrefix}.>`], duplicate_window: nanos(120_000), num_replicas: replicas };
  try {
    const existing = await jsm.streams.info(stream);
    if (replicas > 1 && !existing.cluster) {
      throw new Error(`stream ${stream}: ${replicas} replicas need a clustered JetStream, this NATS server is standalone`);
    }
    await jsm.streams.update(stream, { subjects: config.subjects, duplicate_window: config.duplicate_window, num_replicas: replicas });
  } catch (error) {
    if ((error as { name?: string }).name === "StreamNotFoundError" || /not found/i.test(String(error))) {
      await jsm.streams.add(config);
      return;
    }
    throw error;
  }
}

export { jetstream, jetstreamManager };
