/**
 * Chat that remembers and finds: a follow-up ("the first of those", "und wer?") is about the
 * items the previous answer named (sent back in `history`); a question finds every part of the
 * plan with German stemming, the answer names the items it used, and a question answered from
 * nothing says what it searched.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { answerQuestion } from "../src/domain/analysis/index.js";
import { searchPlan } from "../src/domain/analysis/retrieval.js";
import type { ChatAnswer, ChatInput } from "../src/engines/engine.js";
import { budget, item, line, phase, plan, project, risk, stakeholder, task } from "./support/plans.js";

const TODAY = "2026-03-16";

function portal(): Plan {
  return plan({
    project: project({ title: "Bürgerportal", country: "CH", locale: "de-CH" }),
    stakeholders: [
      stakeholder({ name: "Projektleitung", role: "Steuert das Projekt" }),
      stakeholder({ name: "Personalkommission", role: "Vertritt die Belegschaft; ist nach Mitwirkungsgesetz anzuhören" }),
      stakeholder({ name: "Beschaffungsstelle", role: "Führt die Beschaffung nach IVöB durch" }),
      stakeholder({ name: "IT-Betrieb", role: "Betreibt die Systeme" }),
    ],
    phases: [
      phase({
        id: "ph_1",
        name: "Konzept",
        tasks: [
          task({ id: "t_1", title: "Vergabeunterlagen erstellen", due_date: "2026-03-06", assignee: "Beschaffungsstelle" }),
          task({ id: "t_2", title: "Schnittstellen zum Fachverfahren spezifizieren", due_date: "2026-03-11", assignee: "IT-Betrieb" }),
          task({ id: "t_3", title: "Vertrag und SLA verhandeln", due_date: "2026-04-03", assignee: "Projektleitung" }),
          task({ id: "t_4", title: "Barrierefreiheit nach eCH-0059 prüfen", due_date: "2026-04-10", assignee: "IT-Betrieb" }),
        ],
      }),
    ],
    risks: [
      risk({ id: "r_1", title: "Rüge im Vergabeverfahren", likelihood: 3, impact: 4, owner: "Beschaffungsstelle" }),
      risk({ id: "r_2", title: "Schnittstelle zum Großrechner fehlt", likelihood: 3, impact: 4, owner: "IT-Betrieb" }),
    ],
    compliance: [
      item({
        id: "ci_1",
        code: "IDG ZH",
        title: "Gesetz über die Information und den Datenschutz des Kantons Zürich",
        notes: "Bearbeitung von Personendaten durch das Portal",
      }),
    ],
    budget: budget({
      currency: "CHF",
      lines: [line({ id: "bl_1", category: "migration", label: "Datenbereinigung und Migration", amount: 69_500 })],
    }),
  });
}

function ask(question: string, history: ChatInput["history"] = [], language: "de" | "en" = "de"): ChatAnswer {
  return answerQuestion({ question, history, plan: portal(), passages: [], language, today: TODAY });
}

/** Two turns: the question, then the follow-up with the first turn as history. */
function twoTurns(first: string, second: string, language: "de" | "en" = "de") {
  const one = ask(first, [], language);
  const two = ask(
    second,
    [
      { role: "user", content: first },
      { role: "assistant", content: one.answer },
    ],
    language,
  );
  return { one, two };
}

describe("chat history: follow-ups refer to the previous answer's items", () => {
  it("'Wer ist für die erste davon verantwortlich?' after the overdue tasks names the owner of the first", () => {
    const { one, two } = twoTurns("Welche Aufgaben sind überfällig?", "Wer ist für die erste davon verantwortlich?");
    assert.deepEqual(
      one.items?.map((i) => i.id),
      ["t_1", "t_2"],
    );
    assert.deepEqual(two.items, [{ kind: "task", id: "t_1", title: "Vergabeunterlagen erstellen" }]);
    assert.match(two.answer, /„Vergabeunterlagen erstellen“: verantwortlich: Beschaffungsstelle/);
    assert.doesNotMatch(two.answer, /IT-Betrieb/);
  });

  it("'who owns the second of those?' in English", () => {
    const { two } = twoTurns("Which tasks are overdue?", "Who owns the second of those?", "en");
    assert.deepEqual(
      two.items?.map((i) => i.id),
      ["t_2"],
    );
    assert.match(two.answer, /owner: IT-Betrieb/);
  });

  it("'und wer?' after the risks names every listed risk's owner", () => {
    const { one, two } = twoTurns("Welche Risiken gibt es?", "und wer?");
    assert.deepEqual(
      one.items?.map((i) => i.id),
      ["r_1", "r_2"],
    );
    assert.deepEqual(
      two.items?.map((i) => i.id),
      ["r_1", "r_2"],
    );
    assert.match(two.answer, /„Rüge im Vergabeverfahren“: verantwortlich: Beschaffungsstelle/);
    assert.match(two.answer, /„Schnittstelle zum Großrechner fehlt“: verantwortlich: IT-Betrieb/);
  });

  it("a Swiss answer (ss for ß) still finds the items it named", () => {
    const first = ask("Welche Risiken gibt es?");
    const swiss = first.answer.replace(/ß/g, "ss");
    const two = ask("und wer?", [
      { role: "user", content: "Welche Risiken gibt es?" },
      { role: "assistant", content: swiss },
    ]);
    assert.deepEqual(
      two.items?.map((i) => i.id),
      ["r_1", "r_2"],
    );
  });

  it("a new question is not taken for a follow-up", () => {
    const { two } = twoTurns("Welche Aufgaben sind überfällig?", "Was kostet die Datenmigration?");
    assert.deepEqual(two.items, [{ kind: "budget_line", id: "bl_1", title: "Datenbereinigung und Migration" }]);
    assert.match(two.answer, /CHF\s69'500/);
  });
});

describe("chat retrieval over every part of the plan", () => {
  it("finds a task through an inflected word (Verträge → Vertrag) and cites it", () => {
    const answer = ask("Was steht zu den Verträgen?");
    assert.deepEqual(answer.items?.[0], { kind: "task", id: "t_3", title: "Vertrag und SLA verhandeln" });
    assert.match(answer.answer, /Im Plan habe ich dazu gefunden/);
  });

  it("finds a compliance item, a risk, a stakeholder and a budget line", () => {
    assert.equal(ask("Was gilt für Personendaten?").items?.[0]?.id, "ci_1");
    assert.equal(ask("Droht eine Rüge?").items?.[0]?.id, "r_1");
    assert.equal(ask("Was macht die Personalkommission?").items?.[0]?.kind, "stakeholder");
    assert.equal(ask("Migration?").items?.[0]?.kind, "budget_line");
  });

  it("the stems meet across compounds and plural forms", () => {
    const plan = portal();
    assert.ok(searchPlan(plan, "Schnittstellen").some((hit) => hit.item.id === "t_2"));
    assert.ok(searchPlan(plan, "Barrierefreiheit").some((hit) => hit.item.id === "t_4"));
    assert.ok(
      searchPlan(plan, "Vergabe").some((hit) => hit.item.id === "r_1"),
      "Vergabe in Vergabeverfahren",
    );
  });

  it("says what it searched when nothing matches", () => {
    const answer = ask("Wie heisst der Hund des Hausmeisters?");
    assert.deepEqual(answer.items, []);
    assert.match(
      answer.answer,
      /Aufgaben, Risiken, Compliance-Punkte, Budgetpositionen, Stakeholder und Phasen des Plans und die Projektdokumente nach „hund“, „hausmeisters“ durchsucht/,
    );
  });
});
