/**
 * The project's object as the description names it ("eine neue Abfüllanlage", "a new
 * bottling line"): as a direct object with article for `{subject}`, as a bare noun for
 * `{head}`, and the organisation's own noun ("Brauerei") for the title. Places and the
 * organisation are never taken for the object.
 */
import type { Language } from "../types.js";
import { managementSystemOf } from "./standards.js";
import { systemNameOf } from "./systems.js";
import { germanTermAtEnd } from "./terms.js";
import { capitalize } from "./text.js";

export type Gender = "f" | "m" | "n" | "pl";

export interface Subject {
  /** Direct object with article: "die neue Abfüllanlage", "the new bottling line". */
  object: string;
  /** Bare noun: "Abfüllanlage", "bottling line". */
  head: string;
  /** Nominative without article for titles: "Neue Abfüllanlage", "New bottling line". */
  label: string;
  /** Whether the description named the object (false: the project type's default). */
  found: boolean;
}

export interface SubjectSearch {
  text: string;
  language: Language;
  /** The project type's object when the text names none. */
  fallback: { object: string; head: string };
  /** Spans of the text that are places or the organisation. */
  exclude: readonly { start: number; end: number }[];
}

/** Gender of German nouns by ending; the longest matching ending wins. */
const GENDER_ENDINGS: Record<Gender, readonly string[]> = {
  f: [
    "ung",
    "heit",
    "keit",
    "schaft",
    "ion",
    "tät",
    "ik",
    "ur",
    "anlage",
    "linie",
    "halle",
    "e",
    "ei",
    "ie",
    "software",
    "plattform",
    "app",
    "cloud",
    "praxis",
    "fabrik",
    "werkstatt",
    "stätte",
    "bar",
    "akte",
    "lösung",
    "kasse",
    "datenbank",
    "schnittstelle",
    "website",
    "homepage",
  ],
  n: [
    "system",
    "tool",
    "portal",
    "zentrum",
    "center",
    "centre",
    "lager",
    "werk",
    "gebäude",
    "büro",
    "haus",
    "netz",
    "netzwerk",
    "konzept",
    "programm",
    "projekt",
    "modul",
    "labor",
    "hotel",
    "restaurant",
    "café",
    "geschäft",
    "event",
    "fest",
    "festival",
    "crm",
    "erp",
    "dms",
    "mes",
    "kis",
    "lims",
    "produkt",
    "sortiment",
    "angebot",
    "gerät",
    "fahrzeug",
    "dach",
    "heim",
    "studio",
    "verfahren",
    "management",
    "intranet",
    "depot",
    "isms",
    "ticketing",
    "reporting",
    "dashboard",
    "magazin",
    "sudhaus",
    "kraftwerk",
    "rechenzentrum",
    "outlet",
  ],
  m: [
    "standort",
    "shop",
    "markt",
    "prozess",
    "bau",
    "stand",
    "kongress",
    "launch",
    "relaunch",
    "auftritt",
    "betrieb",
    "kanal",
    "server",
    "raum",
    "saal",
    "hof",
    "platz",
    "ofen",
    "roboter",
    "kessel",
    "drucker",
    "automat",
    "tag",
    "workflow",
    "chatbot",
    "scanner",
    "container",
    "turm",
    "umzug",
    "wechsel",
    "campus",
    "laden",
    "store",
    "vertrieb",
    "webshop",
    "onlineshop",
    "tank",
    "speicher",
    "motor",
    "kompressor",
    "zubau",
    "anbau",
    "neubau",
    "umbau",
    "leitstand",
  ],
  pl: ["räume", "flächen", "zimmer", "anlagen", "linien", "prozesse", "systeme"],
};

const ENDINGS: { ending: string; gender: Gender }[] = (Object.keys(GENDER_ENDINGS) as Gender[])
  .flatMap((gender) => GENDER_ENDINGS[gender].map((ending) => ({ ending, gender })))
  .sort((a, b) => b.ending.length - a.ending.length);

function genderByEnding(noun: string): Gender | undefined {
  const lowered = noun.toLowerCase();
  return ENDINGS.find(({ ending }) => lowered.endsWith(ending))?.gender;
}

