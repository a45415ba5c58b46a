import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { AGENTS, runAgent } from "../src/domain/analysis/index.js";
import type { AgentContext } from "../src/domain/analysis/output.js";
import type { ComplianceRuleInput } from "../src/domain/types.js";
import { budget, healthyPlan, item, phase, plan, risk, task } from "./support/plans.js";

const TODAY = "2025-02-10";
const context = (over: Partial<AgentContext> = {}): AgentContext => ({ language: "de", today: TODAY, rules: [], ...over });

/** The healthy plan with trouble: overdue and unowned work, one person holding most tasks, weak risks, no reserve. */
function troubledPlan(): Plan {
  const base = healthyPlan();
  return {
    ...base,
    phases: [
      ...base.phases,
      phase({
        id: "ph_3",
        name: "Rollout",
        position: 3,
        start_date: "2025-01-20",
        end_date: "2025-02-07",
        tasks: [
          task({ id: "t_6", title: "Schulungskonzept erstellen", due_date: "2025-02-03", assignee: "Anna Berg", priority: "high" }),
          task({ id: "t_7", title: "Key-User benennen", due_date: "2025-02-05", assignee: "Anna Berg" }),
          task({ id: "t_8", title: "Schulungen durchführen", due_date: "2025-02-20", assignee: "Anna Berg", depends_on: ["t_6"] }),
          task({ id: "t_9", title: "Support-Prozess festlegen", due_date: "2025-03-01" }),
        ],
      }),
    ],
    risks: [
      risk({ id: "r_1", title: "Lieferverzug des Softwareanbieters", likelihood: 3, impact: 3 }),
      risk({ id: "r_2", title: "Datenverlust bei der Migration", likelihood: 4, impact: 5, mitigation: "tbd", owner: "" }),
      risk({ id: "r_3", title: "Akzeptanzprobleme", likelihood: 3, impact: 3, mitigation: "", owner: "Externer Berater" }),
    ],
    budget: budget({ contingency: 0 }),
  };
}

