/** Dictated text: spoken punctuation becomes marks, filler sounds blanks, offsets stay. Inputs are not from the corpus. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { inferProfile } from "../src/domain/builtin/index.js";
import { undictate } from "../src/domain/understanding/dictation.js";

describe("dictated descriptions", () => {
  it("writes spoken marks and blanks fillers, keeping every offset", () => {
    const text = "hallo äh wir sind eine schreinerei komma zwölf leute punkt wir brauchen ein neues ERP";
    const written = undictate(text);
    assert.equal(written.length, text.length);
    assert.match(written, /schreinerei ,\s+zwölf leute \.\s+wir brauchen/u);
    assert.doesNotMatch(written, /äh/u);
  });

  it("keeps a decimal point said between numbers", () => {
    assert.match(undictate("budget eins komma fünf millionen punkt zeitrahmen sechs monate punkt"), /eins komma fünf millionen \./u);
  });

  it("keeps 'Punkt' as a word when the text says no other spoken mark", () => {
    const text = "Ein wichtiger Punkt ist die Schulung der 40 Mitarbeitenden.";
    assert.equal(undictate(text), text);
  });

  it("a dictated request is planned by what it says between the marks", () => {
    const profile = inferProfile(
      {
        description:
          "guten tag äh kurz per sprachnachricht punkt wir sind eine gärtnerei bei bamberg und möchten ab frühjahr eine blumenbox im abo anbieten komma lieferung in der stadt punkt start am ersten april punkt budget zehntausend euro punkt",
      },
      "2026-11-25",
    );
    assert.equal(profile.object?.base, "Blumenbox");
  });
});
