import { formatMoney } from "@planner/shared";
import {
  type CompanySize,
  type ComplianceRuleInput,
  type Country,
  type DraftBudgetLine,
  type DraftComplianceItem,
  type DraftPhase,
  type DraftPlan,
  type DraftRisk,
  type DraftStakeholder,
  type Industry,
  type Language,
  type Level,
  PRIORITIES,
  type Priority,
  type Profile,
  type TemplateInput,
} from "../types.js";
import { readSubject, workOf } from "../understanding/subject.js";
import {
  type BudgetDef,
  type ForTypes,
  type IndustryProfile,
  type PhaseDef,
  type ProjectType,
  type ProjectTypeProfile,
  type RiskDef,
  type RoleDef,
  STAGES,
  type Stage,
  type TaskDef,
} from "./content.js";
import { COMMON_ROLES, humanizeRole, PROJECT_TYPE_PROFILES, ROLE_ALIASES, STATED_RISKS } from "./content-data.js";
import { type QuantityCost, quantityCosts, quantityLineLabel } from "./cost-model.js";
import { ENGINE_DATA, type Slots } from "./engine-data.js";
import { industryContent, typicalWeeks } from "./estimates.js";
import { detectLanguage } from "./language.js";
import { belongsToProject, projectTopics } from "./project-topics.js";
import { germanDativePlural, nameSubject, subjectFromPhrase, workSubject } from "./subject.js";
import { capitalize, fill, pick, roundHundreds, shorten, squeeze, type Text } from "./text.js";

export { understand as inferProfile } from "../understanding/index.js";
export { detectLanguage } from "./language.js";

/**
 * Without any hint the industry is professional services: a company that names neither
 * its industry nor anything typical of one is most often a service business, and that
 * industry adds almost no sector rules to the cross-industry baseline.
 */
const _DEFAULT_INDUSTRY: Industry = "professional_services";
const _DEFAULT_COUNTRY: Country = "DE";
const _DEFAULT_SIZE: CompanySize = "small";

/** Typical project budget (EUR) of a medium-sized company's project at cost factor 1, by size. */
const SIZE_BUDGET_EUR: Record<CompanySize, number> = { micro: 25_000, small: 90_000, medium: 300_000, large: 1_200_000 };

/**
 * Swiss amounts: EUR converted at a fixed 0.93 CHF per EUR (the rate the compliance library uses too, fixed so
 * plans stay reproducible), and estimates raised by the Swiss price level (wages and
 * construction about 30 % above the German-Austrian level). A client's own budget is only
 * converted.
 */
const CHF_PER_EUR = 0.93;
const SWISS_PRICE_LEVEL = 1.3;

// The engine's wording and composition choices live in data files (see engine-data.ts).
const { complianceWork: COMPLIANCE, texts: TEXTS, composition: COMPOSITION } = ENGINE_DATA;

/** How numbers in a reason are written in each language. */
const NUMBER_LOCALE: Record<Language, string> = { de: "de-DE", en: "en-GB" };

// ---------------------------------------------------------------------------------------
// Draft assembly

const stageIndex = (stage: Stage): number => STAGES.indexOf(stage);

/** The phase whose stage is nearest to `stage` (ties: the earlier phase). */
function phaseForStage(stages: readonly Stage[], stage: Stage): number {
  const wanted = stageIndex(stage);
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  for (const [index, candidate] of stages.entries()) {
    const d = Math.abs(stageIndex(candidate) - wanted);
    if (d < distance) {
      best = index;
      distance = d;
    }
  }
  return best;
}

/** A template phase's stage: the first stage whose words its key or names contain, else its position. */
function templateStage(phase: TemplateInput["phases"][number], index: number, count: number): Stage {
  const words = `${phase.key} ${phase.name.en} ${phase.name.de}`.toLowerCase();
  for (const { pattern, stage } of COMPOSITION.templateStages) if (pattern.test(words)) return stage;
  const position = count <= 1 ? 0 : Math.round((index * (STAGES.length - 2)) / (count - 1)) + 1;
  return STAGES[Math.min(STAGES.length - 1, position)] ?? "build";
}

function asPriority(value: string): Priority {
  return (PRIORITIES as readonly string[]).includes(value) ? (value as Priority) : "medium";
}

