/**
 * Postgres goes away under writes: the whole path (gateway, project service, outbox, JetStream,
 * webhook service, signed delivery to an HTTPS receiver on loopback) runs against a Postgres of
 * this test's own, which is crashed and restarted ten times and then stopped for 15 s while
 * tasks are ticked off and on. Every process keeps running (not ready while Postgres is away,
 * ready again after), nothing is answered 500, and every committed event reaches the receiver.
 * Then, with Postgres stopped, every kind of request is 503 upstream_unavailable with Retry-After.
 */
import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { connectNats, createLogger, createPgPool, type EventEnvelope } from "@planner/shared";
import { OwnPostgresServer, readStream, TEST_NATS_URL, testEventsNames } from "@planner/shared/testing";
import { verifyWebhookSignature } from "../../services/webhook/src/signature.js";
import { CA_FILE, type Receiver, startReceiver } from "../../services/webhook/test/helpers/receiver.js";
import { type ApiResponse, apiClient, TestStack } from "./harness.js";

const PLAN = join(new URL("../../", import.meta.url).pathname, "scripts/demo/action-path.json");
const RESTARTS = 10;
const OUTAGE_MS = 15_000;
const WRITERS = 4;
const log = createLogger("postgres-outage-test", process.env.LOG_LEVEL ?? "silent");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await sleep(250);
  }
}

/** GET /readyz of a management port: its HTTP status. */
/**
 * Whether a process reports its Postgres check as passing in /readyz (the gateway of this
 * stack is never fully ready: the AI and compliance services are not started).
 */
