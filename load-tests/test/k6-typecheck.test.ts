/** The k6 suites type-check (JSDoc and `// @ts-check`) against @types/k6. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { it } from "node:test";

const ROOT = new URL("../../", import.meta.url).pathname;
const K6_DIR = join(ROOT, "load-tests/k6");

it("tsc -p load-tests/k6/tsconfig.json passes", () => {
  const result = spawnSync(join(ROOT, "node_modules/.bin/tsc"), ["-p", join(K6_DIR, "tsconfig.json")], { cwd: ROOT, encoding: "utf8" });
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
});

it("every script opts into checking, so none escapes it", () => {
  const scripts = [
    ...readdirSync(K6_DIR).filter((name) => name.endsWith(".js")),
    ...readdirSync(join(K6_DIR, "lib")).map((name) => `lib/${name}`),
  ];
  assert.ok(scripts.length >= 12);
  for (const script of scripts) assert.match(readFileSync(join(K6_DIR, script), "utf8"), /^\/\/ @ts-check\n/, script);
});
