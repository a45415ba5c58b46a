/** Words of a text with their offsets, and matching of lexicon forms ("wort", "wort*", "*wort", "*wort*", phrases). */
import { LEXICON } from "./lexicon.js";

export interface Token {
  text: string;
  /** Lower case, gender forms reduced to their base ("Mitarbeiter:innen" → "mitarbeiter"). */
  norm: string;
  start: number;
  end: number;
  sentence: number;
}

// Letters with inner hyphens, colons, stars, underscores and apostrophes stay one word
// ("Start-up", "Mitarbeiter:innen", "we're"); digits and each symbol (€, $, +, ~, %) are words of their own.
const TOKEN = /[\p{L}\p{M}](?:[\p{L}\p{M}\d]|[-:*_’'](?=[\p{L}\p{M}\d]))*|\d+|[\p{S}%]/gu;
// Longest first, so ":innen" is cut whole rather than as ":in" + "nen".
const GENDER_SUFFIXES = [...LEXICON.genderSuffixes].sort((a, b) => b.length - a.length);
const SENTENCE_END = /[.!?;]+(?=\s|$)|\n/g;
const LETTER = /\p{L}/u;

export function normalise(word: string): string {
  // Only when something is left and a letter precedes the ending ("Kolleg*innen", not "Innen").
  const suffix = GENDER_SUFFIXES.find((ending) => word.endsWith(ending) && /\p{L}$/u.test(word.slice(0, -ending.length)));
  const base = suffix ? word.slice(0, -suffix.length) : word;
  return base.replace(/’/g, "'").toLowerCase();
}

const ABBREVIATIONS = new Set(LEXICON.abbreviations.map(normalise));

/** "ca", "max", "inkl": a word whose full stop ends no sentence. */
export function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(normalise(word));
}

/** Offsets where a sentence ends: a stop that is not part of an abbreviation or a number. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(SENTENCE_END)) {
    let from = match.index;
    while (from > 0 && LETTER.test(text[from - 1] as string)) from--;
    const lastWord = from < match.index ? text.slice(from, match.index) : undefined;
    if (match[0] === "." && lastWord !== undefined && isAbbreviation(lastWord)) continue;
    ends.push(match.index);
  }
  return ends;
}

export function tokenize(text: string): Token[] {
  const ends = sentenceEnds(text);
  const tokens: Token[] = [];
  let sentence = 0;
  for (const match of text.matchAll(TOKEN)) {
    while (sentence < ends.length && (ends[sentence] ?? Number.POSITIVE_INFINITY) < match.index) sentence++;
    tokens.push({
      text: match[0],
      norm: normalise(match[0]),
      start: match.index,
      end: match.index + match[0].length,
      sentence,
    });
  }
  return tokens;
}

type WordTest = (word: string) => boolean;

/** Compounds must have a real first part ("Hotelzimmer"), not just a letter or two. */
const MIN_COMPOUND_PREFIX = 3;

function wordTest(form: string): WordTest {
  const head = form.length > 1 && form.startsWith("*");
  const prefix = form.length > 1 && form.endsWith("*");
  const core = normalise(form.slice(head ? 1 : 0, prefix ? -1 : undefined));
  if (head && prefix) return (word) => word.includes(core);
  if (prefix) return (word) => word.startsWith(core);
  if (head)
    return (word) =>
      word === core ||
      (word.endsWith(core) && (word.length - core.length >= MIN_COMPOUND_PREFIX || word[word.length - core.length - 1] === "-"));
  return (word) => word === core;
}

export interface Phrase {
  form: string;
  words: WordTest[];
  /** How much of the form is literal: a longer literal form is the more specific match. */
  weight: number;
}

export function phrases(forms: readonly string[]): Phrase[] {
  return forms
    .map((form) => ({
      form,
      words: form.split(/\s+/).map(wordTest),
      weight: form.replace(/\*/g, "").length,
    }))
    .sort((a, b) => b.weight - a.weight);
}

// Between the words of a phrase only spaces or a hyphen may stand.
const PHRASE_GAP = /^[\s\u00a0\u202f\u2009-]*$/;

function matchesAt(text: string, tokens: readonly Token[], first: number, phrase: Phrase): boolean {
  if (first < 0 || first + phrase.words.length > tokens.length) return false;
  for (let k = 0; k < phrase.words.length; k++) {
    const token = tokens[first + k] as Token;
    if (!(phrase.words[k] as WordTest)(token.norm)) return false;
    if (k > 0 && !PHRASE_GAP.test(text.slice((tokens[first + k - 1] as Token).end, token.start))) return false;
  }
  return true;
}

export interface PhraseMatch {
  phrase: Phrase;
  first: number;
  last: number;
  start: number;
  end: number;
}

/** The most specific phrase that starts at token `first`. */
export function phraseAt(text: string, tokens: readonly Token[], first: number, list: readonly Phrase[]): PhraseMatch | undefined {
  for (const phrase of list) {
    if (!matchesAt(text, tokens, first, phrase)) continue;
    const last = first + phrase.words.length - 1;
    return { phrase, first, last, start: (tokens[first] as Token).start, end: (tokens[last] as Token).end };
  }
  return undefined;
}

/** The most specific phrase that ends at token `last`. */
export function phraseEndingAt(text: string, tokens: readonly Token[], last: number, list: readonly Phrase[]): PhraseMatch | undefined {
  for (const phrase of list) {
    const first = last - phrase.words.length + 1;
    if (!matchesAt(text, tokens, first, phrase)) continue;
    return { phrase, first, last, start: (tokens[first] as Token).start, end: (tokens[last] as Token).end };
  }
  return undefined;
}

/** Whether one word is a one-word form of the list. */
export function matchesWord(list: readonly Phrase[], norm: string): boolean {
  return list.some((phrase) => phrase.words.length === 1 && (phrase.words[0] as WordTest)(norm));
}

/** Every place a phrase of the list occurs. */
export function findPhrases(text: string, tokens: readonly Token[], list: readonly Phrase[]): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const match = phraseAt(text, tokens, i, list);
    if (match) found.push(match);
  }
  return found;
}

/** Index of the first token that starts at or after `offset` (tokens are in text order). */
export function tokenIndexFrom(tokens: readonly Token[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle] as Token).start < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the last token that ends at or before `offset`, or -1. */
export function tokenIndexBefore(tokens: readonly Token[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle] as Token).end <= offset) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** The sentence of the first token at or after `offset`. */
export function sentenceFrom(tokens: readonly Token[], offset: number): number {
  return tokens[tokenIndexFrom(tokens, offset)]?.sentence ?? tokens.at(-1)?.sentence ?? 0;
}
