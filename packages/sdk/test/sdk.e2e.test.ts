/**
 * The SDK against the whole stack on loopback (the gateway's end-to-end helper): every method
 * once, a 429 retried after Retry-After, an idempotent POST replayed after a lost answer, each
 * error class, a real webhook delivery verified, and the README's quickstart run verbatim.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  Planner,
  PlannerConnectionError,
  PlannerError,
  type PlannerOptions,
  QuotaError,
  RateLimitError,
  ScopeError,
  ValidationError,
  WebhookVerificationError,
} from "@planner/sdk";
import { type FullStack, startFullStack, unlimitedWorkspace } from "../../../gateway/test/full-stack.js";
import { CA_FILE, type Receiver, startReceiver } from "../../../services/webhook/test/helpers/receiver.js";

const PACKAGE_DIR = new URL("../", import.meta.url).pathname;
const DESCRIPTION = "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem ein.";
/** Each key may send 40 requests in any 2 s: small enough to reach, short enough to wait for. */
const RATE = { RATE_LIMIT: "40", RATE_WINDOW_MS: "2000" };

interface Seen {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replayed: string | null;
  at: number;
}

/** A fetch that records what went over the wire (and may lose answers, as a network can). */
function recordingFetch(seen: Seen[], loseAnswer?: (request: Request) => boolean) {
  return async (request: Request): Promise<Response> => {
    const response = await fetch(request);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      idempotencyKey: request.headers.get("idempotency-key"),
      replayed: response.headers.get("idempotency-replayed"),
      at: Date.now(),
    });
    if (loseAnswer?.(request)) {
      await response.body?.cancel();
      throw new TypeError("fetch failed: the connection was reset after the request was sent");
    }
    return response;
  };
}

