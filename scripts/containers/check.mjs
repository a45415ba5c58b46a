#!/usr/bin/env node
// Builds the project's image and runs what the chart renders as containers, on this machine:
//
//  1. The container tools (podman, buildah, runc, mmdebstrap, HAProxy) from Debian's packages,
//     installed when absent; without them the check is skipped, saying why.
//  2. A Debian base with Node.js made by mmdebstrap (cached by the hash of its package list) and
//     the Dockerfile built on it with `buildah bud --build-arg NODE_IMAGE=<base>`.
//  3. `helm template` of charts/planner with values for this machine (scripts/containers/values.yaml):
//     the migration Job, then every replica of every Deployment as a container with the rendered
//     args, environment, user, read-only root, /tmp volume, dropped capabilities and
//     no-new-privileges; the startup, readiness and liveness probes polled as the kubelet does.
//     Each replica has its own loopback address (its "pod IP": HOST is set to it) on the host
//     network; the Services' names resolve to the replicas' addresses through /etc/hosts entries,
//     so the gRPC clients' round-robin sees every replica. HAProxy balances TCP over the gateways.
//  4. Through HAProxy: API keys made with the admin CLI inside a gateway container (as the chart's
//     NOTES say), a generate-plan, and a PATCH delivered as a signed webhook to an HTTPS receiver
//     on loopback.
//  5. A rolling restart under steady traffic: each replica of each component in turn gets SIGTERM,
//     stops within its grace period and starts again; no request may fail and every event must be
//     delivered.
//
//   node scripts/containers/check.mjs [--no-restart] [--keep]
//
// Everything it starts is removed at the end (containers, HAProxy, the database, the events
// stream, its Redis keys); the base image and the build's layers stay cached.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:https";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderChart } from "../deploy/chart.mjs";
import { buildImage, cacheDirectory, ensureBaseImage, ensureTools, must, mustAsync, podman, ULIMITS } from "./image.mjs";
import { containerEnv, envFileText, podmanRunArgs, probeOf, servicesFor, workloads } from "./pod.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const argv = new Set(process.argv.slice(2));
const RELEASE = "planner-ct";
const LABEL = "io.project-planner.check=containers";
const TAG = "localhost/project-planner:check";
const VALUES = join(root, "scripts/containers/values.yaml");
const CHECK_VALUES = join(root, "charts/planner/ci/test-values.yaml");
const RECEIVER_CERT = join(root, "services/webhook/test/fixtures/receiver-cert.pem");
const RECEIVER_KEY = join(root, "services/webhook/test/fixtures/receiver-key.pem");
/** Where the receiver's certificate is mounted in the webhook containers (values.yaml names it). */
const RECEIVER_CA_IN_CONTAINER = "/etc/planner-check/receiver-ca.pem";
/** The loopback block the replicas' addresses come from: 127.42.<component>.<replica>. */
const NET = "127.42";
const LB_ADDRESS = `${NET}.0.1`;
/** Order of the first start and of the rolling restart: a component after those its readiness needs (the AI service checks project and compliance), the gateways last. */
const ORDER = ["project", "compliance", "ai", "webhook", "gateway"];

