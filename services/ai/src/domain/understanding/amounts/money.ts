/** The project's budget: amounts of money and the words around them that say what they are. */
import { LEXICON } from "./lexicon.js";
import { approximationBefore, findNumbers, type NumberMention } from "./numbers.js";
import { findPhrases, normalise, type PhraseMatch, phrases, type Token, tokenize } from "./text.js";

export type Currency = "EUR" | "CHF";

export interface BudgetReading {
  amount: number;
  currency: Currency;
  approximate: boolean;
  evidence: string;
  start: number;
  end: number;
}

export interface MoneyMention {
  amount: number;
  currency: Currency | "other";
  approximate: boolean;
  start: number;
  end: number;
  /** The number's own span (without currency or approximation words). */
  number: NumberMention;
  sentence: number;
}

const CURRENCY_FORMS = LEXICON.currencies
  .flatMap((currency) => currency.forms.map((form) => ({ form: normalise(form), code: currency.code, scale: currency.scale ?? 1 })))
  .sort((a, b) => b.form.length - a.form.length);
const LETTER = /[\p{L}]/u;
const GAP = /^[ \u00a0\u202f\u2009]{0,2}/;

/** A currency written right after the amount ("180.000 €", "2 Mio. Franken", "250 TEUR"). */
function currencyAfter(text: string, offset: number) {
  const gap = GAP.exec(text.slice(offset))?.[0].length ?? 0;
  const rest = text.slice(offset + gap).toLowerCase();
  for (const entry of CURRENCY_FORMS) {
    if (!rest.startsWith(entry.form)) continue;
    const next = rest[entry.form.length] ?? "";
    if (LETTER.test(entry.form.at(-1) ?? "") && LETTER.test(next)) continue;
    const withStop = entry.form === "fr" && next === "." ? 1 : 0;
    return { ...entry, end: offset + gap + entry.form.length + withStop };
  }
  return undefined;
}

/** A currency written right before the amount ("CHF 850'000", "Fr. 850'000", "€2m"). */
function currencyBefore(text: string, offset: number) {
  const before = text.slice(0, offset).replace(/[ \u00a0\u202f\u2009]{0,2}$/, "");
  const lowered = before.toLowerCase();
  for (const entry of CURRENCY_FORMS) {
    for (const written of [entry.form, `${entry.form}.`]) {
      if (!lowered.endsWith(written)) continue;
      const start = before.length - written.length;
      if (LETTER.test(entry.form[0] ?? "") && LETTER.test(before[start - 1] ?? "")) continue;
      return { ...entry, start };
    }
  }
  return undefined;
}

const RANGE_DASH = LEXICON.ranges.dashes;
const RANGE_WORDS = LEXICON.ranges.words.map(normalise);
const RANGE_OPENERS = LEXICON.ranges.openers.map(normalise);
const RANGE_OPENED = LEXICON.ranges.openedWords.map(normalise);

/** The lower end of a range that ends in `upper` ("1–2 Mio. €", "zwischen 1 und 2 Mio. €"), if any. */
function rangeStart(text: string, numbers: readonly NumberMention[], upper: NumberMention): number | undefined {
  const index = numbers.indexOf(upper);
  const lower = numbers[index - 1];
  if (!lower) return undefined;
  const between = text.slice(lower.end, upper.start).trim().toLowerCase();
  if (RANGE_DASH.includes(between) || RANGE_WORDS.includes(between)) return lower.start;
  if (RANGE_OPENED.includes(between)) {
    const opener = /([\p{L}]+)\s*$/u.exec(text.slice(0, lower.start))?.[1];
    if (opener && RANGE_OPENERS.includes(normalise(opener)))
      return lower.start - opener.length - (text.slice(0, lower.start).length - text.slice(0, lower.start).trimEnd().length);
  }
  return undefined;
}

