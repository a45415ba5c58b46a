/**
 * A plan is composed of its project type's playbook and its industry's overlay, nothing else:
 * no task of another playbook or of another industry may leak into it, and an overlay's tasks,
 * risks and budget lines only join the project types they list.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import type { TaskDef } from "../src/domain/builtin/content.js";
import { industryProfile, PROJECT_TYPE_PROFILES } from "../src/domain/builtin/content-data.js";
import { ENGINE_DATA } from "../src/domain/builtin/engine-data.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import type { Text } from "../src/domain/builtin/text.js";
import { INDUSTRIES, type Industry, PROJECT_TYPES, type ProjectType } from "../src/domain/types.js";
import { PLAYBOOK_CASES, type PlaybookCase } from "./support/playbooks.js";

const TODAY = "2026-03-02";

type Source = `playbook:${ProjectType}` | `industry:${Industry}` | "rollout";

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
// A variant is its type's playbook: its tasks come from the same file.
for (const type of PROJECT_TYPES)
  addTemplates(
    `playbook:${type}`,
    [PROJECT_TYPE_PROFILES[type], ...(PROJECT_TYPE_PROFILES[type].variants ?? [])].flatMap((playbook) =>
      playbook.phases.flatMap((phase) => phase.tasks),
    ),
  );
for (const industry of INDUSTRIES) addTemplates(`industry:${industry}`, industryProfile(industry).tasks);
// The pilot and rollout waves over the sites a customer names belong to the types they list.
addTemplates("rollout", ENGINE_DATA.texts.siteRollout.tasks);

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
function assertComposedOf(titles: string[], allowedSources: Source[]) {
  const type = allowedSources.find((source) => source.startsWith("playbook:"))?.slice("playbook:".length) as ProjectType | undefined;
  const rollout = !!type && ENGINE_DATA.texts.siteRollout.types.includes(type);
  const allowed: Source[] = rollout ? [...allowedSources, "rollout"] : allowedSources;
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
    assertComposedOf(titles, ["playbook:compliance", "industry:it_software"]);
    for (const title of titles) assert.doesNotMatch(title, /sprint|feature-flag|release|CI\/CD|Beta/i);
  });

  it("an English ISO 27001 project of a bank gets no core-banking build tasks", () => {
    const { profile, titles } = taskTitles(
      "We are a private bank in Zurich with 300 employees and need ISO 27001 certification within 12 months.",
    );
    assert.equal(profile.projectType, "compliance");
    assertComposedOf(titles, ["playbook:compliance", `industry:${profile.industry}`]);
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
  for (const playbook of PLAYBOOK_CASES) {
    it(`${playbook.name}: every industry adds only its own overlay`, () => {
      for (const industry of INDUSTRIES) {
        const titles = draftOf(playbook, industry).phases.flatMap((phase) => phase.tasks.map((task) => task.title));
        assertComposedOf(titles, [`playbook:${playbook.type}`, `industry:${industry}`]);
      }
    });
  }
});

const BASE = inferProfile({ description: "Wir sind ein Unternehmen in Köln mit 120 Mitarbeitenden und planen ein Projekt." }, TODAY);

function draftOf(type: ProjectType | PlaybookCase, industry: Industry) {
  const profile = { ...BASE, industry, provenance: { ...BASE.provenance, industry: "given" as const } };
  return buildDraft(typeof type === "string" ? { ...profile, projectType: type } : type.select(profile), []);
}

interface OverlayItem {
  pattern: RegExp;
  types: readonly ProjectType[];
}

/** An overlay's tasks, risks or budget lines as patterns over the plan's texts, with their types. */
function overlayItems(items: readonly { types: readonly ProjectType[] }[], text: (item: never) => Text): OverlayItem[] {
  return items.flatMap((item) =>
    Object.values(text(item as never)).map((template) => ({ pattern: titlePattern(template), types: item.types })),
  );
}

/** The plan's texts that only an overlay item of another project type can have produced. */
function foreignItems(texts: string[], overlay: OverlayItem[], own: RegExp[], type: ProjectType): string[] {
  return texts.filter((text) => {
    const from = overlay.filter((item) => item.pattern.test(text));
    if (from.length === 0 || own.some((pattern) => pattern.test(text))) return false;
    return !from.some((item) => item.types.includes(type));
  });
}

