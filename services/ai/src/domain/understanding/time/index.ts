/**
 * The project's timeline from a German or English description: how long it may take
 * ("in sechs Monaten", "18 months", "6–8 Wochen") or by when it must be done ("bis Ende Q3 2027",
 * "vor den Sommerferien", "by Easter"), and working days with the public holidays of DE/AT/CH.
 */

import * as chrono from "chrono-node";
import type { Country } from "../../types.js";
import { addDays, dayNumber, isoDate, isValidDate, monthEnd } from "./calendar.js";
import type { Candidate } from "./candidate.js";
import { deadlines, forChrono, namesCalendarDate, withoutWeekdays } from "./deadline.js";
import { durations } from "./duration.js";
import { containsPhrase, lowerKeepingOffsets, WORDS, wordsBefore } from "./words.js";

export { isWorkingDay, publicHolidays, weeksUntil, workingDayOnOrBefore } from "./calendar.js";

export interface TimeReading {
  kind: "duration" | "deadline";
  /** For durations: weeks, rounded up. */
  weeks?: number;
  /** For deadlines: YYYY-MM-DD. */
  deadline?: string;
  /** For a duration stated inside a window ("in den Sommerferien (6 Wochen)"): the window's last day and its words. */
  window?: { until: string; evidence: string };
  approximate: boolean;
  evidence: string;
  start: number;
  end: number;
}

export interface ReadTimeOptions {
  /** YYYY-MM-DD; relative deadlines resolve to their next date not before it. */
  today: string;
  country?: Country;
  region?: string;
}

function better(candidate: Candidate, best: Candidate | undefined, text: string): boolean {
  if (!best) return true;
  // "Umsetzung über den Sommer (die Hochsaison ist bis Ende Mai vorbei)": an aside in brackets explains, it sets no timeline.
  const [aside, bestAside] = [inBrackets(text, candidate.start), inBrackets(text, best.start)];
  if (aside !== bestAside) return bestAside;
  if (candidate.strength !== best.strength) return candidate.strength > best.strength;
  // A date stated to the day outweighs a season or a vague time ("180 Mitarbeiter im Winter …
  // zum Saisonstart am 3. Dezember 2027").
  if (candidate.kind === "deadline" && best.kind === "deadline" && candidate.approximate !== best.approximate)
    return !candidate.approximate;
  // "before the Christmas business starts, latest 15 November 2027": a deadline that names its year is the more exact one.
  if (candidate.kind === "deadline" && best.kind === "deadline") {
    const [dated, bestDated] = [YEAR.test(text.slice(candidate.start, candidate.end)), YEAR.test(text.slice(best.start, best.end))];
    if (dated !== bestDated) return dated;
  }
  if (candidate.start !== best.start) return candidate.start < best.start;
  // Same start: the longer reading ("bis Ende des dritten Quartals 2028" over "bis Ende").
  return candidate.end > best.end;
}

/** Whether an offset lies inside round brackets. */
function inBrackets(text: string, offset: number): boolean {
  let depth = 0;
  for (const character of text.slice(0, offset)) {
    if (character === "(") depth += 1;
    else if (character === ")" && depth > 0) depth -= 1;
  }
  return depth > 0;
}

/** Two statements with nothing but spaces, brackets or a comma between them. */
function adjacent(text: string, a: Candidate, b: Candidate): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return second.start >= first.end && /^[\s(),]{0,3}$/u.test(text.slice(first.end, second.start));
}

/** Longer than ten years is an age or an anniversary ("100 jahre TSV"), never how long a project takes. */
const MAX_DURATION_WEEKS = 10 * 52;

