import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { STAGES } from "../src/domain/builtin/content.js";
import { COMMON_ROLES, INDUSTRY_PROFILES, industryFromText } from "../src/domain/builtin/content-data.js";
import { fill } from "../src/domain/builtin/text.js";
import { INDUSTRIES, type Industry } from "../src/domain/types.js";

/** Part B of the industry content: the second half of the enum, from public_sector on. */
const INDUSTRIES_B = Object.fromEntries(
  INDUSTRIES.slice(INDUSTRIES.indexOf("public_sector")).map((industry) => [industry, INDUSTRY_PROFILES[industry]]),
);

const CASES: Record<string, { de: string[]; en: string[] }> = {
  public_sector: {
    de: [
      "Die Gemeinde Oberhaching möchte ihre Bauanträge künftig vollständig digital über ein Bürgerportal annehmen.",
      "Wir sind eine Stadtverwaltung mit 600 Beschäftigten und führen die E-Akte in allen Ämtern ein.",
      "Das Landratsamt Rosenheim plant die Einführung eines neuen Fachverfahrens für das Meldewesen.",
      "Die Bezirkshauptmannschaft Baden modernisiert ihre Bürgerservicestelle und das Terminmanagement.",
      "Die Einwohnergemeinde Köniz will den Gemeinderat und die Verwaltung mit einer Sitzungsmanagement-Lösung unterstützen.",
    ],
    en: [
      "Our municipality wants to offer all citizen services online by the end of next year.",
      "The city council of Leeds is replacing its legacy parking permit system.",
      "A federal agency with 2,000 staff is introducing electronic records management.",
      "As a local government body we need a new e-government portal for business licences.",
    ],
  },
  transport_logistics: {
    de: [
      "Wir sind eine Spedition mit 80 Lkw und wollen ein neues Transportmanagementsystem einführen.",
      "Unser Logistikdienstleister-Standort in Kassel bekommt ein neues Lagerverwaltungssystem mit Handscannern.",
      "Die Verkehrsbetriebe Zürich wollen die Fahrgastinformation an allen Haltestellen erneuern.",
      "Ein Paketdienst aus Graz plant ein automatisiertes Paketzentrum für die letzte Meile.",
    ],
    en: [
      "We are a freight forwarder with 120 employees and want to introduce route planning software.",
      "A third-party logistics provider is opening a new cross-docking hub near Rotterdam.",
      "Our haulage company needs telematics and digital tachograph downloads for the whole fleet.",
      "A regional bus operator plans to introduce electronic ticketing for its passengers.",
    ],
  },
  food: {
    de: [
      "Wir sind eine Brauerei in Franken und brauchen eine neue Abfüllanlage für Mehrwegflaschen.",
      "Die Molkerei Berchtesgadener Land will ihre Käserei um eine zweite Reifungshalle erweitern.",
      "Unsere Großbäckerei mit 40 Filialen führt ein neues Warenwirtschaftssystem mit Chargenverfolgung ein.",
      "Eine Metzgerei aus dem Allgäu möchte ihre Wurstwaren künftig über den Lebensmittelhandel vertreiben.",
    ],
    en: [
      "We are a craft brewery in Bavaria and want to double our canning capacity.",
      "A family-owned dairy is introducing HACCP-compliant batch tracking for its yoghurt production.",
      "Our bakery chain wants to open a central production site for baked goods.",
      "A chocolate maker in Switzerland is replacing its moulding line.",
    ],
  },
  chemicals: {
    de: [
      "Wir sind ein Chemieunternehmen im Chemiepark Marl und bauen eine neue Syntheseanlage.",
      "Ein mittelständischer Lackhersteller will die REACH-Registrierung für drei neue Rohstoffe vorbereiten.",
      "Unser Spezialchemie-Standort stellt die Prozessleittechnik der Destillationskolonnen um.",
      "Ein Klebstoffhersteller aus Düsseldorf führt ein neues System für Sicherheitsdatenblätter ein.",
    ],
    en: [
      "We are a specialty chemicals company and plan a new polymerisation reactor.",
      "A paint manufacturer needs to update all safety data sheets under the CLP regulation.",
      "Our chemical plant in Antwerp is replacing its process control system during the next turnaround.",
      "A fertilizer producer wants to reduce emissions at its ammonia site.",
    ],
  },
  automotive: {
    de: [
      "Wir sind ein Automobilzulieferer und bereiten den Serienanlauf eines neuen Lenkungsbauteils vor.",
      "Ein Autohaus mit drei Standorten führt ein neues Werkstattterminsystem ein.",
      "Unser Werk als Tier-1-Zulieferer muss bis Jahresende IATF 16949 zertifiziert sein.",
      "Ein Fahrzeughersteller aus Österreich baut eine Linie für Batteriegehäuse von Elektrofahrzeugen auf.",
    ],
    en: [
      "We are an automotive supplier preparing the PPAP submission for a new brake component.",
      "A carmaker is setting up a new paint shop for its electric vehicle platform.",
      "Our car dealership group wants to introduce a new customer portal for service bookings.",
      "A tyre manufacturer needs TISAX certification before its next OEM contract.",
    ],
  },
  professional_services: {
    de: [
      "Wir sind eine Steuerberatungskanzlei mit 25 Mitarbeitenden und wollen ein Mandantenportal einführen.",
      "Eine Anwaltskanzlei in Wien möchte ihre Fristenkontrolle digitalisieren.",
      "Die Wirtschaftsprüfungsgesellschaft plant eine neue Software für die Jahresabschlussprüfung.",
      "Ein Ingenieurbüro für Tragwerksplanung führt eine neue Projektzeiterfassung ein.",
      "Unser Treuhandbüro in Luzern stellt die Lohnbuchhaltung für Mandanten auf die Cloud um.",
    ],
    en: [
      "We are a tax adviser firm with 30 staff and want to introduce a client document portal.",
      "A mid-sized law firm in Munich is rolling out a new matter management system.",
      "Our management consultancy plans a new CRM for its partners.",
      "An accounting firm wants to automate bookkeeping for its small business clients.",
    ],
  },
  hospitality: {
    de: [
      "Wir sind ein Vier-Sterne-Hotel am Tegernsee und wollen ein neues PMS einführen.",
      "Die Skischule in Kitzbühel möchte Kursbuchungen und Skilehrer-Einteilung online abwickeln.",
      "Ein Brauereigasthof mit 30 Zimmern plant den Umbau von Küche und Gaststube.",
      "Unsere Restaurantgruppe mit fünf Standorten führt ein neues Kassensystem ein.",
    ],
    en: [
      "We run a boutique hotel in Vienna and want to connect a channel manager to our booking engine.",
      "A ski school in Verbier plans online booking for lessons and equipment rental.",
      "Our family-owned guesthouse wants to renovate twelve guest rooms before the summer season.",
      "A contract caterer with 40 staff canteens needs a new menu planning tool.",
    ],
  },
  education: {
    de: [
      "Wir sind ein Gymnasium mit 900 Schülerinnen und Schülern und führen eine Lernplattform ein.",
      "Die Berufsschule in Augsburg stattet alle Klassenzimmer mit digitalen Tafeln aus.",
      "Eine Hochschule für angewandte Wissenschaften führt ein neues Campus-Management-System ein.",
      "Ein Bildungsträger für Umschulungen möchte seine Kursverwaltung digitalisieren.",
    ],
    en: [
      "We are a private school with 400 pupils and want to introduce tablets for all teachers.",
      "A university in Zurich is replacing its learning management system.",
      "Our training provider wants to move all courses to a new learning platform.",
      "A network of kindergartens needs a parent communication app.",
    ],
  },
  real_estate: {
    de: [
      "Wir sind eine Wohnungsbaugenossenschaft mit 4.000 Wohnungen und wollen ein Mieterportal einführen.",
      "Eine Hausverwaltung in Leipzig stellt die Nebenkostenabrechnung auf ein neues ERP um.",
      "Die Immobiliengesellschaft plant die energetische Sanierung ihres Wohnungsbestands.",
      "Eine gemeinnützige Bauvereinigung in Linz digitalisiert die Wohnungsvergabe.",
    ],
    en: [
      "We are a housing association with 6,000 homes and need a new tenant portal.",
      "A property management company wants to automate service charge statements.",
      "Our real estate company plans an ESG reporting tool for its office portfolio.",
      "A real estate developer is preparing the letting of a new residential quarter.",
    ],
  },
  media: {
    de: [
      "Wir sind ein Zeitungsverlag mit drei Regionalausgaben und wollen ein neues Redaktionssystem einführen.",
      "Ein privater Radiosender in Salzburg modernisiert seine Sendeabwicklung.",
      "Die Werbeagentur mit 40 Mitarbeitenden führt ein neues Projektmanagement-Tool ein.",
      "Eine Filmproduktion aus Köln plant eine zentrale Plattform für Postproduktion und Rechteverwaltung.",
    ],
    en: [
      "We are a regional newspaper and want to launch a paywall for our website.",
      "A broadcaster in Hamburg is replacing its playout system.",
      "Our publishing house plans to digitise its backlist as e-books.",
      "An advertising agency wants to introduce resource planning for its creative teams.",
    ],
  },
};

