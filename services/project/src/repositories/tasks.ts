import {
  type EffectRecorder,
  type EventEnvelope,
  newId,
  notFound,
  type PgPool,
  QueryTypes,
  type Transaction,
  traceHeaders,
} from "@planner/shared";
import type { Task } from "@planner/shared/gen/planner/project/v1/project.js";
import { buildEvent, type OutboxEvent, toEventData } from "../domain/events.js";
import { checkTransition, type PhaseStatus, type ProjectStatus, taskStatus } from "../domain/task-state.js";
import { sqlRunner } from "./idempotency.js";
import { toPhase, toTask } from "./mappers.js";
import type { Models } from "./models.js";
import type { OutboxRepository } from "./outbox.js";
import type { ProjectRepository } from "./projects.js";

/** The validated fields of a task change; `null` clears an optional field, absent leaves it. */
export interface TaskPatch {
  checked?: boolean;
  title?: string;
  priority?: string;
  due_date?: string | null;
  assignee?: string | null;
}

/** What `task_change` (migrations/008_task_change.sql) answers: the task in the API's shape and the events it wrote. */
interface ChangeRow {
  task: TaskJson;
  events: EventEnvelope[];
}

/** A task as the SQL function writes it: absent optional fields are null. */
type TaskJson = Omit<Task, "description" | "due_date" | "assignee"> & {
  description: string | null;
  due_date: string | null;
  assignee: string | null;
};

const CHANGE_SQL = "SELECT task, events FROM task_change($1, $2, $3, $4, $5)";
/** The same with the trace context its events carry (migrations/009_outbox_trace_headers.sql); only while tracing is on. */
const TRACED_CHANGE_SQL = "SELECT task, events FROM task_change($1, $2, $3, $4, $5, $6)";

/** The statement raised when an event would exceed the outbox cap (nothing was written). */
function isEventTooLarge(error: unknown): boolean {
  return error instanceof Error && error.message.includes("event_too_large");
}

function fromJson(task: TaskJson): Task {
  return {
    ...task,
    description: task.description ?? undefined,
    due_date: task.due_date ?? undefined,
    assignee: task.assignee ?? undefined,
  };
}

export class TaskRepository {
  constructor(
    private readonly models: Models,
    private readonly projects: ProjectRepository,
    private readonly outbox: OutboxRepository,
    private readonly pool: PgPool,
    /** Called after a change that wrote events committed (wakes the outbox relay). */
    private readonly onEventsCommitted: () => void,
  ) {}

  /**
   * Applies a task change and the state rules it triggers: one statement, `task_change`
   * (a function of migration 007 that keeps the rules described at `applyPatch`), so a
   * change is one round trip and one transaction. With an idempotency recorder the
   * statement runs inside the recorder's transaction. An event too large for the outbox
   * (a task or project with huge texts) makes the statement fail without writing; the
   * change then takes the general path below, which shortens the event.
   */
  async update(workspaceId: string, id: string, patch: TaskPatch, recorder?: EffectRecorder<Task>): Promise<Task> {
    try {
      const headers = traceHeaders();
      const params = changeParams(workspaceId, id, patch);
      if (headers) params.push(JSON.stringify(headers));
      if (!recorder) {
        const result = await this.pool.query<ChangeRow>(
          headers
            ? { name: "task-change-traced", text: TRACED_CHANGE_SQL, values: params }
            : { name: "task-change", text: CHANGE_SQL, values: params },
        );
        return this.answer(result.rows[0]);
      }
      const m = this.models;
      const row = await m.sequelize.transaction(async (transaction) => {
        const sql = sqlRunner(m.sequelize, transaction);
        await recorder.begin(sql);
        const [found] = await m.sequelize.query<ChangeRow>(headers ? TRACED_CHANGE_SQL : CHANGE_SQL, {
          bind: params,
          type: QueryTypes.SELECT,
          transaction,
        });
        if (found) await recorder.end(sql, fromJson(found.task));
        return found;
      });
      return this.answer(row);
    } catch (error) {
      if (!isEventTooLarge(error)) throw error;
      return this.updateGeneral(workspaceId, id, patch, recorder);
    }
  }

  private answer(row: ChangeRow | undefined): Task {
    if (!row) throw notFound("task");
    if (row.events.length > 0) this.onEventsCommitted();
    return fromJson(row.task);
  }

