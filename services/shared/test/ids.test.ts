import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { newId } from "../src/ids.js";

describe("newId", () => {
  it("is a prefixed ULID layout in lower-case Crockford base32, ordered by time", () => {
    const id = newId("evt", Date.UTC(2026, 10, 26));
    assert.match(id, /^evt_[0-9a-hjkmnp-tv-z]{26}$/);
    assert.ok(newId("evt", Date.UTC(2026, 10, 26)) < newId("evt", Date.UTC(2026, 10, 27)));
    assert.equal(newId("evt", 1_000).slice(4, 14), newId("evt", 1_000).slice(4, 14));
  });

  it("never repeats its random part, also across the blocks of random bytes it draws", () => {
    // 4096-byte blocks of 16 bytes per id: 2,000 ids span several blocks.
    const ids = Array.from({ length: 2_000 }, () => newId("dlv", 0));
    assert.equal(new Set(ids).size, ids.length);
    const seen = new Set(ids.map((id) => id.slice(14)));
    assert.equal(seen.size, ids.length);
  });
});
