/** The compliance library's rules for a profile, as the engines take them. */
import { type CallContext, type CompanyActivity, isCompanyActivity } from "@planner/shared";
import type { Rule } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { KeywordMatcher, type KeywordSet, lower } from "../domain/builtin/text.js";
import type { ComplianceRuleInput } from "../domain/types.js";
import { type AiDependencies, callOptions, localized, upstream } from "./dependencies.js";

/**
 * What a description says the organisation is or does that decides laws regardless of its
 * size (a bank, a DNS provider, a listed company …). Only clear words count: a fact the
 * text does not state stays unknown, and the library then asks instead of excluding.
 */
const ACTIVITY_KEYWORDS: Partial<Record<CompanyActivity, KeywordSet>> = {
  financial_sector_entity: {
    strong: [
      "bank",
      "banken",
      "bankhaus",
      "privatbank*",
      "direktbank*",
      "sparkasse*",
      "volksbank*",
      "raiffeisenbank*",
      "landesbank*",
      "kreditinstitut*",
      "finanzdienstleistungsinstitut*",
      "wertpapierinstitut*",
      "wertpapierfirma*",
      "kapitalverwaltungsgesellschaft*",
      "fondsgesellschaft*",
      "vermögensverwalter*",
      "versicherungsunternehmen",
      "versicherungsgesellschaft*",
      "*versicherer",
      "zahlungsinstitut*",
      "e-geld-institut*",
      "credit institution*",
      "investment firm*",
      "investment bank*",
      "asset manager*",
      "asset management compan*",
      "fund manager*",
      "insurance compan*",
      "insurer*",
      "payment institution*",
      "e-money institution*",
    ],
  },
  listed_company: {
    strong: ["börsennotiert*", "börsenkotiert*", "publikumsgesellschaft*", "listed compan*", "publicly traded", "publicly listed"],
  },
  consolidation_obligation: {
    strong: ["konzernabschluss*", "konzernabschlüsse*", "konzernrechnung*", "consolidated financial statements", "consolidated accounts"],
  },
  critical_entity: {
    strong: [
      "kritis",
      "kritische infrastruktur*",
      "kritischen infrastruktur*",
      "kritische anlage*",
      "critical infrastructure",
      "critical entit*",
    ],
  },
  trust_service_provider: { strong: ["vertrauensdiensteanbieter*", "vertrauensdienste*", "trust service provider*"] },
  dns_tld_provider: {
    strong: [
      "dns-anbieter*",
      "dns-provider*",
      "dns-diensteanbieter*",
      "dns service provider*",
      "dns provider*",
      "domain registry",
      "tld registry",
      "top-level-domain*",
    ],
  },
  public_telecom_provider: {
    strong: [
      "telekommunikationsanbieter*",
      "telekommunikationsunternehmen*",
      "tk-anbieter*",
      "mobilfunkanbieter*",
      "mobilfunkbetreiber*",
      "internetanbieter*",
      "internetprovider*",
      "glasfaseranbieter*",
      "telecom operator*",
      "telecommunications provider*",
      "mobile network operator*",
      "internet service provider*",
    ],
  },
  eaa_product_supplier: {
    strong: [
      "e-reader*",
      "e-book-reader*",
      "geldautomat*",
      "fahrkartenautomat*",
      "ticketautomat*",
      "zahlungsterminal*",
      "atm manufacturer*",
      "ticket machine*",
      "payment terminal*",
    ],
  },
  electrical_equipment_producer: {
    strong: [
      "elektrogerätehersteller*",
      "hersteller von elektrogeräten",
      "elektronikhersteller*",
      "electronics manufacturer*",
      "electrical equipment manufacturer*",
    ],
  },
  electrical_equipment_distributor: { strong: ["elektrofachhandel*", "elektronikhändler*", "elektromarkt*", "electronics retailer*"] },
  cash_register_user: {
    strong: ["registrierkasse*", "kassensystem*", "kassensoftware*", "cash register*", "point of sale", "pos system*"],
  },
  b2b_invoicing: {
    strong: [
      "b2b",
      "geschäftskunden",
      "firmenkunden",
      "großhandel*",
      "großhändler*",
      "e-rechnung*",
      "xrechnung",
      "zugferd",
      "wholesale*",
      "business customers",
      "e-invoic*",
    ],
  },
  conflict_minerals_importer: { strong: ["konfliktmineral*", "goldraffinerie*", "conflict mineral*", "gold refiner*"] },
  cbam_goods_importer: { strong: ["cbam", "stahlimport*", "aluminiumimport*", "steel import*", "aluminium import*"] },
  connected_product_manufacturer: {
    strong: [
      "iot-gerät*",
      "vernetzte produkte",
      "vernetzten produkte*",
      "smart-home-gerät*",
      "iot device*",
      "connected product*",
      "connected device*",
      "smart home device*",
    ],
  },
  // Issue 21, part 2: activity facts that scope rules regardless of industry (only unambiguous words).
  consumer_ecommerce: {
    strong: ["online-shop*", "onlineshop*", "webshop*", "web-shop*", "online shop*", "web shop*", "e-commerce-shop*", "d2c-shop*"],
  },
  online_marketplace: { strong: ["online-marktplatz*", "online-marktplätze*", "online marketplace*"] },
  road_transport_operator: {
    strong: ["taxiunternehmen*", "taxibetrieb*", "taxizentrale*", "busunternehmen*", "taxi compan*", "bus operator*"],
  },
  hospital_operator: {
    strong: [
      "krankenhausbetreiber*",
      "klinikbetreiber*",
      "spitalbetreiber*",
      "hospital operator*",
      "klinikum",
      "klinikums",
      "krankenhaus",
      "krankenhauses",
      "kantonsspital*",
      "universitätsklinik*",
      "universitätsspital*",
    ],
  },
  // Issue 21, part 3: facts that scope the MDR/DiGA, the EnWG and the EUDR (only unambiguous words).
  medical_device_manufacturer: {
    strong: ["medizinproduktehersteller*", "hersteller von medizinprodukten", "medical device manufacturer*", "medical device maker*"],
  },
  energy_supply_operator: {
    strong: [
      "stadtwerke",
      "stromnetzbetreiber*",
      "gasnetzbetreiber*",
      "energieversorgungsunternehmen*",
      "grid operator*",
      "utility compan*",
    ],
  },
  eudr_commodity_operator: { strong: ["kaffeerösterei*", "sägewerk*", "coffee roaster*", "sawmill*"] },
  data_processing_service_provider: {
    strong: [
      "cloud-anbieter*",
      "saas-anbieter*",
      "hosting-anbieter*",
      "rechenzentrumsbetreiber*",
      "cloud provider*",
      "saas provider*",
      "hosting provider*",
      "iaas",
      "paas",
    ],
  },
  // Facts of the professional-secrecy, sub-national data-protection, Machinery Regulation and ESPR rules.
  professional_secrecy_holder: {
    strong: [
      "anwaltskanzlei*",
      "rechtsanwaltskanzlei*",
      "rechtsanwält*",
      "steuerkanzlei*",
      "steuerberatungskanzlei*",
      "steuerberater*",
      "wirtschaftsprüfungsgesellschaft*",
      "notariat*",
      "arztpraxis*",
      "zahnarztpraxis*",
      "hausarztpraxis*",
      "law firm*",
      "tax advis*",
      "medical practice*",
    ],
  },
  state_or_local_public_body: {
    strong: [
      "stadtverwaltung*",
      "gemeindeverwaltung*",
      "landratsamt*",
      "kreisverwaltung*",
      "landesverwaltung*",
      "kantonsverwaltung*",
      "kantonale verwaltung",
      "bezirkshauptmannschaft*",
      "marktgemeinde*",
      "stadtgemeinde*",
      "einwohnergemeinde*",
      "gemeindeamt*",
      "magistrat*",
      "municipal administration*",
      "city administration*",
    ],
  },
  machinery_manufacturer_importer: {
    strong: ["maschinenbauer*", "maschinenbauunternehmen*", "sondermaschinenbau*", "machine builder*", "machinery manufacturer*"],
  },
  apparel_footwear_operator: {
    strong: [
      "modehändler*",
      "modelabel*",
      "bekleidungshersteller*",
      "schuhhersteller*",
      "schuhhändler*",
      "fashion brand*",
      "fashion label*",
      "apparel*",
      "footwear*",
    ],
  },
  construction_client: { strong: ["bauherr*", "building owner*"] },
  // Facts that replaced the last industry lists (AML, building energy, construction work, CRA).
  aml_obliged_entity: {
    strong: [
      "kryptodienstleister*",
      "krypto-dienstleister*",
      "kryptowerte-dienstleister*",
      "kryptobörse*",
      "immobilienmakler*",
      "spielbank*",
      "crypto-asset service provider*",
      "crypto exchange*",
      "estate agent*",
    ],
  },
  building_owner: { strong: ["gebäudeeigentümer*", "immobilieneigentümer*", "property owner*"] },
  construction_contractor: {
    strong: ["bauunternehmen", "bauunternehmung*", "baufirma", "dachdecker*", "gerüstbau*", "construction compan*", "roofing compan*"],
  },
  digital_product_supplier: { strong: ["iot-hersteller*", "iot manufacturer*", "iot device maker*"] },
};

