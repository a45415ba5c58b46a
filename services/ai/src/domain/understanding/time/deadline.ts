/**
 * Deadlines by grammar: a lead ("bis", "by", "vor der", "Go-live") and a target (a quarter, half,
 * month, year, season, named day or school calendar date), resolved to the next date not before today.
 * Explicit dates with a day ("bis 30. Juni 2027", "by 1/9/2027") are read by chrono.
 */
import * as chrono from "chrono-node";
import type { Country } from "../../types.js";
import {
  addDays,
  type CalendarKind,
  calendarDate,
  dayNumber,
  fromDayNumber,
  isoDate,
  isValidDate,
  monthEnd,
  ruleDate,
  weekday,
} from "./calendar.js";
import type { Candidate } from "./candidate.js";
import {
  alternation,
  containsPhrase,
  isOneOf,
  lookup,
  lowerKeepingOffsets,
  MONTHS,
  SHORT_MONTHS,
  WORDS,
  wordsAfter,
  wordsBefore,
} from "./words.js";

export interface Context {
  today: string;
  country?: Country;
  region?: string;
  /** The one future year the text names ("Weihnachtskampagne 2027"): a day named without a year falls in it. */
  projectYear?: number;
  /** The month a fiscal year ends in, when the text says ("our fiscal year ends June 30"). */
  fiscalEndMonth?: number;
}

type Position = "end" | "mid" | "start";

// "in den sächsischen Sommerferien": a region's adjective may stand among the connectors.
/** "Ende: 09/2027": a field label leads a deadline only before its colon. */
const LABEL_LEADS = `(?:${alternation(WORDS.labelLeads)})(?=\\s*:)`;
const LEAD = `(?<![\\p{L}\\d])(?<lead>${alternation(WORDS.deadlineLeads)}|${LABEL_LEADS})(?:\\s*:\\s*|\\s+)(?:(?:${alternation(WORDS.deadlineConnectors)}|\\p{L}{3,}(?:${alternation(WORDS.regionAdjectiveSuffixes)}))\\s+){0,3}`;
const POSITION = `(?:(?<end>${alternation(WORDS.positions.end)})|(?<mid>${alternation(WORDS.positions.mid)})|(?<start>${alternation(WORDS.positions.start)}))[\\s-]*(?:(?:${alternation(WORDS.deadlineConnectors)})\\s+){0,2}`;
const YEAR = "(?<year>20\\d{2})(?:\\s*/\\s*(?:20)?(?<yearEnd>\\d{2}))?";
/** A year named after the target: "2027" or "nächsten Jahres" ("im Herbst nächsten Jahres"). */
const FOLLOWING_YEAR = `(?:${YEAR}|(?<yearAfter>${alternation(Object.keys(WORDS.relativeYears))}))`;
const YEAR_AFTER = `(?:[\\s/-]*(?:(?:${alternation(WORDS.yearConnectors)})\\s+){0,3}${FOLLOWING_YEAR})?`;
/** "Q1/28", "H2/27": a two-digit year right after a quarter or half. */
const SHORT_YEAR = "(?:/(?<shortYear>\\d{2})(?!\\d|[.,]\\d))?";
const ORDINAL = (name: string) => `(?<${name}>${alternation(Object.values(WORDS.ordinals).flat())})`;

const QUARTER = `(?:(?:${alternation(WORDS.quarterLetters)})\\s*(?<q>[1-4])|${ORDINAL("qord")}\\s+(?:${alternation(WORDS.quarterWords)})|(?:${alternation(WORDS.quarterWords)})\\s+(?<qn>[1-4]))${SHORT_YEAR}${YEAR_AFTER}`;
/** "the first half of August": a half of a month is no half-year. */
const OF_MONTH = `(?!\\s+(?:\\p{L}+\\s+)?(?:${alternation(MONTHS.keys())})(?![\\p{L}]))`;
const HALF = `(?:(?:${alternation(WORDS.halfLetters)})\\s*(?<h>[12])|${ORDINAL("hord")}\\s+(?:${alternation(WORDS.halfWords)})${OF_MONTH})${YEAR_AFTER}`;
const MONTH = `(?<month>${alternation(MONTHS.keys())})(?:\\s+${FOLLOWING_YEAR})?`;
const SEASON = `(?<season>${alternation(WORDS.seasons.flatMap((season) => season.words))})(?:\\s+${FOLLOWING_YEAR})?`;
const EVENT = `(?<event>${alternation(WORDS.events.flatMap((event) => event.words))})(?:\\s+(?<eventSuffix>${alternation(WORDS.events.flatMap((event) => event.suffixes ?? []))}))?(?:\\s+${FOLLOWING_YEAR})?`;
const BARE_YEAR = YEAR;
const RELATIVE_YEAR = `(?<relative>${alternation(Object.keys(WORDS.relativeYears))})`;
const RELATIVE_MONTH = `(?<relativeMonth>${alternation(Object.keys(WORDS.relativeMonths))})`;
const RELATIVE_QUARTER = `(?<relativeQuarter>${alternation(Object.keys(WORDS.relativeQuarters))})`;
const CALENDAR_WEEK = `(?:${alternation(WORDS.calendarWeekWords)})\\s*(?<week>\\d{1,2})(?:\\s*[/.-]?\\s*${YEAR})?`;

