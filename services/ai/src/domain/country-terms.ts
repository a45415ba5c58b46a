/**
 * German as it is written in Austria and Switzerland (`data/country-terms.yaml`): the engine
 * writes German for Germany, and a plan for AT or CH has its engine texts rewritten with the
 * country's words (Personalkommission, Finanzverwaltung, Jänner) and characters (ss for ß).
 * The client's own title and description are never rewritten.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { escapePattern } from "./builtin/text.js";
import { loadDataFileWithSchema } from "./data/load.js";

type Replacement = { from: string; to: string };
type CountryTerms = { characters: Replacement[]; words: Replacement[]; forbidden: string[] };
type CountryTermsFile = { countries: Partial<Record<string, CountryTerms>> };

type Rewriter = { terms: CountryTerms; apply: (text: string) => string };

function rewriter(terms: CountryTerms): Rewriter {
  const words = new Map(terms.words.map((entry) => [entry.from, entry.to]));
  const characters = new Map(terms.characters.map((entry) => [entry.from, entry.to]));
  // One pass, longest entry first at each place: "dem Personalrat" before "Personalrat".
  const alternatives = [...words.keys()].sort((a, b) => b.length - a.length).map(escapePattern);
  const wordPattern = alternatives.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu") : null;
  const characterPattern = characters.size ? new RegExp(`[${[...characters.keys()].map(escapePattern).join("")}]`, "gu") : null;
  return {
    terms,
    apply(text) {
      let result = wordPattern ? text.replace(wordPattern, (word) => words.get(word) ?? word) : text;
      if (characterPattern) result = result.replace(characterPattern, (character) => characters.get(character) ?? character);
      return result;
    },
  };
}

let cache: Map<string, Rewriter> | undefined;
function rewriters(): Map<string, Rewriter> {
  if (!cache) {
    const file = loadDataFileWithSchema<CountryTermsFile>("country-terms.yaml");
    cache = new Map(Object.entries(file.countries).flatMap(([country, terms]) => (terms ? [[country, rewriter(terms)] as const] : [])));
  }
  return cache;
}

/** The country's forms no German plan text may contain (for tests and checks). */
export function forbiddenForms(country: string): readonly string[] {
  return rewriters().get(country)?.terms.forbidden ?? [];
}

/** A German text of the engine as written in `country`; any other language is returned as is. */
export function localiseText(text: string, country: string, language: string): string {
  if (language !== "de") return text;
  const rewrite = rewriters().get(country);
  return rewrite ? rewrite.apply(text) : text;
}

/**
 * The plan with every engine text in the country's German. `keep` says which project texts
 * are the client's own (they stay exactly as sent).
 */
export function localisePlan(plan: Plan, language: string, keep: { title: boolean }): Plan {
  const country = plan.project?.country ?? "";
  if (language !== "de" || !rewriters().has(country)) return plan;
  const say = (text: string) => localiseText(text, country, language);
  const sayOptional = (text: string | undefined) => (text === undefined ? undefined : say(text));
  return {
    ...plan,
    project: plan.project && { ...plan.project, title: keep.title ? plan.project.title : say(plan.project.title) },
    phases: plan.phases.map((phase) => ({
      ...phase,
      name: say(phase.name),
      description: sayOptional(phase.description),
      tasks: phase.tasks.map((task) => ({
        ...task,
        title: say(task.title),
        description: sayOptional(task.description),
        assignee: sayOptional(task.assignee),
      })),
    })),
    risks: plan.risks.map((risk) => ({
      ...risk,
      title: say(risk.title),
      description: sayOptional(risk.description),
      mitigation: say(risk.mitigation),
      owner: say(risk.owner),
    })),
    budget: plan.budget && { ...plan.budget, lines: plan.budget.lines.map((line) => ({ ...line, label: say(line.label) })) },
    compliance: plan.compliance.map((item) => ({ ...item, title: say(item.title), notes: sayOptional(item.notes) })),
    stakeholders: plan.stakeholders.map((stakeholder) => ({ ...stakeholder, name: say(stakeholder.name), role: say(stakeholder.role) })),
  };
}

/**
 * A German text the analyses wrote for a project in `country` with the country's characters
 * (ss for ß in Switzerland). Words are left alone: chat answers, tools and agents quote the
 * stored plan, whose terms are the client's or already the country's.
 */
export function localiseSpelling(text: string, country: string, language: string): string {
  if (language !== "de") return text;
  const characters = rewriters().get(country)?.terms.characters ?? [];
  let result = text;
  for (const { from, to } of characters) result = result.split(from).join(to);
  return result;
}
