/**
 * The data lint: a pure validator of the regulation library file. The loader rejects a
 * whole file on any issue; the lint test runs it over the real file in CI.
 */
import { isCompanyActivity } from "@planner/shared";
import {
  ALL_INDUSTRIES,
  COMPANY_ACTIVITIES,
  COMPARISONS,
  COUNTRIES,
  CURRENCIES,
  GROUP_COUNTS,
  GROUP_METRICS,
  JURISDICTIONS,
  LOGICS,
  METRICS,
  type Metric,
  MONEY_METRICS,
  type RulesFile,
} from "./types.js";

/** Topics a rule may carry when the file does not declare its own closed list. */
export const DEFAULT_TOPICS = [
  "data_protection",
  "whistleblowing",
  "supply_chain",
  "sustainability_reporting",
  "cyber_security",
  "accessibility",
  "occupational_safety",
  "working_time",
  "minimum_wage",
  "employment",
  "bookkeeping",
  "e_invoicing",
  "tax",
  "product_safety",
  "packaging",
  "environment",
  "ai_regulation",
  "anti_money_laundering",
  "finance",
  "health",
  "energy",
  "construction",
  "public_sector",
  "consumer_protection",
  "corporate_governance",
] as const;

export interface LintIssue {
  /** JSON pointer into the file, e.g. /rules/3/sources/0/url. */
  path: string;
  message: string;
}

export interface LintOptions {
  /** Today as YYYY-MM-DD; dates of verification may not lie after it. */
  today: string;
}

export class DataLintError extends Error {
  override name = "DataLintError";
  constructor(
    readonly source: string,
    readonly issues: LintIssue[],
  ) {
    const shown = issues.slice(0, 20).map((issue) => `${issue.path}: ${issue.message}`);
    const more = issues.length > 20 ? `; … and ${issues.length - 20} more` : "";
    super(`rules data ${source} rejected, ${issues.length} issue(s): ${shown.join("; ")}${more}`);
  }
}

const RULE_KEYS = [
  "id",
  "code",
  "title",
  "jurisdiction",
  "countries",
  "industries",
  "topic",
  "project_relevance",
  "applicability",
  "summary",
  "obligations",
  "authority",
  "legal_reference",
  "effective_date",
  "applies_from",
  "transposition_pending",
  "amendments",
  "extraterritorial",
  "sources",
  "verified_at",
  "unverified",
  "notes",
] as const;
const OPTIONAL_RULE_KEYS = new Set([
  "project_relevance",
  "applies_from",
  "transposition_pending",
  "amendments",
  "extraterritorial",
  "unverified",
  "notes",
]);
const FILE_KEYS = new Set([
  "version",
  "verified_at",
  "industries",
  "topics",
  "project_topics",
  "rules",
  "$schema",
  "description",
  "notes",
  "sources",
]);
const TEST_KEYS = ["logic", "min_met", "thresholds", "overrides", "requires_any", "excluded_if_any", "note"];
const APPLICABILITY_KEYS = new Set([...TEST_KEYS, "overrides_checked", "obligations"]);
const OBLIGATION_KEYS = new Set([...TEST_KEYS, "id", "title", "effective_date"]);
const CONDITION_KEYS = new Set(["activity", "legal_basis"]);
const THRESHOLD_KEYS = new Set(["metric", "value", "currency", "comparison", "count"]);
const TRANSPOSITION_KEYS = new Set(["countries", "deadline", "note"]);
const AMENDMENT_KEYS = new Set(["effective_date", "summary", "applicability"]);
const EXTRATERRITORIAL_KEYS = new Set(["countries", "activity", "legal_basis", "note", "applicability"]);
const SOURCE_KEYS = new Set(["url", "title", "secondary"]);
const UNVERIFIED_KEYS = new Set(["point", "reason"]);

/**
 * Hosts of official legal portals, public authorities and supervisors (a source on a
 * subdomain counts too). Any other source must be marked `secondary: true`.
 */
const OFFICIAL_SOURCE_HOSTS = [
  // EU: the Official Journal and the institutions
  "eur-lex.europa.eu",
  "europa.eu",
  // Germany: federal law, gazette, authorities and supervisors
  "gesetze-im-internet.de",
  "recht.bund.de",
  "bund.de",
  "bundesfinanzministerium.de",
  "bmas.de",
  "bafin.de",
  "bundesbank.de",
  "bafa.de",
  "bfarm.de",
  "bundesnetzagentur.de",
  "zoll.de",
  "stiftung-ear.de",
  "verpackungsregister.org",
  // Austria: the legal information system and federal authorities
  "ris.bka.gv.at",
  "gv.at",
  "sozialministeriumservice.at",
  "ffg.at",
  "monitoringstelle.at",
  // Switzerland: the federal law portal, federal offices and supervisors
  "fedlex.admin.ch",
  "admin.ch",
  "finma.ch",
  "ekas.ch",
  "suva.ch",
  "ge.ch",
  // Cantonal authorities (cantonal data-protection acts)
  "zh.ch",
] as const;

