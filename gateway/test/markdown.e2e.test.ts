/**
 * Markdown answers through the whole path: a plan imported with hostile payloads in every
 * text field, then every tool and agent through its Markdown operation, chat answers and the
 * export, each parsed with the CommonMark reference parser: no raw HTML node, no script or
 * data link, and a Gantt chart whose Mermaid block has no raw `<` or `>`.
 */
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { uniqueSuffix } from "@planner/shared/testing";
import { codeBlocks, HOSTILE_PAYLOADS, markdownProblems } from "../../services/ai/test/support/markdown-audit.js";
import { DEMO_PLAN, startFullStack } from "./full-stack.js";
import { apiClient, type TestStack } from "./harness.js";

const TEXT_FIELDS = new Set([
  "title",
  "description",
  "name",
  "assignee",
  "mitigation",
  "owner",
  "label",
  "category",
  "code",
  "notes",
  "role",
]);
const LIMITS: Record<string, number> = { category: 80, assignee: 120, code: 100 };
const TOOLS = ["raci", "swot", "risk-matrix", "gantt"];
const AGENTS = ["status_report", "risk_review", "compliance_check", "budget_review", "kickoff_brief"];

/** The demo plan with every text field replaced by a short label and one payload, in turn. */
function hostileCopy(value: unknown, next: () => string, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => hostileCopy(item, next));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, hostileCopy(member, next, name)]));
  }
  if (typeof value === "string" && TEXT_FIELDS.has(key)) return `${value.slice(0, 12)} ${next()}`.slice(0, LIMITS[key] ?? 200);
  return value;
}

describe("Markdown answers of a plan with hostile stored text (processes)", () => {
  let stack: TestStack;
  let api: ReturnType<typeof apiClient>;
  let ai: string;
  let read: string;
  let projectId: string;

  before(async () => {
    const started = await startFullStack();
    stack = started.stack;
    api = apiClient(started.base);
    const workspace = stack.admin(["workspace", "create", "--name", "Hostile GmbH", "--plan", "max"]).id as string;
    ai = stack.admin(["key", "create", "--workspace", workspace, "--scope", "ai"]).key as string;
    read = stack.admin(["key", "create", "--workspace", workspace, "--scope", "read"]).key as string;
    let turn = 0;
    const plan = hostileCopy(
      JSON.parse(await readFile(DEMO_PLAN, "utf8")),
      () => HOSTILE_PAYLOADS[turn++ % HOSTILE_PAYLOADS.length] as string,
    );
    assert.ok(turn >= HOSTILE_PAYLOADS.length * 2, `only ${turn} text fields`);
    const file = join(tmpdir(), `hostile-plan-${uniqueSuffix()}.json`);
    await writeFile(file, JSON.stringify(plan));
    projectId = (stack.admin(["project", "import", "--workspace", workspace, "--file", file]) as { id: string }).id;
  });
  after(() => stack?.close());

  function assertSafe(markdown: string, where: string): void {
    assert.deepEqual(markdownProblems(markdown), [], `${where}:\n${markdown}`);
    // The stored text is in the answer (escaped), so the check looked at it.
    assert.match(markdown, /\\</, where);
  }

  it("every tool and agent as Markdown", async () => {
    for (const tool of TOOLS) {
      const response = await api("POST", `/ai/projects/${projectId}/tools/${tool}/markdown`, { key: ai });
      assert.match(response.headers.get("content-type") ?? "", /^text\/markdown/, tool);
      assert.equal(response.status, 200, `${tool}: ${response.text}`);
      assertSafe(response.text, tool);
      if (tool === "gantt") {
        const blocks = codeBlocks(response.text);
        assert.deepEqual(
          blocks.map((block) => block.info),
          ["mermaid"],
        );
        assert.doesNotMatch(blocks[0]?.literal ?? "", /[<>]/);
      }
    }
    for (const agent of AGENTS) {
      const response = await api("POST", `/ai/projects/${projectId}/agents/${agent}/markdown`, { key: ai });
      assert.match(response.headers.get("content-type") ?? "", /^text\/markdown/, agent);
      assert.equal(response.status, 200, `${agent}: ${response.text}`);
      assertSafe(response.text, agent);
    }
  });

  it("the JSON operations still answer Markdown to `Accept: text/markdown` (deprecated)", async () => {
    const tool = await api("POST", `/ai/projects/${projectId}/tools/swot`, { key: ai, headers: { accept: "text/markdown" } });
    assert.equal(tool.status, 200, tool.text);
    assert.match(tool.headers.get("content-type") ?? "", /^text\/markdown/);
    assertSafe(tool.text, "swot (Accept)");
    const json = await api("POST", `/ai/projects/${projectId}/agents/kickoff_brief`, { key: ai });
    assert.equal(json.json.task, "kickoff_brief");
  });

  it("chat answers, from the plan and from the stored reports", async () => {
    for (const message of [
      "Wie hoch ist das Budget?",
      "Welche Aufgaben stehen als Nächstes an?",
      "Was sind die größten Risiken?",
      "Wie ist der Fortschritt je Phase?",
      "Wer ist verantwortlich?",
      "Wie ist der Compliance-Stand?",
      "Wann endet das Projekt?",
      "Was steht im Statusbericht?",
    ]) {
      const response = await api("POST", `/ai/projects/${projectId}/chat`, { key: ai, body: { message } });
      assert.equal(response.status, 200, `${message}: ${response.text}`);
      assert.deepEqual(markdownProblems(String(response.json.answer)), [], `${message}: ${response.json.answer}`);
    }
  });

  it("the export", async () => {
    const response = await api("GET", `/projects/${projectId}/export?format=markdown`, { key: read });
    assert.equal(response.status, 200, response.text);
    assertSafe(response.text, "export");
  });
});
