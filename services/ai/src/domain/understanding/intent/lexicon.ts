/**
 * The intent lexicon (`data/lexicon/intent.json`) and the indexes built from it once: every
 * inflected verb form, nominalisation and category term points back to its entry.
 */
import { loadDataFileWithSchema } from "../../data/load.js";

// The actions and project types are the domain's own vocabulary (defined once, in the domain types).
import { INTENTS as ACTIONS, type Intent as Action, PROJECT_TYPES, type ProjectType } from "../../types.js";

export { ACTIONS, type Action, PROJECT_TYPES, type ProjectType };

export const OBJECT_CATEGORIES = [
  "software",
  "it_system",
  "building",
  "production_equipment",
  "product",
  "service",
  "event",
  "organisation",
  "standard",
  "marketing",
  "site",
  "company",
  "other",
] as const;
export type ObjectCategory = (typeof OBJECT_CATEGORIES)[number];

interface GermanVerbEntry {
  stems: string[];
  particle?: string;
  participle: string;
  requires?: string[];
  weight?: 1 | 2;
  projectType?: ProjectType;
}
interface EnglishVerbEntry {
  base: string;
  forms?: string[];
  particle?: string;
  requires?: string[];
  weight?: 1 | 2;
  projectType?: ProjectType;
}
type NounEntry = string | { noun: string; compound?: boolean; weight?: number; projectType?: ProjectType; result?: boolean };

interface ActionData {
  /** Object categories for which a named successor becomes the object; absent: all. */
  successorKinds?: ObjectCategory[];
  /** The target names what the work adds ("um einen Anbau erweitern"): a target of a known kind is the object. */
  targetAdds?: boolean;
  /** Nouns of the work that follows the action once done ("Integration" after an acquisition). */
  sequels?: string[];
  de: {
    verbs: GermanVerbEntry[];
    nouns: NounEntry[];
    predicates?: string[];
    targets?: string[];
    carriers?: string[];
    successors?: string[];
  };
  en: {
    verbs: EnglishVerbEntry[];
    nouns: NounEntry[];
    predicates?: string[];
    targets?: string[];
    carriers?: string[];
    successors?: string[];
  };
}

