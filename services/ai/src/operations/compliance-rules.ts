/** The compliance library's rules for a profile, as the engines take them. */
import type { CallContext } from "@planner/shared";
import type { Rule } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import type { ComplianceRuleInput } from "../domain/types.js";
import { type AiDependencies, callOptions, localized, upstream } from "./dependencies.js";

/** More than the library holds for one profile; a bound against a runaway loop. */
const MAX_PAGES = 10;

function toRuleInput(rule: Rule): ComplianceRuleInput {
  return {
    id: rule.id,
    code: rule.code,
    title: localized(rule.title),
    jurisdiction: rule.jurisdiction as ComplianceRuleInput["jurisdiction"],
    countries: rule.countries,
    topic: rule.topic,
    summary: localized(rule.summary),
    obligations: rule.obligations.map(localized),
    legalReference: rule.legal_reference,
    status: rule.match?.status === "applies" ? "applies" : "undetermined",
    missingFigures: rule.match?.missing_figures ?? [],
  };
}

interface RulesProfile {
  workspaceId: string;
  country: string;
  industry: string;
  companySize: string;
  employees?: number;
}

/** The library's rules for a profile (the library is the same for every workspace). */
export function applicableRules(deps: AiDependencies, context: CallContext, profile: RulesProfile): Promise<ComplianceRuleInput[]> {
  const key = [profile.country, profile.industry, profile.companySize, profile.employees ?? ""].join("|");
  return deps.rules.get(key, () => fetchRules(deps, context, profile));
}

async function fetchRules(deps: AiDependencies, context: CallContext, profile: RulesProfile): Promise<ComplianceRuleInput[]> {
  const rules: ComplianceRuleInput[] = [];
  let cursor = "";
  for (let page = 0; page < MAX_PAGES; page++) {
    const response = await upstream(
      deps.compliance.listApplicableRules(
        {
          workspace_id: profile.workspaceId,
          country: profile.country,
          industry: profile.industry,
          company_size: profile.companySize,
          employees: profile.employees,
          turnover_eur: undefined,
          balance_sheet_eur: undefined,
          q: "",
          topic: "",
          limit: 100,
          cursor,
        },
        callOptions(deps, context),
      ),
    );
    rules.push(...response.data.map(toRuleInput));
    if (!response.has_more || !response.next_cursor) break;
    cursor = response.next_cursor;
  }
  return rules;
}