const lastReadiness = new Map<number, string>();
async function postgresReady(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`);
  const text = await response.text();
  lastReadiness.set(port, text);
  return (JSON.parse(text) as { checks?: Record<string, string> }).checks?.postgres === "ok";
}

describe("Postgres restarts and outages", () => {
  const stack = new TestStack();
  let postgres: OwnPostgresServer;
  let receiver: Receiver;
  let api: ReturnType<typeof apiClient>;
  let workspace: string;
  let write: string;
  let secret: string;
  let tasks: string[] = [];
  let projectId: string;
  const processes: { name: string; child: ChildProcess; managementPort: number }[] = [];
  const events = testEventsNames();

  before(async () => {
    postgres = await OwnPostgresServer.create();
    receiver = await startReceiver();
    // The stack's database lives on the private server; dropping it goes with the server.
    const databaseUrl = postgres.url("planner_outage");
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const sharedDb = stack.db;
    stack.db = { url: databaseUrl, drop: () => sharedDb.drop() };
    stack.env.DATABASE_URL = databaseUrl;
    stack.env.RATE_LIMIT = "1000000";
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
    const project = await stack.start("services/project/dist/main.js", { ...ports, OUTBOX_RETRY_MAX_MS: "1000" });
    processes.push({ name: "project", child: project.child, managementPort: project.managementPort });
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    const webhook = await stack.start("services/webhook/dist/main.js", {
      ...ports,
      WEBHOOK_SECRET_KEY: "b".repeat(64),
      WEBHOOK_RETRY_SCHEDULE: "100ms,200ms,500ms,1s,1s,1s,1s,1s",
      WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
      WEBHOOK_CA_FILE: CA_FILE,
      WEBHOOK_POLL_MS: "100",
    });
    processes.push({ name: "webhook", child: webhook.child, managementPort: webhook.managementPort });
    stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    processes.push({ name: "gateway", child: gateway.child, managementPort: gateway.managementPort });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    workspace = stack.admin(["workspace", "create", "--name", "Ausfall GmbH", "--plan", "max"]).id as string;
    write = stack.admin(["key", "create", "--workspace", workspace, "--scope", "write"]).key as string;
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", PLAN]) as {
      id: string;
      phases: { tasks: { id: string }[] }[];
    };
    projectId = imported.id;
    tasks = imported.phases.flatMap((phase) => phase.tasks.map((task) => task.id)).slice(0, WRITERS);
    assert.equal(tasks.length, WRITERS);
    const created = await api("POST", "/webhooks", { key: write, body: { url: receiver.url("/events"), events: ["*"] } });
    assert.equal(created.status, 201, created.text);
    secret = String(created.json.secret);
  });

  after(async () => {
    await postgres?.start().catch(() => undefined);
    await stack.close();
    await receiver?.close();
    await postgres?.destroy();
  });

  function assertAllRunning(when: string): void {
    for (const { name, child } of processes) {
      assert.equal(child.exitCode, null, `the ${name} process exited ${when} (code ${child.exitCode}, signal ${child.signalCode})`);
      assert.equal(child.signalCode, null, `the ${name} process was killed ${when}`);
    }
  }

  it("ten immediate restarts and a 15 s outage under writes: every process keeps running and every committed event is delivered", async () => {
    const answers = new Map<number, number>();
    const problems: string[] = [];
    let okWrites = 0;
    // A 200 that followed a 200 of the same task certainly changed its status; after a 503
    // the PATCH may have committed anyway, and the next one may change nothing.
    let certainChanges = 0;
    let stopWriting = false;
    // Each writer ticks its own task off and on: every 200 commits one task.status_changed.
    const writers = tasks.map(async (task) => {
      let checked = true;
      let stateKnown = false;
      while (!stopWriting) {
        let response: ApiResponse | undefined;
        try {
          response = await api("PATCH", `/tasks/${task}`, { key: write, body: { checked } });
        } catch (error) {
          problems.push(String(error));
        }
        if (response) {
          answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
          if (response.status === 200) {
            okWrites++;
            if (stateKnown) certainChanges++;
            stateKnown = true;
            checked = !checked;
          } else if (response.status === 503) {
            stateKnown = false;
            if (response.json.code !== "upstream_unavailable" || !response.headers.get("retry-after")) problems.push(response.text);
          } else problems.push(`${response.status} ${response.text}`);
        }
        await sleep(response?.status === 200 ? 20 : 100);
      }
    });

    await sleep(1_000);
    for (let restart = 0; restart < RESTARTS; restart++) {
      await postgres.restart("immediate");
      await sleep(700);
    }
    assertAllRunning("during the restarts");

    await postgres.stop("immediate");
    const outageStarted = Date.now();
    const statusesBefore = new Map(answers);
    await sleep(3_000);
    // Not ready while Postgres is away (load balancers stop sending), yet running.
    for (const { name, managementPort } of processes) {
      assert.equal(await postgresReady(managementPort), false, `${name} reports not ready during the outage`);
    }
    await sleep(OUTAGE_MS - (Date.now() - outageStarted));
    await postgres.start();
    const outageAnswers = [...answers].map(([code, count]) => [code, count - (statusesBefore.get(code) ?? 0)]);
    log.info({ outageAnswers }, "answers during the outage");
    await sleep(3_000);
    stopWriting = true;
    await Promise.all(writers);
    assertAllRunning("after the outage");

    // Ready again, by itself.
    for (const { name, managementPort } of processes) {
      await eventually(
        async () => ((await postgresReady(managementPort)) ? true : undefined),
        30_000,
        () => `${name} ready again: ${lastReadiness.get(managementPort)}`,
      );
    }

    // Every committed event left the outbox for the stream …
    const db = createPgPool(stack.db.url, { applicationName: "postgres-outage-test", schema: "project", max: 1 });
    try {
      await eventually(
        async () => {
          const { rows } = await db.query<{ count: string }>("SELECT count(*) AS count FROM outbox");
          return rows[0]?.count === "0" ? true : undefined;
        },
        30_000,
        () => "an empty outbox",
      );
    } finally {
      await db.end();
    }
    const nc = await connectNats(TEST_NATS_URL, "postgres-outage-test", log);
    let committed: EventEnvelope[];
    try {
      // The import's events came before the subscription: only the PATCHes' are for it.
      committed = await readStream(nc, events.stream, (event) => event.type === "task.status_changed");
    } finally {
      await nc.close();
    }
    const statusChanges = committed;
    // … at least one per PATCH that certainly changed a status.
    assert.ok(
      statusChanges.length >= certainChanges,
      `${statusChanges.length} status changes on the stream for ${certainChanges} PATCHes that changed a status`,
    );

    // … and every one of them reached the receiver, signed.
    const delivered = () => new Set(receiver.requests("/events").map((request) => String(request.headers["x-service-event-id"])));
    const writesEnded = Date.now();
    await eventually(
      async () => (committed.every((event) => delivered().has(event.id)) ? true : undefined),
      60_000,
      () => `${committed.length} events delivered (${committed.filter((event) => delivered().has(event.id)).length} so far)`,
    );
    for (const request of receiver.requests("/events")) {
      verifyWebhookSignature(request.body, String(request.headers["x-service-signature"]), secret, { toleranceSeconds: 600 });
    }
    assertAllRunning("at the end");
    log.info(
      {
        restarts: RESTARTS,
        okWrites,
        certainChanges,
        committed: committed.length,
        deliveredWithinMs: Date.now() - writesEnded,
        delivered: delivered().size,
        answers: Object.fromEntries(answers),
      },
      "postgres outage figures",
    );
    assert.deepEqual(problems, [], "every answer was 200 or 503 upstream_unavailable with Retry-After");
    assert.ok(okWrites > 50, `writes went through between the faults (${okWrites})`);
  });

  it("while Postgres is stopped, requests get 503 upstream_unavailable with Retry-After, never 500", async () => {
    // A key the gateway has not seen yet must be looked up in Postgres.
    const unseen = stack.admin(["key", "create", "--workspace", workspace, "--scope", "write"]).key as string;
    await postgres.stop("fast");
    try {
      const requests: [string, string, unknown?, string?][] = [
        ["GET", "/projects"],
        ["GET", `/projects/${projectId}`],
        ["GET", `/projects/${projectId}/tasks`],
        ["PATCH", `/tasks/${tasks[0]}`, { checked: true }],
        ["GET", "/webhooks"],
        ["POST", "/webhooks", { url: receiver.url("/other"), events: ["task.created"] }],
      ];
      // Repeated, so a pooled connection that was open before the stop is not the only case.
      for (let round = 0; round < 3; round++) {
        for (const [method, path, body, key] of [...requests, ["GET", "/projects", undefined, unseen] as const]) {
          const response = await api(method, path, { key: key ?? write, body });
          assert.equal(response.status, 503, `${method} ${path}: ${response.status} ${response.text}`);
          assert.match(response.headers.get("content-type") ?? "", /^application\/problem\+json/);
          assert.equal(response.json.code, "upstream_unavailable");
          assert.ok(Number(response.headers.get("retry-after")) >= 1, `${method} ${path} has Retry-After`);
        }
      }
    } finally {
      await postgres.start();
    }
    await eventually(
      async () => ((await api("GET", `/projects/${projectId}`, { key: write })).status === 200 ? true : undefined),
      30_000,
      () => "reads answered again",
    );
    assertAllRunning("after the stop");
  });
  it("a process started while Postgres is stopped waits for it instead of exiting", async () => {
    await postgres.stop("immediate");
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0", PORT: "0" };
    const starting = ["services/project/dist/main.js", "gateway/dist/main.js"].map((script) => {
      const started = stack.start(script, ports);
      const outcome = started.then(
        (process) => ({ script, process }),
        (error: Error) => ({ script, error }),
      );
      return { script, outcome, settled: Promise.race([outcome, sleep(3_000).then(() => undefined)]) };
    });
    for (const { script, settled } of starting) {
      const early = await settled;
      assert.equal(early && "error" in early ? early.error.message : undefined, undefined, `${script} waits for Postgres`);
    }
    await postgres.start();
    for (const { script, outcome } of starting) {
      const result = await outcome;
      assert.ok("process" in result, `${script} started once Postgres was back: ${"error" in result ? result.error.message : ""}`);
    }
  });
});
