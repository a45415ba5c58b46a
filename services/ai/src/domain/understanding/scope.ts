/**
 * What the project includes, as the customer lists it: the parts after a colon or a scope word
 * ("Hallendach sanieren und PV-Anlage aufs Dach", "inkl. doppelter Wesentlichkeitsanalyse",
 * "including vendor due diligence, data room"). Each part's first noun phrase is one item of the
 * scope; a consultant makes each a work package. Parts that say when, how much, how many, where
 * or who are no scope, and neither is the action's own object.
 */

import { isAbbreviation, readBudget, readHeadcount } from "./amounts/index.js";
import { ENGLISH, GERMAN, wordSet } from "./intent/lexicon.js";
import { categorize, GRAMMAR_SETS, isStopPhrase, type Phrase, phraseAt } from "./intent/phrase.js";
import { type Token, tokenize } from "./intent/tokens.js";
import { findPlaces } from "./places/index.js";
import { readTimeline } from "./time/index.js";
import { MONTHS } from "./time/words.js";

type Language = "de" | "en";

/** Enough for a plan: a longer list is the customer's specification, not its work packages. */
const MAX_ITEMS = 4;
/** A part longer than this is a sentence of its own, not a list item. */
const MAX_PART_TOKENS = 8;

const LEADS = { de: wordSet(GERMAN.scopeLeads), en: wordSet(ENGLISH.scopeLeads) };
/** "Wir brauchen Gap-Analyse, Maßnahmen, Registrierung": these lead a scope only into a list of two or more. */
const LIST_LEADS = { de: wordSet(GERMAN.scopeListLeads), en: wordSet(ENGLISH.scopeListLeads) };
const SPLITTERS = { de: wordSet(GERMAN.scopeSplitters), en: wordSet(ENGLISH.scopeSplitters) };
/** "HR-Software für Urlaubsanträge, Zeiterfassung und …": these lead a scope only into an enumeration of three or more. */
const ENUMERATION_LEADS = {
  de: wordSet([...GERMAN.purposePrepositions, ...GERMAN.attachPrepositions]),
  en: wordSet([...ENGLISH.purposePrepositions, ...ENGLISH.attachPrepositions]),
};
/** How many items make an enumeration the scope. */
const ENUMERATION_ITEMS = 3;
/** A part with a verb of being is a statement ("Fördermittel sind bewilligt"), not an item. */
const STATEMENT = {
  de: wordSet([...GERMAN.copulas, ...GERMAN.passiveAuxiliaries]),
  en: wordSet([...ENGLISH.copulas, ...ENGLISH.beAuxiliaries]),
};
/** A part that negates ("Gesamtdauer noch nicht fix") or subordinates ("bevor das Amt … kommt") names no work. */
const NOT_WORK = {
  de: wordSet([...GERMAN.negations, ...GERMAN.subordinators]),
  en: wordSet([...ENGLISH.negations, ...ENGLISH.subordinators]),
};
const LOCATIVES = { de: wordSet(GERMAN.locativePrepositions), en: wordSet(ENGLISH.locativePrepositions) };
/** Words after which a number only qualifies the item ("PV-Anlage mit 1,5 MWp"). */
const QUALIFYING = wordSet([...GERMAN.qualifyingPrepositions, ...ENGLISH.qualifyingPrepositions]);
const GENITIVE_ARTICLES = wordSet(GERMAN.articles.genitive);

export interface ScopeOptions {
  language: Language;
  /** Spans the scope never overlaps: the action and its object. */
  exclude: readonly { start: number; end: number }[];
  /** The action's object: an item naming it again is no separate part. */
  objectHead?: string;
  /** The parts the object is enumerated with ("ERP mit Kalkulation, Zeiterfassung und …"): items, first. */
  objectParts?: readonly string[];
  /** Today, for time words ("bis März"), as YYYY-MM-DD. */
  today: string;
}

/** The items of the scope, in the order the customer wrote them, without duplicates. */
export function readScope(text: string, options: ScopeOptions): string[] {
  const { language } = options;
  const tokens = tokenize(text);
  const places = findPlaces(text);
  const items: string[] = [...(options.objectParts ?? []).slice(0, MAX_ITEMS)];
  for (const part of [...listParts(text, tokens, language), ...bracketParts(text, tokens, language, places)]) {
    if (items.length >= MAX_ITEMS) break;
    const item = itemOf(text, tokens, part, options, places);
    if (item && !items.some((known) => known.toLowerCase() === item.toLowerCase())) items.push(item);
  }
  return items;
}

