/**
 * The risk review compares the register with the plan's state: overdue tasks on the critical
 * path, deadline slack, budget reserve and open compliance questions add, raise or close risks,
 * each with its reason.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { type RegisterChange, registerChanges } from "../src/domain/analysis/agents/risk-review.js";
import { criticalPath } from "../src/domain/analysis/facts.js";
import { runAgent } from "../src/domain/analysis/index.js";
import { budget, item, phase, plan, project, risk, stakeholder, task } from "./support/plans.js";

const TODAY = "2027-03-15";

/** A plan whose build phase is late: three critical-path tasks overdue by two to four weeks. */
function latePlan(): Plan {
  return plan({
    project: project({ start_date: "2027-01-04", end_date: "2027-04-30" }),
    stakeholders: [
      stakeholder({ name: "Geschäftsführung", role: "Sponsor", influence: "high" }),
      stakeholder({ name: "Projektleitung", role: "Steuert das Projekt" }),
      stakeholder({ name: "IT-Betrieb", role: "Betreibt Systeme" }),
    ],
    phases: [
      phase({
        id: "ph_1",
        position: 1,
        tasks: [
          task({
            id: "a",
            title: "Anforderungen aufnehmen",
            due_date: "2027-01-15",
            checked: true,
            status: "done",
            assignee: "Projektleitung",
          }),
          task({
            id: "b",
            title: "Datenmigration vorbereiten",
            due_date: "2027-01-29",
            checked: true,
            status: "done",
            assignee: "IT-Betrieb",
          }),
          task({
            id: "g1",
            title: "Gate: Konzept freigeben",
            due_date: "2027-02-05",
            depends_on: ["a", "b"],
            assignee: "Geschäftsführung",
            checked: true,
            status: "done",
          }),
        ],
      }),
      phase({
        id: "ph_2",
        position: 2,
        tasks: [
          task({
            id: "c",
            title: "System konfigurieren",
            due_date: "2027-02-19",
            depends_on: ["g1"],
            assignee: "IT-Betrieb",
            priority: "high",
          }),
          task({
            id: "d",
            title: "Schnittstellen anbinden",
            due_date: "2027-02-26",
            depends_on: ["c"],
            assignee: "IT-Betrieb",
            priority: "high",
          }),
          task({
            id: "e",
            title: "Berechtigungen einrichten",
            due_date: "2027-03-05",
            depends_on: ["d"],
            assignee: "IT-Betrieb",
            priority: "high",
          }),
          task({ id: "x", title: "Handbuch schreiben", due_date: "2027-03-01", assignee: "Projektleitung", priority: "low" }),
          task({ id: "g2", title: "Gate: Go-live-Freigabe", due_date: "2027-04-30", depends_on: ["e", "x"], assignee: "Geschäftsführung" }),
        ],
      }),
    ],
    risks: [
      risk({
        id: "r_sched",
        title: "Zeitplan zu knapp",
        likelihood: 2,
        impact: 3,
        mitigation: "Puffer je Phase einplanen und wöchentlich verfolgen",
        owner: "Projektleitung",
      }),
      risk({
        id: "r_data",
        title: "Datenmigration unvollständig",
        likelihood: 3,
        impact: 4,
        mitigation: "Probemigrationen mit Abgleich fahren",
        owner: "IT-Betrieb",
      }),
    ],
    budget: budget({ contingency: 10_000 }),
    compliance: [item({ id: "ci_q", code: "MDR", title: "Medizinprodukte-Software", notes: "Ist die Software ein Medizinprodukt?" })],
  });
}

const find = (changes: RegisterChange[], predicate: (change: RegisterChange) => boolean) => changes.find(predicate);

describe("risk review against the plan's state", () => {
  it("the critical path runs back from the last task along the predecessor due latest", () => {
    const path = criticalPath(latePlan());
    for (const id of ["g2", "e", "d", "c", "g1", "b"]) assert.ok(path.has(id), id);
    assert.ok(!path.has("x"), "the manual is not on the critical path");
    assert.ok(!path.has("a"));
  });

  it("three overdue critical-path tasks raise the schedule risk, with the reason", () => {
    const changes = registerChanges(latePlan(), TODAY, "de");
    const schedule = find(changes, (change) => change.risk_id === "r_sched");
    assert.equal(schedule?.action, "raise");
    assert.deepEqual(schedule?.previous, { likelihood: 2, impact: 3 });
    assert.ok((schedule?.likelihood ?? 0) * (schedule?.impact ?? 0) >= 20, `raised to ${schedule?.likelihood} × ${schedule?.impact}`);
    assert.match(schedule?.reason ?? "", /3 davon auf dem kritischen Pfad/);
    assert.match(schedule?.reason ?? "", /„System konfigurieren“/);
  });

  it("adds the risks the register lacks: the end date, the open compliance question; closes the migration risk whose tasks are done", () => {
    const changes = registerChanges(latePlan(), TODAY, "de");
    const end = find(changes, (change) => change.action === "add" && change.title.startsWith("Endtermin"));
    assert.equal(end?.title, "Endtermin 30.04.2027 gefährdet");
    assert.match(end?.reason ?? "", /bis zu 24 Tage zurück/);
    const question = find(changes, (change) => change.action === "add" && change.title.startsWith("Offene Compliance-Fragen"));
    assert.match(question?.reason ?? "", /MDR/);
    const data = find(changes, (change) => change.risk_id === "r_data");
    assert.equal(data?.action, "close");
    assert.match(data?.reason ?? "", /Datenmigration vorbereiten/);
  });

  it("without an overdue task the schedule risk is neither raised nor added, and nothing is closed that still has open work", () => {
    const onTime = latePlan();
    const changes = registerChanges(onTime, "2027-02-01", "de");
    assert.equal(
      find(changes, (change) => change.risk_id === "r_sched"),
      undefined,
    );
    assert.equal(
      find(changes, (change) => change.title.startsWith("Endtermin")),
      undefined,
    );
    assert.equal(
      find(changes, (change) => change.title.startsWith("Terminverzug")),
      undefined,
    );
  });

  it("a schedule risk already rated high is kept, with the reason", () => {
    const p = latePlan();
    const scheduled = p.risks[0];
    if (scheduled) Object.assign(scheduled, { likelihood: 5, impact: 5 });
    const change = find(registerChanges(p, TODAY, "en"), (c) => c.risk_id === "r_sched");
    assert.equal(change?.action, "keep");
    assert.match(change?.reason ?? "", /The score of 25 covers it/);
  });

  it("the agent reports the changes in its document and result, and stores only the added risks", () => {
    const output = runAgent("risk_review", latePlan(), { language: "de", today: TODAY, rules: [] });
    const changes = output.result.changes as RegisterChange[];
    assert.ok(changes.some((change) => change.action === "raise" && change.risk_id === "r_sched"));
    assert.match(output.markdown, /## Abgleich mit dem Planstand/);
    assert.match(output.markdown, /\| höher bewerten \| Zeitplan zu knapp \| 2 × 3 → \d × \d \|/);
    assert.deepEqual(
      output.newRisks.map((r) => r.title).sort(),
      changes
        .filter((change) => change.action === "add")
        .map((change) => change.title)
        .sort(),
    );
    assert.doesNotMatch(output.markdown, /\b\d{4}-\d{2}-\d{2}\b/);
  });
});
