import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Ajv } from "ajv";
import { parse } from "yaml";
import type { CompanySize } from "../src/domain/types.js";
import {
  parseAmount,
  readBudget,
  readHeadcount,
  readQuantities,
  readSizeWord,
  sizeClass,
} from "../src/domain/understanding/amounts/index.js";

/** Every reading must point at its own words: evidence is the input between start and end. */
function assertSpan(text: string, reading: { evidence: string; start: number; end: number }): void {
  assert.equal(text.slice(reading.start, reading.end), reading.evidence, `span of "${reading.evidence}" in "${text}"`);
}

describe("amounts lexicon", () => {
  it("validates against its JSON Schema", () => {
    const schema = JSON.parse(readFileSync(new URL("../data/lexicon/amounts.schema.json", import.meta.url), "utf8"));
    const lexicon = parse(readFileSync(new URL("../data/lexicon/amounts.yaml", import.meta.url), "utf8"));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    assert.ok(validate(lexicon), JSON.stringify(validate.errors));
  });

  it("the schema refuses an unknown quantity kind", () => {
    const schema = JSON.parse(readFileSync(new URL("../data/lexicon/amounts.schema.json", import.meta.url), "utf8"));
    const lexicon = parse(readFileSync(new URL("../data/lexicon/amounts.yaml", import.meta.url), "utf8"));
    lexicon.quantityNouns = [...lexicon.quantityNouns, { kind: "unicorns", forms: ["Einhörner"] }];
    assert.equal(new Ajv().compile(schema)(lexicon), false);
  });
});

describe("parseAmount: numbers as written in DACH and English", () => {
  const cases: [string, number][] = [
    ["1.200", 1200],
    ["1'200", 1200],
    ["1’200", 1200],
    ["1 200", 1200],
    ["1\u202f200", 1200],
    ["1\u00a0200", 1200],
    ["1\u2009200", 1200],
    ["1,200", 1200],
    ["1200", 1200],
    ["3,5", 3.5],
    ["3.5", 3.5],
    ["1.234.567", 1234567],
    ["1,234,567.50", 1234567.5],
    ["1.234.567,50", 1234567.5],
    ["3,5 Mio.", 3_500_000],
    ["3,5 Millionen", 3_500_000],
    ["2 million", 2_000_000],
    ["2m", 2_000_000],
    ["1,2 Mrd.", 1_200_000_000],
    ["2 Milliarden", 2_000_000_000],
    ["1.5bn", 1_500_000_000],
    ["450k", 450_000],
    ["250 Tsd.", 250_000],
    ["20 tausend", 20_000],
    ["zwanzig", 20],
    ["twenty", 20],
    ["dreiundzwanzig", 23],
    ["twenty-three", 23],
    ["siebzehn", 17],
    ["neunzig", 90],
    ["hundert", 100],
    ["zweihundertfünfzig", 250],
    ["two hundred", 200],
    ["eineinhalb", 1.5],
    ["anderthalb Millionen", 1_500_000],
    ["eine halbe Million", 500_000],
    ["half a million", 500_000],
    ["a dozen", 12],
    ["zwei Dutzend", 24],
    ["zwölf", 12],
    ["fünfzehn", 15],
    ["1,250 Mio.", 1_250_000],
  ];
  for (const [raw, value] of cases) {
    it(`reads "${raw}" as ${value}`, () => assert.equal(parseAmount(raw), value));
  }
  it("refuses what is no number", () => {
    assert.equal(parseAmount("Budget"), undefined);
    assert.equal(parseAmount(""), undefined);
  });
});

type Budget = { amount: number; currency: "EUR" | "CHF"; approximate?: boolean };

