import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Ajv } from "ajv";
import { parse } from "yaml";
import type { CompanySize } from "../src/domain/types.js";
import {
  parseAmount,
  readBudget,
  readEnergyConsumption,
  readHeadcount,
  readHeadcounts,
  readQuantities,
  readSizeWord,
  readSmeWord,
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
    // A budget given in earmarked parts is their sum; "davon" keeps the total.
    ["Budget: 90.000 € für die Kassen und 25.000 € für die Schulung des Personals.", { amount: 115_000, currency: "EUR" }],
    ["Our budget is CHF 300k for the building works plus CHF 80k for furniture.", { amount: 380_000, currency: "CHF" }],
    ["Budget 400.000 € für den Umbau, davon 60.000 € für die Küche.", { amount: 400_000, currency: "EUR" }],
    // A currency in brackets right after the amount.
    ["Investition 1,8 Mio. (CHF) für die neue Presse in Biel.", { amount: 1_800_000, currency: "CHF" }],
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
    // "180 m²" is an area, not 180 million: the budget is the amount named as one.
    ["Concept Store, ca. 180 m². Ladenbau, Kassensystem und Team. Budget 350k €.", { amount: 350_000, currency: "EUR" }],
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
    // A fraction before a scale word is a number; "24/7" and "1/2 Jahr" are no money.
    ["Service 24/7 ab 1/2 Jahr. Ladenbau, Kühltechnik und Personal: 1/2 Mio. €.", { amount: 500_000, currency: "EUR" }],
    ["Budget ¾ Mio. CHF", { amount: 750_000, currency: "CHF" }],
    // Named sources of the money joined by "und", "dazu", "plus" add up to the budget.
    ["Finanzierung: 60.000 € Eigenmittel und ein Zuschuss von 90.000 €.", { amount: 150_000, currency: "EUR" }],
    ["Fördersumme CHF 200'000 aus dem Kantonsprogramm, dazu CHF 50'000 Eigenmittel.", { amount: 250_000, currency: "CHF" }],
    ["We have a €300k loan plus €100k of our own money.", { amount: 400_000, currency: "EUR" }],
    // A total named as the budget stays the budget; "davon" makes what follows its parts.
    ["Gesamtbudget 500.000 €: 300.000 € Förderung und 200.000 € Eigenmittel.", { amount: 500_000, currency: "EUR" }],
    ["Budget 1 Mio. €, davon 400.000 € Fördermittel und 600.000 € Eigenmittel.", { amount: 1_000_000, currency: "EUR" }],
    // Of two amounts near one budget word, the one it stands nearer; a smaller one too.
    ["The plant cost us CHF 9m in 2019, the retrofit budget is CHF 750k.", { amount: 750_000, currency: "CHF" }],
    ["Kaufpreis 6 Mio. €, Integrationsbudget 400.000 €.", { amount: 400_000, currency: "EUR" }],
    // A quote turned down as too dear is no budget, and its words speak of it only, not of the budget before it.
    ["Wir rechnen mit etwa 60.000 €; ein Angebot über 95.000 € war uns zu teuer.", { amount: 60_000, currency: "EUR", approximate: true }],
    ["Around €40k – the first agency quoted €70k, which was too expensive for us.", { amount: 40_000, currency: "EUR", approximate: true }],
    // A scaled figure the budget word closely follows is the budget, though an amount with its currency is named too.
    [
      "Knapp 2,4 Mio. sind dafür eingeplant, die Landesförderung über 300.000 € beantragen wir getrennt.",
      { amount: 2_400_000, currency: "EUR", approximate: true },
    ],
    // A word of other money speaks of the amount in its own clause, though the one before stands nearer.
    [
      "Budget für Umbau und Einrichtung: 95.000 €, erwarteter Jahresumsatz der neuen Filiale rund 450.000 €.",
      { amount: 95_000, currency: "EUR" },
    ],
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

  // Money a past year dates was spent before; a budget word in its clause keeps it the budget. "inkl." after a budget
  // word and before the amount says what the budget covers: a part is only of an amount named before it.
  const today = "2026-11-25";
  const dated: [string, number][] = [
    ["Budget for the new line incl. training and spare parts: €1.2m (the old line cost €2m back in 2012).", 1_200_000],
    ["2019 haben wir bereits für 2,5 Mio. € eine Halle gebaut; jetzt haben wir für den Anbau 800.000 €.", 800_000],
    ["Budget (Beschluss des Vorstands vom März 2025): 450.000 €", 450_000],
  ];
  for (const [text, amount] of dated) {
    it(text, () => assert.equal(readBudget(text, { today })?.amount, amount));
  }

  // A ceiling is the budget, a quote called too much is not; "… ist drin" says what can be spent.
  const ceilings: [string, number][] = [
    ["The quote we got was CHF 95,000 — too much, our ceiling is CHF 70k. Should be done in 3 months.", 70_000],
    ["Wir wollen die Marke auffrischen – eine Viertelmillion ist drin. Zur Einordnung: Umsatz letztes Jahr 28 Mio.", 250_000],
  ];
  for (const [text, amount] of ceilings) {
    it(text, () => assert.equal(readBudget(text, { today, defaultCurrency: "EUR" })?.amount, amount));
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
    // An invoice's amount is what someone owes, never a budget.
    "Die Rechnung über 3.450 € vom Oktober ist noch offen.",
    "Please look into invoice 2231 (CHF 8,900.00), it seems to have been paid twice.",
  ];
  for (const text of notBudgets) {
    it(`no budget: ${text}`, () => assert.equal(readBudget(text), undefined));
  }
});

type Head = { employees: number; approximate?: boolean };

describe("readEnergyConsumption: what a company consumes a year", () => {
  const cases: [string, number | undefined][] = [
    ["Unser Werk hat einen Energieverbrauch von rund 12 GWh im Jahr; wir führen ein Energiemanagementsystem ein.", 12],
    ["We use about 30 GWh a year across our 3 plants.", 30],
    ["Stromverbrauch 8.500 MWh pro Jahr, Gasverbrauch 4 GWh.", 8.5],
    ["Unsere PV-Anlage erzeugt 2 GWh im Jahr.", undefined],
    ["Wir bauen einen Batteriespeicher mit 20 MWh.", undefined],
  ];
  for (const [text, gwh] of cases) {
    it(`${gwh ?? "none"}: "${text.slice(0, 50)}…"`, () => assert.equal(readEnergyConsumption(text)?.gwh, gwh));
  }
});

