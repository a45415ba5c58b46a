#!/usr/bin/env node
// `npm run bench`: a raw Node http hello-world baseline and the full API path in the same
// run (64 connections each), printed and written as JSON under load-tests/results/.
// Operations are measured one after another; keys and quota are sized so limits never cap the load.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import autocannon from "autocannon";
import { root, admin as runAdmin, startProcess as startChild, stopProcesses } from "../scripts/lib/processes.mjs";
import { cpuPerRequest, cpuSnapshot } from "./cpu.mjs";
import { RECEIVER_CA_FILE, startHttpsReceiver } from "./https-receiver.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
// BENCH_RUNS=<n> measures each scenario n times, each run right after its own baseline,
// and reports the median run: the machine's speed drifts, a paired ratio does not.
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const KEYS = Number(process.env.BENCH_KEYS ?? 3000 * Math.max(1, RUNS));
// Webhooks: BENCH_WEBHOOK_SUBSCRIPTIONS receivers of every event, PATCHes paced at
// BENCH_WEBHOOK_RATE per second (0 = as fast as they go) for BENCH_WEBHOOK_SECONDS.
const WEBHOOK_SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 30);
// BENCH_FEW_CONNECTIONS: connections of the second GET /projects/{id} run (latency below saturation).
const FEW_CONNECTIONS = Number(process.env.BENCH_FEW_CONNECTIONS ?? 8);
const WEBHOOK_SUBSCRIPTIONS = Number(process.env.BENCH_WEBHOOK_SUBSCRIPTIONS ?? 10);
const WEBHOOK_RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 110);
const SPREAD_PROJECTS = Number(process.env.BENCH_SPREAD_PROJECTS ?? 50);
const SPREAD_TASKS = Number(process.env.BENCH_SPREAD_TASKS ?? 20);
/** What the spread scenario last sent each task (so nearly every PATCH changes its task). */
const spreadState = new Map();

/** SPREAD_PROJECTS projects of SPREAD_TASKS tasks (4 phases), created over gRPC; their task ids. */
async function createSpread(workspaceId, address) {
  const { createGrpcClient } = await import("@planner/shared");
  const { CreateProjectFromPlanRequest, ProjectServiceService } = await import("@planner/shared/gen/planner/project/v1/project.js");
  const grpc = createGrpcClient(ProjectServiceService, address);
  const phases = 4;
  const perPhase = Math.ceil(SPREAD_TASKS / phases);
  const ids = [];
  try {
    for (let p = 0; p < SPREAD_PROJECTS; p++) {
      const plan = {
        project: { title: `Spread ${p + 1}`, locale: "de", country: "DE", company_size: "small", timeline_weeks: 12 },
        phases: Array.from({ length: phases }, (_, phase) => ({
          name: `Phase ${phase + 1}`,
          tasks: Array.from({ length: perPhase }, (_, task) => ({ title: `Aufgabe ${phase + 1}.${task + 1}`, priority: "medium" })),
        })),
      };
      const stored = await grpc.client.createProjectFromPlan(
        CreateProjectFromPlanRequest.fromPartial({ workspace_id: workspaceId, plan }),
        {
          timeoutMs: 30_000,
        },
      );
      for (const phase of stored.phases) for (const task of phase.tasks) ids.push(task.id);
    }
  } finally {
    grpc.close();
  }
  return ids.slice(0, SPREAD_PROJECTS * SPREAD_TASKS);
}
const suffix = Math.random().toString(36).slice(2, 8);
const env = {
  ...process.env,
  // BENCH_PG_URL points the run at another Postgres (e.g. one with pg_stat_statements).
  DATABASE_URL: `${process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432"}/planner_bench_${suffix}`,
  REDIS_KEY_PREFIX: `bench:${suffix}:`,
  EVENTS_STREAM: `BENCH_EVENTS_${suffix}`,
  EVENTS_SUBJECT_PREFIX: `bench.${suffix}.events`,
  LOG_LEVEL: "warn",
};
const children = [];
const closers = [];
// pid → component name, for the CPU accounting of each scenario.
const roles = new Map([[process.pid, "load generator"]]);

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  server.close();
  return port;
}

