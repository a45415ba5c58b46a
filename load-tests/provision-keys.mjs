#!/usr/bin/env node
// Provisions the API-key pool of the k6 suites through the admin CLI and writes the keys
// file (a JSON array of keys, mode 600). Keys are never printed.
//
//   node load-tests/provision-keys.mjs [--write 60] [--ai 2] [--read 1] [--out .dev/k6-keys.json]
//        [--workspace ID | --name "k6 load test" --api-quota 100000000 --ai-quota 100000] [--concurrency 4]
//
// ADMIN_CMD is the admin CLI command, split on spaces (default `npm run -s admin --`, the
// local stack); against a cluster for example:
//   ADMIN_CMD="kubectl exec -i deploy/planner-gateway -- npm run -s admin --"
// Without --workspace it creates an enterprise workspace with quotas sized for long runs.
// Write keys come first and read keys last: the rate-limit suite burns the last key.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const USAGE =
  "usage: node load-tests/provision-keys.mjs [--write N] [--ai N] [--read N] [--out FILE] [--workspace ID] [--name NAME] [--api-quota N] [--ai-quota N] [--concurrency N]";
const DEFAULTS = {
  write: "60",
  ai: "2",
  read: "1",
  out: join(root, ".dev/k6-keys.json"),
  name: "k6 load test",
  "api-quota": "100000000",
  "ai-quota": "100000",
  concurrency: "4",
};

/** @returns {Record<string, string>} */
function parseArgs(args) {
  const options = { ...DEFAULTS };
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index];
    const value = args[index + 1];
    if (!flag?.startsWith("--") || value === undefined || !(flag.slice(2) in DEFAULTS || flag === "--workspace")) {
      throw new Error(flag === "--help" ? USAGE : `unexpected argument "${flag}"; ${USAGE}`);
    }
    options[flag.slice(2)] = value;
  }
  for (const name of ["write", "ai", "read", "api-quota", "ai-quota", "concurrency"]) {
    if (!/^\d+$/.test(options[name])) throw new Error(`--${name} must be a whole number`);
  }
  if (Number(options.concurrency) < 1) throw new Error("--concurrency must be at least 1");
  if (Number(options.write) + Number(options.ai) + Number(options.read) === 0) throw new Error("asked for no keys");
  return options;
}

const adminCommand = (process.env.ADMIN_CMD || "npm run -s admin --").split(" ").filter(Boolean);

/** Runs one admin command with --json and resolves with its one JSON document. */
function admin(args) {
  const [command, ...prefix] = adminCommand;
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, [...prefix, ...args, "--json"], { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => reject(new Error(`cannot run ${command}: ${error.message}`)));
    child.on("close", (code) => {
      if (code !== 0)
        return reject(new Error(`admin ${args.slice(0, 2).join(" ")}: ${stderr.trim().split("\n").at(-1) || `exit code ${code}`}`));
      try {
        resolveRun(JSON.parse(stdout));
      } catch {
        reject(new Error(`admin ${args.slice(0, 2).join(" ")} printed no JSON document`));
      }
    });
  });
}

/** Runs the tasks with at most `limit` in flight, keeping their order in the result. */
async function inPool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const workspaceId =
    options.workspace ??
    (
      await admin([
        "workspace",
        "create",
        "--name",
        options.name,
        "--plan",
        "enterprise",
        "--api-quota",
        options["api-quota"],
        "--ai-quota",
        options["ai-quota"],
      ])
    ).id;
  const scopes = ["write", "ai", "read"].flatMap((scope) => Array.from({ length: Number(options[scope]) }, () => scope));
  const created = await inPool(
    scopes.map(
      (scope, index) => () => admin(["key", "create", "--workspace", workspaceId, "--scope", scope, "--name", `k6 ${scope} ${index + 1}`]),
    ),
    Number(options.concurrency),
  );
  const keys = created.map((entry) => entry.key);
  if (keys.some((key) => typeof key !== "string" || !key.startsWith("pp_live_"))) throw new Error("admin key create returned no key");
  const out = resolve(options.out);
  mkdirSync(dirname(out), { recursive: true });
  // Written next to the target and renamed, so a reader never sees half a file; 600 even
  // when an older file had wider permissions.
  const partial = `${out}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, out);
  const counts = { write: Number(options.write), ai: Number(options.ai), read: Number(options.read) };
  process.stdout.write(`${JSON.stringify({ file: out, workspace_id: workspaceId, keys: counts })}\n`);
  process.stderr.write(
    `wrote ${keys.length} keys (write ${counts.write}, ai ${counts.ai}, read ${counts.read}) of workspace ${workspaceId} to ${out} (mode 600)\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`provision-keys: ${error.message}\n`);
  process.exit(1);
});
