import { DATA_DIRECTORY, loadDataFileWithSchema } from "../data/load.js";
import type { ComplianceRuleInput, Industry, Intent, Profile, ProjectType } from "../types.js";
import { escapePattern, KeywordMatcher, lower } from "./text.js";

/** The data of `project-topics.yaml` (see the data README). */
export interface ProjectTopicsData {
  types: Record<ProjectType, string[]>;
  intents: Partial<Record<Intent, string[]>>;
  industries: Partial<Record<Industry, { types: "all" | ProjectType[]; topics: string[] }>>;
  keywords: Record<string, string[]>;
}

export const PROJECT_TOPICS: Readonly<ProjectTopicsData> = loadDataFileWithSchema<ProjectTopicsData>("project-topics.yaml", DATA_DIRECTORY);

const MATCHER = new KeywordMatcher<string>(Object.entries(PROJECT_TOPICS.keywords).map(([key, strong]) => ({ key, keywords: { strong } })));

/**
 * The compliance library's project topics this project touches: its type's, its intent's, its
 * industry's for this type, and those its description's words name (what the project is done
 * to, the scope items, a till, a patient record, a cloud).
 */
export function projectTopics(profile: Profile, data: Readonly<ProjectTopicsData> = PROJECT_TOPICS): Set<string> {
  const topics = new Set<string>(data.types[profile.projectType] ?? []);
  for (const topic of (profile.intent && data.intents[profile.intent]) || []) topics.add(topic);
  const industry = data.industries[profile.industry];
  if (industry && (industry.types === "all" || industry.types.includes(profile.projectType))) {
    for (const topic of industry.topics) topics.add(topic);
  }
  const words = [profile.title, profile.description, profile.object?.base ?? "", profile.work ?? "", ...profile.scope].join(" ");
  for (const hit of MATCHER.hits(lower(words))) topics.add(hit.key);
  return topics;
}

/** Whether the description names the rule's code as a word ("nach HinSchG", "NIS2 umsetzen"). */
function namedIn(rule: ComplianceRuleInput, description: string): boolean {
  const code = rule.code.trim();
  if (code.length < 3) return false;
  const escaped = escapePattern(code);
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "iu").test(description);
}

/**
 * Whether a rule of the company belongs in this project's plan: the rule is relevant to one of
 * the project's topics, or the description names it. A company-wide duty (`company_wide`) never
 * is unless named. A rule whose relevance the library did not state is kept (never hidden on a guess).
 */
export function belongsToProject(rule: ComplianceRuleInput, topics: ReadonlySet<string>, description: string): boolean {
  if ((rule.projectRelevance ?? []).length === 0) return true;
  return rule.projectRelevance.some((topic) => topics.has(topic)) || namedIn(rule, description);
}
