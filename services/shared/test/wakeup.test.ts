import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Wakeup } from "../src/messaging/wakeup.js";

const elapsed = async (run: () => Promise<void>) => {
  const started = Date.now();
  await run();
  return Date.now() - started;
};

describe("Wakeup", () => {
  it("a wake ends a sleep early, and a wake while awake ends the next sleep at once", async () => {
    const wakeup = new Wakeup();
    setTimeout(() => wakeup.wake(), 20);
    assert.ok((await elapsed(() => wakeup.sleep(5_000))) < 2_000);
    wakeup.wake();
    assert.ok((await elapsed(() => wakeup.sleep(5_000))) < 1_000, "the remembered wake");
  });

  it("a backoff ignores wakes but ends on interrupt, and stays interrupted until reset", async () => {
    const wakeup = new Wakeup();
    setTimeout(() => wakeup.wake(), 10);
    assert.ok((await elapsed(() => wakeup.sleep(150, { wakeable: false }))) >= 140, "not cut short by a wake");
    setTimeout(() => wakeup.interrupt(), 20);
    assert.ok((await elapsed(() => wakeup.sleep(5_000, { wakeable: false }))) < 2_000);
    assert.ok((await elapsed(() => wakeup.sleep(5_000))) < 1_000, "still interrupted");
    wakeup.reset();
    assert.ok((await elapsed(() => wakeup.sleep(100))) >= 90, "sleeps again after reset");
  });
});
