/**
 * Text helpers of the built-in engine: a position-preserving lower-casing, a small keyword
 * language for German and English stems, bilingual text with placeholders, rounding.
 */
import type { Language } from "../types.js";

/** A text in both languages the product writes. Placeholders in braces are filled by `fill`. */
export interface Text {
  de: string;
  en: string;
}

/**
 * Lower-cases without changing the length of the string (a character whose lower-case form
 * is longer, such as "İ", stays as it is), so match positions point into the original text.
 */
export function lower(text: string): string {
  let out = "";
  for (const char of text) {
    const low = char.toLowerCase();
    out += low.length === char.length ? low : char;
  }
  return out;
}

const LETTER = "[\\p{L}\\p{N}]";

/**
 * Compiles a keyword of the engine's small pattern language to a global, Unicode regular
 * expression over lower-cased text:
 * - `*` at the start: the keyword may end a compound ("*brauerei" matches "Großbrauerei");
 *   `*` at the end: it may start one or take endings ("brauerei*" matches "Brauereien").
 *   Without a star the keyword must be a whole word on that side.
 * - umlauts and ß also match their transliterations (ä = ae = a, ß = ss);
 * - a space matches spaces or hyphens, a hyphen is optional ("e-commerce" = "ecommerce"),
 *   a dot is optional ("st. gallen" = "st gallen").
 * - `re:` starts a raw regular expression (lower case, Unicode) for phrases the language cannot say.
 */
export function keywordPattern(keyword: string): RegExp {
  if (keyword.startsWith("re:")) return new RegExp(keyword.slice(3), "gu");
  let body = keyword;
  const open = body.startsWith("*");
  const close = body.endsWith("*");
  body = body.replace(/^\*/, "").replace(/\*$/, "");
  let source = "";
  for (const char of body) {
    switch (char) {
      case "ä":
        source += "(?:ä|ae|a)";
        break;
      case "ö":
        source += "(?:ö|oe|o)";
        break;
      case "ü":
        source += "(?:ü|ue|u)";
        break;
      case "ß":
        source += "(?:ß|ss)";
        break;
      case " ":
        source += "[\\s\\-–]+";
        break;
      case "-":
        source += "[\\s\\-–]?";
        break;
      case ".":
        source += "\\.?\\s*";
        break;
      default:
        source += char.replace(/[\\^$+?()[\]{}|/]/g, "\\$&");
    }
  }
  const before = open ? "" : `(?<!${LETTER})`;
  const after = close ? "" : `(?!${LETTER})`;
  return new RegExp(`${before}${source}${after}`, "gu");
}

/**
 * The longest run of plain letters and digits of a keyword: umlauts, ß, spaces, hyphens
 * and dots match several spellings, so they end a run. Empty for raw patterns.
 */
function needleOf(keyword: string): string {
  if (keyword.startsWith("re:")) return "";
  let longest = "";
  for (const run of keyword.split(/[^a-z0-9]+/)) if (run.length > longest.length) longest = run;
  return longest;
}

/** The two characters at `at` as one number when both are ASCII letters or digits (needles are), else -1. */
function bigram(text: string, at: number): number {
  const first = text.charCodeAt(at);
  const second = text.charCodeAt(at + 1);
  if (first >= 128 || second >= 128) return -1;
  return first * 128 + second;
}

/** A keyword found in a text: where, and how much it counts. */
export interface KeywordHit<K> {
  key: K;
  start: number;
  end: number;
  weight: number;
  /** The keyword names what the organisation is (a brewery), not what it does. */
  org: boolean;
}

/** Keywords of one class (an industry, a project type, a country) by weight. */
export interface KeywordSet {
  /** What the organisation is ("Brauerei", "brewery"): weight 6. */
  org?: readonly string[];
  /** Clear signals: weight 3. */
  strong?: readonly string[];
  /** Hints: weight 1. */
  weak?: readonly string[];
}

export const WEIGHTS = { org: 6, strong: 3, weak: 1 } as const;

interface CompiledKeyword<K> {
  key: K;
  pattern: RegExp;
  /** A literal every match contains: the regular expression runs only when the text has it. */
  needle: string;
  weight: number;
  org: boolean;
}

/** A compiled set of keyword classes that finds the hits of every class in a text. */
export class KeywordMatcher<K> {
  private readonly keywords: CompiledKeyword<K>[] = [];
  /** Keywords (indexes) by the first two characters of their needle (see `bigram`). */
  private readonly byBigram: number[][] = [];
  /** Keywords whose needle is shorter than two characters: always tried. */
  private readonly unindexed: number[] = [];
  /** `marks[i] === mark` while keyword i is a candidate of the current call. */
  private readonly marks: Uint32Array;
  private mark = 0;

  constructor(classes: readonly { key: K; keywords: KeywordSet }[]) {
    for (const { key, keywords } of classes) {
      for (const level of ["org", "strong", "weak"] as const) {
        for (const keyword of keywords[level] ?? []) {
          this.keywords.push({
            key,
            pattern: keywordPattern(keyword),
            needle: needleOf(keyword),
            weight: WEIGHTS[level],
            org: level === "org",
          });
        }
      }
    }
    this.keywords.forEach((keyword, index) => {
      const gram = keyword.needle.length >= 2 ? bigram(keyword.needle, 0) : -1;
      if (gram < 0) {
        this.unindexed.push(index);
        return;
      }
      const list = this.byBigram[gram] ?? [];
      list.push(index);
      this.byBigram[gram] = list;
    });
    this.marks = new Uint32Array(this.keywords.length);
  }

