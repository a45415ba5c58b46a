import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { decodeCursor, decodeIdCursor, decodeOrdinalCursor, decodeTimeCursor, encodeCursor } from "../src/cursor.js";
import { ServiceError } from "../src/errors.js";

const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function refused(run: () => unknown): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof ServiceError, String(error));
    assert.equal(error.problemCode, "validation_failed");
    assert.deepEqual(
      error.fieldErrors.map((field) => field.pointer),
      ["/cursor"],
    );
    return true;
  });
}

describe("cursors", () => {
  it("round-trips what the lists issue", () => {
    const at = new Date("2025-02-20T09:14:03.123Z");
    assert.deepEqual(decodeTimeCursor(encodeCursor({ value: at.toISOString(), id: "prj_01jmabcdef" })), {
      value: at,
      id: "prj_01jmabcdef",
    });
    assert.deepEqual(decodeOrdinalCursor(encodeCursor({ value: "12", id: "tsk_01jm" })), { value: 12, id: "tsk_01jm" });
    assert.deepEqual(decodeIdCursor(encodeCursor({ value: "eu-gdpr", id: "eu-gdpr" })), { id: "eu-gdpr" });
    assert.equal(decodeCursor(""), undefined);
    assert.equal(decodeTimeCursor(undefined), undefined);
  });

  it("refuses forged values that would fail in SQL", () => {
    refused(() => decodeTimeCursor(forge(["0000-01-01T00:00:00Z", "x"])));
    refused(() => decodeTimeCursor(forge(["0000-01-01T00:00:00Z", "prj_a"])));
    refused(() => decodeTimeCursor(forge(["+275760-09-13T00:00:00.000Z", "prj_a"])));
    refused(() => decodeTimeCursor(forge(["2025-02-30T00:00:00Z", "prj_a"])));
    refused(() => decodeTimeCursor(forge(["2025-01-01T24:00:00Z", "prj_a"])));
    refused(() => decodeTimeCursor(forge(["2025-01-01", "prj_a"])));
    refused(() => decodeOrdinalCursor(forge(["1", "a\u0000"])));
    refused(() => decodeOrdinalCursor(forge(["-1", "tsk_a"])));
    refused(() => decodeOrdinalCursor(forge(["1e3", "tsk_a"])));
    refused(() => decodeOrdinalCursor(forge(["9999999999", "tsk_a"])));
    refused(() => decodeOrdinalCursor(forge([1, "tsk_a"])));
    refused(() => decodeIdCursor(forge(["a", "b"])));
    refused(() => decodeCursor(forge(["x", "tsk_a", "y"])));
    refused(() => decodeCursor(forge({ value: "1", id: "tsk_a" })));
    refused(() => decodeCursor("not-a-cursor"));
    refused(() => decodeCursor("x".repeat(2_000)));
  });

  it("any string and any forged pair is a page position or a validation error, never anything else", () => {
    const decoders = [decodeCursor, decodeTimeCursor, decodeOrdinalCursor, decodeIdCursor];
    const check = (cursor: string) => {
      for (const decode of decoders) {
        try {
          decode(cursor);
        } catch (error) {
          assert.ok(error instanceof ServiceError, String(error));
        }
      }
    };
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 300 }), check), { numRuns: 500 });
    const part = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.integer().map(String),
      fc.date({ noInvalidDate: false }).map(String),
    );
    fc.assert(
      fc.property(fc.tuple(fc.oneof(part, fc.anything()), fc.oneof(part, fc.anything())), (pair) => check(forge(pair))),
      { numRuns: 500 },
    );
    // Whatever a decoder accepts is safe for SQL: a real date in range, a small integer, an id.
    fc.assert(
      fc.property(fc.date({ noInvalidDate: false }), fc.string({ unit: "binary", maxLength: 70 }), (date, id) => {
        let value: string;
        try {
          value = date.toISOString();
        } catch {
          value = "invalid";
        }
        try {
          const position = decodeTimeCursor(forge([value, id]));
          assert.ok(position && position.value.getUTCFullYear() >= 1970 && position.value.getUTCFullYear() <= 9999);
          assert.match(position.id, /^[a-z]{2,4}_[A-Za-z0-9_-]{1,64}$/);
        } catch (error) {
          assert.ok(error instanceof ServiceError, String(error));
        }
      }),
      { numRuns: 500 },
    );
  });
});
