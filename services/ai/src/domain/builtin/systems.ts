/**
 * IT systems that go by an acronym (`data/systems.yaml`): a plan for "ein DMS" says what the
 * system is ("das Dokumentenmanagementsystem") and keeps the acronym as its short name.
 */
import { lazyIndex } from "../data/load.js";
import type { Language } from "../types.js";
import type { Gender } from "./subject.js";

interface SystemEntry {
  acronym: string;
  de: { noun: string; gender: Gender };
  en: string;
}

const systems = lazyIndex(
  "systems.yaml",
  (data: { systems: SystemEntry[] }) => data.systems,
  (entry) => entry.acronym,
);

/** The spelled-out name of a system acronym ("DMS") in the plan's language, or undefined for any other word. */
export function systemNameOf(acronym: string, language: Language): { noun: string; gender: Gender } | undefined {
  const entry = systems().get(acronym);
  if (!entry) return undefined;
  return language === "de" ? entry.de : { noun: entry.en, gender: "n" };
}
