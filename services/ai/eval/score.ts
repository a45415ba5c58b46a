/**
 * Scores the engine's answers against the labels, attribute by attribute. An attribute is
 * counted only for items whose label states it (a description without a deadline says
 * nothing about deadlines); a missing label for the country counts as "the engine must not
 * invent a place".
 */
import type { LabelledRequest } from "./labels.js";

/** What the evaluation reads from one answer of the engine. */
export interface EngineAnswer {
  refused: boolean;
  /** Set when the engine failed for another reason than refusing (counts against every attribute). */
  error?: string;
  language?: string;
  country?: string;
  /** Where the country came from: `text` means the engine read a place. */
  countryFrom?: string;
  currency?: string;
  industry?: string;
  intent?: string;
  projectType?: string;
  timelineWeeks?: number;
  /** YYYY-MM-DD: the plan's first day and its last working day. */
  startDate?: string;
  endDate?: string;
  companySize?: string;
  budgetTotal?: number;
  riskCount?: number;
  taskTitles?: string[];
  questions?: string[];
}

export const ATTRIBUTES = [
  "language",
  "country",
  "currency",
  "project_type",
  "timeline",
  "size_class",
  "budget",
  "refusal",
  "risks",
  "subject_in_tasks",
  "questions_when_thin",
  "no_questions_when_specific",
  "intent",
  "industry",
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Floors CI enforces (fractions); attributes without one are reported only. */
export const FLOORS: Partial<Record<Attribute, number>> = {
  language: 1,
  country: 0.98,
  project_type: 0.9,
  timeline: 0.95,
  size_class: 0.95,
  budget: 0.98,
  refusal: 1,
  risks: 1,
  subject_in_tasks: 0.95,
};

export interface Verdict {
  attribute: Attribute;
  ok: boolean;
  expected: string;
  got: string;
}

const DAY_MS = 86_400_000;
const days = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Lower case, umlauts and ß folded, so "Kassen" matches "Kassensystem" and "Strasse" "Straße". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[-‐‑–—]/g, "");
}

/**
 * Whether a task title names a subject word. A word of several parts is one term however it is
 * joined: "Smart-Meter", "Smart Meter" and "Smartmeter" are the same thing (German writes all
 * three), so for such a word spaces count as little as hyphens. A single word is matched as it
 * is, so "Lager" is not found across the gap of "Anlage regeln".
 */
export function mentions(title: string, word: string): boolean {
  const folded = fold(title);
  const term = fold(word);
  if (folded.includes(term)) return true;
  if (!/[\s\-‐‑–—]/u.test(word.trim())) return false;
  const joined = (text: string) => text.replace(/\s+/gu, "");
  return joined(folded).includes(joined(term));
}

/** How many task titles a subject word must appear in: the plan is about the object, not once. */
export const SUBJECT_TASKS = 3;

export function scoreItem(item: LabelledRequest, answer: EngineAnswer): Verdict[] {
  const labels = item.labels;
  const verdicts: Verdict[] = [];
  const add = (attribute: Attribute, ok: boolean, expected: unknown, got: unknown): void => {
    verdicts.push({ attribute, ok, expected: String(expected), got: String(got) });
  };
  if (!labels.is_project) {
    add("refusal", answer.refused, "refused", answer.refused ? "refused" : answer.error ? `error: ${answer.error}` : "planned");
    return verdicts;
  }
  if (answer.refused || answer.error) {
    const got = answer.error ? `error: ${answer.error}` : "refused";
    add("refusal", false, "planned", got);
    for (const attribute of ["language", "project_type", "risks", "subject_in_tasks"] as const) add(attribute, false, "a plan", got);
    return verdicts;
  }
  add("refusal", true, "planned", "planned");
  if (labels.language) add("language", answer.language === labels.language, labels.language, answer.language);
  if (labels.country) add("country", answer.country === labels.country, labels.country, answer.country);
  else add("country", answer.countryFrom !== "text", "no place read", `${answer.country} from ${answer.countryFrom}`);
  if (labels.currency) add("currency", answer.currency === labels.currency, labels.currency, answer.currency);
  if (labels.project_type) add("project_type", answer.projectType === labels.project_type, labels.project_type, answer.projectType);
  if (labels.intent) add("intent", answer.intent === labels.intent, labels.intent, answer.intent ?? "(none)");
  if (labels.industry) add("industry", answer.industry === labels.industry, labels.industry, answer.industry);
  if (labels.timeline_weeks !== null) {
    const weeks = answer.timelineWeeks ?? 0;
    const tolerance = Math.max(1, labels.timeline_weeks * 0.1);
    add("timeline", Math.abs(weeks - labels.timeline_weeks) <= tolerance, `${labels.timeline_weeks} weeks`, `${weeks} weeks`);
  } else if (labels.deadline !== null && answer.startDate && answer.endDate) {
    // Met, and planned backwards from it: the plan uses the time up to the deadline (a month's grace:
    // "im Juni" may mean the 1st or the 30th, and a plan ready on the 1st meets both).
    const span = days(answer.startDate, labels.deadline);
    const slack = days(answer.endDate, labels.deadline);
    const ok = slack >= 0 && slack <= Math.max(31, span * 0.1);
    add("timeline", ok, `ends by ${labels.deadline}`, `ends ${answer.endDate}`);
  }
  if (labels.size_class) add("size_class", answer.companySize === labels.size_class, labels.size_class, answer.companySize);
  if (labels.budget) {
    const total = answer.budgetTotal ?? 0;
    const ok = answer.currency === labels.budget.currency && Math.abs(total - labels.budget.amount) <= labels.budget.amount * 0.01;
    add("budget", ok, `${labels.budget.amount} ${labels.budget.currency}`, `${total} ${answer.currency}`);
  }
  add("risks", (answer.riskCount ?? 0) >= 5, "≥ 5 risks", `${answer.riskCount ?? 0} risks`);
  if (labels.subject_words.length > 0) {
    const titles = answer.taskTitles ?? [];
    const hits = titles.filter((title) => labels.subject_words.some((word) => mentions(title, word))).length;
    add(
      "subject_in_tasks",
      hits >= SUBJECT_TASKS,
      `${labels.subject_words.join(" | ")} in ≥ ${SUBJECT_TASKS} task titles`,
      `${hits} titles`,
    );
  }
  const count = answer.questions?.length ?? 0;
  if (labels.thin) add("questions_when_thin", count > 0, "questions", `${count} questions`);
  else add("no_questions_when_specific", count === 0, "no questions", `${count} questions`);
  return verdicts;
}

export interface Tally {
  correct: number;
  total: number;
}

export function tally(verdicts: Verdict[]): Record<Attribute, Tally> {
  const result = Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, { correct: 0, total: 0 }])) as Record<Attribute, Tally>;
  for (const verdict of verdicts) {
    result[verdict.attribute].total += 1;
    if (verdict.ok) result[verdict.attribute].correct += 1;
  }
  return result;
}

/** Attributes below their floor (an attribute with no labelled item cannot pass). */
export function belowFloor(tallies: Record<Attribute, Tally>): Attribute[] {
  return (Object.entries(FLOORS) as [Attribute, number][])
    .filter(([attribute, floor]) => {
      const { correct, total } = tallies[attribute];
      return total === 0 || correct / total < floor;
    })
    .map(([attribute]) => attribute);
}
