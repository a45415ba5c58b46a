/**
 * The AI service's domain vocabulary. Engines turn a Profile (what a consultant knows
 * after reading the request) into a DraftPlan (weeks relative to the start, references by
 * key); `draftToPlan` turns that into the action-path document the project service stores.
 */
import type { Language } from "@planner/shared";

export type { Language } from "@planner/shared";

import type { CompanyActivity, CompanySize, Country, Industry } from "@planner/shared";

export {
  COMPANY_ACTIVITIES,
  COMPANY_SIZES,
  COUNTRIES,
  type CompanyActivity,
  type CompanySize,
  type Country,
  INDUSTRIES,
  type Industry,
} from "@planner/shared";

export const PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const LEVELS = ["low", "medium", "high"] as const;
export type Level = (typeof LEVELS)[number];

export interface LocalizedText {
  de: string;
  en: string;
}

/** A generate-plan request after validation (all optional fields may be absent). */
export interface PlanRequest {
  description: string;
  /** Kept exactly as sent when present. */
  title?: string;
  desiredTimelineWeeks?: number;
  /** The BCP 47 tag as sent (`de`, `de-AT`, `en-GB` …). */
  locale?: string;
  country?: Country;
  industry?: Industry;
  companySize?: CompanySize;
  budgetEur?: number;
  /** YYYY-MM-DD; default: today. */
  startDate?: string;
  /** Company facts the client states or denies (they decide rules beyond size). */
  activities?: CompanyActivity[];
  absentActivities?: CompanyActivity[];
}

/** Where a profile value came from. */
export type Provenance = "given" | "locale" | "text" | "template" | "default";

