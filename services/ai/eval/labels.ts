/**
 * The evaluation corpus's shape: a plan request as a client sends it and what a consultant
 * reads from it, labelled by people who never saw the engine (see README.md).
 */
import { readFileSync } from "node:fs";
import type { ProjectType } from "../src/domain/types.js";

/** Labels use the engine's own vocabulary of project types (defined once, in the domain types). */
export { PROJECT_TYPES as PROJECT_TYPE_LABELS } from "../src/domain/types.js";

export interface Labels {
  is_project: boolean;
  language: "de" | "en" | null;
  country: "DE" | "AT" | "CH" | null;
  currency: "EUR" | "CHF" | null;
  industry: string | null;
  intent: string | null;
  project_type: ProjectType | null;
  timeline_weeks: number | null;
  deadline: string | null;
  size_class: "micro" | "small" | "medium" | "large" | null;
  employees: number | null;
  budget: { amount: number; currency: "EUR" | "CHF" } | null;
  subject_words: string[];
  quantities: { kind: string; count: number }[];
  thin: boolean;
}

export interface LabelledRequest {
  id: string;
  /** The request body as a client sends it (unknown fields included). */
  request: Record<string, unknown> & { description: string };
  labels: Labels;
  note?: string;
}

/** Every line of a JSON Lines file; a malformed line fails with its number. */
export function readCorpus(path: string): LabelledRequest[] {
  const lines = readFileSync(path, "utf8").split("\n");
  const items: LabelledRequest[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    try {
      items.push(JSON.parse(line) as LabelledRequest);
    } catch (error) {
      throw new Error(`${path}:${index + 1}: not JSON (${(error as Error).message})`);
    }
  }
  return items;
}