// BENCH_NODE_ARGS="--trace-gc ..." passes extra Node.js flags to every service process.
const serviceNodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
// BENCH_PROFILE=<dir> writes a CPU profile of every service process there (open in Chrome DevTools).
const profileArgs = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

async function startProcess(role, script, extraEnv) {
  const { child } = await startChild(script, {
    env: { ...env, LOG_LEVEL: "info", ...extraEnv },
    nodeArgs: [...profileArgs, ...serviceNodeArgs],
    onLine: (line) => {
      if (!line.startsWith("{")) process.stderr.write(`[${role}] ${line}\n`);
    },
  });
  children.push(child);
  roles.set(child.pid, role);
}

const admin = (args) => runAdmin(args, env);

function measure(name, options) {
  const before = cpuSnapshot();
  return new Promise((resolve, reject) => {
    // A fixed amount of requests (warm-ups) needs at least one per connection.
    const connections = Math.min(options.connections ?? CONNECTIONS, options.amount ?? Number.POSITIVE_INFINITY);
    autocannon({ duration: DURATION, ...options, connections }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors + result.timeouts;
      resolve({
        name,
        connections,
        requests_per_second: Math.round(result.requests.average),
        latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
        total_requests: result.requests.total,
        failed_requests: non2xx,
        cpu_us_per_request: cpuPerRequest(before, cpuSnapshot(), result.requests.total, roles),
      });
    });
  });
}

/**
 * HTTPS receiver (the webhook test certificate) in this process: checks every signature and
 * records the receive time and the event-to-delivery lag (now minus the envelope's created_at).
 */
