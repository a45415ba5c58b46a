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

  it("a move named as a noun plans around what moves, and a distribution centre moves as machines and racks do", () => {
    const production = plan("Relocation of our assembly from Linz to a new rented hall in Enns, 14 machines, done by September 2027.");
    assert.equal(production.profile.object?.moving, "assembly");
    assert.ok(
      production.titles.some((title) => /list machines, equipment and utilities/u.test(title)),
      production.titles.join("\n"),
    );
    const distribution = plan("We are moving our distribution centre from Graz to a new leased building in Kalsdorf by summer 2027.");
    assert.ok(
      distribution.titles.some((title) => /list machines, equipment and utilities/u.test(title)),
      distribution.titles.join("\n"),
    );
    assert.ok(!distribution.titles.some((title) => /workstation equipment/u.test(title)), distribution.titles.join("\n"));
  });

  it("an industry's system tasks go only to the systems they are about", () => {
    const hr = plan(
      "Wir sind ein Automobilzulieferer mit 900 Mitarbeitenden und führen eine HR-Software für Urlaubsanträge, Zeiterfassung und Spesen ein.",
    );
    assert.equal(hr.profile.industry, "automotive");
    assert.ok(!hr.titles.some((title) => /TISAX|EDI/u.test(title)), hr.titles.join("\n"));
    const erp = plan("Wir sind ein Automobilzulieferer mit 900 Mitarbeitenden und führen ein neues ERP-System ein.");
    assert.ok(
      erp.titles.some((title) => /EDI-Abrufe/u.test(title)),
      erp.titles.join("\n"),
    );
    // A short stem is an acronym: "Mitarbeiterportal" holds the letters of "ERP" but names no ERP.
    const portal = plan("Wir sind ein Automobilzulieferer mit 900 Mitarbeitenden und führen ein Mitarbeiterportal ein.");
    assert.ok(!portal.titles.some((title) => /EDI-Abrufe/u.test(title)), portal.titles.join("\n"));
  });

  it("a form's one-word field label opens a value, not the scope", () => {
    const form = plan(
      "Project: roll-out of e-invoicing for all 9 regional offices\nOrganisation: Salzburg-based insurance broker\nBudget: EUR 70,000",
    );
    assert.deepEqual(form.profile.scope, []);
    assert.ok(!form.titles.some((title) => /broker:/iu.test(title)), form.titles.join("\n"));
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

  it("a company celebration runs as a celebration: programme, guests, licences, safety, thanks — no booth or leads", () => {
    const { profile, draft, titles } = plan("Wir feiern 2027 unser 100-jähriges Firmenjubiläum mit einem Festakt für 300 Gäste in Wels.");
    assert.equal(profile.projectType, "event");
    assert.deepEqual(
      draft.phases.map((phase) => phase.name),
      [
        "Anlass, Termin & Ort",
        "Programm, Gäste & Dienstleister",
        "Genehmigungen, Sicherheit & Logistik",
        "Aufbau, Durchführung & Abbau",
        "Dank & Nachbereitung",
      ],
    );
    assert.ok(
      titles.some((title) => /Ehrungen/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(titles.some((title) => /Schankgenehmigung und Musiklizenzen \(GEMA\/AKM\/SUISA\)/u.test(title)));
    assert.ok(titles.some((title) => /Sanitätsdienst/u.test(title)));
    assert.ok(titles.some((title) => /Ehrengäste/u.test(title)));
    assert.ok(titles.some((title) => /für das 100-jährige Firmenjubiläum/u.test(title)));
    assert.ok(!titles.some((title) => /Lead|Messebau|Standfläche|Standpersonal|Standkonzept/u.test(title)), titles.join("\n"));
    assert.ok(draft.risks.some((risk) => /Schlechtwetter/u.test(risk.title)));
    assert.ok(!draft.risks.some((risk) => /Leads/u.test(risk.title)));
    assert.ok(draft.budget.lines.some((line) => line.category === "security"));
    assert.ok(!draft.budget.lines.some((line) => /Messebau/u.test(line.label)));
    assert.ok(!draft.stakeholders.some((stakeholder) => /Standpersonal|Messebauer/u.test(stakeholder.name)));
  });

  it("an open day, a summer party and a gala are celebrations too, in German and English", () => {
    // An open day names no object the reader takes and often no intent: the variant asks for neither.
    const openDay = plan("Tag der offenen Tür in unserem neuen Werk in Steyr im Mai 2027, erwartet werden 2.000 Besucher.");
    assert.equal(openDay.profile.projectType, "event");
    assert.ok(
      openDay.titles.some((title) => /Sicherheitskonzept für .+: Besucherzahl, Sanitätsdienst/u.test(title)),
      openDay.titles.join("\n"),
    );
    assert.ok(!openDay.titles.some((title) => /Lead|Messebau|Standfläche|Standpersonal/u.test(title)), openDay.titles.join("\n"));
    for (const description of [
      "Sommerfest für 250 Mitarbeitende und ihre Familien auf dem Betriebsgelände in Ulm im Juli.",
      "Wir organisieren eine Gala mit Preisverleihung für 400 Gäste in Zürich.",
      "Stadtfest in Passau am ersten Juliwochenende mit 15.000 Besuchern.",
      "Unser Musikverein richtet im August 2027 das Bezirksmusikfest mit 40 Kapellen in Lienz aus.",
    ]) {
      const { titles } = plan(description);
      assert.ok(
        titles.some((title) => /Veranstaltungsanzeige, Schankgenehmigung/u.test(title)),
        `${description}\n${titles.join("\n")}`,
      );
      assert.ok(!titles.some((title) => /Lead|Messebau|Standfläche|Standpersonal/u.test(title)), titles.join("\n"));
    }
    const party = plan("Our company celebrates its 50th anniversary with a summer party for 500 guests in Munich.");
    assert.ok(
      party.titles.some((title) => /drinks licence and music licences/u.test(title)),
      party.titles.join("\n"),
    );
    assert.ok(party.titles.some((title) => /guests of honour/u.test(title)));
    assert.ok(!party.titles.some((title) => /lead|booth|stand/iu.test(title)), party.titles.join("\n"));
  });

  it("a conference runs as a programme with registration: call for papers, ticketing, partners, AV, evaluation — no booth or leads", () => {
    const { profile, draft, titles } = plan(
      "Wir richten 2027 die Jahrestagung unseres Fachverbands mit 600 Teilnehmenden in Salzburg aus.",
    );
    assert.equal(profile.projectType, "event");
    assert.deepEqual(
      draft.phases.map((phase) => phase.name),
      [
        "Ziele, Format & Tagungsort",
        "Programm, Partner & Anmeldung",
        "Organisation, Technik & Betreuung",
        "Durchführung",
        "Evaluation & Nachbereitung",
      ],
    );
    assert.ok(
      titles.some((title) => /Call for Papers oder Referierende/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(titles.some((title) => /Anmeldung und Ticketing für die Jahrestagung/u.test(title)));
    assert.ok(titles.some((title) => /Sponsoren- und Ausstellerprogramm/u.test(title)));
    assert.ok(titles.some((title) => /Hotelkontingente/u.test(title)));
    assert.ok(titles.some((title) => /Streaming/u.test(title)));
    assert.ok(titles.some((title) => /Tagungsband/u.test(title)));
    assert.ok(!titles.some((title) => /Lead|Messebau|Standfläche|Standpersonal|Schankgenehmigung/u.test(title)), titles.join("\n"));
    assert.ok(draft.risks.some((risk) => /Break-even/u.test(risk.title)));
    assert.ok(draft.budget.lines.some((line) => line.category === "technical"));
    const english = plan("We organise a two-day conference for 400 attendees in Vienna with a call for papers and sponsors.");
    assert.ok(
      english.titles.some((title) => /registration and ticketing/u.test(title)),
      english.titles.join("\n"),
    );
    assert.ok(english.titles.some((title) => /call for papers or invited speakers/u.test(title)));
    assert.ok(english.titles.some((title) => /Look after speakers/u.test(title)));
    assert.ok(!english.titles.some((title) => /lead|booth|drinks licence/iu.test(title)), english.titles.join("\n"));
  });

  it("a trade fair keeps the trade-fair plan with its booth and leads", () => {
    for (const description of [
      "Messeauftritt auf der Hannover Messe 2027 mit 80 m² Stand.",
      "Hausmesse für 300 Kunden in unserem Werk in Wels.",
    ]) {
      const { profile, titles } = plan(description);
      assert.equal(profile.projectType, "event");
      assert.ok(
        titles.some((title) => /Leads/u.test(title)),
        `${description}\n${titles.join("\n")}`,
      );
      assert.ok(titles.some((title) => /Standpersonal/u.test(title)));
    }
    const { titles } = plan("Trade fair booth at Bauma 2028 in Munich.");
    assert.ok(
      titles.some((title) => /lead capture/u.test(title)),
      titles.join("\n"),
    );
  });

  it("which event plan wins: the object's kind, else the conference; a stand of one's own keeps the trade-fair plan", () => {
    const kind = (description: string) => {
      const { titles } = plan(description);
      if (titles.some((title) => /Leads|lead capture/u.test(title))) return "trade fair";
      if (titles.some((title) => /Schankgenehmigung|drinks licence/u.test(title))) return "celebration";
      if (titles.some((title) => /Call for Papers|call for papers/u.test(title))) return "conference";
      return titles.join("\n");
    };
    // A celebration in a congress centre; a conference with a gala dinner and an award.
    assert.equal(kind("Jubiläumsfeier im Kongresshaus Zürich für 500 Gäste."), "celebration");
    assert.equal(kind("Jahrestagung mit Galadinner und Preisverleihung für 500 Teilnehmende in Graz."), "conference");
    // A sales kick-off is a conference of one's own people, gala evening or not.
    assert.equal(kind("Sales-Kick-off mit Galaabend für 600 Vertriebsleute im Jänner 2027 in Salzburg."), "conference");
    // An object that names both: the conference comes first.
    assert.equal(kind("Wir organisieren unseren Jubiläumskongress zum 50-jährigen Bestehen des Verbands."), "conference");
    // A booth at a congress or at a jubilee is still a booth.
    assert.equal(kind("Wir planen unseren Messeauftritt auf dem Deutschen Anästhesiekongress 2027 in Nürnberg."), "trade fair");
    assert.equal(
      kind("Zum 100-jährigen Firmenjubiläum präsentieren wir uns mit einem Messeauftritt auf der Hannover Messe."),
      "trade fair",
    );
    // "festlegen" and "Feiertag" are no celebration.
    assert.equal(
      kind("Messeauftritt auf der EuroShop 2027: Standkonzept bis Ende Januar festlegen, Aufbau über den Feiertag."),
      "trade fair",
    );
  });

  it("a number joined to an adjective is declined with it: für das 2-tägige Symposium", () => {
    const { titles } = plan("Wir organisieren ein 2-tägiges Symposium zur Zukunft der Pflege mit 150 Teilnehmenden in Bern.");
    assert.ok(
      titles.some((title) => /für das 2-tägige Symposium/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(!titles.some((title) => /das 2-tägiges/u.test(title)), titles.join("\n"));
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