/** "FY27", "fiscal year 2027", "GJ 2026/27": a fiscal year, named by the year it ends. */
const FISCAL_YEAR = `(?:${alternation(WORDS.fiscalYearWords)})\\s*'?(?<fy>20\\d{2}|\\d{2})(?:\\s*/\\s*(?:20)?(?<fyEnd>\\d{2}))?`;
/** "our current financial year", "des laufenden Geschäftsjahres": the fiscal year running now. */
// "the financial year" is the running one; "the financial year 2027" is named by its year (FISCAL_YEAR).
const CURRENT_FISCAL_YEAR = `(?:${alternation(WORDS.currentFiscalWords)})\\s+(?:${alternation(WORDS.fiscalYearWords)})(?!\\s*'?\\d)`;

/** "bis zum 30.06." (a German day and month without a year, which chrono leaves out). */
const DAY_MONTH = "(?<dd>\\d{1,2})\\.\\s*(?<mm>\\d{1,2})\\.(?!\\s*\\d)";

/** "bis 06/2027", "by 12/2027", "bis 10.2027": a month by number with its year. */
const NUMERIC_MONTH = `(?<numericMonth>\\d{1,2})\\s*[/.]\\s*${YEAR}`;

type Kind =
  | "fiscalYear"
  | "currentFiscalYear"
  | "numericMonth"
  | "quarter"
  | "half"
  | "month"
  | "season"
  | "event"
  | "year"
  | "relativeYear"
  | "calendarWeek"
  | "dayMonth"
  | "relativeMonth"
  | "relativeQuarter";
const TARGETS: { kind: Kind; pattern: RegExp }[] = (
  [
    ["fiscalYear", FISCAL_YEAR],
    ["currentFiscalYear", CURRENT_FISCAL_YEAR],
    ["quarter", QUARTER],
    ["half", HALF],
    ["event", EVENT],
    ["month", MONTH],
    ["season", SEASON],
    ["year", BARE_YEAR],
    ["relativeYear", RELATIVE_YEAR],
    ["relativeMonth", RELATIVE_MONTH],
    ["relativeQuarter", RELATIVE_QUARTER],
    ["calendarWeek", CALENDAR_WEEK],
    ["dayMonth", DAY_MONTH],
    ["numericMonth", NUMERIC_MONTH],
  ] as const
)
  // The lead may be missing when the position says "end" ("Fertigstellung Ende 2027"); the code checks that.
  .map(([kind, target]) => ({ kind, pattern: new RegExp(`(?<![\\p{L}\\d])(?:${LEAD})?(?:${POSITION})?${target}(?![\\p{L}\\d])`, "gu") }));

/** A lead right before an explicit date found by chrono ("spätestens am", "deadline:"). */
const LEAD_AT_END = new RegExp(
  `(?<![\\p{L}\\d])(?<leadWord>${alternation([...WORDS.deadlineLeads, ...WORDS.positions.end])}|${LABEL_LEADS})(?:\\s*:\\s*|\\s+)(?:(?:${alternation(WORDS.deadlineConnectors)})\\s+){0,3}$`,
  "u",
);

interface Resolved {
  date: string;
  approximate: boolean;
}

function ordinalValue(word: string | undefined): number | undefined {
  if (!word) return undefined;
  for (const [value, words] of Object.entries(WORDS.ordinals)) if (isOneOf(words, word)) return Number(value);
  return undefined;
}

function positionOf(groups: Record<string, string | undefined>): Position | undefined {
  if (groups.end !== undefined) return "end";
  if (groups.mid !== undefined) return "mid";
  if (groups.start !== undefined) return "start";
  return undefined;
}

/** A period [first, last] placed by the position; `vague` when no position says which part is meant. */
function place(first: string, last: string, position: Position | undefined, middle: string, vague: boolean): Resolved {
  if (position === "start") return { date: first, approximate: true };
  if (position === "mid") return { date: middle, approximate: true };
  return { date: last, approximate: position === undefined && vague };
}

