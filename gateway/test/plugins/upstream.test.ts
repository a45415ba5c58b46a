import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type GrpcServerHandle, invalidArgument, notFound, type ServiceError, startGrpcServer, status } from "@planner/shared";
import {
  type BatchListProjectsRequest,
  BatchListProjectsResponse,
  type BatchUpdateTasksRequest,
  BatchUpdateTasksResponse,
  type ListProjectsRequest,
  ProjectServiceService,
  Task,
  type UpdateTaskRequest,
} from "@planner/shared/gen/planner/project/v1/project.js";
import { Registry } from "prom-client";
import { authenticationPlugin } from "../../src/http/plugins/authentication.js";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { upstreamPlugin, withNulls } from "../../src/http/plugins/upstream.js";
import { Upstreams } from "../../src/upstreams.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

/**
 * The upstream plugin against an in-process gRPC server that records what it is sent (the
 * real project service is exercised end to end in projects.e2e.test.ts).
 */
describe("upstream plugin: request → gRPC message → answer", () => {
  let fixture: PolicyFixture;
  let server: GrpcServerHandle;
  let upstreams: Upstreams;
  const received: { updateTask?: UpdateTaskRequest; listProjects?: ListProjectsRequest } = {};

  before(async () => {
    fixture = await policyFixture();
    const implementation = {
      async updateTask(request: UpdateTaskRequest): Promise<Task> {
        received.updateTask = request;
        if (request.id === "tsk_missing") throw notFound("task");
        return Task.fromPartial({
          id: request.id,
          project_id: "prj_1",
          phase_id: "phs_1",
          title: "T",
          checked: true,
          status: "done",
          priority: "low",
        });
      },
      // Task changes without an Idempotency-Key go as a batch too: each item answered as updateTask would.
      async batchUpdateTasks(request: BatchUpdateTasksRequest): Promise<BatchUpdateTasksResponse> {
        const results = [];
        for (const item of request.requests) {
          try {
            results.push({ task: await implementation.updateTask(item), code: status.OK });
          } catch (error) {
            const refusal = error as ServiceError;
            results.push({ code: refusal.grpcCode, message: refusal.message, problem_code: refusal.problemCode });
          }
        }
        return BatchUpdateTasksResponse.fromPartial({ results });
      },
      // The gateway sends list reads as a batch (x-grpc-batch); the item carries its own refusal.
      async batchListProjects(request: BatchListProjectsRequest): Promise<BatchListProjectsResponse> {
        received.listProjects = request.requests[0];
        const refusal = invalidArgument("the cursor was not issued for this list", [
          { pointer: "/cursor", message: "is not a cursor of this list" },
        ]);
        return BatchListProjectsResponse.fromPartial({
          results: request.requests.map(() => ({
            code: refusal.grpcCode,
            message: refusal.message,
            problem_code: refusal.problemCode,
            field_errors: refusal.fieldErrors,
          })),
        });
      },
    };
    server = await startGrpcServer({
      host: "127.0.0.1",
      port: 0,
      services: [{ name: "planner.project.v1.ProjectService", definition: ProjectServiceService, implementation: implementation as never }],
      log: fixture.log,
      registry: new Registry(),
    });
    // Only the project service is deployed: the AI operations answer 501.
    upstreams = new Upstreams({ "planner.project.v1.ProjectService": `127.0.0.1:${server.port}` });
  });
  after(async () => {
    upstreams?.close();
    await server?.shutdown(100);
    await fixture.close();
  });

  const app = () =>
    fixture.app([
      [authenticationPlugin, { authenticator: fixture.authenticator }],
      [requestValidationPlugin],
      [upstreamPlugin, { document: fixture.document, upstreams, log: fixture.log, upstreamTimeoutMs: 2_000, aiUpstreamTimeoutMs: 2_000 }],
    ]);

  it("sends path, body, workspace and update_mask; answers JSON with unset members as null", async () => {
    const key = await fixture.keyFor("write");
    const response = await (await app()).inject({
      method: "PATCH",
      url: "/api/v1/tasks/tsk_1",
      headers: { authorization: key.authorization },
      payload: { checked: true, assignee: null },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(received.updateTask?.workspace_id, key.workspace.id);
    assert.equal(received.updateTask?.id, "tsk_1");
    assert.deepEqual(received.updateTask?.update_mask, ["checked", "assignee"]);
    assert.equal(received.updateTask?.checked, true);
    const body = response.json();
    assert.equal(body.id, "tsk_1");
    assert.equal(body.due_date, null);
    assert.equal(body.assignee, null);
  });

  it("maps the service's refusals: NOT_FOUND → 404, a refused cursor → 400 invalid_cursor at /query/cursor", async () => {
    const key = await fixture.keyFor("write");
    const instance = await app();
    const missing = await instance.inject({
      method: "PATCH",
      url: "/api/v1/tasks/tsk_missing",
      headers: { authorization: key.authorization },
      payload: { checked: true },
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, "not_found");
    const cursor = await instance.inject({ url: "/api/v1/projects?cursor=abc", headers: { authorization: key.authorization } });
    assert.equal(received.listProjects?.cursor, "abc");
    assert.equal(cursor.statusCode, 400);
    assert.equal(cursor.json().code, "invalid_cursor");
    assert.deepEqual(cursor.json().errors, [{ pointer: "/query/cursor", message: "is not a cursor of this list" }]);
  });

  it("writes every unset member as null, at any depth", () => {
    const message = { a: undefined, b: [{ c: undefined, d: 1 }, 2], e: { f: { g: undefined } }, h: null, i: "" };
    assert.equal(JSON.stringify(withNulls(message)), '{"a":null,"b":[{"c":null,"d":1},2],"e":{"f":{"g":null}},"h":null,"i":""}');
  });

  it("an operation of a service that is not deployed is 501 before validation", async () => {
    const key = await fixture.keyFor("ai");
    const response = await (await app()).inject({
      method: "POST",
      url: "/api/v1/ai/generate-plan",
      headers: { authorization: key.authorization },
      payload: { not: "validated" },
    });
    assert.equal(response.statusCode, 501);
    assert.equal(response.json().code, "not_implemented");
  });
});
