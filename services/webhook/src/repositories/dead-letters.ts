/**
 * Events the consumer gave up on, kept with their raw payload so an operator can read them
 * and replay them once the cause is fixed. Dead letters are never purged automatically.
 */
import type { PgPool } from "@planner/shared";

export interface DeadLetterRecord {
  id: string;
  stream: string;
  subject: string;
  streamSeq: string | null;
  eventId: string | null;
  reason: string;
  payload: Buffer;
  createdAt: Date;
  replayCount: number;
  replayedAt: Date | null;
  lastReplayError: string | null;
}

interface DeadLetterRow {
  id: string;
  stream: string;
  subject: string;
  stream_seq: string | null;
  event_id: string | null;
  reason: string;
  payload: Buffer;
  created_at: Date;
  replay_count: number;
  replayed_at: Date | null;
  last_replay_error: string | null;
}

const COLUMNS =
  "id::text AS id, stream, subject, stream_seq::text AS stream_seq, event_id, reason, payload, created_at, replay_count, replayed_at, last_replay_error";
/** Reasons and replay errors are for people; a runaway message is cut, not stored whole. */
const MAX_REASON_LENGTH = 1_000;

function toRecord(row: DeadLetterRow): DeadLetterRecord {
  return {
    id: row.id,
    stream: row.stream,
    subject: row.subject,
    streamSeq: row.stream_seq,
    eventId: row.event_id,
    reason: row.reason,
    payload: row.payload,
    createdAt: row.created_at,
    replayCount: row.replay_count,
    replayedAt: row.replayed_at,
    lastReplayError: row.last_replay_error,
  };
}

export class DeadLetterRepository {
  constructor(private readonly pool: PgPool) {}

  /** Keeps a message the consumer could not process. */
  async add(entry: { stream: string; subject: string; streamSeq?: number; eventId?: string; reason: string; payload: Uint8Array }) {
    await this.pool.query(
      "INSERT INTO dead_letters (stream, subject, stream_seq, event_id, reason, payload) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        entry.stream,
        entry.subject,
        entry.streamSeq ?? null,
        entry.eventId ?? null,
        entry.reason.slice(0, MAX_REASON_LENGTH),
        Buffer.from(entry.payload),
      ],
    );
  }

  /** Oldest first, after the id `afterId`; by default only letters no replay has fanned out yet. */
  async list(options: { afterId?: string; includeReplayed: boolean; fetch: number }): Promise<DeadLetterRecord[]> {
    const result = await this.pool.query<DeadLetterRow>(
      `SELECT ${COLUMNS} FROM dead_letters
        WHERE ($1::bigint IS NULL OR id > $1::bigint) AND ($2 OR replayed_at IS NULL)
        ORDER BY id LIMIT $3`,
      [options.afterId ?? null, options.includeReplayed, options.fetch],
    );
    return result.rows.map(toRecord);
  }

  async get(id: string): Promise<DeadLetterRecord | undefined> {
    const result = await this.pool.query<DeadLetterRow>(`SELECT ${COLUMNS} FROM dead_letters WHERE id = $1::bigint`, [id]);
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }

  /** Records one replay: `error` when it failed, else the time it fanned the event out. */
  async recordReplay(id: string, outcome: { at: Date; error?: string }): Promise<DeadLetterRecord | undefined> {
    const result = await this.pool.query<DeadLetterRow>(
      `UPDATE dead_letters SET replay_count = replay_count + 1,
          replayed_at = CASE WHEN $3::text IS NULL THEN $2::timestamptz ELSE replayed_at END,
          last_replay_error = $3::text
        WHERE id = $1::bigint RETURNING ${COLUMNS}`,
      [id, outcome.at, outcome.error?.slice(0, MAX_REASON_LENGTH) ?? null],
    );
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }
}
