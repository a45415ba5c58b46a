/**
 * Issue 21, parts 3–5, against the real library with the real evaluator: over-inclusive
 * rules answer to their real scope test (a denied fact or a low figure excludes), thresholds
 * the law counts at group level compare the group's figures, and a law that is adopted but
 * not yet applicable (or a directive not transposed) is `upcoming`, never `applies`. The
 * evaluation date is injected, so the answers do not drift with the calendar.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { DEFAULT_RULES_FILE } from "../src/config.js";
import type { CompanyFacts } from "../src/domain/activities.js";
import { type CompanyFigures, evaluateRule, type MatchStatus, type RuleEvaluation } from "../src/domain/applicability.js";
import type { CompanyActivity, Country, Figure, RuleData, RulesFile } from "../src/domain/types.js";

const data = JSON.parse(readFileSync(DEFAULT_RULES_FILE, "utf8")) as RulesFile;
const TODAY = "2026-11-26";
const settings = (today = TODAY) => ({ chfPerEur: 0.93, today });

const ruleById = (id: string): RuleData => {
  const found = data.rules.find((rule) => rule.id === id);
  assert.ok(found, `the library holds ${id}`);
  return found;
};

const facts = (present: CompanyActivity[] = [], absent: CompanyActivity[] = []): CompanyFacts => ({
  present: new Set(present),
  absent: new Set(absent),
});

interface Expectation {
  status: MatchStatus;
  /** Figures that must be among the deciding ones. */
  figures?: Figure[];
  /** Facts that must be among the deciding ones (applies, excluded) or asked (undetermined). */
  activities?: CompanyActivity[];
  /** A staged obligation and its status. */
  obligation?: [string, MatchStatus];
  appliesFrom?: string;
  /** The transposition deadline of a directive not transposed in the company's country. */
  pendingDeadline?: string;
}

interface Profile {
  name: string;
  country: Country;
  figures: CompanyFigures;
  present?: CompanyActivity[];
  absent?: CompanyActivity[];
  /** Evaluation date (default: the fixed today). */
  today?: string;
  expect: Record<string, Expectation>;
}

function check(profile: Profile): void {
  for (const [id, expected] of Object.entries(profile.expect)) {
    const result: RuleEvaluation = evaluateRule(
      ruleById(id),
      profile.figures,
      settings(profile.today),
      facts(profile.present, profile.absent),
      profile.country,
    );
    const where = `${profile.name} / ${id}`;
    assert.equal(result.status, expected.status, `${where}: ${JSON.stringify({ open: result.openActivities, from: result.appliesFrom })}`);
    for (const figure of expected.figures ?? []) {
      assert.ok(result.decidingFigures.includes(figure), `${where}: deciding figures ${result.decidingFigures} include ${figure}`);
    }
    for (const activity of expected.activities ?? []) {
      const named = result.status === "undetermined" ? result.openActivities : result.decidingActivities;
      assert.ok(named.includes(activity), `${where}: ${activity} in ${named}`);
    }
    if (expected.obligation) {
      const [obligationId, status] = expected.obligation;
      const obligation = result.obligations.find((candidate) => candidate.obligation.id === obligationId);
      assert.equal(obligation?.status, status, `${where}: obligation ${obligationId}`);
    }
    if (expected.status === "upcoming") {
      assert.equal(result.appliesFrom, expected.appliesFrom, `${where}: applies_from`);
      assert.equal(result.transpositionPending?.deadline, expected.pendingDeadline, `${where}: transposition deadline`);
    } else {
      assert.equal(result.appliesFrom, undefined, `${where}: only an upcoming rule has a date`);
    }
  }
}