describe("industry classification, part B", () => {
  for (const [industry, { de, en }] of Object.entries(CASES)) {
    for (const description of [...de, ...en]) {
      it(`${industry}: ${description}`, () => {
        assert.equal(industryFromText(description)?.industry, industry);
      });
    }
  }

  it("has at least three German and three English descriptions per industry", () => {
    assert.equal(Object.keys(CASES).length, 10);
    for (const [industry, { de, en }] of Object.entries(CASES)) {
      assert.ok(de.length >= 3 && en.length >= 3, industry);
    }
  });

  it("classifies what the organisation is, not what it touches", () => {
    const cases: [string, Industry][] = [
      ["Unsere Brauerei braucht ein neues ERP-System mit Software für die Chargenverfolgung.", "food"],
      ["Die Skischule am Arlberg sucht eine Software für Kursbuchungen.", "hospitality"],
      ["Eine Steuerberatungskanzlei möchte DATEV-Schnittstellen und eine Cloud-Software einführen.", "professional_services"],
      ["Die Gemeinde Seefeld führt eine Software für die Friedhofsverwaltung ein.", "public_sector"],
      ["Die Wohnungsbaugenossenschaft modernisiert 300 Wohnungen mit neuen Heizungen.", "real_estate"],
      ["Unsere Spedition baut ein neues Logistikzentrum mit Hochregallager.", "transport_logistics"],
      ["A brewery wants to replace its ERP software.", "food"],
      ["Ein Brauereigasthof erneuert seine Hotelzimmer.", "hospitality"],
      ["Die Hotelfachschule Bad Ischl erneuert ihre Lehrküche.", "education"],
    ];
    for (const [description, industry] of cases) {
      assert.equal(industryFromText(description)?.industry, industry, description);
    }
  });

  it("does not claim organisations of other industries", () => {
    const cases: [string, Industry][] = [
      ["Ein Autoteilehändler mit zehn Filialen führt ein neues Kassensystem ein.", "automotive"],
      ["Unser Kfz-Teilehandel baut einen Onlineshop auf.", "automotive"],
      ["A car parts dealer is opening a new online shop.", "automotive"],
      ["Die Stadtwerke Bochum erneuern ihr Netzleitsystem.", "public_sector"],
      ["Wir wollen unsere Mitarbeiter schulen und die Produktion verlagern.", "education"],
      ["Wir planen die Verlagerung der Produktion nach Tschechien.", "media"],
      ["Das Universitätsklinikum Tübingen führt eine neue Patientenakte ein.", "education"],
    ];
    for (const [description, industry] of cases) {
      assert.notEqual(industryFromText(description)?.industry, industry, description);
    }
  });

  it("reads an organisation word that names a place as a place", () => {
    assert.equal(industryFromText("In der Gemeinde Lech betreiben wir eine Spedition mit 40 Lkw.")?.industry, "transport_logistics");
    assert.equal(industryFromText("Die Gemeinde Wals-Siezenheim digitalisiert ihr Bürgerservice.")?.industry, "public_sector");
  });
});

