import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import fc from "fast-check";
import { type CompanyFacts, NO_FACTS } from "../src/domain/activities.js";
import {
  type CompanyFigures,
  effectiveApplicability,
  eurToChf,
  evaluateApplicability,
  evaluateRule,
  evaluateThreshold,
  factOutcome,
} from "../src/domain/applicability.js";
import {
  type ApplicabilityData,
  COMPANY_ACTIVITIES,
  type CompanyActivity,
  type RulesFile,
  type StagedObligationData,
  type ThresholdData,
} from "../src/domain/types.js";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/rules.fixture.json", import.meta.url), "utf8")) as RulesFile;
const ruleById = (id: string) => {
  const rule = fixture.rules.find((candidate) => candidate.id === id);
  assert.ok(rule, `fixture rule ${id}`);
  return rule;
};
const RATE = 0.93;
const employees = (value: number, comparison: "gte" | "gt"): ThresholdData => ({ metric: "employees", value, comparison });
const outcome = (threshold: ThresholdData, figures: CompanyFigures, rate = RATE) => evaluateThreshold(threshold, figures, rate).outcome;

describe("single thresholds", () => {
  it("gte means at least: the threshold value itself is met", () => {
    assert.equal(outcome(employees(50, "gte"), { employees: 49 }), "not_met");
    assert.equal(outcome(employees(50, "gte"), { employees: 50 }), "met");
    assert.equal(outcome(employees(50, "gte"), { employees: 51 }), "met");
  });

  it("gt means more than: the threshold value itself is not met", () => {
    assert.equal(outcome(employees(250, "gt"), { employees: 250 }), "not_met");
    assert.equal(outcome(employees(250, "gt"), { employees: 251 }), "met");
    const turnover: ThresholdData = { metric: "turnover", value: 50_000_000, currency: "EUR", comparison: "gt" };
    assert.equal(outcome(turnover, { turnoverEur: 50_000_000 }), "not_met");
    assert.equal(outcome(turnover, { turnoverEur: 50_000_000.01 }), "met");
  });

  it("a missing figure is unknown", () => {
    assert.equal(outcome(employees(50, "gte"), {}), "unknown");
    assert.equal(outcome({ metric: "balance_sheet", value: 1, currency: "EUR", comparison: "gte" }, { turnoverEur: 5 }), "unknown");
  });

  it("company_size is an employee range per Recommendation 2003/361", () => {
    assert.equal(outcome(employees(10, "gte"), { companySize: "micro" }), "not_met");
    assert.equal(outcome(employees(10, "gte"), { companySize: "small" }), "met");
    assert.equal(outcome(employees(50, "gte"), { companySize: "small" }), "not_met");
    assert.equal(outcome(employees(50, "gte"), { companySize: "medium" }), "met");
    assert.equal(outcome(employees(250, "gte"), { companySize: "medium" }), "not_met");
    assert.equal(outcome(employees(250, "gte"), { companySize: "large" }), "met");
    // a range straddling the threshold cannot decide
    assert.equal(outcome(employees(20, "gte"), { companySize: "small" }), "unknown");
    assert.equal(outcome(employees(250, "gt"), { companySize: "large" }), "unknown");
    assert.equal(outcome(employees(249, "gt"), { companySize: "large" }), "met");
    assert.equal(outcome(employees(1000, "gte"), { companySize: "large" }), "unknown");
  });

  it("an exact employee count wins over company_size", () => {
    assert.equal(outcome(employees(250, "gte"), { companySize: "large", employees: 12 }), "not_met");
    assert.equal(outcome(employees(250, "gte"), { companySize: "micro", employees: 300 }), "met");
  });

  it("EUR figures are converted to CHF only for CHF thresholds, at the configured rate", () => {
    const chf: ThresholdData = { metric: "turnover", value: 40_000_000, currency: "CHF", comparison: "gte" };
    const atThreshold = 40_000_000 / RATE;
    assert.equal(eurToChf(atThreshold, RATE), 40_000_000);
    assert.deepEqual(evaluateThreshold(chf, { turnoverEur: atThreshold }, RATE), {
      threshold: chf,
      outcome: "met",
      converted: true,
      figure: "turnover",
    });
    assert.equal(outcome(chf, { turnoverEur: (40_000_000 - 1) / RATE }), "not_met");
    // 40 M EUR is 37.2 M CHF at 0.93, below the CHF threshold; at a rate of 1.1 it is above
    assert.equal(outcome(chf, { turnoverEur: 40_000_000 }), "not_met");
    assert.equal(outcome(chf, { turnoverEur: 40_000_000 }, 1.1), "met");
    const eur: ThresholdData = { metric: "turnover", value: 40_000_000, currency: "EUR", comparison: "gte" };
    assert.deepEqual(evaluateThreshold(eur, { turnoverEur: 40_000_000 }, RATE), {
      threshold: eur,
      outcome: "met",
      converted: false,
      figure: "turnover",
    });
  });
});

