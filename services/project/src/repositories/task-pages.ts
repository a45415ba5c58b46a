import { type PgPool, TurnBatcher } from "@planner/shared";
import type { TaskModel } from "./models.js";

/** One page of a project's tasks in plan order; null means "no filter" / "first page". */
export interface TaskPageQuery {
  workspaceId: string;
  projectId: string;
  phaseId: string | null;
  checked: boolean | null;
  after: { ordinal: number; id: string } | null;
  /** Rows to read (the page size plus one, to tell whether there is more). */
  fetch: number;
}

type PageRow = TaskModel & { batch_index: number };

// Every page of the batch walks tasks_page_idx on its own (a LATERAL subquery per query row);
// a null parameter means "no filter" / "first page".
const TASK_PAGES = {
  name: "list-task-pages",
  text: `SELECT k.n::integer AS batch_index, t.*
    FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::integer[], $6::text[], $7::integer[])
      WITH ORDINALITY AS k(workspace_id, project_id, phase_id, checked, after_ordinal, after_id, row_limit, n)
    CROSS JOIN LATERAL (
      SELECT * FROM tasks
      WHERE tasks.workspace_id = k.workspace_id AND tasks.project_id = k.project_id
        AND (k.phase_id IS NULL OR tasks.phase_id = k.phase_id)
        AND (k.checked IS NULL OR tasks.checked = k.checked)
        AND (k.after_ordinal IS NULL OR (tasks.ordinal, tasks.id) > (k.after_ordinal, k.after_id))
      ORDER BY tasks.ordinal, tasks.id
      LIMIT k.row_limit
    ) t
    ORDER BY k.n, t.ordinal, t.id`,
};

/**
 * Reads task pages, coalescing the page reads of one event-loop turn into one prepared query:
 * under load many ListTasks calls (and BatchListTasks items) arrive together, and one round
 * trip answers all of them, which saves Postgres and this process the per-query work.
 */
export class TaskPages {
  private readonly batcher: TurnBatcher<TaskPageQuery, TaskModel[]>;

  constructor(
    private readonly pool: PgPool,
    maxBatch = 200,
  ) {
    this.batcher = new TurnBatcher((queries) => this.readAll(queries), maxBatch);
  }

  read(query: TaskPageQuery): Promise<TaskModel[]> {
    return this.batcher.submit(query);
  }

  private async readAll(queries: TaskPageQuery[]) {
    const column = <T>(pick: (query: TaskPageQuery) => T) => queries.map(pick);
    const result = await this.pool.query<PageRow>({
      name: TASK_PAGES.name,
      text: TASK_PAGES.text,
      values: [
        column((query) => query.workspaceId),
        column((query) => query.projectId),
        column((query) => query.phaseId),
        column((query) => query.checked),
        column((query) => query.after?.ordinal ?? null),
        column((query) => query.after?.id ?? null),
        column((query) => query.fetch),
      ],
    });
    const pages: TaskModel[][] = queries.map(() => []);
    for (const { batch_index: index, ...row } of result.rows) pages[index - 1]?.push(row as TaskModel);
    return pages.map((rows) => ({ ok: true as const, value: rows }));
  }
}