/** Nouns that are never the project's object (time, people, money, the company itself). */
const GERMAN_STOP = new Set(
  [
    "mitarbeitende",
    "mitarbeitenden",
    "mitarbeiter",
    "mitarbeitern",
    "mitarbeiterinnen",
    "beschäftigte",
    "beschäftigten",
    "angestellte",
    "angestellten",
    "leute",
    "personen",
    "kolleginnen",
    "kollegen",
    "team",
    "belegschaft",
    "woche",
    "wochen",
    "monat",
    "monate",
    "monaten",
    "jahr",
    "jahre",
    "jahren",
    "jahres",
    "quartal",
    "quartals",
    "jahresende",
    "ende",
    "anfang",
    "mitte",
    "hälfte",
    "zeit",
    "budget",
    "euro",
    "franken",
    "unternehmen",
    "firma",
    "betrieb",
    "konzern",
    "gruppe",
    "holding",
    "mittelständler",
    "familienunternehmen",
    "gmbh",
    "ag",
    "kunden",
    "kundinnen",
    "ziel",
    "ziele",
    "projekt",
    "vorhaben",
    "plan",
    "stadt",
    "gemeinde",
    "region",
    "kanton",
    "land",
    "bundesland",
    "nähe",
    "rahmen",
    "hilfe",
    "unterstützung",
    "sitz",
    "hauptsitz",
    "zentrale",
  ].map((word) => word),
);

const ENGLISH_STOP = new Set([
  "employees",
  "employee",
  "staff",
  "people",
  "workers",
  "team",
  "workforce",
  "week",
  "weeks",
  "month",
  "months",
  "year",
  "years",
  "quarter",
  "end",
  "beginning",
  "half",
  "time",
  "budget",
  "company",
  "firm",
  "business",
  "group",
  "organisation",
  "organization",
  "customers",
  "clients",
  "goal",
  "goals",
  "project",
  "plan",
  "city",
  "town",
  "region",
  "canton",
  "country",
  "headquarters",
  "help",
  "support",
  "total",
  "lot",
  "number",
  "few",
  "couple",
  "way",
]);

/** Words that end an English noun phrase. */
const ENGLISH_BREAK = new Set([
  "in",
  "at",
  "on",
  "for",
  "with",
  "within",
  "to",
  "by",
  "from",
  "of",
  "over",
  "into",
  "across",
  "and",
  "or",
  "but",
  "that",
  "which",
  "who",
  "using",
  "before",
  "after",
  "until",
  "till",
  "next",
  "is",
  "are",
  "was",
  "were",
  "will",
  "would",
  "should",
  "must",
  "can",
  "could",
  "has",
  "have",
  "had",
  "be",
  "we",
  "our",
  "us",
  "it",
  "its",
  "as",
  "than",
  "about",
  "around",
  "approximately",
  "including",
  "plus",
  "via",
  "under",
  "during",
  "while",
  "so",
  "because",
  "this",
  "these",
  "those",
  "the",
  "a",
  "an",
  "want",
  "wants",
  "need",
  "needs",
  "plan",
  "plans",
  "planning",
  "moving",
  "looking",
  "going",
  "aim",
  "aims",
  "intend",
  "intends",
  "like",
  "employing",
  "serving",
  "based",
  "located",
  "headquartered",
  "operating",
  "running",
  "selling",
  "making",
  "producing",
  "offering",
  "providing",
]);