/** Word lists both grammars have, each in its own language. */
interface SharedWordLists {
  /** Units after a number ("40 TB"): a measure, never part of the object. */
  measureUnits?: string[];
  /** Nouns that measure how much is added ("um ein Geschoss", "by two floors"): an extent, not the thing built. */
  extentNouns?: string[];
  /** Nouns that only stand in for the thing ("eine neue Lösung", "a new system"). */
  placeholderNouns: string[];
  /** Nouns of taking part somewhere ("Auftritt auf der Fachmesse"): the event named after them is the object. */
  venueNouns: string[];
  /** Adjectives that judge ("very disappointing service"): a phrase they qualify is a complaint, not an object. */
  judgementAdjectives: string[];
  /** Words that open a list of what the project includes ("inkl.", "including"). */
  scopeLeads: string[];
  /** Words that open a scope list only when two or more items follow ("brauchen", "need"). */
  scopeListLeads: string[];
  /** Words that close a part as included ("Umbau der Mietfläche inklusive"): the part is scope, not the project. */
  inclusionTails: string[];
  /** Words of a clause that only weighs an action ("überlegen", "think about"): an action asked for elsewhere outweighs it. */
  deliberationMarkers: string[];
  /** Adjectives of age after a span ("15 years old"): the span is a thing's age, no habit. */
  ageAdjectives: string[];
  /** Verbs that report what another party says ("announced that"): an action in the reported clause is background. */
  reportingVerbs: string[];
  /** Words that open a reported clause after a reporting verb ("dass", "that"). */
  reportLinks: string[];
  /** Action nouns that, followed by a colon, label a field of a form ("Organisation: Zweckverband …") and name no action. */
  fieldLabels: string[];
  /** Words that open a clause saying when ("wenn die Saison losgeht"): an action noun in it is no project. */
  temporalSubordinators: string[];
  /** Auxiliaries of the perfect ("haben", "have"): an action told as done is background. */
  perfectAuxiliaries: string[];
  /** Prepositions naming what a successor replaces ("von", "from"). */
  sourcePrepositions: string[];
  /** A letter's closing line ("Beste Grüße"): the signature follows. */
  closings: string[];
  /** Pronouns of another party as a verb's subject ("they"). */
  otherSubjects?: string[];
  /** Words for the plan asked for ("Projektplan", "plan"). */
  planNouns: string[];
  /** Nouns that only gather their complement ("range of …", "Serie von …"). */
  collectiveNouns: string[];
  /** Words that open a relative clause after a comma ("…, das …", "…, which …"): its verb describes the noun before it. */
  relativePronouns: string[];
  /** Openings of a clause in which the company describes itself ("Wir sind ein …", "We are a …"). */
  selfDescriptions: string[];
  /** Labels of a form field whose value states the request ("Anliegen: …", "Project name: …"). */
  requestFields: string[];
  /** Nouns that announce the request ("Ziel ist …", "Next step is …"): the copula's phrase is the object. */
  goalNouns: string[];
  /** Nouns naming a site without its kind ("Standort", "location"). */
  genericSiteNouns?: string[];
  /** Verbs that equip a thing with another ("ausstatten", "retrofit"): what the equip link brings is the object. */
  equipVerbs?: string[];
  equipLinks?: string[];
  /** Nouns of a stage of a thing ("MVP", "prototype"): the thing in the genitive after them is the object. */
  stageNouns?: string[];
  /** Modals of wanting that may take a thing without an infinitive ("will die Solarkampagne"). */
  wantingModals?: string[];
  /** Prepositions of place: an action noun after them says where ("in einem Neubau"). */
  locativePrepositions: string[];
  /** Nouns of a first version made of something ("MVP für unsere Booking-App"): the thing after the purpose preposition is the object. */
  draftNouns: string[];
  purposeHeads: string[];
  backReferences: string[];
  requirementNouns: string[];
  backgroundOpeners: string[];
  /** Phrases of a letter that is no project request (application, invoice query, pitch, unsubscribe). */
  personalActs: string[];
  /** Words besides commas that separate scope items ("und", "and"). */
  scopeSplitters: string[];
  /** Words of a part that says what is not settled ("nicht", "not"). */
  negations: string[];
  /** Words that open a subordinate clause ("bevor", "because"). */
  subordinators: string[];
  /** After these a number only qualifies a scope item ("mit 1,5 MWp"). */
  qualifyingPrepositions: string[];
  /** Words that make a verb a capability the company must gain ("versenden können", "be able to issue"). */
  capabilityModals?: string[];
  /** Words between an action noun and a year that date a thing already there ("unser Neubau von 2019"). */
  builtInLinks?: string[];
  /** Words after a copula that say a thing is done ("Zertifizierung ist durch", "certification is done"). */
  doneWords?: string[];
  /** Subject pronouns of the writer ("wir", "we"). */
  firstPerson?: string[];
  /** Openings of a letter's salutation ("sehr geehrte frau", "dear"): blank up to its comma or line end. */
  salutations?: string[];
  /** Names of a report opening the text ("Medienmitteilung", "press release"): without an action word it tells, it asks nothing. */
  reportOpeners?: string[];
  /** Possessives of the one addressed, as written ("Ihr", "your"): a question about the addressee's thing plans nothing. */
  addresseePossessives?: string[];
  /** Where goods are sold ("Getränkehandel", "retail"): introducing a thing there launches it. */
  marketChannels?: string[];
  /** Words before what a thing is made into ("als drittes Restaurant"). */
  roleLinks?: string[];
  /** Words opening a clause that names the alternative not taken ("statt", "instead of"). */
  alternativeOpeners?: string[];
  /** Subordinators opening a clause that gives a reason ("weil", "because"). */
  reasonOpeners?: string[];
  /** Verbs of thanking: a wish in their clause is the wish to thank. */
  gratitudeVerbs?: string[];
  /** Words that compare with a plan ("als geplant", "as planned"): the plan word after them wants nothing. */
  comparisonLinks?: string[];
  /** Finite forms of "be": a plain verb form after one ("is still open") says a state. */
  finiteBeForms?: string[];
  /** Pronouns of the one addressed, as written: a question asking them to do something to a back-reference asks an errand. */
  addresseePronouns?: string[];
  quantityLinks?: string[];
  adjunctHeads?: string[];
  infinitiveMarkers?: string[];
  nameLinks?: string[];
  originPrepositions?: string[];
  /** Pronouns that point back at a thing named before ("das", "this"). */
  pointingPronouns?: string[];
  /** Words of thanks: a text that opens by thanking and wants nothing is a thank-you. */
  gratitudeWords?: string[];
  /** Abbreviations whose dot ends no sentence ("inkl.", "ca.", "incl."): the words after them belong to the clause. */
  openAbbreviations: string[];
}