/** A text of both languages filled with per-language values; the plan's own placeholders stay for later. */
function fillBoth(template: Text, values: (language: Language) => Readonly<Record<string, string>>): Text {
  return { de: fill(template.de, values("de")), en: fill(template.en, values("en")) };
}

/** Phase definitions from a template; its tasks get descriptions tied to the project. */
function templatePhases(template: TemplateInput): PhaseDef[] {
  const count = template.phases.length;
  return template.phases.map((phase, index) => ({
    key: phase.key,
    stage: templateStage(phase, index, count),
    name: phase.name,
    description: fillBoth(
      TEXTS.templatePhase,
      (language) => ({ phase: phase.name[language], template: template.name[language] }) satisfies Slots<"templatePhase">,
    ),
    share: phase.share > 0 ? phase.share : 1 / count,
    tasks: phase.tasks.map((task) => ({
      title: task.title,
      description: fillBoth(
        TEXTS.templateTask,
        (language) => ({ task: task.title[language], phase: phase.name[language] }) satisfies Slots<"templateTask">,
      ),
      priority: asPriority(task.priority),
      owner: ROLE_ALIASES[task.role] ?? task.role,
    })),
  }));
}

/** Week ranges of phases: by share, in order, every phase at least one week; short timelines share weeks. */
function phaseWeeks(shares: number[], weeks: number): { start: number; end: number }[] {
  const total = shares.reduce((sum, share) => sum + share, 0) || 1;
  const n = shares.length;
  const ranges: { start: number; end: number }[] = [];
  let cumulative = 0;
  let previousEnd = 0;
  for (const [index, share] of shares.entries()) {
    cumulative += share;
    let end: number;
    if (weeks >= n) {
      end = Math.round((cumulative / total) * weeks);
      end = Math.max(previousEnd + 1, Math.min(end, weeks - (n - 1 - index)));
    } else {
      end = Math.max(1, Math.ceil(((index + 1) * weeks) / n));
    }
    if (index === n - 1) end = weeks;
    const start = Math.min(previousEnd + 1, end);
    ranges.push({ start: Math.max(1, start), end });
    previousEnd = end;
  }
  return ranges;
}

interface Context {
  profile: Profile;
  language: Language;
  type: ProjectType;
  typeProfile: ProjectTypeProfile;
  industry?: IndustryProfile;
  values: Record<string, string>;
  worksCouncil: boolean;
}

function text(context: Context, value: Text): string {
  return squeeze(fill(pick(value, context.language), context.values));
}

function title(context: Context, value: Text): string {
  return capitalize(text(context, value));
}

/** Role definitions by key: the industry's, the type's, then the common ones. */
function roleLookup(context: Context): (key: string) => RoleDef | undefined {
  const byKey = new Map<string, RoleDef>();
  for (const role of [...COMMON_ROLES, ...context.typeProfile.roles, ...(context.industry?.roles ?? [])]) byKey.set(role.key, role);
  return (key) => byKey.get(ROLE_ALIASES[key] ?? key) ?? byKey.get(key);
}

class Stakeholders {
  private readonly names = new Map<string, DraftStakeholder>();
  private readonly byKey = new Map<string, string>();

  constructor(
    private readonly context: Context,
    private readonly lookup: (key: string) => RoleDef | undefined,
  ) {}

  /** The stakeholder name of a role key, adding the stakeholder on first use. */
  name(key: string): string {
    const canonical = ROLE_ALIASES[key] ?? key;
    const known = this.byKey.get(canonical);
    if (known) return known;
    const { language, profile, industry } = this.context;
    const role = this.lookup(canonical);
    let name: string;
    let description: string;
    let interest: Level = "medium";
    let influence: Level = "medium";
    if (role) {
      const local = role.byCountry?.[profile.country] ?? role.byIndustry?.[profile.industry];
      name = pick(local?.name ?? role.name, language);
      description = pick(local?.role ?? role.role, language);
      interest = role.interest;
      influence = role.influence;
      if (canonical === "sponsor" && industry?.sponsor) name = pick(industry.sponsor, language);
    } else {
      name = humanizeRole(canonical);
      description = fill(pick(TEXTS.unknownRole, language), { Role: name, role: name.toLowerCase() } satisfies Slots<"unknownRole">);
    }
    if (!this.names.has(name)) this.names.set(name, { name, role: shorten(description, 200), interest, influence });
    this.byKey.set(canonical, name);
    return name;
  }

