/**
 * SWOT analysis from the plan's facts: progress, completed phases, committed stakeholders
 * and the contingency reserve as strengths; overdue or unassigned work, missing mitigations
 * and a thin reserve as weaknesses; the industry, the country and pending obligations as
 * opportunities; high-scoring risks, overdue obligations and disengaged decision makers as
 * threats. Each quadrant holds 2 to 6 entries.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Language } from "../../types.js";
import {
  budgetFacts,
  isConcreteMitigation,
  isDone,
  isIsoDay,
  isOpenItem,
  isOverdue,
  keyPerson,
  levelRank,
  phaseProgress,
  phaseStatus,
  planProgress,
  projectSpan,
  projectTitle,
  referenceDay,
  riskScore,
  risksByScore,
  sortedPhases,
  taskEntries,
} from "../facts.js";
import type { ToolOutput } from "../output.js";
import { blocks, bullets, escapeInline, formatDate, formatMoney, formatPercent, joinList, quote, type Texts } from "../text.js";

export interface SwotResult {
  strengths: string[];
  weaknesses: string[];
  opportunities: string[];
  threats: string[];
}

const MAX = 6;

const INDUSTRY_OPPORTUNITIES: Record<string, Texts> = {
  manufacturing: {
    de: "Digitalisierung der Fertigung: transparente Auftrags- und Maschinendaten senken Durchlaufzeiten und Ausschuss",
    en: "Digital manufacturing: transparent order and machine data cut lead times and scrap",
  },
  retail: {
    de: "Verzahnung von Filiale und Onlinehandel (Omnichannel) mit einheitlichen Kunden- und Bestandsdaten",
    en: "Omnichannel retail with shared customer and stock data across stores and online",
  },
  it_software: {
    de: "Automatisierung von Build, Test und Betrieb verkürzt die Release-Zyklen",
    en: "Automating build, test and operations shortens release cycles",
  },
  telecommunications: {
    de: "Netzausbau und digitale Kundenservices als Differenzierungsmerkmal",
    en: "Network roll-out and digital customer services as differentiators",
  },
  finance: {
    de: "Digitale Prozesse und Automatisierung im Reporting senken die Kosten je Vorgang",
    en: "Digital processes and automated reporting lower the cost per transaction",
  },
  insurance: {
    de: "Digitale Schadenbearbeitung und Self-Services verbessern Kundenzufriedenheit und Effizienz",
    en: "Digital claims handling and self-service improve customer satisfaction and efficiency",
  },
  health: {
    de: "Digitale Patientenprozesse entlasten das Personal und verbessern die Versorgung",
    en: "Digital patient processes relieve staff and improve care",
  },
  pharma: {
    de: "Durchgängige, validierte Datenflüsse beschleunigen Freigaben und Audits",
    en: "End-to-end validated data flows speed up releases and audits",
  },
  energy: {
    de: "Energiewende und Flexibilitätsmärkte eröffnen neue Geschäftsmodelle",
    en: "The energy transition and flexibility markets open new business models",
  },
  construction: {
    de: "Digitale Bauplanung (BIM) reduziert Nachträge und Terminverzug",
    en: "Digital construction planning (BIM) reduces change orders and delays",
  },
  public_sector: {
    de: "Verwaltungsdigitalisierung: Online-Services für Bürgerinnen, Bürger und Unternehmen",
    en: "Digital government: online services for citizens and businesses",
  },
  transport_logistics: {
    de: "Echtzeit-Sendungsverfolgung und Routenoptimierung senken Kosten und Emissionen",
    en: "Real-time tracking and route optimisation cut costs and emissions",
  },
  food: {
    de: "Lückenlose Rückverfolgbarkeit stärkt Lebensmittelsicherheit und Kundenvertrauen",
    en: "End-to-end traceability strengthens food safety and customer trust",
  },
  chemicals: {
    de: "Effizientere Prozesse und Kreislaufwirtschaft senken Energie- und Rohstoffkosten",
    en: "More efficient processes and circularity lower energy and raw-material costs",
  },
  automotive: {
    de: "Elektromobilität und softwaredefinierte Fahrzeuge schaffen neue Wertschöpfung",
    en: "E-mobility and software-defined vehicles create new value",
  },
  professional_services: {
    de: "Standardisierte, digitale Leistungen machen Wissen skalierbar",
    en: "Standardised digital services make expertise scalable",
  },
  hospitality: {
    de: "Digitale Buchung und Gästekommunikation steigern Auslastung und Bewertungen",
    en: "Digital booking and guest communication raise occupancy and ratings",
  },
  education: {
    de: "Digitale Lernangebote erreichen mehr Lernende bei gleichbleibendem Personal",
    en: "Digital learning reaches more learners with the same staff",
  },
  real_estate: {
    de: "Digitales Gebäude- und Mietermanagement senkt Bewirtschaftungskosten",
    en: "Digital building and tenant management lowers operating costs",
  },
  media: {
    de: "Neue digitale Formate und datenbasierte Vermarktung erschließen Zielgruppen",
    en: "New digital formats and data-driven marketing reach new audiences",
  },
};

const COUNTRY_OPPORTUNITIES: Record<string, Texts> = {
  DE: {
    de: "Förderprogramme in Deutschland (z. B. von Bund, Ländern, KfW oder BAFA) können Teile der Kosten tragen",
    en: "German funding programmes (federal and state programmes, KfW or BAFA) may cover part of the cost",
  },
  AT: {
    de: "Förderungen in Österreich (z. B. aws, FFG oder Landesförderungen) können Teile der Kosten tragen",
    en: "Austrian funding (for example aws, FFG or regional programmes) may cover part of the cost",
  },
  CH: {
    de: "Innovationsförderung in der Schweiz (z. B. Innosuisse oder kantonale Programme) kann das Projekt unterstützen",
    en: "Swiss innovation funding (for example Innosuisse or cantonal programmes) may support the project",
  },
};

/** Collects entries up to the maximum, ignoring duplicates. */
class Quadrant {
  readonly items: string[] = [];
  add(text: string | undefined): void {
    if (text && this.items.length < MAX && !this.items.includes(text)) this.items.push(text);
  }
  /** Adds fallbacks until the minimum of two is reached. */
  fill(fallbacks: readonly string[]): void {
    for (const text of fallbacks) {
      if (this.items.length >= 2) return;
      this.add(text);
    }
  }
}