describe("combining thresholds", () => {
  const two = (logic: "and" | "or"): ApplicabilityData => ({
    logic,
    thresholds: [employees(250, "gte"), { metric: "turnover", value: 50_000_000, currency: "EUR", comparison: "gt" }],
  });

  it("and: excluded if any is not met, undetermined if one is unknown, applies if all are met", () => {
    assert.equal(evaluateApplicability(two("and"), { employees: 300, turnoverEur: 60e6 }, RATE).status, "applies");
    assert.equal(evaluateApplicability(two("and"), { employees: 300, turnoverEur: 50e6 }, RATE).status, "excluded");
    assert.equal(evaluateApplicability(two("and"), { employees: 10 }, RATE).status, "excluded");
    const open = evaluateApplicability(two("and"), { employees: 300 }, RATE);
    assert.equal(open.status, "undetermined");
    assert.deepEqual(open.decidingFigures, ["turnover"]);
    assert.deepEqual(open.missingFigures, ["turnover"]);
    const met = evaluateApplicability(two("and"), { employees: 300, turnoverEur: 60e6 }, RATE);
    assert.deepEqual(met.decidingFigures, ["employees", "turnover"]);
    assert.deepEqual(met.missingFigures, []);
  });

  it("or: applies if one is met, excluded only when none is met and none is unknown", () => {
    const one = evaluateApplicability(two("or"), { employees: 300 }, RATE);
    assert.equal(one.status, "applies");
    assert.deepEqual(one.decidingFigures, ["employees"]);
    assert.deepEqual(one.missingFigures, ["turnover"]);
    assert.equal(evaluateApplicability(two("or"), { employees: 10, turnoverEur: 60e6 }, RATE).status, "applies");
    assert.equal(evaluateApplicability(two("or"), { employees: 10, turnoverEur: 50e6 }, RATE).status, "excluded");
    const open = evaluateApplicability(two("or"), { employees: 10 }, RATE);
    assert.equal(open.status, "undetermined");
    assert.deepEqual(open.decidingFigures, ["turnover"]);
    assert.equal(evaluateApplicability(two("or"), {}, RATE).status, "undetermined");
  });

  it("k-of-n (min_met): excluded when met + unknown < k", () => {
    const rule = ruleById("eu-large-undertaking").applicability;
    const status = (figures: CompanyFigures) => evaluateApplicability(rule, figures, RATE).status;
    assert.equal(status({ employees: 251, turnoverEur: 50_000_001 }), "applies");
    assert.equal(status({ employees: 251, balanceSheetEur: 25_000_001, turnoverEur: 1 }), "applies");
    assert.equal(status({ employees: 251, balanceSheetEur: 1, turnoverEur: 1 }), "excluded");
    assert.equal(status({ employees: 251 }), "undetermined");
    assert.equal(status({ employees: 250, turnoverEur: 50_000_000 }), "excluded");
    assert.equal(status({ employees: 250 }), "undetermined");
    assert.equal(status({ companySize: "micro", turnoverEur: 60e6 }), "undetermined");
    assert.equal(status({ companySize: "micro", turnoverEur: 1 }), "excluded");
    const open = evaluateApplicability(rule, { employees: 251, turnoverEur: 1 }, RATE);
    assert.deepEqual(open.decidingFigures, ["balance_sheet"]);
    assert.deepEqual(open.missingFigures, ["balance_sheet"]);
  });

  it("none: always applies", () => {
    const result = evaluateApplicability({ logic: "none", thresholds: [] }, { employees: 0 }, RATE);
    assert.deepEqual(
      { status: result.status, deciding: result.decidingFigures, missing: result.missingFigures },
      { status: "applies", deciding: [], missing: [] },
    );
  });

  it("more of every figure never turns an applying rule into an excluded one (property)", () => {
    const threshold = fc.record({
      metric: fc.constantFrom("employees" as const, "turnover" as const, "balance_sheet" as const),
      value: fc.integer({ min: 1, max: 1_000_000 }),
      comparison: fc.constantFrom("gte" as const, "gt" as const),
      currency: fc.constantFrom("EUR" as const, "CHF" as const),
    });
    const applicability = fc
      .record({ logic: fc.constantFrom("and" as const, "or" as const), thresholds: fc.array(threshold, { minLength: 1, maxLength: 3 }) })
      .chain((a) =>
        fc.record({
          logic: fc.constant(a.logic),
          thresholds: fc.constant(a.thresholds),
          min_met: fc.integer({ min: 0, max: a.thresholds.length }),
        }),
      );
    const figures = fc.record({
      employees: fc.integer({ min: 0, max: 2_000_000 }),
      turnoverEur: fc.integer({ min: 0, max: 2_000_000 }),
      balanceSheetEur: fc.integer({ min: 0, max: 2_000_000 }),
    });
    const rank = { excluded: 0, undetermined: 1, upcoming: 2, applies: 3 } as const;
    fc.assert(
      fc.property(applicability, figures, fc.nat(1_000), (a, f, bump) => {
        const before = evaluateApplicability(a, f, RATE).status;
        const more = { employees: f.employees + bump, turnoverEur: f.turnoverEur + bump, balanceSheetEur: f.balanceSheetEur + bump };
        const after = evaluateApplicability(a, more, RATE).status;
        assert.ok(rank[after] >= rank[before], `${before} → ${after}`);
        // with every figure given, nothing stays undetermined
        assert.notEqual(before, "undetermined");
      }),
    );
  });
});

