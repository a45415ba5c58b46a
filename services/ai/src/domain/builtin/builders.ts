/**
 * Builders of the engine's bilingual content tables (industries, project types, roles):
 * German first, English second, so the tables read like the plans they become.
 */
import type { Level, Priority } from "../types.js";
import type { BudgetDef, RiskDef, RoleDef, Stage, StagedTask } from "./content.js";
import type { Text } from "./text.js";

export type Pair = readonly [de: string, en: string];

export const text = ([de, en]: Pair): Text => ({ de, en });

export const role = (
  key: string,
  name: Pair,
  description: Pair,
  interest: Level,
  influence: Level,
  byCountry?: RoleDef["byCountry"],
): RoleDef => ({
  key,
  name: text(name),
  role: text(description),
  interest,
  influence,
  ...(byCountry ? { byCountry } : {}),
});

export const stagedTask = (stage: Stage, priority: Priority, owner: string, title: Pair, description: Pair): StagedTask => ({
  stage,
  priority,
  owner,
  title: text(title),
  description: text(description),
});

export const risk = (likelihood: number, impact: number, owner: string, title: Pair, description: Pair, mitigation: Pair): RiskDef => ({
  likelihood,
  impact,
  owner,
  title: text(title),
  description: text(description),
  mitigation: text(mitigation),
});

export const line = (category: string, label: Pair, share: number, stage?: Stage): BudgetDef => ({
  category,
  label: text(label),
  share,
  ...(stage ? { stage } : {}),
});
