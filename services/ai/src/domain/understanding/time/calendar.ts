/**
 * Calendar facts for DE/AT/CH on YYYY-MM-DD strings (UTC day numbers, never local time):
 * public holidays and day rules from date-holidays, school calendars from data.
 */
import Holidays from "date-holidays";
import { addDays, dayNumber, fromDayNumber, isDate as isValidDate, weekday } from "../../builtin/dates.js";
import type { Country } from "../../types.js";
import calendarData from "./data/school-calendar.json" with { type: "json" };
import { alternation, WORDS } from "./words.js";

const DAY_MS = 86_400_000;

// Day arithmetic is the engine's own (one definition for plans and for reading time).
export { addDays, dayNumber, fromDayNumber, isDate as isValidDate, monthEnd, weekday } from "../../builtin/dates.js";

export function isoDate(year: number, month: number, day: number): string {
  return fromDayNumber(Date.UTC(year, month - 1, day) / DAY_MS);
}

function requireDate(value: string, name: string): void {
  if (!isValidDate(value)) throw new RangeError(`${name} must be a YYYY-MM-DD date, got ${JSON.stringify(value)}`);
}

// date-holidays state codes: DE "BY", AT "1"…"9", CH "ZH". Callers may send ISO 3166-2
// ("DE-BY", "AT-9"), the code alone, or the state's name in German or English.
const regionIndex = new Map<Country, Map<string, string>>();

const REGION_PREFIX = new RegExp(`^(?:${alternation(WORDS.regionPrefixes)})\\s+`, "u");

function regionKey(value: string): string {
  return value.toLowerCase().normalize("NFC").trim().replace(REGION_PREFIX, "");
}

function regionsOf(country: Country): Map<string, string> {
  let index = regionIndex.get(country);
  if (index) return index;
  index = new Map();
  const lookup = new Holidays();
  for (const language of WORDS.regionNameLanguages) {
    const states = lookup.getStates(country, language) ?? {};
    for (const [code, name] of Object.entries(states)) {
      index.set(regionKey(code), code);
      index.set(regionKey(`${country}-${code}`), code);
      index.set(regionKey(name), code);
    }
  }
  regionIndex.set(country, index);
  return index;
}

/** The date-holidays code of a region of `country`, or undefined when it is none of them. */
export function regionCode(country: Country, region: string | undefined): string | undefined {
  if (!region) return undefined;
  return regionsOf(country).get(regionKey(region));
}

const holidayCalendars = new Map<string, Holidays>();

function holidaysFor(country: Country, region?: string): Holidays {
  const code = regionCode(country, region);
  const key = `${country}/${code ?? ""}`;
  let calendar = holidayCalendars.get(key);
  if (!calendar) {
    calendar = code ? new Holidays(country, code) : new Holidays(country);
    holidayCalendars.set(key, calendar);
  }
  return calendar;
}

const publicHolidayCache = new Map<string, { date: string; name: string }[]>();

/** Public holidays (statutory days off) of a year; regional ones only when the region is given. */
export function publicHolidays(year: number, country: Country, region?: string): { date: string; name: string }[] {
  const key = `${country}/${regionCode(country, region) ?? ""}/${year}`;
  const cached = publicHolidayCache.get(key);
  if (cached) return cached.map((holiday) => ({ ...holiday }));
  const holidays = holidaysFor(country, region)
    .getHolidays(year)
    .filter((holiday) => holiday.type === "public")
    // `date` is the local calendar day ("2027-05-17 00:00:00"); its first ten characters are the date.
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
  publicHolidayCache.set(key, holidays);
  return holidays.map((holiday) => ({ ...holiday }));
}

/** Days most DACH businesses close although they are no public holiday. */
function closedByCustom(date: string): boolean {
  const monthDay = date.slice(5);
  return monthDay === "12-24" || monthDay === "12-31";
}

export function isWorkingDay(date: string, country: Country, region?: string): boolean {
  requireDate(date, "date");
  const day = weekday(date);
  if (day === 0 || day === 6 || closedByCustom(date)) return false;
  return !publicHolidays(Number(date.slice(0, 4)), country, region).some((holiday) => holiday.date === date);
}

export function workingDayOnOrBefore(date: string, country: Country, region?: string): string {
  requireDate(date, "date");
  let candidate = date;
  // A run of days off is never longer than a few weeks; the bound only guards against bad data.
  for (let step = 0; step < 60 && !isWorkingDay(candidate, country, region); step += 1) candidate = addDays(candidate, -1);
  return candidate;
}

/**
 * Whole plan weeks from `startDate` (a Monday) whose Friday falls on or before `deadline`:
 * the plan's last Friday is then on or before the deadline. 0 when even the first Friday is later.
 */