describe("readBudget: the project's budget", () => {
  const budgets: [string, Budget][] = [
    ["Wir haben ein Budget von 3,5 Mio. Euro für die Einführung eines neuen ERP-Systems.", { amount: 3_500_000, currency: "EUR" }],
    ["Für die Sanierung unseres Hallenbads stehen CHF 850'000 zur Verfügung.", { amount: 850_000, currency: "CHF" }],
    ["Kostenrahmen: Fr. 850'000.– inkl. MwSt.", { amount: 850_000, currency: "CHF" }],
    ["Das neue Lager darf 180.000 € kosten.", { amount: 180_000, currency: "EUR" }],
    ["We want to invest €2m in a new warehouse management system.", { amount: 2_000_000, currency: "EUR" }],
    ["Die Gemeinde investiert 2 Mio. Franken in die Digitalisierung der Verwaltung.", { amount: 2_000_000, currency: "CHF" }],
    ["Budget: EUR 450k for the CRM migration.", { amount: 450_000, currency: "EUR" }],
    ["Für den Umbau haben wir eine halbe Million Euro eingeplant.", { amount: 500_000, currency: "EUR" }],
    ["Das Projektbudget liegt bei rund 1,2 Mio. €.", { amount: 1_200_000, currency: "EUR", approximate: true }],
    ["Wir können bis zu 250.000 Euro in die neue Website investieren.", { amount: 250_000, currency: "EUR" }],
    ["Our budget is around 300,000 euros for the whole rollout.", { amount: 300_000, currency: "EUR", approximate: true }],
    ["Unser Investitionsvolumen beträgt ca. 4 Mio. EUR.", { amount: 4_000_000, currency: "EUR", approximate: true }],
    ["Der Verein hat 15'000 Franken für eine neue Website.", { amount: 15_000, currency: "CHF" }],
    [
      "Wir, ein Hotel in Tirol mit 60 Zimmern, wollen für etwa 80.000 € ein neues Buchungssystem einführen.",
      { amount: 80_000, currency: "EUR", approximate: true },
    ],
    ["Budget 250 TEUR, Start im Frühjahr.", { amount: 250_000, currency: "EUR" }],
    ["We have 1.5 million EUR to modernise our production line.", { amount: 1_500_000, currency: "EUR" }],
    [
      "Bei einem Jahresumsatz von 40 Mio. € planen wir ein Budget von 2 Mio. € für die Digitalisierung.",
      { amount: 2_000_000, currency: "EUR" },
    ],
    ["Die Investition in Höhe von 750.000,- € soll 2026 erfolgen.", { amount: 750_000, currency: "EUR" }],
    ["Wir haben CHF 1.2 Mio. für das neue Spitalinformationssystem budgetiert.", { amount: 1_200_000, currency: "CHF" }],
    [
      "Mit einem Budget von knapp 90.000 Euro möchten wir unsere IT-Sicherheit verbessern.",
      { amount: 90_000, currency: "EUR", approximate: true },
    ],
    ["The project may cost up to EUR 5 million.", { amount: 5_000_000, currency: "EUR" }],
    ["Einführung eines DMS, Kosten max. 60.000 €", { amount: 60_000, currency: "EUR" }],
    ["Wir stellen 120 000 € für die Modernisierung der Kantine bereit.", { amount: 120_000, currency: "EUR" }],
    ["Für das Projekt sind zwischen 1 und 2 Mio. € vorgesehen.", { amount: 2_000_000, currency: "EUR", approximate: true }],
  ];
  for (const [text, expected] of budgets) {
    it(text, () => {
      const budget = readBudget(text);
      assert.ok(budget, "a budget");
      assert.equal(budget.amount, expected.amount);
      assert.equal(budget.currency, expected.currency);
      assert.equal(budget.approximate, expected.approximate ?? false);
      assertSpan(text, budget);
    });
  }

  const notBudgets = [
    "Wir sind ein Maschinenbauer mit einem Umsatz von 40 Mio. € und 300 Mitarbeitenden.",
    "We are a retailer with €50m revenue and want a new POS system.",
    "Ziel ist eine Einsparung von 200.000 € pro Jahr durch die neue Software.",
    "We have a budget of £2m for the new warehouse.",
    "Our budget is $400,000 for the CRM rollout.",
    "Jeder Scanner kostet 300 € pro Stück, wir brauchen 3.000 Geräte.",
    "Wir wollen unsere Energiekosten um 30 % senken.",
    "Wir sind seit 1998 am Markt und haben 45 Mitarbeitende.",
    "Die Lizenzen kosten 25 € pro Nutzer und Monat.",
    "Our turnover of EUR 12 million grew by 8 % last year.",
    "Wir sparen damit jährlich rund 50.000 Franken.",
    "Wir haben 2 Mio. Kunden und wollen ein neues Portal.",
  ];
  for (const text of notBudgets) {
    it(`no budget: ${text}`, () => assert.equal(readBudget(text), undefined));
  }
});

type Head = { employees: number; approximate?: boolean };