const GERMAN_ARTICLE = "eine[nmrs]?|ein|die|den|das|der|dem|unsere[nmrs]?|unser|ihre[nmrs]?|ihr|seine[nmrs]?|sein";
// Adjectives are lower case, except in names ("Städtische Klinikum", "Evangelisches Krankenhaus").
const GERMAN_ADJECTIVE = "(?:[\\p{Ll}][\\p{Ll}\\d-]*|[\\p{Lu}][\\p{Ll}]*(?:isch|lich|ig))(?:e|en|es|er|em)";
const GERMAN_NOUN = "[\\p{Lu}\\d][\\p{L}\\d/]*(?:-[\\p{L}\\d][\\p{L}\\d/]*)*";
const GERMAN_NP = new RegExp(
  `(?<![\\p{L}])(?:(${GERMAN_ARTICLE})\\s+)?((?:${GERMAN_ADJECTIVE}\\s+){0,2})(${GERMAN_NOUN})(?![\\p{L}\\d])`,
  "gu",
);
/** Words that look like adjectives but are not ("einige", "diese", "jede"). */
const NOT_ADJECTIVES = new Set([
  "eine",
  "einen",
  "einem",
  "einer",
  "eines",
  "die",
  "der",
  "den",
  "dem",
  "des",
  "diese",
  "dieser",
  "diesen",
  "diesem",
  "dieses",
  "jede",
  "jeden",
  "jedem",
  "jeder",
  "jedes",
  "einige",
  "einigen",
  "mehrere",
  "mehreren",
  "alle",
  "allen",
  "aller",
  "unsere",
  "unseren",
  "unserem",
  "unserer",
  "unseres",
  "ihre",
  "ihren",
  "ihrem",
  "ihrer",
  "seine",
  "seinen",
  // Relative and possessive pronouns: "deren Familien" has no adjective.
  "deren",
  "dessen",
  "derer",
  "keine",
  "keinen",
  "wir",
  "sie",
  "wie",
  "ohne",
  "gerne",
  "bitte",
  "insgesamt",
  "zudem",
  "außerdem",
  "ebenfalls",
  "bisher",
  "aber",
  "oder",
  "sowie",
  "dafür",
  "darüber",
  "hierfür",
  "dabei",
  "dazu",
  "gegen",
  "unter",
  "über",
  "hinter",
  "wieder",
  "immer",
  "sehr",
  "mehr",
  "weniger",
  "sollen",
  "wollen",
  "werden",
  "haben",
  "möchten",
  "müssen",
  "können",
  "sind",
  "neben",
  "nach",
  "oben",
  "unten",
  "gestern",
  "morgen",
  "heute",
]);

const GERMAN_VERBS =
  /(?:einführ|einzuführ|führ\w*\s+(?:\S+\s+){0,4}ein(?![\p{L}])|in\s+betrieb|inbetrieb|bau|errichte|eröffne|bezieh|umzieh|aufbau|aufzubau|anschaff|start|launch|implementier|erneuer|ersetz|modernisier|realisier|umsetz|umzusetz|organisier|durchführ|durchzuführ|ausricht|einricht|erweiter|zertifizier|digitalisier|automatisier|veranstalt|entwickel|entwickl|neu\s+aufstell|aufstell|einsetz|einzusetz|ablös|abzulös|beschaff|umstell|umzustell|relaunch)/u;
const ENGLISH_VERBS =
  /(?:introduc|implement|commission|install|build|open|launch|roll\s+out|set\s+up|replac|move\s+(?:to|into)|relocat\w*\s+to|develop|creat|organi[sz]|host|hold|redesign|relaunch|digiti[sz]|digitali[sz]|automat|certif|achiev|obtain|restructur|reorgani[sz]|establish|construct|extend|expand|deploy|adopt|buy|purchas|acquir|modernis|moderniz|upgrad|start|run|plan|prepar)\w*\s+(?:\S+\s+){0,2}$/u;

