import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Stage } from "../src/domain/builtin/content.js";
import { COMMON_ROLES, INDUSTRY_PROFILES as INDUSTRIES_A, industryFromText, industryProfile } from "../src/domain/builtin/content-data.js";
import type { Text } from "../src/domain/builtin/text.js";
import type { Industry } from "../src/domain/types.js";

const PART_A = [
  "manufacturing",
  "retail",
  "it_software",
  "telecommunications",
  "finance",
  "insurance",
  "health",
  "pharma",
  "energy",
  "construction",
] as const satisfies readonly Industry[];

/** Realistic one- or two-sentence descriptions, German first, then English. */
const DESCRIPTIONS: Record<(typeof PART_A)[number], { de: string[]; en: string[] }> = {
  manufacturing: {
    de: [
      "Wir sind ein mittelständischer Maschinenbauer aus Baden-Württemberg und führen ein MES für unsere Fertigungslinien ein.",
      "Unsere Gießerei mit 180 Mitarbeitenden ersetzt die alte Formanlage durch eine automatisierte Anlage.",
      "Als Hersteller von Hydraulikpumpen wollen wir die Rüstzeiten in der Serienfertigung halbieren.",
      "Wir sind ein Sondermaschinenbauer und bauen eine neue Montagehalle mit Kranbahn.",
    ],
    en: [
      "We are a mid-sized machine builder in Bavaria and want to introduce a manufacturing execution system on our shop floor.",
      "Our foundry is replacing its moulding line with an automated cell.",
      "As a contract manufacturer of precision CNC parts we are adding a second production line.",
    ],
  },
  retail: {
    de: [
      "Wir sind ein Autoteilehändler mit 15 Filialen und führen ein neues Kassensystem ein.",
      "Der Kfz-Teilehandel unserer Familie will einen Onlineshop aufbauen.",
      "Als Drogeriemarktkette mit 40 Filialen stellen wir auf Click & Collect um.",
      "Unser Modehaus in Graz eröffnet einen Webshop und verbindet ihn mit der Warenwirtschaft.",
    ],
    en: [
      "We are a car parts dealer with twelve branches and need a new point-of-sale system.",
      "We are a fashion retailer with 25 stores and are launching an omnichannel web shop.",
      "As an online retailer of outdoor equipment we are replacing our shop system.",
    ],
  },
  it_software: {
    de: [
      "Wir sind ein Softwarehaus aus Leipzig mit 60 Entwicklern und bauen unser Produkt zu einer SaaS-Plattform um.",
      "Als IT-Dienstleister für den Mittelstand führen wir ein neues Ticketsystem für unseren Service Desk ein.",
      "Unser SaaS-Start-up entwickelt eine mandantenfähige Plattform für Schichtplanung und will sie auf Kubernetes betreiben.",
    ],
    en: [
      "We are a software company in Munich building a multi-tenant SaaS product for HR departments.",
      "As a managed service provider we are migrating our customers' servers to a new data centre.",
      "Our software house of 40 developers is introducing DevOps and a CI/CD pipeline.",
    ],
  },
  telecommunications: {
    de: [
      "Wir sind ein regionaler Glasfasernetzbetreiber und bauen FTTH in zwölf Orten aus.",
      "Als Mobilfunkanbieter modernisieren wir 300 Funkstandorte auf 5G.",
      "Unser Telekommunikationsunternehmen führt ein neues OSS/BSS für Provisionierung und Abrechnung ein.",
    ],
    en: [
      "We are a broadband provider and are rolling out fibre to 20,000 homes in rural Austria.",
      "As a mobile network operator we are upgrading 400 cell towers to 5G standalone.",
      "Our telecom company is replacing its billing platform for business customers.",
    ],
  },
  finance: {
    de: [
      "Wir sind eine Sparkasse mit 35 Filialen und digitalisieren den Kreditprozess für Privatkunden.",
      "Die Raiffeisenbank setzt ein neues System für Geldwäscheprävention und KYC ein.",
      "Als Vermögensverwalter in Zürich führen wir ein neues Portfoliomanagementsystem ein.",
      "Unsere Kantonalbank migriert das Kernbankensystem auf eine neue Plattform.",
    ],
    en: [
      "We are a regional savings bank and are digitising loan origination for small business customers.",
      "As a payment service provider we must implement DORA requirements for our ICT providers.",
      "Our private bank in Vienna is replacing its core banking system.",
    ],
  },
  insurance: {
    de: [
      "Wir sind ein Versicherungsmakler mit 25 Mitarbeitenden und digitalisieren die Schadenmeldung für unsere Kunden.",
      "Die Krankenkasse will die Leistungsabrechnung mit Ärzten und Kliniken automatisieren.",
      "Unsere Versicherungsgruppe in Wien führt ein neues Bestandsführungssystem für die Lebensversicherung ein.",
    ],
    en: [
      "We are a mid-sized insurer and want to automate claims handling for household policies.",
      "As an insurance broker we are introducing a new client portal.",
      "Our health insurer is replacing its policy administration system.",
    ],
  },
  health: {
    de: [
      "Wir sind ein Dentallabor mit zwölf Zahntechnikern und führen CAD/CAM-Fertigung ein.",
      "Unser Krankenhaus mit 400 Betten führt die elektronische Patientenakte ein.",
      "Das Kantonsspital stellt die Pflegedokumentation auf mobile Geräte um.",
      "Ein ambulanter Pflegedienst in Linz will die Einsatzplanung digitalisieren.",
      "Unsere Apotheke führt einen Kommissionierautomaten ein.",
    ],
    en: [
      "We are a dental lab with 15 technicians and are switching to digital impressions.",
      "Our 350-bed hospital is introducing a new PACS for radiology.",
      "As a chain of nursing homes we are rolling out electronic care documentation.",
      "Our pharmacy is introducing an automated dispensing robot.",
    ],
  },
  pharma: {
    de: [
      "Wir sind ein Generikahersteller und qualifizieren eine neue Tablettierlinie nach GMP.",
      "Das Pharmaunternehmen baut einen neuen Reinraum für die aseptische Abfüllung.",
      "Als Biotech-Start-up bereiten wir die klinische Studie der Phase II vor.",
    ],
    en: [
      "We are a pharmaceutical company and need to validate our new serialisation line.",
      "Our biotech firm is scaling up vaccine production for a phase III clinical trial.",
      "As a CDMO we are installing a new sterile filling line under EU GMP Annex 1.",
    ],
  },
  energy: {
    de: [
      "Wir sind ein Stadtwerk mit 60.000 Kunden und starten den Smart-Meter-Rollout.",
      "Die Stadtwerke Tübingen bauen ein neues Fernwärmenetz.",
      "Als Verteilnetzbetreiber errichten wir ein neues Umspannwerk.",
      "Unser Energieversorger in Oberösterreich stellt die Abrechnung auf ein neues System um.",
    ],
    en: [
      "We are a municipal utility and are rolling out smart meters to 80,000 households.",
      "As a wind farm operator we are connecting a new 40 MW park to the grid.",
      "Our energy supplier is migrating billing to a new platform.",
    ],
  },
  construction: {
    de: [
      "Wir sind ein Bauunternehmen mit 120 Mitarbeitenden und führen BIM und digitale Bautagesberichte ein.",
      "Als Zimmerei mit eigener Abbundanlage errichten wir Mehrfamilienhäuser in Holzbauweise.",
      "Unsere Tiefbaufirma digitalisiert das Aufmaß und das Nachtragsmanagement.",
      "Der Baumeisterbetrieb aus Salzburg will die Kalkulation mit einer neuen Software erstellen.",
    ],
    en: [
      "We are a general contractor with 300 staff and are introducing BIM across all our construction sites.",
      "As a roofing company we want to digitise quotes and site diaries.",
      "Our civil engineering company is replacing its estimating software.",
    ],
  },
};

