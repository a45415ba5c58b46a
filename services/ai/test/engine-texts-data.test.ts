/**
 * Data lint of the engine's own texts and choices (`compliance-work.yaml`, `engine-texts.yaml`,
 * `composition.yaml`): every file is valid, every reference resolves, every placeholder is one
 * the code fills, and a broken copy is rejected with one line naming the file and the pointer.
 */
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { type Document, parseDocument } from "yaml";
import { STAGES } from "../src/domain/builtin/content.js";
import { loadPlanContent } from "../src/domain/builtin/content-data.js";
import { loadEngineData, PLACEHOLDERS_AT, placeholdersAt, placeholdersIn, SLOTS, textsOf } from "../src/domain/builtin/engine-data.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { DATA_DIRECTORY, parseYaml } from "../src/domain/data/load.js";
import { type PlanRequest, PROJECT_TYPES, type TemplateInput } from "../src/domain/types.js";
import { rulesFor } from "./support/compliance-fixtures.js";

const FILES = ["compliance-work", "engine-texts", "composition"] as const;
const data = loadEngineData();
const raw = (name: string): unknown => parseYaml(name, readFileSync(join(DATA_DIRECTORY, `${name}.yaml`), "utf8"));
const schema = (name: string) => JSON.parse(readFileSync(join(DATA_DIRECTORY, `${name}.schema.json`), "utf8"));

describe("engine texts data", () => {
  it("loads every file, with a schema beside it that lists the project types and stages of the code", () => {
    assert.equal(data.complianceWork.tasks.length, 5);
    assert.deepEqual(Object.keys(data.texts.countries).sort(), ["AT", "CH", "DE"]);
    assert.ok(data.composition.templateStages.length >= STAGES.length);
    const work = schema("compliance-work");
    assert.deepEqual(work.$defs.task.properties.stage.enum, [...STAGES]);
    assert.deepEqual(work.$defs.task.properties.types.oneOf[1].items.enum, [...PROJECT_TYPES]);
    const composition = schema("composition");
    assert.deepEqual(composition.properties.withoutIndustryTasks.items.enum, [...PROJECT_TYPES]);
    assert.deepEqual(composition.properties.templateStages.items.properties.stage.enum, [...STAGES]);
  });

  it("has a non-empty German and English text everywhere, and only placeholders the code fills", () => {
    let count = 0;
    for (const name of FILES) {
      const file = `${name}.yaml`;
      for (const text of textsOf(raw(name))) {
        const allowed = placeholdersAt(file, text.pointer);
        for (const language of ["de", "en"] as const) {
          count += 1;
          assert.ok(text[language].trim().length > 0, `${file}: ${text.pointer}/${language} is empty`);
          for (const placeholder of placeholdersIn(text[language])) {
            assert.ok(
              allowed.includes(placeholder),
              `${file}: ${text.pointer}/${language} has {${placeholder}}, which the code does not fill`,
            );
          }
        }
      }
    }
    assert.ok(count > 80, `only ${count} texts found`);
  });

  it("lists placeholders only where a template is, and only names the code fills there", () => {
    const raws = Object.fromEntries(FILES.map((name) => [`${name}.yaml`, textsOf(raw(name))]));
    const slotNames = new Set<string>(Object.values(SLOTS).flat());
    const planNames = new Set(["subject", "Subject", "head", "Head", "permit", "Permit"]);
    for (const [file, entries] of Object.entries(PLACEHOLDERS_AT)) {
      for (const [pattern, names] of entries) {
        const texts = (raws[file] ?? []).filter((text) => placeholdersAt(file, text.pointer) === names);
        assert.ok(texts.length > 0, `${file}: no text at ${pattern}`);
        for (const name of names) assert.ok(slotNames.has(name) || planNames.has(name), `${file}: ${pattern} lists {${name}}`);
      }
    }
  });

  it("keeps what the code relies on in each reason: the obligation, and the questions where a fact is open", () => {
    const { reasons } = data.complianceWork;
    for (const language of ["de", "en"] as const) {
      for (const key of ["applies", "openFacts", "openFigures"] as const) assert.match(reasons[key][language], /\{obligation\}/);
      assert.match(reasons.openFacts[language], /\{questions\}/);
      assert.match(reasons.alsoAsked[language], /\{questions\}/);
      assert.match(reasons.openFigures[language], /\{figures\}.*\{alsoAsked\}/);
    }
  });

  it("names existing roles and topics in compliance tasks", () => {
    const content = loadPlanContent();
    const roles = new Set([...content.commonRoles.map((role) => role.key), ...Object.keys(content.roleAliases)]);
    for (const [index, task] of data.complianceWork.tasks.entries()) {
      assert.ok(roles.has(task.owner), `compliance-work.yaml: /tasks/${index}/owner "${task.owner}" is no common role`);
      assert.ok(data.complianceWork.topics[task.topic], `compliance-work.yaml: /tasks/${index}/topic "${task.topic}" has no name`);
    }
  });

  it("merges budget categories in one step, and a type without industry risks takes no industry tasks", () => {
    const { budgetCategories, withoutIndustryRisks, withoutIndustryTasks } = data.composition;
    for (const [alias, target] of Object.entries(budgetCategories)) {
      assert.notEqual(alias, target);
      assert.equal(budgetCategories[target], undefined, `composition.yaml: ${alias} → ${target}, which is itself merged`);
    }
    for (const type of withoutIndustryRisks) assert.ok(withoutIndustryTasks.has(type), `composition.yaml: ${type}`);
  });

  it("has template stage patterns in lower case (they are matched against lower-cased words)", () => {
    for (const [index, { pattern }] of data.composition.templateStages.entries()) {
      const letters = pattern.source.replace(/\\[pPu]\{[^}]*\}|\\./g, "");
      assert.equal(letters, letters.toLowerCase(), `composition.yaml: /templateStages/${index}/pattern has upper case`);
    }
  });
});

