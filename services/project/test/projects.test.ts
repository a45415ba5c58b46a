import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type NatsConnection, status } from "@planner/shared";
import {
  BatchGetProjectsRequest,
  BatchListProjectsRequest,
  BatchListTasksRequest,
  CreateProjectFromPlanRequest,
  GetBudgetRequest,
  GetPlanRequest,
  GetProjectRequest,
  ListProjectPartsRequest,
  ListProjectsRequest,
  ListTasksRequest,
  type Plan,
} from "@planner/shared/gen/planner/project/v1/project.js";
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
  service = await startTestService({ label: "projects" });
  nc = await natsConnection();
});

after(async () => {
  await nc?.close();
  await service?.close();
});

const create = (workspaceId: string, plan?: Plan) => createProject(service, workspaceId, plan);

describe("CreateProjectFromPlan, GetProject, GetPlan", () => {
  it("stores the whole plan with new ids, derived statuses and resolved references", async () => {
    const ws = newWorkspace();
    const plan = await create(ws);
    const project = plan.project;
    assert.ok(project);
    assert.match(project.id, /^prj_[0-9a-z]{26}$/);
    assert.equal(project.workspace_id, ws);
    assert.equal(project.status, "planned", "client status is ignored; nothing is checked yet");
    assert.equal(project.title, "ERP-Einführung Müller GmbH");
    assert.deepEqual([project.locale, project.country, project.company_size], ["de", "DE", "medium"]);
    assert.equal(project.timeline_weeks, 24);
    assert.deepEqual([project.start_date, project.end_date], ["2026-01-05", "2026-06-19"]);
    assert.equal(project.template_key, "erp_introduction");
    assert.equal(project.progress, 0);
    assert.deepEqual(project.counts, { phases: 3, tasks: 9, tasks_done: 0, risks: 2, stakeholders: 2, compliance_items: 1, documents: 0 });
    assert.match(project.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    assert.deepEqual(
      plan.phases.map((phase) => [phase.name, phase.position, phase.status]),
      [
        ["Phase 1", 1, "pending"],
        ["Phase 2", 2, "pending"],
        ["Phase 3", 3, "pending"],
      ],
    );
    const tasks = plan.phases.flatMap((phase) => phase.tasks);
    assert.equal(tasks.length, 9);
    for (const task of tasks) {
      assert.match(task.id, /^tsk_/);
      assert.equal(task.project_id, project.id);
      assert.equal(task.checked, false);
      assert.equal(task.status, "open");
    }
    const [p1, p2] = plan.phases;
    assert.ok(p1 && p2);
    // "task-1-3" (by plan id) and "2.1" (by position) resolve to the new ids.
    assert.deepEqual(p2.tasks[0]?.depends_on, [p1.tasks[2]?.id]);
    assert.deepEqual(p2.tasks[1]?.depends_on, [p2.tasks[0]?.id]);
    assert.deepEqual(p1.tasks[0]?.depends_on, []);
    assert.equal(p1.tasks[0]?.assignee, "Anna Schmidt");
    assert.equal(p1.tasks[1]?.assignee, undefined);
    assert.equal(p1.tasks[0]?.due_date, "2026-01-10");

    assert.deepEqual(
      plan.risks.map((risk) => [risk.title, risk.score]),
      [
        ["Datenmigration scheitert", 15],
        ["Geringe Akzeptanz", 6],
      ],
    );
    assert.ok(plan.budget);
    assert.equal(plan.budget.currency, "EUR");
    assert.equal(plan.budget.contingency, 5000);
    assert.equal(plan.budget.total, 88000.5, "no total given: the lines plus contingency");
    assert.deepEqual(
      plan.budget.lines.map((line) => line.phase_id),
      [p1.id, p2.id, undefined],
    );
    assert.equal(plan.compliance[0]?.rule_id, "rule_de_gdpr_art30");
    assert.deepEqual(
      plan.stakeholders.map((stakeholder) => stakeholder.name),
      ["Geschäftsführung", "Betriebsrat"],
    );

    const stored = await service.client.getPlan(GetPlanRequest.fromPartial({ workspace_id: ws, id: project.id }), CALL);
    assert.deepEqual(stored, plan, "GetPlan returns what CreateProjectFromPlan returned");
    const fetched = await service.client.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: project.id }), CALL);
    assert.deepEqual(fetched, project);
  });

  it("emits project.created, one task.created per task and one risk.added per risk", async () => {
    const ws = newWorkspace();
    const plan = await create(ws);
    await waitForOutboxEmpty(service.handle);
    const events = await workspaceEvents(nc, service, ws);
    assert.deepEqual(
      events.map((event) => event.type),
      ["project.created", ...Array(9).fill("task.created"), "risk.added", "risk.added"],
    );
    const [first] = events;
    assert.ok(first);
    assert.match(first.id, /^evt_/);
    assert.equal(first.api_version, "v1");
    assert.deepEqual(Object.keys(first), ["id", "type", "api_version", "created_at", "workspace_id", "data"]);
    assert.equal((first.data.project as { id: string }).id, plan.project?.id);
    const taskIds = events.filter((event) => event.type === "task.created").map((event) => (event.data.task as { id: string }).id);
    assert.deepEqual(
      taskIds,
      plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id)),
    );
    const [, withAssignee, withoutAssignee] = events;
    assert.ok(withAssignee && withoutAssignee);
    assert.equal((withAssignee.data.task as Record<string, unknown>).assignee, "Anna Schmidt");
    assert.equal((withoutAssignee.data.task as Record<string, unknown>).assignee, null, "absent optional fields are null in events");
    assert.equal(new Set(events.map((event) => event.id)).size, events.length);
  });

  it("budgets Swiss projects in CHF and rejects a currency that does not fit the country", async () => {
    const ws = newWorkspace();
    const plan = await create(ws, samplePlan({ country: "CH" }));
    assert.equal(plan.budget?.currency, "CHF");
    const budget = await service.client.getBudget(GetBudgetRequest.fromPartial({ workspace_id: ws, id: plan.project?.id }), CALL);
    assert.deepEqual(budget, plan.budget);
    const wrong = samplePlan({ country: "CH" });
    assert.ok(wrong.budget);
    wrong.budget.currency = "EUR";
    await expectGrpcError(create(ws, wrong), status.INVALID_ARGUMENT, { pointers: ["/budget/currency"] });
  });

  it("keeps the plan's company facts and head count, refusing unknown or contradictory facts", async () => {
    const ws = newWorkspace();
    const plan = samplePlan();
    assert.ok(plan.project);
    plan.project.activities = ["listed_company", "employer", "employer"];
    plan.project.absent_activities = ["financial_sector_entity"];
    plan.project.employees = 180;
    const created = await create(ws, plan);
    assert.deepEqual(created.project?.activities, ["employer", "listed_company"]);
    assert.deepEqual(created.project?.absent_activities, ["financial_sector_entity"]);
    assert.equal(created.project?.employees, 180);
    const read = await service.client.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: created.project?.id }), CALL);
    assert.deepEqual(
      [read.activities, read.absent_activities, read.employees],
      [["employer", "listed_company"], ["financial_sector_entity"], 180],
    );
    const without = await create(ws, samplePlan());
    assert.deepEqual([without.project?.activities, without.project?.absent_activities, without.project?.employees], [[], [], undefined]);

    const bad = samplePlan();
    assert.ok(bad.project);
    bad.project.activities = ["bank", "employer"];
    bad.project.absent_activities = ["employer"];
    bad.project.employees = -1;
    await expectGrpcError(create(ws, bad), status.INVALID_ARGUMENT, {
      pointers: ["/project/activities", "/project/absent_activities", "/project/employees"],
    });
  });

  it("reports every problem of an invalid plan with a pointer, and stores nothing", async () => {
    const ws = newWorkspace();
    const plan = samplePlan();
    assert.ok(plan.project && plan.phases[0] && plan.phases[1] && plan.risks[0] && plan.budget?.lines[0] && plan.stakeholders[0]);
    plan.project.title = "  ";
    plan.project.locale = "fr";
    plan.project.country = "FR";
    plan.project.company_size = "huge";
    plan.project.end_date = "2025-01-01";
    plan.phases[0].tasks[2] = {
      ...(plan.phases[0].tasks[2] as Plan["phases"][0]["tasks"][0]),
      title: "",
      priority: "urgent",
      due_date: "2026-02-30",
    };
    plan.phases[1].name = "x".repeat(201);
    plan.risks[0].likelihood = 0;
    plan.risks[0].impact = 6;
    plan.budget.lines[0].amount = -1;
    plan.stakeholders[0].influence = "total";
    await expectGrpcError(create(ws, plan), status.INVALID_ARGUMENT, {
      pointers: [
        "/project/title",
        "/project/locale",
        "/project/country",
        "/project/company_size",
        "/project/end_date",
        "/phases/0/tasks/2/title",
        "/phases/0/tasks/2/priority",
        "/phases/0/tasks/2/due_date",
        "/phases/1/name",
        "/risks/0/likelihood",
        "/risks/0/impact",
        "/budget/lines/0/amount",
        "/stakeholders/0/influence",
      ],
    });
    await expectGrpcError(create(ws, { ...samplePlan(), phases: [] }), status.INVALID_ARGUMENT, { pointers: ["/phases"] });
    await expectGrpcError(
      service.client.createProjectFromPlan(CreateProjectFromPlanRequest.fromPartial({ workspace_id: ws }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/project"] },
    );
    const listed = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.equal(listed.data.length, 0);
  });
});