const started = Date.now();
/** Seconds since the check began, as the log lines show them: a failure says when it happened. */
const elapsed = () => `+${((Date.now() - started) / 1000).toFixed(1)}s`;
const log = (message) => process.stdout.write(`[containers ${elapsed()}] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message) {
  throw new Error(message);
}

// ---------------------------------------------------------------- HTTP helpers

/** One HTTP request on a fresh connection (no keep-alive pool shared with other callers). */
function http(url, { method = "GET", headers = {}, body, timeoutMs = 30_000, agent = false } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      url,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: { ...headers, ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** The HTTPS receiver on loopback the webhooks are delivered to; records every request. */
async function startReceiver() {
  const received = [];
  const server = createServer({ key: readFileSync(RECEIVER_KEY), cert: readFileSync(RECEIVER_CERT) }, (req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  return {
    url: (path) => `https://127.0.0.1:${port}${path}`,
    received: (path) => received.filter((entry) => entry.path === path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------- probes

/** One probe attempt as the kubelet makes it: HTTP GET, success on 200–399 within the timeout. */
async function probeOnce(address, probe) {
  try {
    const response = await http(`http://${address}:${probe.port}${probe.path}`, { timeoutMs: probe.timeoutSeconds * 1000 });
    return response.status >= 200 && response.status < 400;
  } catch {
    return false;
  }
}

/**
 * Polls a probe every periodSeconds, after initialDelaySeconds, until successThreshold successes
 * in a row (resolves with the time). A startup probe that fails failureThreshold times in a row
 * rejects (the kubelet would kill the container); a failing readiness probe only keeps the replica
 * out of its Services, so it is polled until a deadline (as a Deployment's progress deadline).
 */
async function pollUntil(replica, probe, { deadlineMs = 300_000 } = {}) {
  await sleep(probe.initialDelaySeconds * 1000);
  const deadline = Date.now() + deadlineMs;
  let failures = 0;
  let successes = 0;
  for (;;) {
    const attempt = Date.now();
    if (await probeOnce(replica.address, probe)) {
      successes++;
      failures = 0;
      if (successes >= probe.successThreshold) return Date.now();
    } else {
      successes = 0;
      failures++;
      if (!(await isRunning(replica.name)))
        fail(`${replica.name} exited while its ${probe.kind} probe was polled:\n${logsOf(replica.name)}`);
      if (probe.kind === "startup" && failures >= probe.failureThreshold) {
        fail(`${replica.name}: startup probe failed ${failures} times:\n${logsOf(replica.name)}`);
      }
      if (Date.now() > deadline)
        fail(`${replica.name}: ${probe.kind} probe still failing after ${deadlineMs / 1000} s:\n${logsOf(replica.name)}`);
    }
    await sleep(Math.max(0, probe.periodSeconds * 1000 - (Date.now() - attempt)));
  }
}

async function isRunning(name) {
  const out = await mustAsync("podman", ["container", "inspect", "--format", "{{.State.Running}}", name]).catch(() => "");
  return out.trim() === "true";
}

function logsOf(name) {
  return podman(["logs", "--tail", "30", name]).stdout + podman(["logs", "--tail", "30", name]).stderr;
}

/**
 * The liveness probes of every running replica, polled in the background for the whole run as
 * the kubelet would; a replica that fails failureThreshold in a row would be restarted by the
 * kubelet and fails this check. Replicas being stopped on purpose are skipped.
 */
function watchLiveness(replicas) {
  const failures = [];
  let stopped = false;
  const loops = replicas.map(async (replica) => {
    const probe = replica.probes.liveness;
    if (!probe) return;
    let inRow = 0;
    while (!stopped) {
      await sleep(probe.periodSeconds * 1000);
      if (stopped || replica.phase !== "running") {
        inRow = 0;
        continue;
      }
      if (await probeOnce(replica.address, probe)) inRow = 0;
      else if (replica.phase === "running" && ++inRow >= probe.failureThreshold) {
        failures.push(`${replica.name}: liveness failed ${inRow} times`);
        inRow = 0;
      }
    }
  });
  return {
    failures,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

// ---------------------------------------------------------------- the pods

/** The workloads of the render, each replica with its address, container name and probes. */
function plan(objects) {
  const all = workloads(objects);
  const components = all.filter((workload) => workload.kind === "Deployment");
  const index = new Map(components.map((workload, i) => [workload.component, i + 1]));
  const replicas = [];
  for (const workload of components) {
    const [container] = workload.pod.containers;
    for (let r = 0; r < workload.replicas; r++) {
      replicas.push({
        workload,
        component: workload.component,
        container,
        name: `${RELEASE}-${workload.component}-${r}`,
        address: `${NET}.${index.get(workload.component)}.${r + 1}`,
        probes: {
          startup: probeOf(container, "startup"),
          readiness: probeOf(container, "readiness"),
          liveness: probeOf(container, "liveness"),
        },
        phase: "pending",
      });
    }
  }
  // Cluster DNS: each Service name answers every address of the replicas it selects.
  const hosts = [];
  for (const workload of components) {
    for (const service of servicesFor(objects, workload.labels)) {
      for (const replica of replicas.filter((candidate) => candidate.workload === workload)) {
        // The gateway's ClusterIP Service is HAProxy here.
        hosts.push([service.metadata.name, workload.component === "gateway" ? LB_ADDRESS : replica.address]);
        if (workload.component === "gateway") break;
      }
    }
  }
  const job = all.find((workload) => workload.kind === "Job") ?? fail("the render has no migration Job");
  return { replicas, hosts, job };
}

function runArgs({ name, workload, container, objects, hosts, secretsDir, overrides = {} }) {
  const env = containerEnv(container, objects, { "metadata.name": name, "metadata.namespace": RELEASE, "status.podIP": overrides.HOST });
  for (const [key, value] of Object.entries(overrides)) env.set(key, value);
  const envFile = join(secretsDir, `${name}.env`);
  writeFileSync(envFile, envFileText(env), { mode: 0o600 });
  const args = podmanRunArgs({
    name,
    pod: workload.pod,
    container,
    env,
    envFile,
    hosts,
    labels: { "io.project-planner.check": "containers" },
    limits: ULIMITS,
  });
  // The receiver's self-signed certificate, trusted by the webhook service (WEBHOOK_CA_FILE).
  const extra = ["--log-driver", "k8s-file"];
  if (workload.component === "webhook") extra.push("--volume", `${RECEIVER_CERT}:${RECEIVER_CA_IN_CONTAINER}:ro`);
  return [args[0], ...extra, ...args.slice(1)];
}

/** Starts one replica and waits for its startup, then readiness probe; returns the timings. */
async function startReplica(replica, context) {
  const began = Date.now();
  if (replica.created) await mustAsync("podman", ["--runtime", "runc", "start", replica.name]);
  else {
    await mustAsync("podman", [
      "--runtime",
      "runc",
      ...runArgs({
        ...context,
        name: replica.name,
        workload: replica.workload,
        container: replica.container,
        overrides: { HOST: replica.address },
      }),
    ]);
    replica.created = true;
  }
  const startup = replica.probes.startup ? await pollUntil(replica, replica.probes.startup) : Date.now();
  replica.phase = "running";
  const ready = replica.probes.readiness ? await pollUntil(replica, replica.probes.readiness) : startup;
  return { startupSeconds: (startup - began) / 1000, readySeconds: (ready - began) / 1000 };
}

/** SIGTERM, then what the kubelet does: SIGKILL once the grace period is over. */
async function stopReplica(replica) {
  replica.phase = "terminating";
  const began = Date.now();
  const grace = replica.workload.pod.terminationGracePeriodSeconds ?? 30;
  await mustAsync("podman", ["--runtime", "runc", "stop", "--time", String(grace), replica.name]);
  const state = JSON.parse(await mustAsync("podman", ["container", "inspect", "--format", "{{json .State}}", replica.name]));
  replica.phase = "stopped";
  return { seconds: (Date.now() - began) / 1000, exitCode: state.ExitCode, killed: (Date.now() - began) / 1000 >= grace };
}

async function runJob(job, context) {
  const name = `${RELEASE}-migrate`;
  const [container] = job.pod.containers;
  const began = Date.now();
  await mustAsync("podman", ["--runtime", "runc", ...runArgs({ ...context, name, workload: job, container })]);
  const code = Number((await mustAsync("podman", ["wait", name])).trim());
  const seconds = (Date.now() - began) / 1000;
  if (code !== 0) fail(`the migration Job's container exited ${code}:\n${logsOf(name)}`);
  return seconds;
}

// ---------------------------------------------------------------- HAProxy

function startHaproxy(replicas, dir) {
  const gateways = replicas.filter((replica) => replica.component === "gateway");
  const port = gateways[0].container.ports.find((p) => p.name === "http").containerPort;
  const readiness = gateways[0].probes.readiness;
  const config = [
    "global",
    "  maxconn 512",
    // The rolling restart asks it which gateways are in service, as a rollout watches endpoints.
    `  stats socket ${join(dir, "haproxy.sock")} mode 600 level operator`,
    "defaults",
    "  mode tcp",
    "  timeout connect 2s",
    "  timeout client 90s",
    "  timeout server 90s",
    "  retries 3",
    "  option redispatch",
    "frontend api",
    `  bind ${LB_ADDRESS}:${port}`,
    "  default_backend gateways",
    "backend gateways",
    "  balance roundrobin",
    // The readiness endpoint, as a Service's endpoints follow readiness.
    `  option httpchk GET ${readiness.path}`,
    "  http-check expect status 200",
    ...gateways.map((replica, i) => `  server gateway${i} ${replica.address}:${port} check port ${readiness.port} inter 1s fall 1 rise 1`),
    "",
  ].join("\n");
  const file = join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  must("haproxy", ["-c", "-q", "-f", file]);
  const child = spawn("haproxy", ["-f", file, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return { url: `http://${LB_ADDRESS}:${port}`, child, stderr: () => stderr, socket: join(dir, "haproxy.sock"), servers: gateways };
}

/** HAProxy's own view of each gateway ("UP", "DOWN", …), from `show stat` on its stats socket. */
async function haproxyStatus(haproxy) {
  const socket = createConnection(haproxy.socket);
  socket.end("show stat\n");
  let text = "";
  socket.setEncoding("utf8");
  for await (const chunk of socket) text += chunk;
  const [header, ...rows] = text.trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const status = new Map();
  for (const row of rows) {
    const cells = row.split(",");
    const record = Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
    if (record.pxname === "gateways" && /^gateway\d+$/.test(record.svname)) status.set(record.svname, record.status);
  }
  return status;
}

/**
 * A rollout moves on once the new pod is an endpoint of its Service, not merely Ready: the same
 * here, or the next gateway would drain while the load balancer still counts the restarted one out.
 */
async function untilInService(haproxy, replica) {
  const server = `gateway${haproxy.servers.indexOf(replica)}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = (await haproxyStatus(haproxy)).get(server);
    if (status === "UP") return;
    if (Date.now() > deadline) fail(`HAProxy still counts ${replica.name} out (${status}) 15 s after it was ready`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------- the proofs

async function admin(gateway, args) {
  // As NOTES.txt: kubectl exec deploy/<gateway> -- npm run -s admin -- …
  const out = await mustAsync("podman", ["--runtime", "runc", "exec", gateway, "npm", "run", "-s", "admin", "--", ...args, "--json"]);
  return JSON.parse(out);
}

async function prove({ api, gateway, receiver }) {
  const workspace = await admin(gateway, ["workspace", "create", "--name", "Containerprobe GmbH", "--plan", "max"]);
  const aiKey = (await admin(gateway, ["key", "create", "--workspace", workspace.id, "--scope", "ai", "--name", "check ai"])).key;
  const writeKey = (await admin(gateway, ["key", "create", "--workspace", workspace.id, "--scope", "write", "--name", "check write"])).key;
  if (!/\S{20,}/.test(aiKey ?? "") || !/\S{20,}/.test(writeKey ?? "")) fail("the admin CLI made no keys");

  const call = (method, path, key, body) => http(`${api}/api/v1${path}`, { method, body, headers: { authorization: `Bearer ${key}` } });
  const hook = await call("POST", "/webhooks", writeKey, {
    url: receiver.url("/hook"),
    events: ["task.status_changed"],
    description: "container check",
  });
  if (hook.status !== 201) fail(`POST /webhooks: ${hook.status} ${hook.text}`);
  const secret = hook.json.secret;

  const generated = await call("POST", "/ai/generate-plan", aiKey, {
    description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem für den Kundenservice ein.",
    title: "Ticketsystem im Container",
    desired_timeline_weeks: 12,
    locale: "de",
  });
  if (generated.status !== 201) fail(`POST /ai/generate-plan: ${generated.status} ${generated.text}`);
  const tasks = generated.json.phases.flatMap((phase) => phase.tasks);
  if (tasks.length < 4) fail(`generate-plan made ${tasks.length} tasks`);
  const task = tasks[0];

  const patched = await call("PATCH", `/tasks/${task.id}`, writeKey, { checked: true });
  if (patched.status !== 200) fail(`PATCH /tasks/${task.id}: ${patched.status} ${patched.text}`);
  const delivery = await waitFor(() => receiver.received("/hook")[0], 30_000, "the signed webhook of the PATCH");
  const { verifyWebhookSignature } = await import("../../services/webhook/dist/signature.js");
  verifyWebhookSignature(delivery.body, String(delivery.headers["x-service-signature"]), secret);
  const event = JSON.parse(delivery.body);
  if (event.type !== "task.status_changed" || event.data.task.id !== task.id || event.data.task.checked !== true) {
    fail(`unexpected webhook: ${delivery.body.slice(0, 300)}`);
  }
  log(
    `proved: admin CLI keys in ${gateway}, generate-plan (${tasks.length} tasks, engine ${generated.json.engine}), PATCH → signed ${event.type} (${event.id})`,
  );
  return { writeKey, tasks, projectId: generated.json.project.id, call, firstEvent: event.id };
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Steady traffic through HAProxy: each worker toggles its own task (PATCH, one event each) and
 * reads the project (GET), until stopped. Every response that is not 2xx, and every connection error,
 * is a failed request.
 */
function traffic({ call, writeKey, tasks, projectId, workers = 3, pauseMs = 60 }) {
  const results = { requests: 0, failed: [], patches: 0 };
  let stopped = false;
  const loops = tasks.slice(1, 1 + workers).map(async (task) => {
    let checked = false;
    while (!stopped) {
      checked = !checked;
      for (const [method, path, body] of [
        ["PATCH", `/tasks/${task.id}`, { checked }],
        ["GET", `/projects/${projectId}`, undefined],
      ]) {
        results.requests++;
        try {
          const response = await call(method, path, writeKey, body);
          if (response.status < 200 || response.status > 299)
            results.failed.push(`${elapsed()} ${method} ${path}: ${response.status} ${response.text.slice(0, 200)}`);
          else if (method === "PATCH") results.patches++;
        } catch (error) {
          // Any failure fails the check; the event count is then only indicative.
          results.failed.push(`${elapsed()} ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
        await sleep(pauseMs);
      }
    }
  });
  return {
    results,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function rollingRestart({ replicas, context, proof, receiver, haproxy }) {
  const load = traffic(proof);
  await sleep(3000);
  const restarts = [];
  for (const component of ORDER) {
    for (const replica of replicas.filter((candidate) => candidate.component === component)) {
      const stop = await stopReplica(replica);
      const start = await startReplica(replica, context);
      const ready = Date.now();
      if (component === "gateway") await untilInService(haproxy, replica);
      const inServiceSeconds = component === "gateway" ? (Date.now() - ready) / 1000 : undefined;
      restarts.push({
        replica: replica.name,
        stopSeconds: stop.seconds,
        exitCode: stop.exitCode,
        killed: stop.killed,
        ...start,
        inServiceSeconds,
      });
      const inService = inServiceSeconds === undefined ? "" : `, in the load balancer ${inServiceSeconds.toFixed(1)} s later`;
      log(
        `restarted ${replica.name}: stopped in ${stop.seconds.toFixed(1)} s (exit ${stop.exitCode}), ready in ${start.readySeconds.toFixed(1)} s${inService}`,
      );
    }
  }
  await sleep(3000);
  await load.stop();
  // Every PATCH changed its task, so each one is one task.status_changed event to deliver.
  const expected = load.results.patches + 1;
  const unique = () => new Set(receiver.received("/hook").map((entry) => entry.headers["x-service-event-id"])).size;
  const deadline = Date.now() + 60_000;
  while (unique() < expected && Date.now() < deadline) await sleep(250);
  const deliveries = receiver.received("/hook").length;
  return {
    restarts,
    requests: load.results.requests,
    failed: load.results.failed,
    patches: load.results.patches,
    expectedEvents: expected,
    deliveredEvents: unique(),
    deliveries,
  };
}

// ---------------------------------------------------------------- cleanup

async function cleanup(values) {
  for (const id of podman(["ps", "-aq", "--filter", `label=${LABEL}`])
    .stdout.split("\n")
    .filter(Boolean)) {
    podman(["rm", "--force", "--time", "0", id]);
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${values.database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const { deleteTestStream } = await import("../../services/shared/dist/testing.js");
  await deleteTestStream(values.stream).catch(() => undefined);
  const { createClient } = await import("redis");
  const redis = createClient({ url: "redis://127.0.0.1:6379" });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${values.redisPrefix}*`, COUNT: 500 })) {
      const list = Array.isArray(keys) ? keys : [keys];
      if (list.length > 0) await redis.del(list);
    }
  } finally {
    await redis.quit();
  }
}

/** The names this run owns, read from its values file (so they are written down once). */
async function ownedNames() {
  const { parse } = await import("yaml");
  const values = parse(readFileSync(VALUES, "utf8"));
  return { database: values.postgresql.database, stream: values.nats.eventsStream, redisPrefix: values.config.env.REDIS_KEY_PREFIX };
}

// ---------------------------------------------------------------- main

async function main() {
  const skip = ensureTools(log);
  if (skip) {
    log(`SKIPPED: the container check cannot run on this machine: ${skip}`);
    return;
  }
  const owned = await ownedNames();
  await cleanup(owned);
  const report = {};

  const base = ensureBaseImage(log);
  report.base = base;
  log(`base ${base.name} (${base.made}, ${base.seconds.toFixed(1)} s)`);
  // No REVISION build argument: its label would change with every commit and void the cache of
  // every layer after it, so an unchanged tree rebuilds from the cache alone.
  const build = buildImage({ root, base: base.name, tag: TAG, log, logFile: join(cacheDirectory(), "build.log") });
  report.build = build;
  log(`image ${TAG}: ${(build.size / 1e6).toFixed(0)} MB, built in ${build.seconds.toFixed(1)} s`);
  // Untagged images of earlier builds go after three days; younger ones are the layer cache of
  // the next build (a stage's last layer has no child image, so it looks dangling too).
  podman(["image", "prune", "--force", "--filter", "until=72h"]);

  const objects = renderChart({
    release: RELEASE,
    namespace: RELEASE,
    values: [CHECK_VALUES, VALUES],
    set: [`image.repository=${TAG.split(":")[0]}`, `image.tag=${TAG.split(":")[1]}`],
  });
  const { replicas, hosts, job } = plan(objects);
  const secretsDir = mkdtempSync(join(tmpdir(), "planner-containers-"));
  chmodSync(secretsDir, 0o700);
  const receiver = await startReceiver();
  let haproxy;
  let liveness;
  try {
    const context = { objects, hosts, secretsDir };
    report.migrationSeconds = await runJob(job, context);
    log(`migration Job done in ${report.migrationSeconds.toFixed(1)} s`);

    // One component after the other (the gateway last), its replicas together: the figures are
    // each component's own start, not a contest for this machine's two cores.
    report.start = [];
    for (const component of ORDER) {
      const timings = await Promise.all(
        replicas
          .filter((replica) => replica.component === component)
          .map(async (replica) => ({ replica: replica.name, component, ...(await startReplica(replica, context)) })),
      );
      for (const timing of timings)
        log(`${timing.replica}: started in ${timing.startupSeconds.toFixed(1)} s, ready in ${timing.readySeconds.toFixed(1)} s`);
      report.start.push(...timings);
    }
    liveness = watchLiveness(replicas);

    haproxy = startHaproxy(replicas, secretsDir);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await http(`${haproxy.url}/api/v1/openapi`).catch(() => undefined);
      if (response?.status === 200) break;
      if (Date.now() > deadline) fail(`HAProxy does not answer: ${haproxy.stderr()}`);
      await sleep(200);
    }

    const gateway = replicas.find((replica) => replica.component === "gateway").name;
    const proof = await prove({ api: haproxy.url, gateway, receiver });
    report.proved = true;

    if (!argv.has("--no-restart")) {
      const rolling = await rollingRestart({ replicas, context, proof, receiver, haproxy });
      report.rolling = { ...rolling, failed: rolling.failed.length };
      log(
        `rolling restart: ${rolling.requests} requests, ${rolling.failed.length} failed; ${rolling.expectedEvents} events, ${rolling.deliveredEvents} delivered (${rolling.deliveries} deliveries)`,
      );
      for (const failure of rolling.failed.slice(0, 10)) log(`  failed: ${failure}`);
      if (rolling.failed.length > 0) fail(`${rolling.failed.length} requests failed during the rolling restart`);
      if (rolling.deliveredEvents !== rolling.expectedEvents) fail(`${rolling.expectedEvents - rolling.deliveredEvents} events were lost`);
    }
    await liveness.stop();
    if (liveness.failures.length > 0) fail(`liveness probes failed: ${liveness.failures.join("; ")}`);
  } finally {
    await liveness?.stop();
    haproxy?.child.kill("SIGTERM");
    await receiver.close();
    if (!argv.has("--keep")) await cleanup(owned);
    rmSync(secretsDir, { recursive: true, force: true });
  }
  report.totalSeconds = (Date.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  log("container check passed");
}

main().catch((error) => {
  process.stderr.write(`container check failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
