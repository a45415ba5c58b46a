import assert from "node:assert/strict";
import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createPgPool, createSequelize, migrate, type PgPool } from "@planner/shared";
import { AddDocumentRequest, GetProjectRequest, type Plan, UpdateTaskRequest } from "@planner/shared/gen/planner/project/v1/project.js";
import { createTestDatabase } from "@planner/shared/testing";
import fc from "fast-check";
import { CALL, createProject, newWorkspace, samplePlan, startTestService, type TestService } from "./helpers.js";

const MIGRATIONS = fileURLToPath(new URL("../migrations", import.meta.url));

// What the counts must be: counted from the rows themselves.
const ACTUAL_COUNTS_SQL = `
SELECT p.id,
  p.phase_count, (SELECT count(*)::int FROM phases x WHERE x.project_id = p.id) AS phases,
  p.task_count, (SELECT count(*)::int FROM tasks x WHERE x.project_id = p.id) AS tasks,
  p.task_done_count, (SELECT count(*)::int FROM tasks x WHERE x.project_id = p.id AND x.checked) AS tasks_done,
  p.risk_count, (SELECT count(*)::int FROM risks x WHERE x.project_id = p.id) AS risks,
  p.stakeholder_count, (SELECT count(*)::int FROM stakeholders x WHERE x.project_id = p.id) AS stakeholders,
  p.compliance_item_count, (SELECT count(*)::int FROM compliance_items x WHERE x.project_id = p.id) AS compliance_items,
  p.document_count, (SELECT count(*)::int FROM documents x WHERE x.project_id = p.id) AS documents
FROM projects p ORDER BY p.id`;

interface CountsRow {
  id: string;
  phase_count: number;
  phases: number;
  task_count: number;
  tasks: number;
  task_done_count: number;
  tasks_done: number;
  risk_count: number;
  risks: number;
  stakeholder_count: number;
  stakeholders: number;
  compliance_item_count: number;
  compliance_items: number;
  document_count: number;
  documents: number;
}

function assertCountsMatchRows(rows: CountsRow[]): void {
  assert.ok(rows.length > 0);
  for (const row of rows) {
    assert.deepEqual(
      [
        row.phase_count,
        row.task_count,
        row.task_done_count,
        row.risk_count,
        row.stakeholder_count,
        row.compliance_item_count,
        row.document_count,
      ],
      [row.phases, row.tasks, row.tasks_done, row.risks, row.stakeholders, row.compliance_items, row.documents],
      `counts of ${row.id}`,
    );
  }
}

