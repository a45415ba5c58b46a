import { join } from "node:path";
import { DATA_DIRECTORY, loadDataFileWithSchema } from "../data/load.js";
import type { CompanySize, Country, Priority, ProjectType } from "../types.js";
import type { Stage, TaskDef } from "./content.js";
import type { Text } from "./text.js";

/** The placeholders of the planning content, filled for every text of a plan (`context.values`). */
const PLAN = ["subject", "Subject", "head", "Head", "permit", "Permit"] as const;

/**
 * The values the engine fills into each template of these files. The code fills a template
 * with a record of exactly these names (`Slots<…>`), and the data test holds every template to
 * them, so a placeholder in the data is always one the code fills.
 */
export const SLOTS = {
  complianceTask: ["codes"],
  reasonApplies: ["who", "country", "industry", "topic", "obligation"],
  reasonCompany: ["employees"],
  reasonOpenFacts: ["questions", "obligation"],
  reasonOpenFigures: ["figures", "alsoAsked", "obligation"],
  reasonAlsoAsked: ["questions"],
  reasonUpcoming: ["date", "obligation"],
  summary: ["type", "subject", "weeks", "start", "phases", "first", "last"],
  templatePhase: ["phase", "template"],
  templateTask: ["task", "phase"],
  scopeTask: ["item"],
  siteRolloutTask: ["count", "noun", "rest"],
  unknownRole: ["Role", "role"],
} as const;

export type Slots<K extends keyof typeof SLOTS> = Record<(typeof SLOTS)[K][number], string>;

/**
 * Where each file's texts may hold placeholders (JSON pointer, `*` for any one key or index)
 * and which. Texts elsewhere hold none. Compliance tasks and template texts become plan texts,
 * so the planning content's placeholders are filled in them afterwards.
 */
export const PLACEHOLDERS_AT: Readonly<Record<string, readonly (readonly [string, readonly string[]])[]>> = {
  "compliance-work.yaml": [
    ["/tasks/*/title", [...SLOTS.complianceTask, ...PLAN]],
    ["/tasks/*/description", [...SLOTS.complianceTask, ...PLAN]],
    ["/reasons/applies", SLOTS.reasonApplies],
    ["/reasons/company", SLOTS.reasonCompany],
    ["/reasons/openFacts", SLOTS.reasonOpenFacts],
    ["/reasons/openFigures", SLOTS.reasonOpenFigures],
    ["/reasons/alsoAsked", SLOTS.reasonAlsoAsked],
    ["/reasons/upcoming", SLOTS.reasonUpcoming],
    ["/reasons/transposition", SLOTS.reasonUpcoming],
  ],
  "engine-texts.yaml": [
    ["/summary", SLOTS.summary],
    ["/templatePhase", [...SLOTS.templatePhase, ...PLAN]],
    ["/templateTask", [...SLOTS.templateTask, ...PLAN]],
    ["/unknownRole", SLOTS.unknownRole],
    ["/scopeTasks/*/title", [...SLOTS.scopeTask, ...PLAN]],
    ["/scopeTasks/*/description", [...SLOTS.scopeTask, ...PLAN]],
    ["/siteRollout/tasks/*/title", [...SLOTS.siteRolloutTask, ...PLAN]],
    ["/siteRollout/tasks/*/description", [...SLOTS.siteRolloutTask, ...PLAN]],
  ],
  "composition.yaml": [],
};

/** Compliance work that needs a task of its own when a rule of the topic is in the plan. */
export interface ComplianceTask {
  topic: string;
  stage: Stage;
  types: readonly ProjectType[] | "all";
  /** Only a rule that applies adds the task, not an undetermined one. */
  onlyApplies?: boolean;
  title: Text;
  description: Text;
  priority: Priority;
  owner: string;
}

export interface ComplianceWork {
  /** `early`: due at the end of the design phase rather than before the launch. */
  topics: Record<string, { name: Text; early?: boolean }>;
  figures: Record<string, Text>;
  tasks: ComplianceTask[];
  reasons: {
    applies: Text;
    company: Text;
    sizes: Record<CompanySize, Text>;
    openFacts: Text;
    openFigures: Text;
    /** The law binds the company only from a later date. */
    upcoming: Text;
    /** An EU directive the country has not transposed yet. */
    transposition: Text;
    alsoAsked: Text;
    anyFigures: Text;
    and: Text;
  };
}

