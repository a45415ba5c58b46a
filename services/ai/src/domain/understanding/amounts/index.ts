/** Amounts in a stranger's description: the budget, the head count and size, the project's quantities. */
export { type HeadcountReading, readHeadcount } from "./headcount.js";
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
