import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Ajv2020 } from "ajv/dist/2020.js";
import { findPlaces, loadPlacesIndex, type PlaceMatch, placeOfProject } from "../src/domain/understanding/places/index.js";

const dataDir = new URL("../data/places/", import.meta.url);

/** [sentence, country of the project, the place's name (or a part of it), its kind] */
type Expected = [string, "DE" | "AT" | "CH", string, PlaceMatch["kind"]?];

// Written before the matcher: ordinary descriptions as strangers write them.
const projectPlaces: Expected[] = [
  ["Wir sind eine Bäckerei in Leoben und wollen einen Onlineshop aufbauen.", "AT", "Leoben", "city"],
  ["Ein Handwerksbetrieb aus Memmingen plant die Digitalisierung der Auftragsabwicklung.", "DE", "Memmingen", "city"],
  ["Unsere Tischlerei in Hallein braucht ein neues ERP-System.", "AT", "Hallein", "city"],
  ["Arztpraxis in Wil SG führt eine Online-Terminbuchung ein.", "CH", "Wil", "city"],
  ["Wir, ein Ingenieurbüro in Uster, migrieren unsere Server in die Cloud.", "CH", "Uster", "city"],
  ["Ein Hotel in Kufstein will die Buchungen automatisieren.", "AT", "Kufstein", "city"],
  ["Unsere Spitex im Oberwallis braucht ein neues Arbeitszeitmodell.", "CH", "Oberwallis", "region"],
  ["Ein Hotel im Kleinwalsertal wird saniert.", "AT", "Kleinwalsertal", "region"],
  ["Weingut bei Sierre modernisiert seine Kellerei.", "CH", "Sierre", "city"],
  ["Ein Kremser Weinbaubetrieb möchte einen Webshop.", "AT", "Krems", "city"],
  ["Der Grazer Maschinenbauer sucht ein neues CRM für seinen Betrieb.", "AT", "Graz", "city"],
  ["Eine Zuger Treuhandfirma stellt auf papierlose Buchhaltung um.", "CH", "Zug", "city"],
  ["Ein Zürcher Start-up entwickelt eine App für Pflegekräfte.", "CH", "Zürich", "city"],
  ["Die Münchner Agentur will ihre Projektplanung verbessern.", "DE", "München", "city"],
  ["Ein St. Galler Textilunternehmen führt ein neues Warenwirtschaftssystem ein.", "CH", "St. Gallen", "city"],
  ["Eine Kölner Kanzlei digitalisiert ihre Akten.", "DE", "Köln", "city"],
  ["Wir sind ein Wiener Familienbetrieb mit 12 Mitarbeitern.", "AT", "Wien", "city"],
  ["Ein Basler Pharmalabor baut ein neues Labor.", "CH", "Basel", "city"],
  ["Unser Göttinger Verlag möchte E-Books anbieten.", "DE", "Göttingen", "city"],
  ["Ein Leobener Betrieb sucht Hilfe bei der Website.", "AT", "Leoben", "city"],
  ["Die Memminger Firma plant eine neue Halle.", "DE", "Memmingen", "city"],
  ["Aarauer Druckerei stellt auf Digitaldruck um.", "CH", "Aarau", "city"],
  ["Ein Bremer Logistikunternehmen optimiert seine Touren.", "DE", "Bremen", "city"],
  ["Eine Hannoveraner Softwarefirma plant ein neues Produkt.", "DE", "Hannover", "city"],
  ["Wir betreiben ein Café in St. Pölten und möchten expandieren.", "AT", "Pölten", "city"],
  ["Ein Sägewerk in Zell am See braucht eine neue Zeiterfassung.", "AT", "Zell am See", "city"],
  ["Hotel in Bad Ischl renoviert die Zimmer.", "AT", "Bad Ischl", "city"],
  ["Wir sind ein Start-up aus Frankfurt am Main.", "DE", "Frankfurt am Main", "city"],
  ["Eine Metzgerei in Halle an der Saale will einen Lieferservice.", "DE", "Halle", "city"],
  ["Wir betreiben einen Hofladen im Allgäu.", "DE", "Allgäu", "region"],
  ["Eine Pension im Schwarzwald möchte online buchbar werden.", "DE", "Schwarzwald", "region"],
  ["Ein Schwarzwälder Uhrenhersteller plant einen Webshop.", "DE", "Schwarzwald", "region"],
  ["Käserei im Bregenzerwald sucht ein Kassensystem.", "AT", "Bregenzerwald", "region"],
  ["Skischule im Engadin will Kurse online verkaufen.", "CH", "Engadin", "region"],
  ["Ein Handwerksbetrieb im Ruhrgebiet sucht Fachkräfte.", "DE", "Ruhrgebiet", "region"],
  ["Gasthof im Salzkammergut plant eine Photovoltaikanlage.", "AT", "Salzkammergut", "region"],
  ["Ein Tischler im Mühlviertel will seine Aufträge planen.", "AT", "Mühlviertel", "region"],
  ["Eine Brauerei im Waldviertel braucht ein neues Etikett.", "AT", "Waldviertel", "region"],
  ["Bauernhof im Emmental verkauft Käse online.", "CH", "Emmental", "region"],
  ["Ein Hotel im Berner Oberland erneuert seine Website.", "CH", "Berner Oberland", "region"],
  ["Eine Schreinerei im Sauerland plant eine neue Werkstatt.", "DE", "Sauerland", "region"],
  ["Ferienhof in der Eifel will Buchungen digitalisieren.", "DE", "Eifel", "region"],
  ["Eine Pizzeria im Tessin möchte Lieferungen anbieten.", "CH", "Tessin", "state"],
  ["Ein Weingut im Wallis plant einen Onlineshop.", "CH", "Wallis", "state"],
  ["Ein Walliser Bergführerbüro sucht eine Buchungssoftware.", "CH", "Wallis", "state"],
  ["Ein Tiroler Hotel will Energie sparen.", "AT", "Tirol", "state"],
  ["Ein Vorarlberger Unternehmen plant ein neues Werk.", "AT", "Vorarlberg", "state"],
  ["Ein Bündner Bergbahnbetrieb führt ein Ticketsystem ein.", "CH", "Graubünden", "state"],
  ["Eine Firma in der Steiermark will ihre Produktion planen.", "AT", "Steiermark", "state"],
  ["Ein Bauunternehmen in Kärnten sucht eine Projektsoftware.", "AT", "Kärnten", "state"],
  ["Wir sind ein mittelständischer Betrieb in Niedersachsen.", "DE", "Niedersachsen", "state"],
  ["A bakery in Vienna wants to open an online shop.", "AT", "Wien", "city"],
  ["A Munich-based startup is building a delivery app.", "DE", "München", "city"],
  ["Our law firm in Cologne wants to go paperless.", "DE", "Köln", "city"],
  ["A small Zurich company needs a new CRM.", "CH", "Zürich", "city"],
  ["We run a hotel in Geneva and want to automate invoicing.", "CH", "Genf", "city"],
  ["A family business near Lucerne plans a new warehouse.", "CH", "Luzern", "city"],
  ["A brewery in Nuremberg is expanding its bottling line.", "DE", "Nürnberg", "city"],
  ["A ski school in Tyrol wants online booking.", "AT", "Tirol", "state"],
  ["We are a carpentry workshop in Styria.", "AT", "Steiermark", "state"],
  ["A guesthouse in the Black Forest wants a new website.", "DE", "Schwarzwald", "region"],
  ["An engineering firm from Brunswick plans a new office.", "DE", "Braunschweig", "city"],
  ["Wir sind eine Softwarefirma in Deutschland.", "DE", "Deutschland", "country"],
  ["Ein österreichisches Familienunternehmen plant die Nachfolge.", "AT", "Österreich", "country"],
  ["Eine Schweizer Stiftung sucht ein Spendenportal.", "CH", "Schweiz", "country"],
  ["A Swiss insurance company wants to modernise its claims process.", "CH", "Schweiz", "country"],
  ["An Austrian hotel chain is rolling out a new booking system.", "AT", "Österreich", "country"],
  // Two countries: the project is where the new thing happens.
  ["Ein Münchner Unternehmen eröffnet eine Filiale in Salzburg.", "AT", "Salzburg", "city"],
  ["Eine Wiener Firma baut ein Werk in Deutschland.", "DE", "Deutschland", "country"],
  ["Ein Unternehmen aus Zürich eröffnet ein Büro in Wien.", "AT", "Wien", "city"],
  ["A German company is opening a branch in Basel.", "CH", "Basel", "city"],
  ["Wir sind ein Betrieb in Konstanz und beliefern Kunden in der Schweiz.", "DE", "Konstanz", "city"],
  // Ambiguous names: population and context.
  ["Ein Betrieb in Baden im Kanton Aargau sucht Personal.", "CH", "Baden", "city"],
  ["Eine Druckerei in Baden bei Wien plant eine neue Maschine.", "AT", "Baden", "city"],
  ["Unser Laden in Halle braucht eine Kasse.", "DE", "Halle", "city"],
  ["Eine Werkstatt in Essen sucht einen Azubi.", "DE", "Essen", "city"],
  ["Ein Malerbetrieb in Hof will seine Angebote digital erstellen.", "DE", "Hof", "city"],
  ["Bäckerei in Neustadt an der Weinstraße plant einen Lieferdienst.", "DE", "Neustadt", "city"],
  ["Wir sind ein Betrieb am Bodensee in Bregenz.", "AT", "Bregenz", "city"],
  ["Ein Weingut in Linz am Rhein sucht ein Shopsystem.", "DE", "Linz am Rhein", "city"],
  ["Eine Kanzlei in Linz stellt auf E-Akte um.", "AT", "Linz", "city"],
];

