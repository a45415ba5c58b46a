/**
 * Scope by activity, not by industry list (issue 21, part 2). Where a statute binds an
 * activity (filling packaging, selling online to consumers, taking back electrical
 * equipment, recording sales with a taximeter) or every legal entity (the transparency
 * register), an industry list leaves out companies the law covers. Profiles of companies
 * whose industry the old lists missed, evaluated by the real evaluator over the real
 * library: the rule is returned for their industry (the list the service filters by holds
 * it or `all`) and the activity fact decides — present, it applies; unknown, it is
 * `undetermined` with the question; denied, it is excluded.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { COMPANY_ACTIVITIES } from "@planner/shared";
import { DEFAULT_RULES_FILE } from "../src/config.js";
import { ACTIVITY_QUESTIONS, type CompanyFacts } from "../src/domain/activities.js";
import { type CompanyFigures, evaluateRule, type MatchStatus } from "../src/domain/applicability.js";
import type { CompanyActivity, RuleData, RulesFile } from "../src/domain/types.js";

const data = JSON.parse(readFileSync(DEFAULT_RULES_FILE, "utf8")) as RulesFile;
/** The day after the data was verified, so the answers are those of the law the data states. */
const SETTINGS = { chfPerEur: 0.93, today: "2026-11-23" };

const NEW_FACTS: CompanyActivity[] = [
  "consumer_ecommerce",
  "packaging_producer",
  "online_marketplace",
  "battery_producer",
  "chemicals_manufacturer_importer",
  "food_business_operator",
  "road_transport_operator",
  "hospital_operator",
  "public_contractor",
  "group_parent",
];

const ruleOf = (id: string): RuleData => {
  const rule = data.rules.find((candidate) => candidate.id === id);
  assert.ok(rule, `${id} is in the library`);
  return rule;
};

/** What the service's industry filter lets through: the rule lists the industry, or `all`. */
const shownFor = (rule: RuleData, industry: string) => rule.industries.includes("all") || rule.industries.includes(industry);

interface Case {
  rule: string;
  /** A staged rule: the obligation that carries the expected status. */
  obligation?: string;
  status: MatchStatus;
  /** Facts that must decide (applies, excluded) or be asked about (undetermined). */
  facts?: CompanyActivity[];
}

interface Profile {
  name: string;
  industry: string;
  figures: CompanyFigures;
  present: CompanyActivity[];
  absent?: CompanyActivity[];
  cases: Case[];
}

const PROFILES: Profile[] = [
  {
    name: "an IT GmbH with 30 staff",
    industry: "it_software",
    figures: { employees: 30, turnoverEur: 4_000_000, balanceSheetEur: 1_500_000 },
    present: ["employer"],
    // § 20 GwG binds every legal entity and registered partnership, whatever it does.
    cases: [{ rule: "de-transparenzregister", status: "applies" }],
  },
  {
    name: "a detergent maker filling bottles and boxes",
    industry: "chemicals",
    figures: { employees: 140, turnoverEur: 35_000_000, balanceSheetEur: 20_000_000 },
    present: ["employer", "packaging_producer", "chemicals_manufacturer_importer"],
    cases: [
      { rule: "de-verpackg", status: "applies", facts: ["packaging_producer"] },
      { rule: "eu-ppwr", status: "applies", facts: ["packaging_producer"] },
      { rule: "de-transparenzregister", status: "applies" },
    ],
  },
  {
    name: "a food retailer that also sells kettles and toasters",
    industry: "food",
    figures: { employees: 400, turnoverEur: 120_000_000, balanceSheetEur: 60_000_000 },
    present: ["employer", "electrical_equipment_distributor", "food_business_operator"],
    absent: ["electrical_equipment_producer"],
    // § 17 ElektroG: the take-back duty follows the sale of electrical goods, not the industry.
    cases: [{ rule: "de-elektrog", obligation: "retail-take-back", status: "applies", facts: ["electrical_equipment_distributor"] }],
  },
  {
    name: "a taxi company with taximeters",
    industry: "transport_logistics",
    figures: { employees: 25 },
    present: ["employer", "road_transport_operator"],
    // § 146a AO with § 1 Abs. 2 KassenSichV: taximeters and odometers are recording systems since 2024.
    cases: [{ rule: "de-kassensichv", status: "applies", facts: ["road_transport_operator"] }],
  },
  {
    name: "a medium-sized online marketplace",
    industry: "retail",
    figures: { employees: 80, turnoverEur: 15_000_000, balanceSheetEur: 8_000_000 },
    present: ["employer", "online_marketplace", "consumer_ecommerce"],
    // Online marketplaces are an Annex II sector of NIS2 (digital providers) from medium size on.
    cases: [
      { rule: "eu-nis2", status: "applies" },
      { rule: "de-bsig-nis2", status: "applies" },
      { rule: "de-bfsg", obligation: "services", status: "applies", facts: ["consumer_ecommerce"] },
    ],
  },
  {
    name: "a hotel group that did not say whether it sells online to consumers",
    industry: "hospitality",
    figures: { employees: 60, turnoverEur: 9_000_000, balanceSheetEur: 5_000_000 },
    present: ["employer"],
    absent: ["eaa_product_supplier", "public_telecom_provider", "financial_sector_entity"],
    cases: [
      { rule: "de-bfsg", status: "undetermined", facts: ["consumer_ecommerce"] },
      { rule: "eu-eaa", status: "undetermined", facts: ["consumer_ecommerce"] },
      { rule: "at-bafg", status: "undetermined", facts: ["consumer_ecommerce"] },
    ],
  },
  {
    name: "the same hotel group, which sells no services online to consumers",
    industry: "hospitality",
    figures: { employees: 60, turnoverEur: 9_000_000, balanceSheetEur: 5_000_000 },
    present: ["employer"],
    absent: ["eaa_product_supplier", "public_telecom_provider", "financial_sector_entity", "consumer_ecommerce"],
    cases: [
      { rule: "de-bfsg", status: "excluded", facts: ["consumer_ecommerce"] },
      { rule: "eu-eaa", status: "excluded", facts: ["consumer_ecommerce"] },
      { rule: "at-bafg", status: "excluded", facts: ["consumer_ecommerce"] },
    ],
  },
];