/** The project's timeline, if the text states one: the first statement introduced as the timeline, else the first bare amount of time. */
export function readTime(text: string, options: ReadTimeOptions): TimeReading | undefined {
  if (!isValidDate(options.today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(options.today)}`);
  if (!text) return undefined;
  const lowered = withoutWeekdays(lowerKeepingOffsets(text));
  let best: Candidate | undefined;
  const candidates = [...durations(lowered), ...deadlines(text, lowered, options)].filter((candidate) =>
    candidate.kind === "duration"
      ? !!(candidate.weeks && candidate.weeks > 0 && candidate.weeks <= MAX_DURATION_WEEKS)
      : !!(candidate.deadline && dayNumber(candidate.deadline) >= dayNumber(options.today)),
  );
  for (const candidate of candidates) if (better(candidate, best, text)) best = candidate;
  if (!best) return undefined;
  // "ready for the start of the school year on 21 August 2028": a day stated right beside a vague time is that time;
  // so is one the vague time explains after it ("Ende Oktober 2027, rechtzeitig vor der Wintersaison").
  const vague = best;
  const day =
    vague.kind === "deadline" && vague.approximate
      ? candidates.find((candidate) => candidate.kind === "deadline" && !candidate.approximate && adjacent(text, vague, candidate))
      : undefined;
  if (day) best = day;
  // "during the summer break (8 weeks)", "9 Wochen in den Sommerferien": a length written right beside
  // a window says how long the work inside it takes; that is the timeline the customer states.
  const window = best;
  const beside = candidates.find((candidate) => candidate.kind === "duration" && adjacent(text, window, candidate));
  if (window.kind === "deadline" && beside) best = beside;
  const inWindow =
    best !== window && window.deadline ? { until: window.deadline, evidence: text.slice(window.start, window.end).trimEnd() } : undefined;
  const evidence = text.slice(best.start, best.end).trimEnd();
  // "moves in on 1 October 2027, so everything must be done the day before": the day before is due.
  if (best.kind === "deadline" && best.deadline && !best.approximate && dayBeforeFollows(lowered, best.end)) {
    best = { ...best, deadline: addDays(best.deadline, -1) };
  }
  const reading: TimeReading = {
    kind: best.kind,
    approximate: best.approximate,
    evidence,
    start: best.start,
    end: best.start + evidence.length,
  };
  if (inWindow) reading.window = inWindow;
  if (best.kind === "duration") reading.weeks = best.weeks;
  else reading.deadline = best.deadline;
  return reading;
}

/** Whether the rest of the date's sentence says the work is due the day before it. */
function dayBeforeFollows(lowered: string, from: number): boolean {
  const sentence = /^[^.!?\n]*/u.exec(lowered.slice(from))?.[0] ?? "";
  return containsPhrase(sentence, WORDS.dayBeforeWords);
}

/** A deadline closer than this that names no year means its next occurrence ("vor der Wintersaison" in late November). */
const MIN_LEAD_DAYS = 14;
const YEAR = /\b(?:19|20)\d\d\b/u;

/** Any calendar date the text names (no lead needed), the first not before today: an event's date. */
function namedDate(text: string, options: ReadTimeOptions): TimeReading | undefined {
  const reference = { instant: new Date(`${options.today}T12:00:00Z`), timezone: 0 };
  const readable = forChrono(text);
  const found = [
    ...chrono.de.parse(readable, reference, { forwardDate: true }),
    ...chrono.en.GB.parse(readable, reference, { forwardDate: true }),
  ]
    .filter((result) => result.start.isCertain("month") && namesCalendarDate(result.text))
    .sort((a, b) => a.index - b.index);
  for (const result of found) {
    // A range of days ("22.–24. Juli 2027") is an event: ready by its first day. A range of months
    // ("campaign runs May to September 2027") is a period the work fills: done by its last day.
    const period = periodEnd(result);
    const point = result.start;
    const year = point.get("year");
    const month = point.get("month");
    if (!year || !month) continue;
    // A month without a day: the event may be on its first day, so that is when all must be ready.
    const day = point.isCertain("day") ? (point.get("day") ?? 1) : 1;
    // "ab 1. Juli 2027 läuft die Anlage", "live as of 1 March": a new state begins that day, so the work ends the day before.
    const from = !period && containsPhrase(wordsBefore(lowerKeepingOffsets(text), result.index, 2), WORDS.fromLeads);
    const deadline = period ?? (from ? addDays(isoDate(year, month, day), -1) : isoDate(year, month, day));
    if (dayNumber(deadline) < dayNumber(options.today)) continue;
    return {
      kind: "deadline",
      deadline,
      approximate: true,
      evidence: text.slice(result.index, result.index + result.text.length),
      start: result.index,
      end: result.index + result.text.length,
    };
  }
  return undefined;
}

/** Ranges longer than this are periods of work, not an event's days. */
const PERIOD_MIN_DAYS = 28;

/** The last day of a range of months ("May to September 2027" → 2027-09-30); undefined for a range of days or a single date. */
function periodEnd(result: chrono.ParsedResult): string | undefined {
  const { start, end } = result;
  const endYear = end?.get("year");
  const endMonth = end?.get("month");
  const startYear = start.get("year");
  const startMonth = start.get("month");
  if (!end || !endYear || !endMonth || !startYear || !startMonth || !end.isCertain("month")) return undefined;
  const endDate = end.isCertain("day") ? isoDate(endYear, endMonth, end.get("day") ?? 1) : monthEnd(endYear, endMonth);
  const first = start.isCertain("day") ? (start.get("day") ?? 1) : 1;
  return dayNumber(endDate) - dayNumber(isoDate(startYear, startMonth, first)) > PERIOD_MIN_DAYS ? endDate : undefined;
}

/**
 * The timeline as a plan needs it: `readTime`, with what a consultant adds — a deadline only
 * days away that names no year is the next one; a few days stated next to a date are the
 * event's length, so the date is the deadline; and a date named without any lead is the
 * deadline when nothing else states the timeline.
 */
export function readTimeline(text: string, options: ReadTimeOptions): TimeReading | undefined {
  let reading = readTime(text, options);
  if (reading?.kind === "deadline" && reading.deadline && dayNumber(reading.deadline) - dayNumber(options.today) < MIN_LEAD_DAYS) {
    if (!YEAR.test(reading.evidence)) reading = readTime(text, { ...options, today: addDays(options.today, MIN_LEAD_DAYS) }) ?? reading;
  }
  if (reading?.kind === "duration" && (reading.weeks ?? 0) <= 1) {
    const rest = text.slice(0, reading.start) + " ".repeat(reading.end - reading.start) + text.slice(reading.end);
    const date = readTime(rest, options) ?? namedDate(rest, options);
    if (date?.kind === "deadline") return date;
  }
  return reading ?? namedDate(text, options);
}
