/** Durations and deadlines in requests ("in 7 Monaten", "by end of June", "bis Jahresende") as plan weeks. */
import { dayNumber, monthEnd, weeksBetween, yearOf } from "./dates.js";
import { DIGITS_PATTERN, NUMBER_WORD_PATTERN, parseNumber } from "./numbers.js";
import { lower } from "./text.js";

export const MIN_WEEKS = 1;
export const MAX_WEEKS = 260;

export function clampWeeks(weeks: number): number {
  if (!Number.isFinite(weeks)) return MIN_WEEKS;
  return Math.min(MAX_WEEKS, Math.max(MIN_WEEKS, Math.round(weeks)));
}

const NUMBER = `(${DIGITS_PATTERN}|${NUMBER_WORD_PATTERN})`;

/** Words that introduce a duration of the project (not the age of the company: "seit 20 Jahren"). */
const LEAD =
  "(?:in(?:nerhalb)?(?:\\s+von)?|binnen|within|in\\s+the\\s+next|within\\s+the\\s+next|over\\s+the\\s+next|over|during|in\\s+den\\s+nächsten|in\\s+den\\s+naechsten|in\\s+den\\s+kommenden|in\\s+the\\s+coming|über|ueber|über\\s+die\\s+nächsten|ueber\\s+die\\s+naechsten|während|waehrend|nächsten|naechsten|next|dauer(?:\\s+von)?|laufzeit(?:\\s+von)?|projektlaufzeit(?:\\s+von)?|zeitraum\\s+von|zeitrahmen(?:\\s+von)?|duration(?:\\s+of)?|timeline(?:\\s+of)?|timeframe(?:\\s+of)?|time\\s+frame(?:\\s+of)?|für|fuer|for|bis\\s+zu|up\\s+to|max(?:imal|imum)?|höchstens|hoechstens|spätestens\\s+in|spaetestens\\s+in|at\\s+most)\\s*:?\\s*(?:about|around|approximately|roughly|rund|etwa|ca\\.?|circa|ungefähr|ungefaehr|knapp|gut)?\\s*";

type Unit = "day" | "week" | "month" | "quarter" | "year";

const UNITS: { unit: Unit; pattern: string }[] = [
  { unit: "day", pattern: "(?:tage[n]?|tag|days?|arbeitstage[n]?|working\\s+days)" },
  { unit: "week", pattern: "(?:woche[n]?|wochen|wo\\.|weeks?|wks?\\.?)" },
  { unit: "month", pattern: "(?:monate[n]?|monats|monat|mon\\.|months?|mos?\\.)" },
  { unit: "quarter", pattern: "(?:quartale[n]?|quartal|quarters?)" },
  { unit: "year", pattern: "(?:jahre[n]?|jahres|jahr|years?|yrs?\\.?)" },
];

function unitWeeks(unit: Unit, count: number): number {
  switch (unit) {
    case "day":
      return Math.ceil(count / 7);
    case "week":
      return count;
    case "month":
      return (count * 52) / 12;
    case "quarter":
      return count * 13;
    case "year":
      return count * 52;
  }
}

const MONTHS: Readonly<Record<string, number>> = {
  januar: 1,
  jänner: 1,
  jaenner: 1,
  january: 1,
  februar: 2,
  feber: 2,
  february: 2,
  märz: 3,
  maerz: 3,
  march: 3,
  april: 4,
  mai: 5,
  may: 5,
  juni: 6,
  june: 6,
  juli: 7,
  july: 7,
  august: 8,
  september: 9,
  oktober: 10,
  october: 10,
  november: 11,
  dezember: 12,
  december: 12,
};
const MONTH_PATTERN = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

interface Rule {
  pattern: RegExp;
  weeks: (match: RegExpMatchArray, reference: string) => number | undefined;
}

const YEAR_END = String.raw`(?:bis\s+(?:zum\s+)?(?:jahresende|ende\s+(?:des|dieses)\s+jahres|jahresschluss|silvester)|zum\s+jahresende|(?:by|before|until|till)\s+(?:the\s+)?(?:end\s+of\s+(?:the|this)\s+year|year[\s-]end)|by\s+the\s+end\s+of\s+the\s+year)`;

