/**
 * The duties every DACH company has, and the big missing families (issue 21, part 6).
 * Company profiles of our own, evaluated by the real evaluator over the real library in
 * the country the company is established in: annual accounts by size class, VAT and
 * payroll, social insurance, equal treatment, maternity protection, agency work, the Swiss
 * job-vacancy notification, sanctions and export control, batteries, chemicals, F-gases,
 * digital services, food, road transport, workplace ordinances, the Austrian waste officer,
 * tax transparency and the global minimum tax. Each case names the status a staged duty
 * or the whole rule must have, and the fact that decides or is asked about.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { COMPANY_ACTIVITIES } from "@planner/shared";
import { ACTIVITY_QUESTIONS } from "../src/domain/activities.js";
import { type CompanyProfile, profileTable, ruleOf } from "./support/profile-table.js";

/** The day the new rules were verified: the answers are those of the law in force that day. */
const NEW_RULES = [
  "de-hgb-jahresabschluss-offenlegung-pruefung",
  "at-ugb-jahresabschluss-offenlegung-pruefung",
  "ch-or-727a-revision-offenlegung",
  "de-ustg-voranmeldung-lohnsteuer",
  "at-ustg-uva-lohnabgaben",
  "de-sgb-iv-meldepflichten",
  "at-asvg-anmeldung-mbgm",
  "ch-sozialversicherungen-arbeitgeber",
  "de-agg-beschwerdestelle",
  "de-muschg",
  "at-mschg",
  "de-aueg",
  "ch-aig-stellenmeldepflicht",
  "eu-batterieverordnung",
  "eu-reach-clp",
  "eu-fgas",
  "eu-red-cybersecurity",
  "eu-sanktionen-exportkontrolle",
  "de-awg-awv",
  "at-aussenwirtschaftsgesetz",
  "ch-embg-gkg",
  "eu-dsa",
  "de-ddg-impressum",
  "eu-lebensmittelrecht",
  "de-lfgb",
  "at-lmsvg",
  "ch-lmg",
  "eu-lenk-ruhezeiten-fahrtenschreiber",
  "de-fpersg-gefahrgut",
  "de-arbstaettv-betrsichv-gefstoffv",
  "at-astv",
  "at-awg-abfallbeauftragter",
  "de-dac6-steuergestaltungen",
  "de-psttg-dac7",
  "de-minstg",
  "at-minbestg",
];

