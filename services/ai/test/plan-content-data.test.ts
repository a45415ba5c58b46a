/**
 * Data lint of the engine's planning content (`services/ai/data`): every file is valid, every
 * reference resolves, every text is bilingual with known placeholders, and a broken file is
 * rejected with one line naming the file and the JSON pointer.
 */
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { type Document, parseDocument } from "yaml";
import { PROJECT_TYPES, type RiskDef, type RoleDef, type TaskDef } from "../src/domain/builtin/content.js";
import { loadPlanContent, PLAN_CONTENT_DIR } from "../src/domain/builtin/content-data.js";
import { type KeywordSet, keywordPattern } from "../src/domain/builtin/text.js";
import { INDUSTRIES } from "../src/domain/types.js";

/** The values the engine fills into texts (`context.values` in builtin/index.ts). */
const PLACEHOLDERS = new Set(["subject", "Subject", "head", "Head", "permit", "Permit"]);

const content = loadPlanContent();

const yamlNames = (folder: string) =>
  readdirSync(join(PLAN_CONTENT_DIR, folder))
    .map((name) => name.replace(/\.yaml$/, ""))
    .sort();

/** Every { de, en } text below a value, with its JSON pointer. */
function textsOf(value: unknown, pointer = ""): { pointer: string; de: unknown; en: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${pointer}/${index}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.de === "string" || typeof record.en === "string") return [{ pointer, de: record.de, en: record.en }];
  return Object.entries(record).flatMap(([key, item]) => textsOf(item, `${pointer}/${key}`));
}

/** Each file's parsed content with its name, for per-file assertions. */
const FILES: { file: string; owners: string[]; roles: RoleDef[]; keywords: KeywordSet; data: unknown }[] = [
  ...PROJECT_TYPES.map((type) => {
    const profile = content.projectTypes[type];
    const tasks: (TaskDef | RiskDef)[] = [...profile.phases.flatMap((phase) => phase.tasks), ...profile.risks];
    return {
      file: `playbooks/${type}.yaml`,
      owners: tasks.map((task) => task.owner),
      roles: profile.roles,
      keywords: profile.keywords,
      data: profile,
    };
  }),
  ...Object.entries(content.industries).map(([industry, profile]) => ({
    file: `industries/${industry}.yaml`,
    owners: [...profile.tasks, ...profile.risks].map((task) => task.owner),
    roles: profile.roles,
    keywords: profile.keywords,
    data: profile,
  })),
  { file: "roles.yaml", owners: [], roles: content.commonRoles, keywords: {}, data: content.commonRoles },
];

describe("plan content data", () => {
  it("has a playbook for every project type and an overlay for every industry of the public enum", () => {
    assert.deepEqual(yamlNames("playbooks"), [...PROJECT_TYPES].sort());
    assert.deepEqual(yamlNames("industries"), [...INDUSTRIES].sort());
    assert.deepEqual(Object.keys(content.industries).sort(), [...INDUSTRIES].sort());
  });

  it("names only roles that exist: common roles, their aliases or the file's own roles", () => {
    const common = new Set([...content.commonRoles.map((role) => role.key), ...Object.keys(content.roleAliases)]);
    for (const { file, owners, roles } of FILES) {
      const own = new Set(roles.map((role) => role.key));
      for (const owner of owners) assert.ok(common.has(owner) || own.has(owner), `${file}: owner "${owner}" is no role`);
    }
    for (const [alias, target] of Object.entries(content.roleAliases)) {
      assert.ok(
        content.commonRoles.some((role) => role.key === target),
        `roles.yaml: alias ${alias} points to ${target}, no common role`,
      );
    }
  });

  it("has unique role keys in each file, and no playbook or industry role replaces a common role or alias", () => {
    const common = new Set([...content.commonRoles.map((role) => role.key), ...Object.keys(content.roleAliases)]);
    for (const { file, roles } of FILES) {
      const keys = roles.map((role) => role.key);
      assert.equal(new Set(keys).size, keys.length, `${file}: a role key appears twice`);
      if (file === "roles.yaml") continue;
      for (const key of keys) assert.ok(!common.has(key), `${file}: role ${key} replaces the common role of that key`);
    }
  });

  it("gives every phase a positive share, and the shares of a playbook add up to the whole timeline", () => {
    for (const type of PROJECT_TYPES) {
      const phases = content.projectTypes[type].phases;
      for (const phase of phases) assert.ok(phase.share > 0, `playbooks/${type}.yaml: phase ${phase.key} has share ${phase.share}`);
      const total = phases.reduce((sum, phase) => sum + phase.share, 0);
      assert.ok(Math.abs(total - 1) < 0.001, `playbooks/${type}.yaml: phase shares add up to ${total}`);
    }
  });

  it("has a non-empty German and English text everywhere, with known placeholders only", () => {
    let count = 0;
    for (const { file, data } of FILES) {
      for (const { pointer, de, en } of textsOf(data)) {
        count += 1;
        for (const [language, value] of [
          ["de", de],
          ["en", en],
        ] as const) {
          assert.ok(typeof value === "string" && value.trim().length > 0, `${file}: ${pointer}/${language} is empty`);
          for (const [, name] of value.matchAll(/\{([^}]*)\}/g)) {
            assert.ok(PLACEHOLDERS.has(name ?? ""), `${file}: ${pointer}/${language} has the unknown placeholder {${name}}`);
          }
        }
      }
    }
    assert.ok(count > 2000, `only ${count} texts found`);
  });

  it("has keywords the matcher can compile", () => {
    for (const { file, keywords } of FILES) {
      for (const keyword of [...(keywords.org ?? []), ...(keywords.strong ?? []), ...(keywords.weak ?? [])]) {
        assert.doesNotThrow(() => keywordPattern(keyword), `${file}: keyword ${keyword}`);
      }
    }
  });

  it("ships with the service: the package's files and the runtime image include the data directory", () => {
    const servicePackage = JSON.parse(readFileSync(join(PLAN_CONTENT_DIR, "..", "package.json"), "utf8")) as { files: string[] };
    assert.ok(servicePackage.files.includes("data"));
    const dockerfile = readFileSync(join(PLAN_CONTENT_DIR, "..", "..", "..", "Dockerfile"), "utf8");
    assert.match(dockerfile, /^COPY --from=build \/app\/services\/ai\/data services\/ai\/data$/m);
  });
});

