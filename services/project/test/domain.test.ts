import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type EventEnvelope, escapeInline, MAX_EVENT_BYTES } from "@planner/shared";
import { Parser } from "commonmark";
import fc from "fast-check";
import { envelopeBytes, fitEnvelope } from "../src/domain/events.js";
import { escapeParagraphs } from "../src/domain/markdown.js";
import { checkTransition, nextPhaseStatus, nextProjectStatus } from "../src/domain/task-state.js";
import { excerpt, prefixQuery, snippetHtml } from "../src/domain/text.js";
import { wireEnvelope } from "../src/outbox/relay.js";

describe("state rules (pure)", () => {
  it("derives phase status from done/total and whether the phase started", () => {
    assert.equal(nextPhaseStatus("pending", 0, 3), "pending");
    assert.equal(nextPhaseStatus("pending", 1, 3), "in_progress");
    assert.equal(nextPhaseStatus("pending", 3, 3), "completed");
    assert.equal(nextPhaseStatus("completed", 2, 3), "in_progress");
    assert.equal(nextPhaseStatus("in_progress", 0, 3), "in_progress");
  });

  it("derives project status from its phases", () => {
    assert.equal(nextProjectStatus("planned", ["pending", "pending"]), "planned");
    assert.equal(nextProjectStatus("planned", ["in_progress", "pending"]), "active");
    assert.equal(nextProjectStatus("active", ["completed", "completed"]), "completed");
    assert.equal(nextProjectStatus("completed", ["completed", "in_progress"]), "active");
    assert.equal(nextProjectStatus("active", ["in_progress", "pending"]), "active");
  });

  it("reports completion events only on the transition into completed", () => {
    const last = checkTransition({
      phaseStatus: "in_progress",
      projectStatus: "active",
      phaseDone: 2,
      phaseTotal: 2,
      otherPhases: ["completed"],
    });
    assert.deepEqual(last, { phaseStatus: "completed", projectStatus: "completed", phaseCompleted: true, projectCompleted: true });
    const again = checkTransition({
      phaseStatus: "completed",
      projectStatus: "completed",
      phaseDone: 2,
      phaseTotal: 2,
      otherPhases: ["completed"],
    });
    assert.equal(again.phaseCompleted, false);
    assert.equal(again.projectCompleted, false);
  });
});

describe("event payload cap", () => {
  const envelope = (data: Record<string, unknown>): EventEnvelope => ({
    id: "evt_1",
    type: "task.created",
    api_version: "v1",
    created_at: "2026-01-01T00:00:00.000Z",
    workspace_id: "ws_1",
    data,
  });

  it("leaves small events alone", () => {
    const small = envelope({ task: { id: "tsk_1", title: "x" } });
    assert.equal(fitEnvelope(small), small);
  });

  it("shortens texts of an oversized event, marks it truncated and keeps ids", () => {
    const big = envelope({ task: { id: "tsk_1", project_id: "prj_1", title: "T", description: "ü".repeat(300_000) } });
    const fitted = fitEnvelope(big);
    assert.ok(envelopeBytes(fitted) <= MAX_EVENT_BYTES);
    assert.equal(fitted.data.truncated, true);
    assert.equal((fitted.data.task as { id: string }).id, "tsk_1");
    assert.equal((fitted.data.task as { title: string }).title, "T");
  });

  it("falls back to ids only when shortening texts is not enough", () => {
    const many = envelope({
      task: { id: "tsk_1", project_id: "prj_1", depends_on: Array.from({ length: 5_000 }, (_, i) => `${"x".repeat(100)}${i}`) },
    });
    const fitted = fitEnvelope(many, 4_096);
    assert.ok(envelopeBytes(fitted) <= 4_096);
    assert.deepEqual(fitted.data, { task: { id: "tsk_1", project_id: "prj_1" }, truncated: true });
  });

  it("puts an event on the wire in canonical member order, shortened only when oversized", () => {
    // As jsonb gives it back: members in another order.
    const stored = (data: Record<string, unknown>) => {
      const { id, type, api_version, created_at, workspace_id } = envelope(data);
      return { workspace_id, data, created_at, type, id, api_version } as EventEnvelope;
    };
    const small = wireEnvelope(stored({ task: { id: "tsk_1", title: "x" } }));
    assert.equal(small.json, JSON.stringify(envelope({ task: { id: "tsk_1", title: "x" } })));
    assert.deepEqual(Object.keys(JSON.parse(small.json)), ["id", "type", "api_version", "created_at", "workspace_id", "data"]);
    const bigData = { task: { id: "tsk_1", project_id: "prj_1", title: "T", description: "ü".repeat(300_000) } };
    const big = wireEnvelope(stored(bigData));
    assert.equal(big.json, JSON.stringify(fitEnvelope(envelope(bigData))));
    assert.equal(JSON.parse(big.json).data.truncated, true);
    assert.deepEqual(JSON.parse(big.json), big.envelope);
  });
});

