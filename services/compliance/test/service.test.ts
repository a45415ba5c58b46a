/**
 * The compliance service through real gRPC, in-process, on its own database, loaded with
 * the real rules file. The threshold cases are generated from the file: every threshold
 * of every rule is tested just below and at its value (and just above for "more than").
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Rule } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import type { ComplianceService } from "../src/app.js";
import { DEFAULT_RULES_FILE } from "../src/config.js";
import type { ApplicabilityData, RuleData, RulesFile, ThresholdData } from "../src/domain/types.js";
import { connect, failure, type ListRequest, startTestService, status, TEST_CHF_PER_EUR, type TestClient } from "./helpers/service.js";

/** The real file by default; COMPLIANCE_TEST_RULES_FILE runs the same suite over another data file. */
const RULES_FILE = process.env.COMPLIANCE_TEST_RULES_FILE ?? DEFAULT_RULES_FILE;
const data = JSON.parse(readFileSync(RULES_FILE, "utf8")) as RulesFile;
/** The service's clock is fixed, so what is in force (and what is upcoming) does not drift with the calendar. */
const today = "2026-11-26";
const clock = () => new Date(`${today}T12:00:00Z`);
/** What a rule the figures decide says today: it binds now, or only later (a date to come, a directive not transposed). */
const decided = (rule: RuleData) =>
  (rule.applies_from !== undefined && rule.applies_from > today) || rule.transposition_pending ? "upcoming" : "applies";
const ids = (rules: { id: string }[]) => rules.map((rule) => rule.id).sort();
const byCode = (pattern: RegExp, jurisdiction?: string): RuleData => {
  const found = data.rules.find((rule) => pattern.test(rule.code) && (!jurisdiction || rule.jurisdiction === jurisdiction));
  assert.ok(found, `the data holds a rule with code ${pattern}`);
  return found;
};

// --- an oracle independent of the service's evaluator --------------------------------

function inForce(rule: RuleData): ApplicabilityData {
  const amendments = (rule.amendments ?? []).filter((amendment) => amendment.applicability && amendment.effective_date <= today);
  amendments.sort((a, b) => a.effective_date.localeCompare(b.effective_date));
  return amendments.at(-1)?.applicability ?? rule.applicability;
}

function required(applicability: ApplicabilityData): number {
  if (applicability.min_met) return applicability.min_met;
  return applicability.logic === "and" ? applicability.thresholds.length : 1;
}

const FIELD = {
  employees: "employees",
  turnover: "turnover_eur",
  balance_sheet: "balance_sheet_eur",
  energy_consumption: "energy_consumption_gwh",
} as const;

/** The request figure that makes a threshold see `amount` in the law's own currency. */
function figure(threshold: ThresholdData, amount: number): ListRequest {
  const value = threshold.currency === "CHF" ? amount / TEST_CHF_PER_EUR : amount;
  return { [FIELD[threshold.metric]]: value };
}

/** Figures for the other thresholds so that the one under test decides: k-1 of them met, the rest not. */
function otherFigures(applicability: ApplicabilityData, index: number): ListRequest {
  const others = applicability.thresholds.filter((_, j) => j !== index);
  const met = others.slice(0, required(applicability) - 1);
  const failed = others.slice(required(applicability) - 1);
  const request: ListRequest = {};
  for (const threshold of met) Object.assign(request, figure(threshold, threshold.value * 2 + 1));
  for (const threshold of failed) Object.assign(request, figure(threshold, 0));
  return request;
}

/** Filters that put the rule in play; its override facts are denied so that only the figures decide. */
function scope(rule: RuleData): ListRequest {
  const applicability = inForce(rule);
  return {
    country: rule.countries[0],
    industry: rule.industries[0] === "all" ? "" : rule.industries[0],
    topic: rule.topic,
    activities: (applicability.requires_any ?? []).map((condition) => condition.activity).join(","),
    absent_activities: (applicability.overrides ?? []).map((condition) => condition.activity).join(","),
  };
}

const withThresholds = data.rules.filter((rule) => inForce(rule).logic !== "none" && inForce(rule).thresholds.length > 0);

