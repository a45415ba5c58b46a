/**
 * The remaining rule families of issues 21 and 22: the Swiss minimum tax and the group figure
 * for the German and Austrian one, the ESPR destruction ban (staged by size), the Austrian
 * DAC6 and DAC7 acts, Swiss road transport, professional secrecy when a law firm or practice
 * outsources IT, cantonal and state data protection for public bodies, and the Machinery
 * Regulation for machinery makers only. Company profiles of our own, evaluated by the real
 * evaluator over the real library in the country the company is established in.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { COMPANY_ACTIVITIES } from "@planner/shared";
import { ACTIVITY_QUESTIONS } from "../src/domain/activities.js";
import { type CompanyProfile, profileTable, ruleOf } from "./support/profile-table.js";

const NEW_RULES = [
  "ch-mindstv",
  "eu-espr-vernichtungsverbot",
  "at-eu-mpfg-dac6",
  "at-dpmg-dac7",
  "ch-arv-sdr-strassentransport",
  "de-berufsgeheimnis-dienstleister",
  "at-berufsgeheimnis-rao",
  "ch-berufsgeheimnis-321-stgb",
  "ch-kantonaler-datenschutz",
  "de-landesdatenschutzgesetze",
];
const NEW_FACTS = [
  "machinery_manufacturer_importer",
  "professional_secrecy_holder",
  "state_or_local_public_body",
  "apparel_footwear_operator",
  "construction_client",
] as const;

const PROFILES: CompanyProfile[] = [
  // Minimum tax: the group's revenue counts, wherever the subsidiary sits.
  {
    name: "a Swiss subsidiary (CHF 20 million) of a group with EUR 900 million revenue",
    country: "CH",
    figures: { employees: 60, turnoverEur: 20_000_000, groupEmployees: 4_000, groupTurnoverEur: 900_000_000 },
    present: ["employer"],
    absent: ["eu_market_activity"],
    cases: [{ rule: "ch-mindstv", status: "applies", figure: "group_turnover" }],
  },
  {
    name: "the same Swiss company without a group figure",
    country: "CH",
    figures: { employees: 60, turnoverEur: 20_000_000 },
    present: ["employer"],
    absent: ["eu_market_activity"],
    cases: [{ rule: "ch-mindstv", status: "excluded" }],
  },
  {
    name: "a Swiss group below the threshold (EUR 600 million)",
    country: "CH",
    figures: { employees: 900, turnoverEur: 150_000_000, groupTurnoverEur: 600_000_000 },
    present: ["employer"],
    cases: [{ rule: "ch-mindstv", status: "excluded" }],
  },
  {
    name: "a German subsidiary with EUR 40 million in a group of EUR 1 billion",
    country: "DE",
    figures: { employees: 150, turnoverEur: 40_000_000, groupTurnoverEur: 1_000_000_000 },
    present: ["employer"],
    cases: [{ rule: "de-minstg", status: "applies", figure: "group_turnover" }],
  },
  {
    name: "an Austrian subsidiary with EUR 40 million in a group of EUR 1 billion",
    country: "AT",
    figures: { employees: 150, turnoverEur: 40_000_000, groupTurnoverEur: 1_000_000_000 },
    present: ["employer"],
    cases: [
      { rule: "at-minbestg", status: "applies", figure: "group_turnover" },
      // DAC6 binds every company with a reportable arrangement: no fact, no size.
      { rule: "at-eu-mpfg-dac6", status: "applies" },
    ],
  },
  // ESPR: apparel and footwear, large enterprises since 2026-07-19, medium ones from 2030-07-19.
  {
    name: "a large German fashion retailer",
    country: "DE",
    figures: { employees: 400, turnoverEur: 120_000_000, balanceSheetEur: 60_000_000 },
    present: ["employer", "apparel_footwear_operator"],
    cases: [
      { rule: "eu-espr-vernichtungsverbot", status: "applies", facts: ["apparel_footwear_operator"] },
      { rule: "eu-espr-vernichtungsverbot", obligation: "large-enterprises", status: "applies" },
    ],
  },
  {
    name: "a medium-sized Austrian shoe maker",
    country: "AT",
    figures: { employees: 120, turnoverEur: 25_000_000, balanceSheetEur: 12_000_000 },
    present: ["employer", "apparel_footwear_operator"],
    cases: [
      { rule: "eu-espr-vernichtungsverbot", status: "upcoming", appliesFrom: "2030-07-19" },
      { rule: "eu-espr-vernichtungsverbot", obligation: "large-enterprises", status: "excluded" },
      { rule: "eu-espr-vernichtungsverbot", obligation: "medium-enterprises", status: "upcoming" },
    ],
  },
  {
    name: "a small fashion label (micro and small enterprises are exempt)",
    country: "DE",
    figures: { employees: 12, turnoverEur: 2_000_000, balanceSheetEur: 800_000 },
    present: ["employer", "apparel_footwear_operator"],
    cases: [{ rule: "eu-espr-vernichtungsverbot", status: "excluded" }],
  },
  {
    name: "a large electronics retailer that sells no apparel",
    country: "DE",
    figures: { employees: 900, turnoverEur: 400_000_000, balanceSheetEur: 150_000_000 },
    present: ["employer"],
    absent: ["apparel_footwear_operator"],
    cases: [{ rule: "eu-espr-vernichtungsverbot", status: "excluded", facts: ["apparel_footwear_operator"] }],
  },
  {
    name: "a large retailer that did not say what it sells",
    country: "AT",
    figures: { employees: 900, turnoverEur: 400_000_000, balanceSheetEur: 150_000_000 },
    present: ["employer"],
    cases: [{ rule: "eu-espr-vernichtungsverbot", status: "undetermined", facts: ["apparel_footwear_operator"] }],
  },
  // AT DAC7: platform operators only.
  {
    name: "an Austrian holiday-rental platform",
    country: "AT",
    figures: { employees: 35 },
    present: ["employer", "online_marketplace"],
    cases: [{ rule: "at-dpmg-dac7", status: "applies", facts: ["online_marketplace"] }],
  },
  {
    name: "an Austrian engineering firm without a platform",
    country: "AT",
    figures: { employees: 35 },
    present: ["employer"],
    absent: ["online_marketplace"],
    cases: [
      { rule: "at-dpmg-dac7", status: "excluded", facts: ["online_marketplace"] },
      { rule: "at-eu-mpfg-dac6", status: "applies" },
    ],
  },
  // CH road transport.
  {
    name: "a Swiss haulage company with trucks and tank vehicles",
    country: "CH",
    figures: { employees: 70 },
    present: ["employer", "road_transport_operator"],
    absent: ["eu_market_activity"],
    cases: [{ rule: "ch-arv-sdr-strassentransport", status: "applies", facts: ["road_transport_operator"] }],
  },
  {
    name: "a Swiss software house that carries nothing by road",
    country: "CH",
    figures: { employees: 70 },
    present: ["employer"],
    absent: ["road_transport_operator"],
    cases: [{ rule: "ch-arv-sdr-strassentransport", status: "excluded", facts: ["road_transport_operator"] }],
  },
  {
    name: "a Swiss builder that did not say whether it runs trucks",
    country: "CH",
    figures: { employees: 70 },
    present: ["employer"],
    cases: [{ rule: "ch-arv-sdr-strassentransport", status: "undetermined", facts: ["road_transport_operator"] }],
  },
  // Professional secrecy when moving to the cloud.
  {
    name: "a Munich law firm moving e-mail to the cloud",
    country: "DE",
    figures: { employees: 25 },
    present: ["employer", "professional_secrecy_holder"],
    cases: [{ rule: "de-berufsgeheimnis-dienstleister", status: "applies", facts: ["professional_secrecy_holder"] }],
  },
  {
    name: "a Viennese law firm",
    country: "AT",
    figures: { employees: 12 },
    present: ["employer", "professional_secrecy_holder"],
    cases: [{ rule: "at-berufsgeheimnis-rao", status: "applies", facts: ["professional_secrecy_holder"] }],
  },
  {
    name: "a Zurich medical practice outsourcing its IT",
    country: "CH",
    figures: { employees: 9 },
    present: ["employer", "professional_secrecy_holder"],
    absent: ["eu_market_activity"],
    cases: [{ rule: "ch-berufsgeheimnis-321-stgb", status: "applies", facts: ["professional_secrecy_holder"] }],
  },
  {
    name: "a German SaaS company (no professional secrecy)",
    country: "DE",
    figures: { employees: 40 },
    present: ["employer"],
    absent: ["professional_secrecy_holder", "state_or_local_public_body"],
    cases: [
      { rule: "de-berufsgeheimnis-dienstleister", status: "excluded", facts: ["professional_secrecy_holder"] },
      { rule: "de-landesdatenschutzgesetze", status: "excluded", facts: ["state_or_local_public_body"] },
    ],
  },
  {
    name: "a tax adviser who did not answer the question",
    country: "DE",
    figures: { employees: 6 },
    present: ["employer"],
    cases: [{ rule: "de-berufsgeheimnis-dienstleister", status: "undetermined", facts: ["professional_secrecy_holder"] }],
  },
  // Cantonal and state data protection for public bodies.
  {
    name: "the city of Winterthur (a communal public body in the canton of Zurich)",
    country: "CH",
    figures: { employees: 5_000 },
    present: ["employer", "state_or_local_public_body"],
    absent: ["eu_market_activity"],
    // The canton's act, not the federal FADP (Art. 2 para. 1 DSG).
    cases: [
      { rule: "ch-kantonaler-datenschutz", status: "applies", facts: ["state_or_local_public_body"] },
      { rule: "ch-dsg", status: "excluded", facts: ["state_or_local_public_body"] },
    ],
  },
  {
    name: "a Swiss private insurer (the federal FADP, not cantonal law)",
    country: "CH",
    figures: { employees: 800 },
    present: ["employer"],
    absent: ["state_or_local_public_body"],
    cases: [
      { rule: "ch-kantonaler-datenschutz", status: "excluded", facts: ["state_or_local_public_body"] },
      { rule: "ch-dsg", status: "applies", facts: [] },
    ],
  },
  {
    name: "a Bavarian district administration",
    country: "DE",
    figures: { employees: 900 },
    present: ["employer", "state_or_local_public_body"],
    // The state's act, not the BDSG (§ 1 para. 1 no. 2 BDSG).
    cases: [
      { rule: "de-landesdatenschutzgesetze", status: "applies", facts: ["state_or_local_public_body"] },
      { rule: "de-bdsg", status: "excluded", facts: ["state_or_local_public_body"] },
    ],
  },
  {
    name: "a Swiss company that says nothing about public bodies keeps the FADP",
    country: "CH",
    figures: { employees: 40 },
    present: ["employer"],
    cases: [{ rule: "ch-dsg", status: "applies", facts: [] }],
  },
  // The client of a building site, whatever its industry.
  {
    name: "a German retailer building a warehouse as the client",
    country: "DE",
    figures: { employees: 600 },
    present: ["employer", "construction_client"],
    cases: [{ rule: "de-baustellv", status: "applies", facts: ["construction_client"] }],
  },
  {
    name: "an Austrian software house that builds nothing",
    country: "AT",
    figures: { employees: 60 },
    present: ["employer"],
    absent: ["construction_client"],
    cases: [{ rule: "at-baukg", status: "excluded", facts: ["construction_client"] }],
  },
  {
    name: "an Austrian hotel that did not say whether it is converting its building",
    country: "AT",
    figures: { employees: 60 },
    present: ["employer"],
    cases: [{ rule: "at-baukg", status: "undetermined", facts: ["construction_client"] }],
  },
  // The Machinery Regulation only for machinery makers, importers and distributors.
  {
    name: "a German machine builder before the Machinery Regulation applies",
    country: "DE",
    figures: { employees: 300 },
    present: ["employer", "machinery_manufacturer_importer"],
    cases: [{ rule: "eu-machinery-regulation", status: "upcoming", facts: ["machinery_manufacturer_importer"], appliesFrom: "2027-01-20" }],
  },
  {
    name: "an Austrian manufacturer of cosmetics that builds no machinery",
    country: "AT",
    figures: { employees: 300 },
    present: ["employer"],
    absent: ["machinery_manufacturer_importer"],
    cases: [{ rule: "eu-machinery-regulation", status: "excluded", facts: ["machinery_manufacturer_importer"] }],
  },
  {
    name: "a manufacturer that did not say whether it builds machinery",
    country: "DE",
    figures: { employees: 300 },
    present: ["employer"],
    cases: [{ rule: "eu-machinery-regulation", status: "undetermined", facts: ["machinery_manufacturer_importer"] }],
  },
];

describe("the remaining families: minimum tax, ESPR, AT DAC6/DAC7, CH road transport, professional secrecy, cantonal and state data protection, machinery", () => {
  it("holds every new rule with its official first source deep-linked and 2–6 duties", () => {
    for (const id of NEW_RULES) {
      const rule = ruleOf(id);
      assert.match(
        rule.sources[0]?.url ?? "",
        /^https:\/\/(eur-lex\.europa\.eu\/eli\/|www\.gesetze-im-internet\.de\/[a-z0-9_]+\/|www\.ris\.bka\.gv\.at\/(eli\/|GeltendeFassung)|www\.fedlex\.admin\.ch\/eli\/)/,
        `${id}: the first source links an act`,
      );
      assert.ok(rule.obligations.length >= 2 && rule.obligations.length <= 6, `${id}: 2–6 duties`);
      assert.ok(rule.project_relevance && rule.project_relevance.length > 0, `${id}: project relevance`);
    }
  });

  it("asks a question in German and English for each new fact", () => {
    for (const fact of NEW_FACTS) {
      assert.ok((COMPANY_ACTIVITIES as readonly string[]).includes(fact), fact);
      assert.ok(ACTIVITY_QUESTIONS[fact].de.trim().endsWith("?"), `${fact} de`);
      assert.ok(ACTIVITY_QUESTIONS[fact].en.trim().endsWith("?"), `${fact} en`);
    }
  });

  it("counts the group for every minimum-tax rule, in the law's currency", () => {
    for (const id of ["de-minstg", "at-minbestg", "ch-mindstv"]) {
      const [threshold, ...rest] = ruleOf(id).applicability.thresholds;
      assert.equal(rest.length, 0, id);
      assert.deepEqual(
        { metric: threshold?.metric, value: threshold?.value, currency: threshold?.currency, count: threshold?.count },
        { metric: "turnover", value: 750_000_000, currency: "EUR", count: "group" },
        id,
      );
    }
  });

  it("relates professional secrecy to cloud and IT projects, and public-body data protection to public projects", () => {
    for (const id of ["de-berufsgeheimnis-dienstleister", "at-berufsgeheimnis-rao", "ch-berufsgeheimnis-321-stgb"]) {
      assert.ok(ruleOf(id).project_relevance?.includes("cloud_outsourcing"), id);
    }
    for (const id of ["ch-kantonaler-datenschutz", "de-landesdatenschutzgesetze"]) {
      assert.ok(ruleOf(id).project_relevance?.includes("public_sector_project"), id);
    }
    assert.deepEqual(ruleOf("eu-machinery-regulation").industries, ["all"], "the fact scopes the Machinery Regulation");
  });

  it("stages the ESPR ban by the law's dates", () => {
    const stages = (ruleOf("eu-espr-vernichtungsverbot").applicability.obligations ?? []).map((o) => [o.id, o.effective_date]);
    assert.deepEqual(stages, [
      ["large-enterprises", "2026-07-19"],
      ["medium-enterprises", "2030-07-19"],
    ]);
  });

  profileTable(PROFILES);
});
