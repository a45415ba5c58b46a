import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { type EventEnvelope, jetstream, jetstreamManager, type NatsConnection } from "@planner/shared";
import {
  CreateProjectFromPlanRequest,
  ListProjectsRequest,
  type Plan,
  UpdateTaskRequest,
} from "@planner/shared/gen/planner/project/v1/project.js";
import { ensureDurableConsumer, freeLoopbackPort, OwnNatsServer } from "@planner/shared/testing";
import {
  CALL,
  createProject,
  metric,
  natsConnection,
  newWorkspace,
  pendingEvents,
  samplePlan,
  sleep,
  startTestService,
  type TestService,
  waitForOutboxEmpty,
  workspaceEvents,
} from "./helpers.js";

let nats: OwnNatsServer;
let storeDir: string;
let service: TestService | undefined;

before(async () => {
  storeDir = await mkdtemp(join(tmpdir(), "project-outbox-nats-"));
  nats = new OwnNatsServer(await freeLoopbackPort(), storeDir);
});

after(async () => {
  await nats?.start().catch(() => undefined); // the service's clean-up deletes its stream on this server
  await service?.close();
  await nats?.stop();
  await rm(storeDir, { recursive: true, force: true });
});

/** What the events of one project must be, in order. */
function expectedProjectEvents(plan: Plan, checkedInOrder: string[]): string[] {
  const expected = ["project.created", ...plan.phases.flatMap((phase) => phase.tasks.map((task) => `task.created ${task.id}`))];
  expected.push(...plan.risks.map((risk) => `risk.added ${risk.id}`));
  for (const taskId of checkedInOrder) {
    expected.push(`task.status_changed ${taskId}`);
    const phase = plan.phases.find((candidate) => candidate.tasks.some((task) => task.id === taskId));
    const lastOfPhase = phase?.tasks[phase.tasks.length - 1]?.id === taskId;
    if (phase && lastOfPhase) expected.push(`phase.completed ${phase.id}`);
    if (phase && lastOfPhase && phase === plan.phases[plan.phases.length - 1]) expected.push("project.completed");
  }
  return expected;
}

function describeEvent(event: EventEnvelope): string {
  const data = event.data as Record<string, { id?: string }>;
  switch (event.type) {
    case "task.created":
    case "task.status_changed":
      return `${event.type} ${data.task?.id}`;
    case "risk.added":
      return `${event.type} ${data.risk?.id}`;
    case "phase.completed":
      return `${event.type} ${data.phase?.id}`;
    default:
      return event.type;
  }
}

/** Reads every message of a durable consumer (acking each), as a subscriber such as the webhook service would. */
async function drainConsumer(nc: NatsConnection, stream: string, durable: string): Promise<EventEnvelope[]> {
  const consumer = await jetstream(nc).consumers.get(stream, durable);
  const events: EventEnvelope[] = [];
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 200, expires: 1_000 });
    let received = 0;
    for await (const message of batch) {
      events.push(message.json<EventEnvelope>());
      message.ack();
      received++;
    }
    if (received === 0) return events;
  }
}

