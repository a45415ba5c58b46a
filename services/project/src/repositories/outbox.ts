import { type EventEnvelope, QueryTypes, type Transaction } from "@planner/shared";
import type { OutboxEvent } from "../domain/events.js";
import type { Models } from "./models.js";

/** An outbox row waiting for JetStream's acknowledgement. */
export interface PendingEvent {
  seq: string;
  envelope: EventEnvelope;
}

export class OutboxRepository {
  constructor(
    private readonly models: Models,
    private readonly schema: string,
    /** Called after a transaction that wrote events commits (wakes the relay at once). */
    private readonly onCommitted: () => void,
  ) {}

  /** Writes events in the caller's transaction: they exist exactly when the change does. */
  async append(events: OutboxEvent[], transaction: Transaction): Promise<void> {
    if (events.length === 0) return;
    await this.models.Outbox.bulkCreate(
      events.map(({ envelope, projectId }) => ({
        id: envelope.id,
        workspace_id: envelope.workspace_id,
        project_id: projectId,
        type: envelope.type,
        payload: envelope,
      })),
      { transaction },
    );
    transaction.afterCommit(() => this.onCommitted());
  }

  /**
   * One relay step, done by one replica at a time (a transaction-scoped advisory lock elects
   * it; the others skip): the oldest pending events in seq order go to `publish`, which
   * returns how many of them (a prefix) JetStream acknowledged; exactly those are deleted.
   * Within a project seq order is commit order, because every change of a project holds
   * its row lock while writing events, so publishing in seq order keeps per-project order.
   */
  async relayBatch(
    limit: number,
    publish: (events: PendingEvent[]) => Promise<number>,
  ): Promise<{ leader: boolean; fetched: number; acknowledged: number }> {
    const { sequelize } = this.models;
    return sequelize.transaction(async (transaction) => {
      const [lock] = await sequelize.query<{ leader: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext($1)) AS leader", {
        bind: [`outbox-relay:${this.schema}`],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (!lock?.leader) return { leader: false, fetched: 0, acknowledged: 0 };
      const rows = await sequelize.query<{ seq: string; payload: EventEnvelope }>("SELECT seq, payload FROM outbox ORDER BY seq LIMIT $1", {
        bind: [limit],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (rows.length === 0) return { leader: true, fetched: 0, acknowledged: 0 };
      const acknowledged = await publish(rows.map((row) => ({ seq: String(row.seq), envelope: row.payload })));
      const done = rows.slice(0, acknowledged).map((row) => String(row.seq));
      if (done.length > 0) {
        await sequelize.query("DELETE FROM outbox WHERE seq = ANY($1::bigint[])", { bind: [done], transaction });
      }
      return { leader: true, fetched: rows.length, acknowledged };
    });
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.models.sequelize.query<{ count: string }>("SELECT count(*) AS count FROM outbox", {
      type: QueryTypes.SELECT,
    });
    return Number(row?.count ?? 0);
  }
}
