/**
 * Golden tests of the built-in engine: every industry in both languages and all three
 * countries yields a structurally sound, localised, deterministic plan; four reference
 * drafts are compared with stored files (`UPDATE_GOLDEN=1` rewrites them).
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, it } from "node:test";
import { buildDraft, detectLanguage, inferProfile } from "../src/domain/builtin/index.js";
import { projectTopics } from "../src/domain/builtin/project-topics.js";
import { draftToPlan, validateDraftStructure } from "../src/domain/draft-to-plan.js";
import { type ComplianceRuleInput, type Country, INDUSTRIES, type Industry, type Language, type PlanRequest } from "../src/domain/types.js";
import { rulesFor } from "./support/compliance-fixtures.js";

const TODAY = "2026-03-04";
const NOW = "2026-03-04T09:00:00.000Z";
const PLACES: Record<Country, string> = { DE: "Leipzig", AT: "Graz", CH: "Basel" };

/** A realistic request per industry and language, with the noun the tasks must use. */
const CASES: Record<Industry, Record<Language, { text: string; head: string }>> = {
  manufacturing: {
    de: {
      text: "Wir sind ein Maschinenbauer aus {place} mit 180 Mitarbeitenden und wollen in 9 Monaten eine neue Montagelinie für unsere Getriebe in Betrieb nehmen.",
      head: "Montagelinie",
    },
    en: {
      text: "We are a machine builder in {place} with 180 employees and want to commission a new assembly line for our gearboxes within 9 months.",
      head: "assembly line",
    },
  },
  retail: {
    de: {
      text: "Unsere Handelskette in {place} mit 600 Beschäftigten will ein neues Kassensystem in allen 40 Filialen einführen.",
      head: "Kassensystem",
    },
    en: {
      text: "Our retail chain in {place} with 600 employees wants to introduce a new POS system in all 40 stores.",
      head: "POS system",
    },
  },
  it_software: {
    de: {
      text: "Wir sind ein Softwarehaus in {place} mit 60 Mitarbeitenden und wollen eine neue Kundenplattform für unsere SaaS-Produkte einführen.",
      head: "Kundenplattform",
    },
    en: {
      text: "We are a software company in {place} with 60 employees and want to introduce a new customer platform for our SaaS products within 8 months.",
      head: "customer platform",
    },
  },
  telecommunications: {
    de: {
      text: "Als regionaler Netzbetreiber mit 300 Beschäftigten in {place} wollen wir ein neues Ticketsystem für den Störungsdienst einführen.",
      head: "Ticketsystem",
    },
    en: {
      text: "As a regional telecom operator in {place} with 300 employees we want to introduce a new ticketing system for our field service.",
      head: "ticketing system",
    },
  },
  finance: {
    de: {
      text: "Unsere Genossenschaftsbank in {place} mit 250 Beschäftigten will ein neues Kreditportal für Firmenkunden einführen.",
      head: "Kreditportal",
    },
    en: {
      text: "Our cooperative bank in {place} with 250 employees wants to introduce a new loan portal for business customers.",
      head: "loan portal",
    },
  },
  insurance: {
    de: {
      text: "Wir, ein Versicherer in {place} mit 1.200 Mitarbeitenden, wollen ein neues CRM-System für Vertrieb und Schadenbearbeitung einführen.",
      head: "CRM-System",
    },
    en: {
      text: "We are an insurer in {place} with about 1,200 staff and want to introduce a new CRM system for sales and claims.",
      head: "CRM system",
    },
  },
  health: {
    de: {
      text: "Das Klinikum in {place} mit 3.200 Beschäftigten führt ein neues Terminplanungssystem für die Ambulanzen ein.",
      head: "Terminplanungssystem",
    },
    en: {
      text: "Our hospital in {place} with 3,200 staff wants to introduce a new scheduling system for its outpatient clinics.",
      head: "scheduling system",
    },
  },
  pharma: {
    de: {
      text: "Wir sind ein Pharmaunternehmen in {place} mit 400 Mitarbeitenden und wollen eine neue Abfülllinie für Sterilprodukte in Betrieb nehmen.",
      head: "Abfülllinie",
    },
    en: {
      text: "We are a pharmaceutical company in {place} with 400 employees and want to commission a new filling line for sterile products.",
      head: "filling line",
    },
  },
  energy: {
    de: {
      text: "Als Stadtwerk in {place} mit 220 Beschäftigten wollen wir ein neues Abrechnungssystem für Strom und Wärme einführen.",
      head: "Abrechnungssystem",
    },
    en: {
      text: "As a municipal utility in {place} with 220 employees we want to introduce a new billing system for power and heat.",
      head: "billing system",
    },
  },
  construction: {
    de: {
      text: "Wir, ein Bauunternehmen aus {place} mit 90 Mitarbeitenden, wollen eine neue Bauleitungssoftware für alle Baustellen einführen.",
      head: "Bauleitungssoftware",
    },
    en: {
      text: "We are a construction company in {place} with 90 employees and want to introduce a new site management software for all our sites.",
      head: "site management software",
    },
  },
  public_sector: {
    de: {
      text: "Die Gemeindeverwaltung in {place} mit 150 Beschäftigten will ein neues Bürgerportal für Online-Anträge einführen.",
      head: "Bürgerportal",
    },
    en: {
      text: "Our municipality in {place} with 150 staff wants to introduce a new citizen portal for online applications.",
      head: "citizen portal",
    },
  },
  transport_logistics: {
    de: {
      text: "Wir sind eine Spedition in {place} mit 120 Mitarbeitenden und wollen ein neues Transportmanagementsystem einführen.",
      head: "Transportmanagementsystem",
    },
    en: {
      text: "We are a freight forwarder in {place} with 120 employees and want to introduce a new transport management system.",
      head: "transport management system",
    },
  },
  food: {
    de: {
      text: "Wir, eine Brauerei in {place} mit 45 Mitarbeitenden, wollen in 7 Monaten eine neue Abfüllanlage in Betrieb nehmen.",
      head: "Abfüllanlage",
    },
    en: {
      text: "We, a brewery in {place} with 45 employees, want to commission a new bottling line within 7 months.",
      head: "bottling line",
    },
  },
  chemicals: {
    de: {
      text: "Wir sind ein Chemieunternehmen in {place} mit 350 Beschäftigten und wollen eine neue Dosieranlage für Lösungsmittel in Betrieb nehmen.",
      head: "Dosieranlage",
    },
    en: {
      text: "We are a chemical company in {place} with 350 employees and want to commission a new dosing plant for solvents.",
      head: "dosing plant",
    },
  },
  automotive: {
    de: {
      text: "Als Automobilzulieferer in {place} mit 800 Beschäftigten wollen wir eine neue Schweißlinie für Karosserieteile in Betrieb nehmen.",
      head: "Schweißlinie",
    },
    en: {
      text: "As an automotive supplier in {place} with 800 employees we want to commission a new welding line for body parts.",
      head: "welding line",
    },
  },
  professional_services: {
    de: {
      text: "Unsere Steuerberatungskanzlei in {place} mit 25 Mitarbeitenden will ein neues Dokumentenmanagementsystem einführen.",
      head: "Dokumentenmanagementsystem",
    },
    en: {
      text: "Our tax advisory firm in {place} with 25 employees wants to introduce a new document management system.",
      head: "document management system",
    },
  },
  hospitality: {
    de: {
      text: "Wir, ein Hotel in {place} mit 70 Mitarbeitenden, wollen ein neues Buchungssystem mit Channel-Manager einführen.",
      head: "Buchungssystem",
    },
    en: {
      text: "We, a hotel in {place} with 70 employees, want to introduce a new booking system with a channel manager.",
      head: "booking system",
    },
  },
  education: {
    de: {
      text: "Unsere Berufsschule in {place} mit 90 Beschäftigten will eine neue Lernplattform für alle Klassen einführen.",
      head: "Lernplattform",
    },
    en: {
      text: "Our vocational school in {place} with 90 staff wants to introduce a new learning platform for all classes.",
      head: "learning platform",
    },
  },
  real_estate: {
    de: {
      text: "Wir sind eine Hausverwaltung in {place} mit 35 Mitarbeitenden und wollen eine neue Mieter-App einführen.",
      head: "Mieter-App",
    },
    en: {
      text: "We are a property management company in {place} with 35 employees and want to introduce a new tenant app.",
      head: "tenant app",
    },
  },
  media: {
    de: {
      text: "Unser Verlag in {place} mit 120 Mitarbeitenden will ein neues Redaktionssystem für Print und Online einführen.",
      head: "Redaktionssystem",
    },
    en: {
      text: "Our publishing house in {place} with 120 employees wants to introduce a new editorial system for print and online.",
      head: "editorial system",
    },
  },
};

