import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type EventEnvelope, type NatsConnection, status } from "@planner/shared";
import {
  GetProjectRequest,
  ListProjectPartsRequest,
  ListTasksRequest,
  type Plan,
  UpdateTaskRequest,
} from "@planner/shared/gen/planner/project/v1/project.js";
import fc from "fast-check";
import {
  CALL,
  createProject,
  expectGrpcError,
  natsConnection,
  newWorkspace,
  samplePlan,
  startTestService,
  type TestService,
  waitForOutboxEmpty,
  workspaceEvents,
} from "./helpers.js";

let service: TestService;
let nc: NatsConnection;

before(async () => {
  service = await startTestService({ label: "tasks" });
  nc = await natsConnection();
});

after(async () => {
  await nc?.close();
  await service?.close();
});

async function newProject(ws: string, phases = 2, tasksPerPhase = 2): Promise<Plan> {
  return createProject(service, ws, samplePlan({ phases, tasksPerPhase }));
}

const update = (ws: string, id: string, fields: Partial<UpdateTaskRequest>) =>
  service.client.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id, update_mask: Object.keys(fields), ...fields }), CALL);

const check = (ws: string, id: string, checked: boolean) => update(ws, id, { checked });

async function statuses(ws: string, projectId: string) {
  const [project, phases, tasks] = await Promise.all([
    service.client.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: projectId }), CALL),
    service.client.listPhases(ListProjectPartsRequest.fromPartial({ workspace_id: ws, id: projectId, limit: 100 }), CALL),
    service.client.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id: projectId, limit: 100 }), CALL),
  ]);
  return { project, phases: phases.data, tasks: tasks.data };
}

/** Events other than the creation events, reduced to what the state rules decide. */
async function stateEvents(ws: string): Promise<string[]> {
  await waitForOutboxEmpty(service.handle);
  const events = await workspaceEvents(nc, service, ws);
  return events.filter((event) => !["project.created", "task.created", "risk.added"].includes(event.type)).map(describeEvent);
}

function describeEvent(event: EventEnvelope): string {
  const data = event.data as Record<string, Record<string, unknown>>;
  if (event.type === "task.status_changed") {
    const previous = data.previous as { checked: boolean; status: string };
    return `task.status_changed ${data.task?.id} ${previous.checked}/${previous.status}→${data.task?.checked}/${data.task?.status}`;
  }
  if (event.type === "phase.completed") return `phase.completed ${data.phase?.id}`;
  if (event.type === "project.completed") return `project.completed ${data.project?.id}`;
  return event.type;
}