export function weeksUntil(startDate: string, deadline: string): number {
  requireDate(startDate, "startDate");
  requireDate(deadline, "deadline");
  const firstFriday = dayNumber(startDate) + ((5 - weekday(startDate) + 7) % 7);
  const days = dayNumber(deadline) - firstFriday;
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

// Day rules ("easter 49", "12-23", "saturday after 06-27") are evaluated by date-holidays,
// one calendar per rule so rules never mix.
const ruleCalendars = new Map<string, Holidays>();

/** The date a date-holidays rule gives in `year`, if any. */
export function ruleDate(rule: string, year: number): string | undefined {
  let calendar = ruleCalendars.get(rule);
  if (!calendar) {
    calendar = new Holidays();
    if (!calendar.setHoliday(rule, { name: { en: rule }, type: "observance" })) throw new Error(`not a date rule: ${rule}`);
    ruleCalendars.set(rule, calendar);
  }
  const found = calendar.getHolidays(year)[0];
  return found ? found.date.slice(0, 10) : undefined;
}

export interface CalendarDate {
  date: string;
  approximate: boolean;
}

export type CalendarKind = "summerHolidays" | "summerHolidaysEnd" | "schoolYearStart" | "semesterStart";

interface RegionRule {
  regions: string[];
  firstDay: string;
  approximate?: boolean;
}
interface Period {
  byRegion?: Record<string, Record<string, string[]>>;
  rules?: RegionRule[];
  fromSummerHolidays?: true;
}
interface CountryCalendar {
  summerHolidays: Period;
  schoolYearStart: Period;
  semesterStart: { rule: string; approximate: boolean };
}
const COUNTRIES = calendarData.countries as Record<Country, CountryCalendar>;

/** The first and last day of the summer holidays in `year` (earliest region when the region is unknown). */
/** Summer holidays in `year` as [first, last] day per region of the table (only the given region when known). */
function holidayRanges(country: Country, code: string | undefined, year: number): [string, string][] {
  const byRegion = COUNTRIES[country].summerHolidays.byRegion ?? {};
  const ranges = code ? [byRegion[code]?.[String(year)]] : Object.values(byRegion).map((years) => years[String(year)]);
  return ranges.filter((range): range is [string, string] => Array.isArray(range) && range.length === 2);
}

/** The first day of the summer holidays in `year` (the earliest region's when the region is unknown). */
function summerHolidays(country: Country, code: string | undefined, year: number): { first: string; approximate: boolean } | undefined {
  const period = COUNTRIES[country].summerHolidays;
  if (period.byRegion) {
    const firsts = holidayRanges(country, code, year)
      .map(([first]) => first)
      .sort();
    return firsts[0] ? { first: firsts[0], approximate: !code } : undefined;
  }
  return fromRules(period.rules ?? [], code, year);
}

function fromRules(rules: RegionRule[], code: string | undefined, year: number): { first: string; approximate: boolean } | undefined {
  const matching = code ? rules.filter((rule) => rule.regions.includes(code) || rule.regions.length === 0) : rules;
  const dates = matching
    .map((rule) => ({ date: ruleDate(rule.firstDay, year), approximate: rule.approximate ?? false }))
    .filter((found): found is { date: string; approximate: boolean } => found.date !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date));
  const earliest = dates[0];
  if (!earliest) return undefined;
  // Without a region the earliest group stands in for the country: approximate unless all agree.
  const unknownRegion = !code && new Set(dates.map((found) => found.date)).size > 1;
  return { first: earliest.date, approximate: earliest.approximate || unknownRegion };
}

function firstWeekdayAfter(date: string): string {
  let candidate = addDays(date, 1);
  while (weekday(candidate) === 0 || weekday(candidate) === 6) candidate = addDays(candidate, 1);
  return candidate;
}

function lastWeekdayBefore(date: string): string {
  let candidate = addDays(date, -1);
  while (weekday(candidate) === 0 || weekday(candidate) === 6) candidate = addDays(candidate, -1);
  return candidate;
}

/**
 * The deadline a school or university calendar gives in `year`: the last school day before the summer
 * holidays, their last day (work done during them), the first day of the school year or of the autumn semester.
 */
export function calendarDate(kind: CalendarKind, year: number, country: Country, region?: string): CalendarDate | undefined {
  const code = regionCode(country, region);
  const countryCalendar = COUNTRIES[country];
  if (kind === "semesterStart") {
    const date = ruleDate(countryCalendar.semesterStart.rule, year);
    return date ? { date, approximate: countryCalendar.semesterStart.approximate } : undefined;
  }
  if (kind === "summerHolidays") {
    const holidays = summerHolidays(country, code, year);
    return holidays ? { date: lastWeekdayBefore(holidays.first), approximate: holidays.approximate } : undefined;
  }
  const schoolStart = schoolYearStart(countryCalendar, country, code, year);
  if (!schoolStart) return undefined;
  return kind === "schoolYearStart" ? schoolStart : { date: addDays(schoolStart.date, -1), approximate: schoolStart.approximate };
}

function schoolYearStart(
  countryCalendar: CountryCalendar,
  country: Country,
  code: string | undefined,
  year: number,
): CalendarDate | undefined {
  const period = countryCalendar.schoolYearStart;
  if (period.fromSummerHolidays) {
    // School starts on the first weekday after the last holiday day (the tables often end on a Saturday).
    const starts = holidayRanges(country, code, year)
      .map(([, last]) => firstWeekdayAfter(last))
      .sort();
    return starts[0] ? { date: starts[0], approximate: !code } : undefined;
  }
  const start = fromRules(period.rules ?? [], code, year);
  return start ? { date: start.first, approximate: start.approximate } : undefined;
}