describe("readHeadcount: the company's head count", () => {
  const heads: [string, Head][] = [
    ["Unser Werk hat eine Belegschaft von knapp 900 Personen.", { employees: 900, approximate: true }],
    ["Wir sind ein Zürcher Versicherer mit 1'200 Mitarbeitenden.", { employees: 1200 }],
    ["Die Schreinerei hat 45 Beschäftigte und will ihre Auftragsabwicklung digitalisieren.", { employees: 45 }],
    ["Wir sind rund 300 Köpfe stark.", { employees: 300, approximate: true }],
    ["Our IT department has 120 FTE.", { employees: 120 }],
    ["We are a logistics company with a staff of 300.", { employees: 300 }],
    ["We are 14 people building accounting software.", { employees: 14 }],
    ["Wir sind ein Team von 8 Leuten und suchen ein Ticketsystem.", { employees: 8 }],
    ["Unser 8-köpfiges Team betreut 200 Kunden.", { employees: 8 }],
    ["Als Stadtwerk mit 2.300 Mitarbeiter:innen modernisieren wir unser Netz.", { employees: 2300 }],
    ["Ein Unternehmen mit 60 Angestellten in Graz sucht ein neues HR-Tool.", { employees: 60 }],
    ["Wir beschäftigen über 500 Mitarbeiterinnen und Mitarbeiter an drei Standorten.", { employees: 500, approximate: true }],
    ["Wir sind zwölf Leute in einer kleinen Agentur.", { employees: 12 }],
    ["We employ about 2,500 people across Europe.", { employees: 2500, approximate: true }],
    ["Unsere Kanzlei mit 25 MitarbeiterInnen zieht um.", { employees: 25 }],
    ["Familienbetrieb, 35 Mitarbeiter, Bäckerei mit Filialen.", { employees: 35 }],
    ["Ein zwölfköpfiges Team entwickelt bei uns Apps.", { employees: 12 }],
    ["Wir haben 300+ Mitarbeitende und planen 40 neue Stellen.", { employees: 300, approximate: true }],
    ["We are a team of twenty engineers.", { employees: 20 }],
    ["Mitarbeiterzahl: 250", { employees: 250 }],
  ];
  for (const [text, expected] of heads) {
    it(text, () => {
      const head = readHeadcount(text);
      assert.ok(head, "a head count");
      assert.equal(head.employees, expected.employees);
      assert.equal(head.approximate, expected.approximate ?? false);
      assertSpan(text, head);
    });
  }

  const notHeads = [
    "Wir wollen 12 Fachkräfte einstellen.",
    "We plan to hire 30 developers next year.",
    "Das Projekt schafft 40 neue Stellen.",
    "Wir möchten 200 Mitarbeitende im Datenschutz schulen.",
    "Zur Konferenz erwarten wir 500 Teilnehmende.",
    "Die App soll 800 Nutzer haben.",
    "Die Gemeinde hat 12.000 Einwohner.",
    "Wir betreuen 5.000 Kunden in der Schweiz.",
    "Wir sind seit 20 Jahren am Markt.",
    "The event is for 300 people from the industry.",
    "Wir bauen 45 Wohnungen für 120 Personen.",
  ];
  for (const text of notHeads) {
    it(`no head count: ${text}`, () => assert.equal(readHeadcount(text), undefined));
  }

  it("the staff, not the hires, when both are named", () => {
    const head = readHeadcount("Mit unseren 80 Mitarbeitenden wollen wir 12 Fachkräfte einstellen.");
    assert.equal(head?.employees, 80);
  });
});

describe("readSizeWord and sizeClass", () => {
  const sizes: [string, CompanySize | undefined][] = [
    ["Ich bin Einzelunternehmer und brauche eine Buchhaltung.", "micro"],
    ["Wir sind ein Kleinstbetrieb aus dem Allgäu.", "micro"],
    ["Als kleiner Betrieb haben wir keine IT-Abteilung.", "small"],
    ["We are a small business selling bikes online.", "small"],
    ["Wir sind ein mittelständisches Familienunternehmen.", "medium"],
    ["Als Mittelständler aus Oberösterreich wollen wir exportieren.", "medium"],
    ["We are a mid-sized manufacturer of pumps.", "medium"],
    ["Der Konzern will SAP S/4HANA einführen.", "large"],
    ["Wir sind ein internationaler Industriekonzern.", "large"],
    ["A multinational corporation wants to harmonise its HR processes.", "large"],
    ["Unser Start-up entwickelt eine App für Landwirte.", "micro"],
    ["We are an early-stage startup.", "micro"],
    ["Wir sind ein KMU aus der Ostschweiz.", undefined],
    ["As an SME we need a simple CRM.", undefined],
    ["Wir bauen ein Netzwerk für unsere Werke auf.", undefined],
    ["Als Großunternehmen unterliegen wir der CSRD.", "large"],
  ];
  for (const [text, expected] of sizes) {
    it(`${text} → ${expected}`, () => {
      const reading = readSizeWord(text);
      assert.equal(reading?.size, expected);
      if (reading) assert.ok(text.includes(reading.evidence));
    });
  }
  it("EU classes", () => {
    assert.equal(sizeClass(1), "micro");
    assert.equal(sizeClass(9), "micro");
    assert.equal(sizeClass(10), "small");
    assert.equal(sizeClass(49), "small");
    assert.equal(sizeClass(50), "medium");
    assert.equal(sizeClass(249), "medium");
    assert.equal(sizeClass(250), "large");
    assert.equal(sizeClass(120_000), "large");
  });
});

type Q = { kind: string; count: number; noun?: string };

