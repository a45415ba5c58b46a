/**
 * The intent lexicon is data: it must match its JSON Schema, and every action, category and
 * table row must be usable by the reader (each action has a default plan type).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ACTIONS, OBJECT_CATEGORIES, PROJECT_TYPES } from "../src/domain/understanding/intent/index.js";
import { categorize } from "../src/domain/understanding/intent/phrase.js";

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../data/lexicon/${name}`, import.meta.url), "utf8"));
const lexicon = read("intent.json") as {
  actions: Record<string, unknown>;
  categories: Record<string, { terms: string[]; names: string[] }>;
  projectTypes: { action: string; category?: string; type: string }[];
};

describe("intent lexicon", () => {
  it("matches its JSON Schema", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(read("intent.schema.json") as object);
    const valid = validate(lexicon);
    assert.equal(valid, true, JSON.stringify(validate.errors, null, 1));
  });

  it("rejects a lexicon with an unknown project type", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(read("intent.schema.json") as object);
    const broken = structuredClone(lexicon);
    broken.projectTypes.push({ action: "develop", type: "spaceflight" });
    assert.equal(validate(broken), false);
  });

  it("has words for every action and a default plan type per action", () => {
    assert.deepEqual(Object.keys(lexicon.actions).sort(), [...ACTIONS].sort());
    for (const action of ACTIONS) {
      const defaults = lexicon.projectTypes.filter((row) => row.action === action && row.category === undefined);
      assert.equal(defaults.length, 1, `${action}: one default row`);
    }
  });

  it("has no table row twice and only known types", () => {
    const keys = lexicon.projectTypes.map((row) => `${row.action}/${row.category ?? "*"}`);
    assert.equal(new Set(keys).size, keys.length);
    for (const row of lexicon.projectTypes) assert.ok((PROJECT_TYPES as readonly string[]).includes(row.type));
  });

  it("gives no term to two categories", () => {
    const owner = new Map<string, string>();
    for (const category of OBJECT_CATEGORIES) {
      for (const term of lexicon.categories[category]?.terms ?? []) {
        assert.equal(owner.get(term), undefined, `${term} in ${owner.get(term)} and ${category}`);
        owner.set(term, category);
      }
    }
  });
});

describe("categories: short heads", () => {
  it("a three-letter head ends the word as written or before a plural s, never a stripped stem", () => {
    assert.equal(categorize(["Saison"]), "other");
    assert.equal(categorize(["Kunden-App"]), "software");
    assert.equal(categorize(["Kunden-Apps"]), "software");
    assert.equal(categorize(["ISO"]), "standard");
  });
});
