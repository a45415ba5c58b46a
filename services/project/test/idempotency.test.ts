import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";
import {
  createSequelize,
  type IdempotencyClaim,
  idempotencyMetadata,
  idempotencyRecords,
  problemFromGrpc,
  QueryTypes,
  type Sequelize,
  status,
  wasReplayed,
} from "@planner/shared";
import { CreateProjectFromPlanRequest, ListProjectsRequest } from "@planner/shared/gen/planner/project/v1/project.js";
import { expectGrpcError, newWorkspace, samplePlan, startTestService, type TestService } from "./helpers.js";

const claim = (key: string, body: string): IdempotencyClaim => ({
  key: `key_test:${createHash("sha256").update(key).digest("hex")}`,
  fingerprint: createHash("sha256").update(body).digest("hex"),
});

describe("idempotency records: an effect applies once per key", () => {
  let service: TestService;
  let sequelize: Sequelize;

  before(async () => {
    service = await startTestService({ label: "idem" });
    // One connection: the search path set below holds for every statement.
    sequelize = createSequelize(service.db.url, { applicationName: "idempotency-test", poolMax: 1 });
    await sequelize.query(`SET search_path TO "${service.config.dbSchema}"`);
  });
  after(async () => {
    await sequelize?.close();
    await service?.close();
  });

  const create = (workspaceId: string, given: IdempotencyClaim) => {
    let replayed = false;
    const answer = service.client
      .createProjectFromPlan(CreateProjectFromPlanRequest.fromPartial({ workspace_id: workspaceId, plan: samplePlan() }), {
        timeoutMs: 10_000,
        metadata: idempotencyMetadata(given),
        onMetadata: (metadata) => {
          replayed ||= wasReplayed(metadata);
        },
      })
      .then((plan) => ({ id: plan.project?.id, replayed }));
    return answer;
  };
  const projectCount = async (workspaceId: string) =>
    (await service.client.listProjects(ListProjectsRequest.fromPartial({ workspace_id: workspaceId, limit: 100 }), { timeoutMs: 10_000 }))
      .data.length;

  it("concurrent calls with one key create one project and all answer it; another request under the key is refused", async () => {
    const workspaceId = newWorkspace();
    const given = claim("concurrent", "body-1");
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(workspaceId, given)));
    assert.equal(await projectCount(workspaceId), 1);
    assert.equal(new Set(answers.map((answer) => answer.id)).size, 1, "every call answers the same project");
    assert.equal(answers.filter((answer) => !answer.replayed).length, 1, "one call applied it, the others are replays");

    const error = await expectGrpcError(create(workspaceId, claim("concurrent", "body-2")), status.ABORTED);
    assert.equal(problemFromGrpc(error).code, "idempotency_conflict");
    assert.equal(await projectCount(workspaceId), 1);
  });

  it("the same key in another workspace is another record", async () => {
    const given = claim("shared-text", "body");
    const first = await create(newWorkspace(), given);
    const second = await create(newWorkspace(), given);
    assert.notEqual(first.id, second.id);
    assert.equal(second.replayed, false);
  });

  it("purges records older than the retention and keeps younger ones", async () => {
    const run = <R extends object>(sql: string, params: unknown[]) => sequelize.query<R>(sql, { bind: params, type: QueryTypes.SELECT });
    const workspaceId = newWorkspace();
    await run(
      `INSERT INTO idempotency_records (workspace_id, idempotency_key, fingerprint, operation, response, created_at)
       VALUES ($1, 'old', 'f', 'UpdateTask', '\\x00', now() - interval '49 hours'),
              ($1, 'young', 'f', 'UpdateTask', '\\x00', now() - interval '47 hours')`,
      [workspaceId],
    );
    assert.ok((await idempotencyRecords.purge(run)) >= 1);
    const left = await run<{ idempotency_key: string }>("SELECT idempotency_key FROM idempotency_records WHERE workspace_id = $1", [
      workspaceId,
    ]);
    assert.deepEqual(
      left.map((row) => row.idempotency_key),
      ["young"],
    );
  });
});
