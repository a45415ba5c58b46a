import { type PgPool, QueryTypes, type Sequelize, type Transaction } from "@planner/shared";

/** A read statement with a name: on the pg pool it is prepared once per connection. */
export interface Statement {
  name: string;
  text: string;
}

/**
 * Runs the hottest reads of the API. Outside a transaction they go to the pg pool as
 * prepared statements (no parse or plan per call); inside one they run on the
 * transaction's connection through Sequelize, so they see its uncommitted writes.
 */
export class PreparedReads {
  constructor(
    private readonly pool: PgPool,
    private readonly sequelize: Sequelize,
  ) {}

  async rows<Row extends object>(statement: Statement, values: unknown[], transaction?: Transaction): Promise<Row[]> {
    if (transaction) return this.sequelize.query<Row>(statement.text, { bind: values, type: QueryTypes.SELECT, transaction });
    const result = await this.pool.query<Row>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }
}
