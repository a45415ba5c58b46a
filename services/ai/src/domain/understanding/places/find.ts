/**
 * Finds place names in a sentence and weighs the structural evidence around each: a
 * preposition of place before it, an article that makes it an ordinary noun, a company noun
 * after an adjective form. Which of several places of the same name is meant is decided later
 * (resolve.ts), from the whole text.
 */
import type { ContextData } from "./data.js";
import { getLexicon, type Lexicon, type LexiconEntry, startsUpper } from "./lexicon.js";

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

/** How a name is used; the weight says how strongly it marks where the project is. */
export type Role = "locative" | "identity" | "origin" | "bare";

/** At most this share of capitalised words and a text counts as typed in lower case. */
const UNCASED_SHARE = 0.1;
/** A short quoted title ("'Future Days'"): its capitals say nothing about how the text around it is typed. */
const QUOTED = /['"«„‚‹“][^'"«»„“”‚‘’‹›\n]{1,60}['"»“”‘’›]/gu;

export const ROLE_WEIGHT: Record<Role, number> = { locative: 3, identity: 2.5, origin: 2, bare: 1 };

export interface Candidate {
  entry: LexiconEntry;
  role: Role;
  weight: number;
}

export interface RawMatch {
  start: number;
  end: number;
  evidence: string;
  firstToken: number;
  lastToken: number;
  candidates: Candidate[];
  /** The noun before the name says what it is (Kanton Bern: the canton; Stadt Salzburg: the city). */
  areaWord?: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SENTENCE_END = /[.!?;:]\s/;
const INSIDE_NAME = /^[\s.\-/()']*$/;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

class Sentence {
  readonly tokens: Token[];
  /** English places a name before its noun (a Zurich company); German makes an adjective of it. */
  readonly english: boolean;
  /** Written without capitals ("hotel in grindelwald"): casing then tells nothing about names. */
  readonly uncased: boolean;
  private readonly phraseCache = new Map<string[], string[][]>();

  constructor(
    readonly text: string,
    readonly context: ContextData,
  ) {
    this.tokens = tokenize(text);
    const count = (markers: string[]) => this.tokens.filter((t) => markers.includes(t.lower)).length;
    this.english = count(context.languageMarkers.en) > count(context.languageMarkers.de);
    // One capital may open the text ("Hello, we are …"), a quoted title may have a few ("'Future Days' in wien");
    // acronyms are no sign of casing.
    const quoted = [...text.matchAll(QUOTED)].map((match) => [match.index, match.index + match[0].length] as const);
    const capitals = this.tokens.filter(
      (token) =>
        startsUpper(token.text) && !/^\p{Lu}+$/u.test(token.text) && !quoted.some(([from, to]) => token.start >= from && token.end <= to),
    ).length;
    this.uncased = this.tokens.length >= 4 && capitals <= Math.max(1, this.tokens.length * UNCASED_SHARE);
  }

  separatorBefore(i: number): string {
    const previous = this.tokens[i - 1];
    const token = this.tokens[i];
    if (!token) return "";
    return this.text.slice(previous ? previous.end : 0, token.start);
  }

  /** Whether a sentence ends between token i-1 and token i ("St. Gallen" goes on). */
  breakBefore(i: number): boolean {
    if (i === 0) return true;
    const separator = `${this.separatorBefore(i)} `;
    if (!SENTENCE_END.test(separator)) return false;
    const previous = this.tokens[i - 1];
    const abbreviation = previous !== undefined && separator.startsWith(".") && this.context.abbreviations.includes(previous.lower);
    return !abbreviation;
  }

  /** The longest phrase of the list standing right before token i, within the sentence. */
  phraseBefore(i: number, phrases: string[]): string | undefined {
    let cached = this.phraseCache.get(phrases);
    if (!cached) {
      cached = phrases.map((p) => p.split(" ")).sort((a, b) => b.length - a.length);
      this.phraseCache.set(phrases, cached);
    }
    for (const words of cached) {
      const from = i - words.length;
      if (from < 0) continue;
      let fits = true;
      for (let k = 0; k < words.length && fits; k++) {
        fits = this.tokens[from + k]?.lower === words[k] && (k === 0 || !this.breakBefore(from + k));
        if (fits && k > 0 && !/^\s+$/.test(this.separatorBefore(from + k))) fits = false;
      }
      if (fits && !this.breakBefore(i) && /^\s+$/.test(this.separatorBefore(i))) return words.join(" ");
    }
    return undefined;
  }

  /** The word (with its hyphenated parts) following a character offset, and the one after it. */
  wordsAfter(offset: number): { joiner: string; words: string[] } {
    const rest = this.text.slice(offset);
    // A line break ends what follows a name: "Stefan Hattinger⏎Product Management" modifies nothing.
    const match = /^([^\S\n]*-|[^\S\n]+)([\p{L}\p{N}][\p{L}\p{N}-]*)(?:[^\S\n]+([\p{L}\p{N}][\p{L}\p{N}-]*))?/u.exec(rest);
    if (!match) return { joiner: "", words: [] };
    return { joiner: match[1]?.trim() ?? "", words: [match[2], match[3]].filter((w): w is string => !!w) };
  }
}

function isHeadNoun(word: string, context: ContextData): boolean {
  const lower = word.toLowerCase();
  const heads = [...context.headNouns.de, ...context.headNouns.en];
  // "des Wirtschaftsvereins Kufstein": a head in the genitive too.
  const forms = [lower, ...(/e?s$/u.test(lower) ? [lower.replace(/s$/u, ""), lower.replace(/es$/u, "")] : [])];
  return heads.some((head) => forms.some((form) => (head.length <= 3 ? form === head : form.endsWith(head))));
}

function isEnglishHeadNoun(word: string, context: ContextData): boolean {
  const lower = word.toLowerCase();
  return context.headNouns.en.some((head) => lower === head || lower === `${head}s`);
}

interface Continuation {
  role: Role;
}

export function scanPlaces(text: string): RawMatch[] {
  const lexicon = getLexicon();
  const sentence = new Sentence(text, lexicon.context);
  const { tokens } = sentence;
  const matches: RawMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    const found = matchAt(sentence, lexicon, i, continuationAt(sentence, matches, i));
    if (found) {
      matches.push(found);
      i = found.lastToken + 1;
    } else {
      i++;
    }
  }
  return matches.filter((m) => !isNounPair(sentence, lexicon, m));
}

/** A place right after "Graz und" / "Graz," inherits the preposition of the list (in Graz und Leoben). */
function continuationAt(sentence: Sentence, matches: RawMatch[], i: number): Continuation | undefined {
  const last = matches.at(-1);
  if (!last) return undefined;
  const role = strongestRole(last);
  if (role !== "locative" && role !== "origin") return undefined;
  const joiners = sentence.context.listJoiners;
  const token = sentence.tokens[i - 1];
  if (last.lastToken === i - 2 && token && joiners.includes(token.lower) && !sentence.breakBefore(i - 1)) {
    return { role };
  }
  if (last.lastToken === i - 1 && sentence.separatorBefore(i).trim() === "," && joiners.includes(",")) {
    return { role };
  }
  return undefined;
}

function strongestRole(match: RawMatch): Role {
  return match.candidates.reduce((best, c) => (ROLE_WEIGHT[c.role] > ROLE_WEIGHT[best] ? c.role : best), "bare" as Role);
}

/**
 * "Essen und Trinken": a bare name joined to a capitalised word that names no place is a noun
 * in a list of nouns.
 */
function isNounPair(sentence: Sentence, lexicon: Lexicon, match: RawMatch): boolean {
  if (strongestRole(match) !== "bare") return false;
  const joiner = sentence.tokens[match.lastToken + 1];
  const next = sentence.tokens[match.lastToken + 2];
  if (!joiner || !next || !sentence.context.listJoiners.includes(joiner.lower)) return false;
  return startsUpper(next.text) && !lexicon.entries.has(next.lower);
}

/** Whether one or two titles stand right before the token ("Ms", "Herr Ing.", "Frau Mag."). */
function afterPersonTitle(tokens: readonly Token[], first: number, titles: readonly string[]): boolean {
  const title = (index: number) => titles.includes(tokens[index]?.lower.replace(/\.$/u, "") ?? "");
  return title(first - 1) || (title(first - 2) && title(first - 1));
}

function matchAt(sentence: Sentence, lexicon: Lexicon, i: number, continuation?: Continuation): RawMatch | undefined {
  const { tokens } = sentence;
  const longest = Math.min(lexicon.maxWords, tokens.length - i);
  for (let length = longest; length >= 1; length--) {
    const last = i + length - 1;
    let inside = true;
    for (let k = i + 1; k <= last && inside; k++) inside = INSIDE_NAME.test(sentence.separatorBefore(k));
    if (!inside) continue;
    const key = tokens
      .slice(i, last + 1)
      .map((t) => t.lower)
      .join(" ");
    const entries = lexicon.entries.get(key);
    if (!entries) continue;
    const found = evaluate(sentence, entries, i, last, continuation);
    if (found) return found;
  }
  return undefined;
}

function evaluate(
  sentence: Sentence,
  entries: LexiconEntry[],
  first: number,
  last: number,
  continuation?: Continuation,
): RawMatch | undefined {
  const { tokens, context, text } = sentence;
  const firstToken = tokens[first] as Token;
  const lastToken = tokens[last] as Token;
  let end = lastToken.end;
  // "Halle (Saale)": the closing bracket belongs to the name.
  if (text.slice(firstToken.start, end).includes("(") && text.charAt(end) === ")") end++;

  const after = sentence.wordsAfter(end);
  const headFollows =
    after.joiner === "" &&
    after.words.some((w) => isHeadNoun(w, context)) &&
    !(after.words[0] && context.listJoiners.includes(after.words[0].toLowerCase()));
  const headIsMarket = after.words.some((w) => context.marketCues.includes(w.toLowerCase()));
  const basedFollows = after.words[0] !== undefined && context.basedAfter.includes(after.words[0].toLowerCase());
  // In a text typed without capitals any word after an adjective may be its noun ("im salzburger land").
  const nounFollows =
    !sentence.english &&
    after.joiner === "" &&
    after.words[0] !== undefined &&
    (startsUpper(after.words[0]) || (sentence.uncased && !context.listJoiners.includes(after.words[0].toLowerCase())));
  const nounOrEnglishFollows =
    after.joiner === "" &&
    after.words[0] !== undefined &&
    !context.listJoiners.includes(after.words[0].toLowerCase()) &&
    (sentence.english || startsUpper(after.words[0]));
  const englishHeadFollows =
    sentence.english && after.joiner === "" && after.words[0] !== undefined && isEnglishHeadNoun(after.words[0], context);

  // "Dear Ms Roth", "Sehr geehrter Herr Ing. Gruber": a name after a person's title is a surname.
  if (afterPersonTitle(tokens, first, context.personTitles)) return undefined;
  const previous = first > 0 && !sentence.breakBefore(first) ? tokens[first - 1] : undefined;
  const areaWord = sentence.phraseBefore(first, context.areaNounsBefore);
  // "Fernheizwerk Leoben", "Brauerei Appenzell AI": a site or company noun right before a name places it.
  const siteBefore =
    previous !== undefined &&
    /^\s+$/u.test(sentence.separatorBefore(first)) &&
    startsUpper(previous.text) &&
    isHeadNoun(previous.text, context);
  // "Standort: Winterthur", "Location: Ried im Innkreis": a form's place field names where the project is.
  const lineStart = text.lastIndexOf("\n", firstToken.start - 1) + 1;
  const label = /^\s*([\p{L} ]{2,30}?)\s*:\s*$/u.exec(text.slice(lineStart, firstToken.start))?.[1];
  const placeField = !!label && context.placeFields.includes(label.trim().toLowerCase());
  // "new practice, Zurich Altstetten, 5 rooms": after a comma or a bar a name opens an item of a note.
  const opensItem = !!previous && /^\s*[,|]\s*$/u.test(sentence.separatorBefore(first));
  // "Metallbau Huber GmbH, Wels": after a legal form and a comma, as in an address line, a name is the company's seat.
  const seat = opensItem && /^\s*,\s*$/u.test(sentence.separatorBefore(first)) && context.legalForms.includes(previous?.lower ?? "");
  const preposition = areaWord || siteBefore || placeField || seat ? "locative" : prepositionRole(sentence, first);
  const previousIsDeterminer = previous !== undefined && context.determiners.includes(previous.lower);
  // "im bregenzerwald", "aus dem allgäu": a contraction or a preposition with its article marks a place too.
  const articlePlace =
    !!sentence.phraseBefore(first, context.locativeContractions) ||
    !!sentence.phraseBefore(first, context.originContractions) ||
    (previousIsDeterminer && prepositionRole(sentence, first - 1) !== undefined);

  const candidates: Candidate[] = [];
  for (const entry of entries) {
    // In a text without capitals only a preposition of place marks a name ("in freistadt", "aus st. gallen"), or a
    // place too large to be an ordinary word standing as an item of its own ("(installateur, 40 MA, linz)") or, in
    // English, before a noun ("vienna office is moving").
    const itemOfItsOwn = opensItem && /^\s*(?:$|[,;:)|/.])/u.test(text.slice(end));
    const largeName = entry.place.kind !== "city" || (entry.place.population ?? 0) >= context.smallPlacePopulation;
    const uncasedName =
      sentence.uncased &&
      (preposition ||
        articlePlace ||
        (largeName && !entry.needsHead && (itemOfItsOwn || (sentence.english && first === 0 && nounOrEnglishFollows))));
    if (!casingFits(entry, tokens.slice(first, last + 1)) && !uncasedName) continue;
    const role = roleOf(entry);
    if (role) candidates.push({ entry, role, weight: ROLE_WEIGHT[role] - (role === "identity" && headIsMarket ? 1 : 0) });
  }
  if (candidates.length === 0) return undefined;
  const best = Math.max(...candidates.map((c) => c.weight));
  return {
    start: firstToken.start,
    end,
    evidence: text.slice(firstToken.start, end),
    firstToken: first,
    lastToken: last,
    candidates: candidates.filter((c) => c.weight === best),
    ...(areaWord ? { areaWord } : {}),
  };

