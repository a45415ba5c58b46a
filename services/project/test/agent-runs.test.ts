import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type NatsConnection, status } from "@planner/shared";
import { GetPlanRequest, ListDocumentsRequest, RecordAgentRunRequest } from "@planner/shared/gen/planner/project/v1/project.js";
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

describe("agent runs and locales", () => {
  let service: TestService;
  let nc: NatsConnection;
  before(async () => {
    service = await startTestService({ label: "agentruns" });
    nc = await natsConnection();
  });
  after(async () => {
    await nc.drain();
    await service.close();
  });

  it("stores the report, the added risks and agent.completed in one transaction", async () => {
    const ws = newWorkspace();
    const plan = await createProject(service, ws);
    const projectId = plan.project?.id ?? "";
    const risksBefore = plan.risks.length;
    const response = await service.client.recordAgentRun(
      RecordAgentRunRequest.fromPartial({
        workspace_id: ws,
        project_id: projectId,
        run: { run_id: "run_1", task: "risk_review", status: "completed", engine: "builtin", model: "m" },
        title: "Risikoreview",
        body: "# Risikoreview\n\nZwei neue Risiken.",
        new_risks: [
          { title: "Ausfall Schlüsselperson", likelihood: 3, impact: 4, mitigation: "Vertretung benennen", owner: "Projektleitung" },
          { title: "Budgetüberschreitung", likelihood: 2, impact: 5, mitigation: "Monatliches Controlling", owner: "CFO" },
        ],
      }),
      CALL,
    );
    assert.equal(response.document?.kind, "agent_report");
    assert.equal(response.risks.length, 2);
    assert.deepEqual(
      response.risks.map((risk) => risk.score),
      [12, 10],
    );
    const stored = await service.client.getPlan(GetPlanRequest.fromPartial({ workspace_id: ws, id: projectId }), CALL);
    assert.equal(stored.risks.length, risksBefore + 2);
    assert.equal(stored.project?.counts?.documents, 1);
    await waitForOutboxEmpty(service.handle);
    const events = await workspaceEvents(nc, service, ws);
    const completed = events.filter((event) => event.type === "agent.completed");
    assert.equal(completed.length, 1);
    const run = completed[0]?.data.run as Record<string, unknown>;
    assert.equal(run.document_id, response.document?.id);
    assert.deepEqual(
      run.added_risk_ids,
      response.risks.map((risk) => risk.id),
    );
    const added = events.filter((event) => event.type === "risk.added").map((event) => (event.data.risk as { id: string }).id);
    for (const risk of response.risks) assert.ok(added.includes(risk.id), `risk.added for ${risk.id}`);
  });

  it("refuses a bad run and changes nothing; another workspace's project is NOT_FOUND", async () => {
    const ws = newWorkspace();
    const plan = await createProject(service, ws);
    const projectId = plan.project?.id ?? "";
    await expectGrpcError(
      service.client.recordAgentRun(
        RecordAgentRunRequest.fromPartial({
          workspace_id: ws,
          project_id: projectId,
          run: { task: "risk_review" },
          title: "R",
          body: "B",
          new_risks: [{ title: "x", likelihood: 9, impact: 1 }],
        }),
        CALL,
      ),
      status.INVALID_ARGUMENT,
      { pointers: ["/new_risks/0/likelihood"] },
    );
    await expectGrpcError(
      service.client.recordAgentRun(
        RecordAgentRunRequest.fromPartial({ workspace_id: newWorkspace(), project_id: projectId, run: {}, title: "R", body: "B" }),
        CALL,
      ),
      status.NOT_FOUND,
    );
    const documents = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.equal(documents.data.length, 0);
    const stored = await service.client.getPlan(GetPlanRequest.fromPartial({ workspace_id: ws, id: projectId }), CALL);
    assert.equal(stored.risks.length, plan.risks.length);
  });

  it("stores BCP 47 locales as language plus region and refuses other languages", async () => {
    const ws = newWorkspace();
    for (const [given, storedAs] of [
      ["de-AT", "de-AT"],
      ["de_ch", "de-CH"],
      ["en-GB", "en-GB"],
      ["EN", "en"],
    ] as const) {
      const plan = samplePlan();
      if (plan.project) plan.project.locale = given;
      const created = await createProject(service, ws, plan);
      assert.equal(created.project?.locale, storedAs);
    }
    const french = samplePlan();
    if (french.project) french.project.locale = "fr-CH";
    await expectGrpcError(createProject(service, ws, french), status.INVALID_ARGUMENT, { pointers: ["/project/locale"] });
  });
});