describe("plan composition: an overlay item joins only the project types it lists", () => {
  for (const industry of INDUSTRIES) {
    it(`${industry}: every task, risk and budget line of the overlay in a plan lists the plan's type`, () => {
      const overlay = industryProfile(industry);
      const tasks = overlayItems(overlay.tasks, (task: TaskDef) => task.title);
      const risks = overlayItems(overlay.risks, (risk: { title: Text }) => risk.title);
      const lines = overlayItems(overlay.budget, (line: { label: Text }) => line.label);
      let seen = 0;
      for (const type of PROJECT_TYPES) {
        const playbook = PROJECT_TYPE_PROFILES[type];
        const ownTasks = playbook.phases.flatMap((phase) => phase.tasks).flatMap((task) => Object.values(task.title).map(titlePattern));
        const ownRisks = [...playbook.risks, ...PROJECT_TYPE_PROFILES.generic.risks].flatMap((risk) =>
          Object.values(risk.title).map(titlePattern),
        );
        const ownLines = playbook.budget.flatMap((line) => Object.values(line.label).map(titlePattern));
        const draft = draftOf(type, industry);
        const taskTitles = draft.phases.flatMap((phase) => phase.tasks.map((task) => task.title));
        const riskTitles = draft.risks.map((risk) => risk.title);
        const labels = draft.budget.lines.map((line) => line.label);
        assert.deepEqual(foreignItems(taskTitles, tasks, ownTasks, type), [], `${industry} × ${type}: tasks`);
        assert.deepEqual(foreignItems(riskTitles, risks, ownRisks, type), [], `${industry} × ${type}: risks`);
        assert.deepEqual(foreignItems(labels, lines, ownLines, type), [], `${industry} × ${type}: budget lines`);
        // However few of the industry's risks fit the type, the plan names at least five.
        assert.ok(draft.risks.length >= 5, `${industry} × ${type}: ${draft.risks.length} risks`);
        seen += [...taskTitles, ...riskTitles, ...labels].filter((text) =>
          [...tasks, ...risks, ...lines].some((item) => item.pattern.test(text)),
        ).length;
      }
      assert.ok(seen > 0, `${industry}: no overlay item reached any plan`);
    });
  }

  it("lists the project types of the code in the schema of the types field", () => {
    const schema = JSON.parse(readFileSync(new URL("../data/plan-content.schema.json", import.meta.url), "utf8"));
    assert.deepEqual(schema.$defs.projectTypes.items.enum, [...PROJECT_TYPES]);
    for (const kind of ["industryTask", "industryRisk", "industryBudgetLine"])
      assert.ok(schema.$defs[kind].required.includes("types"), kind);
  });
});

/** A plan's task titles, risk titles and budget labels, read from a stranger's sentence. */
function planTexts(description: string) {
  const profile = inferProfile({ description }, TODAY);
  const draft = buildDraft(profile, []);
  return {
    profile,
    tasks: draft.phases.flatMap((phase) => phase.tasks.map((task) => task.title)),
    risks: draft.risks.map((risk) => risk.title),
    lines: draft.budget.lines.map((line) => line.label),
  };
}

