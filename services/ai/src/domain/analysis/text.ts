/**
 * Shared wording and formatting of the analysis functions: Markdown escaping, tables,
 * numbers, money, dates and the labels both languages use. Everything is pure and
 * locale-stable (no Intl dependence for figures, so outputs are byte-identical everywhere).
 */
import { escapeInline } from "@planner/shared";
import type { Language } from "../types.js";
import { LEXICON } from "../understanding/amounts/lexicon.js";

/** A text in both languages. */
export interface Texts {
  de: string;
  en: string;
}

export { escapeInline };

/** A Markdown pipe table; cells are expected to be escaped already. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell || " ").join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A bullet list of already escaped items, or the fallback sentence when there are none. */
export function bullets(items: readonly string[], empty: string): string {
  return items.length === 0 ? empty : items.map((item) => `- ${item}`).join("\n");
}

/** At most `max` items, plus a closing "… and n more" item when some were left off. */
export function capped(items: readonly string[], max: number, language: Language): string[] {
  if (items.length <= max) return [...items];
  const rest = items.length - max;
  return [...items.slice(0, max), language === "de" ? `… und ${rest} weitere` : `… and ${rest} more`];
}

/** Typographic quotes of the language around a (not escaped) text. */
export function quote(text: string, language: Language): string {
  return language === "de" ? `„${text}“` : `“${text}”`;
}

/** "A, B und C" / "A, B and C". */
export function joinList(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? "";
  const last = items[items.length - 1] ?? "";
  return `${items.slice(0, -1).join(", ")} ${language === "de" ? "und" : "and"} ${last}`;
}

/** `count` with the singular or the plural noun. */
export function count(value: number, one: string, many: string): string {
  return `${formatInteger(value)} ${value === 1 ? one : many}`;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function formatInteger(value: number): string {
  return String(Math.round(value));
}

/** A number with the language's separators; `digits` decimals at most (trailing zeros dropped). */
export function formatNumber(value: number, language: Language, digits = 0): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(digits);
  const [whole = "0", fraction = ""] = fixed.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const [thousands, decimal] = language === "de" ? [".", ","] : [",", "."];
  return `${negative ? "-" : ""}${group(whole, thousands)}${trimmed ? decimal + trimmed : ""}`;
}

/** An amount of money as the export writes it (the project's country decides: € 180.000 in Austria). */
export { formatMoney } from "@planner/shared";

