import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { parseRfc3339 } from "../src/timestamps.js";

describe("parseRfc3339", () => {
  it("reads the forms RFC 3339 allows", () => {
    const cases: [string, string][] = [
      ["2026-11-25T10:00:00Z", "2026-11-25T10:00:00.000Z"],
      ["2026-11-25t10:00:00z", "2026-11-25T10:00:00.000Z"],
      ["2026-11-25T11:30:00+01:30", "2026-11-25T10:00:00.000Z"],
      ["2026-11-25T00:00:00-02:00", "2026-11-25T02:00:00.000Z"],
      ["2026-11-25T10:00:00.123456789Z", "2026-11-25T10:00:00.123Z"],
      ["2024-02-29T23:59:59Z", "2024-02-29T23:59:59.000Z"],
      ["0050-01-01T00:00:00Z", "0050-01-01T00:00:00.000Z"],
    ];
    for (const [text, iso] of cases) assert.equal(parseRfc3339(text)?.toISOString(), iso, text);
  });

  it("refuses everything else", () => {
    for (const text of [
      "",
      "yesterday",
      "2026-11-25",
      "2026-11-25T10:00:00",
      "2026-11-25 10:00:00Z",
      "2026-11-25T10:00Z",
      "2026-02-29T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-11-25T24:00:00Z",
      "2026-11-25T10:60:00Z",
      "2026-11-25T10:00:00+24:00",
      "2026-11-25T10:00:00.Z",
      " 2026-11-25T10:00:00Z",
    ]) {
      assert.equal(parseRfc3339(text), undefined, text);
    }
  });

  it("round-trips every instant toISOString writes", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        (date) => {
          assert.equal(parseRfc3339(date.toISOString())?.getTime(), date.getTime());
        },
      ),
    );
  });
});