describe("plan composition: what a DACH project manager expects of the overlay", () => {
  it("a bakery chain's till system gets no HACCP, cleaning, shelf-life or allergen work", () => {
    const plan = planTexts("Unsere Aarauer Bäckerei-Kette führt in 22 Filialen ein neues Kassensystem mit Vorbestell-App ein");
    assert.equal(plan.profile.industry, "food");
    assert.equal(plan.profile.projectType, "digitalisation");
    for (const text of [...plan.tasks, ...plan.risks, ...plan.lines])
      assert.doesNotMatch(text, /HACCP|CIP|Hygien|Haltbarkeit|Allergen|Probeproduktion|Lebensmittelkontakt|IFS|Anlagen und Maschinen/i);
    assert.ok(plan.risks.length >= 5);
  });

  it("a dairy's new filling line keeps HACCP, CIP cleaning and the hygiene risks", () => {
    const plan = planTexts(
      "Wir sind eine Molkerei im Allgäu mit 180 Beschäftigten und wollen eine neue Abfüllanlage für Joghurtbecher in Betrieb nehmen.",
    );
    assert.equal(plan.profile.projectType, "production");
    assert.ok(
      plan.tasks.some((title) => /HACCP/.test(title)),
      "HACCP concept",
    );
    assert.ok(
      plan.tasks.some((title) => /CIP/.test(title)),
      "cleaning concept",
    );
    assert.ok(
      plan.risks.some((title) => /Allergen/.test(title)),
      "allergen risk",
    );
    assert.ok(
      plan.lines.some((label) => /Hygienegerechte Bauarbeiten/.test(label)),
      "hygienic building work",
    );
  });

  it("an ISO 27001 certification of a hospital gets no patient-care process work", () => {
    const plan = planTexts("Das Kantonsspital Baden mit 2500 Mitarbeitenden lässt sich nach ISO 27001 zertifizieren.");
    assert.equal(plan.profile.industry, "health");
    assert.equal(plan.profile.projectType, "compliance");
    for (const text of [...plan.tasks, ...plan.risks, ...plan.lines])
      assert.doesNotMatch(
        text,
        /Patientenpfad|Station|Behandlungsstandard|Simulationstest|Geräteeinweisung|Medizintechnik|Patientenversorgung/i,
      );
  });

  it("a hotel's new property management system gets no room acceptance, soft opening or kitchen hygiene", () => {
    const plan = planTexts("Unser Hotel in Zermatt mit 60 Zimmern führt ein neues Property-Management-System ein.");
    assert.equal(plan.profile.industry, "hospitality");
    for (const text of [...plan.tasks, ...plan.risks, ...plan.lines])
      assert.doesNotMatch(text, /Brandschutz|Soft Opening|Allergenkonzept|Zimmer sperren|Lebensmittelkontrolle|FF&E|Baustelle/i);
    assert.ok(
      plan.tasks.some((title) => /PMS, Channel Manager/.test(title)),
      "the hotel's PMS work",
    );
  });

  it("an office move of an insurer gets no tariff, migration or claims work", () => {
    const plan = planTexts("Unsere Versicherung in Wiesbaden zieht mit 400 Mitarbeitenden in ein neues Bürogebäude um.");
    assert.equal(plan.profile.projectType, "relocation");
    for (const text of [...plan.tasks, ...plan.risks, ...plan.lines])
      assert.doesNotMatch(text, /Tarif|Bestand|Schaden|Vermittler|Altsystem/i);
  });

  it("a supermarket chain's new store gets the till work but no online-shop stock test", () => {
    const plan = planTexts("Unsere Supermarktkette eröffnet im Frühjahr eine neue Filiale in Linz.");
    assert.equal(plan.profile.industry, "retail");
    assert.equal(plan.profile.projectType, "location");
    assert.ok(
      plan.tasks.some((title) => /Kassen, Waagen/.test(title)),
      "tills of the new store",
    );
    for (const text of [...plan.tasks, ...plan.risks]) assert.doesNotMatch(text, /Onlineshop|Überverkäufe|Artikelstammdaten/i);
  });

  it("a brewery's marketing campaign gets none of the production hygiene work", () => {
    const plan = planTexts("Unsere Brauerei in Bamberg startet eine Social-Media-Kampagne für das neue Sommerbier.");
    assert.equal(plan.profile.industry, "food");
    for (const text of [...plan.tasks, ...plan.risks, ...plan.lines])
      assert.doesNotMatch(text, /HACCP|CIP|Hygien|Lebensmittelüberwachung/i);
  });

  it("an English ERP introduction at a pharma company keeps system validation but no cleanroom work", () => {
    const plan = planTexts("Our pharmaceutical company in Basel with 600 staff is introducing SAP S/4HANA as its new ERP.");
    assert.equal(plan.profile.industry, "pharma");
    assert.ok(
      plan.tasks.some((title) => /Annex 11|GAMP/.test(title)),
      "computerised system validation",
    );
    for (const text of [...plan.tasks, ...plan.lines])
      assert.doesNotMatch(text, /cleanroom|clean room|Reinraum|performance qualification/i);
  });
});

describe("plan composition: a rollout over the sites the customer names", () => {
  it("three plants get a pilot and rollout waves, named in the customer's noun and in the dative", () => {
    const { titles } = taskTitles("Wir wollen ein MES einführen für unsere 3 Werke. Go-live Ende 2027.");
    assert.ok(
      titles.includes("Pilot vor dem Rollout in allen 3 Werken: am ersten Standort erproben und Erfolgskriterien messen"),
      titles.join("\n"),
    );
    assert.ok(titles.includes("Rollout in Wellen in den übrigen 2 Werken"));
  });

  it("English shops keep their noun", () => {
    const { titles } = taskTitles("Replace the cash registers in our 27 bookshops with a cloud POS by November 2027.");
    assert.ok(titles.includes("Rollout in waves to the remaining 26 bookshops"), titles.join("\n"));
  });

  it("one site, or a type that is no rollout, gets none", () => {
    for (const description of [
      "Wir führen in unserem Werk in Linz ein MES ein.",
      "Neubau von Filialgebäuden für unsere 12 Filialen in Tirol, Baubeginn im Frühjahr.",
    ]) {
      const { profile, titles } = taskTitles(description);
      assert.ok(
        titles.every((title) => !/Rollout in Wellen|Pilot vor dem Rollout/u.test(title)),
        `${profile.projectType}: ${titles.join(" | ")}`,
      );
    }
  });
});