/** The date a target names in `year` (undefined when the target is not a date in that year). */
/** The fiscal year ending in `year`, in the month the text gives (else `guessedMonth`); without that month its end is a guess. */
function fiscalYearEnding(year: number, guessedMonth: number, position: Position | undefined, context: Context): Resolved {
  const endMonth = context.fiscalEndMonth ?? guessedMonth;
  const first = endMonth === 12 ? isoDate(year, 1, 1) : isoDate(year - 1, endMonth + 1, 1);
  const middle = monthEnd(endMonth > 6 ? year : year - 1, ((endMonth + 5) % 12) + 1);
  const resolved = place(first, monthEnd(year, endMonth), position, middle, false);
  return context.fiscalEndMonth === undefined ? { ...resolved, approximate: true } : resolved;
}

function resolveIn(kind: Kind, groups: Record<string, string | undefined>, year: number, context: Context): Resolved | undefined {
  const position = positionOf(groups);
  switch (kind) {
    case "quarter": {
      const quarter = groups.q ? Number(groups.q) : groups.qn ? Number(groups.qn) : ordinalValue(groups.qord);
      if (!quarter) return undefined;
      const first = isoDate(year, quarter * 3 - 2, 1);
      return place(first, monthEnd(year, quarter * 3), position, isoDate(year, quarter * 3 - 1, 15), false);
    }
    case "half": {
      const ordinal = groups.h ? Number(groups.h) : ordinalValue(groups.hord);
      if (!ordinal) return undefined;
      // "letzte Jahreshälfte": the ordinal data's "last" is the 4th; for halves it is the 2nd.
      const half = ordinal >= 2 ? 2 : 1;
      return place(isoDate(year, half * 6 - 5, 1), monthEnd(year, half * 6), position, monthEnd(year, half * 6 - 3), false);
    }
    case "month": {
      const month = lookup(MONTHS, groups.month ?? "");
      if (!month) return undefined;
      return place(isoDate(year, month, 1), monthEnd(year, month), position, isoDate(year, month, 15), true);
    }
    case "year": {
      // "GJ 2027/28", "bis 2027/28": a split (fiscal or school) year ends in its second year, in a month the text does not say.
      const second = groups.yearEnd === undefined ? undefined : Math.floor(year / 100) * 100 + Number(groups.yearEnd);
      if (second === year + 1) return { date: isoDate(second, 6, 30), approximate: true };
      return place(isoDate(year, 1, 1), isoDate(year, 12, 31), position, isoDate(year, 6, 30), true);
    }
    case "relativeYear": {
      const offset = lookup(WORDS.relativeYears, groups.relative ?? "");
      if (offset === undefined || year !== Number(context.today.slice(0, 4)) + offset) return undefined;
      return place(isoDate(year, 1, 1), isoDate(year, 12, 31), position, isoDate(year, 6, 30), true);
    }
    case "relativeQuarter": {
      const offset = lookup(WORDS.relativeQuarters, groups.relativeQuarter ?? "");
      if (offset === undefined || year !== Number(context.today.slice(0, 4))) return undefined;
      const index = Math.floor((Number(context.today.slice(5, 7)) - 1) / 3) + offset;
      const targetYear = year + Math.floor(index / 4);
      const quarter = (index % 4) + 1;
      return place(
        isoDate(targetYear, quarter * 3 - 2, 1),
        monthEnd(targetYear, quarter * 3),
        position,
        isoDate(targetYear, quarter * 3 - 1, 15),
        false,
      );
    }
    case "fiscalYear": {
      const named = Number(groups.fy);
      const endYear = groups.fyEnd !== undefined ? 2000 + Number(groups.fyEnd) : named < 100 ? 2000 + named : named;
      if (year !== endYear) return undefined;
      // A split year ("2026/27") ends in its second year, in a month the text may not say (as a split year does below).
      return fiscalYearEnding(year, groups.fyEnd !== undefined ? 6 : 12, position, context);
    }
    case "currentFiscalYear":
      // The fiscal year that ends in `year`; the search over years takes the first end not before today.
      return fiscalYearEnding(year, 12, position, context);
    case "numericMonth": {
      const month = Number(groups.numericMonth);
      if (!(month >= 1 && month <= 12)) return undefined;
      return place(isoDate(year, month, 1), monthEnd(year, month), position, isoDate(year, month, 15), false);
    }
    case "relativeMonth": {
      const offset = lookup(WORDS.relativeMonths, groups.relativeMonth ?? "");
      if (offset === undefined || year !== Number(context.today.slice(0, 4))) return undefined;
      // The month `offset` months after today's, counted from its first day (no overflow on the 31st).
      const target = new Date(Date.UTC(year, Number(context.today.slice(5, 7)) - 1 + offset, 1));
      const targetYear = target.getUTCFullYear();
      const targetMonth = target.getUTCMonth() + 1;
      return place(
        isoDate(targetYear, targetMonth, 1),
        monthEnd(targetYear, targetMonth),
        position,
        isoDate(targetYear, targetMonth, 15),
        false,
      );
    }
    case "dayMonth": {
      const date = `${year}-${(groups.mm ?? "").padStart(2, "0")}-${(groups.dd ?? "").padStart(2, "0")}`;
      return isValidDate(date) ? { date, approximate: false } : undefined;
    }
    case "calendarWeek": {
      const week = Number(groups.week);
      if (!(week >= 1 && week <= 53)) return undefined;
      // ISO 8601: week 1 is the week with 4 January; the working week ends on its Friday.
      const january4 = dayNumber(isoDate(year, 1, 4));
      const mondayOfWeek1 = january4 - ((weekday(isoDate(year, 1, 4)) + 6) % 7);
      const friday = fromDayNumber(mondayOfWeek1 + (week - 1) * 7 + 4);
      return { date: friday, approximate: false };
    }
    case "season": {
      const season = WORDS.seasons.find((candidate) => isOneOf(candidate.words, groups.season ?? ""));
      if (!season) return undefined;
      // Seasons by months (spring March–May …): "vor dem Sommer" ends the day before June; "Anfang Sommer" is June.
      const last = monthEnd(year + season.yearOffset, season.endMonth);
      const firstMonth = new Date(Date.UTC(year + season.yearOffset, season.endMonth - 3, 1));
      const first = isoDate(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + 1, 1);
      if (position === "start") return { date: first, approximate: true };
      return { date: last, approximate: true };
    }
    case "event": {
      const event = WORDS.events.find((candidate) => isOneOf(candidate.words, groups.event ?? ""));
      if (!event) return undefined;
      if (event.rule) {
        const date = ruleDate(event.rule, year);
        return date ? { date, approximate: event.approximate } : undefined;
      }
      let calendar = event.calendar as CalendarKind;
      // "Umbau in den Sommerferien": the work fills the holidays, so it is due on their last day.
      if (calendar === "summerHolidays" && groups.lead !== undefined && isDuring(groups.lead)) calendar = "summerHolidaysEnd";
      const found = calendarDate(calendar, year, context.country ?? "DE", context.region);
      if (!found) return undefined;
      // "Schulbeginn im September": the month the writer names bounds the date from below (the earliest
      // region may start in August; this writer's school does not).
      const namedMonth = monthIn(groups.eventSuffix);
      const monthStart = namedMonth === undefined ? undefined : isoDate(year, namedMonth, 1);
      const clamped = !!monthStart && found.date < monthStart;
      const date = clamped ? (monthStart as string) : found.date;
      // "bis zum Schulbeginn fertig": what must be ready for a first day of school or term is due the day before.
      const due = calendar === "schoolYearStart" || calendar === "semesterStart" ? addDays(date, -1) : date;
      // Without a country the German calendar stands in: the date is then a guess.
      return { date: due, approximate: clamped || found.approximate || event.approximate || context.country === undefined };
    }
  }
}

