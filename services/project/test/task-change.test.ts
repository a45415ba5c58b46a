/**
 * The one-statement task change (`task_change`, migration 007): concurrent checks on one
 * phase behave as some serial order of them, events carry exactly the API's shapes, a no-op
 * writes nothing, and an oversized event still gets through (shortened) by the general path.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createPgPool, type EventEnvelope, type NatsConnection, type PgPool, status } from "@planner/shared";
import { BatchUpdateTasksRequest, type Plan, UpdateTaskRequest } from "@planner/shared/gen/planner/project/v1/project.js";
import fc from "fast-check";
import { toEventData } from "../src/domain/events.js";
import { toPhase, toProject, toTask } from "../src/repositories/mappers.js";
import type { PhaseModel, ProjectModel, TaskModel } from "../src/repositories/models.js";
import {
  CALL,
  createProject,
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
let pool: PgPool;

before(async () => {
  service = await startTestService({ label: "taskchange" });
  nc = await natsConnection();
  pool = createPgPool(service.db.url, { applicationName: "task-change-test", schema: service.config.dbSchema, max: 2 });
});

after(async () => {
  await pool?.end();
  await nc?.close();
  await service?.close();
});

const check = (ws: string, id: string, checked: boolean) =>
  service.client.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id, update_mask: ["checked"], checked }), CALL);

async function stateEvents(ws: string): Promise<EventEnvelope[]> {
  await waitForOutboxEmpty(service.handle);
  const events = await workspaceEvents(nc, service, ws);
  return events.filter((event) => !["project.created", "task.created", "risk.added"].includes(event.type));
}

async function rows(projectId: string) {
  const [project, phases, tasks] = await Promise.all([
    pool.query<ProjectModel>("SELECT * FROM projects WHERE id = $1", [projectId]),
    pool.query<PhaseModel>("SELECT * FROM phases WHERE project_id = $1 ORDER BY position", [projectId]),
    pool.query<TaskModel>("SELECT * FROM tasks WHERE project_id = $1 ORDER BY ordinal", [projectId]),
  ]);
  const only = project.rows[0];
  assert.ok(only);
  return { project: only, phases: phases.rows, tasks: tasks.rows };
}

describe("task_change under concurrency", () => {
  it("is, for any interleaving of concurrent checks on one phase, a serial execution in stream order (property)", async () => {
    const tasksPerPhase = 3;
    const scenario = fc.record({
      // The other phase is complete or open before the race (project.completed possible or not).
      otherPhaseDone: fc.boolean(),
      // Tasks of the racing phase already checked before the race.
      initially: fc.array(fc.boolean(), { minLength: tasksPerPhase, maxLength: tasksPerPhase }),
      race: fc.array(fc.record({ task: fc.nat(tasksPerPhase - 1), checked: fc.boolean() }), { minLength: 2, maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(scenario, fc.scheduler(), async ({ otherPhaseDone, initially, race }, scheduler) => {
        const ws = newWorkspace();
        const plan: Plan = await createProject(service, ws, samplePlan({ phases: 2, tasksPerPhase }));
        const projectId = plan.project?.id ?? "";
        const [racing, other] = plan.phases;
        assert.ok(racing && other);
        const ids = racing.tasks.map((task) => task.id);
        if (otherPhaseDone) for (const task of other.tasks) await check(ws, task.id, true);
        for (const [index, value] of initially.entries()) if (value) await check(ws, ids[index] ?? "", true);
        const before = (await stateEvents(ws)).length;

        // The scheduler releases the starts in a random order; the calls then run concurrently.
        const calls = race.map(({ task, checked }) =>
          scheduler.schedule(Promise.resolve(), `check ${task} ${checked}`).then(() => check(ws, ids[task] ?? "", checked)),
        );
        await scheduler.waitAll();
        const answers = await Promise.all(calls);
        for (const [index, answer] of answers.entries()) assert.equal(answer.checked, race[index]?.checked);

        // Replay the events in stream order against the rules: each change saw the state the
        // previous ones left, and each completion is emitted right after the change causing it.
        const events = (await stateEvents(ws)).slice(before);
        const checked = [...initially];
        let phaseCompleted = initially.every(Boolean);
        let projectCompleted = phaseCompleted && otherPhaseDone;
        const expected: string[] = [];
        const seen: string[] = [];
        for (const event of events) {
          const data = event.data as Record<string, Record<string, unknown>>;
          if (event.type === "task.status_changed") {
            const index = ids.indexOf(String(data.task?.id));
            assert.ok(index >= 0, "only the racing phase changes");
            const previous = data.previous as { checked: boolean };
            assert.equal(previous.checked, checked[index], "the change saw the state the previous change left");
            const value = Boolean(data.task?.checked);
            assert.notEqual(value, previous.checked, "a no-op emits nothing");
            seen.push(`task ${index} ${value}`);
            expected.push(`task ${index} ${value}`);
            checked[index] = value;
            const allDone = checked.every(Boolean);
            if (allDone && !phaseCompleted) expected.push("phase.completed");
            phaseCompleted = allDone;
            const everyPhase = allDone && otherPhaseDone;
            if (everyPhase && !projectCompleted) expected.push("project.completed");
            projectCompleted = everyPhase;
          } else {
            seen.push(event.type);
          }
        }
        assert.deepEqual(seen, expected);
        // Every request that found its task in the other state made exactly one change.
        assert.ok(events.filter((event) => event.type === "task.status_changed").length <= race.length);

        const state = await rows(projectId);
        const racingTasks = state.tasks.filter((task) => task.phase_id === racing.id);
        assert.deepEqual(
          racingTasks.map((task) => task.checked),
          checked,
        );
        const racingPhase = state.phases.find((phase) => phase.id === racing.id);
        const started = initially.some(Boolean) || events.length > 0;
        assert.equal(racingPhase?.status, phaseCompleted ? "completed" : started ? "in_progress" : "pending");
        assert.equal(state.project.status, projectCompleted ? "completed" : otherPhaseDone || started ? "active" : "planned");
        assert.equal(state.project.task_done_count, checked.filter(Boolean).length + (otherPhaseDone ? tasksPerPhase : 0));
      }),
      { numRuns: 15 },
    );
  });
});

describe("task_change events and answers", () => {
  it("carry exactly what the API shows of the task, the phase and the project", async () => {
    const ws = newWorkspace();
    const plan = await createProject(service, ws, samplePlan({ phases: 1, tasksPerPhase: 2 }));
    const projectId = plan.project?.id ?? "";
    const [a, b] = plan.phases[0]?.tasks ?? [];
    assert.ok(a && b);
    await check(ws, a.id, true);
    const answer = await check(ws, b.id, true);
    const state = await rows(projectId);
    const taskRow = state.tasks.find((task) => task.id === b.id);
    assert.ok(taskRow && state.phases[0]);
    assert.deepEqual(answer, toTask(taskRow));

    const events = await stateEvents(ws);
    assert.deepEqual(
      events.map((event) => event.type),
      ["task.status_changed", "task.status_changed", "phase.completed", "project.completed"],
    );
    const [, changed, phaseCompleted, projectCompleted] = events;
    assert.ok(changed && phaseCompleted && projectCompleted);
    assert.deepEqual(changed.data, { task: toEventData(toTask(taskRow)), previous: { checked: false, status: "open" } });
    assert.deepEqual(phaseCompleted.data, { phase: toEventData(toPhase(state.phases[0])) });
    assert.deepEqual(projectCompleted.data, { project: toEventData(toProject(state.project)) });
    for (const event of events) {
      assert.equal(event.api_version, "v1");
      assert.equal(event.workspace_id, ws);
      assert.match(event.id, /^evt_[0-9a-z]{26}$/);
      assert.equal(new Date(event.created_at).toISOString(), event.created_at);
    }
    // The events of one change share its time, which is also the rows' updated_at.
    assert.equal(phaseCompleted.created_at, changed.created_at);
    assert.equal(projectCompleted.created_at, changed.created_at);
    assert.equal(taskRow.updated_at.toISOString(), changed.created_at);
    assert.equal(new Set(events.map((event) => event.id)).size, events.length);
  });

  it("writes nothing for a change to values the task already has", async () => {
    const ws = newWorkspace();
    const plan = await createProject(service, ws, samplePlan({ phases: 1, tasksPerPhase: 2 }));
    const task = plan.phases[0]?.tasks[0];
    assert.ok(task);
    const before = await rows(plan.project?.id ?? "");
    const answer = await service.client.updateTask(
      UpdateTaskRequest.fromPartial({
        workspace_id: ws,
        id: task.id,
        update_mask: ["checked", "title", "priority"],
        checked: false,
        title: task.title,
        priority: task.priority,
      }),
      CALL,
    );
    const after = await rows(plan.project?.id ?? "");
    assert.deepEqual(after, before);
    assert.deepEqual(answer, toTask(before.tasks[0] as TaskModel));
    assert.deepEqual(await stateEvents(ws), []);
  });

  it("shortens an event too large for the outbox and still applies the change", async () => {
    const ws = newWorkspace();
    const plan = await createProject(service, ws, samplePlan({ phases: 1, tasksPerPhase: 2 }));
    const task = plan.phases[0]?.tasks[0];
    assert.ok(task);
    // Larger than any plan import allows: only reachable through the database itself.
    await pool.query("UPDATE tasks SET description = repeat('x', 300000) WHERE id = $1", [task.id]);
    const answer = await check(ws, task.id, true);
    assert.equal(answer.checked, true);
    const [event, ...rest] = await stateEvents(ws);
    assert.equal(rest.length, 0);
    assert.equal(event?.type, "task.status_changed");
    const data = event?.data as { truncated?: boolean; task: { id: string; checked: boolean; description: string } };
    assert.equal(data.truncated, true);
    assert.equal(data.task.id, task.id);
    assert.equal(data.task.checked, true);
    assert.ok(data.task.description.length < 300_000);
    assert.equal((await rows(plan.project?.id ?? "")).project.status, "active");
  });
});

describe("BatchUpdateTasks", () => {
  it("answers each item as UpdateTask would, and changes of one phase in one batch complete it once", async () => {
    const ws = newWorkspace();
    const plan = await createProject(service, ws, samplePlan({ phases: 1, tasksPerPhase: 3 }));
    const ids = plan.phases[0]?.tasks.map((task) => task.id) ?? [];
    const other = newWorkspace();
    const item = (workspace: string, id: string, fields: Partial<UpdateTaskRequest>) =>
      UpdateTaskRequest.fromPartial({ workspace_id: workspace, id, update_mask: Object.keys(fields), ...fields });
    const { results } = await service.client.batchUpdateTasks(
      BatchUpdateTasksRequest.fromPartial({
        requests: [
          item(ws, ids[0] ?? "", { checked: true }),
          item(ws, ids[1] ?? "", { checked: true }),
          item(other, ids[2] ?? "", { checked: true }),
          item(ws, ids[2] ?? "", {}),
          item(ws, ids[2] ?? "", { checked: true, title: "Letzte Aufgabe" }),
        ],
      }),
      CALL,
    );
    assert.equal(results.length, 5);
    assert.deepEqual(
      results.map((result) => result.code),
      [status.OK, status.OK, status.NOT_FOUND, status.INVALID_ARGUMENT, status.OK],
    );
    assert.equal(results[2]?.problem_code, "not_found");
    assert.equal(results[3]?.problem_code, "validation_failed");
    assert.equal(results[4]?.task?.title, "Letzte Aufgabe");
    assert.ok(results.filter((result) => result.code === status.OK).every((result) => result.task?.checked === true));
    const types = (await stateEvents(ws)).map((event) => event.type);
    assert.equal(types.filter((type) => type === "task.status_changed").length, 3);
    assert.equal(types.filter((type) => type === "phase.completed").length, 1);
    assert.equal(types.filter((type) => type === "project.completed").length, 1);
    assert.equal((await rows(plan.project?.id ?? "")).project.status, "completed");
  });
});
