/** Durations by a small grammar: amount (digits, number words, halves, ranges) + unit, in weeks rounded up. */
import type { Candidate } from "./candidate.js";
import { alternation, containsPhrase, escapePattern, isOneOf, lookup, WORDS, wordsAfter, wordsBefore } from "./words.js";

const { numbers, units } = WORDS;

const DIGITS = `\\d+(?:[${numbers.decimalSeparators.join("")}]\\d+)?`;
const AMOUNT = `(?:${alternation(numbers.halfOf)}|${alternation(Object.keys(numbers.fractions))}|${DIGITS}|${alternation(Object.keys(numbers.words))})`;
const UNIT_WORDS = alternation(units.flatMap((unit) => unit.words));
// Joiners are literal: a hyphen here is the range dash ("6-8 Wochen"), not an optional separator.
const JOINERS = `(?:${[...WORDS.rangeJoiners, ...WORDS.rangeOpeners.map((opener) => opener.join)]
  .sort((a, b) => b.length - a.length)
  .map(escapePattern)
  .join("|")})`;

const AMOUNT_OF_TIME = new RegExp(
  [
    "(?<![\\p{L}\\d])",
    `(?:(?<lead>${alternation(WORDS.durationLeads)})(?:\\s*:\\s*|\\s+))?`,
    `(?:(?<approx>${alternation(WORDS.approximators)})\\s+)?`,
    `(?:(?<opener>${alternation(WORDS.rangeOpeners.map((opener) => opener.open))})\\s+)?`,
    `(?<low>${AMOUNT})`,
    // "two and a half years": the half before the unit (tried before "and" as a range's joiner).
    `(?:\\s+(?<halfBefore>${alternation(numbers.andAHalf)}))?`,
    `(?:\\s*${JOINERS}\\s*(?<high>${AMOUNT}))?`,
    `(?:\\s+(?<approxAdjective>(?:${alternation(WORDS.approximateAdjectives.words)})(?:${alternation(WORDS.adjectiveEndings)})?))?`,
    `\\s*(?<unit>${UNIT_WORDS})`,
    `(?:\\s+(?<half>${alternation(numbers.andAHalf)}))?`,
    "(?![\\p{L}\\d])",
  ].join(""),
  "dgu",
);

const ADJECTIVES = alternation(units.flatMap((unit) => unit.adjectives));
const ENDINGS = alternation(WORDS.adjectiveEndings);
/** "6-monatiges Pilotprojekt", "18-month programme", "12-Wochen-Projekt", "a 9-month ERP rollout". */
const PROJECT_LENGTH = new RegExp(
  `(?<![\\p{L}\\d])(?<low>${AMOUNT})[\\s-]*(?<unit>${ADJECTIVES})(?:${ENDINGS})?(?:[\\s-]+[\\p{L}\\d]+){0,2}?[\\s-]+\\p{L}*(?:${alternation(WORDS.projectNouns)})`,
  "gu",
);

/** "binnen Jahresfrist", "innert Monatsfrist": a lead and a noun that is one unit by itself. */
const SELF_COUNTED = new RegExp(
  `(?<![\\p{L}\\d])(?<lead>${alternation(WORDS.durationLeads)})\\s+(?<unit>${alternation(Object.keys(WORDS.selfCountedUnits.words))})(?![\\p{L}\\d])`,
  "gu",
);

/** "9 Monate für die Umsetzung": the amount is named as the project's own, as if introduced by a lead. */
const FOR_THE_PROJECT = new RegExp(
  `^\\s*(?:${alternation(WORDS.projectAfter.words)})\\s+\\p{L}*(?:${alternation(WORDS.projectNouns)})(?![\\p{L}\\d])`,
  "u",
);

/** Where in a stated range of durations the plan lies: 0 is its start, 1 its end. */
const RANGE_POINT = 0.75;

function amountValue(text: string): number {
  const spoken = lookup(numbers.words, text) ?? lookup(numbers.fractions, text);
  if (spoken !== undefined) return spoken;
  if (isOneOf(numbers.halfOf, text)) return 0.5;
  return Number(text.replace(",", "."));
}

