/**
 * Retrieval over the stored plan for chat: every task, risk, compliance item, budget line,
 * stakeholder and phase is an item with its text; a question finds the items that share word
 * stems with it. Words are stemmed with the Snowball stemmers of `@orama/stemmers` (German and
 * English), so "Risiken" meets "Risiko", "Verträge" meets "Vertrag" and "trainings" meets
 * "training"; a stem that begins another of five letters or more also meets it
 * ("datenschutz" in "Datenschutz-Folgenabschätzung" after hyphens split the compound).
 */
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { contentWords, sortedPhases, taskEntries } from "./facts.js";

export type ItemKind = "task" | "risk" | "compliance" | "budget_line" | "stakeholder" | "phase";

export interface PlanItem {
  kind: ItemKind;
  id: string;
  title: string;
  /** Everything searchable about the item: title, description, notes, owner, role. */
  text: string;
}

export interface Hit {
  item: PlanItem;
  score: number;
  /** The question's words the item matched. */
  matched: string[];
}

/** The content words of a text (stopwords and words under three letters dropped), lower case. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 3 && contentWords(word).length > 0);
}

/** The stems of a word in German and in English (a plan and its questions may mix both). */
export function stemsOf(word: string): string[] {
  return [...new Set([germanStemmer(word), englishStemmer(word)])];
}

/** Equal stems, or one begins the other (five letters or more), or ends it as a compound's head ("datenmigration" → "migration"). */
const meets = (a: string, b: string): boolean =>
  a === b ||
  (a.length >= 5 && b.startsWith(a)) ||
  (b.length >= 5 && a.startsWith(b)) ||
  (a.length >= 6 && b.endsWith(a)) ||
  (b.length >= 6 && a.endsWith(b));

/** An item's id; a plan not yet stored has none, and then its place in its list stands in ("risk_2"). */
export function itemId(kind: ItemKind, id: string, index: number): string {
  return id || `${kind}_${index + 1}`;
}

/** Every item of the plan, in plan order: phases and tasks, risks, compliance, budget lines, stakeholders. */
export function planItems(plan: Plan): PlanItem[] {
  const items: PlanItem[] = [];
  for (const phase of sortedPhases(plan))
    items.push({ kind: "phase", id: phase.id, title: phase.name, text: `${phase.name} ${phase.description ?? ""}` });
  for (const { task, phase } of taskEntries(plan)) {
    items.push({
      kind: "task",
      id: task.id,
      title: task.title,
      text: `${task.title} ${task.description ?? ""} ${task.assignee ?? ""} ${phase.name}`,
    });
  }
  for (const [index, risk] of plan.risks.entries()) {
    items.push({
      kind: "risk",
      id: itemId("risk", risk.id, index),
      title: risk.title,
      text: `${risk.title} ${risk.description ?? ""} ${risk.mitigation} ${risk.owner}`,
    });
  }
  for (const [index, item] of plan.compliance.entries()) {
    items.push({
      kind: "compliance",
      id: itemId("compliance", item.id, index),
      title: item.code ? `${item.code} – ${item.title}` : item.title,
      text: `${item.code ?? ""} ${item.title} ${item.notes ?? ""}`,
    });
  }
  for (const [index, line] of (plan.budget?.lines ?? []).entries()) {
    items.push({
      kind: "budget_line",
      id: itemId("budget_line", line.id, index),
      title: line.label,
      text: `${line.label} ${line.category.replace(/_/g, " ")}`,
    });
  }
  for (const stakeholder of plan.stakeholders) {
    items.push({
      kind: "stakeholder",
      id: stakeholder.id || stakeholder.name,
      title: stakeholder.name,
      text: `${stakeholder.name} ${stakeholder.role}`,
    });
  }
  return items;
}

/**
 * The items that share stems with the query, best first: a word in the title counts twice,
 * one in the rest of the text once; `ignore` are words that only ask (who, responsible …).
 */
export function searchPlan(plan: Plan, query: string, ignore: ReadonlySet<string> = new Set()): Hit[] {
  const asked = words(query)
    .filter((word) => !ignore.has(word))
    .map((word) => ({ word, stems: stemsOf(word) }));
  if (asked.length === 0) return [];
  const hits: Hit[] = [];
  for (const item of planItems(plan)) {
    const titleStems = words(item.title).flatMap(stemsOf);
    const textStems = words(item.text).flatMap(stemsOf);
    let score = 0;
    const matched: string[] = [];
    for (const { word, stems } of asked) {
      if (stems.some((stem) => titleStems.some((other) => meets(stem, other)))) score += 2;
      else if (stems.some((stem) => textStems.some((other) => meets(stem, other)))) score += 1;
      else continue;
      matched.push(word);
    }
    if (score > 0) hits.push({ item, score, matched });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/** The plan items a text names by title (an earlier answer), in the order it names them. */
export function itemsNamedIn(plan: Plan, markdown: string): PlanItem[] {
  // The answer is Markdown: its escapes ("\\&", "\\*") are taken back before titles are looked up.
  // Swiss answers write ss for ß: both sides are compared in that spelling.
  const swiss = (value: string) => value.replace(/ß/g, "ss");
  const text = swiss(markdown.replace(/\\([!-/:-@[-`{-~])/g, "$1"));
  const found: { item: PlanItem; at: number }[] = [];
  for (const item of planItems(plan)) {
    if (item.kind === "phase" || item.title.trim().length < 4) continue;
    const at = text.indexOf(swiss(item.title));
    if (at >= 0) found.push({ item, at });
  }
  // A title inside a longer one ("Schulung" in "Schulung planen") is the longer one's.
  return found
    .filter(
      (entry) =>
        !found.some(
          (other) =>
            other !== entry &&
            other.at <= entry.at &&
            other.at + other.item.title.length >= entry.at + entry.item.title.length &&
            other.item.title.length > entry.item.title.length,
        ),
    )
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.item);
}
