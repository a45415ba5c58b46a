/**
 * A plan's compliance items are the rules the project touches (issue 22, part 1): the
 * company's applicable rules intersected with the project's topics; company-wide duties stay
 * out, and each item carries the library's status.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { PROJECT_TOPICS, projectTopics } from "../src/domain/builtin/project-topics.js";
import { withRuleStatus } from "../src/domain/draft-to-plan.js";
import type { PlanRequest } from "../src/domain/types.js";
import { rulesFor } from "./support/compliance-fixtures.js";

const TODAY = "2026-11-21";
const LIBRARY = JSON.parse(readFileSync(new URL("../../compliance/data/rules.json", import.meta.url), "utf8")) as {
  project_topics: string[];
  rules: { id: string; project_relevance: string[] }[];
};
const COMPANY_WIDE = new Set(LIBRARY.rules.filter((rule) => rule.project_relevance.includes("company_wide")).map((rule) => rule.id));

function plan(request: PlanRequest) {
  const profile = inferProfile(request, TODAY);
  const rules = rulesFor(profile.country, profile.industry, profile.companySize, profile.employees);
  const draft = withRuleStatus(buildDraft(profile, rules), rules);
  return { profile, rules, draft, ids: draft.compliance.map((item) => item.rule_id) };
}

function assertNoCompanyWide(ids: string[], rules: { id: string }[]) {
  // The company is subject to company-wide duties (the library returns them) …
  assert.ok(
    rules.some((rule) => COMPANY_WIDE.has(rule.id)),
    "the fixture holds company-wide duties",
  );
  // … but no project plan lists them.
  for (const id of ids) assert.ok(!COMPANY_WIDE.has(id), `${id} is a company-wide duty`);
}

describe("compliance items that belong to the project", () => {
  it("a regulated health project: health data, data protection, IT security and medical-device software, no VAT or annual accounts", () => {
    const { rules, draft, ids } = plan({
      description:
        "Unser Klinikum in Köln mit 2.500 Beschäftigten führt eine elektronische Patientenakte mit Medizinsoftware für die Intensivstation ein.",
      locale: "de",
    });
    for (const id of ["eu-gdpr", "de-bdsg", "de-krankenhaus-it-sicherheit", "eu-mdr", "de-bsig-nis2"]) assert.ok(ids.includes(id), id);
    for (const id of [
      "de-ustg-voranmeldung-lohnsteuer",
      "de-hgb-jahresabschluss-offenlegung-pruefung",
      "de-transparenzregister",
      "de-kassensichv",
    ]) {
      assert.ok(!ids.includes(id), id);
    }
    assertNoCompanyWide(ids, rules);
    assert.ok(ids.length < rules.length / 4, `${ids.length} of ${rules.length} rules`);
    // The hospital fact is unknown: the item says undetermined and asks, never applies.
    const hospital = draft.compliance.find((item) => item.rule_id === "de-krankenhaus-it-sicherheit");
    assert.equal(hospital?.rule_status, "undetermined");
    assert.match(hospital?.reason ?? "", /\?/);
  });

  it("a Swiss public project: Swiss data protection, accessibility and procurement; EU law only open on the EU-market question", () => {
    const { rules, draft, ids } = plan({
      description:
        "Die Stadt Winterthur will ein neues Bürgerportal für Online-Dienste einführen und schreibt die Entwicklung öffentlich aus.",
      locale: "de-CH",
    });
    for (const id of ["ch-dsg", "ch-behig", "ch-boeb-ivoeb"]) assert.ok(ids.includes(id), id);
    for (const id of ["ch-mwst", "ch-or-727a-revision-offenlegung", "ch-sozialversicherungen-arbeitgeber"])
      assert.ok(!ids.includes(id), id);
    assertNoCompanyWide(ids, rules);
    // The GDPR reaches a Swiss body only through its EU-market activity: asked, not assumed.
    const gdpr = draft.compliance.find((item) => item.rule_id === "eu-gdpr");
    assert.equal(gdpr?.rule_status, "undetermined");
    for (const item of draft.compliance.filter((candidate) => candidate.rule_id.startsWith("eu-")))
      assert.notEqual(item.rule_status, "applies");
  });

  it("a retail till system: cash-register and bookkeeping rules, no VAT returns", () => {
    const { rules, ids } = plan({
      description:
        "Wir sind eine Modekette mit 22 Filialen in Bayern und 300 Beschäftigten und führen ein neues Kassensystem in allen Filialen ein.",
      locale: "de",
    });
    for (const id of ["de-kassensichv", "de-gobd", "de-aufbewahrungspflichten", "eu-gdpr"]) assert.ok(ids.includes(id), id);
    for (const id of ["de-ustg-voranmeldung-lohnsteuer", "de-hgb-jahresabschluss-offenlegung-pruefung", "de-milog", "de-lksg"]) {
      assert.ok(!ids.includes(id), id);
    }
    assertNoCompanyWide(ids, rules);
  });

  it("an Austrian till system brings the Registrierkassenpflicht, a bottling line the packaging and food rules", () => {
    const till = plan({
      description: "Unser Café in Graz mit 12 Mitarbeitenden stellt auf eine neue Registrierkasse um.",
      locale: "de-AT",
    });
    assert.ok(till.ids.includes("at-registrierkassenpflicht"), till.ids.join(", "));
    assert.ok(!till.ids.includes("at-ustg-uva-lohnabgaben"));
    const line = plan({ description: "Unsere Brauerei in Bamberg mit 80 Mitarbeitenden baut eine neue Abfüllanlage.", locale: "de" });
    for (const id of ["de-verpackg", "de-lfgb", "de-arbschg"]) assert.ok(line.ids.includes(id), id);
    for (const id of ["de-ustg-voranmeldung-lohnsteuer", "de-gobd", "de-kassensichv"]) assert.ok(!line.ids.includes(id), id);
  });

  it("a rule the description names belongs to the plan even when its topic is not the project's", () => {
    const { ids } = plan({
      description: "Wir führen bis Juni ein Hinweisgebersystem nach HinSchG ein, 250 Beschäftigte in Leipzig.",
      locale: "de",
    });
    assert.ok(ids.includes("de-hinschg"), ids.join(", "));
  });

  it("every item carries the library's status and date; none says applies where the library does not", () => {
    for (const request of [
      { description: "Die Stadt Winterthur will ein neues Bürgerportal für Online-Dienste einführen.", locale: "de-CH" },
      { description: "Unsere Brauerei in Bamberg mit 80 Mitarbeitenden baut eine neue Abfüllanlage.", locale: "de" },
    ]) {
      const { rules, draft } = plan(request);
      for (const item of draft.compliance) {
        const rule = rules.find((candidate) => candidate.id === item.rule_id);
        assert.equal(item.rule_status, rule?.status, item.rule_id);
        if (rule?.status === "upcoming" && rule.appliesFrom) assert.equal(item.applies_from, rule.appliesFrom);
      }
    }
  });
});

describe("project-topics.yaml", () => {
  it("names only topics of the compliance library", () => {
    const vocabulary = new Set(LIBRARY.project_topics);
    const used = [
      ...Object.values(PROJECT_TOPICS.types).flat(),
      ...Object.values(PROJECT_TOPICS.intents).flat(),
      ...Object.values(PROJECT_TOPICS.industries).flatMap((entry) => entry?.topics ?? []),
      ...Object.keys(PROJECT_TOPICS.keywords),
    ];
    for (const topic of used) assert.ok(vocabulary.has(topic) && topic !== "company_wide", topic);
    // Every library topic but company_wide can be reached from some project.
    for (const topic of vocabulary) if (topic !== "company_wide") assert.ok(used.includes(topic), `${topic} is never a project's`);
  });

  it("derives the project's topics from its type, industry and words", () => {
    const till = inferProfile({ description: "We are introducing a new till system in our 40 shops in Hamburg.", locale: "en" }, TODAY);
    assert.ok(projectTopics(till).has("cash_register"));
    const move = inferProfile(
      { description: "Our law firm in Zurich with 40 staff moves e-mail and documents to Microsoft 365 in the cloud.", locale: "en" },
      TODAY,
    );
    assert.ok(projectTopics(move).has("cloud_outsourcing"));
    assert.ok(!projectTopics(move).has("cash_register"));
  });
});
