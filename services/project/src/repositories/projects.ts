import { type EffectRecorder, notFound, type PgPool, type Transaction, toPage } from "@planner/shared";
import type { Plan, Project } from "@planner/shared/gen/planner/project/v1/project.js";
import type { OutboxEvent } from "../domain/events.js";
import type { PlanRows } from "../domain/plan.js";
import type { BatchedLookup } from "./batched-lookup.js";
import type { BatchedPages } from "./batched-pages.js";
import { sqlRunner } from "./idempotency.js";
import { decodeTimeCursor, type Page, timePosition } from "./keyset.js";
import { toBudget, toComplianceItem, toPhase, toProject, toRisk, toStakeholder, toTask } from "./mappers.js";
import type { Models, ProjectModel } from "./models.js";
import { planFromRows, STORE_PLAN_SQL, storePlanParams } from "./plan-store.js";
import type { ProjectPageQuery } from "./project-pages.js";

export class ProjectRepository {
  constructor(
    private readonly models: Models,
    private readonly lookup: BatchedLookup<ProjectModel>,
    private readonly pages: BatchedPages<ProjectPageQuery, ProjectModel>,
    private readonly pool: PgPool,
    /** Called after a commit that wrote events (wakes the outbox relay). */
    private readonly onEventsCommitted: () => void,
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
   * Stores a validated plan, together with the events `eventsFor` derives from the stored
   * plan (project.created, task.created, risk.added), in one statement (see plan-store.ts);
   * with an idempotency recorder, inside the recorder's transaction.
   */
  async createFromPlan(rows: PlanRows, eventsFor: (plan: Plan) => OutboxEvent[], recorder?: EffectRecorder<Plan>): Promise<Plan> {
    const now = new Date();
    const plan = planFromRows(rows, now);
    const events = eventsFor(plan);
    const values = storePlanParams(rows, events, now);
    if (!recorder) {
      await this.pool.query({ name: "store-plan", text: STORE_PLAN_SQL, values });
    } else {
      const m = this.models;
      await m.sequelize.transaction(async (transaction) => {
        const sql = sqlRunner(m.sequelize, transaction);
        await recorder.begin(sql);
        await m.sequelize.query(STORE_PLAN_SQL, { bind: values, transaction });
        await recorder.end(sql, plan);
      });
    }
    if (events.length > 0) this.onEventsCommitted();
    return plan;
  }
}