describe("UpdateTask field changes", () => {
  it("changes title, priority, due date and assignee, clears them when masked without a value, and emits nothing", async () => {
    const ws = newWorkspace();
    const plan = await newProject(ws);
    const task = plan.phases[0]?.tasks[0];
    assert.ok(task);
    const changed = await update(ws, task.id, { title: "  Neuer Titel  ", priority: "critical", due_date: "2026-02-28", assignee: "Ben" });
    assert.equal(changed.title, "Neuer Titel");
    assert.equal(changed.priority, "critical");
    assert.equal(changed.due_date, "2026-02-28");
    assert.equal(changed.assignee, "Ben");
    assert.ok(changed.updated_at > task.updated_at);
    const cleared = await service.client.updateTask(
      UpdateTaskRequest.fromPartial({ workspace_id: ws, id: task.id, update_mask: ["due_date", "assignee"] }),
      CALL,
    );
    assert.equal(cleared.due_date, undefined);
    assert.equal(cleared.assignee, undefined);
    assert.equal(cleared.title, "Neuer Titel");
    assert.deepEqual(await stateEvents(ws), []);
  });

  it("rejects unknown and ill-typed fields, naming them, and changes nothing", async () => {
    const ws = newWorkspace();
    const plan = await newProject(ws);
    const task = plan.phases[0]?.tasks[0];
    assert.ok(task);
    await expectGrpcError(
      service.client.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id: task.id, update_mask: ["status", "color"] }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/status", "/color"], messageIncludes: "status, color" },
    );
    await expectGrpcError(update(ws, task.id, { title: "" }), status.INVALID_ARGUMENT, { pointers: ["/title"] });
    await expectGrpcError(update(ws, task.id, { title: "x".repeat(201) }), status.INVALID_ARGUMENT, { pointers: ["/title"] });
    await expectGrpcError(update(ws, task.id, { priority: "urgent" }), status.INVALID_ARGUMENT, {
      pointers: ["/priority"],
      messageIncludes: "low, medium, high, critical",
    });
    await expectGrpcError(update(ws, task.id, { due_date: "2026-02-30" }), status.INVALID_ARGUMENT, { pointers: ["/due_date"] });
    await expectGrpcError(update(ws, task.id, { due_date: "tomorrow" }), status.INVALID_ARGUMENT, { pointers: ["/due_date"] });
    await expectGrpcError(update(ws, task.id, { assignee: "a".repeat(121) }), status.INVALID_ARGUMENT, { pointers: ["/assignee"] });
    await expectGrpcError(
      service.client.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id: task.id, update_mask: ["checked"] }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/checked"] },
    );
    await expectGrpcError(
      service.client.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id: task.id, update_mask: [] }), CALL),
      status.INVALID_ARGUMENT,
    );
    // A valid field next to an invalid one is not applied either.
    await expectGrpcError(update(ws, task.id, { checked: true, priority: "nope" }), status.INVALID_ARGUMENT, { pointers: ["/priority"] });
    const after = await statuses(ws, plan.project?.id ?? "");
    assert.deepEqual(
      after.tasks.find((candidate) => candidate.id === task.id),
      task,
    );
    assert.deepEqual(await stateEvents(ws), []);
  });
});