/** Words in a rule's notes that admit a point was not checked; such a rule must list it under `unverified`. */
const UNVERIFIED_WORDS = /\b(not verified|unverified|as understood|as I understand)\b/i;

/**
 * Hedging in a rule's prose (notes, summaries, applicability and amendment notes): a doubt
 * stated in passing instead of as an `unverified` entry with what is unclear and why.
 */
export const HEDGING_WORDS =
  /(möglicherweise|vermutlich|wahrscheinlich|ggf\. unklar|unklar|nach unserem Kenntnisstand|soweit bekannt|zuletzt bekannte?n?|\bmay apply\b|\bpossibly\b|\bprobably\b|\bpresumably\b|\bunclear\b|\bas (?:I|we) know\b|\bas far as (?:I|we) know\b|\blast known\b|\bmust be checked\b|\bverify against\b)/i;

/**
 * Known-good deep links to the act itself, per legal portal: the first source of every rule
 * must match one of them. A portal's home page (a bare domain or a root path) never does.
 */
export const DEEP_SOURCE_PATTERNS: readonly { host: string; pattern: RegExp; example: string }[] = [
  // EU: the ELI of a regulation, directive or decision, or a CELEX document
  {
    host: "eur-lex.europa.eu",
    pattern: /^\/eli\/(?:reg|dir|dec|reg_impl|reg_del|dir_impl|dir_del|dec_impl|dec_del)\/\d{4}\/\d+\/oj(?:\/[a-z]{3})?\/?$/,
    example: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  },
  {
    host: "eur-lex.europa.eu",
    pattern: /^\/legal-content\/[A-Z]{2}\/(?:TXT|ALL)\/$/,
    example: "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32016R0679",
  },
  // DE: an act's page or one of its sections on gesetze-im-internet.de, or the federal gazette
  {
    host: "gesetze-im-internet.de",
    pattern: /^\/[a-z0-9_-]+\/(?:(?:__[0-9a-z_]+|anlage_[0-9a-z_]+|BJNR[0-9A-Z]+|index)\.html|[A-Za-z0-9_-]+\.pdf)?$/,
    example: "https://www.gesetze-im-internet.de/gwg_2017/__20.html",
  },
  { host: "recht.bund.de", pattern: /^\/bgbl\/.+/, example: "https://www.recht.bund.de/bgbl/1/2023/140/VO.html" },
  // AT: the ELI of a federal gazette, or an act's consolidated version or provision in RIS
  { host: "ris.bka.gv.at", pattern: /^\/eli\/bgbl\/.+/, example: "https://www.ris.bka.gv.at/eli/bgbl/I/2023/6" },
  {
    host: "ris.bka.gv.at",
    pattern: /^\/(?:GeltendeFassung|NormDokument)\.wxe$/,
    example: "https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10001597",
  },
  {
    host: "ris.bka.gv.at",
    pattern: /^\/Dokumente\/.+/,
    example: "https://www.ris.bka.gv.at/Dokumente/Bundesnormen/NOR40123095/NOR40123095.html",
  },
  // CH: the ELI of an act in the classified compilation (cc), the official compilation (oc) or the federal gazette (fga)
  { host: "fedlex.admin.ch", pattern: /^\/eli\/(?:cc|oc|fga)\/.+/, example: "https://www.fedlex.admin.ch/eli/cc/2022/491/de" },
  // Supervisory circulars, which are the act itself: FINMA circulars as documents
  {
    host: "finma.ch",
    pattern: /^\/(?:de|en|fr|it)\/~\/media\/finma\/dokumente\/.*rundschreiben.*\.pdf$/,
    example: "https://www.finma.ch/de/~/media/finma/dokumente/dokumentencenter/myfinma/rundschreiben/finma-rs-2023-01-20221207.pdf",
  },
];

/** The query a deep pattern needs besides its path (RIS pages name the act by its number). */
const DEEP_QUERY: Readonly<Record<string, RegExp>> = {
  "/legal-content/": /[?&]uri=CELEX:[0-9A-Z()]+/,
  "/GeltendeFassung.wxe": /[?&]Gesetzesnummer=\d+/,
  "/NormDokument.wxe": /[?&]Gesetzesnummer=\d+/,
};

/** Whether a URL is a portal's home page: a bare domain, a root path or only a language segment. */
export function isHomePage(url: URL): boolean {
  return /^\/(?:(?:de|en|fr|it)(?:-[a-z]{2})?\/?)?$/.test(url.pathname) && url.search === "";
}

/** Whether a URL links the act itself by one of the known-good deep patterns. */
export function isDeepSource(url: URL): boolean {
  return DEEP_SOURCE_PATTERNS.some(({ host, pattern }) => {
    if (url.hostname !== host && !url.hostname.endsWith(`.${host}`)) return false;
    if (!pattern.test(url.pathname)) return false;
    const query = Object.entries(DEEP_QUERY).find(([path]) => url.pathname.startsWith(path) || url.pathname.endsWith(path))?.[1];
    return query === undefined || query.test(url.search);
  });
}

