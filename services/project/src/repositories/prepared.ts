import type { PgPool } from "@planner/shared";

/** A read statement with a name: on the pg pool it is prepared once per connection. */
export interface Statement {
  name: string;
  text: string;
}

/** Runs hot reads on the pg pool as prepared statements (no parse or plan per call). */
export class PreparedReads {
  constructor(private readonly pool: PgPool) {}

  async rows<Row extends object>(statement: Statement, values: unknown[]): Promise<Row[]> {
    const result = await this.pool.query<Row>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }
}