const COMMON_KEYS = new Set(COMMON_ROLES.map((role) => role.key));

describe("industry profiles, part B", () => {
  it("covers the ten industries of part B", () => {
    assert.deepEqual(Object.keys(INDUSTRIES_B).sort(), Object.keys(CASES).sort());
  });

  for (const [industry, profile] of Object.entries(INDUSTRIES_B)) {
    if (!profile) continue;
    describe(industry, () => {
      const roleKeys = new Set(profile.roles.map((role) => role.key));
      const texts = [
        profile.label,
        ...(profile.sponsor ? [profile.sponsor] : []),
        ...profile.roles.flatMap((role) => [role.name, role.role]),
        ...profile.tasks.flatMap((task) => [task.title, task.description]),
        ...profile.risks.flatMap((risk) => [risk.title, risk.description, risk.mitigation]),
        ...profile.budget.map((line) => line.label),
      ];

      it("has keywords of every weight in lower case", () => {
        assert.ok((profile.keywords.org?.length ?? 0) >= 15);
        assert.ok((profile.keywords.strong?.length ?? 0) >= 10);
        assert.ok((profile.keywords.weak?.length ?? 0) >= 3);
        for (const keyword of [...(profile.keywords.org ?? []), ...(profile.keywords.strong ?? []), ...(profile.keywords.weak ?? [])]) {
          if (!keyword.startsWith("re:")) assert.equal(keyword, keyword.toLowerCase());
        }
      });

      it("has two to four own roles prefixed by the industry", () => {
        assert.ok(profile.roles.length >= 2 && profile.roles.length <= 4);
        for (const role of profile.roles) {
          assert.ok(!COMMON_KEYS.has(role.key), role.key);
          assert.match(role.key, /^[a-z]+_[a-z_]+$/);
        }
      });

      it("has at least eight tasks covering design, build, test and launch", () => {
        assert.ok(profile.tasks.length >= 8);
        for (const stage of ["design", "build", "test", "launch"] as const) {
          assert.ok(
            profile.tasks.some((task) => task.stage === stage),
            stage,
          );
        }
        for (const task of profile.tasks) {
          assert.ok(STAGES.includes(task.stage));
          for (const title of [task.title.de, task.title.en]) {
            const filled = fill(title, { subject: "die neue Abfüllanlage für Glas", head: "Abfüllanlage für Glas" });
            assert.ok(filled.length <= 90, filled);
          }
        }
      });

      it("has at least six risks with likelihood and impact from 1 to 5", () => {
        assert.ok(profile.risks.length >= 6);
        for (const risk of profile.risks) {
          for (const value of [risk.likelihood, risk.impact]) {
            assert.ok(Number.isInteger(value) && value >= 1 && value <= 5, risk.title.en);
          }
        }
        assert.ok(new Set(profile.risks.map((risk) => `${risk.likelihood}/${risk.impact}`)).size >= 3, "varied ratings");
      });

      it("names only known owners", () => {
        for (const owner of [...profile.tasks.map((task) => task.owner), ...profile.risks.map((risk) => risk.owner)]) {
          assert.ok(roleKeys.has(owner) || COMMON_KEYS.has(owner), owner);
        }
      });

      it("has three to five budget lines with positive shares", () => {
        assert.ok(profile.budget.length >= 3 && profile.budget.length <= 5);
        for (const line of profile.budget) {
          assert.match(line.category, /^[a-z]+(?:_[a-z]+)*$/);
          assert.ok(line.share > 0);
          if (line.stage) assert.ok(STAGES.includes(line.stage));
        }
      });

      it("has a plausible duration and cost factor", () => {
        assert.ok(profile.weeks >= 8 && profile.weeks <= 104);
        assert.ok(profile.costFactor >= 0.7 && profile.costFactor <= 1.6);
      });

      it("writes every text in German and English", () => {
        for (const text of texts) {
          assert.ok(text.de.trim().length > 0 && text.en.trim().length > 0, JSON.stringify(text));
          assert.notEqual(text.de, text.en, JSON.stringify(text));
        }
      });
    });
  }
});
