/**
 * Noun phrases: where one starts and ends, its head, its nominative base form for titles,
 * and the category of what it names. German phrases are article + adjectives + capitalised
 * nouns; English ones determiner + words up to a preposition, conjunction or verb.
 */

import { LEXICON as AMOUNTS } from "../amounts/lexicon.js";
import { parseNumberWord } from "../amounts/numbers.js";
import {
  CATEGORY_NAMES,
  CATEGORY_TERMS,
  ENGLISH,
  GERMAN,
  type Gender,
  INDEX,
  LEXICON,
  normalise,
  type ObjectCategory,
  TERM_CATEGORY,
  wordSet,
} from "./lexicon.js";
import type { Token } from "./tokens.js";

export interface Phrase {
  /** First token (article or determiner included). */
  first: number;
  /** One past the last token of the phrase proper (without an attached "mit …"). */
  last: number;
  /** One past the last token including an attached "mit …"/"with …" phrase. */
  until: number;
  article?: Token;
  /** Modifiers before the head run (adjectives; English: all words before the last). */
  modifiers: Token[];
  /** The head run: nouns or names ("SAP S/4HANA"), last one is the head. */
  nouns: Token[];
  /** A number or head count stood in the phrase ("22 Filialen"). */
  counted: boolean;
  head: string;
  base: string;
  category: ObjectCategory;
  /** "neu"/"new" or an indefinite article: the phrase introduces something. */
  introduces: boolean;
  /** German grammatical gender of the head ("pl" for a plural), to inflect it elsewhere. */
  gender?: Gender;
  /** The parts it is enumerated "mit"/"with" ("Kalkulation", "Zeiterfassung", "CAD-Anbindung"). */
  parts?: string[];
  /** When the phrase is where an action leads: what the action moves there ("unsere Produktion"). */
  moving?: string;
  /** The head with its genitive is one term of the lexicon ("Tag der offenen Tür"): no stop noun, whatever its head. */
  term?: true;
}

const DE = {
  articles: wordSet(GERMAN.articles.all),
  genitiveMN: wordSet(GERMAN.articles.genitiveMasculineNeuter),
  genitive: wordSet(GERMAN.articles.genitive),
  masculineAccusative: wordSet(GERMAN.articles.masculineAccusative),
  neuter: wordSet(GERMAN.articles.neuter),
  feminineOrPlural: wordSet(GERMAN.articles.feminineOrPlural),
  bare: wordSet(GERMAN.articles.bare),
  prepositions: wordSet(GERMAN.prepositions),
  attach: wordSet(GERMAN.attachPrepositions),
  inclusions: wordSet(GERMAN.scopeLeads),
  adverbs: wordSet(GERMAN.adverbs),
  stop: wordSet(GERMAN.stopNouns),
  units: wordSet(GERMAN.measureUnits ?? []),
  coordinators: wordSet(GERMAN.coordinators),
  copulas: wordSet(GERMAN.copulas),
};
/** Words that scale a number before them ("million", "thousand"), from the amounts lexicon; currency-only ones left out. */
const SCALES = new Set(AMOUNTS.scales.filter((scale) => !scale.moneyOnly).flatMap((scale) => scale.forms));

const EN = {
  determiners: wordSet(ENGLISH.determiners),
  prepositions: wordSet(ENGLISH.prepositions),
  attach: wordSet(ENGLISH.attachPrepositions),
  inclusions: wordSet(ENGLISH.scopeLeads),
  breaks: wordSet(ENGLISH.breakWords),
  numbers: wordSet(ENGLISH.numberWords),
  stop: wordSet(ENGLISH.stopNouns),
  units: wordSet(ENGLISH.measureUnits ?? []),
  copulas: wordSet(ENGLISH.copulas),
  coordinators: wordSet(ENGLISH.coordinators),
};
export const GRAMMAR_SETS = { de: DE, en: EN };
const NAME_LINKS = wordSet(ENGLISH.nameLinks ?? []);

const GENDER_ENDINGS: { ending: string; gender: Gender }[] = (["m", "f", "n", "pl"] as const)
  .flatMap((gender) => GERMAN.nounGender[gender].map((ending) => ({ ending: ending.toLowerCase(), gender })))
  .sort((a, b) => b.ending.length - a.ending.length);