const ACTIVITY_MATCHER = new KeywordMatcher<CompanyActivity>(
  Object.entries(ACTIVITY_KEYWORDS).map(([key, keywords]) => ({ key: key as CompanyActivity, keywords: keywords as KeywordSet })),
);

/** The facts a description states about the organisation, in first-mention order. */
export function activitiesFromText(text: string): CompanyActivity[] {
  return [...new Set(ACTIVITY_MATCHER.hits(lower(text)).map((hit) => hit.key))];
}

/**
 * The company facts a compliance assessment uses: what the client states plus what the
 * description suggests, less what the client denies (a denied fact is never inferred).
 * Plan generation and the compliance agent decide from the same facts this way.
 */
export function companyFacts(
  stated: readonly string[],
  denied: readonly string[],
  description: string,
): { activities: CompanyActivity[]; absentActivities: CompanyActivity[] } {
  const absentActivities = [...new Set(denied.filter(isCompanyActivity))].sort();
  const activities = [...new Set([...stated.filter(isCompanyActivity), ...activitiesFromText(description)])]
    .filter((fact) => !absentActivities.includes(fact))
    .sort();
  return { activities, absentActivities };
}

/** More than the library holds for one profile; a bound against a runaway loop. */
const MAX_PAGES = 10;

/** The library's status; anything else it might say (a future value) is treated as open. */
function ruleStatus(status: string | undefined): ComplianceRuleInput["status"] {
  return status === "applies" || status === "upcoming" ? status : "undetermined";
}