const isOfficialHost = (hostname: string): boolean =>
  OFFICIAL_SOURCE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));

/** The earliest and latest effective dates accepted as sane. */
const EARLIEST_EFFECTIVE = "1850-01-01";
const LATEST_EFFECTIVE_YEARS_AHEAD = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function addYears(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, "0")}${date.slice(4)}`;
}

class Linter {
  readonly issues: LintIssue[] = [];

  constructor(private readonly today: string) {}

  issue(path: string, message: string): void {
    this.issues.push({ path, message });
  }

  unknownKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>, path: string): void {
    for (const key of Object.keys(value)) {
      if (!allowed.has(key)) this.issue(`${path}/${key}`, `unknown field "${key}"`);
    }
  }

  string(value: unknown, path: string): value is string {
    if (nonEmptyString(value)) return true;
    this.issue(path, value === undefined ? "is required" : "must be a non-empty string");
    return false;
  }

  localized(value: unknown, path: string): void {
    if (!isRecord(value)) {
      this.issue(path, value === undefined ? "is required" : "must be an object with de and en");
      return;
    }
    this.string(value.de, `${path}/de`);
    this.string(value.en, `${path}/en`);
    this.unknownKeys(value, new Set(["de", "en"]), path);
  }

  date(value: unknown, path: string): value is string {
    if (isIsoDate(value)) return true;
    this.issue(path, value === undefined ? "is required" : `must be a calendar date YYYY-MM-DD, got ${JSON.stringify(value)}`);
    return false;
  }

  verifiedAt(value: unknown, path: string): void {
    if (this.date(value, path) && value > this.today) this.issue(path, `${value} lies in the future (today is ${this.today})`);
  }

  effectiveDate(value: unknown, path: string): value is string {
    if (!this.date(value, path)) return false;
    if (value < EARLIEST_EFFECTIVE) this.issue(path, `${value} is implausibly early`);
    const latest = addYears(this.today, LATEST_EFFECTIVE_YEARS_AHEAD);
    if (value > latest) this.issue(path, `${value} is more than ${LATEST_EFFECTIVE_YEARS_AHEAD} years ahead`);
    return true;
  }

  conditions(value: unknown, path: string): number {
    if (value === undefined) return 0;
    if (!Array.isArray(value)) {
      this.issue(path, "must be a list of { activity, legal_basis }");
      return 0;
    }
    const seen = new Set<string>();
    value.forEach((condition: unknown, index: number) => {
      const at = `${path}/${index}`;
      if (!isRecord(condition)) {
        this.issue(at, "must be an object { activity, legal_basis }");
        return;
      }
      this.unknownKeys(condition, CONDITION_KEYS, at);
      if (typeof condition.activity !== "string" || !isCompanyActivity(condition.activity)) {
        this.issue(`${at}/activity`, `must be one of ${COMPANY_ACTIVITIES.join(", ")}`);
      } else if (seen.has(condition.activity)) this.issue(`${at}/activity`, `duplicates ${condition.activity}`);
      else seen.add(condition.activity);
      this.string(condition.legal_basis, `${at}/legal_basis`);
    });
    return value.length;
  }

  /** The test shared by a rule's applicability and a staged obligation; returns whether it has thresholds. */
  test(value: Record<string, unknown>, path: string, jurisdiction: unknown): boolean {
    const logic = value.logic;
    if (!LOGICS.includes(logic as never)) this.issue(`${path}/logic`, `must be one of ${LOGICS.join(", ")}`);
    if (value.note !== undefined) this.localized(value.note, `${path}/note`);
    this.conditions(value.overrides, `${path}/overrides`);
    if (this.conditions(value.requires_any, `${path}/requires_any`) === 0 && Array.isArray(value.requires_any)) {
      this.issue(`${path}/requires_any`, "must not be empty (leave it out)");
    }
    if (this.conditions(value.excluded_if_any, `${path}/excluded_if_any`) === 0 && Array.isArray(value.excluded_if_any)) {
      this.issue(`${path}/excluded_if_any`, "must not be empty (leave it out)");
    }
    if (!Array.isArray(value.thresholds)) {
      this.issue(`${path}/thresholds`, "must be an array (empty when logic is none)");
      return false;
    }
    const thresholds: unknown[] = value.thresholds;
    if (logic === "none" && thresholds.length > 0) this.issue(`${path}/thresholds`, 'must be empty when logic is "none"');
    if ((logic === "and" || logic === "or") && thresholds.length === 0) {
      this.issue(`${path}/thresholds`, `must not be empty when logic is "${logic}" (use "none")`);
    }
    if (value.min_met !== undefined) {
      const k = value.min_met;
      if (logic === "none") this.issue(`${path}/min_met`, 'is meaningless when logic is "none"');
      else if (typeof k !== "number" || !Number.isInteger(k) || k < 1 || k > thresholds.length) {
        this.issue(`${path}/min_met`, `must be an integer from 1 to the number of thresholds (${thresholds.length})`);
      }
    }
    const seen = new Set<string>();
    thresholds.forEach((threshold, index) => {
      const at = `${path}/thresholds/${index}`;
      if (!isRecord(threshold)) {
        this.issue(at, "must be an object");
        return;
      }
      this.unknownKeys(threshold, THRESHOLD_KEYS, at);
      const metric = threshold.metric as Metric;
      if (!METRICS.includes(metric)) this.issue(`${at}/metric`, `must be one of ${METRICS.join(", ")}`);
      if (!COMPARISONS.includes(threshold.comparison as never)) {
        this.issue(`${at}/comparison`, `must be one of ${COMPARISONS.join(", ")} (gte = at least, gt = more than)`);
      }
      const v = threshold.value;
      if (typeof v !== "number" || !Number.isFinite(v) || v <= 0) this.issue(`${at}/value`, "must be a positive number");
      else if (metric === "employees" && !Number.isInteger(v)) this.issue(`${at}/value`, "an employee threshold must be a whole number");
      const key = `${String(metric)}:${String(threshold.comparison)}`;
      if (seen.has(key)) this.issue(at, `duplicates another ${String(metric)} threshold`);
      seen.add(key);
      if (MONEY_METRICS.includes(metric)) {
        if (!CURRENCIES.includes(threshold.currency as never)) {
          this.issue(`${at}/currency`, `a money threshold must carry its currency (${CURRENCIES.join(" or ")})`);
        } else if (
          jurisdiction === "CH" &&
          threshold.currency !== "CHF" &&
          !(threshold.currency === "EUR" && threshold.count === "group")
        ) {
          // A Swiss act sets its thresholds in CHF, except a group threshold it takes over in
          // EUR from international rules (the GloBE group revenue of EUR 750 million, MindStV).
          this.issue(`${at}/currency`, "a Swiss rule's money threshold is set in CHF (EUR only for a group threshold the act sets in EUR)");
        } else if (jurisdiction !== "CH" && threshold.currency !== "EUR") {
          this.issue(`${at}/currency`, "an EU, German or Austrian money threshold is set in EUR");
        }
      } else if (threshold.currency !== undefined && threshold.currency !== "") {
        this.issue(
          `${at}/currency`,
          metric === "employees" ? "an employee threshold has no currency" : "only a money threshold has a currency",
        );
      }
      if (threshold.count !== undefined) {
        if (!GROUP_COUNTS.includes(threshold.count as never)) this.issue(`${at}/count`, `must be one of ${GROUP_COUNTS.join(", ")}`);
        else if (!GROUP_METRICS.includes(metric)) {
          this.issue(`${at}/count`, `a group figure exists only for ${GROUP_METRICS.join(" and ")}`);
        }
      }
    });
    return thresholds.length > 0;
  }

  applicability(value: unknown, path: string, jurisdiction: unknown): void {
    if (!isRecord(value)) {
      this.issue(path, value === undefined ? "is required" : "must be an object");
      return;
    }
    this.unknownKeys(value, APPLICABILITY_KEYS, path);
    const sized = this.test(value, path, jurisdiction);
    if (value.overrides_checked !== undefined && typeof value.overrides_checked !== "boolean") {
      this.issue(`${path}/overrides_checked`, "must be true or false");
    }
    const overridden = Array.isArray(value.overrides) && value.overrides.length > 0;
    const checked = value.overrides_checked === true || overridden;
    if (sized && !checked) {
      this.issue(
        `${path}/overrides_checked`,
        "a rule with a size threshold must state that sector, role and activity overrides were checked (overrides_checked: true, or a non-empty overrides list)",
      );
    }
    if (value.obligations === undefined) return;
    if (!Array.isArray(value.obligations) || value.obligations.length === 0) {
      this.issue(`${path}/obligations`, "must be a non-empty list of staged obligations (leave it out otherwise)");
      return;
    }
    if (value.logic !== "none" || overridden) {
      this.issue(
        `${path}/obligations`,
        'staged obligations carry their own thresholds and overrides: the rule-level logic must be "none" without overrides',
      );
    }
    const ids = new Set<string>();
    value.obligations.forEach((obligation: unknown, index: number) => {
      const at = `${path}/obligations/${index}`;
      if (!isRecord(obligation)) {
        this.issue(at, "must be an object");
        return;
      }
      this.unknownKeys(obligation, OBLIGATION_KEYS, at);
      if (typeof obligation.id !== "string" || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(obligation.id)) {
        this.issue(`${at}/id`, "must be a lowercase kebab-case id");
      } else if (ids.has(obligation.id)) this.issue(`${at}/id`, `duplicate obligation id "${obligation.id}"`);
      else ids.add(obligation.id);
      this.localized(obligation.title, `${at}/title`);
      this.effectiveDate(obligation.effective_date, `${at}/effective_date`);
      const obligationSized = this.test(obligation, at, jurisdiction);
      const obligationOverridden = Array.isArray(obligation.overrides) && obligation.overrides.length > 0;
      if (obligationSized && !obligationOverridden && value.overrides_checked !== true) {
        this.issue(
          `${at}/overrides`,
          "an obligation with a size threshold needs overrides, or overrides_checked: true on the applicability",
        );
      }
    });
  }

  /** A rule's reach to companies established outside its own countries. */
  extraterritorial(value: unknown, path: string, countries: unknown, jurisdiction: unknown): void {
    if (!isRecord(value)) {
      this.issue(path, "must be an object { countries, activity, legal_basis, note, applicability? }");
      return;
    }
    this.unknownKeys(value, EXTRATERRITORIAL_KEYS, path);
    const own = Array.isArray(countries) ? countries : [];
    if (!Array.isArray(value.countries) || value.countries.length === 0) {
      this.issue(`${path}/countries`, "must be a non-empty list of the countries of establishment it reaches");
    } else {
      if (new Set(value.countries).size !== value.countries.length) this.issue(`${path}/countries`, "holds a duplicate country");
      for (const country of value.countries) {
        if (!COUNTRIES.includes(country as never)) this.issue(`${path}/countries`, `unknown country ${JSON.stringify(country)}`);
        else if (own.includes(country)) this.issue(`${path}/countries`, `${String(country)} is one of the rule's own countries`);
      }
    }
    if (typeof value.activity !== "string" || !isCompanyActivity(value.activity)) {
      this.issue(`${path}/activity`, `must be one of ${COMPANY_ACTIVITIES.join(", ")}`);
    }
    this.string(value.legal_basis, `${path}/legal_basis`);
    this.localized(value.note, `${path}/note`);
    if (value.applicability !== undefined) this.applicability(value.applicability, `${path}/applicability`, jurisdiction);
  }

  transpositionPending(value: unknown, path: string, countries: unknown, jurisdiction: unknown): void {
    if (!isRecord(value)) {
      this.issue(path, "must be an object { countries, deadline, note }");
      return;
    }
    this.unknownKeys(value, TRANSPOSITION_KEYS, path);
    if (jurisdiction !== "EU") this.issue(path, "only an EU directive awaits transposition");
    const own = Array.isArray(countries) ? countries : [];
    if (!Array.isArray(value.countries) || value.countries.length === 0) {
      this.issue(`${path}/countries`, "must be a non-empty list of the rule's countries that have not transposed it");
    } else {
      for (const country of value.countries) {
        if (!own.includes(country)) this.issue(`${path}/countries`, `${JSON.stringify(country)} is not one of the rule's countries`);
      }
    }
    this.date(value.deadline, `${path}/deadline`);
    this.localized(value.note, `${path}/note`);
  }

  sources(value: unknown, path: string): void {
    if (!Array.isArray(value) || value.length === 0) {
      this.issue(path, value === undefined ? "is required" : "must be a non-empty list of { url, title?, secondary? }");
      return;
    }
    const seen = new Set<string>();
    value.forEach((source: unknown, index: number) => {
      const at = `${path}/${index}`;
      if (!isRecord(source)) {
        this.issue(at, "must be an object { url, title?, secondary? }");
        return;
      }
      this.unknownKeys(source, SOURCE_KEYS, at);
      if (source.title !== undefined) this.string(source.title, `${at}/title`);
      if (source.secondary !== undefined && typeof source.secondary !== "boolean") this.issue(`${at}/secondary`, "must be true or false");
      let url: URL | undefined;
      try {
        url = typeof source.url === "string" ? new URL(source.url) : undefined;
      } catch {
        url = undefined;
      }
      if (url?.protocol !== "https:" || !url.hostname.includes(".") || url.username || url.password || /\s/.test(String(source.url))) {
        this.issue(`${at}/url`, "must be a well-formed https:// URL");
        return;
      }
      if (seen.has(url.href)) this.issue(`${at}/url`, "duplicates another source");
      seen.add(url.href);
      const secondary = source.secondary === true;
      if (!secondary && !isOfficialHost(url.hostname)) {
        this.issue(
          `${at}/url`,
          `${url.hostname} is not an allow-listed official host; mark the source secondary: true or cite the official text`,
        );
      }
      if (index === 0 && secondary) this.issue(at, "the first source must be the official text (official sources first)");
      else if (index === 0 && isHomePage(url)) {
        this.issue(
          `${at}/url`,
          `${url.href} is a portal's home page: the first source must link the act itself (ELI, act page, RIS, Fedlex)`,
        );
      } else if (index === 0 && !isDeepSource(url)) {
        this.issue(
          `${at}/url`,
          `${url.href} is not a known deep link to the act: the first source must match one of ${DEEP_SOURCE_PATTERNS.map((known) => known.example).join(", ")}`,
        );
      }
    });
  }

  unverified(value: unknown, path: string): number {
    if (value === undefined) return 0;
    if (!Array.isArray(value) || value.length === 0) {
      this.issue(path, "must be a non-empty list of { point, reason } (leave it out when everything was verified)");
      return 0;
    }
    value.forEach((entry: unknown, index: number) => {
      const at = `${path}/${index}`;
      if (!isRecord(entry)) {
        this.issue(at, "must be an object { point, reason }");
        return;
      }
      this.unknownKeys(entry, UNVERIFIED_KEYS, at);
      this.string(entry.point, `${at}/point`);
      this.string(entry.reason, `${at}/reason`);
    });
    return value.length;
  }
}

