/** The built webhook service (`dist/main.js`) as a child process, for crash and replica tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { TEST_NATS_URL } from "@planner/shared/testing";
import { CA_FILE } from "./receiver.js";
import { TEST_SECRET_KEY } from "./service.js";

const MAIN = new URL("../../dist/main.js", import.meta.url).pathname;

export interface ServiceProcess {
  child: ChildProcess;
  grpcPort: number;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Environment of a test process: loopback allowed, the fixture CA trusted, short retries. */
export function processEnv(options: { databaseUrl: string; stream: string; subjectPrefix: string; env?: Record<string, string> }) {
  return {
    DATABASE_URL: options.databaseUrl,
    NATS_URL: TEST_NATS_URL,
    EVENTS_STREAM: options.stream,
    EVENTS_SUBJECT_PREFIX: options.subjectPrefix,
    GRPC_PORT: "0",
    MANAGEMENT_PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    CURSOR_SECRET: "test-cursor-secret",
    WEBHOOK_SECRET_KEY: TEST_SECRET_KEY,
    WEBHOOK_RETRY_SCHEDULE: "200ms,400ms,800ms",
    WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
    WEBHOOK_CA_FILE: CA_FILE,
    WEBHOOK_POLL_MS: "50",
    ...options.env,
  };
}

/** Starts `node dist/main.js` and resolves once it logged "listening" (with its gRPC port). */
export function startServiceProcess(env: Record<string, string>, timeoutMs = 20_000): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = once(child, "exit").then(([code, signal]) => (signal as string | null) ?? (code as number | null));
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`webhook service did not start within ${timeoutMs} ms: ${output.slice(-2000)}`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`webhook service exited (${code}) before it was ready: ${output.slice(-2000)}`));
    });
    let buffer = "";
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (output.length < 100_000) output += text;
      if (ready) return;
      buffer += text;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.includes("listening")) continue;
        const entry = JSON.parse(line) as { grpcPort: number };
        ready = true;
        clearTimeout(timer);
        resolve({
          child,
          grpcPort: entry.grpcPort,
          exited,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
            await exited;
          },
        });
        return;
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}