describe("readQuantities: what the project counts", () => {
  const cases: [string, Q[]][] = [
    ["Glasfaserausbau für 120.000 Haushalte im Landkreis.", [{ kind: "households", count: 120_000, noun: "Haushalte" }]],
    ["Unser Hotel hat 60 Zimmer und ein Restaurant.", [{ kind: "rooms", count: 60 }]],
    ["Wir betreiben 22 Filialen in Bayern.", [{ kind: "shops", count: 22 }]],
    ["We run 22 stores across the UK and Ireland.", [{ kind: "shops", count: 22 }]],
    ["Die Kette hat 22 Märkte.", [{ kind: "shops", count: 22 }]],
    ["Wir produzieren an 14 Standorten weltweit.", [{ kind: "sites", count: 14, noun: "Standorten" }]],
    ["Rollout to 14 sites in Germany.", [{ kind: "sites", count: 14 }]],
    ["Der Konzern hat 14 Werke.", [{ kind: "sites", count: 14 }]],
    ["Das neue Portal soll 800 Nutzer bedienen.", [{ kind: "users", count: 800 }]],
    ["The tool will serve 800 users.", [{ kind: "users", count: 800 }]],
    ["Rund 800 Anwender arbeiten mit dem alten System.", [{ kind: "users", count: 800 }]],
    ["Wir tauschen 3.000 Geräte aus.", [{ kind: "devices", count: 3000 }]],
    ["We need to replace 3,000 handheld scanners.", [{ kind: "devices", count: 3000, noun: "scanners" }]],
    ["Unsere Flotte umfasst 45 Fahrzeuge.", [{ kind: "vehicles", count: 45 }]],
    ["Wir rüsten 45 Lkw mit Telematik aus.", [{ kind: "vehicles", count: 45 }]],
    ["Die Klinik hat 200 Betten.", [{ kind: "beds", count: 200 }]],
    ["Wir wollen 12 Fachkräfte einstellen.", [{ kind: "hires", count: 12 }]],
    ["We plan to hire 30 developers.", [{ kind: "hires", count: 30 }]],
    ["Zur Fachtagung erwarten wir 500 Teilnehmende.", [{ kind: "participants", count: 500 }]],
    ["Das Boutique-Hotel hat 40 Hotelzimmer.", [{ kind: "rooms", count: 40, noun: "Hotelzimmer" }]],
    ["Das Pflegeheim hat 120 Pflegebetten.", [{ kind: "beds", count: 120, noun: "Pflegebetten" }]],
    ["Wir elektrifizieren 30 Lieferfahrzeuge.", [{ kind: "vehicles", count: 30, noun: "Lieferfahrzeuge" }]],
    ["Die Genossenschaft baut 45 Wohnungen.", [{ kind: "apartments", count: 45 }]],
    ["We operate 25 CNC machines.", [{ kind: "machines", count: 25 }]],
    ["Wir wollen 200 Mitarbeitende im Datenschutz schulen.", [{ kind: "employees_affected", count: 200 }]],
    ["Das Projekt schafft 40 neue Stellen.", [{ kind: "hires", count: 40 }]],
    [
      "In unseren 14 Filialen sollen 60 neue Kassen und 120 Tablets installiert werden.",
      [
        { kind: "shops", count: 14 },
        { kind: "devices", count: 60 },
        { kind: "devices", count: 120 },
      ],
    ],
    ["Die Stadtwerke versorgen zwanzigtausend Haushalte mit Strom.", [{ kind: "households", count: 20_000 }]],
    ["Eine Arztpraxis mit drei Behandlungsräumen.", [{ kind: "rooms", count: 3 }]],
  ];
  for (const [text, expected] of cases) {
    it(text, () => {
      const found = readQuantities(text);
      assert.deepEqual(
        found.map((q) => ({ kind: q.kind, count: q.count, ...(expectedNoun(expected, q) ? { noun: q.noun } : {}) })),
        expected,
      );
      for (const q of found) assertSpan(text, q);
    });
  }

  const none = [
    "Wir sind seit 20 Jahren am Markt.",
    "Das Projekt dauert 6 Monate und kostet 80.000 €.",
    "Wir wollen die Durchlaufzeit um 15 % senken.",
    "Wir haben 45 Mitarbeitende.",
    "Wir bauen ein Netzwerk mit 3 Routern.",
  ];
  for (const text of none) {
    it(`nothing counted that is no project quantity: ${text}`, () => {
      const kinds = readQuantities(text).map((q) => q.kind);
      assert.ok(!kinds.some((kind) => kind !== "other" && kind !== "devices"), kinds.join(","));
      if (!text.includes("Routern")) assert.deepEqual(kinds, []);
    });
  }
});

function expectedNoun(expected: Q[], reading: { kind: string; count: number }): boolean {
  return expected.some((q) => q.kind === reading.kind && q.count === reading.count && q.noun !== undefined);
}
