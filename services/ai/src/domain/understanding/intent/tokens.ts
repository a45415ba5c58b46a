/** Words with their offsets and the clause they belong to (clauses end at punctuation). */
import { ENGLISH, GERMAN, wordSet } from "./lexicon.js";

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  index: number;
  clause: number;
  /** Starts with a capital letter (a German noun or a name). */
  capital: boolean;
  /** Digits only, possibly grouped ("4.000", "2,000", "850'000"), or a quarter ("Q2/2028"): never a noun. */
  number: boolean;
  /** How many brackets enclose the word: an aside ("(Linz, Wels)") is never part of a phrase outside it. */
  bracket: number;
  /** The word follows the comma of an enumeration ("Kalkulation, Zeiterfassung und …"): it opens an item of its own. */
  listed?: boolean;
}

// Hyphens, dots and commas join only between letters/digits ("ERP-System", "4.000", "S/4HANA").
// An arrow is a word: "SAP ECC → S/4HANA" says from what to what.
// A "+" standing between spaces joins two things ("cloud PMS + channel manager") as "&" and "und" do.
// An en dash between letters with no space joins too ("parent–teacher app"); between spaces it breaks the clause.
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’/+]|-(?=[\p{L}\p{N}])|(?<=\p{L})–(?=\p{L})|(?<=\p{N})[.,](?=\p{N}))*|&|→|->|(?<=\s)\+(?=\s)/gu;
// A parenthesis is an apposition inside its clause ("das Gesetz (revDSG) umsetzen"), no break; a bar
// separates the items of a note ("ERP-Umstellung | 2 Werke | 480 MA"), a line break the lines of a
// letter (the signature under it is no part of the request).
const CLAUSE_BREAK = /[.!?;:,|\n\u2013\u2014]/u;
const DASH_BREAK = /\s-\s/u;
// " / " between spaces separates the items of a chat message ("go-live Q2 / budget 80k"), not two names ("ISO 22000 / IFS Food").
const SLASH_BREAK = /\s\/\s/u;
// "Inbetriebnahme Q2/2028": a quarter is a date, not the thing commissioned.
const QUARTER = /^Q[1-4](?:\/\p{N}{2,4})?$/u;
const COORDINATORS = wordSet([...GERMAN.coordinators, ...ENGLISH.coordinators]);
const OPEN_ABBREVIATIONS = wordSet([...GERMAN.openAbbreviations, ...ENGLISH.openAbbreviations]);

/** At most this many words between two dashes make an aside ("a new canning line — 60,000 cans per hour — installed"). */
const DASH_ASIDE_WORDS = 6;
const DASH_ASIDE = /\s[\u2013\u2014]\s(?:[^\u2013\u2014.!?\n]*?)\s[\u2013\u2014]\s/gu;

/** The offsets of dashes that open and close a short aside. */
function dashAsides(text: string): { opens: Set<number>; closes: Set<number> } {
  const opens = new Set<number>();
  const closes = new Set<number>();
  for (const match of text.matchAll(DASH_ASIDE)) {
    const inner = match[0].slice(3, -3);
    if ((inner.match(WORD) ?? []).length > DASH_ASIDE_WORDS) continue;
    opens.add(match.index + 1);
    closes.add(match.index + match[0].length - 2);
  }
  return { opens, closes };
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  let previousEnd = 0;
  let bracket = 0;
  const asides = dashAsides(text);
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const gap = text.slice(previousEnd, start);
    // Punctuation inside an aside ("(4 Sterne, 68 Zimmer)") breaks no clause outside it.
    let breaks = false;
    for (let offset = 0; offset < gap.length; offset += 1) {
      const mark = gap.charAt(offset);
      const at = previousEnd + offset;
      if (mark === "(" || mark === "[" || asides.opens.has(at)) bracket += 1;
      else if ((mark === ")" || mark === "]" || asides.closes.has(at)) && bracket > 0) bracket -= 1;
      else if (bracket === 0 && CLAUSE_BREAK.test(mark)) breaks = true;
    }
    if (bracket === 0 && (DASH_BREAK.test(gap) || (SLASH_BREAK.test(gap) && /^\p{Ll}/u.test(match[0])))) breaks = true;
    // "bis zum 1. Mai": the dot of a German day ordinal ends no clause.
    const ordinalDay = gap === ". " && /^\p{N}{1,2}$/u.test(tokens[tokens.length - 1]?.text ?? "");
    // "E-Rechnung inkl. Schnittstelle einführen": the dot of an abbreviation ends no clause either.
    const abbreviation = /^\.\s*$/u.test(gap) && OPEN_ABBREVIATIONS.has(tokens[tokens.length - 1]?.lower ?? "");
    if (tokens.length > 0 && !ordinalDay && !abbreviation && breaks) clause += 1;
    const value = match[0];
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      start,
      end: start + value.length,
      index: tokens.length,
      clause,
      // "iOS", "eBay": a name with a capital inside is written as a name.
      capital: /^\p{Lu}/u.test(value) || /^\p{N}+\p{Ll}{0,3}-\p{L}/u.test(value) || /^\p{Ll}{1,2}\p{Lu}/u.test(value),
      number: /^\p{N}[\p{N}.,'’]*$/u.test(value) || QUARTER.test(value),
      bracket,
    });
    previousEnd = start + value.length;
  }
  return joinEnumerations(text, tokens);
}