describe("BatchGetProjects", () => {
  it("answers each request as GetProject would, in request order, across workspaces", async () => {
    const wsA = newWorkspace();
    const wsB = newWorkspace();
    const a = (await create(wsA)).project;
    const b = (await create(wsB)).project;
    assert.ok(a && b);
    const batch = await service.client.batchGetProjects(
      BatchGetProjectsRequest.fromPartial({
        requests: [
          { workspace_id: wsA, id: a.id },
          { workspace_id: wsB, id: a.id }, // another workspace's project does not exist for B
          { workspace_id: wsB, id: b.id },
          { workspace_id: wsA, id: "prj_unknown" },
          { workspace_id: wsA, id: "" },
          { workspace_id: wsA, id: a.id },
        ],
      }),
      CALL,
    );
    assert.deepEqual(
      batch.results.map((result) => [result.code, result.project?.id ?? null]),
      [
        [status.OK, a.id],
        [status.NOT_FOUND, null],
        [status.OK, b.id],
        [status.NOT_FOUND, null],
        [status.INVALID_ARGUMENT, null],
        [status.OK, a.id],
      ],
    );
    const single = await service.client.getProject(GetProjectRequest.fromPartial({ workspace_id: wsA, id: a.id }), CALL);
    assert.deepEqual(batch.results[0]?.project, single);
    assert.match(batch.results[1]?.message ?? "", /project/);
    // Each failed item keeps its own problem code and field errors, as GetProject would answer.
    assert.deepEqual(
      batch.results.map((result) => result.problem_code),
      ["", "not_found", "", "not_found", "validation_failed", ""],
    );
    assert.deepEqual(
      batch.results[4]?.field_errors.map((error) => error.pointer),
      ["/id"],
    );
  });

  it("answers an empty batch with no results and refuses more than 500 requests", async () => {
    assert.deepEqual((await service.client.batchGetProjects(BatchGetProjectsRequest.fromPartial({ requests: [] }), CALL)).results, []);
    const tooMany = Array.from({ length: 501 }, () => ({ workspace_id: "ws_x", id: "prj_x" }));
    await expectGrpcError(
      service.client.batchGetProjects(BatchGetProjectsRequest.fromPartial({ requests: tooMany }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/requests"] },
    );
  });
});

describe("BatchListProjects", () => {
  it("answers each request as ListProjects would, in request order, each failure with its own problem", async () => {
    const wsA = newWorkspace();
    const wsB = newWorkspace();
    await create(wsA);
    await create(wsA);
    const b = (await create(wsB)).project;
    const single = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: wsA, limit: 1 }), CALL);
    const batch = await service.client.batchListProjects(
      BatchListProjectsRequest.fromPartial({
        requests: [
          { workspace_id: wsA, limit: 1 },
          { workspace_id: wsB },
          { workspace_id: wsA, status: "archived" },
          { workspace_id: wsA, limit: 1, cursor: single.next_cursor },
          { workspace_id: wsA, created_since: "yesterday" },
        ],
      }),
      CALL,
    );
    assert.deepEqual(
      batch.results.map((result) => [result.code, result.problem_code, result.field_errors.map((error) => error.pointer)]),
      [
        [status.OK, "", []],
        [status.OK, "", []],
        [status.INVALID_ARGUMENT, "validation_failed", ["/status"]],
        [status.OK, "", []],
        [status.INVALID_ARGUMENT, "validation_failed", ["/created_since"]],
      ],
    );
    assert.deepEqual(batch.results[0]?.page, single);
    assert.deepEqual(
      batch.results[1]?.page?.data.map((project) => project.id),
      [b?.id],
    );
    const second = await service.client.listProjects(
      ListProjectsRequest.fromPartial({ workspace_id: wsA, limit: 1, cursor: single.next_cursor }),
      CALL,
    );
    assert.deepEqual(batch.results[3]?.page, second);
    assert.notEqual(second.data[0]?.id, single.data[0]?.id);
  });
});

