/**
 * The one understanding step of generate-plan, used by both engines: reads a request the way
 * a consultant would — what is to be done and to what, where, when, how big and for how much —
 * and returns the typed profile the engines plan from, with the words every inferred value
 * came from (`inferences`) and the questions a thin description leaves open. The readers
 * evaluate data (gazetteer, lexicons, calendars); this module only decides precedence: what
 * the client gave, then the locale, then the text, then a default.
 */
import { isLanguage, parseLocale, projectLocale, ServiceError, status } from "@planner/shared";
import { industryFromText, PROJECT_TYPE_PROFILES, projectTypeFromText } from "../builtin/content-data.js";
import { addDays, clampWeeks, weekday } from "../builtin/dates.js";
import { industryContent, typicalWeeks } from "../builtin/estimates.js";
import { detectLanguage } from "../builtin/language.js";
import { squeezeLines } from "../builtin/text.js";
import {
  COUNTRIES,
  type CompanySize,
  type Country,
  type Industry,
  type Inference,
  type Language,
  type PlanRequest,
  type Profile,
  type ProjectType,
  type Provenance,
  type QuestionTopic,
  type TemplateInput,
} from "../types.js";
import { readBudget, readEnergyConsumption, readHeadcounts, readQuantities, readSizeWord, sizeClass } from "./amounts/index.js";
import { undictate } from "./dictation.js";
import { isProjectDescription, letterBody, readIntent } from "./intent/index.js";
import { truecaseGerman } from "./intent/truecase.js";
import { placeOfProject } from "./places/index.js";
import { questionsFor } from "./questions.js";
import { readScope } from "./scope.js";
import { deriveTitle, readSubject, titleOf } from "./subject.js";
import { readTimeline, weeksUntil } from "./time/index.js";

/**
 * Without any hint the industry is professional services: a company that names neither its
 * industry nor anything typical of one is most often a service business, and that industry
 * adds almost no sector rules to the cross-industry baseline.
 */
const DEFAULT_INDUSTRY: Industry = "professional_services";
const DEFAULT_COUNTRY: Country = "DE";
const DEFAULT_SIZE: CompanySize = "small";

/** A description this short, or one stating none of size, time, budget, place and quantity, is asked about. */
const THIN_WORDS = 8;
/** A line this short with one stated fact is still thin. */
const ONE_FACT_WORDS = 12;

function nextMonday(today: string): string {
  return addDays(today, (8 - weekday(today)) % 7);
}

/** The Monday from which `weeks` of work end on the last Friday on or before `until`. */
function startToEndBy(until: string, weeks: number): string {
  const friday = addDays(until, -((weekday(until) + 2) % 7));
  return addDays(friday, -4 - (weeks - 1) * 7);
}

const wordCount = (text: string): number => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;

/** Collects the values read from the text with their words, for `assumptions.inferences`. */
class Evidence {
  readonly list: Inference[] = [];
  add(attribute: string, value: string | number, evidence: string): void {
    this.list.push({ attribute, value: String(value), evidence: evidence.trim().slice(0, 200) });
  }
}

