import type { PgPool } from "@planner/shared";

interface Waiter<Row> {
  workspaceId: string;
  id: string;
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

/**
 * Looks rows up by (workspace_id, id), coalescing the lookups that arrive in the same turn
 * of the event loop into one prepared query. Under load many GetProject calls arrive
 * together: one round trip answers all of them, which saves Postgres and this process
 * the per-query work. A lone lookup waits for nothing but the end of the current turn.
 */
export class BatchedLookup<Row extends { workspace_id: string; id: string }> {
  private waiting: Waiter<Row>[] = [];
  private scheduled = false;

  constructor(
    private readonly pool: PgPool,
    private readonly name: string,
    table: string,
    private readonly maxBatch = 200,
  ) {
    this.text = `SELECT t.* FROM unnest($1::text[], $2::text[]) AS k(workspace_id, id)
      JOIN ${table} t ON t.workspace_id = k.workspace_id AND t.id = k.id`;
  }

  private readonly text: string;

  find(workspaceId: string, id: string): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ workspaceId, id, resolve, reject });
      if (this.waiting.length >= this.maxBatch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    const values = [batch.map((w) => w.workspaceId), batch.map((w) => w.id)];
    // Called from setImmediate: whatever goes wrong must reach the callers, never escape.
    Promise.resolve()
      .then(() => this.pool.query<Row>({ name: this.name, text: this.text, values }))
      .then(
        (result) => {
          const found = new Map<string, Row>();
          for (const row of result.rows) found.set(`${row.workspace_id}\u0000${row.id}`, row);
          for (const waiter of batch) waiter.resolve(found.get(`${waiter.workspaceId}\u0000${waiter.id}`));
        },
        (error: unknown) => {
          for (const waiter of batch) waiter.reject(error);
        },
      );
  }
}
