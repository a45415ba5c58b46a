/**
 * Reach across borders: EU law (and German product law) that binds a company established
 * outside the EU because it offers goods or services there or monitors people there.
 * Profiles of Swiss and German companies, evaluated by the real evaluator over the real
 * library as a Swiss company's query sees it: with the fact `eu_market_activity` the rules
 * apply and name the article that reaches the company; denied, they are gone; unknown,
 * they are `undetermined` with the question; a German company is unaffected by the fact.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { DEFAULT_RULES_FILE } from "../src/config.js";
import { ACTIVITY_QUESTIONS, type CompanyFacts } from "../src/domain/activities.js";
import { type CompanyFigures, evaluateRule, type RuleEvaluation } from "../src/domain/applicability.js";
import type { CompanyActivity, Country, RuleData, RulesFile } from "../src/domain/types.js";

const data = JSON.parse(readFileSync(DEFAULT_RULES_FILE, "utf8")) as RulesFile;
/** The day after the data was verified, so the answers are those of the law the data states. */
const SETTINGS = { chfPerEur: 0.93, today: "2026-11-23" };
const FACT: CompanyActivity = "eu_market_activity";

/** The rules that reach a company established outside the EU, and the provision each cites. */
const REACH: Record<string, RegExp> = {
  "eu-gdpr": /Art\. 3 Abs\. 2.*Art\. 27/,
  "eu-ai-act": /Art\. 2 Abs\. 1/,
  "eu-data-act": /Art\. 1 Abs\. 3/,
  "eu-gpsr": /Art\. 16/,
  "eu-eaa": /Art\. 2/,
  "eu-csrd": /Art\. 40a/,
  "eu-csddd": /Art\. 2 Abs\. 2/,
  "eu-nis2": /Art\. 26/,
  "de-elektrog": /§ 8/,
  "de-verpackg": /§§ 7, 9/,
  // Issue 21 part 6: new families that reach third-country sellers and providers.
  "eu-batterieverordnung": /Art\. 55 Abs\. 1/,
  "eu-reach-clp": /Art\. 8/,
  "eu-dsa": /Art\. 2 Abs\. 1, Art\. 13/,
  "eu-lebensmittelrecht": /Art\. 8 Abs\. 1/,
};

const facts = (present: CompanyActivity[] = [], absent: CompanyActivity[] = []): CompanyFacts => ({
  present: new Set(present),
  absent: new Set(absent),
});

/** Every rule's result for a company established in `country` (what the service evaluates; rules it never reaches come out excluded). */
function evaluateAll(
  country: Country,
  figures: CompanyFigures,
  given: CompanyFacts,
): Map<string, { rule: RuleData; result: RuleEvaluation }> {
  return new Map(data.rules.map((rule) => [rule.id, { rule, result: evaluateRule(rule, figures, SETTINGS, given, country) }]));
}

const returned = (results: ReturnType<typeof evaluateAll>) => [...results.values()].filter(({ result }) => result.status !== "excluded");

interface Profile {
  name: string;
  figures: CompanyFigures;
  present: CompanyActivity[];
  /** Rules that must apply through the reach (a staged rule: with the named obligation applying). */
  applies: { rule: string; obligation?: string; status?: "applies" | "upcoming" }[];
}

