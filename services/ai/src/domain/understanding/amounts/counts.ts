/**
 * Counted nouns: each number that is no money, the noun it counts ("120.000 Haushalte",
 * "3,000 handheld scanners") and the verbs near it that say what happens to counted people
 * (hired, trained). Head counts and project quantities both read from here.
 */
import { LEXICON, type QuantityKind } from "./lexicon.js";
import { findMoney } from "./money.js";
import { approximationBefore, findNumbers, type NumberMention, rangeStart } from "./numbers.js";
import {
  findPhrases,
  type Phrase,
  phraseAt,
  phraseEndingAt,
  phrases,
  sentenceFrom,
  type Token,
  tokenIndexBefore,
  tokenIndexFrom,
  tokenize,
} from "./text.js";

export type NounClass = QuantityKind | "staff" | "people" | "not_counted";
export type PeopleRole = "hires" | "affected" | "growth";

export interface CountedNoun {
  cls: NounClass;
  /** Index of its first and last token. */
  first: number;
  last: number;
  start: number;
  end: number;
}

export interface CountMention {
  number: NumberMention;
  sentence: number;
  noun?: CountedNoun;
  /** "neue", "additional" between the number and its noun, or just before the number. */
  hireAdjective: boolean;
  /** What a nearby verb says happens to the counted people. */
  role?: PeopleRole;
  /** Where an approximation word before the number starts ("rund 300"). */
  approximateFrom?: number;
  /** Where the range this number ends starts ("51-200 employees"). */
  rangeFrom?: number;
}

export interface CountAnalysis {
  text: string;
  tokens: Token[];
  counts: CountMention[];
}

const NOUN_CLASSES = new Map<Phrase, NounClass>();
for (const entry of LEXICON.quantityNouns) for (const phrase of phrases(entry.forms)) NOUN_CLASSES.set(phrase, entry.kind);
for (const phrase of phrases(LEXICON.headcount.staff)) NOUN_CLASSES.set(phrase, "staff");
for (const phrase of phrases(LEXICON.headcount.people)) NOUN_CLASSES.set(phrase, "people");
for (const phrase of phrases(LEXICON.notCounted)) NOUN_CLASSES.set(phrase, "not_counted");
// The most specific form wins: "Arbeitsplätze" (jobs) before a shorter head.
const NOUNS = [...NOUN_CLASSES.keys()].sort((a, b) => b.weight - a.weight);

const HIRE_ADJECTIVES = phrases(LEXICON.peopleRoles.hireAdjectives);
const HIRE_BEFORE = phrases(LEXICON.peopleRoles.hireBefore);
const BREAKERS = phrases(LEXICON.countBreakers);
const ROLE_CUES: [PeopleRole, Phrase[]][] = [
  ["hires", phrases(LEXICON.peopleRoles.hires)],
  ["affected", phrases(LEXICON.peopleRoles.affected)],
  ["growth", phrases(LEXICON.peopleRoles.growth)],
];

/** Adjectives and the like that may stand between a number and its noun ("3,000 handheld scanners"). */
const MAX_WORDS_BETWEEN = 2;
/** The coordinator and the word it joins: once per count ("production and office staff"). */
const JOINED_WORDS = 2;
/** Coordinators that may join two words describing the people counted. */
const COORDINATORS = new Set(LEXICON.headcount.listJoiners.filter((word) => /^\p{L}+$/u.test(word)));
/** A verb this far from a number (in characters) no longer speaks of it. */
const ROLE_REACH = 60;

const ACRONYM = /^[\p{Lu}\d-]{2,6}$/u;
const CAPITALISED = /^\p{Lu}/u;

