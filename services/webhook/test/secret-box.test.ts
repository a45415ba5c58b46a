/** SecretBox with previous keys: what opens, what it reports, what it seals with, and what never leaks. */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { describe, it } from "node:test";
import { inspect } from "node:util";
import { SecretBox } from "../src/crypto/secret-box.js";

const current = randomBytes(32);
const previous = randomBytes(32);
const older = randomBytes(32);

describe("secret box with previous keys", () => {
  it("opens a secret sealed with a previous key and reports that the current key did not", () => {
    const sealedWithOlder = new SecretBox(older).seal("whsec_older", "whk_1");
    const sealedWithPrevious = new SecretBox(previous).seal("whsec_previous", "whk_2");
    const box = new SecretBox(current, [previous, older]);
    assert.deepEqual(box.openWithKeyInfo(sealedWithOlder, "whk_1"), { plaintext: "whsec_older", current: false });
    assert.deepEqual(box.openWithKeyInfo(sealedWithPrevious, "whk_2"), { plaintext: "whsec_previous", current: false });
    assert.equal(box.open(sealedWithOlder, "whk_1"), "whsec_older");
  });

  it("reports the current key for what it seals, and seals with the current key only", () => {
    const box = new SecretBox(current, [previous]);
    const sealed = box.seal("whsec_new", "whk_3");
    assert.deepEqual(box.openWithKeyInfo(sealed, "whk_3"), { plaintext: "whsec_new", current: true });
    assert.equal(new SecretBox(current).open(sealed, "whk_3"), "whsec_new");
    assert.throws(() => new SecretBox(previous).open(sealed, "whk_3"));
  });

  it("throws when no key fits, or the ciphertext belongs to another row", () => {
    const box = new SecretBox(current, [previous]);
    const foreign = new SecretBox(older).seal("whsec_foreign", "whk_4");
    assert.throws(() => box.openWithKeyInfo(foreign, "whk_4"), /none of the configured keys/);
    assert.throws(() => box.open(foreign, "whk_4"), /none of the configured keys/);
    const own = new SecretBox(previous).seal("whsec_moved", "whk_5");
    assert.throws(() => box.open(own, "whk_6"), /none of the configured keys/);
    assert.throws(() => box.open(own.subarray(0, 20), "whk_5"), /truncated/);
  });

  it("refuses a key of the wrong size without showing it", () => {
    const short = randomBytes(16);
    assert.throws(
      () => new SecretBox(current, [short]),
      (error: unknown) => {
        assert.ok(error instanceof Error);
        assert.match(error.message, /must be 32 bytes/);
        assert.doesNotMatch(error.message, new RegExp(short.toString("hex")));
        return true;
      },
    );
  });

  it("keeps every key out of JSON, inspection and errors", () => {
    const box = new SecretBox(current, [previous, older]);
    const foreign = new SecretBox(randomBytes(32)).seal("whsec_x", "whk_7");
    let message = "";
    try {
      box.open(foreign, "whk_7");
    } catch (error) {
      message = `${(error as Error).message} ${(error as Error).stack ?? ""}`;
    }
    assert.ok(message);
    const shown = [JSON.stringify({ box }), inspect(box, { showHidden: true, depth: 5 }), String(inspect({ box })), message].join("\n");
    for (const key of [current, previous, older]) {
      for (const encoding of ["hex", "base64", "base64url"] as const) assert.equal(shown.includes(key.toString(encoding)), false);
    }
    assert.equal(JSON.stringify({ box }), '{"box":"[SecretBox]"}');
    assert.equal(inspect(box), "[SecretBox]");
  });
});
