import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { recommend } from "../src/domain/analysis/index.js";
import { budget, healthyPlan, item, phase, risk, task } from "./support/plans.js";

const TODAY = "2025-02-10";
const options = { language: "de" as const, today: TODAY, limit: 20 };
const RANK: Record<string, number> = { critical: 4, high: 3, medium: 2, low: 1 };

function withPhase(base: Plan, tasks: Parameters<typeof phase>[0]["tasks"], extra: Partial<Parameters<typeof phase>[0]> = {}): Plan {
  return { ...base, phases: [...base.phases, phase({ id: "ph_x", name: "Rollout", position: 9, tasks, ...extra })] };
}

describe("recommendations", () => {
  it("are empty for a healthy plan", () => {
    assert.deepEqual(recommend(healthyPlan(), options), []);
    assert.deepEqual(recommend(healthyPlan(), { ...options, language: "en" }), []);
  });

  it("turn an overdue task into a schedule recommendation", () => {
    const late = withPhase(healthyPlan(), [
      task({ id: "t_late", title: "Key-User schulen", due_date: "2025-02-05", assignee: "Dr. Petra Hahn" }),
    ]);
    const recs = recommend(late, options);
    const schedule = recs.find((rec) => rec.category === "schedule");
    assert.ok(schedule);
    assert.deepEqual(schedule.related_ids, ["t_late"]);
    assert.ok(schedule.rationale.includes("„Key-User schulen“"));
    assert.ok(schedule.rationale.includes("seit 5 Tagen"));
    assert.equal(recommend(late, { ...options, today: "2025-02-05" }).length, 0, "due today is not overdue");
  });

  it("turn unowned tasks and an overloaded owner into staffing recommendations", () => {
    const unowned = withPhase(healthyPlan(), [task({ id: "t_free", due_date: "2025-03-10" })]);
    const staffing = recommend(unowned, options).filter((rec) => rec.category === "staffing");
    assert.equal(staffing.length, 1);
    assert.deepEqual(staffing[0]?.related_ids, ["t_free"]);

    const overloaded = withPhase(healthyPlan(), [
      task({ id: "t_a", due_date: "2025-03-10", assignee: "Anna Berg" }),
      task({ id: "t_b", due_date: "2025-03-11", assignee: "Anna Berg" }),
      task({ id: "t_c", due_date: "2025-03-12", assignee: "Anna Berg" }),
    ]);
    const load = recommend(overloaded, { ...options, language: "en" }).find((rec) => rec.category === "staffing");
    assert.ok(load);
    assert.equal(load.title, "Spread Anna Berg's workload");
    assert.deepEqual(load.related_ids, ["t_4", "t_a", "t_b", "t_c"]);
  });

  it("turn a high risk without mitigation or owner into a risk recommendation", () => {
    const risky = {
      ...healthyPlan(),
      risks: [risk({ id: "r_ok", likelihood: 5, impact: 4 }), risk({ id: "r_bad", likelihood: 4, impact: 4, mitigation: "beobachten" })],
    };
    const recs = recommend(risky, options);
    assert.equal(recs.length, 1);
    assert.equal(recs[0]?.category, "risk");
    assert.equal(recs[0]?.priority, "high");
    assert.deepEqual(recs[0]?.related_ids, ["r_bad"]);
    const ownerless = { ...healthyPlan(), risks: [risk({ id: "r_x", likelihood: 5, impact: 5, owner: "" })] };
    assert.equal(recommend(ownerless, options)[0]?.priority, "critical");
  });

  it("turn open compliance items into compliance recommendations, overdue first", () => {
    const open = {
      ...healthyPlan(),
      compliance: [
        item({ id: "ci_later", code: "NIS2", title: "Meldeprozess", due_date: "2025-06-30" }),
        item({ id: "ci_late", code: "DSGVO", title: "Auftragsverarbeitungsvertrag", due_date: "2025-02-01" }),
        item({ id: "ci_done", status: "done" }),
      ],
    };
    const recs = recommend(open, options).filter((rec) => rec.category === "compliance");
    assert.equal(recs.length, 2);
    assert.deepEqual(recs[0]?.related_ids, ["ci_late"]);
    assert.equal(recs[0]?.priority, "high");
    assert.deepEqual(recs[1]?.related_ids, ["ci_later"]);
    assert.equal(recs[1]?.priority, "low");
  });

  it("turn a budget without contingency or with exceeding lines into budget recommendations", () => {
    const none = { ...healthyPlan(), budget: budget({ contingency: 0 }) };
    const recs = recommend(none, options);
    assert.equal(recs.length, 1);
    assert.equal(recs[0]?.category, "budget");
    assert.equal(recs[0]?.title, "Budgetreserve einplanen");
    const exceeding = { ...healthyPlan(), budget: budget({ total: 80_000 }) };
    const over = recommend(exceeding, options).filter((rec) => rec.category === "budget");
    assert.equal(over[0]?.title, "Budgetüberschreitung auflösen");
    assert.deepEqual(over[0]?.related_ids, ["bl_1", "bl_2"]);
  });

  it("turn a phase past its end without progress into a progress recommendation", () => {
    const stale = withPhase(healthyPlan(), [task({ id: "t_s1", assignee: "Jonas Weber" }), task({ id: "t_s2", assignee: "Lea Roth" })], {
      start_date: "2025-01-13",
      end_date: "2025-01-31",
    });
    const progress = recommend(stale, options).filter((rec) => rec.category === "progress");
    assert.equal(progress.length, 1);
    assert.deepEqual(progress[0]?.related_ids, ["ph_x", "t_s1", "t_s2"]);
    assert.ok(progress[0]?.title.includes("„Rollout“"));
  });

  it("are ordered by priority, numbered in order and cut at the limit", () => {
    const base = healthyPlan();
    const messy: Plan = {
      ...withPhase(base, [
        task({ id: "t_crit", priority: "critical", due_date: "2025-02-01", assignee: "Jonas Weber" }),
        task({ id: "t_free", due_date: "2025-03-01" }),
      ]),
      risks: [risk({ id: "r_bad", likelihood: 5, impact: 5, mitigation: "" })],
      budget: budget({ contingency: 2_000 }),
      compliance: [item({ id: "ci_1", due_date: "2025-05-01" })],
    };
    const recs = recommend(messy, options);
    assert.ok(recs.length >= 5);
    assert.deepEqual(
      recs.map((rec) => rec.id),
      recs.map((_, index) => `rec_${index + 1}`),
    );
    const ranks = recs.map((rec) => RANK[rec.priority] ?? 0);
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => b - a),
      "priority never rises",
    );
    assert.equal(recs[0]?.priority, "critical");
    assert.equal(recs.at(-1)?.priority, "low");
    const two = recommend(messy, { ...options, limit: 2 });
    assert.deepEqual(two, recs.slice(0, 2));
    for (const rec of recs) assert.ok(["schedule", "staffing", "risk", "compliance", "budget", "progress"].includes(rec.category));
  });
});