/** Before this, a noun phrase names the organisation: "Wir, eine Brauerei …", "We are a …", "als Brauerei". */
const ORG_BEFORE = /(?:(?:^|[\s(])(?:wir|we)\s*(?:,|\s(?:sind|are|als|as)(?![\p{L}]))\s*|(?:^|\s)(?:als|as)\s+)$/iu;

/** A noun phrase that opens the text without "neu" names the organisation ("Eine Brauerei in Innsbruck will …"). */
function namesOrganisation(text: string, start: number, isNew: boolean): boolean {
  return ORG_BEFORE.test(text.slice(Math.max(0, start - 20), start)) || (!isNew && text.slice(0, start).trim() === "");
}
/** Prepositions that make a noun phrase a place or a circumstance, not the object. */
const GERMAN_LOCATIVE =
  /(?:^|\s)(?:in|im|an|am|auf|aus|bei|beim|mit|von|vom|zu|zur|zum|nach|seit|unter|über|neben|zwischen|innerhalb|außerhalb|während|trotz|wegen)\s+$/iu;
const ENGLISH_LOCATIVE = /(?:^|\s)(?:in|at|on|from|with|of|near|since|during|within|across|among|between)\s+$/iu;

interface Candidate {
  start: number;
  end: number;
  score: number;
  subject: Subject;
  org: boolean;
}

function overlaps(start: number, end: number, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((span) => start < span.end && span.start < end);
}

function sentenceAfter(text: string, from: number): string {
  const rest = text.slice(from);
  const stop = rest.search(/[.!?;](?:\s|$)/u);
  return (stop < 0 ? rest : rest.slice(0, stop)).slice(0, 120);
}

function germanGender(noun: string, article: string | undefined, adjectives: string[]): Gender | undefined {
  const lowered = noun.toLowerCase();
  const byEnding = genderByEnding(lowered);
  const art = article?.toLowerCase();
  const firstAdjective = adjectives[0]?.toLowerCase() ?? "";
  if (byEnding === "pl") return "pl";
  if (!art) {
    // "neue Büroräume": an adjective without article reads as plural.
    if (adjectives.length > 0) return byEnding === "f" ? "f" : "pl";
    return byEnding;
  }
  if (art === "eine" || art === "unsere" || art === "ihre" || art === "seine") return byEnding ?? "f";
  if (art === "einen" || art === "unseren" || art === "ihren" || art === "seinen" || art === "den") return "m";
  if (art === "das") return "n";
  if (art === "ein" || art === "unser" || art === "ihr" || art === "sein") {
    if (firstAdjective.endsWith("es")) return "n";
    if (firstAdjective.endsWith("er")) return "m";
    return byEnding === "f" ? undefined : (byEnding ?? "n");
  }
  return byEnding;
}

function stem(adjective: string): string {
  return adjective.replace(/(?:en|em|er|es|e)$/u, "");
}

function germanSubject(noun: string, adjectives: string[], gender: Gender): Subject {
  const stems = adjectives.map(stem);
  const weak = gender === "m" || gender === "pl" ? "en" : "e";
  const strong = { f: "e", m: "er", n: "es", pl: "e" }[gender];
  const article = { f: "die", m: "den", n: "das", pl: "die" }[gender];
  const accusative = [article, ...stems.map((s) => s + weak), noun].join(" ");
  const nominative = [...stems.map((s) => s + strong), noun].join(" ");
  return { object: accusative, head: noun, label: capitalize(nominative), found: true };
}

function germanCandidates(search: SubjectSearch): Candidate[] {
  const { text, exclude } = search;
  const candidates: Candidate[] = [];
  GERMAN_NP.lastIndex = 0;
  for (const match of text.matchAll(GERMAN_NP)) {
    const article = match[1];
    let adjectives = (match[2] ?? "")
      .trim()
      .split(/\s+/u)
      .filter((word) => word !== "");
    // Without an article the run may start with a verb ("beziehen neue Büroräume"): keep the last word.
    if (!article) adjectives = adjectives.slice(-1);
    const noun = (match[3] ?? "").replace(/[-/]+$/u, "");
    if (adjectives.some((word) => NOT_ADJECTIVES.has(word.toLowerCase()))) continue;
    if (!article && adjectives.length === 0) continue;
    if (noun.length < 3 || /^\d/u.test(noun)) continue;
    const start = match.index;
    const nounStart = start + match[0].length - (match[3] ?? "").length;
    const end = start + match[0].length;
    if (overlaps(nounStart, end, exclude)) continue;
    const before = text.slice(Math.max(0, start - 20), start);
    const isNew = adjectives.some((word) => /^neu/iu.test(word));
    const org = namesOrganisation(text, start, isNew);
    const gender = germanGender(noun, article, adjectives);
    if (org) {
      candidates.push({ start, end, score: 0, org, subject: { object: noun, head: noun, label: noun, found: true } });
      continue;
    }
    if (GERMAN_STOP.has(noun.toLowerCase()) || !gender) continue;
    let score = 1;
    if (isNew) score += 3;
    if (GERMAN_VERBS.test(sentenceAfter(text, end).toLowerCase())) score += 2;
    if (GERMAN_LOCATIVE.test(before)) score -= 2;
    candidates.push({ start, end, score, org, subject: germanSubject(noun, adjectives, gender) });
  }
  return candidates;
}

// The words are a lookahead so one phrase never swallows the next ("our offices to a new building").
const ENGLISH_NP = /(?<![\p{L}])(a|an|the|our|their|new)\s+(?=((?:[\p{L}\d][\p{L}\d/&+-]*[^\S\n]*){1,5}))/giu;

function englishCandidates(search: SubjectSearch): Candidate[] {
  const { text, exclude } = search;
  const candidates: Candidate[] = [];
  ENGLISH_NP.lastIndex = 0;
  for (const match of text.matchAll(ENGLISH_NP)) {
    const determiner = (match[1] ?? "").toLowerCase();
    const start = match.index;
    const wordsStart = start + match[0].length;
    const words: { word: string; start: number; end: number }[] = [];
    for (const word of (match[2] ?? "").matchAll(/[\p{L}\d][\p{L}\d/&+-]*/gu)) {
      const value = word[0];
      if (ENGLISH_BREAK.has(value.toLowerCase()) || /^\d/u.test(value)) break;
      const at = wordsStart + word.index;
      if (overlaps(at, at + value.length, exclude)) break;
      words.push({ word: value, start: at, end: at + value.length });
      // A phrase ends where the text has punctuation after the word.
      if (/^[,;:.!?)]/u.test(text.slice(at + value.length, at + value.length + 1))) break;
    }
    const isNew = determiner === "new" || words[0]?.word.toLowerCase() === "new";
    const body = words.filter((word, index) => !(index === 0 && word.word.toLowerCase() === "new"));
    if (body.length === 0) continue;
    const headWords = body.slice(-3);
    const last = headWords[headWords.length - 1];
    if (!last) continue;
    const end = last.end;
    const before = text.slice(Math.max(0, start - 40), start);
    if (namesOrganisation(text, start, isNew)) {
      const org = body
        .slice(-2)
        .map(({ word }) => word)
        .join(" ");
      candidates.push({ start, end, score: 0, org: true, subject: { object: org, head: org, label: org, found: true } });
      continue;
    }
    if (ENGLISH_STOP.has(last.word.toLowerCase()) || last.word.length < 2) continue;
    if (/(?:ly|ed)$/u.test(last.word.toLowerCase()) && headWords.length === 1) continue;
    // Words keep their case: after a determiner a capital marks a name or an acronym ("CRM system").
    const head = headWords.map(({ word }) => word).join(" ");
    const org = false;
    let score = 1;
    if (isNew) score += 3;
    if (ENGLISH_VERBS.test(before.toLowerCase())) score += 2;
    if (ENGLISH_LOCATIVE.test(before)) score -= 2;
    const object = `the ${isNew ? "new " : ""}${head}`;
    candidates.push({ start, end, score, org, subject: { object, head, label: capitalize(object.slice(4)), found: true } });
  }
  return candidates;
}