const RULES: Rule[] = [
  // "in anderthalb Jahren", "one and a half years"
  {
    pattern: /(?:anderthalb|eineinhalb|einundhalb|one\s+and\s+a\s+half|1\s*½)\s+(?:jahre[n]?|years?)/gu,
    weeks: () => 78,
  },
  // "in einem halben Jahr", "in half a year", "innerhalb eines halben Jahres", "a half-year project"
  {
    pattern: /(?:halbe[nms]?\s+jahr(?:e?s)?|half\s+a\s+year|half[\s-]year|six\s+months'?\s+time)/gu,
    weeks: () => 26,
  },
  // "im nächsten Quartal", "over the next quarter", "in einem Quartal", "within a quarter"
  {
    pattern:
      /(?:(?:im|in\s+einem|innerhalb\s+eines|binnen\s+eines|im\s+kommenden|im\s+nächsten|im\s+naechsten)\s+(?:nächsten\s+|naechsten\s+|kommenden\s+)?quartal(?:s)?|(?:over|in|within|during)\s+(?:the\s+)?(?:next|coming|a|one)\s+quarter|next\s+quarter)/gu,
    weeks: () => 13,
  },
  // "bis Jahresende", "by the end of the year", "by year-end"
  {
    pattern: new RegExp(YEAR_END, "gu"),
    weeks: (_match, reference) => Math.max(4, weeksBetween(reference, `${yearOf(reference)}-12-31`)),
  },
  // "bis Ende März", "bis März 2026", "by end of June", "by the end of June", "until June"
  {
    pattern: new RegExp(
      `(?:bis\\s+(?:zum\\s+|spätestens\\s+|spaetestens\\s+)?(?:ende\\s+)?|spätestens\\s+(?:ende\\s+)?|(?:by|before|until|till)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?)(${MONTH_PATTERN})(?:\\s+(\\d{4}))?(?![\\p{L}])`,
      "gu",
    ),
    weeks: (match, reference) => {
      const month = MONTHS[match[1] ?? ""];
      if (month === undefined) return undefined;
      let year = match[2] ? Number(match[2]) : yearOf(reference);
      let end = monthEnd(year, month);
      if (!match[2] && dayNumber(end) < dayNumber(reference)) {
        year += 1;
        end = monthEnd(year, month);
      }
      if (dayNumber(end) < dayNumber(reference)) return undefined;
      return Math.max(1, weeksBetween(reference, end));
    },
  },
  // "bis Ende Q3", "by Q2"
  {
    pattern:
      /(?:bis\s+(?:zum\s+)?(?:ende\s+)?|(?:by|before|until)\s+(?:the\s+)?(?:end\s+of\s+)?)q([1-4])(?:\s*\/?\s*(\d{4}))?(?![\p{L}\d])/gu,
    weeks: (match, reference) => {
      const quarter = Number(match[1]);
      let year = match[2] ? Number(match[2]) : yearOf(reference);
      let end = monthEnd(year, quarter * 3);
      if (!match[2] && dayNumber(end) < dayNumber(reference)) {
        year += 1;
        end = monthEnd(year, quarter * 3);
      }
      if (dayNumber(end) < dayNumber(reference)) return undefined;
      return Math.max(1, weeksBetween(reference, end));
    },
  },
  // "7-monatig", "a 12-month project", "ein 6-wöchiges Projekt", "18-month programme"
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\d])${NUMBER}(?:[\\s-]*(?:(monatig)|(wöchig|woechig)|(jährig|jaehrig))(?:e[nmrs]?)?|\\s*-\\s*(?:(month|monats)|(week|wochen)|(year|jahres)))(?![\\p{L}])`,
      "gu",
    ),
    weeks: (match) => {
      const count = parseNumber(match[1] ?? "");
      if (!Number.isFinite(count)) return undefined;
      if (match[2] || match[5]) return unitWeeks("month", count);
      if (match[3] || match[6]) return unitWeeks("week", count);
      return unitWeeks("year", count);
    },
  },
  // "in 7 Monaten", "within 15 weeks", "in 6 Wochen", "in zwei Jahren", "over the next 18 months"
  ...UNITS.map(
    ({ unit, pattern }): Rule => ({
      pattern: new RegExp(`(?<![\\p{L}])${LEAD}${NUMBER}\\s*${pattern}(?![\\p{L}])`, "gu"),
      weeks: (match) => {
        const count = parseNumber(match[1] ?? "");
        return Number.isFinite(count) && count > 0 ? unitWeeks(unit, count) : undefined;
      },
    }),
  ),
];

/**
 * The duration the text asks for, in weeks counted from `reference` (the plan's start):
 * the first duration named in the text. Undefined when it names none.
 */
export function weeksFromText(text: string, reference: string): number | undefined {
  const lowered = lower(text);
  let found: { index: number; weeks: number } | undefined;
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (const match of lowered.matchAll(rule.pattern)) {
      if (aboutTheCompany(lowered, match.index, match.index + match[0].length)) continue;
      const weeks = rule.weeks(match, reference);
      if (weeks === undefined || !Number.isFinite(weeks) || weeks <= 0) continue;
      if (!found || match.index < found.index) found = { index: match.index, weeks };
      break;
    }
  }
  return found ? clampWeeks(found.weeks) : undefined;
}

const HISTORY_BEFORE =
  /(?:(?:seit|since|schon|bereits|already|established|gegründet|gegruendet|founded|mehr\s+als|more\s+than|vor\s+über|vor\s+ueber)\s*\S*\s*|(?:have|has)\s+been\s[^.]*|gibt\s+es\s+uns\s[^.]*|(?:besteht|bestehen|existiert|existieren)\s[^.]*)$/u;
const HISTORY_AFTER =
  /^\s*(?:\S+\s+)?(?:erfahrung|experience|tradition|alt(?![\p{L}])|old(?![\p{L}])|ago|her(?![\p{L}])|zurück|zurueck|history|geschichte|im\s+geschäft|in\s+business|am\s+markt|on\s+the\s+market|bestehen|existence|garantie|warranty|gewährleistung|gewaehrleistung|aufbewahr|retention)/u;

/** A duration that tells the company's history or a warranty ("seit 20 Jahren", "20 years of experience"), not the project's. */
function aboutTheCompany(lowered: string, start: number, end: number): boolean {
  return HISTORY_BEFORE.test(lowered.slice(Math.max(0, start - 30), start)) || HISTORY_AFTER.test(lowered.slice(end, end + 30));
}
