/**
 * Compliance rules as the AI service receives them, built from the compliance library's
 * data file: filtered by country and industry and evaluated against the head count or size
 * class the way the compliance service does (turnover and balance sheet stay unknown).
 */
import { readFileSync } from "node:fs";
import type { CompanySize, ComplianceRuleInput, Country, Industry } from "../../src/domain/types.js";

interface RawThreshold {
  metric: "employees" | "turnover" | "balance_sheet";
  value: number;
  comparison: "gte" | "gt";
}

interface RawRule {
  id: string;
  code: string;
  title: { de: string; en: string };
  jurisdiction: ComplianceRuleInput["jurisdiction"];
  countries: string[];
  industries: string[];
  topic: string;
  applicability: { logic: "and" | "or" | "none"; min_met?: number; thresholds: RawThreshold[] };
  summary: { de: string; en: string };
  obligations: { de: string; en: string }[];
  legal_reference: string;
}

const RULES: RawRule[] = (
  JSON.parse(readFileSync(new URL("../../../compliance/data/rules.json", import.meta.url), "utf8")) as { rules: RawRule[] }
).rules;

const SIZE_RANGES: Record<CompanySize, { min: number; max: number }> = {
  micro: { min: 0, max: 9 },
  small: { min: 10, max: 49 },
  medium: { min: 50, max: 249 },
  large: { min: 250, max: Number.POSITIVE_INFINITY },
};

type Outcome = "met" | "not_met" | "unknown";

function outcome(threshold: RawThreshold, employees: number | undefined, size: CompanySize): Outcome {
  if (threshold.metric !== "employees") return "unknown";
  const meets = (value: number) => (threshold.comparison === "gt" ? value > threshold.value : value >= threshold.value);
  if (employees !== undefined) return meets(employees) ? "met" : "not_met";
  const range = SIZE_RANGES[size];
  if (meets(range.min)) return "met";
  if (!meets(range.max)) return "not_met";
  return "unknown";
}

/** The library's rules for a company, with status and missing figures, excluded ones left out. */
export function rulesFor(country: Country, industry: Industry, size: CompanySize, employees?: number): ComplianceRuleInput[] {
  const result: ComplianceRuleInput[] = [];
  for (const rule of RULES) {
    if (!rule.countries.includes(country)) continue;
    if (!rule.industries.includes("all") && !rule.industries.includes(industry)) continue;
    const { logic, thresholds } = rule.applicability;
    let status: ComplianceRuleInput["status"] = "applies";
    let missing: string[] = [];
    if (logic !== "none" && thresholds.length > 0) {
      const outcomes = thresholds.map((threshold) => outcome(threshold, employees, size));
      const required = rule.applicability.min_met ?? (logic === "and" ? thresholds.length : 1);
      const met = outcomes.filter((o) => o === "met").length;
      const unknown = outcomes.filter((o) => o === "unknown").length;
      if (met >= required) status = "applies";
      else if (met + unknown < required) continue;
      else status = "undetermined";
      missing = [...new Set(thresholds.filter((_, index) => outcomes[index] === "unknown").map((threshold) => threshold.metric))];
    }
    result.push({
      id: rule.id,
      code: rule.code,
      title: rule.title,
      jurisdiction: rule.jurisdiction,
      countries: rule.countries,
      topic: rule.topic,
      summary: rule.summary,
      obligations: rule.obligations,
      legalReference: rule.legal_reference,
      status,
      missingFigures: missing,
    });
  }
  return result;
}

/** Every rule of the library, whatever the country: the engine must pick the right ones itself. */
export function allRules(industry: Industry, size: CompanySize, employees?: number): ComplianceRuleInput[] {
  return (["DE", "AT", "CH"] as const).flatMap((country) => rulesFor(country, industry, size, employees));
}
