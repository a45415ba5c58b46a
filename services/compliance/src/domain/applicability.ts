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
  FIGURES,
  type Figure,
  METRICS,
  type Metric,
  type RuleData,
  type StagedObligationData,
  type ThresholdData,
  type TranspositionPendingData,
} from "./types.js";

/** What the caller told us about the company. `employees` is exact and wins over `companySize`. */
export interface CompanyFigures {
  employees?: number;
  companySize?: CompanySize;
  turnoverEur?: number;
  balanceSheetEur?: number;
  /** Final energy consumption in GWh per year. */
  energyConsumptionGwh?: number;
  /** Head count of the company with its linked enterprises (the group); never below `employees`. */
  groupEmployees?: number;
  /** Turnover of the company with its linked enterprises in EUR; never below `turnoverEur`. */
  groupTurnoverEur?: number;
}

export interface EvaluationSettings {
  /** Fixed EUR→CHF rate used only for thresholds a Swiss law sets in CHF (an approximation). */
  chfPerEur: number;
  /** Today as YYYY-MM-DD (UTC), from the caller's clock; amendments dated on or before it are in force. */
  today: string;
}

export type ThresholdOutcome = "met" | "not_met" | "unknown";

/**
 * `upcoming`: the company is covered, but the law (or the duty) does not bind it yet — an
 * adopted act that applies from a later date, a staged duty that starts later, a dated
 * amendment that brings the company in, or a directive its country has not transposed.
 */
export type MatchStatus = "applies" | "upcoming" | "undetermined" | "excluded";

export interface ThresholdResult {
  threshold: ThresholdData;
  outcome: ThresholdOutcome;
  /** True when the caller's EUR figure was converted to CHF to compare with this threshold. */
  converted: boolean;
  /** The figure compared: the metric, or the group's figure for it. */
  figure: Figure;
  /** Unknown because this fact is: it decides whether the group's figure counts (`group_parent`). */
  openActivity?: CompanyActivity;
  /** The fact that made the group's figure count. */
  groupFact?: CompanyActivity;
}

