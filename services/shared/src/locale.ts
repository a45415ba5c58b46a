/** BCP 47 language tags as clients send them (`de`, `de-AT`, `en_GB`, `de-CH-1996`). */

/** The languages the product writes in. */
export const LANGUAGES = ["de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export interface ParsedLocale {
  /** Primary language subtag, lower case (`de`, `fr`). */
  language: string;
  /** ISO 3166 region subtag, upper case (`AT`), when the tag has one. */
  region?: string;
}

const TAG = /^([A-Za-z]{2,3})(?:-[A-Za-z]{4})?(?:-([A-Za-z]{2}|\d{3}))?(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * Parses a BCP 47 tag leniently: case-insensitive, `_` accepted for `-` (POSIX style
 * `de_AT` is common in no-code tools), script and variant subtags ignored. Undefined when
 * the value is not a language tag at all.
 */
export function parseLocale(value: string): ParsedLocale | undefined {
  if (value.length > 35) return undefined;
  const match = TAG.exec(value.trim().replaceAll("_", "-"));
  if (!match?.[1]) return undefined;
  const region = match[2] && /^[A-Za-z]{2}$/.test(match[2]) ? match[2].toUpperCase() : undefined;
  return { language: match[1].toLowerCase(), region };
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The locale a project stores: the language it is written in plus the region, if any
 * (`de-AT`). Languages the product does not write fall back to `fallback`.
 */
export function projectLocale(value: string, fallback: Language): { tag: string; language: Language } | undefined {
  const parsed = parseLocale(value);
  if (!parsed) return undefined;
  const language = isLanguage(parsed.language) ? parsed.language : fallback;
  return { tag: parsed.region ? `${language}-${parsed.region}` : language, language };
}

/** The language of a stored project locale (`de-AT` → `de`); anything unexpected reads as German. */
export function languageOf(locale: string): Language {
  return locale.slice(0, 2).toLowerCase() === "en" ? "en" : "de";
}

/** The tag numbers and money are written with: the country's German (`de-AT`, `de-CH`) or British English. */
export function writingTag(language: Language, country: string | undefined): string {
  if (language !== "de") return "en-GB";
  return `de-${country === "AT" || country === "CH" ? country : "DE"}`;
}

/**
 * An amount as the plan's readers write it — CHF 850'000, € 180.000 (AT), 180.000 € (DE),
 * €180,000 — with cents only when there are any. The Markdown export and every tool, agent and
 * chat answer use this one function, so a figure reads the same everywhere.
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: Language,
  country?: string,
  cents: 0 | 2 = Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2,
): string {
  return new Intl.NumberFormat(writingTag(language, country), {
    style: "currency",
    currency: currency || "EUR",
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}
