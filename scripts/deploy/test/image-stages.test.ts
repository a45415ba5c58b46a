/**
 * The Dockerfile's stages performed without Docker (scripts/deploy/image-stages.mjs): the
 * runtime tree is assembled in a temporary directory with `npm ci --omit=dev` (this needs the
 * npm registry), the migration runs from it, each component starts from it with the command the
 * chart gives it and answers /healthz, the admin CLI runs as NOTES.txt tells SREs to run it,
 * and SIGTERM stops every component cleanly. Own database, stream and key prefix; all removed.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { dropDatabase } from "@planner/shared";
import { deleteTestStream, TEST_NATS_URL, TEST_POSTGRES_URL, TEST_REDIS_URL } from "@planner/shared/testing";
import { renderChart } from "../chart.mjs";
import {
  type AssembledImage,
  assembleImage,
  chartCommands,
  isolatedEnv,
  parseDockerfile,
  RUNTIME_STAGE,
  runInImage,
  START_ORDER,
  type StartedComponent,
  startAll,
  stopComponent,
} from "../image-stages.mjs";
import { root } from "../tools.mjs";

const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");

describe("Dockerfile", () => {
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.find((stage) => stage.name === RUNTIME_STAGE);
  const instructions = (name: string, op: string) =>
    stages.find((stage) => stage.name === name)?.instructions.filter((instruction) => instruction.op === op) ?? [];

  it("is multi-stage, builds with npm ci and npm run build, installs production dependencies only for the runtime", () => {
    assert.ok(runtime, "no runtime stage");
    assert.equal(stages.at(-1)?.name, RUNTIME_STAGE, "the runtime stage must be the default target (last)");
    const builds = instructions("build", "RUN").map((run) => run.args);
    assert.ok(builds.some((command) => /\bnpm ci\b/.test(command) && !command.includes("--omit=dev")));
    assert.ok(builds.some((command) => /\bnpm run -s build\b/.test(command)));
    const runtimeDeps = instructions("prod-deps", "RUN").map((run) => run.args);
    assert.ok(runtimeDeps.some((command) => /\bnpm ci\b.*--omit=dev/.test(command)));
    assert.equal(instructions(RUNTIME_STAGE, "RUN").length, 0, "the runtime stage runs nothing (no shell needed)");
  });

  it("pins its base image, runs as a non-root user in exec form, has no HEALTHCHECK, carries OCI labels", () => {
    const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1] ?? "";
    assert.match(base, /^node:\d+\.\d+\.\d+-[a-z]+-slim$|^node@sha256:[0-9a-f]{64}$/, "base image not pinned to a version");
    const user = instructions(RUNTIME_STAGE, "USER")[0]?.args ?? "";
    assert.ok(user && !/^(root|0)(:|$)/.test(user), `USER ${user}`);
    for (const op of ["ENTRYPOINT", "CMD"]) {
      const [instruction] = instructions(RUNTIME_STAGE, op);
      assert.ok(Array.isArray(JSON.parse(instruction?.args ?? "null")), `${op} must be exec form`);
    }
    assert.doesNotMatch(dockerfile, /^\s*HEALTHCHECK/m);
    const labels = instructions(RUNTIME_STAGE, "LABEL")
      .map((label) => label.args)
      .join(" ");
    assert.match(labels, /org\.opencontainers\.image\.source=/);
    assert.match(labels, /org\.opencontainers\.image\.version=/);
  });

  it("keeps node_modules, dist and local state out of the build context", () => {
    const ignored = readFileSync(join(root, ".dockerignore"), "utf8");
    for (const pattern of ["**/node_modules", "**/dist", ".git", ".dev"]) assert.ok(ignored.split("\n").includes(pattern), pattern);
  });
});

/** The migration Job is given no secret but the database password (charts/planner/templates/migration-job.yaml). */
function jobEnv(env: Record<string, string>): Record<string, string> {
  const { API_KEY_PEPPER: _pepper, CURSOR_SECRET: _cursor, WEBHOOK_SECRET_KEY: _webhook, ...rest } = env;
  return rest;
}

