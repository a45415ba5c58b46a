/**
 * Decides which place a name means (Baden in Aargau or in Lower Austria) from the whole text:
 * population first, then countries, states and admin words (Kanton, Bezirk, Landkreis) named
 * around it; and which of the places named is where the project is.
 */

import { escapePattern } from "../../builtin/text.js";
import type { Country } from "../../types.js";
import { type Candidate, type RawMatch, scanPlaces, tokenize } from "./find.js";
import type { Place, PlaceForm, PlaceKind } from "./lexicon.js";
import { getLexicon } from "./lexicon.js";

export interface ResolvedMatch {
  raw: RawMatch;
  candidate: Candidate;
  place: Place;
  /** The country the text points to; undefined for a region across borders the text leaves open. */
  country: Country | undefined;
  alternatives: Country[];
  form: PlaceForm;
  kind: PlaceKind;
}

const NEAR = 4;

/** Words around a match that point to countries (Kanton → CH), with their number of countries. */
function adminHintsNear(text: string, raw: RawMatch): Map<Country, number> {
  const { context } = getLexicon();
  const tokens = tokenize(text);
  const hints = new Map<Country, number>();
  const from = Math.max(0, raw.firstToken - NEAR);
  const to = Math.min(tokens.length - 1, raw.lastToken + NEAR);
  for (let k = from; k <= to; k++) {
    const word = tokens[k]?.lower;
    for (const hint of context.adminHints) {
      if (word && hint.words.includes(word)) {
        for (const country of hint.countries) hints.set(country, Math.max(hints.get(country) ?? 0, 1 / hint.countries.length));
      }
    }
  }
  return hints;
}

/** "Burgdorf … CHF 6 Mio.": the one family of currencies a text names hints where a shared name lies. */
function currencyHints(text: string): Map<Country, number> {
  const lowered = text.toLowerCase();
  const named = currencyPatterns().filter(({ pattern }) => pattern.test(lowered));
  const hints = new Map<Country, number>();
  if (named.length !== 1) return hints;
  for (const country of named[0]?.countries ?? []) hints.set(country, 1 / (named[0]?.countries.length ?? 1));
  return hints;
}

/** One pattern per currency family, built once from the context data. */
let currencyPatternCache: { pattern: RegExp; countries: Country[] }[] | undefined;
function currencyPatterns(): { pattern: RegExp; countries: Country[] }[] {
  currencyPatternCache ??= getLexicon().context.currencyHints.map((hint) => ({
    pattern: new RegExp(`(?<![\\p{L}])(?:${hint.words.map(escapePattern).join("|")})(?![\\p{L}])`, "u"),
    countries: hint.countries,
  }));
  return currencyPatternCache;
}
/** A currency is weaker evidence than an admin word near the name. */
const CURRENCY_WEIGHT = 1;

