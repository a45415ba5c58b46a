/**
 * A plan is composed of its project type's playbook and its industry's overlay, nothing else:
 * no task of another playbook or of another industry may leak into it, and an overlay's tasks
 * only join the project types whose work runs through the industry's own processes.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { TaskDef } from "../src/domain/builtin/content.js";
import { industryProfile, PROJECT_TYPE_PROFILES } from "../src/domain/builtin/content-data.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import type { Text } from "../src/domain/builtin/text.js";
import { INDUSTRIES, type Industry, PROJECT_TYPES, type ProjectType } from "../src/domain/types.js";

const TODAY = "2026-03-02";

type Source = `playbook:${ProjectType}` | `industry:${Industry}`;

/** A template title as a pattern: a placeholder stands for any filled-in text. */
function titlePattern(template: string): RegExp {
  const parts = template.split(/\{[A-Za-z]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+")}$`, "iu");
}

const TEMPLATES: { source: Source; pattern: RegExp }[] = [];
function addTemplates(source: Source, tasks: readonly TaskDef[]) {
  for (const task of tasks) {
    for (const text of Object.values(task.title as Text)) TEMPLATES.push({ source, pattern: titlePattern(text) });
  }
}
for (const type of PROJECT_TYPES)
  addTemplates(
    `playbook:${type}`,
    PROJECT_TYPE_PROFILES[type].phases.flatMap((phase) => phase.tasks),
  );
for (const industry of INDUSTRIES) addTemplates(`industry:${industry}`, industryProfile(industry).tasks);

/** Every source a plan's task title could come from. */
function sourcesOf(title: string): Set<Source> {
  return new Set(TEMPLATES.filter((template) => template.pattern.test(title)).map((template) => template.source));
}

function taskTitles(description: string, industry?: Industry) {
  const profile = inferProfile({ description, ...(industry ? { industry } : {}) }, TODAY);
  const draft = buildDraft(profile, []);
  return { profile, titles: draft.phases.flatMap((phase) => phase.tasks.map((task) => task.title)) };
}

/** Fails with the titles that come from neither the plan's playbook nor its overlay. */
function assertComposedOf(titles: string[], allowed: Source[]) {
  const strangers = titles.filter((title) => {
    const sources = sourcesOf(title);
    return sources.size === 0 || ![...sources].some((source) => allowed.includes(source));
  });
  assert.deepEqual(strangers, [], `tasks from outside ${allowed.join(" + ")}`);
}

describe("plan composition: playbook and industry overlay, no leaks", () => {
  it("a till system for a supermarket chain has no food-production tasks", () => {
    const { profile, titles } = taskTitles(
      "Wir sind eine Supermarktkette mit 40 Filialen in Bayern und wollen in allen Filialen ein neues Kassensystem einführen.",
    );
    assert.equal(profile.industry, "retail");
    assertComposedOf(titles, [`playbook:${profile.projectType}`, "industry:retail"]);
    for (const title of titles) assert.doesNotMatch(title, /CIP|SIP|Haltbarkeit|HACCP|Sensorik|Reinigungskonzept/i);
  });

  it("an ISO 27001 certification of a software firm has no sprint or release tasks", () => {
    const { profile, titles } = taskTitles(
      "Unser Softwarehaus in Graz mit 80 Mitarbeitenden will sich bis Ende 2027 nach ISO 27001 zertifizieren lassen.",
    );
    assert.equal(profile.projectType, "compliance");
    assert.equal(profile.industry, "it_software");
    assertComposedOf(titles, ["playbook:compliance"]);
    for (const title of titles) assert.doesNotMatch(title, /sprint|feature-flag|release|CI\/CD|Beta/i);
  });

  it("an English ISO 27001 project of a bank gets no core-banking build tasks", () => {
    const { profile, titles } = taskTitles(
      "We are a private bank in Zurich with 300 employees and need ISO 27001 certification within 12 months.",
    );
    assert.equal(profile.projectType, "compliance");
    assertComposedOf(titles, ["playbook:compliance"]);
    for (const title of titles) assert.doesNotMatch(title, /core banking|Kernbanken|sprint/i);
  });

  it("a dairy's new filling line takes the production playbook and the food overlay only", () => {
    const { profile, titles } = taskTitles(
      "Wir sind eine Molkerei im Allgäu mit 180 Beschäftigten und wollen eine neue Abfüllanlage für Joghurtbecher in Betrieb nehmen.",
    );
    assert.equal(profile.projectType, "production");
    assert.equal(profile.industry, "food");
    assertComposedOf(titles, ["playbook:production", "industry:food"]);
    assert.ok(
      titles.some((title) => sourcesOf(title).has("industry:food")),
      "the food overlay adds its hygiene work",
    );
  });

  it("a software firm's new office building has no CI/CD or sprint tasks", () => {
    const { profile, titles } = taskTitles(
      "Unser Softwarehaus in Graz mit 80 Mitarbeitenden baut ein neues Bürogebäude mit drei Stockwerken.",
    );
    assert.equal(profile.projectType, "construction");
    assert.equal(profile.industry, "it_software");
    assertComposedOf(titles, ["playbook:construction"]);
  });

  it("an office move of a software company has no sprint tasks", () => {
    const { profile, titles } = taskTitles("Our software company in Munich with 120 staff is moving into new offices in the spring.");
    assert.equal(profile.projectType, "relocation");
    assertComposedOf(titles, ["playbook:relocation"]);
  });

  // Every pair of type and industry, whatever a description would say: what the engine adds
  // comes from the type's playbook or the industry's overlay, never from a third file.
  for (const type of PROJECT_TYPES) {
    it(`${type}: every industry adds only its own overlay`, () => {
      const base = inferProfile({ description: "Wir sind ein Unternehmen in Köln mit 120 Mitarbeitenden und planen ein Projekt." }, TODAY);
      for (const industry of INDUSTRIES) {
        const profile = {
          ...base,
          projectType: type,
          industry,
          provenance: { ...base.provenance, industry: "given" as const },
        };
        const titles = buildDraft(profile, []).phases.flatMap((phase) => phase.tasks.map((task) => task.title));
        // Building, certification and peripheral projects do not run through the industry's processes.
        const ownOnly = ["relocation", "event", "marketing", "organisation", "construction", "compliance"].includes(type);
        assertComposedOf(titles, ownOnly ? [`playbook:${type}`] : [`playbook:${type}`, `industry:${industry}`]);
      }
    });
  }
});
