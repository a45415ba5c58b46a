/**
 * Dictated text ("wir sind ein bio hof komma lieferung im umkreis punkt"): spoken punctuation becomes the
 * mark it stands for and filler sounds become blanks, each padded to the length of its words so that
 * every reader's offsets into the text stay valid.
 */
import { loadDataFileWithSchema } from "../data/load.js";
import { parseNumberWord } from "./amounts/numbers.js";
import { alternation } from "./time/words.js";

interface DictationData {
  marks: Record<string, string[]>;
  minimumMarks: number;
  fillers: string[];
}

const DATA = loadDataFileWithSchema<DictationData>("lexicon/dictation.yaml");

/** A spoken mark stands as a word of its own, with the spaces around it. */
const MARK = new RegExp(`(?<![\\p{L}\\d])(${alternation(Object.values(DATA.marks).flat())})(?![\\p{L}\\d])`, "giu");
const FILLER = new RegExp(`(?<![\\p{L}\\d])(?:${alternation(DATA.fillers)})(?![\\p{L}\\d])[,.]?`, "giu");
const MARK_OF = new Map(Object.entries(DATA.marks).flatMap(([mark, words]) => words.map((word) => [word.toLowerCase(), mark] as const)));

/** The text with its spoken marks written and its fillers blank; a text that says fewer marks keeps its words. */
export function undictate(text: string): string {
  const withoutFillers = text.replace(FILLER, (filler) => " ".repeat(filler.length));
  const spoken = [...withoutFillers.matchAll(MARK)].length;
  if (spoken < DATA.minimumMarks) return withoutFillers;
  // "hof komma lieferung" → "hof ,     lieferung": the mark, then blanks for the rest of the word. Between two
  // numbers the word is a decimal point said aloud ("eins komma zwei millionen") and stays.
  return withoutFillers.replace(MARK, (words: string, _word: string, offset: number) => {
    const before = /(\p{L}+|\d+)\s*$/u.exec(withoutFillers.slice(0, offset))?.[1] ?? "";
    const after = /^\s*(\p{L}+|\d+)/u.exec(withoutFillers.slice(offset + words.length))?.[1] ?? "";
    if (isNumber(before) && isNumber(after)) return words;
    const mark = MARK_OF.get(words.toLowerCase().replace(/\s+/gu, " ")) ?? " ";
    return mark + " ".repeat(words.length - 1);
  });
}

function isNumber(word: string): boolean {
  return /^\d+$/u.test(word) || parseNumberWord(word) !== undefined;
}