/** Part 3: the over-inclusive rules and the scope test each now has. */
const OVER_INCLUSION: Profile[] = [
  {
    name: "a solo founder in Germany with no employees",
    country: "DE",
    figures: { employees: 0, turnoverEur: 80_000 },
    expect: Object.fromEntries(
      ["de-milog", "de-arbschg", "de-arbzg", "de-nachwg", "eu-working-time-directive"].map((id) => [
        id,
        { status: "excluded", activities: ["employer"] } satisfies Expectation,
      ]),
    ),
  },
  {
    name: "the same founder with twelve employees",
    country: "DE",
    figures: { employees: 12 },
    expect: {
      "de-milog": { status: "applies", activities: ["employer"] },
      "de-arbschg": { status: "applies", activities: ["employer"] },
      "de-nachwg": { status: "applies", activities: ["employer"] },
    },
  },
  {
    name: "a solo founder in Austria and in Switzerland with no employees",
    country: "AT",
    figures: { employees: 0 },
    expect: { "at-azg-arg": { status: "excluded" }, "at-kv-mindestentgelt": { status: "excluded" } },
  },
  {
    name: "a Swiss one-person consultancy",
    country: "CH",
    figures: { employees: 0 },
    expect: {
      "ch-arg-argv1": { status: "excluded" },
      "ch-uvg-vuv": { status: "excluded" },
      "ch-kantonale-mindestloehne": { status: "excluded" },
    },
  },
  {
    name: "a pure B2B engineering firm and accessibility",
    country: "DE",
    figures: { employees: 30, turnoverEur: 5_000_000, balanceSheetEur: 3_000_000 },
    absent: ["consumer_ecommerce", "public_telecom_provider", "financial_sector_entity", "eaa_product_supplier"],
    expect: {
      "de-bfsg": { status: "excluded", obligation: ["services", "excluded"] },
      "eu-eaa": { status: "excluded" },
    },
  },
  {
    name: "an online shop of the same size and accessibility",
    country: "DE",
    figures: { employees: 30, turnoverEur: 5_000_000, balanceSheetEur: 3_000_000 },
    present: ["consumer_ecommerce"],
    expect: { "de-bfsg": { status: "applies", obligation: ["services", "applies"], activities: ["consumer_ecommerce"] } },
  },
  {
    name: "an energy-light office (0.2 GWh a year) and the EnEfG",
    country: "DE",
    figures: { employees: 20, energyConsumptionGwh: 0.2 },
    expect: { "de-enefg": { status: "excluded", figures: ["energy_consumption"] } },
  },
  {
    name: "a plant using 3 GWh a year: savings plans, but no management system",
    country: "DE",
    figures: { employees: 90, energyConsumptionGwh: 3 },
    expect: {
      "de-enefg": { status: "applies", figures: ["energy_consumption"], obligation: ["energy-management", "excluded"] },
    },
  },
  {
    name: "a company that did not state its energy consumption",
    country: "DE",
    figures: { employees: 90 },
    expect: { "de-enefg": { status: "undetermined", figures: ["energy_consumption"] } },
  },
  {
    name: "a Swiss office using 0.1 GWh and a Swiss foundry using 8 GWh",
    country: "CH",
    figures: { employees: 15, energyConsumptionGwh: 0.1 },
    expect: { "ch-co2-energie": { status: "excluded", figures: ["energy_consumption"] } },
  },
  {
    name: "a Swiss foundry using 8 GWh",
    country: "CH",
    figures: { employees: 150, energyConsumptionGwh: 8 },
    expect: { "ch-co2-energie": { status: "applies", figures: ["energy_consumption"] } },
  },
  {
    name: "a firm that never bids for public contracts",
    country: "DE",
    figures: { employees: 40 },
    absent: ["public_contractor"],
    expect: {
      "de-erechv": { status: "excluded", activities: ["public_contractor"] },
      "de-gwb-vgv": { status: "excluded" },
      "eu-public-procurement": { status: "excluded" },
    },
  },
  {
    name: "a construction firm bidding for public works",
    country: "AT",
    figures: { employees: 40 },
    present: ["public_contractor"],
    expect: { "at-bvergg": { status: "applies", activities: ["public_contractor"] }, "at-e-rechnung-bund": { status: "applies" } },
  },
  {
    name: "a Swiss supplier that never bids for public contracts",
    country: "CH",
    figures: { employees: 40 },
    absent: ["public_contractor"],
    expect: { "ch-boeb-ivoeb": { status: "excluded" }, "ch-e-rechnung-bund": { status: "excluded" } },
  },
  {
    name: "an unlisted SME and the EU Taxonomy",
    country: "DE",
    figures: { employees: 80 },
    absent: ["listed_company", "financial_sector_entity"],
    expect: { "eu-taxonomy": { status: "excluded" } },
  },
  {
    name: "a listed group of 600 and the EU Taxonomy",
    country: "DE",
    figures: { employees: 600 },
    present: ["listed_company"],
    expect: { "eu-taxonomy": { status: "applies", activities: ["listed_company"], figures: ["employees"] } },
  },
  {
    name: "a machine maker and the MDR, a medical practice and hospital IT security",
    country: "DE",
    figures: { employees: 120 },
    absent: ["medical_device_manufacturer", "hospital_operator"],
    expect: {
      "eu-mdr": { status: "excluded", activities: ["medical_device_manufacturer"] },
      "de-diga": { status: "excluded" },
      "de-krankenhaus-it-sicherheit": { status: "excluded", activities: ["hospital_operator"] },
    },
  },
  {
    name: "a med-tech maker and a hospital",
    country: "DE",
    figures: { employees: 120 },
    present: ["medical_device_manufacturer", "hospital_operator"],
    expect: { "eu-mdr": { status: "applies" }, "de-krankenhaus-it-sicherheit": { status: "applies", activities: ["hospital_operator"] } },
  },
  {
    name: "a utility that denies being a critical entity",
    country: "DE",
    figures: { employees: 400 },
    absent: ["critical_entity"],
    expect: { "de-kritis": { status: "excluded", activities: ["critical_entity"] }, "eu-cer": { status: "excluded" } },
  },
  {
    name: "a software house: no financial, commodity or energy-supply activity",
    country: "DE",
    figures: { employees: 60 },
    absent: ["financial_sector_entity", "eudr_commodity_operator", "energy_supply_operator"],
    expect: {
      "eu-dora": { status: "excluded" },
      "de-marisk": { status: "excluded" },
      "eu-sfdr": { status: "excluded" },
      "eu-eudr": { status: "excluded" },
      "de-enwg": { status: "excluded", activities: ["energy_supply_operator"] },
    },
  },
  {
    name: "a software house that has not said what it does: asked, not excluded",
    country: "DE",
    figures: { employees: 60 },
    expect: {
      "eu-dora": { status: "undetermined", activities: ["financial_sector_entity"] },
      "de-enwg": { status: "undetermined", activities: ["energy_supply_operator"] },
      "eu-mdr": { status: "undetermined", activities: ["medical_device_manufacturer"] },
      "de-kritis": { status: "undetermined", activities: ["critical_entity"] },
    },
  },
];

