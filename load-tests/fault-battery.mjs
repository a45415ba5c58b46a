#!/usr/bin/env node
// `node load-tests/fault-battery.mjs [--json]`: the fault battery. It starts a private stack
// (its own Postgres, Redis and NATS on free loopback ports and temp directories, the four
// services and the gateway under the supervisor of `npm start`), keeps steady client traffic
// on it (PATCH /tasks/{id} flipping `checked` with an Idempotency-Key, plus reads, retrying
// 429/5xx and connection errors as a client would), injects one fault after another and
// reports per fault what the client saw, then checks that every committed task.status_changed
// event reached a signed-webhook receiver. Nothing of the machine's shared services is touched.
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, admin as runAdmin } from "../scripts/lib/processes.mjs";
import { Supervisor } from "../scripts/lib/supervisor.mjs";
import { RECEIVER_CA_FILE, startHttpsReceiver } from "./https-receiver.mjs";

const JSON_OUTPUT = process.argv.includes("--json");
const seconds = (name, fallback) => Number(process.env[name] ?? fallback) * 1000;
/** Time after each fault once every process is ready again, before the next fault. */
const SETTLE_MS = seconds("BATTERY_SETTLE_SECONDS", 8);
const POSTGRES_OUTAGE_MS = seconds("BATTERY_POSTGRES_OUTAGE_SECONDS", 15);
const RECEIVER_OUTAGE_MS = seconds("BATTERY_RECEIVER_OUTAGE_SECONDS", 10);
/** Longest wait, after the load, for the last deliveries (a killed delivery is retried after its lease, ~43 s). */
const DRAIN_MS = seconds("BATTERY_DRAIN_SECONDS", 120);
/** How long a process may take to answer /readyz again after a fault before it counts as not back. */
const READY_TIMEOUT_MS = seconds("BATTERY_READY_TIMEOUT_SECONDS", 60);
/** A client gives a request up after retrying this long. */
const GIVE_UP_MS = seconds("BATTERY_GIVE_UP_SECONDS", 120);
const WRITES_PER_SECOND = Number(process.env.BATTERY_WRITES_PER_SECOND ?? 4);
const READS_PER_SECOND = Number(process.env.BATTERY_READS_PER_SECOND ?? 5);
/** Requests of each kind in flight at most (a client with a small connection pool). */
const MAX_IN_FLIGHT = 6;
/** BATTERY_ONLY=<regex> runs only the faults whose name matches. */
const ONLY = process.env.BATTERY_ONLY ? new RegExp(process.env.BATTERY_ONLY) : undefined;
/** Write keys; requests take them at random, so each stays far below its 120 a minute. */
const KEYS = 10;
const SERVICES = ["project", "compliance", "ai", "webhook"];
const PROCESSES = [...SERVICES, "gateway"];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => process.stderr.write(`[battery ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const { freeLoopbackPort, OwnNatsServer, OwnPostgresServer, OwnRedisServer, readStream } = await import("@planner/shared/testing");
const { connectNats, createLogger } = await import("@planner/shared");
const { verifyWebhookSignature } = await import(join(root, "services/webhook/dist/index.js"));

// Everything private lives under one temp directory (Postgres keeps its own), removed on exit.
const tempRoot = mkdtempSync(join(tmpdir(), "planner-battery-"));
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
mkdirSync(join(root, "load-tests/results"), { recursive: true });
const logFile = join(root, "load-tests/results", `fault-battery-${stamp}.log`);
const log = createWriteStream(logFile);
log.on("error", () => undefined); // lines written during the last clean-up steps
const cleanups = [];
let postgres;
let redis;
let nats;
let supervisor;
let receiver;

/** Processes the battery is stopping (each one exit); any other exit is a finding. */
const planned = new Set();
let interrupted = false;
const unplannedExits = [];

// ---------------------------------------------------------------------------------------------
// The webhook receiver: HTTPS with the repository's test certificate, verifies every signature.

async function startReceiver(secretOf) {
  const deliveries = [];
  let signatureFailures = 0;
  const server = await startHttpsReceiver((request, raw) => {
    try {
      verifyWebhookSignature(raw, request.headers["x-service-signature"], secretOf());
      const event = JSON.parse(raw.toString("utf8"));
      if (event.id !== request.headers["x-service-event-id"]) throw new Error("event id differs from X-Service-Event-Id");
      deliveries.push({
        id: event.id,
        type: event.type,
        taskId: event.data?.task?.id,
        checked: event.data?.task?.checked,
        createdAt: Date.parse(event.created_at),
        at: Date.now(),
      });
    } catch (error) {
      signatureFailures++;
      log.write(`receiver: refused a delivery: ${error.message}\n`);
    }
  });
  const { port } = server.address();
  const listen = () => new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${port}/hook`,
    deliveries,
    signatureFailures: () => signatureFailures,
    /** An outage: the port refuses connections until `up()`. */
    down: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    },
    up: () => listen(),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The client: every attempt is recorded; a request is retried as a client would.

