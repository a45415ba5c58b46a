/** Validation of the ListApplicableRules filters: every problem is reported at once, naming the field and the allowed values. */
import { decodeIdCursor, type FieldError, invalidArgument, LIMITS, parseCompanyFacts, ServiceError } from "@planner/shared";
import type { ListApplicableRulesRequest } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import type { CompanyFacts } from "./activities.js";
import type { CompanyFigures } from "./applicability.js";
import { COMPANY_SIZE_NAMES, COUNTRIES, type CompanySize, type Country } from "./types.js";

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
export const MAX_QUERY_LENGTH = 200;
/** Larger figures are surely typos (a trillion euros or a billion employees). */
const MAX_MONEY = 1e15;
const MAX_EMPLOYEES = LIMITS.employees;
/** More than any country consumes (Germany: about 2,400 TWh of final energy a year). */
const MAX_ENERGY_GWH = 10_000_000;
/** Rule ids, as the data lint enforces them. */
const RULE_ID = /^[a-z0-9][a-z0-9._-]{1,99}$/;

/** The raw filters, as the gRPC request carries them (empty string = not given). */
export type ListFilters = Omit<ListApplicableRulesRequest, "workspace_id">;

export interface RuleQuery {
  country?: Country;
  industry?: string;
  topic?: string;
  q?: string;
  figures: CompanyFigures;
  facts: CompanyFacts;
  limit: number;
  /** Keyset: only rules whose id sorts after this one. */
  afterId?: string;
}

export interface AllowedValues {
  industries: readonly string[];
  topics: readonly string[];
}

function figure(value: number | undefined, field: string, max: number, errors: FieldError[]): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isFinite(value) || value < 0) {
    errors.push({ pointer: `/${field}`, message: `${field} must be a number ≥ 0` });
    return undefined;
  }
  if (value > max) {
    errors.push({ pointer: `/${field}`, message: `${field} must be at most ${max}` });
    return undefined;
  }
  return value;
}

/** A comma-separated list of fact names, trimmed and lower-cased. */
const factNames = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * `openCursor` checks that a cursor was issued for this list, these filters and the caller's
 * workspace, and gives the position inside it.
 */
export function parseListFilters(request: ListFilters, allowed: AllowedValues, openCursor: (cursor: string) => string): RuleQuery {
  const errors: FieldError[] = [];
  const query: RuleQuery = { figures: {}, facts: { present: new Set(), absent: new Set() }, limit: DEFAULT_LIMIT };

  const country = request.country.trim().toUpperCase();
  if (country) {
    if (COUNTRIES.includes(country as Country)) query.country = country as Country;
    else errors.push({ pointer: "/country", message: `country must be one of ${COUNTRIES.join(", ")}` });
  }
  const industry = request.industry.trim().toLowerCase();
  if (industry) {
    if (allowed.industries.includes(industry)) query.industry = industry;
    else errors.push({ pointer: "/industry", message: `industry must be one of ${allowed.industries.join(", ")}` });
  }
  const topic = request.topic.trim().toLowerCase();
  if (topic) {
    if (allowed.topics.includes(topic)) query.topic = topic;
    else errors.push({ pointer: "/topic", message: `topic must be one of ${allowed.topics.join(", ")}` });
  }
  const size = request.company_size.trim().toLowerCase();
  if (size) {
    if (COMPANY_SIZE_NAMES.includes(size as CompanySize)) query.figures.companySize = size as CompanySize;
    else {
      errors.push({
        pointer: "/company_size",
        message: `company_size must be one of ${COMPANY_SIZE_NAMES.join(", ")} (micro < 10, small < 50, medium < 250, large ≥ 250 employees)`,
      });
    }
  }
  const employees = figure(request.employees, "employees", MAX_EMPLOYEES, errors);
  if (employees !== undefined) query.figures.employees = employees;
  const turnover = figure(request.turnover_eur, "turnover_eur", MAX_MONEY, errors);
  if (turnover !== undefined) query.figures.turnoverEur = turnover;
  const balanceSheet = figure(request.balance_sheet_eur, "balance_sheet_eur", MAX_MONEY, errors);
  if (balanceSheet !== undefined) query.figures.balanceSheetEur = balanceSheet;
  const energy = figure(request.energy_consumption_gwh, "energy_consumption_gwh", MAX_ENERGY_GWH, errors);
  if (energy !== undefined) query.figures.energyConsumptionGwh = energy;
  // The group includes the company: its figures are never below the company's own.
  const groupEmployees = figure(request.group_employees, "group_employees", MAX_EMPLOYEES, errors);
  if (groupEmployees !== undefined) {
    if (employees !== undefined && groupEmployees < employees) {
      errors.push({ pointer: "/group_employees", message: "group_employees must be at least employees (the group includes the company)" });
    } else query.figures.groupEmployees = groupEmployees;
  }
  const groupTurnover = figure(request.group_turnover_eur, "group_turnover_eur", MAX_MONEY, errors);
  if (groupTurnover !== undefined) {
    if (turnover !== undefined && groupTurnover < turnover) {
      errors.push({
        pointer: "/group_turnover_eur",
        message: "group_turnover_eur must be at least turnover_eur (the group includes the company)",
      });
    } else query.figures.groupTurnoverEur = groupTurnover;
  }

  const facts = parseCompanyFacts(factNames(request.activities), factNames(request.absent_activities));
  errors.push(...facts.errors);
  query.facts = { present: facts.present, absent: facts.absent };

  const q = request.q.trim();
  if (q.length > MAX_QUERY_LENGTH) errors.push({ pointer: "/q", message: `q must be at most ${MAX_QUERY_LENGTH} characters` });
  else if (q) query.q = q;

  if (request.limit !== 0) {
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > MAX_LIMIT) {
      errors.push({ pointer: "/limit", message: `limit must be an integer from 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})` });
    } else query.limit = request.limit;
  }
  if (request.cursor) {
    try {
      const position = decodeIdCursor(openCursor(request.cursor), RULE_ID);
      if (position) query.afterId = position.id;
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      errors.push(...error.fieldErrors);
    }
  }

  if (errors.length > 0) throw invalidArgument(`invalid filters: ${errors.map((error) => error.message).join("; ")}`, errors);
  return query;
}
