import { decodeCursor, invalidArgument, type KeysetPosition } from "@planner/shared";

/** Keyset pagination helpers: cursors carry the sort value and the id of a page's last row. */

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | undefined;
}

const badCursor = () =>
  invalidArgument("cursor is not valid; pass next_cursor from a previous page unchanged", [
    { pointer: "/cursor", message: "not a cursor issued for this list" },
  ]);

/** Position of a list ordered by an integer (plan order of phases, tasks, risks, ...). */
export function decodeOrdinalCursor(cursor: string | undefined): { value: number; id: string } | undefined {
  const position = decodeCursor(cursor ?? "");
  if (!position) return undefined;
  if (!/^\d{1,9}$/.test(position.value)) throw badCursor();
  return { value: Number(position.value), id: position.id };
}

/** Position of a list ordered by a timestamp (projects, documents). */
export function decodeTimeCursor(cursor: string | undefined): { value: Date; id: string } | undefined {
  const position = decodeCursor(cursor ?? "");
  if (!position) return undefined;
  const value = new Date(position.value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(position.value) || Number.isNaN(value.getTime())) throw badCursor();
  return { value, id: position.id };
}

export const ordinalPosition = (value: number, id: string): KeysetPosition => ({ value: String(value), id });
export const timePosition = (value: Date, id: string): KeysetPosition => ({ value: value.toISOString(), id });