const PROFILES: CompanyProfile[] = [
  {
    name: "a German software GmbH with 30 staff",
    country: "DE",
    figures: { employees: 30, turnoverEur: 4_000_000, balanceSheetEur: 1_500_000 },
    present: ["employer"],
    cases: [
      { rule: "de-hgb-jahresabschluss-offenlegung-pruefung", obligation: "publish", status: "applies" },
      // Small under § 267 Abs. 1 HGB, but a capital-market-oriented company is always large: ask.
      { rule: "de-hgb-jahresabschluss-offenlegung-pruefung", obligation: "audit", status: "undetermined", facts: ["listed_company"] },
      { rule: "de-ustg-voranmeldung-lohnsteuer", obligation: "vat-returns", status: "applies" },
      { rule: "de-ustg-voranmeldung-lohnsteuer", obligation: "payroll-tax", status: "applies", facts: ["employer"] },
      { rule: "de-sgb-iv-meldepflichten", status: "applies", facts: ["employer"] },
      { rule: "de-agg-beschwerdestelle", status: "applies", facts: ["employer"] },
      { rule: "de-muschg", status: "applies", facts: ["employer"] },
      { rule: "de-arbstaettv-betrsichv-gefstoffv", obligation: "hazardous-substances", status: "applies", facts: ["employer"] },
      { rule: "de-ddg-impressum", status: "applies" },
      { rule: "de-dac6-steuergestaltungen", status: "applies" },
      // Sanctions bind everyone; whether it exports is the question for licensing.
      { rule: "eu-sanktionen-exportkontrolle", obligation: "sanctions-screening", status: "applies" },
      { rule: "eu-sanktionen-exportkontrolle", obligation: "export-licensing", status: "undetermined", facts: ["goods_exporter"] },
      { rule: "de-aueg", status: "undetermined", facts: ["temporary_agency_work"] },
      { rule: "eu-fgas", status: "undetermined", facts: ["fgas_equipment_operator"] },
      { rule: "de-minstg", status: "excluded" },
    ],
  },
  {
    name: "the same GmbH, which neither exports, uses agency work nor runs F-gas equipment",
    country: "DE",
    figures: { employees: 30, turnoverEur: 4_000_000, balanceSheetEur: 1_500_000 },
    present: ["employer"],
    absent: [
      "goods_exporter",
      "temporary_agency_work",
      "fgas_equipment_operator",
      "online_marketplace",
      "data_processing_service_provider",
      "public_telecom_provider",
      "listed_company",
    ],
    cases: [
      // Small under § 267 Abs. 1 HGB and not listed: no audit duty.
      { rule: "de-hgb-jahresabschluss-offenlegung-pruefung", obligation: "audit", status: "excluded" },
      { rule: "eu-sanktionen-exportkontrolle", obligation: "export-licensing", status: "excluded", facts: ["goods_exporter"] },
      // The screening duty still binds: the rule as a whole applies.
      { rule: "eu-sanktionen-exportkontrolle", status: "applies" },
      { rule: "de-aueg", status: "excluded", facts: ["temporary_agency_work"] },
      { rule: "eu-fgas", status: "excluded", facts: ["fgas_equipment_operator"] },
      { rule: "eu-dsa", status: "excluded" },
    ],
  },
  {
    name: "a German machine builder with 180 staff exporting to Asia",
    country: "DE",
    figures: { employees: 180, turnoverEur: 40_000_000, balanceSheetEur: 22_000_000 },
    present: ["employer", "goods_exporter", "fgas_equipment_operator"],
    cases: [
      // Medium-sized: all three criteria of § 267 Abs. 1 HGB exceeded.
      { rule: "de-hgb-jahresabschluss-offenlegung-pruefung", obligation: "audit", status: "applies" },
      { rule: "eu-sanktionen-exportkontrolle", obligation: "export-licensing", status: "applies", facts: ["goods_exporter"] },
      { rule: "de-awg-awv", obligation: "export-licensing", status: "applies", facts: ["goods_exporter"] },
      { rule: "eu-fgas", status: "applies", facts: ["fgas_equipment_operator"] },
    ],
  },
  {
    name: "a solo founder with no employees",
    country: "DE",
    figures: { employees: 0, turnoverEur: 120_000, balanceSheetEur: 40_000 },
    present: [],
    cases: [
      { rule: "de-ustg-voranmeldung-lohnsteuer", obligation: "vat-returns", status: "applies" },
      { rule: "de-ustg-voranmeldung-lohnsteuer", obligation: "payroll-tax", status: "excluded", facts: ["employer"] },
      { rule: "de-sgb-iv-meldepflichten", status: "excluded", facts: ["employer"] },
      { rule: "de-agg-beschwerdestelle", status: "excluded", facts: ["employer"] },
      { rule: "de-muschg", status: "excluded", facts: ["employer"] },
      { rule: "de-arbstaettv-betrsichv-gefstoffv", status: "excluded", facts: ["employer"] },
      { rule: "de-ddg-impressum", status: "applies" },
    ],
  },
  {
    name: "an Austrian GmbH with 120 staff",
    country: "AT",
    figures: { employees: 120, turnoverEur: 20_000_000, balanceSheetEur: 8_000_000 },
    present: ["employer"],
    cases: [
      { rule: "at-ugb-jahresabschluss-offenlegung-pruefung", obligation: "file", status: "applies" },
      // Two of three criteria of § 221 Abs. 1 UGB (as raised for 2024) exceeded.
      { rule: "at-ugb-jahresabschluss-offenlegung-pruefung", obligation: "audit", status: "applies" },
      { rule: "at-awg-abfallbeauftragter", obligation: "waste-concept", status: "applies" },
      { rule: "at-awg-abfallbeauftragter", obligation: "waste-officer", status: "applies" },
      { rule: "at-asvg-anmeldung-mbgm", status: "applies", facts: ["employer"] },
      { rule: "at-mschg", status: "applies", facts: ["employer"] },
      { rule: "at-astv", status: "applies", facts: ["employer"] },
      { rule: "at-ustg-uva-lohnabgaben", obligation: "payroll-levies", status: "applies", facts: ["employer"] },
      { rule: "at-minbestg", status: "excluded" },
    ],
  },
  {
    name: "an Austrian trading company with 60 staff",
    country: "AT",
    figures: { employees: 60, turnoverEur: 9_000_000, balanceSheetEur: 4_000_000 },
    present: ["employer"],
    absent: ["listed_company"],
    cases: [
      // 60 > 50 staff, but turnover and balance sheet stay under the small-company limits.
      { rule: "at-ugb-jahresabschluss-offenlegung-pruefung", obligation: "audit", status: "excluded" },
      { rule: "at-awg-abfallbeauftragter", obligation: "waste-concept", status: "applies" },
      { rule: "at-awg-abfallbeauftragter", obligation: "waste-officer", status: "excluded" },
    ],
  },
  {
    name: "a Swiss consultancy with 8 staff",
    country: "CH",
    figures: { employees: 8, turnoverEur: 1_800_000, balanceSheetEur: 700_000 },
    present: ["employer"],
    absent: ["listed_company", "eu_market_activity"],
    cases: [
      { rule: "ch-sozialversicherungen-arbeitgeber", status: "applies", facts: ["employer"] },
      { rule: "ch-aig-stellenmeldepflicht", status: "applies", facts: ["employer"] },
      { rule: "ch-or-727a-revision-offenlegung", obligation: "limited-audit", status: "applies" },
      { rule: "ch-or-727a-revision-offenlegung", obligation: "publication", status: "excluded", facts: ["listed_company"] },
      { rule: "ch-embg-gkg", obligation: "sanctions", status: "applies" },
      // EU law does not reach a Swiss company without business in the EU.
      { rule: "eu-dsa", status: "excluded" },
    ],
  },
  {
    name: "a Swiss e-bike battery seller shipping to EU consumers",
    country: "CH",
    figures: { employees: 15, turnoverEur: 5_000_000, balanceSheetEur: 2_000_000 },
    present: ["employer", "eu_market_activity", "battery_producer"],
    cases: [
      { rule: "eu-batterieverordnung", obligation: "producer-responsibility", status: "applies", facts: ["battery_producer"] },
      // Adopted and dated, but not yet binding on the test day.
      { rule: "eu-batterieverordnung", obligation: "battery-passport", status: "upcoming", inForce: false },
      { rule: "eu-batterieverordnung", obligation: "due-diligence", status: "excluded", inForce: false },
    ],
  },
  {
    name: "a Swiss battery importer that did not say whether it sells into the EU",
    country: "CH",
    figures: { employees: 15, turnoverEur: 5_000_000, balanceSheetEur: 2_000_000 },
    present: ["employer", "battery_producer"],
    cases: [{ rule: "eu-batterieverordnung", status: "undetermined", facts: ["eu_market_activity"] }],
  },
  {
    name: "a German haulage company with trucks",
    country: "DE",
    figures: { employees: 45, turnoverEur: 7_000_000, balanceSheetEur: 3_000_000 },
    present: ["employer", "road_transport_operator"],
    cases: [
      { rule: "eu-lenk-ruhezeiten-fahrtenschreiber", status: "applies", facts: ["road_transport_operator"] },
      { rule: "de-fpersg-gefahrgut", status: "applies", facts: ["road_transport_operator"] },
    ],
  },
  {
    name: "an Austrian bakery chain",
    country: "AT",
    figures: { employees: 70, turnoverEur: 6_000_000, balanceSheetEur: 3_000_000 },
    present: ["employer", "food_business_operator"],
    cases: [
      { rule: "eu-lebensmittelrecht", status: "applies", facts: ["food_business_operator"] },
      { rule: "at-lmsvg", status: "applies", facts: ["food_business_operator"] },
    ],
  },
  {
    name: "a Swiss cheese dairy that denies any food business (a data error the evaluator must respect)",
    country: "CH",
    figures: { employees: 20 },
    present: ["employer"],
    absent: ["food_business_operator"],
    cases: [{ rule: "ch-lmg", status: "excluded", facts: ["food_business_operator"] }],
  },
  {
    name: "a medium-sized German online marketplace",
    country: "DE",
    figures: { employees: 80, turnoverEur: 15_000_000, balanceSheetEur: 8_000_000 },
    present: ["employer", "online_marketplace"],
    cases: [
      { rule: "eu-dsa", obligation: "platforms", status: "applies", facts: ["online_marketplace"] },
      { rule: "eu-dsa", obligation: "hosting", status: "applies", facts: ["online_marketplace"] },
      { rule: "de-psttg-dac7", status: "applies", facts: ["online_marketplace"] },
    ],
  },
  {
    name: "a small German marketplace start-up",
    country: "DE",
    figures: { employees: 9, turnoverEur: 800_000, balanceSheetEur: 300_000 },
    present: ["employer", "online_marketplace"],
    cases: [
      // Art. 19 DSA: the platform duties spare micro and small enterprises; notice and action does not.
      { rule: "eu-dsa", obligation: "platforms", status: "excluded" },
      { rule: "eu-dsa", obligation: "hosting", status: "applies" },
    ],
  },
  {
    name: "a German detergent maker",
    country: "DE",
    figures: { employees: 140, turnoverEur: 35_000_000, balanceSheetEur: 20_000_000 },
    present: ["employer", "chemicals_manufacturer_importer"],
    cases: [{ rule: "eu-reach-clp", status: "applies", facts: ["chemicals_manufacturer_importer"] }],
  },
  {
    name: "a maker of smart-home radio devices",
    country: "AT",
    figures: { employees: 40, turnoverEur: 6_000_000, balanceSheetEur: 2_000_000 },
    present: ["employer", "connected_product_manufacturer"],
    cases: [{ rule: "eu-red-cybersecurity", status: "applies", facts: ["connected_product_manufacturer"] }],
  },
  {
    name: "a German group parent with EUR 900 million revenue",
    country: "DE",
    figures: { employees: 4_000, turnoverEur: 900_000_000, balanceSheetEur: 700_000_000 },
    present: ["employer", "group_parent"],
    cases: [
      { rule: "de-minstg", status: "applies" },
      { rule: "de-hgb-jahresabschluss-offenlegung-pruefung", obligation: "audit", status: "applies" },
    ],
  },
];

