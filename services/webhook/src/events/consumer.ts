/**
 * Wires the events stream to the fan-out: a durable pull consumer (shared `DurableConsumer`)
 * on a NATS connection made in the background, so the service serves its API and keeps
 * delivering while NATS is away.
 */
import {
  type ConsumedMessage,
  connectNats,
  DurableConsumer,
  type EventEnvelope,
  ensureEventsStream,
  jetstreamManager,
  type Logger,
  type NatsConnection,
  type Registry,
  type UndecodableMessage,
} from "@planner/shared";
import type { DeadLetterRepository } from "../repositories/dead-letters.js";
import { type FanOut, InvalidEventError, parseEnvelope } from "./fan-out.js";

export interface EventConsumerOptions {
  natsUrl: string;
  stream: string;
  subjectPrefix: string;
  streamReplicas: number;
  durable: string;
  fanOut: FanOut;
  deadLetters: DeadLetterRepository;
  log: Logger;
  registry?: Registry;
  maxConcurrency?: number;
  /** Handler failures before an event is dead-lettered (Postgres being away is retried in place and does not count). */
  maxDeliver?: number;
  backoffMs?: number[];
  /** Called with each connection once the stream is ensured (the subscription cache listens on it). */
  onConnected?: (nc: NatsConnection) => void;
}

export interface EventConsumer {
  /** True once connected and the durable is attached (for tests and diagnostics). */
  connected(): boolean;
  stop(): Promise<void>;
}

/** The envelope, checked against the subject it arrived on (`<prefix>.<workspace>.<type>`). */
export function decodeEvent(subjectPrefix: string) {
  return (raw: Uint8Array, subject: string): EventEnvelope => {
    const event = parseEnvelope(raw);
    if (subject !== `${subjectPrefix}.${event.workspace_id}.${event.type}`) {
      throw new InvalidEventError(`subject ${subject} does not match the envelope's workspace and type`, event.id);
    }
    return event;
  };
}

export function startEventConsumer(options: EventConsumerOptions): EventConsumer {
  const { log } = options;
  let connection: NatsConnection | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const consumer = new DurableConsumer<EventEnvelope>({
    connection: () => connection,
    stream: options.stream,
    durable: options.durable,
    filterSubjects: [`${options.subjectPrefix}.>`],
    // Most events settle from the subscription cache in microseconds and the rest share one
    // statement per turn: a large window means few pull requests per event.
    maxConcurrency: options.maxConcurrency ?? 256,
    ackWaitMs: 30_000,
    maxDeliver: options.maxDeliver ?? 20,
    backoffMs: options.backoffMs ?? [1_000, 5_000, 30_000, 60_000],
    decode: decodeEvent(options.subjectPrefix),
    // The fan-out is idempotent (one delivery per subscription and event): an ack lost on
    // the way only brings the event once more, so acks are not confirmed one by one.
    confirmAcks: false,
    handle: async (message: ConsumedMessage<EventEnvelope>) => {
      await options.fanOut.handle(message.data);
    },
    onDeadLetter: async (message: ConsumedMessage<EventEnvelope> | UndecodableMessage, error: unknown) => {
      const raw = "raw" in message ? message.raw : Buffer.from(JSON.stringify(message.data));
      const eventId = "data" in message ? message.data.id : error instanceof InvalidEventError ? error.eventId : undefined;
      await options.deadLetters.add({
        stream: options.stream,
        subject: message.subject,
        streamSeq: message.streamSequence,
        eventId,
        reason: error instanceof Error ? error.message : String(error),
        payload: raw,
      });
    },
    log,
    registry: options.registry,
  });

  const connecting = (async () => {
    let attempts = 0;
    while (!stopped) {
      let nc: NatsConnection | undefined;
      try {
        nc = await connectNats(options.natsUrl, "webhook-service", log, { waitOnFirstConnect: false });
        if (stopped) {
          await nc.close();
          return;
        }
        // The project service creates the stream too; whoever starts first does it.
        await ensureEventsStream(await jetstreamManager(nc), options.stream, options.subjectPrefix, options.streamReplicas);
        connection = nc;
        options.onConnected?.(nc);
        log.info({ stream: options.stream, durable: options.durable }, "events consumer connected");
        return;
      } catch (error) {
        await nc?.close().catch(() => undefined);
        if (attempts++ % 20 === 0) log.warn({ err: error }, "NATS unavailable; events wait in the stream");
        await pause(1_000);
      }
    }
  })();
  consumer.start();

  return {
    connected: () => connection !== undefined && !connection.isClosed(),
    stop: async () => {
      stopped = true;
      wake?.();
      await connecting;
      await consumer.stop();
      const nc = connection;
      connection = undefined;
      if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
}