  list(): DraftStakeholder[] {
    return [...this.names.values()];
  }
}

/**
 * The rules of the plan: the company's rules the library returned (EU rules reach a Swiss
 * company only through their extraterritorial reach, which the library decides: such a rule
 * comes back `undetermined` with the EU-market question or `applies` when the fact is stated),
 * less other countries' national rules, intersected with the project's topics. Company-wide
 * duties stay out; they are one `GET /compliance-rules` away.
 */
function rulesFor(profile: Profile, rules: readonly ComplianceRuleInput[]): ComplianceRuleInput[] {
  const country = profile.country;
  const topics = projectTopics(profile);
  return rules.filter(
    (rule) =>
      (rule.jurisdiction === country || rule.jurisdiction === "EU") &&
      belongsToProject(rule, topics, `${profile.title} ${profile.description}`),
  );
}

/**
 * A test, built once per plan, of whether an industry task that belongs to certain systems
 * ("Kassen … anbinden": a till system, an ERP) fits this software or digitalisation project: its
 * object or one of its listed parts names one of them. A stem of three letters or fewer is an acronym ("erp", "mes") and must be a whole
 * word or hyphenated part, so "Mitarbeiterportal" names no ERP. Other types' objects are buildings,
 * products or events, and a plan whose object was not read keeps the industry's tasks.
 */
function objectMatcher(context: Context): (words: readonly string[] | undefined) => boolean {
  const { profile } = context;
  if (!profile.object || !OBJECT_TYPES.has(context.type)) return () => true;
  const named = [profile.object.base, ...profile.scope].join(" ").toLowerCase();
  // "Property-Management-System" is the "property management" system too.
  const spaced = named.replace(/-/gu, " ");
  const parts = new Set(named.split(/[^\p{L}\p{N}]+/u));
  return (words) =>
    !words || words.some((word) => (word.length <= ACRONYM_LENGTH ? parts.has(word) : named.includes(word) || spaced.includes(word)));
}
const OBJECT_TYPES: ReadonlySet<ProjectType> = new Set(["software", "digitalisation"]);
const ACRONYM_LENGTH = 3;

interface PhasePlan {
  def: PhaseDef;
  tasks: TaskDef[];
}

/**
 * The overlay items that belong to this plan's type (each lists its types in the industry's
 * file); composition.yaml can still withhold a type's tasks or risks altogether.
 */
function forThisType<Item extends ForTypes>(context: Context, items: readonly Item[] | undefined): Item[] {
  return (items ?? []).filter((item) => item.types.includes(context.type));
}