/** Part 4: thresholds counted at group level. */
const IT_SUBSIDIARY: CompanyFigures = { employees: 40, turnoverEur: 8_000_000, balanceSheetEur: 5_000_000 };
const NIS2_OVERRIDES: CompanyActivity[] = ["critical_entity", "trust_service_provider", "dns_tld_provider", "public_telecom_provider"];
const GROUP_COUNTING: Profile[] = [
  {
    name: "a 40-person IT subsidiary of a 5,000-person group and NIS2",
    country: "DE",
    figures: { ...IT_SUBSIDIARY, groupEmployees: 5000, groupTurnoverEur: 900_000_000 },
    absent: NIS2_OVERRIDES,
    expect: {
      "de-bsig-nis2": { status: "applies", figures: ["group_employees", "group_turnover"] },
      "eu-nis2": { status: "applies", figures: ["group_employees"] },
      "de-edl-g": { status: "applies", figures: ["group_employees"] },
    },
  },
  {
    name: "the same 40 people as a stand-alone company",
    country: "DE",
    figures: IT_SUBSIDIARY,
    absent: NIS2_OVERRIDES,
    expect: { "de-bsig-nis2": { status: "excluded", figures: ["employees"] }, "de-edl-g": { status: "excluded" } },
  },
  {
    name: "an Austrian subsidiary of a large group and the energy audit",
    country: "AT",
    figures: { employees: 60, turnoverEur: 9_000_000, balanceSheetEur: 6_000_000, groupEmployees: 1200 },
    absent: NIS2_OVERRIDES,
    expect: { "at-eeffg": { status: "applies", figures: ["group_employees"] }, "at-nisg": { status: "applies" } },
  },
  {
    name: "a 20-person maker of connected devices inside a large group and the Data Act",
    country: "DE",
    figures: { employees: 20, turnoverEur: 3_000_000, balanceSheetEur: 2_000_000, groupEmployees: 3000 },
    present: ["connected_product_manufacturer"],
    expect: { "eu-data-act": { status: "applies", obligation: ["data-access", "applies"] } },
  },
  {
    name: "a 20-person maker of connected devices on its own: exempt from Art. 3–7",
    country: "DE",
    figures: { employees: 20, turnoverEur: 3_000_000, balanceSheetEur: 2_000_000 },
    present: ["connected_product_manufacturer"],
    absent: ["data_processing_service_provider"],
    expect: { "eu-data-act": { status: "applies", obligation: ["data-access", "excluded"] } },
  },
  {
    name: "a parent with 300 employees of its own and 1,500 in its German group and the LkSG",
    country: "DE",
    figures: { employees: 300, groupEmployees: 1500 },
    present: ["group_parent"],
    expect: {
      "de-lksg": { status: "applies", figures: ["group_employees"], activities: ["group_parent"] },
      "de-mitbestimmung": { status: "applies", figures: ["group_employees"] },
    },
  },
  {
    name: "a subsidiary with 300 employees in a group of 1,500: the group's count is the parent's",
    country: "DE",
    figures: { employees: 300, groupEmployees: 1500 },
    absent: ["group_parent"],
    expect: { "de-lksg": { status: "excluded", figures: ["employees"] }, "de-mitbestimmung": { status: "excluded" } },
  },
  {
    name: "a group member that has not said whether it is the parent: asked",
    country: "DE",
    figures: { employees: 300, groupEmployees: 1500 },
    expect: { "de-lksg": { status: "undetermined", activities: ["group_parent"] } },
  },
];

