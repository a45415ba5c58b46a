/** gRPC handlers of planner.compliance.v1.ComplianceService. */
import { type AsyncImplementation, type CursorSigner, ServiceError, status, toPage } from "@planner/shared";
import type {
  ActivityCondition,
  Applicability,
  ComplianceServiceService,
  Question,
  Rule,
  Threshold,
  TranspositionPending,
} from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { ACTIVITY_QUESTIONS } from "../domain/activities.js";
import { evaluateRule, isoDate, type RuleEvaluation } from "../domain/applicability.js";
import { parseListFilters } from "../domain/filters.js";
import type {
  ActivityConditionData,
  ApplicabilityData,
  CompanyActivity,
  LocalizedText,
  ThresholdData,
  TranspositionPendingData,
} from "../domain/types.js";
import type { RulesRepository, StoredRule } from "../repositories/rules.js";

export interface HandlerDependencies {
  repository: RulesRepository;
  chfPerEur: number;
  cursors: CursorSigner;
  /** Clock (tests); amendments dated on or before today's UTC date are in force. */
  now?: () => Date;
}

/** Rows fetched per round trip while filtering by thresholds. */
const MIN_BATCH = 200;

function conversionNote(chfPerEur: number): LocalizedText {
  const rate = String(chfPerEur);
  return {
    de: `Ihre EUR-Beträge wurden für die CHF-Schwellenwerte zum festen Kurs von ${rate.replace(".", ",")} CHF je EUR umgerechnet (Näherung; maßgeblich ist der Betrag in CHF).`,
    en: `Your EUR amounts were converted at a fixed ${rate} CHF per EUR to compare with the CHF thresholds (an approximation; the CHF amount is what counts).`,
  };
}

const toThreshold = (threshold: ThresholdData): Threshold => ({
  metric: threshold.metric,
  value: threshold.value,
  currency: threshold.currency,
  comparison: threshold.comparison,
  count: threshold.count,
});

const toPending = (pending: TranspositionPendingData | undefined): TranspositionPending | undefined =>
  pending ? { countries: pending.countries, deadline: pending.deadline, note: pending.note } : undefined;

const toConditions = (conditions: ActivityConditionData[] | undefined): ActivityCondition[] =>
  (conditions ?? []).map((condition) => ({ activity: condition.activity, legal_basis: condition.legal_basis }));

const toQuestions = (activities: CompanyActivity[]): Question[] =>
  activities.map((activity) => ({ activity, question: ACTIVITY_QUESTIONS[activity] }));

function toApplicability(applicability: ApplicabilityData, extraNote?: LocalizedText): Applicability {
  let note = applicability.note;
  if (extraNote) note = note ? { de: `${note.de} ${extraNote.de}`, en: `${note.en} ${extraNote.en}` } : extraNote;
  return {
    logic: applicability.logic,
    min_met: applicability.min_met ?? 0,
    thresholds: applicability.thresholds.map(toThreshold),
    note,
    overrides: toConditions(applicability.overrides),
    requires_any: toConditions(applicability.requires_any),
    excluded_if_any: toConditions(applicability.excluded_if_any),
    overrides_checked: applicability.overrides_checked === true || (applicability.overrides?.length ?? 0) > 0,
    obligations: (applicability.obligations ?? []).map((obligation) => ({
      id: obligation.id,
      title: obligation.title,
      effective_date: obligation.effective_date,
      logic: obligation.logic,
      min_met: obligation.min_met ?? 0,
      thresholds: obligation.thresholds.map(toThreshold),
      overrides: toConditions(obligation.overrides),
      requires_any: toConditions(obligation.requires_any),
      excluded_if_any: toConditions(obligation.excluded_if_any),
      note: obligation.note,
    })),
  };
}