function assemblePhases(context: Context, rules: ComplianceRuleInput[], template?: TemplateInput): PhasePlan[] {
  const fromTemplate = template && template.phases.length >= 4 && template.phases.length <= 7 ? templatePhases(template) : undefined;
  const defs = fromTemplate ?? context.typeProfile.phases;
  const stages = defs.map((def) => def.stage);
  const plans: PhasePlan[] = defs.map((def) => ({ def, tasks: [...def.tasks] }));
  const insert = (stage: Stage, task: TaskDef) => {
    const plan = plans[phaseForStage(stages, stage)];
    if (!plan) return;
    // Before the gate, which stays the phase's last task.
    plan.tasks.splice(Math.max(0, plan.tasks.length - 1), 0, task);
  };
  const perPhase = new Map<number, number>();
  const fitsObject = objectMatcher(context);
  const industryTasks =
    COMPOSITION.withoutIndustryTasks.has(context.type) || context.typeProfile.industryTasks === false
      ? []
      : forThisType(context, context.industry?.tasks).filter((task) => fitsObject(task.objectWords));
  for (const task of industryTasks) {
    const index = phaseForStage(stages, task.stage);
    const used = perPhase.get(index) ?? 0;
    if (used >= 2) continue;
    perPhase.set(index, used + 1);
    insert(task.stage, task);
  }
  // The customer's own list of what the project includes: a work package and its acceptance per item.
  for (const item of context.profile.scope) {
    for (const task of TEXTS.scopeTasks) {
      insert(task.stage, {
        ...task,
        title: fillBoth(task.title, () => ({ item: capitalize(item) }) satisfies Slots<"scopeTask">),
        description: fillBoth(task.description, () => ({ item }) satisfies Slots<"scopeTask">),
      });
    }
  }
  // "für unsere 3 Werke", "in our 27 bookshops": a pilot in one, then waves over the rest.
  const rollout = TEXTS.siteRollout;
  const sites = rollout.types.includes(context.type)
    ? context.profile.quantities.find((quantity) => rollout.kinds.includes(quantity.kind) && quantity.count >= rollout.minCount)
    : undefined;
  if (sites) {
    const slots = (language: Language) =>
      ({
        count: String(sites.count),
        noun: language === "de" ? germanDativePlural(sites.noun) : sites.noun,
        rest: String(sites.count - 1),
      }) satisfies Slots<"siteRolloutTask">;
    for (const task of rollout.tasks) {
      insert(task.stage, { ...task, title: fillBoth(task.title, slots), description: fillBoth(task.description, slots) });
    }
  }
  let added = 0;
  for (const work of COMPLIANCE.tasks) {
    if (added >= 3) break;
    if (work.types !== "all" && !work.types.includes(context.type)) continue;
    const matching = rules.filter((rule) => rule.topic === work.topic && (!work.onlyApplies || rule.status === "applies"));
    if (matching.length === 0) continue;
    const codes = { codes: [...new Set(matching.map((rule) => rule.code))].slice(0, 3).join(", ") } satisfies Slots<"complianceTask">;
    insert(work.stage, {
      title: fillBoth(work.title, () => codes),
      description: fillBoth(work.description, () => codes),
      priority: work.priority,
      owner: work.owner,
    });
    added++;
  }
  for (const plan of plans) {
    if (!context.worksCouncil) plan.tasks = plan.tasks.filter((task) => task.owner !== "works_council");
    // Short phases of a template get the type's work of the same stage.
    if (plan.tasks.length < 3) {
      const typePhase =
        context.typeProfile.phases[
          phaseForStage(
            context.typeProfile.phases.map((p) => p.stage),
            plan.def.stage,
          )
        ];
      const extra = (typePhase?.tasks ?? []).filter((task) => task.owner !== "works_council" || context.worksCouncil);
      for (const task of extra) {
        if (plan.tasks.length >= 3) break;
        if (!plan.tasks.includes(task)) plan.tasks.unshift(task);
      }
    }
  }
  return plans;
}

function taskKey(phaseKey: string, index: number): string {
  return `${phaseKey.slice(0, 34)}-${index + 1}`;
}

function buildPhases(context: Context, plans: PhasePlan[], stakeholders: Stakeholders): DraftPhase[] {
  const ranges = phaseWeeks(
    plans.map((plan) => plan.def.share),
    context.profile.timelineWeeks,
  );
  const phases: DraftPhase[] = [];
  const usedKeys = new Set<string>();
  let previousGate: { key: string; due: number } | undefined;
  for (const [p, plan] of plans.entries()) {
    const range = ranges[p] ?? { start: 1, end: context.profile.timelineWeeks };
    let key = plan.def.key.slice(0, 36) || `phase-${p + 1}`;
    while (usedKeys.has(key)) key = `${key.slice(0, 34)}-${p + 1}`;
    usedKeys.add(key);
    const length = range.end - range.start + 1;
    const work = plan.tasks.length - 1;
    const tasks = plan.tasks.map((task, t) => {
      const isGate = t === plan.tasks.length - 1;
      let due = isGate ? range.end : range.start + Math.max(0, Math.ceil(((t + 1) * length) / (work + 1)) - 1);
      const depends: string[] = [];
      if (isGate) for (let k = 0; k < t; k++) depends.push(taskKey(key, k));
      else if (t === 0 && previousGate) {
        depends.push(previousGate.key);
        due = Math.max(due, Math.min(previousGate.due, range.end));
      }
      return {
        key: taskKey(key, t),
        title: shorten(title(context, task.title), 200),
        description: shorten(text(context, task.description), 2000),
        priority: task.priority,
        owner: stakeholders.name(task.owner),
        due_week: Math.min(range.end, Math.max(range.start, due)),
        depends_on: depends,
      };
    });
    const gate = tasks[tasks.length - 1];
    if (gate) previousGate = { key: gate.key, due: gate.due_week };
    phases.push({
      key,
      name: shorten(title(context, plan.def.name), 200),
      description: shorten(text(context, plan.def.description), 2000),
      start_week: range.start,
      end_week: range.end,
      tasks,
    });
  }
  return phases;
}

const MAX_RISKS = 8;