export interface EngineTexts {
  /** `name` as it follows "in" ("der Schweiz"); `permit` fills {permit}. */
  countries: Record<Country, { name: Text; permit: Text }>;
  summary: Text;
  templatePhase: Text;
  templateTask: Text;
  unknownRole: Text;
  /** Work packages for each item of the scope the customer lists. */
  scopeTasks: readonly (TaskDef & { stage: Stage })[];
  /** A pilot and rollout waves over the sites or shops the customer names. */
  siteRollout: {
    types: readonly ProjectType[];
    kinds: readonly string[];
    minCount: number;
    tasks: readonly (TaskDef & { stage: Stage })[];
  };
}

export interface Composition {
  withoutIndustryTasks: ReadonlySet<ProjectType>;
  withoutIndustryRisks: ReadonlySet<ProjectType>;
  budgetCategories: Readonly<Record<string, string>>;
  /** In order: the first pattern that matches a template phase's words gives its stage. */
  templateStages: readonly { stage: Stage; pattern: RegExp }[];
}

export interface EngineData {
  complianceWork: ComplianceWork;
  texts: EngineTexts;
  composition: Composition;
}

interface RawComposition {
  withoutIndustryTasks: ProjectType[];
  withoutIndustryRisks: ProjectType[];
  budgetCategories: Record<string, string>;
  templateStages: { stage: Stage; pattern: string }[];
}

/** Every { de, en } text below a value, with its JSON pointer. */
export function textsOf(value: unknown, pointer = ""): { pointer: string; de: string; en: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${pointer}/${index}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.de === "string" && typeof record.en === "string") return [{ pointer, de: record.de, en: record.en }];
  return Object.entries(record).flatMap(([key, item]) => textsOf(item, `${pointer}/${key}`));
}

/** The placeholders a text of `file` at `pointer` may hold (none where the file lists no template). */
export function placeholdersAt(file: string, pointer: string): readonly string[] {
  const segments = pointer.split("/");
  const entry = (PLACEHOLDERS_AT[file] ?? []).find(([pattern]) => {
    const parts = pattern.split("/");
    return parts.length === segments.length && parts.every((part, index) => part === "*" || part === segments[index]);
  });
  return entry?.[1] ?? [];
}

/** Every name in braces a text uses, whether or not `fill` would take it ("{sub ject}" too). */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");

/** A name in braces the code does not fill would reach the plan as it stands: reject it at load. */
function checkPlaceholders(path: string, file: string, data: unknown): void {
  for (const text of textsOf(data)) {
    const allowed = placeholdersAt(file, text.pointer);
    for (const language of ["de", "en"] as const) {
      const unknown = placeholdersIn(text[language]).find((name) => !allowed.includes(name));
      if (unknown !== undefined) {
        const known = allowed.length > 0 ? `one of ${allowed.map((name) => `{${name}}`).join(", ")}` : "none here";
        throw new Error(`${path}: ${text.pointer}/${language}: unknown placeholder {${unknown}} (${known})`);
      }
    }
  }
}

/** Reads `<name>.yaml` of `directory`, checks it against `<name>.schema.json` beside it and checks its placeholders. */
function readChecked<T>(directory: string, name: string): T {
  const data = loadDataFileWithSchema<T>(`${name}.yaml`, join(directory, "/"));
  checkPlaceholders(join(directory, `${name}.yaml`), `${name}.yaml`, data);
  return data;
}

/** Reads the engine's texts and choices from a data directory; throws one line naming the file and pointer at the first defect. */
export function loadEngineData(directory: string = DATA_DIRECTORY): EngineData {
  const complianceWork = readChecked<ComplianceWork>(directory, "compliance-work");
  const texts = readChecked<EngineTexts>(directory, "engine-texts");
  const raw = readChecked<RawComposition>(directory, "composition");
  const templateStages = raw.templateStages.map(({ stage, pattern }, index) => {
    try {
      return { stage, pattern: new RegExp(pattern, "u") };
    } catch (error) {
      throw new Error(`${join(directory, "composition.yaml")}: /templateStages/${index}/pattern: ${(error as Error).message}`);
    }
  });
  return {
    complianceWork,
    texts,
    composition: {
      withoutIndustryTasks: new Set(raw.withoutIndustryTasks),
      withoutIndustryRisks: new Set(raw.withoutIndustryRisks),
      budgetCategories: raw.budgetCategories,
      templateStages,
    },
  };
}

export const ENGINE_DATA: Readonly<EngineData> = loadEngineData();
