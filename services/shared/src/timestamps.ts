/** RFC 3339 timestamps as operators and clients write them. */

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * The instant of an RFC 3339 `date-time` (`2026-11-25T10:00:00Z`, `…t…z`, `…+01:00`, fractions
 * of a second), or undefined when the text is not one or names a day that does not exist.
 */
export function parseRfc3339(text: string): Date | undefined {
  const match = RFC3339.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = "", offset = "Z"] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are.
  const lastOfMonth = new Date(0);
  lastOfMonth.setUTCFullYear(y, mo, 0);
  const daysInMonth = lastOfMonth.getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || s > 60) return undefined;
  let offsetMinutes = 0;
  if (offset !== "Z" && offset !== "z") {
    const [offsetHours, offsetMins] = offset.slice(1).split(":").map(Number) as [number, number];
    if (offsetHours > 23 || offsetMins > 59) return undefined;
    offsetMinutes = (offset.startsWith("-") ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const millis = fraction === "" ? 0 : Math.floor(Number(`0${fraction}`) * 1000);
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi - offsetMinutes, s, millis);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