function buildRisks(context: Context, stakeholders: Stakeholders, typical: number): DraftRisk[] {
  const { typeProfile, industry, language } = context;
  const industryRisks = forThisType(context, industry?.risks)
    .sort((a, b) => b.likelihood * b.impact - a.likelihood * a.impact)
    .slice(0, COMPOSITION.withoutIndustryRisks.has(context.type) ? 0 : 5);
  const candidates: RiskDef[] = [...industryRisks, ...typeProfile.risks].filter(
    (risk) => context.worksCouncil || risk.owner !== "works_council",
  );
  const ranked = candidates
    .map((risk, index) => ({ risk, index }))
    .sort((a, b) => b.risk.likelihood * b.risk.impact - a.risk.likelihood * a.risk.impact || a.index - b.index)
    .map(({ risk }) => risk);
  const chosen: { risk: RiskDef; values?: Record<string, string> }[] = ranked.slice(0, MAX_RISKS).map((risk) => ({ risk }));
  // What the client stated comes first: the plan's own exposure, in the client's words and figures.
  chosen.unshift(...statedRisks(context, typical));
  for (const risk of PROJECT_TYPE_PROFILES.generic.risks) {
    if (chosen.length >= 5) break;
    if (!chosen.some((other) => pick(other.risk.title, language) === pick(risk.title, language))) chosen.push({ risk });
  }
  return chosen.slice(0, 10).map(({ risk, values }) => {
    const filled: Context = values ? { ...context, values: { ...context.values, ...values } } : context;
    return {
      title: shorten(title(filled, risk.title), 200),
      description: shorten(text(filled, risk.description), 2000),
      likelihood: Math.min(5, Math.max(1, Math.round(risk.likelihood))),
      impact: Math.min(5, Math.max(1, Math.round(risk.impact))),
      mitigation: shorten(text(filled, risk.mitigation), 2000),
      owner: stakeholders.name(risk.owner),
    };
  });
}

/** A date as the plan's readers write it: "30. September 2027", "30 September 2027". */
export function localDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An amount as the plan's readers write it, in whole units: the shared money format of the project's country. */
function localMoney(amount: number, currency: string, profile: Profile): string {
  return formatMoney(Math.round(amount), currency, profile.language, profile.country, 0);
}

/** The risks of what the client stated: a deadline (tight or not), a budget (below the usual cost or not), a quantity. */
/** The locale dates and amounts are written in: the project's, or its language in its country. */
function localeOf(profile: Profile): string {
  if (profile.locale.includes("-")) return profile.locale;
  return profile.language === "de" ? `de-${profile.country}` : "en-GB";
}

function statedRisks(context: Context, typical: number): { risk: RiskDef; values: Record<string, string> }[] {
  const { profile } = context;
  const locale = localeOf(profile);
  const values: Record<string, string> = { weeks: String(profile.timelineWeeks), typical: String(typical) };
  const risks: { risk: RiskDef; values: Record<string, string> }[] = [];
  const tight = profile.timelineWeeks < typical * 0.6;
  if (profile.deadline) {
    const deadline = localDate(profile.deadline, locale);
    risks.push({ risk: tight ? STATED_RISKS.tight_deadline : STATED_RISKS.deadline, values: { ...values, deadline } });
  } else if (tight) risks.push({ risk: STATED_RISKS.tight_schedule, values });
  const stated = statedTotal(profile);
  if (stated !== undefined) {
    const currency = planCurrency(profile);
    const usual = estimate(context, typical).total;
    const budget = localMoney(stated, currency, profile);
    const low = stated < usual * 0.6;
    risks.push({
      risk: low ? STATED_RISKS.low_budget : STATED_RISKS.budget,
      values: { ...values, budget, estimate: localMoney(Math.round(usual / 1000) * 1000, currency, profile) },
    });
  }
  const largest = [...profile.quantities].sort((a, b) => b.count - a.count)[0];
  if (largest && largest.count > 1 && largest.kind !== "hires" && largest.kind !== "participants") {
    risks.push({ risk: STATED_RISKS.quantity, values: { ...values, count: largest.count.toLocaleString(locale), noun: largest.noun } });
  }
  return risks;
}

function contingencyRate(context: Context, typical: number): number {
  let rate = context.type === "construction" || context.type === "production" ? 0.15 : 0.1;
  if (context.profile.timelineWeeks < typical * 0.6) rate += 0.02;
  return Math.min(0.15, rate);
}

