import { escapeInline, languageOf } from "@planner/shared";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";

/**
 * The printable Markdown form of a plan: CommonMark block structure (headings, lists,
 * paragraphs) plus pipe tables, which CommonMark readers show as plain paragraphs and
 * GitHub-flavoured readers as tables. Every piece of user text is escaped, so a title such
 * as "# | *x*" stays text and cannot break a table or start a block.
 */

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

type Locale = "de" | "en";

const LABELS = {
  en: {
    overview: "Overview",
    phases: "Phases",
    risks: "Risks",
    budget: "Budget",
    compliance: "Compliance",
    stakeholders: "Stakeholders",
    status: "Status",
    progress: "Progress",
    country: "Country",
    industry: "Industry",
    companySize: "Company size",
    timeline: "Timeline",
    start: "Start",
    end: "End",
    template: "Template",
    weeks: (n: number) => (n === 1 ? "1 week" : `${n} weeks`),
    progressValue: (percent: number, done: number, total: number) => `${percent} % (${done} of ${total} tasks done)`,
    phaseTasks: (done: number, total: number) => `${done} of ${total} tasks done`,
    due: "due",
    noTasks: "No tasks.",
    noRisks: "No risks recorded.",
    noBudget: "No budget lines recorded.",
    noCompliance: "No compliance items recorded.",
    companyWide: "Company-wide duties the project does not change (VAT returns, annual accounts …) are not listed here:",
    noStakeholders: "No stakeholders recorded.",
    riskColumns: ["Risk", "Likelihood", "Impact", "Score", "Mitigation", "Owner"],
    budgetColumns: ["Category", "Item", "Phase", "Amount"],
    contingency: "Contingency",
    total: "Total",
    stakeholderColumns: ["Name", "Role", "Interest", "Influence"],
    projectStatus: { planned: "Planned", active: "Active", completed: "Completed" } as Record<string, string>,
    phaseStatus: { pending: "Not started", in_progress: "In progress", completed: "Completed" } as Record<string, string>,
    levels: { low: "Low", medium: "Medium", high: "High" } as Record<string, string>,
    countries: { DE: "Germany", AT: "Austria", CH: "Switzerland" } as Record<string, string>,
    sizes: { micro: "Micro", small: "Small", medium: "Medium-sized", large: "Large" } as Record<string, string>,
    numberLocale: "en-GB",
  },
  de: {
    overview: "Überblick",
    phases: "Phasen",
    risks: "Risiken",
    budget: "Budget",
    compliance: "Compliance",
    stakeholders: "Stakeholder",
    status: "Status",
    progress: "Fortschritt",
    country: "Land",
    industry: "Branche",
    companySize: "Unternehmensgröße",
    timeline: "Laufzeit",
    start: "Beginn",
    end: "Ende",
    template: "Vorlage",
    weeks: (n: number) => (n === 1 ? "1 Woche" : `${n} Wochen`),
    progressValue: (percent: number, done: number, total: number) => `${percent} % (${done} von ${total} Aufgaben erledigt)`,
    phaseTasks: (done: number, total: number) => `${done} von ${total} Aufgaben erledigt`,
    due: "fällig",
    noTasks: "Keine Aufgaben.",
    noRisks: "Keine Risiken erfasst.",
    noBudget: "Keine Budgetpositionen erfasst.",
    noCompliance: "Keine Compliance-Punkte erfasst.",
    companyWide: "Unternehmensweite Pflichten, die das Projekt nicht ändert (Umsatzsteuer, Jahresabschluss …), stehen nicht hier:",
    noStakeholders: "Keine Stakeholder erfasst.",
    riskColumns: ["Risiko", "Wahrscheinlichkeit", "Auswirkung", "Bewertung", "Gegenmaßnahme", "Verantwortlich"],
    budgetColumns: ["Kategorie", "Position", "Phase", "Betrag"],
    contingency: "Reserve",
    total: "Gesamt",
    stakeholderColumns: ["Name", "Rolle", "Interesse", "Einfluss"],
    projectStatus: { planned: "Geplant", active: "Aktiv", completed: "Abgeschlossen" } as Record<string, string>,
    phaseStatus: { pending: "Nicht begonnen", in_progress: "In Arbeit", completed: "Abgeschlossen" } as Record<string, string>,
    levels: { low: "Niedrig", medium: "Mittel", high: "Hoch" } as Record<string, string>,
    countries: { DE: "Deutschland", AT: "Österreich", CH: "Schweiz" } as Record<string, string>,
    sizes: { micro: "Kleinstunternehmen", small: "Kleinunternehmen", medium: "Mittleres Unternehmen", large: "Großunternehmen" } as Record<
      string,
      string
    >,
    numberLocale: "de-DE",
  },
} as const;

export type Labels = (typeof LABELS)[Locale];

export function labelsFor(locale: string): Labels {
  return languageOf(locale) === "en" ? LABELS.en : LABELS.de;
}

/** A multi-paragraph user text (descriptions) as escaped paragraphs. */
export function escapeParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => escapeInline(paragraph))
    .filter((paragraph) => paragraph !== "");
}