export interface GermanGrammar extends SharedWordLists {
  /** What a number of years of existing is celebrated as ("100-jähriges Bestehen" → "100-jähriges Jubiläum"). */
  anniversaries?: { nouns: string[]; name: string };
  /** Pronouns, greetings and particles: words a lower-case text never means as a noun ("wir", "hallo", "mal"). */
  pronouns: string[];
  articles: Record<
    | "nominative"
    | "genitiveMasculineNeuter"
    | "genitive"
    | "dative"
    | "all"
    | "masculineAccusative"
    | "neuter"
    | "feminineOrPlural"
    | "bare",
    string[]
  >;
  prepositions: string[];
  attachPrepositions: string[];
  copulas: string[];
  coordinators: string[];
  passiveAuxiliaries: string[];
  genitiveStripEs: string[];
  adjectiveEndings: string[];
  strongEndings: Record<Gender, string>;
  pluralEndings: string[];
  /** Linking letters of a compound's first part ("Hallen|neubau", "Betriebs|umzug"). */
  linkingEndings: string[];
  verbEndings: string[];
  zuInfix: string;
  adverbs: string[];
  nounGender: Record<Gender, string[]>;
  stopNouns: string[];
  questionWords: string[];
  intentionMarkers: string[];
  habitualMarkers: string[];
  modalVerbs: string[];
  purposePrepositions: string[];
  genitivePrepositions: string[];
  indefiniteArticles: string[];
  newPrefixes: string[];
  capitalAdjectiveEndings: string[];
  /** First parts of an action compound that say how, not to what ("Eigen|entwicklung"). */
  mannerPrefixes: string[];
  /** Words after the object that say its kind ("… als neues Produkt"). */
  kindLinks: string[];
  /** Past forms of the passive auxiliary ("wurde … erneuert"): the work is told as done. */
  pastPassiveAuxiliaries: string[];
}
export interface EnglishGrammar extends SharedWordLists {
  /** Plural endings and what each becomes in the singular ("ies" → "y"), longest first. */
  pluralEndings?: Record<string, string>;
  determiners: string[];
  prepositions: string[];
  attachPrepositions: string[];
  copulas: string[];
  beAuxiliaries: string[];
  breakWords: string[];
  numberWords: string[];
  stopNouns: string[];
  questionWords: string[];
  verbContext: string[];
  intentionMarkers: string[];
  habitualMarkers: string[];
  purposePrepositions: string[];
  genitivePrepositions: string[];
  coordinators: string[];
  indefiniteArticles: string[];
  newPrefixes: string[];
  adverbSuffixes: string[];
  participleSuffixes: string[];
  ordinalSuffixes: string[];
  /** Ordinals as words ("our seventh"): alone they stand for a noun named earlier. */
  ordinalWords: string[];
  /** Stems of verbs that replace one thing by another ("replace"). */
  replacementStems: string[];
  /** Words after which a replacement verb names what comes in ("with", "by"). */
  replacementLinks: string[];
  /** Participles that join the noun before them into an adjective ("paper based"). */
  compoundParticiples: string[];
  /** Words opening a clause that says what a thing is for ("an app where customers can book …"). */
  purposeClauseOpeners: string[];
  /** Modals the purpose's verb follows directly ("can book"). */
  purposeClauseModals: string[];
  /** Verbs after which the doer and then the purpose's verb follow ("lets small firms pay"). */
  purposeClauseEnablers: string[];
  /** Past verbs of an attempt ("tried to go paperless"): the action they govern is background. */
  attemptVerbs?: string[];
  /** Words after the object that say its kind ("… as a new product"). */
  kindLinks: string[];
  /** Subjects with a present progressive or future before an action verb: a planned arrangement ("we're opening …"). */
  plannedProgressive?: string[];
}
export type Gender = "m" | "f" | "n" | "pl";