/** The kinds of plan the engine has a playbook for; chosen from intent and object, not industry. */
export const PROJECT_TYPES = [
  "software",
  "production",
  "construction",
  "relocation",
  "product_launch",
  "marketing",
  "event",
  "organisation",
  "compliance",
  "location",
  "digitalisation",
  "generic",
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** What a customer wants to do, as read from the description's grammar. */
export const INTENTS = [
  "develop",
  "introduce",
  "migrate",
  "build",
  "renovate",
  "relocate",
  "launch",
  "open",
  "certify",
  "comply",
  "hire",
  "organise_event",
  "acquire",
  "audit",
  "restructure",
  "campaign",
  "expand",
  "other",
] as const;
export type Intent = (typeof INTENTS)[number];

export type Currency = "EUR" | "CHF";

/** A value read from the description, with the words it was read from (the answer's `assumptions.inferences`). */
export interface Inference {
  attribute: string;
  value: string;
  evidence: string;
}

export const QUESTION_TOPICS = ["company_size", "timeline", "budget", "sites", "scope", "country"] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** What a consultant would ask before committing to the plan; the plan assumes an answer meanwhile. */
export interface PlanQuestion {
  topic: QuestionTopic;
  question: string;
}

/** A project quantity the description states (120,000 households, 22 shops). */
export interface ProjectQuantity {
  kind: string;
  count: number;
  noun: string;
}

/** What the plan is built for: every value given by the client or inferred from the request. */
export interface Profile {
  title: string;
  description: string;
  language: Language;
  /** The locale stored on the project: language plus region, if any (`de-AT`). */
  locale: string;
  country: Country;
  /** The state, Land or canton of the place named, when in that country (regional holidays, school calendars). */
  region?: string;
  industry: Industry;
  companySize: CompanySize;
  /** Head count found in the text, if any. */
  employees?: number;
  /** Head count of the group the company belongs to ("Tochter eines Konzerns mit 5.000 Mitarbeitenden"). */
  groupEmployees?: number;
  /** Yearly energy consumption in GWh, when the description states it. */
  energyConsumptionGwh?: number;
  timelineWeeks: number;
  /** YYYY-MM-DD */
  startDate: string;
  /** The budget the client gave (`budget_eur`) or the description states, in its currency. */
  budget?: { amount: number; currency: Currency };
  templateKey?: string;
  projectType: ProjectType;
  intent?: Intent;
  /** YYYY-MM-DD: the stated deadline the plan ends by. */
  deadline?: string;
  quantities: ProjectQuantity[];
  /** What the project is done to, as the description names it (base form and head noun), when read. */
  /** `name`: a standard or law named without an article ("ISO 27001", "NIS2"), used as written. */
  /** `moving`: what the work moves, when the object is where it goes ("Produktion" → "neue Halle"). */
  object?: { base: string; head: string; gender?: "m" | "f" | "n" | "pl"; name?: true; successor?: true; moving?: string };
  /** The customer's compound word for the work ("Brandschutzsanierung"), when more precise than the action's. */
  work?: string;
  /** What the project includes as the customer lists it ("Hallendach", "PV-Anlage"): one work package each. */
  scope: string[];
  inferences: Inference[];
  questions: PlanQuestion[];
  provenance: {
    language: Provenance;
    country: Provenance;
    industry: Provenance;
    companySize: Provenance;
    timelineWeeks: Provenance;
    title: Provenance;
    budget: Provenance;
  };
}

/** A rule of the compliance library that applies (or may apply) to the profile. */
export interface ComplianceRuleInput {
  id: string;
  code: string;
  title: LocalizedText;
  jurisdiction: "EU" | "DE" | "AT" | "CH";
  countries: string[];
  topic: string;
  /**
   * The project topics the rule is relevant to, as the library states them (`company_wide`: a
   * duty no project changes); empty when the library did not say.
   */
  projectRelevance: string[];
  summary: LocalizedText;
  obligations: LocalizedText[];
  legalReference: string;
  /**
   * "applies" when the figures decide it and it binds today, "upcoming" when it binds only
   * later (or awaits transposition), "undetermined" when a figure or fact is unknown.
   */
  status: "applies" | "upcoming" | "undetermined";
  /** Upcoming: the first day it binds the company, when known. */
  appliesFrom?: string;
  /** Upcoming: the transposition deadline of a directive the country has not transposed. */
  transpositionDeadline?: string;
  missingFigures: string[];
  /** The facts about the company that would decide an undetermined rule, as questions to ask. */
  openQuestions?: LocalizedText[];
}

/** A template of the project service (`GET /project-templates`), when the client named one. */
export interface TemplateInput {
  key: string;
  name: LocalizedText;
  defaultTimelineWeeks: number;
  phases: { key: string; name: LocalizedText; share: number; tasks: { title: LocalizedText; priority: string; role: string }[] }[];
}

export interface DraftTask {
  /** Unique within the plan; `depends_on` refers to these keys. */
  key: string;
  title: string;
  description: string;
  priority: Priority;
  /** The responsible role: the `name` of one of the plan's stakeholders. */
  owner: string;
  /** Week of the plan (1 = first week) by whose end the task is due; inside its phase. */
  due_week: number;
  depends_on: string[];
}

export interface DraftPhase {
  key: string;
  name: string;
  description: string;
  /** 1-based weeks, inclusive; phases cover the timeline in order. */
  start_week: number;
  end_week: number;
  tasks: DraftTask[];
}

export interface DraftRisk {
  title: string;
  description: string;
  likelihood: number;
  impact: number;
  mitigation: string;
  /** A stakeholder name. */
  owner: string;
}

export interface DraftBudgetLine {
  category: string;
  label: string;
  amount: number;
  phase_key?: string;
}

export interface DraftBudget {
  currency: "EUR" | "CHF";
  lines: DraftBudgetLine[];
  contingency: number;
}

export interface DraftComplianceItem {
  rule_id: string;
  code: string;
  title: string;
  /** Why it applies to this project (or which fact would decide it). */
  reason: string;
  due_week?: number;
  /** The library's status for the rule (set from the library, never by an engine). */
  rule_status?: "applies" | "upcoming" | "undetermined";
  /** Upcoming: the day the rule binds the company, or the transposition deadline. */
  applies_from?: string;
}

export interface DraftStakeholder {
  name: string;
  role: string;
  interest: Level;
  influence: Level;
}

/** What an engine produces for generate-plan. */
export interface DraftPlan {
  title: string;
  description: string;
  phases: DraftPhase[];
  risks: DraftRisk[];
  budget: DraftBudget;
  compliance: DraftComplianceItem[];
  stakeholders: DraftStakeholder[];
}

export type EngineName = "builtin" | "openai";

/** Every AI answer says which engine and model produced it. */
export interface Produced<T> {
  value: T;
  engine: EngineName;
  model: string;
}

/** The built-in engine's model name, reported in every answer it produces. */
export const BUILTIN_MODEL = "planner-builtin-1";