describe("the duties every DACH company has, and the big missing families (issue 21, part 6)", () => {
  it("holds every new rule, scoped by facts instead of industry lists, official and deep-linked first", () => {
    for (const id of NEW_RULES) {
      const rule = ruleOf(id);
      assert.deepEqual(rule.industries, ["all"], `${id}: the fact scopes it, not an industry list`);
      assert.match(
        rule.sources[0]?.url ?? "",
        /^https:\/\/(eur-lex\.europa\.eu\/eli\/|www\.gesetze-im-internet\.de\/[a-z0-9_]+\/|www\.ris\.bka\.gv\.at\/(eli\/|GeltendeFassung)|www\.fedlex\.admin\.ch\/eli\/)/,
        `${id}: the first source links the act`,
      );
      assert.ok(rule.obligations.length >= 2 && rule.obligations.length <= 6, `${id}: 2–6 duties`);
    }
  });

  it("asks a question in German and English for each new fact", () => {
    for (const fact of ["temporary_agency_work", "goods_exporter", "fgas_equipment_operator"] as const) {
      assert.ok((COMPANY_ACTIVITIES as readonly string[]).includes(fact), fact);
      assert.ok(ACTIVITY_QUESTIONS[fact].de.trim().endsWith("?"), `${fact} de`);
      assert.ok(ACTIVITY_QUESTIONS[fact].en.trim().endsWith("?"), `${fact} en`);
    }
  });

  it("stages the duties the law stages, with their own dates", () => {
    const stages = (id: string) =>
      (ruleOf(id).applicability.obligations ?? []).map((obligation) => [obligation.id, obligation.effective_date]);
    assert.deepEqual(stages("eu-batterieverordnung"), [
      ["conformity", "2024-08-18"],
      ["producer-responsibility", "2025-08-18"],
      ["battery-passport", "2027-02-18"],
      ["due-diligence", "2027-08-18"],
    ]);
    assert.deepEqual(
      stages("de-hgb-jahresabschluss-offenlegung-pruefung").map(([id]) => id),
      ["publish", "audit"],
    );
    assert.deepEqual(
      stages("at-awg-abfallbeauftragter").map(([id]) => id),
      ["waste-concept", "waste-officer"],
    );
  });

  profileTable(PROFILES);
});