describe("outbox relay", () => {
  it("starts and serves while NATS is down, and publishes what waited once NATS is up", async () => {
    service = await startTestService({ natsUrl: nats.url, label: "outbox" });
    const ws = newWorkspace();
    const listed = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.deepEqual(listed.data, []);
    await createProject(service, ws);
    await sleep(300);
    assert.equal(await pendingEvents(service.handle), 12, "events wait in the outbox while NATS is down");
    const ready = await fetch(`http://127.0.0.1:${service.handle.managementPort}/readyz`);
    assert.equal(ready.status, 200, "NATS being down does not make the service unready: it serves reads and writes");
    await nats.start();
    await waitForOutboxEmpty(service.handle);
  });

  it("loses, duplicates and reorders nothing across a NATS outage", async () => {
    assert.ok(service, "the previous test started the service");
    const ws = newWorkspace();
    const nc = await natsConnection(nats.url);
    const durable = `outage_${ws}`;
    await ensureDurableConsumer(await jetstreamManager(nc), service.config.eventsStream, durable, {
      filterSubject: `${service.config.eventsSubjectPrefix}.${ws}.>`,
    });
    const create = () =>
      (service as TestService).client.createProjectFromPlan(
        CreateProjectFromPlanRequest.fromPartial({ workspace_id: ws, plan: samplePlan({ phases: 2, tasksPerPhase: 3 }) }),
        CALL,
      );
    const check = (id: string) =>
      (service as TestService).client.updateTask(
        UpdateTaskRequest.fromPartial({ workspace_id: ws, id, update_mask: ["checked"], checked: true }),
        CALL,
      );
    const plans = [await create(), await create(), await create()];
    const taskIds = plans.map((plan) => plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id)));
    const checked: string[][] = plans.map(() => []);

    // Interleaved changes of three projects: two before the outage, the rest during it.
    const steps: [number, string][] = [];
    for (let t = 0; t < 6; t++) for (let p = 0; p < 3; p++) steps.push([p, taskIds[p]?.[t] ?? ""]);
    const runStep = async ([p, id]: [number, string]) => {
      await check(id);
      checked[p]?.push(id);
    };
    for (const step of steps.slice(0, 2)) await runStep(step);

    await nats.stop();
    for (const step of steps.slice(2, 12)) await runStep(step);
    const late = await create(); // a project created during the outage
    await sleep(1_500); // the relay tries, fails and backs off meanwhile
    assert.ok((await pendingEvents(service.handle)) > 0, "events wait while NATS is down");
    await nats.start();
    for (const step of steps.slice(12)) await runStep(step); // written while the relay catches up
    await waitForOutboxEmpty(service.handle, 20_000);

    const reconnected = await natsConnection(nats.url);
    try {
      const events = await drainConsumer(reconnected, service.config.eventsStream, durable);
      assert.equal(new Set(events.map((event) => event.id)).size, events.length, "no event arrives twice");
      const byProject = new Map<string, string[]>();
      for (const event of events) {
        const projectId = projectIdOf(event);
        byProject.set(projectId, [...(byProject.get(projectId) ?? []), describeEvent(event)]);
      }
      for (const [index, plan] of plans.entries()) {
        assert.deepEqual(byProject.get(plan.project?.id ?? ""), expectedProjectEvents(plan, checked[index] ?? []), `project ${index}`);
      }
      assert.deepEqual(byProject.get(late.project?.id ?? ""), expectedProjectEvents(late, []));
      assert.equal(byProject.size, 4);
    } finally {
      await reconnected.close();
      await nc.close().catch(() => undefined);
    }
  });
});

function projectIdOf(event: EventEnvelope): string {
  const data = event.data as Record<string, { id?: string; project_id?: string }>;
  if (event.type === "project.created" || event.type === "project.completed") return data.project?.id ?? "";
  return data.task?.project_id ?? data.risk?.project_id ?? data.phase?.project_id ?? "";
}

describe("outbox relay with two replicas", () => {
  it("publishes each event exactly once and in per-project order when two replicas share the outbox", async () => {
    const first = await startTestService({ label: "replicas" });
    const second = await startTestService({ replicaOf: first });
    const nc = await natsConnection();
    try {
      const ws = newWorkspace();
      const replicas = [first, second];
      const plans = await Promise.all(
        [0, 1, 2, 3].map((index) =>
          (replicas[index % 2] as TestService).client.createProjectFromPlan(
            CreateProjectFromPlanRequest.fromPartial({ workspace_id: ws, plan: samplePlan({ phases: 2, tasksPerPhase: 2 }) }),
            CALL,
          ),
        ),
      );
      const checked: string[][] = plans.map(() => []);
      // Each project's tasks are checked in order, alternately through both replicas, projects in parallel.
      await Promise.all(
        plans.map(async (plan, index) => {
          const ids = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id));
          for (const [step, id] of ids.entries()) {
            await (replicas[(index + step) % 2] as TestService).client.updateTask(
              UpdateTaskRequest.fromPartial({ workspace_id: ws, id, update_mask: ["checked"], checked: true }),
              CALL,
            );
            checked[index]?.push(id);
          }
        }),
      );
      await waitForOutboxEmpty(first.handle);
      const events = await workspaceEvents(nc, first, ws);
      const perPlan = plans.map((plan) => expectedProjectEvents(plan, checked[plans.indexOf(plan)] ?? []));
      assert.equal(events.length, perPlan.flat().length);
      assert.equal(new Set(events.map((event) => event.id)).size, events.length);
      for (const [index, plan] of plans.entries()) {
        const own = events.filter((event) => projectIdOf(event) === plan.project?.id).map(describeEvent);
        assert.deepEqual(own, perPlan[index]);
      }
      // Exactly once at the source too: the two relays together published each event once
      // (one replica at a time holds the relay lock), not twice with JetStream dropping copies.
      const published =
        (await metric(first.handle, "outbox_events_published_total")) + (await metric(second.handle, "outbox_events_published_total"));
      assert.equal(published, events.length);
    } finally {
      await nc.close();
      await second.close();
      await first.close();
    }
  });
});
