/**
 * Domain constants every component shares: the one place countries, company sizes,
 * industries and the field limits of the public contract are written down. The OpenAPI
 * document states the same values; a guard test keeps the two in step.
 */

export const COUNTRIES = ["DE", "AT", "CH"] as const;
export type Country = (typeof COUNTRIES)[number];

/** EU size classes (Recommendation 2003/361/EC). */
export const COMPANY_SIZES = ["micro", "small", "medium", "large"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The industry enum of the public API (also the compliance library's industry keys). */
export const INDUSTRIES = [
  "manufacturing",
  "retail",
  "it_software",
  "telecommunications",
  "finance",
  "insurance",
  "health",
  "pharma",
  "energy",
  "construction",
  "public_sector",
  "transport_logistics",
  "food",
  "chemicals",
  "automotive",
  "professional_services",
  "hospitality",
  "education",
  "real_estate",
  "media",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Field limits of the public contract. */
export const LIMITS = {
  /** A task's assignee (a name or role), in characters. */
  assigneeLength: 120,
  /** The largest head count a request may name. */
  employees: 10_000_000,
} as const;
