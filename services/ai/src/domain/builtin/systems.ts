/**
 * IT systems that go by an acronym (`data/systems.yaml`): a plan for "ein DMS" says what the
 * system is ("das Dokumentenmanagementsystem") and keeps the acronym as its short name.
 */
import { loadDataFileWithSchema } from "../data/load.js";
import type { Language } from "../types.js";
import type { Gender } from "./subject.js";

interface SystemEntry {
  acronym: string;
  de: { noun: string; gender: Gender };
  en: string;
}

let byAcronym: Map<string, SystemEntry> | undefined;
function systems(): Map<string, SystemEntry> {
  byAcronym ??= new Map(loadDataFileWithSchema<{ systems: SystemEntry[] }>("systems.yaml").systems.map((entry) => [entry.acronym, entry]));
  return byAcronym;
}

/** The spelled-out name of a system acronym ("DMS") in the plan's language, or undefined for any other word. */
export function systemNameOf(acronym: string, language: Language): { noun: string; gender: Gender } | undefined {
  const entry = systems().get(acronym);
  if (!entry) return undefined;
  return language === "de" ? entry.de : { noun: entry.en, gender: "n" };
}
