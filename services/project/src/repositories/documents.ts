import { type EffectRecorder, newId, QueryTypes, type Transaction, toPage } from "@planner/shared";
import type { Document, SearchHit } from "@planner/shared/gen/planner/project/v1/project.js";
import { excerpt, HIGHLIGHT_END, HIGHLIGHT_START, prefixQuery, snippetHtml } from "../domain/text.js";
import { sqlRunner } from "./idempotency.js";
import { decodeTimeCursor, type Page, timePosition } from "./keyset.js";
import { toDocument } from "./mappers.js";
import type { Models } from "./models.js";
import type { ProjectRepository } from "./projects.js";

interface DocumentHeadRow {
  id: string;
  project_id: string;
  title: string;
  kind: string;
  head: string;
  created_at: Date;
  updated_at: Date;
}

// List items carry an excerpt, never the body: only the head of the body leaves the database.
const HEAD_CHARS = 2_000;

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

// Ranks in SQL, highlights only the page that is returned (ts_headline is the costly part).
const SEARCH_SQL = `
WITH query AS (
  SELECT to_tsquery('simple', $2) || to_tsquery('simple', $3) AS q
), hits AS (
  SELECT d.id, ts_rank_cd(d.search, query.q, 1 | 32) AS rank
  FROM documents d, query
  WHERE d.workspace_id = $1 AND d.search @@ query.q AND ($4 = '' OR d.project_id = $4)
  ORDER BY rank DESC, d.id ASC
  LIMIT $5
)
SELECT d.id, d.project_id, d.title, d.kind, left(d.body, ${HEAD_CHARS}) AS head, d.created_at, d.updated_at, hits.rank,
  ts_headline('german', left(d.body, 100000), query.q, $6) AS headline_de,
  ts_headline('english', left(d.body, 100000), query.q, $6) AS headline_en
FROM hits JOIN documents d ON d.id = hits.id, query
ORDER BY hits.rank DESC, d.id ASC`;

export interface NewDocument {
  workspaceId: string;
  projectId: string;
  title: string;
  kind: string;
  body: string;
}

export class DocumentRepository {
  constructor(
    private readonly models: Models,
    private readonly projects: ProjectRepository,
  ) {}

  /** Oldest first, (created_at, id); optional project and kind filters; bodies only on request. */
  async list(options: {
    workspaceId: string;
    limit: number;
    cursor?: string;
    projectId?: string;
    kind?: string;
    includeBody?: boolean;
    createdSince?: Date;
  }): Promise<Page<Document>> {
    const after = decodeTimeCursor(options.cursor);
    const rows = await this.models.sequelize.query<DocumentHeadRow & { body?: string }>(
      `SELECT id, project_id, title, kind, left(body, ${HEAD_CHARS}) AS head, created_at, updated_at${options.includeBody ? ", body" : ""}
       FROM documents
       WHERE workspace_id = $1 AND ($2 = '' OR project_id = $2) AND ($3 = '' OR kind = $3)
         AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5))
         AND ($7::timestamptz IS NULL OR created_at >= $7)
       ORDER BY created_at DESC, id DESC
       LIMIT $6`,
      {
        bind: [
          options.workspaceId,
          options.projectId ?? "",
          options.kind ?? "",
          after?.value.toISOString() ?? null,
          after?.id ?? "",
          options.limit + 1,
          options.createdSince?.toISOString() ?? null,
        ],
        type: QueryTypes.SELECT,
      },
    );
    const page = toPage(rows, options.limit, (row) => timePosition(row.created_at, row.id));
    return {
      ...page,
      data: page.data.map((row) => toDocument(row, { excerpt: excerpt(row.head), body: options.includeBody ? row.body : undefined })),
    };
  }

  async listForProject(options: { workspaceId: string; projectId: string; limit: number; cursor?: string }): Promise<Page<Document>> {
    await this.projects.requireExists(options.workspaceId, options.projectId);
    return this.list(options);
  }

  /** Stores a document of an existing project of the workspace (NOT_FOUND otherwise). */
  async add(document: NewDocument, recorder?: EffectRecorder<Document>): Promise<Document> {
    await this.projects.requireExists(document.workspaceId, document.projectId);
    if (!recorder) return this.insert(document);
    const { sequelize } = this.models;
    return sequelize.transaction(async (transaction) => {
      const sql = sqlRunner(sequelize, transaction);
      await recorder.begin(sql);
      const added = await this.insert(document, transaction);
      await recorder.end(sql, added);
      return added;
    });
  }

  /** Inserts a document of a project the caller has checked (or locked, in its transaction). */
  async insert(document: NewDocument, transaction?: Transaction): Promise<Document> {
    const row = await this.models.Document.create(
      {
        id: newId("doc"),
        workspace_id: document.workspaceId,
        project_id: document.projectId,
        title: document.title,
        kind: document.kind,
        body: document.body,
      },
      { transaction },
    );
    return toDocument(row, { excerpt: excerpt(document.body.slice(0, HEAD_CHARS)) });
  }

  /**
   * Full-text search over German and English stems of title (weight A) and body (weight B),
   * ranked by ts_rank_cd, ties by id; snippets highlight matches with <mark>.
   */
  async search(options: { workspaceId: string; query: string; projectId?: string; limit: number }): Promise<{
    data: SearchHit[];
    has_more: boolean;
  }> {
    const { sequelize } = this.models;
    // Stem the query in both languages, then match each stem as a prefix (see prefixQuery).
    const [stems] = await sequelize.query<{ de: string; en: string }>(
      "SELECT websearch_to_tsquery('german', $1)::text AS de, websearch_to_tsquery('english', $1)::text AS en",
      { bind: [options.query], type: QueryTypes.SELECT },
    );
    const german = prefixQuery(stems?.de ?? "");
    const english = prefixQuery(stems?.en ?? "");
    if (german === "" && english === "") return { data: [], has_more: false };
    const rows = await sequelize.query<DocumentHeadRow & { rank: number; headline_de: string; headline_en: string }>(SEARCH_SQL, {
      bind: [options.workspaceId, german, english, options.projectId ?? "", options.limit + 1, HEADLINE_OPTIONS],
      type: QueryTypes.SELECT,
    });
    const hasMore = rows.length > options.limit;
    return {
      has_more: hasMore,
      data: rows.slice(0, options.limit).map((row) => {
        const headline =
          row.headline_de.includes(HIGHLIGHT_START) || !row.headline_en.includes(HIGHLIGHT_START) ? row.headline_de : row.headline_en;
        return {
          document: toDocument(row, { excerpt: excerpt(row.head) }),
          rank: Math.round(Number(row.rank) * 1e6) / 1e6,
          snippet: snippetHtml(headline),
        };
      }),
    };
  }
}
