import { createHmac, timingSafeEqual } from "node:crypto";
import { ConfigError, type ConfigReader } from "./config.js";
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
/** Bytes of HMAC-SHA256 a cursor carries: 128 bits, 22 base64url characters. */
const SIGNATURE_BYTES = 16;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
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

/**
 * What a cursor is bound to: the list that issued it (its operation), the workspace, and the
 * parameters that choose the list's rows or their order (path parameters such as the project
 * id, and filters). A cursor works only where all of them are the same.
 */
export interface CursorScope {
  list: string;
  workspaceId: string;
  filters?: Record<string, string | number | boolean | null | undefined>;
}

/** Used only outside production when CURSOR_SECRET is unset, so local runs need no setup. */
export const DEVELOPMENT_CURSOR_SECRET = "planner-dev-cursor-secret-change-me";

/** The HMAC key of cursors: in production the operator's own, never the development one. */
export function readCursorSecret(reader: ConfigReader, env: Record<string, string | undefined>): string {
  const secret = reader.optionalString("CURSOR_SECRET");
  if ((env.NODE_ENV ?? "").trim() !== "production") return secret ?? DEVELOPMENT_CURSOR_SECRET;
  if (secret === undefined) throw new ConfigError("CURSOR_SECRET is required in production (e.g. openssl rand -hex 32)");
  if (secret === DEVELOPMENT_CURSOR_SECRET) throw new ConfigError("CURSOR_SECRET must not be the development secret in production");
  return secret;
}

/**
 * Signs the cursors a service issues and opens the ones it is given back. A signed cursor is
 * `<position>.<signature>`: the position as encodeCursor writes it, and an HMAC-SHA256 over
 * the position and its scope. Whatever the signature does not match (another list, another
 * workspace, other filters, a changed position, another secret) is `invalid_cursor`.
 */
export class CursorSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (!secret) throw new ConfigError("the cursor secret must not be empty");
    this.key = Buffer.from(secret, "utf8");
  }

  /** A position cursor (as the repositories issue it) signed for its scope; undefined stays undefined. */
  sign(position: string | undefined, scope: CursorScope): string | undefined {
    return position ? `${position}.${this.signature(position, scope)}` : undefined;
  }

  /**
   * The position cursor inside a cursor issued for this scope ("" for the first page), for the
   * decoders above, which still check its shape before anything reaches SQL.
   */
  open(cursor: string | undefined, scope: CursorScope): string {
    if (!cursor) return "";
    if (cursor.length > MAX_CURSOR_LENGTH) throw invalidCursor("not a cursor issued by this API");
    const dot = cursor.lastIndexOf(".");
    const position = cursor.slice(0, dot);
    const signature = cursor.slice(dot + 1);
    if (dot < 1 || !SIGNATURE.test(signature)) throw invalidCursor("not a cursor issued by this API");
    // Compared as text: decoding would ignore the low bits of the last character.
    if (!timingSafeEqual(Buffer.from(signature), Buffer.from(this.signature(position, scope)))) throw invalidCursor();
    return position;
  }

  /** A page read with the opened cursor, its next_cursor signed for the same scope. */
  async page<P extends { next_cursor?: string | undefined }>(
    cursor: string | undefined,
    scope: CursorScope,
    read: (position: string) => P | Promise<P>,
  ): Promise<P> {
    const page = await read(this.open(cursor, scope));
    return { ...page, next_cursor: this.sign(page.next_cursor, scope) };
  }

  private signature(position: string, scope: CursorScope): string {
    const filters = Object.entries(scope.filters ?? {})
      // An absent filter and an empty one select the same rows.
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const message = JSON.stringify(["cursor/v1", scope.list, scope.workspaceId, filters, position]);
    return createHmac("sha256", this.key).update(message).digest().subarray(0, SIGNATURE_BYTES).toString("base64url");
  }
}

/** A list that always fits on one page issues no cursor, so none given to it can be its own. */
export function refuseCursor(cursor: string | undefined): void {
  if (cursor) throw invalidCursor("this list has a single page and issues no cursor");
}