/** The wire form of a rule; `applicability` is the one in force today, amendments carry the history and future changes. */
export function toProtoRule(stored: StoredRule, evaluation: RuleEvaluation, chfPerEur: number): Rule {
  const { rule } = stored;
  return {
    id: rule.id,
    code: rule.code,
    title: rule.title,
    jurisdiction: rule.jurisdiction,
    countries: rule.countries,
    industries: rule.industries,
    topic: rule.topic,
    project_relevance: rule.project_relevance ?? [],
    applicability: toApplicability(evaluation.applicability, evaluation.currencyConverted ? conversionNote(chfPerEur) : undefined),
    summary: rule.summary,
    obligations: rule.obligations,
    authority: rule.authority,
    legal_reference: rule.legal_reference,
    effective_date: rule.effective_date,
    amendments: (rule.amendments ?? []).map((amendment) => ({
      effective_date: amendment.effective_date,
      summary: amendment.summary,
      applicability: amendment.applicability ? toApplicability(amendment.applicability) : undefined,
    })),
    // The primary official source, kept for clients of the single-source field.
    source_url: rule.sources[0]?.url ?? "",
    sources: rule.sources.map((source) => ({ url: source.url, title: source.title, secondary: source.secondary === true })),
    verified_at: rule.verified_at,
    unverified: (rule.unverified ?? []).map((point) => ({ point: point.point, reason: point.reason })),
    applies_from: rule.applies_from,
    transposition_pending: toPending(rule.transposition_pending),
    match: {
      status: evaluation.status,
      deciding_figures: evaluation.decidingFigures,
      missing_figures: evaluation.missingFigures,
      deciding_activities: evaluation.decidingActivities,
      questions: toQuestions(evaluation.openActivities),
      obligations: evaluation.obligations.map((result) => ({
        id: result.obligation.id,
        status: result.status,
        effective_date: result.obligation.effective_date,
        in_force: result.inForce,
        deciding_figures: result.decidingFigures,
        deciding_activities: result.decidingActivities,
        missing_figures: result.missingFigures,
        questions: toQuestions(result.openActivities),
        applies_from: result.appliesFrom,
      })),
      extraterritorial: evaluation.extraterritorial
        ? {
            activity: evaluation.extraterritorial.activity,
            legal_basis: evaluation.extraterritorial.legal_basis,
            note: evaluation.extraterritorial.note,
          }
        : undefined,
      applies_from: evaluation.appliesFrom,
      transposition_pending: toPending(evaluation.transpositionPending),
    },
    data_version: stored.dataVersion,
  };
}

export function createComplianceHandlers(deps: HandlerDependencies): AsyncImplementation<typeof ComplianceServiceService> {
  const now = deps.now ?? (() => new Date());
  return {
    listApplicableRules: (request) =>
      deps.repository.read(async (reader) => {
        const version = await reader.currentVersion();
        if (!version) throw new ServiceError(status.UNAVAILABLE, "upstream_unavailable", "the rules library is not loaded yet");
        // A cursor is bound to the workspace and every filter (figures and facts change which rules match).
        const { workspace_id: workspaceId, limit: _limit, cursor: _cursor, ...filters } = request;
        const scope = { list: "compliance rules", workspaceId, filters };
        const query = parseListFilters(request, { industries: version.industries, topics: version.topics }, (cursor) =>
          deps.cursors.open(cursor, scope),
        );
        const settings = { chfPerEur: deps.chfPerEur, today: isoDate(now()) };
        const batchSize = Math.max(MIN_BATCH, query.limit + 1);
        const matches: Rule[] = [];
        let afterId = query.afterId;
        for (;;) {
          const batch = await reader.findCandidates({
            country: query.country,
            industry: query.industry,
            topic: query.topic,
            q: query.q,
            afterId,
            batchSize,
          });
          for (const stored of batch) {
            const evaluation = evaluateRule(stored.rule, query.figures, settings, query.facts, query.country);
            if (evaluation.status !== "excluded") matches.push(toProtoRule(stored, evaluation, deps.chfPerEur));
            if (matches.length > query.limit) break;
          }
          const last = batch[batch.length - 1];
          if (matches.length > query.limit || batch.length < batchSize || !last) break;
          afterId = last.id;
        }
        const page = toPage(matches, query.limit, (rule) => ({ value: rule.id, id: rule.id }));
        return { ...page, next_cursor: deps.cursors.sign(page.next_cursor, scope) };
      }),
  };
}