/**
 * "ein ERP mit Kalkulation, Zeiterfassung und CAD-Anbindung einführen": the commas of an
 * enumeration of nouns that closes with "und"/"and" join the nouns, they end no clause. An item
 * is one capitalised word; the last may have a word written small before it ("digitale Personalakte").
 */
function joinEnumerations(text: string, tokens: Token[]): Token[] {
  const commaBefore = (index: number): boolean => {
    const token = tokens[index];
    const before = tokens[index - 1];
    return (
      !!token &&
      !!before &&
      before.clause !== token.clause &&
      before.bracket === 0 &&
      /^\s*,\s*$/u.test(text.slice(before.end, token.start))
    );
  };
  // The length of an item starting at index, or 0: one capitalised word; the last item may have a word before it.
  const item = (index: number, last: boolean): number => {
    const first = tokens[index];
    const second = tokens[index + 1];
    if (!first || first.number) return 0;
    if (first.capital && (!second || second.clause !== first.clause || !second.capital || COORDINATORS.has(second.lower))) return 1;
    if (last && !first.capital && !COORDINATORS.has(first.lower) && second?.capital && !second.number && second.clause === first.clause)
      return 2;
    return 0;
  };
  const joins = new Set<number>();
  for (let index = 1; index < tokens.length; index += 1) {
    if (!commaBefore(index) || !tokens[index - 1]?.capital || tokens[index - 1]?.number) continue;
    // Items after the comma, each closed by a comma, the last by a coordinator and one more item.
    const commas = [index];
    let at = index;
    let closed = false;
    while (true) {
      const length = item(at, false);
      if (length === 0) break;
      const next = tokens[at + length];
      if (next && COORDINATORS.has(next.lower) && next.clause === tokens[at]?.clause && item(at + length + 1, true) > 0) {
        closed = true;
        break;
      }
      if (!commaBefore(at + length)) break;
      commas.push(at + length);
      at += length;
    }
    // "Umbau, Röntgen, OP-Einrichtung, Labor, Praxissoftware.": a sentence that is only a list of three or more
    // nouns is an enumeration without its "und".
    const lastLength = item(at, false);
    if (!closed && commas.length >= 2 && lastLength > 0 && sentenceOfItsOwn(text, tokens, index - 1, at + lastLength)) closed = true;
    if (!closed) continue;
    for (const comma of commas) joins.add(comma);
    index = at;
  }
  if (joins.size === 0) return tokens;
  let shift = 0;
  return tokens.map((token) => {
    if (!joins.has(token.index)) return { ...token, clause: token.clause - shift };
    shift += 1;
    return { ...token, clause: token.clause - shift, listed: true };
  });
}

/** Whether the tokens [first, end) make a sentence of their own: a full stop (or the text's edge) on both sides. */
function sentenceOfItsOwn(text: string, tokens: readonly Token[], first: number, end: number): boolean {
  const before = tokens[first - 1];
  const opener = tokens[first];
  const last = tokens[end - 1];
  const after = tokens[end];
  if (!opener || !last) return false;
  const opens = !before || /[.!?:\n]\s*$/u.test(text.slice(before.end, opener.start));
  const closes = !after || /^\s*[.!?\n]/u.test(text.slice(last.end, after.start));
  return opens && closes;
}

/** Whether a token opens its clause. */
export function clauseStart(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const before = tokens[index - 1];
  return !!token && (!before || before.clause !== token.clause);
}

/** Whether a token ends its clause. */
export function clauseEnd(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const after = tokens[index + 1];
  return !!token && (!after || after.clause !== token.clause);
}