function table(header: readonly string[], rows: string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell || " ").join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function money(amount: number, currency: string, locale: string, country: string): string {
  const tag = languageOf(locale) === "de" ? `de-${country}` : "en-GB";
  return new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A plan as a complete, printable Markdown document in the project's language. */
export function planToMarkdown(plan: Plan): string {
  const project = plan.project;
  if (!project) throw new Error("plan without project");
  const t = labelsFor(project.locale);
  const blocks: string[] = [];
  const label = (map: Record<string, string>, key: string) => map[key] ?? escapeInline(key);

  blocks.push(`# ${escapeInline(project.title)}`);
  blocks.push(...escapeParagraphs(project.description));

  const allTasks = plan.phases.flatMap((phase) => phase.tasks);
  const done = allTasks.filter((task) => task.checked).length;
  const percent = allTasks.length === 0 ? 0 : Math.round((done / allTasks.length) * 100);
  const overview = [
    [t.status, label(t.projectStatus, project.status)],
    [t.progress, t.progressValue(percent, done, allTasks.length)],
    [t.country, `${label(t.countries, project.country)} (${project.country})`],
    [t.industry, project.industry ? escapeInline(project.industry) : "—"],
    [t.companySize, label(t.sizes, project.company_size)],
    [t.timeline, project.timeline_weeks > 0 ? t.weeks(project.timeline_weeks) : "—"],
    [t.start, project.start_date ?? "—"],
    [t.end, project.end_date ?? "—"],
  ];
  if (project.template_key) overview.push([t.template, escapeInline(project.template_key)]);
  blocks.push(`## ${t.overview}`);
  blocks.push(overview.map(([name, value]) => `- **${name}:** ${value}`).join("\n"));

  blocks.push(`## ${t.phases}`);
  plan.phases.forEach((phase, index) => {
    blocks.push(`### ${index + 1}. ${escapeInline(phase.name)}`);
    const phaseDone = phase.tasks.filter((task) => task.checked).length;
    const facts = [label(t.phaseStatus, phase.status)];
    if (phase.start_date || phase.end_date) facts.push(`${phase.start_date ?? "…"} – ${phase.end_date ?? "…"}`);
    facts.push(t.phaseTasks(phaseDone, phase.tasks.length));
    blocks.push(`*${facts.join(" · ")}*`);
    blocks.push(...escapeParagraphs(phase.description ?? ""));
    if (phase.tasks.length === 0) {
      blocks.push(`*${t.noTasks}*`);
      return;
    }
    blocks.push(
      phase.tasks
        .map((task) => {
          const details = [task.due_date ? `${t.due} ${task.due_date}` : "", task.assignee ? escapeInline(task.assignee) : ""].filter(
            Boolean,
          );
          return `- [${task.checked ? "x" : " "}] ${escapeInline(task.title)}${details.length ? ` — ${details.join(" · ")}` : ""}`;
        })
        .join("\n"),
    );
  });

  blocks.push(`## ${t.risks}`);
  if (plan.risks.length === 0) blocks.push(`*${t.noRisks}*`);
  else {
    // Highest score first: the order a reader triages in (stable for equal scores).
    const risks = plan.risks.map((risk, index) => ({ risk, index })).sort((a, b) => b.risk.score - a.risk.score || a.index - b.index);
    blocks.push(
      table(
        t.riskColumns,
        risks.map(({ risk }) => [
          escapeInline(risk.title),
          String(risk.likelihood),
          String(risk.impact),
          String(risk.score),
          escapeInline(risk.mitigation),
          escapeInline(risk.owner),
        ]),
      ),
    );
  }

  blocks.push(`## ${t.budget}`);
  const budget = plan.budget;
  if (!budget || (budget.lines.length === 0 && budget.total === 0)) blocks.push(`*${t.noBudget}*`);
  else {
    const phaseNames = new Map(plan.phases.map((phase) => [phase.id, phase.name]));
    const format = (amount: number) => money(amount, budget.currency, project.locale, project.country);
    const rows = budget.lines.map((line) => [
      escapeInline(line.category),
      escapeInline(line.label),
      line.phase_id && phaseNames.has(line.phase_id) ? escapeInline(phaseNames.get(line.phase_id) ?? "") : "—",
      format(line.amount),
    ]);
    rows.push([`**${t.contingency}**`, "", "", format(budget.contingency)]);
    rows.push([`**${t.total}**`, "", "", `**${format(budget.total)}**`]);
    blocks.push(table(t.budgetColumns, rows));
  }

  blocks.push(`## ${t.compliance}`);
  if (plan.compliance.length === 0) blocks.push(`*${t.noCompliance}*`);
  else {
    blocks.push(
      plan.compliance
        .map((item) => {
          const details = [item.due_date ? `${t.due} ${item.due_date}` : "", item.notes ? escapeInline(item.notes) : ""].filter(Boolean);
          const code = item.code ? `**${escapeInline(item.code)}** ` : "";
          return `- [${item.status === "done" ? "x" : " "}] ${code}${escapeInline(item.title)}${details.length ? ` — ${details.join(" · ")}` : ""}`;
        })
        .join("\n"),
    );
  }
  // The plan lists the rules the project touches; the company's other duties are one request away.
  const country = /^[A-Z]{2}$/.test(plan.project?.country ?? "") ? `?country=${plan.project?.country}` : "";
  blocks.push(`*${t.companyWide}* \`GET /api/v1/compliance-rules${country}\``);

  blocks.push(`## ${t.stakeholders}`);
  if (plan.stakeholders.length === 0) blocks.push(`*${t.noStakeholders}*`);
  else {
    blocks.push(
      table(
        t.stakeholderColumns,
        plan.stakeholders.map((stakeholder) => [
          escapeInline(stakeholder.name),
          escapeInline(stakeholder.role),
          label(t.levels, stakeholder.interest),
          label(t.levels, stakeholder.influence),
        ]),
      ),
    );
  }

  return `${blocks.join("\n\n")}\n`;
}
