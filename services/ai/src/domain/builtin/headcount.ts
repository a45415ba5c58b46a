/** Head counts in requests ("45 Mitarbeitende", "about 1,200 staff", "team of 8") and the EU size classes. */
import type { CompanySize } from "../types.js";
import { DIGITS_PATTERN, NUMBER_WORDS, parseNumber } from "./numbers.js";
import { lower } from "./text.js";

/** Number words that count people: no articles ("an employee portal" names no head count). */
const COUNT_WORDS = Object.entries(NUMBER_WORDS)
  .filter(([, value]) => value >= 2 && Number.isInteger(value))
  .map(([word]) => word.replace("-", "[\\s-]"))
  .sort((a, b) => b.length - a.length)
  .join("|");
const NUMBER = `(${DIGITS_PATTERN}|${COUNT_WORDS})`;

/** Nouns that count people, German and English (lower case). */
const PEOPLE =
  "(?:mitarbeit(?:ende|enden|er|ern|erinnen|er:innen|er\\*innen|er_innen|erin)|beschäftigte[n]?|beschaeftigte[n]?|angestellte[n]?|leute[n]?|personen|köpfe[n]?|koepfe[n]?|fachkräfte[n]?|ma|fte|vzä|vzae|vollzeitstellen|vollzeitkräfte[n]?|arbeitskräfte[n]?|kolleg(?:en|innen|:innen)|employees?|staff|people|workers|persons|ftes?|full-time equivalents?|team members|colleagues|headcount)";

/** Words that may stand between the number and the noun ("150 full-time employees", "45 fest angestellte Mitarbeitende"). */
const BETWEEN =
  "(?:\\s+(?:fest(?:\\s+|-)?angestellte[n]?|festangestellte[n]?|eigene[n]?|aktive[n]?|full-time|permanent|regular|own|motivierte[n]?|qualifizierte[n]?))?";

const PATTERNS: RegExp[] = [
  // 45 Mitarbeitende, 3.200 Beschäftigte, about 1,200 staff, 1.200 MA, 250 FTE
  new RegExp(`(?<![\\p{L}\\d])${NUMBER}\\+?${BETWEEN}\\s*${PEOPLE}(?![\\p{L}])`, "gu"),
  // team of 8, Team von 8, workforce of 300, Belegschaft von 1.200, headcount of 300, Headcount: 300
  new RegExp(
    `(?:team|belegschaft|workforce|headcount|mitarbeiterzahl|personalstand)\\s*(?:of|von|mit|:|=)?\\s*(?:about|around|approximately|roughly|rund|etwa|ca\\.?|circa|über|ueber|more than|over)?\\s*${NUMBER}(?![\\d])`,
    "gu",
  ),
  // 8-köpfiges Team, an 8-person team, a 12-strong team
  new RegExp(`(?<![\\p{L}\\d])${NUMBER}[\\s-]*(?:köpfige[nms]?|koepfige[nms]?|person|people|strong|member)\\s+team`, "gu"),
];

/**
 * The head count named in the text: the largest one when several are named (the company's
 * staff rather than a department's). Undefined when none is named.
 */
export function employeesFromText(text: string): number | undefined {
  const lowered = lower(text);
  let best: number | undefined;
  for (const pattern of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of lowered.matchAll(pattern)) {
      const value = parseNumber(match[1] ?? "");
      if (!Number.isFinite(value) || value < 1 || value > 5_000_000) continue;
      const rounded = Math.round(value);
      if (best === undefined || rounded > best) best = rounded;
    }
  }
  return best;
}

/** EU size classes by head count: micro < 10, small < 50, medium < 250, large ≥ 250. */
export function sizeClass(employees: number): CompanySize {
  if (employees < 10) return "micro";
  if (employees < 50) return "small";
  if (employees < 250) return "medium";
  return "large";
}