describe("markdown escaping (property)", () => {
  const special = [
    "\\",
    "`",
    "*",
    "_",
    "[",
    "]",
    "<",
    ">",
    "|",
    "~",
    "&",
    "#",
    "!",
    "-",
    "+",
    "=",
    ".",
    ")",
    "1",
    "a",
    "ü",
    " ",
    "\t",
    "\n",
    "&amp;",
    "&#35;",
    "http://x",
    ":",
  ];
  const text = fc.oneof(fc.string({ unit: fc.constantFrom(...special), maxLength: 30 }), fc.string({ unit: "grapheme", maxLength: 30 }));
  const collapse = (value: string) => value.replace(/\s+/g, " ").trim();
  const paragraphText = (markdown: string) => {
    const document = new Parser().parse(markdown);
    const block = document.firstChild;
    let out = "";
    const walker = document.walker();
    for (let event = walker.next(); event; event = walker.next()) {
      if (!event.entering) continue;
      const node = event.node;
      if (node.type === "text" || node.type === "code") out += node.literal ?? "";
      else if (node.type === "softbreak" || node.type === "linebreak") out += "\n";
      else if (!["document", "paragraph", "heading"].includes(node.type)) out += `<${node.type}>`;
    }
    return { type: block?.type, next: block?.next, out };
  };

  it("any single-line text stays exactly that text in a paragraph and in a heading", () => {
    fc.assert(
      fc.property(
        text.filter((value) => !value.includes("\u0000") && collapse(value) !== "" && !/\n\s*\n/.test(value)),
        (value) => {
          const [paragraph] = escapeParagraphs(value);
          const parsed = paragraphText(paragraph ?? "");
          assert.equal(parsed.type, "paragraph");
          assert.equal(parsed.next, null);
          assert.equal(parsed.out, collapse(value));
          const heading = paragraphText(`### ${escapeInline(value)}`);
          assert.equal(heading.type, "heading");
          assert.equal(heading.out, collapse(value));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("text helpers", () => {
  it("turns stems into prefix queries for lexemes of three or more characters", () => {
    assert.equal(prefixQuery("'risik'"), "'risik':*");
    assert.equal(prefixQuery("'risik' & !'budget' | 'it' <-> 'o''brien'"), "'risik':* & !'budget':* | 'it' <-> 'o''brien':*");
    assert.equal(prefixQuery(""), "");
  });

  it("makes plain excerpts and safe snippets", () => {
    assert.equal(excerpt("# Titel\n\n**fett** und [Link](http://x) | Zelle"), "Titel fett und Link · Zelle");
    assert.ok(excerpt("wort ".repeat(100)).length <= 201);
    assert.equal(snippetHtml("<b>x</b> & \uE000Risiko\uE001"), "x &amp; <mark>Risiko</mark>");
  });
});