const attempts = [];
const RETRYABLE = new Set([0, 408, 409, 429, 500, 502, 503, 504]);
let api;
let keys;
let stopLoad = false;

/**
 * One logical request: retried with the same API key and Idempotency-Key on a connection
 * error, 408, 409 (the first attempt still running), 429 and 5xx, honouring Retry-After.
 * Resolves with the final answer, or `{ status: 0, gaveUp: true }` after GIVE_UP_MS.
 */
async function request(op, method, path, body) {
  const key = keys[Math.floor(Math.random() * keys.length)];
  const headers = { authorization: `Bearer ${key}` };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers["idempotency-key"] = randomUUID();
  }
  const started = Date.now();
  for (let retry = 0; ; retry++) {
    const attempt = { op, start: Date.now(), end: 0, status: 0, code: undefined };
    attempts.push(attempt);
    let response;
    let json;
    try {
      response = await fetch(`${api}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      attempt.status = response.status;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined; // not JSON: the status still counts
      }
      attempt.code = response.ok ? undefined : json?.code;
    } catch (error) {
      attempt.code = error.cause?.code ?? error.name;
    }
    attempt.end = Date.now();
    if (attempt.status >= 200 && attempt.status < 300)
      return { status: attempt.status, json, replayed: response.headers.get("idempotency-replayed") === "true" };
    if (!RETRYABLE.has(attempt.status)) return { status: attempt.status, json };
    if (Date.now() - started > GIVE_UP_MS) return { status: attempt.status, gaveUp: true };
    const retryAfter = Number(response?.headers.get("retry-after"));
    const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 10_000) : Math.min(2_000, 100 * 2 ** retry);
    await sleep(wait * (0.8 + Math.random() * 0.4));
  }
}

/** Writes: each task is flipped by one request at a time, so every successful PATCH changes it. */
function startWrites(tasks) {
  const inFlight = new Set();
  let turn = 0;
  const running = [];
  const timer = setInterval(() => {
    if (stopLoad || inFlight.size >= MAX_IN_FLIGHT) return;
    const idle = tasks.filter((task) => !inFlight.has(task) && !task.unknown);
    if (idle.length === 0) return;
    const task = idle[turn++ % idle.length];
    inFlight.add(task);
    const desired = !task.checked;
    const done = request("PATCH /tasks/{id}", "PATCH", `/tasks/${task.id}`, { checked: desired }).then((answer) => {
      inFlight.delete(task);
      if (answer.status === 200 && answer.json?.checked === desired) {
        task.checked = desired;
        task.changes++;
      } else if (answer.status === 200) {
        task.unexpectedAnswers++;
      } else {
        // Given up or refused: whether it was applied is read back after the load.
        task.unknown = { desired };
        log.write(`client: PATCH ${task.id} ended with ${answer.status}${answer.gaveUp ? " (gave up)" : ""}\n`);
      }
    });
    running.push(done);
  }, 1000 / WRITES_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(running);
  };
}

/** Reads in turn, one served by each service: the project service twice, compliance, AI, webhook. */
function startReads(projectId) {
  const reads = [
    ["GET /projects/{id}", `/projects/${projectId}`],
    ["GET /projects/{id}/tasks", `/projects/${projectId}/tasks`],
    ["GET /compliance-rules", "/compliance-rules"],
    ["GET /ai/agents", "/ai/agents"],
    ["GET /webhooks", "/webhooks"],
  ];
  let inFlight = 0;
  let turn = 0;
  const running = [];
  const timer = setInterval(() => {
    if (stopLoad || inFlight >= MAX_IN_FLIGHT) return;
    inFlight++;
    const [op, path] = reads[turn++ % reads.length];
    running.push(request(op, "GET", path).then(() => inFlight--));
  }, 1000 / READS_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(running);
  };
}

// ---------------------------------------------------------------------------------------------
// The stack.

const managementPorts = {};

async function allReady(timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(PROCESSES);
  while (pending.size > 0 && Date.now() < deadline) {
    for (const name of [...pending]) {
      const ok = await fetch(`http://127.0.0.1:${managementPorts[name]}/readyz`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) pending.delete(name);
    }
    if (pending.size > 0) await sleep(200);
  }
  return [...pending];
}

