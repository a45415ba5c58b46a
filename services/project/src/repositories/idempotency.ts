import { QueryTypes, type Sequelize, type SqlRunner, type Transaction } from "@planner/shared";

/** Raw statements for the idempotency records, on the pool or in the effect's transaction. */
export function sqlRunner(sequelize: Sequelize, transaction?: Transaction): SqlRunner {
  return <R extends object>(sql: string, params: unknown[]) =>
    sequelize.query<R>(sql, { bind: params, type: QueryTypes.SELECT, transaction });
}

/** The service's idempotency records (see applyOnce in the shared package); Sequelize stays in here. */
export class IdempotencyRepository {
  readonly run: SqlRunner;

  constructor(sequelize: Sequelize) {
    this.run = sqlRunner(sequelize);
  }
}
