/** A redis-server of a test's own, on a free loopback port: tests that stop, pause or wipe Redis never touch the shared one. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeLoopbackPort, OwnRedisServer } from "@planner/shared/testing";
import { createClient } from "redis";

export class OwnRedis {
  private server: OwnRedisServer | undefined;
  private dir = "";

  get url(): string {
    if (!this.server) throw new Error("start() the server first");
    return this.server.url;
  }

  /** Starts the server; after kill() it comes back on the same port, empty. */
  async start(): Promise<void> {
    this.dir ||= await mkdtemp(join(tmpdir(), "planner-redis-"));
    this.server ??= new OwnRedisServer(await freeLoopbackPort(), this.dir);
    await this.server.start();
  }

  /** A crash: the data is gone (no persistence). */
  async kill(): Promise<void> {
    await this.server?.stop("SIGKILL");
  }

  pause(): void {
    this.server?.signal("SIGSTOP");
  }

  resume(): void {
    this.server?.signal("SIGCONT");
  }

  async command(args: string[]): Promise<unknown> {
    const client = createClient({ url: this.url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    await client.connect();
    try {
      return await client.sendCommand(args);
    } finally {
      await client.close();
    }
  }

  async close(): Promise<void> {
    this.resume();
    await this.kill();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