const SWISS_WITH_EU_MARKET: Profile[] = [
  {
    name: "a Swiss SaaS with EU users and an AI feature",
    figures: { employees: 40, turnoverEur: 6_000_000, balanceSheetEur: 3_000_000 },
    // Issue 21 part 2: EAA services are scoped by activity, so the SaaS states that it sells online to consumers.
    present: [FACT, "data_processing_service_provider", "employer", "consumer_ecommerce"],
    applies: [
      { rule: "eu-gdpr" },
      { rule: "eu-data-act", obligation: "cloud-switching" },
      { rule: "eu-ai-act", obligation: "prohibitions-literacy" },
      { rule: "eu-eaa", obligation: "services" },
    ],
  },
  {
    name: "a Swiss online shop shipping consumer electronics to EU consumers",
    figures: { employees: 25, turnoverEur: 8_000_000, balanceSheetEur: 2_500_000 },
    // Issue 21 part 2: EAA services, packaging and consumer product safety are scoped by activity, no longer by industry.
    present: [FACT, "electrical_equipment_producer", "employer", "consumer_ecommerce", "packaging_producer", "consumer_product_supplier"],
    applies: [
      { rule: "eu-gdpr" },
      { rule: "eu-eaa", obligation: "services" },
      { rule: "eu-gpsr" },
      { rule: "de-elektrog", obligation: "producer-registration" },
      { rule: "de-verpackg" },
    ],
  },
  {
    name: "a Swiss group with EU turnover above the third-country thresholds",
    // Fewer than 5,000 staff: for a third-country company the CSDDD counts only the EU turnover.
    figures: { employees: 3_000, turnoverEur: 2_000_000_000, balanceSheetEur: 1_500_000_000 },
    present: [FACT, "listed_company", "employer"],
    // CSDDD and CSRD Art. 40a reach it, but do not bind it yet (issue 21 part 5): upcoming.
    applies: [{ rule: "eu-csddd", status: "upcoming" }, { rule: "eu-csrd", status: "upcoming" }, { rule: "eu-gdpr" }],
  },
  {
    name: "a Swiss DNS provider serving EU users",
    figures: { employees: 12, turnoverEur: 1_500_000, balanceSheetEur: 900_000 },
    present: [FACT, "dns_tld_provider", "employer"],
    applies: [{ rule: "eu-nis2" }, { rule: "eu-gdpr" }],
  },
];