export function resolvePlaces(text: string): ResolvedMatch[] {
  const raws = scanPlaces(text);
  const currencies = currencyHints(text);
  const single = (c: Candidate) => c.entry.place.countries.length === 1;

  // Facts the other matches establish: countries named outright, countries of names that
  // leave no doubt, states and cantons named.
  const named = raws.map((raw) => ({
    countries: new Set(raw.candidates.flatMap((c) => c.entry.place.countries)),
    kinds: new Set(raw.candidates.map((c) => c.entry.place.kind)),
    admin1: new Set(raw.candidates.filter(single).map((c) => `${c.entry.place.countries[0]}.${c.entry.place.admin1}`)),
  }));

  return raws.map((raw, index) => {
    const others = named.filter((_, k) => k !== index);
    const countriesNamed = new Set<Country>();
    const countriesSure = new Set<Country>();
    const adminsNamed = new Set<string>();
    for (const other of others) {
      if (other.countries.size !== 1) continue;
      const [country] = [...other.countries] as [Country];
      if (other.kinds.has("country") && other.kinds.size === 1) countriesNamed.add(country);
      countriesSure.add(country);
      for (const admin of other.admin1) adminsNamed.add(admin);
    }
    const hints = adminHintsNear(text, raw);
    // "Laufen BL", "Wil SG": the canton's code right after the name.
    const codeAfter = /^\s+([A-Z]{2})\b/.exec(text.slice(raw.end))?.[1];
    const wordAfter = /^\s+([\p{L}]+)/u.exec(text.slice(raw.end))?.[1]?.toLowerCase();
    const regionNounAfter = wordAfter !== undefined && getLexicon().context.regionNounsAfter.includes(wordAfter);

    const countryScore = (country: Country): number =>
      (countriesNamed.has(country) ? 4 : 0) +
      (countriesSure.has(country) ? 3 : 0) +
      3 * (hints.get(country) ?? 0) +
      CURRENCY_WEIGHT * (currencies.get(country) ?? 0);

    const scoreOf = (candidate: Candidate): number => {
      const { place } = candidate.entry;
      let score = 0;
      if (place.kind === "city") score += Math.log10((place.population ?? 0) + 10) - (candidate.entry.short ? 0.5 : 0);
      if (raw.areaWord) {
        const wantsState = getLexicon().context.stateNounsBefore.includes(raw.areaWord);
        if (wantsState === (place.kind === "state")) score += 10;
      }
      if (regionNounAfter && place.kind === "region") score += 10;
      if (place.countries.length === 1) {
        const country = place.countries[0] as Country;
        score += countryScore(country);
        if (adminsNamed.has(`${country}.${place.admin1}`)) score += 1;
        if (codeAfter !== undefined && codeAfter === place.admin1) score += 5;
      }
      return score;
    };

    const scored = raw.candidates.map((candidate) => ({ candidate, score: scoreOf(candidate) }));
    scored.sort((a, b) => b.score - a.score);
    const best = scored[0] as { candidate: Candidate; score: number };
    const place = best.candidate.entry.place;

    let country: Country | undefined = place.countries[0];
    if (place.countries.length > 1) {
      // A region across borders takes the country the rest of the text names, if it names one.
      const ranked = place.countries
        .map((c) => ({ c, s: countryScore(c) }))
        .filter((x) => x.s > 0)
        .sort((a, b) => b.s - a.s);
      // "somewhere in the Alps … budget €900K": a hint two of its countries share decides none of them.
      const tied = ranked.length > 1 && ranked[0]?.s === ranked[1]?.s;
      country = tied ? undefined : ranked[0]?.c;
    }

    const alternatives: Country[] = [];
    const floor = (place.population ?? 0) / 10;
    for (const { candidate } of scored.slice(1)) {
      const other = candidate.entry.place;
      if (other.kind === "city" && (other.population ?? 0) < floor) continue;
      for (const c of other.countries) if (c !== country && !alternatives.includes(c)) alternatives.push(c);
    }
    if (place.countries.length > 1) {
      for (const c of place.countries) if (c !== country && !alternatives.includes(c)) alternatives.push(c);
    }

    return {
      raw,
      candidate: best.candidate,
      place,
      country,
      alternatives,
      form: best.candidate.entry.form,
      kind: place.kind,
    };
  });
}

/** How many words after a name may name a parent company ("Basel-based parent company"). */
const PARENT_WORDS = 3;

/** How many words before a name a market verb ("sell", "liefern") may stand. */
const MARKET_WINDOW = 10;

/** How strongly a match marks the project's place, given the words before it. */
export function projectWeight(text: string, match: ResolvedMatch): number {
  const { context } = getLexicon();
  const tokens = tokenize(text);
  const before = tokens.slice(Math.max(0, match.raw.firstToken - 6), match.raw.firstToken);
  // Stay within the sentence: a cue of the previous sentence says nothing about this name.
  // "The Vienna site has 420 employees; our Basel-based parent …": a semicolon ends the clause the cue speaks in.
  const sentenceStart = Math.max(text.lastIndexOf(".", match.raw.start), text.lastIndexOf(";", match.raw.start));
  const inSentence = before.filter((t) => t.start > sentenceStart);
  let weight = match.candidate.weight;
  if (match.kind === "country") weight += 0.5;
  // A town inside a region or state named with it is the more precise reading (Velden am Wörthersee).
  // Likewise a region inside a state (Wachau, Lower Austria).
  if (match.kind === "region") weight -= 0.25;
  if (match.kind === "state") weight -= 0.35;
  if (inSentence.some((t) => context.destinationCues.includes(t.lower))) weight += 2;
  // "to sell mountain-bike and hiking packages in Germany": the market, however many words the goods take,
  // back to the customer's own words ("from our base in Munich" is no market).
  const marketWindow = tokens
    .slice(Math.max(0, match.raw.firstToken - MARKET_WINDOW), match.raw.firstToken)
    .filter((t) => t.start > sentenceStart);
  const own = marketWindow.findLastIndex((t) => context.selfReferences.includes(t.lower));
  if (marketWindow.slice(own + 1).some((t) => context.marketCues.includes(t.lower))) weight -= 2;
  if (match.place.countries.length > 1) weight -= 0.5;
  // "our Basel-based parent", "unser Zürcher Mutterkonzern": the seat of a parent, not where the project is.
  const following = tokens.filter((t) => t.start >= match.raw.end).slice(0, PARENT_WORDS);
  const words = following.map((t) => t.lower);
  const parent = context.parentNouns.some((noun) => {
    const parts = noun.split(" ");
    return words.some((_, at) => parts.every((part, offset) => words[at + offset] === part));
  });
  if (parent) weight -= 2;
  return weight;
}
