#!/usr/bin/env node
// Performs the Dockerfile's stages without Docker, in a temporary directory: the stages the
// runtime image is made of are read from the Dockerfile itself and their COPY, RUN, WORKDIR
// and ENV instructions carried out (COPY honours .dockerignore), so this check and the image
// cannot drift apart. The "build" stage is the repository's own `npm run build` (its dist/
// folders); everything else — `npm ci --omit=dev`, the files the runtime stage copies — is
// done here as in the image. Then each component starts from the assembled tree with the
// command the chart gives it, against its own database and stream, and must answer /healthz.
//
//   node scripts/deploy/image-stages.mjs      (needs a build, the npm registry, Postgres, Redis, NATS)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { dropDatabase } from "@planner/shared";
import { deleteTestStream, TEST_NATS_URL, TEST_POSTGRES_URL, TEST_REDIS_URL, uniqueSuffix } from "@planner/shared/testing";
import { startProcess } from "../lib/processes.mjs";
import { renderChart } from "./chart.mjs";
import { root } from "./tools.mjs";

/** The stage the repository's own build stands for (its outputs are the checkout's dist/ folders). */
const BUILD_STAGE = "build";
export const RUNTIME_STAGE = "runtime";
const WORKDIR = "/app";

/** Instructions joined over line continuations, comments dropped. */
function logicalLines(text) {
  const lines = [];
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (current === "" && (line === "" || line.startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(current + line);
    current = "";
  }
  return lines;
}

/** The Dockerfile as stages: { name, from, instructions: [{ op, args }] }. */
export function parseDockerfile(text) {
  const stages = [];
  for (const line of logicalLines(text)) {
    const op = line.split(/\s+/, 1)[0] ?? "";
    const instruction = { op: op.toUpperCase(), args: line.slice(op.length).trim() };
    if (instruction.op === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match) throw new Error(`Dockerfile: cannot read "${line}"`);
      stages.push({ name: match[2] ?? `stage${stages.length}`, from: match[1], instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.op !== "ARG") throw new Error(`Dockerfile: ${instruction.op} before the first FROM`);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** `--flag=value` options in front of an instruction's arguments. */
function splitFlags(args) {
  const flags = {};
  let remainder = args;
  for (let match = /^--([a-z-]+)=(\S+)\s+/.exec(remainder); match; match = /^--([a-z-]+)=(\S+)\s+/.exec(remainder)) {
    flags[match[1] ?? ""] = match[2];
    remainder = remainder.slice(match[0].length);
  }
  return { flags, remainder };
}

/** KEY=value pairs of ENV and LABEL (values may be double-quoted). */
function keyValues(args) {
  const pairs = {};
  for (const match of args.matchAll(/([A-Za-z0-9_.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const value = match[2] ?? "";
    pairs[match[1] ?? ""] = value.startsWith('"') ? JSON.parse(value) : value;
  }
  return pairs;
}

/** A matcher for the .dockerignore patterns used here (`**`, `*`, plain paths). */
function dockerignore() {
  const file = join(root, ".dockerignore");
  const patterns = existsSync(file) ? logicalLines(readFileSync(file, "utf8")) : [];
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .replace(/^\/+|\/+$/g, "")
      .split("**/")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^/]*"))
      .join("(?:.*/)?");
    return new RegExp(`^${source}(?:/.*)?$`);
  });
  return (path) => expressions.some((expression) => expression.test(path));
}

/** Where a path of a stage's filesystem (absolute, or relative to WORKDIR) lies on disk. */
function stagePath(stageDir, path) {
  const absolute = path.startsWith("/") ? path : `${WORKDIR}/${path}`;
  if (absolute !== WORKDIR && !absolute.startsWith(`${WORKDIR}/`)) throw new Error(`only paths under ${WORKDIR} are supported: ${path}`);
  return join(stageDir, absolute.slice(WORKDIR.length));
}

/** COPY semantics: a directory's contents go into the destination; a file into it when `into`. */
function copy(source, destination, into, filter) {
  const target = into && !statSync(source).isDirectory() ? join(destination, basename(source)) : destination;
  mkdirSync(dirname(target), { recursive: true });
  cpSync(source, target, { recursive: true, verbatimSymlinks: true, filter });
}

function run(command, cwd, env) {
  const result = spawnSync("sh", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", timeout: 600_000 });
  if (result.status !== 0) throw new Error(`RUN ${command} failed (${result.status}): ${(result.stderr || result.stdout).slice(-2000)}`);
}

/**
 * Assembles the runtime image's /app in `workDir` and returns its configuration (ENV, USER,
 * ENTRYPOINT, CMD, LABEL). Each stage the runtime stage depends on gets its own directory.
 */
export function assembleImage(workDir) {
  const stages = parseDockerfile(readFileSync(join(root, "Dockerfile"), "utf8"));
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  const ignored = dockerignore();
  const contextFilter = (path) => !ignored(relative(root, path));
  const done = new Map([[BUILD_STAGE, { dir: root, env: {} }]]);

  const perform = (name) => {
    const existing = done.get(name);
    if (existing) return existing;
    const stage = byName.get(name);
    if (!stage) throw new Error(`Dockerfile has no stage "${name}"`);
    const dir = join(workDir, name);
    const parent = byName.has(stage.from) ? perform(stage.from) : undefined;
    if (parent) cpSync(parent.dir, dir, { recursive: true, verbatimSymlinks: true });
    else mkdirSync(dir, { recursive: true });
    const image = {
      dir,
      env: { ...parent?.env },
      labels: { ...parent?.labels },
      user: parent?.user,
      entrypoint: undefined,
      cmd: undefined,
    };
    for (const { op, args } of stage.instructions) {
      const { flags, remainder } = splitFlags(args);
      if (op === "WORKDIR") {
        if (remainder !== WORKDIR) throw new Error(`WORKDIR must be ${WORKDIR}, got ${remainder}`);
      } else if (op === "COPY") {
        const sources = remainder.split(/\s+/);
        const destination = sources.pop() ?? "";
        const into = destination.endsWith("/") || sources.length > 1;
        const target = stagePath(dir, destination === "./" || destination === "." ? WORKDIR : destination.replace(/\/$/, ""));
        const from = flags.from ? perform(flags.from) : undefined;
        for (const source of sources) {
          // The build stage's /app is the checkout itself.
          const sourcePath = from ? stagePath(from.dir, source) : join(root, source);
          if (!from && ignored(source)) throw new Error(`COPY ${source}: excluded by .dockerignore`);
          if (!existsSync(sourcePath)) throw new Error(`COPY ${source}: not found (${sourcePath})`);
          copy(sourcePath, target, into, from ? undefined : contextFilter);
        }
      } else if (op === "RUN") {
        run(remainder, dir, { ...process.env, ...image.env });
      } else if (op === "ENV") {
        Object.assign(image.env, keyValues(remainder));
      } else if (op === "LABEL") {
        Object.assign(image.labels, keyValues(remainder));
      } else if (op === "USER") {
        image.user = remainder;
      } else if (op === "ENTRYPOINT" || op === "CMD") {
        // Exec form only: the image needs no shell to start.
        const value = JSON.parse(remainder);
        if (op === "ENTRYPOINT") image.entrypoint = value;
        else image.cmd = value;
      } else if (op !== "ARG" && op !== "EXPOSE") {
        throw new Error(`Dockerfile instruction ${op} is not performed by this check; extend image-stages.mjs`);
      }
    }
    done.set(name, image);
    return image;
  };
  return perform(RUNTIME_STAGE);
}

/** The command (container args) of each component and of the migration Job, as the chart renders them. */
export function chartCommands() {
  const objects = renderChart();
  const commands = {};
  for (const object of objects) {
    if (object.kind !== "Deployment" && object.kind !== "Job") continue;
    const container = object.spec.template.spec.containers[0];
    commands[object.metadata.labels["app.kubernetes.io/component"]] = container.args;
  }
  return commands;
}

/**
 * Starts `node <args>` in the assembled tree and resolves once it logs that it listens, with
 * the ports it logged. Output is kept for error messages.
 */
async function startComponent(appDir, args, env) {
  let output = "";
  const onLine = (line) => {
    output += `${line}\n`;
  };
  try {
    const started = await startProcess(args.at(-1), { cwd: appDir, nodeArgs: args.slice(0, -1), env, onLine });
    return { ...started, output: () => output };
  } catch (error) {
    throw new Error(`${args.join(" ")}: ${error.message}:\n${output.slice(-3000)}`);
  }
}

/** Runs a command to its end in the assembled tree (the migration, the admin CLI). */
export function runInImage(appDir, command, args, env) {
  return spawnSync(command, args, { cwd: appDir, env, encoding: "utf8", timeout: 120_000 });
}

/** SIGTERM, then the exit code (null when it had to be killed after `graceMs`). */
export async function stopComponent(child, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** The isolated environment of one check run: its own database, stream, subjects and key prefix. */
export function isolatedEnv(image, { postgresUrl, redisUrl, natsUrl, npmCache }) {
  const suffix = uniqueSuffix();
  const database = new URL(postgresUrl);
  database.pathname = `/planner_imgtest_${suffix}`;
  return {
    PATH: process.env.PATH,
    ...image.env,
    NPM_CONFIG_CACHE: npmCache,
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    DATABASE_URL: database.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `imgtest:${suffix}:`,
    NATS_URL: natsUrl,
    EVENTS_STREAM: `IMGTEST_EVENTS_${suffix}`,
    EVENTS_SUBJECT_PREFIX: `imgtest.${suffix}.events`,
    API_KEY_PEPPER: randomBytes(24).toString("hex"),
    CURSOR_SECRET: randomBytes(24).toString("hex"),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString("hex"),
  };
}

/** The order the components start in: the gateway last, once every upstream address is known. */
export const START_ORDER = ["project", "compliance", "ai", "webhook", "gateway"];
const ADDRESS_ENV = {
  project: "PROJECT_SERVICE_ADDR",
  compliance: "COMPLIANCE_SERVICE_ADDR",
  ai: "AI_SERVICE_ADDR",
  webhook: "WEBHOOK_SERVICE_ADDR",
};

/** Starts every component (ports chosen by the system) and returns them with their management ports. */
export async function startAll(appDir, env, commands) {
  const started = [];
  const addresses = {};
  try {
    for (const name of START_ORDER) {
      const args = commands[name];
      if (!args) throw new Error(`the chart renders no Deployment for ${name}`);
      const ports = name === "gateway" ? { PORT: "0" } : { GRPC_PORT: "0" };
      const { child, entry, output } = await startComponent(appDir, args, { ...env, ...addresses, ...ports, MANAGEMENT_PORT: "0" });
      started.push({ name, child, managementPort: entry.managementPort, port: entry.port ?? entry.grpcPort, output });
      if (ADDRESS_ENV[name]) addresses[ADDRESS_ENV[name]] = `127.0.0.1:${entry.grpcPort}`;
    }
    return started;
  } catch (error) {
    for (const component of started.reverse()) await stopComponent(component.child, 5_000);
    throw error;
  }
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), "planner-image-"));
  const npmCache = join(workDir, "npm-cache");
  const say = (message) => process.stdout.write(`${message}\n`);
  let env;
  try {
    say(`assembling the image's /app in ${workDir} …`);
    const image = assembleImage(workDir);
    env = isolatedEnv(image, { postgresUrl: TEST_POSTGRES_URL, redisUrl: TEST_REDIS_URL, natsUrl: TEST_NATS_URL, npmCache });
    const commands = chartCommands();
    const migration = runInImage(image.dir, process.execPath, commands.migrate, env);
    if (migration.status !== 0) throw new Error(`migration failed: ${migration.stderr}`);
    say("migrated; starting the components …");
    const started = await startAll(image.dir, env, commands);
    for (const component of started) {
      const response = await fetch(`http://127.0.0.1:${component.managementPort}/healthz`);
      say(`${component.name.padEnd(10)} /healthz ${response.status}`);
      if (response.status !== 200) process.exitCode = 1;
    }
    for (const component of started.reverse()) await stopComponent(component.child, 30_000);
  } finally {
    if (env) {
      await dropDatabase(env.DATABASE_URL).catch(() => undefined);
      await deleteTestStream(env.EVENTS_STREAM);
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    process.stderr.write(`image-stages: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