// Written after the first version ran, none of them looked at before: towns, regions, lakes,
// canton codes, English phrasing.
const strangerPlaces: Expected[] = [
  // Where a move starts names the country too; a count after a town stays a count.
  ["Wir zügeln die Werkstatt von Kriens in einen Neubau.", "CH", "Kriens"],
  ["Im Sommer brauchen wir in unserem Hotel in Saalbach 30 Aushilfen.", "AT", "Saalbach"],
  ["Unser Sägewerk in der Obersteiermark bekommt eine neue Hobelanlage.", "AT", "Obersteiermark", "region"],
  // A body of a municipality names the municipality.
  ["Die Gemeindeversammlung Bütschwil hat den Kredit für das Schulhaus bewilligt.", "CH", "Bütschwil"],
  ["Das Seniorenheim des Sozialhilfeverbands Perg stellt auf 12-Stunden-Dienste um.", "AT", "Perg"],
  ["Die Gemeinde im Kaunertal baut ein neues Feuerwehrhaus.", "AT", "Kaunertal", "region"],
  // The one currency a text names hints where a shared name lies.
  ["Unsere Käserei in Burgdorf investiert CHF 2 Mio. in eine neue Reifungshalle.", "CH", "Burgdorf"],
  ["Unser Autohaus in Burgdorf investiert 2 Mio. Euro in einen neuen Showroom.", "DE", "Burgdorf"],
  ["Wir sind ein kleiner Elektrobetrieb aus dem Raum Ulm.", "DE", "Ulm", "city"],
  ["Physiotherapiepraxis mit 4 Angestellten in Dornbirn, Vorarlberg.", "AT", "Dornbirn", "city"],
  ["Unser Restaurant liegt direkt am Zürichsee in Rapperswil-Jona.", "CH", "Rapperswil", "city"],
  ["Eine Gemeinde im Bezirk Kufstein plant ein neues Feuerwehrhaus.", "AT", "Kufstein", "city"],
  ["Die Stadtwerke Essen planen den Ausbau des Fernwärmenetzes.", "DE", "Essen", "city"],
  ["We are a 30-person software consultancy headquartered in Bern.", "CH", "Bern", "city"],
  ["Our company, based in Graz, wants to introduce OKRs.", "AT", "Graz", "city"],
  ["Sanitärbetrieb nahe Innsbruck sucht Auftragsplanung.", "AT", "Innsbruck", "city"],
  ["Ein Landwirt aus dem Emmental will einen Hofladen eröffnen.", "CH", "Emmental", "region"],
  ["Die Kanzlei sitzt in Winterthur und betreut Kunden im ganzen Kanton Zürich.", "CH", "Winterthur", "city"],
  ["Eine Tiroler Firma aus Schwaz baut eine neue Produktionshalle in Bayern.", "DE", "Bayern", "state"],
  ["Planung für ein Mehrfamilienhaus in Sankt Johann im Pongau.", "AT", "Sankt Johann im Pongau", "city"],
  ["Schreinerei in Laufen BL plant eine neue CNC-Maschine.", "CH", "Laufen", "city"],
  // A canton's code names a Swiss town the gazetteer lacks; an Austrian state's abbreviation names the state.
  ["Gemeinde: Ittigen BE | Vorhaben: Einführung GEVER", "CH", "Ittigen"],
  ["Neubau Werkhof der Gemeinde Däniken SO, Bezug 2028.", "CH", "Däniken"],
  ["Ein Handwerksbetrieb in Brunnen SZ sucht eine Software.", "CH", "Brunnen"],
  // Without capitals a contraction or an article after a preposition marks a region too.
  ["servus, wir sind der regionale busbetrieb im bregenzerwald und wollen eine app", "AT", "Bregenzerwald"],
  ["wir sind ein kleiner busbetrieb aus dem allgäu und wollen eine app", "DE", "Allgäu"],
  ["die volksschule unserer gemeinde (gallneukirchen, OÖ) braucht eine neue heizung", "AT", "Oberösterreich"],
  ["Die Lage am Wörthersee ist perfekt für unser Hotel in Velden.", "AT", "Velden", "city"],
  ["Eine Arztpraxis in Bad Reichenhall will digitale Patientenakten einführen.", "DE", "Bad Reichenhall", "city"],
  ["A Berlin-based fintech wants to open an office in Vienna.", "AT", "Wien", "city"],
  ["Wir sind ein Start-up aus Berlin und wollen in die Schweiz expandieren.", "CH", "Schweiz", "country"],
  ["Ein Obstbauer im Thurgau will seine Ernte planen.", "CH", "Thurgau", "state"],
  ["Die Firma Müller aus Worms sucht neue Mitarbeiter.", "DE", "Worms", "city"],
  ["Ein Kunde aus Hamburg beauftragt uns mit einem Projekt in Leipzig.", "DE", "Leipzig", "city"],
  ["Unser Betrieb ist in der Ostschweiz, genauer in Wil.", "CH", "Wil", "city"],
  ["Ein Architekturbüro in Chur plant ein Hotel in Davos.", "CH", "Davos", "city"],
  ["Wir sind ein Salzburger Familienunternehmen und planen einen Umbau.", "AT", "Salzburg", "city"],
  ["Ein Kärntner Tourismusbetrieb will Gäste online gewinnen.", "AT", "Kärnten", "state"],
  ["Ein steirischer Weinbauer plant einen Onlineshop.", "AT", "Steiermark", "state"],
  ["Wir sind ein bayerischer Handwerksbetrieb.", "DE", "Bayern", "state"],
  ["Our Hamburg office needs a new onboarding process.", "DE", "Hamburg", "city"],
  ["The Innsbruck team is moving to a new building.", "AT", "Innsbruck", "city"],
  ["A dental practice in Basel-Landschaft wants online booking.", "CH", "Basel-Landschaft", "state"],
  ["A Swiss watchmaker from Biel wants to sell in Germany.", "CH", "Biel", "city"],
  ["We are located in Lower Saxony, near Hanover.", "DE", "Hannover", "city"],
  ["New warehouse in Kufstein for an Austrian retailer.", "AT", "Kufstein", "city"],
  ["Ein Grazer Start-up expandiert nach München.", "DE", "München", "city"],
  ["Das Unternehmen mit Sitz in Düsseldorf eröffnet eine Niederlassung in Zürich.", "CH", "Zürich", "city"],
  ["Die Hallenser Stadtwerke planen ein Projekt.", "DE", "Halle (Saale)", "city"],
  ["Unser Laden in der Mitte von Dresden braucht ein Kassensystem.", "DE", "Dresden", "city"],
  ["Eine Imkerei in Moos am Bodensee will Honig online verkaufen.", "DE", "Moos", "city"],
  ["Hotel in Sion wants to renovate its spa.", "CH", "Sitten", "city"],
  ["Eine Pension in Oberstdorf, Allgäu, plant einen Anbau.", "DE", "Oberstdorf", "city"],
  ["Wir, die Schreinerei Meier aus Uster, planen einen Neubau.", "CH", "Uster", "city"],
  ["We ship to customers in Switzerland from our base in Munich.", "DE", "München", "city"],
  ["Wir haben eine Halle in Halle gemietet.", "DE", "Halle", "city"],
  ["Ein Hotel in Baden, Schweiz.", "CH", "Baden", "city"],
  ["Our HQ is in Zug, Switzerland.", "CH", "Zug", "city"],
  ["Ein Betrieb in Freiburg plant eine Website.", "DE", "Freiburg", "city"],
  ["Ein Betrieb im Kanton Freiburg.", "CH", "Freiburg", "state"],
  ["Bäckerei in Hallein bei Salzburg.", "AT", "Hallein", "city"],
  ["Wir planen ein Projekt für die Stadt Wien.", "AT", "Wien", "city"],
  ["Graz plant einen neuen Radweg.", "AT", "Graz", "city"],
  ["Unsere Firma in Kassel plant die Umstellung auf SAP.", "DE", "Kassel", "city"],
  ["Ein Betrieb in Löhne.", "DE", "Löhne", "city"],
  ["Small brewery from Bavaria wants to export to Austria.", "DE", "Bayern", "state"],
  ["Winery in Lower Austria, Wachau region.", "AT", "Wachau", "region"],
  ["Eine Winzerin aus der Wachau plant einen Onlineshop.", "AT", "Wachau", "region"],
  ["Ein Ostschweizer Unternehmen plant eine Website.", "CH", "Ostschweiz", "region"],
  ["Ein oberfränkischer Handwerksbetrieb sucht Azubis.", "DE", "Oberfranken", "region"],
  ["We build a new plant near Linz, Upper Austria.", "AT", "Linz", "city"],
  ["Bürogebäude in Eschborn bei Frankfurt.", "DE", "Eschborn", "city"],
  ["Unser Kunde sitzt in Paris, wir in Wien.", "AT", "Wien", "city"],
];

