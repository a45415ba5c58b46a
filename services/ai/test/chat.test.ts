import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { answerQuestion } from "../src/domain/analysis/index.js";
import type { ChatInput, Passage } from "../src/engines/engine.js";
import { healthyPlan, phase, risk, task } from "./support/plans.js";

const TODAY = "2025-02-10";

function chatPlan(): Plan {
  const base = healthyPlan();
  return {
    ...base,
    phases: [
      ...base.phases,
      phase({
        id: "ph_3",
        name: "Rollout",
        position: 3,
        start_date: "2025-03-17",
        end_date: "2025-03-28",
        tasks: [
          task({ id: "t_6", title: "Schulungskonzept erstellen", due_date: "2025-02-03", assignee: "Anna Berg" }),
          task({ id: "t_7", title: "Go-live vorbereiten", due_date: "2025-03-28", assignee: "Jonas Weber" }),
        ],
      }),
    ],
    risks: [...base.risks, risk({ id: "r_2", title: "Datenverlust bei der Migration", likelihood: 4, impact: 5, owner: "Jonas Weber" })],
  };
}

const ask = (question: string, language: "de" | "en", passages: Passage[] = []) =>
  answerQuestion({ question, history: [], plan: chatPlan(), passages, language, today: TODAY } satisfies ChatInput);

const PASSAGES: Passage[] = [
  {
    document_id: "doc_1",
    title: "Protokoll Lenkungskreis",
    snippet:
      "Der Lenkungskreis tagt monatlich. Die <mark>Abnahme</mark> erfolgt durch die Fachbereiche &amp; die IT nach einem <mark>Testlauf</mark> von zwei Wochen.",
  },
  { document_id: "doc_2", title: "Lastenheft", snippet: "Das System muss mehrsprachig sein. Schnittstellen zu SAP sind nicht vorgesehen." },
];

describe("chat answers about the plan", () => {
  it("answers budget questions in German and English", () => {
    const de = ask("Wie hoch ist das Budget?", "de");
    assert.match(de.answer, /100\.000\s€/);
    assert.match(de.answer, /10\.000\s€ Reserve \(10 %\)/);
    assert.match(de.answer, /EUR/);
    assert.deepEqual(de.citations, []);
    const en = ask("What is our contingency?", "en");
    assert.match(en.answer, /€100,000/);
    assert.match(en.answer, /contingency of €10,000/);
  });

  it("lists overdue tasks relative to today", () => {
    const de = ask("Welche Aufgaben sind überfällig?", "de");
    assert.match(de.answer, /1 Aufgabe überfällig/);
    assert.match(de.answer, /„Schulungskonzept erstellen“.*7 Tage überfällig.*Anna Berg/);
    const en = answerQuestion({
      question: "Which tasks are overdue?",
      history: [],
      plan: chatPlan(),
      passages: [],
      language: "en",
      today: "2025-01-15",
    });
    assert.match(en.answer, /no task is overdue/);
  });

  it("names the next tasks with their owners", () => {
    const en = ask("What's next?", "en");
    const lines = en.answer.split("\n").filter((line) => line.startsWith("- "));
    assert.match(lines[0] ?? "", /“System konfigurieren”.*Jonas Weber/);
    assert.match(en.answer, /1 task is already overdue/);
    assert.match(ask("Was steht als Nächstes an?", "de").answer, /Als Nächstes stehen an:/);
  });

  it("ranks the top risks", () => {
    const de = ask("Was sind die größten Risiken?", "de");
    assert.ok(de.answer.indexOf("Datenverlust") < de.answer.indexOf("Lieferverzug"));
    assert.match(de.answer, /Bewertung 20\/25 \(hoch\)/);
    assert.match(ask("What are the main risks?", "en").answer, /score 20\/25 \(high\)/);
  });

  it("finds who is responsible for a task", () => {
    assert.match(ask("Wer ist für die Datenmigration verantwortlich?", "de").answer, /„Datenmigration testen“.*Anna Berg verantwortlich/);
    assert.match(
      ask("Who is responsible for the system configuration?", "en").answer,
      /Jonas Weber is responsible for the task “System konfigurieren”/,
    );
    assert.match(ask("Was macht Lea Roth?", "de").answer, /Lea Roth \(Datenschutzbeauftragte\) verantwortet 1 offene Aufgabe/);
  });

  it("reports progress, compliance and the timeline", () => {
    assert.match(ask("Wie ist der Fortschritt?", "de").answer, /zu 29 % erledigt \(2 von 7 Aufgaben\)/);
    assert.match(ask("What is the compliance status?", "en").answer, /Of 1 compliance items, 0 are open and 1 done/);
    assert.match(ask("Wann endet das Projekt?", "de").answer, /vom 06\.01\.2025 bis 28\.03\.2025/);
  });
});

describe("chat answers from documents", () => {
  it("quotes the relevant passage, stripped of marks, and cites only what it uses", () => {
    const answer = ask("Wie läuft die Abnahme ab?", "de", PASSAGES);
    assert.ok(!answer.answer.includes("<mark>"));
    // Markdown: the passage's `&` is escaped, a reader sees "&".
    assert.match(
      answer.answer,
      /„Die Abnahme erfolgt durch die Fachbereiche \\& die IT nach einem Testlauf von zwei Wochen\.“ \(Quelle: Protokoll Lenkungskreis\)/,
    );
    assert.equal(answer.citations.length, 1);
    const [cited] = answer.citations;
    assert.equal(cited?.document_id, "doc_1");
    assert.equal(cited?.title, "Protokoll Lenkungskreis");
    assert.ok(!cited?.snippet.includes("<mark>"));
    assert.match(cited?.snippet ?? "", / & die IT /, "HTML entities of the search snippet are plain text again");
    for (const citation of answer.citations) assert.ok(PASSAGES.some((passage) => passage.document_id === citation.document_id));
  });

  it("is honest when nothing is found", () => {
    const de = ask("Wie heißt der Hund des Hausmeisters?", "de");
    assert.deepEqual(de.citations, []);
    // It says what it searched: every part of the plan and the documents, for the question's words.
    assert.match(
      de.answer,
      /Aufgaben, Risiken, Compliance-Punkte, Budgetpositionen, Stakeholder und Phasen des Plans und die Projektdokumente/,
    );
    assert.match(de.answer, /nach „hund“, „hausmeisters“ durchsucht und nichts dazu gefunden/);
    assert.match(de.answer, /Budget/);
    const en = ask("What is the janitor's dog called?", "en");
    assert.match(en.answer, /for “janitor”, “dog” and found nothing/);
    assert.deepEqual(en.citations, []);
  });
});
