/**
 * The keyword matcher tries only the keywords whose literal part can occur in a text (an
 * index by its first two characters). It must find exactly what trying every keyword finds.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { INDUSTRY_PROFILES, industryFromText, PROJECT_TYPE_PROFILES } from "../src/domain/builtin/content-data.js";
import { type KeywordHit, KeywordMatcher, type KeywordSet, keywordPattern, lower, WEIGHTS } from "../src/domain/builtin/text.js";

/** The matcher's rules without any index: every keyword's pattern over the whole text. */
function everyKeyword<K>(classes: readonly { key: K; keywords: KeywordSet }[], lowered: string): KeywordHit<K>[] {
  const all: KeywordHit<K>[] = [];
  for (const { key, keywords } of classes) {
    for (const level of ["org", "strong", "weak"] as const) {
      for (const keyword of keywords[level] ?? []) {
        for (const match of lowered.matchAll(keywordPattern(keyword))) {
          if (match[0].length === 0) continue;
          all.push({ key, start: match.index, end: match.index + match[0].length, weight: WEIGHTS[level], org: level === "org" });
        }
      }
    }
  }
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || b.weight - a.weight || a.start - b.start);
  const kept: KeywordHit<K>[] = [];
  for (const hit of all) if (!kept.some((other) => hit.start < other.end && other.start < hit.end)) kept.push(hit);
  return kept.sort((a, b) => a.start - b.start);
}

const classes = [
  ...Object.entries(INDUSTRY_PROFILES).map(([key, profile]) => ({ key, keywords: (profile as { keywords: KeywordSet }).keywords })),
  ...Object.entries(PROJECT_TYPE_PROFILES).map(([key, profile]) => ({ key, keywords: profile.keywords })),
];
const keywords = classes.flatMap(({ keywords: set }) => [...(set.org ?? []), ...(set.strong ?? []), ...(set.weak ?? [])]);
// Pieces of real keywords (stars and raw patterns dropped), in every spelling the language allows.
const pieces = keywords
  .filter((keyword) => !keyword.startsWith("re:"))
  .map((keyword) => keyword.replace(/\*/g, ""))
  .flatMap((keyword) => [keyword, keyword.replace(/ä/g, "ae").replace(/ü/g, "ue").replace(/ö/g, "oe"), keyword.slice(0, 5)]);

describe("KeywordMatcher", () => {
  const matcher = new KeywordMatcher(classes);

  it("finds in descriptions exactly what trying every keyword finds", () => {
    const texts = [
      "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem für den Kundenservice ein.",
      "Neues Lager Wels, 4.000 m², Q3/2027, 2,5 Mio",
      "We are moving our bakery's production line to a new site and migrate from SAP ECC to S/4HANA.",
      "Umstellung auf E-Commerce: Onlineshop für die Großbäckerei, ISO 27001 Zertifizierung, Glasfaser-Ausbau",
    ];
    for (const text of texts) assert.deepEqual(matcher.hits(lower(text)), everyKeyword(classes, lower(text)), text);
  });

  it("finds in any mix of keyword pieces and other characters exactly what trying every keyword finds (property)", () => {
    const glue = fc.constantFrom(" ", "-", "", ", ", "ß", "é", "groß", "x", "İ", ".");
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...pieces), glue), { maxLength: 12 }), fc.boolean(), (parts, capitals) => {
        const text = parts.map(([piece, sep]) => (capitals ? piece.toUpperCase() : piece) + sep).join("");
        assert.deepEqual(matcher.hits(lower(text)), everyKeyword(classes, lower(text)));
      }),
      { numRuns: 300 },
    );
  });

  it("answers industryFromText the same whatever was asked before (it keeps the last answer)", () => {
    const brewery = "Wir führen in unserer Brauerei in Dresden ein neues Ticketsystem ein.";
    const bakery = "Unsere Bäckerei führt eine neue Warenwirtschaft ein.";
    const first = industryFromText(brewery);
    assert.equal(first?.industry, "food");
    const other = industryFromText(bakery);
    assert.deepEqual(industryFromText(brewery), first);
    assert.deepEqual(industryFromText(bakery), other);
    assert.equal(industryFromText("Wir planen ein Sommerfest."), undefined);
    assert.equal(industryFromText("Wir planen ein Sommerfest."), undefined);
  });
});
