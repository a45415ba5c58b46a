/**
 * Test support: every test run gets its own database, NATS stream and subject prefix,
 * and removes them afterwards. Nothing here stops or reconfigures shared services.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { dropDatabase, ensureDatabase } from "./db.js";
import type { EventEnvelope } from "./events.js";
import { createLogger } from "./logger.js";
import {
  AckPolicy,
  connectNats,
  DeliverPolicy,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  type NatsConnection,
  nanos,
} from "./nats.js";

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

/** Removes a test run's JetStream stream, if it was ever created. */
export async function deleteTestStream(stream: string, natsUrl = TEST_NATS_URL): Promise<void> {
  const nc = await connectNats(natsUrl, "test-cleanup", createLogger("test-cleanup", "silent"));
  try {
    await (await jetstreamManager(nc)).streams.delete(stream);
  } catch {
    // never created
  } finally {
    await nc.drain();
  }
}

/** A short random suffix for names owned by one test run. */
export function uniqueSuffix(): string {
  return randomBytes(5).toString("hex");
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a fresh database for this test run. */
export async function createTestDatabase(label = "t"): Promise<TestDatabase> {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/planner_test_${label}_${uniqueSuffix()}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  return { url: databaseUrl, drop: () => dropDatabase(databaseUrl) };
}

/** Names of a test run's own JetStream stream and subject prefix. */
export function testEventsNames(): { stream: string; subjectPrefix: string } {
  const suffix = uniqueSuffix();
  return { stream: `TEST_EVENTS_${suffix}`, subjectPrefix: `test.${suffix}.events` };
}

/**
 * Every event in a stream, in stream order (an ordered consumer reads them all);
 * `subject` narrows it on the server, e.g. to one workspace: `<prefix>.<workspace>.>`.
 */
export async function readStream(
  nc: NatsConnection,
  stream: string,
  filter?: (event: EventEnvelope) => boolean,
  subject?: string,
): Promise<EventEnvelope[]> {
  const consumer = await jetstream(nc).consumers.get(stream, subject ? { filter_subjects: subject } : {});
  const total = (await consumer.info()).num_pending;
  const events: EventEnvelope[] = [];
  if (total === 0) return events;
  while (events.length < total) {
    const batch = await consumer.fetch({ max_messages: total - events.length, expires: 2_000 });
    let received = 0;
    for await (const message of batch) {
      events.push(message.json<EventEnvelope>());
      received++;
    }
    if (received === 0) break;
  }
  return filter ? events.filter(filter) : events;
}

/**
 * A server binary of one test run on its own loopback port: started (and waited for until it
 * accepts connections) and stopped on demand, for tests that stop and restart a dependency;
 * never the machine's shared server.
 */
abstract class OwnServerProcess {
  private process: ChildProcess | undefined;

  constructor(
    readonly port: number,
    private readonly binary: string,
  ) {}

  /** The binary's arguments for this port and data directory. */
  protected abstract args(): string[];

  async start(): Promise<void> {
    if (this.process && this.process.exitCode === null) return;
    const child = spawn(this.binary, this.args(), { stdio: "ignore" });
    this.process = child;
    const deadline = Date.now() + 10_000;
    while (!(await accepts(this.port))) {
      if (child.exitCode !== null) throw new Error(`${this.binary} exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${this.binary} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGTERM lets the server shut down; SIGKILL is a crash. */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }

  /** SIGSTOP freezes the server with its connections open (a stalled dependency); SIGCONT resumes it. */
  signal(signal: "SIGSTOP" | "SIGCONT"): void {
    if (this.process?.exitCode === null) this.process.kill(signal);
  }
}

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? "/usr/sbin/nats-server";

/** A nats-server with JetStream of one test only (its own port and store directory). */
export class OwnNatsServer extends OwnServerProcess {
  constructor(
    port: number,
    private readonly storeDir: string,
  ) {
    super(port, NATS_SERVER);
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  protected args(): string[] {
    return ["-js", "-a", "127.0.0.1", "-p", String(this.port), "-sd", this.storeDir];
  }
}

/** A redis-server of its own (own port and directory, no persistence: a restart loses every key). */
export class OwnRedisServer extends OwnServerProcess {
  constructor(
    port: number,
    private readonly dir: string,
  ) {
    super(port, process.env.REDIS_SERVER_BIN ?? "redis-server");
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  protected args(): string[] {
    return ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", this.dir];
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.connect(port, "127.0.0.1");
  });
}

/** A port nothing listens on right now (loopback). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Creates an explicit-ack durable consumer a test reads a stream with (services use DurableConsumer). */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
  options: { filterSubject?: string; ackWaitMs?: number; maxDeliver?: number } = {},
): Promise<void> {
  await jsm.consumers.add(stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(options.ackWaitMs ?? 30_000),
    max_deliver: options.maxDeliver ?? -1,
    ...(options.filterSubject ? { filter_subject: options.filterSubject } : {}),
  });
}

/**
 * A JetStream cluster of one test only: `size` nats-servers on loopback, routed to each other,
 * each with its own client port, route port and store directory under `baseDir`. Nodes are
 * named `n0`, `n1`, … (the names JetStream reports as stream leaders and replicas).
 */
export class OwnNatsCluster {
  private readonly processes = new Map<string, ChildProcess>();

  private constructor(
    readonly nodes: { name: string; port: number; routePort: number; storeDir: string }[],
    private readonly clusterName: string,
  ) {}

  static async create(baseDir: string, size = 3): Promise<OwnNatsCluster> {
    const nodes = [];
    for (let index = 0; index < size; index++) {
      nodes.push({
        name: `n${index}`,
        port: await freeLoopbackPort(),
        routePort: await freeLoopbackPort(),
        storeDir: `${baseDir}/n${index}`,
      });
    }
    return new OwnNatsCluster(nodes, `test-${uniqueSuffix()}`);
  }

  /** Every node's client URL: clients are given all of them, as in production. */
  get urls(): string[] {
    return this.nodes.map((node) => `nats://127.0.0.1:${node.port}`);
  }

  /** Starts every node that is not running and waits until each accepts connections. */
  async start(): Promise<void> {
    await Promise.all(this.nodes.map((node) => this.startNode(node.name)));
  }

  async startNode(name: string): Promise<void> {
    const node = this.node(name);
    const running = this.processes.get(name);
    if (running && running.exitCode === null && running.signalCode === null) return;
    const routes = this.nodes.map((other) => `nats://127.0.0.1:${other.routePort}`).join(",");
    const args = ["-js", "-a", "127.0.0.1", "-p", String(node.port), "-n", node.name, "-sd", node.storeDir];
    args.push("--cluster_name", this.clusterName, "--cluster", `nats://127.0.0.1:${node.routePort}`, "--routes", routes);
    const child = spawn(NATS_SERVER, args, { stdio: "ignore" });
    this.processes.set(name, child);
    const deadline = Date.now() + 10_000;
    while (!(await accepts(node.port))) {
      if (child.exitCode !== null) throw new Error(`nats-server ${name} exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`nats-server ${name} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGTERM lets the node shut down; SIGKILL is a crash. */
  async stopNode(name: string, signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    const child = this.processes.get(name);
    this.processes.delete(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }

  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((node) => this.stopNode(node.name)));
  }

  private node(name: string) {
    const node = this.nodes.find((candidate) => candidate.name === name);
    if (!node) throw new Error(`no node ${name} in this cluster`);
    return node;
  }
}

/** The newest installed Postgres server binaries (POSTGRES_BIN_DIR overrides). */
function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const versions = readdirSync("/usr/lib/postgresql")
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("no Postgres server binaries under /usr/lib/postgresql");
  return join("/usr/lib/postgresql", versions[0], "bin");
}

/** Postgres refuses to run as root: as root, its processes run as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/**
 * A Postgres server of one test only (initdb'd into a temp directory, its own loopback
 * port, trust authentication), for tests that stop, crash and restart Postgres; never the
 * machine's shared server.
 */
export class OwnPostgresServer {
  private process: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly bin: string,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  /** Creates the cluster (initdb) and starts it. */
  static async create(): Promise<OwnPostgresServer> {
    const bin = postgresBinDir();
    const user = postgresUser();
    const dataDir = mkdtempSync(join(tmpdir(), "planner-pg-"));
    if (user) chownSync(dataDir, user.uid, user.gid);
    execFileSync(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"], {
      stdio: "ignore",
      ...user,
    });
    const server = new OwnPostgresServer(await freeLoopbackPort(), dataDir, bin, user);
    await server.start();
    return server;
  }

  /** A URL of a database on this server (`ensureDatabase` creates it). */
  url(database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server (after a crash it runs recovery first) and resolves once it answers queries. */
  async start(): Promise<void> {
    if (this.process && this.process.exitCode === null) return;
    const args = ["-D", this.dataDir, "-p", String(this.port), "-h", "127.0.0.1", "-k", this.dataDir];
    // fsync off is safe here: a crashed server's writes are in the OS cache. Commits stay
    // synchronous, so a commit that was acknowledged survives a crash of the server.
    const settings = ["fsync=off", "full_page_writes=off", "max_connections=200", "shared_buffers=32MB"];
    const child = spawn(join(this.bin, "postgres"), [...args, ...settings.flatMap((setting) => ["-c", setting])], {
      stdio: "ignore",
      ...this.user,
    });
    this.process = child;
    // A test process that ends without its clean-up must not leave the server running.
    const orphaned = () => child.kill("SIGQUIT");
    process.once("exit", orphaned);
    child.once("exit", () => process.removeListener("exit", orphaned));
    const deadline = Date.now() + 30_000;
    while (!(await this.answers())) {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error("postgres did not start");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * "immediate" is a crash: every backend is killed at once and connections end without a
   * goodbye (recovery runs on the next start). "fast" is an orderly shutdown that ends
   * sessions with 57P01 admin_shutdown.
   */
  async stop(mode: "immediate" | "fast" = "immediate"): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(mode === "immediate" ? "SIGQUIT" : "SIGINT");
    await exited;
  }

  async restart(mode: "immediate" | "fast" = "immediate"): Promise<void> {
    await this.stop(mode);
    await this.start();
  }

  /** Stops the server and removes its data directory. */
  async destroy(): Promise<void> {
    await this.stop("immediate");
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 1_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
