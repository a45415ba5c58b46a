/**
 * The Markdown export of a plan whose every text field holds hostile payloads has no raw
 * HTML node and no script or data link, in both languages (the check the AI answers pass too).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { hostile, hostilePlan, markdownProblems } from "../../ai/test/support/markdown-audit.js";
import { planToMarkdown } from "../src/domain/markdown.js";

describe("Markdown export of hostile stored text", () => {
  it("renders every field as text, never as HTML or a link", () => {
    for (const locale of ["de", "en"]) {
      const plan = hostilePlan();
      if (plan.project) plan.project.locale = locale;
      const markdown = planToMarkdown(plan);
      assert.deepEqual(markdownProblems(markdown), [], markdown);
      // The stored text is there, escaped: every payload shows up once per field that holds it.
      assert.ok(markdown.split("\\<script\\>").length > 20, markdown);
    }
  });

  it("the payloads alone would be HTML and links (the check can fail)", () => {
    assert.ok(markdownProblems(hostile("x")).length >= 8);
  });
});
