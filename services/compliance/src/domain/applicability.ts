/**
 * The pure applicability evaluator: does a rule apply to a company described by the
 * figures and facts a caller gave? Every threshold is met, not met or unknown (no figure,
 * or a company-size range that straddles it); every sector, role or activity fact is
 * present, absent or unknown. They combine so that an unknown never excludes a rule, it
 * only leaves it undetermined, naming what would decide it.
 */
import { type CompanyFacts, type FactOutcome, NO_FACTS } from "./activities.js";
import {
  type ActivityConditionData,
  type ApplicabilityData,
  type ApplicabilityTestData,
  COMPANY_SIZES,
  type CompanyActivity,
  type CompanySize,
  type Comparison,
  type Country,
  type ExtraterritorialData,
  METRICS,
  type Metric,
  type RuleData,
  type StagedObligationData,
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
export function requiredCount(applicability: ApplicabilityTestData): number {
  const n = applicability.thresholds.length;
  if (applicability.min_met !== undefined && applicability.min_met > 0) return applicability.min_met;
  return applicability.logic === "and" ? n : Math.min(1, n);
}

function metricsOf(results: ThresholdResult[], outcome: ThresholdOutcome): Metric[] {
  const found = new Set(results.filter((result) => result.outcome === outcome).map((result) => result.threshold.metric));
  return METRICS.filter((metric) => found.has(metric));
}

export function evaluateApplicability(applicability: ApplicabilityTestData, figures: CompanyFigures, chfPerEur: number): Evaluation {
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
 * Whether the company has a fact: as stated by the caller, else derived from its figures
 * (a head count of at least one, or a size class from `small` up, makes it an employer).
 */
export function factOutcome(activity: CompanyActivity, facts: CompanyFacts, figures: CompanyFigures): FactOutcome {
  if (facts.present.has(activity)) return "present";
  if (facts.absent.has(activity)) return "absent";
  if (activity === "employer") {
    if (figures.employees !== undefined) return figures.employees >= 1 ? "present" : "absent";
    if (figures.companySize !== undefined && COMPANY_SIZES[figures.companySize].min >= 1) return "present";
  }
  return "unknown";
}

/** The result of one test (a rule's, or one staged obligation's) for a company. */
export interface TestEvaluation {
  status: MatchStatus;
  /** Metrics that decide: met ones when it applies by size, unknown ones when undetermined, failed ones when excluded. */
  decidingFigures: Metric[];
  /** The test's metrics the caller gave no (precise enough) figure for. */
  missingFigures: Metric[];
  /** Facts that decide: the override or scope fact the company has (applies), or the absent ones (excluded). */
  decidingActivities: CompanyActivity[];
  /** Unknown facts that could decide it: ask about them (undetermined only). */
  openActivities: CompanyActivity[];
  currencyConverted: boolean;
}

const activitiesOf = (conditions: readonly ActivityConditionData[], facts: CompanyFacts, figures: CompanyFigures, wanted: FactOutcome) =>
  conditions.filter((condition) => factOutcome(condition.activity, facts, figures) === wanted).map((condition) => condition.activity);

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

const inMetricOrder = (values: readonly Metric[]): Metric[] => METRICS.filter((metric) => values.includes(metric));

/**
 * One test: the company is in scope when every `requires_any` group has a fact it has;
 * it passes by size as `evaluateApplicability` says; an override fact makes it apply
 * regardless of size and scope. Excluded only when scope or size certainly fails and
 * every override fact is known to be absent.
 */
export function evaluateTest(
  test: ApplicabilityTestData,
  scopes: readonly (readonly ActivityConditionData[])[],
  figures: CompanyFigures,
  facts: CompanyFacts,
  chfPerEur: number,
): TestEvaluation {
  const size = evaluateApplicability(test, figures, chfPerEur);
  const overrides = test.overrides ?? [];
  const overriding = activitiesOf(overrides, facts, figures, "present");
  const base = { missingFigures: size.missingFigures, currencyConverted: size.currencyConverted };
  if (overriding.length > 0) {
    return { ...base, status: "applies", decidingFigures: [], decidingActivities: unique(overriding), openActivities: [] };
  }
  const groups = [...scopes, ...(test.requires_any?.length ? [test.requires_any] : [])].filter((group) => group.length > 0);
  const inScope: CompanyActivity[] = [];
  const outOfScope: CompanyActivity[] = [];
  const scopeOpen: CompanyActivity[] = [];
  let scope: "met" | "not_met" | "unknown" = "met";
  for (const group of groups) {
    const present = activitiesOf(group, facts, figures, "present");
    if (present.length > 0) {
      inScope.push(...present);
      continue;
    }
    const open = activitiesOf(group, facts, figures, "unknown");
    if (open.length === 0) {
      scope = "not_met";
      outOfScope.push(...group.map((condition) => condition.activity));
    } else {
      if (scope === "met") scope = "unknown";
      scopeOpen.push(...open);
    }
  }
  const overridesOpen = activitiesOf(overrides, facts, figures, "unknown");
  if (scope === "met" && size.status === "applies") {
    return { ...base, status: "applies", decidingFigures: size.decidingFigures, decidingActivities: unique(inScope), openActivities: [] };
  }
  if (scope === "not_met" || size.status === "excluded") {
    if (overridesOpen.length === 0) {
      return {
        ...base,
        status: "excluded",
        decidingFigures: size.status === "excluded" ? size.decidingFigures : [],
        decidingActivities: unique([...outOfScope, ...activitiesOf(overrides, facts, figures, "absent")]),
        openActivities: [],
      };
    }
    // Out by scope or size, but a fact nobody stated would make it apply regardless: ask.
    return { ...base, status: "undetermined", decidingFigures: [], decidingActivities: [], openActivities: unique(overridesOpen) };
  }
  return {
    ...base,
    status: "undetermined",
    decidingFigures: size.status === "undetermined" ? size.decidingFigures : [],
    decidingActivities: [],
    openActivities: unique([...scopeOpen, ...overridesOpen]),
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

/** One staged obligation's result; `inForce` is false for a duty that starts after today. */
export interface ObligationEvaluation extends TestEvaluation {
  obligation: StagedObligationData;
  inForce: boolean;
}

export interface RuleEvaluation extends TestEvaluation {
  /** The applicability in force today (for a company reached across borders, the reach's own test when it has one). */
  applicability: ApplicabilityData;
  /** Per staged obligation, in the data's order (empty for a rule without staged duties). */
  obligations: ObligationEvaluation[];
  /** Set when the company is established outside the rule's countries and the rule reaches it this way. */
  extraterritorial?: ExtraterritorialData;
}

const STATUS_RANK: Record<MatchStatus, number> = { excluded: 0, undetermined: 1, applies: 2 };

/** The parts of a rule the evaluator reads. */
export type EvaluatedRule = Pick<RuleData, "applicability" | "amendments"> & {
  countries?: readonly string[];
  extraterritorial?: ExtraterritorialData;
};

/**
 * Whether a company established in `country` is in the rule's own countries, reached from
 * outside them by its `extraterritorial` entry, or out of its reach. Without a country (or
 * without the rule's countries) the rule is taken as the company's own.
 */
export function reachOf(rule: EvaluatedRule, country: Country | undefined): "own" | "extraterritorial" | "outside" {
  if (country === undefined || rule.countries === undefined || rule.countries.includes(country)) return "own";
  return rule.extraterritorial?.countries.includes(country) ? "extraterritorial" : "outside";
}

/**
 * A test's result for a company the rule reaches only through a fact: with the fact it is
 * as the test says (the fact decides too); denied, excluded; unknown, a result that would
 * apply or stay open becomes undetermined with the fact's question first.
 */
function throughFact(result: TestEvaluation, activity: CompanyActivity, outcome: FactOutcome): TestEvaluation {
  if (outcome === "present") {
    return result.status === "applies" ? { ...result, decidingActivities: unique([activity, ...result.decidingActivities]) } : result;
  }
  if (outcome === "absent")
    return { ...result, status: "excluded", decidingFigures: [], decidingActivities: [activity], openActivities: [] };
  if (result.status === "excluded") return result;
  return {
    ...result,
    status: "undetermined",
    decidingFigures: result.status === "undetermined" ? result.decidingFigures : [],
    decidingActivities: [],
    openActivities: unique([activity, ...result.openActivities]),
  };
}

/**
 * A rule's result. A staged rule is as strong as its strongest obligation (a duty that
 * starts later still belongs in a plan): it applies when one obligation applies, and the
 * deciding and open figures and facts are those of the obligations with that status.
 * `country` is where the company is established: outside the rule's countries only the
 * rule's `extraterritorial` reach can bring it in, and only through its fact.
 */
export function evaluateRule(
  rule: EvaluatedRule,
  figures: CompanyFigures,
  settings: EvaluationSettings,
  facts: CompanyFacts = NO_FACTS,
  country?: Country,
): RuleEvaluation {
  const reach = reachOf(rule, country);
  const extraterritorial = reach === "extraterritorial" ? rule.extraterritorial : undefined;
  const applicability = extraterritorial?.applicability ?? effectiveApplicability(rule, settings.today);
  const gate = (result: TestEvaluation): TestEvaluation => {
    if (reach === "outside") return { ...result, status: "excluded", decidingFigures: [], decidingActivities: [], openActivities: [] };
    if (!extraterritorial) return result;
    return throughFact(result, extraterritorial.activity, factOutcome(extraterritorial.activity, facts, figures));
  };
  const withReach = extraterritorial ? { extraterritorial } : {};
  const staged = applicability.obligations ?? [];
  if (staged.length === 0) {
    return { ...gate(evaluateTest(applicability, [], figures, facts, settings.chfPerEur)), applicability, obligations: [], ...withReach };
  }
  const scopes = applicability.requires_any?.length ? [applicability.requires_any] : [];
  const obligations = staged.map((obligation) => ({
    ...gate(evaluateTest(obligation, scopes, figures, facts, settings.chfPerEur)),
    obligation,
    inForce: obligation.effective_date <= settings.today,
  }));
  const best = obligations.reduce((top, next) => (STATUS_RANK[next.status] > STATUS_RANK[top.status] ? next : top));
  const same = obligations.filter((result) => result.status === best.status);
  return {
    status: best.status,
    decidingFigures: inMetricOrder(same.flatMap((result) => result.decidingFigures)),
    missingFigures: inMetricOrder(obligations.flatMap((result) => result.missingFigures)),
    decidingActivities: unique(same.flatMap((result) => result.decidingActivities)),
    openActivities: unique(same.flatMap((result) => result.openActivities)),
    currencyConverted: obligations.some((result) => result.currencyConverted),
    applicability,
    obligations,
    ...withReach,
  };
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
