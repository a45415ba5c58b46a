/**
 * The engine's planning content, read from `services/ai/data` once at module load: the
 * playbook of each project type, the overlay of each industry and the common roles. Every
 * file is checked against `plan-content.schema.json`; a defect stops the start with one line
 * naming the file and the JSON pointer, so a bad edit never reaches a plan.
 *
 * Also the classifiers that read a project type and an industry from a description with
 * the keywords of those files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { readValidated } from "../data/load.js";
import { INDUSTRIES, type Industry } from "../types.js";
import { type IndustryProfile, PROJECT_TYPES, type ProjectType, type ProjectTypeProfile, type RiskDef, type RoleDef } from "./content.js";
import { type KeywordHit, KeywordMatcher, lower } from "./text.js";

/**
 * `src/domain/builtin` (tests) and `dist/domain/builtin` (production) are both three levels
 * below the service's root, where `data` lives.
 */
export const PLAN_CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "data");

export interface PlanContent {
  projectTypes: Record<ProjectType, ProjectTypeProfile>;
  industries: Partial<Record<Industry, IndustryProfile>>;
  commonRoles: RoleDef[];
  roleAliases: Record<string, string>;
  statedRisks: StatedRisks;
}

/** Risks tied to what the client stated (a deadline, a budget, a quantity), by occasion. */
export type StatedRisks = Record<"tight_schedule" | "deadline" | "tight_deadline" | "budget" | "low_budget" | "quantity", RiskDef>;

const FILE_KINDS = ["playbook", "industry", "roles", "statedRisks"] as const;
type FileKind = (typeof FILE_KINDS)[number];

function compileValidators(schemaFile: string) {
  const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as { $id: string };
  const ajv = new Ajv2020({ allErrors: false, strict: true });
  ajv.addSchema(schema);
  return Object.fromEntries(
    FILE_KINDS.map((kind) => {
      const validate = ajv.getSchema(`${schema.$id}#/$defs/${kind}`);
      if (!validate) throw new Error(`plan content schema ${schemaFile}: no definition $defs/${kind}`);
      return [kind, validate];
    }),
  ) as Record<FileKind, NonNullable<ReturnType<typeof ajv.getSchema>>>;
}

/** Reads and validates the YAML files of one directory, keyed by file name without `.yaml`. */
function readDirectory(directory: string, validate: ReturnType<typeof compileValidators>[FileKind]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const name of readdirSync(directory).sort()) {
    if (!name.endsWith(".yaml")) throw new Error(`plan content ${join(directory, name)}: not a .yaml file`);
    files.set(name.slice(0, -".yaml".length), readFile(join(directory, name), validate));
  }
  return files;
}

function readFile(file: string, validate: ReturnType<typeof compileValidators>[FileKind]): unknown {
  return readValidated(
    file,
    (data) => validate(data) as boolean,
    () => validate.errors,
    `plan content ${file}`,
  );
}

/** Reads the content of a data directory; throws one line naming the file and the pointer at the first defect. */
export function loadPlanContent(directory: string = PLAN_CONTENT_DIR): PlanContent {
  const validators = compileValidators(join(directory, "plan-content.schema.json"));

  const playbooks = readDirectory(join(directory, "playbooks"), validators.playbook);
  for (const name of playbooks.keys()) {
    if (!(PROJECT_TYPES as readonly string[]).includes(name)) {
      throw new Error(
        `plan content ${join(directory, "playbooks", `${name}.yaml`)}: "${name}" is no project type (${PROJECT_TYPES.join(", ")})`,
      );
    }
  }
  const projectTypes = {} as Record<ProjectType, ProjectTypeProfile>;
  for (const type of PROJECT_TYPES) {
    const profile = playbooks.get(type);
    if (!profile)
      throw new Error(`plan content ${join(directory, "playbooks", `${type}.yaml`)}: missing (every project type needs a playbook)`);
    projectTypes[type] = profile as ProjectTypeProfile;
  }

  const overlays = readDirectory(join(directory, "industries"), validators.industry);
  for (const name of overlays.keys()) {
    if (!(INDUSTRIES as readonly string[]).includes(name)) {
      throw new Error(`plan content ${join(directory, "industries", `${name}.yaml`)}: "${name}" is no industry (${INDUSTRIES.join(", ")})`);
    }
  }
  const industries: Partial<Record<Industry, IndustryProfile>> = {};
  for (const industry of INDUSTRIES) {
    const profile = overlays.get(industry);
    if (profile) industries[industry] = profile as IndustryProfile;
  }

  const roles = readFile(join(directory, "roles.yaml"), validators.roles) as { roles: RoleDef[]; aliases: Record<string, string> };
  const statedRisks = readFile(join(directory, "stated-risks.yaml"), validators.statedRisks) as StatedRisks;
  return { projectTypes, industries, commonRoles: roles.roles, roleAliases: roles.aliases, statedRisks };
}