describe("amendments", () => {
  const lksg = ruleById("de-lksg");
  const threshold = (today: string) => effectiveApplicability(lksg, today).thresholds[0]?.value;

  it("uses the latest amendment in force that carries an applicability", () => {
    assert.equal(threshold("2023-06-30"), 3000);
    assert.equal(threshold("2023-12-31"), 3000);
    assert.equal(threshold("2024-01-01"), 1000);
    assert.equal(threshold("2029-12-31"), 1000);
    assert.equal(threshold("2030-01-01"), 5000);
  });

  it("a future change takes effect on its date without a data release", () => {
    const figures = { employees: 2000 };
    // Before the dated amendment the company is not yet covered: upcoming from its date, never applies.
    const before = evaluateRule(lksg, figures, { chfPerEur: RATE, today: "2023-12-31" });
    assert.equal(before.status, "upcoming");
    assert.equal(before.appliesFrom, "2024-01-01");
    assert.equal(evaluateRule(lksg, figures, { chfPerEur: RATE, today: "2024-01-01" }).status, "applies");
    assert.equal(evaluateRule(lksg, figures, { chfPerEur: RATE, today: "2030-01-01" }).status, "excluded");
  });

  it("an amendment without applicability leaves the thresholds alone", () => {
    const rule = {
      applicability: lksg.applicability,
      amendments: [{ effective_date: "2024-01-01", summary: { de: "x", en: "x" } }],
    };
    assert.equal(effectiveApplicability(rule, "2025-01-01").thresholds[0]?.value, 3000);
  });
});