  function roleOf(entry: LexiconEntry): Role | undefined {
    const { place } = entry;
    const large = place.kind !== "city" || (place.population ?? 0) >= context.smallPlacePopulation;
    // A large place's or a region's adjective before any noun names it ("Grazer Softwarehaus",
    // "in den Bündner Bergen"); a small place's only before a company or site noun.
    if (entry.needsHead) {
      // English nouns are lower case: "a Styrian steel components manufacturer" names Styria like "Grazer Softwarehaus".
      if (headFollows || (large && (nounFollows || (sentence.english && place.kind !== "country" && nounOrEnglishFollows))))
        return "identity";
      // A country's adjective before a noun hints at the country, weaker than any named place.
      return place.kind === "country" && nounOrEnglishFollows ? "bare" : undefined;
    }
    if (entry.inhabitant) return large ? "bare" : undefined;
    // "in Halle 2 integrieren": a short number right after the name numbers a thing (a hall, a building), after any preposition.
    // A count before a noun ("in Saalbach 45 Saisonkräfte") stays a count.
    if (place.kind === "city" && /^\s*\d{1,2}(?![\d.:/])\s*(?:$|[,;)]|\.(?!\d)|\p{Ll})/u.test(text.slice(end))) return undefined;
    if (preposition) return preposition;
    if (basedFollows) return "locative";
    if (continuation) return continuation.role;
    if (englishHeadFollows) return "identity";
    // "a Vienna software company", "our Graz office": in English a large place's name before a noun qualifies it.
    if (previousIsDeterminer && sentence.english && large && place.kind !== "country" && nounOrEnglishFollows) return "identity";
    if (previousIsDeterminer) return place.article ? articleRole(sentence, first) : undefined;
    if (entry.short || !large) return undefined;
    // "Halle 3", "Bad 2": a number after a bare name makes it a numbered thing.
    if (/^\s*\d/.test(text.slice(end))) return undefined;
    if (previous && !startsUpper(previous.text) && !context.listJoiners.includes(previous.lower)) {
      // An item of a note is proper when it would be at a sentence's start: a region, or a city too large to be a noun.
      const itemName = place.kind !== "city" || (sentence.english && large) || (place.population ?? 0) >= context.sentenceStartPopulation;
      if (opensItem && itemName) return "bare";
      // Mid-sentence after a lower-case word: in English a capitalised name is a proper noun; in
      // German only a city too large to be an ordinary noun, and not after an adjective ("gutes Essen").
      const proper =
        sentence.english ||
        (place.kind !== "city" && after.words.length === 0) ||
        ((place.population ?? 0) >= context.sentenceStartPopulation && !looksLikeAdjective(previous, context));
      if (!proper) return undefined;
    }
    if (
      !previous &&
      place.kind !== "country" &&
      !(sentence.english && large) &&
      (place.population ?? 0) < context.sentenceStartPopulation
    ) {
      return undefined;
    }
    // "Neue Halle …": a capitalised adjective opening the sentence.
    if (previous && sentence.breakBefore(first - 1) && looksLikeAdjective(previous, context)) return undefined;
    return "bare";
  }
}

function prepositionRole(sentence: Sentence, first: number): Role | undefined {
  const { context } = sentence;
  if (sentence.phraseBefore(first, context.locativeBefore)) return "locative";
  if (sentence.phraseBefore(first, context.originBefore)) return "origin";
  return undefined;
}

/** "im Allgäu", "in der Eifel", "aus dem Sauerland": the article's own preposition decides. */
function articleRole(sentence: Sentence, first: number): Role {
  const { context } = sentence;
  if (sentence.phraseBefore(first, context.locativeContractions)) return "locative";
  if (sentence.phraseBefore(first, context.originContractions)) return "origin";
  return prepositionRole(sentence, first - 1) ?? "bare";
}

function looksLikeAdjective(token: Token, context: ContextData): boolean {
  return token.text.length > 3 && context.adjectiveEndings.some((ending) => token.lower.endsWith(ending));
}

function casingFits(entry: LexiconEntry, tokens: Token[]): boolean {
  return entry.capitals.every((capital, k) => {
    const token = tokens[k];
    if (!token) return false;
    // A lower-case word of a name (am, an der) may be capitalised, as may an adjective
    // (deutsche) at the start of a sentence.
    return !capital || startsUpper(token.text);
  });
}