/** "before the 2027 season opens": a year between "the" and a noun names that thing, not a year's end. */
function modifiesNoun(lowered: string, yearEnd: number): boolean {
  return /\bthe\s+20\d{2}$/u.test(lowered.slice(0, yearEnd)) && /^[\s-]+\p{L}{3,}/u.test(lowered.slice(yearEnd));
}

/** The month a phrase names as a word of its own ("im September" → 9). */
function monthIn(phrase: string | undefined): number | undefined {
  for (const word of phrase?.split(/\s+/u) ?? []) {
    const month = lookup(MONTHS, word);
    if (month) return month;
  }
  return undefined;
}

function isDuring(lead: string): boolean {
  return isOneOf(WORDS.duringLeads, lead);
}

/** The next date the target names that is not before today; with a year, that year's date if not past. */
function resolve(kind: Kind, groups: Record<string, string | undefined>, context: Context): Resolved | undefined {
  const today = dayNumber(context.today);
  const yearAfter = groups.yearAfter === undefined ? undefined : lookup(WORDS.relativeYears, groups.yearAfter);
  const namedYear = groups.year
    ? Number(groups.year)
    : groups.shortYear
      ? 2000 + Number(groups.shortYear)
      : yearAfter === undefined
        ? undefined
        : Number(context.today.slice(0, 4)) + yearAfter;
  if (namedYear !== undefined) {
    const found = resolveIn(kind, groups, namedYear, context);
    return found && dayNumber(found.date) >= today ? found : undefined;
  }
  const thisYear = Number(context.today.slice(0, 4));
  for (let year = context.projectYear ?? thisYear; year <= thisYear + 2; year += 1) {
    const found = resolveIn(kind, groups, year, context);
    if (found && dayNumber(found.date) >= today) return found;
  }
  return undefined;
}

