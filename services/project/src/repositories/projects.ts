import { type EffectRecorder, notFound, type Transaction, toPage } from "@planner/shared";
import type { Plan, Project } from "@planner/shared/gen/planner/project/v1/project.js";
import type { OutboxEvent } from "../domain/events.js";
import type { PlanRows } from "../domain/plan.js";
import type { BatchedLookup } from "./batched-lookup.js";
import type { BatchedPages } from "./batched-pages.js";
import { sqlRunner } from "./idempotency.js";
import { decodeTimeCursor, type Page, timePosition } from "./keyset.js";
import { toBudget, toComplianceItem, toPhase, toProject, toRisk, toStakeholder, toTask } from "./mappers.js";
import type { Models, ProjectModel } from "./models.js";
import type { OutboxRepository } from "./outbox.js";
import type { ProjectPageQuery } from "./project-pages.js";

export class ProjectRepository {
  constructor(
    private readonly models: Models,
    private readonly outbox: OutboxRepository,
    private readonly lookup: BatchedLookup<ProjectModel>,
    private readonly pages: BatchedPages<ProjectPageQuery, ProjectModel>,
  ) {}

  /** Newest first: (created_at desc, id desc), optionally one status and a created/updated lower bound. */
  async list(
    workspaceId: string,
    options: { limit: number; cursor?: string; status?: string; createdSince?: Date; updatedSince?: Date },
  ): Promise<Page<Project>> {
    const before = decodeTimeCursor(options.cursor);
    // The page reads of one turn share one query.
    const rows = await this.pages.read({
      workspaceId,
      status: options.status || null,
      createdSince: options.createdSince ?? null,
      updatedSince: options.updatedSince ?? null,
      before: before ? { createdAt: before.value, id: before.id } : null,
      fetch: options.limit + 1,
    });
    const page = toPage(rows, options.limit, (row) => timePosition(row.created_at, row.id));
    return { ...page, data: page.data.map(toProject) };
  }

  /**
   * The project with its counts, which the triggers keep on the row. The hottest read of the
   * API: a batched, prepared primary-key lookup; inside a transaction, the transaction's read.
   */
  async get(workspaceId: string, id: string, transaction?: Transaction): Promise<Project> {
    if (transaction) return toProject(await this.find(workspaceId, id, transaction));
    const row = await this.lookup.find(workspaceId, id);
    if (!row) throw notFound("project");
    return toProject(row);
  }

  /** The project row or NOT_FOUND (another workspace's project does not exist for the caller). */
  async find(workspaceId: string, id: string, transaction?: Transaction): Promise<ProjectModel> {
    const row = await this.models.Project.findOne({ where: { workspace_id: workspaceId, id }, transaction, raw: true });
    if (!row) throw notFound("project");
    return row;
  }

  /** NOT_FOUND unless the workspace has this project (reads of its parts check this first). */
  async requireExists(workspaceId: string, id: string): Promise<void> {
    if (!(await this.lookup.find(workspaceId, id))) throw notFound("project");
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
    return {
      project: toProject(projectRow),
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
  async createFromPlan(rows: PlanRows, eventsFor: (plan: Plan) => OutboxEvent[], recorder?: EffectRecorder<Plan>): Promise<Plan> {
    const m = this.models;
    return m.sequelize.transaction(async (transaction) => {
      const sql = sqlRunner(m.sequelize, transaction);
      await recorder?.begin(sql);
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
      await recorder?.end(sql, plan);
      return plan;
    });
  }
}
