/** What such a project usually takes, by playbook, industry overlay and company size. */
import type { CompanySize, Industry, Provenance } from "../types.js";
import type { IndustryProfile, ProjectTypeProfile } from "./content.js";
import { industryProfile, PROFILED_INDUSTRIES } from "./content-data.js";
import { clampWeeks } from "./dates.js";

/** Duration relative to a medium-sized company: small teams decide faster, large ones coordinate more. */
const SIZE_WEEKS: Record<CompanySize, number> = { micro: 0.6, small: 0.8, medium: 1, large: 1.3 };

/** An industry's content, unless the industry is only the default (its content would be a guess). */
export function industryContent(industry: Industry, provenance: Provenance = "given"): IndustryProfile | undefined {
  if (provenance === "default") return undefined;
  return PROFILED_INDUSTRIES.includes(industry) ? industryProfile(industry) : undefined;
}

/** The weeks such a project usually takes: type and industry, scaled by company size. */
export function typicalWeeks(type: ProjectTypeProfile, industry: IndustryProfile | undefined, size: CompanySize): number {
  const base = industry ? type.weeks * 0.6 + industry.weeks * 0.4 : type.weeks;
  return clampWeeks(Math.max(6, base * SIZE_WEEKS[size]));
}