interface LexiconFile {
  actions: Record<Action, ActionData>;
  categories: Record<ObjectCategory, { terms: string[]; names: string[] }>;
  modifierRules: { modifiers: string[]; from: ObjectCategory[]; category: ObjectCategory; exceptTerms?: string[]; leading?: boolean }[];
  projectTypes: { action: Action; category?: ObjectCategory; type: ProjectType; actionAs?: Action }[];
  grammar: { de: GermanGrammar; en: EnglishGrammar };
}

/** How a word form relates to its verb: whole, split from its particle, or a participle. */
export type VerbMode = "attached" | "split" | "participle" | "predicate";

export interface VerbForm {
  action: Action;
  mode: VerbMode;
  /** German separable particle, or English words that must follow. */
  particle?: string;
  requires?: string[];
  weight: number;
  projectType?: ProjectType;
  /** English: the word is the verb's plain form ("open", not "opened"), which after "is" is an adjective. */
  bare?: boolean;
}

export interface NounForm {
  action: Action;
  /** The nominalisation in lower case, words separated by one space. */
  words: string[];
  compound: boolean;
  weight: number;
  projectType?: ProjectType;
  /** The noun names the thing the work makes ("Anbau", "extension"). */
  result?: boolean;
}

export interface LanguageIndex {
  verbs: Map<string, VerbForm[]>;
  nouns: NounForm[];
  targets: Map<Action, Set<string>>;
  /** Prepositions that bring along what the action moves ("ziehen mit unserer Kanzlei"): the destination is then no object. */
  carriers: Map<Action, Set<string>>;
  /** Words that introduce what replaces the object ("von Oracle nach Snowflake", "ECC → S/4HANA"). */
  successors: Map<Action, Set<string>>;
}

/** Validated against `intent.schema.json` when loaded: a broken lexicon stops the service at start. */
export const LEXICON: LexiconFile = loadDataFileWithSchema<LexiconFile>("lexicon/intent.json");

/** Lower case, letters and digits only: "ERP-System" → "erpsystem", "S/4HANA" → "s4hana". */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function weightOf(action: Action, weight: number | undefined): number {
  // Generic verbs ("planen", "need") yield to every real action word; a generic noun that names
  // its own kind of project ("Inventur") may say so in the lexicon.
  return action === "other" ? (weight ?? 1) : (weight ?? 2);
}

function nounForms(action: Action, nouns: NounEntry[]): NounForm[] {
  return nouns.map((entry) => {
    const noun = typeof entry === "string" ? entry : entry.noun;
    const hint = typeof entry === "string" ? undefined : entry.projectType;
    const compound = typeof entry === "string" ? true : entry.compound !== false;
    return {
      action,
      words: noun.toLowerCase().split(/\s+/u),
      compound,
      weight: weightOf(action, typeof entry === "string" ? undefined : entry.weight),
      ...(hint ? { projectType: hint } : {}),
      ...(typeof entry !== "string" && entry.result ? { result: true } : {}),
    };
  });
}

function germanIndex(): LanguageIndex {
  const grammar = LEXICON.grammar.de;
  const verbs = new Map<string, VerbForm[]>();
  const nouns: NounForm[] = [];
  const targets = new Map<Action, Set<string>>();
  const carriers = new Map<Action, Set<string>>();
  const successors = new Map<Action, Set<string>>();
  for (const action of ACTIONS) {
    const data = LEXICON.actions[action].de;
    if (data.targets) targets.set(action, new Set(data.targets));
    if (data.carriers) carriers.set(action, new Set(data.carriers));
    if (data.successors) successors.set(action, new Set(data.successors));
    nouns.push(...nounForms(action, data.nouns));
    for (const entry of data.verbs) {
      const base = {
        action,
        weight: weightOf(action, entry.weight),
        ...(entry.requires ? { requires: entry.requires } : {}),
        ...(entry.projectType ? { projectType: entry.projectType } : {}),
      };
      const particle = entry.particle ?? "";
      for (const stem of entry.stems) {
        for (const ending of grammar.verbEndings) {
          add(verbs, `${particle}${stem}${ending}`.toLowerCase(), { ...base, mode: "attached" });
          if (particle) add(verbs, `${stem}${ending}`.toLowerCase(), { ...base, mode: "split", particle });
        }
        // "einzuführen", "aufzubauen"
        if (particle) add(verbs, `${particle}${grammar.zuInfix}${stem}en`.toLowerCase(), { ...base, mode: "attached" });
      }
      add(verbs, entry.participle.toLowerCase(), { ...base, mode: "participle" });
    }
    for (const word of data.predicates ?? [])
      add(verbs, word.toLowerCase(), { action, weight: weightOf(action, undefined), mode: "predicate" });
  }
  return { verbs, nouns, targets, carriers, successors };
}