function unitOf(word: string): (typeof units)[number] | undefined {
  return units.find((unit) => isOneOf([...unit.words, ...unit.adjectives], word));
}

function weeksOf(count: number, unit: (typeof units)[number]): number {
  // A small tolerance keeps 6 × 52/12 = 26 from becoming 27 by floating-point error.
  return Math.ceil((count * unit.weeks) / unit.per - 1e-9);
}

/**
 * The words of a window with the phrases that only look like another subject cut out ("take no
 * longer than", "im laufenden Betrieb innerhalb von", "7 months from start"): the pieces between them.
 */
function piecesDespite(window: string): string[] {
  let padded = ` ${window} `;
  for (const phrase of WORDS.notProjectDespite) padded = padded.split(` ${phrase} `).join(" | ");
  return padded.split("|").map((piece) => piece.trim());
}

/** The three words right before a position, back to the nearest such phrase. */
function wordsBeforeDespite(lowered: string, position: number): string {
  return (piecesDespite(wordsBefore(lowered, position, 6)).pop() ?? "").split(/\s+/u).slice(-3).join(" ");
}

/** The three words right after a position, up to the nearest such phrase. */
function wordsAfterDespite(lowered: string, position: number): string {
  return (piecesDespite(wordsAfter(lowered, position, 6))[0] ?? "").split(/\s+/u).slice(0, 3).join(" ");
}

/** Whether the amount of time at [start, end) is about something else than the project (history, age, warranty, a rhythm). */
function notTheProject(lowered: string, amountStart: number, end: number, leadStart = amountStart): boolean {
  const lead = lowered.slice(leadStart, amountStart).trim();
  // "den Betrieb innerhalb eines Jahres integrieren": before a lead the work is done within, words name the work's object.
  const completing = leadStart < amountStart && isOneOf(WORDS.completionLeads, lead);
  const before = wordsBeforeDespite(lowered, completing ? leadStart : amountStart);
  if (!completing && containsPhrase(before, WORDS.notProjectBefore)) return true;
  const rightBefore = wordsBefore(lowered, amountStart, 1);
  if (containsPhrase(rightBefore, WORDS.notProjectRightBefore)) return true;
  // "4 days a week": an amount right after another unit is a rate.
  if (rightBefore && unitOf(rightBefore)) return true;
  const after = wordsAfterDespite(lowered, end);
  if (containsPhrase(after, WORDS.notProjectAfter)) return true;
  // "in 3 Monaten starten" is the wait before a start; "runs for six months starting in March" lasts six months.
  if (containsPhrase(after, WORDS.startAfter) && !isOneOf(WORDS.spanLeads, lead)) return true;
  return isDowntimeLimit(lowered, amountStart, end, leadStart, lead);
}

/** Characters before an amount in which a limit word ("max.", "no more than") may stand. */
const LIMIT_REACH = 16;
/** Words before an amount in which "mit"/"with" makes a stop a consequence of the work. */
const LIMIT_WORDS = 5;
/** "mit einer Downtime", "with a shutdown": the preposition, perhaps an article, the stop. */
const STOP_WITH = new RegExp(
  `(?<![\\p{L}\\d])(?:${alternation(WORDS.downtimeWith)})\\s+(?:\\p{L}+\\s+)?(?:${alternation(WORDS.downtimeBefore)})(?![\\p{L}\\d])`,
  "u",
);

/**
 * "Stillstand max. 2 Wochen", "max. 2 weeks downtime allowed": the longest stop of operations
 * allowed, not the project's length. A stop without a limit ("during the 3-week summer shutdown",
 * "a 14 weeks production shutdown for it") is the window the work fills, and its length stands.
 */
