import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { RulesCache } from "../src/operations/rules-cache.js";

describe("compliance rules cache", () => {
  it("reuses an answer within its lifetime, shares it between concurrent callers, and asks again after", async () => {
    let clock = 0;
    let loads = 0;
    const cache = new RulesCache<number>(1_000, 10, () => clock);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("DE|food", load), cache.get("DE|food", load)]);
    assert.deepEqual([a, b, loads], [1, 1, 1]);
    clock = 999;
    assert.equal(await cache.get("DE|food", load), 1);
    clock = 1_000;
    assert.equal(await cache.get("DE|food", load), 2, "expired");
  });

  it("keeps no failure and no more than its size", async () => {
    const cache = new RulesCache<string>(60_000, 2);
    await assert.rejects(cache.get("a", () => Promise.reject(new Error("unavailable"))));
    assert.equal(await cache.get("a", async () => "second try"), "second try");
    await cache.get("b", async () => "b");
    await cache.get("c", async () => "c");
    assert.equal(await cache.get("a", async () => "reloaded"), "reloaded", "the oldest entry was dropped");
  });

  it("never caches with a lifetime of 0", async () => {
    let loads = 0;
    const cache = new RulesCache<number>(0, 10);
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    assert.equal(loads, 2);
  });
});