describe("UpdateTask state rules", () => {
  it("walks a project from planned to completed and back, with the right events", async () => {
    const ws = newWorkspace();
    const plan = await newProject(ws, 2, 2);
    const projectId = plan.project?.id ?? "";
    const [p1, p2] = plan.phases;
    assert.ok(p1 && p2);
    const [a, b] = p1.tasks;
    const [c, d] = p2.tasks;
    assert.ok(a && b && c && d);

    const checkedA = await check(ws, a.id, true);
    assert.equal(checkedA.checked, true);
    assert.equal(checkedA.status, "done");
    let state = await statuses(ws, projectId);
    assert.equal(state.project.status, "active");
    assert.equal(state.project.progress, 0.25);
    assert.deepEqual(
      state.phases.map((phase) => phase.status),
      ["in_progress", "pending"],
    );

    await check(ws, a.id, true); // the value it already has: nothing happens
    await check(ws, b.id, true);
    await check(ws, c.id, true);
    await check(ws, d.id, true);
    state = await statuses(ws, projectId);
    assert.equal(state.project.status, "completed");
    assert.equal(state.project.progress, 1);
    assert.deepEqual(
      state.phases.map((phase) => phase.status),
      ["completed", "completed"],
    );

    const unchecked = await check(ws, c.id, false);
    assert.equal(unchecked.status, "open");
    state = await statuses(ws, projectId);
    assert.equal(state.project.status, "active");
    assert.deepEqual(
      state.phases.map((phase) => phase.status),
      ["completed", "in_progress"],
    );
    await check(ws, d.id, false);
    state = await statuses(ws, projectId);
    assert.deepEqual(
      state.phases.map((phase) => phase.status),
      ["completed", "in_progress"],
      "a started phase stays in progress",
    );

    assert.deepEqual(await stateEvents(ws), [
      `task.status_changed ${a.id} false/open→true/done`,
      `task.status_changed ${b.id} false/open→true/done`,
      `phase.completed ${p1.id}`,
      `task.status_changed ${c.id} false/open→true/done`,
      `task.status_changed ${d.id} false/open→true/done`,
      `phase.completed ${p2.id}`,
      `project.completed ${projectId}`,
      `task.status_changed ${c.id} true/done→false/open`,
      `task.status_changed ${d.id} true/done→false/open`,
    ]);
  });

  it("keeps every phase and project status consistent with its tasks for any sequence of changes (property)", async () => {
    const phases = 2;
    const tasksPerPhase = 3;
    const command = fc.record({ task: fc.nat(phases * tasksPerPhase - 1), checked: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const ws = newWorkspace();
        const plan = await newProject(ws, phases, tasksPerPhase);
        const projectId = plan.project?.id ?? "";
        const taskIds = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id));
        const phaseOf = (index: number) => Math.floor(index / tasksPerPhase);

        // Reference model, written from the rules of issue 3 (not from the implementation).
        const checked = taskIds.map(() => false);
        const started = plan.phases.map(() => false);
        const completed = plan.phases.map(() => false);
        let projectCompleted = false;
        const expected: string[] = [];
        for (const { task, checked: value } of commands) {
          await check(ws, taskIds[task] ?? "", value);
          if (checked[task] === value) continue;
          expected.push(`task.status_changed ${taskIds[task]} ${!value}/${value ? "open" : "done"}→${value}/${value ? "done" : "open"}`);
          checked[task] = value;
          const phase = phaseOf(task);
          if (value) started[phase] = true;
          const allDone = checked.filter((_, index) => phaseOf(index) === phase).every(Boolean);
          if (allDone && !completed[phase]) expected.push(`phase.completed ${plan.phases[phase]?.id}`);
          completed[phase] = allDone;
          const everyPhase = completed.every(Boolean);
          if (everyPhase && !projectCompleted) expected.push(`project.completed ${projectId}`);
          projectCompleted = everyPhase;
        }

        const state = await statuses(ws, projectId);
        for (const [index, task] of state.tasks.entries()) {
          assert.equal(task.checked, checked[index]);
          assert.equal(task.status, task.checked ? "done" : "open");
        }
        for (const [index, phase] of state.phases.entries()) {
          const tasks = state.tasks.filter((task) => task.phase_id === phase.id);
          const done = tasks.filter((task) => task.checked).length;
          assert.equal(phase.status === "completed", done === tasks.length, `phase ${index}: completed ⇔ every task done`);
          if (phase.status === "pending") assert.equal(done, 0, "a pending phase has no done task");
          assert.equal(phase.status, completed[index] ? "completed" : started[index] ? "in_progress" : "pending");
        }
        const anyStarted = started.some(Boolean);
        assert.equal(state.project.status, projectCompleted ? "completed" : anyStarted ? "active" : "planned");
        assert.equal(state.project.progress, Math.round((checked.filter(Boolean).length / checked.length) * 10_000) / 10_000);
        assert.equal(state.project.counts?.tasks_done, checked.filter(Boolean).length);
        assert.equal(state.project.counts?.tasks, taskIds.length);
        assert.deepEqual(await stateEvents(ws), expected);
      }),
      { numRuns: 20 },
    );
  });

  it("emits exactly one phase.completed when two concurrent changes finish a phase", async () => {
    for (let round = 0; round < 8; round++) {
      const ws = newWorkspace();
      const plan = await newProject(ws, 1, 4);
      const phase = plan.phases[0];
      assert.ok(phase);
      const [a, b, c, d] = phase.tasks;
      assert.ok(a && b && c && d);
      await check(ws, a.id, true);
      await check(ws, b.id, true);
      await Promise.all([check(ws, c.id, true), check(ws, d.id, true)]);
      const state = await statuses(ws, plan.project?.id ?? "");
      assert.equal(state.phases[0]?.status, "completed");
      assert.equal(state.project.status, "completed");
      assert.equal(state.project.counts?.tasks_done, 4);
      const events = await stateEvents(ws);
      assert.equal(events.filter((event) => event.startsWith("phase.completed")).length, 1, `round ${round}: ${events.join(", ")}`);
      assert.equal(events.filter((event) => event.startsWith("project.completed")).length, 1);
      assert.equal(events.filter((event) => event.startsWith("task.status_changed")).length, 4);
    }
  });
});
