import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_RULES_FILE } from "../src/config.js";
import { isoDate } from "../src/domain/applicability.js";
import { DataLintError, DEFAULT_TOPICS, lintRulesData } from "../src/domain/data-lint.js";
import type { RulesFile, StagedObligationData, ThresholdData } from "../src/domain/types.js";
import { readRulesFile } from "../src/loader.js";

const today = isoDate(new Date());
const real = JSON.parse(readFileSync(DEFAULT_RULES_FILE, "utf8")) as RulesFile;
const fixture = JSON.parse(readFileSync(new URL("./fixtures/rules.fixture.json", import.meta.url), "utf8")) as RulesFile;

describe("the real rules file", () => {
  it("passes the data lint without a single issue", () => {
    const issues = lintRulesData(real, { today });
    assert.deepEqual(issues, [], issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n"));
  });

  it("says for every rule which project topics it belongs to, and keeps company-wide duties out of every project", () => {
    const vocabulary = new Set(real.project_topics ?? []);
    assert.ok(vocabulary.has("company_wide") && vocabulary.size >= 10, "the file declares its project topics");
    for (const rule of real.rules) {
      const relevance = rule.project_relevance ?? [];
      assert.ok(relevance.length > 0, `${rule.id} has no project_relevance`);
      for (const topic of relevance) assert.ok(vocabulary.has(topic), `${rule.id}: ${topic}`);
    }
    const of = (id: string) => real.rules.find((rule) => rule.id === id)?.project_relevance;
    // Duties a project does not change: VAT returns, annual accounts, the transparency register.
    for (const id of [
      "de-ustg-voranmeldung-lohnsteuer",
      "ch-mwst",
      "de-hgb-jahresabschluss-offenlegung-pruefung",
      "de-transparenzregister",
    ]) {
      assert.deepEqual(of(id), ["company_wide"], id);
    }
    assert.ok(of("de-kassensichv")?.includes("cash_register"));
    assert.ok(of("de-gobd")?.includes("cash_register"));
    assert.ok(of("ch-epdg")?.includes("health_data"));
    assert.ok(of("eu-mdr")?.includes("medical_device"));
    assert.ok(of("ch-boeb-ivoeb")?.includes("public_sector_project"));
    // AML duties belong only to a financial service's projects (customer onboarding), never to a bakery's.
    assert.deepEqual(of("de-gwg"), ["financial_service"]);
  });

  it("covers at least 70 rules: 20 German, 15 Austrian, 15 Swiss, and EU rules", () => {
    const count = (jurisdiction: string) => real.rules.filter((rule) => rule.jurisdiction === jurisdiction).length;
    assert.ok(real.rules.length >= 70, `${real.rules.length} rules`);
    assert.ok(count("DE") >= 20, `${count("DE")} DE rules`);
    assert.ok(count("AT") >= 15, `${count("AT")} AT rules`);
    assert.ok(count("CH") >= 15, `${count("CH")} CH rules`);
    assert.ok(count("EU") >= 1, `${count("EU")} EU rules`);
  });

  it("never applies an EU rule in Switzerland, and EU rules reach Germany and Austria", () => {
    for (const rule of real.rules.filter((candidate) => candidate.jurisdiction === "EU")) {
      assert.ok(!rule.countries.includes("CH"), rule.id);
      assert.ok(rule.countries.includes("DE") || rule.countries.includes("AT"), rule.id);
    }
  });

  it("has rules with thresholds, in both money currencies and both comparisons", () => {
    const thresholds = real.rules.flatMap((rule) => rule.applicability.thresholds);
    assert.ok(thresholds.some((threshold) => threshold.currency === "CHF"));
    assert.ok(thresholds.some((threshold) => threshold.currency === "EUR"));
    assert.ok(thresholds.some((threshold) => threshold.comparison === "gt"));
    assert.ok(thresholds.some((threshold) => threshold.comparison === "gte"));
  });

  it("lets sector, role and activity facts override size where the law does", () => {
    const expected: [string, string[]][] = [
      ["eu-whistleblowing-directive", ["financial_sector_entity"]],
      ["de-hinschg", ["financial_sector_entity"]],
      ["at-hschg", ["financial_sector_entity"]],
      ["eu-nis2", ["critical_entity", "trust_service_provider", "dns_tld_provider", "public_telecom_provider"]],
      ["de-bsig-nis2", ["critical_entity", "trust_service_provider", "dns_tld_provider", "public_telecom_provider"]],
      ["at-nisg", ["critical_entity", "trust_service_provider", "dns_tld_provider", "public_telecom_provider"]],
      ["ch-or-727", ["listed_company", "consolidation_obligation"]],
    ];
    for (const [id, activities] of expected) {
      const found = real.rules.find((candidate) => candidate.id === id);
      assert.ok(found, id);
      assert.deepEqual(found.applicability.overrides?.map((condition) => condition.activity).sort(), [...activities].sort(), id);
    }
  });

  it("stages the duties whose thresholds differ: products without a size exemption, information rights for every employer, receiving e-invoices for every business", () => {
    const staged = (id: string) => {
      const found = real.rules.find((candidate) => candidate.id === id);
      assert.ok(found?.applicability.obligations, id);
      return found.applicability.obligations;
    };
    for (const id of ["eu-eaa", "de-bfsg", "at-bafg"]) {
      const products = staged(id).find((obligation) => obligation.id === "products");
      assert.deepEqual(products?.thresholds, [], `${id}: no size test for products`);
      assert.deepEqual(
        products?.requires_any?.map((condition) => condition.activity),
        ["eaa_product_supplier"],
      );
    }
    assert.deepEqual(staged("eu-pay-transparency").find((obligation) => obligation.id === "pay-information")?.thresholds, []);
    const invoicing = staged("de-e-rechnung");
    assert.deepEqual(
      invoicing.map((obligation) => [obligation.id, obligation.effective_date]),
      [
        ["receive", "2025-01-01"],
        ["issue-above-800k", "2027-01-01"],
        ["issue-all", "2028-01-01"],
      ],
    );
  });

  it("holds the duties a DACH consultant expects", () => {
    const ids = new Set(real.rules.map((candidate) => candidate.id));
    for (const id of [
      "de-betrvg",
      "de-kschg",
      "de-asig-sicherheitsorganisation",
      "de-sgb-ix-beschaeftigungspflicht",
      "at-arbvg",
      "at-beinstg",
      "ch-mitwirkung-massenentlassung",
      "de-elektrog",
      "at-eag-vo",
      "ch-vreg",
      "de-kassensichv",
      "de-tdddg-cookies",
      "ch-mwst",
      "eu-data-act",
      "eu-cbam",
      "ch-finma-rs-2018-3",
    ]) {
      assert.ok(ids.has(id), id);
    }
  });

  it("cites an official source first for every rule and explains every unverified point", () => {
    for (const candidate of real.rules) {
      assert.ok(candidate.sources.length > 0 && candidate.sources[0]?.secondary !== true, candidate.id);
      for (const point of candidate.unverified ?? []) assert.ok(point.point.trim() && point.reason.trim(), candidate.id);
    }
  });

  it("holds an industry list every rule draws from", () => {
    assert.ok(real.industries.length >= 5);
    const used = new Set(real.rules.flatMap((rule) => rule.industries));
    assert.ok(used.has("all"));
  });
});

type Mutation = (file: RulesFile) => void;

const stagedDuty = (id: string, thresholds: ThresholdData[]): StagedObligationData => ({
  id,
  title: { de: "Bericht", en: "Report" },
  effective_date: "2025-01-01",
  logic: thresholds.length > 0 ? "and" : "none",
  thresholds,
});

function issuesAfter(mutate: Mutation): { path: string; message: string }[] {
  const copy = structuredClone(fixture) as RulesFile;
  mutate(copy);
  return lintRulesData(copy, { today: "2026-01-01" });
}

function rule(file: RulesFile, id: string) {
  const found = file.rules.find((candidate) => candidate.id === id);
  assert.ok(found, id);
  return found as unknown as Record<string, unknown> & RulesFile["rules"][number];
}

describe("the data lint", () => {
  it("accepts the fixture", () => {
    assert.deepEqual(lintRulesData(fixture, { today: "2026-01-01" }), []);
  });

  it("accepts deep links to the act on every legal portal, and hedging once the doubt is listed", () => {
    const deep = [
      "https://eur-lex.europa.eu/eli/reg_del/2025/2152/oj",
      "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32016R0679",
      "https://www.gesetze-im-internet.de/hgb/__325.html",
      "https://www.gesetze-im-internet.de/arbst_ttv_2004/",
      "https://www.ris.bka.gv.at/eli/bgbl/1974/22",
      "https://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008329&Paragraf=110",
      "https://www.fedlex.admin.ch/eli/cc/2007/758/de#art_21_a",
    ];
    for (const url of deep) {
      const issues = issuesAfter((f) => {
        rule(f, "de-kwg").sources = [{ url }];
      });
      assert.deepEqual(issues, [], url);
    }
    const listed = issuesAfter((f) => {
      rule(f, "de-kwg").summary.de = "Die Pflicht gilt möglicherweise auch für Zahlungsinstitute.";
      rule(f, "de-kwg").unverified = [{ point: "Whether payment institutions are covered", reason: "The amendment was not re-read." }];
    });
    assert.deepEqual(listed, []);
  });

  const cases: [string, Mutation, string, RegExp][] = [
    [
      "a missing field",
      (f) => {
        delete (rule(f, "de-kwg") as Record<string, unknown>).authority;
      },
      "/rules/6/authority",
      /required/,
    ],
    [
      "an empty translation",
      (f) => {
        rule(f, "de-kwg").title.en = " ";
      },
      "/rules/6/title/en",
      /non-empty/,
    ],
    [
      "an http source URL",
      (f) => {
        rule(f, "de-kwg").sources = [{ url: "http://www.gesetze-im-internet.de/kredwg/" }];
      },
      "/rules/6/sources/0/url",
      /https/,
    ],
    [
      "a malformed source URL",
      (f) => {
        rule(f, "de-kwg").sources = [{ url: "https://www.gesetze-im-internet.de/kred wg/" }];
      },
      "/rules/6/sources/0/url",
      /well-formed/,
    ],
    [
      "no sources",
      (f) => {
        rule(f, "de-kwg").sources = [];
      },
      "/rules/6/sources",
      /non-empty/,
    ],
    [
      "a source on a host that is not allow-listed",
      (f) => {
        rule(f, "de-kwg").sources = [{ url: "https://www.gesetze-im-internet.de/kredwg/" }, { url: "https://www.example-law-blog.de/kwg" }];
      },
      "/rules/6/sources/1/url",
      /not an allow-listed official host/,
    ],
    [
      "a secondary source first",
      (f) => {
        rule(f, "de-kwg").sources = [{ url: "https://www.example-law-blog.de/kwg", secondary: true }];
      },
      "/rules/6/sources/0",
      /official sources first/,
    ],
    [
      "a size threshold without the override check",
      (f) => {
        delete rule(f, "de-hinschg").applicability.overrides_checked;
      },
      "/rules/2/applicability/overrides_checked",
      /overrides were checked/,
    ],
    [
      "an override with an unknown activity",
      (f) => {
        rule(f, "de-hinschg").applicability.overrides = [{ activity: "bank" as never, legal_basis: "§ 12 Abs. 3 HinSchG" }];
      },
      "/rules/2/applicability/overrides/0/activity",
      /must be one of employer, financial_sector_entity/,
    ],
    [
      "an override without its legal basis",
      (f) => {
        rule(f, "de-hinschg").applicability.overrides = [{ activity: "financial_sector_entity", legal_basis: "" }];
      },
      "/rules/2/applicability/overrides/0/legal_basis",
      /non-empty/,
    ],
    [
      "notes admitting an unverified point without listing it",
      (f) => {
        rule(f, "de-kwg").notes = "The 2026 amendment is not verified.";
      },
      "/rules/6/unverified",
      /list it under unverified/,
    ],
    [
      "a first source at a portal's home page",
      (f) => {
        rule(f, "de-kwg").sources = [{ url: "https://www.bafin.de/" }, { url: "https://www.gesetze-im-internet.de/kredwg/" }];
      },
      "/rules/6/sources/0/url",
      /home page: the first source must link the act itself/,
    ],
    [
      "a first source at the legal portal's root",
      (f) => {
        rule(f, "at-or-rule").sources = [{ url: "https://www.ris.bka.gv.at/" }];
      },
      "/rules/5/sources/0/url",
      /home page/,
    ],
    [
      "a first source at a language root of a federal office",
      (f) => {
        rule(f, "ch-dsg").sources = [{ url: "https://www.bafu.admin.ch/de/" }];
      },
      "/rules/7/sources/0/url",
      /home page/,
    ],
    [
      "a first source on an official host that does not link the act",
      (f) => {
        rule(f, "ch-dsg").sources = [{ url: "https://www.finma.ch/de/dokumentation/rundschreiben/" }];
      },
      "/rules/7/sources/0/url",
      /not a known deep link to the act/,
    ],
    [
      "a RIS consolidated version without the act's number",
      (f) => {
        rule(f, "at-or-rule").sources = [{ url: "https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen" }];
      },
      "/rules/5/sources/0/url",
      /not a known deep link/,
    ],
    [
      "German hedging in a summary without an unverified entry",
      (f) => {
        rule(f, "de-kwg").summary.de = "Die Pflicht gilt möglicherweise auch für Zahlungsinstitute.";
      },
      "/rules/6/summary/de",
      /hedges \("möglicherweise"\) without an unverified entry/,
    ],
    [
      "English hedging in the applicability note without an unverified entry",
      (f) => {
        rule(f, "de-kwg").applicability.note = { de: "Nach Größe.", en: "The threshold may apply to branches as well." };
      },
      "/rules/6/applicability/note/en",
      /hedges \("may apply"\)/,
    ],
    [
      "hedging in the notes without an unverified entry",
      (f) => {
        rule(f, "de-kwg").notes = "The threshold values are the last known ones.";
      },
      "/rules/6/notes",
      /hedges \("last known"\)/,
    ],
    [
      "an unverified point without a reason",
      (f) => {
        rule(f, "de-kwg").unverified = [{ point: "Fine amounts", reason: " " }];
      },
      "/rules/6/unverified/0/reason",
      /non-empty/,
    ],
    [
      "staged obligations under a rule-level size test",
      (f) => {
        const applicability = rule(f, "de-hinschg").applicability;
        applicability.obligations = [stagedDuty("report", [])];
      },
      "/rules/2/applicability/obligations",
      /rule-level logic must be "none"/,
    ],
    [
      "a staged obligation with a size threshold and no override check",
      (f) => {
        rule(f, "de-kwg").applicability.obligations = [stagedDuty("report", [{ metric: "employees", value: 50, comparison: "gte" }])];
      },
      "/rules/6/applicability/obligations/0/overrides",
      /overrides_checked/,
    ],
    [
      "two staged obligations with one id",
      (f) => {
        rule(f, "de-kwg").applicability.obligations = [stagedDuty("report", []), stagedDuty("report", [])];
      },
      "/rules/6/applicability/obligations/1/id",
      /duplicate obligation id/,
    ],
    [
      "a scope fact list that is empty",
      (f) => {
        rule(f, "de-kwg").applicability.requires_any = [];
      },
      "/rules/6/applicability/requires_any",
      /must not be empty/,
    ],
    [
      "a duplicate id",
      (f) => {
        rule(f, "de-kwg").id = "de-hinschg";
      },
      "/rules/6/id",
      /duplicate id/,
    ],
    [
      "a code another rule has",
      (f) => {
        rule(f, "de-kwg").code = rule(f, "de-hinschg").code;
      },
      "/rules/6/code",
      /duplicate code/,
    ],
    [
      "a code longer than a table cell",
      (f) => {
        rule(f, "de-kwg").code = "K".repeat(41);
      },
      "/rules/6/code",
      /at most 40 characters/,
    ],
    [
      "an unknown industry",
      (f) => {
        rule(f, "de-kwg").industries = ["banking"];
      },
      "/rules/6/industries",
      /unknown industry "banking"/,
    ],
    [
      "all mixed with an industry",
      (f) => {
        rule(f, "de-kwg").industries = ["all", "finance"];
      },
      "/rules/6/industries",
      /stands alone/,
    ],
    [
      "an unknown topic",
      (f) => {
        rule(f, "de-kwg").topic = "banking";
      },
      "/rules/6/topic",
      /unknown topic/,
    ],
    [
      "an impossible date",
      (f) => {
        rule(f, "de-kwg").effective_date = "2024-02-30";
      },
      "/rules/6/effective_date",
      /calendar date/,
    ],
    [
      "an implausible effective date",
      (f) => {
        rule(f, "de-kwg").effective_date = "1700-01-01";
      },
      "/rules/6/effective_date",
      /implausibly early/,
    ],
    [
      "an effective date far ahead",
      (f) => {
        rule(f, "de-kwg").effective_date = "2099-01-01";
      },
      "/rules/6/effective_date",
      /years ahead/,
    ],
    [
      "verified in the future",
      (f) => {
        rule(f, "de-kwg").verified_at = "2026-01-02";
      },
      "/rules/6/verified_at",
      /future/,
    ],
    [
      "an EU rule in Switzerland",
      (f) => {
        rule(f, "eu-gdpr").countries = ["DE", "AT", "CH"];
      },
      "/rules/0/countries",
      /Switzerland/,
    ],
    [
      "a German rule elsewhere",
      (f) => {
        rule(f, "de-kwg").countries = ["AT"];
      },
      "/rules/6/countries",
      /DE only/,
    ],
    [
      "an unknown country",
      (f) => {
        rule(f, "eu-gdpr").countries = ["DE", "FR"] as never;
      },
      "/rules/0/countries",
      /unknown country "FR"/,
    ],
    [
      "a reach into one of the rule's own countries",
      (f) => {
        rule(f, "eu-gdpr").extraterritorial = {
          countries: ["CH", "AT"],
          activity: "eu_market_activity",
          legal_basis: "Art. 3 Abs. 2 DSGVO",
          note: { de: "Reicht über die Grenze.", en: "Reaches across the border." },
        };
      },
      "/rules/0/extraterritorial/countries",
      /AT is one of the rule's own countries/,
    ],
    [
      "a reach through an unknown fact",
      (f) => {
        rule(f, "eu-gdpr").extraterritorial = {
          countries: ["CH"],
          activity: "sells_abroad" as never,
          legal_basis: "Art. 3 Abs. 2 DSGVO",
          note: { de: "Reicht über die Grenze.", en: "Reaches across the border." },
        };
      },
      "/rules/0/extraterritorial/activity",
      /must be one of/,
    ],
    [
      "a reach without its provision",
      (f) => {
        rule(f, "eu-gdpr").extraterritorial = {
          countries: ["CH"],
          activity: "eu_market_activity",
          note: { de: "Reicht über die Grenze.", en: "Reaches across the border." },
        } as never;
      },
      "/rules/0/extraterritorial/legal_basis",
      /is required/,
    ],
    [
      "a reach with a note in one language",
      (f) => {
        rule(f, "eu-gdpr").extraterritorial = {
          countries: ["CH"],
          activity: "eu_market_activity",
          legal_basis: "Art. 3 Abs. 2 DSGVO",
          note: { en: "Reaches across the border." },
        } as never;
      },
      "/rules/0/extraterritorial/note/de",
      /is required/,
    ],
    [
      "a reach whose own test has a size threshold without the override check",
      (f) => {
        rule(f, "eu-gdpr").extraterritorial = {
          countries: ["CH"],
          activity: "eu_market_activity",
          legal_basis: "Art. 3 Abs. 2 DSGVO",
          note: { de: "Reicht über die Grenze.", en: "Reaches across the border." },
          applicability: { logic: "and", thresholds: [{ metric: "turnover", value: 1, currency: "EUR", comparison: "gt" }] },
        };
      },
      "/rules/0/extraterritorial/applicability/overrides_checked",
      /overrides were checked/,
    ],
    [
      "a money threshold without currency",
      (f) => {
        delete rule(f, "at-or-rule").applicability.thresholds[1]?.currency;
      },
      "/rules/5/applicability/thresholds/1/currency",
      /currency/,
    ],
    [
      "a Swiss threshold in EUR",
      (f) => {
        const t = rule(f, "ch-or-727").applicability.thresholds[0];
        if (t) t.currency = "EUR";
      },
      "/rules/4/applicability/thresholds/0/currency",
      /CHF/,
    ],
    [
      "an unknown comparison",
      (f) => {
        const t = rule(f, "de-hinschg").applicability.thresholds[0];
        if (t) t.comparison = "ge" as never;
      },
      "/rules/2/applicability/thresholds/0/comparison",
      /gte/,
    ],
    [
      "a negative threshold",
      (f) => {
        const t = rule(f, "de-hinschg").applicability.thresholds[0];
        if (t) t.value = -50;
      },
      "/rules/2/applicability/thresholds/0/value",
      /positive/,
    ],
    [
      "min_met above n",
      (f) => {
        rule(f, "ch-or-727").applicability.min_met = 4;
      },
      "/rules/4/applicability/min_met",
      /1 to the number/,
    ],
    [
      "thresholds under logic none",
      (f) => {
        rule(f, "de-kwg").applicability.thresholds = [{ metric: "employees", value: 1, comparison: "gte" }];
      },
      "/rules/6/applicability/thresholds",
      /empty when logic is "none"/,
    ],
    [
      "and without thresholds",
      (f) => {
        rule(f, "de-hinschg").applicability.thresholds = [];
      },
      "/rules/2/applicability/thresholds",
      /use "none"/,
    ],
    [
      "an unknown field (a typo)",
      (f) => {
        rule(f, "de-kwg").soruce_url = "x";
      },
      "/rules/6/soruce_url",
      /unknown field/,
    ],
    [
      "an amendment before the rule",
      (f) => {
        const a = rule(f, "de-lksg").amendments?.[0];
        if (a) a.effective_date = "2022-01-01";
      },
      "/rules/1/amendments/0/effective_date",
      /after the rule's effective_date/,
    ],
    [
      "a file verified in the future",
      (f) => {
        f.verified_at = "2027-01-01";
      },
      "/verified_at",
      /future/,
    ],
    [
      "a rule verified after the file",
      (f) => {
        f.verified_at = "2024-12-31";
      },
      "/rules/0/verified_at",
      /later than the file/,
    ],
    [
      "no version",
      (f) => {
        f.version = "";
      },
      "/version",
      /non-empty/,
    ],
    [
      "a reserved industry",
      (f) => {
        f.industries.push("all");
      },
      "/industries/8",
      /reserved/,
    ],
  ];
  for (const [name, mutate, path, message] of cases) {
    it(`rejects ${name}`, () => {
      const issues = issuesAfter(mutate);
      assert.ok(
        issues.some((issue) => issue.path === path && message.test(issue.message)),
        `expected ${path} ~ ${message}, got ${JSON.stringify(issues)}`,
      );
    });
  }

  it("checks each rule's project relevance against the file's closed list", () => {
    const withTopics = (relevance: unknown, topics: unknown = ["it_system", "company_wide"]) => {
      const data = structuredClone(fixture) as unknown as Record<string, unknown> & { rules: Record<string, unknown>[] };
      data.project_topics = topics;
      for (const rule of data.rules) rule.project_relevance = ["it_system"];
      if (data.rules[0]) {
        if (relevance === undefined) delete data.rules[0].project_relevance;
        else data.rules[0].project_relevance = relevance;
      }
      return lintRulesData(data, { today }).filter((issue) => issue.path.includes("project_"));
    };
    assert.deepEqual(withTopics(["it_system"]), []);
    assert.deepEqual(withTopics(["company_wide"]), []);
    assert.match(withTopics(undefined)[0]?.message ?? "", /is required/);
    assert.match(withTopics([])[0]?.message ?? "", /non-empty list/);
    assert.match(withTopics(["bakery"])[0]?.message ?? "", /unknown project topic "bakery"/);
    assert.match(withTopics(["company_wide", "it_system"])[0]?.message ?? "", /stands alone/);
    assert.match(withTopics(["it_system"], ["it_system"])[0]?.message ?? "", /must include "company_wide"/);
    // Without the file's list a rule may not name project topics.
    const data = structuredClone(fixture) as unknown as { rules: Record<string, unknown>[] };
    if (data.rules[0]) data.rules[0].project_relevance = ["it_system"];
    assert.match(lintRulesData(data, { today })[0]?.message ?? "", /needs the file's \/project_topics list/);
  });

  it("knows the documented topics by default and a file's own list when it declares one", () => {
    assert.ok(DEFAULT_TOPICS.includes("data_protection"));
    const issues = issuesAfter((f) => {
      f.topics = ["data_protection"];
    });
    assert.ok(issues.some((issue) => issue.path === "/rules/1/topic"));
  });

  it("the loader rejects the whole file with every issue named", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rules-lint-"));
    try {
      const broken = structuredClone(fixture) as RulesFile;
      rule(broken, "de-kwg").sources = [{ url: "ftp://example.org/x" }];
      rule(broken, "de-hinschg").topic = "nope";
      const path = join(dir, "rules.json");
      await writeFile(path, JSON.stringify(broken));
      await assert.rejects(readRulesFile(path, new Date("2026-01-01T00:00:00Z")), (error: unknown) => {
        assert.ok(error instanceof DataLintError);
        assert.equal(error.issues.length, 2);
        assert.match(
          error.message,
          /rejected, 2 issue\(s\): .*\/rules\/2\/topic.*\/rules\/6\/sources\/0\/url|\/rules\/6\/sources\/0\/url.*\/rules\/2\/topic/,
        );
        return true;
      });
      await writeFile(path, "{ not json");
      await assert.rejects(readRulesFile(path), /is not valid JSON/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
