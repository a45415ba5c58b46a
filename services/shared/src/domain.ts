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

/**
 * Sector, role and activity facts about a company that make a law apply regardless of its
 * size, or that a law's scope depends on (the compliance filters `activities` and
 * `absent_activities`). A fact the caller neither asserts nor denies is unknown: a rule
 * it could decide stays `undetermined`, never excluded.
 */
export const COMPANY_ACTIVITIES = [
  "employer",
  "financial_sector_entity",
  "listed_company",
  "consolidation_obligation",
  "critical_entity",
  "trust_service_provider",
  "dns_tld_provider",
  "public_telecom_provider",
  "eaa_product_supplier",
  "electrical_equipment_producer",
  "electrical_equipment_distributor",
  "cash_register_user",
  "b2b_invoicing",
  "conflict_minerals_importer",
  "cbam_goods_importer",
  "connected_product_manufacturer",
  "data_processing_service_provider",
] as const;
export type CompanyActivity = (typeof COMPANY_ACTIVITIES)[number];

/** Field limits of the public contract. */
export const LIMITS = {
  /** A task's assignee (a name or role), in characters. */
  assigneeLength: 120,
  /** The largest head count a request may name. */
  employees: 10_000_000,
} as const;