const ADJECTIVE_ENDINGS = [...GERMAN.adjectiveEndings].sort((a, b) => b.length - a.length);
const ENGLISH_PLURALS = Object.entries(ENGLISH.pluralEndings ?? {}).sort(([a], [b]) => b.length - a.length);

/**
 * The singulars a plural may have, longest ending first: German by its endings ("Filialen" →
 * "Filiale"), English by its endings and their spelling ("bakeries" → "bakery").
 */
export function singulars(word: string): string[] {
  const german = PLURAL_ENDINGS.filter((ending) => word.endsWith(ending)).map((ending) => word.slice(0, -ending.length));
  const english = ENGLISH_PLURALS.filter(([ending]) => word.endsWith(ending)).map(
    ([ending, singular]) => word.slice(0, -ending.length) + singular,
  );
  return [...new Set([...german, ...english])];
}
const PLURAL_ENDINGS = [...GERMAN.pluralEndings].sort((a, b) => b.length - a.length);
const INDEFINITE = wordSet([...GERMAN.indefiniteArticles, ...ENGLISH.indefiniteArticles]);
const NEW_PREFIXES = [...GERMAN.newPrefixes, ...ENGLISH.newPrefixes];
/** "neu", "neues", "new": the adjective says the object is new. */
export function saysNew(word: string): boolean {
  return NEW_PREFIXES.some((prefix) => word.startsWith(prefix));
}
function ordinal(word: string): boolean {
  return ENGLISH.ordinalSuffixes.some((suffix) => word.endsWith(suffix));
}

function hasAdjectiveEnding(word: string): boolean {
  return ADJECTIVE_ENDINGS.some((ending) => word.endsWith(ending) && word.length > ending.length + 1);
}

function isGermanNoun(token: Token): boolean {
  return token.capital && !DE.articles.has(token.lower) && !DE.prepositions.has(token.lower) && !DE.coordinators.has(token.lower);
}

function isGermanAdjective(token: Token, tokens: readonly Token[]): boolean {
  if (token.number) return true;
  if (DE.adverbs.has(token.lower)) return true;
  if (DE.prepositions.has(token.lower) || DE.articles.has(token.lower) || DE.coordinators.has(token.lower) || DE.copulas.has(token.lower)) {
    return false;
  }
  if (INDEX.de.verbs.has(token.lower) && !hasAdjectiveEnding(token.lower)) return false;
  if (!token.capital) return hasAdjectiveEnding(token.lower) || /^\p{N}+-/u.test(token.lower);
  // "Neues ERP …" at the start of a sentence: a capitalised adjective before a noun.
  const next = tokens[token.index + 1];
  const before = tokens[token.index - 1];
  const opensClause = !before || before.clause !== token.clause;
  return (
    opensClause &&
    !!next &&
    next.capital &&
    next.clause === token.clause &&
    (saysNew(token.lower) || GERMAN.capitalAdjectiveEndings.some((ending) => token.lower.endsWith(ending)))
  );
}

/** Gender by the longest known ending of the noun. */
function genderByEnding(noun: string): Gender | undefined {
  const lowered = noun.toLowerCase();
  return GENDER_ENDINGS.find(({ ending }) => lowered.endsWith(ending))?.gender;
}

/** Whether the noun's ending tells its gender; a product name ("Oracle", "SAP") only when listed whole ("ERP"). */
function endingTellsGender(noun: string): boolean {
  const lowered = noun.toLowerCase();
  const match = GENDER_ENDINGS.find(({ ending }) => lowered.endsWith(ending));
  if (!match) return false;
  return !CATEGORY_NAMES.has(normalise(noun)) || match.ending === lowered;
}

/** The gender of a German noun standing without article or adjective. */
export function bareNounGender(noun: string): Gender {
  return germanGender(noun, undefined, []);
}

function germanGender(noun: string, article: string | undefined, modifiers: Token[]): Gender {
  const byEnding = genderByEnding(noun);
  if (byEnding === "pl") return "pl";
  const firstAdjective = modifiers.find((token) => !token.number)?.lower ?? "";
  if (!article) return byEnding ?? (firstAdjective.endsWith("e") ? "pl" : "n");
  if (DE.masculineAccusative.has(article)) return "m";
  if (DE.neuter.has(article)) return "n";
  if (DE.bare.has(article)) {
    // "ein neues System" / "ein neuer Standort": the strong ending tells.
    if (firstAdjective.endsWith(GERMAN.strongEndings.n)) return "n";
    if (firstAdjective.endsWith(GERMAN.strongEndings.m)) return "m";
    return byEnding === "m" ? "m" : "n";
  }
  if (DE.genitiveMN.has(article)) return byEnding === "m" ? "m" : "n";
  if (DE.feminineOrPlural.has(article) || DE.genitive.has(article)) return byEnding === "f" || !byEnding ? "f" : byEnding;
  return byEnding ?? "n";
}

