import { type Model, type ModelStatic, notFound, Op, toPage, type WhereOptions } from "@planner/shared";
import type { Budget, ComplianceItem, Phase, Risk, Stakeholder, Task } from "@planner/shared/gen/planner/project/v1/project.js";
import type { BatchedPages } from "./batched-pages.js";
import { decodeOrdinalCursor, ordinalPosition, type Page } from "./keyset.js";
import { toBudget, toComplianceItem, toPhase, toRisk, toStakeholder, toTask } from "./mappers.js";
import type { Models, TaskModel } from "./models.js";
import type { ProjectRepository } from "./projects.js";
import type { TaskPageQuery } from "./task-pages.js";

export interface PartsQuery {
  workspaceId: string;
  projectId: string;
  limit: number;
  cursor?: string;
}

/**
 * Keyset query over a project's parts in plan order (position, then id). Parts of
 * a plan are created in one transaction, so plan order is also creation order, and it is
 * the order a reader expects (phase 1 before phase 2).
 */
function positionOrder(query: PartsQuery) {
  const after = decodeOrdinalCursor(query.cursor);
  const conditions: WhereOptions[] = [{ workspace_id: query.workspaceId, project_id: query.projectId }];
  if (after) {
    conditions.push({ [Op.or]: [{ position: { [Op.gt]: after.value } }, { position: after.value, id: { [Op.gt]: after.id } }] });
  }
  return {
    where: { [Op.and]: conditions },
    order: [
      ["position", "ASC"],
      ["id", "ASC"],
    ] as [string, string][],
    limit: query.limit + 1,
    // Plain rows: the mappers read columns by name; model instances would only cost CPU.
    raw: true,
  };
}

/** Read access to the parts of a project; a project of another workspace is NOT_FOUND. */
export class PartsRepository {
  constructor(
    private readonly models: Models,
    private readonly projects: ProjectRepository,
    private readonly taskPages: BatchedPages<TaskPageQuery, TaskModel>,
  ) {}

  listPhases(query: PartsQuery): Promise<Page<Phase>> {
    return this.listInPlanOrder(this.models.Phase, query, toPhase);
  }

  async listTasks(query: PartsQuery & { phaseId?: string; checked?: boolean }): Promise<Page<Task>> {
    const after = decodeOrdinalCursor(query.cursor);
    // ListTasks, the second-hottest read: the page reads of one turn share one query.
    const rows = await this.taskPages.read({
      workspaceId: query.workspaceId,
      projectId: query.projectId,
      phaseId: query.phaseId || null,
      checked: query.checked ?? null,
      after: after ? { ordinal: after.value, id: after.id } : null,
      fetch: query.limit + 1,
    });
    await this.requireProjectIfEmpty(rows, query);
    const page = toPage(rows, query.limit, (row) => ordinalPosition(row.ordinal, row.id));
    return { ...page, data: page.data.map(toTask) };
  }

  listRisks(query: PartsQuery): Promise<Page<Risk>> {
    return this.listInPlanOrder(this.models.Risk, query, toRisk);
  }

  listComplianceItems(query: PartsQuery): Promise<Page<ComplianceItem>> {
    return this.listInPlanOrder(this.models.ComplianceItem, query, toComplianceItem);
  }

  listStakeholders(query: PartsQuery): Promise<Page<Stakeholder>> {
    return this.listInPlanOrder(this.models.Stakeholder, query, toStakeholder);
  }

  async getBudget(workspaceId: string, projectId: string): Promise<Budget> {
    await this.projects.requireExists(workspaceId, projectId);
    const budget = await this.models.Budget.findOne({ where: { workspace_id: workspaceId, project_id: projectId }, raw: true });
    if (!budget) throw notFound("budget");
    const lines = await this.models.BudgetLine.findAll({
      where: { workspace_id: workspaceId, budget_id: budget.id },
      order: [["position", "ASC"]],
      raw: true,
    });
    return toBudget(budget, lines);
  }

  /**
   * A part row proves its project exists in the workspace (the foreign key holds both), so
   * only an empty page needs the lookup that tells "no such project" from "nothing here":
   * a read of a non-empty page is one query instead of two in a row.
   */
  private async requireProjectIfEmpty(rows: readonly unknown[], query: PartsQuery): Promise<void> {
    if (rows.length === 0) await this.projects.requireExists(query.workspaceId, query.projectId);
  }

  /** A page of a project's parts ordered by (position, id). */
  private async listInPlanOrder<Row extends { id: string; position: number }, Out>(
    model: ModelStatic<Row & Model>,
    query: PartsQuery,
    toOutput: (row: Row) => Out,
  ): Promise<Page<Out>> {
    const rows: Row[] = await model.findAll(positionOrder(query));
    await this.requireProjectIfEmpty(rows, query);
    const page = toPage(rows, query.limit, (row) => ordinalPosition(row.position, row.id));
    return { ...page, data: page.data.map(toOutput) };
  }
}
