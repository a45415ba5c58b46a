/**
 * German typed in lower case ("wir wollen unser onboarding neu aufsetzen"): the grammar finds German
 * nouns by their capital, so a chat message without capitals has none. Nouns get their capital back
 * where German grammar shows them: after an article, a preposition or a count (adjectives between
 * them skipped), and where a word names a known object or action. Only letters change case, so every
 * offset into the text stays valid.
 */

import { parseNumberWord } from "../amounts/numbers.js";
import { GERMAN, INDEX, wordSet } from "./lexicon.js";
import { categorize } from "./phrase.js";
import { type Token, tokenize } from "./tokens.js";

/** Function words that never head a noun phrase. */
const CLOSED = wordSet([
  ...GERMAN.articles.all,
  ...GERMAN.prepositions,
  ...GERMAN.coordinators,
  ...GERMAN.copulas,
  ...GERMAN.modalVerbs,
  ...GERMAN.adverbs,
  ...GERMAN.subordinators,
  ...GERMAN.negations,
  ...GERMAN.relativePronouns,
  ...GERMAN.questionWords,
  ...GERMAN.perfectAuxiliaries,
  ...GERMAN.passiveAuxiliaries,
  ...GERMAN.intentionMarkers,
  ...GERMAN.habitualMarkers,
  ...GERMAN.pronouns,
]);
/** Words after which a noun follows (adjectives and counts between them aside). */
const NOUN_OPENERS = wordSet([...GERMAN.articles.all, ...GERMAN.prepositions].filter((word) => !GERMAN.pronouns.includes(word)));
/** Verbs right after a word that say it was a noun ("die halle bleibt"). */
const AFTER_NOUN = wordSet([...GERMAN.copulas, ...GERMAN.modalVerbs, ...GERMAN.perfectAuxiliaries, ...GERMAN.passiveAuxiliaries]);
const ADJECTIVE_ENDINGS = GERMAN.adjectiveEndings;
/** Finite verbs after which the clause's infinitive comes last ("wir wollen … einbauen"). */
const VERB_GROUP_OPENERS = wordSet([...GERMAN.modalVerbs, ...GERMAN.perfectAuxiliaries, ...GERMAN.passiveAuxiliaries]);
const COORDINATORS = wordSet(GERMAN.coordinators);
const AGE_ADJECTIVES = wordSet(GERMAN.ageAdjectives);
/** At most this share of the words capitalised (names, a quoted title) and the text counts as typed in lower case. */
const LOWER_CASE_SHARE = 0.1;
/** Shorter words are function words or abbreviations, never recased by what they name. */
const MIN_NAMING_LETTERS = 5;
/** The ending of the infinitive that closes a German clause. */
const VERB_FINAL_ENDING = "en";
/** A year is no count of the noun after it ("2027 laufen"). */
const YEAR = /^(?:19|20)\d\d$/u;
/** After a count a shorter word is a unit ("80 tsd", "400 m²"), not a counted noun. */
const MIN_COUNTED_LETTERS = 4;

/** Whether a German text was typed without the capitals of its nouns. */
export function typedInLowerCase(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => !token.number && /\p{L}{3}/u.test(token.text));
  const capitals = words.filter((token) => token.capital && !/^[\p{Lu}\p{N}]+$/u.test(token.text)).length;
  return words.length >= 4 && capitals <= Math.max(1, words.length * LOWER_CASE_SHARE);
}

/**
 * The text with its nouns capitalised when it was typed in lower case. A cased text keeps its case, except a word
 * that names a known object right after an article or a preposition ("ein B2B kundenportal für …"): German never
 * writes a noun small, so there it was typed in a hurry.
 */
export function truecaseGerman(text: string): string {
  const tokens = tokenize(text);
  const lowerCase = typedInLowerCase(tokens);
  let result = "";
  let done = 0;
  for (const token of tokens) {
    if (!(lowerCase ? isNoun(tokens, token) : isKnownNounAfterOpener(tokens, token))) continue;
    result += text.slice(done, token.start) + token.text.charAt(0).toUpperCase();
    done = token.start + 1;
  }
  return result + text.slice(done);
}

function isContentWord(token: Token | undefined): token is Token {
  return (
    !!token &&
    !token.number &&
    !token.capital &&
    /^\p{Ll}/u.test(token.text) &&
    !CLOSED.has(token.lower) &&
    !INDEX.de.verbs.has(token.lower) &&
    // "mit elfhundert schülern": a number in words counts, it names nothing.
    parseNumberWord(token.lower) === undefined
  );
}