async function startStack() {
  say(`private Postgres, Redis and NATS (logs: ${logFile})`);
  [postgres, redis, nats] = await Promise.all([
    OwnPostgresServer.create(),
    (async () => {
      const own = new OwnRedisServer(await freeLoopbackPort(), mkdtempSync(join(tempRoot, "redis-")));
      await own.start();
      return own;
    })(),
    (async () => {
      const own = new OwnNatsServer(await freeLoopbackPort(), join(tempRoot, "nats"));
      await own.start();
      return own;
    })(),
  ]);
  cleanups.push(() => postgres.destroy());
  cleanups.push(() => redis.stop("SIGKILL"));
  cleanups.push(() => nats.stop());
  const env = {
    ...process.env,
    DATABASE_URL: postgres.url("planner"),
    REDIS_URL: redis.url,
    NATS_URL: nats.url,
    LOG_LEVEL: "info",
    WEBHOOK_SECRET_KEY: randomBytes(32).toString("hex"),
    // The receiver is on loopback and uses the test certificate.
    WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
    WEBHOOK_CA_FILE: RECEIVER_CA_FILE,
    // Retries close together, so a receiver outage is bridged within the run.
    WEBHOOK_RETRY_SCHEDULE: process.env.WEBHOOK_RETRY_SCHEDULE ?? "1s,2s,4s,8s,15s,30s",
  };
  const migrated = spawnSync(process.execPath, [join(root, "scripts/migrate.mjs")], { cwd: root, env, encoding: "utf8" });
  log.write(migrated.stdout + migrated.stderr);
  if (migrated.status !== 0) throw new Error(`migration failed: ${migrated.stderr.trim().split("\n").at(-1)}`);
  const port = {};
  for (const name of [...PROCESSES, "gatewayHttp"]) port[name] = await freeLoopbackPort();
  for (const name of PROCESSES) managementPorts[name] = await freeLoopbackPort();
  env.PROJECT_SERVICE_ADDR = `127.0.0.1:${port.project}`;
  env.COMPLIANCE_SERVICE_ADDR = `127.0.0.1:${port.compliance}`;
  env.AI_SERVICE_ADDR = `127.0.0.1:${port.ai}`;
  env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${port.webhook}`;
  supervisor = new Supervisor({
    env,
    report: (line) => {
      log.write(`${line}\n`);
      const exited = /^start: (\w+) \(pid \d+\) exited with (.*?) (after|before)/.exec(line);
      if (exited && planned.has(exited[1])) planned.delete(exited[1]);
      else if (exited && !interrupted) {
        unplannedExits.push({ process: exited[1], at: Date.now(), line });
        say(`UNPLANNED EXIT: ${line}`);
      }
    },
    onLine: (name, line) => log.write(`[${name}] ${line}\n`),
  });
  cleanups.push(() => supervisor.stop());
  say("migrated; starting the four services and the gateway");
  for (const name of SERVICES) {
    await supervisor.start({
      name,
      script: `services/${name}/dist/main.js`,
      env: { GRPC_PORT: String(port[name]), MANAGEMENT_PORT: String(managementPorts[name]) },
    });
  }
  await supervisor.start({
    name: "gateway",
    script: "gateway/dist/main.js",
    env: { PORT: String(port.gatewayHttp), MANAGEMENT_PORT: String(managementPorts.gateway) },
  });
  api = `http://127.0.0.1:${port.gatewayHttp}/api/v1`;
  const admin = (args) => runAdmin(args, env);
  const workspace = admin(["workspace", "create", "--name", "Fault battery", "--plan", "enterprise", "--api-quota", "100000000"]);
  keys = [];
  for (let i = 0; i < KEYS; i++) {
    keys.push(admin(["key", "create", "--workspace", workspace.id, "--scope", "write", "--name", `battery ${i}`]).key);
  }
  const project = admin(["project", "import", "--workspace", workspace.id, "--file", join(root, "scripts/demo/action-path.json")]);
  const tasks = project.phases.flatMap((phase) =>
    phase.tasks.map((task) => ({ id: task.id, checked: task.checked, changes: 0, unexpectedAnswers: 0 })),
  );
  let secret = "";
  receiver = await startReceiver(() => secret);
  cleanups.push(() => receiver.close());
  const created = await request("POST /webhooks", "POST", "/webhooks", {
    url: receiver.url,
    events: ["task.status_changed"],
    description: "fault battery",
  });
  if (created.status !== 201) throw new Error(`POST /webhooks answered ${created.status}: ${JSON.stringify(created.json)}`);
  secret = created.json.secret;
  const notReady = await allReady();
  if (notReady.length > 0) throw new Error(`not ready: ${notReady.join(", ")}`);
  return { env, workspace, projectId: project.project.id, tasks };
}