  /**
   * The general path: the same change as `task_change`, step by step through the models,
   * shortening oversized events (fitEnvelope).
   *
   * A change of `checked` locks the project row, then the phase row, then the task row
   * (always in this order, so concurrent changes cannot deadlock) and decides from the
   * values read under those locks: two concurrent requests that each check one of the last
   * two open tasks of a phase are serialised, and only the second sees the phase complete,
   * so `phase.completed` is written exactly once. Events go to the outbox in the same
   * transaction.
   */
  private async updateGeneral(workspaceId: string, id: string, patch: TaskPatch, recorder?: EffectRecorder<Task>): Promise<Task> {
    const m = this.models;
    return m.sequelize.transaction(async (transaction) => {
      const sql = sqlRunner(m.sequelize, transaction);
      await recorder?.begin(sql);
      const updated = await this.applyPatch(workspaceId, id, patch, transaction);
      await recorder?.end(sql, updated);
      return updated;
    });
  }

  private async applyPatch(workspaceId: string, id: string, patch: TaskPatch, transaction: Transaction): Promise<Task> {
    const m = this.models;
    const located = await m.Task.findOne({
      where: { workspace_id: workspaceId, id },
      attributes: ["project_id", "phase_id"],
      transaction,
    });
    if (!located) throw notFound("task");
    const changesState = patch.checked !== undefined;
    // NO KEY UPDATE: serialises the writers of a project without blocking inserts that only reference it (documents).
    const lock = transaction.LOCK.NO_KEY_UPDATE;
    const project = changesState
      ? await m.Project.findOne({ where: { workspace_id: workspaceId, id: located.project_id }, lock, transaction })
      : null;
    const phase = changesState
      ? await m.Phase.findOne({ where: { workspace_id: workspaceId, id: located.phase_id }, lock, transaction })
      : null;
    const task = await m.Task.findOne({ where: { workspace_id: workspaceId, id }, lock, transaction });
    if (!task || (changesState && (!project || !phase))) throw notFound("task");

    const previous = { checked: task.checked, status: task.status };
    if (patch.title !== undefined) task.title = patch.title;
    if (patch.priority !== undefined) task.priority = patch.priority;
    if (patch.due_date !== undefined) task.due_date = patch.due_date;
    if (patch.assignee !== undefined) task.assignee = patch.assignee;
    const checkedChanged = patch.checked !== undefined && patch.checked !== task.checked;
    if (checkedChanged && patch.checked !== undefined) {
      task.checked = patch.checked;
      task.status = taskStatus(patch.checked);
    }
    // Setting values a task already has changes nothing: no write, no event.
    if (!task.changed()) return toTask(task);
    await task.save({ transaction });

    const events: OutboxEvent[] = [];
    if (checkedChanged && project && phase) {
      const now = new Date();
      events.push(buildEvent("task.status_changed", workspaceId, project.id, { task: toEventData(toTask(task)), previous }, now));
      // Every phase of the project with its task counts, in one round trip under the locks.
      const phaseRows = await m.sequelize.query<{ id: string; status: string; total: string; done: string }>(
        `SELECT p.id, p.status,
           (SELECT count(*) FROM tasks t WHERE t.workspace_id = p.workspace_id AND t.phase_id = p.id) AS total,
           (SELECT count(*) FROM tasks t WHERE t.workspace_id = p.workspace_id AND t.phase_id = p.id AND t.checked) AS done
         FROM phases p WHERE p.workspace_id = $1 AND p.project_id = $2`,
        { bind: [workspaceId, project.id], type: QueryTypes.SELECT, transaction },
      );
      const own = phaseRows.find((row) => row.id === phase.id);
      const transition = checkTransition({
        phaseStatus: phase.status as PhaseStatus,
        projectStatus: project.status as ProjectStatus,
        phaseDone: Number(own?.done ?? 0),
        phaseTotal: Number(own?.total ?? 0),
        otherPhases: phaseRows.filter((row) => row.id !== phase.id).map((row) => row.status as PhaseStatus),
      });
      if (transition.phaseStatus !== phase.status) {
        phase.status = transition.phaseStatus;
        await phase.save({ transaction });
      }
      if (transition.projectStatus !== project.status) {
        project.status = transition.projectStatus;
        await project.save({ transaction });
      }
      if (transition.phaseCompleted) {
        events.push(buildEvent("phase.completed", workspaceId, project.id, { phase: toEventData(toPhase(phase)) }, now));
      }
      if (transition.projectCompleted) {
        const completed = await this.projects.get(workspaceId, project.id, transaction);
        events.push(buildEvent("project.completed", workspaceId, project.id, { project: toEventData(completed) }, now));
      }
    }
    await this.outbox.append(events, transaction);
    return toTask(task);
  }
}

/** The parameters of `task_change`: the patch as JSON (absent keys stay), the time and ids for up to three events. */
function changeParams(workspaceId: string, id: string, patch: TaskPatch): unknown[] {
  const now = Date.now();
  const ids = patch.checked === undefined ? [] : [newId("evt", now), newId("evt", now), newId("evt", now)];
  return [workspaceId, id, JSON.stringify(patch), new Date(now).toISOString(), ids];
}
