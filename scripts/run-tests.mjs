#!/usr/bin/env node
// Builds, then runs every workspace's tests (files named *.test.ts under a test/ folder) with node's
// test runner through tsx. Extra arguments narrow the run to files whose path contains them.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const roots = [
  "services/shared",
  "services/project",
  "services/compliance",
  "services/ai",
  "services/webhook",
  "gateway",
  "packages/sdk",
  "packages/mcp",
  "scripts",
  "load-tests",
];
const files = [];
function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry === "node_modules" || entry === "dist") continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (entry.endsWith(".test.ts") && path.includes("/test/")) files.push(path);
  }
}
for (const root of roots) walk(root);
const filters = process.argv.slice(2);
const selected = filters.length ? files.filter((file) => filters.some((filter) => file.includes(filter))) : files;
if (selected.length === 0) {
  console.error("no test files matched");
  process.exit(1);
}
// End-to-end tests start the built services (dist/): build first, so `npm test` works on a
// fresh clone (tsc -b is incremental: nearly free when nothing changed).
if (process.env.PLANNER_SKIP_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("build failed; tests not run");
    process.exit(build.status ?? 1);
  }
}
const concurrency = process.env.TEST_CONCURRENCY ?? "2";
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "--test", `--test-concurrency=${concurrency}`, "--test-timeout=120000", ...selected.sort()],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" } },
);
process.exit(result.status ?? 1);
