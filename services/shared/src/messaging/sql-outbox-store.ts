import type { OutboxClaim, OutboxStore } from "./outbox-relay.js";

/** Runs one statement on a pooled connection (autocommit) and returns its rows. */
export type SqlQuery = <Row extends object>(sql: string, params: unknown[]) => Promise<Row[]>;

/** An outbox row as stored: `payload` is whatever the table holds (jsonb comes back parsed). */
export interface StoredOutboxRow {
  seq: string;
  payload: unknown;
  /** The row's message headers (trace context) when the store reads a headers column. */
  headers?: Record<string, string> | null;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * `OutboxStore` over SQL tables of this shape (names are options):
 *
 *   CREATE TABLE outbox (seq bigserial PRIMARY KEY, payload jsonb NOT NULL, ...);
 *   CREATE TABLE outbox_lease (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL);
 *
 * The lease is one row: taken when absent or expired, renewed by its holder. Expiry is
 * judged by the database clock only, so replicas' clocks do not matter.
 */
export class SqlOutboxStore implements OutboxStore<StoredOutboxRow> {
  private readonly outboxTable: string;
  private readonly leaseTable: string;
  private readonly leaseName: string;
  private readonly headersColumn: string | undefined;

  constructor(
    private readonly query: SqlQuery,
    /** `headersColumn`: a jsonb column of message headers (e.g. the trace context) to publish with each row. */
    options: { outboxTable?: string; leaseTable?: string; leaseName?: string; headersColumn?: string } = {},
  ) {
    this.outboxTable = options.outboxTable ?? "outbox";
    this.leaseTable = options.leaseTable ?? "outbox_lease";
    this.leaseName = options.leaseName ?? "relay";
    this.headersColumn = options.headersColumn;
    for (const name of [this.outboxTable, this.leaseTable, ...(this.headersColumn ? [this.headersColumn] : [])]) {
      if (!IDENTIFIER.test(name)) throw new Error(`table or column name "${name}" must be an identifier`);
    }
  }

  async claim(holder: string, leaseMs: number, limit: number): Promise<OutboxClaim<StoredOutboxRow>> {
    // One statement: the upsert's row lock serialises concurrent claims, and its WHERE sees
    // the latest lease row, so at most one holder wins until the lease expires.
    const headers = this.headersColumn ? `, ${this.headersColumn} AS headers` : "";
    const rows = await this.query<{ holder: string; seq: string | null; payload: unknown; headers?: Record<string, string> | null }>(
      `WITH lease AS (
         INSERT INTO ${this.leaseTable} AS l (name, holder, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE l.holder = EXCLUDED.holder OR l.expires_at < now()
         RETURNING l.holder
       )
       SELECT lease.holder, o.seq::text AS seq, o.payload${this.headersColumn ? ", o.headers" : ""}
       FROM lease LEFT JOIN (SELECT seq, payload${headers} FROM ${this.outboxTable} ORDER BY seq LIMIT $4) o ON true
       ORDER BY o.seq`,
      [this.leaseName, holder, leaseMs, limit],
    );
    if (rows.length === 0) return { leased: false, rows: [] };
    return {
      leased: true,
      rows: rows.flatMap((row) => (row.seq === null ? [] : [{ seq: row.seq, payload: row.payload, headers: row.headers ?? null }])),
    };
  }

  async remove(seqs: string[]): Promise<void> {
    if (seqs.length === 0) return;
    await this.query(`DELETE FROM ${this.outboxTable} WHERE seq = ANY($1::bigint[])`, [seqs]);
  }

  async release(holder: string): Promise<void> {
    await this.query(`DELETE FROM ${this.leaseTable} WHERE name = $1 AND holder = $2`, [this.leaseName, holder]);
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.query<{ count: string }>(`SELECT count(*) AS count FROM ${this.outboxTable}`, []);
    return Number(row?.count ?? 0);
  }
}