/** Token ranges [from, to) of the parts of every list: after a colon or a scope word, to the sentence's end. */
function listParts(text: string, tokens: readonly Token[], language: Language): [number, number][] {
  const parts: [number, number][] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token) break;
    const afterColon = index > 0 && /:\s*$/u.test(text.slice(tokens[index - 1]?.end ?? 0, token.start));
    const listLead = LIST_LEADS[language].has(token.lower);
    // An enumeration (commas the tokenizer joined) right after a purpose or "mit" word.
    const enumerationLead = ENUMERATION_LEADS[language].has(token.lower) && tokens.slice(index + 2, index + 5).some((next) => next.listed);
    const lead = (LEADS[language].has(token.lower) || listLead || enumerationLead) && token.bracket === 0;
    if (!(afterColon || lead) || token.bracket > 0) {
      index += 1;
      continue;
    }
    let from = lead ? index + 1 : index;
    let at = from;
    const before = parts.length;
    while (at < tokens.length) {
      const current = tokens[at];
      const next = tokens[at + 1];
      if (!current) break;
      const gap = next ? text.slice(current.end, next.start) : "";
      // "max. 2 Wochen", "ca. 40": a full stop before a number or a lower-case word ends only a word that is no abbreviation.
      const fullStop = /[.!?]\s/u.test(`${gap} `) && (!next || (next.capital && !next.number) || !isAbbreviation(current.text));
      const sentenceEnds = !next || fullStop || /[;:]/u.test(gap);
      const comma = /,/u.test(gap) && current.bracket === 0;
      const splitter = !!next && SPLITTERS[language].has(next.lower) && next.bracket === 0;
      if (comma || sentenceEnds || splitter) {
        parts.push([from, at + 1]);
        from = splitter ? at + 2 : at + 1;
        at = from;
        if (sentenceEnds) break;
        continue;
      }
      at += 1;
    }
    // "We need a new ERP": one thing needed is the project itself, not a list of its parts.
    if (!afterColon && listLead && parts.length - before < 2) parts.splice(before);
    if (!afterColon && enumerationLead && !listLead && parts.length - before < ENUMERATION_ITEMS) parts.splice(before);
    // "Organisation: Salzburg-based insurance broker": one value after a line's one-word label is a form field, no list.
    if (afterColon && parts.length - before < 2 && fieldLabel(text, tokens, index - 1)) parts.splice(before);
    index = Math.max(at, index + 1);
  }
  return parts;
}

/** Whether the token before a colon is a line's only word ("Organisation:", "Budget:"): a form's field label. */
function fieldLabel(text: string, tokens: readonly Token[], label: number): boolean {
  const token = tokens[label];
  if (!token) return false;
  const before = tokens[label - 1];
  return !before || /\n/u.test(text.slice(before.end, token.start));
}

/**
 * The parts of a list in brackets after the work ("energetic retrofit (facade, windows, heat pump)",
 * "sanieren (Fassadendämmung, neue Fenster)"). A bracket after a place or the company says who the
 * customer is ("Kanton Thurgau (Metallbau, 40 Mitarbeitende)"), and so does one that counts staff.
 */
