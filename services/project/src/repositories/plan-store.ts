import { traceHeaders } from "@planner/shared";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { OutboxEvent } from "../domain/events.js";
import type { PlanRows } from "../domain/plan.js";
import { toBudget, toComplianceItem, toPhase, toProject, toRisk, toStakeholder, toTask } from "./mappers.js";
import type {
  BudgetLineModel,
  BudgetModel,
  ComplianceItemModel,
  PhaseModel,
  ProjectModel,
  RiskModel,
  StakeholderModel,
  TaskModel,
} from "./models.js";

/**
 * A new plan in one statement: one multi-row insert per table and the outbox rows, each
 * from a JSON array parameter (`jsonb_populate_recordset`), as data-modifying CTEs of one
 * statement. The count triggers and foreign keys run at the statement's end, when every
 * row is there. The answer is built from the rows as written (the same mappers as a read),
 * so nothing is read back.
 */
const TIMES = ["created_at", "updated_at"];
const TABLES = [
  {
    table: "projects",
    columns: [
      "id",
      "workspace_id",
      "title",
      "description",
      "status",
      "locale",
      "country",
      "industry",
      "company_size",
      "timeline_weeks",
      "start_date",
      "end_date",
      "template_key",
      "activities",
      "absent_activities",
      "employees",
      ...TIMES,
    ],
  },
  {
    table: "phases",
    columns: ["id", "workspace_id", "project_id", "name", "description", "position", "status", "start_date", "end_date", ...TIMES],
  },
  {
    table: "tasks",
    columns: [
      "id",
      "workspace_id",
      "project_id",
      "phase_id",
      "title",
      "description",
      "checked",
      "status",
      "priority",
      "due_date",
      "assignee",
      "depends_on",
      "position",
      "ordinal",
      ...TIMES,
    ],
  },
  {
    table: "risks",
    columns: [
      "id",
      "workspace_id",
      "project_id",
      "title",
      "description",
      "likelihood",
      "impact",
      "mitigation",
      "owner",
      "position",
      ...TIMES,
    ],
  },
  { table: "budgets", columns: ["id", "workspace_id", "project_id", "currency", "total", "contingency", ...TIMES] },
  {
    table: "budget_lines",
    columns: ["id", "workspace_id", "budget_id", "project_id", "phase_id", "category", "label", "amount", "position", ...TIMES],
  },
  {
    table: "compliance_items",
    columns: [
      "id",
      "workspace_id",
      "project_id",
      "rule_id",
      "code",
      "title",
      "status",
      "notes",
      "due_date",
      "rule_status",
      "applies_from",
      "position",
      ...TIMES,
    ],
  },
  {
    table: "stakeholders",
    columns: ["id", "workspace_id", "project_id", "name", "role", "interest", "influence", "position", ...TIMES],
  },
  { table: "outbox", columns: ["id", "workspace_id", "project_id", "type", "payload", "headers"] },
] as const;

export const STORE_PLAN_SQL = `WITH ${TABLES.map(({ table, columns }, index) => {
  const list = columns.map((column) => `"${column}"`).join(", ");
  const from = `jsonb_populate_recordset(NULL::${table}, $${index + 1}::jsonb) WITH ORDINALITY AS r`;
  return `${table}_rows AS (INSERT INTO ${table} (${list}) SELECT ${list} FROM ${from} ORDER BY r.ordinality)`;
}).join(",\n")}
SELECT 1`;

/** The parameters of STORE_PLAN_SQL: each table's rows (with the creation time) as JSON. */
export function storePlanParams(rows: PlanRows, events: OutboxEvent[], now: Date): string[] {
  const stamp = { created_at: now, updated_at: now };
  const stamped = <T extends object>(list: T[]) => list.map((row) => ({ ...row, ...stamp }));
  const headers = traceHeaders() ?? null;
  const outbox = events.map(({ envelope, projectId }) => ({
    id: envelope.id,
    workspace_id: envelope.workspace_id,
    project_id: projectId,
    type: envelope.type,
    payload: envelope,
    headers,
  }));
  return [
    stamped([rows.project]),
    stamped(rows.phases),
    stamped(rows.tasks),
    stamped(rows.risks),
    stamped([rows.budget]),
    stamped(rows.budgetLines),
    stamped(rows.compliance),
    stamped(rows.stakeholders),
    outbox,
  ].map((list) => JSON.stringify(list));
}

const byPosition = <T extends { position: number }>(list: T[]) => [...list].sort((a, b) => a.position - b.position);

/** The stored plan as GetPlan reads it, built from the rows written at `now` (counts as the triggers keep them). */
export function planFromRows(rows: PlanRows, now: Date): Plan {
  const stamp = { created_at: now, updated_at: now };
  const project = {
    ...rows.project,
    ...stamp,
    phase_count: rows.phases.length,
    task_count: rows.tasks.length,
    task_done_count: rows.tasks.filter((task) => task.checked).length,
    risk_count: rows.risks.length,
    stakeholder_count: rows.stakeholders.length,
    compliance_item_count: rows.compliance.length,
    document_count: 0,
  } as unknown as ProjectModel;
  const tasks = [...rows.tasks].sort((a, b) => a.ordinal - b.ordinal).map((task) => ({ ...task, ...stamp }) as unknown as TaskModel);
  const lines = byPosition(rows.budgetLines).map((line) => ({ ...line, ...stamp }) as unknown as BudgetLineModel);
  return {
    project: toProject(project),
    phases: byPosition(rows.phases).map((phase) => ({
      ...toPhase({ ...phase, ...stamp } as unknown as PhaseModel),
      tasks: tasks.filter((task) => task.phase_id === phase.id).map(toTask),
    })),
    risks: byPosition(rows.risks).map((risk) => toRisk({ ...risk, ...stamp } as unknown as RiskModel)),
    budget: toBudget({ ...rows.budget, ...stamp } as unknown as BudgetModel, lines),
    compliance: byPosition(rows.compliance).map((item) => toComplianceItem({ ...item, ...stamp } as unknown as ComplianceItemModel)),
    stakeholders: byPosition(rows.stakeholders).map((person) => toStakeholder({ ...person, ...stamp } as unknown as StakeholderModel)),
  };
}