// ---------------------------------------------------------------------------------------------
// The faults.

/** kill -9: the supervisor restarts the process after its backoff. */
const kill = (name) => ({
  name: `kill -9 ${name}`,
  processes: [name],
  inject: async () => {
    const child = supervisor.child(name);
    if (!child) throw new Error(`${name} is not running`);
    child.kill("SIGKILL");
  },
});

/** A rolling restart of one replica: SIGTERM, the process drains and exits, the supervisor starts it again. */
const terminate = (name) => ({
  name: `SIGTERM restart ${name}`,
  processes: [name],
  inject: async () => {
    const child = supervisor.child(name);
    if (!child) throw new Error(`${name} is not running`);
    child.kill("SIGTERM");
  },
});

const FAULTS = [
  ...PROCESSES.map(kill),
  ...PROCESSES.map(terminate),
  { name: "Redis restart (kill -9, keys lost)", inject: () => redis.stop("SIGKILL").then(() => redis.start()) },
  { name: "NATS restart (kill -9)", inject: () => nats.stop("SIGKILL").then(() => nats.start()) },
  { name: "Postgres immediate restart", inject: () => postgres.restart("immediate") },
  {
    name: `Postgres outage ${POSTGRES_OUTAGE_MS / 1000} s`,
    inject: async () => {
      await postgres.stop("immediate");
      await sleep(POSTGRES_OUTAGE_MS);
      await postgres.start();
    },
  },
  {
    name: `receiver outage ${RECEIVER_OUTAGE_MS / 1000} s`,
    inject: async () => {
      await receiver.down();
      await sleep(RECEIVER_OUTAGE_MS);
      await receiver.up();
    },
  },
].filter((fault) => !ONLY || ONLY.test(fault.name));