function bracketParts(
  text: string,
  tokens: readonly Token[],
  language: Language,
  places: readonly { start: number; end: number }[],
): [number, number][] {
  const parts: [number, number][] = [];
  let index = 0;
  while (index < tokens.length) {
    const opening = tokens[index];
    const before = tokens[index - 1];
    if (!opening || opening.bracket !== 1 || (before && before.bracket !== 0) || !before) {
      index += 1;
      continue;
    }
    let end = index;
    while (tokens[end + 1]?.bracket === 1 && !/[)\]][^([]*[([]/u.test(text.slice(tokens[end]?.end ?? 0, tokens[end + 1]?.start ?? 0)))
      end += 1;
    const group: [number, number][] = [];
    let from = index;
    for (let at = index; at <= end; at += 1) {
      const next = tokens[at + 1];
      const gap = next && at < end ? text.slice(tokens[at]?.end ?? 0, next.start) : "";
      const splitter = !!next && at < end && SPLITTERS[language].has(next.lower);
      if (at === end || /[,;]/u.test(gap) || splitter) {
        group.push([from, at + 1]);
        from = splitter ? at + 2 : at + 1;
      }
    }
    const aboutCustomer =
      categorize([before.text]) === "company" ||
      places.some((place) => before.start < place.end && place.start < before.end) ||
      group.some(([a, b]) => readHeadcount(text.slice(tokens[a]?.start ?? 0, tokens[b - 1]?.end ?? 0)) !== undefined);
    if (group.length >= 2 && !aboutCustomer) parts.push(...group);
    index = end + 1;
  }
  return parts;
}

function itemOf(
  text: string,
  tokens: readonly Token[],
  [from, to]: [number, number],
  options: ScopeOptions,
  places: readonly { start: number; end: number; kind: string }[],
): string | undefined {
  const { language } = options;
  // A bracketed list's items are read inside their bracket; elsewhere an aside is no part of an item.
  const level = tokens[from]?.bracket ?? 0;
  const inLevel = tokens.slice(from, to).filter((token) => token.bracket === level);
  // "Spesen in unseren 5 Filialen": where the item is done is no part of its name.
  const where = inLevel.findIndex((token, at) => at > 0 && LOCATIVES[language].has(token.lower));
  const words = where > 0 ? inLevel.slice(0, where) : inLevel;
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || words.length > MAX_PART_TOKENS) return undefined;
  const start = first.start;
  const end = last.end;
  if (options.exclude.some((span) => span.start < end && start < span.end)) return undefined;
  if (words.some((token) => STATEMENT[language].has(token.lower) || NOT_WORK[language].has(token.lower))) return undefined;
  // "8 Klassen", "~300 Einkäufer", "Stillstand max. 2 Wochen": counts and figures are facts of the plan.
  const qualifier = words.findIndex((token) => QUALIFYING.has(token.lower));
  if (words.some((token, at) => token.number && (qualifier < 0 || at < qualifier))) return undefined;
  // When, how much, how many people: facts of the plan, not parts of its scope.
  const whole = text.slice(inLevel[0]?.start ?? start, inLevel[inLevel.length - 1]?.end ?? end);
  if (readTimeline(whole, { today: options.today }) || namesDate(inLevel) || readBudget(whole) || readHeadcount(whole)) return undefined;
  // "cleaning up contracts": an English gerund with its object is an activity, it reads wrong as a
  // work package's name; a lone "onboarding" is the noun.
  if (language === "en" && /ing$/u.test(first.lower) && words.length > 1) return undefined;
  const phraseStart = words.find((token) => (language === "en" ? !GRAMMAR_SETS.en.determiners.has(token.lower) : token.capital));
  if (!phraseStart) return undefined;
  const phrase = phraseAt(language, text, tokens.slice(0, to), phraseStart.index);
  if (!phrase || !usable(language, phrase, tokens.slice(0, to), places)) return undefined;
  const nouns = phrase.nouns.map((token) => token.text);
  // German lists are often dative or genitive ("inkl. doppelter Wesentlichkeitsanalyse"): the nouns
  // alone read right in any title; English keeps its modifiers ("vendor due diligence").
  const named =
    language === "de"
      ? [...nouns, ...genitiveAttribute(tokens, phrase.last, to), ...prepositionalAttribute(tokens, phrase.last, to)]
      : [...phrase.modifiers.map((token) => token.text), ...nouns];
  const item = named.join(" ");
  const object = options.objectHead?.toLowerCase();
  if (object && (item.toLowerCase().includes(object) || object.includes(item.toLowerCase()))) return undefined;
  return item;
}

/** "Start im März", "go-live in May": a part naming a month is a date, no deliverable. */
function namesDate(words: readonly Token[]): boolean {
  return words.some((token) => MONTHS.has(token.lower));
}

/** "Umstellung der Heizung": a German action noun keeps the genitive that says of what. */
function genitiveAttribute(tokens: readonly Token[], after: number, to: number): string[] {
  const article = tokens[after];
  const noun = tokens[after + 1];
  if (!article || !noun || after + 1 >= to || !GENITIVE_ARTICLES.has(article.lower) || !noun.capital) return [];
  return [article.text, noun.text];
}

/** "Anschluss an die Fernwärme": a short part keeps the prepositional phrase that ends it, else the noun says too little. */
function prepositionalAttribute(tokens: readonly Token[], after: number, to: number): string[] {
  const rest = tokens.slice(after, to);
  const [preposition, ...tail] = rest;
  const noun = tail[tail.length - 1];
  if (!preposition || !noun || tail.length > 2 || !GRAMMAR_SETS.de.prepositions.has(preposition.lower) || !noun.capital) return [];
  if (tail.length === 2 && !GRAMMAR_SETS.de.articles.has(tail[0]?.lower ?? "")) return [];
  return rest.map((token) => token.text);
}

function usable(language: Language, phrase: Phrase, tokens: readonly Token[], places: readonly { start: number; end: number }[]): boolean {
  if (isStopPhrase(language, phrase) || phrase.counted || phrase.category === "company") return false;
  const head = phrase.nouns[phrase.nouns.length - 1];
  if (!head || head.number) return false;
  // "Projektteam 5 Leute": a count right after the noun says how many, the noun is no deliverable.
  if (tokens[phrase.last]?.number) return false;
  return !phrase.nouns.some((token) => places.some((place) => token.start < place.end && place.start < token.end));
}
