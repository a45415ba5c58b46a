/**
 * Loads the place index (GeoNames, written by scripts/build-places-index.mjs) and the curated
 * place data once. Compiled, this file sits in dist/domain/understanding/places/ and finds both
 * in dist/data/; run from src through tsx it finds the built index in the package's dist/ and
 * the curated data where it is edited, in data/places/.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Country } from "../../types.js";

export interface IndexedPlace {
  name: string;
  country: Country;
  admin1: string;
  population: number;
  featureCode: string;
  /** Other spellings of the full name (St. Pölten for Sankt Pölten). */
  variants: string[];
  /** The name without its qualifier (Krems for Krems an der Donau): weaker evidence. */
  shortNames: string[];
}

export interface PlacesIndex {
  source: string;
  places: IndexedPlace[];
}

interface NamedEntry {
  name: string;
  names?: string[];
  exonyms?: string[];
  adjectives?: string[];
  irregularAdjectives?: string[];
  exonymAdjectives?: string[];
  article?: boolean;
}

export interface CuratedCity extends NamedEntry {
  country: Country;
  indexName?: string;
}
export interface CuratedRegion extends NamedEntry {
  countries: Country[];
}
export interface CuratedState extends NamedEntry {
  country: Country;
  admin1: string;
}
export interface CuratedCountry extends NamedEntry {
  country: Country;
}

export interface AdjectiveData {
  rules: { ending: string; replace: string | null }[];
  inhabitantEndings: string[];
  /** Make the land around a place from its adjective (Appenzeller → Appenzellerland). */
  landEndings: string[];
  /** Derived forms that are ordinary words first ("Lager", "Hammer"): never a place's adjective. */
  notAdjectives: string[];
  irregular: { place: string; country: Country; forms: string[] }[];
}

export interface ContextData {
  locativeBefore: string[];
  originBefore: string[];
  areaNounsBefore: string[];
  /** Area nouns that name a state or canton (Kanton Bern is the canton, not the city). */
  stateNounsBefore: string[];
  /** Nouns after a name that make it the region (Wachau region), not a town of that name. */
  regionNounsAfter: string[];
  /** Preposition and article in one word (im, am, vom), or in two. */
  locativeContractions: string[];
  originContractions: string[];
  basedAfter: string[];
  determiners: string[];
  /** Words whose full stop ends no sentence (St. Gallen, Frankfurt a. M.). */
  abbreviations: string[];
  adjectiveEndings: string[];
  inflectionEndings: string[];
  listJoiners: string[];
  nameQualifiers: string[];
  headNouns: { de: string[]; en: string[] };
  /** Frequent words that tell a German sentence from an English one. */
  languageMarkers: { de: string[]; en: string[] };
  destinationCues: string[];
  marketCues: string[];
  /** Labels of a form field whose value is a place ("Standort: Winterthur"). */
  placeFields: string[];
  /** Legal forms ("GmbH", "AG"): a name after one and a comma is the company's seat. */
  legalForms: string[];
  /** Titles and forms of address before a person's name: a name after them is a surname. */
  personTitles: string[];
  selfReferences: string[];
  parentNouns: string[];
  adminHints: { words: string[]; countries: Country[] }[];
  currencyHints: { words: string[]; countries: Country[] }[];
  smallPlacePopulation: number;
  /** A bare name opening a sentence, where German capitalises every noun, must be this large. */
  sentenceStartPopulation: number;
}

export interface CuratedPlaces {
  cities: CuratedCity[];
  regions: CuratedRegion[];
  states: CuratedState[];
  countries: CuratedCountry[];
  adjectives: AdjectiveData;
  context: ContextData;
}

const BUILD_HINT = "run `npm run build` (or `node services/ai/scripts/build-places-index.mjs`)";

function firstExisting(candidates: URL[]): URL | undefined {
  return candidates.find((url) => existsSync(fileURLToPath(url)));
}

let index: PlacesIndex | undefined;

export function loadPlacesIndex(): PlacesIndex {
  if (index) return index;
  const file = firstExisting([
    new URL("../../../data/places-index.json", import.meta.url),
    new URL("../../../../dist/data/places-index.json", import.meta.url),
  ]);
  if (!file) throw new Error(`The place index (dist/data/places-index.json) is missing: ${BUILD_HINT}.`);
  const raw = JSON.parse(readFileSync(file, "utf8")) as {
    source: string;
    places: [string, Country, string, number, string, string[], string[]][];
  };
  index = {
    source: raw.source,
    places: raw.places.map(([name, country, admin1, population, featureCode, variants, shortNames]) => ({
      name,
      country,
      admin1,
      population,
      featureCode,
      variants,
      shortNames,
    })),
  };
  return index;
}

let curated: CuratedPlaces | undefined;

export function loadCuratedPlaces(): CuratedPlaces {
  if (curated) return curated;
  const dir = firstExisting([new URL("../../../data/places/", import.meta.url), new URL("../../../../data/places/", import.meta.url)]);
  if (!dir) throw new Error(`The curated place data (data/places/) is missing: ${BUILD_HINT}.`);
  const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as T;
  curated = {
    cities: read<{ cities: CuratedCity[] }>("cities.json").cities,
    regions: read<{ regions: CuratedRegion[] }>("regions.json").regions,
    states: read<{ states: CuratedState[] }>("states.json").states,
    countries: read<{ countries: CuratedCountry[] }>("countries.json").countries,
    adjectives: read<AdjectiveData>("adjectives.json"),
    context: read<ContextData>("context.json"),
  };
  return curated;
}