export interface SubjectFinding {
  subject: Subject;
  /** The organisation's own noun when the text says what it is ("Brauerei", "brewery"). */
  organisation?: string;
}

/** The project's object in the description; the type's fallback when none qualifies. */
export function findSubject(search: SubjectSearch): SubjectFinding {
  const candidates = search.language === "en" ? englishCandidates(search) : germanCandidates(search);
  const organisation = candidates.find((candidate) => candidate.org)?.subject.head;
  let best: Candidate | undefined;
  for (const candidate of candidates) {
    if (candidate.org || candidate.score < 1) continue;
    if (!best || candidate.score > best.score) best = candidate;
  }
  if (best) return { subject: best.subject, ...(organisation ? { organisation } : {}) };
  const { object, head } = search.fallback;
  const label = capitalize(search.language === "en" ? object.replace(/^the\s+/u, "") : nominativeOf(object));
  return { subject: { object, head, label, found: false }, ...(organisation ? { organisation } : {}) };
}

/** "den neuen Standort" → "neuer Standort"; "das neue System" → "neues System". */
function nominativeOf(object: string): string {
  const [article = "", ...rest] = object.split(" ");
  if (rest.length === 0) return object;
  if (article === "den" && rest.length > 1) return [rest[0]?.replace(/en$/u, "er"), ...rest.slice(1)].join(" ");
  if (article === "das" && rest.length > 1) return [rest[0]?.replace(/e$/u, "es"), ...rest.slice(1)].join(" ");
  if (article === "die" && rest.length > 1) return [rest[0]?.replace(/en$/u, "e"), ...rest.slice(1)].join(" ");
  return rest.join(" ");
}

