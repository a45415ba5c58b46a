/**
 * Where a project takes place, read from a German or English description: cities and towns of
 * Germany, Austria and Switzerland (GeoNames, every place of about 1,000 people or more), their
 * states and cantons, regions and landscapes, the countries, and their adjective forms.
 */
import type { Country } from "../../types.js";
import { loadCuratedPlaces } from "./data.js";
import { projectWeight, resolvePlaces } from "./resolve.js";

export { type IndexedPlace, loadPlacesIndex, type PlacesIndex } from "./data.js";
export { deriveAdjective } from "./lexicon.js";

export interface PlaceMatch {
  /** The place's name (its German or local name, also when the text used an exonym). */
  name: string;
  country: Country;
  kind: "city" | "region" | "state" | "country";
  population?: number;
  form: "name" | "adjective" | "exonym";
  start: number;
  end: number;
  evidence: string;
  /** For a region across borders the text leaves open (Bodensee): every country it lies in. */
  countries?: Country[];
}

export interface ProjectPlace {
  country: Country;
  place: string;
  evidence: string;
  /** Other countries the text could mean: the same name elsewhere, other places named. */
  alternatives: Country[];
  /** The state, Land or canton the place lies in (its official name), when known: it decides regional holidays. */
  region?: string;
}

/** All plausible place mentions, in order of position. */
export function findPlaces(text: string): PlaceMatch[] {
  return resolvePlaces(text).map((match) => {
    const { place, raw } = match;
    const result: PlaceMatch = {
      name: place.name,
      country: match.country ?? (place.countries[0] as Country),
      kind: place.kind,
      form: match.form,
      start: raw.start,
      end: raw.end,
      evidence: raw.evidence,
    };
    if (place.kind === "city" && place.population !== undefined) result.population = place.population;
    if (match.country === undefined) result.countries = [...place.countries];
    return result;
  });
}

/**
 * The best reading of where the project is: where something is opened or built beats where a
 * company comes from; "in X" beats an adjective (Kremser Betrieb), which beats a bare name; a
 * country named beats a city of equal standing. Undefined when nothing, or only a region across
 * borders (Bodensee), is named.
 */
export function placeOfProject(text: string): ProjectPlace | undefined {
  const matches = resolvePlaces(text);
  let best: { match: (typeof matches)[number]; weight: number } | undefined;
  for (const match of matches) {
    if (match.country === undefined) continue;
    const weight = projectWeight(text, match);
    if (!best || weight > best.weight) best = { match, weight };
  }
  if (!best || best.match.country === undefined) return townWithCantonCode(text);
  // "Brunnen SZ": a canton's code right after the name outranks a namesake elsewhere.
  if (best.match.country !== "CH") {
    const coded = townWithCantonCode(text.slice(best.match.raw.start));
    if (coded?.place === best.match.raw.evidence) return coded;
  }
  const country = best.match.country;
  // "Baden, Schweiz", "Dornbirn (Vorarlberg)": a country or state right after a town qualifies
  // the town, which stays the more precise place.
  const position = matches.indexOf(best.match);
  const before = matches[position - 1];
  if (
    best.match.kind !== "city" &&
    before?.kind === "city" &&
    before.country === country &&
    /^[\s,(]*$/.test(text.slice(before.raw.end, best.match.raw.start))
  ) {
    best = { match: before, weight: best.weight };
  }
  const alternatives = [...best.match.alternatives];
  for (const other of matches) {
    if (other.country && other.country !== country && !alternatives.includes(other.country)) {
      alternatives.push(other.country);
    }
  }
  const chosen = best.match.place;
  const state = chosen.admin1
    ? loadCuratedPlaces().states.find((candidate) => candidate.country === country && candidate.admin1 === chosen.admin1)
    : undefined;
  return {
    country,
    place: chosen.name,
    evidence: best.match.raw.evidence,
    alternatives: alternatives.filter((c) => c !== country),
    ...(state ? { region: state.name } : {}),
  };
}

/** "Ittigen BE", "Däniken SO": a name followed by a canton's code is a Swiss town, also one the gazetteer lacks. */
const TOWN_AND_CODE = /(?<![\p{L}\d.-])(\p{Lu}[\p{Ll}]+(?:-\p{Lu}?[\p{Ll}]+)*) ([A-Z]{2})(?![\p{L}\d])/gu;
/** "Muster AG" is a company as often as a town in Aargau: that code alone says nothing. */
const CODES_OF_COMPANIES = new Set(["AG"]);

function townWithCantonCode(text: string): ProjectPlace | undefined {
  const cantons = loadCuratedPlaces().states.filter((state) => state.country === "CH");
  for (const match of text.matchAll(TOWN_AND_CODE)) {
    const [evidence, name, code] = match as unknown as [string, string, string];
    if (CODES_OF_COMPANIES.has(code)) continue;
    const canton = cantons.find((state) => state.admin1 === code);
    if (canton) return { country: "CH", place: name, evidence, alternatives: [], region: canton.name };
  }
  return undefined;
}