/** "Kassensystems" → "Kassensystem", "Erdgeschosses" → "Erdgeschoss" (after des/eines/unseres …). */
function stripGenitive(noun: string): string {
  if (noun.endsWith("es")) {
    const stem = noun.slice(0, -2);
    if (GERMAN.genitiveStripEs.some((ending) => stem.endsWith(ending))) return stem;
  }
  return noun.endsWith("s") && !noun.endsWith("ss") ? noun.slice(0, -1) : noun;
}

function reinflect(adjective: Token, gender: Gender): string {
  if (adjective.number || DE.adverbs.has(adjective.lower) || !hasAdjectiveEnding(adjective.lower)) return adjective.text;
  const ending = ADJECTIVE_ENDINGS.find((candidate) => adjective.text.toLowerCase().endsWith(candidate)) ?? "";
  // "Neue Drogeriemarkt-Filiale" opens a line: a German adjective is written small inside a title.
  const written = adjective.capital && saysNew(adjective.lower) ? adjective.lower : adjective.text;
  return written.slice(0, written.length - ending.length) + GERMAN.strongEndings[gender];
}

/** A rule whose modifier opens the phrase ("custom booking portal") turns a named head's category too. */
function leadingRule(category: ObjectCategory, words: readonly string[]): ObjectCategory | undefined {
  const first = words.length > 1 ? normalise(words[0] ?? "") : "";
  if (!first) return undefined;
  return LEXICON.modifierRules.find(
    (rule) => rule.leading === true && rule.from.includes(category) && rule.modifiers.some((modifier) => first.startsWith(modifier)),
  )?.category;
}

const PARTICIPLE_PREFIX = /^(?:ein|an|auf|aus|um|ab|zu|vor|nach|mit|weg|her|hin)?ge$/u;

/** The category of a phrase: names anywhere decide, else the longest known compound head. */
/** Terms this short match a stripped stem only before a plural "s". */
const SHORT_TERM = 3;

export function categorize(words: readonly string[]): ObjectCategory {
  const parts = words.flatMap((word) => word.split(/[-/]/u)).map(normalise);
  // The whole phrase first: "Building Information Modeling" is a name, not a building.
  const candidates = [...(words.length > 2 ? [normalise(words.join(""))] : []), ...words.map(normalise), ...parts];
  for (let index = 0; index + 1 < words.length; index += 1) candidates.push(normalise(`${words[index]}${words[index + 1]}`));
  for (const candidate of candidates) {
    const named = CATEGORY_NAMES.get(candidate);
    if (named) return leadingRule(named, words) ?? named;
  }
  const joined = normalise(words.join(""));
  const stems = [joined, ...singulars(joined)];
  // The longest known head over all stems: "PV-Anlagen" is a "pvanlage", not just "anlagen".
  let match: { term: string; category: ObjectCategory } | undefined;
  let stem = joined;
  for (const candidate of stems) {
    // A head of three letters ("app", "iso", "bar") ends the word as written or before a plural "s":
    // "Saison" is no "Saiso" with an "iso" in it.
    const shortFits = candidate === joined || joined === `${candidate}s`;
    const found = CATEGORY_TERMS.find(({ term }) => candidate.endsWith(term) && (term.length > SHORT_TERM || shortFits));
    if (found && (!match || found.term.length > match.term.length)) {
      match = found;
      stem = candidate;
    }
  }
  if (match) {
    const prefix = stem.slice(0, stem.length - match.term.length);
    // "Eingeplant sind …", "geplant": a past participle (ge-, after a separable particle) is no compound of "plant".
    if (PARTICIPLE_PREFIX.test(prefix)) return "other";
    const rule = LEXICON.modifierRules.find(
      (candidate) =>
        candidate.from.includes(match.category) &&
        !candidate.exceptTerms?.includes(match.term) &&
        candidate.modifiers.some((modifier) => prefix.endsWith(modifier)),
    );
    const category = rule ? rule.category : match.category;
    // "custom booking portal": what opens the phrase outranks the compound ("Buchungsportal" is a system one introduces).
    return leadingRule(category, words) ?? category;
  }
  return "other";
}