describe("a broken data file is rejected with its name and the JSON pointer", () => {
  const copies: string[] = [];
  after(() => {
    for (const directory of copies) rmSync(directory, { recursive: true, force: true });
  });

  /** A copy of the data directory with one file changed. */
  function brokenCopy(file: string, change: (document: Document) => void): string {
    const directory = mkdtempSync(join(tmpdir(), "plan-content-"));
    copies.push(directory);
    cpSync(PLAN_CONTENT_DIR, directory, { recursive: true });
    const path = join(directory, file);
    const document = parseDocument(readFileSync(path, "utf8"));
    change(document);
    writeFileSync(path, document.toString());
    return directory;
  }

  /** Loading fails with one line that names the file and the pointer. */
  function assertRejected(directory: string, expected: RegExp) {
    assert.throws(
      () => loadPlanContent(directory),
      (error: Error) => {
        assert.ok(!error.message.includes("\n"), `not one line: ${error.message}`);
        assert.match(error.message, expected);
        return true;
      },
    );
  }

  it("a stage that does not exist", () => {
    const directory = brokenCopy("industries/food.yaml", (document) => document.setIn(["tasks", 2, "stage"], "bild"));
    assertRejected(
      directory,
      /industries\/food\.yaml: \/tasks\/2\/stage: must be equal to one of the allowed values \(initiate, .*close\)/,
    );
  });

  it("an English text missing", () => {
    const directory = brokenCopy("playbooks/event.yaml", (document) => document.deleteIn(["phases", 1, "name", "en"]));
    assertRejected(directory, /playbooks\/event\.yaml: \/phases\/1\/name: must have required property 'en'/);
  });

  it("an empty German text", () => {
    const directory = brokenCopy("industries/media.yaml", (document) => document.setIn(["risks", 0, "mitigation", "de"], "  "));
    assertRejected(directory, /industries\/media\.yaml: \/risks\/0\/mitigation\/de: must match pattern/);
  });

  it("a phase without share", () => {
    const directory = brokenCopy("playbooks/software.yaml", (document) => document.setIn(["phases", 0, "share"], 0));
    assertRejected(directory, /playbooks\/software\.yaml: \/phases\/0\/share: must be > 0/);
  });

  it("a misspelt field", () => {
    const directory = brokenCopy("playbooks/relocation.yaml", (document) => {
      document.set("weekz", document.get("weeks"));
      document.delete("weeks");
    });
    assertRejected(directory, /playbooks\/relocation\.yaml: \/: (must have required property 'weeks'|unknown field "weekz")/);
  });

  it("a level of a common role outside low, medium, high", () => {
    const directory = brokenCopy("roles.yaml", (document) => document.setIn(["roles", 0, "interest"], "very high"));
    assertRejected(directory, /roles\.yaml: \/roles\/0\/interest: must be equal to one of the allowed values \(low, medium, high\)/);
  });

  it("a keyword starting with * left unquoted (a YAML alias)", () => {
    const directory = brokenCopy("playbooks/marketing.yaml", () => {});
    const path = join(directory, "playbooks/marketing.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace(/^(\s+- )\w+\*?$/m, "$1*kampagne*"));
    assertRejected(
      directory,
      /playbooks\/marketing\.yaml: "\*kampagne\*" at line \d+, column \d+ is read as a YAML alias; quote the value/,
    );
  });

  it("a YAML syntax error", () => {
    const directory = brokenCopy("industries/energy.yaml", () => {});
    const path = join(directory, "industries/energy.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace(/^weeks: (\d+)$/m, "weeks: [$1"));
    assertRejected(directory, /industries\/energy\.yaml: .+ at line \d+, column \d+$/);
  });

  it("a playbook of a project type that does not exist, and a missing one", () => {
    const directory = brokenCopy("playbooks/event.yaml", () => {});
    cpSync(join(directory, "playbooks/event.yaml"), join(directory, "playbooks/events.yaml"));
    assertRejected(directory, /playbooks\/events\.yaml: "events" is no project type/);
    unlinkSync(join(directory, "playbooks/events.yaml"));
    unlinkSync(join(directory, "playbooks/event.yaml"));
    assertRejected(directory, /playbooks\/event\.yaml: missing/);
  });

  it("an industry file of no industry", () => {
    const directory = brokenCopy("industries/food.yaml", () => {});
    cpSync(join(directory, "industries/food.yaml"), join(directory, "industries/beverages.yaml"));
    assertRejected(directory, /industries\/beverages\.yaml: "beverages" is no industry/);
  });
});
