/**
 * What the customer wants to do (the action), to what (the object's noun phrase) and the
 * kind of plan that needs, read from the sentence's grammar: verbs in every position German
 * puts them (verb-second, verb-final, separable particle at the clause end, passive
 * participle), nominalisations and their genitive or compound objects, English verbs with
 * particles and nominal style. The company's industry plays no part. All words come from
 * `data/lexicon/intent.json`.
 */

import { foldUmlauts } from "../../builtin/text.js";
import { isAbbreviation } from "../amounts/index.js";
import { LEXICON as AMOUNTS } from "../amounts/lexicon.js";
import { findPlaces } from "../places/index.js";
import { readTimeline } from "../time/index.js";
import {
  ACTIONS,
  type Action,
  CATEGORY_NAMES,
  ENGLISH,
  GERMAN,
  type Gender,
  INDEX,
  LEXICON,
  type NounForm,
  normalise,
  type ObjectCategory,
  type ProjectType,
  type VerbForm,
  wordSet,
} from "./lexicon.js";
import {
  bareNounGender,
  categorize,
  GRAMMAR_SETS,
  isAcronym,
  isStopPhrase,
  isThirdPersonVerb,
  modifierPhrase,
  nominativePlural,
  type Phrase,
  phraseAt,
  phraseText,
  saysNew,
  singulars,
} from "./phrase.js";
import { clauseEnd, clauseStart, type Token, tokenize } from "./tokens.js";

export { ACTIONS, type Action, OBJECT_CATEGORIES, type ObjectCategory, PROJECT_TYPES, type ProjectType } from "./lexicon.js";

export interface IntentObject {
  /** The noun phrase as written ("ein automatisiertes Hochregallager"). */
  text: string;
  /** Its head noun ("Hochregallager", "warehouse"). */
  head: string;
  /** Nominative without article, usable in titles ("automatisiertes Hochregallager"). */
  base: string;
  category: ObjectCategory;
  /** German gender of the head, when the phrase tells it. */
  gender?: Gender;
  /** What replaces the old ("von Oracle nach Snowflake"): the work leads to it, not away from it. */
  successor?: boolean;
  /** The parts it is enumerated with ("ERP mit Kalkulation, Zeiterfassung und CAD-Anbindung"): items of the scope. */
  parts?: string[];
  /** What the work moves there, when the object is where it goes ("our production" → "new leased hall"). */
  moving?: string;
}

export interface IntentReading {
  action: Action;
  object?: IntentObject;
  projectType: ProjectType;
  /** The action word names the kind of plan itself ("Machbarkeitsstudie" is a generic study, whatever it studies). */
  typeNamed?: boolean;
  /**
   * A compound nominalisation that names the work more precisely than the action
   * ("Brandschutzsanierung", "Fassadensanierung des Rathauses"), when its first part is not the object.
   */
  work?: string;
  /** The text span the reading came from: the action words and the object. */
  evidence: string;
  start: number;
  end: number;
  /** The spans of the action words and the object themselves (the evidence may reach across what lies between). */
  parts: { start: number; end: number }[];
}

type Language = "de" | "en";

interface ActionMatch {
  action: Action;
  /** A predicate word ("barrierefrei", "compliant"), no verb. */
  predicate?: boolean;
  weight: number;
  /** Token indices of the action words (verb and particle, or the nominalisation). */
  at: number[];
  kind: "verb" | "noun";
  passive: boolean;
  projectType?: ProjectType;
  /** A German past participle ("übernommen"). */
  participle?: boolean;
  /** The compound's first part of a nominalisation ("ERP" in "ERP-Einführung"). */
  modifier?: { text: string; start: number; end: number };
  /** How specific the match is: a particle or a required word beats a bare verb. */
  specificity: number;
  /** A nominalisation that names the thing the work makes ("Anbau", "extension"). */
  result?: boolean;
}

interface Found {
  phrase?: Phrase;
  /** The phrase names what replaces the old. */
  successor?: boolean;
  /** A compound-modifier object. */
  modifier?: { text: string; start: number; end: number; head: string; category: ObjectCategory };
}

const DE_PASSIVE = wordSet(GERMAN.passiveAuxiliaries);
const EN_BE = wordSet(ENGLISH.beAuxiliaries);
const EN_CONTEXT = wordSet(ENGLISH.verbContext);
const EN_FINITE_BE = wordSet(ENGLISH.finiteBeForms ?? []);
/** An English action verb's plain form saying a state ("… are still open"). */
const statedState = (token: Token, tokens: readonly Token[]) =>
  (INDEX.en.verbs.get(token.lower) ?? []).some((form) => form.bare) && saysState(tokens, token);
const EN_DETERMINERS = wordSet(ENGLISH.determiners);
const DE_COORDINATORS = wordSet(GERMAN.coordinators);
const EN_COORDINATORS = wordSet(ENGLISH.coordinators);
const DE_GENITIVE = wordSet(GERMAN.genitivePrepositions);
const DE_GENITIVE_MN = wordSet(GERMAN.articles.genitiveMasculineNeuter);
const BACKGROUND_OPENERS = { de: wordSet(GERMAN.backgroundOpeners), en: wordSet(ENGLISH.backgroundOpeners) };
/** Prepositions of a phrase fronted before the clause's verb that tells what the work is for or after ("Für den Neubau …", "After the merger …"). */
const FRONTED_LEADS = {
  de: wordSet([...GERMAN.purposePrepositions, ...GERMAN.backgroundOpeners]),
  en: wordSet([...ENGLISH.purposePrepositions, ...ENGLISH.backgroundOpeners]),
};
const REQUIREMENTS = { de: wordSet(GERMAN.requirementNouns), en: wordSet(ENGLISH.requirementNouns) };
const BACK_REFERENCES = { de: wordSet(GERMAN.backReferences), en: wordSet(ENGLISH.backReferences) };
const SOURCES = { de: wordSet(GERMAN.sourcePrepositions), en: wordSet(ENGLISH.sourcePrepositions) };
const ORIGINS = { de: wordSet(GERMAN.originPrepositions ?? []), en: wordSet(ENGLISH.originPrepositions ?? []) };
const EN_GENITIVE = wordSet(ENGLISH.genitivePrepositions);
/** Single words that hedge a count ("roughly", "about"), from the amounts lexicon. */
const APPROXIMATE_BEFORE = wordSet(AMOUNTS.approximate.before.filter((word) => !word.includes(" ")));

function endsWithAny(word: string, suffixes: readonly string[]): boolean {
  return suffixes.some((suffix) => word.endsWith(suffix));
}
/** Words after a clause-final infinitive or participle ("einführen lassen", "gebaut werden"). */
const DE_VERB_FINAL = wordSet([...GERMAN.passiveAuxiliaries, ...GERMAN.modalVerbs]);
const DE_MODALS = wordSet(GERMAN.modalVerbs);
const QUESTION_WORDS = { de: wordSet(GERMAN.questionWords), en: wordSet(ENGLISH.questionWords) };

function clauseTokens(tokens: readonly Token[], clause: number): Token[] {
  return tokens.filter((token) => token.clause === clause);
}

function requirementsMet(tokens: readonly Token[], clause: number, form: VerbForm): boolean {
  const requires = form.requires;
  if (!requires) return true;
  const words = clauseTokens(tokens, clause);
  return requires.some((required) =>
    words.some(
      (token, at) =>
        // "Fahrer-App" is an app: only the last part of a hyphenated compound is what it names.
        (token.lower === required ||
          (required.length >= 4 && foldUmlauts(token.lower.split("-").pop() ?? "").includes(foldUmlauts(required)))) &&
        // The people hired are what is wanted, not whom something is for.
        !(form.action === "hire" && forWhom(words, at)),
    ),
  );
}

/** Every word a German verb form requires in its clause ("Fachkräfte" for "suchen"): a noun by construction. */
const REQUIRED_NOUNS = [...new Set([...INDEX.de.verbs.values()].flat().flatMap((form) => form.requires ?? []))]
  .filter((word) => word.length >= 4)
  .map(foldUmlauts);

/**
 * Whether the word at `at` is who something is for, not what is wanted: "eine Zeiterfassung für
 * unsere 80 Lehrer", "a tool for our 50 engineers". Back from the word over articles, numbers and
 * adjectives (no noun between) to a purpose preposition.
 */
function forWhom(words: readonly Token[], at: number): boolean {
  // A noun joined by "und" stays in the phrase ("für unsere 80 Mitarbeitenden und 12 Lehrer").
  let joined = false;
  for (let i = at - 1; i >= 0; i--) {
    const word = words[i];
    if (!word) return false;
    if (PURPOSE.de.has(word.lower) || PURPOSE.en.has(word.lower)) return true;
    if (DE_COORDINATORS.has(word.lower) || EN_COORDINATORS.has(word.lower)) joined = true;
    else if (word.capital && !word.number) {
      if (!joined) return false;
      joined = false;
    }
  }
  return false;
}

/** "einen bereits erstellten Plan", "die neu eingeführten Abläufe": a verb form between an article and its noun is an adjective. */
function attributive(tokens: readonly Token[], token: Token): boolean {
  const next = tokens[token.index + 1];
  if (!next?.capital || next.number || next.clause !== token.clause) return false;
  const before = tokens[token.index - 1];
  const article = before && !before.capital && !GRAMMAR_SETS.de.articles.has(before.lower) ? tokens[token.index - 2] : before;
  return !!article && article.clause === token.clause && GRAMMAR_SETS.de.articles.has(article.lower);
}

function germanVerbMatch(tokens: readonly Token[], token: Token, form: VerbForm): ActionMatch | undefined {
  if (token.capital && !clauseStart(tokens, token.index)) return undefined;
  if (form.mode !== "split" && attributive(tokens, token)) return undefined;
  if (!requirementsMet(tokens, token.clause, form)) return undefined;
  const at = [token.index];
  if (form.mode === "split") {
    // Main clause: the particle closes the clause ("führen … ein", "ziehen … um").
    const particle = clauseTokens(tokens, token.clause).find(
      (candidate) =>
        candidate.index > token.index &&
        candidate.lower === form.particle &&
        (clauseEnd(tokens, candidate.index) ||
          DE_COORDINATORS.has(tokens[candidate.index + 1]?.lower ?? "") ||
          // "… auf Tablets ein (ca. 220 Geräte)": an aside in brackets may follow the particle.
          (tokens[candidate.index + 1]?.bracket ?? 0) > candidate.bracket),
    );
    if (!particle) return undefined;
    at.push(particle.index);
  }
  // "soll eingeführt werden", "soll barrierefrei sein": the clause's subject is the object.
  const passive =
    form.mode === "predicate" ||
    (form.mode === "participle" && clauseTokens(tokens, token.clause).some((candidate) => DE_PASSIVE.has(candidate.lower)));
  return {
    action: form.action,
    weight: form.weight,
    at,
    kind: "verb",
    passive,
    ...(form.mode === "predicate" ? { predicate: true } : {}),
    ...(form.mode === "participle" ? { participle: true } : {}),
    ...(form.projectType ? { projectType: form.projectType } : {}),
    specificity:
      (form.mode === "split" ? 2 : 0) + (form.requires ? 1 : 0) + (form.mode === "participle" && perfectTense(tokens, token) ? 0.1 : 0),
  };
}

/**
 * "…, das wir im Herbst lanciert haben", "wir haben … lanciert": a form that is both a present and a
 * participle ("lanciert", "erweitert") is the participle when "haben" follows it in its clause, or
 * precedes it and the form closes the clause. "Die Firma hat 50 Leute und erweitert ihr Lager" stays present.
 */
function perfectTense(tokens: readonly Token[], verb: Token): boolean {
  const clause = clauseTokens(tokens, verb.clause);
  if (clause.some((token) => token.index > verb.index && isPerfectAuxiliary("de", token))) return true;
  return clauseEnd(tokens, verb.index) && clause.some((token) => token.index < verb.index && isPerfectAuxiliary("de", token));
}

/** "the October invoice is still open": a verb's plain form after a finite "be", an adverb between or not, says a state. */
function saysState(tokens: readonly Token[], token: Token): boolean {
  const previous = tokens[token.index - 1];
  const beforeAdverb = previous && previous.lower !== "to" && EN_CONTEXT.has(previous.lower) ? tokens[token.index - 2] : undefined;
  return [previous, beforeAdverb].some((word) => !!word && word.clause === token.clause && EN_FINITE_BE.has(word.lower));
}

function englishVerbMatch(tokens: readonly Token[], token: Token, form: VerbForm): ActionMatch | undefined {
  const previous = tokens[token.index - 1];
  const next = tokens[token.index + 1];
  // "Launch of …", "Opening of …" are nominalisations.
  if (next && EN_GENITIVE.has(next.lower) && next.clause === token.clause) return undefined;
  if (form.mode === "predicate")
    return { action: form.action, weight: form.weight, at: [token.index], kind: "verb", passive: true, predicate: true, specificity: 0 };
  // "need to replace …": an intention word before an infinitive only introduces the real verb.
  if (MARKERS.en.intention.has(token.lower) && next?.lower === "to" && next.clause === token.clause) return undefined;
  // "Pharma company from Basel acquiring a small lab": a present participle before its object acts as the verb.
  const gerund = token.lower.endsWith("ing") && !!next && next.clause === token.clause && EN_DETERMINERS.has(next.lower);
  const verbal =
    gerund ||
    clauseStart(tokens, token.index) ||
    (!!previous &&
      (EN_CONTEXT.has(previous.lower) || INDEX.en.verbs.has(previous.lower) || endsWithAny(previous.lower, ENGLISH.adverbSuffixes)));
  if (!verbal) return objectParticiple(tokens, token, form);
  if (form.bare && saysState(tokens, token)) return undefined;
  // "Commissioning target is before Oktoberfest": an -ing word opening a clause before a noun and a copula is part of the subject.
  const copula = tokens[token.index + 2];
  if (
    token.lower.endsWith("ing") &&
    clauseStart(tokens, token.index) &&
    next &&
    copula &&
    copula.clause === token.clause &&
    !EN_DETERMINERS.has(next.lower) &&
    GRAMMAR_SETS.en.copulas.has(copula.lower)
  )
    return undefined;
  if (!requirementsMet(tokens, token.clause, form)) return undefined;
  const at = [token.index];
  if (form.particle) {
    const words = form.particle.split(/\s+/u);
    const adjacent = words.every((word, offset) => tokens[token.index + 1 + offset]?.lower === word);
    if (adjacent) {
      for (let offset = 0; offset < words.length; offset += 1) at.push(token.index + 1 + offset);
    } else {
      // "roll the new CRM out": a one-word particle may follow the object.
      if (words.length > 1) return undefined;
      const later = clauseTokens(tokens, token.clause).find(
        (candidate) => candidate.index > token.index + 1 && candidate.index <= token.index + 6 && candidate.lower === words[0],
      );
      if (!later) return undefined;
      // "take place over the summer": the particle's word opening a phrase is a preposition there.
      // An object between them has its determiner ("change our CRM to a cloud product"); a bare noun is an idiom's.
      const opensPhrase = EN_DETERMINERS.has(tokens[later.index + 1]?.lower ?? "") && tokens[later.index + 1]?.clause === later.clause;
      const bareBetween = !tokens.slice(token.index + 1, later.index).some((between) => EN_DETERMINERS.has(between.lower));
      if (opensPhrase && bareBetween) return undefined;
      at.push(later.index);
    }
  }
  const passive = !!previous && EN_BE.has(previous.lower) && endsWithAny(token.lower, ENGLISH.participleSuffixes);
  return {
    action: form.action,
    weight: form.weight,
    at,
    kind: "verb",
    passive,
    ...(form.projectType ? { projectType: form.projectType } : {}),
    specificity: (form.particle ? 2 + form.particle.length / 100 : 0) + (form.requires ? 1 : 0),
  };
}

/**
 * "We want a check-in app developed before summer": a participle after its object, in a clause that
 * says what is wanted, closing the clause or followed by a preposition.
 */
function objectParticiple(tokens: readonly Token[], token: Token, form: VerbForm): ActionMatch | undefined {
  if (form.requires || !endsWithAny(token.lower, ENGLISH.participleSuffixes)) return undefined;
  // "Need MFA rolled out to all users": a one-word particle right after the participle belongs to it.
  const particle = form.particle ? tokens[token.index + 1] : undefined;
  if (form.particle && (form.particle.includes(" ") || particle?.lower !== form.particle)) return undefined;
  const next = tokens[token.index + (particle ? 2 : 1)];
  const closes = !next || next.clause !== token.clause || GRAMMAR_SETS.en.prepositions.has(next.lower);
  const wanted = clauseTokens(tokens, token.clause).some(
    (candidate) => candidate.index < token.index && MARKERS.en.intention.has(candidate.lower),
  );
  const previous = tokens[token.index - 1];
  if (!closes || !wanted || !previous || GRAMMAR_SETS.en.determiners.has(previous.lower)) return undefined;
  const at = particle ? [token.index, particle.index] : [token.index];
  return { action: form.action, weight: form.weight, at, kind: "verb", passive: true, specificity: particle ? 2 : 0 };
}

function nounMatch(language: Language, tokens: readonly Token[], token: Token, form: NounForm): ActionMatch | undefined {
  const [firstWord, ...rest] = form.words;
  if (!firstWord) return undefined;
  if (language === "de" && !token.capital) return undefined;
  if (rest.length > 0) {
    if (token.lower !== firstWord) return undefined;
    if (!rest.every((word, offset) => tokens[token.index + 1 + offset]?.lower === word)) return undefined;
    const at = [token.index, ...rest.map((_, offset) => token.index + 1 + offset)];
    return { action: form.action, weight: form.weight, at, kind: "noun", passive: false, specificity: form.words.length, ...hint(form) };
  }
  if (token.lower === firstWord) {
    // "our construction company", "a relocation firm": the word names the customer's trade, not the project.
    const next = tokens[token.index + 1];
    if (language === "en" && next && next.clause === token.clause && categorize([next.text]) === "company") return undefined;
    return { action: form.action, weight: form.weight, at: [token.index], kind: "noun", passive: false, specificity: 1, ...hint(form) };
  }
  // A compound head: "ERP-Einführung", "Hallenneubau", "Büroumzug" (German only, not for short nouns).
  if (language !== "de" || !form.compound || firstWord.length < 5 || !token.lower.endsWith(firstWord)) return undefined;
  const cut = token.text.length - firstWord.length;
  const modifierText = token.text.slice(0, cut).replace(/-+$/u, "");
  if (modifierText.length < 2) return undefined;
  // "Eigenentwicklung", "Weiterentwicklung": a first part that says how names no object; the work is the plain noun's.
  if (MANNER_PREFIXES.has(modifierText.toLowerCase())) {
    return { action: form.action, weight: form.weight, at: [token.index], kind: "noun", passive: false, specificity: 0.5, ...hint(form) };
  }
  return {
    action: form.action,
    weight: form.weight,
    at: [token.index],
    kind: "noun",
    passive: false,
    specificity: 0.5,
    modifier: { text: modifierText, start: token.start, end: token.start + modifierText.length },
    ...hint(form),
  };
}

function hint(form: NounForm): { projectType?: ProjectType; result?: boolean } {
  return { ...(form.projectType ? { projectType: form.projectType } : {}), ...(form.result ? { result: true } : {}) };
}

/** Every action word of the text, the most specific reading per token. */
function findActions(language: Language, tokens: readonly Token[]): ActionMatch[] {
  const index = INDEX[language];
  const matches: ActionMatch[] = [];
  for (const token of tokens) {
    let best: ActionMatch | undefined;
    const consider = (match: ActionMatch | undefined) => {
      if (match && (!best || match.specificity > best.specificity)) best = match;
    };
    for (const form of index.verbs.get(token.lower) ?? []) {
      consider(language === "de" ? germanVerbMatch(tokens, token, form) : englishVerbMatch(tokens, token, form));
    }
    // "wird gesamtsaniert", "komplettsaniert": a participle with a prefix of manner is the participle.
    if (!best && language === "de" && !token.capital) {
      const prefix = [...MANNER_PREFIXES].find((word) => token.lower.startsWith(word) && token.lower.length > word.length + MIN_STEM);
      const bare = prefix ? { ...token, lower: token.lower.slice(prefix.length) } : undefined;
      for (const form of bare ? (index.verbs.get(bare.lower) ?? []) : []) {
        if (form.mode === "participle") consider(germanVerbMatch(tokens, bare as Token, form));
      }
    }
    if (!best) {
      for (const form of index.nouns) {
        const match = nounMatch(language, tokens, token, form);
        // The longer nominalisation wins ("Markteinführung" over "Einführung").
        if (match && (!best || nounLength(match, tokens) > nounLength(best, tokens))) best = match;
      }
    }
    // "the Umbau of our Gasthof": English written in DACH keeps German nominalisations (capitalised, one word).
    if (!best && language === "en" && token.capital && !clauseStart(tokens, token.index)) {
      // Compounds too: "needs a Brandschutzsanierung" is a renovation of the fire protection.
      for (const form of INDEX.de.nouns) {
        if (form.words.length !== 1) continue;
        const match = nounMatch("de", tokens, token, form);
        if (match && (!best || nounLength(match, tokens) > nounLength(best, tokens))) best = match;
      }
    }
    if (best) matches.push(best);
    else if (gainsCapability(language, tokens, token)) {
      // "wir müssen E-Rechnungen versenden können", "we have to be able to issue e-invoices": what the company must be
      // able to do with a thing is that thing's introduction.
      matches.push({ action: "introduce", weight: 1, at: [token.index], kind: "verb", passive: false, specificity: 0 });
    } else if (announcesRequest(language, tokens, token.index) || wantsThing(language, tokens, token)) {
      // "Ziel ist ein flexibles Schichtmodell", "Next step is a mobile app": the copula asks for what follows, as "need" does.
      matches.push({ action: "other", weight: 1, at: [token.index], kind: "verb", passive: false, specificity: 0 });
    }
  }
  return matches;
}