async function runPhase(fault) {
  const phase = { name: fault.name, start: Date.now(), end: 0, readyAfterMs: undefined, notBack: [] };
  say(fault.inject ? `fault: ${fault.name}` : fault.name);
  for (const name of fault.processes ?? []) planned.add(name);
  if (fault.inject) await fault.inject();
  const notBack = await allReady();
  phase.readyAfterMs = Date.now() - phase.start;
  phase.notBack = notBack;
  if (notBack.length > 0) say(`NOT BACK within ${READY_TIMEOUT_MS / 1000} s: ${notBack.join(", ")}`);
  await sleep(fault.settleMs ?? SETTLE_MS);
  for (const name of fault.processes ?? []) planned.delete(name);
  phase.end = Date.now();
  return phase;
}

/** Events created this long before a fault were still in flight when it hit: they count as its events too. */
const IN_FLIGHT_MS = 2_000;

/** The longest time from an event's creation to its first delivery, over the fault's events. */
function deliveryLag(phase) {
  const first = new Map();
  for (const d of receiver.deliveries) {
    if (d.createdAt >= phase.start - IN_FLIGHT_MS && d.createdAt < phase.end && !first.has(d.id)) first.set(d.id, d.at - d.createdAt);
  }
  return Math.max(0, ...first.values());
}

/** What the client saw from the start of a phase to its end (after the drain, so late deliveries count). */
function summarize(phase) {
  // Attempts answered during the phase (one cut by a killed process ends after the fault).
  const inPhase = attempts.filter((a) => a.end >= phase.start && a.end < phase.end);
  const bad = inPhase.filter((a) => a.status < 200 || a.status >= 300);
  const byStatus = (from, to) => {
    const counts = {};
    for (const a of inPhase.filter((x) => x.status >= from && x.status < to)) counts[a.status] = (counts[a.status] ?? 0) + 1;
    return counts;
  };
  const codes = {};
  const operations = {};
  for (const a of bad) {
    const key = `${a.status || "connection"} ${a.code ?? ""}`.trim();
    codes[key] = (codes[key] ?? 0) + 1;
    operations[a.op] ??= {};
    operations[a.op][key] = (operations[a.op][key] ?? 0) + 1;
  }
  const firstBad = Math.min(...bad.map((a) => a.start));
  const lastBad = Math.max(...bad.map((a) => a.end));
  return {
    fault: phase.name,
    seconds: Number(((phase.end - phase.start) / 1000).toFixed(1)),
    sent: inPhase.length,
    ok_2xx: inPhase.filter((a) => a.status >= 200 && a.status < 300).length,
    client_4xx: byStatus(400, 500),
    server_5xx: byStatus(500, 600),
    connection_errors: inPhase.filter((a) => a.status === 0).length,
    // Events created from just before the fault to the end of the phase: the longest wait for their first delivery.
    delivery_lag_max_ms: deliveryLag(phase),
    // Reads wait for a restarting service instead of failing: their cost shows here.
    slowest_2xx_ms: Math.max(0, ...inPhase.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.end - a.start)),
    errors_by_code: codes,
    errors_by_operation: operations,
    // First to last non-2xx answer (or connection error) of the phase.
    error_window_ms: bad.length ? lastBad - firstBad : 0,
    // From the fault to the last non-2xx answer: how long clients saw errors after it.
    errors_until_ms: bad.length ? lastBad - phase.start : 0,
    ready_after_ms: phase.readyAfterMs,
    not_back: phase.notBack,
    unplanned_exits: unplannedExits.filter((e) => e.at >= phase.start && e.at < phase.end).map((e) => e.process),
  };
}

// ---------------------------------------------------------------------------------------------
// After the load: what was committed against what was delivered.