export function computeSwot(plan: Plan, language: Language, today?: string): SwotResult {
  const de = language === "de";
  const t = (texts: Texts) => texts[language];
  const q = (text: string) => quote(text, language);
  const project = plan.project;
  const entries = taskEntries(plan);
  const progress = planProgress(plan);
  const phases = sortedPhases(plan);
  const budget = budgetFacts(plan);
  const reference = today ?? referenceDay(plan);
  const overdue = reference ? entries.filter((entry) => isOverdue(entry.task, reference)) : [];
  const openTasks = entries.filter((entry) => !isDone(entry.task));
  const unassigned = openTasks.filter((entry) => !entry.task.assignee?.trim());
  const highRisks = risksByScore(plan).filter((risk) => riskScore(risk) >= 15);
  const unmitigated = plan.risks.filter((risk) => !isConcreteMitigation(risk.mitigation) || !risk.owner.trim());
  const openItems = plan.compliance.filter(isOpenItem);
  const overdueItems = reference ? openItems.filter((item) => isIsoDay(item.due_date) && item.due_date < reference) : [];
  const champions = plan.stakeholders.filter((s) => s.influence === "high" && s.interest === "high");
  const disengaged = plan.stakeholders.filter((s) => s.influence === "high" && levelRank(s.interest) <= 1);
  const supporters = plan.stakeholders.filter((s) => s.interest === "high" && levelRank(s.influence) <= 2 && s.influence !== "high");
  const span = projectSpan(plan);
  const names = (list: readonly { name: string }[]) =>
    joinList(
      list.slice(0, 3).map((s) => s.name),
      language,
    );

  const strengths = new Quadrant();
  if (progress.done > 0) {
    strengths.add(
      de
        ? `Spürbarer Fortschritt: ${formatPercent(progress.ratio, language)} erledigt (${progress.done} von ${progress.total} Aufgaben)`
        : `Visible progress: ${formatPercent(progress.ratio, language)} done (${progress.done} of ${progress.total} tasks)`,
    );
  }
  const completed = phases.filter(
    (phase) => phaseStatus(phase) === "completed" || (phase.tasks.length > 0 && phaseProgress(phase).done === phase.tasks.length),
  );
  if (completed.length > 0) {
    const list = joinList(
      completed.slice(0, 3).map((phase) => q(phase.name)),
      language,
    );
    strengths.add(
      de
        ? `${completed.length === 1 ? "Phase" : "Phasen"} ${list} abgeschlossen`
        : `${completed.length === 1 ? "Phase" : "Phases"} ${list} completed`,
    );
  }
  if (champions.length > 0) {
    strengths.add(
      de
        ? `Rückhalt der Entscheider: ${names(champions)} mit hohem Einfluss und hohem Interesse`
        : `Backing from decision makers: ${names(champions)} with high influence and high interest`,
    );
  }
  if (budget && budget.contingencyShare >= 0.1) {
    strengths.add(
      de
        ? `Solide Reserve: ${formatMoney(budget.contingency, budget.currency, language, project?.country)} (${formatPercent(budget.contingencyShare, language)} des Budgets)`
        : `Solid contingency: ${formatMoney(budget.contingency, budget.currency, language, project?.country)} (${formatPercent(budget.contingencyShare, language)} of the budget)`,
    );
  }
  if (plan.risks.length > 0 && unmitigated.length === 0) {
    strengths.add(
      de
        ? `Gepflegtes Risikoregister: alle ${plan.risks.length} Risiken mit Gegenmaßnahme und Verantwortlichen`
        : `Well-kept risk register: all ${plan.risks.length} risks have a mitigation and an owner`,
    );
  }
  if (plan.compliance.length > 0 && openItems.length === 0) {
    strengths.add(de ? "Alle Compliance-Pflichten sind erledigt" : "All compliance obligations are met");
  }
  if (reference && entries.length > 0 && overdue.length === 0 && progress.done > 0) {
    strengths.add(de ? "Termintreue: keine überfälligen Aufgaben" : "On schedule: no overdue tasks");
  }
  if (openTasks.length > 0 && unassigned.length === 0) {
    strengths.add(
      de
        ? "Klare Zuständigkeiten: jede offene Aufgabe hat eine verantwortliche Person"
        : "Clear ownership: every open task has an assignee",
    );
  }
  strengths.fill([
    de
      ? `Strukturierter Plan mit ${phases.length} ${phases.length === 1 ? "Phase" : "Phasen"} und ${entries.length} ${entries.length === 1 ? "Aufgabe" : "Aufgaben"}`
      : `Structured plan with ${phases.length} ${phases.length === 1 ? "phase" : "phases"} and ${entries.length} ${entries.length === 1 ? "task" : "tasks"}`,
    span.start && span.end
      ? de
        ? `Fester Zeitrahmen vom ${formatDate(span.start, language)} bis ${formatDate(span.end, language)}`
        : `Fixed time frame from ${formatDate(span.start, language)} to ${formatDate(span.end, language)}`
      : de
        ? "Klar beschriebenes Projektziel"
        : "A clearly described project goal",
    de ? "Klar beschriebenes Projektziel" : "A clearly described project goal",
  ]);

  const weaknesses = new Quadrant();
  if (overdue.length > 0) {
    const first = overdue[0]?.task.title ?? "";
    weaknesses.add(
      de
        ? `${overdue.length} ${overdue.length === 1 ? "überfällige Aufgabe" : "überfällige Aufgaben"}, u. a. ${q(first)}`
        : `${overdue.length} overdue ${overdue.length === 1 ? "task" : "tasks"}, including ${q(first)}`,
    );
  }
  if (unassigned.length > 0) {
    weaknesses.add(
      de
        ? `${unassigned.length} offene ${unassigned.length === 1 ? "Aufgabe" : "Aufgaben"} ohne verantwortliche Person`
        : `${unassigned.length} open ${unassigned.length === 1 ? "task has" : "tasks have"} no assignee`,
    );
  }
  if (budget && budget.contingencyShare < 0.1) {
    weaknesses.add(
      budget.contingency <= 0
        ? de
          ? "Keine Budgetreserve für Unvorhergesehenes"
          : "No contingency reserve for the unexpected"
        : de
          ? `Knappe Reserve: nur ${formatPercent(budget.contingencyShare, language, 1)} des Budgets`
          : `Thin contingency: only ${formatPercent(budget.contingencyShare, language, 1)} of the budget`,
    );
  }
  if (unmitigated.length > 0) {
    weaknesses.add(
      de
        ? `${unmitigated.length} ${unmitigated.length === 1 ? "Risiko" : "Risiken"} ohne konkrete Gegenmaßnahme oder Verantwortliche`
        : `${unmitigated.length} ${unmitigated.length === 1 ? "risk lacks" : "risks lack"} a concrete mitigation or an owner`,
    );
  }
  const key = keyPerson(plan);
  if (key) {
    weaknesses.add(
      de
        ? `Abhängigkeit von ${key.name}: ${key.open} der offenen Aufgaben (${formatPercent(key.share, language)}) liegen bei einer Person`
        : `Dependence on ${key.name}: ${key.open} of the open tasks (${formatPercent(key.share, language)}) rest with one person`,
    );
  }
  if (plan.stakeholders.length > 0 && !plan.stakeholders.some((s) => s.influence === "high")) {
    weaknesses.add(
      de
        ? "Kein Stakeholder mit hohem Einfluss – Entscheidungen können sich verzögern"
        : "No stakeholder with high influence – decisions may stall",
    );
  }
  if (plan.risks.length === 0) {
    weaknesses.add(de ? "Noch keine Risiken erfasst" : "No risks recorded yet");
  }
  weaknesses.fill([
    progress.done === 0 && progress.total > 0
      ? de
        ? "Noch keine Aufgabe abgeschlossen"
        : "No task completed yet"
      : openTasks.length > 0
        ? de
          ? `Noch ${openTasks.length} offene ${openTasks.length === 1 ? "Aufgabe" : "Aufgaben"}`
          : `${openTasks.length} ${openTasks.length === 1 ? "task is" : "tasks are"} still open`
        : de
          ? "Der Plan enthält noch keine Aufgaben für die nächsten Schritte"
          : "The plan holds no tasks for the next steps yet",
    de
      ? "Parallele Belastung der Beteiligten durch Projekt und Tagesgeschäft"
      : "People carry project work on top of their day-to-day duties",
  ]);

  const opportunities = new Quadrant();
  const industry = INDUSTRY_OPPORTUNITIES[project?.industry ?? ""];
  if (industry) opportunities.add(t(industry));
  const country = COUNTRY_OPPORTUNITIES[project?.country ?? ""];
  if (country) opportunities.add(t(country));
  if (openItems.length > 0) {
    const codes = joinList([...new Set(openItems.map((item) => item.code || item.title))].slice(0, 3), language);
    opportunities.add(
      de
        ? `Pflichten (${codes}) gleich im Projekt mit umsetzen statt später nachzurüsten`
        : `Meet obligations (${codes}) within the project instead of retrofitting later`,
    );
  }
  if (supporters.length > 0) {
    opportunities.add(
      de
        ? `Hohes Interesse bei ${names(supporters)}: als Multiplikatoren für die Akzeptanz nutzen`
        : `High interest from ${names(supporters)}: use them as multipliers for adoption`,
    );
  }
  if (completed.length > 0 && completed.length < phases.length) {
    opportunities.add(
      de ? "Erfahrungen aus abgeschlossenen Phasen für die folgenden nutzen" : "Apply lessons from completed phases to the ones ahead",
    );
  }
  opportunities.fill([
    de
      ? "Standardisierte Abläufe und saubere Daten schaffen die Grundlage für weitere Verbesserungen"
      : "Standardised processes and clean data lay the ground for further improvements",
    de ? "Sichtbarer Projekterfolg stärkt die Veränderungsbereitschaft" : "A visible success builds readiness for further change",
  ]);

  const threats = new Quadrant();
  for (const risk of highRisks.slice(0, 3)) {
    threats.add(
      de ? `Risiko ${q(risk.title)} (Bewertung ${riskScore(risk)} von 25)` : `Risk ${q(risk.title)} (score ${riskScore(risk)} of 25)`,
    );
  }
  if (overdueItems.length > 0) {
    threats.add(
      de
        ? `Überfällige Compliance-Pflichten (${joinList(
            overdueItems.slice(0, 3).map((item) => item.code || item.title),
            language,
          )}): Bußgeld- und Haftungsrisiko`
        : `Overdue compliance obligations (${joinList(
            overdueItems.slice(0, 3).map((item) => item.code || item.title),
            language,
          )}): risk of fines and liability`,
    );
  }
  if (disengaged.length > 0) {
    threats.add(
      de
        ? `Geringes Interesse bei einflussreichen Stakeholdern (${names(disengaged)}): Unterstützung kann fehlen`
        : `Low interest among influential stakeholders (${names(disengaged)}): support may be lacking`,
    );
  }
  if (budget && budget.contingencyShare < 0.05) {
    threats.add(
      de ? "Kostensteigerungen können ohne Reserve nicht aufgefangen werden" : "Cost increases cannot be absorbed without a reserve",
    );
  }
  if (overdue.length > 0 && entries.some((entry) => entry.task.depends_on.some((id) => overdue.some((late) => late.task.id === id)))) {
    threats.add(de ? "Überfällige Aufgaben blockieren abhängige Folgeaufgaben" : "Overdue tasks hold up the tasks that depend on them");
  }
  for (const risk of risksByScore(plan).filter((r) => riskScore(r) >= 10 && riskScore(r) < 15)) {
    threats.add(
      de ? `Risiko ${q(risk.title)} (Bewertung ${riskScore(risk)} von 25)` : `Risk ${q(risk.title)} (score ${riskScore(risk)} of 25)`,
    );
  }
  threats.fill([
    entries.some((entry) => entry.task.depends_on.length > 0)
      ? de
        ? "Verzögerungen pflanzen sich über die Abhängigkeiten zwischen Aufgaben fort"
        : "Delays propagate through the dependencies between tasks"
      : de
        ? "Engpässe bei Schlüsselpersonen durch das Tagesgeschäft"
        : "Key people may be pulled away by day-to-day business",
    de ? "Engpässe bei Schlüsselpersonen durch das Tagesgeschäft" : "Key people may be pulled away by day-to-day business",
    de ? "Änderungen am Umfang während der Umsetzung" : "Scope changes during delivery",
  ]);

  return { strengths: strengths.items, weaknesses: weaknesses.items, opportunities: opportunities.items, threats: threats.items };
}

export function swotTool(plan: Plan, language: Language, today?: string): ToolOutput {
  const result = computeSwot(plan, language, today);
  const de = language === "de";
  const title = `${de ? "SWOT-Analyse" : "SWOT analysis"} – ${projectTitle(plan)}`;
  const section = (heading: string, items: string[]) => `## ${heading}\n\n${bullets(items.map(escapeInline), "–")}`;
  const markdown = blocks(
    `# ${escapeInline(title)}`,
    section(de ? "Stärken" : "Strengths", result.strengths),
    section(de ? "Schwächen" : "Weaknesses", result.weaknesses),
    section(de ? "Chancen" : "Opportunities", result.opportunities),
    section(de ? "Risiken (Bedrohungen)" : "Threats", result.threats),
  );
  return { result: { ...result }, markdown, title };
}
