/** TurnBatcher and GroupBatcher: who goes in which batch, and every submitter gets its own outcome. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type BatchOutcome, GroupBatcher, TurnBatcher } from "../src/batching.js";

/** A run whose batches finish only when released, recording what each batch held. */
function gatedRun() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = (items: number[]): Promise<BatchOutcome<number>[]> => {
    batches.push(items);
    return new Promise((resolve) => {
      gates.push(() =>
        resolve(items.map((item) => (item < 0 ? { ok: false, error: new Error(`negative ${item}`) } : { ok: true, value: item * 10 }))),
      );
    });
  };
  const release = async () => {
    const gate = gates.shift();
    gate?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, run, release };
}

describe("TurnBatcher", () => {
  it("sends one event-loop turn's items as one batch", async () => {
    const { batches, run, release } = gatedRun();
    const batcher = new TurnBatcher(run, 100);
    const results = [1, 2, 3].map((item) => batcher.submit(item));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(batches, [[1, 2, 3]]);
    await release();
    assert.deepEqual(await Promise.all(results), [10, 20, 30]);
  });
});

describe("GroupBatcher", () => {
  it("sends a lone item at once and what arrives meanwhile as the next batch", async () => {
    const { batches, run, release } = gatedRun();
    const batcher = new GroupBatcher(run, 100, 1);
    const first = batcher.submit(1);
    await Promise.resolve();
    assert.deepEqual(batches, [[1]], "no timer: the first item goes at once");
    const waiting = [2, 3, 4].map((item) => batcher.submit(item));
    assert.equal(batches.length, 1, "one batch in flight at most");
    await release();
    assert.equal(await first, 10);
    assert.deepEqual(batches, [[1], [2, 3, 4]]);
    await release();
    assert.deepEqual(await Promise.all(waiting), [20, 30, 40]);
  });

  it("cuts batches at maxBatch and runs up to maxInFlight of them", async () => {
    const { batches, run, release } = gatedRun();
    const batcher = new GroupBatcher(run, 2, 2);
    const results = [1, 2, 3, 4, 5, 6].map((item) => batcher.submit(item));
    await Promise.resolve();
    assert.deepEqual(batches, [[1], [2]]);
    await release();
    await release();
    assert.deepEqual(batches, [[1], [2], [3, 4], [5, 6]]);
    await release();
    await release();
    assert.deepEqual(await Promise.all(results), [10, 20, 30, 40, 50, 60]);
  });

  it("gives each submitter its own failure, and a failed batch fails only its items", async () => {
    let calls = 0;
    const batcher = new GroupBatcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
      return items.map((item) => (item < 0 ? { ok: false, error: new Error(`negative ${item}`) } : { ok: true, value: item }));
    }, 10);
    const lost = batcher.submit(1);
    const [good, bad] = [batcher.submit(2), batcher.submit(-3)];
    await assert.rejects(lost, /database away/);
    assert.equal(await good, 2);
    await assert.rejects(bad, /negative -3/);
  });
});