async function readTaskStates(projectId) {
  const states = new Map();
  let cursor;
  do {
    const answer = await request(
      "GET /projects/{id}/tasks",
      "GET",
      `/projects/${projectId}/tasks?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    if (answer.status !== 200) throw new Error(`reading the tasks back answered ${answer.status}`);
    for (const task of answer.json.data) states.set(task.id, task.checked);
    cursor = answer.json.next_cursor;
  } while (cursor);
  return states;
}

async function account(stack) {
  const { tasks, projectId } = stack;
  // A request given up on was applied if the task shows its value (no other request touched it since).
  const unknown = tasks.filter((task) => task.unknown);
  if (unknown.length > 0) {
    const states = await readTaskStates(projectId);
    for (const task of unknown) if (states.get(task.id) === task.unknown.desired) task.changes++;
  }
  const expected = new Map(tasks.map((task) => [task.id, task.changes]));
  const committed = tasks.reduce((sum, task) => sum + task.changes, 0);
  const distinct = () => {
    const perTask = new Map();
    for (const d of receiver.deliveries) {
      if (d.type !== "task.status_changed") continue;
      if (!perTask.has(d.taskId)) perTask.set(d.taskId, new Set());
      perTask.get(d.taskId).add(d.id);
    }
    return perTask;
  };
  const deliveredCount = () => [...distinct().values()].reduce((sum, ids) => sum + ids.size, 0);
  say(`load stopped: ${committed} task.status_changed events committed; waiting up to ${DRAIN_MS / 1000} s for their deliveries`);
  const deadline = Date.now() + DRAIN_MS;
  while (Date.now() < deadline && [...expected].some(([id, n]) => (distinct().get(id)?.size ?? 0) < n)) await sleep(500);
  await sleep(2_000); // late duplicates
  const perTask = distinct();
  let lost = 0;
  let unexpected = 0;
  for (const [id, n] of expected) {
    const got = perTask.get(id)?.size ?? 0;
    lost += Math.max(0, n - got);
    unexpected += Math.max(0, got - n);
  }
  const statusChanged = receiver.deliveries.filter((d) => d.type === "task.status_changed");
  // The stream is the outbox's other side: what was published, whatever the receiver saw.
  const nc = await connectNats(nats.url, "fault-battery", createLogger("fault-battery", "silent"));
  let inStream;
  try {
    const subject = `${stack.env.EVENTS_SUBJECT_PREFIX ?? "planner.events"}.${stack.workspace.id}.task.status_changed`;
    inStream = new Set((await readStream(nc, stack.env.EVENTS_STREAM ?? "PLANNER_EVENTS", undefined, subject)).map((e) => e.id)).size;
  } finally {
    await nc.close();
  }
  return {
    events_committed: committed,
    events_in_stream: inStream,
    events_delivered: deliveredCount(),
    events_lost: lost,
    // Events beyond the changes the answers reported: an effect applied twice.
    events_unexpected: unexpected,
    deliveries: statusChanged.length,
    duplicate_deliveries: statusChanged.length - deliveredCount(),
    signature_failures: receiver.signatureFailures(),
    requests_given_up: unknown.length,
    unexpected_answers: tasks.reduce((sum, task) => sum + task.unexpectedAnswers, 0),
  };
}

// ---------------------------------------------------------------------------------------------

function printTable(report) {
  const counts = (object) =>
    Object.entries(object)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ") || "-";
  const rows = report.faults.map((f) => [
    f.fault,
    f.sent,
    f.ok_2xx,
    counts(f.client_4xx),
    counts(f.server_5xx),
    f.connection_errors,
    f.error_window_ms,
    f.errors_until_ms,
    f.ready_after_ms,
    f.slowest_2xx_ms,
    f.delivery_lag_max_ms,
    [...f.not_back.map((n) => `${n} not back`), ...f.unplanned_exits.map((n) => `${n} exited`)].join(", ") || "-",
    counts(f.errors_by_code),
  ]);
  const header = [
    "fault",
    "sent",
    "2xx",
    "4xx",
    "5xx",
    "conn err",
    "err window ms",
    "errors until ms",
    "ready after ms",
    "slowest 2xx ms",
    "delivery lag ms",
    "process findings",
    "errors by code",
  ];
  const numeric = new Set([1, 2, 5, 6, 7, 8, 9, 10]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (numeric.has(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join("  ");
  const out = [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
  const d = report.delivery;
  out.push(
    "",
    `events committed ${d.events_committed} (in the stream ${d.events_in_stream}), delivered ${d.events_delivered}, ` +
      `lost ${d.events_lost}, unexpected ${d.events_unexpected}, duplicate deliveries ${d.duplicate_deliveries} of ${d.deliveries}, ` +
      `signature failures ${d.signature_failures}`,
    `requests given up ${d.requests_given_up}, unexpected answers ${d.unexpected_answers}, unplanned process exits ${report.unplanned_exits.length}`,
    `verdict: ${report.ok ? "PASS" : `FAIL (${report.failures.join("; ")})`}  (${report.seconds} s; log ${report.log})`,
  );
  process.stdout.write(`${out.join("\n")}\n`);
}

let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    stopLoad = true;
    for (const step of cleanups.reverse())
      await Promise.resolve()
        .then(step)
        .catch((error) => log.write(`clean-up: ${error.message}\n`));
    rmSync(tempRoot, { recursive: true, force: true });
    await new Promise((resolve) => log.end(resolve));
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    interrupted = true;
    say(`${signal}: stopping the private stack`);
    void cleanup().finally(() => process.exit(130));
  });
}

const began = Date.now();
let exitCode = 1;
try {
  const stack = await startStack();
  const stopWrites = startWrites(stack.tasks);
  const stopReads = startReads(stack.projectId);
  const phases = [await runPhase({ name: "baseline (no fault)", settleMs: SETTLE_MS })];
  for (const fault of FAULTS) phases.push(await runPhase(fault));
  stopLoad = true;
  await Promise.all([stopWrites(), stopReads()]);
  const delivery = await account(stack);
  const faults = phases.map(summarize);
  const failures = [];
  if (delivery.events_lost > 0) failures.push(`${delivery.events_lost} events lost`);
  if (delivery.events_unexpected > 0) failures.push(`${delivery.events_unexpected} events beyond the committed changes`);
  if (delivery.signature_failures > 0) failures.push(`${delivery.signature_failures} signature failures`);
  if (delivery.unexpected_answers > 0) failures.push(`${delivery.unexpected_answers} PATCH answers with the wrong value`);
  const notBack = faults.flatMap((f) => f.not_back);
  if (notBack.length > 0) failures.push(`not back after a fault: ${notBack.join(", ")}`);
  if (unplannedExits.length > 0) failures.push(`${unplannedExits.length} unplanned process exits`);
  const http500 = faults.reduce((sum, f) => sum + (f.server_5xx[500] ?? 0), 0);
  if (http500 > 0) failures.push(`${http500} answers 500 (a dependency failure must be 503)`);
  const report = {
    date: new Date(began).toISOString(),
    seconds: Math.round((Date.now() - began) / 1000),
    settings: {
      settle_seconds: SETTLE_MS / 1000,
      writes_per_second: WRITES_PER_SECOND,
      reads_per_second: READS_PER_SECOND,
      retry_schedule: stack.env.WEBHOOK_RETRY_SCHEDULE,
    },
    faults,
    delivery,
    unplanned_exits: unplannedExits.map((e) => e.line),
    ok: failures.length === 0,
    failures,
    log: logFile,
  };
  const file = join(root, "load-tests/results", `fault-battery-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  say(`written to ${file}`);
  if (JSON_OUTPUT) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else printTable(report);
  exitCode = report.ok ? 0 : 2;
} catch (error) {
  say(`failed: ${error.stack ?? error}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