function toRuleInput(rule: Rule): ComplianceRuleInput {
  return {
    id: rule.id,
    code: rule.code,
    title: localized(rule.title),
    jurisdiction: rule.jurisdiction as ComplianceRuleInput["jurisdiction"],
    countries: rule.countries,
    topic: rule.topic,
    projectRelevance: rule.project_relevance ?? [],
    summary: localized(rule.summary),
    obligations: rule.obligations.map(localized),
    legalReference: rule.legal_reference,
    status: ruleStatus(rule.match?.status),
    ...(rule.match?.applies_from ? { appliesFrom: rule.match.applies_from } : {}),
    ...(rule.match?.transposition_pending ? { transpositionDeadline: rule.match.transposition_pending.deadline } : {}),
    missingFigures: rule.match?.missing_figures ?? [],
    openQuestions: (rule.match?.questions ?? []).map((question) => localized(question.question)),
  };
}

interface RulesProfile {
  workspaceId: string;
  country: string;
  industry: string;
  companySize: string;
  employees?: number;
  /** Head count of the group the company belongs to: the law counts it where it counts linked enterprises. */
  groupEmployees?: number;
  /** Yearly energy consumption in GWh (EnEfG, EDL-G, the Swiss large-consumer rules). */
  energyConsumptionGwh?: number;
  /** Sector, role and activity facts inferred from the description (see activitiesFromText) or stated by the client. */
  activities?: readonly CompanyActivity[];
  /** Facts the client denies: only these let a size threshold exclude a rule a fact could decide. */
  absentActivities?: readonly CompanyActivity[];
}

/** The library's rules for a profile (the library is the same for every workspace). */
export function applicableRules(deps: AiDependencies, context: CallContext, profile: RulesProfile): Promise<ComplianceRuleInput[]> {
  // One spelling of a fact set (unique, sorted) serves as the cache key and the filter.
  const facts = {
    activities: [...new Set(profile.activities ?? [])].sort().join(","),
    absentActivities: [...new Set(profile.absentActivities ?? [])].sort().join(","),
  };
  const key = [
    profile.country,
    profile.industry,
    profile.companySize,
    profile.employees ?? "",
    profile.groupEmployees ?? "",
    profile.energyConsumptionGwh ?? "",
    facts.activities,
    facts.absentActivities,
  ].join("|");
  return deps.rules.get(key, () => fetchRules(deps, context, profile, facts));
}

async function fetchRules(
  deps: AiDependencies,
  context: CallContext,
  profile: RulesProfile,
  { activities, absentActivities }: { activities: string; absentActivities: string },
): Promise<ComplianceRuleInput[]> {
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
          group_employees: profile.groupEmployees,
          energy_consumption_gwh: profile.energyConsumptionGwh,
          turnover_eur: undefined,
          balance_sheet_eur: undefined,
          q: "",
          topic: "",
          limit: 100,
          cursor,
          activities,
          absent_activities: absentActivities,
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