/** Regular English forms: base, -s, -ing, -ed (irregular and doubled forms come from the data). */
function englishForms(base: string): string[] {
  const forms = [base];
  const consonantY = /[^aeiou]y$/u.test(base);
  forms.push(consonantY ? `${base.slice(0, -1)}ies` : /(?:s|x|z|ch|sh)$/u.test(base) ? `${base}es` : `${base}s`);
  forms.push(/[^e]e$/u.test(base) ? `${base.slice(0, -1)}ing` : `${base}ing`);
  forms.push(base.endsWith("e") ? `${base}d` : consonantY ? `${base.slice(0, -1)}ied` : `${base}ed`);
  return forms;
}

function englishIndex(): LanguageIndex {
  const verbs = new Map<string, VerbForm[]>();
  const nouns: NounForm[] = [];
  const targets = new Map<Action, Set<string>>();
  const carriers = new Map<Action, Set<string>>();
  const successors = new Map<Action, Set<string>>();
  for (const action of ACTIONS) {
    const data = LEXICON.actions[action].en;
    if (data.targets) targets.set(action, new Set(data.targets));
    if (data.carriers) carriers.set(action, new Set(data.carriers));
    if (data.successors) successors.set(action, new Set(data.successors));
    nouns.push(...nounForms(action, data.nouns));
    for (const entry of data.verbs) {
      const form: VerbForm = {
        action,
        mode: "attached",
        weight: weightOf(action, entry.weight),
        ...(entry.particle ? { particle: entry.particle } : {}),
        ...(entry.requires ? { requires: entry.requires } : {}),
        ...(entry.projectType ? { projectType: entry.projectType } : {}),
      };
      for (const word of new Set([...englishForms(entry.base), ...(entry.forms ?? [])]))
        add(verbs, word, word === entry.base.toLowerCase() ? { ...form, bare: true } : form);
    }
    for (const word of data.predicates ?? [])
      add(verbs, word.toLowerCase(), { action, weight: weightOf(action, undefined), mode: "predicate" });
  }
  return { verbs, nouns, targets, carriers, successors };
}

export const INDEX: Record<"de" | "en", LanguageIndex> = { de: germanIndex(), en: englishIndex() };

/** Category terms, longest first, so the most specific compound head wins. */
export const CATEGORY_TERMS: { term: string; category: ObjectCategory }[] = OBJECT_CATEGORIES.flatMap((category) =>
  (LEXICON.categories[category]?.terms ?? []).map((term) => ({ term: normalise(term), category })),
).sort((a, b) => b.term.length - a.term.length);
/** Each whole term's category, for lookups of a term as written ("tagderoffenentür"). */
export const TERM_CATEGORY: ReadonlyMap<string, ObjectCategory> = new Map(CATEGORY_TERMS.map(({ term, category }) => [term, category]));

export const CATEGORY_NAMES = new Map<string, ObjectCategory>(
  OBJECT_CATEGORIES.flatMap((category) => (LEXICON.categories[category]?.names ?? []).map((name) => [normalise(name), category] as const)),
);

export const GERMAN = LEXICON.grammar.de;
export const ENGLISH = LEXICON.grammar.en;

export function wordSet(words: readonly string[]): Set<string> {
  return new Set(words.map((word) => word.toLowerCase()));
}