describe("reach across borders (eu_market_activity)", () => {
  it("the library states the reach of every rule that has one, as data", () => {
    const reaching = data.rules.filter((rule) => rule.extraterritorial);
    assert.deepEqual(reaching.map((rule) => rule.id).sort(), Object.keys(REACH).sort());
    for (const rule of reaching) {
      const reach = rule.extraterritorial;
      assert.ok(reach);
      assert.deepEqual(reach.countries, ["CH"], rule.id);
      assert.equal(reach.activity, FACT, rule.id);
      assert.match(reach.legal_basis, REACH[rule.id] as RegExp, rule.id);
      for (const language of ["de", "en"] as const) {
        assert.ok(reach.note[language].trim().length > 0, `${rule.id} note ${language}`);
        // One sentence: it ends with a full stop and holds no other sentence end (the article is in legal_basis).
        assert.match(reach.note[language], /^[^.!?]*(?:\d\.[^.!?]*)*\.$/u, `${rule.id}: one sentence (${language})`);
      }
      if (rule.jurisdiction === "EU") assert.match(rule.sources[0]?.url ?? "", /^https:\/\/eur-lex\.europa\.eu\/eli\//, rule.id);
    }
  });

  for (const profile of SWISS_WITH_EU_MARKET) {
    it(`${profile.name}: the EU rules apply, each with the article that reaches it`, () => {
      const results = evaluateAll("CH", profile.figures, facts(profile.present));
      for (const expected of profile.applies) {
        const found = results.get(expected.rule);
        assert.ok(found, expected.rule);
        const { result } = found;
        assert.equal(result.status, expected.status ?? "applies", `${expected.rule}: ${JSON.stringify(result.openActivities)}`);
        assert.ok(result.decidingActivities.includes(FACT), `${expected.rule} names the fact that reaches it`);
        if (expected.status === "upcoming") assert.ok(result.appliesFrom ?? result.transpositionPending, `${expected.rule} says from when`);
        assert.match(result.extraterritorial?.legal_basis ?? "", REACH[expected.rule] as RegExp, expected.rule);
        if (expected.obligation) {
          const obligation = result.obligations.find((candidate) => candidate.obligation.id === expected.obligation);
          assert.equal(obligation?.status, "applies", `${expected.rule}/${expected.obligation}`);
        }
      }
      // Only Swiss rules and rules that reach across the border are returned, and the latter say how.
      for (const { rule, result } of returned(results)) {
        if (rule.countries.includes("CH")) assert.equal(result.extraterritorial, undefined, rule.id);
        else assert.ok(result.extraterritorial, `${rule.id} is returned for CH only through its reach`);
      }
    });
  }

  it("a Swiss machine maker without EU sales (fact denied) gets no EU or German rule", () => {
    const results = evaluateAll(
      "CH",
      { employees: 120, turnoverEur: 30_000_000, balanceSheetEur: 20_000_000 },
      facts(["employer"], [FACT]),
    );
    const shown = returned(results);
    assert.ok(shown.length > 0, "the Swiss rules remain");
    assert.deepEqual(
      shown.filter(({ rule }) => rule.jurisdiction !== "CH").map(({ rule }) => rule.id),
      [],
    );
    for (const id of Object.keys(REACH)) {
      const result = results.get(id)?.result;
      assert.equal(result?.status, "excluded", id);
      assert.deepEqual(result?.decidingActivities, [FACT], `${id}: the denied fact decides`);
    }
  });

  it("a Swiss company that did not say (fact unknown) gets the reaching rules as undetermined, with the question", () => {
    const results = evaluateAll("CH", { employees: 120, turnoverEur: 30_000_000, balanceSheetEur: 20_000_000 }, facts(["employer"]));
    for (const id of ["eu-gdpr", "eu-ai-act", "eu-data-act", "eu-gpsr", "eu-eaa", "eu-nis2", "de-verpackg"]) {
      const result = results.get(id)?.result;
      assert.equal(result?.status, "undetermined", id);
      assert.equal(result?.openActivities[0], FACT, `${id} asks about the EU market first`);
      assert.match(result?.extraterritorial?.legal_basis ?? "", REACH[id] as RegExp, id);
    }
    assert.deepEqual(ACTIVITY_QUESTIONS[FACT].en.match(/outside the EU/)?.length, 1);
    assert.match(ACTIVITY_QUESTIONS[FACT].de, /außerhalb der EU/);
    // Unknown never lets a reaching rule apply, and a rule that fails on its own figures is not asked about.
    for (const { rule, result } of returned(results)) {
      if (!rule.countries.includes("CH")) assert.notEqual(result.status, "applies", rule.id);
    }
    assert.equal(results.get("eu-csddd")?.result.status, "excluded", "30 M turnover is below the CSDDD test whatever the answer");
    // EU rules without a reach are never shown to a Swiss company.
    for (const id of ["eu-whistleblowing-directive", "eu-dora", "eu-working-time-directive", "eu-pay-transparency"]) {
      assert.equal(results.get(id)?.result.status, "excluded", id);
    }
  });

  it("the reach is a border, not an override: a fact that decides regardless of size does not open it", () => {
    const nis2 = data.rules.find((rule) => rule.id === "eu-nis2");
    assert.ok(nis2);
    const figures: CompanyFigures = { employees: 12 };
    assert.equal(evaluateRule(nis2, figures, SETTINGS, facts(["dns_tld_provider"], [FACT]), "CH").status, "excluded");
    const open = evaluateRule(nis2, figures, SETTINGS, facts(["dns_tld_provider"]), "CH");
    assert.equal(open.status, "undetermined");
    assert.deepEqual(open.openActivities, [FACT]);
    // Without a country the whole library is evaluated as before, and no reach is named.
    const anywhere = evaluateRule(nis2, figures, SETTINGS, facts(["dns_tld_provider"], [FACT]));
    assert.equal(anywhere.status, "applies");
    assert.equal(anywhere.extraterritorial, undefined);
  });

  it("a German company is unaffected by the fact", () => {
    const figures: CompanyFigures = { employees: 120, turnoverEur: 30_000_000, balanceSheetEur: 20_000_000 };
    const without = evaluateAll("DE", figures, facts(["employer"]));
    for (const variant of [facts(["employer", FACT]), facts(["employer"], [FACT])]) {
      const results = evaluateAll("DE", figures, variant);
      for (const [id, { result }] of results) {
        const base = without.get(id)?.result;
        assert.equal(result.status, base?.status, id);
        assert.deepEqual(result.openActivities, base?.openActivities, id);
        assert.equal(result.extraterritorial, undefined, id);
      }
    }
    assert.equal(without.get("eu-gdpr")?.result.status, "applies");
    // Issue 21 part 2: packaging is scoped by the fact packaging_producer; unstated, it is asked about.
    assert.equal(without.get("de-verpackg")?.result.status, "undetermined");
    assert.deepEqual(without.get("de-verpackg")?.result.openActivities, ["packaging_producer"]);
  });
});
