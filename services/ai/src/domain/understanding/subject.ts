/**
 * The project's object as the description names it, for `{subject}` in the playbooks' texts,
 * and the organisation noun ("Brauerei") for titles.
 */
import type { ProjectTypeProfile } from "../builtin/content.js";
import { industryFromText } from "../builtin/content-data.js";
import { detectLanguage } from "../builtin/language.js";
import { findSubject, germanCompound, type Subject } from "../builtin/subject.js";
import { capitalize, fill, pick, shorten, wordAround } from "../builtin/text.js";
import { loadDataFile } from "../data/load.js";
import { INTENTS, type Intent, type Language, type LocalizedText } from "../types.js";
import { findPlaces } from "./places/index.js";

export interface TextFacts {
  subject: Subject;
  organisation?: string;
  place?: string;
}

export function readSubject(description: string, language: Language, type: ProjectTypeProfile): TextFacts {
  const fallback = type.subject[language];
  // A description in the other language names no noun the plan can use.
  if (detectLanguage(description) !== language) return { subject: { ...fallback, label: capitalize(fallback.head), found: false } };
  const orgHits = industryFromText(description)?.hits.filter((hit) => hit.org) ?? [];
  const exclude = [
    // Country words ("Swiss", "German") may qualify the object; cities and regions never are it.
    ...findPlaces(description).filter((place) => place.kind !== "country"),
    ...orgHits.map((hit) => ({ start: hit.start, end: hit.end })),
  ];
  const found = findSubject({ text: description, language, fallback, exclude });
  // The classifier's organisation noun, as the whole German compound ("Großbrauerei").
  const hit = orgHits[0];
  const fromIndustry = hit
    ? (language === "de" ? wordAround(description, hit.start, hit.end) : description.slice(hit.start, hit.end)).trim()
    : "";
  return { subject: found.subject, organisation: fromIndustry || found.organisation };
}

export function deriveTitle(language: Language, facts: TextFacts, type: ProjectTypeProfile, place: string | undefined): string {
  let what = facts.subject.found ? facts.subject.label : pick(type.name, language);
  if (type.title && facts.subject.found) what = capitalize(fill(pick(type.title, language), { subject: facts.subject.object }));
  const organisation = facts.organisation ? capitalize(facts.organisation) : undefined;
  let who: string | undefined;
  // "Brauerei Innsbruck"; in English "Brewery in Innsbruck".
  if (language === "de" || !organisation || !place) who = [organisation, place].filter(Boolean).join(" ");
  else who = `${organisation} in ${place}`;
  const title = who ? `${what} – ${who}` : what;
  return shorten(title, 80);
}

const TITLE_TEXT = { type: "string", pattern: "\\{[Oo]bject\\}" };

const WORK_NOUN = {
  de: { type: "string", pattern: "^\\p{Lu}[\\p{L}-]+$" },
  gender: { enum: ["m", "f", "n"] },
  en: { type: "string", pattern: "^\\p{Ll}[\\p{L} -]+$" },
  link: {
    type: "object",
    required: ["de", "en"],
    additionalProperties: false,
    properties: { de: { type: "string", pattern: "^\\p{Ll}+$" }, en: { type: "string", pattern: "^\\p{Ll}+$" } },
  },
};

const TITLES_SCHEMA = {
  type: "object",
  required: [...INTENTS],
  additionalProperties: false,
  properties: Object.fromEntries(
    INTENTS.map((intent) => [
      intent,
      {
        type: "object",
        required: ["de", "en"],
        additionalProperties: false,
        properties: {
          de: TITLE_TEXT,
          en: TITLE_TEXT,
          byCategory: {
            type: "object",
            additionalProperties: {
              type: "object",
              required: ["de", "en"],
              additionalProperties: false,
              properties: { de: TITLE_TEXT, en: TITLE_TEXT },
            },
          },
          work: {
            type: "object",
            required: ["de", "gender", "en"],
            additionalProperties: false,
            properties: {
              ...WORK_NOUN,
              onlyWhenSaid: { type: "boolean" },
              successorLink: WORK_NOUN.link,
              variants: {
                type: "array",
                items: {
                  type: "object",
                  required: ["words", "de", "gender", "en"],
                  additionalProperties: false,
                  properties: {
                    ...WORK_NOUN,
                    words: { type: "array", minItems: 1, items: { type: "string", pattern: "^[\\p{Ll}][\\p{Ll} -]+$" } },
                  },
                },
              },
            },
          },
        },
      },
    ]),
  ),
};

