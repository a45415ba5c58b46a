import type { PagesStatement } from "./batched-pages.js";

/** One page of a workspace's projects, newest first; null means "no filter" / "first page". */
export interface ProjectPageQuery {
  workspaceId: string;
  status: string | null;
  createdSince: Date | null;
  updatedSince: Date | null;
  before: { createdAt: Date; id: string } | null;
  /** Rows to read (the page size plus one, to tell whether there is more). */
  fetch: number;
}

/**
 * ListProjects, the polling read of no-code triggers: every page of a batch walks
 * projects_page_idx (workspace_id, created_at DESC, id DESC) on its own.
 */
export const PROJECT_PAGES: PagesStatement<ProjectPageQuery> = {
  name: "list-project-pages",
  text: `SELECT k.n::integer AS batch_index, p.*
    FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::integer[])
      WITH ORDINALITY AS k(workspace_id, status, created_since, updated_since, before_created_at, before_id, row_limit, n)
    CROSS JOIN LATERAL (
      SELECT * FROM projects
      WHERE projects.workspace_id = k.workspace_id
        AND (k.status IS NULL OR projects.status = k.status)
        AND (k.created_since IS NULL OR projects.created_at >= k.created_since)
        AND (k.updated_since IS NULL OR projects.updated_at >= k.updated_since)
        AND (k.before_created_at IS NULL OR (projects.created_at, projects.id) < (k.before_created_at, k.before_id))
      ORDER BY projects.created_at DESC, projects.id DESC
      LIMIT k.row_limit
    ) p
    ORDER BY k.n, p.created_at DESC, p.id DESC`,
  columns: [
    (query) => query.workspaceId,
    (query) => query.status,
    (query) => query.createdSince,
    (query) => query.updatedSince,
    (query) => query.before?.createdAt ?? null,
    (query) => query.before?.id ?? null,
    (query) => query.fetch,
  ],
};
