import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { prefersMarkdown } from "../src/http/negotiation.js";

describe("Accept negotiation between JSON and Markdown", () => {
  it("answers Markdown only when the client prefers it", () => {
    const cases: [string | undefined, boolean][] = [
      [undefined, false],
      ["", false],
      ["application/json", false],
      ["*/*", false],
      ["text/markdown", true],
      ["TEXT/Markdown; charset=utf-8", true],
      ["text/*", true],
      ["text/markdown, application/json", true],
      ["text/markdown;q=0.9, application/json;q=0.1", true],
      ["application/json, text/markdown;q=0.5", false],
      ["text/markdown;q=0", false],
      ["text/markdown;q=0.000, */*", false],
      ["text/markdown;q=0, text/*", false],
      ["text/*;q=0, application/json;q=0", false],
      ["text/markdown;q=nonsense", true],
    ];
    for (const [accept, markdown] of cases) assert.equal(prefersMarkdown(accept), markdown, JSON.stringify(accept));
  });

  it("reads a hostile header in bounded time", () => {
    const accept = `${"text/plain;q=0.1,".repeat(2_000)}text/markdown`;
    const start = performance.now();
    prefersMarkdown(accept);
    assert.ok(performance.now() - start < 500);
  });
});
