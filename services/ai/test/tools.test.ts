import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { normalizeToolName, runTool, TOOLS } from "../src/domain/analysis/index.js";
import type { GanttResult } from "../src/domain/analysis/tools/gantt.js";
import type { RaciResult } from "../src/domain/analysis/tools/raci.js";
import type { RiskMatrixResult } from "../src/domain/analysis/tools/risk-matrix.js";
import type { SwotResult } from "../src/domain/analysis/tools/swot.js";
import { healthyPlan, phase, plan, project, risk, stakeholder, TEAM, task } from "./support/plans.js";

describe("tool names", () => {
  it("accepts underscores and any letter case, rejects unknown tools", () => {
    assert.equal(normalizeToolName("risk_matrix"), "risk-matrix");
    assert.equal(normalizeToolName(" RACI "), "raci");
    assert.equal(normalizeToolName("Gantt"), "gantt");
    assert.equal(normalizeToolName("pestle"), undefined);
    assert.equal(normalizeToolName(""), undefined);
    assert.deepEqual([...TOOLS], ["raci", "swot", "risk-matrix", "gantt"]);
  });
});

describe("RACI matrix", () => {
  it("has exactly one A and at least one R per task, stakeholders as columns", () => {
    const output = runTool("raci", healthyPlan(), "de");
    const result = output.result as unknown as RaciResult;
    assert.deepEqual(
      result.roles.slice(0, TEAM.length),
      TEAM.map((s) => s.name),
    );
    assert.equal(result.rows.length, 5);
    for (const row of result.rows) {
      assert.ok(result.roles.includes(row.accountable), `${row.task_id} has an accountable role`);
      assert.ok(row.responsible.length >= 1, `${row.task_id} has someone responsible`);
      const letters = [row.accountable, ...row.responsible.filter((r) => r !== row.accountable), ...row.consulted, ...row.informed];
      assert.equal(new Set(letters).size, letters.length, "a role holds one letter per row");
    }
    const configure = result.rows.find((row) => row.task_id === "t_3");
    assert.deepEqual(configure?.responsible, ["Jonas Weber"]);
    // Delivery work: the project lead answers for it, not the managing director.
    assert.equal(configure?.accountable, "Anna Berg");
    assert.match(output.markdown, /^# RACI-Matrix – ERP-Einführung/);
    assert.match(output.markdown, /\| Aufgabe \| Dr\. Petra Hahn \| Anna Berg \| Jonas Weber \| Lea Roth \|/);
    for (const row of output.markdown.split("\n").filter((l) => l.startsWith("| ") && !l.includes("---") && !l.startsWith("| Aufgabe"))) {
      const cells = row
        .split("|")
        .slice(2, -1)
        .map((c) => c.trim());
      assert.equal(cells.filter((c) => c === "A" || c === "A/R").length, 1, `one A in ${row}`);
      assert.ok(
        cells.some((c) => c === "R" || c === "A/R"),
        `an R in ${row}`,
      );
    }
  });

  it("still names someone responsible when no task is assigned and nobody is called lead", () => {
    const unassigned = plan({
      stakeholders: [
        stakeholder({ name: "Vorstand", role: "Sponsor", influence: "high" }),
        stakeholder({ name: "Fachbereich", role: "Fachabteilung", influence: "medium" }),
      ],
      phases: [phase({ id: "ph_1", tasks: [task({ id: "t_1" }), task({ id: "t_2" })] })],
    });
    const result = runTool("raci", unassigned, "en").result as unknown as RaciResult;
    for (const row of result.rows) {
      assert.equal(row.accountable, "Vorstand");
      assert.deepEqual(row.responsible, ["Fachbereich"]);
    }
    assert.deepEqual(
      result.rows.map((row) => row.basis),
      ["delivery", "delivery"],
    );
  });

  it("lets a sole role be accountable and responsible", () => {
    const solo = plan({
      stakeholders: [stakeholder({ name: "Max Muster" })],
      phases: [phase({ id: "ph_1", tasks: [task({ id: "t_1" })] })],
    });
    const output = runTool("raci", solo, "en");
    const row = (output.result as unknown as RaciResult).rows[0];
    assert.equal(row?.accountable, "Max Muster");
    assert.deepEqual(row?.responsible, ["Max Muster"]);
    assert.match(output.markdown, /^# RACI matrix – /);
    assert.match(output.markdown, /\| A\/R \|/);
  });
});

describe("risk matrix", () => {
  it("has the 25 cells and every risk exactly in the cell of its likelihood and impact", () => {
    const risky = plan({
      risks: [
        risk({ id: "r_1", likelihood: 5, impact: 4 }),
        risk({ id: "r_2", likelihood: 1, impact: 1 }),
        risk({ id: "r_3", likelihood: 5, impact: 4 }),
        risk({ id: "r_4", likelihood: 9, impact: 0 }),
      ],
    });
    const output = runTool("risk-matrix", risky, "de");
    const result = output.result as unknown as RiskMatrixResult;
    assert.equal(result.cells.length, 25);
    const keys = new Set(result.cells.map((cell) => `${cell.likelihood}x${cell.impact}`));
    assert.equal(keys.size, 25);
    for (const cell of result.cells) {
      assert.ok(cell.likelihood >= 1 && cell.likelihood <= 5 && cell.impact >= 1 && cell.impact <= 5);
    }
    const expected: Record<string, string> = { r_1: "5x4", r_2: "1x1", r_3: "5x4", r_4: "5x1" };
    for (const [id, where] of Object.entries(expected)) {
      const cells = result.cells.filter((cell) => cell.risk_ids.includes(id));
      assert.equal(cells.length, 1, `${id} in exactly one cell`);
      assert.equal(`${cells[0]?.likelihood}x${cells[0]?.impact}`, where);
    }
    assert.deepEqual(
      result.risks.map((r) => r.id),
      ["r_1", "r_3", "r_4", "r_2"],
    );
    assert.equal(result.risks[0]?.level, "high");
    assert.match(output.markdown, /^# Risikomatrix – /);
    assert.match(runTool("risk-matrix", risky, "en").markdown, /^# Risk matrix – /);
  });
});

describe("SWOT analysis", () => {
  it("fills four quadrants from the plan's facts", () => {
    const base = healthyPlan();
    const troubled = {
      ...base,
      phases: [
        ...base.phases,
        phase({ id: "ph_3", name: "Rollout", position: 3, tasks: [task({ id: "t_9", title: "Schulung planen", due_date: "2025-01-20" })] }),
      ],
      risks: [...base.risks, risk({ id: "r_2", title: "Datenverlust bei der Migration", likelihood: 4, impact: 5, mitigation: "" })],
    };
    const output = runTool("swot", troubled, "de", "2025-02-10");
    const result = output.result as unknown as SwotResult;
    for (const quadrant of [result.strengths, result.weaknesses, result.opportunities, result.threats]) {
      assert.ok(quadrant.length >= 2 && quadrant.length <= 6);
    }
    assert.ok(
      result.strengths.some((entry) => entry.includes("Analyse")),
      "the completed phase is a strength",
    );
    assert.ok(result.weaknesses.some((entry) => entry.includes("überfällige Aufgabe") && entry.includes("Schulung planen")));
    assert.ok(result.weaknesses.some((entry) => entry.includes("ohne verantwortliche Person")));
    assert.ok(result.threats.some((entry) => entry.includes("Datenverlust bei der Migration")));
    assert.ok(
      result.opportunities.some((entry) => entry.includes("Fertigung")),
      "the industry's opportunity",
    );
    for (const heading of ["## Stärken", "## Schwächen", "## Chancen", "## Risiken (Bedrohungen)"])
      assert.ok(output.markdown.includes(heading));
    const english = runTool("swot", troubled, "en", "2025-02-10");
    assert.match(english.markdown, /^# SWOT analysis – /);
    for (const heading of ["## Strengths", "## Weaknesses", "## Opportunities", "## Threats"])
      assert.ok(english.markdown.includes(heading));
  });

  it("does not call zero open tasks a weakness", () => {
    const done = plan({ phases: [phase({ id: "ph_1", tasks: [task({ id: "t_1", checked: true, status: "done" })] })] });
    const result = runTool("swot", done, "de", "2025-02-10").result as unknown as SwotResult;
    assert.ok(!result.weaknesses.some((entry) => entry.includes("Noch 0")));
  });
});

describe("Gantt chart", () => {
  it("draws bars with start ≤ end, existing dependencies and a Mermaid gantt block", () => {
    const base = healthyPlan();
    const withDeps = {
      ...base,
      phases: [
        ...base.phases,
        phase({
          id: "ph_3",
          name: "Go-live: Betrieb",
          position: 3,
          tasks: [task({ id: "t_6", title: "Go-live; Hypercare", depends_on: ["t_3", "t_missing", "t_6"], due_date: "2025-02-20" })],
        }),
      ],
    };
    const output = runTool("gantt", withDeps, "de");
    const result = output.result as unknown as GanttResult;
    const ids = new Set(result.items.map((item) => item.id));
    for (const item of result.items) {
      assert.ok(item.start <= item.end, `${item.id} starts before it ends`);
      assert.ok(item.start >= result.start_date && item.end <= result.end_date, `${item.id} lies inside the project`);
      for (const dep of item.depends_on) assert.ok(ids.has(dep) && dep !== item.id, `${item.id} depends on an existing task`);
    }
    assert.deepEqual(result.items.find((item) => item.id === "t_6")?.depends_on, ["t_3"]);
    assert.equal(result.items.find((item) => item.id === "ph_1")?.done, true);
    const block = /```mermaid\n([\s\S]*?)```/.exec(output.markdown);
    assert.ok(block, "a fenced mermaid block");
    assert.match(block[1] ?? "", /^gantt\n/);
    assert.ok(!/Go-live: Betrieb/.test(block[1] ?? ""), "colons are not passed to Mermaid");
    assert.match(output.markdown, /^# Gantt-Diagramm – /);
    assert.match(runTool("gantt", withDeps, "en").markdown, /^# Gantt chart – /);
  });

  it("lays undated phases one after another", () => {
    const undated = plan({
      project: project({ start_date: "2025-01-06", end_date: "2025-02-02" }),
      phases: [phase({ id: "a", position: 1 }), phase({ id: "b", position: 2 })],
    });
    const items = (runTool("gantt", undated, "en").result as unknown as GanttResult).items;
    const [first, second] = items;
    assert.ok(first && second);
    assert.ok(first.end < second.start, "the second phase starts after the first ends");
    assert.equal(second.end, "2025-02-02");
  });
});
