/**
 * The supervisor behind `npm start`, with small processes of its own: a process that keeps
 * crashing is restarted with a doubling delay up to the ceiling, the reason is printed, the
 * other processes keep running, and stop ends them all in reverse start order.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { Supervisor } from "../lib/supervisor.mjs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("supervisor", () => {
  let dir: string;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "planner-supervisor-"));
    // Serves until told to stop.
    await writeFile(
      join(dir, "steady.mjs"),
      `console.log("listening"); setInterval(() => {}, 1000); process.on("SIGTERM", () => process.exit(0));\n`,
    );
    // Comes up, then fails as a service does when a dependency is missing.
    await writeFile(
      join(dir, "crashing.mjs"),
      `console.log("listening"); setTimeout(() => { console.error("boom: database refused the connection"); process.exit(3); }, 50);\n`,
    );
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("restarts a crashing process with a doubling delay up to the ceiling while the others keep running", async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({
      env: process.env,
      report: (line: string) => lines.push(line),
      backoff: { firstMs: 100, maxMs: 400, stableMs: 60_000 },
    });
    const pids: number[] = [];
    try {
      await supervisor.start({ name: "steady", script: "steady.mjs", cwd: dir, env: {} });
      await supervisor.start({ name: "crashing", script: "crashing.mjs", cwd: dir, env: {} });
      const deadline = Date.now() + 30_000;
      while (lines.filter((line) => line.includes("exited")).length < 5 && Date.now() < deadline) await sleep(50);
    } finally {
      await supervisor.stop();
    }
    const crashes = lines.filter((line) => line.startsWith("start: crashing (pid "));
    assert.ok(crashes.length >= 5, lines.join("\n"));
    for (const line of crashes) {
      assert.match(line, /exited with code 3 after [\d.]+ s up; last stderr line: boom: database refused the connection; restarting it in/);
      pids.push(Number(/pid (\d+)/.exec(line)?.[1]));
    }
    assert.deepEqual(
      crashes.slice(0, 5).map((line) => /restarting it in ([\d.]+ s) \(restart (\d+)\)/.exec(line)?.slice(1).join(" #")),
      ["0.1 s #1", "0.2 s #2", "0.4 s #3", "0.4 s #4", "0.4 s #5"],
    );
    assert.equal(new Set(pids).size, pids.length, "each restart is a new process");
    assert.ok(!lines.some((line) => line.startsWith("start: steady (pid")), "the steady process never exited");
    assert.equal(lines.at(-1), "start: steady stopped");
    assert.equal(lines.filter((line) => line === "start: steady stopped").length, 1);
  });

  it("prints the error of an uncaught exception rather than its stack or node's version line", async () => {
    const lines: string[] = [];
    await writeFile(
      join(dir, "throwing.mjs"),
      `import { EventEmitter } from "node:events"; console.log("listening"); setTimeout(() => new EventEmitter().emit("error", new Error("Connection terminated unexpectedly")), 50);\n`,
    );
    const supervisor = new Supervisor({
      env: process.env,
      report: (line: string) => lines.push(line),
      backoff: { firstMs: 5_000, maxMs: 5_000, stableMs: 60_000 },
    });
    try {
      await supervisor.start({ name: "throwing", script: "throwing.mjs", cwd: dir, env: {} });
      const deadline = Date.now() + 30_000;
      while (!lines.some((line) => line.includes("exited")) && Date.now() < deadline) await sleep(50);
    } finally {
      await supervisor.stop();
    }
    assert.match(
      lines[0] ?? "",
      /^start: throwing \(pid \d+\) exited with code 1 after [\d.]+ s up; last stderr line: Error: Connection terminated unexpectedly; restarting it in 5 s \(restart 1\); the others keep running$/,
    );
    assert.ok(!lines.some((line) => line.includes("restarted")), "stop cancelled the pending restart");
  });

  it("starts again from the first delay when the process had stayed up long enough", async () => {
    const lines: string[] = [];
    // Each run lasts longer than stableMs: never a crash loop.
    await writeFile(join(dir, "late.mjs"), `console.log("listening"); setTimeout(() => process.exit(1), 300);\n`);
    const supervisor = new Supervisor({
      env: process.env,
      report: (line: string) => lines.push(line),
      backoff: { firstMs: 100, maxMs: 400, stableMs: 150 },
    });
    try {
      await supervisor.start({ name: "late", script: "late.mjs", cwd: dir, env: {} });
      const deadline = Date.now() + 30_000;
      while (lines.filter((line) => line.includes("exited")).length < 3 && Date.now() < deadline) await sleep(50);
    } finally {
      await supervisor.stop();
    }
    const delays = lines.filter((line) => line.includes("exited")).map((line) => /restarting it in ([\d.]+ s)/.exec(line)?.[1]);
    assert.deepEqual(delays.slice(0, 3), ["0.1 s", "0.1 s", "0.1 s"]);
    assert.ok(!lines.some((line) => line.includes("last stderr line")), "nothing on stderr, no stderr reason");
  });

  it("hands out the running process of a name: none while it is down, the new one once it restarted", async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({
      env: process.env,
      report: (line: string) => lines.push(line),
      backoff: { firstMs: 100, maxMs: 400, stableMs: 60_000 },
    });
    try {
      await supervisor.start({ name: "steady", script: "steady.mjs", cwd: dir, env: {} });
      assert.equal(supervisor.child("nobody"), undefined);
      const first = supervisor.child("steady");
      assert.ok(first?.pid);
      const exited = new Promise((resolve) => first.once("exit", resolve));
      first.kill("SIGKILL");
      await exited;
      assert.equal(supervisor.child("steady"), undefined, "a process that exited is not handed out");
      const deadline = Date.now() + 30_000;
      while (!lines.some((line) => line.includes("restarted")) && Date.now() < deadline) await sleep(50);
      const second = supervisor.child("steady");
      assert.ok(second?.pid);
      assert.notEqual(second.pid, first.pid);
    } finally {
      await supervisor.stop();
    }
  });
});