// A name after a legal form and a comma is the company's seat, as in an address line.
const seats: Expected[] = [
  ["Metallbau Huber GmbH, Wels: Wir wollen eine neue Fertigungshalle bauen.", "AT", "Wels"],
  ["Schreinerei Amstutz AG, Sarnen. Wir brauchen ein neues ERP.", "CH", "Sarnen"],
  ["Firma: Kellerei Brandl KG, Eferding\nThema: neuer Webshop", "AT", "Eferding"],
];

// Ordinary words that are also place names, and language names: no place.
const noPlaces: string[] = [
  // A line break ends what a name modifies: the signature's surname "Hattinger" names no town.
  "Could you prepare a launch plan?\n\nKind regards,\nStefan Hattinger\nProduct Management",
  "Wir wollen eine neue Halle bauen.",
  "Das Essen in der Kantine soll besser werden.",
  "Im Hof soll ein Brunnen entstehen.",
  "Der Wald hinter dem Betrieb wird aufgeforstet.",
  "Wir planen eine Hütte auf dem Berg.",
  "Das Moos auf dem Dach muss weg.",
  "Die Lage des Grundstücks ist gut.",
  "Wir bauen ein neues Bad im Obergeschoss.",
  "Vor Ort wird die Stadt informiert.",
  "Das Laufen fördert die Gesundheit unserer Mitarbeiter.",
  "Die Kirchen im Umland sind unsere Kunden.",
  "Die Mitte des Gebäudes bekommt eine Treppe.",
  "We want to translate our website into German.",
  "Die Website soll auf Deutsch und Englisch erscheinen.",
  "Ich studiere Jura und gründe nebenbei einen Onlineshop.",
  "Im Zug arbeiten wir oft am Laptop.",
  "Wir bauen eine Lagerhalle mit Rampe.",
  "Unsere Mitarbeiter sprechen deutsch.",
  "We want to hire a German-speaking developer.",
  "Wir machen Essen auf Rädern für Senioren.",
  "Essen und Trinken für Events.",
  "Die Wangen der Kinder sind rot.",
  "Laufen, Radfahren und Schwimmen stehen auf dem Programm.",
  "Wald- und Forstarbeiten im Auftrag der Gemeinde.",
  "Bad und Küche werden renoviert.",
  "Wir suchen eine Halle zum Mieten.",
  "Kirchen und Klöster restaurieren wir seit 1950.",
  "Eine Bäckerei am Ort will Brot online verkaufen.",
  "Baumpflege Wald GmbH sucht Kunden.",
  "Die Brunnen in unserem Park müssen saniert werden.",
  "Wir möchten Worms im Garten bekämpfen.",
  "Halle 3 wird für die Messe umgebaut.",
  "Die Kremserinnen und Kremser feiern.",
  "Löhne steigen jedes Jahr.",
  "Wetter entscheidet über den Bauzeitplan.",
  "Baden im See ist verboten.",
  "Weiden und Wiesen pflegen wir.",
  "Mit öffentlichen Geldern bauen wir eine Schule.",
  "Stein auf Stein bauen wir Häuser.",
  "Wir verkaufen Holz, Moos und Steine.",
  "Senden Sie uns eine Mail.",
  "Zug um Zug bauen wir aus.",
  // A short number after the name numbers a hall, after a preposition too.
  "Die neue Presse stellen wir in Halle 4 auf.",
];

