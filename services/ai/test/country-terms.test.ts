/**
 * A plan a client can be handed: rendered by the Markdown export for a German, an Austrian and
 * a Swiss client, it carries none of the forms that are wrong
 * there (ß and German-German institutions in a Swiss plan, Januar in an Austrian one), no ISO
 * date in the text and no stored key such as `public_sector` or `external_services`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { localiseSpelling, localiseText } from "../src/domain/country-terms.js";
import { DATA_DIRECTORY } from "../src/domain/data/load.js";
import { INDUSTRIES, PROJECT_TYPES } from "../src/domain/types.js";
import { engineText, render } from "./support/country-sweep.js";

// The sweep of every playbook × industry × country is in country-terms-{de,at,ch}.test.ts.
describe("country terms in the export", () => {
  it("a public employer's staff are represented by the Personalrat (DE) or the Personalvertretung (AT), never a Betriebsrat", () => {
    const german = engineText(render("digitalisation", "public_sector", "DE", "de"));
    assert.match(german, /Personalrat/u);
    assert.doesNotMatch(german, /Betriebsrat/u);
    const austrian = engineText(render("digitalisation", "public_sector", "AT", "de-AT"));
    assert.match(austrian, /Personalvertretung/u);
    assert.doesNotMatch(austrian, /Betriebsrat|Personalrat/u);
    // A company keeps its works council.
    assert.match(engineText(render("digitalisation", "food", "DE", "de")), /Betriebsrat/u);
  });

  it("a Swiss public plan names Swiss institutions and writes ss; an Austrian one writes Jänner", () => {
    const swiss = render("digitalisation", "public_sector", "CH", "de-CH");
    assert.match(swiss, /Personalkommission/u);
    assert.match(swiss, /Finanzverwaltung/u);
    assert.match(swiss, /Grossunternehmen|Kleines Unternehmen|Mittleres Unternehmen|Kleinstunternehmen/u);
    assert.match(swiss, /Gegenmassnahme/u);
    const austrian = render("digitalisation", "public_sector", "AT", "de-AT");
    assert.doesNotMatch(engineText(austrian), /Personalrat|Januar/u);
    assert.match(austrian, /Jänner 2028/u, "the stated deadline is written with the Austrian month");
    const german = render("digitalisation", "public_sector", "DE", "de");
    assert.match(german, /Gegenmaßnahme/u);
    assert.match(german, /Januar 2028/u);
  });

  it("rewrites whole words only, the longer entry first, and leaves English and German-German text alone", () => {
    assert.equal(
      localiseText("Dienstvereinbarung mit dem Personalrat abstimmen", "CH", "de"),
      "Vereinbarung mit der Personalkommission abstimmen",
    );
    assert.equal(
      localiseText("Dienstvereinbarung mit dem Personalrat abstimmen", "AT", "de"),
      "Vereinbarung mit der Personalvertretung abstimmen",
    );
    assert.equal(localiseText("Mittel mit der Kämmerei abstimmen", "CH", "de"), "Mittel mit der Finanzverwaltung abstimmen");
    assert.equal(localiseText("Gemäß Plan, Maßnahme", "CH", "de"), "Gemäss Plan, Massnahme");
    assert.equal(localiseText("Personalratswahl", "CH", "de"), "Personalratswahl");
    assert.equal(localiseText("Gemäß dem Personalrat", "DE", "de"), "Gemäß dem Personalrat");
    assert.equal(localiseText("Staff council (Personalrat)", "CH", "en"), "Staff council (Personalrat)");
    // What the analyses write for a Swiss project keeps the stored words and only drops ß.
    assert.equal(localiseSpelling("Gegenmaßnahme mit dem Personalrat", "CH", "de"), "Gegenmassnahme mit dem Personalrat");
    assert.equal(localiseSpelling("Gegenmaßnahme", "AT", "de"), "Gegenmaßnahme");
  });

  it("the export has a German and an English label for every budget category the engine writes", () => {
    const labels = parse(readFileSync(new URL("../../project/data/export-labels.yaml", import.meta.url), "utf8")) as {
      enums: { budgetCategory: Record<string, unknown>; industry: Record<string, unknown> };
    };
    const written = new Set<string>(["rollout_units"]);
    const files = ["playbooks", "industries"].flatMap((folder) =>
      PROJECT_TYPES.map((type) => `${folder}/${type}.yaml`).concat(INDUSTRIES.map((industry) => `${folder}/${industry}.yaml`)),
    );
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(`${DATA_DIRECTORY}${file}`, "utf8");
      } catch {
        continue;
      }
      for (const match of text.matchAll(/category: ([a-z_]+)/gu)) written.add(match[1] as string);
    }
    assert.ok(written.size > 30);
    assert.deepEqual(
      [...written].filter((category) => !labels.enums.budgetCategory[category]),
      [],
    );
    assert.deepEqual(
      INDUSTRIES.filter((industry) => !labels.enums.industry[industry]),
      [],
    );
  });
});