/**
 * A standard or law named without an article ("ISO 27001", "NIS2", "EU GMP Annex 1") is a name:
 * titles use it as written ("Gap-Analyse für ISO 27001"), never with an article guessed for it.
 */
export function nameSubject(name: string, language: Language): Subject {
  const bare = name.trim();
  // A management-system standard names the system it defines with it: "das
  // Qualitätsmanagementsystem nach ISO 9001", "the ISO 9001 quality management system".
  const system = managementSystemOf(bare, language);
  if (system && language === "de") {
    const built = germanSubject(system.noun, [], system.gender);
    return {
      object: `${built.object} nach ${system.standard}`,
      head: system.noun,
      label: `${built.label} nach ${system.standard}`,
      found: true,
    };
  }
  if (system)
    return { object: `the ${system.standard} ${system.noun}`, head: system.noun, label: `${system.standard} ${system.noun}`, found: true };
  return { object: bare, head: bare, label: bare, found: true };
}

/** "100-jähriges", "3-tägige": a number joined to an adjective, declined like one. */
const NUMBER_ADJECTIVE = /^\d+-\p{Ll}/u;

/**
 * The subject from the object the intent reader found ("neues Kassensystem mit Vorbestell-App",
 * head "Kassensystem"): the German accusative with its article for `{subject}` ("das neue
 * Kassensystem mit Vorbestell-App"), the bare head for `{head}`, the base form as label.
 */
export function subjectFromPhrase(
  base: string,
  head: string,
  language: Language,
  told?: Gender,
  textLanguage: Language = language,
): Subject {
  const phrase = base.trim();
  // "ein DMS": the object says what the system is, the acronym stays its short name for `{head}`.
  const system = systemNameOf(head, language);
  if (language === "en") {
    const bare = phrase.replace(/^(?:the|a|an|our|their|new)\s+/iu, "");
    // An English compound names the thing with all its nouns ("paint shop", "cold storage
    // capacity"): a short phrase without a preposition is the head, not just its last word.
    const words = bare.split(/\s+/u);
    // "ground-mounted solar park with battery storage": the words before a preposition name the thing.
    const linkAt = words.findIndex((word) => /^(?:of|for|with|to|in|on|at|from|by|and)$/iu.test(word));
    const core = linkAt < 0 ? words : words.slice(0, linkAt);
    const compound = core.length > 0 && core.length <= 3 && core[core.length - 1] === head;
    const spelled = system && words[words.length - 1] === head ? [...words.slice(0, -1), system.noun].join(" ") : bare;
    return { object: `the ${spelled}`, head: compound ? core.join(" ") : head, label: capitalize(bare), found: true };
  }
  const at = phrase.lastIndexOf(head);
  const before = at > 0 ? phrase.slice(0, at).trim().split(/\s+/u) : [];
  const after = at >= 0 ? phrase.slice(at + head.length) : "";
  if (system && trailingCapitalised(before).length === 0) {
    const adjectives = textLanguage === "en" ? [] : before.filter((word) => /^\p{Ll}/u.test(word));
    const built = germanSubject(system.noun, adjectives, system.gender);
    return { object: `${built.object}${after}`, head, label: `${built.label}${after}`, found: true };
  }
  if (textLanguage === "en") return germanFromEnglish([...before, head], after, told);
  // Words before the head in lower case are its adjectives ("neues", "automatisiertes"), and so
  // is a number joined to one ("100-jähriges").
  const adjectives = before.filter((word) => /^\p{Ll}/u.test(word) || NUMBER_ADJECTIVE.test(word));
  // Capitalised words right before the head name it with it ("Business Continuity Management",
  // "Microsoft Teams Phone"): the head alone ("das Management") would be another thing.
  const named = trailingCapitalised(before);
  const noun = [...named, head].join(" ");
  // The reader's gender (from article, adjective, count) beats a guess by ending.
  const gender = told ?? genderByEnding(head) ?? "n";
  const built = germanSubject(noun, adjectives, gender);
  return { object: `${built.object}${after}`, head: noun, label: `${built.label}${after}`, found: true };
}

