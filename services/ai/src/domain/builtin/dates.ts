/** Calendar arithmetic on YYYY-MM-DD dates (UTC, no time zones, no clock). */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date; NaN when it is not one. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The last day a stored date can have (four-digit years: RFC 3339, Postgres `date` as the API shows it). */
export const LAST_CALENDAR_DAY = "9999-12-31";

/** Whether plan weeks 1…`weeks` from `start` all end on or before LAST_CALENDAR_DAY. */
export function weeksFitCalendar(start: string, weeks: number): boolean {
  return dayNumber(start) + Math.max(1, weeks) * 7 - 1 <= dayNumber(LAST_CALENDAR_DAY);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

export function isDate(value: string): boolean {
  const day = dayNumber(value);
  return Number.isFinite(day) && fromDayNumber(day) === value;
}

/** The last day of a month (1–12) of a year. */
export function monthEnd(year: number, month: number): string {
  return fromDayNumber(Date.UTC(year, month, 0) / DAY_MS);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Whole weeks (rounded up) from `from` to `to`, both days included. */
export function weeksBetween(from: string, to: string): number {
  return Math.ceil((dayNumber(to) - dayNumber(from) + 1) / 7);
}

/** First day of plan week `week` (1-based) of a plan starting on `start`. */
export function weekStart(start: string, week: number): string {
  return addDays(start, (week - 1) * 7);
}

/** Last day of plan week `week`. */
export function weekEnd(start: string, week: number): string {
  return addDays(start, week * 7 - 1);
}

/** The Friday of plan week `week` (every plan week has exactly one). */
export function weekFriday(start: string, week: number): string {
  const first = weekStart(start, week);
  return addDays(first, (5 - weekday(first) + 7) % 7);
}

export const MIN_WEEKS = 1;
export const MAX_WEEKS = 260;

/** A timeline the API accepts: whole weeks from 1 to 260 (five years). */
export function clampWeeks(weeks: number): number {
  if (!Number.isFinite(weeks)) return MIN_WEEKS;
  return Math.min(MAX_WEEKS, Math.max(MIN_WEEKS, Math.round(weeks)));
}
