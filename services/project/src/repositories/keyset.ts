import type { KeysetPosition } from "@planner/shared";

/** Keyset pagination helpers: cursors carry the sort value and the id of a page's last row. */

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | undefined;
}

// Cursors are checked in full (shape, id format, timestamp range) before they reach SQL.
export { decodeOrdinalCursor, decodeTimeCursor } from "@planner/shared";

export const ordinalPosition = (value: number, id: string): KeysetPosition => ({ value: String(value), id });
export const timePosition = (value: Date, id: string): KeysetPosition => ({ value: value.toISOString(), id });
