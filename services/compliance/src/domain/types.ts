/** The shape of `data/rules.json`, the versioned regulation library. */

import type { CompanyActivity, Country } from "@planner/shared";

export { COMPANY_ACTIVITIES, COUNTRIES, type CompanyActivity, type Country } from "@planner/shared";

export const JURISDICTIONS = ["EU", "DE", "AT", "CH"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** `energy_consumption` is the company's final energy consumption in GWh per year. */
export const METRICS = ["employees", "turnover", "balance_sheet", "energy_consumption"] as const;
export type Metric = (typeof METRICS)[number];

export const MONEY_METRICS: readonly Metric[] = ["turnover", "balance_sheet"];

/**
 * How a threshold counts the company: `group` compares the group's figure (the company with
 * its linked enterprises, Recommendation 2003/361/EC) whenever it is given; `group_parent`
 * compares it only for the group's parent undertaking (MitbestG § 5, LkSG § 1 Abs. 3).
 */
export const GROUP_COUNTS = ["group", "group_parent"] as const;
export type GroupCount = (typeof GROUP_COUNTS)[number];

/** The metrics a group figure exists for (`group_employees`, `group_turnover_eur`). */
export const GROUP_METRICS: readonly Metric[] = ["employees", "turnover"];

/**
 * What decided a threshold: a metric, or the group's figure for it.
 */
export const FIGURES = [...METRICS, "group_employees", "group_turnover"] as const;
export type Figure = (typeof FIGURES)[number];

export const CURRENCIES = ["EUR", "CHF"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COMPARISONS = ["gte", "gt"] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const LOGICS = ["and", "or", "none"] as const;
export type Logic = (typeof LOGICS)[number];

/** The industry value a rule uses when it applies to every industry. */
export const ALL_INDUSTRIES = "all";

export interface LocalizedText {
  de: string;
  en: string;
}

export interface ThresholdData {
  metric: Metric;
  value: number;
  /** Required for money metrics (the law's own currency); absent for employees. */
  currency?: Currency;
  /** gte = "at least", gt = "more than", exactly as the law words it. */
  comparison: Comparison;
  /** Counted at group level (employees and turnover only); absent = the company's own figure. */
  count?: GroupCount;
}

/** A sector, role or activity fact and the provision that makes it decide. */
export interface ActivityConditionData {
  activity: CompanyActivity;
  /** The provision, e.g. "§ 12 Abs. 3 HinSchG". */
  legal_basis: string;
}

/** The size test plus the facts that widen or narrow it; shared by rules and staged obligations. */
export interface ApplicabilityTestData {
  logic: Logic;
  /** k-of-n: the test passes when at least `min_met` thresholds are met. */
  min_met?: number;
  thresholds: ThresholdData[];
  /** Applies regardless of size when the company has any of these facts. */
  overrides?: ActivityConditionData[];
  /** Concerns only companies with at least one of these facts (the law's scope is a role or activity). */
  requires_any?: ActivityConditionData[];
  /** Not for companies with any of these facts: the law leaves them to another act (the FADP binds private persons and federal bodies, not a canton's). */
  excluded_if_any?: ActivityConditionData[];
  note?: LocalizedText;
}

/** One duty of a staged rule, with its own test and start date. */
export interface StagedObligationData extends ApplicabilityTestData {
  /** Stable within its rule, lowercase kebab-case. */
  id: string;
  title: LocalizedText;
  /** The date the duty starts to bind (YYYY-MM-DD). */
  effective_date: string;
}

export interface ApplicabilityData extends ApplicabilityTestData {
  /** For a size-threshold rule: sector, role and activity overrides were looked for (none exists when `overrides` is empty). */
  overrides_checked?: boolean;
  /** Staged duties; the rule-level test then has no thresholds and each obligation is evaluated on its own. */
  obligations?: StagedObligationData[];
}

/** Where a rule's content comes from; official texts first, secondary ones marked. */
export interface SourceData {
  url: string;
  title?: string;
  /** Not an official portal or supervisor (commentary, association, press). */
  secondary?: boolean;
}

/** A point of a rule that could not be verified against the official text, and why. */
export interface UnverifiedPoint {
  point: string;
  reason: string;
}

export interface AmendmentData {
  effective_date: string;
  summary: LocalizedText;
  /** When present, replaces the rule's applicability from `effective_date` on. */
  applicability?: ApplicabilityData;
}

/**
 * How a rule reaches a company established in a country outside its own `countries`
 * (EU law for a Swiss company that offers goods or services in the EU, a German product
 * rule for a foreign distance seller): only with the fact `activity`, by the provision
 * `legal_basis`. The evaluator reads it; it never widens the rule for its own countries.
 */
export interface ExtraterritorialData {
  /** Countries of establishment the reach concerns (never one of the rule's own `countries`). */
  countries: Country[];
  /** The fact that brings the company into the rule's reach, e.g. `eu_market_activity`. */
  activity: CompanyActivity;
  /** The provision that reaches it, e.g. "Art. 3 Abs. 2, Art. 27 DSGVO". */
  legal_basis: string;
  /** One sentence per language: whom the provision reaches and what follows. */
  note: LocalizedText;
  /**
   * The test for a company the rule reaches this way when it differs from the rule's own
   * (e.g. a turnover generated in the EU instead of the EU size test); replaces it then.
   */
  applicability?: ApplicabilityData;
}

export interface TranspositionPendingData {
  /** The countries that have not transposed the directive (some of the rule's own). */
  countries: Country[];
  /** The directive's transposition deadline (YYYY-MM-DD). */
  deadline: string;
  /** What is known about the national act (one or two sentences per language). */
  note: LocalizedText;
}

export interface RuleData {
  id: string;
  code: string;
  title: LocalizedText;
  jurisdiction: Jurisdiction;
  countries: Country[];
  industries: string[];
  topic: string;
  /** The project topics the rule is relevant to, or `["company_wide"]` (see the data README). */
  project_relevance?: string[];
  applicability: ApplicabilityData;
  summary: LocalizedText;
  obligations: LocalizedText[];
  authority: string;
  legal_reference: string;
  effective_date: string;
  amendments?: AmendmentData[];
  /**
   * The first day the rule binds companies when that lies after `effective_date` (an adopted
   * regulation that applies later, e.g. the AMLR from 2027-07-10). Before it, a rule that
   * would apply is `upcoming`.
   */
  applies_from?: string;
  /**
   * A directive a country has not transposed: it does not bind private companies there, so
   * a rule that would apply is `upcoming`, with the transposition deadline and what is known.
   */
  transposition_pending?: TranspositionPendingData;
  /** The rule's reach to companies established outside its countries; absent when it has none. */
  extraterritorial?: ExtraterritorialData;
  /** The official sources, the primary legal text first. */
  sources: SourceData[];
  verified_at: string;
  /** What could not be verified and why; absent when everything was checked. */
  unverified?: UnverifiedPoint[];
  notes?: string;
}

export interface RulesFile {
  version: string;
  verified_at: string;
  industries: string[];
  /** Optional closed list of topics; when absent the built-in list applies. */
  topics?: string[];
  /** The closed list of project topics a rule's `project_relevance` draws from. */
  project_topics?: string[];
  rules: RuleData[];
}

/** EU Recommendation 2003/361/EC staff headcount classes, as employee ranges. */
export const COMPANY_SIZES = {
  micro: { min: 0, max: 9 },
  small: { min: 10, max: 49 },
  medium: { min: 50, max: 249 },
  large: { min: 250, max: Number.POSITIVE_INFINITY },
} as const;
export type CompanySize = keyof typeof COMPANY_SIZES;
export const COMPANY_SIZE_NAMES = Object.keys(COMPANY_SIZES) as CompanySize[];
