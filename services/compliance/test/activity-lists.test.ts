/**
 * The last industry lists that hid covered companies (issue 21 audit): AML, product safety,
 * cyber resilience, building energy, construction work, EUDR and critical entities are scoped
 * by the statute's activity, so the rule is shown for every industry and the fact decides —
 * affirmed, it applies (or is upcoming); denied, it is excluded; unknown, it is `undetermined`
 * with the question. Profiles of companies the old lists left out, through the real evaluator
 * over the real library.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { COMPANY_ACTIVITIES } from "@planner/shared";
import { ACTIVITY_QUESTIONS } from "../src/domain/activities.js";
import type { CompanyActivity } from "../src/domain/types.js";
import { type CompanyProfile, LIBRARY, profileTable, ruleOf } from "./support/profile-table.js";

const RESCOPED = ["eu-eudr", "eu-cer", "eu-cra", "eu-gpsr", "eu-amlr", "de-kritis", "de-gwg", "de-geg", "ch-gwg", "ch-prsg", "ch-bauav"];

const NEW_FACTS: CompanyActivity[] = [
  "aml_obliged_entity",
  "consumer_product_supplier",
  "product_supplier",
  "digital_product_supplier",
  "building_owner",
  "construction_contractor",
];

const PROFILES: CompanyProfile[] = [
  {
    name: "a software company offering crypto custody (obliged entity)",
    country: "DE",
    figures: { employees: 25 },
    present: ["employer", "aml_obliged_entity"],
    cases: [
      { rule: "de-gwg", status: "applies", facts: ["aml_obliged_entity"] },
      { rule: "eu-amlr", status: "upcoming", facts: ["aml_obliged_entity"], appliesFrom: "2027-07-10" },
      { rule: "eu-cra", status: "undetermined", facts: ["digital_product_supplier"] },
    ],
  },
  {
    name: "a food retailer taking no large cash payments",
    country: "DE",
    figures: { employees: 60 },
    present: ["employer", "consumer_product_supplier"],
    absent: ["aml_obliged_entity"],
    cases: [
      { rule: "de-gwg", status: "excluded", facts: ["aml_obliged_entity"] },
      { rule: "eu-amlr", status: "excluded", facts: ["aml_obliged_entity"] },
      { rule: "eu-gpsr", status: "applies", facts: ["consumer_product_supplier"] },
    ],
  },
  {
    name: "a joinery making wooden furniture for consumers",
    country: "AT",
    figures: { employees: 9 },
    present: ["employer", "consumer_product_supplier", "eudr_commodity_operator"],
    absent: ["digital_product_supplier"],
    cases: [
      { rule: "eu-gpsr", status: "applies", facts: ["consumer_product_supplier"] },
      { rule: "eu-eudr", status: "upcoming", facts: ["eudr_commodity_operator"], appliesFrom: "2026-12-30" },
      { rule: "eu-cra", status: "excluded", facts: ["digital_product_supplier"] },
    ],
  },
  {
    name: "a machine builder that stated nothing",
    country: "DE",
    figures: { employees: 180 },
    present: ["employer"],
    cases: [
      { rule: "eu-cra", status: "undetermined", facts: ["digital_product_supplier"] },
      { rule: "eu-gpsr", status: "undetermined", facts: ["consumer_product_supplier", "online_marketplace"] },
      { rule: "de-gwg", status: "undetermined", facts: ["aml_obliged_entity"] },
      { rule: "de-geg", status: "undetermined", facts: ["building_owner", "construction_client", "construction_contractor"] },
      { rule: "de-kritis", status: "undetermined", facts: ["critical_entity"] },
    ],
  },
  {
    name: "an app maker shipping connected devices",
    country: "DE",
    figures: { employees: 40 },
    present: ["employer", "digital_product_supplier"],
    cases: [{ rule: "eu-cra", status: "applies", facts: ["digital_product_supplier"] }],
  },
  {
    name: "a pharmaceutical plant identified as a critical facility",
    country: "DE",
    figures: { employees: 900 },
    present: ["employer", "critical_entity"],
    cases: [
      { rule: "de-kritis", status: "applies", facts: ["critical_entity"] },
      { rule: "eu-cer", status: "applies", facts: ["critical_entity"] },
    ],
  },
  {
    name: "a logistics firm owning its heated warehouse",
    country: "DE",
    figures: { employees: 120 },
    present: ["employer", "building_owner"],
    cases: [{ rule: "de-geg", status: "applies", facts: ["building_owner"] }],
  },
  {
    name: "a consultancy renting its office, building nothing",
    country: "DE",
    figures: { employees: 15 },
    present: ["employer"],
    absent: ["building_owner", "construction_client", "construction_contractor"],
    cases: [{ rule: "de-geg", status: "excluded", facts: ["building_owner", "construction_client", "construction_contractor"] }],
  },
  {
    name: "a Swiss watch dealer taking cash above CHF 100,000",
    country: "CH",
    figures: { employees: 12 },
    present: ["employer", "aml_obliged_entity", "consumer_product_supplier"],
    cases: [
      { rule: "ch-gwg", status: "applies", facts: ["aml_obliged_entity"] },
      { rule: "ch-prsg", status: "applies", facts: ["consumer_product_supplier"] },
    ],
  },
  {
    name: "a Swiss maker of tools for tradespeople",
    country: "CH",
    figures: { employees: 30 },
    present: ["employer", "product_supplier"],
    absent: ["consumer_product_supplier"],
    cases: [{ rule: "ch-prsg", status: "applies", facts: ["product_supplier"] }],
  },
  {
    name: "a Swiss software house selling no goods",
    country: "CH",
    figures: { employees: 20 },
    present: ["employer"],
    absent: ["aml_obliged_entity", "product_supplier", "consumer_product_supplier", "machinery_manufacturer_importer"],
    cases: [
      { rule: "ch-gwg", status: "excluded", facts: ["aml_obliged_entity"] },
      { rule: "ch-prsg", status: "excluded", facts: ["product_supplier"] },
    ],
  },
  {
    name: "a Swiss manufacturer whose maintenance crew does building work",
    country: "CH",
    figures: { employees: 250 },
    present: ["construction_contractor"],
    cases: [
      { rule: "ch-bauav", status: "applies", facts: ["employer", "construction_contractor"] },
      { rule: "ch-bauav", obligation: "construction-work-safety", status: "applies", facts: ["construction_contractor"] },
    ],
  },
  {
    name: "a Swiss architects' office that builds nothing itself",
    country: "CH",
    figures: { employees: 8 },
    present: [],
    absent: ["construction_contractor"],
    cases: [{ rule: "ch-bauav", status: "excluded", facts: ["construction_contractor"] }],
  },
  {
    name: "a Swiss roofer working alone",
    country: "CH",
    figures: { employees: 0 },
    present: ["construction_contractor"],
    cases: [{ rule: "ch-bauav", status: "excluded", facts: ["employer"] }],
  },
  {
    name: "a Swiss painter with staff who stated nothing about building work",
    country: "CH",
    figures: { employees: 6 },
    present: [],
    cases: [{ rule: "ch-bauav", status: "undetermined", facts: ["construction_contractor"] }],
  },
];

describe("industry lists replaced by activity facts (issue 21 audit)", () => {
  it("each new fact is a public fact with a question in German and English", () => {
    for (const fact of NEW_FACTS) {
      assert.ok(COMPANY_ACTIVITIES.includes(fact), fact);
      assert.ok(ACTIVITY_QUESTIONS[fact].de.endsWith("?") && ACTIVITY_QUESTIONS[fact].en.endsWith("?"), fact);
    }
  });

  it("the re-scoped rules are shown for every industry, scoped by a fact, with the industry-list point closed", () => {
    for (const id of RESCOPED) {
      const rule = ruleOf(id);
      assert.deepEqual(rule.industries, ["all"], id);
      const scoped = rule.applicability.requires_any?.length || rule.applicability.obligations?.some((duty) => duty.requires_any?.length);
      assert.ok(scoped, `${id} is scoped by a fact`);
      assert.ok(!(rule.unverified ?? []).some((entry) => entry.point.startsWith("Industry list:")), `${id} has no industry-list point`);
    }
    assert.ok(!LIBRARY.rules.some((rule) => (rule.unverified ?? []).some((entry) => entry.point.startsWith("Industry list:"))));
  });

  profileTable(PROFILES);
});
