import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { escapeInline, formatMoney, languageOf, writingTag } from "@planner/shared";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse } from "yaml";

/**
 * The printable Markdown form of a plan: CommonMark block structure (headings, lists,
 * paragraphs) plus pipe tables, which CommonMark readers show as plain paragraphs and
 * GitHub-flavoured readers as tables. Every piece of user text is escaped, so a title such
 * as "# | *x*" stays text and cannot break a table or start a block.
 */

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/**
 * The export's words live in `data/export-labels.yaml` (validated against the schema beside it
 * when the service starts): headings, field names and a German and English label for every key
 * a plan stores, so a reader never sees `public_sector` or `external_services`.
 */
type Text = { de: string; en: string };
type LabelsFile = {
  texts: Record<string, Text>;
  enums: Record<string, Record<string, Text>>;
  variants: Record<string, { characters: { from: string; to: string }[]; enums?: Record<string, Record<string, string>> }>;
};

const LABELS_FILE = fileURLToPath(new URL("../../data/export-labels.yaml", import.meta.url));

function loadLabels(): LabelsFile {
  const schemaFile = LABELS_FILE.replace(/\.yaml$/, ".schema.json");
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(schemaFile, "utf8")) as Record<string, unknown>;
  const validate = new Ajv2020({ strict: false }).compile(schema);
  const data = parse(readFileSync(LABELS_FILE, "utf8")) as unknown;
  if (!validate(data)) {
    const [error] = validate.errors ?? [];
    throw new Error(`export labels ${LABELS_FILE}: ${error?.instancePath || "/"}: ${error?.message ?? "does not match its schema"}`);
  }
  return data as LabelsFile;
}

export const EXPORT_LABELS: LabelsFile = loadLabels();

/** A key in words when the labels do not know it: `cloud_backup` → "Cloud backup". */
function words(key: string): string {
  const text = key.replace(/[_-]+/g, " ").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "—";
}

/** The words of the export in one locale (`de`, `de-CH`, `de-AT`, `en-GB` …) of a project's country. */
export class Labels {
  readonly language: "de" | "en";
  /** The Intl locale of dates and amounts: German in the project's country, British English. */
  readonly tag: string;
  private readonly country: string;
  private readonly characters: { from: string; to: string }[];

  constructor(locale: string, country: string) {
    this.language = languageOf(locale);
    this.country = country;
    this.tag = writingTag(this.language, country);
    this.characters = EXPORT_LABELS.variants[this.tag]?.characters ?? [];
  }

  /** A text of the export in the locale, with `{name}` placeholders filled. */
  text(key: string, values: Record<string, string | number> = {}): string {
    const entry = EXPORT_LABELS.texts[key];
    const template = entry ? entry[this.language] : key;
    return this.local(template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? "")));
  }

  /** The human label of a stored key (`public_sector` → "Öffentliche Verwaltung"). */
  label(kind: string, key: string): string {
    const variant = EXPORT_LABELS.variants[this.tag]?.enums?.[kind]?.[key];
    if (variant) return this.local(variant);
    const entry = EXPORT_LABELS.enums[kind]?.[key];
    return entry ? this.local(entry[this.language]) : escapeInline(words(key));
  }

  /** A date (`YYYY-MM-DD`) as the locale writes it: 25.11.2026, 25 November 2026. */
  date(iso: string | undefined): string {
    if (!iso) return "—";
    const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return escapeInline(iso);
    const options: Intl.DateTimeFormatOptions =
      this.language === "de"
        ? { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }
        : { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
    return new Intl.DateTimeFormat(this.tag, options).format(day);
  }

  /** An amount with the locale's separators: CHF 850'000, € 180.000, 180.000 €, €180,000. */
  money(amount: number, currency: string, cents: 0 | 2 = Number.isInteger(amount) ? 0 : 2): string {
    return formatMoney(amount, currency, this.language, this.country, cents);
  }

  /** The country's German (ss for ß in Switzerland). */
  private local(text: string): string {
    let result = text;
    for (const { from, to } of this.characters) result = result.split(from).join(to);
    return result;
  }
}

