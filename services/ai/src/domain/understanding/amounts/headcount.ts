/** The company's head count ("1'200 Mitarbeitende", "Belegschaft von knapp 900", "we are 14 people", "8-köpfiges Team"). */
import { analyseCounts, type CountMention } from "./counts.js";
import { LEXICON } from "./lexicon.js";
import { approximationBefore, parseNumberWord } from "./numbers.js";
import { findPhrases, normalise, phraseAt, phraseEndingAt, phrases, type Token, tokenIndexBefore, tokenIndexFrom } from "./text.js";

export interface HeadcountReading {
  employees: number;
  approximate: boolean;
  evidence: string;
  start: number;
  end: number;
}

const COMPANY = phrases(LEXICON.headcount.company);
const GROUP_WORDS = phrases(LEXICON.headcount.groupWords);
const MEMBERSHIP = phrases(LEXICON.headcount.membershipCues);
const LEAD = phrases(LEXICON.headcount.lead);
const LABELS = phrases(LEXICON.headcount.labels);
const JOINERS = phrases(LEXICON.headcount.leadJoiners);
const APPROXIMATE = phrases(LEXICON.approximate.before);
const TEAM_ADJECTIVES = phrases(LEXICON.headcount.teamAdjectives);
const TEAM_NOUNS = phrases(LEXICON.headcount.teamNouns);
const AFTER = phrases(LEXICON.headcount.after);
const ARTICLES = new Set(LEXICON.numbers.articles);
const LIST_JOINERS = LEXICON.headcount.listJoiners.map(normalise);
const GROUP_SIZES = Object.entries(LEXICON.headcount.groupSizes).map(([form, size]) => ({ phrase: phrases([form]), size }));
const TEAM_ADJECTIVE_STEMS = LEXICON.headcount.teamAdjectives
  .filter((form) => form.endsWith("*"))
  .map((form) => normalise(form.replace(/\*/g, "")));

/** Head counts above this are not a company's ("2 Mio. Kunden" is not staff anyway). */
const MAX_EMPLOYEES = 5_000_000;

interface Candidate {
  employees: number;
  approximate: boolean;
  start: number;
  end: number;
}

