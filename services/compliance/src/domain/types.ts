/** The shape of `data/rules.json`, the versioned regulation library. */

import type { Country } from "@planner/shared";

export { COUNTRIES, type Country } from "@planner/shared";

export const JURISDICTIONS = ["EU", "DE", "AT", "CH"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const METRICS = ["employees", "turnover", "balance_sheet"] as const;
export type Metric = (typeof METRICS)[number];

export const MONEY_METRICS: readonly Metric[] = ["turnover", "balance_sheet"];

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
}

export interface ApplicabilityData {
  logic: Logic;
  /** k-of-n: the rule applies when at least `min_met` thresholds are met. */
  min_met?: number;
  thresholds: ThresholdData[];
  note?: LocalizedText;
}

export interface AmendmentData {
  effective_date: string;
  summary: LocalizedText;
  /** When present, replaces the rule's applicability from `effective_date` on. */
  applicability?: ApplicabilityData;
}

export interface RuleData {
  id: string;
  code: string;
  title: LocalizedText;
  jurisdiction: Jurisdiction;
  countries: Country[];
  industries: string[];
  topic: string;
  applicability: ApplicabilityData;
  summary: LocalizedText;
  obligations: LocalizedText[];
  authority: string;
  legal_reference: string;
  effective_date: string;
  amendments?: AmendmentData[];
  source_url: string;
  verified_at: string;
  notes?: string;
}

export interface RulesFile {
  version: string;
  verified_at: string;
  industries: string[];
  /** Optional closed list of topics; when absent the built-in list applies. */
  topics?: string[];
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