/** A verb of a main clause the company must be able to do ("… versenden können", "be able to issue …"). */
function gainsCapability(language: Language, tokens: readonly Token[], token: Token): boolean {
  if (token.capital || token.number) return false;
  const clause = clauseTokens(tokens, token.clause);
  // "damit wir schneller liefern können": a capability in a subordinate clause is what the work is for.
  if (clause.some((other) => SUBORDINATORS[language].has(other.lower))) return false;
  // Only what the company itself must be able to do: "Mitarbeiter sollen Dienste tauschen können" says what a thing does.
  if (!clause.some((other) => FIRST_PERSON.has(other.lower))) return false;
  if (language === "de") {
    const next = tokens[token.index + 1];
    return (
      /en$/u.test(token.lower) && !!next && next.clause === token.clause && CAPABILITY.de.has(next.lower) && clauseEnd(tokens, next.index)
    );
  }
  const words = [tokens[token.index - 2]?.lower, tokens[token.index - 1]?.lower].join(" ");
  return CAPABILITY.en.has(words) && tokens[token.index - 3]?.lower === "be";
}
const CAPABILITY = { de: wordSet(GERMAN.capabilityModals ?? []), en: wordSet(ENGLISH.capabilityModals ?? []) };
const SUBORDINATORS = { de: wordSet(GERMAN.subordinators), en: wordSet(ENGLISH.subordinators) };
/** The company speaking of itself. */
const FIRST_PERSON = wordSet([...(GERMAN.firstPerson ?? []), ...(ENGLISH.firstPerson ?? [])]);

const GOAL_NOUNS = { de: wordSet(GERMAN.goalNouns), en: wordSet(ENGLISH.goalNouns) };

/** A copula right after a goal noun ("Ziel ist", "Unser nächstes Vorhaben ist", "The next step is"). */
function announcesRequest(language: Language, tokens: readonly Token[], at: number): boolean {
  const copula = tokens[at];
  const goal = tokens[at - 1];
  return (
    !!copula &&
    !!goal &&
    goal.clause === copula.clause &&
    GRAMMAR_SETS[language].copulas.has(copula.lower) &&
    GOAL_NOUNS[language].has(goal.lower) &&
    tokens[at + 1]?.clause === copula.clause
  );
}

const WANTING_MODALS = wordSet(GERMAN.wantingModals ?? []);

/**
 * "Der Verwaltungsrat will jetzt die Solarkampagne mit Plakaten …": a modal of wanting with a thing
 * and no infinitive in its clause asks for that thing, as "brauchen" does.
 */
function wantsThing(language: Language, tokens: readonly Token[], token: Token): boolean {
  if (language !== "de" || !WANTING_MODALS.has(token.lower)) return false;
  const rest = clauseTokens(tokens, token.clause).filter((other) => other.index > token.index);
  if (!rest.some((other) => other.capital && !other.number)) return false;
  // "will … einführen", "möchten … haben", "… zu verkaufen": an infinitive is what is wanted.
  const infinitives = rest.filter(
    (other) =>
      !other.capital &&
      (INDEX.de.verbs.has(other.lower) || other.lower === "zu" || (clauseEnd(tokens, other.index) && /(?:en|ern|eln)$/u.test(other.lower))),
  );
  if (infinitives.length === 0) return true;
  // "wollen mit einer Social-Media-Kampagne die Gen Z erreichen": a goal no action word names, reached by a thing, wants the thing.
  const goalOnly = infinitives.every((other) => !INDEX.de.verbs.has(other.lower) && other.lower !== "zu");
  return goalOnly && rest.some((other) => GRAMMAR_SETS.de.attach.has(other.lower) && !!tokens[other.index + 2]?.capital);
}

const GENERIC_SITES = { de: wordSet(GERMAN.genericSiteNouns ?? []), en: wordSet(ENGLISH.genericSiteNouns ?? []) };

/** One of the sites the text counts before the phrase ("9 shops", "vier Bäckereien"), in the singular; undefined if none or unsure. */
function countedUnit(language: Language, text: string, tokens: readonly Token[], site: Phrase): Phrase | undefined {
  for (const candidate of phrases(language, text, tokens, undefined, new Set())) {
    const unit = candidate.phrase;
    if (unit.first >= site.first) break;
    // "9 shops", "four coworking spaces": a count in digits or a number word.
    const counted = unit.counted || (language === "en" && GRAMMAR_SETS.en.numbers.has(unit.article?.lower ?? ""));
    if (!counted || unit.category !== "site" || GENERIC_SITES[language].has(unit.head.toLowerCase())) continue;
    const words = unit.base.split(/\s+/u).filter((word) => !/^\p{N}/u.test(word));
    const plural = words.pop() ?? "";
    // Only a singular the lexicon knows as a site: "Praxen" has no regular one and is left alone.
    for (const singular of singulars(plural)) {
      if (singular.length < 3 || categorize([...words, singular]) !== "site") continue;
      const base = [...words, singular].join(" ");
      // English writes a compound apart: "coworking space" is the kind, "space" alone is none.
      const head = language === "en" ? base : singular;
      return { ...unit, head, base, counted: false, ...(language === "de" ? { gender: bareNounGender(singular) } : {}) };
    }
  }
  return undefined;
}

/** Letters of the nominalisation itself (a compound's first part not counted). */
function nounLength(match: ActionMatch, tokens: readonly Token[]): number {
  const letters = match.at.reduce((sum, index) => sum + (tokens[index]?.text.length ?? 0), 0);
  return letters - (match.modifier?.text.length ?? 0);
}

const MARKERS = {
  de: { intention: wordSet(GERMAN.intentionMarkers), habit: wordSet(GERMAN.habitualMarkers), perfect: GERMAN.perfectAuxiliaries },
  en: { intention: wordSet(ENGLISH.intentionMarkers), habit: wordSet(ENGLISH.habitualMarkers), perfect: ENGLISH.perfectAuxiliaries },
};

const OTHER_SUBJECTS = { de: wordSet(GERMAN.otherSubjects ?? []), en: wordSet(ENGLISH.otherSubjects ?? []) };
const PLAN_NOUNS = { de: wordSet(GERMAN.planNouns), en: wordSet(ENGLISH.planNouns) };

/** "they only buy from suppliers with IFS": another party's doing is the background of the request. */
function byOthers(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  if (match.kind !== "verb") return false;
  const verb = tokens[match.at[0] ?? 0];
  if (!verb) return false;
  const before = tokens.slice(Math.max(0, verb.index - 2), verb.index).filter((token) => token.clause === verb.clause);
  if (before.some((token) => OTHER_SUBJECTS[language].has(token.lower))) return true;
  return reported(language, tokens, verb);
}

/** "The landlord has announced that the building will be demolished": what another party reports is background. */
function reported(language: Language, tokens: readonly Token[], verb: Token): boolean {
  const linkToken = tokens.findLast((token) => token.index < verb.index && REPORT_LINKS[language].has(token.lower));
  // Within a few words of the verb, and a reporting verb right before the link.
  if (!linkToken || verb.index - linkToken.index > 6) return false;
  const before = tokens.slice(Math.max(0, linkToken.index - 3), linkToken.index);
  return before.some((token) => REPORTING[language].has(token.lower));
}

/** A plan word and a purpose preposition right before the action noun ("Projektplan für den Umzug", "plan for the move"). */
function askedFor(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  const at = match.at[0] ?? 0;
  const clause = tokens[at]?.clause;
  const before = tokens.slice(Math.max(0, at - 4), at).filter((token) => token.clause === clause);
  const purpose = before.findIndex((token) => PURPOSE[language].has(token.lower));
  return purpose > 0 && before.slice(0, purpose).some((token) => PLAN_NOUNS[language].has(token.lower));
}

