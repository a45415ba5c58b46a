import {
  type EventEnvelope,
  type OutboxClaim,
  type OutboxStore,
  QueryTypes,
  SqlOutboxStore,
  type SqlQuery,
  type Transaction,
  traceHeaders,
} from "@planner/shared";
import type { OutboxEvent } from "../domain/events.js";
import type { Models } from "./models.js";

/** An outbox row waiting for JetStream's acknowledgement. */
export interface PendingEvent {
  seq: string;
  envelope: EventEnvelope;
  /** The trace context of the request that wrote it (null while tracing is off). */
  headers: Record<string, string> | null;
}

/**
 * The service's outbox table: written in the caller's transaction, read by the shared
 * outbox relay through short single statements (a lease in `outbox_lease` elects the
 * replica that publishes). Within a project seq order is commit order, because every
 * change of a project holds its row lock while writing events, so publishing in seq
 * order keeps per-project order.
 */
export class OutboxRepository implements OutboxStore<PendingEvent> {
  private readonly rows: SqlOutboxStore;

  constructor(
    private readonly models: Models,
    /** Called after a transaction that wrote events commits (wakes the relay at once). */
    private readonly onCommitted: () => void,
  ) {
    const { sequelize } = models;
    // Each statement takes a pooled connection for itself only (search_path is the service schema).
    const query: SqlQuery = <Row extends object>(sql: string, params: unknown[]) =>
      sequelize.query<Row>(sql, { bind: params, type: QueryTypes.SELECT });
    this.rows = new SqlOutboxStore(query, { outboxTable: "outbox", leaseTable: "outbox_lease", headersColumn: "headers" });
  }

  /** Writes events in the caller's transaction: they exist exactly when the change does. */
  async append(events: OutboxEvent[], transaction: Transaction): Promise<void> {
    if (events.length === 0) return;
    const headers = traceHeaders() ?? null;
    await this.models.Outbox.bulkCreate(
      events.map(({ envelope, projectId }) => ({
        id: envelope.id,
        workspace_id: envelope.workspace_id,
        project_id: projectId,
        type: envelope.type,
        payload: envelope,
        headers,
      })),
      { transaction },
    );
    transaction.afterCommit(() => this.onCommitted());
  }

  async claim(holder: string, leaseMs: number, limit: number): Promise<OutboxClaim<PendingEvent>> {
    const claim = await this.rows.claim(holder, leaseMs, limit);
    return {
      leased: claim.leased,
      rows: claim.rows.map((row) => ({ seq: row.seq, envelope: row.payload as EventEnvelope, headers: row.headers ?? null })),
    };
  }

  remove(seqs: string[]): Promise<void> {
    return this.rows.remove(seqs);
  }

  release(holder: string): Promise<void> {
    return this.rows.release(holder);
  }

  pendingCount(): Promise<number> {
    return this.rows.pendingCount();
  }
}
