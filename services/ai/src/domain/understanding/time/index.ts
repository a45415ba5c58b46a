/**
 * The project's timeline from a German or English description: how long it may take
 * ("in sechs Monaten", "18 months", "6–8 Wochen") or by when it must be done ("bis Ende Q3 2027",
 * "vor den Sommerferien", "by Easter"), and working days with the public holidays of DE/AT/CH.
 */
import type { Country } from "../../types.js";
import { dayNumber, isValidDate } from "./calendar.js";
import type { Candidate } from "./candidate.js";
import { deadlines } from "./deadline.js";
import { durations } from "./duration.js";
import { lowerKeepingOffsets } from "./words.js";

export { isWorkingDay, publicHolidays, weeksUntil, workingDayOnOrBefore } from "./calendar.js";

export interface TimeReading {
  kind: "duration" | "deadline";
  /** For durations: weeks, rounded up. */
  weeks?: number;
  /** For deadlines: YYYY-MM-DD. */
  deadline?: string;
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

function better(candidate: Candidate, best: Candidate | undefined): boolean {
  if (!best) return true;
  if (candidate.strength !== best.strength) return candidate.strength > best.strength;
  if (candidate.start !== best.start) return candidate.start < best.start;
  // Same start: the longer reading ("bis Ende des dritten Quartals 2028" over "bis Ende").
  return candidate.end > best.end;
}

/** The project's timeline, if the text states one: the first statement introduced as the timeline, else the first bare amount of time. */
export function readTime(text: string, options: ReadTimeOptions): TimeReading | undefined {
  if (!isValidDate(options.today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(options.today)}`);
  if (!text) return undefined;
  const lowered = lowerKeepingOffsets(text);
  let best: Candidate | undefined;
  for (const candidate of [...durations(lowered), ...deadlines(text, lowered, options)]) {
    if (candidate.kind === "duration" && !(candidate.weeks && candidate.weeks > 0)) continue;
    if (candidate.kind === "deadline" && !(candidate.deadline && dayNumber(candidate.deadline) >= dayNumber(options.today))) continue;
    if (better(candidate, best)) best = candidate;
  }
  if (!best) return undefined;
  const evidence = text.slice(best.start, best.end).trimEnd();
  const reading: TimeReading = {
    kind: best.kind,
    approximate: best.approximate,
    evidence,
    start: best.start,
    end: best.start + evidence.length,
  };
  if (best.kind === "duration") reading.weeks = best.weeks;
  else reading.deadline = best.deadline;
  return reading;
}