describe("readHeadcounts: the company's and its group's", () => {
  const cases: [string, number | undefined, number | undefined][] = [
    ["We are a 40-person subsidiary, part of a group of 12,000 employees, and need to prepare for NIS2.", 40, 12_000],
    ["Wir (IT-Dienstleister, 120 MA) gehören zur Müller-Gruppe mit 3.400 Beschäftigten.", 120, 3_400],
    ["Als Tochtergesellschaft eines Konzerns mit 5.000 Mitarbeitenden führen wir ein ISMS ein.", undefined, 5_000],
    // A group the company is not said to belong to is the company itself.
    ["Wir sind ein Konzern mit 5.000 Mitarbeitenden.", 5_000, undefined],
    ["Unsere Unternehmensgruppe mit 800 Beschäftigten führt SAP ein.", 800, undefined],
    // Public servants are staff; "our" people are the company's.
    ["Der Magistrat mit rund 420 Bediensteten stellt auf den elektronischen Akt um.", 420, undefined],
    ["Sommerfest für unsere 85 Leute am 3. Juli in Graz.", 85, undefined],
  ];
  for (const [text, company, group] of cases) {
    it(`${company ?? "-"} / ${group ?? "-"}: "${text.slice(0, 50)}…"`, () => {
      const read = readHeadcounts(text);
      assert.deepEqual([read.company?.employees, read.group?.employees], [company, group]);
    });
  }
});

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
    // "600-employee provider": the buyer's count, not the 45 people of the company it acquires.
    ["We're a 600-employee IT service provider and have just signed to acquire a 45-person consultancy.", { employees: 600 }],
    // Salaried staff of an association; the volunteers are not its staff.
    ["Wir sind ein Tierschutzverein mit 6 Hauptamtlichen und vielen Ehrenamtlichen.", { employees: 6 }],
    ["Als Stadtwerk mit 2.300 Mitarbeiter:innen modernisieren wir unser Netz.", { employees: 2300 }],
    ["Ein Unternehmen mit 60 Angestellten in Graz sucht ein neues HR-Tool.", { employees: 60 }],
    // Two words joined by "and" may describe the people counted.
    ["Our 230 sales and service staff will move to the new CRM.", { employees: 230 }],
    ["Unsere 85 kaufmännischen und technischen Mitarbeitenden ziehen im Mai um.", { employees: 85 }],
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

  it("a decimal point said in words ('zwei komma fünf millionen', 'one point five million')", () => {
    assert.equal(readBudget("budget ungefähr zwei komma fünf millionen euro")?.amount, 2_500_000);
    assert.equal(readBudget("the budget is about one point five million euros")?.amount, 1_500_000);
  });

  it("a weekday's short form before a day and month is no franc; a total volume is the budget", () => {
    const party = readBudget("sommerfest am sa 19.6. im werk, budget ca 12 tsd", { defaultCurrency: "EUR" });
    assert.deepEqual(party && [party.amount, party.currency], [12_000, "EUR"]);
    assert.equal(readBudget("Förderbescheid liegt vor, Gesamtvolumen 2,4 Mio. €, Eigenanteil 10 %.")?.amount, 2_400_000);
  });

  it("chat and dialect words for the staff: 'ppl', 'lüt', 'mitarbeitendi', 'team is'", () => {
    assert.equal(readHeadcount("hi, we're ~140 ppl in two offices and want a new intranet")?.employees, 140);
    assert.equal(readHeadcount("mir sind e schriinerei mit 18 lüt und wei es nöis ERP")?.employees, 18);
    assert.equal(readHeadcount("mir sind öppe 75 mitarbeitendi im ganze kanton")?.employees, 75);
    assert.equal(readHeadcount("our whole team is 45 across three shops")?.employees, 45);
  });

  it("people a thing is for are its guests, not the staff", () => {
    assert.equal(readHeadcount("we're planning our company barbecue for ~180 people incl. partners, 2 june"), undefined);
    assert.equal(readHeadcount("Catering für 120 Personen, wir sind 40 Leute")?.employees, 40);
  });

  it("a hiring plan in another item of a chat message leaves the head count before it", () => {
    const head = readHeadcount("wir sind eine kleine agentur aus bremen, so 22 leute, recruiting 2027: +6 designer");
    assert.deepEqual(head && [head.employees, head.approximate], [22, true]);
  });
});

describe("readHeadcount: writers who count themselves by what they are", () => {
  for (const [text, employees] of [
    ["Wir sind drei Zahnärztinnen aus Wels und eröffnen eine Gemeinschaftspraxis.", 3],
    ["We are four architects in Basel looking for a document management system.", 4],
  ] as const) {
    it(text, () => assert.equal(readHeadcount(text)?.employees, employees));
  }
  for (const text of [
    "We are 2 weeks behind schedule on the ERP rollout.",
    "Wir sind zwei Standorte in Tirol und brauchen ein Kassensystem.",
  ]) {
    it(`no head count: ${text}`, () => assert.equal(readHeadcount(text), undefined));
  }
});

describe("budget without a currency", () => {
  it("takes the currency of another amount in the text", () => {
    const budget = readBudget("Budget 3,5 Mio., davon 200.000 € für Hardware.");
    assert.deepEqual(budget && [budget.amount, budget.currency, budget.currencyStated], [3_500_000, "EUR", false]);
  });
  it("takes the caller's currency when the text names none", () => {
    const text = "Budget: 500k, Start im Mai.";
    assert.equal(readBudget(text), undefined);
    const budget = readBudget(text, { defaultCurrency: "CHF" });
    assert.deepEqual(budget && [budget.amount, budget.currency, budget.currencyStated, budget.evidence], [500_000, "CHF", false, "500k"]);
  });
  it("reads an approximate one", () => {
    const budget = readBudget("Budget um die 50 Tsd.", { defaultCurrency: "EUR" });
    assert.deepEqual(budget && [budget.amount, budget.approximate], [50_000, true]);
  });
  it("not for a pound or dollar text", () => {
    assert.equal(readBudget("Budget 2 Mio., funded in £.", { defaultCurrency: "EUR" })?.currency, "EUR");
    assert.equal(readBudget("Budget 2m, plus $300k from a grant.", { defaultCurrency: "EUR" }), undefined);
  });
  it("a stated currency is said to be stated", () => {
    assert.equal(readBudget("Budget 20.000 €")?.currencyStated, true);
  });
  it("a scaled figure a budget word follows closely is the budget", () => {
    const budget = readBudget("Umsatz letztes Jahr 9 Mio. €. Für Umbau und Einrichtung sind 1,2 Mio. eingeplant.", {
      defaultCurrency: "EUR",
    });
    assert.deepEqual(budget && [budget.amount, budget.currency], [1_200_000, "EUR"]);
  });
  it("a plain 'für' after a figure makes no budget of it", () => {
    const budget = readBudget("Budget heuer 80k – letztes Jahr gingen 150k für Kampagnen drauf.", { defaultCurrency: "EUR" });
    assert.equal(budget?.amount, 80_000);
  });
});