describe("engine texts reach the plan filled", () => {
  const template: TemplateInput = {
    key: "bakery_refit",
    name: { de: "Filialumbau", en: "Branch refit" },
    defaultTimelineWeeks: 16,
    phases: [
      { key: "vorbereitung", name: { de: "Vorbereitung", en: "Preparation" }, share: 0.2, tasks: [] },
      {
        key: "umbau",
        name: { de: "Umbau", en: "Refit" },
        share: 0.4,
        tasks: [{ title: { de: "Ladenbau beauftragen", en: "Commission the shop fitter" }, priority: "high", role: "shop_fitter" }],
      },
      { key: "eroeffnung", name: { de: "Wiedereröffnung", en: "Reopening" }, share: 0.3, tasks: [] },
      { key: "ruecklick", name: { de: "Rückblick", en: "Looking back" }, share: 0.1, tasks: [] },
    ],
  };
  const cases: { request: PlanRequest; template?: TemplateInput }[] = [
    { request: { description: "Unsere Bäckerei mit 14 Filialen im Allgäu baut die Filiale in Kempten um.", locale: "de-DE" }, template },
    { request: { description: "Our bakery chain with 14 shops refits its branch in Salzburg.", locale: "en-AT" }, template },
    { request: { description: "Die Gemeinde baut ein neues Feuerwehrhaus in Chur.", locale: "de-CH" } },
    { request: { description: "A dental practice in Linz introduces online appointment booking.", locale: "en-AT" } },
    { request: { description: "Wir bringen eine neue Hafermilch in den Handel, wir sind 12 Leute in Wien.", locale: "de-AT" } },
  ];
  for (const { request, template: chosen } of cases) {
    it(request.description, () => {
      const profile = inferProfile(request, "2026-05-11", chosen);
      const rules = rulesFor(profile.country, profile.industry, profile.companySize, profile.employees);
      const draft = buildDraft(profile, rules, chosen);
      const strings = JSON.stringify(draft).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
      const leftover = strings.filter((value) => /\{[^{}"]*\}/.test(value));
      assert.deepEqual(leftover, []);
      assert.ok(draft.compliance.length > 0);
      assert.ok(draft.compliance.every((item) => item.reason.length > 20));
    });
  }
});

describe("a broken engine data file is rejected with its name and the JSON pointer", () => {
  const copies: string[] = [];
  after(() => {
    for (const directory of copies) rmSync(directory, { recursive: true, force: true });
  });

  /** A copy of the data directory with one file changed. */
  function brokenCopy(file: string, change: (document: Document) => void): string {
    const directory = mkdtempSync(join(tmpdir(), "engine-texts-"));
    copies.push(directory);
    for (const name of FILES) {
      for (const suffix of [".yaml", ".schema.json"]) cpSync(join(DATA_DIRECTORY, name + suffix), join(directory, name + suffix));
    }
    const path = join(directory, file);
    const document = parseDocument(readFileSync(path, "utf8"));
    change(document);
    writeFileSync(path, document.toString());
    return directory;
  }

  /** Loading fails with one line that names the file and the pointer. */
  function assertRejected(directory: string, expected: RegExp) {
    assert.throws(
      () => loadEngineData(directory),
      (error: Error) => {
        assert.ok(!error.message.includes("\n"), `not one line: ${error.message}`);
        assert.ok(error.message.startsWith(directory), `names no file: ${error.message}`);
        assert.match(error.message, expected);
        return true;
      },
    );
  }

  it("a compliance task's stage that does not exist", () => {
    const directory = brokenCopy("compliance-work.yaml", (document) => document.setIn(["tasks", 1, "stage"], "plan"));
    assertRejected(directory, /compliance-work\.yaml: \/tasks\/1\/stage: must be equal to one of the allowed values \(initiate, .*close\)/);
  });

  it("a compliance task for a project type that does not exist", () => {
    const directory = brokenCopy("compliance-work.yaml", (document) => document.setIn(["tasks", 2, "types", 0], "webshop"));
    assertRejected(directory, /compliance-work\.yaml: \/tasks\/2\/types/);
  });

  it("a misspelt field", () => {
    const directory = brokenCopy("compliance-work.yaml", (document) => document.setIn(["tasks", 3, "onlyApply"], true));
    assertRejected(directory, /compliance-work\.yaml: \/tasks\/3: unknown field "onlyApply"/);
  });

  it("a placeholder the code does not fill", () => {
    const directory = brokenCopy("compliance-work.yaml", (document) =>
      document.setIn(["reasons", "applies", "en"], "Applies: {who} in {country} ({industry}), {topic}, from {deadline}: {obligation}"),
    );
    assertRejected(directory, /compliance-work\.yaml: \/reasons\/applies\/en: unknown placeholder \{deadline\}/);
  });

  it("a placeholder in a name, where none is filled", () => {
    const directory = brokenCopy("compliance-work.yaml", (document) =>
      document.setIn(["topics", "packaging", "name", "de"], "Verpackung {head}"),
    );
    assertRejected(directory, /compliance-work\.yaml: \/topics\/packaging\/name\/de: unknown placeholder \{head\} \(none here\)/);
  });

  it("a country without its permit", () => {
    const directory = brokenCopy("engine-texts.yaml", (document) => document.deleteIn(["countries", "CH", "permit"]));
    assertRejected(directory, /engine-texts\.yaml: \/countries\/CH: must have required property 'permit'/);
  });

  it("an empty English summary", () => {
    const directory = brokenCopy("engine-texts.yaml", (document) => document.setIn(["summary", "en"], " "));
    assertRejected(directory, /engine-texts\.yaml: \/summary\/en: must match pattern/);
  });

  it("a stage pattern that does not compile", () => {
    const directory = brokenCopy("composition.yaml", (document) => document.setIn(["templateStages", 2, "pattern"], "launch|(go-live"));
    assertRejected(directory, /composition\.yaml: \/templateStages\/2\/pattern: Invalid regular expression/);
  });

  it("a budget category merged into an invalid key", () => {
    const directory = brokenCopy("composition.yaml", (document) => document.setIn(["budgetCategories", "it"], "Software Licences"));
    assertRejected(directory, /composition\.yaml: \/budgetCategories\/it: must match pattern/);
  });

  it("a YAML alias (an unquoted value starting with *)", () => {
    const directory = brokenCopy("composition.yaml", () => undefined);
    const path = join(directory, "composition.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace("withoutIndustryRisks: [", "withoutIndustryRisks: [*event, "));
    assertRejected(directory, /composition\.yaml: .*line \d+/);
  });
});
