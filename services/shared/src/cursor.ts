import { invalidArgument, type ServiceError } from "./errors.js";

/** Keyset position: the sort value and the id of the last row of a page. */
export interface KeysetPosition {
  value: string;
  id: string;
}

/** Ids of stored records: a short lowercase prefix, "_", then URL-safe characters (see ids.ts). */
export const RECORD_ID_PATTERN = /^[a-z]{2,4}_[A-Za-z0-9_-]{1,64}$/;
/** Any id a cursor may carry: records, templates (`tpl_…`), compliance rules (`eu-gdpr`). */
export const CURSOR_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?Z$/;
const ORDINAL = /^\d{1,9}$/;
const MAX_CURSOR_LENGTH = 1_024;
// Postgres and JS dates agree on this range; year 0 and beyond 9999 fail in SQL.
const MIN_TIME = Date.UTC(1970, 0, 1);
const MAX_TIME = Date.UTC(10_000, 0, 1) - 1;

/**
 * INVALID_ARGUMENT naming the `cursor` field (problem code `validation_failed` inside the
 * services; the gateway answers a bad `cursor` query parameter as `invalid_cursor`).
 */
export function invalidCursor(message = "not a cursor issued for this list"): ServiceError {
  return invalidArgument("cursor is not valid; pass next_cursor from a previous page unchanged", [{ pointer: "/cursor", message }]);
}

/** Opaque cursor for keyset pagination (base64url JSON). */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id])).toString("base64url");
}

/** A cursor's timestamp (RFC 3339, UTC, 1970–9999, a real calendar date), or undefined. */
export function parseCursorTime(value: string): Date | undefined {
  const match = TIMESTAMP.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const time = Date.parse(value);
  if (!Number.isFinite(time) || time < MIN_TIME || time > MAX_TIME) return undefined;
  const date = new Date(time);
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return exact ? date : undefined;
}

/**
 * Decodes and checks a cursor. The empty string is the first page (undefined). Anything this
 * API cannot have issued is `invalid_cursor`: the id must look like an id and the value like
 * one of the sort values lists use (timestamp, ordinal, id), so nothing odd reaches SQL.
 */
export function decodeCursor(cursor: string): KeysetPosition | undefined {
  if (!cursor) return undefined;
  if (cursor.length > MAX_CURSOR_LENGTH) throw invalidCursor("not a cursor issued by this API");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor("not a cursor issued by this API");
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor("not a cursor issued by this API");
  const [value, id] = parsed as unknown[];
  if (typeof value !== "string" || typeof id !== "string" || !CURSOR_ID_PATTERN.test(id)) {
    throw invalidCursor("not a cursor issued by this API");
  }
  if (!ORDINAL.test(value) && !CURSOR_ID_PATTERN.test(value) && !parseCursorTime(value)) {
    throw invalidCursor("not a cursor issued by this API");
  }
  return { value, id };
}

/** Position of a list ordered by (timestamp, record id). */
export function decodeTimeCursor(cursor: string | undefined): { value: Date; id: string } | undefined {
  const position = decodeCursor(cursor ?? "");
  if (!position) return undefined;
  const value = parseCursorTime(position.value);
  if (!value || !RECORD_ID_PATTERN.test(position.id)) throw invalidCursor();
  return { value, id: position.id };
}

/** Position of a list ordered by (non-negative integer, record id). */
export function decodeOrdinalCursor(cursor: string | undefined): { value: number; id: string } | undefined {
  const position = decodeCursor(cursor ?? "");
  if (!position) return undefined;
  if (!ORDINAL.test(position.value) || !RECORD_ID_PATTERN.test(position.id)) throw invalidCursor();
  return { value: Number(position.value), id: position.id };
}

/** Position of a list ordered by id alone (the cursor carries the id twice). */
export function decodeIdCursor(cursor: string | undefined, pattern: RegExp = CURSOR_ID_PATTERN): { id: string } | undefined {
  const position = decodeCursor(cursor ?? "");
  if (!position) return undefined;
  if (position.value !== position.id || !pattern.test(position.id)) throw invalidCursor();
  return { id: position.id };
}

/** Clamps a requested page size to 1..100 (default 20). */
export function pageLimit(limit: number | undefined, fallback = 20, max = 100): number {
  if (!limit || limit < 1) return fallback;
  return Math.min(limit, max);
}

/** Builds a page from rows fetched with limit + 1. */
export function toPage<T>(
  rows: T[],
  limit: number,
  position: (row: T) => KeysetPosition,
): { data: T[]; has_more: boolean; next_cursor: string | undefined } {
  const hasMore = rows.length > limit;
  const data = hasMore ? rows.slice(0, limit) : rows;
  const last = data[data.length - 1];
  return { data, has_more: hasMore, next_cursor: hasMore && last ? encodeCursor(position(last)) : undefined };
}
