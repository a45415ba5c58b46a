/**
 * Idempotency that survives Redis: the services record each Idempotency-Key with the effect
 * it applied, so after the gateway's Redis loses everything (FLUSHALL on a Redis of this
 * test's own) a retry is still answered with the first result and applies nothing twice.
 * A retry of a webhook creation never answers the secret of a deleted subscription.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { testEventsNames } from "@planner/shared/testing";
import { apiClient, TestStack } from "./harness.js";
import { OwnRedis } from "./own-redis.js";

const ROOT = new URL("../../", import.meta.url).pathname;
const PLAN = join(ROOT, "scripts/demo/action-path.json");

describe("idempotency survives the loss of Redis", () => {
  const stack = new TestStack();
  const redis = new OwnRedis();
  let api: ReturnType<typeof apiClient>;
  let keys: { read: string; write: string; ai: string };
  let projectId: string;
  let taskId: string;

  before(async () => {
    await redis.start();
    const events = testEventsNames();
    await stack.init({ REDIS_URL: redis.url, EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
    const [project, compliance, webhook] = await Promise.all([
      stack.start("services/project/dist/main.js", ports),
      stack.start("services/compliance/dist/main.js", ports),
      stack.start("services/webhook/dist/main.js", { ...ports, WEBHOOK_SECRET_KEY: "b".repeat(64), WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8" }),
    ]);
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    stack.env.COMPLIANCE_SERVICE_ADDR = `127.0.0.1:${compliance.grpcPort}`;
    stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
    const aiService = await stack.start("services/ai/dist/main.js", ports);
    stack.env.AI_SERVICE_ADDR = `127.0.0.1:${aiService.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    const workspace = stack.admin(["workspace", "create", "--name", "Dauerhaft GmbH", "--plan", "max"]).id as string;
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", PLAN]) as {
      id: string;
      phases: { tasks: { id: string }[] }[];
    };
    projectId = imported.id;
    taskId = imported.phases[0]?.tasks[0]?.id as string;
    keys = {
      read: stack.admin(["key", "create", "--workspace", workspace, "--scope", "read"]).key as string,
      write: stack.admin(["key", "create", "--workspace", workspace, "--scope", "write"]).key as string,
      ai: stack.admin(["key", "create", "--workspace", workspace, "--scope", "ai"]).key as string,
    };
  });
  after(async () => {
    await stack.close();
    await redis.close();
  });

  const loseRedis = () => redis.command(["FLUSHALL"]);
  const projectIds = async () =>
    ((await api("GET", "/projects?limit=100", { key: keys.read })).json.data as { id: string }[]).map((project) => project.id).sort();

  it("generate-plan: a retry after Redis lost everything returns the same project and creates no second one", async () => {
    const body = { description: "Eine Tischlerei in Leipzig mit 30 Mitarbeitenden führt eine neue Auftragsverwaltung ein." };
    const headers = { "idempotency-key": "durable-generate" };
    const first = await api("POST", "/ai/generate-plan", { key: keys.ai, body, headers });
    assert.equal(first.status, 201, first.text);
    const created = (first.json.project as { id: string }).id;
    const before = await projectIds();
    assert.ok(before.includes(created));

    await loseRedis();
    const retry = await api("POST", "/ai/generate-plan", { key: keys.ai, body, headers });
    assert.equal(retry.status, 201, retry.text);
    assert.equal((retry.json.project as { id: string }).id, created, "the same project");
    assert.equal(retry.headers.get("idempotency-replayed"), "true");
    assert.equal(retry.headers.get("location"), first.headers.get("location"));
    assert.deepEqual(retry.json.phases, first.json.phases, "the same plan");
    assert.deepEqual(await projectIds(), before, "no second project");

    await loseRedis();
    const other = await api("POST", "/ai/generate-plan", {
      key: keys.ai,
      body: { description: "Ein Zahnarzt in Kiel mit 12 Mitarbeitenden führt eine digitale Patientenakte ein." },
      headers,
    });
    assert.equal(other.status, 409, other.text);
    assert.equal(other.json.code, "idempotency_conflict");
    assert.deepEqual(await projectIds(), before, "nothing created for the conflicting body");
  });

  it("PATCH /tasks: a retry after Redis lost everything answers the first result and does not apply it again", async () => {
    const headers = { "idempotency-key": "durable-patch" };
    const first = await api("PATCH", `/tasks/${taskId}`, { key: keys.write, body: { title: "Erste Fassung" }, headers });
    assert.equal(first.status, 200, first.text);
    // A later change without a key: a second application of the retry would undo it.
    const later = await api("PATCH", `/tasks/${taskId}`, { key: keys.write, body: { title: "Spätere Fassung" } });
    assert.equal(later.status, 200, later.text);

    await loseRedis();
    const retry = await api("PATCH", `/tasks/${taskId}`, { key: keys.write, body: { title: "Erste Fassung" }, headers });
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.headers.get("idempotency-replayed"), "true");
    assert.deepEqual(retry.json, first.json, "the first answer");
    const tasks = (await api("GET", `/projects/${projectId}/tasks?limit=100`, { key: keys.read })).json.data as {
      id: string;
      title: string;
    }[];
    assert.equal(tasks.find((task) => task.id === taskId)?.title, "Spätere Fassung", "the retry changed nothing");

    await loseRedis();
    const other = await api("PATCH", `/tasks/${taskId}`, { key: keys.write, body: { title: "Andere Fassung" }, headers });
    assert.equal(other.status, 409, other.text);
    assert.equal(other.json.code, "idempotency_conflict");
  });

  it("an agent run retried after Redis lost everything records no second report", async () => {
    const headers = { "idempotency-key": "durable-agent" };
    const first = await api("POST", `/ai/projects/${projectId}/agents/status_report`, { key: keys.ai, headers });
    assert.equal(first.status, 200, first.text);
    const documents = async () =>
      (await api("GET", `/documents?project_id=${projectId}&limit=100`, { key: keys.read })).json.data as unknown[];
    const before = (await documents()).length;
    await loseRedis();
    const retry = await api("POST", `/ai/projects/${projectId}/agents/status_report`, { key: keys.ai, headers });
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.headers.get("idempotency-replayed"), "true");
    assert.equal(retry.json.document_id, first.json.document_id);
    assert.equal((await documents()).length, before, "no second report");
  });

  it("POST /webhooks: a retry returns the same subscription and secret while it exists, 404 without the secret once deleted", async () => {
    const body = { url: "https://127.0.0.1:9/hook", events: ["phase.completed"], description: "Dauerhaft" };
    const headers = { "idempotency-key": "durable-webhook" };
    const first = await api("POST", "/webhooks", { key: keys.write, body, headers });
    assert.equal(first.status, 201, first.text);
    const { id, secret } = first.json as { id: string; secret: string };
    assert.match(secret, /^whsec_/);
    const listed = async () => ((await api("GET", "/webhooks", { key: keys.read })).json.data as { id: string }[]).map((hook) => hook.id);

    const again = await api("POST", "/webhooks", { key: keys.write, body, headers });
    assert.equal(again.status, 201, again.text);
    assert.equal(again.headers.get("idempotency-replayed"), "true");
    assert.deepEqual(again.json, first.json);

    await loseRedis();
    const retry = await api("POST", "/webhooks", { key: keys.write, body, headers });
    assert.equal(retry.status, 201, retry.text);
    assert.equal(retry.headers.get("idempotency-replayed"), "true");
    assert.equal(retry.json.id, id);
    assert.equal(retry.json.secret, secret);
    assert.deepEqual(await listed(), [id], "no second subscription");

    const other = await api("POST", "/webhooks", { key: keys.write, body: { ...body, description: "Anders" }, headers });
    assert.equal(other.status, 409, other.text);
    assert.equal(other.json.code, "idempotency_conflict");

    assert.equal((await api("DELETE", `/webhooks/${id}`, { key: keys.write })).status, 204);
    const afterDelete = await api("POST", "/webhooks", { key: keys.write, body, headers });
    assert.equal(afterDelete.status, 404, afterDelete.text);
    assert.equal(afterDelete.json.code, "not_found");
    assert.ok(!afterDelete.text.includes(secret), "the deleted subscription's secret is not answered");
    await loseRedis();
    const afterLoss = await api("POST", "/webhooks", { key: keys.write, body, headers });
    assert.equal(afterLoss.status, 404, afterLoss.text);
    assert.ok(!afterLoss.text.includes(secret));
    assert.deepEqual(await listed(), [], "the retry did not create it again");
  });
});
