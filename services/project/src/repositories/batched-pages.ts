import { type PgPool, TurnBatcher } from "@planner/shared";

/**
 * A page query whose text unnests one array parameter per column of `columns` (in order)
 * `WITH ORDINALITY AS k(..., n)` and selects `k.n::integer AS batch_index` with each row of
 * that query's page (a LATERAL subquery per query row).
 */
export interface PagesStatement<Query> {
  name: string;
  text: string;
  columns: ((query: Query) => unknown)[];
}

/**
 * Reads pages of a list, coalescing the page reads of one event-loop turn into one prepared
 * query: under load many list calls (and batch items) arrive together, and one round trip
 * answers all of them, which saves Postgres and this process the per-query work (parse,
 * plan, a network write each). A lone read waits only for the end of the current turn.
 */
export class BatchedPages<Query, Row extends object> {
  private readonly batcher: TurnBatcher<Query, Row[]>;

  constructor(
    private readonly pool: PgPool,
    private readonly statement: PagesStatement<Query>,
    maxBatch = 200,
  ) {
    this.batcher = new TurnBatcher((queries) => this.readAll(queries), maxBatch);
  }

  read(query: Query): Promise<Row[]> {
    return this.batcher.submit(query);
  }

  private async readAll(queries: Query[]) {
    const result = await this.pool.query<Row & { batch_index: number }>({
      name: this.statement.name,
      text: this.statement.text,
      values: this.statement.columns.map((column) => queries.map(column)),
    });
    const pages: Row[][] = queries.map(() => []);
    for (const row of result.rows) {
      const index = row.batch_index;
      delete (row as { batch_index?: number }).batch_index;
      pages[index - 1]?.push(row);
    }
    return pages.map((rows) => ({ ok: true as const, value: rows }));
  }
}
