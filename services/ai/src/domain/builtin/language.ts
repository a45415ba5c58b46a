/** Which of the product's languages a text is written in. */

import { loadDataFile } from "../data/load.js";
import type { Language } from "../types.js";
import { INDEX } from "../understanding/intent/lexicon.js";
import { lower } from "./text.js";

const WORDS_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["de", "en"],
  properties: {
    de: { type: "array", minItems: 20, items: { type: "string", pattern: "^[a-zäöüß]+$" } },
    en: { type: "array", minItems: 20, items: { type: "string", pattern: "^[a-z]+$" } },
  },
};

let words: { de: Set<string>; en: Set<string> } | undefined;

function languageWords(): { de: Set<string>; en: Set<string> } {
  if (!words) {
    const lists = loadDataFile<{ de: string[]; en: string[] }>("lexicon/language.yaml", WORDS_SCHEMA);
    words = { de: new Set(lists.de), en: new Set(lists.en) };
  }
  return words;
}

/**
 * "de" or "en" from the words of a text: umlauts and ß and frequent German words against
 * frequent English words. A text without any signal (empty, only names) reads as German,
 * the product's default.
 */
export function detectLanguage(text: string): Language {
  const { de, en } = languageWords();
  let german = 0;
  let english = 0;
  // A text written all in capitals is shouted, not a list of codes.
  const codesPossible = /\p{Ll}/u.test(text);
  for (const match of text.matchAll(/[\p{L}]+/gu)) {
    // "Ittigen BE", "IT", "AI": a word in capitals is a code or an acronym, no word of either language.
    if (codesPossible && /^\p{Lu}{2,}$/u.test(match[0])) continue;
    const word = lower(match[0]);
    if (de.has(word)) german += 1;
    if (en.has(word)) english += 1;
    // Umlauts count for German, except in names ("Zürich" in an English sentence): a capitalised word
    // after the start of a clause counts half.
    if (/[äöüß]/.test(word)) german += /^\p{Lu}/u.test(match[0]) ? 0.5 : 1;
  }
  if (english === german) return actionWordLanguage(text) ?? "de";
  return english > german ? "en" : "de";
}

/**
 * A text without function words ("Salesforce rollout", "ERP einführen") still names its action, and
 * the case tells whose word it is: German writes its nouns with a capital, so a known English action
 * word in lower case is English, a German verb form in lower case or a German action noun with its
 * capital is German.
 */
function actionWordLanguage(text: string): Language | undefined {
  let german = 0;
  let english = 0;
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const written = match[0];
    const word = lower(written);
    const lowerCase = written === word;
    if (lowerCase && (INDEX.en.verbs.has(word) || isActionNoun("en", word))) english += 1;
    if (lowerCase ? INDEX.de.verbs.has(word) : isActionNoun("de", word)) german += 1;
  }
  if (english === german) return undefined;
  return english > german ? "en" : "de";
}

function isActionNoun(language: Language, word: string): boolean {
  return INDEX[language].nouns.some((noun) => noun.words.length === 1 && noun.words[0] === word);
}