function nounAfter(text: string, tokens: readonly Token[], number: NumberMention): { noun?: CountedNoun; hireAdjective: boolean } {
  let index = tokenIndexFrom(tokens, number.end);
  let previousEnd = number.end;
  let hireAdjective = false;
  let joined = false;
  for (let between = 0; between <= MAX_WORDS_BETWEEN + (joined ? JOINED_WORDS : 0) && index < tokens.length; between++) {
    const token = tokens[index] as Token;
    if (!/^[\s\u00a0\u202f\u2009-]*$/.test(text.slice(previousEnd, token.start))) break;
    // "140 production and office staff": a coordinator between two words that describe the people joins them.
    const next = tokens[index + 1];
    const joinsWords =
      between > 0 && COORDINATORS.has(token.norm) && !!next && !/^\d/.test(next.norm) && !CAPITALISED.test(next.text) && !joined;
    if (joinsWords) {
      joined = true;
      previousEnd = token.end;
      index++;
      continue;
    }
    if (/^\d/.test(token.norm) || phraseAt(text, tokens, index, BREAKERS)) break;
    // "Ende 2028 | Mitarbeitende: 210": a separator of form fields ends what the number counts.
    if (!/[\p{L}\d]/u.test(token.text)) break;
    const noun = phraseAt(text, tokens, index, NOUNS);
    if (noun) {
      const cls = NOUN_CLASSES.get(noun.phrase) as NounClass;
      return { noun: { cls, first: noun.first, last: noun.last, start: noun.start, end: noun.end }, hireAdjective };
    }
    if (phraseAt(text, tokens, index, HIRE_ADJECTIVES)) hireAdjective = true;
    // A German noun we do not know ends the search: what follows is not counted by this number.
    else if (CAPITALISED.test(token.text) && !ACRONYM.test(token.text)) break;
    previousEnd = token.end;
    index++;
  }
  return { hireAdjective };
}

export function analyseCounts(text: string): CountAnalysis {
  const tokens = tokenize(text);
  const moneyNumbers = findMoney(text, tokens).map((money) => money.number);
  const numbers = findNumbers(text, tokens).filter(
    (number) => !moneyNumbers.some((money) => money.start < number.end && number.start < money.end),
  );
  const counts: CountMention[] = numbers.map((number, index) => {
    const rangeFrom = rangeStart(text, numbers[index - 1], number);
    const { noun, hireAdjective } = nounAfter(text, tokens, number);
    const approximate = approximationBefore(text, tokens, number.start);
    const before = tokenIndexBefore(tokens, approximate?.start ?? number.start);
    const adjacent = before >= 0 && /^\s*$/.test(text.slice((tokens[before] as Token).end, approximate?.start ?? number.start));
    const adjectiveBefore =
      adjacent &&
      (phraseEndingAt(text, tokens, before, HIRE_ADJECTIVES) ?? phraseEndingAt(text, tokens, before, HIRE_BEFORE)) !== undefined;
    return {
      number,
      sentence: sentenceFrom(tokens, number.start),
      ...(noun ? { noun } : {}),
      hireAdjective: hireAdjective || adjectiveBefore,
      ...(approximate ? { approximateFrom: approximate.start } : {}),
      ...(rangeFrom !== undefined ? { rangeFrom } : {}),
    };
  });
  // Each verb belongs to the nearest number of its sentence ("Mit 80 Mitarbeitenden wollen wir 12 Fachkräfte einstellen").
  for (const [role, cues] of ROLE_CUES) {
    for (const cue of findPhrases(text, tokens, cues)) {
      const sentence = (tokens[cue.first] as Token).sentence;
      let owner: CountMention | undefined;
      let best = Number.POSITIVE_INFINITY;
      for (const count of counts) {
        if (count.sentence !== sentence) continue;
        const end = count.noun?.end ?? count.number.end;
        if (cue.start < end && count.number.start < cue.end) continue;
        const between = cue.start >= end ? text.slice(end, cue.start) : text.slice(cue.end, count.number.start);
        // "…, 35 leute, hiring plan 2027: +15": a comma between them sets the cue in another item of the sentence.
        const gap = between.length + (/[,;]/u.test(between) ? ROLE_REACH : 0);
        if (gap < best) {
          best = gap;
          owner = count;
        }
      }
      if (owner && best <= ROLE_REACH && owner.role === undefined) owner.role = role;
    }
  }
  return { text, tokens, counts };
}