function isDowntimeLimit(lowered: string, amountStart: number, end: number, leadStart: number, lead: string): boolean {
  // "Stillstand max. 2 Wochen": the lead's abbreviation point ends the clause, so look before the lead too.
  const before = [wordsBeforeDespite(lowered, amountStart), leadStart < amountStart ? wordsBeforeDespite(lowered, leadStart) : ""].join(
    " ",
  );
  const after = wordsAfterDespite(lowered, end);
  // "max. 2-week shutdown": the stop may be the noun the amount describes.
  const stop = [before, lowered.slice(amountStart, end)].join(" ");
  if (!containsPhrase(stop, WORDS.downtimeBefore) && !containsPhrase(after, WORDS.downtimeAfter)) return false;
  // "max. 2 Wochen Stillstand": the abbreviation's point ends the words before, so the limit is read from the text itself.
  const rightBefore = lowered.slice(Math.max(0, leadStart - LIMIT_REACH), leadStart);
  // "mit einer Downtime von 3 Wochen": the stop the work causes, not the window it is done in.
  if (STOP_WITH.test(wordsBefore(lowered, amountStart, LIMIT_WORDS))) return true;
  return containsPhrase(`${before} ${rightBefore} ${lead} ${after}`, WORDS.downtimeLimits);
}

export function durations(lowered: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of lowered.matchAll(AMOUNT_OF_TIME)) {
    const groups = match.groups ?? {};
    const unit = unitOf(groups.unit ?? "");
    const low = amountValue(groups.low ?? "");
    const high = groups.high !== undefined ? amountValue(groups.high) : undefined;
    if (!unit || !Number.isFinite(low) || low <= 0 || (high !== undefined && !(high > low))) continue;
    const amountStart = match.indices?.groups?.low?.[0] ?? match.index;
    const end = match.index + match[0].length;
    if (notTheProject(lowered, amountStart, end, match.index)) continue;
    // "mit einem knappen Jahr" is the timeline; "ein gutes Jahr" on its own is rather a judgement.
    if (groups.approxAdjective && !groups.lead) continue;
    if (isOneOf(numbers.articles, groups.low ?? "")) {
      // "500 orders a day": an article as the amount is a duration only when introduced as one ("in a week", "roughly a quarter").
      if (!groups.lead && !groups.approx && !groups.half && !groups.halfBefore && !groups.high) continue;
      // "roughly a quarter of the budget" is a share.
      if (isOneOf(WORDS.articleOfAfter.words, wordsAfter(lowered, end, 1))) continue;
    }
    // "8–10 Monate": plan at three quarters of the range (a P75 estimate), so a quarter of the spread stays as
    // reserve before the latest date the customer allows, and the plan does not stretch to the longest case.
    const count = (high === undefined ? low : low + (high - low) * RANGE_POINT) + (groups.half || groups.halfBefore ? 0.5 : 0);
    found.push({
      kind: "duration",
      weeks: weeksOf(count, unit),
      approximate: groups.approx !== undefined || groups.approxAdjective !== undefined || high !== undefined,
      start: match.index,
      end,
      strength: groups.lead || FOR_THE_PROJECT.test(lowered.slice(end)) ? 2 : 1,
    });
  }
  for (const match of lowered.matchAll(PROJECT_LENGTH)) {
    const groups = match.groups ?? {};
    const unit = unitOf(groups.unit ?? "");
    const count = amountValue(groups.low ?? "");
    if (!unit || !Number.isFinite(count) || count <= 0) continue;
    const end = match.index + match[0].length;
    if (notTheProject(lowered, match.index, end)) continue;
    // "about 5 months to roll out": an approximator right before still hedges the amount.
    const approximate = isOneOf(WORDS.approximators, wordsBefore(lowered, match.index, 1));
    found.push({ kind: "duration", weeks: weeksOf(count, unit), approximate, start: match.index, end, strength: 2 });
  }
  for (const match of lowered.matchAll(SELF_COUNTED)) {
    const key = lookup(WORDS.selfCountedUnits.words, match.groups?.unit ?? "");
    const unit = units.find((candidate) => candidate.key === key);
    if (!unit) continue;
    const end = match.index + match[0].length;
    if (notTheProject(lowered, match.index, end)) continue;
    found.push({ kind: "duration", weeks: weeksOf(1, unit), approximate: false, start: match.index, end, strength: 2 });
  }
  return found;
}
