import { notFound, Op, QueryTypes, type Transaction, toPage, type WhereOptions } from "@planner/shared";
import type { Plan, Project, ProjectCounts } from "@planner/shared/gen/planner/project/v1/project.js";
import type { OutboxEvent } from "../domain/events.js";
import type { PlanRows } from "../domain/plan.js";
import { decodeTimeCursor, type Page, timePosition } from "./keyset.js";
import { EMPTY_COUNTS, toBudget, toComplianceItem, toPhase, toProject, toRisk, toStakeholder, toTask } from "./mappers.js";
import type { Models, ProjectModel } from "./models.js";
import type { OutboxRepository } from "./outbox.js";

interface CountRow {
  id: string;
  phases: string;
  tasks: string;
  tasks_done: string;
  risks: string;
  stakeholders: string;
  compliance_items: string;
  documents: string;
}

// One round trip for the counts of a page of projects; every sub-select uses a
// (workspace_id, project_id, ...) index.
const COUNTS_SQL = `
SELECT p.id,
  (SELECT count(*) FROM phases x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id) AS phases,
  (SELECT count(*) FROM tasks x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id) AS tasks,
  (SELECT count(*) FROM tasks x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id AND x.checked) AS tasks_done,
  (SELECT count(*) FROM risks x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id) AS risks,
  (SELECT count(*) FROM stakeholders x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id) AS stakeholders,
  (SELECT count(*) FROM compliance_items x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id) AS compliance_items,
  (SELECT count(*) FROM documents x WHERE x.workspace_id = p.workspace_id AND x.project_id = p.id) AS documents
FROM projects p
WHERE p.workspace_id = $1 AND p.id = ANY($2::text[])`;

// The project row and its counts together (GetProject).
const PROJECT_WITH_COUNTS_SQL = COUNTS_SQL.replace("SELECT p.id,", "SELECT p.*,");

function countsOf(row: CountRow): ProjectCounts {
  return {
    phases: Number(row.phases),
    tasks: Number(row.tasks),
    tasks_done: Number(row.tasks_done),
    risks: Number(row.risks),
    stakeholders: Number(row.stakeholders),
    compliance_items: Number(row.compliance_items),
    documents: Number(row.documents),
  };
}

export class ProjectRepository {
  constructor(
    private readonly models: Models,
    private readonly outbox: OutboxRepository,
  ) {}

  /** Newest first: (created_at desc, id desc), optionally one status. */
  async list(workspaceId: string, options: { limit: number; cursor?: string; status?: string }): Promise<Page<Project>> {
    const after = decodeTimeCursor(options.cursor);
    const where: WhereOptions = { workspace_id: workspaceId };
    const conditions: WhereOptions[] = [where];
    if (options.status) conditions.push({ status: options.status });
    if (after) {
      conditions.push({
        [Op.or]: [{ created_at: { [Op.lt]: after.value } }, { created_at: after.value, id: { [Op.lt]: after.id } }],
      });
    }
    const rows = await this.models.Project.findAll({
      where: { [Op.and]: conditions },
      order: [
        ["created_at", "DESC"],
        ["id", "DESC"],
      ],
      limit: options.limit + 1,
      raw: true,
    });
    const page = toPage(rows, options.limit, (row) => timePosition(row.created_at, row.id));
    const counts = await this.counts(
      workspaceId,
      page.data.map((row) => row.id),
    );
    return { ...page, data: page.data.map((row) => toProject(row, counts.get(row.id))) };
  }

