/**
 * English names of things a German plan names in German (`data/terms.yaml`): a request written in
 * English under a German locale gets "das Buchungssystem", not "das Booking system".
 */
import { lazyIndex } from "../data/load.js";
import type { Gender } from "./subject.js";

interface TermEntry {
  en: string;
  de: string;
  gender: Gender;
}

const terms = lazyIndex(
  "terms.yaml",
  (data: { terms: TermEntry[] }) => data.terms,
  (entry) => entry.en,
);

/** The longest known English term the words end with, its German noun and the words before it. */
export function germanTermAtEnd(words: readonly string[]): { noun: string; gender: Gender; before: string[] } | undefined {
  const index = terms();
  for (let start = 0; start < words.length; start += 1) {
    const entry = index.get(words.slice(start).join(" ").toLowerCase());
    if (entry) return { noun: entry.de, gender: entry.gender, before: words.slice(0, start) };
  }
  return undefined;
}