export interface Evaluation {
  status: MatchStatus;
  /** The figures that decide the result (met ones when it applies, unknown ones when undetermined, failed ones when excluded). */
  decidingFigures: Figure[];
  /** The rule's metrics the caller gave no (precise enough) figure for. */
  missingFigures: Metric[];
  /** Facts a threshold's count depends on that nobody stated (undetermined only). */
  openActivities: CompanyActivity[];
  /** Facts that made a group figure count (applies or excluded). */
  decidingActivities: CompanyActivity[];
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

/** A threshold compared with the company's own figure. */
function ownThreshold(threshold: ThresholdData, figures: CompanyFigures, chfPerEur: number): ThresholdResult {
  const { metric, comparison, value } = threshold;
  const figure: Figure = metric;
  if (metric === "employees") {
    if (figures.employees !== undefined) {
      return { threshold, outcome: compare(figures.employees, comparison, value) ? "met" : "not_met", converted: false, figure };
    }
    if (figures.companySize !== undefined) {
      const range = COMPANY_SIZES[figures.companySize];
      return { threshold, outcome: compareRange(range.min, range.max, comparison, value), converted: false, figure };
    }
    return { threshold, outcome: "unknown", converted: false, figure };
  }
  if (metric === "energy_consumption") {
    const gwh = figures.energyConsumptionGwh;
    if (gwh === undefined) return { threshold, outcome: "unknown", converted: false, figure };
    return { threshold, outcome: compare(gwh, comparison, value) ? "met" : "not_met", converted: false, figure };
  }
  const amountEur = metric === "turnover" ? figures.turnoverEur : figures.balanceSheetEur;
  if (amountEur === undefined) return { threshold, outcome: "unknown", converted: false, figure };
  const converted = threshold.currency === "CHF";
  const amount = converted ? eurToChf(amountEur, chfPerEur) : amountEur;
  return { threshold, outcome: compare(amount, comparison, value) ? "met" : "not_met", converted, figure };
}

/** The group's figure for a metric, when the caller gave one. */
function groupFigure(metric: Metric, figures: CompanyFigures): CompanyFigures | undefined {
  if (metric === "employees" && figures.groupEmployees !== undefined) return { employees: figures.groupEmployees };
  if (metric === "turnover" && figures.groupTurnoverEur !== undefined) return { turnoverEur: figures.groupTurnoverEur };
  return undefined;
}

/**
 * One threshold. A threshold the law counts at group level compares the group's figure
 * when the caller gave it: always for `group` (the SME definition with linked enterprises),
 * and for `group_parent` only when the company is the parent — unknown parenthood that
 * would change the outcome leaves the threshold unknown, asking about `group_parent`.
 */
export function evaluateThreshold(
  threshold: ThresholdData,
  figures: CompanyFigures,
  chfPerEur: number,
  facts: CompanyFacts = NO_FACTS,
): ThresholdResult {
  const own = ownThreshold(threshold, figures, chfPerEur);
  const group = threshold.count ? groupFigure(threshold.metric, figures) : undefined;
  if (!group) return own;
  const counted: ThresholdResult = { ...ownThreshold(threshold, group, chfPerEur), figure: `group_${threshold.metric}` as Figure };
  if (threshold.count === "group") return counted;
  const parent = factOutcome("group_parent", facts, figures);
  if (parent === "present") return { ...counted, groupFact: "group_parent" };
  if (parent === "absent" || counted.outcome === own.outcome) return own;
  return { ...own, outcome: "unknown", openActivity: "group_parent" };
}

/** How many thresholds must be met: `min_met` when set, all for "and", one for "or". */
export function requiredCount(applicability: ApplicabilityTestData): number {
  const n = applicability.thresholds.length;
  if (applicability.min_met !== undefined && applicability.min_met > 0) return applicability.min_met;
  return applicability.logic === "and" ? n : Math.min(1, n);
}

function figuresOf(results: ThresholdResult[], outcome: ThresholdOutcome): Figure[] {
  const found = new Set(results.filter((result) => result.outcome === outcome).map((result) => result.figure));
  return FIGURES.filter((figure) => found.has(figure));
}

/** Metrics with no (precise enough) figure: unknown for want of a figure, not of a fact. */
function missingOf(results: ThresholdResult[]): Metric[] {
  const found = new Set(
    results.filter((result) => result.outcome === "unknown" && !result.openActivity).map((result) => result.threshold.metric),
  );
  return METRICS.filter((metric) => found.has(metric));
}

export function evaluateApplicability(
  applicability: ApplicabilityTestData,
  figures: CompanyFigures,
  chfPerEur: number,
  facts: CompanyFacts = NO_FACTS,
): Evaluation {
  if (applicability.logic === "none" || applicability.thresholds.length === 0) {
    return {
      status: "applies",
      decidingFigures: [],
      missingFigures: [],
      openActivities: [],
      decidingActivities: [],
      currencyConverted: false,
      results: [],
    };
  }
  const results = applicability.thresholds.map((threshold) => evaluateThreshold(threshold, figures, chfPerEur, facts));
  const met = results.filter((result) => result.outcome === "met").length;
  const unknown = results.filter((result) => result.outcome === "unknown").length;
  const required = requiredCount(applicability);
  let status: MatchStatus;
  let outcome: ThresholdOutcome;
  if (met >= required) {
    status = "applies";
    outcome = "met";
  } else if (met + unknown < required) {
    status = "excluded";
    outcome = "not_met";
  } else {
    status = "undetermined";
    outcome = "unknown";
  }
  const deciding = results.filter((result) => result.outcome === outcome);
  return {
    status,
    decidingFigures: figuresOf(results, outcome),
    missingFigures: missingOf(results),
    openActivities: unique(deciding.flatMap((result) => (result.openActivity ? [result.openActivity] : []))),
    decidingActivities: unique(deciding.flatMap((result) => (result.groupFact ? [result.groupFact] : []))),
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
  /** Figures that decide: met ones when it applies by size, unknown ones when undetermined, failed ones when excluded. */
  decidingFigures: Figure[];
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
const inFigureOrder = (values: readonly Figure[]): Figure[] => FIGURES.filter((figure) => values.includes(figure));

/**
 * One test: out when the company has an `excluded_if_any` fact (another act governs it); else
 * in scope when every `requires_any` group has a fact it has;
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
  const size = evaluateApplicability(test, figures, chfPerEur, facts);
  // Another act governs these companies; a fact not stated leaves the rule as the rest decides.
  const otherAct = activitiesOf(test.excluded_if_any ?? [], facts, figures, "present");
  if (otherAct.length > 0) {
    return {
      missingFigures: [],
      currencyConverted: size.currencyConverted,
      status: "excluded",
      decidingFigures: [],
      decidingActivities: unique(otherAct),
      openActivities: [],
    };
  }
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
    return {
      ...base,
      status: "applies",
      decidingFigures: size.decidingFigures,
      decidingActivities: unique([...inScope, ...size.decidingActivities]),
      openActivities: [],
    };
  }
  if (scope === "not_met" || size.status === "excluded") {
    if (overridesOpen.length === 0) {
      return {
        ...base,
        status: "excluded",
        decidingFigures: size.status === "excluded" ? size.decidingFigures : [],
        decidingActivities: unique([
          ...outOfScope,
          ...(size.status === "excluded" ? size.decidingActivities : []),
          ...activitiesOf(overrides, facts, figures, "absent"),
        ]),
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
    openActivities: unique([...scopeOpen, ...(size.status === "undetermined" ? size.openActivities : []), ...overridesOpen]),
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
  /** The day the duty starts to bind the company (`upcoming` only). */
  appliesFrom?: string;
}

export interface RuleEvaluation extends TestEvaluation {
  /** The applicability in force today (for a company reached across borders, the reach's own test when it has one). */
  applicability: ApplicabilityData;
  /** Per staged obligation, in the data's order (empty for a rule without staged duties). */
  obligations: ObligationEvaluation[];
  /** Set when the company is established outside the rule's countries and the rule reaches it this way. */
  extraterritorial?: ExtraterritorialData;
  /** `upcoming`: the first day the rule binds the company, when a date is known. */
  appliesFrom?: string;
  /** `upcoming` because the company's country has not transposed the directive. */
  transpositionPending?: TranspositionPendingData;
}

const STATUS_RANK: Record<MatchStatus, number> = { excluded: 0, undetermined: 1, upcoming: 2, applies: 3 };

/** The parts of a rule the evaluator reads. */
export type EvaluatedRule = Pick<RuleData, "applicability" | "amendments"> & {
  countries?: readonly string[];
  extraterritorial?: ExtraterritorialData;
  applies_from?: string;
  transposition_pending?: TranspositionPendingData;
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

const later = (...dates: (string | undefined)[]): string =>
  dates.reduce<string>((top, date) => (date !== undefined && date > top ? date : top), "");

/** A result that would apply from `from` on: before that day it is `upcoming` with the date. */
function startingOn<T extends TestEvaluation>(result: T, from: string, today: string): T & { appliesFrom?: string } {
  if (result.status !== "applies" || from <= today) return result;
  return { ...result, status: "upcoming", appliesFrom: from };
}

/** Whether the rule's directive is untransposed where the company is established. */
function pendingFor(rule: EvaluatedRule, country: Country | undefined): TranspositionPendingData | undefined {
  const pending = rule.transposition_pending;
  if (!pending) return undefined;
  if (country !== undefined && pending.countries.includes(country)) return pending;
  // No country, or reached from outside: pending when none of the rule's countries has transposed it.
  const own = rule.countries ?? [];
  const everywhere = own.length > 0 && own.every((code) => pending.countries.includes(code as Country));
  return everywhere && (country === undefined || !own.includes(country)) ? pending : undefined;
}

/**
 * A rule's result under one applicability that holds from `from` (today for the one in
 * force, the amendment's date for a future one). A staged rule is as strong as its strongest
 * obligation (a duty that starts later still belongs in a plan, as `upcoming`): the deciding
 * and open figures and facts are those of the obligations with that status.
 */
function evaluateUnder(
  rule: EvaluatedRule,
  applicability: ApplicabilityData,
  from: string,
  figures: CompanyFigures,
  settings: EvaluationSettings,
  facts: CompanyFacts,
  country: Country | undefined,
  extraterritorial: ExtraterritorialData | undefined,
): RuleEvaluation {
  const reach = reachOf(rule, country);
  const gate = (result: TestEvaluation): TestEvaluation => {
    if (reach === "outside") return { ...result, status: "excluded", decidingFigures: [], decidingActivities: [], openActivities: [] };
    if (!extraterritorial) return result;
    return throughFact(result, extraterritorial.activity, factOutcome(extraterritorial.activity, facts, figures));
  };
  const withReach = extraterritorial ? { extraterritorial } : {};
  const staged = applicability.obligations ?? [];
  if (staged.length === 0) {
    const result = gate(evaluateTest(applicability, [], figures, facts, settings.chfPerEur));
    return { ...startingOn(result, later(from, rule.applies_from), settings.today), applicability, obligations: [], ...withReach };
  }
  const scopes = applicability.requires_any?.length ? [applicability.requires_any] : [];
  const obligations: ObligationEvaluation[] = staged.map((obligation) => {
    const start = later(obligation.effective_date, rule.applies_from, from);
    return {
      ...startingOn(gate(evaluateTest(obligation, scopes, figures, facts, settings.chfPerEur)), start, settings.today),
      obligation,
      inForce: start <= settings.today,
    };
  });
  const best = obligations.reduce((top, next) => (STATUS_RANK[next.status] > STATUS_RANK[top.status] ? next : top));
  const same = obligations.filter((result) => result.status === best.status);
  const dates = same.flatMap((result) => (result.appliesFrom ? [result.appliesFrom] : [])).sort();
  return {
    status: best.status,
    decidingFigures: inFigureOrder(same.flatMap((result) => result.decidingFigures)),
    missingFigures: inMetricOrder(obligations.flatMap((result) => result.missingFigures)),
    decidingActivities: unique(same.flatMap((result) => result.decidingActivities)),
    openActivities: unique(same.flatMap((result) => result.openActivities)),
    currencyConverted: obligations.some((result) => result.currencyConverted),
    applicability,
    obligations,
    ...(dates[0] ? { appliesFrom: dates[0] } : {}),
    ...withReach,
  };
}

/**
 * A rule's result for a company on `settings.today` (the caller's clock, so results are
 * reproducible). `country` is where the company is established: outside the rule's
 * countries only the rule's `extraterritorial` reach can bring it in, and only through its
 * fact. Nothing `applies` before the law binds the company: a rule (or duty) that applies
 * from a later date, or whose directive the company's country has not transposed, is
 * `upcoming`; a rule the company is outside of today but inside of under a dated future
 * amendment is `upcoming` from that amendment's date.
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
  let result = evaluateUnder(rule, applicability, settings.today, figures, settings, facts, country, extraterritorial);
  if (result.status === "excluded" && reach !== "outside" && !extraterritorial?.applicability) {
    for (const amendment of rule.amendments ?? []) {
      if (!amendment.applicability || amendment.effective_date <= settings.today) continue;
      const future = evaluateUnder(
        rule,
        amendment.applicability,
        amendment.effective_date,
        figures,
        settings,
        facts,
        country,
        extraterritorial,
      );
      if (future.status === "upcoming") {
        // Shown with today's applicability; the amendment carries the test that brings the company in.
        result = { ...future, applicability };
        break;
      }
    }
  }
  const pending = pendingFor(rule, country);
  if (pending && (result.status === "applies" || result.status === "upcoming")) {
    const obligations = result.obligations.map((obligation) =>
      obligation.status === "applies" ? { ...obligation, status: "upcoming" as const, inForce: false } : obligation,
    );
    const { appliesFrom: _date, ...rest } = result;
    const date = result.appliesFrom && result.appliesFrom > pending.deadline ? { appliesFrom: result.appliesFrom } : {};
    return { ...rest, ...date, status: "upcoming", obligations, transpositionPending: pending };
  }
  return result;
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
