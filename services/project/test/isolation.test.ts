import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type NatsConnection, status } from "@planner/shared";
import {
  AddDocumentRequest,
  BatchGetProjectsRequest,
  BatchListProjectsRequest,
  BatchListTasksRequest,
  BatchUpdateTasksRequest,
  CreateProjectFromPlanRequest,
  ExportProjectRequest,
  GetBudgetRequest,
  GetPlanRequest,
  GetProjectRequest,
  ListDocumentsRequest,
  ListProjectPartsRequest,
  ListProjectsRequest,
  ListProjectTemplatesRequest,
  ListTasksRequest,
  type Plan,
  ProjectServiceService,
  RecordAgentRunRequest,
  SearchDocumentsRequest,
  UpdateTaskRequest,
} from "@planner/shared/gen/planner/project/v1/project.js";
import {
  CALL,
  createProject,
  expectGrpcError,
  natsConnection,
  newWorkspace,
  type ProjectClient,
  samplePlan,
  startTestService,
  type TestService,
  waitForOutboxEmpty,
  workspaceEvents,
} from "./helpers.js";

let service: TestService;
let nc: NatsConnection;
let owner: string;
let plan: Plan;
let projectId: string;
let taskId: string;

before(async () => {
  service = await startTestService({ label: "isolation" });
  nc = await natsConnection();
  owner = newWorkspace();
  plan = await createProject(service, owner);
  projectId = plan.project?.id ?? "";
  taskId = plan.phases[0]?.tasks[0]?.id ?? "";
  await service.client.addDocument(
    AddDocumentRequest.fromPartial({
      workspace_id: owner,
      project_id: projectId,
      title: "Risiko-Notiz",
      kind: "note",
      body: "Ein Risiko.",
    }),
    CALL,
  );
});

after(async () => {
  await nc?.close();
  await service?.close();
});

type Method = keyof typeof ProjectServiceService;

/** Asserts the project (and its events) are exactly as created: failed calls changed nothing. */
async function assertUnchanged(): Promise<void> {
  const stored = await service.client.getPlan(GetPlanRequest.fromPartial({ workspace_id: owner, id: projectId }), CALL);
  assert.deepEqual(stored.phases, plan.phases);
  assert.equal(stored.project?.status, "planned");
  assert.equal(stored.project?.updated_at, plan.project?.updated_at);
  await waitForOutboxEmpty(service.handle);
  const events = await workspaceEvents(nc, service, owner);
  assert.deepEqual(
    events.filter((event) => !["project.created", "task.created", "risk.added"].includes(event.type)).map((event) => event.type),
    [],
  );
}

describe("workspace isolation", () => {
  it("answers NOT_FOUND for another workspace's records on every RPC that takes an id", async () => {
    const intruder = newWorkspace();
    const c: ProjectClient = service.client;
    const parts = ListProjectPartsRequest.fromPartial({ workspace_id: intruder, id: projectId });
    const calls: Partial<Record<Method, () => Promise<unknown>>> = {
      getProject: () => c.getProject(GetProjectRequest.fromPartial({ workspace_id: intruder, id: projectId }), CALL),
      getPlan: () => c.getPlan(GetPlanRequest.fromPartial({ workspace_id: intruder, id: projectId }), CALL),
      listPhases: () => c.listPhases(parts, CALL),
      listTasks: () => c.listTasks(ListTasksRequest.fromPartial({ workspace_id: intruder, id: projectId }), CALL),
      listRisks: () => c.listRisks(parts, CALL),
      getBudget: () => c.getBudget(GetBudgetRequest.fromPartial({ workspace_id: intruder, id: projectId }), CALL),
      listComplianceItems: () => c.listComplianceItems(parts, CALL),
      listStakeholders: () => c.listStakeholders(parts, CALL),
      listProjectDocuments: () => c.listProjectDocuments(parts, CALL),
      exportProject: () =>
        c.exportProject(ExportProjectRequest.fromPartial({ workspace_id: intruder, id: projectId, format: "markdown" }), CALL),
      updateTask: () =>
        c.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: intruder, id: taskId, update_mask: ["checked"], checked: true }), CALL),
      addDocument: () =>
        c.addDocument(
          AddDocumentRequest.fromPartial({ workspace_id: intruder, project_id: projectId, title: "x", kind: "note", body: "x" }),
          CALL,
        ),
    };
    for (const [method, call] of Object.entries(calls)) {
      const error = await expectGrpcError(call(), status.NOT_FOUND);
      assert.ok(!error.details.includes(owner), `${method} does not leak the owner`);
    }
    // Filters by another workspace's project simply find nothing.
    const documents = await c.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: intruder, project_id: projectId }), CALL);
    assert.deepEqual(documents.data, []);
    const hits = await c.searchDocuments(
      SearchDocumentsRequest.fromPartial({ workspace_id: intruder, query: "Risiko", project_id: projectId }),
      CALL,
    );
    assert.deepEqual(hits.data, []);
    const projects = await c.listProjects(ListProjectsRequest.fromPartial({ workspace_id: intruder }), CALL);
    assert.deepEqual(projects.data, []);
    // Unknown ids in the owner's own workspace are NOT_FOUND too.
    await expectGrpcError(c.getProject(GetProjectRequest.fromPartial({ workspace_id: owner, id: "prj_missing" }), CALL), status.NOT_FOUND);
    await expectGrpcError(
      c.updateTask(
        UpdateTaskRequest.fromPartial({ workspace_id: owner, id: "tsk_missing", update_mask: ["checked"], checked: true }),
        CALL,
      ),
      status.NOT_FOUND,
    );
    await assertUnchanged();
  });
});