describe("BatchListTasks", () => {
  it("answers each request as ListTasks would, in request order, each failure with its own problem", async () => {
    const wsA = newWorkspace();
    const wsB = newWorkspace();
    const plan = await create(wsA);
    const a = plan.project;
    const phaseId = plan.phases[1]?.id;
    assert.ok(a && phaseId);
    const single = await service.client.listTasks(ListTasksRequest.fromPartial({ workspace_id: wsA, id: a.id, limit: 2 }), CALL);
    const batch = await service.client.batchListTasks(
      BatchListTasksRequest.fromPartial({
        requests: [
          { workspace_id: wsA, id: a.id, limit: 2 },
          { workspace_id: wsB, id: a.id }, // another workspace's project does not exist for B
          { workspace_id: wsA, id: a.id, phase_id: phaseId },
          { workspace_id: wsA, id: a.id, cursor: "not-a-cursor" },
          { workspace_id: wsA, id: a.id, limit: 2, cursor: single.next_cursor },
        ],
      }),
      CALL,
    );
    assert.deepEqual(
      batch.results.map((result) => [result.code, result.problem_code]),
      [
        [status.OK, ""],
        [status.NOT_FOUND, "not_found"],
        [status.OK, ""],
        [status.INVALID_ARGUMENT, "validation_failed"],
        [status.OK, ""],
      ],
    );
    assert.deepEqual(batch.results[0]?.page, single);
    assert.ok(batch.results[2]?.page?.data.every((task) => task.phase_id === phaseId));
    assert.deepEqual(
      batch.results[3]?.field_errors.map((error) => error.pointer),
      ["/cursor"],
    );
    const second = await service.client.listTasks(
      ListTasksRequest.fromPartial({ workspace_id: wsA, id: a.id, limit: 2, cursor: single.next_cursor }),
      CALL,
    );
    assert.deepEqual(batch.results[4]?.page, second);
    assert.equal(batch.results[1]?.page, undefined);
  });
});

