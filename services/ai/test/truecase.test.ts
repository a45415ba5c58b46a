/**
 * German typed in lower case: nouns get their capitals back where the grammar shows them, so the
 * intent reader finds the object as in a cased text. Inputs here are not from the evaluation corpus.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { inferProfile } from "../src/domain/builtin/index.js";
import { readIntent } from "../src/domain/understanding/intent/index.js";
import { truecaseGerman } from "../src/domain/understanding/intent/truecase.js";

const TODAY = "2026-11-25";

describe("truecasing German typed in lower case", () => {
  it("leaves a cased text as it is", () => {
    const text = "Wir wollen in unseren 12 Filialen ein neues Kassensystem einführen.";
    assert.equal(truecaseGerman(text), text);
  });

  it("a cased text gets a capital only where a known object follows an article or a preposition", () => {
    assert.equal(
      truecaseGerman("Wir brauchen ein neues kundenportal für unsere Händler, Start im März."),
      "Wir brauchen ein neues Kundenportal für unsere Händler, Start im März.",
    );
  });

  it("capitalises nouns after an article, a preposition or a count, past adjectives, and keeps every offset", () => {
    const text = "wir wollen das neue warenwirtschaftssystem in allen 4 filialen bis märz einführen";
    const cased = truecaseGerman(text);
    assert.equal(cased, "wir wollen das neue Warenwirtschaftssystem in allen 4 Filialen bis März einführen");
    assert.equal(cased.length, text.length);
  });

  it("an infinitive closing its clause stays a verb, a year counts nothing", () => {
    assert.equal(
      truecaseGerman("die neue anzeige soll zum saisonstart im april 2027 laufen, danke"),
      "die neue Anzeige soll zum Saisonstart im April 2027 laufen, danke",
    );
  });

  it("an inflected word before a name describes it; an age adjective after an article stands for a noun", () => {
    assert.equal(
      truecaseGerman("wir wollen ein ordentliches CRM einführen, das alte ist von 2009"),
      "wir wollen ein ordentliches CRM einführen, das alte ist von 2009",
    );
  });

  it("a coordinator right after a noun joins another noun; a number in words stays small", () => {
    assert.equal(
      truecaseGerman("wir wollen mit zwölfhundert kunden eine plattform für terminbuchung und rechnungsversand einführen"),
      "wir wollen mit zwölfhundert Kunden eine Plattform für Terminbuchung und Rechnungsversand einführen",
    );
  });

  it("an adjective opening a clause opens a noun phrase", () => {
    assert.equal(
      truecaseGerman("wir brauchen: neue speisekarten, neues logo und neue schilder"),
      "wir brauchen: neue Speisekarten, neues Logo und neue Schilder",
    );
  });

  it("the lower-case request reads like the cased one", () => {
    const lower = "hallo, wir wollen in unserer praxis in kufstein ein neues terminbuchungssystem einführen, go-live bis ende Q1";
    const reading = readIntent(truecaseGerman(lower), "de");
    assert.equal(reading?.action, "introduce");
    assert.equal(reading?.object?.head, "Terminbuchungssystem");
  });

  it("plans a lower-case chat message by its object, not by its milestones", () => {
    const site = inferProfile(
      {
        description: "neuer standort für unser montage team in graz / büro + kleines ersatzteillager, ca. 250 m² / soll bis ende Q2 laufen",
      },
      TODAY,
    );
    assert.equal(site.projectType, "location");
    assert.match(site.object?.base ?? "", /Standort/u);
    const process = inferProfile(
      { description: "wir wollen unser reklamationsmanagement neu aufsetzen, go-live Q3 / aktuell dauert eine reklamation 6 wochen" },
      TODAY,
    );
    assert.equal(process.projectType, "organisation");
    assert.equal(process.object?.head, "Reklamationsmanagement");
  });
});