/** A rule's prose, as [JSON pointer below the rule, text]: notes, summary, and the notes of its tests, amendments and reach. */
function proseOf(rule: Record<string, unknown>): [string, string][] {
  const found: [string, string][] = [];
  const localized = (value: unknown, at: string) => {
    if (!isRecord(value)) return;
    for (const language of ["de", "en"])
      if (typeof value[language] === "string") found.push([`${at}/${language}`, value[language] as string]);
  };
  if (typeof rule.notes === "string") found.push(["/notes", rule.notes]);
  localized(rule.summary, "/summary");
  const applicability = (value: unknown, at: string) => {
    if (!isRecord(value)) return;
    localized(value.note, `${at}/note`);
    if (!Array.isArray(value.obligations)) return;
    value.obligations.forEach((obligation, i) => {
      if (isRecord(obligation)) localized(obligation.note, `${at}/obligations/${i}/note`);
    });
  };
  applicability(rule.applicability, "/applicability");
  if (Array.isArray(rule.amendments)) {
    rule.amendments.forEach((amendment, i) => {
      if (!isRecord(amendment)) return;
      localized(amendment.summary, `/amendments/${i}/summary`);
      applicability(amendment.applicability, `/amendments/${i}/applicability`);
    });
  }
  if (isRecord(rule.extraterritorial)) {
    localized(rule.extraterritorial.note, "/extraterritorial/note");
    applicability(rule.extraterritorial.applicability, "/extraterritorial/applicability");
  }
  return found;
}

