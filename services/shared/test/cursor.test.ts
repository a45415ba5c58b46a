import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { ConfigError, ConfigReader } from "../src/config.js";
import {
  CursorSigner,
  DEVELOPMENT_CURSOR_SECRET,
  decodeCursor,
  decodeIdCursor,
  decodeOrdinalCursor,
  decodeTimeCursor,
  encodeCursor,
  readCursorSecret,
  refuseCursor,
} from "../src/cursor.js";
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

describe("signed cursors", () => {
  const signer = new CursorSigner("test-cursor-secret");
  const scope = { list: "tasks", workspaceId: "ws_a", filters: { project_id: "prj_1", phase_id: undefined, checked: false } };
  const position = encodeCursor({ value: "12", id: "tsk_01jm" });
  const issued = signer.sign(position, scope) as string;

  it("opens what it signed for the same list, filters and workspace", () => {
    assert.match(issued, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    assert.equal(signer.open(issued, scope), position);
    assert.deepEqual(decodeOrdinalCursor(signer.open(issued, scope)), { value: 12, id: "tsk_01jm" });
    // Filter order, and an absent filter against an empty one, do not change the list.
    assert.equal(signer.open(issued, { ...scope, filters: { checked: false, project_id: "prj_1", phase_id: "" } }), position);
    assert.equal(signer.open("", scope), "");
    assert.equal(signer.open(undefined, scope), "");
    assert.equal(signer.sign(undefined, scope), undefined);
  });

  it("refuses it for another list, project, filter, workspace or secret", () => {
    refused(() => signer.open(issued, { ...scope, list: "phases" }));
    refused(() => signer.open(issued, { ...scope, workspaceId: "ws_b" }));
    refused(() => signer.open(issued, { ...scope, filters: { ...scope.filters, project_id: "prj_2" } }));
    refused(() => signer.open(issued, { ...scope, filters: { ...scope.filters, checked: true } }));
    refused(() => signer.open(issued, { ...scope, filters: { ...scope.filters, checked: undefined } }));
    refused(() => signer.open(issued, { ...scope, filters: { project_id: "prj_1", phase_id: "phs_1", checked: false } }));
    refused(() => new CursorSigner("another-secret").open(issued, scope));
  });

  it("refuses every change of one character, cuts and unsigned positions", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    for (let index = 0; index < issued.length; index++) {
      for (const replacement of alphabet) {
        if (replacement === issued[index]) continue;
        refused(() => signer.open(`${issued.slice(0, index)}${replacement}${issued.slice(index + 1)}`, scope));
      }
    }
    refused(() => signer.open(issued.slice(0, -1), scope));
    refused(() => signer.open(`${issued}A`, scope));
    refused(() => signer.open(position, scope));
    refused(() => signer.open(`.${issued.split(".")[1]}`, scope));
    refused(() => signer.open("x".repeat(2_000), scope));
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1, maxLength: 300 }), (cursor) => {
        try {
          signer.open(cursor, scope);
          assert.fail(`opened ${JSON.stringify(cursor)}`);
        } catch (error) {
          assert.ok(error instanceof ServiceError, String(error));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a page read with the opened cursor is answered with a cursor signed for the same scope", async () => {
    let seen: string | undefined;
    const page = await signer.page(issued, scope, (cursor) => {
      seen = cursor;
      return { data: [1], has_more: true, next_cursor: encodeCursor({ value: "13", id: "tsk_01jn" }) };
    });
    assert.equal(seen, position);
    assert.equal(signer.open(page.next_cursor, scope), encodeCursor({ value: "13", id: "tsk_01jn" }));
    refused(() => signer.open(page.next_cursor, { ...scope, workspaceId: "ws_b" }));
    const last = await signer.page(page.next_cursor, scope, () => ({ data: [], has_more: false, next_cursor: undefined }));
    assert.equal(last.next_cursor, undefined);
  });

  it("a single-page list refuses any cursor", () => {
    refuseCursor("");
    refuseCursor(undefined);
    refused(() => refuseCursor(issued));
  });

  it("CURSOR_SECRET: the development secret only outside production", () => {
    const read = (env: Record<string, string>) => readCursorSecret(new ConfigReader(env), env);
    assert.equal(read({}), DEVELOPMENT_CURSOR_SECRET);
    assert.equal(read({ CURSOR_SECRET: "local" }), "local");
    assert.equal(read({ NODE_ENV: "production", CURSOR_SECRET: "a".repeat(64) }), "a".repeat(64));
    assert.throws(() => read({ NODE_ENV: "production" }), ConfigError);
    assert.throws(() => read({ NODE_ENV: "production", CURSOR_SECRET: " " }), ConfigError);
    assert.throws(() => read({ NODE_ENV: "production", CURSOR_SECRET: DEVELOPMENT_CURSOR_SECRET }), ConfigError);
  });
});