export function labelsFor(locale: string, country = "DE"): Labels {
  return new Labels(locale, country);
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

/** A plan as a complete, printable Markdown document in the project's language. */
export function planToMarkdown(plan: Plan, templateName?: (key: string, language: "de" | "en") => string | undefined): string {
  const project = plan.project;
  if (!project) throw new Error("plan without project");
  const t = labelsFor(project.locale, project.country);
  const blocks: string[] = [];

  blocks.push(`# ${escapeInline(project.title)}`);
  blocks.push(...escapeParagraphs(project.description));

  const allTasks = plan.phases.flatMap((phase) => phase.tasks);
  const done = allTasks.filter((task) => task.checked).length;
  const percent = allTasks.length === 0 ? 0 : Math.round((done / allTasks.length) * 100);
  const weeks = project.timeline_weeks;
  const overview = [
    [t.text("status"), t.label("projectStatus", project.status)],
    [t.text("progress"), t.text("progressValue", { percent, done, total: allTasks.length })],
    [t.text("country"), t.label("country", project.country)],
    [t.text("industry"), project.industry ? t.label("industry", project.industry) : "—"],
    [t.text("companySize"), t.label("companySize", project.company_size)],
    [t.text("timeline"), weeks > 0 ? (weeks === 1 ? t.text("week") : t.text("weeks", { n: weeks })) : "—"],
    [t.text("start"), t.date(project.start_date)],
    [t.text("end"), t.date(project.end_date)],
  ];
  if (project.template_key) {
    // The template's name, never its key; a key the catalogue no longer knows is written as words.
    const name = templateName?.(project.template_key, t.language);
    overview.push([t.text("template"), name ? escapeInline(name) : t.label("template", project.template_key)]);
  }
  blocks.push(`## ${t.text("overview")}`);
  blocks.push(overview.map(([name, value]) => `- **${name}:** ${value}`).join("\n"));

  blocks.push(`## ${t.text("phases")}`);
  plan.phases.forEach((phase, index) => {
    blocks.push(`### ${index + 1}. ${escapeInline(phase.name)}`);
    const phaseDone = phase.tasks.filter((task) => task.checked).length;
    const facts = [t.label("phaseStatus", phase.status)];
    if (phase.start_date || phase.end_date) {
      facts.push(`${phase.start_date ? t.date(phase.start_date) : "…"} – ${phase.end_date ? t.date(phase.end_date) : "…"}`);
    }
    facts.push(t.text("phaseTasks", { done: phaseDone, total: phase.tasks.length }));
    blocks.push(`*${facts.join(" · ")}*`);
    blocks.push(...escapeParagraphs(phase.description ?? ""));
    if (phase.tasks.length === 0) {
      blocks.push(`*${t.text("noTasks")}*`);
      return;
    }
    blocks.push(
      phase.tasks
        .map((task) => {
          const details = [
            task.due_date ? `${t.text("due")} ${t.date(task.due_date)}` : "",
            task.assignee ? escapeInline(task.assignee) : "",
          ].filter(Boolean);
          return `- [${task.checked ? "x" : " "}] ${escapeInline(task.title)}${details.length ? ` — ${details.join(" · ")}` : ""}`;
        })
        .join("\n"),
    );
  });

  blocks.push(`## ${t.text("risks")}`);
  if (plan.risks.length === 0) blocks.push(`*${t.text("noRisks")}*`);
  else {
    // Highest score first: the order a reader triages in (stable for equal scores).
    const risks = plan.risks.map((risk, index) => ({ risk, index })).sort((a, b) => b.risk.score - a.risk.score || a.index - b.index);
    blocks.push(
      table(
        ["riskTitle", "likelihood", "impact", "score", "mitigation", "owner"].map((key) => t.text(key)),
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

  blocks.push(`## ${t.text("budget")}`);
  const budget = plan.budget;
  if (!budget || (budget.lines.length === 0 && budget.total === 0)) blocks.push(`*${t.text("noBudget")}*`);
  else {
    const phaseNames = new Map(plan.phases.map((phase) => [phase.id, phase.name]));
    // Cents only when some amount has them, then on every amount of the table.
    const amounts = [...budget.lines.map((line) => line.amount), budget.contingency, budget.total];
    const cents = amounts.every((amount) => Number.isInteger(amount)) ? 0 : 2;
    const format = (amount: number) => t.money(amount, budget.currency, cents);
    const rows = budget.lines.map((line) => [
      t.label("budgetCategory", line.category),
      escapeInline(line.label),
      line.phase_id && phaseNames.has(line.phase_id) ? escapeInline(phaseNames.get(line.phase_id) ?? "") : "—",
      format(line.amount),
    ]);
    rows.push([`**${t.text("contingency")}**`, "", "", format(budget.contingency)]);
    rows.push([`**${t.text("total")}**`, "", "", `**${format(budget.total)}**`]);
    blocks.push(
      table(
        ["category", "item", "phase", "amount"].map((key) => t.text(key)),
        rows,
      ),
    );
  }

  blocks.push(`## ${t.text("compliance")}`);
  if (plan.compliance.length === 0) blocks.push(`*${t.text("noCompliance")}*`);
  else {
    blocks.push(
      plan.compliance
        .map((item) => {
          const details = [
            item.due_date ? `${t.text("due")} ${t.date(item.due_date)}` : "",
            item.notes ? escapeInline(item.notes) : "",
          ].filter(Boolean);
          const code = item.code ? `**${escapeInline(item.code)}** ` : "";
          return `- [${item.status === "done" ? "x" : " "}] ${code}${escapeInline(item.title)}${details.length ? ` — ${details.join(" · ")}` : ""}`;
        })
        .join("\n"),
    );
  }
  // The plan lists the rules the project touches; the company's other duties are one request away.
  const country = /^[A-Z]{2}$/.test(plan.project?.country ?? "") ? `?country=${plan.project?.country}` : "";
  blocks.push(`*${t.text("libraryLink")}* \`GET /api/v1/compliance-rules${country}\``);

  blocks.push(`## ${t.text("stakeholders")}`);
  if (plan.stakeholders.length === 0) blocks.push(`*${t.text("noStakeholders")}*`);
  else {
    blocks.push(
      table(
        ["name", "role", "interest", "influence"].map((key) => t.text(key)),
        plan.stakeholders.map((stakeholder) => [
          escapeInline(stakeholder.name),
          escapeInline(stakeholder.role),
          t.label("level", stakeholder.interest),
          t.label("level", stakeholder.influence),
        ]),
      ),
    );
  }

  return `${blocks.join("\n\n")}\n`;
}