function expectPlace([text, country, place, kind]: Expected): void {
  const reading = placeOfProject(text);
  assert.ok(reading, `no place found in: ${text}`);
  assert.equal(reading.country, country, `country for: ${text} (found ${reading.place})`);
  assert.ok(reading.place.includes(place), `place for: ${text}: ${reading.place}`);
  assert.equal(text.includes(reading.evidence), true, `evidence is a span of: ${text}`);
  if (kind) {
    const match = findPlaces(text).find((m) => m.name === reading.place);
    assert.equal(match?.kind, kind, `kind for: ${text}`);
  }
}

describe("places: the project's place", () => {
  for (const expected of projectPlaces) {
    it(expected[0], () => expectPlace(expected));
  }
});

describe("places: sentences the matcher was not built around", () => {
  for (const expected of strangerPlaces) {
    it(expected[0], () => expectPlace(expected));
  }
  for (const expected of seats) {
    it(expected[0], () => expectPlace(expected));
  }
});

describe("places: ordinary words are no places", () => {
  for (const text of noPlaces) {
    it(text, () => {
      assert.deepEqual(
        findPlaces(text).map((m) => m.evidence),
        [],
        `unexpected place in: ${text}`,
      );
      assert.equal(placeOfProject(text), undefined);
    });
  }
});