/** A share (0..1) as a percentage: "8,3 %" / "8.3%". */
export function formatPercent(ratio: number, language: Language, digits = 0): string {
  const value = formatNumber(ratio * 100, language, digits);
  return language === "de" ? `${value} %` : `${value}%`;
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A YYYY-MM-DD date as "07.03.2025" / "7 Mar 2025"; other values unchanged, none as "–". */
export function formatDate(date: string | undefined, language: Language): string {
  if (!date) return "–";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  if (language === "de") return `${day}.${month}.${year}`;
  return `${Number(day)} ${MONTHS_EN[Number(month) - 1] ?? month} ${year}`;
}

const LEVELS: Record<string, Texts> = {
  low: { de: "niedrig", en: "low" },
  medium: { de: "mittel", en: "medium" },
  high: { de: "hoch", en: "high" },
};

/** low | medium | high in words; anything else as given. */
export function levelLabel(level: string, language: Language): string {
  return LEVELS[level]?.[language] ?? level;
}

const PRIORITIES: Record<string, Texts> = {
  low: { de: "niedrig", en: "low" },
  medium: { de: "mittel", en: "medium" },
  high: { de: "hoch", en: "high" },
  critical: { de: "kritisch", en: "critical" },
};

export function priorityLabel(priority: string, language: Language): string {
  return PRIORITIES[priority]?.[language] ?? priority;
}

const PHASE_STATUS: Record<string, Texts> = {
  pending: { de: "nicht begonnen", en: "not started" },
  in_progress: { de: "in Arbeit", en: "in progress" },
  completed: { de: "abgeschlossen", en: "completed" },
};

export function phaseStatusLabel(status: string, language: Language): string {
  return PHASE_STATUS[status]?.[language] ?? status;
}

const CATEGORIES: Record<string, Texts> = {
  software: { de: "Software", en: "Software" },
  licenses: { de: "Lizenzen", en: "Licences" },
  licences: { de: "Lizenzen", en: "Licences" },
  hardware: { de: "Hardware", en: "Hardware" },
  infrastructure: { de: "Infrastruktur", en: "Infrastructure" },
  external_services: { de: "Externe Dienstleistungen", en: "External services" },
  consulting: { de: "Beratung", en: "Consulting" },
  personnel: { de: "Personal", en: "Personnel" },
  internal: { de: "Interne Leistungen", en: "Internal effort" },
  training: { de: "Schulung", en: "Training" },
  travel: { de: "Reisen", en: "Travel" },
  marketing: { de: "Marketing", en: "Marketing" },
  materials: { de: "Material", en: "Materials" },
  equipment: { de: "Ausstattung", en: "Equipment" },
  construction: { de: "Bau", en: "Construction" },
  legal: { de: "Recht", en: "Legal" },
  compliance: { de: "Compliance", en: "Compliance" },
  operations: { de: "Betrieb", en: "Operations" },
  other: { de: "Sonstiges", en: "Other" },
};

/** A budget category key in words (`external_services` → "Externe Dienstleistungen"). */
export function categoryLabel(category: string, language: Language): string {
  const known = CATEGORIES[category.toLowerCase()];
  if (known) return known[language];
  const words = category.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : language === "de" ? "Ohne Kategorie" : "Uncategorised";
}

const FIGURES: Record<string, Texts> = {
  employees: { de: "Zahl der Beschäftigten", en: "number of employees" },
  turnover: { de: "Jahresumsatz", en: "annual turnover" },
  balance_sheet: { de: "Bilanzsumme", en: "balance-sheet total" },
};

/** A company figure the compliance library asks for, in words. */
export function figureLabel(figure: string, language: Language): string {
  return FIGURES[figure]?.[language] ?? figure.replace(/_/g, " ");
}

const COUNTRIES: Record<string, Texts> = {
  DE: { de: "Deutschland", en: "Germany" },
  AT: { de: "Österreich", en: "Austria" },
  CH: { de: "Schweiz", en: "Switzerland" },
};

export function countryLabel(country: string, language: Language): string {
  return COUNTRIES[country]?.[language] ?? country;
}

/** Removes the highlight tags of full-text search snippets (`<mark>…</mark>`). */
export function stripMarks(text: string): string {
  // Search snippets are HTML (escaped text with <mark> around the matches): back to plain text.
  const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };
  return text.replace(/<\/?mark>/gi, "").replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);
}

/**
 * The caller's free-text instructions as one escaped line ("**Schwerpunkt:** …"), or
 * undefined when there are none. Line breaks collapse and every Markdown/HTML character is
 * escaped, so the text can neither start a heading nor inject HTML.
 */
export function focusLine(instructions: string | undefined, language: Language): string | undefined {
  const text = (instructions ?? "").replace(/\s+/g, " ").trim().slice(0, 2000);
  if (!text) return undefined;
  return `**${language === "de" ? "Schwerpunkt" : "Focus"}:** ${escapeInline(text)}`;
}

const ABBREVIATIONS = new Set(LEXICON.abbreviations.map((word) => word.toLowerCase()));

/**
 * Sentences of a text (split after . ! ? or line breaks), trimmed, empty ones dropped. A period
 * after an abbreviation of the amounts lexicon ("3,5 Mio. Euro", "ca.", "z. B.") or after a day
 * or ordinal number ("bis 30. Juni") ends no sentence, so a figure is never cut in two.
 */
export function sentences(text: string): string[] {
  const result: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?]+(?=\s)|\n+/g)) {
    const before = text.slice(start, match.index);
    const last = /([\p{L}\d]+)$/u.exec(before)?.[1] ?? "";
    const ordinal = /^\d{1,2}$/.test(last) && /^\s+\p{L}/u.test(text.slice(match.index + 1));
    if (match[0] === "." && (ABBREVIATIONS.has(last.toLowerCase()) || ordinal)) continue;
    result.push(text.slice(start, match.index + match[0].length));
    start = match.index + match[0].length;
  }
  result.push(text.slice(start));
  return result.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/** Joins Markdown blocks with one blank line between them. */
export function blocks(...parts: (string | undefined | false)[]): string {
  return `${parts.filter((part): part is string => typeof part === "string" && part.length > 0).join("\n\n")}\n`;
}
