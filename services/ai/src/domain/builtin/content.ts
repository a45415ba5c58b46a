/**
 * The shapes of the engine's bilingual planning content: roles (who), tasks, risks and
 * budget lines (what), each tied to a stage of the project so industry content lands in the
 * right phase of any project type or template.
 *
 * Placeholders in texts: `{subject}` the project's object as a direct object ("die neue
 * Abfüllanlage", "the new bottling line"), `{Head}` / `{head}` its bare noun ("Abfüllanlage",
 * "bottling line"), `{permit}` the building permit of the country.
 */
import type { Country, Industry, Intent, Level, Priority, ProjectType } from "../types.js";
import type { KeywordSet, Text } from "./text.js";

/** Where in a project something happens; phases of types and templates map to these. */
export const STAGES = ["initiate", "analyse", "design", "build", "test", "launch", "stabilise", "close"] as const;
export type Stage = (typeof STAGES)[number];

/** A stakeholder the plan can name; tasks and risks refer to roles by key. */
export interface RoleDef {
  key: string;
  name: Text;
  role: Text;
  interest: Level;
  influence: Level;
  /** Other names in a country (Betriebsrat → Personalkommission in CH). */
  byCountry?: Partial<Record<Country, { name: Text; role?: Text }>>;
  /** Another name in an industry (Betriebsrat → Personalrat in the public sector); the country's name still wins. */
  byIndustry?: Partial<Record<Industry, { name: Text; role?: Text }>>;
}

export interface TaskDef {
  title: Text;
  description: Text;
  priority: Priority;
  /** A role key. */
  owner: string;
}

/** A task of an industry, placed into the phase of its stage. */
export interface StagedTask extends TaskDef {
  stage: Stage;
}

/**
 * What an industry overlay adds belongs to some kinds of project only: a bakery's HACCP concept
 * to a new production line, not to its till system. Plans of other types leave it out.
 */
export interface ForTypes {
  types: readonly ProjectType[];
}

export interface RiskDef {
  title: Text;
  description: Text;
  likelihood: number;
  impact: number;
  mitigation: Text;
  owner: string;
}

export interface BudgetDef {
  category: string;
  label: Text;
  /** Relative weight among the plan's lines. */
  share: number;
  /** The stage whose phase the money is spent in, if one. */
  stage?: Stage;
}

/** What the engine knows about an industry. */
export interface IndustryProfile {
  /** Names clients send instead of the key ("Logistics", "Logistik"). */
  names: string[];
  keywords: KeywordSet;
  /** "in der Lebensmittelwirtschaft" style label: de "Lebensmittelwirtschaft", en "food and beverage industry". */
  label: Text;
  /** The sponsor's name where "Geschäftsführung" does not fit (a municipality has no managing director). */
  sponsor?: Text;
  /** Industry roles used by the tasks and risks below. */
  roles: RoleDef[];
  /** `objectWords`: in software and digitalisation plans, the task belongs only to objects that name one of these stems. */
  tasks: (StagedTask & ForTypes & { objectWords?: string[] })[];
  risks: (RiskDef & ForTypes)[];
  budget: (BudgetDef & ForTypes)[];
  /** Typical duration of a medium-sized company's project in the industry. */
  weeks: number;
  /** Cost level relative to the average (1). */
  costFactor: number;
}

export interface PhaseDef {
  key: string;
  stage: Stage;
  name: Text;
  description: Text;
  /** Share of the timeline. */
  share: number;
  /** The last task is the phase's gate: it depends on the others. */
  tasks: TaskDef[];
}

export { PROJECT_TYPES, type ProjectType } from "../types.js";

/** A project type: how such projects run, whatever the industry. */
export interface ProjectTypeProfile {
  keywords: KeywordSet;
  name: Text;
  /** The object when the description names none: as direct object and as bare noun. */
  subject: { de: { object: string; head: string }; en: { object: string; head: string } };
  /** The title's object where the bare object reads wrong ("Umzug in {subject}" rather than "Neue Büroräume"). */
  title?: Text;
  /** Five phases from analysis to stabilisation. */
  phases: PhaseDef[];
  roles: RoleDef[];
  risks: RiskDef[];
  budget: BudgetDef[];
  weeks: number;
  costFactor: number;
  /** Whether the project changes how employees work (works council, data protection early). */
  affectsEmployees: boolean;
  /** Set by a variant: false keeps the industry's tasks out. */
  industryTasks?: boolean;
  /** Set by a variant: false names the object itself in tasks, not the action's work on it. */
  namesWork?: boolean;
  /** Kinds of project within the type that run differently; see `PlaybookVariant`. */
  variants?: PlaybookVariant[];
}

/**
 * A kind of project within a type that runs differently: hiring is an organisation project but
 * not a reorganisation; moving a production line is a relocation but not an office move. Of the
 * variants whose conditions all hold, the first whose `descriptionWords` the object contains wins
 * (the object names the kind of project: a "Jubiläumsfeier im Kongresshaus" is a celebration, a
 * "Jahrestagung mit Galadinner" a conference), otherwise the first in the file. It replaces the
 * type's phases (and its risks and budget where it gives them); its roles join the type's.
 */
export interface PlaybookVariant {
  key: string;
  when: { intents?: Intent[]; objectWords?: string[]; descriptionWords?: string[]; unlessDescriptionWords?: string[] };
  /** false: the industry's tasks for the type stay out (hiring does not change how a hospital treats patients). */
  industryTasks?: boolean;
  /** false: tasks name the object itself ("das Schulungsprogramm"), not the action's work on it ("die Neuorganisation der …"). */
  namesWork?: boolean;
  roles?: RoleDef[];
  phases: PhaseDef[];
  risks?: RiskDef[];
  budget?: BudgetDef[];
}
