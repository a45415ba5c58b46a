/** Company size from words ("Mittelständler", "Konzern", "small business") and from head counts (EU classes). */
import type { CompanySize } from "../../types.js";
import { LEXICON } from "./lexicon.js";
import { type Phrase, phraseAt, phrases, type Token, tokenize } from "./text.js";

export interface SizeWordReading {
  size: CompanySize;
  evidence: string;
  start: number;
  end: number;
}

const SIZE_WORDS: { size: CompanySize | null; forms: Phrase[] }[] = LEXICON.sizeWords.map((entry) => ({
  size: entry.size,
  forms: phrases(entry.forms),
}));
const SIZE_PHRASES = LEXICON.sizePhrases.map((entry) => ({
  size: entry.size,
  adjectives: phrases(entry.adjectives),
  nouns: phrases(entry.nouns),
}));

/** One word may stand between a size adjective and its noun ("small family business", "kleiner Handwerksbetrieb"). */
const MAX_WORDS_BETWEEN = 1;

function sizeAt(text: string, tokens: readonly Token[], index: number): { size: CompanySize | null; end: number } | undefined {
  for (const entry of SIZE_WORDS) {
    const match = phraseAt(text, tokens, index, entry.forms);
    if (match) return { size: entry.size, end: match.end };
  }
  for (const entry of SIZE_PHRASES) {
    const adjective = phraseAt(text, tokens, index, entry.adjectives);
    if (!adjective) continue;
    for (let between = 0; between <= MAX_WORDS_BETWEEN; between++) {
      const noun = phraseAt(text, tokens, adjective.last + 1 + between, entry.nouns);
      if (noun) return { size: entry.size, end: noun.end };
    }
  }
  return undefined;
}

/**
 * The company size a word says. "KMU"/"SME" say only "under 250" and give no class on their
 * own; another size word in the text still does. The first size word that gives a class wins.
 */
export function readSizeWord(text: string): SizeWordReading | undefined {
  const tokens = tokenize(text);
  for (let index = 0; index < tokens.length; index++) {
    const found = sizeAt(text, tokens, index);
    if (!found || found.size === null) continue;
    const start = (tokens[index] as Token).start;
    return { size: found.size, evidence: text.slice(start, found.end), start, end: found.end };
  }
  return undefined;
}

/**
 * "KMU", "SME", "kleine und mittlere Unternehmen": the writer says the company has fewer than
 * 250 people without saying how many. Callers can cap a size guessed from other hints at medium.
 */
export function readSmeWord(text: string): { evidence: string; start: number; end: number } | undefined {
  const tokens = tokenize(text);
  for (let index = 0; index < tokens.length; index++) {
    const found = sizeAt(text, tokens, index);
    if (!found || found.size !== null) continue;
    const start = (tokens[index] as Token).start;
    return { evidence: text.slice(start, found.end), start, end: found.end };
  }
  return undefined;
}

/** EU size classes by head count: micro < 10, small < 50, medium < 250, large ≥ 250. */
export function sizeClass(employees: number): CompanySize {
  if (employees < 10) return "micro";
  if (employees < 50) return "small";
  if (employees < 250) return "medium";
  return "large";
}
