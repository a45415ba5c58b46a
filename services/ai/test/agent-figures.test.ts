/**
 * The budget review, the status report and the kickoff brief quote the stored plan's figures
 * (never a re-reading of the description) and agree with each other; a figure such as
 * "3,5 Mio." is never cut in two.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { planToMarkdown } from "../../project/src/domain/markdown.js";
import { runAgent } from "../src/domain/analysis/index.js";
import { sentences } from "../src/domain/analysis/text.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { draftToPlan } from "../src/domain/draft-to-plan.js";
import type { Country } from "../src/domain/types.js";

const TODAY = "2026-11-02";

/** A generated plan as the project service stores it: the total is the lines plus the reserve. */
function stored(description: string, locale: string, country: Country): Plan {
  const profile = inferProfile({ description, locale, country }, TODAY);
  const p = draftToPlan(buildDraft(profile, []), profile, { activities: [], absentActivities: [] }, `${TODAY}T00:00:00.000Z`);
  if (p.budget) p.budget.total = p.budget.lines.reduce((sum, line) => sum + line.amount, 0) + p.budget.contingency;
  return p;
}

function reports(p: Plan) {
  const context = { language: "de" as const, today: TODAY, rules: [] };
  return {
    budget: runAgent("budget_review", p, context),
    status: runAgent("status_report", p, context),
    kickoff: runAgent("kickoff_brief", p, context),
  };
}

describe("figures from the stored plan", () => {
  it("a German ERP plan of 3,5 Mio. Euro: all three reports quote 3.500.000 € and the brief keeps the sentence whole", () => {
    const p = stored("Ein Maschinenbauer mit 300 Mitarbeitenden führt ein ERP ein. Budget 3,5 Mio. Euro, Start im Januar.", "de", "DE");
    assert.equal(p.budget?.total, 3_500_000);
    const { budget, status, kickoff } = reports(p);
    for (const [name, output] of Object.entries({ budget, status, kickoff })) {
      assert.match(output.markdown, /3\.500\.000\s€/, `${name} quotes the stored total`);
      assert.doesNotMatch(output.markdown, /^- Euro\b|3,5 Mio\.\n/mu, `${name} does not cut the figure`);
    }
    assert.match(kickoff.markdown, /^- Budget 3,5 Mio\. Euro, Start im Januar\.$/mu);
    const reserve = p.budget?.contingency ?? 0;
    assert.deepEqual(status.result.budget, { currency: "EUR", total: 3_500_000, contingency: reserve });
    assert.deepEqual(kickoff.result.budget, status.result.budget);
    assert.equal(budget.result.total, 3_500_000);
    assert.equal(budget.result.contingency, reserve);
  });

  it("the reports quote the stored figure, not the description's, when the two differ", () => {
    const p = stored("Die Stadt Winterthur führt ein Bürgerportal ein, Budget CHF 850'000.", "de-CH", "CH");
    if (p.budget) {
      // The client changed the plan after generating it: the stored budget is what counts.
      p.budget.contingency += 50_000;
      p.budget.total += 50_000;
    }
    const { budget, status, kickoff } = reports(p);
    for (const output of [budget, status, kickoff]) {
      assert.match(output.markdown, /CHF\s900'000/);
      // Only the client's own sentence and the stored risk "Fester Budgetrahmen von CHF 850'000" name the old figure.
      const quoted = output.markdown.replace(/^.*(?:Budget CHF 850'000|Budgetrahmen von CHF 850'000).*$/gmu, "");
      assert.doesNotMatch(quoted, /850'000/);
    }
  });

  it("an Austrian plan's reports write amounts as its export does (€ 180.000)", () => {
    const p = stored("Die Gemeinde Leoben führt ein neues Bürgerservice-Portal ein, Budget 180.000 Euro.", "de-AT", "AT");
    const exported = planToMarkdown(p);
    assert.match(exported, /€\s180\.000/u);
    for (const output of Object.values(reports(p))) {
      assert.match(output.markdown, /€\s180\.000/u);
      assert.doesNotMatch(output.markdown, /180\.000\s€/u);
    }
  });

  it("splits sentences at their end, not after an abbreviation or a day", () => {
    assert.deepEqual(sentences("Budget 3,5 Mio. Euro bis 30. Juni 2027. Ca. 40 Nutzer, z. B. im Lager! Fertig?"), [
      "Budget 3,5 Mio. Euro bis 30. Juni 2027.",
      "Ca. 40 Nutzer, z. B. im Lager!",
      "Fertig?",
    ]);
  });
});