const ROLE_KEYS = new Set(COMMON_ROLES.map((role) => role.key));

function assertBilingual(text: Text, where: string): void {
  assert.ok(text.de.trim().length > 0, `${where}: German text is empty`);
  assert.ok(text.en.trim().length > 0, `${where}: English text is empty`);
  assert.notEqual(text.de, text.en, `${where}: German text equals English text`);
}

describe("industry content part A: classification", () => {
  for (const industry of PART_A) {
    const { de, en } = DESCRIPTIONS[industry];
    it(`reads ${industry} from German and English descriptions`, () => {
      assert.ok(de.length >= 3 && en.length >= 3);
      for (const description of [...de, ...en]) {
        assert.equal(industryFromText(description)?.industry, industry, description);
      }
    });
  }

  it("does not take the tool for the trade: software, databases and buildings are not the industry", () => {
    assert.notEqual(industryFromText("Unsere Bäckerei führt eine neue Software für die Warenwirtschaft ein.")?.industry, "it_software");
    assert.equal(
      industryFromText("Wir sind ein Maschinenbauer und stellen unsere Datenbank auf einen neuen Server um.")?.industry,
      "manufacturing",
    );
    assert.equal(
      industryFromText("Wir sind ein Maschinenbauer und errichten eine neue Produktionshalle mit Baustelle.")?.industry,
      "manufacturing",
    );
    assert.equal(industryFromText("The hospital is building a new wing with a general contractor.")?.industry, "health");
  });

  it("keeps longer compounds ahead of their parts", () => {
    assert.equal(industryFromText("Die Stadtwerke München führen ein neues Abrechnungssystem ein.")?.industry, "energy");
    assert.equal(industryFromText("Unser Versicherungsmakler-Büro wechselt das Maklerportal.")?.industry, "insurance");
    assert.equal(industryFromText("Unsere Apotheke stellt auf das E-Rezept um.")?.industry, "health");
    assert.equal(industryFromText("Das Universitätsklinikum führt ein neues Laborsystem ein.")?.industry, "health");
  });

  it("names no industry when a text holds only hints", () => {
    assert.equal(industryFromText("Wir planen ein neues Projekt für unser Team."), undefined);
    assert.equal(industryFromText("We are introducing it next spring."), undefined);
  });
});