function spanText(text: string, tokens: readonly Token[], first: number, until: number): string {
  const a = tokens[first];
  const b = tokens[until - 1];
  return a && b ? text.slice(a.start, b.end) : "";
}

/** By the whole phrase, else by a noun of the run before a name ("Firma Huber", "Hotel Sacher"). */
function germanCategory(modifiers: Token[], nouns: Token[], headText: string): ObjectCategory {
  const words = [
    ...modifiers.filter((token) => !token.number).map((token) => token.text),
    ...nouns.slice(0, -1).map((t) => t.text),
    headText,
  ];
  const whole = categorize(words);
  if (whole !== "other") return whole;
  for (const noun of [...nouns].reverse()) {
    const category = categorize([noun.text]);
    if (category !== "other") return category;
  }
  return "other";
}

/** A German noun phrase starting at `index`, or undefined. */
export function germanPhrase(text: string, tokens: readonly Token[], index: number): Phrase | undefined {
  const start = tokens[index];
  if (!start) return undefined;
  let at = index;
  let article: Token | undefined;
  if (DE.articles.has(start.lower) && !start.number) {
    article = start;
    at += 1;
  }
  const modifiers: Token[] = [];
  let counted = false;
  while (modifiers.length < 5) {
    const token = tokens[at];
    if (!token || token.clause !== start.clause || token.bracket !== start.bracket || opensItem(token, index)) break;
    // "unserer vier Praxen": a number word after the article counts what follows.
    if (article && !token.capital && parseNumberWord(token.lower) !== undefined) {
      counted = true;
      modifiers.push(token);
      at += 1;
      continue;
    }
    if (isGermanNoun(token) && !isGermanAdjective(token, tokens)) break;
    if (!isGermanAdjective(token, tokens)) break;
    if (token.number) counted = true;
    modifiers.push(token);
    at += 1;
  }
  const nouns: Token[] = [];
  while (true) {
    const token = tokens[at];
    if (!token || token.clause !== start.clause || token.bracket !== start.bracket || opensItem(token, index)) break;
    const previous = nouns[nouns.length - 1];
    // "40 TB Daten", "1,5 MWp": a unit after the count measures, it names nothing.
    if (!previous && DE.units.has(token.lower) && tokens[at - 1]?.number) {
      at += 1;
      continue;
    }
    if (isGermanNoun(token)) {
      // A further capitalised word after a noun continues a name ("Microsoft Teams"), not after a stop noun.
      if (previous && DE.stop.has(previous.lower)) break;
      // "Neubau Werkhof Gemeinde Ittigen": a stop noun after a noun opens who owns it, it heads nothing.
      if (previous && DE.stop.has(token.lower)) break;
      nouns.push(token);
      at += 1;
      // "Werkstatt- und Lagerhalle", "Pflege- und Betreuungskräfte": a compound cut after its first part shares the head that follows.
      const coordinator = tokens[at];
      const rest = tokens[at + 1];
      if (
        coordinator &&
        rest &&
        coordinator.clause === token.clause &&
        /^-\s+$/u.test(text.slice(token.end, coordinator.start)) &&
        DE.coordinators.has(coordinator.lower) &&
        isGermanNoun(rest)
      ) {
        nouns.push(coordinator);
        at += 1;
      }
      continue;
    }
    const next = tokens[at + 1];
    if (previous && token.text === "&" && next?.capital) {
      nouns.push(token);
      at += 1;
      continue;
    }
    // "Microsoft 365", "ISO 27001": a number closes a name.
    if (previous && token.number && (!next || next.clause !== token.clause || !next.capital)) {
      nouns.push(token);
      at += 1;
    }
    // "Microsoft Dynamics 365 Business Central": a version number inside a name that goes on.
    else if (
      token.number &&
      nouns.some((noun) => CATEGORY_NAMES.has(normalise(noun.text))) &&
      next?.clause === token.clause &&
      /^\s+$/u.test(text.slice(token.end, next.start)) &&
      next.capital &&
      isGermanNoun(next)
    ) {
      nouns.push(token);
      at += 1;
      continue;
    }
    break;
  }
  // "die Fachmesse «Holzforum»": a quoted noun after the head is the thing's name, the noun before it its kind.
  const quoted = nouns.findIndex(
    // Straight and typographic single quotes too ("partner-event 'Future Days'"); an apostrophe inside a word is no quote.
    (token, position) => position > 0 && /(?:^|\s)[„“"«»‚‹›'‘]\s*$/u.test(text.slice(nouns[position - 1]?.end ?? 0, token.start)),
  );
  const named = quoted > 0 ? nouns.slice(0, quoted) : nouns;
  const headToken = named.filter((token) => !token.number && token.text !== "&").pop();
  if (!headToken) return undefined;
  const articleLower = article?.lower;
  const genitive = !!articleLower && DE.genitiveMN.has(articleLower);
  const headText = genitive ? stripGenitive(headToken.text) : headToken.text;
  // "14 Schulhäusern", "3 Maschinenstraßen": a counted noun without article is a plural.
  const countedPlural = !article && modifiers.some((token) => token.number && token.text !== "1");
  const gender = countedPlural ? "pl" : germanGender(headText, articleLower, modifiers);
  const runFirst = nouns[0] ?? headToken;
  const runEnd = (nouns[nouns.length - 1] ?? headToken).end;
  const closingQuote = quoted > 0 ? (/^[“”"»«‘’‹›]/u.exec(text.slice(runEnd))?.[0] ?? "") : "";
  const runText = text.slice(runFirst.start, headToken.start) + headText + text.slice(headToken.end, runEnd) + closingQuote;
  // "ein Tag der offenen Tür": a head and its genitive that the lexicon knows as one term are one thing.
  const genitiveNamed = quoted > 0 ? undefined : genitiveTerm(text, tokens, at, headToken);
  const last = genitiveNamed?.until ?? at;
  const phrase: Phrase = {
    first: index,
    last,
    until: last,
    ...(article ? { article } : {}),
    modifiers,
    nouns,
    counted,
    head: headText,
    base: [
      ...modifiers.filter((token) => !token.number).map((token) => reinflect(token, gender)),
      runText + (genitiveNamed?.text ?? ""),
    ].join(" "),
    category: genitiveNamed?.category ?? germanCategory(modifiers, nouns, headText),
    ...(genitiveNamed ? { term: true as const } : {}),
    introduces: (!!articleLower && INDEFINITE.has(articleLower)) || modifiers.some((token) => saysNew(token.lower)),
    // Only a gender something tells (article, adjective, count, known ending); a name ("Oracle") has none.
    ...(countedPlural || article || modifiers.some((token) => !token.number) || endingTellsGender(headText) ? { gender } : {}),
  };
  return withAttachment(phrase, attachment(text, tokens, last, "de"));
}

/** Words a genitive term may run to after its head ("der offenen Tür"). */
const GENITIVE_TERM_WORDS = 3;

/**
 * "Tag der offenen Tür": the genitive after a head that, written together with it, is a term
 * of the lexicon; its text (with the leading space) and the term's category.
 */
function genitiveTerm(
  text: string,
  tokens: readonly Token[],
  at: number,
  headToken: Token,
): { until: number; text: string; category: ObjectCategory } | undefined {
  const article = tokens[at];
  if (!article || article.clause !== headToken.clause || !DE.genitive.has(article.lower)) return undefined;
  let joined = headToken.text + article.text;
  for (let until = at + 1; until <= at + GENITIVE_TERM_WORDS && until < tokens.length; until += 1) {
    const token = tokens[until];
    if (!token || token.clause !== headToken.clause) return undefined;
    joined += token.text;
    const category = TERM_CATEGORY.get(normalise(joined));
    if (category) return { until: until + 1, text: text.slice(headToken.end, token.end), category };
  }
  return undefined;
}

/**
 * The phrase with what it is "mit"/"with": one or two things join its base ("Kassensystem mit
 * Vorbestell-App"); an enumeration of three or more ("ERP mit Kalkulation, Zeiterfassung und
 * CAD-Anbindung") is the parts of the thing, kept apart so titles stay short.
 */
function withAttachment(phrase: Phrase, attached: Attached | undefined): Phrase {
  if (!attached) return phrase;
  phrase.until = attached.until;
  if (attached.items) phrase.parts = attached.items;
  else phrase.base = `${phrase.base} ${attached.text}`;
  // "digitale Patientenaufnahme mit Tablets": an unknown head takes the kind of what it is done with.
  if (phrase.category === "other") phrase.category = attached.category;
  return phrase;
}

interface Attached {
  until: number;
  text: string;
  category: ObjectCategory;
  /** The items of an enumeration after the preposition. */
  items?: string[];
}

/** A word after an enumeration's comma opens an item: it ends a phrase that started before it. */
function opensItem(token: Token, first: number): boolean {
  return !!token.listed && token.index !== first;
}

/** "mit Vorbestell-App", "with click & collect": kept with the object when it has no article or number. */
function attachment(text: string, tokens: readonly Token[], at: number, language: "de" | "en"): Attached | undefined {
  const preposition = tokens[at];
  const sets = GRAMMAR_SETS[language];
  if (!preposition || !sets.attach.has(preposition.lower)) return undefined;
  const next = tokens[at + 1];
  if (!next || next.clause !== preposition.clause || next.number) return undefined;
  if (language === "de" ? DE.articles.has(next.lower) : EN.determiners.has(next.lower) || EN.numbers.has(next.lower)) return undefined;
  // English: "with click & collect" belongs to the object, "with Microsoft Dynamics" names another thing.
  if (language === "en" && next.capital) return undefined;
  const parse = (index: number) => (language === "de" ? germanPhrase(text, tokens, index) : englishPhrase(text, tokens, index));
  const inner = parse(at + 1);
  if (!inner || inner.counted || inner.article) return undefined;
  const stop = language === "de" ? DE.stop : EN.stop;
  if (stop.has(inner.head.toLowerCase())) return undefined;
  // "mit Kalkulation, Zeiterfassung und …": bare nouns enumerated after it belong to it too.
  let until = inner.until;
  const items = [inner];
  while (tokens[until]?.listed) {
    const more = parse(until);
    if (!more || more.counted || more.article || stop.has(more.head.toLowerCase())) break;
    until = more.until;
    items.push(more);
  }
  // "mit Kundenkarte und App": a bare noun coordinated with the attached one belongs to it too.
  const coordinator = tokens[until];
  const following = tokens[until + 1];
  // English only closing an enumeration ("with meter readings, invoice archive and …").
  const coordinators = language === "de" ? DE.coordinators : items.length >= 2 ? EN.coordinators : undefined;
  if (
    coordinators?.has(coordinator?.lower ?? "") &&
    coordinator?.clause === preposition.clause &&
    following?.clause === preposition.clause &&
    // "mit Stangenlader und zentraler Späneabsaugung": an adjective may open the coordinated noun.
    !following.number &&
    !DE.articles.has(following.lower)
  ) {
    const more = parse(until + 1);
    if (more && !more.counted && !more.article && !stop.has(more.head.toLowerCase())) {
      until = more.until;
      items.push(more);
    }
  }
  // A German item with an adjective stands in the dative ("mit … personalisierten Angeboten"): its base cannot be told, it is left out.
  const named = items.filter((item) => language === "en" || item.modifiers.every((token) => token.number));
  // "Microsoft Teams inkl. Telefonie und Schulungen": what is included is part of the work, never of the name.
  const inclusion = sets.inclusions.has(preposition.lower);
  const enumerated = items.length >= 3 || inclusion ? { items: (inclusion ? items : named).map((item) => item.base) } : {};
  return { until, text: spanText(text, tokens, at, until), category: inner.category, ...enumerated };
}

/** "IT", "HR": an acronym in capitals is a name, never the function word it spells. */
export function isAcronym(token: Token): boolean {
  return token.text.length >= 2 && /^\p{Lu}+$/u.test(token.text);
}

const COMPOUND_PARTICIPLES = new Set(ENGLISH.compoundParticiples);

function isEnglishWord(token: Token, tokens: readonly Token[], inPhrase: boolean): boolean {
  if (token.number) return false;
  if (isAcronym(token)) return true;
  if (EN.prepositions.has(token.lower) || EN.breaks.has(token.lower) || EN.determiners.has(token.lower)) return false;
  // "roughly 4 million", "nearly 300": an adverb before a number qualifies the count.
  if (ENGLISH.adverbSuffixes.some((suffix) => token.lower.endsWith(suffix)) && tokens[token.index + 1]?.number) return false;
  if (INDEX.en.verbs.has(token.lower)) {
    // Inside a phrase a verb form is a noun ("office building") unless an object follows; a participle
    // after the nouns ("helpdesk tool needed for …") says something about them.
    // "an automated storage system", "a connected device": a participle between the article and a noun describes it.
    const before = tokens[token.index - 1];
    const after = tokens[token.index + 1];
    // A word of the phrase follows: no number, preposition, determiner or break.
    const wordFollows =
      !!after &&
      after.clause === token.clause &&
      !after.number &&
      !EN.prepositions.has(after.lower) &&
      !EN.determiners.has(after.lower) &&
      !EN.breaks.has(after.lower);
    // "for automated invoice reconciliation", "a fully automated line": so after a preposition or an adverb too.
    const opensDescription =
      !!before &&
      (EN.determiners.has(before.lower) ||
        EN.prepositions.has(before.lower) ||
        ENGLISH.adverbSuffixes.some((suffix) => before.lower.endsWith(suffix)));
    if (wordFollows && /ed$/u.test(token.lower) && opensDescription) return true;
    // "paper based care documentation", "AI powered search": the participle joins the noun before it into an adjective.
    if (wordFollows && inPhrase && COMPOUND_PARTICIPLES.has(token.lower)) return true;
    if (!inPhrase || /ed$/u.test(token.lower)) return false;
    const next = tokens[token.index + 1];
    if (next && next.clause === token.clause && (EN.determiners.has(next.lower) || next.number)) return false;
  }
  return true;
}

/**
 * "our largest customer requires ISO 14001", "the team uses SAP": a lower-case word in -s between a
 * singular noun and a name or a determiner is the clause's verb, where the phrase ends. A plural
 * noun there ("customer orders", "sales analytics") has no name or article after it.
 */
export function isThirdPersonVerb(token: Token, tokens: readonly Token[], previous: Token | undefined): boolean {
  const next = tokens[token.index + 1];
  if (!previous || token.capital || !/[^su]s$/u.test(token.lower) || /ics$/u.test(token.lower)) return false;
  if (previous.capital || previous.number || /s$/u.test(previous.lower)) return false;
  if (!next || next.clause !== token.clause || next.bracket !== token.bracket) return false;
  return EN.determiners.has(next.lower) || (next.capital && !isAcronym(token));
}

/** An English noun phrase starting at `index`, or undefined. */
export function englishPhrase(text: string, tokens: readonly Token[], index: number): Phrase | undefined {
  const start = tokens[index];
  if (!start) return undefined;
  let at = index;
  let article: Token | undefined;
  if (EN.determiners.has(start.lower)) {
    article = start;
    at += 1;
  }
  let counted = false;
  // "1.2 million policy documents": a scale after the number is part of the count.
  const scaled = (token: Token | undefined) => !!token && SCALES.has(token.lower) && !!tokens[token.index - 1]?.number;
  while (
    tokens[at] &&
    tokens[at]?.clause === start.clause &&
    (tokens[at]?.number || EN.numbers.has(tokens[at]?.lower ?? "") || scaled(tokens[at]))
  ) {
    counted = counted || !!tokens[at]?.number || !ordinal(tokens[at]?.lower ?? "");
    at += 1;
  }
  const words: Token[] = [];
  while (words.length < 6) {
    const token = tokens[at];
    if (!token || token.clause !== start.clause || token.bracket !== start.bracket || opensItem(token, index)) break;
    if (token.text === "&") {
      if (words.length === 0) break;
      words.push(token);
      at += 1;
      continue;
    }
    // "Microsoft 365", "ISO 14001": a number after a capitalised word or a known name ("microsoft 365") belongs to the name.
    const last = words[words.length - 1];
    if (token.number && last && (last.capital || CATEGORY_NAMES.has(normalise(last.text)))) {
      words.push(token);
      at += 1;
      continue;
    }
    if (words.length === 0 && EN.units.has(token.lower) && tokens[at - 1]?.number) {
      at += 1;
      continue;
    }
    // "a new 12,000 m² cross-dock hall": a measure between the adjectives and the noun says its size.
    if (token.number && EN.units.has(tokens[at + 1]?.lower ?? "") && tokens[at + 2]?.clause === start.clause) {
      at += 2;
      continue;
    }
    // "the revised Federal Act on Data Protection": a capitalised name goes on past "on" into capitalised words.
    const named = last?.capital && !last.number && NAME_LINKS.has(token.lower) && tokens[at + 1]?.capital && !tokens[at + 1]?.number;
    if (named && tokens[at + 1]?.clause === start.clause && tokens[at + 1]?.bracket === start.bracket) {
      words.push(token);
      at += 1;
      continue;
    }
    if (!isEnglishWord(token, tokens, words.length > 0 || !!article)) break;
    if (isThirdPersonVerb(token, tokens, words[words.length - 1])) break;
    words.push(token);
    at += 1;
  }
  while (words.length > 0 && words[words.length - 1]?.text === "&") {
    words.pop();
    at -= 1;
  }
  let headToken = words.filter((token) => !token.number).pop();
  if (!headToken) return undefined;
  const first = words[0] ?? headToken;
  // "wine and food festival", "bottling and labelling line": lower-case words of no kind joined to a
  // phrase that names one are its modifiers, coordinated; the phrase is one thing.
  const coordinator = tokens[at];
  if (coordinator && coordinator.clause === start.clause && EN.coordinators.has(coordinator.lower) && words.length <= 2) {
    const joined = words.every((word) => !word.capital && !word.number) && categorize(words.map((word) => word.text)) === "other";
    const rest = joined && !EN.determiners.has(tokens[at + 1]?.lower ?? "") ? englishPhrase(text, tokens, at + 1) : undefined;
    // "… and automatic packing stations": a phrase that opens with an adjective is a thing of its own.
    const opening = rest?.modifiers[0]?.lower ?? "";
    const adjective = /(?:ed|al|ic|ive|ous|ful|less|able|ible)$/u.test(opening) || saysNew(opening);
    if (
      rest &&
      !adjective &&
      !rest.article &&
      !rest.counted &&
      rest.modifiers.length > 0 &&
      rest.category !== "other" &&
      rest.until === rest.last
    ) {
      words.push(coordinator, ...rest.modifiers, ...rest.nouns);
      headToken = rest.nouns[rest.nouns.length - 1] ?? headToken;
      at = rest.last;
    }
  }
  const last = at;
  const phrase: Phrase = {
    first: index,
    last,
    until: last,
    ...(article ? { article } : {}),
    modifiers: words.slice(0, -1),
    nouns: [headToken],
    counted,
    head: headToken.text,
    base: text.slice(first.start, (words[words.length - 1] ?? headToken).end),
    category: categorize(words.map((token) => token.text)),
    introduces: (!!article && INDEFINITE.has(article.lower)) || words.some((token) => saysNew(token.lower)),
  };
  return withAttachment(phrase, attachment(text, tokens, last, "en"));
}

export function phraseAt(language: "de" | "en", text: string, tokens: readonly Token[], index: number): Phrase | undefined {
  return language === "de" ? germanPhrase(text, tokens, index) : englishPhrase(text, tokens, index);
}

export function phraseText(text: string, tokens: readonly Token[], phrase: Phrase): string {
  return spanText(text, tokens, phrase.first, phrase.until);
}

/** A compound's first part as the object ("ERP-Einführung" → ERP, "Hallenneubau" → Halle). */
export function modifierPhrase(modifier: string): { head: string; category: ObjectCategory } {
  const clean = modifier.replace(/-+$/u, "");
  // Linking letters and plural endings go first: "Hallen" → "Halle", "Warenwirtschafts" → "Warenwirtschaft".
  for (const ending of GERMAN.linkingEndings) {
    if (!clean.toLowerCase().endsWith(ending) || clean.length - ending.length < 3) continue;
    const stem = clean.slice(0, -ending.length);
    const category = categorize([stem]);
    if (category !== "other" && TERM_CATEGORY.has(normalise(stem))) return { head: stem, category };
  }
  return { head: clean, category: categorize([clean]) };
}

/** A plural after a dative preposition in its nominative ("von 14 Schulhäusern" → "Schulhäuser"). */
export function nominativePlural(phrase: Phrase): Phrase {
  if (phrase.gender !== "pl" || !/(?:er|el)n$/u.test(phrase.head)) return phrase;
  const head = phrase.head.slice(0, -1);
  const at = phrase.base.lastIndexOf(phrase.head);
  const base = at < 0 ? phrase.base : phrase.base.slice(0, at) + head + phrase.base.slice(at + phrase.head.length);
  return { ...phrase, head, base };
}

/** Whether the phrase's head is a word that never names a project object (time, people, money). */
export function isStopPhrase(language: "de" | "en", phrase: Phrase): boolean {
  const stop = language === "de" ? DE.stop : EN.stop;
  // "four-day week" names a working model although "week" alone would not.
  return !phrase.term && stop.has(phrase.head.toLowerCase()) && (phrase.category === "other" || phrase.modifiers.length === 0);
}