const known = (present: CompanyActivity[] = [], absent: CompanyActivity[] = []): CompanyFacts => ({
  present: new Set(present),
  absent: new Set(absent),
});
const SETTINGS = { chfPerEur: RATE, today: "2026-11-23" };

describe("sector, role and activity facts", () => {
  const whistleblowing: ApplicabilityData = {
    logic: "and",
    thresholds: [employees(50, "gte")],
    overrides: [{ activity: "financial_sector_entity", legal_basis: "§ 12 Abs. 3 HinSchG" }],
  };
  const evaluate = (applicability: ApplicabilityData, figures: CompanyFigures, facts: CompanyFacts) =>
    evaluateRule({ applicability }, figures, SETTINGS, facts);

  it("an override fact makes the rule apply below the threshold and is named", () => {
    const result = evaluate(whistleblowing, { employees: 20 }, known(["financial_sector_entity"]));
    assert.equal(result.status, "applies");
    assert.deepEqual(result.decidingActivities, ["financial_sector_entity"]);
    assert.deepEqual(result.decidingFigures, []);
  });

  it("an unknown override fact leaves a failed size test undetermined, with the question", () => {
    const result = evaluate(whistleblowing, { employees: 20 }, NO_FACTS);
    assert.equal(result.status, "undetermined");
    assert.deepEqual(result.openActivities, ["financial_sector_entity"]);
    assert.deepEqual(result.missingFigures, []);
  });

  it("a denied override fact lets the size test exclude, naming both", () => {
    const result = evaluate(whistleblowing, { employees: 20 }, known([], ["financial_sector_entity"]));
    assert.equal(result.status, "excluded");
    assert.deepEqual(result.decidingFigures, ["employees"]);
    assert.deepEqual(result.decidingActivities, ["financial_sector_entity"]);
  });

  it("scope facts: applies with one of them, excluded when all are denied, open otherwise", () => {
    const producers: ApplicabilityData = {
      logic: "none",
      thresholds: [],
      requires_any: [
        { activity: "electrical_equipment_producer", legal_basis: "§ 6 ElektroG" },
        { activity: "electrical_equipment_distributor", legal_basis: "§ 17 ElektroG" },
      ],
    };
    const present = evaluate(producers, {}, known(["electrical_equipment_distributor"]));
    assert.deepEqual([present.status, present.decidingActivities], ["applies", ["electrical_equipment_distributor"]]);
    const open = evaluate(producers, {}, known([], ["electrical_equipment_producer"]));
    assert.deepEqual([open.status, open.openActivities], ["undetermined", ["electrical_equipment_distributor"]]);
    const denied = evaluate(producers, {}, known([], ["electrical_equipment_producer", "electrical_equipment_distributor"]));
    assert.equal(denied.status, "excluded");
  });

  it("a head count decides whether the company is an employer; a micro size class does not", () => {
    assert.equal(factOutcome("employer", NO_FACTS, { employees: 1 }), "present");
    assert.equal(factOutcome("employer", NO_FACTS, { employees: 0 }), "absent");
    assert.equal(factOutcome("employer", NO_FACTS, { companySize: "small" }), "present");
    assert.equal(factOutcome("employer", NO_FACTS, { companySize: "micro" }), "unknown");
    assert.equal(factOutcome("employer", known([], ["employer"]), { companySize: "small" }), "absent", "what the caller states wins");
    assert.equal(factOutcome("listed_company", NO_FACTS, { employees: 5000 }), "unknown", "no other fact is derived");
  });

  it("while any override fact is unknown the rule is never excluded, and stating a fact never weakens it (property)", () => {
    const activity = fc.constantFrom(...COMPANY_ACTIVITIES);
    const rank = { excluded: 0, undetermined: 1, upcoming: 2, applies: 3 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.uniqueArray(activity, { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(activity, { maxLength: 3 }),
        activity,
        (threshold, headCount, overrides, scope, stated) => {
          const applicability: ApplicabilityData = {
            logic: "and",
            thresholds: [employees(threshold, "gte")],
            overrides: overrides.map((name) => ({ activity: name, legal_basis: "x" })),
            ...(scope.length > 0 ? { requires_any: scope.map((name) => ({ activity: name, legal_basis: "x" })) } : {}),
          };
          const figures = { employees: headCount };
          const before = evaluate(applicability, figures, NO_FACTS);
          if (overrides.some((name) => factOutcome(name, NO_FACTS, figures) === "unknown")) assert.notEqual(before.status, "excluded");
          const after = evaluate(applicability, figures, known([stated]));
          assert.ok(rank[after.status] >= rank[before.status], `${before.status} → ${after.status} after stating ${stated}`);
          if (before.status === "undetermined")
            assert.ok(before.openActivities.length + before.missingFigures.length > 0, "says what is missing");
        },
      ),
    );
  });
});

describe("staged obligations", () => {
  const duty = (id: string, effective: string, thresholds: ThresholdData[] = []): StagedObligationData => ({
    id,
    title: { de: id, en: id },
    effective_date: effective,
    logic: thresholds.length > 0 ? "and" : "none",
    thresholds,
  });
  const invoicing: ApplicabilityData = {
    logic: "none",
    thresholds: [],
    requires_any: [{ activity: "b2b_invoicing", legal_basis: "§ 14 UStG" }],
    overrides_checked: true,
    obligations: [
      duty("receive", "2025-01-01"),
      duty("issue-above-800k", "2027-01-01", [{ metric: "turnover", value: 800_000, currency: "EUR", comparison: "gt" }]),
      duty("issue-all", "2028-01-01"),
    ],
  };
  const statuses = (figures: CompanyFigures, facts: CompanyFacts, today = SETTINGS.today) =>
    evaluateRule({ applicability: invoicing }, figures, { ...SETTINGS, today }, facts).obligations.map((result) => [
      result.obligation.id,
      result.status,
      result.inForce,
    ]);

  it("each obligation has its own status and start; the rule takes the strongest", () => {
    const small = known(["b2b_invoicing"]);
    assert.deepEqual(statuses({ turnoverEur: 300_000 }, small), [
      ["receive", "applies", true],
      ["issue-above-800k", "excluded", false],
      ["issue-all", "upcoming", false],
    ]);
    assert.deepEqual(statuses({}, small, "2027-06-01"), [
      ["receive", "applies", true],
      ["issue-above-800k", "undetermined", true],
      ["issue-all", "upcoming", false],
    ]);
    const rule = evaluateRule({ applicability: invoicing }, { turnoverEur: 300_000 }, SETTINGS, small);
    assert.equal(rule.status, "applies");
    assert.deepEqual(rule.decidingActivities, ["b2b_invoicing"]);
  });

  it("the rule-level scope binds every obligation: unknown leaves all open, denied excludes all", () => {
    const open = evaluateRule({ applicability: invoicing }, { turnoverEur: 2_000_000 }, SETTINGS, NO_FACTS);
    assert.equal(open.status, "undetermined");
    assert.deepEqual(open.openActivities, ["b2b_invoicing"]);
    assert.ok(open.obligations.every((result) => result.status === "undetermined"));
    const denied = evaluateRule({ applicability: invoicing }, { turnoverEur: 2_000_000 }, SETTINGS, known([], ["b2b_invoicing"]));
    assert.equal(denied.status, "excluded");
  });

  it("an amendment's applicability may bring staged obligations on its date", () => {
    const rule = {
      applicability: { logic: "none" as const, thresholds: [] },
      amendments: [{ effective_date: "2027-01-01", summary: { de: "x", en: "x" }, applicability: invoicing }],
    };
    assert.equal(evaluateRule(rule, {}, { ...SETTINGS, today: "2026-12-31" }).obligations.length, 0);
    assert.equal(evaluateRule(rule, {}, { ...SETTINGS, today: "2027-01-01" }).obligations.length, 3);
  });
});