describe("places: matches", () => {
  it("offsets point at the evidence", () => {
    const text = "Ein Kremser Betrieb liefert nach Sankt Pölten und Wels.";
    const matches = findPlaces(text);
    assert.deepEqual(
      matches.map((m) => m.evidence),
      ["Kremser", "Sankt Pölten", "Wels"],
    );
    for (const m of matches) assert.equal(text.slice(m.start, m.end), m.evidence);
    assert.equal(matches[0]?.form, "adjective");
    assert.equal(matches[0]?.name, "Krems an der Donau");
    assert.ok((matches[0]?.population ?? 0) > 10_000);
  });

  it("a name of several words matches as a whole", () => {
    const names = findPlaces("Filialen in Frankfurt am Main und Zell am See").map((m) => m.name);
    assert.deepEqual(names, ["Frankfurt am Main", "Zell am See"]);
  });

  it("a short word with a full stop ends a sentence; the next one opens a new one", () => {
    const text = "Wir sitzen in Ulm. Baden im See ist dort verboten.";
    assert.deepEqual(
      findPlaces(text).map((m) => m.evidence),
      ["Ulm"],
    );
  });

  it("people of a larger place name it too (Grazerin)", () => {
    const [match] = findPlaces("Eine Grazerin eröffnet ein Café.");
    assert.equal(match?.name, "Graz");
    assert.equal(match?.form, "adjective");
  });

  it("English names are exonyms of the local name", () => {
    const [match] = findPlaces("an office in Munich");
    assert.equal(match?.name, "München");
    assert.equal(match?.form, "exonym");
    assert.equal(match?.country, "DE");
  });

  it("small places need a preposition or an adjective before a company noun", () => {
    assert.deepEqual(findPlaces("Leoben wächst."), []);
    assert.equal(findPlaces("Wir sitzen in Leoben.")[0]?.name, "Leoben");
  });

  it("English text: lower-case words are no names", () => {
    assert.deepEqual(findPlaces("we deliver essen and halle parts"), []);
  });

  it("a text written without capitals names its places after a preposition of place, and only there", () => {
    assert.equal(placeOfProject("hello, we are small hotel in grindelwald with 18 rooms")?.country, "CH");
    assert.equal(placeOfProject("servus, wir sind a kleine brauerei in freistadt, 25 leit")?.country, "AT");
    assert.equal(placeOfProject("hallo, i bin die obfrau vom tennisclub in st. johann im pongau")?.place, "Sankt Johann im Pongau");
    assert.deepEqual(findPlaces("hello, we make essen and halle parts for trucks"), []);
  });

  it("a lower-case message names a large place as an item of its own, an English one before a noun, a Swiss one after 'z'", () => {
    assert.equal(placeOfProject("kurzes update: wir (schreinerei, 25 MA, graz) wollen ein neues ERP")?.country, "AT");
    assert.equal(placeOfProject("zurich office is moving, 40 people, new floor from april")?.country, "CH");
    assert.equal(placeOfProject("wir haben 4 gasthöfe im salzburger land und brauchen eine app")?.country, "AT");
    assert.equal(placeOfProject("mir sind e schriinerei z luzern mit 12 lüt und wei es nöis ERP")?.country, "CH");
  });

  it("a quoted title in a lower-case message does not make it a cased text", () => {
    assert.equal(placeOfProject("wir organisieren unser kunden-event 'Digital Summit' in graz / 2 tage, ~200 gäste")?.country, "AT");
  });

  it("a club or society before a name places it", () => {
    assert.equal(placeOfProject("Jubiläumsfeier 100 Jahre Musikgesellschaft Stans")?.country, "CH");
  });

  it("a name after a person's title is a surname, not a place", () => {
    assert.equal(placeOfProject("Dear Ms Roth, we would like a new website for our practice."), undefined);
    assert.equal(placeOfProject("Sehr geehrter Herr Ing. Kirchberg, wir brauchen ein neues ERP."), undefined);
    assert.equal(placeOfProject("Sehr geehrte Frau Mag. Bruck, unser Betrieb in Wels braucht ein neues ERP.")?.place, "Wels");
  });

  it("a club in the genitive and an event noun after a town's adjective place it", () => {
    assert.equal(placeOfProject("Ich bin Kassier des Sportvereins Schwaz und wir planen ein Turnier.")?.country, "AT");
    assert.equal(placeOfProject("Wir organisieren die dritte Lienzer Frühjahrsmesse.")?.country, "AT");
  });

  it("the Bodensee alone decides no country; a town beside it does", () => {
    assert.equal(placeOfProject("Ein Hotel am Bodensee sucht Personal."), undefined);
    assert.equal(findPlaces("Ein Hotel am Bodensee sucht Personal.")[0]?.kind, "region");
    assert.equal(placeOfProject("Ein Hotel am Bodensee, in Friedrichshafen.")?.country, "DE");
  });

  it("an ambiguous name names the other countries as alternatives", () => {
    const reading = placeOfProject("Eine Druckerei in Baden plant eine Maschine.");
    assert.ok(reading);
    assert.equal(reading.country, "AT");
    assert.deepEqual(reading.alternatives, ["CH"]);
  });

  it("Kanton decides for Switzerland", () => {
    assert.equal(placeOfProject("Ein Betrieb im Kanton Bern.")?.country, "CH");
    assert.equal(findPlaces("Ein Betrieb im Kanton Bern.")[0]?.kind, "state");
  });
});

