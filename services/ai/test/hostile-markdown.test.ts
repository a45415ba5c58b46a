/**
 * Stored text never becomes live HTML or a script link in a Markdown answer: every text
 * field of a plan holds hostile payloads, and every tool, agent and chat answer built from
 * it is parsed with the CommonMark reference parser. The Gantt chart's Mermaid block
 * carries no raw `<` or `>` and stays one block.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { AGENTS, answerQuestion, runAgent, runTool, TOOLS } from "../src/domain/analysis/index.js";
import type { Passage } from "../src/engines/engine.js";
import { rulesFor } from "./support/compliance-fixtures.js";
import { codeBlocks, EXPERT, HOSTILE_PAYLOADS, hostile, hostilePlan, LEAD, markdownProblems } from "./support/markdown-audit.js";

const TODAY = "2025-02-10";
const LANGUAGES = ["de", "en"] as const;
/** Search passages as full-text search returns them: HTML-escaped text, matches in `<mark>`. */
function hostilePassages(): Passage[] {
  const escapeHtml = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  return HOSTILE_PAYLOADS.map((payload, index) => ({
    document_id: `doc_${index}`,
    title: escapeHtml(`Protokoll ${payload}`),
    snippet: `Die <mark>Abnahme</mark> erfolgt. ${escapeHtml(payload)} <mark>Abnahme</mark> ${escapeHtml(payload)}. Ende.`,
  }));
}

function assertSafe(markdown: string, where: string): void {
  const problems = markdownProblems(markdown);
  const lines = markdown
    .split("\n")
    .filter((line) => problems.length > 0 && /<|javascript:|data:|vbscript:/i.test(line.replace(/\\</g, "")));
  assert.deepEqual(problems, [], `${where}: ${problems.join("; ")}\n${lines.slice(0, 3).join("\n").slice(0, 3000)}`);
}

describe("Markdown answers built from hostile stored text", () => {
  it("the payloads are live HTML and script links when written unescaped (the audit can fail)", () => {
    assert.ok(markdownProblems(hostile("x")).length >= 8, markdownProblems(hostile("x")).join("\n"));
    assert.deepEqual(markdownProblems("Text mit \\<b\\> und \\[x\\](javascript:alert(1))"), []);
  });

  it("every tool, in both languages", () => {
    for (const tool of TOOLS) {
      for (const language of LANGUAGES) assertSafe(runTool(tool, hostilePlan(), language, TODAY).markdown, `${tool} ${language}`);
    }
  });

  it("the Gantt chart: one Mermaid block, no raw < or > and no stored text that breaks out of it", () => {
    for (const language of LANGUAGES) {
      const { markdown } = runTool("gantt", hostilePlan(), language, TODAY);
      const blocks = codeBlocks(markdown);
      assert.deepEqual(
        blocks.map((block) => block.info),
        ["mermaid"],
        markdown,
      );
      const mermaid = blocks[0]?.literal ?? "";
      assert.doesNotMatch(mermaid, /[<>]/, mermaid);
      // Every bar is one line of the block: 2 phases and 5 tasks, each ending in its dates.
      const bars = mermaid.split("\n").filter((row) => /:(done, )?[pt]_\w+, /.test(row));
      assert.equal(bars.length, 7, mermaid);
      // No label leaves a statement: no `:`, `;`, `#` (outside entity codes), `%` or quote in a label.
      for (const row of mermaid.split("\n").filter((text) => text.startsWith("    ") && !/^\s+(dateFormat|axisFormat)/.test(text))) {
        const label = row.replace(/ :(done, )?[pt]_\w+, .*$/, "").replace(/#(lt|gt|quot|35|59|58|37);/g, "");
        assert.doesNotMatch(label, /[:;#%"]/, row);
      }
    }
  });

  it("every agent, in both languages, with hostile instructions", () => {
    for (const agent of AGENTS) {
      for (const language of LANGUAGES) {
        const output = runAgent(agent.task, hostilePlan(), {
          language,
          today: TODAY,
          instructions: hostile("Fokus"),
          rules: rulesFor("DE", "manufacturing", "medium"),
        });
        assertSafe(output.markdown, `${agent.task} ${language}`);
      }
    }
  });

  it("every chat answer, from the plan's data and from document passages", () => {
    const questions = {
      de: [
        "Wie hoch ist das Budget?",
        "Welche Aufgaben sind überfällig?",
        "Was steht als Nächstes an?",
        "Was sind die größten Risiken?",
        "Wie ist der Fortschritt?",
        "Wer ist verantwortlich für Budget Risiko aufnehmen?",
        "Wer ist zuständig für Lieferverzug?",
        "Wer ist zuständig für Projektleitung?",
        "Wer kümmert sich um nichts Bekanntes?",
        "Wie ist der Compliance-Stand?",
        "Wann endet das Projekt?",
        `Was macht ${LEAD}?`,
        `Was ist überfällig bei ${EXPERT}?`,
        "Wie läuft die Abnahme?",
        "Erzähl mir etwas völlig anderes",
      ],
      en: [
        "What is the budget?",
        "Which tasks are overdue?",
        "What is next?",
        "What are the top risks?",
        "What is the progress?",
        "Who is responsible for Anforderungen?",
        "Who owns Datenverlust?",
        "Who is in charge of Geschäftsführung?",
        "What are our compliance obligations?",
        "When does the project end?",
        `What does ${LEAD} do?`,
        "How does the Abnahme work?",
      ],
    };
    let answers = 0;
    let withStoredText = 0;
    for (const language of LANGUAGES) {
      for (const question of questions[language]) {
        for (const passages of [[], hostilePassages()]) {
          const { answer } = answerQuestion({ question, history: [], plan: hostilePlan(), passages, language, today: TODAY });
          assertSafe(answer, `${language} "${question}" (${passages.length} passages)`);
          if (answer.includes("\\<script\\>")) withStoredText++;
          answers++;
        }
      }
    }
    assert.equal(answers, 54);
    // Each answer quotes stored text, except the three questions without plan intent asked without passages.
    assert.equal(withStoredText, answers - 3);
  });
});
