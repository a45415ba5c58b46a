/**
 * Durable idempotency: a service that applies an effect records the request's
 * Idempotency-Key with it, in the same transaction, and answers a retry from that record,
 * so an effect is applied once per key even when the gateway's Redis record is lost.
 * The gateway sends the key (scoped by API key, hashed) and the request's fingerprint as
 * call metadata; a service that answers from its record says so in the response metadata.
 */
import { Metadata, status } from "@grpc/grpc-js";
import { ServiceError } from "./errors.js";
import type { CallContext } from "./grpc.js";
import type { Logger } from "./logger.js";

export const IDEMPOTENCY_KEY_METADATA = "idempotency-key";
export const IDEMPOTENCY_FINGERPRINT_METADATA = "idempotency-fingerprint";
export const IDEMPOTENCY_REPLAYED_METADATA = "idempotency-replayed";

/** How long a service keeps its records: past the gateway's 24 h, so a retry never outlives both. */
export const IDEMPOTENCY_RETENTION_HOURS = 48;

export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

const KEY = /^[A-Za-z0-9_:.-]{1,200}$/;
const FINGERPRINT = /^[0-9a-f]{64}$/;

/** The metadata that carries a claim to the service that applies the effect. */
export function idempotencyMetadata(claim: IdempotencyClaim): Record<string, string> {
  return { [IDEMPOTENCY_KEY_METADATA]: claim.key, [IDEMPOTENCY_FINGERPRINT_METADATA]: claim.fingerprint };
}

/** The claim a call carries, if any (a malformed one is ignored: the call runs as without a key). */
export function idempotencyOf(context: CallContext): IdempotencyClaim | undefined {
  const key = context.metadata.get(IDEMPOTENCY_KEY_METADATA)[0];
  const fingerprint = context.metadata.get(IDEMPOTENCY_FINGERPRINT_METADATA)[0];
  if (typeof key !== "string" || typeof fingerprint !== "string" || !KEY.test(key) || !FINGERPRINT.test(fingerprint)) return undefined;
  return { key, fingerprint };
}

/** Tells the caller that this answer comes from the record of an earlier call. */
export function markReplayed(context: CallContext): void {
  context.replyMetadata ??= new Metadata();
  context.replyMetadata.set(IDEMPOTENCY_REPLAYED_METADATA, "true");
}

export function wasReplayed(metadata: Metadata): boolean {
  return metadata.get(IDEMPOTENCY_REPLAYED_METADATA)[0] === "true";
}

export const idempotencyConflict = (): ServiceError =>
  new ServiceError(status.ABORTED, "idempotency_conflict", "this Idempotency-Key was already used with a different request");

/** Runs one SQL statement with positional parameters ($1 …) in the caller's transaction. */
export type SqlRunner = <R extends object>(sql: string, params: unknown[]) => Promise<R[]>;

export interface IdempotencyRecord {
  operation: string;
  fingerprint: string;
  response: Buffer | null;
}

/**
 * The `idempotency_records` table of a service (unique per workspace and key). `claim`
 * inserts the record first in the effect's transaction: a concurrent call with the same key
 * waits on it and then finds it taken (the caller rolls back and answers from the record).
 */
