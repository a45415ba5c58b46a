/**
 * Every process of the product on a test run's own database, stream and Redis prefix: the
 * project, compliance, AI and webhook services and one gateway. Webhook receivers may only
 * be on loopback (the only range the tests allow).
 */
import { join } from "node:path";
import { testEventsNames } from "@planner/shared/testing";
import { type Env, TestStack } from "./harness.js";

const ROOT = new URL("../../", import.meta.url).pathname;
export const DEMO_PLAN = join(ROOT, "scripts/demo/action-path.json");

export interface FullStack {
  stack: TestStack;
  /** Base URL of the public API, ending in /api/v1. */
  base: string;
}

/** `webhookEnv` adds to the webhook service's environment (e.g. `WEBHOOK_CA_FILE` for an HTTPS receiver on loopback). */
export async function startFullStack(gatewayEnv: Env = {}, webhookEnv: Env = {}): Promise<FullStack> {
  const stack = new TestStack();
  const events = testEventsNames();
  // The built-in engine only: no network beyond loopback.
  await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix, OPENAI_API_KEY: "" });
  const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
  const [project, compliance] = await Promise.all([
    stack.start("services/project/dist/main.js", ports),
    stack.start("services/compliance/dist/main.js", ports),
  ]);
  stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
  stack.env.COMPLIANCE_SERVICE_ADDR = `127.0.0.1:${compliance.grpcPort}`;
  const [ai, webhook] = await Promise.all([
    stack.start("services/ai/dist/main.js", ports),
    stack.start("services/webhook/dist/main.js", {
      ...ports,
      WEBHOOK_SECRET_KEY: "b".repeat(64),
      WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
      WEBHOOK_RETRY_SCHEDULE: "100ms",
      ...webhookEnv,
    }),
  ]);
  stack.env.AI_SERVICE_ADDR = `127.0.0.1:${ai.grpcPort}`;
  stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
  const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0", ...gatewayEnv });
  return { stack, base: `http://127.0.0.1:${gateway.port}/api/v1` };
}

export type KeyScope = "read" | "write" | "ai";

/** A workspace whose quotas a test run cannot spend, with one key of each scope. */
export function unlimitedWorkspace(stack: TestStack, name: string): { workspace: string; keys: Record<KeyScope, string> } {
  const workspace = stack.admin([
    "workspace",
    "create",
    "--name",
    name,
    "--plan",
    "enterprise",
    "--api-quota",
    "1000000",
    "--ai-quota",
    "100000",
  ]).id as string;
  const keys = {} as Record<KeyScope, string>;
  for (const scope of ["read", "write", "ai"] as const) {
    keys[scope] = stack.admin(["key", "create", "--workspace", workspace, "--scope", scope]).key as string;
  }
  return { workspace, keys };
}