describe("industry content part A: profile invariants", () => {
  for (const industry of PART_A) {
    it(`${industry} has a complete, bilingual profile`, () => {
      const profile = industryProfile(industry);
      assert.equal(profile, INDUSTRIES_A[industry]);
      const ownKeys = new Set(profile.roles.map((role) => role.key));

      assertBilingual(profile.label, `${industry} label`);
      if (profile.sponsor) assertBilingual(profile.sponsor, `${industry} sponsor`);
      assert.ok((profile.keywords.org ?? []).length >= 15, "at least 15 organisation keywords");
      for (const keyword of [...(profile.keywords.org ?? []), ...(profile.keywords.strong ?? []), ...(profile.keywords.weak ?? [])]) {
        assert.equal(keyword, keyword.toLowerCase(), `keyword ${keyword} is lower case`);
      }

      assert.ok(profile.roles.length >= 2 && profile.roles.length <= 4, "two to four industry roles");
      for (const role of profile.roles) {
        assert.ok(role.key.startsWith(`${industry}_`), `role key ${role.key} is prefixed with the industry`);
        assert.ok(!ROLE_KEYS.has(role.key), `role key ${role.key} does not shadow a common role`);
        assertBilingual(role.name, `${role.key} name`);
        assertBilingual(role.role, `${role.key} role`);
      }

      assert.ok(profile.tasks.length >= 8, "at least eight tasks");
      const stages = new Set<Stage>(profile.tasks.map((task) => task.stage));
      for (const stage of ["design", "build", "test", "launch"] as const) assert.ok(stages.has(stage), `a task in stage ${stage}`);
      for (const task of profile.tasks) {
        assertBilingual(task.title, `${industry} task`);
        assertBilingual(task.description, `${industry} task description`);
        assert.ok(task.title.de.length <= 90 && task.title.en.length <= 90, `title within 90 characters: ${task.title.de}`);
        assert.ok(ownKeys.has(task.owner) || ROLE_KEYS.has(task.owner), `task owner ${task.owner} is known`);
        for (const text of [task.title.de, task.title.en, task.description.de, task.description.en]) {
          for (const placeholder of text.match(/\{\w+\}/g) ?? []) {
            assert.ok(["{subject}", "{head}", "{Head}"].includes(placeholder), `unknown placeholder ${placeholder}`);
          }
          assert.ok(!/^\{subject\}/.test(text), "a text does not start with the lower-case subject");
        }
      }

      assert.ok(profile.risks.length >= 6, "at least six risks");
      const grades = new Set<string>();
      for (const risk of profile.risks) {
        assertBilingual(risk.title, `${industry} risk`);
        assertBilingual(risk.description, `${industry} risk description`);
        assertBilingual(risk.mitigation, `${industry} risk mitigation`);
        for (const value of [risk.likelihood, risk.impact]) assert.ok(Number.isInteger(value) && value >= 1 && value <= 5);
        assert.ok(ownKeys.has(risk.owner) || ROLE_KEYS.has(risk.owner), `risk owner ${risk.owner} is known`);
        grades.add(`${risk.likelihood}/${risk.impact}`);
      }
      assert.ok(grades.size >= 3, "likelihood and impact vary between risks");

      assert.ok(profile.budget.length >= 3 && profile.budget.length <= 5, "three to five budget lines");
      for (const budgetLine of profile.budget) {
        assert.match(budgetLine.category, /^[a-z]+(_[a-z]+)*$/);
        assertBilingual(budgetLine.label, `${industry} budget line`);
        assert.ok(budgetLine.share > 0);
      }
      assert.equal(
        new Set(profile.budget.map((budgetLine) => budgetLine.category)).size,
        profile.budget.length,
        "budget categories are unique",
      );

      assert.ok(profile.weeks >= 8 && profile.weeks <= 80);
      assert.ok(profile.costFactor >= 0.7 && profile.costFactor <= 1.6);
    });
  }
});
