/** The project's budget: amounts of money and the words around them that say what they are. */
import { LEXICON } from "./lexicon.js";
import { approximationBefore, findNumbers, type NumberMention, rangeBetween, rangeStart } from "./numbers.js";
import { findPhrases, normalise, type PhraseMatch, phrases, sentenceFrom, type Token, tokenize } from "./text.js";

export type Currency = "EUR" | "CHF";

export interface BudgetReading {
  amount: number;
  currency: Currency;
  /** False when the text names no currency and it came from elsewhere (another amount, the caller's country). */
  currencyStated: boolean;
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
const ABBREVIATIONS = new Set(LEXICON.abbreviations.map(normalise));
const GAP = /^[ \u00a0\u202f\u2009]{0,2}/;
const CURRENCY_LOOKBEHIND = Math.max(...CURRENCY_FORMS.map((entry) => entry.form.length)) + 4;

/** A currency written right after the amount ("180.000 €", "2 Mio. Franken", "250 TEUR"). */
function currencyAfter(text: string, offset: number) {
  let gap = GAP.exec(text.slice(offset))?.[0].length ?? 0;
  // "Budget 3 Mio. (CHF)": a currency in brackets right after the amount.
  const bracketed = text[offset + gap] === "(";
  if (bracketed) gap += 1;
  const rest = text.slice(offset + gap).toLowerCase();
  for (const entry of CURRENCY_FORMS) {
    if (!rest.startsWith(entry.form)) continue;
    const next = rest[entry.form.length] ?? "";
    if (bracketed && next !== ")") continue;
    if (LETTER.test(entry.form.at(-1) ?? "") && LETTER.test(next)) continue;
    // "850'000 Fr." : the abbreviation's full stop belongs to the currency.
    const withStop = next === "." && ABBREVIATIONS.has(entry.form) ? 1 : 0;
    return { ...entry, end: offset + gap + entry.form.length + withStop + (bracketed ? 1 : 0) };
  }
  return undefined;
}

/** A currency written right before the amount ("CHF 850'000", "Fr. 850'000", "€2m"). */
function currencyBefore(text: string, offset: number) {
  // Currency words are short: the last few characters before the number are enough.
  const tailStart = Math.max(0, offset - CURRENCY_LOOKBEHIND);
  const before = text.slice(tailStart, offset).replace(/[ \u00a0\u202f\u2009]{0,2}$/, "");
  const lowered = before.toLowerCase();
  for (const entry of CURRENCY_FORMS) {
    for (const written of [entry.form, `${entry.form}.`]) {
      if (!lowered.endsWith(written)) continue;
      const start = before.length - written.length;
      const previous = start > 0 ? before[start - 1] : text[tailStart - 1];
      if (LETTER.test(entry.form[0] ?? "") && LETTER.test(previous ?? "")) continue;
      return { ...entry, start: tailStart + start };
    }
  }
  return undefined;
}

/** Every amount of money in the text with its currency ("other" for currencies the plan does not handle). */
export function findMoney(text: string, tokens: readonly Token[] = tokenize(text)): MoneyMention[] {
  const numbers = findNumbers(text, tokens, true);
  const money: MoneyMention[] = [];
  for (const [index, number] of numbers.entries()) {
    const after = currencyAfter(text, number.end);
    const before = after ? undefined : currencyBefore(text, number.start);
    const lower = numbers[index - 1];
    // "between EUR 1m and 1.5m", "€ 50.000 – 70.000": the upper end shares the currency written before the lower one.
    const lowerCurrency = after || before || !lower ? undefined : currencyBefore(text, lower.start);
    const currency = after ?? before ?? lowerCurrency;
    if (!currency) continue;
    // "am fr 18.12.": a weekday's short form before a day and month is no franc ("Fr. 18.50" has its dot and no closing one).
    if (before && DAY_MONTH.test(text.slice(number.start, number.end + 1)) && !/\./u.test(text.slice(before.start, number.start))) continue;
    let start = before ? before.start : number.start;
    const end = after ? after.end : number.end;
    let approximate = number.plus;
    const previous = money.at(-1);
    const previousInRange = previous && previous.number === lower && previous.currency === currency.code ? previous : undefined;
    const lowerStart =
      rangeStart(text, lower, number, lowerCurrency?.start ?? lower?.start) ??
      // "€ 50.000 – € 70.000", "von 50.000 € bis 70.000 €": both ends with their currency.
      (previousInRange ? rangeBetween(text, previousInRange.start, previousInRange.end, start) : undefined);
    if (lowerCurrency && lowerStart === undefined) continue;
    if (lowerStart !== undefined) {
      start = Math.min(start, lowerStart);
      approximate = true;
      // The lower end is part of this range, not an amount of its own.
      if (previous && previous.number === lower) money.pop();
    }
    const hedge = approximationBefore(text, tokens, start);
    if (hedge) {
      start = hedge.start;
      approximate = true;
    }
    const sentence = sentenceFrom(tokens, number.start);
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

/** A day and month with its closing dot ("18.12."). */
const DAY_MONTH = /^\d{1,2}\.\d{1,2}\.$/u;
const EXPLICIT = phrases(LEXICON.budget.explicit);
const APPROVALS = phrases(LEXICON.budget.approvals);
const EXCLUSIONS_BEFORE = phrases(LEXICON.budget.exclusionsBefore);
const EXCLUSIONS_AFTER = phrases(LEXICON.budget.exclusionsAfter);
const STRONG = phrases([...LEXICON.budget.strong, ...LEXICON.budget.approvals]);
const WHOLE_BEFORE = phrases(LEXICON.budget.wholeBefore);
const OWN_WORDS = LEXICON.budget.ownWords.map((word) => word.toLowerCase());
const WEAK = phrases(LEXICON.budget.weak);
const NOT = phrases(LEXICON.budget.not);
const PART_OF = phrases(LEXICON.budget.partOf);
const PER_PERIOD = phrases(LEXICON.budget.perPeriod);
const PER_UNIT = phrases(LEXICON.budget.perUnit);
const SOURCES = phrases(LEXICON.budget.sources);
const SOURCE_JOINERS = phrases(LEXICON.budget.sourceJoiners);

/** How close a cue is to an amount, in characters; cues inside the amount do not count. */
function distance(cue: PhraseMatch, mention: MoneyMention): number {
  if (cue.end <= mention.start) return mention.start - cue.end;
  if (cue.start >= mention.end) return cue.start - mention.end;
  return Number.POSITIVE_INFINITY;
}

/** A comma or semicolon between a cue and an amount: the cue opens another clause. */
const CLAUSE_GAP = 1000;

/**
 * "Budget …: 140.000 €, geplanter Jahresumsatz rund 600.000 €": a word of other money speaks of the amount
 * in its own clause, even when the amount of the clause before stands nearer.
 */
function clauseDistance(text: string, cue: PhraseMatch, mention: MoneyMention): number {
  const gap = cue.end <= mention.start ? text.slice(cue.end, mention.start) : text.slice(mention.end, cue.start);
  return distance(cue, mention) + (/[,;]/u.test(gap) ? CLAUSE_GAP : 0);
}

/** The nearest cue of the amount's sentence, a cue of another clause counted farther than any of its own. */
function nearestInClause(text: string, cues: readonly PhraseMatch[], tokens: readonly Token[], mention: MoneyMention): number {
  return nearest(cues, tokens, mention, (cue) => clauseDistance(text, cue, mention));
}

function nearest(
  cues: readonly PhraseMatch[],
  tokens: readonly Token[],
  mention: MoneyMention,
  measure: (cue: PhraseMatch) => number = (cue) => distance(cue, mention),
): number {
  let best = Number.POSITIVE_INFINITY;
  for (const cue of cues) {
    if ((tokens[cue.first] as Token).sentence !== mention.sentence) continue;
    best = Math.min(best, measure(cue));
  }
  return best;
}

/** Per-unit or per-period words this close to an amount speak of it ("300 € pro Stück", "€25 per user", "50.000 € pro Jahr"). */
const PER_UNIT_REACH = 12;

/** A budget word this close (in characters) to a number without currency makes it the budget ("Budget 500k"). */
const BARE_BUDGET_REACH = 25;
/** A budget word this close after a scaled number without currency makes it the budget ("0,5 Mio. eingeplant"). */
const BARE_AFTER_REACH = 12;
/** Bare numbers below this are no budget ("Budget für 3 Standorte"). */
const MIN_BARE_BUDGET = 1000;
const YEAR = /^(19|20)\d\d$/;

export interface BudgetOptions {
  /** The currency of the writer's country, for a budget written without one ("Budget: 500k"). */
  defaultCurrency?: Currency;
  /** YYYY-MM-DD: money dated in an earlier year is history, not the budget. */
  today?: string;
}

/** Words between a whole word and the budget word it makes a whole's ("das gesamte IT-Budget"). */
const WHOLE_REACH = 2;

/** Characters around an amount in which a year dates it, within its clause. */
const DATED_REACH = 60;

/**
 * "our last move in 2015 cost €1.3m", "2021 haben wir bereits für CHF 900'000 zwei Provisorien aufgestellt":
 * money a past year dates, in its own clause, was spent before; it is no budget of the plan.
 */
function datedInPast(
  text: string,
  mention: MoneyMention,
  today: string | undefined,
  explicit: readonly PhraseMatch[],
  approvals: readonly PhraseMatch[],
): boolean {
  if (!today) return false;
  const thisYear = Number(today.slice(0, 4));
  const before =
    text
      .slice(Math.max(0, mention.start - DATED_REACH), mention.start)
      .split(/[;()!?\n]|\.(?=\s)/u)
      .pop() ?? "";
  // "Budget (Beschluss 2025): 500.000 €": a budget word in the clause keeps it the budget, however dated.
  if (explicit.some((cue) => cue.start >= mention.start - before.length && cue.end <= mention.start)) return false;
  const after = text.slice(mention.end, mention.end + DATED_REACH).split(/[;()!?\n,]|\.(?=\s|$)/u)[0] ?? "";
  // "hat am 3. November 2025 einen Objektkredit von 6,2 Mio. Franken bewilligt": money approved then is still to be spent.
  if (approvals.some((cue) => cue.start >= mention.start - before.length && cue.end <= mention.end + after.length)) return false;
  return [...`${before} ${after}`.matchAll(/(?<![\d.,'’])(?:19|20)\d\d(?![\d.,'’]\d)/gu)].some((year) => Number(year[0]) < thisYear);
}

/**
 * The project's budget. Each amount of money is judged by the words of its sentence: the
 * nearest of budget words (Budget, investieren, darf … kosten, up to) and other-money words
 * (Umsatz, revenue, Einsparung, davon) decides; without either, a price per unit is no budget
 * and a cost word or no word at all leaves it a weaker candidate. A price per unit or per head
 * ("300 € pro Stück", "500 Euro pro Person") is never the budget. The strongest candidate
 * wins, the larger amount among equals (a total rather than its parts). A budget in a
 * currency the plan does not handle (£, $) is not read. A number without currency right after
 * a budget word ("Budget 3,5 Mio.") takes the currency of another amount in the text, else the
 * caller's default, else it is not read.
 */
export function readBudget(text: string, options: BudgetOptions = {}): BudgetReading | undefined {
  const tokens = tokenize(text);
  const money = findMoney(text, tokens);
  // "das gesamte IT-Budget 2027": a budget word after a whole word names the budget of a whole, not the project's.
  const wholes = findPhrases(text, tokens, WHOLE_BEFORE);
  const ofWhole = (cue: PhraseMatch) =>
    !OWN_WORDS.some((word) => text.slice(cue.start, cue.end).toLowerCase().includes(word)) &&
    wholes.some((whole) => whole.end <= cue.start && cue.first - whole.last <= WHOLE_REACH);
  const allExplicit = findPhrases(text, tokens, EXPLICIT);
  const explicit = allExplicit.filter((cue) => !ofWhole(cue));
  const wholeBudgets = allExplicit.filter(ofWhole);
  const strong = findPhrases(text, tokens, STRONG).filter((cue) => !ofWhole(cue));
  const approvals = findPhrases(text, tokens, APPROVALS);
  const weak = findPhrases(text, tokens, WEAK);
  // "CHF 650k, salaries excluded": other money named as left out says what the budget does not cover.
  const before = findPhrases(text, tokens, EXCLUSIONS_BEFORE);
  const after = findPhrases(text, tokens, EXCLUSIONS_AFTER);
  const not = findPhrases(text, tokens, NOT).filter(
    (cue) => !before.some((exclusion) => exclusion.last === cue.first - 1) && !after.some((exclusion) => exclusion.first === cue.last + 1),
  );
  // "Budget inkl. Ladenbau CHF 420'000": right after a budget word, "inkl." says what the budget covers, not a part of it;
  // "2 Mio. €, davon 300.000 €": a part is of an amount named before it in its sentence.
  const partOf = findPhrases(text, tokens, PART_OF).filter(
    (cue) =>
      !explicit.some((word) => word.end <= cue.start && /^[\s,:]*$/u.test(text.slice(word.end, cue.start))) &&
      // "Budget 3,5 Mio., davon 200.000 €": the amount before may be a bare number.
      tokens.slice(0, cue.first).some((token) => token.sentence === (tokens[cue.first] as Token).sentence && /\d/u.test(token.text)),
  );
  const perPeriod = findPhrases(text, tokens, PER_PERIOD);
  // "pro" in "pro Jahr" is a period, not a unit.
  const perUnit = findPhrases(text, tokens, PER_UNIT).filter(
    (cue) => !perPeriod.some((period) => period.start <= cue.start && cue.end <= period.end),
  );
  let best: { mention: MoneyMention; score: number; cueDistance: number } | undefined;
  for (const mention of money) {
    const strongDistance = nearest(strong, tokens, mention);
    const weakDistance = nearest(weak, tokens, mention);
    // Revenue or savings words speak of the amount they stand nearest to, not of every amount in the sentence.
    // "davon", "of which" speak of the amount after them only.
    const partDistance = nearest(
      partOf.filter((cue) => cue.end <= mention.start),
      tokens,
      mention,
    );
    // A word of other money speaks of the amount it stands nearest to ("85.000 € – ein Angebot über 140.000 € war uns zu teuer").
    const ownNot = not.filter(
      (cue) => !money.some((other) => other !== mention && clauseDistance(text, cue, other) < clauseDistance(text, cue, mention)),
    );
    const notDistance = Math.min(nearest(ownNot, tokens, mention), partDistance);
    if (notDistance < Number.POSITIVE_INFINITY && notDistance <= Math.min(strongDistance, weakDistance)) continue;
    // A price of one thing or per head is never the project's budget, whatever words stand around it.
    if (nearest(perUnit, tokens, mention) <= PER_UNIT_REACH) continue;
    if (datedInPast(text, mention, options.today, explicit, approvals)) continue;
    let score: number;
    const explicitDistance = nearest(explicit, tokens, mention);
    // "Das Projektbudget liegt bei 800.000 €, eine Förderung von 200.000 €": a budget word of the next clause is the other amount's.
    if (
      explicitDistance < Number.POSITIVE_INFINITY &&
      nearestInClause(text, explicit, tokens, mention) <= nearestInClause(text, strong, tokens, mention)
    )
      score = 4;
    else if (strongDistance < Number.POSITIVE_INFINITY) score = 3;
    else if (nearest(wholeBudgets, tokens, mention) < Number.POSITIVE_INFINITY) score = 2;
    // Running costs ("300.000 € im Jahr") are a budget only when a budget word says so.
    else if (nearest(perPeriod, tokens, mention) <= PER_UNIT_REACH) continue;
    else score = weakDistance < Number.POSITIVE_INFINITY ? 1 : 0;
    // Of two amounts a budget word names alike, the one it stands nearer ("price €14m, integration budget is €1.1m"); then the larger.
    // "das Maschinenangebot liegt bei 1,9 Mio. €, unser Gesamtbudget … beträgt 2,4 Mio. €": a cue of the next clause is its own amount's.
    const cueDistance =
      score >= 3 ? Math.min(nearestInClause(text, explicit, tokens, mention), nearestInClause(text, strong, tokens, mention)) : 0;
    const nearer = !!best && score === best.score && cueDistance < best.cueDistance;
    const larger = !!best && score === best.score && cueDistance === best.cueDistance && mention.amount > best.mention.amount;
    if (!best || score > best.score || nearer || larger) best = { mention, score, cueDistance };
  }
  const stated = money.find((mention) => mention.currency !== "other")?.currency as Currency | undefined;
  // Named sources of the money add up, unless a budget word names a total of its own.
  const funded = fundingTotal(text, tokens, [...money, ...scaledBare(text, tokens, money, stated ?? options.defaultCurrency)]);
  if (funded && (!best || best.score < 4 || funded.parts.includes(best.mention))) {
    const first = funded.parts[0] as MoneyMention;
    return reading(
      text,
      sumOf(funded.parts),
      first.currency as Currency,
      funded.parts.every((part) => part.number.moneyScale || money.includes(part)),
    );
  }
  // "Rund 1,5 Mio. stehen zur Verfügung, der Zuschuss über 180.000 € kommt dazu": a scaled figure the budget
  // word closely follows is the budget, though an amount with its currency stands farther from that word.
  if (best && best.score < 4) {
    const bare = bareBudget(text, tokens, money, strong, not);
    const closely = bare ? strong.filter((cue) => cue.start >= bare.end && cue.start - bare.end <= BARE_AFTER_REACH) : [];
    const currency = stated ?? options.defaultCurrency;
    if (bare && currency && closely.length > 0 && nearest(closely, tokens, bare) < best.cueDistance)
      return reading(text, bare, currency, false);
  }
  if (best) {
    if (best.mention.currency === "other") return undefined;
    // "Budget: 120.000 € für die Hardware und 30.000 € für Schulungen": a budget given in earmarked parts is their sum.
    const parts = best.score >= 3 ? earmarkedParts(text, tokens, money, best.mention) : undefined;
    if (parts) return reading(text, sumOf(parts), best.mention.currency, true);
    return reading(text, best.mention, best.mention.currency, true);
  }
  const bare = bareBudget(text, tokens, money, strong, not, weak);
  if (!bare) return undefined;
  if (money.some((mention) => mention.currency === "other") && !stated) return undefined;
  const currency = stated ?? options.defaultCurrency;
  return currency ? reading(text, bare, currency, false) : undefined;
}

/** How close a source word must stand to its amount, in characters ("80.000 € Eigenmittel", "Förderkredit über 150.000 €"). */
const SOURCE_REACH = 30;

/** "150k from a grant": numbers with a scale word and no currency, in the currency of the text or the writer's country. */
function scaledBare(
  text: string,
  tokens: readonly Token[],
  money: readonly MoneyMention[],
  currency: Currency | undefined,
): MoneyMention[] {
  if (!currency) return [];
  return findNumbers(text, tokens, true)
    .filter((number) => SCALED.test(text.slice(number.start, number.end)) && number.value >= MIN_BARE_BUDGET)
    .filter((number) => !money.some((mention) => mention.start < number.end && number.start < mention.end))
    .map((number) => ({
      amount: number.value,
      currency,
      approximate: number.plus,
      start: number.start,
      end: number.end,
      number,
      sentence: sentenceFrom(tokens, number.start),
    }));
}

/**
 * Amounts of one currency, each named by a source of money and joined by "und", "plus", "dazu"
 * within a sentence ("Fördersumme 300.000 €, dazu 120.000 € Eigenmittel"): the parts of the budget.
 * "davon" between them makes the later one a part of the earlier, so no sum.
 */
function fundingTotal(text: string, tokens: readonly Token[], amounts: readonly MoneyMention[]): { parts: MoneyMention[] } | undefined {
  const sources = findPhrases(text, tokens, SOURCES);
  const joiners = findPhrases(text, tokens, SOURCE_JOINERS);
  const partOf = findPhrases(text, tokens, PART_OF);
  const named = [...amounts]
    .filter((mention) => mention.currency !== "other" && nearest(sources, tokens, mention) <= SOURCE_REACH)
    .sort((a, b) => a.start - b.start);
  let run: MoneyMention[] = [];
  let longest: MoneyMention[] = [];
  for (const mention of named) {
    const previous = run[run.length - 1];
    run = previous && continuesRun(previous, mention, joiners, partOf) ? [...run, mention] : [mention];
    if (run.length > longest.length) longest = run;
  }
  return longest.length >= 2 ? { parts: longest } : undefined;
}

/** Whether `mention` adds to a run of amounts ending in `previous`: same sentence and currency, a joiner and no "davon" between. */
function continuesRun(
  previous: MoneyMention,
  mention: MoneyMention,
  joiners: readonly PhraseMatch[],
  partOf: readonly PhraseMatch[],
): boolean {
  const between = (cues: readonly PhraseMatch[]) => cues.some((cue) => cue.start >= previous.end && cue.end <= mention.start);
  return previous.sentence === mention.sentence && previous.currency === mention.currency && between(joiners) && !between(partOf);
}

/** The parts of a budget as one amount, spanning from the first part to the last. */
function sumOf(parts: readonly MoneyMention[]): MoneyMention {
  const first = parts[0] as MoneyMention;
  const last = parts[parts.length - 1] as MoneyMention;
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  return { ...first, amount, end: last.end, approximate: parts.some((part) => part.approximate) };
}

/** What follows an amount that earmarks it: "für die Hardware", "for the fit-out", "(Bau)". */
const EARMARK = /^\s*(?:für|fuer|for|\()/iu;

/**
 * The budget amount and the amounts joined to it by "und", "plus", "+" in its sentence, when each is
 * earmarked for something: the parts of one budget. "davon" makes a part of the first, so no sum.
 */
function earmarkedParts(
  text: string,
  tokens: readonly Token[],
  amounts: readonly MoneyMention[],
  first: MoneyMention,
): MoneyMention[] | undefined {
  const joiners = findPhrases(text, tokens, SOURCE_JOINERS);
  const partOf = findPhrases(text, tokens, PART_OF);
  const later = amounts
    .filter((mention) => mention.start > first.start && mention.sentence === first.sentence && mention.currency === first.currency)
    .sort((a, b) => a.start - b.start);
  const run = [first];
  for (const mention of later) {
    if (!continuesRun(run[run.length - 1] as MoneyMention, mention, joiners, partOf)) break;
    run.push(mention);
  }
  const earmarked = run.every((mention) => EARMARK.test(text.slice(mention.end, mention.end + 8)));
  return run.length >= 2 && earmarked ? run : undefined;
}

/** A scale word in a number ("5 Mio.", "50 Tsd.", "2,5 Milliarden"): the magnitude money is written in. */
const SCALED = /\p{L}/u;
/** A millions scale ("2,5 Mio", "1.2m"): no count of things is written so in a project request. */
const MILLIONS = /(?:mio|million|millionen|mn|m)\.?\s*$/iu;

/**
 * "Budget 3,5 Mio.", "Budget um die 50 Tsd.": a number without currency right after a budget
 * word; after a cost word ("Kosten rund 5 Mio.") only when a scale word says it is money.
 */
function bareBudget(
  text: string,
  tokens: readonly Token[],
  money: readonly MoneyMention[],
  strong: readonly PhraseMatch[],
  not: readonly PhraseMatch[],
  weak: readonly PhraseMatch[] = [],
): MoneyMention | undefined {
  let best: MoneyMention | undefined;
  for (const number of findNumbers(text, tokens, true)) {
    if (money.some((mention) => mention.number === number || (mention.start < number.end && number.start < mention.end))) continue;
    if (number.value < MIN_BARE_BUDGET || YEAR.test(text.slice(number.start, number.end))) continue;
    const hedge = approximationBefore(text, tokens, number.start);
    const mention: MoneyMention = {
      amount: number.value,
      currency: "other",
      approximate: hedge !== undefined || number.plus,
      start: hedge?.start ?? number.start,
      end: number.end,
      number,
      sentence: sentenceFrom(tokens, number.start),
    };
    const scaled = SCALED.test(text.slice(number.start, number.end));
    // "Budget 500k"; and a scaled figure the budget word follows closely ("sind 0,5 Mio. eingeplant").
    const budgetWord = [
      ...[...strong, ...(scaled ? weak : [])].filter((cue) => cue.end <= mention.start),
      ...strong.filter((cue) => scaled && cue.start >= mention.end && cue.start - mention.end <= BARE_AFTER_REACH),
    ];
    const distance = nearest(budgetWord, tokens, mention);
    // "Neues Lager Wels, 4.000 m², Q3/2027, 2,5 Mio": in a form-style list, a millions figure standing alone is the budget.
    const standsAlone = scaled && MILLIONS.test(text.slice(number.start, number.end)) && /^\s*(?:[,;.]|$)/u.test(text.slice(number.end));
    if (
      distance > BARE_BUDGET_REACH
        ? !standsAlone || nearest(not, tokens, mention) <= BARE_BUDGET_REACH
        : nearest(not, tokens, mention) <= distance
    ) {
      continue;
    }
    if (!best || mention.amount > best.amount) best = mention;
  }
  return best;
}

function reading(text: string, mention: MoneyMention, currency: Currency, currencyStated: boolean): BudgetReading {
  return {
    amount: mention.amount,
    currency,
    currencyStated,
    approximate: mention.approximate,
    evidence: text.slice(mention.start, mention.end),
    start: mention.start,
    end: mention.end,
  };
}
