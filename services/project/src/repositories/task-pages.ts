import type { PagesStatement } from "./batched-pages.js";

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

/** ListTasks, the second-hottest read: every page of a batch walks tasks_page_idx on its own. */
export const TASK_PAGES: PagesStatement<TaskPageQuery> = {
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
  columns: [
    (query) => query.workspaceId,
    (query) => query.projectId,
    (query) => query.phaseId,
    (query) => query.checked,
    (query) => query.after?.ordinal ?? null,
    (query) => query.after?.id ?? null,
    (query) => query.fetch,
  ],
};