describe("places: the index", () => {
  it("holds more than 10,000 places in DE, AT and CH, small towns with their population", () => {
    const index = loadPlacesIndex();
    assert.ok(index.places.length > 10_000, `${index.places.length} places`);
    const byName = (name: string, country: string) => index.places.find((p) => p.name === name && p.country === country);
    for (const [name, country] of [
      ["Sierre", "CH"],
      ["Leoben", "AT"],
      ["Memmingen", "DE"],
      ["Hallein", "AT"],
      ["Wil", "CH"],
      ["Uster", "CH"],
      ["Kufstein", "AT"],
    ] as const) {
      const place = byName(name, country);
      assert.ok(place, `${name} missing`);
      assert.ok(place.population > 1_000, `${name} has population ${place.population}`);
    }
    assert.equal(new Set(index.places.map((p) => p.country)).size, 3);
  });
});

describe("places: curated data", () => {
  const files = ["cities", "regions", "states", "countries", "adjectives", "context"];
  for (const file of files) {
    it(`${file}.json follows its schema`, () => {
      const schema = JSON.parse(readFileSync(new URL(`${file}.schema.json`, dataDir), "utf8"));
      const data = JSON.parse(readFileSync(new URL(`${file}.json`, dataDir), "utf8"));
      const ajv = new Ajv2020({ allErrors: true, strict: true });
      const validate = ajv.compile(schema);
      assert.equal(validate(data), true, JSON.stringify(validate.errors));
    });
  }

  it("a schema refuses a broken entry", () => {
    const schema = JSON.parse(readFileSync(new URL("regions.schema.json", dataDir), "utf8"));
    const validate = new Ajv2020({ strict: true }).compile(schema);
    assert.equal(validate({ regions: [{ name: "Nowhere", countries: ["FR"] }] }), false);
  });
});

