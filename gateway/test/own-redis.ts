/** A redis-server of a test's own, on a free loopback port: tests that stop, pause or wipe Redis never touch the shared one. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "redis";
import { freePort } from "./harness.js";

export class OwnRedis {
  private process: ChildProcess | undefined;
  private dir = "";
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    this.dir ||= await mkdtemp(join(tmpdir(), "planner-redis-"));
    this.process = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", this.dir],
      { stdio: "ignore" },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        await this.command(["PING"]);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error("redis-server did not start");
  }

  /** Stops the server (its data is gone: no persistence); start() brings it back on the same port. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    child.kill("SIGKILL");
    await once(child, "exit");
  }

  pause(): void {
    this.process?.kill("SIGSTOP");
  }

  resume(): void {
    this.process?.kill("SIGCONT");
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