describe("agent catalogue", () => {
  it("lists the five agents in both languages", () => {
    assert.deepEqual(
      AGENTS.map((agent) => agent.task),
      ["status_report", "risk_review", "compliance_check", "budget_review", "kickoff_brief"],
    );
    for (const agent of AGENTS) {
      for (const text of [agent.title, agent.description, agent.produces]) assert.ok(text.de.length > 0 && text.en.length > 0);
    }
  });

  it("every agent writes a document starting with its title and shows the focus", () => {
    for (const agent of AGENTS) {
      for (const language of ["de", "en"] as const) {
        const output = runAgent(agent.task, troubledPlan(), context({ language, instructions: "Für den <b>Lenkungskreis</b>\n# kurz" }));
        assert.ok(output.markdown.startsWith(`# ${agent.title[language]} – ERP-Einführung`), `${agent.task} ${language}`);
        assert.equal(output.title, `${agent.title[language]} – ERP-Einführung`);
        assert.ok(output.markdown.includes(language === "de" ? "**Schwerpunkt:**" : "**Focus:**"));
        assert.ok(!output.markdown.includes("<b>"), "instructions are escaped");
        assert.ok(!/^# kurz/m.test(output.markdown), "instructions cannot start a heading");
        assert.equal(typeof output.result, "object");
      }
    }
  });
});

describe("status report", () => {
  it("reports progress per phase, completed and overdue tasks by today, risks, compliance and next steps", () => {
    const troubled = troubledPlan();
    troubled.compliance.push(item({ id: "ci_2", code: "NIS2", title: "Meldeprozess für Sicherheitsvorfälle", due_date: "2025-02-01" }));
    const output = runAgent("status_report", troubled, context());
    for (const heading of [
      "## Fortschritt je Phase",
      "## Erledigte Aufgaben",
      "## Überfällige Aufgaben",
      "## Top-Risiken",
      "## Offene Compliance-Pflichten",
      "## Nächste Schritte",
    ]) {
      assert.ok(output.markdown.includes(heading), heading);
    }
    assert.deepEqual(output.result.overdue_task_ids, ["t_6", "t_7"]);
    assert.deepEqual(output.result.completed_task_ids, ["t_1", "t_2"]);
    assert.deepEqual(output.result.open_compliance_ids, ["ci_2"]);
    assert.deepEqual((output.result.top_risk_ids as string[])[0], "r_2");
    assert.deepEqual(output.result.next_task_ids, ["t_8", "t_3", "t_9", "t_4", "t_5"]);
    assert.match(output.markdown, /\| Schulungskonzept erstellen \| Rollout \| 03\.02\.2025 \| 7 Tage \| Anna Berg \|/);
    assert.match(output.markdown, /\| Rollout \| 20\.01\.2025 – 07\.02\.2025 \| .* \| 0\/4 \(0 %\) \| Ende überschritten \|/);
    assert.match(output.markdown, /NIS2: Meldeprozess für Sicherheitsvorfälle – fällig 01\.02\.2025 \(\*\*überfällig\*\*\)/);
  });

  it("depends on today: nothing is overdue earlier", () => {
    const output = runAgent("status_report", troubledPlan(), context({ today: "2025-01-15", language: "en" }));
    assert.deepEqual(output.result.overdue_task_ids, []);
    assert.ok(output.markdown.includes("no task is overdue"));
  });
});

describe("risk review", () => {
  it("flags weak entries and proposes valid new risks from the plan's state", () => {
    const output = runAgent("risk_review", troubledPlan(), context());
    assert.deepEqual(output.result.missing_mitigation_ids, ["r_3"]);
    assert.deepEqual(output.result.weak_mitigation_ids, ["r_2"]);
    assert.deepEqual(output.result.missing_owner_ids, ["r_2"]);
    assert.deepEqual(output.result.unknown_owner_ids, ["r_3"]);
    assert.deepEqual(output.result.high_risk_ids, ["r_2"]);
    const titles = output.newRisks.map((r) => r.title);
    assert.ok(titles.includes("Terminverzug durch überfällige Aufgaben"));
    assert.ok(titles.includes("Abhängigkeit von Anna Berg"));
    assert.ok(titles.includes("Verzögerungen entlang von Aufgabenabhängigkeiten"));
    assert.ok(titles.includes("Kostenüberschreitung ohne Budgetreserve"));
    const names = new Set(troubledPlan().stakeholders.map((s) => s.name));
    const existing = new Set(troubledPlan().risks.map((r) => r.title.toLowerCase()));
    for (const proposed of output.newRisks) {
      assert.ok(!existing.has(proposed.title.toLowerCase()), `${proposed.title} is new`);
      assert.ok(Number.isInteger(proposed.likelihood) && proposed.likelihood >= 1 && proposed.likelihood <= 5);
      assert.ok(Number.isInteger(proposed.impact) && proposed.impact >= 1 && proposed.impact <= 5);
      assert.ok(proposed.mitigation.length > 20 && proposed.description.length > 20);
      assert.ok(names.has(proposed.owner), `${proposed.owner} is a stakeholder`);
    }
    assert.notEqual(output.newRisks.find((r) => r.title.startsWith("Abhängigkeit"))?.owner, "Anna Berg", "not the key person herself");
    assert.equal(new Set(titles).size, titles.length);
    for (const heading of ["## Risikoregister", "## Befunde", "## Vorgeschlagene neue Risiken"])
      assert.ok(output.markdown.includes(heading));
  });

  it("does not propose what the register already covers", () => {
    const troubled = troubledPlan();
    troubled.risks.push(
      risk({ id: "r_4", title: "Terminverzug durch überfällige Aufgaben" }),
      risk({ id: "r_5", title: "Budgetüberschreitung" }),
    );
    const titles = runAgent("risk_review", troubled, context()).newRisks.map((r) => r.title);
    assert.ok(!titles.includes("Terminverzug durch überfällige Aufgaben"));
    assert.ok(!titles.some((title) => title.startsWith("Kostenüberschreitung")));
  });

  it("proposes nothing for a healthy plan", () => {
    const output = runAgent("risk_review", healthyPlan(), context({ language: "en" }));
    assert.deepEqual(output.newRisks, []);
    assert.ok(output.markdown.includes("points to no additional risks"));
  });
});

const rule = (over: Partial<ComplianceRuleInput> & { id: string; code: string }): ComplianceRuleInput => ({
  title: { de: `Regel ${over.code}`, en: `Rule ${over.code}` },
  jurisdiction: "EU",
  countries: ["DE"],
  topic: "data_protection",
  projectRelevance: ["personal_data"],
  summary: { de: "Zusammenfassung.", en: "Summary." },
  obligations: [],
  legalReference: "",
  status: "applies",
  missingFigures: [],
  ...over,
});

describe("compliance check", () => {
  it("names covered, missing and undetermined rules and the open items by due date", () => {
    const rules = [
      rule({ id: "rul_eu_gdpr", code: "DSGVO", title: { de: "Datenschutz-Grundverordnung", en: "General Data Protection Regulation" } }),
      rule({
        id: "rul_eu_nis2",
        code: "NIS2",
        title: { de: "NIS-2-Richtlinie", en: "NIS 2 Directive" },
        legalReference: "Richtlinie (EU) 2022/2555",
      }),
      rule({ id: "rul_de_lksg", code: "LkSG", status: "undetermined", missingFigures: ["employees"] }),
    ];
    const checked = healthyPlan();
    checked.compliance.push(item({ id: "ci_2", code: "ArbSchG", title: "Gefährdungsbeurteilung", due_date: "2025-02-01" }));
    const output = runAgent("compliance_check", checked, context({ rules }));
    assert.deepEqual(output.result.covered_rule_ids, ["rul_eu_gdpr"]);
    assert.deepEqual(output.result.missing_rule_ids, ["rul_eu_nis2"]);
    assert.deepEqual(output.result.undetermined_rule_ids, ["rul_de_lksg"]);
    assert.deepEqual(output.result.overdue_item_ids, ["ci_2"]);
    assert.deepEqual(output.result.done_item_ids, ["ci_1"]);
    assert.match(output.markdown, /## Fehlende Pflichten\n\n- \*\*NIS2: NIS-2-Richtlinie\*\* \(Richtlinie \(EU\) 2022\/2555\)/);
    assert.match(output.markdown, /LkSG.*hängt ab von: Zahl der Beschäftigten/);
    assert.match(output.markdown, /ArbSchG: Gefährdungsbeurteilung \| 01\.02\.2025 \| \*\*überfällig\*\* seit 9 Tagen/);
    const english = runAgent("compliance_check", checked, context({ rules, language: "en" }));
    assert.match(english.markdown, /## Missing obligations\n\n- \*\*NIS2: NIS 2 Directive\*\*/);
  });

  it("checks both directions against the project's topics: missing rules of a till system, and company-wide items to remove", () => {
    const plan = healthyPlan();
    if (!plan.project) throw new Error("the fixture has a project");
    plan.project.title = "Neues Kassensystem";
    plan.project.description = "Wir führen in unseren 22 Filialen in Bayern ein neues Kassensystem ein.";
    plan.compliance = [
      item({ id: "ci_vat", code: "UStG", title: "Umsatzsteuer-Voranmeldung", rule_id: "rul_de_ustg" }),
      item({ id: "ci_gdpr", code: "DSGVO", title: "Datenschutz", rule_id: "rul_eu_gdpr" }),
      item({ id: "ci_lksg", code: "LkSG", title: "Lieferkette", rule_id: "rul_de_lksg" }),
    ];
    const rules = [
      rule({ id: "rul_eu_gdpr", code: "DSGVO" }),
      rule({ id: "rul_de_kassensichv", code: "KassenSichV", projectRelevance: ["cash_register"] }),
      rule({ id: "rul_de_gobd", code: "GoBD", projectRelevance: ["bookkeeping", "cash_register"] }),
      rule({ id: "rul_de_ustg", code: "UStG", projectRelevance: ["company_wide"] }),
      rule({ id: "rul_de_lksg", code: "LkSG", projectRelevance: ["sourcing"] }),
    ];
    const output = runAgent("compliance_check", plan, context({ rules }));
    assert.ok((output.result.project_topics as string[]).includes("cash_register"));
    assert.deepEqual(output.result.covered_rule_ids, ["rul_eu_gdpr"]);
    assert.deepEqual(output.result.missing_rule_ids, ["rul_de_kassensichv", "rul_de_gobd"]);
    assert.deepEqual(output.result.remove_item_ids, ["ci_vat", "ci_lksg"]);
    assert.deepEqual(output.result.remove_rule_ids, ["rul_de_ustg", "rul_de_lksg"]);
    assert.match(
      output.markdown,
      /## Nicht zum Projekt gehörende Pflichten\n\n- \*\*UStG: Umsatzsteuer-Voranmeldung\*\* – unternehmensweite Pflicht/,
    );
    assert.match(output.markdown, /LkSG: Lieferkette\*\* – betrifft sourcing, nicht die Themen des Projekts/);
    assert.match(output.markdown, /aus dem Plan entfernen/);
    assert.doesNotMatch(output.markdown, /deckt alle anwendbaren Regeln/);
    const english = runAgent("compliance_check", plan, context({ rules, language: "en" }));
    assert.match(english.markdown, /Remove the items that do not belong to the project \(UStG and LkSG\)/);
  });

  it("says so when the library has no rules", () => {
    const output = runAgent("compliance_check", healthyPlan(), context());
    assert.equal(output.result.rules, 0);
    assert.ok(output.markdown.includes("keine Regeln der Bibliothek"));
  });
});

describe("budget review", () => {
  it("reports total, lines, contingency ratio and progress per phase", () => {
    const reviewed = healthyPlan();
    reviewed.budget = budget({
      contingency: 5_000,
      lines: [
        { id: "bl_1", category: "consulting", label: "Analyse-Workshops", amount: 20_000, phase_id: "ph_1" },
        { id: "bl_2", category: "software", label: "Lizenzen", amount: 75_000, phase_id: "ph_2" },
      ],
    });
    const output = runAgent("budget_review", reviewed, context());
    assert.equal(output.result.total, 100_000);
    assert.equal(output.result.contingency_ratio, 0.05);
    assert.equal(output.result.earned_value, 20_000);
    for (const heading of ["## Überblick", "## Budgetpositionen", "## Reserve", "## Budget und Fortschritt je Phase", "## Empfehlung"])
      assert.ok(output.markdown.includes(heading));
    assert.match(output.markdown, /100\.000\s€/);
    assert.ok(output.markdown.includes("Reserve auf 10–15 % des Budgets erhöhen"));
  });

  it("handles a plan without a budget", () => {
    const output = runAgent("budget_review", plan(), context({ language: "en" }));
    assert.equal(output.result.has_budget, false);
    assert.ok(output.markdown.startsWith("# Budget review – "));
  });
});

describe("kickoff brief", () => {
  it("covers goals, scope, phases, roles and first steps", () => {
    const output = runAgent("kickoff_brief", healthyPlan(), context({ language: "en" }));
    for (const heading of ["## Goals", "## Scope", "## Phases", "## Roles", "## Key risks", "## First steps"])
      assert.ok(output.markdown.includes(heading), heading);
    assert.ok(output.markdown.includes("Einführung eines ERP-Systems."));
    assert.ok(output.markdown.includes("Dr. Petra Hahn"));
    assert.deepEqual((output.result.first_task_ids as string[])[0], "t_3");
  });
});
