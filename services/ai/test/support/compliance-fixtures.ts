/**
 * Compliance rules as the AI service receives them, built from the compliance library's
 * data file: filtered by country and industry and evaluated against the head count or size
 * class by the compliance service's evaluator (turnover and balance sheet stay unknown).
 */
import { readFileSync } from "node:fs";
// The compliance service's evaluator itself: a copy here drifted when the rule model grew.
import { ACTIVITY_QUESTIONS } from "../../../compliance/src/domain/activities.js";
import { evaluateRule, reachOf } from "../../../compliance/src/domain/applicability.js";
import type { RuleData } from "../../../compliance/src/domain/types.js";
import type { CompanySize, ComplianceRuleInput, Country, Industry } from "../../src/domain/types.js";

interface RawRule extends Pick<RuleData, "applicability" | "amendments" | "applies_from" | "transposition_pending" | "extraterritorial"> {
  id: string;
  code: string;
  title: { de: string; en: string };
  jurisdiction: ComplianceRuleInput["jurisdiction"];
  countries: string[];
  industries: string[];
  topic: string;
  project_relevance?: string[];
  summary: { de: string; en: string };
  obligations: { de: string; en: string }[];
  legal_reference: string;
}

const RULES: RawRule[] = (
  JSON.parse(readFileSync(new URL("../../../compliance/data/rules.json", import.meta.url), "utf8")) as { rules: RawRule[] }
).rules;

/** The library's state on a fixed day, so stored drafts do not move with the calendar. */
const SETTINGS = { today: "2026-11-21", chfPerEur: 0.93 };

/**
 * The library's rules for a company, with status and missing figures, excluded ones left out,
 * evaluated by the compliance service's own evaluator (no company facts stated: the facts are
 * unknown, as when a description names none).
 */
export function rulesFor(country: Country, industry: Industry, size: CompanySize, employees?: number): ComplianceRuleInput[] {
  const result: ComplianceRuleInput[] = [];
  for (const rule of RULES) {
    // The library's reach: its own countries, or EU law that reaches a Swiss company (then open on the EU-market fact).
    if (reachOf(rule, country) === "outside") continue;
    if (!rule.industries.includes("all") && !rule.industries.includes(industry)) continue;
    const evaluation = evaluateRule(rule, { employees, companySize: size }, SETTINGS, undefined, country);
    if (evaluation.status === "excluded") continue;
    result.push({
      id: rule.id,
      code: rule.code,
      title: rule.title,
      jurisdiction: rule.jurisdiction,
      countries: rule.countries,
      topic: rule.topic,
      projectRelevance: rule.project_relevance ?? [],
      summary: rule.summary,
      obligations: rule.obligations,
      legalReference: rule.legal_reference,
      status: evaluation.status,
      ...(evaluation.appliesFrom ? { appliesFrom: evaluation.appliesFrom } : {}),
      ...(evaluation.transpositionPending ? { transpositionDeadline: evaluation.transpositionPending.deadline } : {}),
      missingFigures: [...evaluation.missingFigures],
      openQuestions: evaluation.openActivities.map((activity) => ACTIVITY_QUESTIONS[activity]),
    });
  }
  return result;
}

/** Every rule of the library, whatever the country: the engine must pick the right ones itself. */
export function allRules(industry: Industry, size: CompanySize, employees?: number): ComplianceRuleInput[] {
  return (["DE", "AT", "CH"] as const).flatMap((country) => rulesFor(country, industry, size, employees));
}