/** "live before our joint customer summit in Berlin on 8 June 2027": an event named with its date; the work is due the day before. */
function beforeNamedEvent(lowered: string, start: number): boolean {
  return containsPhrase(wordsBefore(lowered, start, 7), WORDS.beforeEventWords);
}

/** An early milestone ("die erste schon zum 1. März") gives way to the date that ends the work. */
function isMilestone(lowered: string, start: number): boolean {
  return containsPhrase(wordsBefore(lowered, start, 2), WORDS.milestoneBefore);
}

/**
 * "before the summer season opens mid-June 2027", "before the heating season starts on 1 Oct":
 * the date is when something begins that the work must precede; it is due the day before.
 */
function beforeEventStart(lowered: string, start: number): boolean {
  const before = wordsBefore(lowered, start, 8).split(/\s+/u);
  const verbAt = before.length - 1 - [...before].reverse().findIndex((word) => isOneOf(WORDS.eventStartVerbs, word));
  if (verbAt > before.length - 1 || verbAt < before.length - 2) return false;
  return before.slice(0, verbAt).some((word) => isOneOf(WORDS.beforeWords, word));
}

/** "Studienstart ist zum Wintersemester": a copula before the date's lead states when something else is. */
function isStatement(lowered: string, start: number): boolean {
  return containsPhrase(wordsBefore(lowered, start, 2), WORDS.statementBefore);
}

/** "May to September 2027": the first month of a period is no deadline, the period's end is. */
function opensPeriod(lowered: string, end: number): boolean {
  const next = /^\s*(?:-|–|to|until|till|bis)\s*([\p{L}\d]+)/u.exec(lowered.slice(end));
  return !!next?.[1] && (MONTHS.has(next[1]) || /^\d/u.test(next[1]));
}

/**
 * "bis zur Messe im März", "vor der Gemeindeversammlung im Juni": the month is when an event takes
 * place that the work must be done by; its day is not said, so the work is due before the month begins.
 */
function byEventIn(lowered: string, start: number, lead: string | undefined): boolean {
  if (lead !== undefined && !isOneOf(WORDS.weakDeadlineLeads, lead)) return false;
  const words = wordsBefore(lowered, start, EVENT_WORDS + 3)
    .split(/\s+/u)
    .filter(Boolean);
  // The event's name (one to five words: "our partner bank's supplier audit") right before the month, a lead of up to three words before it.
  for (let named = 1; named <= EVENT_WORDS; named += 1) {
    const leadWords = words.slice(0, words.length - named);
    if (leadWords.length === 0) break;
    const strong = [leadWords.slice(-3), leadWords.slice(-2), leadWords.slice(-1)].some(
      (candidate) => candidate.length > 0 && isOneOf(WORDS.eventByLeads, candidate.join(" ")),
    );
    if (strong) return true;
  }
  return false;
}
const EVENT_WORDS = 5;

/**
 * "Angebot bis Ende Januar", "send offer until …": the date of something else than the project's end.
 * "übernehmen zum 1. Januar 2027 einen Betrieb", "Per 1. Januar 2027 übernehmen wir": the day a
 * company changes hands starts the integration after it.
 */
function isOtherDeadline(lowered: string, start: number, end?: number): boolean {
  if (containsPhrase(wordsBefore(lowered, start, 3), WORDS.otherDeadlineBefore)) return true;
  const around = [wordsBefore(lowered, start, 2), end === undefined ? "" : wordsAfter(lowered, end, 3)].join(" ");
  return containsPhrase(around, WORDS.takeoverWords);
}

const START_OF = new RegExp(`^(?:${alternation(WORDS.notDeadlineBefore)})\\s+(?:${alternation(WORDS.startOfLinks)})\\s+\\S+$`, "u");

/** "bis", "by", "Go-live" say the date ends the work; "im", "für" or no lead only place the date. */
function strengthOf(lead: string | undefined): 1 | 2 {
  return lead === undefined || isOneOf(WORDS.weakDeadlineLeads, lead) ? 1 : 2;
}

