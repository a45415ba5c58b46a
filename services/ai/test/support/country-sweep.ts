/**
 * The country-terms sweep: every playbook (and variant), in every industry, rendered by the
 * Markdown export for one country in German and English. One test file per country, so each
 * sweep has the runner's time budget of its own.
 */
import assert from "node:assert/strict";
import { it } from "node:test";
import { planToMarkdown } from "../../../project/src/domain/markdown.js";
import { buildDraft, inferProfile } from "../../src/domain/builtin/index.js";
import { forbiddenForms } from "../../src/domain/country-terms.js";
import { draftToPlan } from "../../src/domain/draft-to-plan.js";
import { type Country, INDUSTRIES, type PROJECT_TYPES, type Profile } from "../../src/domain/types.js";
import { PLAYBOOK_CASES, type PlaybookCase } from "./playbooks.js";

const TODAY = "2026-11-02";
const LOCALES: Record<Country, string[]> = { DE: ["de", "en"], AT: ["de-AT", "en"], CH: ["de-CH", "en"] };

const profiles = new Map<string, Profile>();
/** The profile of the sweep's description, read once per industry, country and locale (reading is the slow part). */
function understood(industry: (typeof INDUSTRIES)[number], country: Country, locale: string): Profile {
  const key = `${industry}/${country}/${locale}`;
  let profile = profiles.get(key);
  if (!profile) {
    // A description that names no type or industry: the test sets both, so every playbook is reached.
    profile = inferProfile(
      { description: "Wir planen ein Vorhaben mit 40 Beschäftigten bis Ende Januar 2028.", locale, country, industry },
      TODAY,
    );
    profiles.set(key, profile);
  }
  return structuredClone(profile);
}

export function render(
  type: (typeof PROJECT_TYPES)[number] | PlaybookCase,
  industry: (typeof INDUSTRIES)[number],
  country: Country,
  locale: string,
) {
  const inferred = understood(industry, country, locale);
  const profile = typeof type === "string" ? { ...inferred, projectType: type } : type.select(inferred);
  const draft = buildDraft(profile, []);
  return planToMarkdown(draftToPlan(draft, profile, { activities: [], absentActivities: [] }, `${TODAY}T00:00:00.000Z`));
}

/** The lines of the export after the client's own description (the client's words are never rewritten). */
export const engineText = (markdown: string) => markdown.slice(markdown.indexOf("\n## "));

/** Registers the sweep of one country: no forbidden form, ISO date or stored key in any plan. */
export function sweepCountry(country: Country): void {
  it(`${country}: no forbidden form, ISO date or stored key in any plan`, () => {
    const problems: string[] = [];
    const forbidden = forbiddenForms(country);
    let plans = 0;
    for (const playbook of PLAYBOOK_CASES) {
      for (const industry of INDUSTRIES) {
        for (const locale of LOCALES[country]) {
          const text = engineText(render(playbook, industry, country, locale));
          plans += 1;
          const at = `${playbook.name}/${industry}/${locale}`;
          if (locale.startsWith("de")) {
            for (const form of forbidden)
              if (text.includes(form))
                problems.push(`${at}: "${form}" in …${text.slice(Math.max(0, text.indexOf(form) - 60), text.indexOf(form) + 30)}…`);
          }
          const iso = text.match(/\b\d{4}-\d{2}-\d{2}\b/u);
          if (iso) problems.push(`${at}: ISO date ${iso[0]}`);
          const key = text.match(/(?<![\p{L}\p{N}`/.-])[a-z]+(?:_[a-z]+)+(?![\p{L}\p{N}`(/])/u);
          if (key) problems.push(`${at}: stored key "${key[0]}"`);
        }
      }
    }
    assert.equal(plans, PLAYBOOK_CASES.length * INDUSTRIES.length * 2);
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
  });
}