describe("compliance service over gRPC with the real rules", () => {
  let db: TestDatabase;
  let service: ComplianceService;
  let client: TestClient;

  before(async () => {
    db = await createTestDatabase("compliance");
    service = await startTestService(db.url, RULES_FILE, { now: clock });
    client = connect(service.grpcPort);
  });

  after(async () => {
    client?.close();
    await service?.stop();
    await db?.drop();
  });

  const find = async (request: ListRequest, id: string): Promise<Rule | undefined> =>
    (await client.all(request)).find((rule) => rule.id === id);

  describe("every threshold of every rule, just below and at its value", () => {
    it("the data has rules with thresholds to test", () => {
      assert.ok(withThresholds.length >= 10, `${withThresholds.length} rules with thresholds`);
    });

    for (const rule of withThresholds) {
      const applicability = inForce(rule);
      applicability.thresholds.forEach((threshold, index) => {
        const label = `${rule.id}: ${threshold.metric} ${threshold.comparison} ${threshold.value}${threshold.currency ? ` ${threshold.currency}` : ""} (${applicability.logic}${applicability.min_met ? ` ${applicability.min_met}-of-${applicability.thresholds.length}` : ""})`;
        it(label, async () => {
          const others = applicability.thresholds.filter((_, j) => j !== index);
          assert.ok(
            !others.some((other) => other.metric === threshold.metric),
            "one metric per rule, so each threshold can be tested alone",
          );
          const base = { ...scope(rule), ...otherFigures(applicability, index) };
          // Energy consumption is in GWh with decimals; the other metrics step by one.
          const step = threshold.metric === "energy_consumption" ? 0.1 : 1;
          const cases: [string, number, boolean][] = [
            ["just below", threshold.value - step, false],
            ["at", threshold.value, threshold.comparison === "gte"],
          ];
          if (threshold.comparison === "gt") cases.push(["just above", threshold.value + step, true]);
          for (const [where, amount, applies] of cases) {
            const found = await find({ ...base, ...figure(threshold, amount) }, rule.id);
            assert.equal(Boolean(found), applies, `${where} the threshold (${amount}) the rule ${applies ? "applies" : "does not apply"}`);
            if (found) {
              assert.equal(found.match?.status, decided(rule));
              assert.ok(found.match?.deciding_figures.includes(threshold.metric), `deciding ${found.match?.deciding_figures}`);
              assert.deepEqual(found.match?.missing_figures, []);
            }
          }
        });
      });
    }
  });

  describe("company_size as an employee range (micro < 10, small < 50, medium < 250, large ≥ 250)", () => {
    const RANGES = { micro: [0, 9], small: [10, 49], medium: [50, 249], large: [250, Number.POSITIVE_INFINITY] } as const;
    const employeeRules = withThresholds.filter((rule) => inForce(rule).thresholds.some((threshold) => threshold.metric === "employees"));

    it("the data has employee thresholds", () => {
      assert.ok(employeeRules.length >= 5);
    });

    for (const rule of employeeRules) {
      it(rule.id, async () => {
        const applicability = inForce(rule);
        const index = applicability.thresholds.findIndex((threshold) => threshold.metric === "employees");
        const threshold = applicability.thresholds[index] as ThresholdData;
        const meets = (n: number) => (threshold.comparison === "gt" ? n > threshold.value : n >= threshold.value);
        for (const [size, [low, high]] of Object.entries(RANGES)) {
          const found = await find({ ...scope(rule), ...otherFigures(applicability, index), company_size: size }, rule.id);
          if (meets(low)) {
            assert.equal(found?.match?.status, "applies", size);
          } else if (!meets(high)) {
            assert.equal(found, undefined, `${size} is below ${threshold.value}`);
          } else {
            assert.equal(found?.match?.status, "undetermined", size);
            assert.deepEqual(found?.match?.deciding_figures, ["employees"], size);
            assert.deepEqual(found?.match?.missing_figures, ["employees"], size);
          }
        }
      });
    }

    it("an exact employee count wins over company_size", async () => {
      const rule = employeeRules.find((candidate) => required(inForce(candidate)) === 1 || inForce(candidate).thresholds.length === 1);
      assert.ok(rule);
      const applicability = inForce(rule);
      const index = applicability.thresholds.findIndex((threshold) => threshold.metric === "employees");
      const threshold = applicability.thresholds[index] as ThresholdData;
      const base = { ...scope(rule), ...otherFigures(applicability, index) };
      assert.equal(await find({ ...base, company_size: "large", employees: threshold.value - 1 }, rule.id), undefined);
      assert.equal((await find({ ...base, company_size: "micro", employees: threshold.value + 1 }, rule.id))?.match?.status, "applies");
    });
  });

  describe("threshold logic", () => {
    const twoMetrics = (rule: RuleData) => new Set(inForce(rule).thresholds.map((threshold) => threshold.metric)).size >= 2;
    const andRule = withThresholds.find((rule) => inForce(rule).logic === "and" && !inForce(rule).min_met && twoMetrics(rule));
    const orRule = withThresholds.find((rule) => inForce(rule).logic === "or" && !inForce(rule).min_met && twoMetrics(rule));
    const kOfN = withThresholds.find((rule) => (inForce(rule).min_met ?? 0) >= 2 && inForce(rule).thresholds.length >= 3);

    const over = (threshold: ThresholdData) => figure(threshold, threshold.value * 2 + 1);
    const under = (threshold: ThresholdData) => figure(threshold, 0);

    const each = (thresholds: ThresholdData[], make: (threshold: ThresholdData) => ListRequest) =>
      Object.assign({}, ...thresholds.map(make)) as ListRequest;

    it("AND: one figure failing excludes; one missing leaves it undetermined", async () => {
      assert.ok(andRule, "the data has an AND rule over two metrics");
      const [a, b, ...rest] = inForce(andRule).thresholds as [ThresholdData, ThresholdData, ...ThresholdData[]];
      const others = each(rest, over);
      assert.equal((await find({ ...scope(andRule), ...over(a), ...over(b), ...others }, andRule.id))?.match?.status, decided(andRule));
      assert.equal(await find({ ...scope(andRule), ...over(a), ...under(b), ...others }, andRule.id), undefined);
      assert.equal(await find({ ...scope(andRule), ...under(a), ...over(b), ...others }, andRule.id), undefined);
      const open = await find({ ...scope(andRule), ...over(a), ...others }, andRule.id);
      assert.equal(open?.match?.status, "undetermined");
      assert.deepEqual(open?.match?.missing_figures, [b.metric]);
      assert.deepEqual(open?.match?.deciding_figures, [b.metric]);
      assert.equal(await find({ ...scope(andRule), ...under(a) }, andRule.id), undefined, "one failing figure is enough to exclude");
    });

    it("OR: one figure met is enough; excluded only when none is met and none is missing", async () => {
      assert.ok(orRule, "the data has an OR rule over two metrics");
      const [a, b, ...rest] = inForce(orRule).thresholds as [ThresholdData, ThresholdData, ...ThresholdData[]];
      const others = each(rest, under);
      const one = await find({ ...scope(orRule), ...over(a), ...under(b), ...others }, orRule.id);
      assert.equal(one?.match?.status, decided(orRule));
      assert.deepEqual(one?.match?.deciding_figures, [a.metric]);
      assert.equal((await find({ ...scope(orRule), ...under(a), ...over(b), ...others }, orRule.id))?.match?.status, decided(orRule));
      assert.equal((await find({ ...scope(orRule), ...over(a) }, orRule.id))?.match?.status, "applies", "one met figure decides alone");
      assert.equal(await find({ ...scope(orRule), ...under(a), ...under(b), ...others }, orRule.id), undefined);
      const open = await find({ ...scope(orRule), ...under(a), ...others }, orRule.id);
      assert.equal(open?.match?.status, "undetermined");
      assert.deepEqual(open?.match?.missing_figures, [b.metric]);
      assert.deepEqual(open?.match?.deciding_figures, [b.metric]);
    });

    it("k-of-n: applies with k met, excluded when met + missing < k", async () => {
      assert.ok(kOfN, "the data has a k-of-n rule");
      const applicability = inForce(kOfN);
      const k = applicability.min_met as number;
      const thresholds = applicability.thresholds;
      const figures = (met: number, failed: number): ListRequest =>
        Object.assign({}, ...thresholds.slice(0, met).map(over), ...thresholds.slice(met, met + failed).map(under)) as ListRequest;
      assert.equal((await find({ ...scope(kOfN), ...figures(k, thresholds.length - k) }, kOfN.id))?.match?.status, decided(kOfN));
      assert.equal(await find({ ...scope(kOfN), ...figures(k - 1, thresholds.length - k + 1) }, kOfN.id), undefined);
      assert.equal((await find({ ...scope(kOfN), ...figures(k - 1, thresholds.length - k) }, kOfN.id))?.match?.status, "undetermined");
      assert.equal((await find({ ...scope(kOfN) }, kOfN.id))?.match?.status, "undetermined");
    });
  });

  describe("country and industry", () => {
    for (const country of ["DE", "AT", "CH"] as const) {
      it(`${country} returns exactly the rules of ${country}`, async () => {
        // A Swiss company that offers nothing in the EU (issue 21): without the fact
        // eu_market_activity denied, the rules that reach across the border are asked about.
        const rules = await client.all(country === "CH" ? { country, absent_activities: "eu_market_activity" } : { country });
        assert.deepEqual(ids(rules), ids(data.rules.filter((rule) => rule.countries.includes(country))));
        if (country === "CH") {
          assert.ok(
            rules.every((rule) => rule.jurisdiction === "CH"),
            "no EU, DE or AT rule in the answer for a Swiss company without EU business",
          );
        } else {
          assert.ok(!rules.some((rule) => rule.jurisdiction === "CH"), "no Swiss rule outside Switzerland");
          assert.ok(!rules.some((rule) => rule.jurisdiction === (country === "DE" ? "AT" : "DE")));
          assert.ok(
            rules.some((rule) => rule.jurisdiction === "EU"),
            "EU rules apply",
          );
          assert.ok(!rules.some((rule) => rule.match?.extraterritorial), "no reach inside the rule's own countries");
        }
      });
    }

    // Issue 21: EU law (and German product law) reaches Swiss companies that offer goods or
    // services in the EU; it used to be "CH never gets EU rules".
    const reaching = data.rules.filter((rule) => rule.extraterritorial?.countries.includes("CH"));
    it("CH with the fact unknown adds the rules that reach across the border, undetermined with the question", async () => {
      assert.ok(reaching.length > 0);
      const rules = await client.all({ country: "CH" });
      assert.deepEqual(ids(rules), ids(data.rules.filter((rule) => rule.countries.includes("CH") || reaching.includes(rule))));
      for (const rule of rules.filter((found) => found.jurisdiction !== "CH")) {
        assert.equal(rule.match?.status, "undetermined", rule.id);
        assert.equal(rule.match?.questions[0]?.activity, "eu_market_activity", rule.id);
        assert.match(rule.match?.questions[0]?.question?.de ?? "", /EU/);
        assert.ok(rule.match?.extraterritorial?.legal_basis, rule.id);
      }
    });

    it("CH with EU business gets the EU rules, each with the provision that reaches it", async () => {
      const gdpr = await find({ country: "CH", activities: "eu_market_activity" }, "eu-gdpr");
      assert.equal(gdpr?.match?.status, "applies");
      assert.deepEqual(gdpr?.match?.deciding_activities, ["eu_market_activity"]);
      assert.equal(gdpr?.match?.extraterritorial?.activity, "eu_market_activity");
      assert.match(gdpr?.match?.extraterritorial?.legal_basis ?? "", /Art\. 3 Abs\. 2/);
      assert.match(gdpr?.match?.extraterritorial?.note?.en ?? "", /not established in the EU/);
      assert.equal(gdpr?.countries.includes("CH"), false, "the rule's own countries stay DE and AT");
      const german = await find({ country: "DE", activities: "eu_market_activity" }, "eu-gdpr");
      assert.equal(german?.match?.extraterritorial, undefined, "a German company is not reached across a border");
    });

    it("without a country every rule is listed", async () => {
      assert.deepEqual(ids(await client.all({})), ids(data.rules));
    });

    it("an industry returns the rules for it and for all industries", async () => {
      let narrower = 0;
      for (const industry of data.industries) {
        const rules = await client.all({ industry });
        const expected = data.rules.filter((rule) => rule.industries.includes("all") || rule.industries.includes(industry));
        assert.deepEqual(ids(rules), ids(expected), industry);
        if (expected.length < data.rules.length) narrower++;
      }
      assert.ok(narrower > 0, "some rules are industry-specific");
      const sector = data.rules.find((rule) => !rule.industries.includes("all"));
      assert.ok(sector);
      const other = data.industries.find((industry) => !sector.industries.includes(industry));
      assert.ok(other);
      assert.equal(await find({ industry: other }, sector.id), undefined);
    });

    it("a topic narrows to its rules", async () => {
      const topics = [...new Set(data.rules.map((rule) => rule.topic))];
      for (const topic of topics) {
        assert.deepEqual(ids(await client.all({ topic })), ids(data.rules.filter((rule) => rule.topic === topic)), topic);
      }
    });
  });

  describe("text search in German and English", () => {
    const lksg = byCode(/^LkSG$/i, "DE");
    const gdpr = byCode(/^(DSGVO|GDPR)\b/i, "EU");
    const cases: [string, RuleData][] = [
      ["Lieferkette", lksg],
      ["supply chain", lksg],
      ["LkSG", lksg],
      ["lksg", lksg],
      ["Datenschutz", gdpr],
      ["data protection", gdpr],
      ["DSGVO", gdpr],
      ["GDPR", gdpr],
    ];
    for (const [q, rule] of cases) {
      it(`"${q}" finds ${rule.code}`, async () => {
        const rules = await client.all({ q });
        assert.ok(
          rules.some((found) => found.id === rule.id),
          `${q} → ${ids(rules).join(", ")}`,
        );
        assert.ok(rules.length < data.rules.length, "the search narrows");
      });
    }

    it("search combines with the other filters", async () => {
      const swiss = await client.all({ q: "Datenschutz", country: "CH", absent_activities: "eu_market_activity" });
      assert.ok(swiss.length > 0, "a Swiss data-protection rule");
      assert.ok(swiss.every((rule) => rule.jurisdiction === "CH"));
      assert.ok(!swiss.some((rule) => rule.id === gdpr.id));
    });

    it("a term found nowhere returns nothing", async () => {
      assert.deepEqual(await client.all({ q: "Xylophonorchesterprobe" }), []);
    });
  });

  describe("pagination", () => {
    it("walking pages of 7 gives every rule once, in id order, the same set as one big page", async () => {
      const big = await client.list({ limit: 100 });
      const pages: Rule[][] = [];
      let cursor = "";
      for (;;) {
        const page = await client.list({ limit: 7, cursor });
        pages.push(page.data);
        assert.ok(page.data.length <= 7);
        if (!page.has_more) {
          assert.equal(page.next_cursor, undefined);
          break;
        }
        assert.equal(page.data.length, 7, "only the last page is short");
        cursor = page.next_cursor ?? assert.fail("next_cursor");
      }
      const walked = pages.flat().map((rule) => rule.id);
      assert.equal(new Set(walked).size, walked.length, "no duplicates");
      assert.deepEqual(
        walked,
        [...walked].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        "keyset order",
      );
      assert.equal(walked.length, data.rules.length, "no gaps");
      const all = [...big.data.map((rule) => rule.id)];
      // The library holds more than one page of 100: follow the big pages' cursors too.
      for (let next = big.has_more ? big.next_cursor : undefined; next; ) {
        const page = await client.list({ limit: 100, cursor: next });
        all.push(...page.data.map((rule) => rule.id));
        next = page.has_more ? page.next_cursor : undefined;
      }
      assert.deepEqual(walked, all);
    });

    it("pages stay complete when thresholds filter rules out", async () => {
      const request: ListRequest = { country: "DE", employees: 60, turnover_eur: 5_000_000, balance_sheet_eur: 2_000_000 };
      const walked = await client.all(request, 7);
      const single = await client.all(request, 100);
      assert.deepEqual(
        walked.map((rule) => rule.id),
        single.map((rule) => rule.id),
      );
      assert.ok(walked.length < data.rules.filter((rule) => rule.countries.includes("DE")).length, "some rules excluded");
    });

    it("the default page size is 20", async () => {
      const page = await client.list({});
      assert.equal(page.data.length, Math.min(20, data.rules.length));
      assert.equal(page.has_more, data.rules.length > 20);
    });
  });

  describe("what a rule carries", () => {
    it("the data version, the rule's fields, and the applicability in force", async () => {
      const rules = await client.all({});
      const byId = new Map(data.rules.map((rule) => [rule.id, rule]));
      for (const rule of rules) {
        const source = byId.get(rule.id) as RuleData;
        assert.equal(rule.data_version, data.version);
        assert.deepEqual(
          { code: rule.code, title: rule.title, countries: rule.countries, industries: rule.industries, sources: rule.sources },
          {
            code: source.code,
            title: source.title,
            countries: source.countries,
            industries: source.industries,
            sources: source.sources.map((item) => ({ url: item.url, title: item.title, secondary: item.secondary === true })),
          },
        );
        assert.equal(rule.obligations.length, source.obligations.length);
        assert.equal(rule.amendments.length, (source.amendments ?? []).length);
        assert.equal(rule.source_url, source.sources[0]?.url, "source_url is the primary official source");
        assert.equal(rule.unverified.length, (source.unverified ?? []).length);
        assert.deepEqual(
          rule.applicability?.thresholds.map((threshold) => threshold.value),
          inForce(source).thresholds.map((threshold) => threshold.value),
        );
        assert.deepEqual(
          rule.applicability?.excluded_if_any.map((condition) => [condition.activity, condition.legal_basis]),
          (inForce(source).excluded_if_any ?? []).map((condition) => [condition.activity, condition.legal_basis]),
          `${rule.id}: excluded_if_any`,
        );
      }
      // The federal FADP leaves cantonal and communal bodies to their canton's act, and says so.
      const fadp = rules.find((rule) => rule.id === "ch-dsg");
      assert.deepEqual(
        fadp?.applicability?.excluded_if_any.map((condition) => condition.activity),
        ["state_or_local_public_body"],
      );
    });

    it("a CHF threshold compared with a EUR figure says the conversion is an approximation", async () => {
      const chfRule = withThresholds.find((rule) => inForce(rule).thresholds.some((threshold) => threshold.currency === "CHF"));
      assert.ok(chfRule, "the data has a CHF threshold");
      const found = await find({ country: "CH", turnover_eur: 1e12, balance_sheet_eur: 1e12, employees: 1e6 }, chfRule.id);
      assert.match(found?.applicability?.note?.en ?? "", /converted at a fixed 0\.93 CHF per EUR.*approximation/);
      assert.match(found?.applicability?.note?.de ?? "", /Näherung/);
    });
  });

  describe("sector, role and activity facts", () => {
    it("an override fact makes a rule apply below its threshold and the answer names it", async () => {
      const found = await find({ country: "DE", employees: 20, activities: "financial_sector_entity" }, "de-hinschg");
      assert.equal(found?.match?.status, "applies");
      assert.deepEqual(found?.match?.deciding_activities, ["financial_sector_entity"]);
      assert.deepEqual(found?.match?.questions, []);
      assert.deepEqual(
        found?.applicability?.overrides.map((condition) => condition.activity),
        ["financial_sector_entity"],
      );
    });

    it("without the fact the rule is undetermined with the question in German and English; denied, it is left out", async () => {
      const open = await find({ country: "DE", employees: 20 }, "de-hinschg");
      assert.equal(open?.match?.status, "undetermined");
      assert.equal(open?.match?.questions[0]?.activity, "financial_sector_entity");
      assert.match(open?.match?.questions[0]?.question?.de ?? "", /Finanzunternehmen.*\?$/);
      assert.match(open?.match?.questions[0]?.question?.en ?? "", /financial-sector entity.*\?$/);
      assert.equal(await find({ country: "DE", employees: 20, absent_activities: "financial_sector_entity" }, "de-hinschg"), undefined);
    });

    it("a staged rule reports every obligation with its status and start", async () => {
      const found = await find({ country: "DE", employees: 3, turnover_eur: 300_000, activities: "b2b_invoicing" }, "de-e-rechnung");
      assert.equal(found?.match?.status, "applies");
      assert.deepEqual(found?.match?.deciding_activities, ["b2b_invoicing"]);
      const byId = Object.fromEntries((found?.match?.obligations ?? []).map((result) => [result.id, result]));
      assert.equal(byId.receive?.status, "applies");
      assert.equal(byId.receive?.in_force, today >= "2025-01-01");
      assert.equal(byId["issue-above-800k"]?.status, "excluded");
      assert.deepEqual(byId["issue-above-800k"]?.deciding_figures, ["turnover"]);
      assert.equal(found?.applicability?.obligations.length, 3);
    });

    it("facts are given comma-separated, in any case and with spaces", async () => {
      const rules = await client.all({ country: "DE", employees: 20, activities: " Financial_Sector_Entity , employer" });
      assert.equal(rules.find((rule) => rule.id === "de-hinschg")?.match?.status, "applies");
    });
  });

  describe("bad input", () => {
    const cases: [string, ListRequest, string, RegExp][] = [
      ["an unknown country", { country: "FR" }, "/country", /DE, AT, CH/],
      ["an unknown industry", { industry: "space_mining" }, "/industry", new RegExp(data.industries.slice(0, 2).join(", "))],
      ["an unknown company size", { company_size: "huge" }, "/company_size", /micro, small, medium, large/],
      ["an unknown topic", { topic: "astrology" }, "/topic", /must be one of/],
      ["negative employees", { employees: -1 }, "/employees", /≥ 0/],
      ["a negative turnover", { turnover_eur: -5 }, "/turnover_eur", /≥ 0/],
      ["a negative balance sheet", { balance_sheet_eur: -0.01 }, "/balance_sheet_eur", /≥ 0/],
      ["a garbage cursor", { cursor: "not-a-cursor" }, "/cursor", /not a cursor/],
      ["a limit above 100", { limit: 101 }, "/limit", /1 to 100/],
      ["a negative limit", { limit: -1 }, "/limit", /1 to 100/],
      ["an overlong query", { q: "x".repeat(201) }, "/q", /200/],
      ["an unknown activity", { activities: "employer,bank" }, "/activities", /unknown "bank".*financial_sector_entity/],
      ["an unknown absent activity", { absent_activities: "casino" }, "/absent_activities", /unknown "casino"/],
      [
        "a fact both present and absent",
        { activities: "employer", absent_activities: "employer" },
        "/absent_activities",
        /either present or absent/,
      ],
    ];
    for (const [name, request, pointer, message] of cases) {
      it(`${name} → INVALID_ARGUMENT naming ${pointer}`, async () => {
        const result = await failure(client.list(request));
        assert.equal(result.code, status.INVALID_ARGUMENT);
        assert.match(result.pointers[pointer] ?? "", message, JSON.stringify(result.pointers));
      });
    }

    it("reports every bad field at once", async () => {
      const result = await failure(client.list({ country: "XX", company_size: "giant", employees: -3 }));
      assert.deepEqual(Object.keys(result.pointers).sort(), ["/company_size", "/country", "/employees"]);
    });

    it("lower-case country and size are accepted", async () => {
      const rules = await client.all({ country: "ch", company_size: "MICRO" });
      // Swiss rules, and EU rules only through their reach across the border (issue 21).
      assert.ok(rules.length > 0 && rules.every((rule) => rule.countries.includes("CH") || rule.match?.extraterritorial));
    });
  });

  describe("operations", () => {
    it("answers /healthz and /readyz on the management port", async () => {
      const health = await fetch(`http://127.0.0.1:${service.managementPort}/healthz`);
      assert.equal(health.status, 200);
      const ready = await fetch(`http://127.0.0.1:${service.managementPort}/readyz`);
      assert.equal(ready.status, 200);
      assert.deepEqual(((await ready.json()) as { checks: unknown }).checks, { postgres: "ok" });
    });
  });
});