/** "haben", "has", and the clitic "we've": one word is a perfect auxiliary. */
function isPerfectAuxiliary(language: Language, token: Token | undefined): boolean {
  if (!token) return false;
  return MARKERS[language].perfect.some((aux) => token.lower === aux || (/^['’]/u.test(aux) && token.lower.endsWith(aux)));
}

/**
 * "We have just acquired a hotel …", "Wir haben die Firma übernommen": an action told as done is
 * the background of the project, not the project ("have to replace" is no perfect).
 */
function toldAsDone(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  if (match.kind === "noun") return saidDone(language, tokens, match);
  if (match.kind !== "verb") return false;
  if (language === "en" && triedBefore(tokens, match)) return true;
  if (match.predicate) return false;
  const verb = tokens[match.at[0] ?? 0];
  if (!verb) return false;
  if (language === "de" && pastPassive(tokens, verb)) return true;
  if (match.passive) return false;
  if (language === "de") {
    return match.participle === true && clauseTokens(tokens, verb.clause).some((token) => isPerfectAuxiliary("de", token));
  }
  if (/(?:ing|s)$/u.test(verb.lower) || tokens[verb.index - 1]?.lower === "to") return false;
  const before = tokens.slice(Math.max(0, verb.index - 3), verb.index).filter((token) => token.clause === verb.clause);
  return before.some((token) => isPerfectAuxiliary("en", token));
}

/** "Zertifizierung (UN 38.3) ist durch", "the certification is done": a copula and a done word after the action noun. */
function saidDone(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  const noun = tokens[Math.max(...match.at)];
  if (!noun) return false;
  const rest = tokens.slice(noun.index + 1).filter((token) => token.clause === noun.clause && token.bracket === noun.bracket);
  // "unser Neubau von 2019", "the extension from 2015": a year right after the noun dates a thing already there.
  const link = rest.findIndex((token) => /^(?:19|20)\d\d$/u.test(token.text));
  const linkWords = rest
    .slice(0, Math.max(0, link))
    .map((token) => token.lower)
    .join(" ");
  if (link > 0 && link <= BUILT_IN_REACH && BUILT_IN_LINKS[language].has(linkWords)) return true;
  const copula = rest.findIndex((token) => GRAMMAR_SETS[language].copulas.has(token.lower));
  return copula >= 0 && copula < DONE_REACH && rest.slice(copula + 1, copula + 3).some((token) => DONE_WORDS[language].has(token.lower));
}
const BUILT_IN_LINKS = { de: wordSet(GERMAN.builtInLinks ?? []), en: wordSet(ENGLISH.builtInLinks ?? []) };
/** "aus dem Jahr 1963": the link has at most three words. */
const BUILT_IN_REACH = 3;
const DONE_WORDS = { de: wordSet(GERMAN.doneWords ?? []), en: wordSet(ENGLISH.doneWords ?? []) };
/** The copula stands right after the noun or after one or two words ("ist bereits durch"). */
const DONE_REACH = 3;

/** "the last time we tried to go paperless", "we attempted to migrate": an attempt told in the past is history. */
function triedBefore(tokens: readonly Token[], match: ActionMatch): boolean {
  const first = tokens[match.at[0] ?? 0];
  if (!first) return false;
  const before = tokens.slice(Math.max(0, first.index - 3), first.index).filter((token) => token.clause === first.clause);
  return before.some((token) => token.lower === "to" && EN_ATTEMPTS.has(tokens[token.index - 1]?.lower ?? ""));
}

/** "das Kassensystem wurde 2021 erneuert": the nearest auxiliary or modal before the participle is a past passive one. */
function pastPassive(tokens: readonly Token[], participle: Token): boolean {
  for (let at = participle.index - 1; at >= 0; at -= 1) {
    const token = tokens[at];
    if (!token || token.clause !== participle.clause || DE_COORDINATORS.has(token.lower)) return false;
    if (PAST_PASSIVE.has(token.lower)) return true;
    if (DE_VERB_FINAL.has(token.lower)) return false;
  }
  return false;
}
const PAST_PASSIVE = wordSet(GERMAN.pastPassiveAuxiliaries);
const EN_ATTEMPTS = wordSet(ENGLISH.attemptVerbs ?? []);
/** "um ein Geschoss aufstocken": how much is added, not what. */
const EXTENTS = { de: wordSet(GERMAN.extentNouns ?? []), en: wordSet(ENGLISH.extentNouns ?? []) };

/**
 * "Eröffnung einer Zahnarztpraxis: 4 Behandlungszimmer, Umbau der Mietfläche, Personalsuche",
 * "Brauchen Umbau, Konzession, Personal": an action word that is one item of a list names a
 * part of the work, not the project.
 */
function isListItem(language: Language, text: string, tokens: readonly Token[], noun: number, needAt: ReadonlySet<number>): boolean {
  // "…: hotel buyout, transfers …": an English noun's modifiers open the item with it.
  const at = language === "en" ? itemStart(text, tokens, noun) : noun;
  const token = tokens[at];
  if (!token) return false;
  const before = text.slice(tokens[Math.max(0, at - 1)]?.end ?? 0, token.start);
  // Between commas, or after a colon, "inkl." or "brauchen" and before a comma: "Kick-off im Mai: Einführung
  // von Dynamics" names the project after its colon, and a last word after a comma may be the project too.
  const opens = /[,:;]\s*$/u.test(before) || SCOPE_LEADS[language].has(tokens[at - 1]?.lower ?? "") || needAt.has(at - 1);
  const next = tokens.slice(at + 1, at + 4);
  const closes = next.some((other, index) => /,/u.test(text.slice((next[index - 1] ?? token).end, other.start)));
  // "Betriebsbewilligung, Personal und Einrichtung": the last item, joined by "und" to a list.
  const joined = tokens[at - 1];
  const item = tokens[at - 2];
  const lastOfList =
    !!joined &&
    !!item &&
    (language === "de" ? DE_COORDINATORS : EN_COORDINATORS).has(joined.lower) &&
    /,\s*$/u.test(text.slice(tokens[at - 3]?.end ?? 0, item.start));
  // "…, Umbau der Mietfläche inklusive": a part closed by an inclusion word is included in the project.
  const clauseLast = tokens.findLast((other) => other.clause === token.clause);
  // "inkl. Tal- und Bergstation": the stop of an abbreviation ends no part, words follow it.
  const abbreviated = !!clauseLast && isAbbreviation(clauseLast.text) && !!tokens[clauseLast.index + 1];
  const included = opens && !!clauseLast && clauseLast.index > at && INCLUSION_TAILS[language].has(clauseLast.lower) && !abbreviated;
  // "…: Verzeichnis …, Folgenabschätzung …, Schulung aller Mitarbeitenden.": the last item of a list after a colon ends the sentence.
  const sentence = text.slice(0, token.start);
  const colonList = /:[^.!?:]*,[^.!?:]*$/u.test(sentence) && /,\s*$/u.test(before) && endsSentence(text, tokens, at);
  // "Budget für Ausbau, Personal und Eröffnung": a comma inside a clause joins an enumeration (see `tokenize`).
  const enumerated = !!tokens[noun + 1]?.listed || !!token.listed;
  return (opens && (closes || colonList)) || lastOfList || included || enumerated || afterInclusion(language, text, tokens, at);
}

/** Whether the sentence ends within the three words after `at`. */
function endsSentence(text: string, tokens: readonly Token[], at: number): boolean {
  const last = tokens[Math.min(at + 3, tokens.length - 1)];
  const rest = text.slice(tokens[at]?.end ?? 0, last?.end ?? text.length);
  return /[.!?]/u.test(rest) || at + 3 >= tokens.length - 1;
}

/** The first word of an English noun's phrase: up to two plain words right before it ("hotel buyout"). */
function itemStart(text: string, tokens: readonly Token[], at: number): number {
  let start = at;
  for (let step = 0; step < 2; step += 1) {
    const previous = tokens[start - 1];
    const current = tokens[start];
    if (!previous || !current || previous.clause !== current.clause || !/^\s+$/u.test(text.slice(previous.end, current.start))) break;
    if (FUNCTION_WORDS.en.has(previous.lower) || previous.number || INDEX.en.verbs.has(previous.lower)) break;
    start -= 1;
  }
  return start;
}

/** "…, including cold-chain logistics, packaging and a launch campaign": what follows an inclusion word in its sentence is part of the work. */
function afterInclusion(language: Language, text: string, tokens: readonly Token[], at: number): boolean {
  for (let index = at; index > 0; index -= 1) {
    const before = tokens[index - 1];
    const token = tokens[index];
    if (!before || !token) return false;
    // "inkl." ends no sentence.
    if (SCOPE_LEADS[language].has(before.lower)) return true;
    if (/[.!?;]/u.test(text.slice(before.end, token.start))) return false;
  }
  return false;
}

/**
 * The project's action: a real action word over a generic one; among those, one in a clause that
 * plans ("wollen", "want", nominal style) over one that says what the company has long done
 * ("entwickeln seit 20 Jahren ERP-Lösungen"); then the first.
 */
function choose(language: Language, tokens: readonly Token[], matches: ActionMatch[], text: string): ActionMatch | undefined {
  let best: ActionMatch | undefined;
  let top = Number.NEGATIVE_INFINITY;
  const needAt = new Set(matches.filter((match) => match.action === "other" && match.kind === "verb").map((match) => match.at[0] ?? -1));
  const listed = new Set(matches.filter((match) => isListItem(language, text, tokens, match.at[0] ?? 0, needAt)));
  // Only when something else names the project: a list of actions alone still says what is done.
  const penalty = listed.size > 0 && listed.size < matches.length ? 1 : 0;
  // "die Website barrierefrei relaunchen": a predicate word right before a verb says how, the verb says what.
  const verbAt = new Set(matches.filter((match) => match.kind === "verb" && !match.predicate).map((match) => match.at[0]));
  // Clauses a reason or an alternative not taken opens, and whether a real action stands outside them.
  const clauseOf = (match: ActionMatch) => tokens[match.at[0] ?? 0]?.clause ?? 0;
  const reasonClauses = new Set(matches.map(clauseOf).filter((clause) => opensReason(language, clauseTokens(tokens, clause))));
  const actionOutsideReasons = matches.some((other) => other.action !== "other" && !reasonClauses.has(clauseOf(other)));
  for (const match of matches) {
    if (match.predicate && verbAt.has((match.at[0] ?? 0) + 1)) continue;
    const clauseIndex = tokens[match.at[0] ?? 0]?.clause ?? 0;
    const clause = clauseTokens(tokens, clauseIndex);
    // "zieht das Labor in den Neubau um": a noun in the clause of a real verb is that verb's object or place.
    // "packaging and the launch campaign are still open": so is one that a state is said of.
    const besideVerb =
      match.kind === "noun" &&
      (matches.some((other) => other.kind === "verb" && other.action !== "other" && tokens[other.at[0] ?? 0]?.clause === clauseIndex) ||
        (language === "en" && clause.some((token) => statedState(token, tokens))));
    // "Migrate our SAP ECC to S/4HANA.": a verb opening the text is a request, as intended as "we want to".
    // "Request: migrate file shares …", "Ziel: …": a verb opening the value of a labelled line is as good as the text's first word.
    const verbToken = tokens[match.at[0] ?? 0];
    const afterLabel =
      !!verbToken &&
      verbToken.index > 0 &&
      clause[0] === verbToken &&
      /:\s*$/u.test(text.slice(tokens[verbToken.index - 1]?.end ?? 0, verbToken.start));
    const imperative = match.kind === "verb" && ((match.at[0] ?? 0) === 0 || afterLabel);
    const intends =
      (match.kind === "noun" && !besideVerb) ||
      match.passive ||
      imperative ||
      plannedArrangement(language, tokens, match) ||
      clause.some((token) => MARKERS[language].intention.has(token.lower));
    // "seit 20 Jahren", "for decades" tell a habit; "our 15 years old ERP system" tells an age.
    // "(a standard product, vendor already selected)": an aside in brackets tells no habit of the verb outside it.
    const depth = tokens[match.at[0] ?? 0]?.bracket ?? 0;
    const habitual = clause.some(
      (token, at) =>
        token.bracket <= depth && MARKERS[language].habit.has(token.lower) && !AGE_ADJECTIVES[language].has(clause[at + 1]?.lower ?? ""),
    );
    // "bis Ostern, wenn die Reifenwechsel-Saison losgeht": an action noun in a clause saying when dates the project.
    // "handover by 30 September 2028", "Übergabe bis Ende 2027": a noun that a date follows names the deadline, when a verb names the work.
    // "After the merger, our publishing house will consolidate …": a noun in a fronted "after …" without a verb is background.
    const background =
      match.kind === "noun" &&
      !!clause[0] &&
      clause[0].index < (match.at[0] ?? 0) &&
      BACKGROUND_OPENERS[language].has(clause[0].lower) &&
      // Only a phrase set off by itself: "Nach der Übernahme … müssen wir die Betriebe zusammenführen" goes on to the request.
      !clause.some((token) => MARKERS[language].intention.has(token.lower) || (language === "de" && DE_MODALS.has(token.lower))) &&
      !matches.some((other) => other.kind === "verb" && tokens[other.at[0] ?? 0]?.clause === clauseIndex);
    // "our summer party on Saturday 3 July 2027": the date of an event is the event, not a deadline of other work.
    // "launch by end of next quarter": an English verb that a date follows without an object names when, not what.
    const datedVerb =
      language === "en" &&
      match.kind === "verb" &&
      !match.passive &&
      !PAST_TENSE.test(verbToken?.lower ?? "") &&
      datedBy(text, tokens, match) &&
      matches.some((other) => other !== match && other.action !== match.action);
    // "we run 3 gyms and want our own booking app": of two generic verbs the one that wants states the request.
    const wants =
      language === "en" && match.kind === "verb" && match.action === "other" && MARKERS.en.intention.has(verbToken?.lower ?? "");
    const dating =
      datedVerb ||
      (match.kind === "noun" &&
        (background ||
          (match.action !== "organise_event" &&
            datedBy(text, tokens, match) &&
            matches.some((other) => other.kind === "verb" && other.action !== "other")) ||
          clause.some((token) => token.index < (match.at[0] ?? 0) && TEMPORAL[language].has(token.lower)) ||
          measuredBy(text, tokens, match)));
    // "think about building a plant … we need a feasibility study": what is only weighed is not yet the project.
    const weighed = clause.some((token) => DELIBERATION[language].has(token.lower));
    // What the company has long done is no plan at all: even a generic "need" of another clause says more.
    const done = toldAsDone(language, tokens, match) || byOthers(language, tokens, match);
    // "Wir bräuchten einen Projektplan für den Umzug": what the plan asked for is for is the project.
    const asked = match.kind === "noun" && askedFor(language, tokens, match);
    // "Räume im Erdgeschoss eines Neubaus": an action noun in the genitive qualifies another noun.
    const attribute = language === "de" && match.kind === "noun" && DE_GENITIVE_MN.has(tokens[(match.at[0] ?? 0) - 1]?.lower ?? "");
    // "650 m² Verkaufsfläche in einem Neubau, den wir mieten": an action noun after a place preposition says where.
    const located = match.kind === "noun" && locatedIn(language, tokens, match.at[0] ?? 0);
    // "eine Cloud-Lösung mit Swissdec-Zertifizierung": an action noun after "mit"/"with" describes the thing before it.
    const describing = match.kind === "noun" && after(tokens, match.at[0] ?? 0, GRAMMAR_SETS[language].attach);
    // "We are a contract development and manufacturing organisation": a noun in the company's self-description tells what it is.
    // Only up to a second verb: "… mit 650 Mitarbeitenden und wollen … einen Anbau" goes on to the request;
    // "research and development organisation" joins nouns.
    // "ein neues Kassensystem, das die Registrierkassenpflicht erfüllt": a verb of a relative clause describes the noun before it.
    // "…, was uns bei der Personalsuche Probleme macht": an action noun in such a clause describes too.
    // "…, which we want to replace with a campus management system": unless we say there what we want.
    const wishedInClause =
      clause.some((token) => FIRST_PERSON.has(token.lower)) && clause.some((token) => MARKERS[language].intention.has(token.lower));
    const relative = !match.passive && !wishedInClause && opensRelative(language, text, tokens, clause);
    const selfDescribed =
      match.kind === "noun" &&
      describesCompany(language, clause) &&
      !clause.some(
        (token) =>
          token.index < (match.at[0] ?? 0) &&
          GRAMMAR_SETS[language].coordinators.has(token.lower) &&
          opensPredicate(language, tokens[token.index + 1]),
      );
    // "…, ausgerollt in beiden Lagern": a participle without an auxiliary in its clause only describes.
    const bareParticiple =
      language === "de" &&
      !!match.participle &&
      !match.passive &&
      !clause.some((token) => DE_VERB_FINAL.has(token.lower) || GERMAN.perfectAuxiliaries.includes(token.lower));
    // "… eröffnet dort eine Pflegeeinrichtung. Dafür müssen wir 45 Pflegekräfte einstellen": a clause that opens by
    // pointing back serves the work named before it.
    const serving = servesBefore(language, clause);
    // "Because we are accelerating our fibre roll-out, we need to hire 25 technicians": a reason is why, not what is asked;
    // "Statt neu zu bauen, wollen wir … installieren": an alternative not taken is not asked either.
    // Only against a real action outside: "Wir benötigen einen Projektplan, weil wir … digitalisieren müssen" asks for the reason's work.
    const reason = reasonClauses.has(clauseIndex) && actionOutsideReasons;
    // "Wir stellen … auf Business Central um. Die Umstellung soll mit 1. Jänner erfolgen": a definite action noun
    // with no complement of its own names again the work a verb named before; the verb's reading says more.
    const repeated = match.kind === "noun" && namesAgain(language, tokens, matches, match);
    // "Can you set up the plan backwards from the date?", "einen Projektplan erstellen": making the plan asked for is no project.
    // "Wie würden Sie ein solches Projekt aufbauen?": a question asking the reader to do something to what it points back at asks for the plan.
    const makesPlan =
      match.kind === "verb" && (nearPlanNoun(language, tokens, match) || asksErrand(text, tokens[match.at[0] ?? 0]?.start ?? 0, language));
    // "Für den Neubau unseres Tierheims wollen wir eine Spendenkampagne starten": an action noun in a purpose phrase
    // fronted before the clause's verb names what the verb's work serves; the verb says what is done.
    // "After the merger of our two banks we need to rebrand": so does one in a fronted background phrase.
    const fronted =
      match.kind === "noun" &&
      !!clause[0] &&
      FRONTED_LEADS[language].has(clause[0].lower) &&
      after(tokens, match.at[0] ?? 0, FRONTED_LEADS[language]) &&
      matches.some(
        (other) =>
          // "Nach der Fusion zweier Kanzleien brauchen wir ein Rebranding": so does an action noun the clause goes on to.
          (other.kind === "verb" || other.action !== match.action) &&
          other.action !== "other" &&
          (other.at[0] ?? 0) > Math.max(...match.at) &&
          tokens[other.at[0] ?? 0]?.clause === clauseIndex,
      );
    // "Wir bauen Nutzfahrzeugaufbauten", "We make packaging machines": a plain present verb with a bare plural
    // object tells what the company makes for a living, not what it plans.
    // Only without a wish before the verb: "We build kitchens … and need a new ERP" wants the ERP, not the kitchens.
    const wishedBefore = clause.some(
      (token) =>
        token.index < (match.at[0] ?? 0) &&
        (MARKERS[language].intention.has(token.lower) || (language === "de" && DE_MODALS.has(token.lower))),
    );
    // And said of "we": "Kita-Standort Nr. 5 eröffnen" is a request in a heading.
    const weSay = clause.some((token) => token.index < (match.at[0] ?? 0) && FIRST_PERSON.has(token.lower));
    // The verb's object, read once and only when a rule below asks for it.
    let object: Phrase | undefined | null = null;
    const objectOfVerb = () => {
      if (object === null) object = verbObject(language, text, tokens, match);
      return object;
    };
    const trade =
      match.kind === "verb" && weSay && !wishedBefore && !imperative && !match.passive && isBarePlural(language, objectOfVerb());
    // "Wir planen … eine Eröffnungsfeier": a generic verb whose object is an event organises it, as an action word would.
    const organises = match.kind === "verb" && match.action === "other" && objectOfVerb()?.category === "event";
    const value =
      match.weight +
      (organises ? 1 : 0) +
      (intends ? 0.2 : 0) +
      (wants ? 0.1 : 0) -
      (serving || makesPlan || reason ? 1 : 0) +
      (asked ? 1 : 0) -
      (habitual || done || trade ? 1.5 : 0) -
      (weighed ? 0.5 : 0) -
      (dating || fronted ? 1.5 : 0) -
      (listed.has(match) ? penalty : 0) -
      (attribute ? 0.5 : 0) -
      (located || describing ? 0.5 : 0) -
      (selfDescribed || relative ? 1 : 0) -
      (bareParticiple ? 1 : 0) -
      (repeated ? 1 : 0);
    // Sums of tenths: a tie is a tie, the earlier match keeps it.
    if (value > top + TIE) {
      top = value;
      best = match;
    }
  }
  return best;
}

/** Whether a verb's object is a bare plural: no article, no count ("Nutzfahrzeugaufbauten", "packaging machines"). */
function isBarePlural(language: Language, object: Phrase | undefined): boolean {
  if (!object || object.article || object.counted || object.modifiers.some((token) => token.number)) return false;
  const headToken = object.nouns[object.nouns.length - 1];
  // A name ("SAP", "Microsoft 365") stands without article in any number: "Wir führen SAP ein" plans.
  if (!headToken || object.nouns.some((noun) => isAcronym(noun) || CATEGORY_NAMES.has(normalise(noun.text)))) return false;
  // German: a singular count noun needs its article, so a bare one is a plural (or a mass noun).
  if (language === "de") return object.gender === "pl" || object.gender === undefined;
  const head = object.head.toLowerCase();
  return head.endsWith("s") && !head.endsWith("ss");
}

/** "we're opening our third restaurant", "we will migrate …": an English progressive or future with "we"/"I" is a plan. */
function plannedArrangement(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  if (language !== "en" || match.kind !== "verb") return false;
  const verb = tokens[match.at[0] ?? 0];
  if (!verb) return false;
  const before = tokens.slice(Math.max(0, verb.index - 2), verb.index).filter((token) => token.clause === verb.clause);
  const words = before.map((token) => token.lower);
  const subject = [words.join(" "), words.at(-1) ?? ""];
  if (
    subject.some((phrase) => PLANNED_PROGRESSIVE.has(phrase)) &&
    (verb.lower.endsWith("ing") || words.includes("will") || /'ll$|’ll$/u.test(words.at(-1) ?? ""))
  )
    return true;
  // "We're a UK law firm opening a Frankfurt office": an -ing verb right after the company we say we are.
  const clause = clauseTokens(tokens, verb.clause);
  const between = clause.filter((token) => token.index < verb.index);
  // "we're a team of seven building a small software company": building the company itself describes who we are.
  const object = clause.filter((token) => token.index > verb.index).slice(0, OBJECT_REACH + 1);
  return (
    verb.lower.endsWith("ing") &&
    describesCompany(language, clause) &&
    between.length <= SELF_DESCRIPTION_WORDS &&
    !between.slice(2).some((token) => INDEX.en.verbs.has(token.lower) || GRAMMAR_SETS.en.breaks.has(token.lower)) &&
    !object.some((token) => categorize([token.text]) === "company")
  );
}
/** Words from "we are" to the verb that says what the company is doing: "We're a family-run bakery in Graz opening …". */
const SELF_DESCRIPTION_WORDS = 9;
const PLANNED_PROGRESSIVE = wordSet(ENGLISH.plannedProgressive ?? []);
/** "we acquired in 2026": a verb in the past tense is told, not planned, whatever date follows it. */
const PAST_TENSE = /ed$/u;

/** How far from a verb its object may stand: an article and an adjective between. */
const OBJECT_REACH = 3;

/** Whether the verb's object is a plan: "set up the plan" (English, after it), "einen Projektplan erstellen" (German, before it). */
function nearPlanNoun(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  const first = Math.min(...match.at);
  const last = Math.max(...match.at);
  const clause = tokens[first]?.clause;
  const reach = (token: Token) =>
    language === "en"
      ? token.index > last && token.index <= last + OBJECT_REACH && EN_DETERMINERS.has(tokens[token.index - 1]?.lower ?? "")
      : token.index < first &&
        token.index >= first - OBJECT_REACH &&
        token.capital &&
        GRAMMAR_SETS.de.articles.has(tokens[token.index - 1]?.lower ?? "");
  return tokens.some((token) => token.clause === clause && reach(token) && PLAN_NOUNS[language].has(token.lower));
}

/** Below this, two scores are equal (they are sums of tenths). */
const TIE = 1e-9;

/** A definite action noun without a complement ("Die Umstellung soll …") after a verb of the same action. */
function namesAgain(language: Language, tokens: readonly Token[], matches: readonly ActionMatch[], match: ActionMatch): boolean {
  if (!definiteBefore(language, tokens, match)) return false;
  const first = Math.min(...match.at);
  const articles = language === "de" ? GRAMMAR_SETS.de.articles : EN_DETERMINERS;
  const next = tokens[Math.max(...match.at) + 1];
  const complement =
    !!next && next.clause === tokens[first]?.clause && (articles.has(next.lower) || GRAMMAR_SETS[language].prepositions.has(next.lower));
  if (complement) return false;
  return matches.some((other) => other.kind === "verb" && other.action === match.action && Math.max(...other.at) < first);
}

/** An action noun after "zum"/"for the" (adjectives between) right behind a noun of a known kind: the occasion of that thing. */
function isOccasion(language: Language, tokens: readonly Token[], matches: readonly ActionMatch[], match: ActionMatch): boolean {
  if (match.kind !== "noun") return false;
  if (language === "de" && isEventTopic(tokens, matches, match)) return true;
  let at = Math.min(...match.at) - 1;
  const modifies = (token: Token | undefined) =>
    !!token && (looksAdjective(token, token.clause) || token.number || /^\d/u.test(token.text) || EN_DETERMINERS.has(token.lower));
  while (at > 0 && modifies(tokens[at])) at -= 1;
  const preposition = tokens[at];
  const thing = tokens[at - 1];
  if (!preposition || !thing || !PURPOSE[language].has(preposition.lower) || thing.clause !== preposition.clause) return false;
  if (language === "de" && !thing.capital) return false;
  return categorize([thing.text]) !== "other" && !matches.some((other) => other.at.includes(thing.index));
}

/**
 * "Fachmesse Landtechnik & Direktvermarktung", "Tagung Sanierung und Umbau": an action noun in a
 * run of nouns that an event opens, as a heading does, names the event's topic, not the work.
 */
function isEventTopic(tokens: readonly Token[], matches: readonly ActionMatch[], match: ActionMatch): boolean {
  const noun = tokens[Math.min(...match.at)];
  if (!noun) return false;
  let at = noun.index - 1;
  const joins = (token: Token | undefined) => !!token && (token.text === "&" || DE_COORDINATORS.has(token.lower));
  while (at >= 0) {
    const token = tokens[at];
    if (!token || token.clause !== noun.clause || !((token.capital && !token.number) || joins(token))) break;
    at -= 1;
  }
  const head = tokens[at + 1];
  // Only a heading: "mit Ausbildungsmessen und Social-Media-Recruiting" lists means, the event heads nothing.
  if (!head || head === noun || joins(head) || !clauseStart(tokens, head.index)) return false;
  if (matches.some((other) => other.at.includes(head.index))) return false;
  return categorize([head.text]) === "event";
}

/** Whether the clause opens with a word that points back to the work before it ("Dafür", "for this"). */
function servesBefore(language: Language, clause: readonly Token[]): boolean {
  const first = clause[0];
  if (!first || first.index === 0) return false;
  const opening = [first.lower, `${first.lower} ${clause[1]?.lower ?? ""}`];
  return opening.some((words) => BACK_REFERENCES[language].has(words));
}

/** "18 months of construction", "zwei Jahre Bauzeit"-like: the action noun is what a duration right before it measures. */
function measuredBy(text: string, tokens: readonly Token[], match: ActionMatch): boolean {
  const at = Math.min(...match.at);
  const link = tokens[at - 1];
  const unit = tokens[at - 2];
  const count = tokens[at - 3];
  if (!link || !unit || !count || link.lower !== "of" || count.clause !== tokens[at]?.clause) return false;
  const reading = readTimeline(text.slice(count.start, unit.end), { today: TIMELESS_TODAY });
  return !!reading && reading.start === 0;
}

/** A time expression follows the action noun right away, to the end of its clause. */
function datedBy(text: string, tokens: readonly Token[], match: ActionMatch): boolean {
  const noun = tokens[Math.max(...match.at)];
  const next = noun ? tokens[noun.index + 1] : undefined;
  if (!noun || !next || next.clause !== noun.clause) return false;
  const last = clauseTokens(tokens, noun.clause).at(-1) ?? next;
  const reading = readTimeline(text.slice(next.start, last.end), { today: TIMELESS_TODAY });
  return !!reading && reading.start === 0;
}

/** A lower-case German word with an adjective's ending that is no article or verb ("junge"). */
function looksAdjective(token: Token | undefined, clause: number): boolean {
  return (
    !!token &&
    token.clause === clause &&
    !token.capital &&
    !token.number &&
    /(?:e|en|er|es|em)$/u.test(token.lower) &&
    !GERMAN.articles.all.includes(token.lower) &&
    !DE_COORDINATORS.has(token.lower) &&
    !INDEX.de.verbs.has(token.lower) &&
    !DE_VERB_FINAL.has(token.lower) &&
    !MARKERS.de.intention.has(token.lower) &&
    !GERMAN.perfectAuxiliaries.includes(token.lower)
  );
}

/** The word at `at` follows one of `words`, with at most an article or determiner between. */
function after(tokens: readonly Token[], at: number, words: ReadonlySet<string>): boolean {
  // "mit zweistöckigem Büroanbau", "in einem großen Neubau": past an article and up to two adjectives.
  let index = at - 1;
  for (let skipped = 0; skipped < 3; skipped += 1) {
    const word = tokens[index];
    if (!word || word.clause !== tokens[at]?.clause || words.has(word.lower)) break;
    const article = GRAMMAR_SETS.de.articles.has(word.lower) || EN_DETERMINERS.has(word.lower);
    if (!article && (word.capital || word.number || !looksAdjective(word, word.clause))) break;
    index -= 1;
  }
  const word = tokens[index];
  return !!word && word.clause === tokens[at]?.clause && words.has(word.lower);
}

/** A verb after "und"/"and" opens a second predicate ("und wollen", "and are planning"). */
function opensPredicate(language: Language, token: Token | undefined): boolean {
  if (!token) return false;
  const word = token.lower;
  return (
    MARKERS[language].intention.has(word) ||
    INDEX[language].verbs.has(word) ||
    (language === "de" ? DE_VERB_FINAL.has(word) || GERMAN.perfectAuxiliaries.includes(word) : EN_BE.has(word))
  );
}

const REPLACEMENT_LINKS = wordSet(ENGLISH.replacementLinks);

const RELATIVES = { de: wordSet(GERMAN.relativePronouns), en: wordSet(ENGLISH.relativePronouns) };

/** A clause that opens with a relative pronoun right after a noun and a comma ("Kassensystem, das …"). */
function opensRelative(language: Language, text: string, tokens: readonly Token[], clause: readonly Token[]): boolean {
  const first = clause[0];
  const before = first ? tokens[first.index - 1] : undefined;
  if (!first || !before || !RELATIVES[language].has(first.lower) || !/^\s*,\s*$/u.test(text.slice(before.end, first.start))) return false;
  // German nouns are capitalised; in English the word before must not be a verb or a function word.
  return language === "de" ? before.capital && !before.number : !INDEX.en.verbs.has(before.lower) && !EN_DETERMINERS.has(before.lower);
}

const SELF = { de: wordSet(GERMAN.selfDescriptions), en: wordSet(ENGLISH.selfDescriptions) };

/** A clause that opens with the company describing itself ("We are a …", "Wir sind ein …", "We're a …"). */
function describesCompany(language: Language, clause: readonly Token[]): boolean {
  const opening = clause
    .slice(0, 2)
    .map((token) => token.lower)
    .join(" ");
  return SELF[language].has(opening) || SELF[language].has(clause[0]?.lower ?? "");
}

const LOCATIVES = { de: wordSet(GERMAN.locativePrepositions), en: wordSet(ENGLISH.locativePrepositions) };

/** The word at `at` follows a place preposition, with at most an article between ("in einem Neubau", "in the new building"). */
function locatedIn(language: Language, tokens: readonly Token[], at: number): boolean {
  return after(tokens, at, LOCATIVES[language]);
}

interface Candidate {
  phrase: Phrase;
  preposition?: string;
  excluded: boolean;
}

/** Every noun phrase of a clause (or of the text) with the word before it. */
const DE_DATIVE = wordSet(GERMAN.articles.dative);

/**
 * "mit einem Fest …, einem Kundenapéro und einem Tag der offenen Tür": a German phrase in the dative
 * without a preposition of its own is an item of an enumeration after a preposition, never the direct object.
 */
function governingPreposition(language: Language, text: string, tokens: readonly Token[], phrase: Phrase): string | undefined {
  if (language !== "de" || !phrase.article || !DE_DATIVE.has(phrase.article.lower)) return undefined;
  // Back over the enumeration's commas, not over the end of its sentence.
  for (let index = phrase.first - 1; index >= 0; index -= 1) {
    const token = tokens[index];
    if (!token || /[.!?;:\n]/u.test(text.slice(token.end, tokens[index + 1]?.start ?? token.end))) return undefined;
    // The preposition of the enumeration's first item, in the same case ("mit einem Fest für unsere …, einem …").
    if (GRAMMAR_SETS.de.prepositions.has(token.lower) && DE_DATIVE.has(tokens[index + 1]?.lower ?? "")) return token.lower;
  }
  return undefined;
}

function phrases(language: Language, text: string, tokens: readonly Token[], clause: number | undefined, skip: Set<number>): Candidate[] {
  const sets = GRAMMAR_SETS[language];
  const result: Candidate[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token) break;
    if ((clause !== undefined && token.clause !== clause) || skip.has(index) || !canStart(language, tokens, index)) {
      index += 1;
      continue;
    }
    let phrase = phraseAt(language, text, tokens, index);
    // English: "a new app developed" ran into the action word, the phrase ends before it.
    const into = phrase?.nouns.find((noun) => skip.has(noun.index));
    if (language === "en" && phrase && into && into.index > index) phrase = phraseAt(language, text, tokens.slice(0, into.index), index);
    if (!phrase || phrase.nouns.some((noun) => skip.has(noun.index))) {
      index += 1;
      continue;
    }
    const before = tokens[index - 1];
    const sameClause = !!before && before.clause === token.clause;
    // "in Restaurant und Bar": a phrase coordinated with a prepositional one shares its preposition.
    const previous = result[result.length - 1];
    // "für Jugendliche und junge Erwachsene": up to two lower-case words (adjectives the phrase did not take) may stand between.
    let joint = index - 1;
    while (language === "de" && joint > index - 3 && looksAdjective(tokens[joint], token.clause)) joint -= 1;
    const coordinator = tokens[joint];
    const shared =
      sameClause &&
      coordinator &&
      coordinator.clause === token.clause &&
      sets.coordinators.has(coordinator.lower) &&
      previous?.preposition &&
      !(language === "de" ? DE_GENITIVE : EN_GENITIVE).has(previous.preposition) &&
      previous.phrase.until === joint
        ? previous.preposition
        : undefined;
    // "would like a new app": after an intention word "like" is a verb, not a preposition.
    const wish =
      !!before && MARKERS[language].intention.has(before.lower) && MARKERS[language].intention.has(tokens[index - 2]?.lower ?? "");
    const preposition =
      sameClause && before && !wish && sets.prepositions.has(before.lower)
        ? before.lower
        : (shared ?? governingPreposition(language, text, tokens, phrase));
    // "Geplant ist eine eigene App": after an action's participle opening the clause, the copula's phrase is what is done.
    const opener = tokens[index - 2];
    const afterParticiple =
      language === "de" &&
      !!opener &&
      opener.clause === token.clause &&
      clauseStart(tokens, opener.index) &&
      INDEX.de.verbs.has(opener.lower);
    const copula =
      sameClause && before && sets.copulas.has(before.lower) && !afterParticiple && !announcesRequest(language, tokens, index - 1);
    // "… der Zustandsüberwachung unserer Anlagen": a genitive attribute of the phrase before.
    const genitive =
      language === "de" &&
      !!phrase.article &&
      GERMAN.articles.genitive.includes(phrase.article.lower) &&
      sameClause &&
      !!before &&
      before.capital;
    // "Neues Lager Wels": a place closing a form-style phrase says where, the words before it what.
    phrase = withoutTrailingPlace(language, text, tokens, phrase, index);
    // "im Landkreis Cham Glasfaser bis ins Haus": a noun after a place inside the run opens the next phrase.
    phrase = beforeInnerPlace(language, text, tokens, phrase, index);
    // "internal hackathon", "small campaign": a lone lower-case word before the action noun qualifies it.
    const qualifier = language === "en" && !!into && into.index === phrase.last && loneQualifier(phrase);
    result.push({
      phrase,
      ...(preposition ? { preposition } : {}),
      excluded:
        !!copula ||
        genitive ||
        isStopPhrase(language, phrase) ||
        qualifier ||
        token.bracket > 0 ||
        phrase.modifiers.some((modifier) => JUDGEMENTS[language].has(modifier.lower)) ||
        namesPlace(text, phrase) ||
        labelsField(text, tokens, phrase),
    });
    index = Math.max(phrase.until, index + 1);
  }
  return result;
}

/** A form's colon right after `end` ("Site: …"), not a gender colon inside a word ("Mitarbeiter:innen"). */
function colonAfter(text: string, end: number): boolean {
  return /^\s*:(?!\p{L})/u.test(text.slice(end));
}

/** "Site: DC Bad Oeynhausen", "Standort: Linz": a single word before a colon names a form's field, not the object. */
function labelsField(text: string, tokens: readonly Token[], phrase: Phrase): boolean {
  const last = tokens[phrase.until - 1];
  return phrase.until - phrase.first === 1 && !!last && colonAfter(text, last.end);
}

const placeSpans = new Map<string, { start: number; end: number }[]>();

/** The phrase without a place name as its last noun, when words before it remain ("Neues Lager Wels" → "Neues Lager"). */
function withoutTrailingPlace(language: Language, text: string, tokens: readonly Token[], phrase: Phrase, index: number): Phrase {
  const last = phrase.nouns[phrase.nouns.length - 1];
  if (!last || phrase.nouns.length < 2 || last.index <= index) return phrase;
  const single: Phrase = { ...phrase, modifiers: [], nouns: [last] };
  if (!namesPlace(text, single)) return phrase;
  return phraseAt(language, text, tokens.slice(0, last.index), index) ?? phrase;
}

/** The phrase up to a place named inside its run of nouns ("Landkreis Cham | Glasfaser"); German only. */
function beforeInnerPlace(language: Language, text: string, tokens: readonly Token[], phrase: Phrase, index: number): Phrase {
  if (language !== "de") return phrase;
  // Only a place named after a noun ("Landkreis Cham"), not a town's adjective opening the run ("Luzerner Produktion").
  const inner = phrase.nouns
    .slice(1, -1)
    .find((noun) => noun.index > index && namesPlace(text, { ...phrase, modifiers: [], nouns: [noun] }));
  if (!inner) return phrase;
  return phraseAt(language, text, tokens.slice(0, inner.index + 1), index) ?? phrase;
}

/**
 * Whether the phrase's head is, or is qualified by, a city or region ("Muri AG", "Tiroler
 * Bergbahnen", "Linzer Softwarehaus"): that names where or who, never what is worked on.
 */
function namesPlace(text: string, phrase: Phrase): boolean {
  let spans = placeSpans.get(text);
  if (!spans) {
    // Country words ("Swiss competitor") may qualify the object.
    spans = findPlaces(text)
      .filter((place) => place.kind !== "country")
      .map((place) => ({ start: place.start, end: place.end }));
    placeSpans.clear();
    placeSpans.set(text, spans);
  }
  // "das Waldviertler Blasmusikfest": a place before the head qualifies the object; a place as the head is no object.
  const head = phrase.nouns[phrase.nouns.length - 1];
  // "eine Vorarlberger Firma" is the customer named by its place, not an object qualified by one.
  const qualifies = !!head && !isPlaceToken(head, spans) && phrase.nouns.length > 1 && categorize([head.text]) !== "company";
  const words = qualifies ? [head] : [...phrase.modifiers, ...phrase.nouns];
  return words.filter((token) => !token.number).some((token) => isPlaceToken(token, spans));
}

function isPlaceToken(token: Token, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((span) => token.start < span.end && span.start < token.end);
}

function canStart(language: Language, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (language === "en") return true;
  if (token.capital || token.number || GRAMMAR_SETS.de.articles.has(token.lower)) return true;
  // A bare adjective opens a phrase after a preposition or when it says "neu".
  const before = tokens[index - 1];
  const next = tokens[index + 1];
  return !!next?.capital && (saysNew(token.lower) || (!!before && GRAMMAR_SETS.de.prepositions.has(before.lower)));
}

function distance(phrase: Phrase, at: readonly number[]): number {
  const head = phrase.nouns[phrase.nouns.length - 1]?.index ?? phrase.first;
  return Math.min(...at.map((index) => Math.abs(index - head)));
}

function score(candidate: Candidate, match: ActionMatch | undefined, tokens: readonly Token[]): number {
  const { phrase } = candidate;
  let value = phrase.category === "other" ? 0 : 3;
  if (phrase.introduces) value += 1;
  if (match) value -= 0.1 * distance(phrase, match.at);
  // The phrase that opens an active clause is its subject ("Die Gemeinde möchte …").
  if (match && !match.passive && clauseStart(tokens, phrase.first)) value -= 1.5;
  return value;
}

/** Whether what moves makes the same kind of plan as where it goes ("move our accounting to a cloud solution" does not). */
function sameKind(action: Action, moved: Phrase, destination: Phrase | undefined): boolean {
  return tableRow(action, moved.category)?.type === tableRow(action, destination?.category)?.type;
}

function tableRow(action: Action, category: ObjectCategory | undefined) {
  return (
    (category ? LEXICON.projectTypes.find((row) => row.action === action && row.category === category) : undefined) ??
    LEXICON.projectTypes.find((row) => row.action === action && row.category === undefined)
  );
}

function best(candidates: Candidate[], match: ActionMatch | undefined, tokens: readonly Token[]): Candidate | undefined {
  let winner: Candidate | undefined;
  let top = Number.NEGATIVE_INFINITY;
  for (const candidate of candidates) {
    const value = score(candidate, match, tokens);
    if (value > top) {
      top = value;
      winner = candidate;
    }
  }
  return winner;
}

const EQUIP = {
  de: { verbs: GERMAN.equipVerbs ?? [], links: wordSet(GERMAN.equipLinks ?? []) },
  en: { verbs: ENGLISH.equipVerbs ?? [], links: wordSet(ENGLISH.equipLinks ?? []) },
};

/**
 * "alle Klassenräume mit interaktiven Displays ausstatten", "retrofit our trucks with door sensors":
 * an equipping verb's work is what it adds, so the phrase after its link is the object.
 */
function equippedWith(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): Phrase | undefined {
  const [verbAt = 0, particleAt] = match.at;
  const verb = tokens[verbAt];
  if (!verb || match.kind !== "verb") return undefined;
  // A split German verb: its particle joined in front ("statten … aus" → "ausstatten").
  const word = particleAt !== undefined && language === "de" ? `${tokens[particleAt]?.lower ?? ""}${verb.lower}` : verb.lower;
  if (!EQUIP[language].verbs.some((stem) => word.startsWith(stem))) return undefined;
  const links = clauseTokens(tokens, verb.clause).filter((token) => EQUIP[language].links.has(token.lower));
  // German puts what is added before a final verb, or after a verb in second place; English after the verb.
  const before = language === "de" ? links.filter((token) => token.index < verbAt).pop() : undefined;
  const link = before ?? links.find((token) => token.index > verbAt);
  const phrase = link ? phraseAt(language, text, tokens, link.index + 1) : undefined;
  // A thing of no known kind ("with robotic sprue pickers") leaves the equipped thing the object, whose kind is known.
  if (!phrase || phrase.category === "other" || isStopPhrase(language, phrase) || namesPlace(text, phrase)) return undefined;
  if (language === "en") return phrase;
  // After "mit" the German phrase stands in the dative ("mit interaktiven Displays"): its head alone is the base form,
  // and a head without an article that ends as plurals do is plural ("Displays", "Sensoren").
  const plural = !phrase.article && /(?:s|en|n)$/u.test(phrase.head);
  return nominativePlural({ ...phrase, base: phrase.head, ...(plural ? { gender: "pl" as const } : {}) });
}

/** The direct object of a verb, or a target phrase the action's table row cares about. */
function verbObject(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): Phrase | undefined {
  const equipment = equippedWith(language, text, tokens, match);
  if (equipment) return equipment;
  const clause = tokens[match.at[0] ?? 0]?.clause ?? 0;
  const skip = new Set(match.at);
  const all = phrases(language, text, tokens, clause, skip);
  const targets = INDEX[language].targets.get(match.action);
  const targeted = all.filter((c) => !c.excluded && !!c.preposition && !!targets?.has(c.preposition));
  // A target before the verb's segment belongs to the subject ("Händler mit 6 Standorten will …").
  const verbEnd = contiguousEnd(match.at);
  const from = language === "de" ? germanSegmentStart(tokens, match) : verbEnd + 1;
  const targetCandidates = targeted.filter((c) => c.phrase.first >= from);
  let direct: Candidate[];
  if (language === "de") {
    direct = germanSegment(
      tokens,
      match,
      all.filter((c) => !c.excluded && !c.preposition),
    );
  } else {
    const first = englishDirectObject(text, tokens, verbEnd, match.action, match.at);
    direct = first ? [{ phrase: first, excluded: false }] : [];
    // The object ended at a target preposition: what follows it is a target ("… with tablets").
    const after = first ? targetAfter(language, text, tokens, match, first.until) : undefined;
    if (after && !isStopPhrase(language, after) && !namesPlace(text, after)) targetCandidates.push({ phrase: after, excluded: false });
    if (direct.length === 0 && match.passive) {
      const verbAt = match.at[0] ?? 0;
      const before = all.filter((c) => !c.excluded && !c.preposition && c.phrase.first < verbAt);
      const last = before[before.length - 1];
      // "a new visitor guide app developed": the phrase ran into the participle, cut it there.
      const cut = last && last.phrase.until > verbAt ? phraseAt("en", text, tokens.slice(0, verbAt), last.phrase.first) : last?.phrase;
      if (cut) direct = [{ phrase: cut, excluded: false }];
    }
  }
  const chosen = best(direct, match, tokens)?.phrase;
  const target = best(targetCandidates, match, tokens)?.phrase;
  const destination = withTarget(language, match, chosen, target);
  const moved = movedThing(language, tokens, match, all, chosen);
  // The destination still decides the kind of plan ("move our accounting to a cloud solution").
  const kindOfMove = !!moved && sameKind(match.action, moved, destination);
  return moved && kindOfMove ? moved : destination;
}

/**
 * Moving actions plan around what moves, not where it goes: the direct object ("moving our
 * office to …"), a carrier phrase ("ziehen mit unserer Kanzlei in …"), or the clause's subject
 * ("Unser Lager zügelt nach …", "Our practice is relocating to …"), when that makes the same kind of plan.
 */
function movedThing(
  language: Language,
  tokens: readonly Token[],
  match: ActionMatch,
  all: Candidate[],
  chosen: Phrase | undefined,
): Phrase | undefined {
  const carriers = INDEX[language].carriers.get(match.action);
  if (!carriers) return undefined;
  if (chosen && chosen.category !== "other") return chosen;
  // "Unser Spital zieht das Zentrallabor … um": an object with its article is what moves, known kind or not.
  if (chosen?.article && !isPlaceholder(language, chosen) && !isStopPhrase(language, chosen)) return chosen;
  const usable = all.filter((c) => !c.excluded && c.phrase.category !== "other");
  const carried = usable.filter((c) => !!c.preposition && carriers.has(c.preposition));
  if (carried.length > 0) return best(carried, match, tokens)?.phrase;
  const verbAt = Math.min(...match.at);
  const subject = usable.find((c) => !c.preposition && c.phrase.first < verbAt && clauseStart(tokens, c.phrase.first));
  return subject?.phrase;
}

/**
 * The system that replaces the object, when the text names it: a phrase after a successor word
 * ("nach", "→", "to") in the action's clause that is a name ("S/4HANA", "Snowflake", "Microsoft
 * 365"), not a kind of thing ("auf eine neue Lösung").
 */
function namedSuccessor(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): Phrase | undefined {
  const successors = INDEX[language].successors.get(match.action);
  const clause = tokens[match.at[0] ?? 0]?.clause;
  if (!successors) return undefined;
  // "replace our paper documentation with a standard care software": what a replacing verb brings in is the project's thing, named or not.
  // English only: a German "durch eine neue Branchenlösung" names no more than a placeholder.
  const replacing =
    language === "en" && match.at.some((index) => ENGLISH.replacementStems.some((stem) => (tokens[index]?.lower ?? "").startsWith(stem)));
  for (const token of tokens) {
    const link = replacing && REPLACEMENT_LINKS.has(token.lower);
    if (token.clause !== clause || token.bracket > 0 || match.at.includes(token.index) || !(successors.has(token.lower) || link)) continue;
    const phrase = phraseAt(language, text, tokens, token.index + 1);
    // "replaced by SAP S/4HANA" names the successor; "migrate by June 2027" names a date.
    if (!phrase || namesPlace(text, phrase) || readTimeline(phraseText(text, tokens, phrase), { today: TIMELESS_TODAY })) continue;
    // "von RIB iTWO auf Nevaris": a bare word replacing a name is a name too.
    const bare = !phrase.article && phrase.modifiers.length === 0 && sourceIsName(language, text, tokens, phrase);
    const named = isName(language, tokens, phrase);
    if (successors.has(token.lower) && (named || bare)) return phrase;
    // "from on-prem exchange to microsoft 365": in a note written small, a system's known name after a "from" is the successor.
    const knownName = phrase.nouns.some((noun) => CATEGORY_NAMES.get(normalise(noun.text)) === "it_system");
    if (successors.has(token.lower) && knownName && sourcePhrase(language, text, tokens, phrase)) return phrase;
    // Only an unnamed thing that says what it is ("a standard care software", not "a new tool"); a name after
    // "with" ("with Microsoft Dynamics") leaves the object the kind of thing it replaces ("our legacy ERP").
    if (link && !named && phrase.category !== "other" && !isStopPhrase(language, phrase) && saysWhat(phrase)) return phrase;
    // "replace it with a cloud-based TMS": with only a pronoun for what is replaced, the named successor is the thing.
    if (link && named && pronounReplaced(language, tokens, match)) return phrase;
  }
  return undefined;
}

/** Whether the verb's object is only a pronoun ("replace it with …"). */
function pronounReplaced(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  return ERRANDS[language].pointers.has(tokens[Math.max(...match.at) + 1]?.lower ?? "");
}

/** The kind of what a successor replaces: the phrase after "from"/"von" in its clause, if any. */
function sourceCategory(language: Language, text: string, tokens: readonly Token[], successor: Phrase): ObjectCategory {
  return sourcePhrase(language, text, tokens, successor)?.category ?? "other";
}

/** What a successor replaces: the phrase after "von"/"from" in its clause, before it. */
function sourcePhrase(language: Language, text: string, tokens: readonly Token[], successor: Phrase): Phrase | undefined {
  const clause = tokens[successor.first]?.clause;
  const from = tokens.find((token) => token.clause === clause && token.index < successor.first && SOURCES[language].has(token.lower));
  return from ? phraseAt(language, text, tokens.slice(0, successor.first - 1), from.index + 1) : undefined;
}

/** The first known kind of thing between the action and its successor ("Kalkulations- und AVA-Software von … auf …"). */
function clauseCategory(language: Language, text: string, tokens: readonly Token[], match: ActionMatch, successor: Phrase): ObjectCategory {
  for (let index = Math.max(...match.at) + 1; index < successor.first; index += 1) {
    const category = phraseAt(language, text, tokens.slice(0, successor.first), index)?.category;
    if (category && category !== "other") return category;
  }
  return "other";
}

/** Whether what the successor replaces (after "von"/"from") is a name ("von RIB iTWO auf …"). */
function sourceIsName(language: Language, text: string, tokens: readonly Token[], successor: Phrase): boolean {
  const source = sourcePhrase(language, text, tokens, successor);
  return !!source && isName(language, tokens, source);
}

/** A product or system name: digits, a slash or inner capitals ("S/4HANA", "HubSpot", "M365"), a known name, or an English capital. */
function isName(language: Language, tokens: readonly Token[], phrase: Phrase): boolean {
  if (phrase.nouns.length === 0 || isPlaceholder(language, phrase) || isStopPhrase(language, phrase)) return false;
  const marked = phrase.nouns.some((noun) => /[\p{N}/]|\p{L}\p{Lu}/u.test(noun.text) || isAcronym(noun));
  if (marked) return true;
  const first = phrase.nouns[0];
  if (!first?.capital || clauseStart(tokens, first.index)) return false;
  // German capitalises every noun ("auf Wasserstoff"): there only a name the lexicon knows counts.
  return language === "en" || phrase.nouns.some((noun) => CATEGORY_NAMES.has(normalise(noun.text)));
}

/** The verb and the particle right behind it: a particle after the object ("change our CRM to …") is no part of it. */
function contiguousEnd(at: readonly number[]): number {
  const sorted = [...at].sort((a, b) => a - b);
  let end = sorted[0] ?? 0;
  for (const index of sorted.slice(1)) if (index === end + 1) end = index;
  return end;
}

/** "Filialen auf ein neues Kernbankensystem umstellen": the target decides unless both name the same kind. */
function withTarget(language: Language, match: ActionMatch, chosen: Phrase | undefined, target: Phrase | undefined): Phrase | undefined {
  if (!target || target.category === "other") return chosen;
  // "die Geschäftsverwaltung auf eine neue Lösung migrieren": the placeholder tells the kind, the object names it.
  // "replace the SCADA system with a current platform": a placeholder head that a word before it names is no placeholder.
  const chosenNamed = !!chosen && (!isPlaceholder(language, chosen) || (language === "en" && saysWhat(chosen)));
  if (chosen && chosenNamed && isPlaceholder(language, target)) {
    // A kind of its own ("hospital information system") stays; the placeholder only tells an unknown one's kind.
    const named = isPlaceholder(language, chosen) && chosen.category !== "other";
    return { ...chosen, category: named ? chosen.category : target.category };
  }
  // "introduce dispatch software with an app for the riders": a system named with a part of its kind keeps the plan.
  const systems: readonly ObjectCategory[] = ["it_system", "software"];
  // "Umzug unserer Server … in die Azure-Cloud": what systems are moved into is the system the plan is about.
  if (chosen && chosenNamed && systems.includes(chosen.category) && systems.includes(target.category)) {
    return match.action === "relocate" && target.article ? { ...target, moving: chosen.base } : chosen;
  }
  const specific = LEXICON.projectTypes.some((row) => row.action === match.action && row.category === target.category);
  // "expand our plant with a second line": what is added is the target; "adding a second line with 4 machines"
  // adds the object itself, and the target only tells what it has.
  if (LEXICON.actions[match.action].targetAdds && !EXTENTS[language].has(target.head.toLowerCase()) && !chosen?.introduces) return target;
  if (!chosen) return target;
  // "Relocation of our production to a new hall": the plan is about where it goes, and knows what moves there.
  if (chosen.category === "other" || (specific && chosen.category !== target.category)) return { ...target, moving: chosen.base };
  return chosen;
}

/** The phrase after a target preposition right behind `at` ("… to larger premises"). */
function targetAfter(language: Language, text: string, tokens: readonly Token[], match: ActionMatch, at: number): Phrase | undefined {
  // "Umzug der Gemeindeverwaltung (35 Mitarbeitende) ins neue Gemeindehaus": past an aside in brackets.
  const depth = tokens[at - 1]?.bracket ?? 0;
  while (tokens[at] && (tokens[at]?.bracket ?? 0) > depth) at += 1;
  // "Umstellung der Lohnabrechnung und Personalverwaltung auf eine HR-Software": past a coordinated object.
  const coordinator = tokens[at];
  if (coordinator && (language === "de" ? DE_COORDINATORS : EN_COORDINATORS).has(coordinator.lower)) {
    const coordinated = phraseAt(language, text, tokens, at + 1);
    if (coordinated && tokens[coordinated.until]?.clause === coordinator.clause) at = coordinated.until;
  }
  const targets = INDEX[language].targets.get(match.action);
  // "Umzug unserer Verwaltung mit 85 Arbeitsplätzen von Köln-Ehrenfeld in ein neues Bürogebäude": past what moves
  // with it and where it comes from.
  const carriers = INDEX[language].carriers.get(match.action);
  const passable = (token: Token | undefined) =>
    !!token && (!!carriers?.has(token.lower) || SOURCES[language].has(token.lower) || ORIGINS[language].has(token.lower));
  for (let skipped = 0; skipped < 2 && passable(tokens[at]); skipped += 1) {
    const lead = tokens[at] as Token;
    const passed = phraseAt(language, text, tokens, lead.index + 1);
    const next = passed ? tokens[passed.until] : undefined;
    if (!next || next.clause !== lead.clause || !(targets?.has(next.lower) || passable(next))) break;
    at = passed?.until ?? at;
  }
  // "Umstellung unserer Filialen in der Steiermark auf ein neues Arbeitszeitmodell": past where the object is.
  const aside = tokens[at];
  if (aside && GRAMMAR_SETS[language].prepositions.has(aside.lower)) {
    const where = phraseAt(language, text, tokens, aside.index + 1) ?? phraseAt(language, text, tokens, aside.index + 2);
    if (where && namesPlace(text, where) && tokens[where.until]?.clause === aside.clause) at = where.until;
  }
  const preposition = tokens[at];
  if (!preposition || !targets?.has(preposition.lower)) return undefined;
  return phraseAt(language, text, tokens, at + 1);
}

/**
 * Where German puts the object: between a split verb and its particle ("bauen unser Lager um"),
 * before a clause-final verb ("ein CRM einführen"), after a verb in second position ("bauen in
 * Leoben ein Hochregallager"). Two coordinated actions in one clause keep their own objects.
 */
function germanSegment(tokens: readonly Token[], match: ActionMatch, candidates: Candidate[]): Candidate[] {
  const verb = match.at[0] ?? 0;
  const particle = match.at[1];
  const clause = tokens[verb]?.clause;
  let inside: (candidate: Candidate) => boolean;
  let secondPosition = particle !== undefined;
  if (particle !== undefined) {
    inside = (c) => c.phrase.first > verb && c.phrase.last <= particle;
  } else if (match.passive) {
    return candidates;
  } else {
    const final = endsVerbGroup(tokens, verb);
    if (final) {
      // From the previous coordinator, the finite modal ("… will ein neues DMS einführen") or the clause start up to the verb.
      let from = verb;
      // A coordinator inside a phrase ("mit Kundenkarte und App") joins nouns, not verbs.
      const insidePhrase = (index: number) => candidates.some((c) => c.phrase.first < index && index < c.phrase.until);
      // "…, Erinnerungs-SMS und Anbindung …": the "und" that closes an enumeration joins its last item.
      const closesEnumeration = (index: number) => tokens.slice(Math.max(0, index - 3), index).some((token) => token.listed);
      while (
        from > 0 &&
        tokens[from - 1]?.clause === clause &&
        (!DE_COORDINATORS.has(tokens[from - 1]?.lower ?? "") ||
          insidePhrase(from - 1) ||
          closesEnumeration(from - 1) ||
          withinAttachment(tokens, from - 1)) &&
        !DE_MODALS.has(tokens[from - 1]?.lower ?? "")
      )
        from -= 1;
      inside = (c) => c.phrase.first >= from && c.phrase.last <= verb;
    } else {
      secondPosition = true;
      // "eröffnen eine Tagespflege … und brauchen dafür Räume": a second verb after "und" has objects of its own.
      const stop = tokens.find(
        (token) =>
          token.index > verb &&
          token.clause === clause &&
          DE_COORDINATORS.has(token.lower) &&
          INDEX.de.verbs.has(tokens[token.index + 1]?.lower ?? "") &&
          !tokens[token.index + 1]?.capital,
      );
      inside = (c) => c.phrase.first > verb && (!stop || c.phrase.last < stop.index);
    }
  }
  // Before a verb in second position stands its subject ("Die Stadtverwaltung zügelt …").
  const rest = secondPosition ? candidates.filter((c) => !(clauseStart(tokens, c.phrase.first) && c.phrase.last <= verb)) : candidates;
  const within = rest.filter(inside);
  return within.length > 0 ? beforeEnumeration(tokens, within) : rest;
}

/** Tokens back from a coordinator to look for the "mit" it may stand under. */
const ATTACH_REACH = 6;

/**
 * "ein Umschlaglager mit ca. 8.000 m² und 24 Verladetoren bauen": a coordinator after "mit" and what
 * it takes (no article, no verb between) joins the things the object comes with, not two objects.
 */
function withinAttachment(tokens: readonly Token[], coordinator: number): boolean {
  const clause = tokens[coordinator]?.clause;
  for (let index = coordinator - 1; index >= Math.max(0, coordinator - ATTACH_REACH); index -= 1) {
    const token = tokens[index];
    if (!token || token.clause !== clause || GRAMMAR_SETS.de.articles.has(token.lower) || INDEX.de.verbs.has(token.lower)) return false;
    if (GRAMMAR_SETS.de.attach.has(token.lower)) return true;
  }
  return false;
}

/**
 * "ein Terminportal mit Aufrufsystem für die Wartezone, Erinnerungs-SMS und Anbindung an … entwickeln":
 * the items of an enumeration (see `tokenize`) describe the phrase before them; it is the object.
 */
function beforeEnumeration(tokens: readonly Token[], candidates: Candidate[]): Candidate[] {
  const from = Math.min(...candidates.map((c) => c.phrase.first));
  const until = Math.max(...candidates.map((c) => c.phrase.until));
  const firstListed = tokens.slice(from, until).find((token) => token.listed);
  if (!firstListed) return candidates;
  const before = candidates.filter((c) => c.phrase.until < firstListed.index);
  return before.length > 0 ? before : candidates;
}

/**
 * Whether a German verb stands at the end of its clause ("… einführen.", "… einführen lassen"): an
 * auxiliary or modal after it closes the verb group, unless a noun phrase follows, where "sein"
 * is a possessive ("feiert sein 150-jähriges Bestehen").
 */
function endsVerbGroup(tokens: readonly Token[], verb: number): boolean {
  const clause = tokens[verb]?.clause;
  const next = tokens[verb + 1];
  if (!next || next.clause !== clause || next.bracket > 0 || DE_COORDINATORS.has(next.lower)) return true;
  if (!DE_VERB_FINAL.has(next.lower)) return false;
  const after = tokens[verb + 2];
  return !after || after.clause !== clause || !(after.capital || after.number || /^\p{N}/u.test(after.text));
}

/** Where the phrases of a German verb's segment may start: after the finite modal or the verb in second position. */
function germanSegmentStart(tokens: readonly Token[], match: ActionMatch): number {
  const verb = match.at[0] ?? 0;
  const clause = tokens[verb]?.clause;
  if (match.at[1] !== undefined || match.passive) return match.passive ? 0 : verb + 1;
  const final = endsVerbGroup(tokens, verb);
  if (!final) return verb + 1;
  let from = verb;
  while (from > 0 && tokens[from - 1]?.clause === clause && !DE_MODALS.has(tokens[from - 1]?.lower ?? "")) from -= 1;
  return from;
}

/** English: the phrase right after the verb (and its particle), past "and sell". */
function englishDirectObject(
  text: string,
  tokens: readonly Token[],
  verbEnd: number,
  action?: Action,
  actionWords: readonly number[] = [],
): Phrase | undefined {
  let clause = tokens[verbEnd]?.clause;
  let at = verbEnd + 1;
  // "digitise, tag and catalogue our photo archive": verbs listed after the action share its object.
  const listed = sharedObjectStart(text, tokens, verbEnd);
  if (listed !== undefined) {
    at = listed;
    clause = tokens[listed]?.clause;
  }
  const next = tokens[at];
  if (next && next.clause === clause && EN_COORDINATORS.has(next.lower) && tokens[at + 1]?.clause === clause) {
    at += 2;
  }
  // "start selling our beef and pork": a gerund with an object of its own hands the verb that object.
  if (isGerundWithObject(tokens, at, clause)) at += 1;
  // "migrate roughly 1.2 million documents", "hire about 40 drivers": the hedge belongs to the count.
  if (APPROXIMATE_BEFORE.has(tokens[at]?.lower ?? "") && tokens[at + 1]?.number && tokens[at + 1]?.clause === clause) at += 1;
  // "want 800 kWp of rooftop PV": an amount in a unit measures what follows it.
  const measured =
    tokens[at]?.number && GRAMMAR_SETS.en.units.has(tokens[at + 1]?.lower ?? "") && QUANTITY_LINKS.has(tokens[at + 2]?.lower ?? "");
  if (measured && tokens[at + 3]?.clause === clause) at += 3;
  const token = tokens[at];
  if (!token || token.clause !== clause) return undefined;
  const sets = GRAMMAR_SETS.en;
  if (!isAcronym(token) && (sets.prepositions.has(token.lower) || sets.breaks.has(token.lower))) return undefined;
  let phrase = phraseAt("en", text, tokens, at);
  // "replace our paper forms with tablets": the action's target preposition ends its object.
  const targets = action ? INDEX.en.targets.get(action) : undefined;
  // "roll the new CRM out": a particle after the object ends it too.
  const cut = phrase ? tokens.slice(at + 1, phrase.until).find((t) => !!targets?.has(t.lower) || actionWords.includes(t.index)) : undefined;
  if (cut) phrase = phraseAt("en", text, tokens.slice(0, cut.index), at);
  return phrase && !isStopPhrase("en", phrase) ? phrase : undefined;
}

/** Where the object of "digitise, tag and catalogue our archive" starts: past up to three lower-case verbs listed after the action. */
function sharedObjectStart(text: string, tokens: readonly Token[], verbEnd: number): number | undefined {
  let at = verbEnd + 1;
  if (!/^\s*,\s*$/u.test(text.slice(tokens[verbEnd]?.end ?? 0, tokens[at]?.start ?? 0))) return undefined;
  for (let listed = 0; listed < MAX_LISTED_VERBS; listed += 1) {
    const word = tokens[at];
    const joiner = tokens[at + 1];
    if (!word || word.capital || word.number || EN_DETERMINERS.has(word.lower) || GRAMMAR_SETS.en.prepositions.has(word.lower))
      return undefined;
    if (joiner && EN_COORDINATORS.has(joiner.lower)) {
      const last = tokens[at + 2];
      return last && !last.capital && EN_DETERMINERS.has(tokens[at + 3]?.lower ?? "") ? at + 3 : undefined;
    }
    if (!/^\s*,\s*$/u.test(text.slice(word.end, joiner?.start ?? word.end))) return undefined;
    at += 1;
  }
  return undefined;
}
const MAX_LISTED_VERBS = 3;
const QUANTITY_LINKS = wordSet(ENGLISH.quantityLinks ?? []);

/** "selling our beef", "offering the service": an -ing word a determiner follows is a verb with its object, not a noun. */
function isGerundWithObject(tokens: readonly Token[], at: number, clause: number | undefined): boolean {
  const gerund = tokens[at];
  const next = tokens[at + 1];
  if (!gerund || !next || gerund.clause !== clause || next.clause !== clause || gerund.capital) return false;
  return /\p{L}{3}ing$/u.test(gerund.lower) && EN_DETERMINERS.has(next.lower) && !INDEX.en.verbs.has(gerund.lower);
}

/** The object of a nominalisation: genitive or "of" phrase, compound part, "von" phrase, else the clause. */
function nounObject(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): Found {
  const last = Math.max(...match.at);
  let at = last + 1;
  const clause = tokens[last]?.clause;
  // "Übernahme und Integration der …", "Acquisition and integration of …"
  const coordinator = tokens[at];
  if (coordinator && coordinator.clause === clause && (language === "de" ? DE_COORDINATORS : EN_COORDINATORS).has(coordinator.lower)) {
    const following = tokens[at + 1];
    if (following && following.clause === clause && (language === "en" || following.capital)) at += 2;
  }
  const next = tokens[at];
  const sameClause = !!next && next.clause === clause;
  const modifier = match.modifier ? { ...match.modifier, ...modifierPhrase(match.modifier.text) } : undefined;
  const ofPhrase = (phrase: Phrase): Found => {
    const chosen = withTarget(language, match, phrase, targetAfter(language, text, tokens, match, phrase.until));
    return chosen ? { phrase: chosen } : {};
  };
  if (language === "de") {
    if (sameClause && next && GERMAN.articles.genitive.includes(next.lower)) {
      const phrase = phraseAt("de", text, tokens, at);
      if (phrase) return ofPhrase(phrase);
    }
    if (modifier && modifier.category !== "other") return { modifier };
    // "Neubau Alterszentrum", "Sanierung Schulhaus": the project-list style names the object right after the noun.
    if (sameClause && next?.capital && !next.number && !DE_STOP.has(next.lower)) {
      const phrase = phraseAt("de", text, tokens, at);
      if (phrase && !phrase.article && phrase.modifiers.length === 0 && !isStopPhrase("de", phrase) && !namesPlace(text, phrase)) {
        return ofPhrase(phrase);
      }
    }
    if (sameClause && next && DE_GENITIVE.has(next.lower)) {
      const phrase = phraseAt("de", text, tokens, at + 1);
      // "Rekrutierung von 25 Pflegefachkräften": a count marks the object even where the lexicon knows no category.
      if (phrase && (phrase.category !== "other" || (phrase.counted && !isStopPhrase("de", phrase)))) {
        return { phrase: nominativePlural(phrase) };
      }
    }
    // "Gesamtsanierung von 14 Schulhäusern": a compound part the lexicon does not know yields to the "von" phrase.
    if (modifier?.category === "other" && sameClause && next && DE_GENITIVE.has(next.lower)) {
      const phrase = phraseAt("de", text, tokens, at + 1);
      if (phrase && !isStopPhrase("de", phrase)) return { phrase: nominativePlural(phrase) };
    }
    if (modifier) return { modifier };
    const premodifier = germanPremodifier(text, tokens, match.at[0] ?? 0);
    if (premodifier) return { phrase: premodifier };
  } else {
    // "a GDPR audit of the German branch": a standard before the noun is what the work is about; the "of" says where.
    const standard = englishPremodifier(text, tokens, match.at[0] ?? 0);
    // Only the name: "an independent GDPR audit" is about the GDPR.
    if (standard?.category === "standard") return { phrase: { ...standard, base: standard.base.replace(/^(?:\p{Ll}\S*\s+)+/u, "") } };
    if (sameClause && next && EN_GENITIVE.has(next.lower)) {
      const phrase = phraseAt("en", text, tokens, at + 1);
      if (phrase) return ofPhrase(phrase);
    }
    // "Organisation of …": the action word's own "of" is already part of the match.
    if (sameClause && EN_GENITIVE.has(tokens[last]?.lower ?? "")) {
      const phrase = phraseAt("en", text, tokens, at);
      if (phrase) return ofPhrase(phrase);
    }
    const premodifier = englishPremodifier(text, tokens, match.at[0] ?? 0);
    if (premodifier) return { phrase: premodifier };
  }
  const targets = INDEX[language].targets.get(match.action);
  if (sameClause && next && targets?.has(next.lower)) {
    const phrase = phraseAt(language, text, tokens, at + 1);
    if (phrase && phrase.category !== "other") return { phrase };
  }
  // "einen dreigeschossigen Anbau … erweitern", "an extension with eight classrooms": the noun is the thing built.
  const own = match.result && match.at.length === 1 ? ownPhrase(language, text, tokens, match.at[0] ?? 0) : undefined;
  if (own) return { phrase: own };
  const phrase = verbObjectFallback(language, text, tokens, match);
  return phrase ? { phrase } : {};
}

/** The phrase a noun heads, from its article and adjectives ("einen dreigeschossigen Anbau in Holzbauweise"). */
function ownPhrase(language: Language, text: string, tokens: readonly Token[], noun: number): Phrase | undefined {
  const clause = tokens[noun]?.clause;
  for (let first = Math.max(0, noun - 5); first <= noun; first += 1) {
    if (tokens.slice(first, noun).some((token) => token.clause !== clause)) continue;
    const phrase = phraseAt(language, text, tokens, first);
    if (!phrase || phrase.nouns.at(-1)?.index !== noun) continue;
    // "für den Neubau unseres Tierheims … eine Spendenkampagne": a known thing the work serves is not the thing it makes
    // ("Kredit für einen Erweiterungsbau" introduces it).
    const before = tokens[first - 1];
    return before && before.clause === clause && PURPOSE[language].has(before.lower) && !phrase.introduces ? undefined : phrase;
  }
  return undefined;
}

/** "SAP Ariba Rollout", "ERP Einführung": names written apart before a German nominalisation. */
function germanPremodifier(text: string, tokens: readonly Token[], nounIndex: number): Phrase | undefined {
  const clause = tokens[nounIndex]?.clause;
  let first = nounIndex;
  while (first > 0) {
    const before = tokens[first - 1];
    // "ISO 9001 Zertifizierung": a number belongs to the name before the nominalisation.
    if (!before || before.clause !== clause || !(before.capital || before.number) || GRAMMAR_SETS.de.articles.has(before.lower)) break;
    if (GRAMMAR_SETS.de.prepositions.has(before.lower) || DE_STOP.has(before.lower)) break;
    first -= 1;
  }
  if (first === nounIndex) return undefined;
  // Only a product name counts: "Webshop Relaunch" is the nominal style of a relaunch, not an object.
  const named = tokens.slice(first, nounIndex).some((token) => CATEGORY_NAMES.has(normalise(token.text)));
  const phrase = named ? phraseAt("de", text, tokens.slice(0, nounIndex), first) : undefined;
  return phrase && phrase.category !== "other" ? phrase : undefined;
}

/** "small campaign", "internal hackathon": one lower-case word the lexicon does not know qualifies the noun, it names nothing. */
function loneQualifier(phrase: Phrase): boolean {
  const word = phrase.nouns[0];
  return phrase.nouns.length === 1 && phrase.modifiers.length === 0 && !!word && !word.capital && phrase.category === "other";
}

/** "ISO 14001 certification", "office fit-out": the words right before an English nominalisation. */
const INFINITIVE_MARKERS = wordSet(ENGLISH.infinitiveMarkers ?? []);

function englishPremodifier(text: string, tokens: readonly Token[], nounIndex: number): Phrase | undefined {
  const clause = tokens[nounIndex]?.clause;
  let first = nounIndex;
  const sets = GRAMMAR_SETS.en;
  while (first > 0) {
    const before = tokens[first - 1];
    if (!before || before.clause !== clause) break;
    if (sets.prepositions.has(before.lower) || sets.breaks.has(before.lower) || sets.determiners.has(before.lower)) break;
    if (INDEX.en.verbs.has(before.lower) && !before.capital) break;
    // "obliged to run energy audits": a lower-case word after the infinitive's "to" is a verb.
    if (!before.capital && INFINITIVE_MARKERS.has(tokens[first - 2]?.lower ?? "")) break;
    // "our largest customer requires ISO 14001 certification": the clause's verb ends the premodifier.
    if (isThirdPersonVerb(before, tokens, tokens[first - 2])) break;
    first -= 1;
  }
  if (first === nounIndex) return undefined;
  const phrase = phraseAt("en", text, tokens, first);
  if (!phrase || phrase.last > nounIndex) {
    // The phrase ran into the nominalisation: cut it there.
    const cut = tokens.slice(0, nounIndex);
    const trimmed = phraseAt("en", text, cut, first);
    return trimmed && !isStopPhrase("en", trimmed) && !loneQualifier(trimmed) ? trimmed : undefined;
  }
  return isStopPhrase("en", phrase) || loneQualifier(phrase) ? undefined : phrase;
}

/** A nominalisation without its own object: the best phrase of its clause that is not a preposition's. */
function verbObjectFallback(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): Phrase | undefined {
  const clause = tokens[match.at[0] ?? 0]?.clause ?? 0;
  const candidates = phrases(language, text, tokens, clause, new Set(match.at)).filter((c) => !c.excluded && !c.preposition);
  const chosen = best(candidates, match, tokens);
  return chosen && chosen.phrase.category !== "other" ? chosen.phrase : undefined;
}

/** Without a real action word: the best categorised phrase anywhere (a thin "Neues CRM für den Vertrieb"). */
function anyObject(
  language: Language,
  text: string,
  tokens: readonly Token[],
  skip: Set<number>,
  lenient: boolean,
  accept: (phrase: Phrase) => boolean = () => true,
): Phrase | undefined {
  const sets = GRAMMAR_SETS[language];
  const candidates = phrases(language, text, tokens, undefined, skip).filter((c) => {
    // A company named without an action word is the customer itself ("Die Firma zieht …").
    if (c.excluded || c.phrase.category === "other" || c.phrase.category === "company" || !accept(c.phrase)) return false;
    // "von NIS2 betroffen", "nach ISO 9001", "under the GDPR": a named standard or law is the subject behind any preposition.
    if (c.preposition)
      return lenient && (sets.attach.has(c.preposition) || PURPOSE[language].has(c.preposition) || c.phrase.category === "standard");
    if (lenient) return true;
    // "Ihr Produkt ist schrecklich": a phrase something is said about is no plan's object.
    const following = tokens[c.phrase.until];
    if (following && following.clause === tokens[c.phrase.first]?.clause && sets.copulas.has(following.lower)) return false;
    // A bare noun counts only as part of a phrase, not in a list of words ("Banane Fahrrad blau").
    // "Termin-App (iOS/Android) für unsere Praxen": what follows is read past an aside in brackets.
    const after = pastAside(tokens, c.phrase.until, tokens[c.phrase.first]?.bracket ?? 0);
    if (c.phrase.article || c.phrase.modifiers.length > 0) return true;
    // "Schulungsprogramm Datenkompetenz für alle …": a heading opening the text may name its object with two nouns.
    if (c.phrase.nouns.length === 2 && clauseStart(tokens, c.phrase.first)) return !!after && sets.prepositions.has(after.lower);
    // "Intranet neu", "Website new": a note's "new" after the noun introduces it.
    const saidNew = !!after && after.clause === tokens[c.phrase.first]?.clause && saysNew(after.lower);
    return c.phrase.nouns.length === 1 && (!after || sets.prepositions.has(after.lower) || saidNew);
  });
  let winner: Candidate | undefined;
  let top = Number.NEGATIVE_INFINITY;
  for (const candidate of candidates) {
    // "Our factory for pumps … must make CSRD reporting": the phrase that opens a clause of wanting is who wants, not what.
    const clause = tokens[candidate.phrase.first]?.clause;
    const wanter =
      clauseStart(tokens, candidate.phrase.first) &&
      tokens.some(
        (token) => token.index >= candidate.phrase.until && token.clause === clause && MARKERS[language].intention.has(token.lower),
      );
    const value = 3 + (candidate.phrase.introduces ? 1 : 0) - (candidate.preposition ? 1 : 0) - (wanter ? 1.5 : 0);
    if (value > top) {
      top = value;
      winner = candidate;
    }
  }
  return winner && language === "de" ? headingApposition(tokens, winner.phrase) : winner?.phrase;
}

const ROLE_LINKS = { de: wordSet(GERMAN.roleLinks ?? []), en: wordSet(ENGLISH.roleLinks ?? []) };

/** A site named after "als"/"as" in the verb's clause ("als drittes Restaurant aufsperren", "open it as a café"). */
function roleBefore(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): Phrase | undefined {
  const verb = tokens[match.at[0] ?? 0];
  if (!verb) return undefined;
  const link = clauseTokens(tokens, verb.clause).find((token) => ROLE_LINKS[language].has(token.lower) && token.index !== verb.index);
  const phrase = link ? phraseAt(language, text, tokens, link.index + 1) : undefined;
  return phrase && phrase.category === "site" && !match.at.some((at) => at >= phrase.first && at < phrase.until) ? phrase : undefined;
}

/** The kind a known name says when it stands alone in brackets right after the phrase ("Kundenverwaltung (CRM)", "… (BFSG)"). */
function bracketedName(tokens: readonly Token[], phrase: Phrase): ObjectCategory | undefined {
  const depth = tokens[phrase.first]?.bracket ?? 0;
  const aside: Token[] = [];
  for (let index = phrase.until; (tokens[index]?.bracket ?? 0) > depth; index += 1) aside.push(tokens[index] as Token);
  const only = aside.length === 1 ? aside[0] : undefined;
  const category = only ? CATEGORY_NAMES.get(normalise(only.text)) : undefined;
  // "Barrierefreiheit Onlineshop (BFSG)": a law named in brackets says the work is its implementation.
  return category === "it_system" || category === "standard" ? category : undefined;
}

/** The first word from `at` on that is not inside an aside deeper than `depth`. */
function pastAside(tokens: readonly Token[], at: number, depth: number): Token | undefined {
  let index = at;
  while (tokens[index] && (tokens[index]?.bracket ?? 0) > depth) index += 1;
  return tokens[index];
}

/**
 * "Schulungsprogramm Datenkompetenz", "Projekt Phoenix": two bare nouns opening a heading are a
 * thing and its name; the first is the head ("das Schulungsprogramm Datenkompetenz").
 */
function headingApposition(tokens: readonly Token[], phrase: Phrase): Phrase {
  const [first, second] = phrase.nouns;
  // "Fachmesse Landtechnik & Direktvermarktung": an event heading the run is the thing, the rest its topic.
  if (!phrase.article && first && second && clauseStart(tokens, phrase.first) && categorize([first.text]) === "event") {
    return { ...phrase, head: first.text, category: "event", gender: bareNounGender(first.text) };
  }
  if (phrase.article || phrase.nouns.length !== 2 || !first || !second || !clauseStart(tokens, phrase.first)) return phrase;
  if (categorize([first.text]) === "other" || categorize([second.text]) !== "other") return phrase;
  return { ...phrase, head: first.text, gender: bareNounGender(first.text) };
}

/**
 * "Project: Ground-mounted PV park", "App for our members": an English word capitalised only
 * because it opens a line, field or sentence is written small in titles ("for the ground-mounted
 * PV park"). A name ("Concept Store", "Microsoft Intune") or a place ("Swiss") keeps its capital.
 */
function sentenceCased(text: string, tokens: readonly Token[], object: IntentObject | undefined): IntentObject | undefined {
  if (!object) return object;
  const [first, second] = object.base.split(/\s+/u);
  if (!first || !/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(first) || (second && /^\p{Lu}\p{Ll}/u.test(second))) return object;
  const token = tokens.find((candidate) => candidate.text === first && text.slice(candidate.start).startsWith(object.base));
  if (!token || !/(?:^|[\n:|.!?(–—-])\s*$/u.test(text.slice(0, token.start))) return object;
  // Demonyms keep their capital even where the gazetteer lacks them ("Viennese", "Carinthian").
  if (/(?:ese|ian|ean|ish)$/u.test(first)) return object;
  if (CATEGORY_NAMES.has(normalise(first)) || findPlaces(object.base).some((place) => place.start === 0)) return object;
  const lower = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);
  return { ...object, base: lower(object.base), head: object.head === first ? lower(object.head) : object.head };
}

function objectOf(text: string, tokens: readonly Token[], found: Found): IntentObject | undefined {
  if (found.modifier) {
    const { text: written, head, category } = found.modifier;
    return { text: written, head, base: head, category };
  }
  const { phrase } = found;
  if (!phrase) return undefined;
  return {
    text: phraseText(text, tokens, phrase),
    head: phrase.head,
    base: phrase.base,
    category: phrase.category,
    ...(phrase.gender ? { gender: phrase.gender } : {}),
    ...(found.successor ? { successor: true } : {}),
    ...(phrase.parts ? { parts: phrase.parts } : {}),
    ...(phrase.moving ? { moving: phrase.moving } : {}),
  };
}

/**
 * "feiert sein 150-jähriges Bestehen": years of existing are no thing to organise; their celebration is, and
 * a DACH plan calls it a Jubiläum ("150-jähriges Jubiläum").
 */
function asAnniversary(object: IntentObject | undefined): IntentObject | undefined {
  const anniversary = GERMAN.anniversaries;
  if (!object || !anniversary?.nouns.some((noun) => noun.toLowerCase() === object.head.toLowerCase())) return object;
  if (!anniversary) return object;
  const years = /\b(\d+)-jährige\w*/u.exec(object.base);
  if (!years) return object;
  return { ...object, head: anniversary.name, base: `${years[1]}-jähriges ${anniversary.name}`, gender: "n" };
}

/** An English phrase whose head is a placeholder says what it is only with a noun before the head ("care software", not "new tool"). */
function saysWhat(phrase: Phrase): boolean {
  if (!PLACEHOLDERS.en.has(phrase.head.toLowerCase())) return true;
  const before = phrase.modifiers.at(-1);
  return !!before && namesKind(before);
}

/** A word before an English head that names a kind of thing ("care", "CRM"), not a number or an adjective ("new", "current", "automated", "digital"). */
function namesKind(word: Token): boolean {
  return (
    !word.number &&
    !saysNew(word.lower) &&
    !AGE_ADJECTIVES.en.has(word.lower) &&
    !/(?:ed|al|ic|ive|ous|ful|less|able|ible)$/u.test(word.lower)
  );
}

/**
 * "automated cube storage system" is a storage system: an English placeholder head ("system",
 * "platform", "tool") takes the noun before it, so titles name the thing and not only "the system".
 */
function namedHead(object: IntentObject | undefined, found: Found): IntentObject | undefined {
  const before = found.phrase?.modifiers.at(-1);
  if (!object || !before || found.successor || !PLACEHOLDERS.en.has(object.head.toLowerCase())) return object;
  const word = before.text;
  // A capitalised word ("Termin software") is a German noun or a name: it joins the head in a compound elsewhere.
  if (!/^\p{L}[\p{L}-]*$/u.test(word) || /^\p{Lu}\p{Ll}+$/u.test(word) || !namesKind(before)) return object;
  return { ...object, head: `${word} ${object.head}` };
}

function spanOf(text: string, tokens: readonly Token[], match: ActionMatch | undefined, found: Found) {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const index of match?.at ?? []) {
    const token = tokens[index];
    if (token) {
      starts.push(token.start);
      ends.push(token.end);
    }
  }
  if (found.modifier) {
    starts.push(found.modifier.start);
    ends.push(found.modifier.end);
  }
  if (found.phrase) {
    const first = tokens[found.phrase.first];
    const last = tokens[found.phrase.until - 1];
    if (first && last) {
      starts.push(first.start);
      ends.push(last.end);
    }
  }
  const start = Math.min(...starts);
  const end = Math.max(...ends);
  const parts = starts.map((from, index) => ({ start: from, end: ends[index] ?? from }));
  return { evidence: text.slice(start, end), start, end, parts };
}

const DE_STOP = wordSet(GERMAN.stopNouns);
const EN_STOP = wordSet(ENGLISH.stopNouns);
const PURPOSE = { de: wordSet(GERMAN.purposePrepositions), en: wordSet(ENGLISH.purposePrepositions) };

/**
 * German typed all in lower case ("wir brauchen ein neues kassensystem"): words the lexicon
 * knows as objects, nominalisations or stop nouns are taken as the nouns they are.
 */
function recase(tokens: Token[]): Token[] {
  const capitals = tokens.filter(
    // Acronyms ("35 MA", "CRM") are written in capitals whatever the writer does with nouns.
    (token, index) => token.capital && !isAcronym(token) && !clauseStart(tokens, index) && tokens[index - 1]?.clause === token.clause,
  );
  if (capitals.length > 0 || tokens.length < 3) return tokens;
  return tokens.map((token) => {
    if (token.capital || token.number) return token;
    const known =
      DE_STOP.has(token.lower) ||
      REQUIRED_NOUNS.some((word) => foldUmlauts(token.lower).includes(word)) ||
      categorize([token.text]) !== "other" ||
      INDEX.de.nouns.some((form) => {
        const [word, ...rest] = form.words;
        if (!word || rest.length > 0) return false;
        return word === token.lower || (form.compound && word.length >= 5 && token.lower.endsWith(word));
      });
    // A noun read as one is also written as one: titles say "Sanierung des Dachs", not "des dachs".
    return known && !INDEX.de.verbs.has(token.lower) && !GRAMMAR_SETS.de.articles.has(token.lower)
      ? { ...token, capital: true, text: token.text.charAt(0).toUpperCase() + token.text.slice(1) }
      : token;
  });
}

/** "the launch", "die Einführung" closing their clause: a definite nominalisation without a complement of its own. */
function anaphoric(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  if (!definiteBefore(language, tokens, match)) return false;
  const last = Math.max(...match.at);
  // "einen Plan für die Übersiedlung inklusive Serverraum": an inclusion word opens no object of the noun's own.
  const next = tokens[last + 1]?.lower ?? "";
  // "Der Neubau soll Platz für fünf Fahrzeuge bieten": the noun as the subject of its own verb has no complement either.
  return clauseEnd(tokens, last) || INCLUSION_TAILS[language].has(next) || SUBJECT_VERBS[language].has(next);
}

/**
 * What a bare definite action noun refers to: the object of a verb of the same action ("want to
 * start a Partyservice … a plan for the launch"), else the thing a generic verb asks for when it
 * makes the noun's kind of plan ("kurz wg dem Anbau: wir brauchen die neue Lagerhalle").
 */
function referredObject(
  language: Language,
  text: string,
  tokens: readonly Token[],
  matches: readonly ActionMatch[],
  match: ActionMatch,
): Phrase | undefined {
  for (const other of matches) {
    if (other === match || other.kind !== "verb" || other.action !== match.action) continue;
    const earlier = verbObject(language, text, tokens, other);
    if (earlier) return earlier;
  }
  const ownType = tableRow(match.action, undefined)?.type;
  for (const other of matches) {
    if (other.kind !== "verb" || other.action !== "other") continue;
    const asked = verbObject(language, text, tokens, other);
    if (asked && asked.category !== "other" && tableRow(match.action, asked.category)?.type === ownType) return asked;
  }
  return undefined;
}

/** Whether a definite article or determiner stands right before the action noun ("die Umstellung", "the move"). */
function definiteBefore(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  const article = tokens[Math.min(...match.at) - 1]?.lower ?? "";
  const articles = language === "de" ? GRAMMAR_SETS.de.articles : EN_DETERMINERS;
  return articles.has(article) && !INDEFINITE_ARTICLES[language].has(article);
}

/** The action, its object and the plan type of a one- or two-sentence project description. */
export function readIntent(text: string, language: Language): IntentReading | undefined {
  return analyse(letterBody(text), language).reading;
}

/** A letter without its salutation and its signature (blanked or cut, so offsets stay): what it asks. */
export function letterBody(text: string): string {
  return withoutSignature(withoutSalutation(text));
}

const CLOSINGS = [...GERMAN.closings, ...ENGLISH.closings].map((closing) => foldUmlauts(closing));
/** A closing line is short: "Schöne Grüße aus Garrel" closes, a sentence that merely starts so does not. */
const CLOSING_LINE_WORDS = 6;

function isClosingLine(line: string): boolean {
  const folded = foldUmlauts(
    line
      .trim()
      .toLowerCase()
      .replace(/[,.!]+$/u, ""),
  );
  if (folded.split(/\s+/u).length > CLOSING_LINE_WORDS) return false;
  return CLOSINGS.some((closing) => folded === closing || folded.startsWith(`${closing} `));
}

const SALUTATIONS = [...(GERMAN.salutations ?? []), ...(ENGLISH.salutations ?? [])].sort((a, b) => b.length - a.length);
/** A salutation is short: "Sehr geehrter Herr Ing. Pichler," — not a sentence that opens with "Hallo". */
const SALUTATION_WORDS = 7;

/** The letter without its salutation ("Sehr geehrte Damen und Herren,"), blanked so that offsets stay. */
function withoutSalutation(text: string): string {
  const lowered = text.toLowerCase();
  const opening = lowered.length - lowered.trimStart().length;
  const salutation = SALUTATIONS.find((word) => lowered.startsWith(word, opening) && !/\p{L}/u.test(lowered.charAt(opening + word.length)));
  if (!salutation) return text;
  const end = /^[^,\n!]*[,\n!]/u.exec(text.slice(opening))?.[0].length;
  if (end === undefined || text.slice(opening, opening + end).split(/\s+/u).length > SALUTATION_WORDS) return text;
  return " ".repeat(opening + end) + text.slice(opening + end);
}

/** The letter up to its closing line ("Beste Grüße", "Best regards"): the signature names no object. */
function withoutSignature(text: string): string {
  const lines = text.split("\n");
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    if (index > 0 && isClosingLine(line)) return text.slice(0, offset);
    offset += line.length + 1;
  }
  return text;
}

/**
 * The match of the action whose sequel the chosen action noun names ("Integration" after "übernommen",
 * "post-merger integration" after "acquired"), when the text tells that action: the plan is for it.
 */
function toldAntecedent(tokens: readonly Token[], matches: readonly ActionMatch[], chosen: ActionMatch): ActionMatch | undefined {
  if (chosen.kind !== "noun") return undefined;
  const word = (tokens[chosen.at[0] ?? 0]?.lower ?? "").split("-").pop() ?? "";
  const previous = tokens[(chosen.at[0] ?? 0) - 1]?.lower ?? "";
  for (const action of ACTIONS) {
    const sequels = LEXICON.actions[action].sequels;
    if (!sequels || action === chosen.action) continue;
    if (!sequels.includes(word) && !sequels.includes(`${previous} ${word}`)) continue;
    // "just closed the acquisition of … We need a post-merger integration plan": a nominalisation told before it too.
    const at = chosen.at[0] ?? 0;
    return matches.find((other) => other.action === action && (other.kind === "verb" || (other.at[0] ?? 0) < at));
  }
  return undefined;
}

/** Function words of each grammar, to read an English text under a German locale (and the reverse). */
const FUNCTION_WORDS = {
  de: wordSet([...GERMAN.articles.all, ...GERMAN.prepositions, ...GERMAN.coordinators, ...GERMAN.modalVerbs]),
  en: wordSet([...ENGLISH.determiners, ...ENGLISH.prepositions, ...ENGLISH.coordinators, ...ENGLISH.beAuxiliaries]),
};

/** The grammar the text is written in: the locale's unless the other language's function words clearly dominate. */
function grammarOf(text: string, language: Language): Language {
  const words = tokenize(text).map((token) => token.lower);
  const count = (set: Set<string>) => words.filter((word) => set.has(word)).length;
  const own = count(FUNCTION_WORDS[language]);
  const other: Language = language === "de" ? "en" : "de";
  return count(FUNCTION_WORDS[other]) >= own + 2 ? other : language;
}

const REQUEST_FIELDS = { de: wordSet(GERMAN.requestFields), en: wordSet(ENGLISH.requestFields) };

/** The values of the form fields that state the request ("Anliegen: Ehrenamtsgala 2027 …"), with their offsets, in order. */
function requestFields(text: string, language: Language): { value: string; offset: number }[] {
  const fields: { value: string; offset: number }[] = [];
  // A field opens a line, or a sentence in a terse note ("Pflegeheim in Vöcklabruck, 96 Betten. Thema: …").
  for (const match of text.matchAll(/(?:^|(?<=[.!?][ \t]))[ \t]*([\p{L} ]{2,30}?)[ \t]*:[ \t]*(\S[^\n]*)$/gmu)) {
    const label = (match[1] ?? "").trim().toLowerCase();
    if (!REQUEST_FIELDS[language].has(label)) continue;
    const value = match[2] ?? "";
    fields.push({ value, offset: (match.index ?? 0) + match[0].length - value.length });
  }
  return fields;
}

function shifted(reading: IntentReading, offset: number): IntentReading {
  return {
    ...reading,
    start: reading.start + offset,
    end: reading.end + offset,
    parts: reading.parts.map((part) => ({ start: part.start + offset, end: part.end + offset })),
  };
}

interface Analysis {
  reading?: IntentReading;
  actionWord: boolean;
  needWord?: boolean;
  /** The action word chosen is told as done ("wurde … eröffnet", "we have acquired"). */
  told?: boolean;
}

function analyse(text: string, locale: Language): Analysis {
  const language = grammarOf(text, locale);
  // A form's request fields state the project: the first whose reading names an object is the project's.
  for (const field of requestFields(text, language)) {
    const own = analyseIn(field.value, language, true);
    if (own.reading?.object) return { ...own, reading: shifted(own.reading, field.offset) };
  }
  const result = analyseIn(text, language);
  // A reading with its object stands; one without may have missed a clause in the other language
  // ("wir sind ein Start-up … and we want to launch our smart ski binding sensor").
  if (result.reading?.object) return result;
  // "Employer branding campaign für unsere 9 Pflegeheime": a mixed text may name its project in the other language.
  const other: Language = language === "de" ? "en" : "de";
  const second = analyseIn(text, other);
  // Only words of the other language: "Ich möchte mich über Ihren Kundenservice" read as English is no object.
  const words = tokenize(second.reading?.object?.text ?? "").map((token) => token.lower);
  const foreign = words.length > 0 && !words.some((word) => FUNCTION_WORDS[language].has(word));
  // And an action word of that language: a list of nouns ("Banane Fahrrad blau") is no project in either.
  const better = !!second.reading && second.actionWord && foreign && (!result.reading || !!second.reading.object);
  return better ? second : result;
}

/**
 * "need a PIM to consolidate product data": an infinitive after the thing a need names says what the
 * thing is for; the need's thing is the project, not the infinitive's work. "need to consolidate" stays the work.
 */
function isPurposeInfinitive(language: Language, tokens: readonly Token[], match: ActionMatch, matches: readonly ActionMatch[]): boolean {
  if (language !== "en" || match.kind !== "verb") return false;
  const at = match.at[0] ?? 0;
  const to = tokens[at - 1];
  const thing = tokens[at - 2];
  if (to?.lower !== "to" || !thing || thing.clause !== to.clause || tokens[at]?.clause !== to.clause) return false;
  // The word before "to" ends a noun phrase, not a verb of intention ("want to", "plan to").
  // "need help to move our office": a word that names no thing leaves the infinitive the work.
  if (
    INDEX.en.verbs.has(thing.lower) ||
    MARKERS.en.intention.has(thing.lower) ||
    GRAMMAR_SETS.en.prepositions.has(thing.lower) ||
    EN_STOP.has(thing.lower)
  )
    return false;
  return matches.some(
    (other) =>
      other !== match &&
      other.kind === "verb" &&
      other.action === "other" &&
      tokens[other.at[0] ?? 0]?.clause === to.clause &&
      (other.at[0] ?? 0) < at - 2,
  );
}

function analyseIn(
  text: string,
  language: Language,
  /** The text is a form field's value that states the request: a bare noun in it may be the object. */
  request = false,
): Analysis {
  const tokens = language === "de" ? recase(tokenize(text)) : tokenize(text);
  if (tokens.length === 0) return { actionWord: false };
  // "start-up from Linz (automation software, 14 people)": words in brackets describe, they name no action of the project.
  const actions = findActions(language, tokens).filter(
    (match) => !isFieldLabel(language, text, tokens, match) && !qualifiesNoun(language, tokens, match),
  );
  const allMatches = actions.filter((match) => !isPurposeInfinitive(language, tokens, match, actions));
  const outside = allMatches.filter((match) => (tokens[match.at[0] ?? 0]?.bracket ?? 0) === 0);
  // Only an aside names an action: what the text names outside it is the project, if anything.
  const matches =
    outside.length > 0 || (allMatches.length > 0 && anyObject(language, text, tokens, new Set(), false)) ? outside : allMatches;
  // "Imagekampagne zum 100-jährigen Firmenjubiläum": an action noun that is the occasion of a thing named before it is no project.
  const chosen = choose(
    language,
    tokens,
    matches.filter((candidate) => !isOccasion(language, tokens, matches, candidate)),
    text,
  );
  // "… einen Mitbewerber übernommen. Jetzt geht es um die Integration": the work after a told acquisition is that acquisition's.
  const match = (chosen && toldAntecedent(tokens, allMatches, chosen)) ?? chosen;
  let found: Found = {};
  if (match) {
    found = match.kind === "noun" ? nounObject(language, text, tokens, match) : { ...spread(verbObject(language, text, tokens, match)) };
    // "Migration von Oracle nach Snowflake", "SAP ECC → S/4HANA": a named successor is what the project brings in.
    const named = namedSuccessor(language, text, tokens, match);
    // "move from our old property management system to a cloud PMS": what it replaces tells its kind.
    const successor = named && named.category === "other" ? { ...named, category: sourceCategory(language, text, tokens, named) } : named;
    const kinds = LEXICON.actions[match.action].successorKinds;
    if (successor && (!kinds || kinds.includes(successor.category))) {
      const category =
        successor.category !== "other"
          ? successor.category
          : sourceIsName(language, text, tokens, successor) ||
              (isName(language, tokens, successor) && pronounReplaced(language, tokens, match))
            ? // "von Shopware 5 auf Shopify Plus", "von OLAT auf Moodle": a switch from one named product to another is a system switch;
              // so is "replace it with a cloud-based TMS".
              "it_system"
            : ([found.phrase?.category, found.modifier?.category, clauseCategory(language, text, tokens, match, successor)].find(
                (candidate) => !!candidate && candidate !== "other",
              ) ?? "other");
      // A name is one thing: "SAP S/4HANA Cloud" and "Shopify Plus" are named whole, never by their last word.
      // What it comes with is no part of the name: "auf RZL inkl. Datenübernahme" names RZL.
      const words = successor.base.split(/\s+/u);
      const attached = words.some(
        (word, position) => position > 0 && GRAMMAR_SETS[language].attach.has(word.toLowerCase().replace(/\.$/u, "")),
      );
      const run = successor.nouns.map((token) => token.text).join(" ");
      const wholeName = attached ? run || successor.head : words.length <= MAX_NAME_WORDS ? successor.base : successor.head;
      found = { phrase: { ...successor, head: wholeName, category }, successor: true };
    }
    // "want to start a Partyservice … a plan for the launch": a bare noun with a definite article
    // closing its clause refers back to the verb of the same action and its object.
    if (match.kind === "noun" && anaphoric(language, tokens, match)) {
      const referred = referredObject(language, text, tokens, matches, match);
      if (referred) found = { phrase: referred };
    }
    // "entwickeln einen Riegel und bringen ihn auf den Markt": coordinated verbs share the object.
    // "We are opening our second bakery in Graz. We'd like to open the doors by Easter.": so does the same action said again,
    // also as a noun ("Eröffnung unseres zweiten Restaurants … eröffnet werden soll am 15. April").
    if (match.kind === "verb" && !found.phrase) {
      const clause = tokens[match.at[0] ?? 0]?.clause;
      for (const other of matches) {
        // A noun after a preposition is an occasion ("Zum 100-Jahr-Jubiläum unserer Fabrik organisieren wir …"), not the work.
        const governed = GRAMMAR_SETS[language].prepositions.has(tokens[(other.at[0] ?? 0) - 1]?.lower ?? "");
        if (other === match || (other.kind !== "verb" && (other.action !== match.action || governed))) continue;
        if (tokens[other.at[0] ?? 0]?.clause !== clause && other.action !== match.action) continue;
        const shared = other.kind === "verb" ? verbObject(language, text, tokens, other) : nounObject(language, text, tokens, other).phrase;
        if (shared) {
          found = { phrase: shared };
          break;
        }
      }
    }
    // "first store in Austria … Open by Easter 2027": a verb without an object of its own takes a
    // phrase of the text that makes a known plan with it.
    if (match.kind === "verb" && !found.phrase) {
      // Only a phrase that keeps the verb's kind of plan ("store" for "open"); the subject of a move is no object of it.
      const verbType = tableRow(match.action, undefined)?.type;
      const fits = (phrase: Phrase) =>
        tableRow(match.action, phrase.category)?.type === verbType && tableRow("other", phrase.category)?.type === verbType;
      const phrase = anyObject(language, text, tokens, new Set(match.at), true, fits);
      if (phrase) found = { phrase };
    }
    // "die Geschäftsverwaltung ablösen und auf eine neue Lösung migrieren": a placeholder object
    // gives way to what another verb of the sentence names.
    // "replace our property management system and add …": an English head with a kind named before it is no placeholder.
    if (match.kind === "verb" && found.phrase && isPlaceholder(language, found.phrase) && (language === "de" || !saysWhat(found.phrase))) {
      const clause = tokens[match.at[0] ?? 0]?.clause;
      for (const other of matches) {
        if (other === match || other.kind !== "verb" || tokens[other.at[0] ?? 0]?.clause !== clause) continue;
        const named = verbObject(language, text, tokens, other);
        if (named && !isPlaceholder(language, named)) {
          found = { phrase: named };
          break;
        }
      }
    }
    // A generic verb ("planen", "need") or a nominalisation without its own object ("Start im Mai",
    // "Go-live") says little: any categorised phrase of the text says more.
    const vague = match.action === "other" ? !found.phrase || found.phrase.category === "other" : match.kind === "noun" && !found.phrase;
    if (vague && !found.modifier) {
      const phrase = anyObject(language, text, tokens, new Set(match.at), true);
      if (phrase) found = { phrase };
    }
  } else {
    const phrase = anyObject(language, text, tokens, new Set(), request);
    if (!phrase) return { actionWord: false };
    found = { phrase };
  }
  // "Sommerfest für unsere Kita-Eltern", "Leadership Offsite für 35 Personen": the event is its own object.
  if (match?.action === "organise_event" && match.kind === "noun") {
    const event = phraseAt(language, text, tokens, match.at[0] ?? 0);
    // "Organisation eines Charity-Laufs": a noun that only names the work keeps its object.
    // "Organisation of an international congress": an event named after the noun stays the object.
    const named = found.phrase?.category === "event" && found.phrase.first > (match.at[0] ?? 0);
    if (event && !named && (event.category === "event" || match.projectType === "event")) found = { phrase: event };
  }
  // "Training programme: …": an English action noun (or -ing form) right before its object is part of its name.
  const gerund = match?.kind === "verb" && /ing$/u.test(tokens[match.at[0] ?? 0]?.lower ?? "");
  if (
    language === "en" &&
    match &&
    (match.kind === "noun" || gerund) &&
    // "Project: New warehouse": a generic word labels the field, it is no part of the name.
    match.action !== "other" &&
    found.phrase &&
    !found.phrase.article &&
    found.phrase.first === Math.max(...match.at) + 1
  ) {
    const token = tokens[match.at[0] ?? 0];
    // Capitalised only because it opens the text: an English common noun is written in lower case.
    const word = token && !isAcronym(token) && clauseStart(tokens, token.index) ? token.lower : (token?.text ?? "");
    const category = categorize([word, ...found.phrase.base.split(/\s+/u)]);
    if (category !== "other") found = { phrase: { ...found.phrase, base: `${word} ${found.phrase.base}`, category } };
  }
  // "The revised EU GMP Annex 1 requires us to rework … We'd like to implement this within 12 months": a pronoun object
  // points back at the rule named before it.
  if (match?.kind === "verb" && !found.phrase && pronounReplaced(language, tokens, match)) {
    const rule = phrases(language, text, tokens, undefined, new Set(match.at))
      .filter((candidate) => candidate.phrase.until <= (match.at[0] ?? 0) && candidate.phrase.category === "standard")
      .at(-1);
    // "The revised EU GMP Annex 1 requires": the rule's name ends with its last capital or number.
    const named = rule
      ? tokens
          .slice(rule.phrase.first, rule.phrase.until)
          .filter((token) => (token.capital && token.index > rule.phrase.first) || token.number)
          .at(-1)
      : undefined;
    const name = rule && named ? phraseAt(language, text, tokens.slice(0, named.index + 1), rule.phrase.first) : undefined;
    if (name) found = { phrase: { ...name, category: "standard" } };
  }
  // "ein Gasthaus …, das wir als drittes Restaurant aufsperren wollen": what a site is opened as is the thing opened.
  const role = match?.action === "open" && match.kind === "verb" ? roleBefore(language, text, tokens, match) : undefined;
  if (role) found = { phrase: role };
  // "Product launch request • Product: new water-based coating": a field labelled with the placeholder names the thing.
  if (found.phrase && isPlaceholder(language, found.phrase)) {
    const value = labelledValue(language, text, tokens, found.phrase);
    if (value) found = { ...found, phrase: { ...value, category: value.category !== "other" ? value.category : found.phrase.category } };
  }
  // "Kundenverwaltung (CRM) einführen": a system's name alone in brackets right after the object says its kind.
  const bracketed = found.phrase ? bracketedName(tokens, found.phrase) : undefined;
  if (found.phrase && bracketed) found = { ...found, phrase: { ...found.phrase, category: bracketed } };
  // "Unser Auftritt auf der Fachmesse", "our presence at the trade fair": the event is the object.
  if (found.phrase && VENUE_NOUNS[language].has(found.phrase.head.toLowerCase())) {
    const event = eventAfter(language, text, tokens, found.phrase.until);
    if (event) found = { phrase: event };
  }
  // "a new range of oat-based yogurts", "eine Serie von Gewürzmischungen": the collection's complement is the thing.
  if (found.phrase && COLLECTIVES[language].has(found.phrase.head.toLowerCase())) {
    const complement = complementAfter(language, text, tokens, found.phrase.until);
    if (complement)
      found = {
        ...found,
        // A line or range of something unknown is of products ("Linie" alone would be a production line).
        phrase: { ...complement, category: complement.category !== "other" ? complement.category : "product" },
      };
  }
  // "a coffee chain with 9 shops … open our first location in Basel": a site named without its kind is one more of the units counted.
  if (found.phrase && GENERIC_SITES[language].has(found.phrase.head.toLowerCase())) {
    const unit = countedUnit(language, text, tokens, found.phrase);
    if (unit) found = { ...found, phrase: unit };
  }
  // "ein MVP für unsere Booking-App", "a prototype for our smart lock": the first version is of the thing after "für".
  // "the prototype of a cargo trailer": the same with "of".
  if (found.phrase && found.phrase.nouns.length === 1 && DRAFTS[language].has(found.phrase.head.toLowerCase())) {
    const purpose = tokens[found.phrase.until];
    const genitive = !!purpose && (language === "de" ? DE_GENITIVE : EN_GENITIVE).has(purpose.lower);
    const links = !!purpose && (PURPOSE[language].has(purpose.lower) || genitive);
    const linked = links ? phraseAt(language, text, tokens, found.phrase.until + 1) : undefined;
    // "an MVP of a marketplace": what the draft is of names it; a draft of a known kind (an MVP is software) keeps its kind.
    const kind = found.phrase.category;
    const thing = linked && genitive && kind !== "other" ? { ...linked, category: kind } : linked;
    if (thing && tokens[found.phrase.until + 1]?.clause === purpose?.clause && !isStopPhrase(language, thing) && !namesPlace(text, thing))
      found = { ...found, phrase: thing };
  }
  // "eine eigene App für die Tourenplanung", "an app for booking repair appointments": a thing named
  // only by what it is for keeps the purpose, so titles say which app.
  if (found.phrase) found = { ...found, phrase: withPurpose(language, text, tokens, found.phrase) };
  // "Wir fallen unter NIS2 … Die Anforderungen sollen bis Ende 2027 umgesetzt sein": the requirements are the named law's.
  // "fallen unter NIS2 und müssen Risikomanagement, Meldeprozesse … umsetzen": measures a named law requires are its
  // implementation, so the law names the work as it does for "die Anforderungen".
  const measures =
    !!found.phrase &&
    found.phrase.category === "organisation" &&
    (match?.action === "introduce" || match?.action === "other") &&
    !!tokens[found.phrase.until]?.listed;
  if (found.phrase && (measures || (found.phrase.nouns.length === 1 && REQUIREMENTS[language].has(found.phrase.head.toLowerCase())))) {
    const standard = (word: string) => CATEGORY_NAMES.get(normalise(word)) === "standard";
    const law = tokens.find((token) => standard(token.text) || standard(token.text.split("-")[0] ?? ""));
    const named = law ? phraseAt(language, text, tokens, law.index) : undefined;
    if (named && named.category === "standard") found = { ...found, phrase: named };
  }
  // "ein neues Produkt auf den Markt bringen: ein „Sonnenstrom-Abo“", "launch a new product: a subscription box":
  // a placeholder is named by the phrase after the colon that closes its clause.
  if (found.phrase && isPlaceholder(language, found.phrase) && (language === "de" || !saysWhat(found.phrase))) {
    const named = namedAfterColon(language, text, tokens, found.phrase);
    // The placeholder tells the kind ("ein neues Produkt" is a product, whatever it is made of).
    const kind = found.phrase.category !== "other" ? found.phrase.category : named?.category;
    if (named && kind) found = { ...found, phrase: { ...named, category: kind } };
  }
  // "Einführung einer E-Bike-Kaskoversicherung als neues Produkt": a placeholder after "als"/"as" tells the object's kind.
  if (found.phrase) {
    const link = tokens[found.phrase.until];
    const kind = link && KIND_LINKS[language].has(link.lower) ? phraseAt(language, text, tokens, link.index + 1) : undefined;
    if (kind && tokens[kind.first]?.clause === link?.clause && isPlaceholder(language, kind) && kind.category !== "other")
      found = { ...found, phrase: { ...found.phrase, category: kind.category } };
  }
  // "das MVP unserer Schichtplanungs-App", "a prototype of our cargo bike": a stage of a thing names the thing after it.
  if (found.phrase && found.phrase.nouns.length === 1 && STAGES[language].has(found.phrase.head.toLowerCase())) {
    const link = tokens[found.phrase.until];
    const genitive =
      !!link &&
      link.clause === tokens[found.phrase.first]?.clause &&
      (language === "de" ? GERMAN.articles.genitive.includes(link.lower) : link.lower === "of");
    const owner = genitive && link ? phraseAt(language, text, tokens, language === "de" ? link.index : link.index + 1) : undefined;
    if (owner && !isStopPhrase(language, owner) && !namesPlace(text, owner) && owner.category !== "company")
      found = {
        ...found,
        // The stage tells the kind when the thing's own name does not ("Prototyp seines Fahrradschlosses" is a product).
        phrase: owner.category === "other" ? { ...owner, category: found.phrase.category } : owner,
      };
  }
  // "six clinics … opening our seventh in Thun": an ordinal alone stands for the noun counted before it.
  if (found.phrase && language === "en" && found.phrase.nouns.length === 1 && ORDINAL_WORDS.has(found.phrase.head.toLowerCase())) {
    const counted = countedBefore(text, tokens, found.phrase.first);
    if (counted) found = { ...found, phrase: counted };
  }
  const object =
    language === "en"
      ? sentenceCased(text, tokens, namedHead(objectOf(text, tokens, found), found))
      : asAnniversary(objectOf(text, tokens, found));
  // "ein alkoholfreies Helles bundesweit im Getränkehandel einführen": a thing of no known kind introduced where goods are sold is launched.
  const intoMarket =
    match?.action === "introduce" &&
    (!object || object.category === "other" || object.category === "product") &&
    clauseTokens(tokens, tokens[match.at[0] ?? 0]?.clause ?? 0).some((token) => soldThere(language, token.lower));
  const action: Action = intoMarket ? "launch" : (match?.action ?? "other");
  // An object the lexicon does not know has its own row ("entwickeln ein Lastenrad" is no software).
  // "fall under NIS2 … implement the required risk management": measures a named law requires are its implementation.
  const lawNamed =
    (action === "introduce" || action === "other") &&
    object?.category === "organisation" &&
    // "durch das NIS2-Umsetzungsgesetz": a law named as the first part of a compound too.
    tokens.some(
      (token) =>
        [token.text, token.text.split("-")[0] ?? ""].some((word) => CATEGORY_NAMES.get(normalise(word)) === "standard") &&
        // "Law firm, 120 lawyers": a name that only qualifies the noun after it names no law.
        phraseAt(language, text, tokens, token.index)?.head.endsWith(token.text) !== false,
    );
  const row = tableRow(action, lawNamed ? "standard" : object?.category);
  const projectType: ProjectType = match?.projectType ?? row?.type ?? "generic";
  const compound = match?.kind === "noun" && match.modifier && !found.modifier ? tokens[match.at[0] ?? 0]?.text : undefined;
  const reading: IntentReading = {
    // A word that fixes the plan type ("Offsite", "Nachfolgeregelung") keeps its own action too.
    action: match?.projectType ? action : (row?.actionAs ?? action),
    ...(object ? { object } : {}),
    ...(compound ? { work: compound } : {}),
    projectType,
    ...(match?.projectType ? { typeNamed: true } : {}),
    ...spanOf(text, tokens, match, found),
  };
  // "Machbarkeitsstudie", "feasibility study": a generic word that names a kind of project counts as an action word.
  return {
    reading,
    actionWord: !!match && (match.action !== "other" || !!match.projectType),
    needWord: match?.action === "other",
    told: !!match && toldAsDone(language, tokens, match),
  };
}

const MARKETS = { de: GERMAN.marketChannels ?? [], en: wordSet(ENGLISH.marketChannels ?? []) };
/** Whether a word names where goods are sold: German by a compound's last part ("Getränkehandel"), English whole. */
function soldThere(language: Language, word: string): boolean {
  return language === "de" ? MARKETS.de.some((channel) => word.endsWith(channel)) : MARKETS.en.has(word);
}

const PLACEHOLDERS = { de: wordSet(GERMAN.placeholderNouns), en: wordSet(ENGLISH.placeholderNouns) };
const STAGES = { de: wordSet(GERMAN.stageNouns ?? []), en: wordSet(ENGLISH.stageNouns ?? []) };
const MANNER_PREFIXES = wordSet(GERMAN.mannerPrefixes);
/** Letters a verb keeps after a prefix of manner ("gesamt|saniert"). */
const MIN_STEM = 4;
const KIND_LINKS = { de: wordSet(GERMAN.kindLinks), en: wordSet(ENGLISH.kindLinks) };
const PURPOSE_HEADS = { de: wordSet(GERMAN.purposeHeads), en: wordSet(ENGLISH.purposeHeads) };

/** The phrase with the purpose phrase after its head ("App für die Tourenplanung") when its head names a thing only by its purpose. */
function withPurpose(language: Language, text: string, tokens: readonly Token[], phrase: Phrase): Phrase {
  // "IoT-System", "Web-App": a hyphenated compound whose last part is such a noun says no more.
  const last = phrase.head.toLowerCase().split("-").pop() ?? "";
  if (phrase.nouns.length !== 1 || phrase.until !== phrase.last || !PURPOSE_HEADS[language].has(last)) return phrase;
  const purpose = tokens[phrase.until];
  // Only a purpose: "with Guidewire" after "replace … system" brings in another thing.
  const sets = GRAMMAR_SETS[language];
  if (
    !purpose ||
    !PURPOSE[language].has(purpose.lower) ||
    sets.attach.has(purpose.lower) ||
    tokens[phrase.until + 1]?.clause !== purpose.clause
  )
    return purposeClause(language, text, tokens, phrase) ?? phrase;
  const thing = phraseAt(language, text, tokens, phrase.until + 1);
  if (!thing || thing.counted || thing.category === "company" || isStopPhrase(language, thing) || namesPlace(text, thing)) return phrase;
  const link = tokens[thing.until];
  const linked = !!link && link.clause === purpose.clause;
  // "for household and car insurances": a purpose cut inside a coordination would name half of it, and
  // "für Urlaubsanträge, Zeiterfassung und …" enumerates the scope (see `readScope`).
  // Two bare things joined whole ("App für Vertretungsplan und Elternkommunikation") are the purpose together.
  if (linked && sets.coordinators.has(link.lower) && !link.listed) {
    const second = phraseAt(language, text, tokens, thing.until + 1);
    const after = second ? tokens[second.until] : undefined;
    const whole =
      !!second &&
      !thing.article &&
      !second.article &&
      !second.counted &&
      tokens[second.first]?.clause === purpose.clause &&
      !isStopPhrase(language, second) &&
      !namesPlace(text, second) &&
      (!after ||
        after.clause !== purpose.clause ||
        !(sets.coordinators.has(after.lower) || after.listed || PURPOSE[language].has(after.lower)));
    if (!whole || !second) return phrase;
    const end = tokens[second.last - 1]?.end ?? purpose.end;
    return { ...phrase, until: second.last, base: `${phrase.base} ${text.slice(purpose.start, end)}` };
  }
  if (linked && link.listed) return phrase;
  // "für das Laden von E-Autos", "zur Vermittlung von Pflegekräften": the work's own object goes with it.
  const own =
    linked && (language === "de" ? DE_GENITIVE : EN_GENITIVE).has(link.lower)
      ? phraseAt(language, text, tokens, thing.until + 1)
      : undefined;
  const until = own && !own.article && !own.counted && !isStopPhrase(language, own) && !namesPlace(text, own) ? own.last : thing.until;
  const end = tokens[until - 1]?.end ?? purpose.end;
  return { ...phrase, until, base: `${phrase.base} ${text.slice(purpose.start, end)}` };
}
/**
 * "eine App, mit der Pendler Abstellplätze reservieren", "an app where customers can book repair
 * appointments": a clause after the thing says what it is for; the thing is named with it
 * ("App zum Reservieren von Abstellplätzen", "app for booking repair appointments").
 */
function purposeClause(language: Language, text: string, tokens: readonly Token[], phrase: Phrase): Phrase | undefined {
  // German puts the clause after the verbs that close the sentence: "eine App entwickeln lassen, mit der …".
  let at = phrase.until;
  if (language === "de") {
    while (
      at < phrase.until + MAX_CLOSING_VERBS &&
      tokens[at] &&
      !tokens[at]?.capital &&
      // The phrase's own clause: "eine Lösung, mit der …" opens the relative clause right after it.
      tokens[at]?.clause === tokens[phrase.last - 1]?.clause
    )
      at += 1;
  }
  const opener = tokens[at];
  const gap = text.slice(tokens[at - 1]?.end ?? 0, opener?.start ?? 0);
  if (!opener || !(/,\s*$/u.test(gap) || (at === phrase.until && /^\s+$/u.test(gap)))) return undefined;
  return language === "de" ? germanPurposeClause(tokens, phrase, opener) : englishPurposeClause(text, tokens, phrase, opener);
}

function germanPurposeClause(tokens: readonly Token[], phrase: Phrase, opener: Token): Phrase | undefined {
  // "…, mit der", "…, über die", "…, die": a relative pronoun, perhaps after its preposition.
  const pronounAt = RELATIVES.de.has(opener.lower) ? opener.index : opener.index + 1;
  const pronoun = tokens[pronounAt];
  if (!pronoun || !RELATIVES.de.has(pronoun.lower) || (pronounAt !== opener.index && !GRAMMAR_SETS.de.prepositions.has(opener.lower)))
    return undefined;
  // The first verb after a noun, and the nearest noun before it that no preposition governs: "Abstellplätze
  // reservieren", "Arbeitsrapporte auf dem Tablet ausfüllen".
  // "…, die eingehende Schadenmeldungen klassifiziert": the pronoun itself is the subject, its verb in the third person.
  const subject = pronounAt === opener.index;
  for (let at = pronounAt + 2; tokens[at]?.clause === pronoun.clause; at += 1) {
    const verb = tokens[at];
    if (!verb || verb.capital || verb.lower.length < 5) continue;
    const infinitive = /(?:en|ern|eln)$/u.test(verb.lower)
      ? verb.lower
      : subject && /[^e]t$|[dt]et$/u.test(verb.lower) && verb.lower.length >= 7
        ? `${verb.lower.replace(/e?t$/u, "")}en`
        : undefined;
    if (!infinitive || !tokens[at - 1]?.capital) continue;
    if (GRAMMAR_SETS.de.articles.has(verb.lower) || DE_MODALS.has(verb.lower)) continue;
    const noun = ungovernedNounBefore(tokens, at, pronounAt);
    if (!noun) continue;
    const work = infinitive.charAt(0).toUpperCase() + infinitive.slice(1);
    // "von Abstellplätzen": a plural in -e takes the dative's -n after "von".
    const dative = noun.text.endsWith("e") ? `${noun.text}n` : noun.text;
    return { ...phrase, base: `${phrase.base} zum ${work} von ${dative}` };
  }
  return undefined;
}

/** The nearest capitalised noun before `at` (after `after`) that no preposition governs, past articles and adjectives. */
function ungovernedNounBefore(tokens: readonly Token[], at: number, after: number): Token | undefined {
  for (let index = at - 1; index > after; index -= 1) {
    const noun = tokens[index];
    if (!noun?.capital || noun.number) continue;
    let back = index - 1;
    while (back > after && !tokens[back]?.capital && !GRAMMAR_SETS.de.prepositions.has(tokens[back]?.lower ?? "")) back -= 1;
    if (back > after && GRAMMAR_SETS.de.prepositions.has(tokens[back]?.lower ?? "")) continue;
    return noun;
  }
  return undefined;
}

function englishPurposeClause(text: string, tokens: readonly Token[], phrase: Phrase, opener: Token): Phrase | undefined {
  const two = `${opener.lower} ${tokens[opener.index + 1]?.lower ?? ""}`;
  if (!ENGLISH_PURPOSE_OPENERS.has(opener.lower) && !ENGLISH_PURPOSE_OPENERS.has(two)) return undefined;
  const clause = clauseTokens(tokens, opener.clause).filter((token) => token.index > opener.index);
  const enabler = clause.find((token) => ENGLISH_PURPOSE_VERBS.has(token.lower));
  if (!enabler) return undefined;
  // "can book …"; "lets small businesses pay …", "allows drivers to scan …": the verb after the one who does it.
  let at = enabler.index + 1;
  const to = clause.find((token) => token.index > enabler.index && token.lower === "to");
  if (to && to.index <= enabler.index + 4) at = to.index + 1;
  else if (!MODAL_ENABLERS.has(enabler.lower)) {
    const doer = clause.find((token) => token.index > enabler.index && /s$/u.test(token.lower) && !EN_DETERMINERS.has(token.lower));
    if (!doer) return undefined;
    at = doer.index + 1;
  }
  while (tokens[at] && /ly$/u.test(tokens[at]?.lower ?? "")) at += 1;
  const verb = tokens[at];
  if (!verb || verb.clause !== opener.clause || verb.capital || verb.number) return undefined;
  const object = phraseAt("en", text, tokens, at + 1);
  if (!object || object.category === "company" || isStopPhrase("en", object) || namesPlace(text, object)) return undefined;
  const objectText = text.slice(tokens[object.first]?.start ?? 0, tokens[object.last - 1]?.end ?? 0);
  return { ...phrase, base: `${phrase.base} for ${gerund(verb.lower)} ${objectText}` };
}

/** "entwickeln lassen": the verbs that may close a German sentence before its extraposed clause. */
const MAX_CLOSING_VERBS = 3;
const ENGLISH_PURPOSE_OPENERS = wordSet(ENGLISH.purposeClauseOpeners);
const MODAL_ENABLERS = wordSet(ENGLISH.purposeClauseModals);
const ENGLISH_PURPOSE_VERBS = wordSet([...ENGLISH.purposeClauseModals, ...ENGLISH.purposeClauseEnablers]);

/** "book" → "booking", "manage" → "managing", "scan" → "scanning". */
function gerund(verb: string): string {
  if (verb.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith("e") && !verb.endsWith("ee")) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/u.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

const SCOPE_LEADS = { de: wordSet(GERMAN.scopeLeads), en: wordSet(ENGLISH.scopeLeads) };
const INCLUSION_TAILS = { de: wordSet(GERMAN.inclusionTails), en: wordSet(ENGLISH.inclusionTails) };
/** A finite verb right after a noun makes the noun its subject: "Der Neubau soll …", "Die Umstellung wird …". */
const SUBJECT_VERBS = { de: wordSet([...GERMAN.modalVerbs, ...GERMAN.passiveAuxiliaries]), en: wordSet([]) };
/** A successor's name of up to this many words is its head; a longer phrase ("cloud PMS with channel manager") keeps its noun. */
const MAX_NAME_WORDS = 5;
/** Any day serves to tell whether a phrase is a date at all. */
const TIMELESS_TODAY = "2026-01-01";
const REASONS = { de: wordSet(GERMAN.reasonOpeners ?? []), en: wordSet(ENGLISH.reasonOpeners ?? []) };
const ALTERNATIVES = { de: wordSet(GERMAN.alternativeOpeners ?? []), en: wordSet(ENGLISH.alternativeOpeners ?? []) };
/**
 * Whether a reason's subordinator opens the clause ("weil", "because"), or a word of the alternative not taken
 * ("Statt neu zu bauen, wollen wir …", "Instead of building, we …"): either way it is not what is asked.
 */
function opensReason(language: Language, clause: readonly Token[]): boolean {
  const first = clause[0]?.lower ?? "";
  const firstTwo = `${first} ${clause[1]?.lower ?? ""}`;
  return REASONS[language].has(first) || ALTERNATIVES[language].has(first) || ALTERNATIVES[language].has(firstTwo);
}
const TEMPORAL = { de: wordSet(GERMAN.temporalSubordinators), en: wordSet(ENGLISH.temporalSubordinators) };
const INDEFINITE_ARTICLES = { de: wordSet(GERMAN.indefiniteArticles), en: wordSet(ENGLISH.indefiniteArticles) };
const REPORTING = { de: wordSet(GERMAN.reportingVerbs), en: wordSet(ENGLISH.reportingVerbs) };
const REPORT_LINKS = { de: wordSet(GERMAN.reportLinks), en: wordSet(ENGLISH.reportLinks) };
const FIELD_LABELS = { de: wordSet(GERMAN.fieldLabels), en: wordSet(ENGLISH.fieldLabels) };

/** "Organisation: Zweckverband …": a form's field name, not the action of organising. */
const ADJUNCT_HEADS = { de: wordSet(GERMAN.adjunctHeads ?? []), en: wordSet(ENGLISH.adjunctHeads ?? []) };

/** "the new opening hours": an English action noun that qualifies the noun after it names no action. */
function qualifiesNoun(language: Language, tokens: readonly Token[], match: ActionMatch): boolean {
  const next = tokens[Math.max(...match.at) + 1];
  return match.kind === "noun" && !!next && next.clause === tokens[match.at[0] ?? 0]?.clause && ADJUNCT_HEADS[language].has(next.lower);
}

function isFieldLabel(language: Language, text: string, tokens: readonly Token[], match: ActionMatch): boolean {
  const token = tokens[match.at[0] ?? 0];
  // "Projekt: Schadenmeldung online": the label of a request field names no action either.
  const label = !!token && (FIELD_LABELS[language].has(token.lower) || REQUEST_FIELDS[language].has(token.lower));
  return match.kind === "noun" && label && colonAfter(text, token.end);
}
const AGE_ADJECTIVES = { de: wordSet(GERMAN.ageAdjectives), en: wordSet(ENGLISH.ageAdjectives) };
const DELIBERATION = { de: wordSet(GERMAN.deliberationMarkers), en: wordSet(ENGLISH.deliberationMarkers) };
const VENUE_NOUNS = { de: wordSet(GERMAN.venueNouns), en: wordSet(ENGLISH.venueNouns) };
const JUDGEMENTS = { de: wordSet(GERMAN.judgementAdjectives), en: wordSet(ENGLISH.judgementAdjectives) };
const COLLECTIVES = { de: wordSet(GERMAN.collectiveNouns), en: wordSet(ENGLISH.collectiveNouns) };
const DRAFTS = { de: wordSet(GERMAN.draftNouns), en: wordSet(ENGLISH.draftNouns) };
const ORDINAL_WORDS = wordSet(ENGLISH.ordinalWords);

/** The last counted phrase before `at` ("six clinics"), in the singular its ordinal names ("clinic"). */
function countedBefore(text: string, tokens: readonly Token[], at: number): Phrase | undefined {
  let found: Phrase | undefined;
  for (let index = 0; index < at; index += 1) {
    const phrase = phraseAt("en", text, tokens, index);
    if (phrase?.counted && phrase.until <= at && !isStopPhrase("en", phrase) && !namesPlace(text, phrase)) found = phrase;
  }
  if (!found) return undefined;
  const head = found.head
    .replace(/(?<=\w{2})ies$/u, "y")
    .replace(/(?<=\w{2}(?:ch|sh|ss|x))es$/u, "")
    .replace(/(?<=\w{3}[^s])s$/u, "");
  return { ...found, head, base: head, modifiers: [] };
}

/** The phrase after "of"/"von" or a genitive article right at `at` ("range of yogurts", "Serie von Riegeln", "Linie der …"). */
function complementAfter(language: Language, text: string, tokens: readonly Token[], at: number): Phrase | undefined {
  const link = tokens[at];
  if (!link) return undefined;
  const genitive = language === "de" ? DE_GENITIVE.has(link.lower) : EN_GENITIVE.has(link.lower);
  // "eine Linie laktosefreier Bergkäse": a strong adjective in -er opens a genitive without article.
  const strongGenitive = language === "de" && !link.capital && link.lower.endsWith("er") && !DE_COORDINATORS.has(link.lower);
  const phrase = genitive
    ? phraseAt(language, text, tokens, at + 1)
    : language === "de" && (GERMAN.articles.genitive.includes(link.lower) || strongGenitive)
      ? phraseAt("de", text, tokens, at)
      : undefined;
  return phrase && !isStopPhrase(language, phrase) && !namesPlace(text, phrase) ? phrase : undefined;
}

/** The event phrase right after a preposition at `at` ("auf der Fachmesse"), if any. */
function eventAfter(language: Language, text: string, tokens: readonly Token[], at: number): Phrase | undefined {
  const preposition = tokens[at];
  if (!preposition || !GRAMMAR_SETS[language].prepositions.has(preposition.lower)) return undefined;
  const phrase = phraseAt(language, text, tokens, at + 1);
  return phrase && tokens[at + 1]?.clause === preposition.clause && phrase.category === "event" ? phrase : undefined;
}

/** The phrase right after the colon that ends the placeholder's clause, if the clause ends with one. */
function namedAfterColon(language: Language, text: string, tokens: readonly Token[], phrase: Phrase): Phrase | undefined {
  const clause = tokens[phrase.first]?.clause;
  const last = tokens.findLast((token) => token.clause === clause);
  const next = last ? tokens[last.index + 1] : undefined;
  if (!last || !next || !/^[\s"“”»]*:\s*$/u.test(text.slice(last.end, next.start))) return undefined;
  const named = phraseAt(language, text, tokens, next.index);
  return named && !isStopPhrase(language, named) && !isPlaceholder(language, named) && !namesPlace(text, named) ? named : undefined;
}

/** A phrase whose head only stands in for the thing and no name qualifies it ("eine neue Lösung", not "SAP-Lösung"). */
/** The value of a field whose label is the phrase's head ("Product: new water-based coating"). */
function labelledValue(language: Language, text: string, tokens: readonly Token[], phrase: Phrase): Phrase | undefined {
  const head = phrase.head.toLowerCase();
  const label = tokens.find(
    (token) =>
      token.lower === head &&
      (token.index < phrase.first || token.index >= phrase.until) &&
      /^\s*:/u.test(text.slice(token.end, tokens[token.index + 1]?.start ?? token.end)),
  );
  const value = label ? phraseAt(language, text, tokens, label.index + 1) : undefined;
  return value && !isPlaceholder(language, value) && !isStopPhrase(language, value) ? value : undefined;
}

function isPlaceholder(language: Language, phrase: Phrase): boolean {
  return phrase.nouns.length === 1 && PLACEHOLDERS[language].has(phrase.head.toLowerCase());
}

function spread(phrase: Phrase | undefined): Found {
  return phrase ? { phrase } : {};
}

/** Whether the text describes a project at all (not a greeting, a complaint, random words). */
/** From this many words on, a text without a single function word is a list, not a telegraphic request ("Büroumzug Linz 2027"). */
const LIST_WORDS = 6;

/** Case kept: the formal German "Ihr" is the addressee's, "ihr" someone else's. */
const ADDRESSEE = {
  de: new Set(GERMAN.addresseePossessives ?? []),
  en: new Set((ENGLISH.addresseePossessives ?? []).flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1)])),
};
const ERRANDS = {
  de: { addressee: new Set(GERMAN.addresseePronouns ?? []), pointers: wordSet(GERMAN.pointingPronouns ?? []) },
  en: { addressee: new Set(ENGLISH.addresseePronouns ?? []), pointers: wordSet(ENGLISH.pointingPronouns ?? []) },
};

/** Whether the sentence around `at` is a question to the reader ("Sie", "you") about a thing it only points back at ("das", "it"). */
function asksErrand(text: string, at: number, language: Language): boolean {
  const start = Math.max(...[".", "!", "?", "\n"].map((mark) => text.lastIndexOf(mark, at - 1))) + 1;
  const end = text.slice(at).search(/[.!?\n]/u);
  if (end < 0 || text[at + end] !== "?") return false;
  const words = tokenize(text.slice(start, at + end));
  const { addressee, pointers } = ERRANDS[language];
  const addressed = words.some((word) => addressee.has(language === "en" ? word.lower : word.text));
  return addressed && words.some((word) => pointers.has(word.lower));
}
const REPORT_OPENERS = [...(GERMAN.reportOpeners ?? []), ...(ENGLISH.reportOpeners ?? [])];

/**
 * A text opening with a report's name ("Medienmitteilung der Gemeinde …:", "Press release:") whose
 * report, read without that label, names no action, or one told as done: it tells what happened.
 */
function reportsDone(text: string, language: Language): boolean {
  const opening = text.trimStart();
  const opener = REPORT_OPENERS.find((name) => opening.toLowerCase().startsWith(name));
  if (!opener) return false;
  // The label runs to its colon or dash ("Medienmitteilung der Gemeinde Meilen:"), else only the name.
  const label = /^[^:\n–—]{0,80}[:–—]/u.exec(opening)?.[0] ?? opening.slice(0, opener.length);
  const report = analyse(opening.slice(label.length), language);
  return (!report.actionWord && !report.needWord) || !!report.told;
}
const GRATITUDE = wordSet([...(GERMAN.gratitudeWords ?? []), ...(ENGLISH.gratitudeWords ?? [])]);

/**
 * "Vielen Dank für die Unterstützung beim Go-live letzte Woche – das Team ist begeistert!": a first
 * sentence that thanks, in a text that neither asks nor says what anyone wants or plans, is a thank-you.
 */
function thankYou(text: string, letter: string): boolean {
  // Read after the salutation ("Liebe Frau Keller, …"); the wish to thank ("möchte ich mich … bedanken") wants nothing else.
  const body = letter.trim();
  const firstSentence = /^[^.!?\n]*/u.exec(body)?.[0] ?? "";
  if (!tokenize(firstSentence).some((token) => GRATITUDE.has(token.lower))) return false;
  if (text.includes("?")) return false;
  // Both languages' markers: a German thank-you may say in English what comes next, and the reverse. A marker in the
  // clause of a verb of thanking is the wish to thank, one capitalised inside a sentence is a German noun ("das nächste
  // Vorhaben"), one after a comparison tells how it went ("als geplant").
  // So is one in a clause a temporal subordinator opens ("nachdem nun auch die letzten Regale stehen").
  const words = tokenize(body);
  const thanking = new Set(words.filter((token) => GRATITUDE_VERBS.has(token.lower)).map((token) => token.clause));
  const opened = new Set(
    words
      .filter((token, at) => clauseStart(words, at) && (TEMPORAL.de.has(token.lower) || TEMPORAL.en.has(token.lower)))
      .map((token) => token.clause),
  );
  return !words.some(
    (token, at) =>
      (MARKERS.de.intention.has(token.lower) || MARKERS.en.intention.has(token.lower)) &&
      !thanking.has(token.clause) &&
      !opened.has(token.clause) &&
      !(token.capital && !clauseStart(words, at)) &&
      !COMPARISONS.has(words[at - 1]?.lower ?? ""),
  );
}
const COMPARISONS = wordSet([...(GERMAN.comparisonLinks ?? []), ...(ENGLISH.comparisonLinks ?? [])]);
const GRATITUDE_VERBS = wordSet([...(GERMAN.gratitudeVerbs ?? []), ...(ENGLISH.gratitudeVerbs ?? [])]);

export function isProjectDescription(
  text: string,
  language: Language,
): { project: boolean; reason?: string; certain?: boolean; asks?: boolean } {
  const tokens = tokenize(text);
  if (tokens.filter((token) => !token.number).length === 0) return { project: false, reason: "the text has no words" };
  // "hiermit bewerbe ich mich um die Stelle …": a job application asks for a job, it plans nothing.
  const lowered = text.toLowerCase().replace(/\s+/gu, " ");
  const acts = [...GERMAN.personalActs, ...ENGLISH.personalActs];
  if (acts.some((act) => lowered.includes(act))) {
    // What the letter is about may still sound like a project ("newsletter", "SaaS"): the act decides.
    return {
      project: false,
      certain: true,
      reason: "a personal letter (an application, an invoice query, a sales pitch, an unsubscribe), not a project",
    };
  }
  const body = letterBody(text);
  if (thankYou(text, body)) return { project: false, certain: true, reason: "a thank-you that asks for nothing" };
  const { reading, actionWord, needWord } = analyse(body, language);
  // "Hi, can we pay by invoice instead of credit card? Our municipality can't use cards. Thanks": a
  // sentence that asks counts as a question wherever it stands.
  const question = /\?(?:\s|$)/u.test(withoutSignature(text)) || QUESTION_WORDS[language].has(tokens[0]?.lower ?? "");
  if (!reading) {
    // "ERP Halle Zürich 2027 ja nein vielleicht asdf": many words and not one that joins them is a list of words, no sentence.
    const words = tokens.filter((token) => !token.number);
    const joined = words.some((token) => FUNCTION_WORDS.de.has(token.lower) || FUNCTION_WORDS.en.has(token.lower));
    if (words.length >= LIST_WORDS && !joined) return { project: false, certain: true, reason: "a list of words, not a sentence" };
    if (question) return { project: false, asks: true, reason: "a question that names no project action or object" };
    return { project: false, reason: "names no project action and no project object" };
  }
  // "Was kostet ein Kaffee?": a question without an action word asks about a thing, it plans nothing.
  // "helpdesk tool needed for our support, what's the steps?": a need of a known kind of thing asks for a plan.
  const saysNeed =
    needWord || tokens.some((token) => (INDEX[language].verbs.get(token.lower) ?? []).some((form) => form.action === "other"));
  const needsKnownThing = saysNeed && !!reading.object && reading.object.category !== "other";
  // "Hat Ihr Büro zwischen Weihnachten und Neujahr geöffnet?": a question about the addressee's own thing.
  const possessive = reading.object?.text.split(/\s+/u)[0] ?? "";
  // "could you tell me your opening hours …?": the addressee's own action noun is theirs too.
  const wordBefore = body.slice(0, reading.start).trimEnd().split(/\s+/u).pop() ?? "";
  if (question && (ADDRESSEE[language].has(possessive) || ADDRESSEE[language].has(wordBefore))) {
    return { project: false, certain: true, reason: "a question about the addressee's own business, not a project" };
  }
  if (question && !actionWord && !needsKnownThing) return { project: false, reason: "a question that names no project action" };
  // "Die Rechnung vom Oktober ist noch offen – können Sie das bitte prüfen?": asked of the reader, done to a thing only pointed back at.
  if (!reading.object && asksErrand(body, reading.start, language)) {
    return { project: false, asks: true, reason: "a question asking the reader to see to something named before, not a project" };
  }
  // "Medienmitteilung der Gemeinde Meilen: Am 14. November wurde das sanierte Hallenbad wiedereröffnet.": a report tells.
  if (reportsDone(text, language)) return { project: false, certain: true, reason: "a report of what happened, not a request" };
  if (reading.action === "other" && !actionWord && (!reading.object || reading.object.category === "other")) {
    return { project: false, reason: "names no project action and no project object" };
  }
  return { project: true };
}