describe("@planner/sdk against the stack", () => {
  let full: FullStack;
  let receiver: Receiver;
  let keys: { read: string; write: string; ai: string };
  let workspace: string;
  let sdk: (key: string, options?: Omit<PlannerOptions, "apiKey" | "baseUrl">) => Planner;
  let projectId: string;
  let taskIds: string[];

  before(async () => {
    receiver = await startReceiver();
    full = await startFullStack(RATE, { webhook: { WEBHOOK_CA_FILE: CA_FILE } });
    ({ workspace, keys } = unlimitedWorkspace(full.stack, "SDK GmbH"));
    sdk = (key, options = {}) => new Planner({ apiKey: key, baseUrl: full.base, ...options });
  });
  after(async () => {
    await full?.stack.close();
    await receiver?.close();
  });

  it("calls every operation with typed answers", async () => {
    const ai = sdk(keys.ai);
    const read = sdk(keys.read);
    const write = sdk(keys.write);

    const plan = await ai.ai.generatePlan({ description: DESCRIPTION, title: "Ticketsystem SDK", locale: "de" });
    projectId = plan.project.id;
    assert.equal(plan.project.title, "Ticketsystem SDK");
    assert.equal(plan.engine, "builtin");
    taskIds = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id));
    assert.ok(taskIds.length >= 6);

    assert.equal((await read.projects.get(projectId)).id, projectId);
    const listed = await read.projects.list().toArray();
    assert.deepEqual(
      listed.map((project) => project.id),
      [projectId],
    );

    const tasks = await read.projects.resource(projectId, "tasks", { limit: 100 });
    assert.equal(tasks.data.length, taskIds.length);
    const openFirstPhase = await read.projects.resource(projectId, "tasks", { phase_id: plan.phases[0]?.id, checked: false });
    assert.ok(openFirstPhase.data.every((task) => task.phase_id === plan.phases[0]?.id && !task.checked));
    const budget = await read.projects.resource(projectId, "budget");
    assert.ok(budget.total > 0 && ["EUR", "CHF"].includes(budget.currency));
    for (const part of ["phases", "risks", "compliance", "stakeholders", "documents"] as const) {
      const page = await read.projects.resource(projectId, part);
      assert.ok(Array.isArray(page.data) && typeof page.has_more === "boolean", part);
    }
    const phases = await read.projects.items(projectId, "phases", { limit: 2 }).toArray();
    assert.deepEqual(
      phases.map((phase) => phase.id),
      plan.phases.map((phase) => phase.id),
      "every phase over pages of two",
    );
    assert.match(await read.projects.export(projectId), /^# /);

    const ticked = await write.tasks.update(taskIds[0] as string, { checked: true });
    assert.equal(ticked.status, "done");

    const chat = await ai.ai.chat(projectId, { message: "Wie hoch ist das Budget?" });
    assert.ok(chat.answer.length > 0);
    const gantt = await ai.ai.tool(projectId, "gantt");
    assert.equal(gantt.tool, "gantt");
    assert.ok(gantt.result.items.some((item) => item.type === "task"));
    const matrix = await ai.ai.tool(projectId, "risk_matrix");
    assert.equal(matrix.tool, "risk-matrix");
    assert.ok(matrix.result.risks.every((risk) => ["low", "medium", "high"].includes(risk.level)));
    const raci = await ai.ai.tool(projectId, "raci");
    assert.ok(raci.result.rows.every((row) => typeof row.accountable === "string"));
    assert.match(await ai.ai.toolMarkdown(projectId, "gantt"), /```mermaid/);
    const review = await ai.ai.runAgent(projectId, "risk_review");
    assert.equal(review.task, "risk_review");
    assert.ok(review.result.changes.every((change) => ["add", "raise", "close", "keep"].includes(change.action)));
    const status = await ai.ai.runAgent(projectId, "status_report");
    assert.equal(status.result.progress.done, 1);
    assert.match(await ai.ai.runAgentMarkdown(projectId, "kickoff_brief"), /^# /);
    const recommendations = await ai.ai.recommendations(projectId, { limit: 3 });
    assert.ok(recommendations.data.length <= 3);
    const agents = await read.ai.agents().toArray();
    assert.deepEqual(
      agents.map((agent) => agent.task),
      ["status_report", "risk_review", "compliance_check", "budget_review", "kickoff_brief"],
    );

    const documents = await read.documents.list({ project_id: projectId }).toArray();
    assert.ok(documents.some((document) => document.kind === "agent_report"));
    const hits = await read.documents.search({ query: "Statusbericht", project_id: projectId });
    assert.ok(Array.isArray(hits.data));

    const rules = await read.complianceRules.list({ country: "DE", employees: 45 }).toArray(150);
    assert.ok(rules.length > 0 && rules.every((rule) => typeof rule.id === "string"));
    const templates = await read.templates.list().toArray();
    assert.ok(templates.length > 0);
    const usage = await read.usage.get();
    assert.equal(usage.key?.scope, "read");
    assert.match(await read.openapi(), /^openapi: 3\.0/);

    const hook = await write.webhooks.create({ url: receiver.url("/listed"), events: ["project.completed"] });
    assert.match(hook.secret ?? "", /.+/);
    assert.ok((await read.webhooks.list().toArray()).some((listedHook) => listedHook.id === hook.id));
    await write.webhooks.delete(hook.id);
    assert.ok(!(await read.webhooks.list().toArray()).some((listedHook) => listedHook.id === hook.id));
  });

  it("verifies a real delivery from the webhook service and returns the typed event", async () => {
    const write = sdk(keys.write);
    const hook = await write.webhooks.create({ url: receiver.url("/deliveries"), events: ["task.status_changed"] });
    const secret = hook.secret as string;
    const taskId = taskIds[1] as string;
    await write.tasks.update(taskId, { checked: true });
    const [delivery] = await receiver.waitFor("/deliveries", 1, 20_000);
    assert.ok(delivery);
    const signature = delivery.headers["x-service-signature"] as string;
    const event = await write.webhooks.verify(delivery.body, signature, secret);
    assert.equal(event.type, "task.status_changed");
    if (event.type !== "task.status_changed") return;
    assert.equal(event.data.task.id, taskId);
    assert.equal(event.data.task.status, "done");
    assert.deepEqual(event.data.previous, { checked: false, status: "open" });
    assert.equal(event.workspace_id, workspace);
    // The same delivery as bytes; a changed body, another secret or a later clock are refused.
    assert.equal((await write.webhooks.verify(new TextEncoder().encode(delivery.body), signature, secret)).id, event.id);
    const refusals = [
      () => write.webhooks.verify(delivery.body.replace('"done"', '"open"'), signature, secret),
      () => write.webhooks.verify(delivery.body, signature, `${secret}x`),
      () => write.webhooks.verify(delivery.body, signature, secret, { now: () => Date.now() + 301_000 }),
    ];
    const reasons = [];
    for (const refusal of refusals) {
      const error = await refusal().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof WebhookVerificationError);
      reasons.push(error.reason);
    }
    assert.deepEqual(reasons, ["signature_mismatch", "signature_mismatch", "timestamp_too_old"]);
    await write.webhooks.delete(hook.id);
  });

  it("retries a 429 after Retry-After and then answers", async () => {
    const burstKey = full.stack.admin(["key", "create", "--workspace", workspace, "--scope", "read"]).key as string;
    const statuses = await Promise.all(
      Array.from({ length: 45 }, () =>
        fetch(`${full.base}/usage`, { headers: { authorization: `Bearer ${burstKey}` } }).then(async (response) => {
          await response.body?.cancel();
          return response.status;
        }),
      ),
    );
    assert.ok(statuses.includes(429), "the burst reached the limit");
    const seen: Seen[] = [];
    const started = Date.now();
    const usage = await sdk(burstKey, { fetch: recordingFetch(seen) }).usage.get();
    assert.equal(usage.key?.scope, "read");
    assert.equal(seen[0]?.status, 429);
    assert.equal(seen.at(-1)?.status, 200);
    const first = seen[0] as Seen;
    const answered = seen[1] as Seen;
    assert.ok(answered.at - first.at >= 900, `waited ${answered.at - first.at} ms, Retry-After is at least 1 s`);
    assert.ok(Date.now() - started < 10_000);

    // With retries off the same refusal is a RateLimitError carrying Retry-After.
    await Promise.all(Array.from({ length: 45 }, () => fetch(`${full.base}/usage`, { headers: { authorization: `Bearer ${burstKey}` } })));
    const error = await sdk(burstKey, { retry: { maxRetries: 0 } })
      .usage.get()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    assert.ok(error instanceof RateLimitError, String(error));
    assert.equal(error.code, "rate_limit_exceeded");
    assert.equal(error.status, 429);
    assert.ok((error.retryAfter ?? 0) >= 1);
  });

  it("replays an idempotent POST whose answer was lost, and never retries a POST without its key", async () => {
    const seen: Seen[] = [];
    let lost = 0;
    const planner = sdk(keys.ai, {
      fetch: recordingFetch(seen, (request) => request.method === "POST" && lost++ === 0),
      retry: { baseDelayMs: 20 },
    });
    const plan = await planner.ai.generatePlan({ description: DESCRIPTION, title: "Replay", locale: "de" });
    assert.equal(seen.length, 2, "the lost answer and its retry");
    assert.equal(seen[0]?.status, 201);
    assert.equal(seen[1]?.replayed, "true", "the retry got the first answer again");
    assert.ok(seen[0]?.idempotencyKey && seen[0].idempotencyKey === seen[1]?.idempotencyKey);
    const replays = (await sdk(keys.read).projects.list().toArray()).filter((project) => project.title === "Replay");
    assert.deepEqual(
      replays.map((project) => project.id),
      [plan.project.id],
      "one project, not two",
    );

    // A caller's own key: the same answer again, marked as replayed.
    const again = await planner.ai.generatePlan(
      { description: DESCRIPTION, title: "Replay", locale: "de" },
      { idempotencyKey: seen[0].idempotencyKey as string },
    );
    assert.equal(again.project.id, plan.project.id);

    // Without a key a lost answer is not retried: the call may have happened.
    const unkeyed: Seen[] = [];
    const careful = sdk(keys.ai, { fetch: recordingFetch(unkeyed, (request) => request.method === "POST"), retry: { baseDelayMs: 20 } });
    const error = await careful.ai.chat(projectId, { message: "Wie hoch ist das Budget?" }, { idempotencyKey: false }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof PlannerConnectionError, String(error));
    assert.equal(unkeyed.length, 1);
    assert.equal(unkeyed[0]?.idempotencyKey, null);
  });

  it("throws one error class per problem family, with the problem's fields", async () => {
    const caught = (promise: Promise<unknown>) =>
      promise.then(
        () => assert.fail("expected an error"),
        (error: unknown) => error as PlannerError,
      );

    const auth = await caught(sdk("pp_live_nothere_0000000000000000").usage.get());
    assert.ok(auth instanceof AuthenticationError);
    assert.equal(auth.code, "invalid_api_key");
    assert.equal(auth.status, 401);
    assert.match(auth.requestId ?? "", /.+/);

    const scope = await caught(sdk(keys.read).tasks.update(taskIds[2] as string, { checked: true }));
    assert.ok(scope instanceof ScopeError);
    assert.equal(scope.code, "insufficient_scope");

    const validation = await caught(sdk(keys.write).tasks.update(taskIds[2] as string, { checked: "yes" as unknown as boolean }));
    assert.ok(validation instanceof ValidationError);
    assert.equal(validation.code, "validation_failed");
    assert.equal(validation.errors[0]?.pointer, "/checked");

    const missing = await caught(sdk(keys.read).projects.get("prj_does_not_exist"));
    assert.ok(missing instanceof NotFoundError);
    assert.equal(missing.code, "not_found");
    assert.equal(missing.status, 404);

    const write = sdk(keys.write);
    await write.tasks.update(taskIds[3] as string, { checked: true }, { idempotencyKey: "sdk-conflict" });
    const conflict = await caught(write.tasks.update(taskIds[3] as string, { checked: false }, { idempotencyKey: "sdk-conflict" }));
    assert.ok(conflict instanceof ConflictError);
    assert.equal(conflict.code, "idempotency_conflict");

    const spent = full.stack.admin(["workspace", "create", "--name", "Kontingent KG", "--plan", "enterprise", "--api-quota", "1"])
      .id as string;
    const spentKey = full.stack.admin(["key", "create", "--workspace", spent, "--scope", "read"]).key as string;
    const seen: Seen[] = [];
    const quotaPlanner = sdk(spentKey, { fetch: recordingFetch(seen) });
    await quotaPlanner.projects.list().page();
    const quota = await caught(quotaPlanner.projects.list().page());
    assert.ok(quota instanceof QuotaError);
    assert.equal(quota.code, "api_quota_exceeded");
    assert.ok((quota.retryAfter ?? 0) > 60, "until the next month");
    assert.equal(seen.length, 2, "a Retry-After of days is not waited for");

    for (const error of [auth, scope, validation, missing, conflict, quota]) {
      assert.ok(error instanceof PlannerError);
      assert.ok(!error.message.includes(keys.write) && !error.message.includes(spentKey), "no key in messages");
    }
  });

  it("runs the README's quickstart verbatim", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const quickstart = /## Quickstart[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(quickstart, "the README has a js block under Quickstart");
    const result = spawnSync(process.execPath, ["--input-type=module", "--eval", quickstart], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PLANNER_AI_KEY: keys.ai, PLANNER_WRITE_KEY: keys.write, PLANNER_BASE_URL: full.base },
      encoding: "utf8",
      timeout: 60_000,
    });
    assert.equal(result.status, 0, result.stderr);
    const lines = result.stdout.trim().split("\n");
    assert.match(lines[0] ?? "", /^planned: .+ \(\d+ phases\)$/);
    assert.match(lines[1] ?? "", /^ticked: .+ is done$/);
    assert.ok(lines.some((line) => /^active: .+ % done$/.test(line)));
    assert.ok(lines.some((line) => /^gantt: \d+ items from \d{4}-\d\d-\d\d$/.test(line)));
    assert.match(lines.at(-1) ?? "", /^not found: not_found \(request .+\)$/);
  });
});
