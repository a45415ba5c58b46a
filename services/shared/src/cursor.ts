import { invalidArgument } from "./errors.js";

/** Keyset position: the sort value and the id of the last row of a page. */
export interface KeysetPosition {
  value: string;
  id: string;
}

/** Opaque cursor for keyset pagination (base64url JSON). */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id])).toString("base64url");
}

export function decodeCursor(cursor: string): KeysetPosition | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the validation error
  }
  throw invalidArgument("cursor is not valid; pass next_cursor from a previous page unchanged", [
    { pointer: "/cursor", message: "not a cursor issued by this API" },
  ]);
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
