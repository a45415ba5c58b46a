/**
 * The pure applicability evaluator: does a rule apply to a company described by the
 * figures a caller gave? Every threshold is met, not met or unknown (no figure, or a
 * company-size range that straddles it); the rule's logic combines them so that an
 * unknown never excludes a rule, it only leaves it undetermined.
 */
import {
  type ApplicabilityData,
  COMPANY_SIZES,
  type CompanySize,
  type Comparison,
  METRICS,
  type Metric,
  type RuleData,
  type ThresholdData,
} from "./types.js";

/** What the caller told us about the company. `employees` is exact and wins over `companySize`. */
export interface CompanyFigures {
  employees?: number;
  companySize?: CompanySize;
  turnoverEur?: number;
  balanceSheetEur?: number;
}

export interface EvaluationSettings {
  /** Fixed EUR→CHF rate used only for thresholds a Swiss law sets in CHF (an approximation). */
  chfPerEur: number;
  /** Today as YYYY-MM-DD (UTC); amendments dated on or before it are in force. */
  today: string;
}

export type ThresholdOutcome = "met" | "not_met" | "unknown";

export type MatchStatus = "applies" | "undetermined" | "excluded";

export interface ThresholdResult {
  threshold: ThresholdData;
  outcome: ThresholdOutcome;
  /** True when the caller's EUR figure was converted to CHF to compare with this threshold. */
  converted: boolean;
}

export interface Evaluation {
  status: MatchStatus;
  /** The metrics that decide the result (met ones when it applies, unknown ones when undetermined, failed ones when excluded). */
  decidingFigures: Metric[];
  /** The rule's metrics the caller gave no (precise enough) figure for. */
  missingFigures: Metric[];
  /** True when a CHF threshold was compared with a converted EUR figure. */
  currencyConverted: boolean;
  results: ThresholdResult[];
}

/** Converts a caller's EUR amount to CHF at the configured fixed rate, rounded to the cent. */
export function eurToChf(amountEur: number, chfPerEur: number): number {
  return Math.round(amountEur * chfPerEur * 100) / 100;
}

function compare(value: number, comparison: Comparison, threshold: number): boolean {
  return comparison === "gt" ? value > threshold : value >= threshold;
}

/** Outcome of one threshold for a closed range [min, max] of possible values. */
function compareRange(min: number, max: number, comparison: Comparison, threshold: number): ThresholdOutcome {
  if (compare(min, comparison, threshold)) return "met";
  if (!compare(max, comparison, threshold)) return "not_met";
  return "unknown";
}

export function evaluateThreshold(threshold: ThresholdData, figures: CompanyFigures, chfPerEur: number): ThresholdResult {
  const { metric, comparison, value } = threshold;
  if (metric === "employees") {
    if (figures.employees !== undefined) {
      return { threshold, outcome: compare(figures.employees, comparison, value) ? "met" : "not_met", converted: false };
    }
    if (figures.companySize !== undefined) {
      const range = COMPANY_SIZES[figures.companySize];
      return { threshold, outcome: compareRange(range.min, range.max, comparison, value), converted: false };
    }
    return { threshold, outcome: "unknown", converted: false };
  }
  const amountEur = metric === "turnover" ? figures.turnoverEur : figures.balanceSheetEur;
  if (amountEur === undefined) return { threshold, outcome: "unknown", converted: false };
  const converted = threshold.currency === "CHF";
  const amount = converted ? eurToChf(amountEur, chfPerEur) : amountEur;
  return { threshold, outcome: compare(amount, comparison, value) ? "met" : "not_met", converted };
}

/** How many thresholds must be met: `min_met` when set, all for "and", one for "or". */
export function requiredCount(applicability: ApplicabilityData): number {
  const n = applicability.thresholds.length;
  if (applicability.min_met !== undefined && applicability.min_met > 0) return applicability.min_met;
  return applicability.logic === "and" ? n : Math.min(1, n);
}

function metricsOf(results: ThresholdResult[], outcome: ThresholdOutcome): Metric[] {
  const found = new Set(results.filter((result) => result.outcome === outcome).map((result) => result.threshold.metric));
  return METRICS.filter((metric) => found.has(metric));
}

export function evaluateApplicability(applicability: ApplicabilityData, figures: CompanyFigures, chfPerEur: number): Evaluation {
  if (applicability.logic === "none" || applicability.thresholds.length === 0) {
    return { status: "applies", decidingFigures: [], missingFigures: [], currencyConverted: false, results: [] };
  }
  const results = applicability.thresholds.map((threshold) => evaluateThreshold(threshold, figures, chfPerEur));
  const met = results.filter((result) => result.outcome === "met").length;
  const unknown = results.filter((result) => result.outcome === "unknown").length;
  const required = requiredCount(applicability);
  let status: MatchStatus;
  let decidingFigures: Metric[];
  if (met >= required) {
    status = "applies";
    decidingFigures = metricsOf(results, "met");
  } else if (met + unknown < required) {
    status = "excluded";
    decidingFigures = metricsOf(results, "not_met");
  } else {
    status = "undetermined";
    decidingFigures = metricsOf(results, "unknown");
  }
  return {
    status,
    decidingFigures,
    missingFigures: metricsOf(results, "unknown"),
    currencyConverted: results.some((result) => result.converted),
    results,
  };
}

/**
 * The applicability in force on `today`: that of the latest amendment dated on or before
 * today which carries one, otherwise the rule's own. A dated future change therefore
 * takes effect on its date without a new data release.
 */
export function effectiveApplicability(rule: Pick<RuleData, "applicability" | "amendments">, today: string): ApplicabilityData {
  let current = rule.applicability;
  let currentDate = "";
  for (const amendment of rule.amendments ?? []) {
    if (!amendment.applicability || amendment.effective_date > today) continue;
    if (amendment.effective_date >= currentDate) {
      current = amendment.applicability;
      currentDate = amendment.effective_date;
    }
  }
  return current;
}

export function evaluateRule(
  rule: Pick<RuleData, "applicability" | "amendments">,
  figures: CompanyFigures,
  settings: EvaluationSettings,
): Evaluation & { applicability: ApplicabilityData } {
  const applicability = effectiveApplicability(rule, settings.today);
  return { ...evaluateApplicability(applicability, figures, settings.chfPerEur), applicability };
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