describe("readSizeWord and sizeClass", () => {
  it("KMU and SME are read apart: fewer than 250, no class", () => {
    assert.equal(readSmeWord("Wir sind ein KMU aus der Ostschweiz.")?.evidence, "KMU");
    assert.equal(readSmeWord("As an SME we need a simple CRM.")?.evidence, "SME");
    assert.equal(readSmeWord("Wir sind ein Konzern."), undefined);
    assert.equal(readSizeWord("Wir sind ein kleines KMU, ein Kleinbetrieb mit 12 Leuten.")?.size, "small");
  });

  const sizes: [string, CompanySize | undefined][] = [
    // A listed company and an industrial group are large.
    ["Als börsennotierter Maschinenbauer mit Sitz in Augsburg müssen wir erstmals nach ESRS berichten.", "large"],
    ["Our insurance group wants to consolidate its data centres in Zurich.", "large"],
    ["Unser Klinikverbund führt ein neues Dienstplansystem ein.", "large"],
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
    // Not an SME is at least 250 people.
    ["Energy audit for our four warehouses – mandatory for us as a non-SME.", "large"],
    ["Als Nicht-KMU müssen wir ein Energieaudit machen.", "large"],
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

/**
 * Whole descriptions as strangers write them, read by all four readers at once. null: nothing
 * must be read; a missing key: not checked (a known gap, see the notes in the module).
 */
interface Reading {
  budget?: [number, "EUR" | "CHF", boolean] | null;
  head?: [number, boolean] | null;
  size?: CompanySize | null;
  quantities?: [string, number][];
}

const DESCRIPTIONS: [string, Reading][] = [
  [
    "Wir, die Müller Haustechnik GmbH (23 MA), möchten bis Q3 ein Ticketsystem einführen – Budget ca. 40k€.",
    { budget: [40_000, "EUR", true], head: [23, false], quantities: [] },
  ],
  [
    "Grüezi, wir sind eine Treuhandfirma in Luzern mit 18 Mitarbeitenden und möchten für rund CHF 60'000 unsere IT erneuern.",
    { budget: [60_000, "CHF", true], head: [18, false] },
  ],
  [
    "Servus! Unser Gasthof (42 Betten, 15 Angestellte) braucht eine neue Website. Kosten dürfen max. 8.000 Euro sein.",
    { budget: [8_000, "EUR", false], head: [15, false], quantities: [["beds", 42]] },
  ],
  [
    "Im Rahmen der Digitalisierung sollen 1.200 Schülerinnen und Schüler an 9 Schulen iPads bekommen; das Land fördert das mit 2,4 Mio. €.",
    {
      budget: [2_400_000, "EUR", false],
      head: null,
      quantities: [
        ["other", 1200],
        ["sites", 9],
      ],
    },
  ],
  [
    "We're a 35-person architecture firm in Vienna looking to move to the cloud. Budget roughly €120k.",
    { budget: [120_000, "EUR", true], head: [35, false] },
  ],
  [
    "Our company (approx. 450 employees, €80m turnover) wants to implement an ERP system for about EUR 1.5m.",
    { budget: [1_500_000, "EUR", true], head: [450, true], quantities: [] },
  ],
  [
    "Die Stadtwerke wollen bis 2028 rund 35.000 Smart Meter verbauen, Investitionsvolumen ca. 12 Mio. Euro.",
    { budget: [12_000_000, "EUR", true], head: null, quantities: [["devices", 35_000]] },
  ],
  [
    "Als Pflegedienst mit 65 Pflegekräften und 8 Verwaltungsmitarbeitern suchen wir eine Tourenplanung für unsere 30 Dienstwagen.",
    { head: [73, false], quantities: [["vehicles", 30]] },
  ],
  ["Wir sind ein Start-up mit 6 Leuten und haben 250.000 € aus einer Seed-Runde.", { head: [6, false], size: "micro" }],
  [
    "Rollout einer neuen Kassensoftware in 140 Filialen, ca. 600 Kassen, Budget 2,1 Mio. EUR, 3.500 Beschäftigte im Handel.",
    {
      budget: [2_100_000, "EUR", false],
      head: [3500, false],
      quantities: [
        ["shops", 140],
        ["devices", 600],
      ],
    },
  ],
  ["We plan to onboard 40 new staff and train all 1,100 employees on the new HR portal.", { budget: null, head: [1100, false] }],
  [
    "Die Gemeinde (8.500 Einwohner) plant ein neues Feuerwehrhaus für 4,5 Millionen Franken.",
    { budget: [4_500_000, "CHF", false], head: null, quantities: [["other", 8500]] },
  ],
  ["Unser Zahnarztpraxis-Team besteht aus 11 Personen.", { head: [11, false] }],
  ["Our headcount is 2,300 and we operate 12 plants in Europe.", { head: [2300, false], quantities: [["sites", 12]] }],
  ["Kanzlei, 9 Berufsträger, ca. 30 Mitarbeiter insgesamt; wir brauchen ein DMS.", { head: [30, true] }],
  ["A nonprofit with a staff of about forty wants a donor CRM; we have roughly $50,000.", { budget: null, head: [40, true] }],
  ["Zwei Dutzend Lieferwagen sollen durch E-Transporter ersetzt werden.", { quantities: [["vehicles", 24]] }],
  [
    "Das Hotel mit seinen 120 Zimmern und 2 Restaurants wird für 6,5 Mio. € renoviert.",
    {
      budget: [6_500_000, "EUR", false],
      head: null,
      quantities: [
        ["rooms", 120],
        ["shops", 2],
      ],
    },
  ],
  [
    "Wir wollen in den nächsten 3 Jahren 5 Mio. € in unsere 4 Werke investieren.",
    { budget: [5_000_000, "EUR", false], quantities: [["sites", 4]] },
  ],
  ["Ein Konzern mit 12.000 Beschäftigten möchte sein Intranet erneuern.", { head: [12_000, false], size: "large" }],
  ["Unser Familienunternehmen in dritter Generation hat 140 Mitarbeitende.", { head: [140, false], size: null }],
  [
    "Small business, 4 employees, need a booking system for under €5,000.",
    { budget: [5_000, "EUR", false], head: [4, false], size: "small" },
  ],
  [
    "Die Klinik hat 350 Betten, 1.100 Beschäftigte und will das KIS für 3 Mio. Franken ablösen.",
    { budget: [3_000_000, "CHF", false], head: [1100, false], quantities: [["beds", 350]] },
  ],
  [
    "Bei einem Umsatz von 8 Mio. CHF und 40 Mitarbeitenden möchten wir ein ERP für ca. 200'000 CHF einführen.",
    { budget: [200_000, "CHF", true], head: [40, false] },
  ],
  ["Wir sind 3 Gründer und suchen 2 Entwickler.", { head: [3, false], quantities: [["hires", 2]] }],
  ["The municipality serves 45,000 residents and wants a citizen portal.", { head: null, quantities: [["other", 45_000]] }],
  [
    "Wir betreiben 7 Pflegeheime mit zusammen 640 Pflegeplätzen.",
    {
      head: null,
      quantities: [
        ["sites", 7],
        ["beds", 640],
      ],
    },
  ],
  ["Die Hausverwaltung betreut 2.800 Wohneinheiten in Wien.", { quantities: [["apartments", 2800]] }],
  [
    "Ziel: 300 Ladepunkte an 25 Standorten bis Ende 2027, Fördermittel 1,8 Mio. €.",
    {
      budget: [1_800_000, "EUR", false],
      quantities: [
        ["devices", 300],
        ["sites", 25],
      ],
    },
  ],
  ["Das Event für 2.000 Besucher braucht ein Ticketing.", { head: null, quantities: [["participants", 2000]] }],
  ["Wir haben eineinhalb Millionen Euro für die neue Produktionshalle.", { budget: [1_500_000, "EUR", false] }],
  ["Der Auftrag hat ein Volumen von 3,2 Mio. €.", { budget: [3_200_000, "EUR", false] }],
  ["Wir planen Ausgaben von etwa 75 000 Euro.", { budget: [75_000, "EUR", true] }],
  ["Budget: 1.000.000,00 EUR", { budget: [1_000_000, "EUR", false] }],
  ["Wir sind eine kleine Steuerkanzlei mit fünf Mitarbeiterinnen.", { head: [5, false], size: "small" }],
  ["mittelständischer Zulieferer, 180 MA, 2 Werke in Sachsen", { head: [180, false], size: "medium", quantities: [["sites", 2]] }],
  ["Wir suchen für unser 15-köpfiges Marketingteam ein neues Projekttool.", { head: [15, false] }],
  ["We are a 12-strong team at a Zurich fintech.", { head: [12, false] }],
  // The writers describing themselves: any noun after the team adjective is the company.
  ["We're a 140-person precision turner near Graz and need a new MES.", { head: [140, false] }],
  ["Budget von 3,5 Mio. für 12 Standorte, Umsatz 40 Mio. €", { budget: [3_500_000, "EUR", false], quantities: [["sites", 12]] }],
  ["Budget für 2026: 50.000", { budget: null }],
  ["Budget 50-80k €", { budget: [80_000, "EUR", true] }],
  ["Wir erwarten Einsparungen von 200k € bei Investitionen von 1 Mio. €.", { budget: [1_000_000, "EUR", false] }],
  ["Der Jahresumsatz beträgt 5 Mio. €.", { budget: null }],
  ["Wir machen 5 Mio. € Umsatz und wollen ein CRM.", { budget: null }],
  ["Projektkosten: 350.000 €", { budget: [350_000, "EUR", false] }],
  ["Stundensatz 95 € für externe Berater, Gesamtbudget 120.000 €.", { budget: [120_000, "EUR", false] }],
  ["We raised €5m in our Series A and want to build a data platform.", { budget: null }],
  ["Wir sind ein 5-Mann-Betrieb aus Kärnten.", { head: [5, false] }],
  ["Wir sind ein 5-Personen-Unternehmen.", { head: [5, false] }],
  ["Ich bin ein Ein-Mann-Betrieb.", { head: [1, false], size: "micro" }],
  ["Bei uns arbeiten 120 Menschen.", { head: [120, false] }],
  ["Company size: 51-200 employees", { head: [200, true] }],
  ["Mitarbeiter: 50–100", { head: [100, true] }],
  ["Team: 6 Personen", { head: [6, false] }],
  ["We have 50 staff and 3 offices.", { head: [50, false], quantities: [["sites", 3]] }],
  ["a workforce of around 800", { head: [800, true] }],
  ["Wir suchen 5 neue Mitarbeiter für den Vertrieb.", { head: null, quantities: [["hires", 5]] }],
  ["Wir haben 200 Mitarbeitende, davon 30 im Außendienst.", { head: [200, false] }],
  ["120 Arbeitsplätze sollen neue PCs bekommen.", { quantities: [["devices", 120]] }],
  ["Das Werk schafft 200 neue Arbeitsplätze.", { head: null, quantities: [["hires", 200]] }],
  ["Lizenzen für 250 Nutzer, Kosten 30 € pro Nutzer und Monat.", { budget: null, quantities: [["users", 250]] }],
  ["Eine Flotte von 120 Fahrzeugen.", { quantities: [["vehicles", 120]] }],
  ["Wir sind ein KMU mit 80 Mitarbeitenden.", { head: [80, false], size: null }],
  ["Ein Hidden Champion aus Schwaben mit 900 Beschäftigten.", { head: [900, false], size: "medium" }],
  ["Zertifizierung nach ISO 27001 für unsere 3 Rechenzentren.", { head: null, quantities: [["sites", 3]] }],
  ["Start am 15.03.2026, Dauer 6 Monate, 8000 Zürich.", { budget: null, head: null, quantities: [] }],
  ["Wir möchten in 3 Phasen 40 Filialen umbauen.", { quantities: [["shops", 40]] }],
  ["Insgesamt 1 200 Mitarbeitende, Budget CHF 1 Mio.", { budget: [1_000_000, "CHF", false], head: [1200, false] }],
  ["Unser Budget beträgt 500.000 Euro, wovon 100.000 Euro für Schulungen sind.", { budget: [500_000, "EUR", false] }],
  ["Das Budget ist mit 200.000 € knapp bemessen; ein Mitbewerber hat 2 Mio. € investiert.", { budget: [200_000, "EUR", false] }],
  ["About 40% of our 600 employees work remotely.", { head: [600, false], quantities: [] }],
  ["Wir sind ca. 25 Leute.", { head: [25, true] }],
  ["Die Firma hat rund 70 Leute.", { head: [70, true] }],
  [
    "Hi, we're a family-run hotel in Salzburg with 38 rooms and about 25 staff. We'd like a new PMS; we can spend up to €40,000.",
    { budget: [40_000, "EUR", false], head: [25, true], quantities: [["rooms", 38]] },
  ],
  ["Our charity employs 70 people and supports 3,000 families each year.", { head: [70, false], quantities: [["other", 3000]] }],
  [
    "We are a Swiss watchmaker (CHF 120 million in sales, 400 employees) and want to roll out Salesforce to our 60 sales reps.",
    { budget: null, head: [400, false] },
  ],
  [
    "Looking to digitise our 12 care homes with 900 beds; budget is circa 2.5 million euros.",
    {
      budget: [2_500_000, "EUR", true],
      head: null,
      quantities: [
        ["sites", 12],
        ["beds", 900],
      ],
    },
  ],
  [
    "The council wants to equip 250 buses with new ticket machines at a cost of around €3m.",
    { budget: [3_000_000, "EUR", true], quantities: [["vehicles", 250]] },
  ],
  [
    "Wir als Tischlerei mit 9 Gesellen und 2 Azubis brauchen eine Software für die Angebotserstellung, darf nicht mehr als 5.000 € kosten.",
    { budget: [5_000, "EUR", false], head: [11, false] },
  ],
  [
    "Unsere Genossenschaft hat 1.400 Mitglieder und 3 Hofläden.",
    {
      head: null,
      quantities: [
        ["other", 1400],
        ["shops", 3],
      ],
    },
  ],
  [
    "Für das Glasfaserprojekt in 17 Gemeinden mit rund 9.000 Anschlüssen stehen 14 Mio. € Fördermittel bereit.",
    {
      budget: [14_000_000, "EUR", false],
      quantities: [
        ["other", 17],
        ["households", 9000],
      ],
    },
  ],
  ["Die Bank (Bilanzsumme 2,3 Mrd. €, 480 Mitarbeitende) will ihr Kernbankensystem migrieren.", { budget: null, head: [480, false] }],
  ["Wir sind ein Ingenieurbüro mit zwanzig Kolleginnen und Kollegen.", { head: [20, false] }],
  [
    "Das Budget für die Messe liegt bei 80 000 CHF, wir erwarten 3 000 Besucher.",
    { budget: [80_000, "CHF", false], head: null, quantities: [["participants", 3000]] },
  ],
  ["Wir sind ein Softwarehaus mit 45 Köpfen und möchten ISO 27001.", { head: [45, false] }],
  [
    "Wir haben 2 Standorte (Wien & Linz), 130 MitarbeiterInnen und ca. 900 Endgeräte.",
    {
      head: [130, false],
      quantities: [
        ["sites", 2],
        ["devices", 900],
      ],
    },
  ],
  ["Sanierung von 3 Schulgebäuden, Kostenrahmen 11 Mio. Fr.", { budget: [11_000_000, "CHF", false] }],
  [
    "Die Apotheke mit 6 Mitarbeiterinnen will ein Warenwirtschaftssystem für knapp 20.000 Euro.",
    { budget: [20_000, "EUR", true], head: [6, false] },
  ],
  [
    "Wir möchten 3 neue Filialen eröffnen und dafür 15 Verkäuferinnen einstellen.",
    {
      head: null,
      quantities: [
        ["shops", 3],
        ["hires", 15],
      ],
    },
  ],
  ["We have around 1.2k employees and plan a budget of EUR 800K.", { budget: [800_000, "EUR", false], head: [1200, true] }],
  ["Budget: 1,5 Mio. EUR (davon 300 TEUR Eigenanteil)", { budget: [1_500_000, "EUR", false] }],
  ["Wir haben ein Budget von zwei Millionen Euro.", { budget: [2_000_000, "EUR", false] }],
  ["Unser Team (7 Personen) sucht ein Tool für 50 Kunden.", { head: [7, false], quantities: [["other", 50]] }],
  ["We are seven people.", { head: [7, false] }],
  ["Die Investitionssumme beläuft sich auf ca. EUR 650.000,-.", { budget: [650_000, "EUR", true] }],
  ["Umsatz: 15 Mio. EUR | Mitarbeiter: 85 | Budget: 250.000 EUR", { budget: [250_000, "EUR", false], head: [85, false] }],
  ["Wir bieten 30 neue Ausbildungsplätze an.", { head: null, quantities: [["hires", 30]] }],
  ["In 2023 we grew by 20 percent and opened 2 new offices.", { budget: null, head: null, quantities: [["sites", 2]] }],
  ["We have been in business for 25 years and serve 400 clients.", { head: null, quantities: [["other", 400]] }],
  ["Die Firma wurde 1987 gegründet und hat heute 3 Standorte.", { head: null, quantities: [["sites", 3]] }],
  ["Please plan a 2-day workshop for 30 participants in March.", { head: null, quantities: [["participants", 30]] }],
  ["Wir brauchen 4 Wochen Vorlaufzeit und 2 Testphasen.", { quantities: [] }],
  ["Our team of five is small but mighty.", { head: [5, false] }],
  ["Version 2.0 der Software soll 2025 live gehen.", { budget: null, head: null, quantities: [] }],
  ["Wir wollen die Kosten um 2 Mio. € senken.", { budget: null }],
  ["Das kostet uns aktuell 300.000 € im Jahr an Lizenzen.", { budget: null }],
  ["Wir haben 3 Mio. Euro Schulden.", { budget: null }],
  ["Our goal is to reach 10,000 customers and €1m ARR by 2027.", { budget: null, quantities: [["other", 10_000]] }],
  [
    "The new building will have 200 desks and 12 meeting rooms.",
    {
      quantities: [
        ["devices", 200],
        ["rooms", 12],
      ],
    },
  ],
  ["Wir erwarten, dass 50 Mitarbeitende von der Umstellung betroffen sind.", { head: null, quantities: [["employees_affected", 50]] }],
  ["We have 3 kids and a dog.", { head: null, quantities: [] }],
  ["Wir haben 40 Mitarbeiter/innen.", { head: [40, false] }],
  ["Wir haben 40 Kolleg*innen.", { head: [40, false] }],
  ["22 Filialen/Shops in Bayern", { quantities: [["shops", 22]] }],
  ["Wir sind 12 Mitarbeiter*in", { head: [12, false] }],
  ["500 Euro pro Person Schulungsbudget", { budget: null }],
  ["Unser IT-Budget liegt bei 50.000 € pro Jahr.", { budget: [50_000, "EUR", false] }],
  ["Ein Betrag von 5.000 € pro Monat für Hosting ist vorgesehen.", { budget: [5_000, "EUR", false] }],
  ["Wir sind zu dritt und gründen gerade eine Agentur.", { head: [3, false] }],
  ["Die Aufgaben teilen wir uns zu zweit.", { head: null }],
  ["Unsere Belegschaft: 400 Personen", { head: [400, false] }],
  ["Wir zählen 250 Beschäftigte, davon 40 in Teilzeit.", { head: [250, false] }],
  ["Unser Budget ist begrenzt (max. 10 k€).", { budget: [10_000, "EUR", false] }],
  ["Kostenrahmen 500 TCHF", { budget: [500_000, "CHF", false] }],
  ["Budget: 250'000.00 CHF", { budget: [250_000, "CHF", false] }],
  ["Die Steuerberatung betreut 600 Mandanten.", { head: null, quantities: [["other", 600]] }],
];

describe("whole descriptions from other writers", () => {
  for (const [text, expected] of DESCRIPTIONS) {
    it(text, () => {
      if (expected.budget !== undefined) {
        const budget = readBudget(text);
        assert.deepEqual(budget && [budget.amount, budget.currency, budget.approximate], expected.budget ?? undefined);
        if (budget) assertSpan(text, budget);
      }
      if (expected.head !== undefined) {
        const head = readHeadcount(text);
        assert.deepEqual(head && [head.employees, head.approximate], expected.head ?? undefined);
        if (head) assertSpan(text, head);
      }
      if (expected.size !== undefined) assert.equal(readSizeWord(text)?.size, expected.size ?? undefined);
      if (expected.quantities !== undefined) {
        const quantities = readQuantities(text);
        assert.deepEqual(
          quantities.map((q) => [q.kind, q.count]),
          expected.quantities,
        );
        for (const q of quantities) assertSpan(text, q);
      }
    });
  }
});

describe("long and odd input", () => {
  it("reads a description at the length limit full of numbers in bounded time", () => {
    const inputs = ["1 ".repeat(1000), "5 € ".repeat(500), "a. ".repeat(700), "zwei ".repeat(400), "1.".repeat(1000)];
    const started = performance.now();
    for (const text of inputs) {
      readBudget(text);
      readHeadcount(text);
      readQuantities(text);
      readSizeWord(text);
    }
    // Generous: the machine running tests may be busy; quadratic scans took seconds here.
    assert.ok(performance.now() - started < 3000);
  });
  it("reads nothing from text without amounts", () => {
    for (const text of ["", "   ", "Hallo!", "€", "Mio.", "CHF", "-", "k"]) {
      assert.equal(readBudget(text), undefined);
      assert.equal(readHeadcount(text), undefined);
      assert.deepEqual(readQuantities(text), []);
    }
  });
});

/**
 * A fresh set, written before the fixes it led to (a range with its currency before the lower
 * end, "a 60-person consultancy"). A range budget is read as its upper end, approximately: the
 * plan must fit what the writer may spend. Without a currency, the caller's (`def`) stands in.
 */
const FRESH_BUDGETS: [string, { amount: number; currency: string; approximate?: boolean; def?: "EUR" | "CHF" } | undefined][] = [
  ["Kostendach 1,2 Mio. Franken für den Neubau des Werkhofs.", { amount: 1_200_000, currency: "CHF" }],
  ["Das Investitionsvolumen liegt bei rund 3 Mio. Euro.", { amount: 3_000_000, currency: "EUR", approximate: true }],
  ["Wir können bis zu 250k investieren.", { amount: 250_000, currency: "EUR", def: "EUR" }],
  ["Budget zwischen 80 und 100 TEUR.", { amount: 100_000, currency: "EUR", approximate: true }],
  ["Kostenrahmen Fr. 45'000.– für die neue Website.", { amount: 45_000, currency: "CHF" }],
  ["Wir haben 1.5 Mio CHF für die Erneuerung der Leitstelle.", { amount: 1_500_000, currency: "CHF" }],
  ["Our budget is EUR 2.5 million for the ERP replacement.", { amount: 2_500_000, currency: "EUR" }],
  [
    "Mit 300 Mitarbeitenden und einem Umsatz von 60 Mio. € planen wir 1,5 Mio. € für ein neues MES ein.",
    { amount: 1_500_000, currency: "EUR" },
  ],
  ["Die Ausschreibung hat ein Kostendach von CHF 2.4 Mio. inkl. MwSt.", { amount: 2_400_000, currency: "CHF" }],
  ["Wir haben 50.000–70.000 € für die Kampagne.", { amount: 70_000, currency: "EUR", approximate: true }],
  ["Geplant sind Investitionen von ca. 800 TEUR in 12 Filialen.", { amount: 800_000, currency: "EUR", approximate: true }],
  ["Budgetrahmen: € 120.000,– netto", { amount: 120_000, currency: "EUR" }],
  ["We can spend around 40k euros on the new website.", { amount: 40_000, currency: "EUR", approximate: true }],
  ["Das Projekt ist mit 2,3 Mio. € im Haushalt 2027 veranschlagt.", { amount: 2_300_000, currency: "EUR" }],
  ["Der Gemeinderat hat einen Kredit von 850'000 Franken gesprochen.", { amount: 850_000, currency: "CHF" }],
  ["Budget: 0,5 Mio €", { amount: 500_000, currency: "EUR" }],
  ["Wir dürfen max. 35 Tsd. Euro ausgeben.", { amount: 35_000, currency: "EUR" }],
  ["Our budget is between EUR 1m and 1.5m.", { amount: 1_500_000, currency: "EUR", approximate: true }],
  ["Wir machen 12 Mio. € Umsatz und haben 80 Mitarbeitende.", undefined],
  ["Die Maschine kostet im Betrieb 2.000 € pro Monat.", undefined],
  ["Wir haben fünfzigtausend Euro zur Verfügung.", { amount: 50_000, currency: "EUR" }],
];

const FRESH_HEADS: [string, { employees: number; approximate?: boolean } | undefined][] = [
  ["Wir sind ein Zürcher KMU mit 45 Mitarbeitenden und 3 Standorten.", { employees: 45 }],
  ["Bei uns arbeiten rund 1.200 Menschen.", { employees: 1200, approximate: true }],
  ["Our team of 35 is spread over four offices.", { employees: 35 }],
  ["Wir haben 120 Vollzeitstellen.", { employees: 120 }],
  ["Mit unseren 18 Angestellten betreuen wir 400 Kunden.", { employees: 18 }],
  ["Der Betrieb zählt 230 Beschäftigte an 2 Standorten.", { employees: 230 }],
  ["We're a 60-person consultancy.", { employees: 60 }],
  ["Unsere Firma (ca. 90 MA) sucht ein DMS.", { employees: 90, approximate: true }],
  ["Wir erwarten 250 Gäste.", undefined],
  ["Gut 500 Mitarbeitende in 20 Filialen, Budget 2 Mio. €.", { employees: 500, approximate: true }],
];

describe("amounts: third fresh set", () => {
  for (const [text, expected] of FRESH_BUDGETS) {
    it(`budget: ${text}`, () => {
      const budget = readBudget(text, { defaultCurrency: expected?.def });
      if (!expected) return assert.equal(budget, undefined);
      assert.ok(budget, "a budget");
      assert.deepEqual(
        [budget.amount, budget.currency, budget.approximate],
        [expected.amount, expected.currency, expected.approximate ?? false],
      );
      assertSpan(text, budget);
    });
  }
  for (const [text, expected] of FRESH_HEADS) {
    it(`head count: ${text}`, () => {
      const head = readHeadcount(text);
      if (!expected) return assert.equal(head, undefined);
      assert.ok(head, "a head count");
      assert.deepEqual([head.employees, head.approximate], [expected.employees, expected.approximate ?? false]);
      assertSpan(text, head);
    });
  }
  it("a range with the currency on both ends is one amount", () => {
    const budget = readBudget("Budget: € 50.000 – € 70.000 für die Kampagne.");
    assert.deepEqual(budget && [budget.amount, budget.approximate, budget.evidence], [70_000, true, "€ 50.000 – € 70.000"]);
  });
  it("two amounts in a row are no range", () => {
    assert.equal(readBudget("Umsatz EUR 40 Mio., Budget 1,5 Mio.")?.amount, 1_500_000);
  });
});

/** Written after the fixes (see the timeline tests): budgets and head counts. */
const AFTER_THE_FIXES_BUDGETS: [string, { amount: number; currency: string; approximate?: boolean; def?: "EUR" | "CHF" }][] = [
  ["Budget ca. CHF 600'000.–", { amount: 600_000, currency: "CHF", approximate: true }],
  ["Wir haben ein Investitionsbudget von 1,8 Mio. Euro für 3 Standorte.", { amount: 1_800_000, currency: "EUR" }],
  ["Spending cap: 90k EUR.", { amount: 90_000, currency: "EUR" }],
  ["Die Kosten dürfen 2 Millionen Franken nicht überschreiten.", { amount: 2_000_000, currency: "CHF" }],

  ["Kostendach: 1,2 Mio.", { amount: 1_200_000, currency: "CHF", def: "CHF" }],
  ["Wir rechnen mit Investitionen zwischen CHF 300'000 und 400'000.", { amount: 400_000, currency: "CHF", approximate: true }],
  ["Budget: EUR 80.000 bis EUR 100.000", { amount: 100_000, currency: "EUR", approximate: true }],
  ["Our budget: €250k–€300k.", { amount: 300_000, currency: "EUR", approximate: true }],
  ["Eine Viertelmillion Euro steht bereit.", { amount: 250_000, currency: "EUR" }],
];
const AFTER_THE_FIXES_HEADS: [string, { employees: number; approximate?: boolean }][] = [
  ["Wir sind ein Familienunternehmen mit knapp 70 Mitarbeitern.", { employees: 70, approximate: true }],
  ["Our company employs 4,500 staff worldwide.", { employees: 4500 }],
  ["Bei uns arbeiten zwischen 50 und 60 Leute.", { employees: 60, approximate: true }],
];

describe("amounts: sentences written after the fixes", () => {
  for (const [text, expected] of AFTER_THE_FIXES_BUDGETS) {
    it(`budget: ${text}`, () => {
      const budget = readBudget(text, { defaultCurrency: expected.def });
      assert.ok(budget, "a budget");
      assert.deepEqual(
        [budget.amount, budget.currency, budget.approximate],
        [expected.amount, expected.currency, expected.approximate ?? false],
      );
      assertSpan(text, budget);
    });
  }
  for (const [text, expected] of AFTER_THE_FIXES_HEADS) {
    it(`head count: ${text}`, () => {
      const head = readHeadcount(text);
      assert.ok(head, "a head count");
      assert.deepEqual([head.employees, head.approximate], [expected.employees, expected.approximate ?? false]);
      assertSpan(text, head);
    });
  }
  it("a fraction of a million is a scale", () => {
    assert.equal(parseAmount("eine Dreiviertelmillion"), 750_000);
  });
});

describe("amounts: last probing set", () => {
  const budgets: [string, { amount: number; currency: string; approximate?: boolean }][] = [
    ["Wir haben 3 Standorte, 120 Mitarbeitende und ein Budget von 350'000 CHF.", { amount: 350_000, currency: "CHF" }],
    ["Budget: up to EUR 800k, payback expected within 2 years.", { amount: 800_000, currency: "EUR" }],
    ["Die Gesamtkosten sollen 1,2 Mio. € nicht übersteigen, davon 300.000 € Hardware.", { amount: 1_200_000, currency: "EUR" }],
    ["Budgetiert sind EUR 2,5 Mio. (inkl. 10 % Reserve).", { amount: 2_500_000, currency: "EUR" }],

    ["Budget: TCHF 500", { amount: 500_000, currency: "CHF" }],
    ["Wir haben 500 kCHF für das Projekt.", { amount: 500_000, currency: "CHF" }],
    ["Budget EUR 1,5 Mio. bis 2 Mio.", { amount: 2_000_000, currency: "EUR", approximate: true }],
    ["Our budget is €1.2m.", { amount: 1_200_000, currency: "EUR" }],
    [
      "Für das Projekt sind 400.000 Euro budgetiert, die Einsparung soll 100.000 Euro pro Jahr betragen.",
      { amount: 400_000, currency: "EUR" },
    ],
  ];
  for (const [text, expected] of budgets) {
    it(`budget: ${text}`, () => {
      const budget = readBudget(text);
      assert.deepEqual(budget && [budget.amount, budget.currency, budget.approximate], [
        expected.amount,
        expected.currency,
        expected.approximate ?? false,
      ]);
    });
  }
  const heads: [string, { employees: number; approximate?: boolean }][] = [
    ["We have 3 sites, 120 staff and about 5 months to roll out the new WMS.", { employees: 120 }],
    ["Das Spital beschäftigt rund 2'400 Personen.", { employees: 2400, approximate: true }],

    ["Wir haben ca. 150 FTE.", { employees: 150, approximate: true }],
    ["Belegschaft: 85", { employees: 85 }],
    ["Unser Team umfasst 25 Personen.", { employees: 25 }],
  ];
  for (const [text, expected] of heads) {
    it(`head count: ${text}`, () => {
      const head = readHeadcount(text);
      assert.deepEqual(head && [head.employees, head.approximate], [expected.employees, expected.approximate ?? false]);
    });
  }
});

describe("readBudget: a cost word and a scale word without a currency", () => {
  it("'Kosten rund 5 Mio.' is the budget in the country's currency; a count after 'Kosten' is not money", () => {
    const stated = readBudget("Aufstockung unseres Bürogebäudes um zwei Etagen. Kosten rund 5 Mio.", { defaultCurrency: "EUR" });
    assert.equal(stated?.amount, 5_000_000);
    assert.equal(stated?.currency, "EUR");
    assert.equal(stated?.currencyStated, false);
    assert.equal(readBudget("Kosten: ca. 250 Tsd.", { defaultCurrency: "CHF" })?.amount, 250_000);
    assert.equal(readBudget("Die Kosten für 3 Standorte und 120 Arbeitsplätze sind noch offen.", { defaultCurrency: "EUR" }), undefined);
  });
});

describe("head counts and size words in form fields and compounds", () => {
  // A field separator ends what a number counts: the year before it is no head count.
  it("'Ende 2028 | Mitarbeitende: 180' counts 180", () =>
    assert.equal(readHeadcount("Zeitraum: Mitte 2027 bis Ende 2028 | Mitarbeitende: 180")?.employees, 180));
  // A size word at the end of a compound still says the size.
  it("'Kunststoff-Mittelständler' is medium", () =>
    assert.equal(readSizeWord("Ein Kunststoff-Mittelständler aus Lüdenscheid.")?.size, "medium"));
});

describe("readBudget: approved money and the budget of a whole", () => {
  // Money approved for the work is its budget, also when the approval was in an earlier year.
  it("a credit approved in 2025 is the budget", () => {
    const text =
      "Der Gemeinderat hat im Oktober 2025 einen Baukredit von 3,4 Mio. Franken gesprochen; die Unterhaltskosten von Fr. 90'000 pro Jahr sind separat.";
    assert.equal(readBudget(text, { defaultCurrency: "CHF", today: "2026-11-25" })?.amount, 3_400_000);
  });
  it("a part reserved of an approved credit is not the budget", () => {
    const text =
      "Der Kantonsrat hat einen Verpflichtungskredit von 5,2 Mio. Franken bewilligt; davon sind Fr. 300'000 für die Ausstellung reserviert.";
    assert.equal(readBudget(text, { defaultCurrency: "CHF", today: "2026-11-25" })?.amount, 5_200_000);
  });
  // The budget of a whole body or year yields to money named for the project.
  it("the whole IT budget yields to the money released for the project", () => {
    const text = "Für die Umstellung sind 420.000 € freigegeben; das gesamte IT-Budget des Landkreises liegt bei 6 Mio. €.";
    assert.equal(readBudget(text, { defaultCurrency: "EUR" })?.amount, 420_000);
  });
  // A whole project budget stays the project's; a budget word of the next clause is the other amount's.
  it("das gesamte Projektbudget is the budget", () =>
    assert.equal(
      readBudget("Das gesamte Projektbudget liegt bei 800.000 €, eine Förderung von 200.000 € ist beantragt.", { defaultCurrency: "EUR" })
        ?.amount,
      800_000,
    ));
});

describe("readBudget: what the budget leaves out", () => {
  // Other money named as left out says what the budget does not cover, not what the amount is.
  it("'EUR 90k, salaries excluded' is the budget", () =>
    assert.equal(
      readBudget("Training budget (trainers, venues, travel) is EUR 90k, salaries excluded.", { defaultCurrency: "EUR" })?.amount,
      90_000,
    ));
  // (a guard)
  it("'ohne Gehälter' after the amount", () =>
    assert.equal(
      readBudget("Für die Rekrutierung sind 120.000 € eingeplant, ohne Gehälter.", { defaultCurrency: "EUR" })?.amount,
      120_000,
    ));
});

describe("readBudget: a budget word of the next clause", () => {
  it("the quote before the comma is not the budget the next clause names", () =>
    assert.equal(
      readBudget("Das Angebot für die Anlage liegt bei 800.000 €, unser Gesamtbudget mit Fundament und Elektrik beträgt 1,1 Mio. €.", {
        defaultCurrency: "EUR",
      })?.amount,
      1_100_000,
    ));
});