/** Categories that mean the same money in type and industry content share one key (composition.yaml). */
const budgetCategory = (category: string): string => COMPOSITION.budgetCategories[category] ?? category;

/**
 * A stated budget keeps its currency, whether the description states it or the client sends
 * `budget_eur` (a Swiss project given EUR 70,000 plans EUR 70,000, not a converted CHF figure
 * the client never wrote); without one, the country's currency.
 */
export function planCurrency(profile: Profile): "EUR" | "CHF" {
  if (profile.budget) return profile.budget.currency;
  return profile.country === "CH" ? "CHF" : "EUR";
}

/** The client's budget in the plan's currency (converted at the fixed rate when it names the other one). */
export function statedTotal(profile: Profile): number | undefined {
  if (!profile.budget) return undefined;
  const currency = planCurrency(profile);
  if (currency === profile.budget.currency) return profile.budget.amount;
  return currency === "CHF" ? profile.budget.amount * CHF_PER_EUR : profile.budget.amount / CHF_PER_EUR;
}

/**
 * The engine's estimate in the plan's currency: the playbook's cost level by size, industry
 * and timeline, and each stated quantity priced unit by unit on top of the project's fixed
 * cost (management, concept, tests — half the level then, as the units carry the rest).
 */
function estimate(context: Context, typical: number): { total: number; units: (QuantityCost & { local: number })[] } {
  const { profile, typeProfile, industry } = context;
  const local = planCurrency(profile) === "CHF" ? CHF_PER_EUR * SWISS_PRICE_LEVEL : 1;
  const timeline = Math.min(1.6, Math.max(0.6, Math.sqrt(profile.timelineWeeks / typical)));
  const base = SIZE_BUDGET_EUR[profile.companySize] * typeProfile.costFactor * (industry?.costFactor ?? 1) * timeline;
  const units = quantityCosts(profile.quantities, context.type).map((cost) => ({ ...cost, local: cost.total * local }));
  const unitsTotal = units.reduce((sum, cost) => sum + cost.total, 0);
  return { total: (unitsTotal > 0 ? base * 0.5 + unitsTotal : base) * local, units };
}

function buildBudget(context: Context, phases: DraftPhase[], stages: readonly Stage[], typical: number): DraftPlan["budget"] {
  const { profile, typeProfile, industry } = context;
  const currency = planCurrency(profile);
  const rate = contingencyRate(context, typical);
  const estimated = estimate(context, typical);
  const stated = statedTotal(profile);
  const total = stated ?? estimated.total;
  const linesTotal = total / (1 + rate);
  // Priced quantities keep their share of the estimate; the playbook's lines share the rest.
  const unitsShare = estimated.units.reduce((sum, cost) => sum + cost.local, 0) / estimated.total;
  // The type's cost structure carries most of the money; the industry adds its specifics.
  const weighted: { def: BudgetDef; weight: number }[] = [];
  const typeShares = typeProfile.budget.reduce((sum, line) => sum + line.share, 0) || 1;
  const industryLines = forThisType(context, industry?.budget);
  const industryShares = industryLines.reduce((sum, line) => sum + line.share, 0) || 1;
  const industryPart = industryLines.length > 0 ? 0.25 : 0;
  for (const def of typeProfile.budget) weighted.push({ def, weight: ((1 - unitsShare) * (1 - industryPart) * def.share) / typeShares });
  for (const def of industryLines) {
    const weight = ((1 - unitsShare) * industryPart * def.share) / industryShares;
    // One line per category, under the type's label: it names this project's object.
    const same = weighted.find((entry) => budgetCategory(entry.def.category) === budgetCategory(def.category));
    if (same) same.weight += weight;
    else weighted.push({ def, weight });
  }
  const lines: DraftBudgetLine[] = weighted.map(({ def, weight }) => {
    const line: DraftBudgetLine = {
      category: budgetCategory(def.category).slice(0, 80),
      label: shorten(title(context, def.label), 200),
      amount: Math.max(100, roundHundreds(linesTotal * weight)),
    };
    const phase = def.stage ? phases[phaseForStage(stages, def.stage)] : undefined;
    if (phase) line.phase_key = phase.key;
    return line;
  });
  const locale = localeOf(profile);
  for (const cost of estimated.units) {
    const unit = localMoney(Math.round((cost.local / cost.quantity.count) * 10) / 10, currency, profile);
    const label = fill(pick(quantityLineLabel(), context.language), {
      count: cost.quantity.count.toLocaleString(locale),
      noun: cost.quantity.noun,
      unit,
    });
    lines.push({
      category: "rollout_units",
      label: shorten(label, 200),
      amount: Math.max(100, roundHundreds((linesTotal * cost.local) / estimated.total)),
    });
  }
  const sum = lines.reduce((acc, line) => acc + line.amount, 0);
  // A stated budget is the total to the unit: the contingency takes what the rounded lines leave.
  const contingency = stated !== undefined ? Math.max(0, Math.round(total - sum)) : Math.max(100, roundHundreds(sum * rate));
  return { currency, lines, contingency };
}

