/**
 * What project quantities add to an estimated budget (`data/cost-model.yaml`): 120,000
 * households or 22 shops cost more than one, whatever the company's size.
 */
import { loadDataFile } from "../data/load.js";
import { type LocalizedText, PROJECT_TYPES, type ProjectQuantity, type ProjectType } from "../types.js";

const UNIT_COSTS = {
  type: "object",
  required: ["default"],
  additionalProperties: false,
  properties: Object.fromEntries(["default", ...PROJECT_TYPES].map((key) => [key, { type: "number", exclusiveMinimum: 0 }])),
};

export const COST_MODEL_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["currency", "line", "units"],
  properties: {
    currency: { const: "EUR" },
    line: {
      type: "object",
      additionalProperties: false,
      required: ["de", "en"],
      properties: { de: { type: "string", minLength: 1 }, en: { type: "string", minLength: 1 } },
    },
    units: { type: "object", minProperties: 1, additionalProperties: UNIT_COSTS },
  },
};

interface CostModel {
  currency: "EUR";
  line: LocalizedText;
  units: Record<string, Partial<Record<ProjectType | "default", number>> & { default: number }>;
}

let model: CostModel | undefined;

const costModel = (): CostModel => {
  model ??= loadDataFile<CostModel>("cost-model.yaml", COST_MODEL_SCHEMA);
  return model;
};

/** The label of a quantity's budget line, with `{count}`, `{noun}` and `{unit}` to fill. */
export const quantityLineLabel = (): LocalizedText => costModel().line;

export interface QuantityCost {
  quantity: ProjectQuantity;
  unitCost: number;
  total: number;
}

/** Each stated quantity priced by the playbook's unit cost (EUR, German/Austrian price level); unknown kinds cost nothing. */
export function quantityCosts(quantities: readonly ProjectQuantity[], type: ProjectType): QuantityCost[] {
  const units = costModel().units;
  return quantities.flatMap((quantity) => {
    const costs = units[quantity.kind];
    if (!costs) return [];
    const unitCost = costs[type] ?? costs.default;
    return [{ quantity, unitCost, total: unitCost * quantity.count }];
  });
}
