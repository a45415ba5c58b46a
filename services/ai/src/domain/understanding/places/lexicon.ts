/**
 * The lookup of every name, spelling, exonym and adjective form of the places the index and the
 * curated data know, keyed by its words in lower case. Built once, on first use.
 */
import type { Country } from "../../types.js";
import { type AdjectiveData, type ContextData, type CuratedCity, loadCuratedPlaces, loadPlacesIndex } from "./data.js";

export type PlaceKind = "city" | "region" | "state" | "country";
export type PlaceForm = "name" | "adjective" | "exonym";

export interface Place {
  name: string;
  kind: PlaceKind;
  /** One country, or several for a region across borders (Bodensee). */
  countries: Country[];
  population?: number;
  admin1?: string;
  /** Used with an article (im Allgäu, in der Schweiz): an article before it is no sign of a noun. */
  article: boolean;
}

export interface LexiconEntry {
  place: Place;
  form: PlaceForm;
  /** A name without its qualifier (Krems): it needs stronger evidence. */
  short: boolean;
  /** An adjective: it names a place only before a company or site noun. */
  needsHead: boolean;
  /** A person from the place (Grazerin): weak evidence, for larger places only. */
  inhabitant: boolean;
  /** Per word of the spelling: written with a capital letter. */
  capitals: boolean[];
  /** Inflected adjectives (deutsche, österreichischen) also stand lower case. */
  anyCase: boolean;
}

export interface Lexicon {
  entries: Map<string, LexiconEntry[]>;
  maxWords: number;
  context: ContextData;
}

const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function keyOf(text: string): string {
  return wordsOf(text.toLowerCase()).join(" ");
}

export function startsUpper(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** The rule-derived adjective of a name: its last word takes the ending of the first rule that fits. */
export function deriveAdjective(name: string, rules: AdjectiveData["rules"]): string | undefined {
  if (/[()/]/.test(name)) return undefined;
  const words = name.split(" ");
  const last = words.at(-1) ?? "";
  if (!startsUpper(last) || last.length < 2) return undefined;
  for (const rule of rules) {
    if (!last.endsWith(rule.ending)) continue;
    if (rule.replace === null) return undefined;
    words[words.length - 1] = last.slice(0, last.length - rule.ending.length) + rule.replace;
    return words.join(" ");
  }
  return undefined;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

function buildLexicon(): Lexicon {
  const curated = loadCuratedPlaces();
  const { adjectives, context } = curated;
  const notAdjectives = new Set(adjectives.notAdjectives);
  const entries = new Map<string, LexiconEntry[]>();
  let maxWords = 1;

  const add = (
    surface: string,
    place: Place,
    form: PlaceForm,
    options: { short?: boolean; needsHead?: boolean; inhabitant?: boolean; anyCase?: boolean } = {},
  ): void => {
    const words = wordsOf(surface);
    if (words.length === 0) return;
    const key = words.join(" ").toLowerCase();
    const list = entries.get(key) ?? [];
    if (list.some((e) => e.place === place && e.form === form && e.needsHead === (options.needsHead ?? false))) {
      return;
    }
    list.push({
      place,
      form,
      short: options.short ?? false,
      needsHead: options.needsHead ?? false,
      inhabitant: options.inhabitant ?? false,
      capitals: words.map(startsUpper),
      anyCase: options.anyCase ?? false,
    });
    entries.set(key, list);
    maxWords = Math.max(maxWords, words.length);
  };

  const irregular = new Map<string, string[]>();
  for (const entry of adjectives.irregular) irregular.set(`${entry.country}:${entry.place}`, entry.forms);

  /** Adjectives in -er and the nouns for the people of the place (Grazer, Grazerin). */
  const addAdjectiveForms = (forms: string[], place: Place, form: PlaceForm): void => {
    for (const adjective of forms) {
      add(adjective, place, form, { needsHead: true });
      if (!adjective.endsWith("er")) continue;
      for (const ending of adjectives.inhabitantEndings) {
        add(adjective + ending, place, form, { inhabitant: true });
      }
      // "im Appenzellerland": the land around the place, in the place's country.
      const land = { name: "", kind: "region" as const, countries: place.countries, article: true };
      for (const ending of adjectives.landEndings) add(adjective + ending, { ...land, name: adjective + ending }, "name");
    }
  };

  /** -isch adjectives inflect (österreichisch, österreichische, österreichischen …). */
  const addInflectedAdjectives = (stems: string[], place: Place): void => {
    for (const stem of stems) {
      for (const ending of context.inflectionEndings) {
        add(stem + ending, place, "adjective", { needsHead: true, anyCase: true });
      }
    }
  };

  const curatedByIndexName = new Map<string, CuratedCity>();
  for (const city of curated.cities) curatedByIndexName.set(`${city.country}:${city.indexName ?? city.name}`, city);

  for (const indexed of loadPlacesIndex().places) {
    const extra = curatedByIndexName.get(`${indexed.country}:${indexed.name}`);
    const place: Place = {
      name: extra?.name ?? indexed.name,
      kind: "city",
      countries: [indexed.country],
      population: indexed.population,
      admin1: indexed.admin1,
      article: false,
    };
    const exonyms = new Set(extra?.exonyms ?? []);
    const fullNames = [place.name, indexed.name, ...indexed.variants, ...(extra?.names ?? [])];
    for (const name of fullNames) add(name, place, exonyms.has(name) ? "exonym" : "name");
    for (const name of indexed.shortNames) add(name, place, "name", { short: true });
    for (const name of exonyms) add(name, place, "exonym");

    const listed = irregular.get(`${indexed.country}:${place.name}`);
    const derived = listed ?? deriveAll([...fullNames, ...indexed.shortNames].filter((n) => !exonyms.has(n)));
    addAdjectiveForms(derived, place, "adjective");
    addAdjectiveForms(extra?.exonymAdjectives ?? [], place, "exonym");
  }

  function deriveAll(names: string[]): string[] {
    const forms = new Set<string>();
    for (const name of names) {
      const adjective = deriveAdjective(name, adjectives.rules);
      if (adjective && !notAdjectives.has(adjective)) forms.add(adjective);
    }
    return [...forms];
  }

  const addNamed = (
    place: Place,
    entry: {
      names?: string[];
      exonyms?: string[];
      adjectives?: string[];
      irregularAdjectives?: string[];
      exonymAdjectives?: string[];
    },
  ): void => {
    add(place.name, place, "name");
    for (const name of entry.names ?? []) add(name, place, "name");
    for (const name of entry.exonyms ?? []) add(name, place, "exonym");
    addInflectedAdjectives(entry.adjectives ?? [], place);
    addAdjectiveForms(entry.irregularAdjectives ?? [], place, "adjective");
    addAdjectiveForms(entry.exonymAdjectives ?? [], place, "exonym");
  };

  for (const state of curated.states) {
    const place: Place = {
      name: state.name,
      kind: "state",
      countries: [state.country],
      admin1: state.admin1,
      article: state.article ?? false,
    };
    addNamed(place, state);
  }
  for (const region of curated.regions) {
    addNamed({ name: region.name, kind: "region", countries: region.countries, article: region.article ?? false }, region);
  }
  for (const country of curated.countries) {
    addNamed({ name: country.name, kind: "country", countries: [country.country], article: country.article ?? false }, country);
  }
  return { entries, maxWords, context };
}