describe("places: the items of a terse note", () => {
  const notes: Expected[] = [
    ["new physiotherapy practice, Zurich Altstetten, 5 treatment rooms, opening asap", "CH", "Zürich"],
    ["Neues Lager Wels, 4.000 m², Q3/2027, 2,5 Mio", "AT", "Wels"],
    ["Umbau Werk Steyr | 3 Linien | Stillstand 2 Wochen", "AT", "Steyr"],
    ["Unser Family Business (Fensterbau, 110 MA, Mühlviertel) braucht einen Nachfolgeplan.", "AT", "Mühlviertel"],
    // A site or company noun before the name, and "beim".
    ["Rückbau alte Kesselanlage Fernheizwerk Leoben bis KW 40/2027", "AT", "Leoben"],
    ["Rebranding + neue Website Brauerei Appenzell AI, Livegang bis Ende Mai", "CH", "Appenzell"],
    ["Wir eröffnen ein Restaurant mit 90 Plätzen gleich beim Zürich HB.", "CH", "Zürich"],
  ];
  for (const expected of notes) it(expected[0], () => expectPlace(expected));
  // A small place's name after a comma and a lower-case word stays an ordinary word.
  it("Wir brauchen Brot, Halle und Bühne.", () => assert.equal(placeOfProject("Wir brauchen Brot, Halle und Bühne."), undefined));
});

