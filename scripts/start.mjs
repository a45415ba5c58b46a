#!/usr/bin/env node
// `npm start`: infrastructure, build when needed, every process, demo workspace on first
// run. A process that crashes is restarted alone, with backoff, while the others keep
// serving. Ctrl-C stops everything cleanly (SIGTERM to each process: gateway first).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { root, admin as runAdmin } from "./lib/processes.mjs";
import { Supervisor } from "./lib/supervisor.mjs";

const env = { ...process.env };
const say = (message) => process.stdout.write(`${message}\n`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env, ...options });
  if (result.status !== 0) {
    process.stderr.write(`start: ${command} ${args.join(" ")} failed\n`);
    process.exit(1);
  }
  return result;
}

if (env.PLANNER_SKIP_INFRA !== "1") run("bash", ["scripts/ensure-infra.sh"]);
const built = [
  "services/project/dist/main.js",
  "services/compliance/dist/main.js",
  "services/ai/dist/main.js",
  "services/webhook/dist/main.js",
  "gateway/dist/main.js",
].every((file) => existsSync(join(root, file)));
if (!built || env.PLANNER_REBUILD === "1") {
  say("building (first start)…");
  run("npm", ["run", "-s", "build"]);
}

// Ports can be moved (PLANNER_PORT_OFFSET) so a second stack, or a test, runs beside the first.
const offset = Number(env.PLANNER_PORT_OFFSET ?? 0);
const port = (base) => String(base + offset);
env.PROJECT_SERVICE_ADDR ??= `127.0.0.1:${port(50051)}`;
env.AI_SERVICE_ADDR ??= `127.0.0.1:${port(50052)}`;
env.COMPLIANCE_SERVICE_ADDR ??= `127.0.0.1:${port(50053)}`;
env.WEBHOOK_SERVICE_ADDR ??= `127.0.0.1:${port(50054)}`;
const processes = [
  { name: "project", script: "services/project/dist/main.js", env: { GRPC_PORT: port(50051), MANAGEMENT_PORT: port(9081) } },
  { name: "compliance", script: "services/compliance/dist/main.js", env: { GRPC_PORT: port(50053), MANAGEMENT_PORT: port(9083) } },
  { name: "ai", script: "services/ai/dist/main.js", env: { GRPC_PORT: port(50052), MANAGEMENT_PORT: port(9082) } },
  // WEBHOOK_RETRY_SCHEDULE, WEBHOOK_ALLOWED_CIDRS and WEBHOOK_CA_FILE pass through from the environment.
  { name: "webhook", script: "services/webhook/dist/main.js", env: { GRPC_PORT: port(50054), MANAGEMENT_PORT: port(9084) } },
  { name: "gateway", script: "gateway/dist/main.js", env: { PORT: env.PORT || port(8080), MANAGEMENT_PORT: port(9080) } },
];
// Demo keys and the development webhook key live here (mode 600), never in the output.
const devDir = env.PLANNER_DEV_DIR ?? join(root, ".dev");
/**
 * The key webhook secrets are encrypted with: WEBHOOK_SECRET_KEY when set, else one generated
 * on the first start and kept in .dev/ (mode 600), so stored secrets stay readable.
 */
function ensureWebhookKey() {
  if (env.WEBHOOK_SECRET_KEY) return;
  const file = join(devDir, "webhook-secret-key");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  }
  env.WEBHOOK_SECRET_KEY = readFileSync(file, "utf8").trim();
}
ensureWebhookKey();

// A process that exits on its own is restarted alone with backoff; the others keep serving.
const supervisor = new Supervisor({
  env,
  report: (line) => process.stderr.write(`${line}\n`),
  onLine: (name, line) => {
    if (env.PLANNER_QUIET !== "1") process.stdout.write(`[${name}] ${line}\n`);
  },
});
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await supervisor.stop();
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

const admin = (args) => runAdmin(args, env);

/** First run: a demo workspace with one key per scope and a demo project; keys are kept in .dev/. */
function ensureDemo() {
  const file = join(devDir, "demo.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const workspace = admin(["workspace", "create", "--name", "Demo workspace", "--plan", "max"]);
  const keys = Object.fromEntries(
    ["read", "write", "ai"].map((scope) => [
      scope,
      admin(["key", "create", "--workspace", workspace.id, "--scope", scope, "--name", `demo ${scope}`]).key,
    ]),
  );
  const project = admin(["project", "import", "--workspace", workspace.id, "--file", join(root, "scripts/demo/action-path.json")]);
  const demo = { workspace_id: workspace.id, project_id: project.id, keys };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}

try {
  for (const spec of processes) await supervisor.start(spec);
  const demo = ensureDemo();
  const gateway = processes.find((spec) => spec.name === "gateway");
  const base = `http://127.0.0.1:${gateway?.env.PORT}/api/v1`;
  say("");
  say(`Project Planner API is up: ${base}  (OpenAPI: ${base}/openapi, health: http://127.0.0.1:${gateway?.env.MANAGEMENT_PORT}/readyz)`);
  say(`Demo workspace ${demo.workspace_id}, demo project ${demo.project_id}`);
  // Keys only to a terminal: redirected output ends up in log files.
  if (process.stdout.isTTY) {
    for (const [scope, key] of Object.entries(demo.keys)) say(`  ${scope.padEnd(5)} key: ${key}`);
    say(`Try: curl -s ${base}/projects -H "Authorization: Bearer ${demo.keys.read}"`);
  } else {
    say(`Demo keys (read, write, ai) are in ${join(devDir, "demo.json")} (mode 600); they are printed only to a terminal.`);
  }
  say("Ctrl-C stops everything.");
} catch (error) {
  process.stderr.write(`start: ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}