/** Whether the words around a match make it the start of the work ("Kick-off im März", "in den Sommerferien starten"), not its end. */
function isStart(lowered: string, start: number, end?: number, strongLead = false): boolean {
  // Only words of the same part of the clause count: "… starten und vor Weihnachten fertig" ends at Christmas.
  const before =
    wordsBefore(lowered, start, 2)
      .split(/(?:^|\s)(?:und|and|sowie|aber|but)(?:\s|$)/u)
      .pop() ?? "";
  // "Start im März" places the start; "Start bis Ostern" (a strong lead) is a go-live deadline.
  if (!strongLead && containsPhrase(before, WORDS.notDeadlineBefore)) return true;
  // "Start of construction in Q2 2027", "Beginn der Bauarbeiten im März": a start word with what starts.
  if (!strongLead && START_OF.test(wordsBefore(lowered, start, 3))) return true;
  const next =
    end === undefined
      ? ""
      : (lowered
          .slice(end)
          .trimStart()
          .split(/[\s.;!?,:()]+/u)[0] ?? "");
  return next !== "" && isOneOf(WORDS.notDeadlineAfter, next);
}

/** Words back from a date in which the opener of a window ("zwischen Ostern und …") may stand. */
const WINDOW_REACH = 5;
/** The lead a window's closing date stands in for: the work is done by it. */
const WINDOW_LEAD = "bis";

/** "zwischen Ostern und Mitte Juni 2027", "between March and June": the date after the joiner closes the window the work fills. */
function closesWindow(lowered: string, start: number): boolean {
  const words = wordsBefore(lowered, start, WINDOW_REACH).split(" ");
  return WORDS.rangeOpeners.some(
    (opener) => isOneOf([opener.join], words.at(-1) ?? "") && words.slice(0, -2).some((word) => isOneOf([opener.open], word)),
  );
}

function grammarDeadlines(lowered: string, context: Context): Candidate[] {
  const found: Candidate[] = [];
  for (const { kind, pattern } of TARGETS) {
    for (const match of lowered.matchAll(pattern)) {
      const lead = match.groups?.lead ?? (closesWindow(lowered, match.index) ? WINDOW_LEAD : undefined);
      // Without a lead only a position makes a date the deadline: "Ende 2027", or the middle of a year ("Mitte 2028 soll … laufen");
      // "mid-May" alone is rather an event's date, "Anfang 2028" often the start.
      const midYear = match.groups?.mid !== undefined && (kind === "year" || kind === "relativeYear");
      const eventStart = beforeEventStart(lowered, match.index);
      const named = kind === "event" ? WORDS.events.find((candidate) => isOneOf(candidate.words, match.groups?.event ?? "")) : undefined;
      // "soll heuer noch online gehen": words that say "by" themselves.
      const leadless = !!named && "leadless" in named && named.leadless === true;
      if (lead === undefined && match.groups?.end === undefined && !midYear && !eventStart && !leadless) continue;
      // "bevor die Sommerferien beginnen": after a "before" lead, a start verb after the target says when it begins, not ours.
      const beforeLead = lead !== undefined && isOneOf(WORDS.beforeLeads, lead);
      const targetEnd = beforeLead ? undefined : match.index + match[0].length;
      if (!eventStart && isStart(lowered, match.index, targetEnd, strengthOf(lead) === 2)) continue;
      if (isOtherDeadline(lowered, match.index, match.index + match[0].length) || opensPeriod(lowered, match.index + match[0].length))
        continue;
      if (kind === "year" && modifiesNoun(lowered, match.index + match[0].length)) continue;
      // "Bericht für das Geschäftsjahr 2027": a fiscal year the work is for is its period; only its end or a "by" dates the work.
      if (kind === "fiscalYear" && positionOf(match.groups ?? {}) === undefined && (lead === undefined || /^(?:für|for)\b/u.test(lead)))
        continue;
      // "vor Ostern", "before Q2": the day before the target begins.
      const event = named;
      // "before start of Q3" is the day before Q3 begins, as "before Q3" is.
      const position = positionOf(match.groups ?? {});
      const before =
        (lead !== undefined &&
          isOneOf(WORDS.beforeLeads, lead) &&
          (position === undefined || position === "start") &&
          !(event && "alreadyBefore" in event && event.alreadyBefore)) ||
        ((kind === "month" || kind === "numericMonth") && position === undefined && byEventIn(lowered, match.index, lead));
      // "im Juni", "in September": the work happens in that month, so it must be ready when the month begins;
      // "während der Werksferien im August": the work fills the month, so it ends with it.
      const within =
        !before &&
        (kind === "month" || kind === "numericMonth") &&
        (lead === undefined || isOneOf(WORDS.weakDeadlineLeads, lead)) &&
        !containsPhrase(wordsBefore(lowered, match.index, 3), WORDS.fillsMonthBefore);
      const groups =
        before || (within && positionOf(match.groups ?? {}) === undefined)
          ? { ...match.groups, end: undefined, mid: undefined, start: "start" }
          : (match.groups ?? {});
      const target = resolve(kind, groups, context);
      const resolved = target && (before || eventStart) ? { ...target, date: addDays(target.date, -1) } : target;
      if (!resolved) continue;
      found.push({
        kind: "deadline",
        deadline: resolved.date,
        approximate: resolved.approximate,
        start: match.index,
        end: match.index + match[0].length,
        // "Ende Mai" alone may be any date in the text; a duration or deadline introduced as the timeline wins.
        strength: eventStart ? 2 : isMilestone(lowered, match.index) || isStatement(lowered, match.index) ? 1 : strengthOf(lead),
      });
    }
  }
  return found;
}