export const idempotencyRecords = {
  async find(run: SqlRunner, workspaceId: string, key: string): Promise<IdempotencyRecord | undefined> {
    const rows = await run<IdempotencyRecord>(
      "SELECT operation, fingerprint, response FROM idempotency_records WHERE workspace_id = $1 AND idempotency_key = $2",
      [workspaceId, key],
    );
    return rows[0];
  },

  /** false: another call holds (or held) this key. */
  async claim(run: SqlRunner, workspaceId: string, claim: IdempotencyClaim, operation: string): Promise<boolean> {
    const rows = await run<{ inserted: number }>(
      `INSERT INTO idempotency_records (workspace_id, idempotency_key, fingerprint, operation) VALUES ($1, $2, $3, $4)
       ON CONFLICT (workspace_id, idempotency_key) DO NOTHING RETURNING 1 AS inserted`,
      [workspaceId, claim.key, claim.fingerprint, operation],
    );
    return rows.length === 1;
  },

  async complete(run: SqlRunner, workspaceId: string, key: string, response: Uint8Array): Promise<void> {
    await run("UPDATE idempotency_records SET response = $3 WHERE workspace_id = $1 AND idempotency_key = $2", [
      workspaceId,
      key,
      Buffer.from(response),
    ]);
  },

  /** Deletes records past retention, a bounded batch at a time; the number deleted. */
  async purge(run: SqlRunner, batch = 5_000): Promise<number> {
    const rows = await run<{ deleted: number }>(
      `WITH old AS (
         SELECT workspace_id, idempotency_key FROM idempotency_records
         WHERE created_at < now() - make_interval(hours => $1) LIMIT $2
       )
       DELETE FROM idempotency_records r USING old
       WHERE r.workspace_id = old.workspace_id AND r.idempotency_key = old.idempotency_key RETURNING 1 AS deleted`,
      [IDEMPOTENCY_RETENTION_HOURS, batch],
    );
    return rows.length;
  },
};

/** Records past retention are deleted this often. */
const PURGE_INTERVAL_MS = 10 * 60_000;

/** Deletes a service's records past retention every few minutes (not keeping the process alive); returns the stop. */
export function scheduleIdempotencyPurge(run: SqlRunner, log: Logger): () => void {
  const timer = setInterval(() => {
    idempotencyRecords.purge(run).catch((error: unknown) => log.warn({ err: error }, "idempotency record purge failed; next run retries"));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Thrown inside the effect's transaction when another call holds the key: roll back, then replay. */
export class IdempotencyKeyTaken extends Error {
  override name = "IdempotencyKeyTaken";
}

/** Given to an effect whose call carries a key: its first and last statements in the effect's transaction. */
export interface EffectRecorder<T> {
  /** Takes the key (throws IdempotencyKeyTaken when another call holds it). */
  begin(run: SqlRunner): Promise<void>;
  /** Stores what a replay answers. */
  end(run: SqlRunner, answer: T): Promise<void>;
}

/**
 * How an answer is recorded and given back: e.g. the encoded message, or only the id of
 * what was created when the answer holds a secret (decode then reads it again, or refuses).
 */
export interface AnswerCodec<T> {
  encode(answer: T): Uint8Array;
  decode(bytes: Buffer): Promise<T>;
}

/**
 * Applies an effect once per Idempotency-Key: a call whose key is recorded is answered from
 * the record (`idempotency-replayed` in the response metadata; another request under the
 * key is 409); otherwise `apply` runs with a recorder for its transaction. A call without
 * a key just applies.
 */
export async function applyOnce<T>(
  context: CallContext,
  target: { workspaceId: string; operation: string; run: SqlRunner; codec: AnswerCodec<T> },
  apply: (recorder: EffectRecorder<T> | undefined) => Promise<T>,
): Promise<T> {
  const claim = idempotencyOf(context);
  if (!claim) return apply(undefined);
  const { workspaceId, operation, run, codec } = target;
  const replay = async (): Promise<{ answer: T } | undefined> => {
    const record = await idempotencyRecords.find(run, workspaceId, claim.key);
    if (!record) return undefined;
    if (record.fingerprint !== claim.fingerprint || record.operation !== operation) throw idempotencyConflict();
    // Written in the effect's own transaction: a committed record always has its answer.
    if (!record.response)
      throw new ServiceError(status.ABORTED, "idempotency_conflict", "a request with this Idempotency-Key is still in progress");
    const answer = await codec.decode(record.response);
    markReplayed(context);
    return { answer };
  };
  const earlier = await replay();
  if (earlier) return earlier.answer;
  try {
    return await apply({
      begin: async (inTransaction) => {
        if (!(await idempotencyRecords.claim(inTransaction, workspaceId, claim, operation))) throw new IdempotencyKeyTaken();
      },
      end: (inTransaction, answer) => idempotencyRecords.complete(inTransaction, workspaceId, claim.key, codec.encode(answer)),
    });
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken)) throw error;
    const concurrent = await replay();
    if (!concurrent) throw idempotencyConflict();
    return concurrent.answer;
  }
}