/** Every amount of money in the text with its currency ("other" for currencies the plan does not handle). */
export function findMoney(text: string, tokens: readonly Token[] = tokenize(text)): MoneyMention[] {
  const numbers = findNumbers(text, tokens, true);
  const money: MoneyMention[] = [];
  for (const number of numbers) {
    const after = currencyAfter(text, number.end);
    const before = after ? undefined : currencyBefore(text, number.start);
    const currency = after ?? before;
    if (!currency) continue;
    let start = before ? before.start : number.start;
    const end = after ? after.end : number.end;
    let approximate = number.plus;
    const lowerStart = rangeStart(text, numbers, number);
    if (lowerStart !== undefined) {
      start = Math.min(start, lowerStart);
      approximate = true;
    }
    const hedge = approximationBefore(text, tokens, start);
    if (hedge) {
      start = hedge.start;
      approximate = true;
    }
    const sentence = tokens.find((token) => token.start >= number.start)?.sentence ?? 0;
    money.push({
      amount: number.value * currency.scale,
      currency: currency.code,
      approximate,
      start,
      end,
      number,
      sentence,
    });
  }
  return money;
}

const STRONG = phrases(LEXICON.budget.strong);
const WEAK = phrases(LEXICON.budget.weak);
const NOT = phrases(LEXICON.budget.not);
const PER_UNIT = phrases(LEXICON.budget.perUnit);

/** How close a cue is to an amount, in characters; cues inside the amount do not count. */
function distance(cue: PhraseMatch, mention: MoneyMention): number {
  if (cue.end <= mention.start) return mention.start - cue.end;
  if (cue.start >= mention.end) return cue.start - mention.end;
  return Number.POSITIVE_INFINITY;
}

function nearest(cues: readonly PhraseMatch[], tokens: readonly Token[], mention: MoneyMention): number {
  let best = Number.POSITIVE_INFINITY;
  for (const cue of cues) {
    if ((tokens[cue.first] as Token).sentence !== mention.sentence) continue;
    best = Math.min(best, distance(cue, mention));
  }
  return best;
}

/** Per-unit words this close to an amount make it a price ("300 € pro Stück", "€25 per user"). */
const PER_UNIT_REACH = 12;

/**
 * The project's budget. Each amount of money is judged by the words of its sentence: the
 * nearest of budget words (Budget, investieren, darf … kosten, up to) and other-money words
 * (Umsatz, revenue, Einsparung, davon) decides; without either, a price per unit is no budget
 * and a cost word or no word at all leaves it a weaker candidate. The strongest candidate
 * wins, the larger amount among equals (a total rather than its parts). A budget in a
 * currency the plan does not handle (£, $) or without a currency is not read.
 */
export function readBudget(text: string): BudgetReading | undefined {
  const tokens = tokenize(text);
  const money = findMoney(text, tokens);
  if (money.length === 0) return undefined;
  const strong = findPhrases(text, tokens, STRONG);
  const weak = findPhrases(text, tokens, WEAK);
  const not = findPhrases(text, tokens, NOT);
  const perUnit = findPhrases(text, tokens, PER_UNIT);
  let best: { mention: MoneyMention; score: number } | undefined;
  for (const mention of money) {
    const strongDistance = nearest(strong, tokens, mention);
    const weakDistance = nearest(weak, tokens, mention);
    // Revenue or savings words speak of the amount they stand nearest to, not of every amount in the sentence.
    if (nearest(not, tokens, mention) < Math.min(strongDistance, weakDistance)) continue;
    let score: number;
    if (strongDistance < Number.POSITIVE_INFINITY) score = 3;
    else if (nearest(perUnit, tokens, mention) <= PER_UNIT_REACH) continue;
    else score = weakDistance < Number.POSITIVE_INFINITY ? 1 : 0;
    if (!best || score > best.score || (score === best.score && mention.amount > best.mention.amount)) best = { mention, score };
  }
  if (!best || best.mention.currency === "other") return undefined;
  const { mention } = best;
  return {
    amount: mention.amount,
    currency: mention.currency as Currency,
    approximate: mention.approximate,
    evidence: text.slice(mention.start, mention.end),
    start: mention.start,
    end: mention.end,
  };
}