describe("project counts kept by triggers", () => {
  let service: TestService;
  let pool: PgPool;

  before(async () => {
    service = await startTestService({ label: "counts" });
    pool = createPgPool(service.db.url, { applicationName: "counts-test", schema: service.config.dbSchema, max: 2 });
  });

  after(async () => {
    await pool?.end();
    await service?.close();
  });

  const create = (ws: string, plan: Plan): Promise<Plan> => createProject(service, ws, plan);

  it("equal the rows after any mix of concurrent task checks and document adds (property)", async () => {
    const ws = newWorkspace();
    const projects = await Promise.all([
      create(ws, samplePlan({ phases: 2, tasksPerPhase: 3 })),
      create(ws, samplePlan({ phases: 1, tasksPerPhase: 4 })),
    ]);
    const tasks = projects.flatMap((plan) => plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id)));
    const projectIds = projects.map((plan) => plan.project?.id ?? "");
    const change = fc.oneof(
      fc.record({ task: fc.nat(tasks.length - 1), checked: fc.boolean() }),
      fc.record({ document: fc.nat(projectIds.length - 1) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        // All at once: the triggers run under concurrent transactions on the same project rows.
        await Promise.all(
          changes.map((item) =>
            "task" in item
              ? service.client.updateTask(
                  UpdateTaskRequest.fromPartial({
                    workspace_id: ws,
                    id: tasks[item.task],
                    checked: item.checked,
                    update_mask: ["checked"],
                  }),
                  CALL,
                )
              : service.client.addDocument(
                  AddDocumentRequest.fromPartial({
                    workspace_id: ws,
                    project_id: projectIds[item.document],
                    title: "Notiz",
                    kind: "note",
                    body: "Text",
                  }),
                  CALL,
                ),
          ),
        );
        const rows = (await pool.query<CountsRow>(ACTUAL_COUNTS_SQL)).rows;
        assertCountsMatchRows(rows);
        const project = await service.client.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: projectIds[0] }), CALL);
        const row = rows.find((counted) => counted.id === projectIds[0]);
        assert.deepEqual(project.counts, {
          phases: row?.phases,
          tasks: row?.tasks,
          tasks_done: row?.tasks_done,
          risks: row?.risks,
          stakeholders: row?.stakeholders,
          compliance_items: row?.compliance_items,
          documents: row?.documents,
        });
      }),
      { numRuns: 15 },
    );
  });

  it("go when the project goes (cascading delete leaves no counter behind)", async () => {
    const ws = newWorkspace();
    const plan = await create(ws, samplePlan({ phases: 1, tasksPerPhase: 2 }));
    await pool.query("DELETE FROM projects WHERE id = $1", [plan.project?.id]);
    const left = await pool.query("SELECT 1 FROM tasks WHERE project_id = $1", [plan.project?.id]);
    assert.equal(left.rowCount, 0);
    assertCountsMatchRows((await pool.query<CountsRow>(ACTUAL_COUNTS_SQL)).rows);
  });
});

describe("counts migration", () => {
  it("fills the counters of projects stored before they existed", async () => {
    const db = await createTestDatabase("counts_migration");
    const sequelize = createSequelize(db.url, { applicationName: "counts-migration-test" });
    const firstOnly = await mkdtemp(join(tmpdir(), "planner-migrations-"));
    try {
      await copyFile(join(MIGRATIONS, "001_plan_model.sql"), join(firstOnly, "001_plan_model.sql"));
      assert.deepEqual(await migrate(sequelize, "project", firstOnly), ["001_plan_model.sql"]);
      await sequelize.query(`
        SET search_path TO project;
        INSERT INTO projects (id, workspace_id, title, locale, country, company_size) VALUES ('p1', 'w1', 'Alt', 'de', 'DE', 'small');
        INSERT INTO phases (id, workspace_id, project_id, name, position) VALUES ('ph1', 'w1', 'p1', 'Eins', 1), ('ph2', 'w1', 'p1', 'Zwei', 2);
        INSERT INTO tasks (id, workspace_id, project_id, phase_id, title, checked, status, ordinal, position)
          VALUES ('t1', 'w1', 'p1', 'ph1', 'A', true, 'done', 1, 1), ('t2', 'w1', 'p1', 'ph1', 'B', false, 'open', 2, 2),
                 ('t3', 'w1', 'p1', 'ph2', 'C', false, 'open', 3, 1);
        INSERT INTO documents (id, workspace_id, project_id, title, kind, body) VALUES ('d1', 'w1', 'p1', 'Notiz', 'note', 'Text');
        RESET search_path;`);
      // Every later migration runs over the old rows, in name order.
      const later = (await readdir(MIGRATIONS)).filter((file) => file.endsWith(".sql") && file !== "001_plan_model.sql").sort();
      assert.ok(later.includes("002_project_counts.sql"));
      assert.deepEqual(await migrate(sequelize, "project", MIGRATIONS), later);
      const [rows] = await sequelize.query(
        "SELECT phase_count, task_count, task_done_count, risk_count, document_count FROM project.projects WHERE id = 'p1'",
      );
      assert.deepEqual(rows, [{ phase_count: 2, task_count: 3, task_done_count: 1, risk_count: 0, document_count: 1 }]);
    } finally {
      await rm(firstOnly, { recursive: true, force: true });
      await sequelize.close();
      await db.drop();
    }
  });
});