function industryLabel(context: Context): string {
  if (context.industry) return pick(context.industry.label, context.language);
  return context.profile.industry.replace(/_/g, " ");
}

function complianceReason(context: Context, rule: ComplianceRuleInput): string {
  const { profile, language } = context;
  const { reasons } = COMPLIANCE;
  const say = (text: Text, values: Readonly<Record<string, string>>) => fill(pick(text, language), values);
  const topic = pick(COMPLIANCE.topics[rule.topic]?.name ?? { de: rule.topic, en: rule.topic.replace(/_/g, " ") }, language);
  const obligation = rule.obligations[0] ? pick(rule.obligations[0], language) : pick(rule.summary, language);
  const country = pick(TEXTS.countries[profile.country].name, language);
  const questions = (rule.openQuestions ?? [])
    .map((question) => pick(question, language))
    .filter(Boolean)
    .join(" ");
  if (rule.status === "upcoming") {
    const date = rule.appliesFrom ?? rule.transpositionDeadline ?? "";
    const text = rule.appliesFrom || !rule.transpositionDeadline ? reasons.upcoming : reasons.transposition;
    return squeeze(say(text, { date, obligation } satisfies Slots<"reasonUpcoming">));
  }
  if (rule.status === "undetermined" && questions && rule.missingFigures.length === 0) {
    // A fact about the company decides it (sector, role, activity), not a figure.
    return squeeze(say(reasons.openFacts, { questions, obligation } satisfies Slots<"reasonOpenFacts">));
  }
  if (rule.status === "undetermined") {
    const figures = rule.missingFigures.map((figure) => pick(COMPLIANCE.figures[figure] ?? { de: figure, en: figure }, language));
    const list = figures.length > 0 ? figures.join(` ${pick(reasons.and, language)} `) : pick(reasons.anyFigures, language);
    // Facts that would make the rule apply regardless of the figures are asked as well.
    const alsoAsked = questions ? say(reasons.alsoAsked, { questions } satisfies Slots<"reasonAlsoAsked">) : "";
    return squeeze(say(reasons.openFigures, { figures: list, alsoAsked, obligation } satisfies Slots<"reasonOpenFigures">));
  }
  const who =
    profile.employees !== undefined
      ? say(reasons.company, { employees: profile.employees.toLocaleString(NUMBER_LOCALE[language]) } satisfies Slots<"reasonCompany">)
      : pick(reasons.sizes[profile.companySize], language);
  return squeeze(
    say(reasons.applies, { who, country, industry: industryLabel(context), topic, obligation } satisfies Slots<"reasonApplies">),
  );
}

function buildCompliance(context: Context, rules: ComplianceRuleInput[], phases: DraftPhase[]): DraftComplianceItem[] {
  const first = phases[0];
  const beforeLaunch = phases[Math.max(0, phases.length - 2)];
  const design = phases[Math.min(1, phases.length - 1)];
  return rules.map((rule) => {
    let due: number | undefined;
    if (rule.status === "undetermined") due = first?.end_week;
    else if (COMPLIANCE.topics[rule.topic]?.early) due = design?.end_week;
    else due = beforeLaunch?.end_week;
    const item: DraftComplianceItem = {
      rule_id: rule.id,
      code: rule.code,
      title: shorten(pick(rule.title, context.language) || rule.code, 300),
      reason: shorten(complianceReason(context, rule), 2000),
    };
    if (due !== undefined) item.due_week = due;
    return item;
  });
}

