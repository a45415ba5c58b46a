/** The amounts lexicon (data/lexicon/amounts.yaml), checked against its JSON Schema when loaded. */
import { loadDataFileWithSchema } from "../../data/load.js";
import type { CompanySize } from "../../types.js";

export type Words = string[];
export type QuantityKind =
  | "households"
  | "rooms"
  | "shops"
  | "sites"
  | "users"
  | "devices"
  | "vehicles"
  | "beds"
  | "apartments"
  | "hires"
  | "participants"
  | "machines"
  | "employees_affected"
  | "other";

export interface AmountsLexicon {
  numbers: {
    units: Record<string, number>;
    multipliers: Record<string, number>;
    groupMultipliers: Record<string, number>;
    halves: Words;
    connectors: Words;
    /** Words said for a decimal point between number words ("eins komma zwei", "one point five"). */
    decimalPoints?: Words;
    articles: Words;
  };
  scales: { value: number; forms: Words; moneyOnly?: boolean }[];
  ranges: { dashes: Words; words: Words; openers: Words; openedWords: Words };
  currencies: { code: "EUR" | "CHF" | "other"; scale?: number; forms: Words }[];
  zeroCents: Words;
  approximate: { before: Words; after: Words; ceilings: Words };
  budget: {
    explicit: Words;
    strong: Words;
    weak: Words;
    not: Words;
    partOf: Words;
    perPeriod: Words;
    perUnit: Words;
    sources: Words;
    sourceJoiners: Words;
    approvals: Words;
    exclusionsBefore: Words;
    exclusionsAfter: Words;
    wholeBefore: Words;
    ownWords: Words;
  };
  headcount: {
    staff: Words;
    people: Words;
    company: Words;
    lead: Words;
    selfCount?: Words;
    selfCountNot?: Words;
    labels: Words;
    leadJoiners: Words;
    teamAdjectives: Words;
    teamNouns: Words;
    listJoiners: Words;
    groupSizes: Record<string, number>;
    after: Words;
    wholeCompanyBefore: Words;
    apposition: Words;
    forWhom: Words;
    groupWords: Words;
    membershipCues: Words;
  };
  peopleRoles: { hires: Words; hireBefore: Words; hireAdjectives: Words; jobNouns: Words; affected: Words; growth: Words };
  countBreakers: Words;
  sizeWords: { size: CompanySize | null; forms: Words }[];
  sizePhrases: { size: CompanySize | null; adjectives: Words; nouns: Words }[];
  quantityNouns: { kind: QuantityKind; forms: Words }[];
  notCounted: Words;
  genderSuffixes: Words;
  abbreviations: Words;
  energy: { units: Record<string, number>; consumption: Words; notConsumption: Words };
}

// A broken word file stops the service at start (one line naming file and pointer), never misreads requests quietly.
export const LEXICON: AmountsLexicon = loadDataFileWithSchema<AmountsLexicon>("lexicon/amounts.yaml");