describe("the image's stages performed in a temporary directory", () => {
  let workDir: string;
  let image: AssembledImage;
  let env: Record<string, string>;
  let commands: Record<string, string[]>;
  let started: StartedComponent[] = [];

  before(
    async () => {
      workDir = mkdtempSync(join(tmpdir(), "planner-image-test-"));
      image = assembleImage(workDir);
      env = isolatedEnv(image, {
        postgresUrl: TEST_POSTGRES_URL,
        redisUrl: TEST_REDIS_URL,
        natsUrl: TEST_NATS_URL,
        npmCache: join(workDir, "npm-cache"),
      });
      commands = chartCommands();
      const migration = runInImage(image.dir, process.execPath, commands.migrate ?? [], jobEnv(env));
      assert.equal(migration.status, 0, `migration failed: ${migration.stderr}`);
      started = await startAll(image.dir, env, commands);
    },
    { timeout: 600_000 },
  );

  after(
    async () => {
      for (const component of [...started].reverse()) await stopComponent(component.child, 5_000);
      if (env) {
        await dropDatabase(env.DATABASE_URL as string);
        await deleteTestStream(env.EVENTS_STREAM as string);
      }
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    },
    { timeout: 120_000 },
  );

  it("holds production dependencies only, the workspace links and no sources", () => {
    const modules = join(image.dir, "node_modules");
    for (const dev of ["typescript", "tsx", "@biomejs", "kubernetes-models", "@types/k6", "@types/pg"]) {
      assert.ok(!existsSync(join(modules, dev)), `dev dependency ${dev} in the image`);
    }
    for (const runtimeDependency of ["fastify", "pg", "@grpc/grpc-js", "@nats-io/jetstream"]) {
      assert.ok(existsSync(join(modules, runtimeDependency)), `${runtimeDependency} missing`);
    }
    assert.equal(realpathSync(join(modules, "@planner/shared")), realpathSync(join(image.dir, "services/shared")));
    for (const workspace of ["services/shared", "services/project", "services/ai", "services/compliance", "services/webhook"]) {
      const entries = readdirSync(join(image.dir, workspace));
      assert.ok(!entries.includes("src") && !entries.includes("test"), `${workspace} carries ${entries.join(", ")}`);
    }
    assert.deepEqual(readdirSync(join(image.dir, "gateway/src")), ["limits"], "only the Lua script is read from gateway/src");
  });

  it("uses the image's own environment and the chart's commands", () => {
    assert.equal(image.env.NODE_ENV, "production");
    assert.deepEqual(image.entrypoint, ["node"]);
    assert.deepEqual(Object.keys(commands).sort(), [...START_ORDER, "migrate"].sort());
    for (const args of Object.values(commands)) assert.ok(existsSync(join(image.dir, args[0] ?? "")), `${args[0]} is not in the image`);
  });

  it("migrates again without changes (the hook runs on every upgrade)", () => {
    const again = runInImage(image.dir, process.execPath, commands.migrate ?? [], jobEnv(env));
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stdout, /rules data already current/);
    assert.doesNotMatch(again.stdout, /migrations applied/);
  });

  it("starts every component, each answering /healthz on its management port; the gateway becomes ready", async () => {
    assert.deepEqual(
      started.map((component) => component.name),
      START_ORDER,
    );
    for (const component of started) {
      const response = await fetch(`http://127.0.0.1:${component.managementPort}/healthz`);
      assert.equal(response.status, 200, `${component.name}: ${component.output().slice(-1000)}`);
    }
    const gateway = started.find((component) => component.name === "gateway") as StartedComponent;
    let ready = 0;
    for (const deadline = Date.now() + 15_000; ready !== 200 && Date.now() < deadline; ) {
      ready = (await fetch(`http://127.0.0.1:${gateway.managementPort}/readyz`)).status;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(ready, 200, "the gateway never became ready (Postgres, Redis and every service)");
  });

  it("runs the admin CLI as NOTES.txt tells SREs to (npm run -s admin in the app directory)", () => {
    const notes = readFileSync(join(root, "charts/planner/templates/NOTES.txt"), "utf8");
    assert.match(notes, /-- \\\n\s+npm run -s admin -- workspace create --name "My workspace" --plan pro --json/);
    const npm = (args: string[]) => runInImage(image.dir, "npm", ["run", "-s", "admin", "--", ...args, "--json"], env);
    const created = npm(["workspace", "create", "--name", "Image check", "--plan", "pro"]);
    assert.equal(created.status, 0, created.stderr);
    const workspace = JSON.parse(created.stdout) as { id: string; plan: string };
    assert.equal(workspace.plan, "pro");
    const key = npm(["key", "create", "--workspace", workspace.id, "--scope", "read"]);
    assert.equal(key.status, 0, key.stderr);
    assert.match((JSON.parse(key.stdout) as { key: string }).key, /^pp_live_/);
  });

  it("stops every component on SIGTERM with exit code 0, within the chart's grace period", async () => {
    const deployments = renderChart().filter((object) => object.kind === "Deployment");
    for (const component of [...started].reverse()) {
      const deployment = deployments.find((object) => object.metadata.labels["app.kubernetes.io/component"] === component.name);
      const graceMs = deployment?.spec.template.spec.terminationGracePeriodSeconds * 1000;
      const code = await stopComponent(component.child, graceMs);
      assert.equal(code, 0, `${component.name} did not stop cleanly: ${component.output().slice(-1000)}`);
    }
    started = [];
  });
});