function draftDescription(context: Context, phases: DraftPhase[]): string {
  const { profile, language, typeProfile } = context;
  const first = phases[0]?.name ?? "";
  const last = phases[phases.length - 1]?.name ?? "";
  const summary = fill(pick(TEXTS.summary, language), {
    type: pick(typeProfile.name, language),
    subject: context.values.subject ?? "",
    weeks: String(profile.timelineWeeks),
    start: profile.startDate,
    phases: String(phases.length),
    first,
    last,
  } satisfies Slots<"summary">);
  return shorten(`${summary} ${shorten(profile.description, 1500)}`, 2000);
}

/** The type's playbook, or the variant of it that this project is (see `PlaybookVariant`). */
export function playbookFor(playbook: ProjectTypeProfile, profile: Pick<Profile, "intent" | "object" | "description">): ProjectTypeProfile {
  // What moves chooses the kind of move as much as where it goes ("our production to a new hall").
  const object = [profile.object?.base, profile.object?.moving].filter(Boolean).join(" ").toLowerCase();
  const description = profile.description.toLowerCase();
  const matching = (playbook.variants ?? []).filter(
    ({ when }) =>
      (!when.intents || (profile.intent !== undefined && when.intents.includes(profile.intent))) &&
      (!when.objectWords || when.objectWords.some((word) => object.includes(word))) &&
      (!when.descriptionWords || when.descriptionWords.some((word) => description.includes(word))) &&
      !when.unlessDescriptionWords?.some((word) => description.includes(word)),
  );
  // The object names the kind of project more surely than the rest of the description: a
  // celebration in a congress centre, a conference with a gala dinner.
  const variant = matching.find(({ when }) => when.descriptionWords?.some((word) => object.includes(word))) ?? matching[0];
  if (!variant) return playbook;
  return {
    ...playbook,
    roles: [...playbook.roles, ...(variant.roles ?? [])],
    phases: variant.phases,
    risks: variant.risks ?? playbook.risks,
    budget: variant.budget ?? playbook.budget,
    industryTasks: variant.industryTasks,
    namesWork: variant.namesWork,
  };
}

export function buildDraft(profile: Profile, rules: ComplianceRuleInput[], template?: TemplateInput): DraftPlan {
  const language = profile.language;
  const type = profile.projectType;
  const typeProfile = playbookFor(PROJECT_TYPE_PROFILES[type], profile);
  const industry = industryContent(profile.industry, profile.provenance.industry);
  // The object the understanding step read; otherwise the noun phrase search over the description.
  const read = profile.object
    ? {
        subject: profile.object.name
          ? nameSubject(profile.object.base, language)
          : subjectFromPhrase(
              profile.object.base,
              profile.object.head,
              language,
              profile.object.gender,
              detectLanguage(profile.description),
            ),
      }
    : readSubject(profile.description, language, typeProfile);
  // A plan about a piece of work ("Sanierung", "Integration") names the work with its object.
  const work =
    profile.intent && typeProfile.namesWork !== false
      ? workOf(profile.intent, profile.description, profile.work, profile.object?.successor)
      : undefined;
  const facts = work ? { subject: workSubject(work, read.subject, profile.object, language) } : read;
  const permit = pick(TEXTS.countries[profile.country].permit, language);
  const context: Context = {
    profile,
    language,
    type,
    typeProfile,
    industry,
    values: {
      subject: facts.subject.object,
      Subject: capitalize(facts.subject.object),
      head: facts.subject.head,
      Head: capitalize(facts.subject.head),
      permit,
      Permit: capitalize(permit),
    },
    worksCouncil: typeProfile.affectsEmployees && profile.companySize !== "micro",
  };
  const typical = typicalWeeks(typeProfile, industry, profile.companySize);
  const applicable = rulesFor(profile, rules);
  const stakeholders = new Stakeholders(context, roleLookup(context));
  stakeholders.name("sponsor");
  stakeholders.name("project_manager");
  const plans = assemblePhases(context, applicable, template);
  const phases = buildPhases(context, plans, stakeholders);
  const risks = buildRisks(context, stakeholders, typical);
  if (context.worksCouncil) stakeholders.name("works_council");
  const budget = buildBudget(
    context,
    phases,
    plans.map((plan) => plan.def.stage),
    typical,
  );
  return {
    title: profile.title,
    description: draftDescription(context, phases),
    phases,
    risks,
    budget,
    compliance: buildCompliance(context, applicable, phases),
    stakeholders: stakeholders.list(),
  };
}