  /** The project with its counts in one round trip (the hottest read of the API). */
  async get(workspaceId: string, id: string, transaction?: Transaction): Promise<Project> {
    const [row] = await this.models.sequelize.query<ProjectModel & CountRow>(PROJECT_WITH_COUNTS_SQL, {
      bind: [workspaceId, [id]],
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!row) throw notFound("project");
    return toProject(row, countsOf(row));
  }

  /** The project row or NOT_FOUND (another workspace's project does not exist for the caller). */
  async find(workspaceId: string, id: string, transaction?: Transaction): Promise<ProjectModel> {
    const row = await this.models.Project.findOne({ where: { workspace_id: workspaceId, id }, transaction, raw: true });
    if (!row) throw notFound("project");
    return row;
  }

  /** NOT_FOUND unless the workspace has this project (reads of its parts check this first). */
  async requireExists(workspaceId: string, id: string): Promise<void> {
    const row = await this.models.Project.findOne({ where: { workspace_id: workspaceId, id }, attributes: ["id"], raw: true });
    if (!row) throw notFound("project");
  }

  async counts(workspaceId: string, ids: string[], transaction?: Transaction): Promise<Map<string, ProjectCounts>> {
    const result = new Map<string, ProjectCounts>();
    if (ids.length === 0) return result;
    const rows = await this.models.sequelize.query<CountRow>(COUNTS_SQL, {
      bind: [workspaceId, ids],
      type: QueryTypes.SELECT,
      transaction,
    });
    for (const row of rows) result.set(row.id, countsOf(row));
    return result;
  }

  /** The whole plan of a stored project: the same shape CreateProjectFromPlan accepts. */
  async getPlan(workspaceId: string, id: string, transaction?: Transaction): Promise<Plan> {
    const m = this.models;
    const projectRow = await this.find(workspaceId, id, transaction);
    const scope = { where: { workspace_id: workspaceId, project_id: id }, transaction, raw: true };
    // One query after the other: they may share the caller's transaction (one connection).
    const phases = await m.Phase.findAll({ ...scope, order: [["position", "ASC"]] });
    const tasks = await m.Task.findAll({ ...scope, order: [["ordinal", "ASC"]] });
    const risks = await m.Risk.findAll({ ...scope, order: [["position", "ASC"]] });
    const budget = await m.Budget.findOne(scope);
    const lines = budget
      ? await m.BudgetLine.findAll({
          where: { workspace_id: workspaceId, budget_id: budget.id },
          order: [["position", "ASC"]],
          transaction,
          raw: true,
        })
      : [];
    const compliance = await m.ComplianceItem.findAll({ ...scope, order: [["position", "ASC"]] });
    const stakeholders = await m.Stakeholder.findAll({ ...scope, order: [["position", "ASC"]] });
    const counts = await this.counts(workspaceId, [id], transaction);
    return {
      project: toProject(projectRow, counts.get(id) ?? EMPTY_COUNTS),
      phases: phases.map((phase) => ({
        ...toPhase(phase),
        tasks: tasks.filter((task) => task.phase_id === phase.id).map(toTask),
      })),
      risks: risks.map(toRisk),
      budget: budget ? toBudget(budget, lines) : undefined,
      compliance: compliance.map(toComplianceItem),
      stakeholders: stakeholders.map(toStakeholder),
    };
  }

  /**
   * Stores a validated plan in one transaction, together with the events `eventsFor`
   * derives from the stored plan (project.created, task.created, risk.added).
   */
  async createFromPlan(rows: PlanRows, eventsFor: (plan: Plan) => OutboxEvent[]): Promise<Plan> {
    const m = this.models;
    return m.sequelize.transaction(async (transaction) => {
      await m.Project.create(rows.project, { transaction });
      await m.Phase.bulkCreate(rows.phases, { transaction });
      if (rows.tasks.length > 0) await m.Task.bulkCreate(rows.tasks, { transaction });
      if (rows.risks.length > 0) await m.Risk.bulkCreate(rows.risks, { transaction });
      await m.Budget.create(rows.budget, { transaction });
      if (rows.budgetLines.length > 0) await m.BudgetLine.bulkCreate(rows.budgetLines, { transaction });
      if (rows.compliance.length > 0) await m.ComplianceItem.bulkCreate(rows.compliance, { transaction });
      if (rows.stakeholders.length > 0) await m.Stakeholder.bulkCreate(rows.stakeholders, { transaction });
      const plan = await this.getPlan(rows.project.workspace_id, rows.project.id, transaction);
      await this.outbox.append(eventsFor(plan), transaction);
      return plan;
    });
  }
}
