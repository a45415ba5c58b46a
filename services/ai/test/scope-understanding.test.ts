/**
 * What the project includes, as the customer lists it after a colon or a scope word, becomes
 * work packages of the plan; figures, dates, counts, places and statements never do.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { readIntent } from "../src/domain/understanding/intent/index.js";
import { readScope } from "../src/domain/understanding/scope.js";

const TODAY = "2026-11-26";

function scopeOf(text: string, language: "de" | "en"): string[] {
  const intent = readIntent(text, language);
  return readScope(text, {
    language,
    today: TODAY,
    exclude: intent ? [{ start: intent.start, end: intent.end }] : [],
    ...(intent?.object ? { objectHead: intent.object.head } : {}),
    ...(intent?.object?.parts ? { objectParts: intent.object.parts } : {}),
  });
}

describe("scope: the items a customer lists", () => {
  const cases: { text: string; language: "de" | "en"; items: string[] }[] = [
    {
      text: "Sanierung der Turnhalle in Wels: Dach dämmen, Fenster tauschen und Lüftungsanlage erneuern. Budget 1,2 Mio. Euro.",
      language: "de",
      items: ["Dach", "Fenster", "Lüftungsanlage"],
    },
    {
      text: "Einführung von Microsoft Teams inkl. Telefonie und Schulungen, 300 User.",
      language: "de",
      items: ["Telefonie", "Schulungen"],
    },
    {
      text: "New intranet for our Bern office: news, document search, team pages.",
      language: "en",
      items: ["news", "document search", "team pages"],
    },
    { text: "Modernisierung der Schule: Umstellung der Beleuchtung auf LED.", language: "de", items: ["Umstellung der Beleuchtung"] },
    // A list after "need" is the scope; the full stop after a word that is no abbreviation ends the list before "3 sites".
    {
      text: "NIS2 implementation for a utility in Lower Austria, ~180 employees. We need gap analysis, measures, registration with the authority. Plan for 8 months.",
      language: "en",
      items: ["gap analysis", "measures", "registration"],
    },
    {
      text: "HR software rollout: absence management, payroll interface to DATEV. 3 sites. Please include data migration from our Excel lists.",
      language: "en",
      items: ["absence management", "payroll interface", "data migration"],
    },
    {
      text: "Wir eröffnen ein Gasthaus in Lienz und brauchen Küche, Konzession, Personal.",
      language: "de",
      items: ["Küche", "Konzession", "Personal"],
    },
    // A list in brackets after the work is its scope; a short part keeps the prepositional phrase that ends it.
    {
      text: "Renovation of our office building in Lausanne, 5 floors, energetic retrofit (facade, windows, heat pump instead of oil heating).",
      language: "en",
      items: ["facade", "windows", "heat pump"],
    },
    {
      text: "Wir möchten 96 Wohnungen in Leipzig energetisch sanieren (Fassadendämmung, neue Fenster, Anschluss an die Fernwärme) – im bewohnten Zustand.",
      language: "de",
      items: ["Fassadendämmung", "Fenster", "Anschluss an die Fernwärme"],
    },
  ];
  for (const { text, language, items } of cases) {
    it(text, () => assert.deepEqual(scopeOf(text, language), items));
  }

  const none: { text: string; language: "de" | "en" }[] = [
    { text: "Neue Kantine bauen: Budget 400.000 €, Start im März, 12 Mitarbeitende.", language: "de" },
    { text: "Umzug der Kanzlei in Linz: 3 Etagen, Stillstand max. 2 Tage.", language: "de" },
    { text: "Neues CRM für den Vertrieb: Förderung ist beantragt, Zeitplan noch nicht fix.", language: "de" },
    { text: "New CRM for our sales team in Basel: budget CHF 200,000, go-live in May.", language: "en" },
    { text: "Website-Relaunch für unsere Praxis (Zahnmedizin, Graz, 14 Mitarbeitende).", language: "de" },
    // One thing needed is the project itself; an abbreviation's full stop ends no list.
    { text: "Wir brauchen ein neues ERP bis Juni.", language: "de" },
    { text: "We need a new booking system for our hotel in Davos.", language: "en" },
    { text: "Neues Lager in Wels inkl. ca. 40 Stellplätze.", language: "de" },
    // A bracket after a place or the company, or one that counts staff, says who the customer is.
    {
      text: "Wir sind ein KMU aus dem Kanton Thurgau (Metallbau, Blechbearbeitung) und möchten unsere Fertigung erweitern.",
      language: "de",
    },
    { text: "Eine Vorarlberger Firma (Beschläge, Belegschaft von knapp 900) verlagert die Montage nach Lustenau.", language: "de" },
    { text: "Unser Kremser Betrieb (Weinbau und Sektkellerei, 22 Mitarbeiter) will einen Webshop aufbauen.", language: "de" },
  ];
  for (const { text, language } of none) {
    it(`no scope in "${text}"`, () => assert.deepEqual(scopeOf(text, language), []));
  }
});

describe("scope: each item is delivered and accepted in the plan", () => {
  it("a work package in the build stage and its acceptance in the test stage, and the assumption says where it came from", () => {
    const profile = inferProfile(
      { description: "Sanierung der Turnhalle in Wels: Dach dämmen, Fenster tauschen und Lüftungsanlage erneuern." },
      TODAY,
    );
    assert.deepEqual(profile.scope, ["Dach", "Fenster", "Lüftungsanlage"]);
    assert.ok(profile.inferences.some((inference) => inference.attribute === "scope" && inference.value === "Dach"));
    const draft = buildDraft(profile, []);
    for (const item of profile.scope) {
      const phases = draft.phases.filter((phase) => phase.tasks.some((task) => task.title.startsWith(`${item}:`)));
      const titles = draft.phases.flatMap((phase) => phase.tasks.map((task) => task.title)).filter((title) => title.startsWith(`${item}:`));
      assert.equal(titles.length, 2, `${item}: ${titles.join(" | ")}`);
      assert.equal(phases.length, 2, `${item} is delivered and accepted in two phases`);
      // Gates stay the last task of their phase.
      for (const phase of draft.phases) assert.match(phase.tasks[phase.tasks.length - 1]?.title ?? "", /^Gate/u);
    }
  });

  it("a plan without a list has no such work packages", () => {
    const profile = inferProfile({ description: "Wir führen in 12 Filialen ein neues Kassensystem ein." }, TODAY);
    assert.deepEqual(profile.scope, []);
  });
});

describe("scope: an enumeration after the object names its parts", () => {
  const profileOf = (description: string) => inferProfile({ description } as Parameters<typeof inferProfile>[0], TODAY);

  it("German: the parts an ERP is enumerated 'mit' are scope items, and the object stays short", () => {
    const profile = profileOf("Wir wollen ein ERP mit Kalkulation, Zeiterfassung und CAD-Anbindung einführen.");
    assert.equal(profile.object?.base, "ERP");
    assert.deepEqual(profile.scope.slice(0, 3), ["Kalkulation", "Zeiterfassung", "CAD-Anbindung"]);
    const titles = buildDraft(profile, []).phases.flatMap((phase) => phase.tasks.map((task) => task.title));
    assert.ok(titles.filter((title) => title.includes("Zeiterfassung")).length >= 2, titles.join("\n"));
    assert.ok(!titles.some((title) => title.includes("ERP mit Kalkulation")), titles.join("\n"));
  });

  it("German: an enumeration of three after 'für' is the scope", () => {
    const profile = profileOf("Einführung einer HR-Software für Urlaubsanträge, Zeiterfassung und Spesen in unseren 5 Filialen.");
    assert.deepEqual(profile.scope.slice(0, 3), ["Urlaubsanträge", "Zeiterfassung", "Spesen"]);
  });

  it("two things after 'für' are whom it serves, no scope", () => {
    const profile = profileOf("Wir führen ein CRM für den Vertrieb und den Innendienst ein.");
    assert.deepEqual(profile.scope, []);
  });
});