async function startReceiver(verify) {
  const secrets = new Map();
  let received = [];
  let badSignatures = 0;
  const server = await startHttpsReceiver((request, raw) => {
    const at = Date.now();
    const body = raw.toString("utf8");
    try {
      verify(body, String(request.headers["x-service-signature"]), secrets.get(request.url) ?? "");
      const createdAt = Date.parse(JSON.parse(body).created_at);
      received.push({ at, createdAt, lag: at - createdAt });
    } catch {
      badSignatures++;
    }
  });
  return {
    url: (path) => `https://127.0.0.1:${server.address().port}${path}`,
    secrets,
    received: () => received,
    badSignatures: () => badSignatures,
    reset: () => {
      received = [];
      badSignatures = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` deliveries arrived, or none arrived for `idleMs`; resolves with the arrival count. */
async function drain(receiver, count, idleMs = 10_000, maxMs = 180_000) {
  const started = Date.now();
  let last = -1;
  let lastChange = Date.now();
  for (;;) {
    const n = receiver.received().length;
    if (n >= count || Date.now() - lastChange > idleMs || Date.now() - started > maxMs) return n;
    if (n !== last) {
      last = n;
      lastChange = Date.now();
    }
    await sleep(100);
  }
}

/**
 * What the webhook pipeline did for the load in [start, end): events into the outbox, signed
 * deliveries (per second during the load and its lowest whole second), lag from the envelope's
 * creation to receipt, and CPU per delivery; waits until every expected delivery arrived.
 */
async function deliveryFigures({ receiver, lastSeq, seq, start, end, cpuBefore, roles }) {
  await sleep(1_000); // the relay publishes what the last requests wrote
  const events = (await lastSeq()) - seq;
  const expected = events * WEBHOOK_SUBSCRIPTIONS;
  await drain(receiver, expected);
  const drainedAt = Date.now();
  const cpuAfter = cpuSnapshot();
  // Only events of the measured window (stragglers of an earlier load are left out).
  const received = receiver.received().filter((r) => r.createdAt >= start);
  const inWindow = received.filter((r) => r.at >= start && r.at < end);
  // Deliveries per whole second of the load; the lowest second says whether the rate held.
  const buckets = Array.from({ length: Math.floor((end - start) / 1000) }, () => 0);
  for (const r of inWindow) {
    const bucket = Math.floor((r.at - start) / 1000);
    if (bucket < buckets.length) buckets[bucket]++;
  }
  const arrived = received.length;
  const lags = received.map((r) => r.lag).sort((a, b) => a - b);
  const seconds = (end - start) / 1000;
  return {
    events,
    events_per_second: Math.round(events / seconds),
    expected_deliveries: expected,
    delivered: arrived,
    bad_signatures: receiver.badSignatures(),
    deliveries_per_second_during_load: Math.round(inWindow.length / seconds),
    lowest_deliveries_in_one_second: buckets.length > 1 ? Math.min(...buckets.slice(1)) : buckets[0],
    deliveries_per_second_overall: Math.round(arrived / ((drainedAt - start) / 1000)),
    drain_seconds_after_load: Number(((Math.max(end, received.at(-1)?.at ?? end) - end) / 1000).toFixed(1)),
    lag_ms: { p50: percentile(lags, 50), p90: percentile(lags, 90), p99: percentile(lags, 99), max: lags.at(-1) ?? 0 },
    cpu_us_per_delivery: cpuPerRequest(cpuBefore, cpuAfter, arrived, roles),
  };
}

async function main() {
  spawnSync("bash", [join(root, "scripts/ensure-infra.sh")], { stdio: "inherit" });
  // Baseline: raw node:http hello world in its own process.
  const basePort = await freePort();
  const baseline = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"application/json"});s.end('{"hello":"world"}')}).listen(${basePort},"127.0.0.1",()=>console.log("listening"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(baseline);
  roles.set(baseline.pid, "baseline server");
  await new Promise((resolve) => baseline.stdout.once("data", resolve));

  const grpcPort = await freePort();
  const gatewayPort = await freePort();
  const complianceGrpcPort = await freePort();
  const aiGrpcPort = await freePort();
  const webhookGrpcPort = await freePort();
  const { verifyWebhookSignature } = await import(join(root, "services/webhook/dist/index.js"));
  const receiver = await startReceiver(verifyWebhookSignature);
  closers.push(() => receiver.close());
  await startProcess("project service", "services/project/dist/main.js", { GRPC_PORT: String(grpcPort), MANAGEMENT_PORT: "0" });
  env.PROJECT_SERVICE_ADDR = `127.0.0.1:${grpcPort}`;
  await startProcess("compliance service", "services/compliance/dist/main.js", {
    GRPC_PORT: String(complianceGrpcPort),
    MANAGEMENT_PORT: "0",
  });
  env.COMPLIANCE_SERVICE_ADDR = `127.0.0.1:${complianceGrpcPort}`;
  await startProcess("ai service", "services/ai/dist/main.js", { GRPC_PORT: String(aiGrpcPort), MANAGEMENT_PORT: "0" });
  env.AI_SERVICE_ADDR = `127.0.0.1:${aiGrpcPort}`;
  await startProcess("webhook service", "services/webhook/dist/main.js", {
    GRPC_PORT: String(webhookGrpcPort),
    MANAGEMENT_PORT: "0",
    WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
    WEBHOOK_CA_FILE: RECEIVER_CA_FILE,
    WEBHOOK_MAX_PER_WORKSPACE: String(Math.max(25, WEBHOOK_SUBSCRIPTIONS)),
  });
  env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhookGrpcPort}`;
  const workspace = admin([
    "workspace",
    "create",
    "--name",
    "Bench",
    "--plan",
    "enterprise",
    "--api-quota",
    "100000000",
    "--ai-quota",
    "1000000",
  ]);
  const project = admin(["project", "import", "--workspace", workspace.id, "--file", join(root, "scripts/demo/action-path.json")]);
  const taskId = project.phases[0].tasks[0].id;
  // Many keys: 120 requests per minute each must not cap the load.
  const { AccountsRepository } = await import(join(root, "gateway/dist/accounts/repository.js"));
  const { createSequelize } = await import("@planner/shared");
  const sequelize = createSequelize(env.DATABASE_URL, { applicationName: "bench" });
  const accounts = new AccountsRepository(sequelize, "gateway");
  const createKeys = async (count, scope) => {
    const created = [];
    for (let i = 0; i < count; i++) {
      const pepper = env.API_KEY_PEPPER ?? "planner-dev-pepper-change-me";
      created.push((await accounts.createKey({ workspaceId: workspace.id, scope, name: `bench ${scope} ${i}`, pepper })).key);
    }
    return created;
  };
  const keys = await createKeys(KEYS, "write");
  // generate-plan runs at a few hundred requests a second at most: fewer keys suffice.
  const aiKeys = await createKeys(Math.ceil(KEYS / 10), "ai");
  await sequelize.close();
  await startProcess("gateway", "gateway/dist/main.js", {
    PORT: String(gatewayPort),
    MANAGEMENT_PORT: "0",
    PROJECT_SERVICE_ADDR: `127.0.0.1:${grpcPort}`,
    // The warm-up introduces thousands of keys at once, far above the default budget of
    // lookups of uncached keys (a protection against floods of unknown keys).
    KEY_LOOKUP_RATE: process.env.KEY_LOOKUP_RATE ?? "100000",
    KEY_LOOKUP_BURST: process.env.KEY_LOOKUP_BURST ?? "100000",
    // The load generator is one address with many connections.
    HTTP_MAX_CONNECTIONS_PER_IP: process.env.HTTP_MAX_CONNECTIONS_PER_IP ?? "0",
  });

  // The high-volume integration's pattern: changes of random tasks across many projects
  // (BENCH_SPREAD_PROJECTS × BENCH_SPREAD_TASKS, 50 × 20 by default), stored directly
  // through the project service (the REST API has no plan import).
  const spreadTasks = await createSpread(workspace.id, `127.0.0.1:${grpcPort}`);

  let next = 0;
  const withKey = (request, pool = keys) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${pool[next++ % pool.length]}` },
  });
  const api = `http://127.0.0.1:${gatewayPort}/api/v1`;
  const results = [];
  const measureBaseline = () => measure("baseline: raw node http hello world", { url: `http://127.0.0.1:${basePort}/` });
  const firstBaseline = await measureBaseline();
  results.push({ ...firstBaseline, ratio_to_baseline: 1 });
  // Every key once through the gateway, so no scenario measures the first lookups of keys
  // into the gateway's key cache (a cold start, not the steady state).
  await measure("warm-up: every key once", { url: `${api}/usage`, amount: keys.length, requests: [{ setupRequest: (r) => withKey(r) }] });
  await measure("warm-up: every AI key once", {
    url: `${api}/usage`,
    amount: aiKeys.length,
    requests: [{ setupRequest: (r) => withKey(r, aiKeys) }],
  });
  const scenarios = [
    { name: "GET /api/v1/projects/{id}", url: `${api}/projects/${project.project.id}` },
    // Latency below saturation: the same read with few connections in flight (autocannon's
    // overallRate sends each second's requests in a burst, so it is no way to pace).
    {
      name: `GET /api/v1/projects/{id} (${FEW_CONNECTIONS} connections)`,
      url: `${api}/projects/${project.project.id}`,
      connections: FEW_CONNECTIONS,
    },
    { name: "GET /api/v1/projects/{id}/tasks", url: `${api}/projects/${project.project.id}/tasks` },
    // The polling read of no-code triggers: the newest projects of the workspace.
    { name: "GET /api/v1/projects (newest first)", url: `${api}/projects?limit=20` },
    {
      name: "PATCH /api/v1/tasks/{id}",
      url: `${api}/tasks/${taskId}`,
      method: "PATCH",
      flip: true,
    },
    // Random tasks of 1,000, each set to the opposite of what this bench last sent it.
    {
      name: `PATCH /api/v1/tasks/{id} (random of ${spreadTasks.length} tasks in ${SPREAD_PROJECTS} projects)`,
      url: `${api}/tasks/${spreadTasks[0]}`,
      method: "PATCH",
      spread: spreadTasks,
    },
    // The gateway's own cost (auth, rate limit, quota, no upstream), for comparison.
    { name: "GET /api/v1/usage (gateway only)", url: `${api}/usage` },
    // Built-in engine end to end: gateway → AI → compliance → project → Postgres (one
    // transaction of ~60 rows and their events). The latency target (p99 ≤ 100 ms) is
    // measured at BENCH_AI_CONNECTIONS (2) concurrent plans; 8 shows where the machine saturates.
    ...[Number(process.env.BENCH_AI_CONNECTIONS ?? 2), 8].map((connections) => ({
      name: `POST /api/v1/ai/generate-plan (built-in engine, ${connections} connections)`,
      url: `${api}/ai/generate-plan`,
      method: "POST",
      keys: aiKeys,
      connections,
      body: JSON.stringify({
        description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem für den Kundenservice ein.",
        title: "Ticketsystem 2027",
        desired_timeline_weeks: 12,
        locale: "de",
      }),
    })),
  ];
  // BENCH_ONLY=<regex> runs only the matching scenarios (the baseline always runs).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const requestOptions = (scenario) => {
    let checked = false;
    return {
      url: scenario.url,
      method: scenario.method ?? "GET",
      ...(scenario.connections ? { connections: scenario.connections } : {}),
      requests: [
        {
          method: scenario.method ?? "GET",
          setupRequest: (request) => {
            const keyed = withKey(request, scenario.keys);
            if (scenario.body) return { ...keyed, headers: { ...keyed.headers, "content-type": "application/json" }, body: scenario.body };
            if (scenario.spread) {
              const id = scenario.spread[Math.floor(Math.random() * scenario.spread.length)];
              const value = !spreadState.get(id);
              spreadState.set(id, value);
              return {
                ...keyed,
                path: new URL(`${api}/tasks/${id}`).pathname,
                headers: { ...keyed.headers, "content-type": "application/json" },
                body: JSON.stringify({ checked: value }),
              };
            }
            if (!scenario.flip) return keyed;
            checked = !checked;
            return { ...keyed, headers: { ...keyed.headers, "content-type": "application/json" }, body: JSON.stringify({ checked }) };
          },
        },
      ],
    };
  };
  for (const scenario of scenarios.filter((s) => !only || only.test(s.name))) {
    // The same requests warm up and measure (a PATCH scenario warms up with PATCHes).
    const options = requestOptions(scenario);
    await measure(`warm-up ${scenario.name}`, { ...options, duration: 2 });
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const baseline = RUNS === 1 ? firstBaseline : await measureBaseline();
      const result = await measure(scenario.name, options);
      result.baseline_requests_per_second = baseline.requests_per_second;
      result.ratio_to_baseline = Number((result.requests_per_second / baseline.requests_per_second).toFixed(4));
      runs.push(result);
    }
    const median = [...runs].sort((a, b) => a.ratio_to_baseline - b.ratio_to_baseline)[Math.floor(runs.length / 2)];
    if (RUNS > 1) {
      median.runs = runs.map((r) => ({
        requests_per_second: r.requests_per_second,
        baseline_requests_per_second: r.baseline_requests_per_second,
        ratio_to_baseline: r.ratio_to_baseline,
        latency_ms: r.latency_ms,
      }));
    }
    results.push(median);
  }

  // Webhooks: subscriptions over the public API, then PATCHes (checked flips) whose events
  // travel outbox → JetStream → fan-out → signed HTTPS POST to the receiver in this process.
  const webhookName = `webhooks: PATCH → ${WEBHOOK_SUBSCRIPTIONS} subscriptions`;
  let webhook;
  if (!only || only.test(webhookName)) {
    for (let i = 0; i < WEBHOOK_SUBSCRIPTIONS; i++) {
      const response = await fetch(`${api}/webhooks`, {
        method: "POST",
        headers: { authorization: `Bearer ${keys[i % keys.length]}`, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url(`/hook/${i}`), events: ["*"], description: `bench ${i}` }),
      });
      const created = await response.json();
      if (response.status !== 201) throw new Error(`POST /webhooks answered ${response.status}: ${JSON.stringify(created)}`);
      receiver.secrets.set(`/hook/${i}`, created.secret);
    }
    const { connectNats, createLogger, jetstreamManager } = await import("@planner/shared");
    const nc = await connectNats(env.NATS_URL ?? "nats://127.0.0.1:4222", "bench", createLogger("bench", "silent"));
    closers.push(() => nc.close());
    const jsm = await jetstreamManager(nc);
    const lastSeq = async () => (await jsm.streams.info(env.EVENTS_STREAM)).state.last_seq;
    const patch = { name: webhookName, url: `${api}/tasks/${taskId}`, method: "PATCH", flip: true };
    // Flips go round the project's tasks, each to its opposite state, so nearly every PATCH
    // changes its task (one task flipped by concurrent requests often changes nothing).
    const tasks = project.phases.flatMap((phase) => phase.tasks.map((task) => task.id));
    const state = new Map();
    let turn = 0;
    const paced = {
      url: patch.url,
      method: "PATCH",
      requests: [
        {
          method: "PATCH",
          setupRequest: (request) => {
            const id = tasks[turn++ % tasks.length];
            state.set(id, !state.get(id));
            const keyed = withKey(request);
            return {
              ...keyed,
              path: new URL(`${api}/tasks/${id}`).pathname,
              headers: { ...keyed.headers, "content-type": "application/json" },
              body: JSON.stringify({ checked: state.get(id) }),
            };
          },
        },
      ],
      connections: Math.min(CONNECTIONS, 16),
      ...(WEBHOOK_RATE > 0 ? { overallRate: WEBHOOK_RATE } : {}),
    };
    // Warm-up: connections to the receiver open, the consumer attached; then an empty pipeline.
    let seq = await lastSeq();
    await measure(`warm-up ${webhookName}`, { ...paced, duration: 2 });
    await sleep(1_000);
    await drain(receiver, ((await lastSeq()) - seq) * WEBHOOK_SUBSCRIPTIONS, 5_000);
    receiver.reset();
    seq = await lastSeq();
    const cpuBefore = cpuSnapshot();
    const start = Date.now();
    const result = await measure(webhookName, { ...paced, duration: WEBHOOK_SECONDS });
    const end = Date.now();
    const figures = await deliveryFigures({ receiver, lastSeq, seq, start, end, cpuBefore, roles });
    const seconds = (end - start) / 1000;
    webhook = {
      subscriptions: WEBHOOK_SUBSCRIPTIONS,
      patch_rate_target: WEBHOOK_RATE || "unpaced",
      seconds: Number(seconds.toFixed(1)),
      patch_requests_per_second: result.requests_per_second,
      ...figures,
    };
    results.push({ ...result, ratio_to_baseline: Number((result.requests_per_second / firstBaseline.requests_per_second).toFixed(4)) });
    results.push({
      name: "webhooks: signed deliveries received (lag)",
      requests_per_second: webhook.deliveries_per_second_during_load,
      latency_ms: webhook.lag_ms,
      failed_requests: Math.max(0, webhook.expected_deliveries - webhook.delivered) + webhook.bad_signatures,
      cpu_us_per_request: webhook.cpu_us_per_delivery,
    });
    // The PATCH figure again, unpaced, now that every event fans out to the subscriptions, with
    // the deliveries it made (one task flipped by concurrent requests: some PATCHes change nothing).
    const loaded = requestOptions({ ...patch, name: `PATCH /api/v1/tasks/{id} (${WEBHOOK_SUBSCRIPTIONS} webhooks)` });
    receiver.reset();
    const unpacedSeq = await lastSeq();
    const unpacedCpu = cpuSnapshot();
    const unpacedStart = Date.now();
    const again = await measure(`PATCH /api/v1/tasks/{id} (${WEBHOOK_SUBSCRIPTIONS} webhooks)`, loaded);
    const unpacedEnd = Date.now();
    again.ratio_to_baseline = Number((again.requests_per_second / firstBaseline.requests_per_second).toFixed(4));
    results.push(again);
    webhook.unpaced = await deliveryFigures({
      receiver,
      lastSeq,
      seq: unpacedSeq,
      start: unpacedStart,
      end: unpacedEnd,
      cpuBefore: unpacedCpu,
      roles,
    });
    results.push({
      name: "webhooks: deliveries of the unpaced PATCH (lag)",
      requests_per_second: webhook.unpaced.deliveries_per_second_during_load,
      latency_ms: webhook.unpaced.lag_ms,
      failed_requests: Math.max(0, webhook.unpaced.expected_deliveries - webhook.unpaced.delivered) + webhook.unpaced.bad_signatures,
      cpu_us_per_request: webhook.unpaced.cpu_us_per_delivery,
    });
  }
  const report = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    duration_seconds: DURATION,
    runs_per_scenario: RUNS,
    cpus: (await import("node:os")).cpus().length,
    results,
    ...(webhook ? { webhook } : {}),
  };
  mkdirSync(join(root, "load-tests/results"), { recursive: true });
  const file = join(root, "load-tests/results", `bench-${report.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nscenario                                         req/s    p50 ms  p99 ms  ratio   failed");
  for (const r of results) {
    console.log(
      `${r.name.padEnd(48)} ${String(r.requests_per_second).padStart(6)}  ${String(r.latency_ms.p50).padStart(6)}  ${String(r.latency_ms.p99).padStart(6)}  ${r.ratio_to_baseline?.toFixed(3) ?? "    -"}  ${r.failed_requests}`,
    );
  }
  for (const r of results.filter((result) => result.runs)) {
    const ratios = r.runs.map(
      (run) =>
        `${run.ratio_to_baseline.toFixed(3)} (${run.requests_per_second}/${run.baseline_requests_per_second}, p99 ${run.latency_ms.p99} ms)`,
    );
    console.log(`${r.name}: runs ${ratios.join(", ")}; the median run is shown`);
  }
  if (webhook) {
    const w = webhook;
    console.log(
      `\nwebhooks: ${w.subscriptions} subscriptions, PATCH target ${w.patch_rate_target}/s for ${w.seconds} s: ${w.events_per_second} events/s into the outbox, ` +
        `${w.deliveries_per_second_during_load} deliveries/s during the load (lowest second ${w.lowest_deliveries_in_one_second}), ` +
        `${w.delivered}/${w.expected_deliveries} delivered, ${w.bad_signatures} bad signatures, last one ${w.drain_seconds_after_load} s after the load`,
    );
    console.log(
      `webhooks: lag (receiver time - envelope created_at) p50 ${w.lag_ms.p50} ms, p90 ${w.lag_ms.p90} ms, p99 ${w.lag_ms.p99} ms, max ${w.lag_ms.max} ms`,
    );
    if (w.unpaced) {
      const u = w.unpaced;
      console.log(
        `webhooks, unpaced PATCH: ${u.events_per_second} events/s, ${u.deliveries_per_second_during_load} deliveries/s during the load (lowest second ${u.lowest_deliveries_in_one_second}), ` +
          `${u.delivered}/${u.expected_deliveries} delivered, ${u.bad_signatures} bad signatures, lag p50 ${u.lag_ms.p50} ms, p99 ${u.lag_ms.p99} ms`,
      );
    }
  }
  console.log("\nCPU per request (microseconds, all processes on this machine during the scenario)");
  for (const r of results) {
    if (!r.cpu_us_per_request) continue;
    const parts = Object.entries(r.cpu_us_per_request).map(([role, us]) => `${role} ${us}`);
    console.log(`${r.name.padEnd(42)} ${parts.join(", ")}`);
  }
  console.log(`\nwritten to ${file}`);
}

try {
  await main();
} finally {
  await stopProcesses(children);
  for (const close of closers.reverse()) await close().catch(() => undefined);
  const { dropDatabase } = await import("@planner/shared");
  await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  // The run's own stream (and its consumers) goes with it: the NATS server is shared.
  const { deleteTestStream } = await import("@planner/shared/testing");
  await deleteTestStream(env.EVENTS_STREAM, env.NATS_URL ?? "nats://127.0.0.1:4222").catch(() => undefined);
}