/** The country's rules plus other countries' national rules, which the engine must leave out. */
function rulesWithForeign(country: Country, industry: Industry, employees?: number): ComplianceRuleInput[] {
  const own = rulesFor(country, industry, "medium", employees);
  const foreign = (["DE", "AT", "CH"] as const)
    .filter((other) => other !== country)
    .flatMap((other) => rulesFor(other, industry, "medium", employees).filter((rule) => rule.jurisdiction === other));
  return [...own, ...foreign];
}

function requestFor(industry: Industry, language: Language, country: Country): PlanRequest {
  const text = CASES[industry][language].text.replace("{place}", PLACES[country]);
  return { description: text, locale: language === "de" ? `de-${country}` : "en", country, industry };
}

describe("built-in engine: every industry, language and country", () => {
  for (const industry of INDUSTRIES) {
    for (const language of ["de", "en"] as const) {
      for (const country of ["DE", "AT", "CH"] as const) {
        it(`${industry} ${language} ${country}`, () => {
          const profile = inferProfile(requestFor(industry, language, country), TODAY);
          assert.equal(profile.language, language);
          assert.equal(profile.country, country);
          const rules = rulesWithForeign(country, industry, profile.employees);
          const draft = buildDraft(profile, rules);

          assert.deepEqual(validateDraftStructure(draft, profile), []);

          // Phases cover weeks 1..timeline in order.
          assert.ok(draft.phases.length >= 4 && draft.phases.length <= 7);
          assert.equal(draft.phases[0]?.start_week, 1);
          assert.equal(draft.phases.at(-1)?.end_week, profile.timelineWeeks);
          const stakeholders = new Set(draft.stakeholders.map((s) => s.name));
          assert.ok(stakeholders.size >= 3);
          const titles: string[] = [];
          for (const phase of draft.phases) {
            assert.ok(phase.tasks.length >= 3, `${phase.key} has ${phase.tasks.length} tasks`);
            for (const task of phase.tasks) {
              assert.ok(task.due_week >= phase.start_week && task.due_week <= phase.end_week);
              assert.ok(stakeholders.has(task.owner), `owner ${task.owner} is no stakeholder`);
              assert.doesNotMatch(task.title, /\{\w+\}/);
              titles.push(task.title);
            }
          }

          // Risks.
          assert.ok(draft.risks.length >= 5 && draft.risks.length <= 10);
          for (const risk of draft.risks) {
            assert.ok(risk.likelihood >= 1 && risk.likelihood <= 5 && risk.impact >= 1 && risk.impact <= 5);
            assert.ok(risk.mitigation.trim().length > 0);
            assert.ok(stakeholders.has(risk.owner));
          }

          // Budget.
          assert.equal(draft.budget.currency, country === "CH" ? "CHF" : "EUR");
          assert.ok(draft.budget.lines.length >= 3);
          const categories = draft.budget.lines.map((line) => line.category);
          assert.equal(new Set(categories).size, categories.length, `one line per category: ${categories.join(", ")}`);
          assert.ok(draft.budget.contingency > 0);
          for (const line of draft.budget.lines) assert.equal(line.amount % 100, 0);
          const lines = draft.budget.lines.reduce((sum, line) => sum + line.amount, 0);
          const rate = draft.budget.contingency / lines;
          assert.ok(rate >= 0.095 && rate <= 0.155, `contingency ${rate}`);

          // Compliance: the country's and the EU's rules (for CH only those the EU's reach brings in) that the
          // project touches; never another country's, never a company-wide duty.
          const topics = projectTopics(profile);
          const expected = rules.filter(
            (rule) =>
              (rule.jurisdiction === country || rule.jurisdiction === "EU") && rule.projectRelevance.some((topic) => topics.has(topic)),
          );
          assert.deepEqual(
            draft.compliance.map((item) => item.rule_id),
            expected.map((rule) => rule.id),
          );
          assert.ok(draft.compliance.length > 0, "a system introduction touches data protection");
          for (const item of draft.compliance) {
            const rule = rules.find((candidate) => candidate.id === item.rule_id);
            assert.ok(rule && (rule.jurisdiction === country || rule.jurisdiction === "EU"));
            assert.ok(!rule.projectRelevance.includes("company_wide"), `${rule.id} is a company-wide duty`);
            assert.ok(item.reason.trim().length > 20);
          }
          // A Swiss company is not in the EU: an EU rule is at most open on the EU-market question.
          if (country === "CH")
            assert.ok(
              draft.compliance.every(
                (item) => !item.rule_id.startsWith("eu-") || rules.find((r) => r.id === item.rule_id)?.status !== "applies",
              ),
            );

          // Language and the description's nouns.
          assert.equal(detectLanguage(titles.join(". ")), language);
          const head = CASES[industry][language].head.toLowerCase();
          const withHead = titles.filter((title) => title.toLowerCase().includes(head));
          assert.ok(withHead.length >= 3, `"${head}" appears in ${withHead.length} task titles`);

          // Deterministic.
          assert.deepEqual(buildDraft(profile, rules), draft);

          // Calendar dates stay inside the timeline.
          const plan = draftToPlan(draft, profile, { activities: [], absentActivities: [] }, NOW);
          const end = plan.project?.end_date ?? "";
          assert.equal(plan.project?.start_date, profile.startDate);
          for (const phase of plan.phases) {
            for (const task of phase.tasks) {
              const due = task.due_date ?? "";
              assert.ok(due >= profile.startDate && due <= end, `${due} outside ${profile.startDate}..${end}`);
            }
          }
        });
      }
    }
  }
});

