/**
 * Webhooks through the whole path: POST /webhooks at the gateway, a PATCH that ticks a task
 * off, the project service's outbox, JetStream, the webhook service's fan-out and delivery,
 * and a signed POST to an HTTPS receiver on loopback (self-signed certificate).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { testEventsNames } from "@planner/shared/testing";
import { verifyWebhookSignature } from "../../services/webhook/src/signature.js";
import { CA_FILE, type Receiver, startReceiver } from "../../services/webhook/test/helpers/receiver.js";
import { apiClient, TestStack } from "./harness.js";

const PLAN = join(new URL("../../", import.meta.url).pathname, "scripts/demo/action-path.json");

interface WebhookBody {
  id: string;
  secret: string | null;
  status: string;
  events: string[];
  last_delivery: { status: string; response_status: number; attempt: number } | null;
}

describe("webhooks through the whole path", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let receiver: Receiver;
  let write: string;
  let read: string;
  let otherWrite: string;
  let task: { id: string; title: string };

  before(async () => {
    const events = testEventsNames();
    receiver = await startReceiver();
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
    const project = await stack.start("services/project/dist/main.js", ports);
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    const webhook = await stack.start("services/webhook/dist/main.js", {
      ...ports,
      WEBHOOK_SECRET_KEY: "a".repeat(64),
      WEBHOOK_RETRY_SCHEDULE: "100ms,200ms,300ms",
      WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
      WEBHOOK_CA_FILE: CA_FILE,
      WEBHOOK_POLL_MS: "50",
    });
    stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    const workspace = stack.admin(["workspace", "create", "--name", "Haken GmbH", "--plan", "max"]).id as string;
    write = stack.admin(["key", "create", "--workspace", workspace, "--scope", "write"]).key as string;
    read = stack.admin(["key", "create", "--workspace", workspace, "--scope", "read"]).key as string;
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", PLAN]) as {
      phases: { tasks: { id: string; title: string }[] }[];
    };
    task = imported.phases[0]?.tasks[0] as { id: string; title: string };
    const other = stack.admin(["workspace", "create", "--name", "Andere AG", "--plan", "max"]).id as string;
    otherWrite = stack.admin(["key", "create", "--workspace", other, "--scope", "write"]).key as string;
  });
  after(async () => {
    await stack.close();
    await receiver.close();
  });

  it("a PATCH that ticks a task off reaches the subscriber as one signed task.status_changed with the stored task", async () => {
    const created = await api("POST", "/webhooks", {
      key: write,
      body: { url: receiver.url("/status"), events: ["task.status_changed"], description: "Status nach Slack" },
    });
    assert.equal(created.status, 201, created.text);
    const subscription = created.json as unknown as WebhookBody;
    assert.match(subscription.secret ?? "", /^.{24,}$/);
    assert.equal(subscription.status, "active");
    // Another subscription of the same workspace for other events gets nothing of this.
    const other = await api("POST", "/webhooks", { key: write, body: { url: receiver.url("/created"), events: ["project.created"] } });
    assert.equal(other.status, 201);

    const patched = await api("PATCH", `/tasks/${task.id}`, { key: write, body: { checked: true } });
    assert.equal(patched.status, 200, patched.text);
    const [delivery] = await receiver.waitFor("/status", 1, 15_000);
    assert.ok(delivery);
    const verified = verifyWebhookSignature(delivery.body, String(delivery.headers["x-service-signature"]), subscription.secret ?? "");
    assert.ok(Math.abs(verified.timestamp - Date.now() / 1000) < 60, "signed just now");
    const event = JSON.parse(delivery.body) as {
      id: string;
      type: string;
      api_version: string;
      workspace_id: string;
      data: { task: Record<string, unknown>; previous: { checked: boolean; status: string } };
    };
    assert.equal(event.type, "task.status_changed");
    assert.equal(event.api_version, "v1");
    assert.match(event.id, /^evt_/);
    assert.equal(delivery.headers["x-service-event-id"], event.id);
    assert.equal(delivery.headers["x-service-event-type"], "task.status_changed");
    assert.equal(delivery.headers["x-service-delivery-attempt"], "1");
    assert.match(String(delivery.headers["x-service-delivery-id"]), /\S/);
    assert.deepEqual(event.data.previous, { checked: false, status: "open" });
    assert.deepEqual(event.data.task, patched.json, "the delivered task is the stored task");
    assert.equal(receiver.requests("/created").length, 0, "a subscription to other events gets nothing");

    // The list shows the outcome and never the secret.
    let listed: WebhookBody | undefined;
    for (let i = 0; i < 50 && listed?.last_delivery?.status !== "succeeded"; i++) {
      const list = await api("GET", "/webhooks", { key: read });
      listed = (list.json.data as WebhookBody[]).find((w) => w.id === subscription.id);
      if (listed?.last_delivery?.status !== "succeeded") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(listed?.secret, null);
    assert.equal(listed?.last_delivery?.status, "succeeded");
    assert.equal(listed?.last_delivery?.response_status, 200);
  });

  it("refuses bad subscriptions with 400 naming the field, and changes nothing", async () => {
    const before = ((await api("GET", "/webhooks", { key: read })).json.data as unknown[]).length;
    const cases: [unknown, string][] = [
      [{ url: "http://example.com/hook", events: ["*"] }, "/url"],
      [{ url: "https://127.0.0.1.nip.io.invalid/x", events: [] }, "/events"],
      [{ url: "https://example.com/hook", events: ["task.deleted"] }, "/events/0"],
      [{ url: "https://169.254.169.254/latest/meta-data", events: ["*"] }, "/url"],
      [{ events: ["*"] }, "/url"],
    ];
    for (const [body, pointer] of cases) {
      const response = await api("POST", "/webhooks", { key: write, body });
      assert.equal(response.status, 400, `${JSON.stringify(body)}: ${response.text}`);
      assert.equal(response.json.code, "validation_failed");
      const pointers = (response.json.errors as { pointer: string }[]).map((error) => error.pointer);
      assert.ok(pointers.includes(pointer), `${JSON.stringify(body)} names ${pointer}: ${pointers.join(", ")}`);
    }
    assert.equal(((await api("GET", "/webhooks", { key: read })).json.data as unknown[]).length, before);
  });

  it("deletes a subscription (204); another workspace's id is 404; a deleted subscription gets nothing more", async () => {
    const created = await api("POST", "/webhooks", { key: write, body: { url: receiver.url("/deleted"), events: ["*"] } });
    const id = (created.json as unknown as WebhookBody).id;
    assert.equal((await api("DELETE", `/webhooks/${id}`, { key: otherWrite })).status, 404);
    assert.equal((await api("DELETE", `/webhooks/${id}`, { key: write })).status, 204);
    assert.equal((await api("DELETE", `/webhooks/${id}`, { key: write })).status, 404);
    const patched = await api("PATCH", `/tasks/${task.id}`, { key: write, body: { checked: false } });
    assert.equal(patched.status, 200);
    // The status subscription of the first test sees this change; the deleted one must not.
    await receiver.waitFor("/status", 2, 15_000);
    assert.equal(receiver.requests("/deleted").length, 0);
  });
});
