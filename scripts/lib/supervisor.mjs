// Keeps `npm start`'s processes running as an orchestrator would: a process that exits on its
// own is restarted alone, after an exponential backoff, while the others keep serving.
import { exitReason, startProcess } from "./processes.mjs";

/**
 * First delay before a restart, its ceiling (the delay doubles on each crash in a row), and how
 * long a process must stay up for its next crash to start again from the first delay.
 */
export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 };
/** How long a process gets to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 30_000;
/** A crash's last stderr line is printed at most this long (a stack trace line can be huge). */
const MAX_REASON_CHARS = 300;

export class Supervisor {
  /** One slot per process, in start order; stop goes in reverse (the gateway, started last, first). */
  #slots = [];
  #stopping = false;

  /**
   * @param {{ env: NodeJS.ProcessEnv, report: (line: string) => void, onLine?: (name: string, line: string) => void,
   *   backoff?: typeof RESTART_BACKOFF }} options
   */
  constructor({ env, report, onLine = () => {}, backoff = RESTART_BACKOFF }) {
    this.env = env;
    this.report = report;
    this.onLine = onLine;
    this.backoff = backoff;
  }

  /**
   * Starts a process ({ name, script, env, cwd? }) and waits until it listens. A process that
   * fails to come up the first time rejects: that is a start failure, not a crash.
   */
  async start(spec) {
    const slot = {
      spec,
      child: undefined,
      readyAt: undefined,
      delayMs: this.backoff.firstMs,
      restarts: 0,
      lastStderr: "",
      timer: undefined,
    };
    this.#slots.push(slot);
    await this.#launch(slot);
  }

  /** The running process of `name` (undefined while it is down), e.g. to signal it from outside. */
  child(name) {
    const child = this.#slots.find((slot) => slot.spec.name === name)?.child;
    return child && child.exitCode === null && child.signalCode === null ? child : undefined;
  }

  async #launch(slot) {
    slot.readyAt = undefined;
    await startProcess(slot.spec.script, {
      env: { ...this.env, ...slot.spec.env },
      ...(slot.spec.cwd ? { cwd: slot.spec.cwd } : {}),
      onSpawn: (child) => {
        slot.child = child;
        slot.lastStderr = "";
        slot.lastError = "";
      },
      onLine: (line, stream) => {
        if (stream === "stderr") noteReason(slot, line);
        this.onLine(slot.spec.name, line);
      },
      onExit: (code, signal) => this.#exited(slot, code, signal),
    });
    slot.readyAt = Date.now();
  }

  /** An exit nobody asked for: say why and when it restarts, and schedule that restart. */
  #exited(slot, code, signal) {
    if (this.#stopping) return;
    const { name } = slot.spec;
    // A process that served for a while before crashing is not in a crash loop: back off from the start.
    if (slot.readyAt !== undefined && Date.now() - slot.readyAt >= this.backoff.stableMs) slot.delayMs = this.backoff.firstMs;
    const delayMs = slot.delayMs;
    slot.delayMs = Math.min(this.backoff.maxMs, delayMs * 2);
    slot.restarts++;
    const reason = slot.lastError || slot.lastStderr;
    const stderr = reason ? `; last stderr line: ${reason.slice(0, MAX_REASON_CHARS)}` : "";
    const when = slot.readyAt === undefined ? "before it was ready" : `after ${formatSeconds(Date.now() - slot.readyAt)} up`;
    this.report(
      `start: ${name} (pid ${slot.child?.pid}) exited with ${exitReason(code, signal)} ${when}${stderr}; ` +
        `restarting it in ${formatSeconds(delayMs)} (restart ${slot.restarts}); the others keep running`,
    );
    slot.timer = setTimeout(() => void this.#restart(slot), delayMs);
  }

  async #restart(slot) {
    slot.timer = undefined;
    if (this.#stopping) return;
    try {
      await this.#launch(slot);
    } catch (error) {
      if (this.#stopping) return;
      this.#exited(slot, error?.exitCode ?? null, error?.signal ?? null);
      return;
    }
    this.report(`start: ${slot.spec.name} restarted (pid ${slot.child?.pid})`);
  }

  /** No more restarts; SIGTERM to each process in reverse start order, each awaited (SIGKILL after a grace period). */
  async stop() {
    this.#stopping = true;
    for (const slot of this.#slots) clearTimeout(slot.timer);
    for (const slot of [...this.#slots].reverse()) {
      const child = slot.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const killer = setTimeout(() => {
        this.report(`start: ${slot.spec.name} did not stop within ${formatSeconds(STOP_GRACE_MS)}; killing it`);
        child.kill("SIGKILL");
      }, STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
      this.report(`start: ${slot.spec.name} stopped`);
    }
  }
}

/**
 * Remembers the line of a process's stderr that says why it ended. A crash ends with a stack
 * trace and node's version line, so the last line that names an error is preferred, and
 * stack frames, the version line and blank lines are skipped.
 */
function noteReason(slot, line) {
  const text = line.trim();
  if (!text || /^at\s/.test(text) || /^Node\.js v\d/.test(text)) return;
  slot.lastStderr = text;
  if (/^[\w.$]*(Error|Exception)\b/.test(text)) slot.lastError = text;
}

function formatSeconds(ms) {
  return `${ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1_000)} s`;
}