/** Whether chrono's text names a calendar date ("30. Juni", "31.3.2027", "1 September"), not a relative one ("in 6 weeks"). */
const CALENDAR_DATE = new RegExp(`\\d[./-]\\d|(?:${alternation(MONTHS.keys())})|\\b(?:${alternation(SHORT_MONTHS)})\\b`, "u");

/** Whether chrono's text names a calendar date, not a relative one ("2 weeks", "in 6 Wochen"). */
export function namesCalendarDate(chronoText: string): boolean {
  return CALENDAR_DATE.test(lowerKeepingOffsets(chronoText));
}

/**
 * The text as chrono should see it, offsets kept: German day lists ("am 20. und 21. Mai") become
 * ranges ("20.-  21. Mai"), which chrono reads from their first day; it would read only the last.
 */
export function forChrono(text: string): string {
  return (
    withoutWeekdays(text)
      .replace(/(?<=\b\d{1,2}\.)\s+(?:und|bis)\s+(?=\d{1,2}\.)/gu, (gap) => `-${" ".repeat(gap.length - 1)}`)
      // "on 22 and 23 September 2027": the English day list as the range chrono reads ("22 to 23 September").
      .replace(DAY_FIRST_LIST, (gap) => ` to${" ".repeat(gap.length - 3)}`)
      // "January 17–19, 2028": chrono reads a month-first range of days with its year only from its first day.
      .replace(MONTH_FIRST_RANGE, (_whole, head: string, tail: string) => `${head}${" ".repeat(tail.length)}`)
      // "16–17 sept 2027": the four-letter short form of September.
      .replace(/(?<=\d\s*)sept(?=\.?\s+\d{4}|\b)/giu, "sep ")
  );
}
const WEEKDAY_BEFORE_DATE = new RegExp(
  `(?<![\\p{L}\\d])(?:${alternation(WORDS.weekdayWords)})\\.?,?(?=\\s+\\d{1,2}(?:\\.\\s*\\d{1,2}\\.|\\.?\\s*(?:${alternation([...MONTHS.keys(), ...SHORT_MONTHS])})(?![\\p{L}])|st\\b|nd\\b|rd\\b|th\\b))`,
  "giu",
);

/** "by mon 16 aug 2027", "am fr 18.12.": a weekday before a date only repeats it, so it is blanked (offsets kept) and the lead leads the date. */
export function withoutWeekdays(text: string): string {
  return text.replace(WEEKDAY_BEFORE_DATE, (weekday) => " ".repeat(weekday.length));
}
const DAY_FIRST_LIST = new RegExp(`(?<=\\b\\d{1,2})\\s+and\\s+(?=\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${alternation(MONTHS.keys())})\\b)`, "giu");
const MONTH_FIRST_RANGE = new RegExp(`(\\b(?:${alternation(MONTHS.keys())})\\s+\\d{1,2})(\\s*[–-]\\s*\\d{1,2})(?=,?\\s+\\d{4})`, "giu");