function trailingCapitalised(words: readonly string[]): string[] {
  let from = words.length;
  while (from > 0 && /^[\p{Lu}\d]/u.test(words[from - 1] ?? "") && !NUMBER_ADJECTIVE.test(words[from - 1] ?? "")) from -= 1;
  return words.slice(from);
}

/**
 * The nouns of an English phrase as one German noun: names keep their spaces ("Microsoft Teams"),
 * a phrase with an English common noun is hyphenated ("Dienstplan-Software"); adjectives go.
 */
export function germanCompound(words: readonly string[]): string {
  const nouns = words.filter((word, index) => index === words.length - 1 || /^[\p{Lu}\d]/u.test(word));
  return nouns.map(capitalize).join(nouns.every((word) => /^[\p{Lu}\d]/u.test(word)) ? " " : "-");
}

/**
 * An English noun phrase in a German plan ("a new Dienstplan software"): its nouns become one
 * German compound ("Dienstplan-Software"); English adjectives have no German endings, so they go.
 */
function germanFromEnglish(words: readonly string[], after: string, told?: Gender): Subject {
  // "online booking system" → "Online-Buchungssystem": a known English term is written with its German noun (`terms.yaml`).
  const term = germanTermAtEnd(words.join(" ").split(/\s+/u));
  const named = term?.before.filter((word) => /^[\p{Lu}\d]/u.test(word)) ?? [];
  const noun = term ? [...named, term.noun].join("-") : germanCompound(words);
  const gender = term?.gender ?? told ?? genderByEnding(noun) ?? "f";
  const built = germanSubject(noun, [], gender);
  // "for private lessons": an English attachment would leave half a sentence of English in a German title.
  const rest = term && ENGLISH_ATTACHMENT.test(after) ? "" : after;
  return { object: `${built.object}${rest}`, head: noun, label: `${built.label}${rest}`, found: true };
}
const ENGLISH_ATTACHMENT = /^\s+(?:for|with|of|to|in|on|at|from|by|and)\s/u;

/** The work an action names and its German gender ("Sanierung", f; "renovation"). */
export interface Work {
  de: string;
  gender: Exclude<Gender, "pl">;
  en: string;
  /** A preposition that joins the object instead of the genitive ("für", "for"). */
  link?: { de: string; en: string };
  /** Every noun the action's work goes by: an object naming one of them is the work itself. */
  names?: readonly string[];
}

/** "Verwaltungsgebäude" → "Verwaltungsgebäudes", "Schulhaus" → "Schulhauses"; acronyms and "-s" names stay. */
function genitiveNoun(noun: string): string {
  if (/^[\p{Lu}\d/-]+$/u.test(noun)) return noun;
  if (/(?:ss|ß|haus|z)$/u.test(noun)) return `${noun}es`;
  if (/[sx]$/u.test(noun)) return noun;
  return `${noun}s`;
}

/** The object as a genitive attribute: "des älteren Warenwirtschaftssystems", "der Fassade". */
function germanGenitive(words: readonly string[], head: string, after: string, gender: Exclude<Gender, "pl">): string {
  const article = gender === "f" ? "der" : "des";
  // After the definite article every adjective takes the weak genitive ending "-en".
  const inflected = words.map((word) => (/^\p{Ll}/u.test(word) ? `${stem(word)}en` : word));
  const noun = gender === "f" ? head : genitiveNoun(head);
  return `${[article, ...inflected, noun].join(" ")}${after}`;
}

/** A German plural in the dative, from any of its cases: "Werke" and "Werken" → "Werken"; "Filialen", "Büros" stay. */
export function germanDativePlural(noun: string): string {
  return /[ns]$/u.test(noun) ? noun : `${noun}n`;
}

/**
 * A plural without article after "von": "von neuen Devs", "von Schulhäusern". The bare genitive
 * plural is stilted and the reader's plural may still be the text's dative, which "von" keeps right.
 */