describe("places: form fields, English attributes and municipalities", () => {
  const cases: Expected[] = [
    // A form's place field names where the project is, also a town a bare name would not be.
    ["Projektname: Umbau Werkhalle\nStandort: Frauenfeld\nBudget: CHF 2 Mio.", "CH", "Frauenfeld"],
    ["Project: new paint line\nLocation: Ried im Innkreis\nDeadline: Q3/2027", "AT", "Ried im Innkreis"],
    // In English a large place's name before a noun qualifies it.
    ["We are a Graz engineering firm with 60 people and move to a new office.", "AT", "Graz"],
    // "The Gemeinde of …", "the town of …".
    ["The town of Murau wants to host a ski jumping weekend in January 2027.", "AT", "Murau"],
    // A region the gazetteer names by its colloquial name.
    ["Metallbauer aus dem Baselbiet mit 40 Leuten plant eine neue Halle.", "CH", "Baselbiet"],
    // Lakes name their shores.
    ["Unser Hotel am Zugersee bekommt einen Wellnessbereich.", "CH", "Zugersee"],
    ["Campingplatz am Achensee: neue Sanitäranlagen bis Mai.", "AT", "Achensee"],
  ];
  for (const expected of cases) it(expected[0], () => expectPlace(expected));
  it("a field that names no place keeps its value no place", () =>
    assert.equal(placeOfProject("Thema: Post\nZiel: neue Halle"), undefined));
});

describe("places: the land around a place, and a city's name in the other language", () => {
  const cases: Expected[] = [
    // A place's adjective with "-land" names the land around it.
    ["Unsere Sennerei im Glarnerland braucht eine neue Kühlung.", "CH", "Glarnerland", "region"],
    // A bilingual pair names the one city both names belong to.
    ["Druckerei in Freiburg/Fribourg (20 Mitarbeitende) stellt auf Digitaldruck um.", "CH", "Fribourg", "city"],
  ];
  for (const expected of cases) it(expected[0], () => expectPlace(expected));
  // The larger city of the name stays the reading when nothing else names the other.
  it("Freiburg alone is Freiburg im Breisgau", () =>
    assert.equal(placeOfProject("Eine Kanzlei in Freiburg führt eine E-Akte ein.")?.country, "DE"));
});

describe("places: a parent's seat and a region across borders", () => {
  // A place followed by "-based parent" is the parent's seat; a cue of the clause before a semicolon is not its own.
  it("the Graz site, not the Zurich-based parent", () =>
    assert.equal(
      placeOfProject(
        "We want to move the ERP of our Graz plant to the cloud. The Graz site has 300 people; our Zurich-based parent company has 9,000.",
      )?.country,
      "AT",
    ));
  // A currency two of a region's countries share decides none of them.
  it("somewhere in the Alps, paid in euros, is no country", () =>
    assert.equal(
      placeOfProject("Our sales kick-off should take place somewhere in the Alps in March 2027, budget €250K.")?.country,
      undefined,
    ));
});
