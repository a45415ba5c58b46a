import {
  connectNats,
  ensureEventsStream,
  type JetStreamClient,
  jetstream,
  jetstreamManager,
  type Logger,
  type NatsConnection,
} from "@planner/shared";

/**
 * The service's NATS connection, established in the background: the service starts and
 * serves reads while NATS is down, and the outbox relay waits for `current()`. Once
 * connected, the client reconnects by itself for as long as the process lives.
 */
export class NatsLink {
  private connection: NatsConnection | undefined;
  private client: JetStreamClient | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private wakeSleep: (() => void) | undefined;
  private repairing: Promise<void> | undefined;

  constructor(
    private readonly options: {
      url: string;
      name: string;
      stream: string;
      subjectPrefix: string;
      streamReplicas: number;
      publishTimeoutMs: number;
      retryMs: number;
      log: Logger;
    },
  ) {}

  start(): void {
    this.running ??= this.connectLoop();
  }

  /** The JetStream client once connected and the stream exists; undefined before. */
  current(): JetStreamClient | undefined {
    return this.client;
  }

  get connected(): boolean {
    return this.connection !== undefined && !this.connection.isClosed() && this.client !== undefined;
  }

  /**
   * Re-creates the stream if it vanished (a server restarted without its store). Best
   * effort and in the background: it must not hold up the relay while NATS is away.
   */
  repair(): void {
    const connection = this.connection;
    if (!connection || connection.isClosed() || this.repairing !== undefined) return;
    this.repairing = (async () => {
      try {
        const jsm = await jetstreamManager(connection, { timeout: this.options.publishTimeoutMs });
        await ensureEventsStream(jsm, this.options.stream, this.options.subjectPrefix, this.options.streamReplicas);
      } catch {
        // NATS is still unavailable; the relay retries later.
      } finally {
        this.repairing = undefined;
      }
    })();
  }

  private async connectLoop(): Promise<void> {
    const { log } = this.options;
    let attempts = 0;
    while (!this.stopped) {
      try {
        const connection = await connectNats(this.options.url, this.options.name, log, { waitOnFirstConnect: false });
        if (this.stopped) {
          await connection.close();
          return;
        }
        this.connection = connection;
        break;
      } catch (error) {
        if (attempts++ % 20 === 0) log.warn({ err: error, nats: this.options.url }, "NATS unavailable; events wait in the outbox");
        await this.sleep(this.options.retryMs);
      }
    }
    while (!this.stopped && this.connection) {
      try {
        const { stream, subjectPrefix, streamReplicas } = this.options;
        await ensureEventsStream(await jetstreamManager(this.connection), stream, subjectPrefix, streamReplicas);
        this.client = jetstream(this.connection, { timeout: this.options.publishTimeoutMs });
        log.info({ stream: this.options.stream }, "NATS connected; events stream ready");
        return;
      } catch (error) {
        log.warn({ err: error }, "cannot ensure the events stream yet; retrying");
        await this.sleep(this.options.retryMs);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeSleep = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }

  /** Stops connecting and drains the connection (pending publishes are flushed first). */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wakeSleep?.();
    await this.running;
    await this.repairing;
    const connection = this.connection;
    this.connection = undefined;
    this.client = undefined;
    if (connection && !connection.isClosed()) {
      // Drain flushes what is in flight; a server that is away gets a bounded wait, then a plain close.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 5_000);
      });
      await Promise.race([connection.drain().catch(() => undefined), timeout]);
      clearTimeout(timer);
      if (!connection.isClosed()) await connection.close().catch(() => undefined);
    }
  }
}
