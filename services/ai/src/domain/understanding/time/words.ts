/** Regular-expression pieces built from the time words data (the code only evaluates the data). */
import { escapePattern, foldUmlauts } from "../../builtin/text.js";
import data from "./data/time-words.json" with { type: "json" };

export const WORDS = data;

/** A word and its spelling without umlauts/ß ("fünf" → "fuenf"), as keyboards without them write it. */
export function spellings(word: string): string[] {
  const plain = foldUmlauts(word);
  return plain === word.toLowerCase() ? [word] : [word, plain];
}

export { escapePattern };

/** One word or phrase as a pattern: spaces match any whitespace, hyphens also a space. */
function phrase(text: string): string {
  return escapePattern(text).replace(/\s+/gu, "\\s+").replace(/\\?-/gu, "[-\\s]?");
}

/** An alternation of words (longest first, so "innerhalb von" wins over "in"). */
export function alternation(words: Iterable<string>): string {
  const all = new Set<string>();
  for (const word of words) for (const spelling of spellings(word.toLowerCase())) all.add(spelling);
  return [...all]
    .sort((a, b) => b.length - a.length)
    .map(phrase)
    .join("|");
}

/** Lower-cases without changing any offset (a character whose lower case is longer stays as it is). */
export function lowerKeepingOffsets(text: string): string {
  return text.replace(/[\s\S]/gu, (character) => {
    const lowered = character.toLowerCase();
    return lowered.length === character.length ? lowered : character;
  });
}

/** The value of a word from a data map, whatever its spelling. */
export function lookup<T>(map: Readonly<Record<string, T>> | ReadonlyMap<string, T>, word: string): T | undefined {
  const entries = map instanceof Map ? [...map.entries()] : Object.entries(map);
  for (const [key, value] of entries) if (isOneOf([key], word)) return value;
  return undefined;
}

/** Month names in German (incl. Austrian "Jänner") and English, from the platform's Intl data (ICU). */
export const MONTHS: ReadonlyMap<string, number> = (() => {
  const months = new Map<string, number>();
  for (const locale of data.monthLocales) {
    const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month += 1) {
      const name = format.format(new Date(Date.UTC(2000, month - 1, 15))).toLowerCase();
      for (const spelling of spellings(name)) months.set(spelling, month);
    }
  }
  // "Ende Feber": regional names the calendar data lacks.
  for (const [name, month] of Object.entries(data.monthVariants)) months.set(name, month);
  return months;
})();

/** Short month names ("Jan", "Sept.", "Okt"): chrono reads them in dates ("1 Jan 2028"). */
export const SHORT_MONTHS: ReadonlySet<string> = (() => {
  const months = new Set<string>();
  for (const locale of data.monthLocales) {
    const format = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
    for (let month = 1; month <= 12; month += 1) {
      const name = format
        .format(new Date(Date.UTC(2000, month - 1, 15)))
        .toLowerCase()
        .replace(/\.$/u, "");
      for (const spelling of spellings(name)) months.add(spelling);
    }
  }
  return months;
})();

/** The words before a position that belong to the same clause, lower-cased, at most `count` of them. */
export function wordsBefore(lowered: string, position: number, count: number): string {
  const clause =
    lowered
      .slice(0, position)
      .split(/[.;!?,:()\n]/u)
      .pop() ?? "";
  return clause.trim().split(/\s+/u).slice(-count).join(" ");
}

/** The words after a position in the same clause (hyphens read as spaces), at most `count`. */
export function wordsAfter(lowered: string, position: number, count: number): string {
  const clause = lowered.slice(position).split(/[.;!?,:()\n]/u)[0] ?? "";
  return clause.replace(/-/gu, " ").trim().split(/\s+/u).slice(0, count).join(" ");
}

const phrasePatterns = new WeakMap<readonly string[], RegExp>();

/** Whether `text` (some words) contains one of the phrases as whole words. */
export function containsPhrase(text: string, phrases: readonly string[]): boolean {
  if (!text) return false;
  let pattern = phrasePatterns.get(phrases);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\d])(?:${alternation(phrases)})(?![\\p{L}\\d])`, "u");
    phrasePatterns.set(phrases, pattern);
  }
  return pattern.test(text);
}

function normalizedWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-\s]+/gu, " ")
    .trim();
}

/** Whether `text` is one of the words, in any of their spellings ("Maerz" for "März", "half year" for "half-year"). */
export function isOneOf(words: readonly string[], text: string): boolean {
  const wanted = normalizedWord(text);
  return words.some((word) => spellings(word.toLowerCase()).some((spelling) => normalizedWord(spelling) === wanted));
}
