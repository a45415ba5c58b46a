/**
 * Traces across every hop: with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver on
 * loopback, one PATCH that ticks a task off gives one trace — the gateway's request, the
 * project service's change and its outbox relay's publish, the webhook service's consumer
 * and delivery — continuing the client's `traceparent`, and the webhook receiver gets a
 * `traceparent` of that trace. Errors carry the trace id as `trace_id`.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { testEventsNames } from "@planner/shared/testing";
import { CA_FILE, type Receiver, startReceiver } from "../../services/webhook/test/helpers/receiver.js";
import { apiClient, TestStack } from "./harness.js";
import { type OtlpReceiver, type ReceivedSpan, SPAN_KIND, startOtlpReceiver } from "./otlp-receiver.js";

const PLAN = join(new URL("../../", import.meta.url).pathname, "scripts/demo/action-path.json");

/** A client's own trace context: a new trace id and the id of the client's span. */
function clientTraceparent(): { traceId: string; spanId: string; header: string } {
  const traceId = randomBytes(16).toString("hex");
  const spanId = randomBytes(8).toString("hex");
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
}

const find = (spans: ReceivedSpan[], service: string, test: (span: ReceivedSpan) => boolean) =>
  spans.find((span) => span.service === service && test(span));

describe("traces across every hop", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let receiver: Receiver;
  let otlp: OtlpReceiver;
  let write: string;
  let task: { id: string };
  /** The webhook service's log lines (at debug: one per delivery attempt). */
  const webhookLog: Record<string, unknown>[] = [];

  before(async () => {
    const events = testEventsNames();
    receiver = await startReceiver();
    otlp = await startOtlpReceiver();
    await stack.init({
      EVENTS_STREAM: events.stream,
      EVENTS_SUBJECT_PREFIX: events.subjectPrefix,
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      // Export within a tenth of a second instead of five.
      OTEL_BSP_SCHEDULE_DELAY: "100",
    });
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
    const project = await stack.start("services/project/dist/main.js", ports);
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    const webhook = await stack.start("services/webhook/dist/main.js", {
      ...ports,
      WEBHOOK_SECRET_KEY: "c".repeat(64),
      WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
      WEBHOOK_CA_FILE: CA_FILE,
      WEBHOOK_POLL_MS: "50",
      LOG_LEVEL: "debug",
    });
    let pending = "";
    webhook.child.stdout?.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.startsWith("{")) webhookLog.push(JSON.parse(line) as Record<string, unknown>);
    });
    stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    const workspace = stack.admin(["workspace", "create", "--name", "Spur GmbH", "--plan", "max"]).id as string;
    write = stack.admin(["key", "create", "--workspace", workspace, "--scope", "write"]).key as string;
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", PLAN]) as {
      phases: { tasks: { id: string }[] }[];
    };
    task = imported.phases[0]?.tasks[0] as { id: string };
  });
  after(async () => {
    await stack.close();
    await receiver.close();
    await otlp.close();
  });

  it("one PATCH is one trace from the client's traceparent to the webhook receiver", async () => {
    const created = await api("POST", "/webhooks", { key: write, body: { url: receiver.url("/traced"), events: ["task.status_changed"] } });
    assert.equal(created.status, 201, created.text);

    const client = clientTraceparent();
    const patched = await api("PATCH", `/tasks/${task.id}`, {
      key: write,
      body: { checked: true },
      headers: { traceparent: client.header },
    });
    assert.equal(patched.status, 200, patched.text);

    const [delivery] = await receiver.waitFor("/traced", 1, 15_000);
    const received = String(delivery?.headers.traceparent ?? "");
    assert.match(received, /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/, "the receiver gets a traceparent");
    assert.equal(received.split("-")[1], client.traceId, "of the client's trace");

    const spans = await otlp.waitFor(
      client.traceId,
      (list) =>
        ["gateway", "project-service", "webhook-service"].every((service) => list.some((span) => span.service === service)) &&
        list.some((span) => span.name === "outbox publish") &&
        list.some((span) => span.name === "webhook deliver"),
    );
    const gateway = find(spans, "gateway", (span) => span.kind === SPAN_KIND.server);
    assert.ok(gateway, "the gateway's request span");
    assert.equal(gateway.name, "PATCH /api/v1/tasks/:id", "named by route, never by the task id");
    assert.equal(gateway.parentSpanId, client.spanId, "continuing the client's span");
    assert.equal(gateway.attributes["http.response.status_code"], 200);

    const redis = find(spans, "gateway", (span) => span.attributes["db.system.name"] === "redis");
    assert.ok(redis, "the rate limiter's Redis command");
    assert.equal(redis.parentSpanId, gateway.spanId);

    const grpcClient = find(spans, "gateway", (span) => span.attributes["rpc.system"] === "grpc" && span.parentSpanId === gateway.spanId);
    assert.ok(grpcClient, "the gateway's gRPC call, a child of its request");
    assert.match(grpcClient.name, /^planner\.project\.v1\.ProjectService\//);

    const change = find(spans, "project-service", (span) => span.name === "planner.project.v1.ProjectService/UpdateTask");
    assert.ok(change, "the project service's task change");
    assert.equal(change.kind, SPAN_KIND.server);
    const statement = find(spans, "project-service", (span) => span.kind === SPAN_KIND.client && span.parentSpanId === change.spanId);
    assert.ok(statement, "a Postgres statement of the change");
    assert.equal(statement.attributes["db.system.name"], "postgresql");

    const publish = find(spans, "project-service", (span) => span.name === "outbox publish");
    assert.ok(publish, "the outbox relay's publish");
    assert.equal(publish.kind, SPAN_KIND.producer);
    assert.equal(publish.parentSpanId, change.spanId, "the relay continues the context stored with the event");

    const consume = find(spans, "webhook-service", (span) => span.kind === SPAN_KIND.consumer);
    assert.ok(consume, "the webhook service's consumer");
    assert.equal(consume.parentSpanId, publish.spanId, "through the NATS message headers");

    const deliver = find(spans, "webhook-service", (span) => span.name === "webhook deliver");
    assert.ok(deliver, "the webhook delivery");
    assert.equal(deliver.kind, SPAN_KIND.client);
    assert.equal(deliver.parentSpanId, consume.spanId, "through the stored event");
    assert.equal(deliver.attributes["http.response.status_code"], 200);
    assert.equal(received.split("-")[2], deliver.spanId, "the receiver's parent is the delivery span");

    assert.ok(
      spans.every((span) => span.traceId === client.traceId),
      "one trace id throughout",
    );
    const ids = new Set([client.spanId, ...spans.map((span) => span.spanId)]);
    for (const span of spans) assert.ok(ids.has(span.parentSpanId), `${span.service} ${span.name} has its parent in the trace`);

    // Log lines written during the delivery carry its trace and span.
    const attemptLine = webhookLog.find((line) => line.msg === "delivery attempt" && line.trace_id === client.traceId);
    assert.ok(attemptLine, "the delivery's log line names the trace");
    assert.equal(attemptLine.span_id, deliver.spanId);
  });

  it("a change with an Idempotency-Key (its own call, in the recorder's transaction) continues the trace too", async () => {
    const client = clientTraceparent();
    const patched = await api("PATCH", `/tasks/${task.id}`, {
      key: write,
      body: { checked: false },
      headers: { traceparent: client.header, "idempotency-key": randomBytes(8).toString("hex") },
    });
    assert.equal(patched.status, 200, patched.text);
    const [, delivery] = await receiver.waitFor("/traced", 2, 15_000);
    assert.equal(String(delivery?.headers.traceparent ?? "").split("-")[1], client.traceId);
    const spans = await otlp.waitFor(client.traceId, (list) => list.some((span) => span.name === "webhook deliver"));
    const grpcCall = find(spans, "gateway", (span) => span.kind === SPAN_KIND.client && span.attributes["rpc.system"] === "grpc");
    assert.equal(grpcCall?.name, "planner.project.v1.ProjectService/UpdateTask", "not batched: the key travels with the call");
    const change = find(spans, "project-service", (span) => span.kind === SPAN_KIND.server);
    assert.equal(change?.parentSpanId, grpcCall?.spanId);
    const publish = find(spans, "project-service", (span) => span.name === "outbox publish");
    assert.equal(publish?.parentSpanId, change?.spanId);
  });

  it("a problem carries the trace id next to request_id; a request without traceparent starts a trace", async () => {
    const client = clientTraceparent();
    const missing = await api("PATCH", "/tasks/tsk_missing", {
      key: write,
      body: { checked: true },
      headers: { traceparent: client.header },
    });
    assert.equal(missing.status, 404, missing.text);
    assert.equal(missing.json.trace_id, client.traceId);
    assert.match(String(missing.json.request_id), /\S/);

    const fresh = await api("GET", "/projects/prj_missing", { key: write });
    assert.equal(fresh.status, 404);
    assert.match(String(fresh.json.trace_id), /^[0-9a-f]{32}$/);
    assert.notEqual(fresh.json.trace_id, client.traceId);
    // The request's own span may leave in a later export batch than its Redis spans: wait for it.
    const isRequest = (span: { service: string; kind: number }) => span.service === "gateway" && span.kind === SPAN_KIND.server;
    const spans = await otlp.waitFor(String(fresh.json.trace_id), (list) => list.some(isRequest));
    const request = find(spans, "gateway", (span) => span.kind === SPAN_KIND.server);
    assert.equal(request?.parentSpanId, "", "a new trace's root");
    assert.equal(request?.attributes["http.response.status_code"], 404);
  });

  it("a graceful stop exports the spans still buffered", async () => {
    // A gateway that would export only every ten minutes: its spans leave at the stop.
    const lazy = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0", OTEL_BSP_SCHEDULE_DELAY: "600000" });
    const lazyApi = apiClient(`http://127.0.0.1:${lazy.port}/api/v1`);
    const client = clientTraceparent();
    const answer = await lazyApi("GET", "/projects/prj_missing", { key: write, headers: { traceparent: client.header } });
    assert.equal(answer.status, 404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fromGateway = () => otlp.spans(client.traceId).filter((span) => span.service === "gateway");
    assert.equal(fromGateway().length, 0, "nothing of this gateway exported before the stop");
    await stack.stop(lazy.child);
    assert.equal(lazy.child.exitCode, 0);
    assert.ok(
      fromGateway().some((span) => span.service === "gateway" && span.kind === SPAN_KIND.server && span.parentSpanId === client.spanId),
      "the request's span was exported during the stop",
    );
  });
});