describe("bad input", () => {
  it("answers INVALID_ARGUMENT (validation_failed, field errors) on every RPC, and changes nothing", async () => {
    const c: ProjectClient = service.client;
    const ws = owner;
    const garbageCursor = "definitely-not-a-cursor";
    const cases: Record<Method, [string, () => Promise<unknown>][]> = {
      listProjects: [
        ["/workspace_id", () => c.listProjects(ListProjectsRequest.fromPartial({}), CALL)],
        ["/workspace_id", () => c.listProjects(ListProjectsRequest.fromPartial({ workspace_id: "acme.*" }), CALL)],
        ["/status", () => c.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, status: "archived" }), CALL)],
        ["/cursor", () => c.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws, cursor: garbageCursor }), CALL)],
      ],
      getProject: [
        ["/id", () => c.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: "" }), CALL)],
        ["/id", () => c.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: "x".repeat(101) }), CALL)],
        ["/id", () => c.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: "prj\u0000" }), CALL)],
        ["/workspace_id", () => c.getProject(GetProjectRequest.fromPartial({ id: projectId }), CALL)],
      ],
      // Items answer for themselves (see the projects tests); the call fails only when too large.
      batchGetProjects: [
        [
          "/requests",
          () =>
            c.batchGetProjects(
              BatchGetProjectsRequest.fromPartial({ requests: Array.from({ length: 501 }, () => ({ workspace_id: ws, id: projectId })) }),
              CALL,
            ),
        ],
      ],
      getPlan: [["/id", () => c.getPlan(GetPlanRequest.fromPartial({ workspace_id: ws }), CALL)]],
      listPhases: [
        [
          "/cursor",
          () => c.listPhases(ListProjectPartsRequest.fromPartial({ workspace_id: ws, id: projectId, cursor: garbageCursor }), CALL),
        ],
      ],
      listTasks: [
        ["/cursor", () => c.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id: projectId, cursor: garbageCursor }), CALL)],
        [
          "/phase_id",
          () => c.listTasks(ListTasksRequest.fromPartial({ workspace_id: ws, id: projectId, phase_id: "p".repeat(101) }), CALL),
        ],
      ],
      batchListProjects: [
        [
          "/requests",
          () =>
            c.batchListProjects(
              BatchListProjectsRequest.fromPartial({ requests: Array.from({ length: 501 }, () => ({ workspace_id: ws })) }),
              CALL,
            ),
        ],
      ],
      batchUpdateTasks: [
        [
          "/requests",
          () =>
            c.batchUpdateTasks(
              BatchUpdateTasksRequest.fromPartial({
                requests: Array.from({ length: 501 }, () => ({
                  workspace_id: ws,
                  id: "tsk_missing",
                  update_mask: ["checked"],
                  checked: true,
                })),
              }),
              CALL,
            ),
        ],
      ],
      batchListTasks: [
        [
          "/requests",
          () =>
            c.batchListTasks(
              BatchListTasksRequest.fromPartial({ requests: Array.from({ length: 501 }, () => ({ workspace_id: ws, id: projectId })) }),
              CALL,
            ),
        ],
      ],
      listRisks: [["/id", () => c.listRisks(ListProjectPartsRequest.fromPartial({ workspace_id: ws }), CALL)]],
      getBudget: [["/id", () => c.getBudget(GetBudgetRequest.fromPartial({ workspace_id: ws }), CALL)]],
      listComplianceItems: [
        [
          "/cursor",
          () => c.listComplianceItems(ListProjectPartsRequest.fromPartial({ workspace_id: ws, id: projectId, cursor: "W10" }), CALL),
        ],
      ],
      listStakeholders: [["/workspace_id", () => c.listStakeholders(ListProjectPartsRequest.fromPartial({ id: projectId }), CALL)]],
      listProjectDocuments: [
        [
          "/cursor",
          () =>
            c.listProjectDocuments(ListProjectPartsRequest.fromPartial({ workspace_id: ws, id: projectId, cursor: garbageCursor }), CALL),
        ],
      ],
      exportProject: [
        ["/format", () => c.exportProject(ExportProjectRequest.fromPartial({ workspace_id: ws, id: projectId }), CALL)],
        ["/format", () => c.exportProject(ExportProjectRequest.fromPartial({ workspace_id: ws, id: projectId, format: "html" }), CALL)],
      ],
      updateTask: [
        ["/done", () => c.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id: taskId, update_mask: ["done"] }), CALL)],
        ["/checked", () => c.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id: taskId, update_mask: ["checked"] }), CALL)],
        [
          "/priority",
          () =>
            c.updateTask(
              UpdateTaskRequest.fromPartial({ workspace_id: ws, id: taskId, update_mask: ["priority"], priority: "asap" }),
              CALL,
            ),
        ],
        [
          "/title",
          () =>
            c.updateTask(UpdateTaskRequest.fromPartial({ workspace_id: ws, id: taskId, update_mask: ["title"], title: "a\u0000b" }), CALL),
        ],
      ],
      listDocuments: [
        ["/kind", () => c.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, kind: "pdf" }), CALL)],
        ["/cursor", () => c.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, cursor: garbageCursor }), CALL)],
      ],
      searchDocuments: [
        ["/query", () => c.searchDocuments(SearchDocumentsRequest.fromPartial({ workspace_id: ws, query: "" }), CALL)],
        ["/query", () => c.searchDocuments(SearchDocumentsRequest.fromPartial({ workspace_id: ws, query: " \t\n" }), CALL)],
      ],
      addDocument: [
        [
          "/kind",
          () =>
            c.addDocument(
              AddDocumentRequest.fromPartial({ workspace_id: ws, project_id: projectId, title: "T", kind: "memo", body: "B" }),
              CALL,
            ),
        ],
        [
          "/project_id",
          () => c.addDocument(AddDocumentRequest.fromPartial({ workspace_id: ws, title: "T", kind: "note", body: "B" }), CALL),
        ],
      ],
      listProjectTemplates: [
        [
          "/industry",
          () => c.listProjectTemplates(ListProjectTemplatesRequest.fromPartial({ workspace_id: ws, industry: "<script>" }), CALL),
        ],
      ],
      recordAgentRun: [
        [
          "/title",
          () =>
            c.recordAgentRun(
              RecordAgentRunRequest.fromPartial({ workspace_id: ws, project_id: projectId, run: {}, title: " ", body: "B" }),
              CALL,
            ),
        ],
        [
          "/new_risks/0/impact",
          () =>
            c.recordAgentRun(
              RecordAgentRunRequest.fromPartial({
                workspace_id: ws,
                project_id: projectId,
                run: {},
                title: "T",
                body: "B",
                new_risks: [{ title: "R", likelihood: 1, impact: 0 }],
              }),
              CALL,
            ),
        ],
      ],
      createProjectFromPlan: [
        ["/project", () => c.createProjectFromPlan(CreateProjectFromPlanRequest.fromPartial({ workspace_id: ws }), CALL)],
        [
          "/phases/0/tasks/0/title",
          () => {
            const bad = samplePlan();
            const task = bad.phases[0]?.tasks[0];
            if (task) task.title = "bad\u0000title";
            return c.createProjectFromPlan(CreateProjectFromPlanRequest.fromPartial({ workspace_id: ws, plan: bad }), CALL);
          },
        ],
      ],
    };
    assert.deepEqual(Object.keys(cases).sort(), Object.keys(ProjectServiceService).sort(), "every RPC has bad-input cases");
    for (const [method, list] of Object.entries(cases)) {
      for (const [pointer, call] of list) {
        await expectGrpcError(call(), status.INVALID_ARGUMENT, { pointers: [pointer] }).catch((error: unknown) => {
          throw new Error(`${method} ${pointer}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    }
    const projects = await c.listProjects(ListProjectsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.equal(projects.data.length, 1, "no project was created by a bad request");
    const documents = await c.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.equal(documents.data.length, 1, "no document was added by a bad request");
    await assertUnchanged();
  });
});
