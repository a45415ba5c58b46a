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
  "eu_market_activity",
  "consumer_ecommerce",
  "packaging_producer",
  "online_marketplace",
  "battery_producer",
  "chemicals_manufacturer_importer",
  "food_business_operator",
  "road_transport_operator",
  "hospital_operator",
  "public_contractor",
  "group_parent",
  "temporary_agency_work",
  "goods_exporter",
  "fgas_equipment_operator",
  "medical_device_manufacturer",
  "eudr_commodity_operator",
  "energy_supply_operator",
  "machinery_manufacturer_importer",
  "professional_secrecy_holder",
  "state_or_local_public_body",
  "apparel_footwear_operator",
  "construction_client",
  "aml_obliged_entity",
  "consumer_product_supplier",
  "product_supplier",
  "digital_product_supplier",
  "building_owner",
  "construction_contractor",
] as const;
export type CompanyActivity = (typeof COMPANY_ACTIVITIES)[number];

export const isCompanyActivity = (value: string): value is CompanyActivity => (COMPANY_ACTIVITIES as readonly string[]).includes(value);

/**
 * The facts a caller states and denies, as sets, with a field error for every unknown name
 * and for a fact given as both (the compliance filters and plan generation read them alike).
 */
export function parseCompanyFacts(
  present: readonly string[],
  absent: readonly string[],
  fields: { present: string; absent: string } = { present: "activities", absent: "absent_activities" },
): { present: Set<CompanyActivity>; absent: Set<CompanyActivity>; errors: { pointer: string; message: string }[] } {
  const errors: { pointer: string; message: string }[] = [];
  const read = (names: readonly string[], field: string): Set<CompanyActivity> => {
    const unknown = names.filter((name) => !isCompanyActivity(name));
    if (unknown.length > 0) {
      errors.push({
        pointer: `/${field}`,
        message: `${field} holds unknown ${unknown.map((name) => JSON.stringify(name)).join(", ")}; allowed: ${COMPANY_ACTIVITIES.join(", ")}`,
      });
    }
    return new Set(names.filter(isCompanyActivity));
  };
  const stated = read(present, fields.present);
  const denied = read(absent, fields.absent);
  const both = [...denied].filter((activity) => stated.has(activity));
  if (both.length > 0) {
    errors.push({
      pointer: `/${fields.absent}`,
      message: `${fields.absent} repeats ${both.join(", ")} from ${fields.present}; a fact is either present or absent`,
    });
  }
  return { present: stated, absent: denied, errors };
}

/** Field limits of the public contract. */
export const LIMITS = {
  /** A task's assignee (a name or role), in characters. */
  assigneeLength: 120,
  /** The largest head count a request may name. */
  employees: 10_000_000,
  /** Failed deliveries one bulk redelivery schedules at most (one transaction stays short), and by default. */
  bulkRedeliveryMax: 1_000,
  bulkRedeliveryDefault: 100,
} as const;