/** Part 5: adopted but not yet applicable, and directives not transposed. */
const TIME: Profile[] = [
  {
    name: "a bank before the AMLR applies",
    country: "DE",
    figures: { employees: 300 },
    // The AMLR is scoped by its obliged entities, not by supervision as such.
    present: ["financial_sector_entity", "aml_obliged_entity"],
    expect: { "eu-amlr": { status: "upcoming", appliesFrom: "2027-07-10" } },
  },
  {
    name: "the same bank on the AMLR's first day",
    country: "DE",
    figures: { employees: 300 },
    // The AMLR is scoped by its obliged entities, not by supervision as such.
    present: ["financial_sector_entity", "aml_obliged_entity"],
    today: "2027-07-10",
    expect: { "eu-amlr": { status: "applies" } },
  },
  {
    name: "a machine maker before the Machinery Regulation applies",
    country: "DE",
    figures: { employees: 200 },
    present: ["machinery_manufacturer_importer"],
    expect: { "eu-machinery-regulation": { status: "upcoming", appliesFrom: "2027-01-20" } },
  },
  {
    name: "a coffee importer before and after the EUDR applies",
    country: "AT",
    figures: { employees: 80 },
    present: ["eudr_commodity_operator"],
    expect: { "eu-eudr": { status: "upcoming", appliesFrom: "2026-12-30" } },
  },
  {
    name: "the coffee importer in January 2027",
    country: "AT",
    figures: { employees: 80 },
    present: ["eudr_commodity_operator"],
    today: "2027-01-04",
    expect: { "eu-eudr": { status: "applies", activities: ["eudr_commodity_operator"] } },
  },
  {
    name: "any company and ViDA",
    country: "DE",
    figures: { employees: 10 },
    expect: { "eu-vida": { status: "upcoming", appliesFrom: "2030-07-01" } },
  },
  {
    name: "a group of 6,000 and the CSDDD (not transposed, applies from 2029)",
    country: "DE",
    figures: { employees: 6000, turnoverEur: 2_000_000_000 },
    expect: { "eu-csddd": { status: "upcoming", appliesFrom: "2029-07-26", pendingDeadline: "2028-07-26" } },
  },
  {
    name: "a 30-person employer and the pay-transparency directive (not transposed in DE or AT)",
    country: "AT",
    figures: { employees: 30 },
    expect: { "eu-pay-transparency": { status: "upcoming", pendingDeadline: "2026-06-07", obligation: ["pay-information", "upcoming"] } },
  },
  {
    name: "an HR-software provider and the AI Act's postponed Annex III duties",
    country: "DE",
    figures: { employees: 45 },
    expect: { "eu-ai-act": { status: "applies", obligation: ["high-risk-annex-iii", "upcoming"] } },
  },
  {
    name: "a trading firm and the e-invoice issuing duties still to come",
    country: "DE",
    figures: { employees: 8, turnoverEur: 300_000 },
    present: ["b2b_invoicing"],
    expect: { "de-e-rechnung": { status: "applies", obligation: ["issue-all", "upcoming"] } },
  },
];

describe("issue 21 part 3: over-inclusion — every rule answers to its real scope test", () => {
  for (const profile of OVER_INCLUSION) it(profile.name, () => check(profile));
});

describe("issue 21 part 4: thresholds the law counts at group level compare the group's figures", () => {
  for (const profile of GROUP_COUNTING) it(profile.name, () => check(profile));
});

describe("issue 21 part 5: never applies before in force", () => {
  for (const profile of TIME) it(profile.name, () => check(profile));

  it("no rule of the library applies before its applies_from or while its directive awaits transposition", () => {
    // A company with every fact and large figures: everything that can apply does.
    const all = facts(data.rules.flatMap((rule) => (rule.applicability.requires_any ?? []).map((condition) => condition.activity)));
    const big: CompanyFigures = { employees: 50_000, turnoverEur: 5e10, balanceSheetEur: 5e10, energyConsumptionGwh: 500 };
    let timed = 0;
    for (const rule of data.rules) {
      for (const country of rule.countries) {
        const result = evaluateRule(rule, big, settings(), all, country);
        const notYet = rule.applies_from !== undefined && rule.applies_from > TODAY;
        const pending = rule.transposition_pending?.countries.includes(country) ?? false;
        if (!notYet && !pending) continue;
        timed++;
        assert.notEqual(result.status, "applies", `${rule.id} in ${country}`);
        if (result.status === "upcoming") assert.ok(result.appliesFrom || result.transpositionPending, `${rule.id}: says from when`);
        for (const obligation of result.obligations)
          assert.notEqual(obligation.status, "applies", `${rule.id}/${obligation.obligation.id}`);
      }
    }
    assert.ok(timed >= 10, `${timed} rule/country pairs are not yet applicable`);
  });
});