  /**
   * The keywords that can occur in the text, in their own order: those whose needle's first
   * two characters occur in it, and those without such a needle. A needle the text contains
   * has its first two characters in it, so no keyword that could match is left out.
   */
  private candidates(lowered: string): number[] {
    this.mark = this.mark === 0xffffffff ? 1 : this.mark + 1;
    if (this.mark === 1) this.marks.fill(0);
    const mark = this.mark;
    const found: number[] = [...this.unindexed];
    for (const index of this.unindexed) this.marks[index] = mark;
    for (let i = 0; i + 1 < lowered.length; i++) {
      const gram = bigram(lowered, i);
      if (gram < 0) continue;
      const list = this.byBigram[gram];
      if (!list) continue;
      for (const index of list) {
        if (this.marks[index] === mark) continue;
        this.marks[index] = mark;
        found.push(index);
      }
    }
    return found.sort((a, b) => a - b);
  }

  /**
   * Every hit in the lower-cased text. Where hits overlap, the longer one wins (the more
   * specific keyword: "Energiehändler" is energy, not a dealer), then the heavier one.
   */
  hits(lowered: string): KeywordHit<K>[] {
    const all: KeywordHit<K>[] = [];
    for (const index of this.candidates(lowered)) {
      const keyword = this.keywords[index] as CompiledKeyword<K>;
      // Thousands of keywords, few of them in a text: a substring test is far cheaper than the regex.
      if (keyword.needle && !lowered.includes(keyword.needle)) continue;
      keyword.pattern.lastIndex = 0;
      for (const match of lowered.matchAll(keyword.pattern)) {
        if (match[0].length === 0) continue;
        all.push({ key: keyword.key, start: match.index, end: match.index + match[0].length, weight: keyword.weight, org: keyword.org });
      }
    }
    all.sort((a, b) => b.end - b.start - (a.end - a.start) || b.weight - a.weight || a.start - b.start);
    const kept: KeywordHit<K>[] = [];
    for (const hit of all) {
      if (kept.some((other) => hit.start < other.end && other.start < hit.end)) continue;
      kept.push(hit);
    }
    return kept.sort((a, b) => a.start - b.start);
  }

  /**
   * The best class by summed weight; ties go to the class mentioned first. Undefined when no
   * class reaches `minimum`.
   */
  best(lowered: string, minimum = 1, boost?: (hit: KeywordHit<K>) => number): { key: K; score: number; hits: KeywordHit<K>[] } | undefined {
    return this.bestOf(this.hits(lowered), minimum, boost);
  }

  /** `best` over hits already found (a caller that looked at them first). */
  bestOf(
    hits: readonly KeywordHit<K>[],
    minimum = 1,
    boost?: (hit: KeywordHit<K>) => number,
  ): { key: K; score: number; hits: KeywordHit<K>[] } | undefined {
    const scores = new Map<K, { score: number; first: number; hits: KeywordHit<K>[] }>();
    for (const hit of hits) {
      const entry = scores.get(hit.key) ?? { score: 0, first: hit.start, hits: [] };
      entry.score += hit.weight + (boost ? boost(hit) : 0);
      entry.hits.push(hit);
      scores.set(hit.key, entry);
    }
    let best: { key: K; score: number; first: number; hits: KeywordHit<K>[] } | undefined;
    for (const [key, entry] of scores) {
      if (entry.score < minimum) continue;
      if (!best || entry.score > best.score || (entry.score === best.score && entry.first < best.first)) best = { key, ...entry };
    }
    return best ? { key: best.key, score: best.score, hits: best.hits } : undefined;
  }
}

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function pick(text: Text, language: Language): string {
  return language === "en" ? text.en : text.de;
}

/** Text as a literal part of a regular expression. */
/** Lower case with umlauts and ß as keyboards without them write them (ä → ae, ß → ss): "Überprüfung" meets "ueberpruefung". */
export function foldUmlauts(text: string): string {
  return text.toLowerCase().replace(/ä/gu, "ae").replace(/ö/gu, "oe").replace(/ü/gu, "ue").replace(/ß/gu, "ss");
}

export function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toUpperCase() + text.slice(char.length);
}

/** Collapses runs of white space and trims. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Like `squeeze`, but a line break stays one: the lines of a letter (greeting, request, signature) stay apart. */
export function squeezeLines(text: string): string {
  return text
    .split(/\r?\n/u)
    .map((line) => squeeze(line))
    .filter((line) => line.length > 0)
    .join("\n");
}

/** Cuts at a word boundary so the result has at most `max` characters. */
export function shorten(text: string, max: number): string {
  const clean = squeeze(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  const result = (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–-]+$/, "");
  return result;
}

/** Money is planned in whole hundreds. */
export function roundHundreds(value: number): number {
  return Math.round(value / 100) * 100;
}

/** The word (letters, digits, hyphens) around a span of the text. */
export function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from > 0 && /[\p{L}\p{N}-]/u.test(text[from - 1] ?? "")) from--;
  while (to < text.length && /[\p{L}\p{N}-]/u.test(text[to] ?? "")) to++;
  return text.slice(from, to);
}