function germanVonPlural(words: readonly string[], head: string, after: string): string {
  const inflected = words.map((word) => (/^\p{Ll}/u.test(word) ? `${stem(word)}en` : word));
  const noun = /[ns]$/u.test(head) ? head : `${head}n`;
  return `${["von", ...inflected, noun].join(" ")}${after}`;
}

/** Gender of a German accusative with article ("die Fassade", "den Standort", "das Gebäude", "die Wohnungen"). */
function genderOfAccusative(object: string, head: string): Gender {
  const article = object.split(" ")[0]?.toLowerCase();
  if (article === "den") return "m";
  if (article === "das") return "n";
  const byEnding = genderByEnding(head);
  return byEnding === "pl" ? "pl" : byEnding === "m" || byEnding === "n" ? byEnding : "f";
}

/**
 * The subject of a plan about a piece of work: the work and its object ("die Sanierung des
 * Verwaltungsgebäudes", head "Sanierung Verwaltungsgebäude"; "the renovation of the office
 * building", head "building"). An object that already names the work ("Employer-Branding-
 * Kampagne", "thermische Sanierung") stays as it is.
 */
export function workSubject(
  work: Work,
  subject: Subject,
  phrase: { base: string; head: string; gender?: Gender } | undefined,
  language: Language,
): Subject {
  const noun = language === "en" ? work.en : work.de;
  const names = [noun, ...(work.names ?? [])].map((name) => name.toLowerCase());
  const said = `${subject.head} ${subject.label}`.toLowerCase();
  if (subject.found && names.some((name) => said.includes(name))) return subject;
  if (language === "en") {
    if (!subject.found) return { object: `the ${noun}`, head: subject.head, label: subject.label, found: false };
    // English task titles use `{head}` as the thing worked on ("Build the shell of the office building").
    const link = work.link?.en ?? "of";
    // A name ("Microsoft 365", "Azure") takes no article: "the migration of Microsoft 365".
    const bare = subject.object.replace(/^the\s+/u, "");
    const object = /^(?:[\p{Lu}\d][^\s]*\s*)+$/u.test(bare) ? bare : subject.object;
    return { object: `the ${noun} ${link} ${object}`, head: subject.head, label: subject.label, found: true };
  }
  const article = { m: "den", f: "die", n: "das" }[work.gender];
  const work_ = `${article} ${work.de}`;
  // Without an object of its own the work stands alone ("die Rekrutierung"): the type's default would mislead.
  if (!subject.found) return { object: work_, head: work.de, label: subject.label, found: false };
  let words: string[];
  let after = "";
  let gender: Gender | undefined;
  if (phrase) {
    const at = phrase.base.indexOf(phrase.head);
    words = at > 0 ? phrase.base.slice(0, at).trim().split(/\s+/u) : [];
    after = at >= 0 ? phrase.base.slice(at + phrase.head.length) : "";
    gender = phrase.gender;
  } else {
    const [, ...rest] = subject.object.split(" ");
    const at = rest.lastIndexOf(subject.head);
    words = at > 0 ? rest.slice(0, at) : [];
    gender = genderOfAccusative(subject.object, subject.head);
  }
  const head = phrase?.head ?? subject.head;
  const named = [...words.filter((word) => /^\p{Lu}/u.test(word)), head].join(" ");
  let attribute: string;
  if (work.link) {
    // The link's accusative with the article the reader's gender asks for ("für die Filialen"); a name goes bare.
    const adjectives = words.filter((word) => /^\p{Ll}/u.test(word));
    const accusative = gender ? `${germanSubject(named, adjectives, gender).object}${after}` : (phrase?.base ?? head);
    attribute = `${work.link.de} ${accusative}`;
  }
  // A name whose gender nothing tells ("Oracle", "SAP") follows with "von".
  else if (!gender) attribute = `von ${phrase?.base ?? head}`;
  else if (gender === "pl") attribute = germanVonPlural(words, head, after);
  else attribute = germanGenitive(words, head, after, gender);
  return { object: `${work_} ${attribute}`, head: `${work.de} ${named}`, label: subject.label, found: true };
}
