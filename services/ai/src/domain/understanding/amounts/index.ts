/**
 * Amounts in a stranger's description (German from DE/AT/CH, or English): the project's
 * budget, the company's head count and size words, and what the project counts. Every reading
 * carries the words it came from (evidence, start, end) so a plan can show it as an assumption.
 *
 * The words live in data/lexicon/amounts.yaml (checked against amounts.schema.json when
 * loaded). For a company's size, prefer `sizeClass(readHeadcount(text).employees)` over
 * `readSizeWord`: a size word says how the writer sees the company ("Mittelständler" with
 * 900 people). `readSmeWord` ("KMU", "SME") says only "fewer than 250".
 */
export { type EnergyReading, readEnergyConsumption } from "./energy.js";
export { type HeadcountReading, readHeadcount, readHeadcounts } from "./headcount.js";
export type { QuantityKind } from "./lexicon.js";
export {
  type BudgetOptions,
  type BudgetReading,
  type Currency,
  findMoney,
  type MoneyMention,
  readBudget,
} from "./money.js";
export { findNumbers, type NumberMention, parseAmount, parseNumberWord } from "./numbers.js";
export { type QuantityReading, readQuantities } from "./quantities.js";
export { readSizeWord, readSmeWord, type SizeWordReading, sizeClass } from "./size.js";
export { isAbbreviation } from "./text.js";
