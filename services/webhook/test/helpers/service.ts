/** Starts the webhook service in-process on its own database and stream, and talks to it over real gRPC. */
import { randomBytes } from "node:crypto";
import { createGrpcClient, createLogger, type GrpcServiceError, problemFromGrpc, status } from "@planner/shared";
import {
  CreateWebhookRequest,
  DeleteWebhookRequest,
  ListWebhooksRequest,
  WebhookServiceService,
} from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { TEST_NATS_URL } from "@planner/shared/testing";
import { type StartOptions, startWebhookService, type WebhookService } from "../../src/app.js";
import { readWebhookConfig } from "../../src/config.js";
import { CA_FILE } from "./receiver.js";

export const TEST_SECRET_KEY = randomBytes(32).toString("hex");

export interface TestServiceOptions extends StartOptions {
  databaseUrl: string;
  stream?: string;
  subjectPrefix?: string;
  env?: Record<string, string>;
}

export async function startTestService(options: TestServiceOptions): Promise<WebhookService> {
  const config = readWebhookConfig({
    DATABASE_URL: options.databaseUrl,
    NATS_URL: TEST_NATS_URL,
    GRPC_PORT: "0",
    MANAGEMENT_PORT: "0",
    HOST: "127.0.0.1",
    DB_POOL_MAX: "6",
    NODE_ENV: "production",
    CURSOR_SECRET: "test-cursor-secret",
    WEBHOOK_SECRET_KEY: TEST_SECRET_KEY,
    WEBHOOK_RETRY_SCHEDULE: "100ms,200ms,300ms",
    WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
    WEBHOOK_CA_FILE: CA_FILE,
    WEBHOOK_POLL_MS: "50",
    WEBHOOK_TIMEOUT_MS: "2000",
    ...(options.stream ? { EVENTS_STREAM: options.stream } : {}),
    ...(options.subjectPrefix ? { EVENTS_SUBJECT_PREFIX: options.subjectPrefix } : {}),
    ...options.env,
  });
  return startWebhookService(config, createLogger("webhook-test", process.env.LOG_LEVEL ?? "silent"), {
    consumeEvents: options.stream !== undefined,
    ...options,
  });
}

export function connect(port: number) {
  const handle = createGrpcClient(WebhookServiceService, `127.0.0.1:${port}`);
  const options = { timeoutMs: 10_000 };
  return {
    create: (request: Partial<CreateWebhookRequest>) => handle.client.createWebhook(CreateWebhookRequest.fromPartial(request), options),
    list: (request: Partial<ListWebhooksRequest>) => handle.client.listWebhooks(ListWebhooksRequest.fromPartial(request), options),
    remove: (request: Partial<DeleteWebhookRequest>) => handle.client.deleteWebhook(DeleteWebhookRequest.fromPartial(request), options),
    close: () => handle.close(),
  };
}

export type TestClient = ReturnType<typeof connect>;

/** The gRPC status, problem code and field errors of a failed call. */
export async function failure(
  call: Promise<unknown>,
): Promise<{ code: status; problem?: string; details: string; pointers: Record<string, string> }> {
  try {
    await call;
  } catch (error) {
    const grpcError = error as GrpcServiceError;
    const { code, fieldErrors } = problemFromGrpc(grpcError);
    return {
      code: grpcError.code,
      problem: code,
      details: grpcError.details,
      pointers: Object.fromEntries(fieldErrors.map((fieldError) => [fieldError.pointer, fieldError.message])),
    };
  }
  throw new Error("the call succeeded but was expected to fail");
}

/** Polls until `check` returns a value other than undefined. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export { status };
