/**
 * Management-system standards (`data/standards.yaml`): a plan for ISO 9001 builds a quality
 * management system, and its titles say so.
 */
import { lazyIndex } from "../data/load.js";
import type { Language } from "../types.js";
import type { Gender } from "./subject.js";

interface StandardEntry {
  number: string;
  de: { noun: string; gender: Gender };
  en: string;
}

const standards = lazyIndex(
  "standards.yaml",
  (data: { standards: StandardEntry[] }) => data.standards,
  (entry) => entry.number,
);

/** "ISO 9001", "ISO-9001", "DIN EN ISO 9001:2015", "ISO/IEC 27001": the whole name is one standard. */
const ISO_NAME = /^(?:DIN\s+)?(?:EN\s+)?ISO(?:\/IEC)?[\s-]*(\d{4,5}(?:-\d+)?)(?::\d{4})?$/iu;

export interface ManagementSystem {
  /** The standard as ISO writes it: "ISO 9001". */
  standard: string;
  /** The system's name in the plan's language: "Qualitätsmanagementsystem", "quality management system". */
  noun: string;
  gender: Gender;
}

/** The management system a named standard defines, or undefined for any other name. */
export function managementSystemOf(name: string, language: Language): ManagementSystem | undefined {
  const number = ISO_NAME.exec(name.trim())?.[1];
  const entry = number ? standards().get(number) : undefined;
  if (!entry) return undefined;
  const standard = `ISO ${entry.number}`;
  return language === "de" ? { standard, ...entry.de } : { standard, noun: entry.en, gender: "n" };
}