describe("ListProjects", () => {
  it("lists newest first with stable keyset pages and a status filter", async () => {
    const ws = newWorkspace();
    const created: string[] = [];
    for (let i = 0; i < 5; i++)
      created.push((await create(ws, samplePlan({ title: `Projekt ${i}`, phases: 1, tasksPerPhase: 1 }))).project?.id ?? "");
    const seen: string[] = [];
    let cursor = "";
    for (let page = 0; page < 5; page++) {
      const result = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, limit: 2, cursor }), CALL);
      seen.push(...result.data.map((project) => project.id));
      assert.equal(result.has_more, result.next_cursor !== undefined);
      if (!result.has_more) break;
      cursor = result.next_cursor ?? "";
    }
    assert.deepEqual(seen, [...created].reverse());
    const planned = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, status: "planned" }), CALL);
    assert.equal(planned.data.length, 5);
    assert.ok(planned.data.every((project) => project.counts?.tasks === 1));
    const completed = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, status: "completed" }), CALL);
    assert.equal(completed.data.length, 0);
    await expectGrpcError(
      service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, status: "done" }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/status"], messageIncludes: "planned, active, completed" },
    );
    await expectGrpcError(
      service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, cursor: "not-a-cursor" }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/cursor"] },
    );
    const other = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: newWorkspace() }), CALL);
    assert.equal(other.data.length, 0, "another workspace sees none of them");
  });

  it("pages without duplicates or gaps while projects are being inserted", async () => {
    const ws = newWorkspace();
    const small = samplePlan({ phases: 1, tasksPerPhase: 1 });
    const existing = new Set<string>();
    for (let i = 0; i < 25; i++) existing.add((await create(ws, small)).project?.id ?? "");
    let inserting = true;
    const writer = (async () => {
      let count = 0;
      while (inserting && count < 40) {
        await create(ws, small);
        count++;
      }
      return count;
    })();
    const seen: string[] = [];
    let cursor = "";
    for (;;) {
      const page = await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, limit: 4, cursor }), CALL);
      seen.push(...page.data.map((project) => project.id));
      if (!page.has_more) break;
      cursor = page.next_cursor ?? "";
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    inserting = false;
    const inserted = await writer;
    assert.ok(inserted > 0, "rows were inserted while paging");
    assert.equal(new Set(seen).size, seen.length, "no project appears twice");
    for (const id of existing) assert.ok(seen.includes(id), `project ${id} that existed before paging was skipped`);
  });
});