/** Checks a parsed rules file; returns every issue found (empty when the file is valid). */
/** The project topic of duties a project does not change (VAT returns, annual accounts …). */
export const COMPANY_WIDE = "company_wide";

function lintProjectRelevance(lint: Linter, value: unknown, path: string, topics: Set<string> | undefined): void {
  if (value === undefined) {
    if (topics) lint.issue(path, `is required: the project topics the rule is relevant to, or ["${COMPANY_WIDE}"]`);
    return;
  }
  if (!topics) {
    lint.issue(path, "needs the file's /project_topics list");
    return;
  }
  if (!Array.isArray(value) || value.length === 0) {
    lint.issue(path, `must be a non-empty list of project topics, or ["${COMPANY_WIDE}"]`);
    return;
  }
  if (new Set(value).size !== value.length) lint.issue(path, "holds a duplicate project topic");
  if (value.includes(COMPANY_WIDE) && value.length > 1) lint.issue(path, `"${COMPANY_WIDE}" stands alone`);
  for (const topic of value) {
    if (typeof topic !== "string" || !topics.has(topic))
      lint.issue(path, `unknown project topic ${JSON.stringify(topic)} (not in /project_topics)`);
  }
}

export function lintRulesData(data: unknown, options: LintOptions): LintIssue[] {
  const lint = new Linter(options.today);
  if (!isRecord(data)) {
    lint.issue("", "the file must hold a JSON object");
    return lint.issues;
  }
  lint.unknownKeys(data, FILE_KEYS, "");
  lint.string(data.version, "/version");
  lint.verifiedAt(data.verified_at, "/verified_at");

  const industries = new Set<string>();
  if (!Array.isArray(data.industries) || data.industries.length === 0) {
    lint.issue("/industries", "must be a non-empty list of industry slugs");
  } else {
    data.industries.forEach((industry: unknown, index: number) => {
      if (typeof industry !== "string" || !/^[a-z][a-z0-9_]*$/.test(industry)) {
        lint.issue(`/industries/${index}`, "must be a lowercase slug (a-z, 0-9, _)");
      } else if (industry === ALL_INDUSTRIES) {
        lint.issue(`/industries/${index}`, `"${ALL_INDUSTRIES}" is reserved for rules that apply to every industry`);
      } else if (industries.has(industry)) {
        lint.issue(`/industries/${index}`, `duplicate industry "${industry}"`);
      } else industries.add(industry);
    });
  }

  let topics: Set<string> = new Set(DEFAULT_TOPICS);
  if (data.topics !== undefined) {
    if (!Array.isArray(data.topics) || data.topics.length === 0 || !data.topics.every((topic) => nonEmptyString(topic))) {
      lint.issue("/topics", "must be a non-empty list of topic slugs");
    } else {
      topics = new Set(data.topics as string[]);
      if (topics.size !== data.topics.length) lint.issue("/topics", "holds a duplicate topic");
    }
  }

  // The project topics a rule can be relevant to (see README "Project relevance"): once the file
  // declares the list, every rule must say which of them it belongs to, or `company_wide`.
  let projectTopics: Set<string> | undefined;
  if (data.project_topics !== undefined) {
    const list = data.project_topics;
    if (!Array.isArray(list) || list.length === 0 || !list.every((topic) => typeof topic === "string" && /^[a-z][a-z0-9_]*$/.test(topic))) {
      lint.issue("/project_topics", "must be a non-empty list of lowercase slugs");
    } else {
      projectTopics = new Set(list as string[]);
      if (projectTopics.size !== list.length) lint.issue("/project_topics", "holds a duplicate project topic");
      if (!projectTopics.has(COMPANY_WIDE)) lint.issue("/project_topics", `must include "${COMPANY_WIDE}"`);
    }
  }

  if (!Array.isArray(data.rules) || data.rules.length === 0) {
    lint.issue("/rules", "must be a non-empty list of rules");
    return lint.issues;
  }
  const ids = new Map<string, number>();
  const codes = new Map<string, number>();
  data.rules.forEach((rule: unknown, index: number) => {
    const path = `/rules/${index}`;
    if (!isRecord(rule)) {
      lint.issue(path, "must be an object");
      return;
    }
    for (const key of RULE_KEYS) {
      if (!OPTIONAL_RULE_KEYS.has(key) && rule[key] === undefined) lint.issue(`${path}/${key}`, "is required");
    }
    lint.unknownKeys(rule, new Set<string>(RULE_KEYS), path);

    if (rule.id !== undefined) {
      if (typeof rule.id !== "string" || !/^[a-z0-9][a-z0-9._-]{1,99}$/.test(rule.id)) {
        lint.issue(`${path}/id`, "must be a stable lowercase id (a-z, 0-9, ., _, -)");
      } else if (ids.has(rule.id)) {
        lint.issue(`${path}/id`, `duplicate id "${rule.id}" (also /rules/${ids.get(rule.id)})`);
      } else ids.set(rule.id, index);
    }
    if (rule.code !== undefined) {
      lint.string(rule.code, `${path}/code`);
      // Clients show and match the code: one rule per code, short enough for a table cell.
      if (typeof rule.code === "string" && rule.code.length > 40) lint.issue(`${path}/code`, "must be at most 40 characters");
      else if (typeof rule.code === "string" && codes.has(rule.code)) {
        lint.issue(`${path}/code`, `duplicate code "${rule.code}" (also /rules/${codes.get(rule.code)})`);
      } else if (typeof rule.code === "string") codes.set(rule.code, index);
    }
    if (rule.title !== undefined) lint.localized(rule.title, `${path}/title`);
    if (rule.summary !== undefined) lint.localized(rule.summary, `${path}/summary`);
    if (rule.authority !== undefined) lint.string(rule.authority, `${path}/authority`);
    if (rule.legal_reference !== undefined) lint.string(rule.legal_reference, `${path}/legal_reference`);
    if (rule.notes !== undefined && typeof rule.notes !== "string") lint.issue(`${path}/notes`, "must be a string");

    const jurisdiction = rule.jurisdiction;
    if (jurisdiction !== undefined && !JURISDICTIONS.includes(jurisdiction as never)) {
      lint.issue(`${path}/jurisdiction`, `must be one of ${JURISDICTIONS.join(", ")}`);
    }
    if (rule.countries !== undefined) {
      const countries = rule.countries;
      if (!Array.isArray(countries) || countries.length === 0) lint.issue(`${path}/countries`, "must be a non-empty list");
      else {
        if (new Set(countries).size !== countries.length) lint.issue(`${path}/countries`, "holds a duplicate country");
        for (const country of countries) {
          if (!COUNTRIES.includes(country as never)) lint.issue(`${path}/countries`, `unknown country ${JSON.stringify(country)}`);
        }
        if (jurisdiction === "EU" && countries.includes("CH")) {
          lint.issue(`${path}/countries`, "an EU rule never applies in Switzerland (not an EU member)");
        }
        if (jurisdiction === "DE" || jurisdiction === "AT" || jurisdiction === "CH") {
          if (countries.length !== 1 || countries[0] !== jurisdiction)
            lint.issue(`${path}/countries`, `a ${jurisdiction} rule applies in ${jurisdiction} only`);
        }
      }
    }
    if (rule.industries !== undefined) {
      const list = rule.industries;
      if (!Array.isArray(list) || list.length === 0) lint.issue(`${path}/industries`, `must be ["${ALL_INDUSTRIES}"] or a non-empty list`);
      else {
        if (list.includes(ALL_INDUSTRIES) && list.length > 1) lint.issue(`${path}/industries`, `"${ALL_INDUSTRIES}" stands alone`);
        if (new Set(list).size !== list.length) lint.issue(`${path}/industries`, "holds a duplicate industry");
        for (const industry of list) {
          if (industry !== ALL_INDUSTRIES && !industries.has(industry as string)) {
            lint.issue(`${path}/industries`, `unknown industry ${JSON.stringify(industry)} (not in /industries)`);
          }
        }
      }
    }
    if (rule.topic !== undefined && !(typeof rule.topic === "string" && topics.has(rule.topic))) {
      lint.issue(`${path}/topic`, `unknown topic ${JSON.stringify(rule.topic)}`);
    }
    lintProjectRelevance(lint, rule.project_relevance, `${path}/project_relevance`, projectTopics);
    if (rule.applicability !== undefined) lint.applicability(rule.applicability, `${path}/applicability`, jurisdiction);
    if (rule.obligations !== undefined) {
      if (!Array.isArray(rule.obligations) || rule.obligations.length === 0) lint.issue(`${path}/obligations`, "must be a non-empty list");
      else {
        rule.obligations.forEach((obligation: unknown, i: number) => {
          lint.localized(obligation, `${path}/obligations/${i}`);
        });
      }
    }
    const effective = rule.effective_date !== undefined && lint.effectiveDate(rule.effective_date, `${path}/effective_date`);
    if (rule.applies_from !== undefined && lint.effectiveDate(rule.applies_from, `${path}/applies_from`) && effective) {
      if ((rule.applies_from as string) <= (rule.effective_date as string)) {
        lint.issue(`${path}/applies_from`, `must lie after effective_date ${String(rule.effective_date)} (leave it out otherwise)`);
      }
    }
    if (rule.transposition_pending !== undefined) {
      lint.transpositionPending(rule.transposition_pending, `${path}/transposition_pending`, rule.countries, jurisdiction);
    }
    if (rule.verified_at !== undefined) {
      lint.verifiedAt(rule.verified_at, `${path}/verified_at`);
      if (isIsoDate(rule.verified_at) && isIsoDate(data.verified_at) && rule.verified_at > data.verified_at) {
        lint.issue(`${path}/verified_at`, "is later than the file's verified_at");
      }
    }
    if (rule.extraterritorial !== undefined) {
      lint.extraterritorial(rule.extraterritorial, `${path}/extraterritorial`, rule.countries, jurisdiction);
    }
    if (rule.sources !== undefined) lint.sources(rule.sources, `${path}/sources`);
    const unverified = lint.unverified(rule.unverified, `${path}/unverified`);
    if (typeof rule.notes === "string" && UNVERIFIED_WORDS.test(rule.notes) && unverified === 0) {
      lint.issue(`${path}/unverified`, "the notes admit an unverified point: list it under unverified with what is unclear and why");
    }
    if (unverified === 0) {
      for (const [at, text] of proseOf(rule)) {
        const hedge = HEDGING_WORDS.exec(text);
        if (hedge) {
          lint.issue(
            `${path}${at}`,
            `hedges ("${hedge[0]}") without an unverified entry: state the fact, or list the doubt under unverified with why`,
          );
        }
      }
    }
    if (rule.amendments !== undefined) {
      if (!Array.isArray(rule.amendments)) lint.issue(`${path}/amendments`, "must be a list");
      else {
        let previous = "";
        rule.amendments.forEach((amendment: unknown, i: number) => {
          const at = `${path}/amendments/${i}`;
          if (!isRecord(amendment)) {
            lint.issue(at, "must be an object");
            return;
          }
          lint.unknownKeys(amendment, AMENDMENT_KEYS, at);
          lint.localized(amendment.summary, `${at}/summary`);
          if (lint.effectiveDate(amendment.effective_date, `${at}/effective_date`)) {
            const date = amendment.effective_date as string;
            if (effective && date <= (rule.effective_date as string)) {
              lint.issue(`${at}/effective_date`, `must lie after the rule's effective_date ${String(rule.effective_date)}`);
            }
            if (date < previous) lint.issue(`${at}/effective_date`, "amendments must be in date order");
            previous = date;
          }
          if (amendment.applicability !== undefined) lint.applicability(amendment.applicability, `${at}/applicability`, jurisdiction);
        });
      }
    }
  });
  return lint.issues;
}

/** Validates and returns the typed file, or throws DataLintError listing every issue. */
export function parseRulesData(data: unknown, options: LintOptions & { source: string }): RulesFile {
  const issues = lintRulesData(data, options);
  if (issues.length > 0) throw new DataLintError(options.source, issues);
  return data as RulesFile;
}

/** The topics of a valid file: its declared list, else those its rules use. */
export function topicsOf(file: RulesFile): string[] {
  return [...new Set(file.topics ?? file.rules.map((rule) => rule.topic))].sort();
}