function explicitDates(text: string, lowered: string, context: Context): Candidate[] {
  const found: Candidate[] = [];
  const reference = { instant: new Date(`${context.today}T12:00:00Z`), timezone: 0 };
  const readable = forChrono(text);
  const readableLowered = lowerKeepingOffsets(readable);
  const results = [...chrono.de.parse(readable, reference), ...chrono.en.GB.parse(readable, reference)];
  for (const result of results) {
    const components = result.start;
    // Month-only and relative readings ("March", "in 6 weeks") are left to the grammar.
    if (!components.isCertain("day") || !components.isCertain("month")) continue;
    if (!/\d/u.test(result.text) || !namesCalendarDate(result.text)) continue;
    // "bis 1/3 der Kosten" is a fraction: a day/month by slash counts only with its year.
    if (!components.isCertain("year") && /\d\s*\/\s*\d/u.test(result.text)) continue;
    // chrono may take a leading "am"/"on" into the date; the lead is looked for up to the date itself.
    // "December 31, 2027" opens with its month, which is no lead.
    const firstWord = /^(\p{L}+)\s+/u.exec(result.text);
    const leadingWord = firstWord && !MONTHS.has(firstWord[1]?.toLowerCase() ?? "") ? firstWord[0].length : 0;
    // The lead is looked for in the text chrono read: a weekday between lead and date is blank there.
    const lead = LEAD_AT_END.exec(readableLowered.slice(0, result.index + leadingWord));
    const leadWord = lead?.groups?.leadWord;
    if (!lead) continue;
    const month = components.get("month") ?? 0;
    const day = components.get("day") ?? 0;
    let year = components.isCertain("year") ? (components.get("year") ?? 0) : Number(context.today.slice(0, 4));
    let date = isoDate(year, month, day);
    if (!components.isCertain("year") && dayNumber(date) < dayNumber(context.today)) {
      year += 1;
      date = isoDate(year, month, day);
    }
    // "before 1 March 2027", "vor dem 1. März": the day itself is too late.
    const eventStart =
      beforeEventStart(lowered, lead.index) ||
      beforeNamedEvent(lowered, lead.index) ||
      (leadWord !== undefined && isOneOf(WORDS.beforeLeads, leadWord));
    // "bis zum Bewerbungsschluss am 15. Juli", "by the opening on 1 May": the date of what the work must be done by.
    const named = wordsBefore(lowered, lead.index, 3).split(/\s+/u);
    const byNamed = [named.slice(-3, -1), named.slice(-2, -1)].some(
      (words) => words.length > 0 && isOneOf(WORDS.deadlineLeads, words.join(" ")) && strengthOf(words.join(" ")) === 2,
    );
    if (!isValidDate(date) || dayNumber(date) < dayNumber(context.today) || (!eventStart && isStart(lowered, lead.index))) continue;
    if (isOtherDeadline(lowered, lead.index, result.index + result.text.length)) continue;
    // chrono may read on into a time of day ("31.12.2027, 1.200 Mitarbeitende"): the date ends at the clause.
    const dateText = /^[^,;]*/u.exec(result.text)?.[0] ?? result.text;
    found.push({
      kind: "deadline",
      deadline: eventStart ? addDays(date, -1) : date,
      approximate: false,
      start: lead.index,
      end: result.index + dateText.length,
      strength: eventStart || byNamed ? 2 : isMilestone(lowered, lead.index) || isStatement(lowered, lead.index) ? 1 : strengthOf(leadWord),
    });
  }
  return found;
}

/** The last month named right after a fiscal-year word ("our fiscal year ends June 30", "financial year is April to March"). */
function fiscalEndMonth(lowered: string): number | undefined {
  const words = new RegExp(`(?<![\\p{L}])(?:${alternation(WORDS.fiscalYearWords)})(?![\\p{L}\\d])`, "gu");
  for (const match of lowered.matchAll(words)) {
    // "financial year (ours runs April to March)": an aside right after the word says its months too.
    const rest = (lowered.slice(match.index + match[0].length).split(/[.;!?\n]/u)[0] ?? "").replace(/[()]/gu, " ");
    const after = wordsAfter(rest, 0, FISCAL_MONTH_WORDS).split(/\s+/u);
    const months = after.map((word) => lookup(MONTHS, word)).filter((month): month is number => month !== undefined);
    const last = months.at(-1);
    if (last !== undefined) return last;
  }
  return undefined;
}
const FISCAL_MONTH_WORDS = 6;

export function deadlines(text: string, lowered: string, context: Context): Candidate[] {
  const years = new Set([...text.matchAll(/(?<![\d./])20\d\d(?![\d./])/gu)].map((match) => Number(match[0])));
  const [only] = [...years];
  const projectYear = years.size === 1 && only !== undefined && only > Number(context.today.slice(0, 4)) ? only : undefined;
  const fiscal = fiscalEndMonth(lowered);
  const within = {
    ...context,
    ...(projectYear === undefined ? {} : { projectYear }),
    ...(fiscal === undefined ? {} : { fiscalEndMonth: fiscal }),
  };
  return [...explicitDates(text, lowered, context), ...grammarDeadlines(lowered, within)];
}
