/** gRPC handlers of planner.compliance.v1.ComplianceService. */
import { type AsyncImplementation, ServiceError, status, toPage } from "@planner/shared";
import type { Applicability, ComplianceServiceService, Rule } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { type Evaluation, evaluateRule, isoDate } from "../domain/applicability.js";
import { parseListFilters } from "../domain/filters.js";
import type { ApplicabilityData, LocalizedText } from "../domain/types.js";
import type { RulesRepository, StoredRule } from "../repositories/rules.js";

export interface HandlerDependencies {
  repository: RulesRepository;
  chfPerEur: number;
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

function toApplicability(applicability: ApplicabilityData, extraNote?: LocalizedText): Applicability {
  let note = applicability.note;
  if (extraNote) note = note ? { de: `${note.de} ${extraNote.de}`, en: `${note.en} ${extraNote.en}` } : extraNote;
  return {
    logic: applicability.logic,
    min_met: applicability.min_met ?? 0,
    thresholds: applicability.thresholds.map((threshold) => ({
      metric: threshold.metric,
      value: threshold.value,
      currency: threshold.currency ?? "",
      comparison: threshold.comparison,
    })),
    note,
  };
}

/** The wire form of a rule; `applicability` is the one in force today, amendments carry the history and future changes. */
export function toProtoRule(stored: StoredRule, evaluation: Evaluation & { applicability: ApplicabilityData }, chfPerEur: number): Rule {
  const { rule } = stored;
  return {
    id: rule.id,
    code: rule.code,
    title: rule.title,
    jurisdiction: rule.jurisdiction,
    countries: rule.countries,
    industries: rule.industries,
    topic: rule.topic,
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
    source_url: rule.source_url,
    verified_at: rule.verified_at,
    match: {
      status: evaluation.status,
      deciding_figures: evaluation.decidingFigures,
      missing_figures: evaluation.missingFigures,
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
        const query = parseListFilters(request, { industries: version.industries, topics: version.topics });
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
            const evaluation = evaluateRule(stored.rule, query.figures, settings);
            if (evaluation.status !== "excluded") matches.push(toProtoRule(stored, evaluation, deps.chfPerEur));
            if (matches.length > query.limit) break;
          }
          const last = batch[batch.length - 1];
          if (matches.length > query.limit || batch.length < batchSize || !last) break;
          afterId = last.id;
        }
        return toPage(matches, query.limit, (rule) => ({ value: rule.id, id: rule.id }));
      }),
  };
}