/** The work an action names ("Sanierung", f; "renovation"). */
export interface WorkNoun {
  de: string;
  gender: "m" | "f" | "n";
  en: string;
  /** A preposition that joins the object instead of the genitive ("für", "for"). */
  link?: { de: string; en: string };
  /** Every noun this action's work goes by: an object that is one of them is the work itself. */
  names?: string[];
}

type TitleText = LocalizedText & {
  byCategory?: Record<string, LocalizedText>;
  /** `onlyWhenSaid`: the work is named only when the customer used one of the variants' words. */
  work?: WorkNoun & {
    onlyWhenSaid?: boolean;
    /** The preposition that joins what replaces the old ("die Migration auf S/4HANA"). */
    successorLink?: { de: string; en: string };
    variants?: (WorkNoun & { words: string[] })[];
  };
};

let titles: Record<Intent, TitleText> | undefined;

/**
 * The work the plan's tasks name for this action, when the action is about doing a piece of
 * work; the customer's own word for it when the description uses one ("umbauen" → "Umbau").
 */
export function workOf(action: Intent, description = "", compound?: string, successor = false): WorkNoun | undefined {
  titles ??= loadDataFile<Record<Intent, TitleText>>("titles.yaml", TITLES_SCHEMA);
  const work = titles[action]?.work;
  if (!work) return undefined;
  const text = description.toLowerCase();
  const variant = work.variants?.find((candidate) => candidate.words.some((word) => text.includes(word)));
  if (!variant && work.onlyWhenSaid && !compound) return undefined;
  const chosen = variant ?? work;
  const { gender } = chosen;
  const link = successor && work.successorLink ? work.successorLink : chosen.link;
  const names = [work, ...(work.variants ?? [])].flatMap((noun) => [noun.de, noun.en]);
  // "Brandschutzsanierung" is a renovation, named as precisely as the customer did (a German
  // compound keeps the gender of its last part); an English text's own German word stays in English too.
  const own = compound && names.some((name) => compound.toLowerCase().endsWith(name.toLowerCase())) ? compound : undefined;
  const de = own ?? chosen.de;
  const en = own && detectLanguage(description) === "en" ? own : chosen.en;
  return { de, gender, en, ...(link ? { link } : {}), names: own ? [own, ...names] : names };
}

/** A clean title from the action and its object ("Einführung Kassensystem – Graz"), never a cut sentence. */
export function titleOf(
  action: Intent,
  object: { base: string; category?: string },
  language: Language,
  place: string | undefined,
  compound?: string,
  textLanguage: Language = language,
): string {
  titles ??= loadDataFile<Record<Intent, TitleText>>("titles.yaml", TITLES_SCHEMA);
  const entry = titles[action];
  const work = entry.work && compound ? workOf(action, "", compound) : undefined;
  // "Brandschutzsanierung Produktionshalle": the customer's word for the work opens a German title.
  const own = work && work.de === compound ? { de: `${compound} {object}`, en: pick(entry, "en") } : undefined;
  const pattern = own ?? (object.category ? entry.byCategory?.[object.category] : undefined) ?? entry;
  // A title names the thing, not its qualities: "Einführung Kassensystem", "Till system rollout".
  const base = object.base;
  const noun =
    language === "en"
      ? base.replace(/^(?:(?:new|a|an|the|our)\s+)+/iu, "")
      : textLanguage === "en"
        ? // An English phrase in a German title is one German word: "new Dienstplan software" → "Dienstplan-Software".
          germanCompound(base.split(/\s+/u))
        : base.replace(/^(?:\p{Ll}[\p{L}-]*\s+)+/u, "");
  const what = capitalize(fill(pick(pattern, language), { object: noun || base, Object: capitalize(noun || base) }));
  return shorten(place && !what.includes(place) ? `${what} – ${place}` : what, 80);
}
