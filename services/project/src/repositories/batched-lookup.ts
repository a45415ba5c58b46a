import { type PgPool, TurnBatcher } from "@planner/shared";

interface Key {
  workspaceId: string;
  id: string;
}

/**
 * Looks rows up by (workspace_id, id), coalescing the lookups of one event-loop turn into
 * one prepared query. Under load many GetProject calls arrive together: one round trip
 * answers all of them, which saves Postgres and this process the per-query work.
 */
export class BatchedLookup<Row extends { workspace_id: string; id: string }> {
  private readonly batcher: TurnBatcher<Key, Row | undefined>;
  private readonly text: string;

  constructor(
    private readonly pool: PgPool,
    private readonly name: string,
    table: string,
    maxBatch = 200,
  ) {
    this.text = `SELECT t.* FROM unnest($1::text[], $2::text[]) AS k(workspace_id, id)
      JOIN ${table} t ON t.workspace_id = k.workspace_id AND t.id = k.id`;
    this.batcher = new TurnBatcher((keys) => this.findAll(keys), maxBatch);
  }

  find(workspaceId: string, id: string): Promise<Row | undefined> {
    return this.batcher.submit({ workspaceId, id });
  }

  private async findAll(keys: Key[]) {
    const values = [keys.map((key) => key.workspaceId), keys.map((key) => key.id)];
    const result = await this.pool.query<Row>({ name: this.name, text: this.text, values });
    const found = new Map<string, Row>();
    for (const row of result.rows) found.set(`${row.workspace_id}\u0000${row.id}`, row);
    return keys.map((key) => ({ ok: true as const, value: found.get(`${key.workspaceId}\u0000${key.id}`) }));
  }
}