const CONTENT = loadPlanContent();

// ---------------------------------------------------------------------------------------
// Project types

export const PROJECT_TYPE_PROFILES: Readonly<Record<ProjectType, ProjectTypeProfile>> = CONTENT.projectTypes;

export const STATED_RISKS: Readonly<StatedRisks> = CONTENT.statedRisks;

const TYPE_MATCHER = new KeywordMatcher<ProjectType>(
  PROJECT_TYPES.filter((type) => type !== "generic").map((type) => ({ key: type, keywords: PROJECT_TYPE_PROFILES[type].keywords })),
);

/** The project type a description points to; "generic" when nothing fits. */
export function projectTypeFromText(text: string): ProjectType {
  return TYPE_MATCHER.best(lower(text), 2)?.key ?? "generic";
}

// ---------------------------------------------------------------------------------------
// Industries

export const INDUSTRY_PROFILES: Readonly<Partial<Record<Industry, IndustryProfile>>> = CONTENT.industries;

/** The profile of an industry (every value of the enum has one; the data test asserts it). */
export function industryProfile(industry: Industry): IndustryProfile {
  const profile = INDUSTRY_PROFILES[industry];
  if (!profile) throw new Error(`no content for industry ${industry}`);
  return profile;
}

/** Lower case, letters and digits only: "IT & Software", "it-software" and "it_software" compare equal. */
const nameKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Every key and every name clients send for an industry ("Logistics", "Logistik"), by its name key. */
const INDUSTRY_BY_NAME: ReadonlyMap<string, Industry> = new Map(
  INDUSTRIES.flatMap((industry) =>
    [industry, ...(INDUSTRY_PROFILES[industry]?.names ?? [])].map((name) => [nameKey(name), industry] as const),
  ),
);

/** The industry a client means: its key in any case or spelling, or one of its names; undefined when none. */
export function industryOf(value: string): Industry | undefined {
  return INDUSTRY_BY_NAME.get(nameKey(value));
}

/** Industries that have content (all of them once complete). */
export const PROFILED_INDUSTRIES: readonly Industry[] = INDUSTRIES.filter((industry) => INDUSTRY_PROFILES[industry] !== undefined);

const INDUSTRY_MATCHER = new KeywordMatcher<Industry>(
  PROFILED_INDUSTRIES.map((industry) => ({ key: industry, keywords: industryProfile(industry).keywords })),
);

export interface IndustryHint {
  industry: Industry;
  score: number;
  hits: KeywordHit<Industry>[];
}

/** "in der Gemeinde Lech", "near the city of …": an organisation word used as a place. */
const PLACE_BEFORE = /(?:^|[\s,(])(?:in|im|bei|nahe|aus|near|in the|from the)\s+(?:der|dem|den|the)?\s*$/u;

/**
 * The industry a description points to, or undefined when it names no industry keyword of
 * weight 3 or more in total. The first organisation keyword ("Wir sind eine Brauerei …")
 * counts double: a text says first what the organisation is. An organisation word that
 * only names a place ("in der Gemeinde …") counts as a hint.
 */
export function industryFromText(text: string): IndustryHint | undefined {
  // Understanding a request asks twice for the same description (the profile and the subject).
  if (lastIndustryHint?.text === text) return lastIndustryHint.hint;
  const hint = findIndustry(text);
  lastIndustryHint = { text, hint };
  return hint;
}

/** The last answer of `industryFromText`: a pure function of the text over immutable data. */
let lastIndustryHint: { text: string; hint: IndustryHint | undefined } | undefined;

function findIndustry(text: string): IndustryHint | undefined {
  const lowered = lower(text);
  const asPlace = (hit: KeywordHit<Industry>) => hit.org && PLACE_BEFORE.test(lowered.slice(Math.max(0, hit.start - 16), hit.start));
  const hits = INDUSTRY_MATCHER.hits(lowered);
  const firstOrg = hits.find((hit) => hit.org && !asPlace(hit));
  const best = INDUSTRY_MATCHER.bestOf(hits, 3, (hit) => {
    if (asPlace(hit)) return 1 - hit.weight;
    return firstOrg && hit.start === firstOrg.start ? hit.weight : 0;
  });
  return best ? { industry: best.key, score: best.score, hits: best.hits } : undefined;
}

// ---------------------------------------------------------------------------------------
// Roles

/** The stakeholder roles every plan can draw on (industry and type roles come with their content). */
export const COMMON_ROLES: readonly RoleDef[] = CONTENT.commonRoles;

/** Role keys that mean the same stakeholder (template roles use both spellings). */
export const ROLE_ALIASES: Readonly<Record<string, string>> = CONTENT.roleAliases;

/** A name for a role key nobody described ("site_lead" → "Site lead"). */
export function humanizeRole(key: string): string {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Team";
}
