/** Numbers as DACH and English writers put them: digits with any separator, scale words, number words. */
import { LEXICON } from "./lexicon.js";
import {
  matchesWord,
  normalise,
  type Phrase,
  phraseEndingAt,
  phrases,
  type Token,
  tokenIndexBefore,
  tokenIndexFrom,
  tokenize,
} from "./text.js";

export interface NumberMention {
  value: number;
  /** Where the number starts (its first digit or word). */
  start: number;
  /** Where the number ends, scale word included. */
  end: number;
  /** "+" after it ("300+"). */
  plus: boolean;
  /** Its scale is one that only money uses ("€2m"): valid only next to a currency. */
  moneyScale: boolean;
}

const SPACES = "[ \\u00a0\\u202f\\u2009]";
// Thousands grouped by . , ' ’ or a (thin, no-break) space, then maybe decimals; or plain digits with decimals.
const DIGITS = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d{1,3}(?:(?:[.,'’]|${SPACES}(?=\\d{3}(?!\\d)))\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)(?!\\d)`,
  "gu",
);

/**
 * The value of a digit string. With two kinds of separator the last is the decimal point; a
 * single . or , before exactly three digits groups thousands ("1.200", "1,200"), unless a scale
 * word follows ("1,250 Mio." is 1.25 million); any other . or , is a decimal point ("3,5").
 */
export function digitValue(raw: string, scaleFollows: boolean): number {
  const text = raw.replace(/[ \u00a0\u202f\u2009'’]/g, "'");
  const marks = text.replace(/\d/g, "");
  const decimalMark = /[.,]/.test(marks) ? (marks.includes(".") && marks.includes(",") ? marks.at(-1) : undefined) : undefined;
  if (decimalMark !== undefined) {
    const at = text.lastIndexOf(decimalMark);
    return Number(`${text.slice(0, at).replace(/\D/g, "")}.${text.slice(at + 1)}`);
  }
  const groups = text.split(/[.,']/);
  if (groups.length === 1) return Number(text);
  const single = /^[.,]$/.test(marks);
  if (single && ((groups[1] as string).length !== 3 || scaleFollows)) return Number(text.replace(",", "."));
  if (/'/.test(marks) && /[.,]\d+$/.test(text) && !/[.,]\d{3}$/.test(text)) {
    const at = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
    return Number(`${text.slice(0, at).replace(/\D/g, "")}.${text.slice(at + 1)}`);
  }
  return Number(text.replace(/\D/g, ""));
}

// ── number words ────────────────────────────────────────────────────────────

type Morpheme = { role: "unit" | "multiplier" | "group"; value: number } | { role: "half" } | { role: "connector" } | { role: "article" };

const MORPHEMES = new Map<string, Morpheme>();
for (const [word, value] of Object.entries(LEXICON.numbers.units)) MORPHEMES.set(word, { role: "unit", value });
for (const [word, value] of Object.entries(LEXICON.numbers.multipliers)) MORPHEMES.set(word, { role: "multiplier", value });
for (const [word, value] of Object.entries(LEXICON.numbers.groupMultipliers)) MORPHEMES.set(word, { role: "group", value });
for (const word of LEXICON.numbers.connectors) MORPHEMES.set(word, { role: "connector" });
const MORPHEME_WORDS = [...MORPHEMES.keys()].sort((a, b) => b.length - a.length);
const HALVES = new Set(LEXICON.numbers.halves);
const ARTICLES = new Set(LEXICON.numbers.articles);
const CONNECTORS = new Set(LEXICON.numbers.connectors);

/** Splits one word into number morphemes ("zweihundertfünfzig" → zwei, hundert, fünfzig); undefined if it is none. */
function splitNumberWord(word: string): Morpheme[] | undefined {
  if (word === "") return [];
  for (const morpheme of MORPHEME_WORDS) {
    if (!word.startsWith(morpheme)) continue;
    const rest = splitNumberWord(word.slice(morpheme.length));
    if (rest) return [MORPHEMES.get(morpheme) as Morpheme, ...rest];
  }
  return undefined;
}

/** A word's part in a number: articles and halves stand alone, others split into morphemes. */
function numberWordParts(norm: string): Morpheme[] | undefined {
  if (ARTICLES.has(norm)) return [{ role: "article" }];
  if (HALVES.has(norm)) return [{ role: "half" }];
  if (CONNECTORS.has(norm)) return [{ role: "connector" }];
  const parts: Morpheme[] = [];
  for (const piece of norm.split("-")) {
    const split = splitNumberWord(piece);
    if (!split || split.every((part) => part.role === "connector")) return undefined;
    parts.push(...split);
  }
  return parts;
}

function morphemeValue(parts: readonly Morpheme[]): number | undefined {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const part of parts) {
    if (part.role === "unit") current += part.value;
    else if (part.role === "multiplier") current = (current || 1) * part.value;
    else if (part.role === "group") {
      total += (current || 1) * part.value;
      current = 0;
    } else if (part.role === "half") current += 0.5;
    else continue;
    seen = true;
  }
  return seen ? total + current : undefined;
}

/** The value of a number written in words ("dreiundzwanzig", "two hundred", "a dozen"), or undefined. */
export function parseNumberWord(words: string): number | undefined {
  const parts: Morpheme[] = [];
  for (const word of words.trim().toLowerCase().split(/\s+/)) {
    const wordParts = numberWordParts(word);
    if (!wordParts) return undefined;
    parts.push(...wordParts);
  }
  return morphemeValue(parts);
}

// ── scales ──────────────────────────────────────────────────────────────────

const SCALES: { phrase: Phrase[]; value: number; moneyOnly: boolean }[] = LEXICON.scales.map((scale) => ({
  phrase: phrases(scale.forms),
  value: scale.value,
  moneyOnly: scale.moneyOnly === true,
}));
const ABBREVIATIONS = new Set(LEXICON.abbreviations);
const ZERO_CENTS = [...LEXICON.zeroCents].sort((a, b) => b.length - a.length);
const PLUS = LEXICON.approximate.after;

/** The scale word right after `offset` (one space at most), with the abbreviation's full stop. */
function scaleAfter(
  text: string,
  tokens: readonly Token[],
  offset: number,
): { value: number; end: number; moneyOnly: boolean } | undefined {
  const gap = new RegExp(`^${SPACES}?`).exec(text.slice(offset))?.[0].length ?? 0;
  const token = tokens[tokenIndexFrom(tokens, offset + gap)];
  if (!token || token.start !== offset + gap) return undefined;
  const scale = SCALES.find((entry) => matchesWord(entry.phrase, token.norm));
  // "180 m²", "40 m³": a unit with its exponent is an area or a volume, not millions.
  if (!scale || /^[²³^]/u.test(text.slice(token.end))) return undefined;
  const withStop = ABBREVIATIONS.has(token.norm) && text[token.end] === ".";
  return { value: scale.value, end: token.end + (withStop ? 1 : 0), moneyOnly: scale.moneyOnly };
}

/**
 * The number from `start` to `end` with the scale word after it, if any. `read` reads the
 * number itself, told whether a scale follows (it changes what "1,250" means).
 */
function withScale(
  text: string,
  tokens: readonly Token[],
  span: { start: number; end: number; plus: boolean },
  read: (scaleFollows: boolean) => number,
  allowMoneyScales: boolean,
): NumberMention {
  const scale = scaleAfter(text, tokens, span.end);
  if (!scale || (scale.moneyOnly && !allowMoneyScales)) return { ...span, value: read(false), moneyScale: false };
  return { ...span, value: read(true) * scale.value, end: scale.end, moneyScale: scale.moneyOnly };
}

// ── finding numbers in a text ──────────────────────────────────────────────

interface RunEntry {
  token: Token;
  parts: Morpheme[];
}

const roleOf = (entry: RunEntry | undefined) => entry?.parts[0]?.role;

/** A connector joins only after a multiplier ("two hundred and fifty") or before a half ("two and a half"). */
function joins(run: readonly RunEntry[], index: number): boolean {
  const before = run[index - 1]?.parts.at(-1)?.role;
  const after = roleOf(run.slice(index + 1).find((next) => roleOf(next) !== "article"));
  return before === "multiplier" || before === "group" || after === "half";
}

/** Runs of number words: numbers, halves, and articles or connectors only where they belong to a number. */
function wordNumbers(text: string, tokens: readonly Token[], allowMoneyScales: boolean): NumberMention[] {
  const found: NumberMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const run: RunEntry[] = [];
    let j = i;
    for (; j < tokens.length; j++) {
      const token = tokens[j] as Token;
      const parts = /^\d/.test(token.norm) ? undefined : numberWordParts(token.norm);
      const previous = run.at(-1);
      if (!parts || (previous && !/^[\s-]{1,3}$/.test(text.slice(previous.token.end, token.start)))) break;
      run.push({ token, parts });
    }
    i = Math.max(j, i + 1);
    while (roleOf(run[0]) === "connector") run.shift();
    const cut = run.findIndex((entry, k) => roleOf(entry) === "connector" && entry.parts.length === 1 && !joins(run, k));
    const kept = cut < 0 ? run : run.slice(0, cut);
    // A trailing article counts only before a scale ("eine Million", "half a million").
    while (["connector", "article"].includes(roleOf(kept.at(-1)) ?? "")) {
      const last = kept.at(-1) as RunEntry;
      if (roleOf(last) === "article" && scaleAfter(text, tokens, last.token.end)) break;
      kept.pop();
    }
    const first = kept[0];
    const last = kept.at(-1);
    if (!first || !last) continue;
    const parts = kept.flatMap((entry) => entry.parts);
    const value = morphemeValue(parts) ?? (parts.some((part) => part.role === "article") ? 1 : undefined);
    if (value === undefined) continue;
    // "eins komma zwei millionen": digits said after a decimal point word.
    const decimal = decimalAfter(text, tokens, last.token);
    if (decimal) i = Math.max(i, decimal.next);
    const span = { start: first.token.start, end: decimal?.end ?? last.token.end, plus: false };
    const mention = withScale(text, tokens, span, () => value + (decimal?.fraction ?? 0), allowMoneyScales);
    // "ein", "a", "halbe" alone are no number; before a scale they are ("eine halbe Million").
    const bare = parts.every((part) => part.role === "article" || part.role === "half");
    if (!bare || mention.end > span.end) found.push(mention);
  }
  return found;
}

const DECIMAL_POINTS = new Set((LEXICON.numbers.decimalPoints ?? []).map((word) => word.toLowerCase()));

/** The digits said after a decimal point word right after `last` ("komma zwei fünf" → 0.25), with where they end. */
function decimalAfter(text: string, tokens: readonly Token[], last: Token): { fraction: number; end: number; next: number } | undefined {
  const pointIndex = tokens.indexOf(last) + 1;
  const point = tokens[pointIndex];
  if (!point || !DECIMAL_POINTS.has(point.norm) || !/^\s{1,3}$/u.test(text.slice(last.end, point.start))) return undefined;
  let fraction = 0;
  let scale = 0.1;
  let end = point.end;
  let index = pointIndex + 1;
  for (; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const digit = numberWordParts(token.norm);
    const value = digit?.length === 1 && digit[0]?.role === "unit" ? digit[0].value : undefined;
    if (value === undefined || value > 9 || !/^\s{1,3}$/u.test(text.slice(end, token.start))) break;
    fraction += value * scale;
    scale /= 10;
    end = token.end;
  }
  return end > point.end ? { fraction, end, next: index } : undefined;
}

const FRACTION = /(?<![\d/.,])(?:([1-9])[ \u00a0]?\/[ \u00a0]?([1-9])|([½¼¾]))(?![\d/])/gu;
const VULGAR_FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

/** "1/2 Mio.", "¾ Million": a fraction is a number only before a scale word ("24/7", "1/2 Tag" are none). */
function fractionsOfScales(text: string, tokens: readonly Token[], allowMoneyScales: boolean): NumberMention[] {
  const found: NumberMention[] = [];
  for (const match of text.matchAll(FRACTION)) {
    const value = match[3] ? VULGAR_FRACTIONS[match[3]] : Number(match[1]) / Number(match[2]);
    const end = match.index + match[0].length;
    const scale = scaleAfter(text, tokens, end);
    if (value === undefined || !scale || (scale.moneyOnly && !allowMoneyScales)) continue;
    found.push({ start: match.index, end: scale.end, plus: false, value: value * scale.value, moneyScale: scale.moneyOnly });
  }
  return found;
}

/**
 * Every number in the text, in order. Scales that only money uses ("2m") are read only when
 * `allowMoneyScales` is set; the caller then checks for the currency.
 */
export function findNumbers(text: string, tokens: readonly Token[] = tokenize(text), allowMoneyScales = false): NumberMention[] {
  const found = fractionsOfScales(text, tokens, allowMoneyScales);
  for (const match of text.matchAll(DIGITS)) {
    if (found.some((fraction) => fraction.start <= match.index && match.index < fraction.end)) continue;
    let end = match.index + match[0].length;
    const cents = ZERO_CENTS.find((form) => text.startsWith(form, end) && !/\d/.test(text[end + form.length] ?? ""));
    if (cents) end += cents.length;
    const plus = PLUS.find((sign) => text.startsWith(sign, end));
    if (plus) end += plus.length;
    const span = { start: match.index, end, plus: plus !== undefined };
    found.push(withScale(text, tokens, span, (scaleFollows) => digitValue(match[0], scaleFollows), allowMoneyScales));
  }
  for (const mention of wordNumbers(text, tokens, allowMoneyScales)) {
    if (!found.some((other) => other.start < mention.end && mention.start < other.end)) found.push(mention);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The number a short text states ("3,5 Mio.", "1'200", "eine halbe Million", "a dozen"), or undefined. */
export function parseAmount(raw: string): number | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  const numbers = findNumbers(text, tokenize(text), true);
  const only = numbers[0];
  if (numbers.length !== 1 || !only || only.start !== 0) return undefined;
  return only.value;
}

/** Approximation words right before `offset` ("rund", "ca.", "more than"), as a match. */
const APPROXIMATE = phrases(LEXICON.approximate.before);
const CEILINGS = phrases(LEXICON.approximate.ceilings);
export function approximationBefore(text: string, tokens: readonly Token[], offset: number): { start: number } | undefined {
  const last = tokenIndexBefore(tokens, offset);
  if (last < 0) return undefined;
  if (!/^[\s.]*$/.test(text.slice((tokens[last] as Token).end, offset))) return undefined;
  // "nicht mehr als 5.000 €" is a limit, though "mehr als" alone hedges.
  if (phraseEndingAt(text, tokens, last, CEILINGS)) return undefined;
  const match = phraseEndingAt(text, tokens, last, APPROXIMATE);
  return match ? { start: match.start } : undefined;
}

const RANGE_DASH = LEXICON.ranges.dashes;
const RANGE_WORDS = LEXICON.ranges.words.map(normalise);
const RANGE_OPENERS = LEXICON.ranges.openers.map(normalise);
const RANGE_OPENED = LEXICON.ranges.openedWords.map(normalise);
const RANGE_OPENER_REACH = Math.max(...RANGE_OPENERS.map((word) => word.length)) + 4;

/**
 * Where a range starts whose upper end begins at `upperStart` and whose lower end spans
 * [lowerStart, lowerEnd) — with its currency, if written ("€ 50.000 – € 70.000").
 */
export function rangeBetween(text: string, lowerStart: number, lowerEnd: number, upperStart: number): number | undefined {
  const between = text.slice(lowerEnd, upperStart).trim().toLowerCase();
  if (RANGE_DASH.includes(between) || RANGE_WORDS.includes(between)) return lowerStart;
  if (!RANGE_OPENED.includes(between)) return undefined;
  const opener = /(\p{L}+)\s*$/u.exec(text.slice(Math.max(0, lowerStart - RANGE_OPENER_REACH), lowerStart));
  if (!opener?.[1] || !RANGE_OPENERS.includes(normalise(opener[1]))) return undefined;
  return lowerStart - opener[0].length;
}

/**
 * Where a range starts whose upper end is `upper` ("1–2 Mio. €", "51-200 employees",
 * "zwischen 1 und 2 Mio. €"); `lower` is the number written before it.
 */
export function rangeStart(
  text: string,
  lower: NumberMention | undefined,
  upper: NumberMention,
  /** Where the lower end's words begin, when a currency stands before it ("between EUR 1m and 1.5m"). */
  lowerFrom = lower?.start ?? 0,
): number | undefined {
  if (!lower) return undefined;
  return rangeBetween(text, lowerFrom, lower.end, upper.start);
}
