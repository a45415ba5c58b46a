/**
 * Checks of Markdown written from stored text: hostile values planted in every text field
 * of a plan, and an audit of a rendered answer with the CommonMark reference parser.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { type Node, Parser } from "commonmark";
import { budget, item, line, phase, plan, project, risk, stakeholder, task } from "./plans.js";

/** What a client might store in a title, a name or a note to get HTML or script into a rendered answer. */
export const HOSTILE_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[x](javascript:alert(1))",
  "![x](javascript:alert(1))",
  "[y](JaVaScRiPt:alert(1)) [z]( vbscript:msgbox(1) ) [w](data:text/html;base64,PHNjcmlwdD4=)",
  "<javascript:alert(1)> <data:text/html,x>",
  "[ref] [ref][] [r]: javascript:alert(1)",
  "<!-- comment --> <?php ?> <![CDATA[x]]> </div>",
  "``` \n<div onmouseover=alert(1)>\n```",
  "~~~\n<iframe src=x>",
  "\n\n<div>\n\nblock\n\n</div>",
  "x --> y; z: #quot; %%{init: {}}%% \"quoted\" 'single' `tick`",
  "&lt;script&gt; &#60;b&#62; &amp;",
  "| a | b |\n|---|---|\n| <b> | </b> |",
] as const;

/** One text field's hostile value: a readable label, then every payload. */
export const hostile = (label: string): string => `${label} ${HOSTILE_PAYLOADS.join(" ")}`;

/** Names of people in the hostile plan (a chat question can mention them). */
export const LEAD = hostile("Anna");
export const EXPERT = hostile("Jonas");

/** A plan whose every text field carries the payloads (dates, numbers and enums stay valid). */
export function hostilePlan(): Plan {
  return plan({
    project: project({ title: hostile("Projekt"), description: `${hostile("Ziel.")}\n\n${hostile("Zweiter Satz.")}` }),
    stakeholders: [
      stakeholder({ name: LEAD, role: hostile("Projektleitung"), influence: "high", interest: "high" }),
      stakeholder({ name: EXPERT, role: hostile("Geschäftsführung"), influence: "medium", interest: "medium" }),
    ],
    phases: [
      phase({
        id: "ph_1",
        name: hostile("Analyse"),
        description: hostile("Beschreibung."),
        position: 1,
        start_date: "2025-01-06",
        end_date: "2025-01-31",
        tasks: [
          task({
            id: "t_1",
            title: hostile("Budget Risiko aufnehmen"),
            due_date: "2025-01-17",
            assignee: LEAD,
            checked: true,
            status: "done",
          }),
          task({
            id: "t_2",
            title: hostile("Anforderungen prüfen"),
            description: hostile("Notiz"),
            due_date: "2025-02-03",
            assignee: EXPERT,
          }),
        ],
      }),
      phase({
        id: "ph_2",
        name: hostile("Umsetzung ```"),
        position: 2,
        start_date: "2025-02-03",
        end_date: "2025-03-14",
        tasks: [
          task({ id: "t_3", title: hostile("gantt section ``` System"), due_date: "2025-02-28", assignee: LEAD, depends_on: ["t_2"] }),
          task({ id: "t_4", title: hostile("Migration"), due_date: "2025-03-07", assignee: hostile("Extern"), priority: "critical" }),
          task({ id: "t_5", title: hostile("Schulung"), due_date: "2025-03-14" }),
        ],
      }),
    ],
    risks: [
      risk({
        id: "r_1",
        title: hostile("Lieferverzug"),
        description: hostile("Ursache"),
        likelihood: 4,
        impact: 5,
        owner: EXPERT,
        mitigation: hostile("Vertrag"),
      }),
      risk({ id: "r_2", title: hostile("Datenverlust"), likelihood: 3, impact: 4, owner: "", mitigation: "" }),
    ],
    budget: budget({
      // The currency is not stored text: the project service derives it from the country.
      currency: "EUR",
      contingency: 1_000,
      lines: [
        line({ id: "bl_1", label: hostile("Lizenzen"), category: hostile("software"), amount: 60_000, phase_id: "ph_1" }),
        line({ id: "bl_2", label: hostile("Beratung"), category: "consulting", amount: 30_000 }),
      ],
    }),
    compliance: [
      item({ id: "ci_1", code: hostile("DSGVO"), title: hostile("Verzeichnis"), notes: hostile("Hinweis"), due_date: "2025-01-15" }),
      item({ id: "ci_2", code: "", title: hostile("Schulung Datenschutz"), notes: hostile("offen"), due_date: "2025-03-01" }),
    ],
  });
}

const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i;

function decoded(destination: string): string {
  try {
    return decodeURIComponent(destination);
  } catch {
    return destination;
  }
}

/** The problems of a Markdown document: raw HTML nodes, and links or images with a script or data URL. */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = [];
  const walker = new Parser().parse(markdown).walker();
  for (let event = walker.next(); event; event = walker.next()) {
    if (!event.entering) continue;
    const node: Node = event.node;
    if (node.type === "html_inline" || node.type === "html_block") problems.push(`${node.type}: ${JSON.stringify(node.literal)}`);
    if ((node.type === "link" || node.type === "image") && UNSAFE_SCHEME.test(decoded(node.destination ?? ""))) {
      problems.push(`${node.type} to ${JSON.stringify(node.destination)}`);
    }
  }
  return problems;
}

/** The document's code blocks (fenced or indented): info string and text. */
export function codeBlocks(markdown: string): { info: string; literal: string }[] {
  const blocks: { info: string; literal: string }[] = [];
  const walker = new Parser().parse(markdown).walker();
  for (let event = walker.next(); event; event = walker.next()) {
    const node = event.node;
    if (event.entering && node.type === "code_block") blocks.push({ info: node.info ?? "", literal: node.literal ?? "" });
  }
  return blocks;
}