export function understand(request: PlanRequest, today: string, template?: TemplateInput): Profile {
  // Dictated text gets its spoken punctuation written; every reader then sees the marks.
  const description = undictate(squeezeLines(request.description));
  const evidence = new Evidence();
  const parsed = request.locale ? parseLocale(request.locale) : undefined;

  let language: Language;
  let languageFrom: Provenance;
  if (parsed && isLanguage(parsed.language)) {
    language = parsed.language;
    languageFrom = "locale";
  } else {
    language = detectLanguage(description);
    languageFrom = "text";
  }
  const requested = request.locale ? projectLocale(request.locale, language)?.tag : undefined;

  const place = placeOfProject(description);
  let country: Country;
  let countryFrom: Provenance;
  const localeRegion = parsed?.region;
  if (request.country) {
    country = request.country;
    countryFrom = "given";
  } else if (localeRegion && (COUNTRIES as readonly string[]).includes(localeRegion)) {
    country = localeRegion as Country;
    countryFrom = "locale";
  } else if (place) {
    country = place.country;
    countryFrom = "text";
    evidence.add("country", country, place.evidence);
  } else {
    country = DEFAULT_COUNTRY;
    countryFrom = "default";
  }

  // A German plan for a company known to be in Austria or Switzerland speaks its variety ("Jänner",
  // "ss" for "ß"): the locale takes the country's region when the client sent no locale (one it sent is kept as sent).
  const regional = language === "de" && countryFrom !== "default" && !request.locale;
  const locale = regional ? `de-${country}` : (requested ?? language);

  // What the text states, read once: the refusal below and the profile both use it.
  const headcounts = readHeadcounts(description);
  const headcount = headcounts.company;
  const energy = readEnergyConsumption(description);
  const quantityReadings = readQuantities(description);
  const statedBudget = readBudget(description, { defaultCurrency: country === "CH" ? "CHF" : "EUR", today });
  const keywordType = projectTypeFromText(description);
  const industryHint = industryFromText(description);

  // Text that names no action and nothing it is done to is no project: refused, nothing is planned.
  // The grammar decides first; a text it finds no action in is still a project when it names the kind of
  // work the playbooks know ("Office move.", "neue CNC-Säge"), an organisation, or the figures of a plan
  // (a budget, a head count, a quantity).
  // German typed in lower case gets its nouns' capitals back for the grammar; places, time and money read the text as sent.
  const grammarText = detectLanguage(description) === "de" ? truecaseGerman(description) : description;
  const judged = isProjectDescription(grammarText, language);
  const namesWork = keywordType !== "generic" || industryHint !== undefined;
  const namesFigures = statedBudget !== undefined || headcount !== undefined || quantityReadings.length > 0;
  // A question the grammar reads nothing in ("can we pay by invoice instead of credit card?") is about
  // something else even when it names an industry; only the figures of a plan make it one.
  if (!judged.project && (judged.certain || (!namesWork && !namesFigures) || (judged.asks && !namesFigures))) {
    throw new ServiceError(
      status.INVALID_ARGUMENT,
      "not_a_project_description",
      `The description names no project (${judged.reason ?? "no action and no object"}): say what should be done and to what, e.g. "Wir führen in 22 Filialen ein neues Kassensystem ein".`,
    );
  }
  const intent = readIntent(grammarText, language);
  if (intent) {
    evidence.add("intent", intent.action, intent.evidence);
    if (intent.object) evidence.add("subject", intent.object.base, intent.object.text);
  }
  const scope = readScope(grammarText, {
    language: detectLanguage(description),
    // Only the action words and the object: a list between them ("steigern: Käsefertiger, Salzbad …") is the scope.
    exclude: intent?.parts ?? [],
    today,
    ...(intent?.object ? { objectHead: intent.object.head } : {}),
    ...(intent?.object?.parts ? { objectParts: intent.object.parts } : {}),
  });
  for (const item of scope) evidence.add("scope", item, item);

  // The company's head count decides its size class; a size word ("Mittelständler", "Konzern") only without one.
  const employees = headcount?.employees;
  const sizeWord = headcount ? undefined : readSizeWord(description);
  let companySize: CompanySize;
  let sizeFrom: Provenance;
  if (request.companySize) {
    companySize = request.companySize;
    sizeFrom = "given";
  } else if (employees !== undefined) {
    companySize = sizeClass(employees);
    sizeFrom = "text";
  } else if (sizeWord) {
    companySize = sizeWord.size;
    sizeFrom = "text";
    evidence.add("company_size", companySize, sizeWord.evidence);
  } else {
    companySize = DEFAULT_SIZE;
    sizeFrom = "default";
  }
  if (headcount) evidence.add("employees", headcount.employees, headcount.evidence);
  if (headcounts.group) evidence.add("group_employees", headcounts.group.employees, headcounts.group.evidence);
  if (energy) evidence.add("energy_consumption_gwh", energy.gwh, energy.evidence);

  let industry: Industry;
  let industryFrom: Provenance;
  if (request.industry) {
    industry = request.industry;
    industryFrom = "given";
  } else if (industryHint) {
    industry = industryHint.industry;
    industryFrom = "text";
    const hit = industryHint.hits[0];
    if (hit) evidence.add("industry", industry, description.slice(hit.start, hit.end));
  } else {
    industry = DEFAULT_INDUSTRY;
    industryFrom = "default";
  }

  // What is done to what decides the playbook; the keyword reading only when the grammar found no action.
  // A grammar reading that found no kind of project ("generic") leaves it to the keywords ("von NIS2 betroffen").
  const projectType: ProjectType =
    intent?.projectType && (intent.projectType !== "generic" || intent.typeNamed) ? intent.projectType : keywordType;
  const playbook = PROJECT_TYPE_PROFILES[projectType];
  let startDate = request.startDate ?? nextMonday(today);

  // A stated duration or deadline is the timeline; a deadline is planned backwards from, and kept even when
  // it is too short for the work (the plan then says so as a risk).
  let timelineWeeks: number;
  let timelineFrom: Provenance;
  let deadline: string | undefined;
  const region = place?.country === country ? place.region : undefined;
  const time = request.desiredTimelineWeeks === undefined ? readTimeline(description, { today, country, region }) : undefined;
  if (request.desiredTimelineWeeks !== undefined) {
    timelineWeeks = clampWeeks(request.desiredTimelineWeeks);
    timelineFrom = "given";
  } else if (time?.kind === "duration" && time.weeks !== undefined) {
    timelineWeeks = clampWeeks(time.weeks);
    timelineFrom = "text";
    evidence.add("timeline_weeks", timelineWeeks, time.evidence);
    // "in den Sommerferien (6 Wochen)": the work is planned into the window, ending with it.
    const inWindow = time.window && !request.startDate ? startToEndBy(time.window.until, timelineWeeks) : undefined;
    if (inWindow && time.window && inWindow > startDate) {
      startDate = inWindow;
      evidence.add("start_date", startDate, time.window.evidence);
    }
  } else if (time?.kind === "deadline" && time.deadline !== undefined && time.deadline > startDate) {
    deadline = time.deadline;
    timelineWeeks = clampWeeks(weeksUntil(startDate, deadline));
    timelineFrom = "text";
    evidence.add("deadline", deadline, time.evidence);
  } else if (template && template.defaultTimelineWeeks > 0) {
    timelineWeeks = clampWeeks(template.defaultTimelineWeeks);
    timelineFrom = "template";
  } else {
    timelineWeeks = typicalWeeks(playbook, industryContent(industry, industryFrom), companySize);
    timelineFrom = "default";
  }

  let title: string;
  let titleFrom: Provenance;
  if (request.title !== undefined && request.title.trim() !== "") {
    title = request.title;
    titleFrom = "given";
  } else {
    title = intent?.object
      ? titleOf(intent.action, intent.object, language, place?.place, intent.work, detectLanguage(description))
      : deriveTitle(language, readSubject(grammarText, language, playbook), playbook, place?.place);
    titleFrom = "text";
  }

  // The client's field wins; otherwise an amount the description states as the budget, in the currency it names
  // (an amount without one is in the country's currency).
  let budget: Profile["budget"];
  let budgetFrom: Provenance = "default";
  if (request.budgetEur !== undefined) {
    budget = { amount: request.budgetEur, currency: "EUR" };
    budgetFrom = "given";
  } else if (statedBudget) {
    budget = { amount: statedBudget.amount, currency: statedBudget.currency };
    budgetFrom = "text";
    evidence.add("budget", `${statedBudget.amount} ${statedBudget.currency}`, statedBudget.evidence);
  }

  const quantities = quantityReadings.map((quantity) => ({ kind: quantity.kind, count: quantity.count, noun: quantity.noun }));
  for (const quantity of quantityReadings) evidence.add("quantity", `${quantity.count} ${quantity.kind}`, quantity.evidence);

  // A description too thin to plan without asking: the consultant's questions, answered by assumption meanwhile.
  const open: QuestionTopic[] = [];
  if (sizeFrom === "default") open.push("company_size");
  if (timelineFrom === "default") open.push("timeline");
  if (budgetFrom === "default") open.push("budget");
  if (countryFrom === "default") open.push("country");
  const stated = 4 - open.length + (quantities.length > 0 ? 1 : 0);
  // One stated fact in a line ("Neue Website, soll heuer noch online gehen") still leaves the scope open;
  // a greeting and a signature ("Freundliche Grüsse, Reto Meier, Meier Haustechnik AG, Sursee") add no scope.
  const words = wordCount(letterBody(description));
  const thin = words <= THIN_WORDS || stated === 0 || (stated === 1 && words <= ONE_FACT_WORDS);

  return {
    title,
    description,
    language,
    locale,
    country,
    ...(region ? { region } : {}),
    industry,
    companySize,
    ...(employees !== undefined ? { employees } : {}),
    ...(headcounts.group ? { groupEmployees: headcounts.group.employees } : {}),
    ...(energy ? { energyConsumptionGwh: energy.gwh } : {}),
    timelineWeeks,
    startDate,
    ...(budget ? { budget } : {}),
    ...(template ? { templateKey: template.key } : {}),
    projectType,
    ...(intent ? { intent: intent.action } : {}),
    ...(intent?.object
      ? {
          object: {
            base: intent.object.base,
            head: intent.object.head,
            ...(intent.object.gender ? { gender: intent.object.gender } : {}),
            ...(intent.object.category === "standard" && !intent.object.gender ? { name: true as const } : {}),
            ...(intent.object.successor ? { successor: true as const } : {}),
            ...(intent.object.moving ? { moving: intent.object.moving } : {}),
          },
        }
      : {}),
    ...(intent?.work ? { work: intent.work } : {}),
    scope,
    ...(deadline ? { deadline } : {}),
    quantities,
    inferences: evidence.list,
    questions: thin ? questionsFor(open.length > 0 ? open : ["scope"], language) : [],
    provenance: {
      language: languageFrom,
      country: countryFrom,
      industry: industryFrom,
      companySize: sizeFrom,
      timelineWeeks: timelineFrom,
      title: titleFrom,
      budget: budgetFrom,
    },
  };
}