describe("project parts", () => {
  it("lists phases, tasks (with filters and pages), risks, compliance items and stakeholders in plan order", async () => {
    const ws = newWorkspace();
    const plan = await create(ws);
    const id = plan.project?.id ?? "";
    const request = (extra: object = {}) => ListProjectPartsRequest.fromPartial({ workspace_id: ws, id, ...extra });
    const phases = await service.client.listPhases(request(), CALL);
    assert.deepEqual(
      phases.data.map((phase) => phase.id),
      plan.phases.map((phase) => phase.id),
    );
    assert.equal(phases.has_more, false);

    const allTaskIds = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id));
    const paged: string[] = [];
    let cursor = "";
    for (;;) {
      const page = await service.client.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id, limit: 4, cursor }), CALL);
      paged.push(...page.data.map((task) => task.id));
      if (!page.has_more) break;
      cursor = page.next_cursor ?? "";
    }
    assert.deepEqual(paged, allTaskIds);
    const second = plan.phases[1];
    assert.ok(second);
    const byPhase = await service.client.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id, phase_id: second.id }), CALL);
    assert.deepEqual(
      byPhase.data.map((task) => task.id),
      second.tasks.map((task) => task.id),
    );
    const checked = await service.client.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id, checked: true }), CALL);
    assert.equal(checked.data.length, 0);
    const open = await service.client.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id, checked: false }), CALL);
    assert.equal(open.data.length, 9);

    const risks = await service.client.listRisks(request(), CALL);
    assert.deepEqual(risks.data, plan.risks);
    const compliance = await service.client.listComplianceItems(request(), CALL);
    assert.deepEqual(compliance.data, plan.compliance);
    const stakeholders = await service.client.listStakeholders(request({ limit: 1 }), CALL);
    assert.deepEqual(stakeholders.data, plan.stakeholders.slice(0, 1));
    assert.equal(stakeholders.has_more, true);
    const rest = await service.client.listStakeholders(request({ cursor: stakeholders.next_cursor }), CALL);
    assert.deepEqual(rest.data, plan.stakeholders.slice(1));
    const documents = await service.client.listProjectDocuments(request(), CALL);
    assert.deepEqual(documents.data, []);
  });
});
