/**
 * Kinds of project within a type that run differently: hiring is an organisation project that
 * runs as a recruiting funnel; moving a production is a relocation of machines, not of desks.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { readTimeline } from "../src/domain/understanding/time/index.js";

const TODAY = "2026-11-25";

function plan(description: string) {
  const profile = inferProfile({ description }, TODAY);
  const draft = buildDraft(profile, []);
  return { profile, draft, titles: draft.phases.flatMap((phase) => phase.tasks.map((task) => task.title)) };
}

describe("playbook variants", () => {
  it("hiring runs as recruiting: demand, channels, selection, offers, onboarding — no reorganisation tasks", () => {
    const { profile, draft, titles } = plan("Wir suchen 5 neue Fachkräfte für unseren Elektrobetrieb in Visp, aktuell 28 Mitarbeitende.");
    assert.equal(profile.intent, "hire");
    assert.equal(profile.projectType, "organisation");
    assert.deepEqual(
      draft.phases.map((phase) => phase.name),
      [
        "Bedarf & Anforderungsprofile",
        "Arbeitgeberauftritt & Auswahlverfahren",
        "Ansprache & Auswahl",
        "Angebote & Verträge",
        "Onboarding & Abschluss",
      ],
    );
    assert.ok(titles.some((title) => /Stellenanzeigen/u.test(title)));
    assert.ok(!titles.some((title) => /Zielorganisation|Pulsbefragung|Verkündung/u.test(title)), titles.join("\n"));
    assert.ok(draft.risks.some((risk) => /Bewerbungen/u.test(risk.title)));
    assert.ok(draft.budget.lines.some((line) => line.category === "recruiting_channels"));
  });

  it("a renovation starts from the existing building and builds no shell; a new building still does", () => {
    const renovation = plan("Sanierung unseres Bürogebäudes in Freiburg im laufenden Betrieb, Fertigstellung bis Ende 2028.");
    assert.equal(renovation.profile.intent, "renovate");
    assert.equal(renovation.profile.projectType, "construction");
    assert.ok(
      renovation.titles.some((title) => /Schadstofferkundung/u.test(title)),
      renovation.titles.join("\n"),
    );
    assert.ok(renovation.titles.some((title) => /Bestandsaufnahme/u.test(title)));
    assert.ok(!renovation.titles.some((title) => /Rohbau/u.test(title)), renovation.titles.join("\n"));
    assert.ok(renovation.draft.risks.some((risk) => /Bausubstanz/u.test(risk.title)));
    assert.ok(renovation.draft.budget.lines.some((line) => line.category === "demolition"));
    const newBuilding = plan("Neubau einer Lagerhalle mit 4.000 m² in Wels bis Ende 2028.");
    assert.equal(newBuilding.profile.intent, "build");
    assert.ok(
      newBuilding.titles.some((title) => /Rohbau/u.test(title)),
      newBuilding.titles.join("\n"),
    );
    assert.ok(!newBuilding.titles.some((title) => /Schadstofferkundung/u.test(title)));
  });

  it("a network is built along routes: rights of way, civil works and house connections, no shell or space programme", () => {
    const fibre = plan(
      "Wir sind ein Zweckverband und bauen das Glasfasernetz (FTTH) für 3.000 Haushalte in fünf Gemeinden im Landkreis Passau, fertig bis Ende 2028.",
    );
    assert.equal(fibre.profile.projectType, "construction");
    assert.ok(
      fibre.titles.some((title) => /Wegerechte/u.test(title)),
      fibre.titles.join("\n"),
    );
    assert.ok(fibre.titles.filter((title) => /Hausanschl/u.test(title)).length >= 2, fibre.titles.join("\n"));
    assert.ok(fibre.titles.some((title) => /OTDR/u.test(title)));
    assert.ok(!fibre.titles.some((title) => /Rohbau|Raumprogramm|beziehen/u.test(title)), fibre.titles.join("\n"));
    assert.ok(fibre.draft.budget.lines.some((line) => line.category === "civil_works"));
    const heat = plan(
      "The municipal utility plans a district heating network with a wood chip plant for 400 homes in Wels, first heat by October 2028.",
    );
    assert.ok(
      heat.titles.some((title) => /heat supply contracts/u.test(title)),
      heat.titles.join("\n"),
    );
    assert.ok(heat.titles.some((title) => /Pressure tests/u.test(title)));
    assert.ok(!heat.titles.some((title) => /shell|space programme|OTDR/u.test(title)), heat.titles.join("\n"));
    assert.ok(heat.draft.risks.some((risk) => /heating season/u.test(risk.title)));
  });

  it("a generation or storage plant starts from the grid connection and ends with commissioning by the grid operator", () => {
    const solar = plan(
      "Wir planen eine Freiflächen-PV-Anlage mit 12 MWp auf einer ehemaligen Deponie bei Straubing, Inbetriebnahme bis Herbst 2028.",
    );
    assert.equal(solar.profile.projectType, "construction");
    assert.ok(
      solar.titles.some((title) => /Netzanschluss beim Netzbetreiber anfragen/u.test(title)),
      solar.titles.join("\n"),
    );
    assert.ok(solar.titles.some((title) => /Inbetriebsetzung mit dem Netzbetreiber/u.test(title)));
    assert.ok(!solar.titles.some((title) => /Rohbau|Raumprogramm|Hausanschl/u.test(title)), solar.titles.join("\n"));
    assert.ok(solar.draft.budget.lines.some((line) => line.category === "infrastructure"));
    const hall = plan("Neubau einer Lagerhalle mit 4.000 m² in Wels bis Ende 2028.");
    assert.ok(!hall.titles.some((title) => /Netzanschluss beim Netzbetreiber|Wegerechte/u.test(title)), hall.titles.join("\n"));
  });

  it("a feasibility study delivers a decision: options, costs and a recommendation, never the thing studied", () => {
    const study = plan("Wir brauchen eine Machbarkeitsstudie für eine Biogasanlage auf unserem Hof bei Memmingen.");
    assert.equal(study.profile.projectType, "generic");
    assert.ok(
      study.titles.some((title) => /Variantenvergleich|Varianten entwickeln/u.test(title)),
      study.titles.join("\n"),
    );
    assert.ok(study.titles.some((title) => /Studienbericht/u.test(title)));
    assert.ok(!study.titles.some((title) => /einführen|Arbeitspakete/u.test(title)), study.titles.join("\n"));
    assert.ok(study.draft.budget.lines.some((line) => line.category === "data_capture"));
  });

  it("German titles put the object in the case its preposition needs", () => {
    const descriptions = [
      "IFS Food Zertifizierung für unsere Großbäckerei in Passau bis Herbst 2027.",
      "Wir verlagern unsere Fertigung von Mannheim nach Speyer, 9 CNC-Maschinen, bis Mitte 2027.",
      "Wir sind ein regionaler Telekom-Anbieter und erschliessen drei Gemeinden im Berner Oberland mit Glasfaser.",
      "Die Gemeinde plant ein Nahwärmenetz mit Hackschnitzel-Heizwerk für 600 Haushalte.",
      "Wir brauchen eine Machbarkeitsstudie für eine Biogasanlage auf unserem Hof bei Memmingen.",
    ];
    for (const description of descriptions) {
      const { titles } = plan(description);
      const wrong = titles.filter((title) => /\b(?:von|zu|mit|aus|bei|nach|seit) (?:die|das) |\bfür das Gemeinden\b/u.test(title));
      assert.deepEqual(wrong, [], description);
    }
  });

  it("a quality management certification builds a management system of processes, not an ISMS", () => {
    const quality = plan("ISO 9001 Zertifizierung für unseren Metallbaubetrieb in Steyr, 45 Mitarbeitende, bis Ende 2027.");
    assert.equal(quality.profile.projectType, "compliance");
    assert.ok(
      quality.titles.some((title) => /Prozesslandkarte/u.test(title)),
      quality.titles.join("\n"),
    );
    assert.ok(quality.titles.some((title) => /Lieferantenbewertung/u.test(title)));
    assert.ok(!quality.titles.some((title) => /MFA|Sicherheitsvorfälle|Inventar der Werte/u.test(title)), quality.titles.join("\n"));
    const security = plan("ISO 27001 Zertifizierung für unser Softwarehaus in Linz, 80 Mitarbeitende, bis Ende 2027.");
    assert.ok(
      security.titles.some((title) => /MFA|Sicherheitsvorfälle|Inventar der Werte/u.test(title)),
      security.titles.join("\n"),
    );
  });

  it("an outsourcing plan names what is outsourced in its scope, risk, service-level, transition and exit tasks", () => {
    const { profile, titles } = plan(
      "Wir wollen unsere Lohnbuchhaltung an einen externen Dienstleister auslagern, 120 Mitarbeitende in Graz.",
    );
    assert.equal(profile.projectType, "organisation");
    const naming = titles.filter((title) => /Lohnbuchhaltung/u.test(title));
    assert.ok(naming.length >= 5, titles.join("\n"));
    assert.ok(titles.some((title) => /Exit-Plan/u.test(title)));
  });

  it("a business succession plans valuation, the tax and legal form, the successor's induction and the handover", () => {
    const { profile, draft, titles } = plan(
      "Unternehmensnachfolge regeln: Unsere Metzgerei in Kempten (12 Mitarbeitende) soll bis Ende 2028 an unsere Tochter übergeben werden.",
    );
    assert.equal(profile.projectType, "organisation");
    assert.ok(
      titles.some((title) => /Unternehmensbewertung/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(titles.some((title) => /Steuerliche Gestaltung der Übergabe/u.test(title)));
    assert.ok(titles.filter((title) => /Nachfolge|Übergabe/u.test(title)).length >= 5);
    assert.ok(!titles.some((title) => /neue Organisation|Zielorganisation/u.test(title)), titles.join("\n"));
    assert.ok(draft.budget.lines.some((line) => line.category === "valuation"));
  });

  it("hiring takes no industry tasks about how the work is done (a hospital's patient pathways)", () => {
    const { titles } = plan("Rekrutierung von 25 Pflegefachkräften für unser Klinikum in Passau bis zum Herbst.");
    assert.ok(!titles.some((title) => /Patientenpfade|Behandlungsstandards/u.test(title)), titles.join("\n"));
  });

  it("an English hiring plan is a recruiting plan too", () => {
    const { titles } = plan("Hire 40 software engineers for our new Graz engineering hub within the next 6 months.");
    assert.ok(titles.some((title) => /job ads/u.test(title)));
    assert.ok(titles.some((title) => /Onboarding/u.test(title)));
  });

  it("moving a production moves machines: foundations, downtime, recommissioning — no lease or desk tasks", () => {
    const { profile, titles, draft } = plan(
      "Wir verlagern die Fertigung von Linz nach Enns: 3 Maschinenstraßen, Stillstand max. 2 Wochen.",
    );
    assert.equal(profile.projectType, "relocation");
    assert.ok(titles.some((title) => /Fundamente/u.test(title)));
    assert.ok(titles.some((title) => /Wiederinbetriebnahme/u.test(title)));
    assert.ok(!titles.some((title) => /Mietvertrag|Arbeitsplätze|WLAN/u.test(title)), titles.join("\n"));
    assert.ok(draft.stakeholders.some((stakeholder) => stakeholder.name === "Maschinenspedition"));
    // The allowed downtime is not the project's duration.
    assert.notEqual(profile.timelineWeeks, 2);
  });

  it("accessibility is met in design and code: audit, components, remediation, statement — no ISMS or certification body", () => {
    const { profile, titles, draft } = plan(
      "Unser Onlineshop muss bis Mitte 2027 barrierefrei werden, wir sind ein Händler in Freiburg mit 45 Leuten.",
    );
    assert.equal(profile.projectType, "compliance");
    assert.ok(titles.some((title) => /Barrierefreiheitsprüfung/u.test(title)));
    assert.ok(titles.some((title) => /Barrierefreiheitserklärung/u.test(title)));
    assert.ok(!titles.some((title) => /Zertifizierungsstelle|MFA|Risikobehandlungsplan/u.test(title)), titles.join("\n"));
    assert.ok(draft.stakeholders.some((stakeholder) => stakeholder.name === "Prüfstelle für Barrierefreiheit"));
  });

  it("an ISO 27001 plan keeps the compliance playbook", () => {
    const { titles } = plan("Wir wollen bis Ende 2027 nach ISO 27001 zertifiziert werden, IT-Dienstleister in Linz mit 60 Mitarbeitenden.");
    assert.ok(!titles.some((title) => /Barrierefrei/u.test(title)), titles.join("\n"));
  });

  it("an office move keeps the office playbook", () => {
    const { titles } = plan("Unser Steuerbüro mit 25 Leuten zieht im Frühjahr in neue Büroräume in Linz.");
    assert.ok(
      titles.some((title) => /Mietvertrag|Umzugsunternehmen/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(!titles.some((title) => /Fundamente|Wiederinbetriebnahme/u.test(title)));
  });
});

describe("an amount of downtime is not the project's duration", () => {
  for (const text of [
    "Wir verlagern die Fertigung nach Enns, Stillstand max. 2 Wochen.",
    "Die Linie darf höchstens 10 Tage stillstehen.",
    "Umbau der Anlage mit einer Downtime von 3 Wochen.",
  ]) {
    it(text, () => assert.equal(readTimeline(text, { today: TODAY, country: "AT" }), undefined));
  }
  it("a duration of the project next to the downtime is read", () => {
    const time = readTimeline("Die Produktion darf höchstens 10 Tage stillstehen, das Projekt dauert 8 Monate.", {
      today: TODAY,
      country: "DE",
    });
    assert.equal(time?.kind, "duration");
    assert.equal(time?.kind === "duration" ? time.weeks : 0, 35);
  });
});