const factsOf = (profile: Profile): CompanyFacts => ({ present: new Set(profile.present), absent: new Set(profile.absent ?? []) });

describe("compliance scope by activity (issue 21, part 2)", () => {
  it("every new fact is a public fact with a question in German and English", () => {
    for (const fact of NEW_FACTS) {
      assert.ok((COMPANY_ACTIVITIES as readonly string[]).includes(fact), fact);
      assert.ok(ACTIVITY_QUESTIONS[fact].de.trim().endsWith("?"), `${fact} de`);
      assert.ok(ACTIVITY_QUESTIONS[fact].en.trim().endsWith("?"), `${fact} en`);
    }
    assert.match(ACTIVITY_QUESTIONS.cash_register_user.de, /Taxameter/);
  });

  it("the re-scoped rules have no industry list; the activity fact scopes them", () => {
    for (const id of [
      "de-transparenzregister",
      "de-verpackg",
      "at-verpackvo",
      "eu-ppwr",
      "de-elektrog",
      "de-kassensichv",
      "eu-eaa",
      "de-bfsg",
      "at-bafg",
    ]) {
      assert.deepEqual(ruleOf(id).industries, ["all"], id);
    }
    assert.deepEqual(ruleOf("de-transparenzregister").applicability.requires_any ?? [], [], "§ 20 GwG binds every legal entity: no fact");
    assert.match(ruleOf("de-transparenzregister").sources[0]?.url ?? "", /^https:\/\/www\.gesetze-im-internet\.de\/gwg_2017\/__20\.html$/);
    for (const id of ["eu-nis2", "de-bsig-nis2", "at-nisg"]) {
      for (const industry of ["retail", "education"]) assert.ok(ruleOf(id).industries.includes(industry), `${id} covers ${industry}`);
    }
    for (const industry of ["education", "pharma"]) assert.ok(ruleOf("ch-isg-meldepflicht").industries.includes(industry), industry);
  });

  for (const profile of PROFILES) {
    for (const expected of profile.cases) {
      it(`${profile.name}: ${expected.rule}${expected.obligation ? `/${expected.obligation}` : ""} ${expected.status}`, () => {
        const rule = ruleOf(expected.rule);
        assert.ok(shownFor(rule, profile.industry), `${expected.rule} is not hidden by the industry filter ${profile.industry}`);
        // The company is established in the rule's own country (DE, or AT for an Austrian rule).
        const country = rule.countries.includes("DE") ? "DE" : "AT";
        const result = evaluateRule(rule, profile.figures, SETTINGS, factsOf(profile), country);
        const subject = expected.obligation
          ? result.obligations.find((candidate) => candidate.obligation.id === expected.obligation)
          : result;
        assert.ok(subject, `${expected.rule}/${expected.obligation}`);
        assert.equal(subject.status, expected.status, `${expected.rule}: open ${JSON.stringify(subject.openActivities)}`);
        if (expected.status === "undetermined") {
          for (const fact of expected.facts ?? []) assert.ok(subject.openActivities.includes(fact), `${expected.rule} asks about ${fact}`);
        } else {
          for (const fact of expected.facts ?? []) assert.ok(subject.decidingActivities.includes(fact), `${expected.rule} names ${fact}`);
        }
      });
    }
  }

  it("a food retailer's query by industry no longer loses WEEE take-back, packaging or the cash register", () => {
    for (const id of ["de-elektrog", "de-verpackg", "de-kassensichv", "de-transparenzregister"])
      assert.ok(shownFor(ruleOf(id), "food"), id);
  });
});