describe("built-in engine: behaviour", () => {
  it("short timelines let phases share weeks but never exceed the timeline", () => {
    for (const weeks of [1, 2, 3, 4, 6]) {
      const profile = inferProfile({ ...requestFor("food", "de", "AT"), desiredTimelineWeeks: weeks }, TODAY);
      const draft = buildDraft(profile, []);
      assert.deepEqual(validateDraftStructure(draft, profile), []);
      assert.ok(draft.phases.every((phase) => phase.end_week <= weeks));
    }
  });

  it("names the permit of the country in a construction project", () => {
    const de = buildDraft(inferProfile({ description: "Wir bauen eine neue Lagerhalle in Leipzig.", locale: "de-DE" }, TODAY), []);
    const at = buildDraft(inferProfile({ description: "Wir bauen eine neue Lagerhalle in Graz.", locale: "de-AT" }, TODAY), []);
    const titles = (draft: typeof de) => draft.phases.flatMap((phase) => phase.tasks.map((task) => task.title)).join(" | ");
    assert.match(titles(de), /Baugenehmigung für die neue Lagerhalle beantragen/);
    assert.match(titles(at), /Baubewilligung für die neue Lagerhalle beantragen/);
  });

  it("distributes a given budget in the currency it was given, in Switzerland too", () => {
    const request = { ...requestFor("food", "de", "CH"), budgetEur: 500_000 };
    const draft = buildDraft(inferProfile(request, TODAY), []);
    const total = draft.budget.lines.reduce((sum, line) => sum + line.amount, 0) + draft.budget.contingency;
    assert.equal(draft.budget.currency, "EUR");
    assert.ok(Math.abs(total - 500_000) <= 200, `total ${total}`);
    const estimated = buildDraft(inferProfile(requestFor("food", "de", "CH"), TODAY), []);
    assert.equal(estimated.budget.currency, "CHF", "without a stated budget, a Swiss plan is in CHF");
  });

  it("involves the works council only where the project affects employees", () => {
    const software = buildDraft(inferProfile({ ...requestFor("insurance", "de", "DE") }, TODAY), []);
    assert.ok(software.stakeholders.some((s) => s.name === "Betriebsrat"));
    const swiss = buildDraft(inferProfile({ ...requestFor("insurance", "de", "CH") }, TODAY), []);
    assert.ok(swiss.stakeholders.some((s) => s.name === "Personalkommission"));
    const campaign = buildDraft(
      inferProfile(
        { description: "Wir starten eine neue Werbekampagne für unseren Onlineshop mit 80 Mitarbeitenden.", locale: "de-DE" },
        TODAY,
      ),
      [],
    );
    assert.ok(!campaign.stakeholders.some((s) => s.name === "Betriebsrat"));
  });

  it("uses a template's phases when one is given", () => {
    const template = {
      key: "erp_rollout",
      name: { de: "ERP-Einführung", en: "ERP rollout" },
      defaultTimelineWeeks: 20,
      phases: [
        {
          key: "analysis",
          name: { de: "Analyse", en: "Analysis" },
          share: 0.2,
          tasks: [{ title: { de: "Ist-Aufnahme", en: "As-is" }, priority: "high", role: "project_manager" }],
        },
        { key: "design", name: { de: "Konzept", en: "Design" }, share: 0.2, tasks: [] },
        { key: "build", name: { de: "Umsetzung", en: "Build" }, share: 0.3, tasks: [] },
        {
          key: "golive",
          name: { de: "Go-live", en: "Go-live" },
          share: 0.3,
          tasks: [{ title: { de: "Go-live", en: "Go-live" }, priority: "critical", role: "management_board" }],
        },
      ],
    };
    const profile = inferProfile(
      { description: "Wir führen ein neues ERP-System in unserer Spedition ein.", locale: "de" },
      TODAY,
      template,
    );
    assert.equal(profile.timelineWeeks, 20);
    assert.equal(profile.provenance.timelineWeeks, "template");
    const draft = buildDraft(profile, [], template);
    assert.deepEqual(
      draft.phases.map((phase) => phase.key),
      ["analysis", "design", "build", "golive"],
    );
    assert.deepEqual(validateDraftStructure(draft, profile), []);
  });
});