/** Whether the word before a coordinator is a noun (written so, or one this text gets its capital back for). */
function nounBefore(tokens: readonly Token[], coordinator: Token): boolean {
  const before = tokens[coordinator.index - 1];
  if (!before || before.clause !== coordinator.clause) return false;
  return (before.capital && !before.number) || isNoun(tokens, before);
}

function isNoun(tokens: readonly Token[], token: Token): boolean {
  if (!isContentWord(token)) return false;
  const next = tokens[token.index + 1];
  // An aside in brackets stands outside the clause: "ein system reinbauen (ca. 25.000 bins)" ends at "reinbauen".
  const nextInClause = next && next.clause === token.clause && next.bracket === token.bracket ? next : undefined;
  // "das neue dokumentenmanagement": a word with an adjective's ending before another content word describes it.
  // "ein ordentliches DMS": an inflected word before a name or a capitalised noun describes it too.
  const describesNext = !!nextInClause && (nextInClause.capital || (isContentWord(nextInClause) && !AFTER_NOUN.has(nextInClause.lower)));
  const adjective = looksInflected(token) && describesNext;
  // "die alte ist von 1999": an age adjective after an article stands for a noun named before, it is none.
  if (AGE_ADJECTIVES.has(token.lower)) return false;
  if (adjective) return false;
  // "… im Dezember 2027 laufen", "ein AutoStore system reinbauen": an "-en" word closing its clause is the verb at
  // the end of a German clause, unless an article or a preposition stands right before it ("in 3 standorten").
  // Only a clause with a finite modal before ("wir wollen …", "muss …") ends in an infinitive; "wir brauchen: neue
  // speisekarten" ends in a noun, and so does a word right after an article, a preposition, a count or an adjective.
  const before = tokens[token.index - 1];
  const modalBefore = tokens.slice(0, token.index).some((other) => other.clause === token.clause && VERB_GROUP_OPENERS.has(other.lower));
  const openerBefore =
    !!before &&
    before.clause === token.clause &&
    (NOUN_OPENERS.has(before.lower) ||
      (before.number && !YEAR.test(before.text)) ||
      (!before.number && looksInflected(before) && !INDEX.de.verbs.has(before.lower)));
  if (!nextInClause && modalBefore && token.lower.endsWith(VERB_FINAL_ENDING) && !openerBefore) return false;
  if (afterOpener(tokens, token)) return true;
  // "umzug vom hq", "kundenportal für …": a word that names a known object or action is a noun anywhere.
  return token.text.length >= MIN_NAMING_LETTERS && namesKnownThing(token);
}

function isKnownNounAfterOpener(tokens: readonly Token[], token: Token): boolean {
  if (!isContentWord(token) || token.text.length < MIN_NAMING_LETTERS || looksInflected(token)) return false;
  return afterOpener(tokens, token) && namesKnownThing(token);
}

/** Whether the word names a known object or action ("kundenportal", "umzug"). */
function namesKnownThing(token: Token): boolean {
  const actionNoun = INDEX.de.nouns.some(
    (noun) => noun.words.length === 1 && (noun.compound ? token.lower.endsWith(noun.words[0] ?? "") : token.lower === noun.words[0]),
  );
  return actionNoun || categorize([token.text]) !== "other";
}

/** Whether an article, a preposition or a count opens the phrase the word ends, past adjectives and other modifiers. */
function afterOpener(tokens: readonly Token[], token: Token): boolean {
  for (let index = token.index - 1; index >= 0 && index >= token.index - 4; index -= 1) {
    const before = tokens[index];
    // "neues logo, neue etiketten": an adjective opening the clause opens the phrase itself.
    if (!before || before.clause !== token.clause) return index < token.index - 1;
    if (NOUN_OPENERS.has(before.lower)) return true;
    // "… und neue schilder": past an adjective, a coordinator opens the next phrase; right after a noun it
    // joins another ("für vertretungsplan und elternkommunikation").
    if (COORDINATORS.has(before.lower)) return index < token.index - 1 || nounBefore(tokens, before);
    if (before.number || parseNumberWord(before.lower) !== undefined)
      return token.text.length >= MIN_COUNTED_LETTERS && !YEAR.test(before.text);
    // "ein B2B kundenportal", "das neue …": a name or an adjective between opener and noun.
    const modifier = before.capital || looksInflected(before);
    if (!modifier || INDEX.de.verbs.has(before.lower)) return false;
  }
  return false;
}

/** Ends like an inflected adjective ("neue", "kleines"); nouns may too, the word after tells them apart. */
function looksInflected(token: Token): boolean {
  return ADJECTIVE_ENDINGS.some((ending) => token.lower.endsWith(ending));
}