/** "Belegschaft von knapp 900", "team of 8", "Mitarbeitende: 250": the words before the number that make it the head count. */
function leadBefore(text: string, tokens: readonly Token[], count: CountMention): number | undefined {
  let offset = count.approximateFrom ?? count.rangeFrom ?? count.number.start;
  let index = tokenIndexBefore(tokens, offset);
  let joined = false;
  for (let step = 0; step < 4 && index >= 0; step++) {
    const token = tokens[index] as Token;
    const gap = text.slice(token.end, offset);
    if (!/^[\s:=(]*$/.test(gap)) return undefined;
    const labelled = /[:=]/.test(gap);
    const lead = phraseEndingAt(text, tokens, index, LEAD);
    if (lead) return lead.start;
    const label = labelled ? phraseEndingAt(text, tokens, index, LABELS) : undefined;
    if (label) return label.start;
    // Between the lead and the number: hedges ("knapp") and one joiner ("von", "of").
    const approximate = phraseEndingAt(text, tokens, index, APPROXIMATE);
    const joiner = joined ? undefined : phraseEndingAt(text, tokens, index, JOINERS);
    const skipped = approximate ?? joiner;
    if (!skipped) return undefined;
    if (skipped === joiner) joined = true;
    offset = skipped.start;
    index = skipped.first - 1;
  }
  return undefined;
}

/** "für", "for" right before a count of people. */
const FOR_WHOM = new RegExp(`(?:^|\\s)(?:${LEXICON.headcount.forWhom.join("|")})\\s*$`, "iu");
const WHOLE_COMPANY = LEXICON.headcount.wholeCompanyBefore.map((phrase) => ` ${phrase.toLowerCase()}`);
const APPOSITION_NOUNS = new Set(LEXICON.headcount.apposition.map((noun) => noun.toLowerCase()));

/** "…, 60 Leute, …", "(…, 70 people)", "– 2,000 people": a generic people noun set off after the company. */
function inApposition(text: string, count: CountMention): boolean {
  const noun = count.noun;
  if (!noun || !APPOSITION_NOUNS.has(text.slice(noun.start, noun.end).toLowerCase())) return false;
  return setOff(text, count);
}

/** The count stands set off by punctuation on both sides: a description of the company, not of the work. */
function setOff(text: string, count: CountMention): boolean {
  const noun = count.noun;
  if (!noun) return false;
  const before = text.slice(0, count.approximateFrom ?? count.rangeFrom ?? count.number.start).trimEnd();
  const after = text.slice(noun.end).trimStart();
  return /[,(–—:-]$/u.test(before) && (after === "" || /^[,).;–—-]/u.test(after));
}

/** A company word before the number in its sentence ("wir sind", "we employ", "Agentur mit"). */
function companyBefore(tokens: readonly Token[], companyCues: readonly { first: number; end: number }[], count: CountMention): boolean {
  return companyCues.some((cue) => cue.end <= count.number.start && (tokens[cue.first] as Token).sentence === count.sentence);
}

function fromCount(
  text: string,
  tokens: readonly Token[],
  companyCues: { first: number; end: number }[],
  count: CountMention,
): Candidate | undefined {
  const whole = WHOLE_COMPANY.some((phrase) => text.slice(0, count.number.start).trimEnd().toLowerCase().endsWith(phrase));
  const describesCompany = whole || (count.noun?.cls === "staff" && setOff(text, count));
  if (count.hireAdjective || (count.role !== undefined && !(describesCompany && count.role !== "hires"))) return undefined;
  const cls = count.noun?.cls;
  const lead = leadBefore(text, tokens, count);
  const afterNoun = count.noun ? phraseAt(text, tokens, count.noun.last + 1, AFTER) : undefined;
  // "Sommerfest für ~250 Leute", "catering for 300 people": people a thing is for are its guests, not the staff.
  const forWhom = FOR_WHOM.test(text.slice(0, count.approximateFrom ?? count.rangeFrom ?? count.number.start));
  const isHeadcount =
    cls === "staff" ||
    (cls === "people" && !forWhom && (companyBefore(tokens, companyCues, count) || afterNoun !== undefined || inApposition(text, count))) ||
    (lead !== undefined && (cls === undefined || cls === "people"));
  if (!isHeadcount) return undefined;
  const start = Math.min(
    lead ?? Number.POSITIVE_INFINITY,
    count.approximateFrom ?? count.number.start,
    count.rangeFrom ?? count.number.start,
  );
  const end = afterNoun?.end ?? count.noun?.end ?? count.number.end;
  return {
    // A range ("51-200 employees") is read as its upper end, approximately.
    employees: count.number.value,
    approximate: count.approximateFrom !== undefined || count.rangeFrom !== undefined || count.number.plus,
    start,
    end,
  };
}

/** "8-köpfiges Team", "zwölfköpfiges Team", "a 12-strong team", "an 8-person team". */
function teamSizes(text: string, tokens: readonly Token[], counts: readonly CountMention[]): Candidate[] {
  const found: Candidate[] = [];
  for (const count of counts) {
    const index = tokenIndexFrom(tokens, count.number.end);
    if (index >= tokens.length || !/^[\s-]?$/.test(text.slice(count.number.end, (tokens[index] as Token).start))) continue;
    const adjective = phraseAt(text, tokens, index, TEAM_ADJECTIVES);
    if (!adjective) continue;
    const noun = teamNounAfter(text, tokens, adjective.last + 1);
    const stem = TEAM_ADJECTIVE_STEMS.some((form) => (tokens[index] as Token).norm.startsWith(form));
    if (!noun && !stem && !describesSelf(text, tokens, count.number.start)) continue;
    found.push(candidateFrom(text, tokens, count.number.value, count.number.start, noun?.end ?? adjective.end));
  }
  // The number written into the adjective: "zwölfköpfiges".
  for (const [index, token] of tokens.entries()) {
    const stem = TEAM_ADJECTIVE_STEMS.find((form) => token.norm.includes(form) && !token.norm.startsWith(form));
    if (!stem) continue;
    const prefix = token.norm.slice(0, token.norm.indexOf(stem)).replace(/-$/, "");
    // "Ein-Mann-Betrieb": an article before the team word is one person.
    const value = parseNumberWord(prefix) ?? (ARTICLES.has(prefix) ? 1 : undefined);
    if (value === undefined) continue;
    const noun = teamNounAfter(text, tokens, index + 1);
    found.push(candidateFrom(text, tokens, value, token.start, noun?.end ?? token.end));
  }
  return found;
}

/** "We're a 260-person plastics moulder": the writers describing themselves, whatever noun follows the team adjective. */
function describesSelf(text: string, tokens: readonly Token[], start: number): boolean {
  const article = tokens.findLast((token) => token.end <= start);
  if (!article || !ARTICLES.has(article.norm) || !/^\s+$/u.test(text.slice(article.end, start))) return false;
  return findPhrases(text, tokens, SELF_COUNT).some((cue) => /^\s+$/u.test(text.slice(cue.end, article.start)));
}

/** Words that may stand between a team adjective and its noun ("a 35-person architecture firm"). */
const TEAM_WORDS_BETWEEN = 2;

function teamNounAfter(text: string, tokens: readonly Token[], index: number) {
  for (let between = 0; between <= TEAM_WORDS_BETWEEN; between++) {
    const noun = phraseAt(text, tokens, index + between, TEAM_NOUNS);
    if (noun) return noun;
  }
  return undefined;
}

/**
 * Groups of people named one after the other add up ("9 Gesellen und 2 Azubis", "3 founders
 * and 10 employees"): such a list becomes one more candidate with their sum.
 */
function addListed(text: string, candidates: readonly Candidate[]): Candidate[] {
  const ordered = [...candidates].sort((a, b) => a.start - b.start);
  const sums: Candidate[] = [];
  let run: Candidate[] = [];
  const flush = () => {
    if (run.length > 1)
      sums.push({
        employees: run.reduce((sum, candidate) => sum + candidate.employees, 0),
        approximate: run.some((candidate) => candidate.approximate),
        start: (run[0] as Candidate).start,
        end: (run.at(-1) as Candidate).end,
      });
  };
  for (const candidate of ordered) {
    const previous = run.at(-1);
    const between = previous ? text.slice(previous.end, candidate.start) : "";
    const words = between.split(/\s+/).filter((word) => word !== "");
    const joined =
      previous !== undefined &&
      candidate.start >= previous.end &&
      words.length > 0 &&
      words.length <= 2 &&
      words.every((word) => LIST_JOINERS.includes(normalise(word)) || LIST_JOINERS.includes(normalise(word.replace(/,$/, ""))));
    if (!joined) {
      flush();
      run = [];
    }
    run.push(candidate);
  }
  flush();
  return [...candidates, ...sums];
}

/** "Wir sind zu dritt": a group size after a company word in the same sentence. */
function groupSizes(text: string, tokens: readonly Token[], companyCues: readonly { first: number; end: number }[]): Candidate[] {
  const found: Candidate[] = [];
  for (const { phrase, size } of GROUP_SIZES) {
    for (const match of findPhrases(text, tokens, phrase)) {
      const sentence = (tokens[match.first] as Token).sentence;
      const cued = companyCues.some((cue) => cue.end <= match.start && (tokens[cue.first] as Token).sentence === sentence);
      if (cued) found.push({ employees: size, approximate: false, start: match.start, end: match.end });
    }
  }
  return found;
}

function candidateFrom(text: string, tokens: readonly Token[], employees: number, start: number, end: number): Candidate {
  const approximate = approximationBefore(text, tokens, start);
  return { employees, approximate: approximate !== undefined, start: approximate?.start ?? start, end };
}

const SELF_COUNT = phrases(LEXICON.headcount.selfCount ?? []);
const SELF_COUNT_NOT = phrases(LEXICON.headcount.selfCountNot ?? []);

/**
 * "Wir sind zwei Physiotherapeutinnen", "we are three architects": the writers count themselves by
 * what they are. A number right after the words and a word after it (capitalised in German) is the
 * head count, whatever the noun.
 */
function selfCounts(text: string, tokens: readonly Token[]): Candidate[] {
  const found: Candidate[] = [];
  for (const cue of findPhrases(text, tokens, SELF_COUNT)) {
    const amount = tokens[cue.last + 1];
    const noun = tokens[cue.last + 2];
    if (!amount || !noun || !/^\s+$/u.test(text.slice(cue.end, amount.start)) || !/^\s+$/u.test(text.slice(amount.end, noun.start)))
      continue;
    const value = /^\d{1,4}$/u.test(amount.text) ? Number(amount.text) : parseNumberWord(amount.text);
    if (!value || value < 2 || !/^\p{L}{3,}$/u.test(noun.text)) continue;
    if (phraseAt(text, tokens, cue.last + 2, SELF_COUNT_NOT)) continue;
    // German writes the noun with a capital; "wir sind zwei neu hier" counts nothing.
    if (/^(?:wir|mir)\b/iu.test(text.slice(cue.start, cue.end)) && !/^\p{Lu}/u.test(noun.text)) continue;
    found.push({ employees: value, approximate: false, start: amount.start, end: noun.end });
  }
  return found;
}

/**
 * The company's head count: a number of staff ("45 Beschäftigte"), of people after a company
 * word ("wir sind 12 Leute"), after a head-count word ("Belegschaft von 900") or a team size
 * ("8-köpfiges Team"). People to be hired, trained or reached by growth are not the staff.
 * With several, the largest: the company rather than a department.
 */
export function readHeadcount(text: string): HeadcountReading | undefined {
  return readHeadcounts(text).company;
}

/**
 * The head counts of the company and of the group it belongs to ("Tochter eines Konzerns mit
 * 5.000 Mitarbeitenden, wir selbst 40 Leute"): a count after a group word, in a sentence that
 * says the company is part of it, is the group's; the largest other one is the company's.
 */
export function readHeadcounts(text: string): { company?: HeadcountReading; group?: HeadcountReading } {
  const { tokens, counts } = analyseCounts(text);
  const companyCues = findPhrases(text, tokens, COMPANY);
  const groupCues = findPhrases(text, tokens, GROUP_WORDS);
  const membership = findPhrases(text, tokens, MEMBERSHIP);
  const candidates = [
    ...counts.map((count) => fromCount(text, tokens, companyCues, count)),
    ...teamSizes(text, tokens, counts),
    ...groupSizes(text, tokens, companyCues),
    ...selfCounts(text, tokens),
  ].filter(
    (candidate): candidate is Candidate => candidate !== undefined && candidate.employees >= 1 && candidate.employees <= MAX_EMPLOYEES,
  );
  const sentenceOf = (offset: number) => tokens[tokenIndexFrom(tokens, offset)]?.sentence;
  const ofGroup = (candidate: Candidate) => {
    const sentence = sentenceOf(candidate.start);
    const group = groupCues.find((cue) => cue.end <= candidate.start && (tokens[cue.first] as Token).sentence === sentence);
    return !!group && membership.some((cue) => (tokens[cue.first] as Token).sentence === sentence && cue.end <= candidate.start);
  };
  let company: Candidate | undefined;
  let group: Candidate | undefined;
  for (const candidate of addListed(text, candidates)) {
    if (ofGroup(candidate)) {
      if (!group || candidate.employees > group.employees) group = candidate;
    } else if (!company || candidate.employees > company.employees) company = candidate;
  }
  return { ...(company ? { company: toReading(text, company) } : {}), ...(group ? { group: toReading(text, group) } : {}) };
}

function toReading(text: string, candidate: Candidate): HeadcountReading {
  return {
    employees: Math.round(candidate.employees),
    approximate: candidate.approximate,
    evidence: text.slice(candidate.start, candidate.end),
    start: candidate.start,
    end: candidate.end,
  };
}