const GOLDEN: { name: string; request: PlanRequest }[] = [
  {
    name: "brewery-innsbruck-de-at",
    request: {
      description: "Wir, eine Brauerei in Innsbruck mit 45 Mitarbeitenden, wollen in 7 Monaten eine neue Abfüllanlage in Betrieb nehmen.",
      locale: "de-AT",
    },
  },
  {
    name: "swiss-insurer-crm-en",
    request: {
      description:
        "We are a Swiss insurer in Zurich with about 1,200 staff and want to introduce a new CRM system for our sales and claims teams within 9 months.",
      locale: "en",
    },
  },
  {
    name: "dresden-hospital-scheduling-de",
    request: {
      description:
        "Das Städtische Klinikum Dresden mit 3.200 Beschäftigten führt ein neues Terminplanungssystem für die Ambulanzen und die Radiologie ein.",
      locale: "de",
    },
  },
  {
    name: "munich-software-firm-move-en",
    request: {
      description:
        "We are an English-speaking software firm in Munich with 80 employees and want to move our offices to a new building in Schwabing within 5 months.",
      locale: "en",
    },
  },
];

describe("built-in engine: golden drafts", () => {
  const dir = new URL("./golden/", import.meta.url);
  for (const { name, request } of GOLDEN) {
    it(name, () => {
      const profile = inferProfile(request, TODAY);
      const country = profile.country;
      const draft = buildDraft(profile, rulesFor(country, profile.industry, profile.companySize, profile.employees));
      assert.deepEqual(validateDraftStructure(draft, profile), []);
      const file = new URL(`${name}.json`, dir);
      const actual = { profile, draft };
      if (process.env.UPDATE_GOLDEN === "1") {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
      }
      assert.ok(existsSync(file), `no golden file ${name}.json; run with UPDATE_GOLDEN=1`);
      assert.deepEqual(actual, JSON.parse(readFileSync(file, "utf8")));
    });
  }
});
