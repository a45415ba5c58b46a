import { readFile } from "node:fs/promises";
import { decodeIdCursor, toPage } from "@planner/shared";
import type { Template } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Page } from "../repositories/keyset.js";

/** The bilingual project templates shipped in data/templates.json (read once at start). */

interface LocalizedText {
  de: string;
  en: string;
}

interface TemplateFile {
  version: string;
  templates: {
    id: string;
    key: string;
    name: LocalizedText;
    description: LocalizedText;
    industries: string[];
    default_timeline_weeks: number;
    phases: { key: string; name: LocalizedText; share: number; tasks: { title: LocalizedText; priority: string; role: string }[] }[];
    compliance_topics?: string[];
  }[];
}

export class TemplateCatalog {
  private constructor(
    readonly version: string,
    private readonly templates: Template[],
  ) {}

  /** Loads and checks the file; a broken catalogue fails the start, not a request. */
  static async load(path: string): Promise<TemplateCatalog> {
    const file = JSON.parse(await readFile(path, "utf8")) as TemplateFile;
    if (!Array.isArray(file.templates)) throw new Error(`${path}: "templates" must be an array`);
    const templates = file.templates.map((template, index): Template => {
      if (!template.id || !template.key || !template.name?.de || !template.name?.en || !Array.isArray(template.phases)) {
        throw new Error(`${path}: template ${index} lacks id, key, bilingual name or phases`);
      }
      return {
        id: template.id,
        key: template.key,
        name: { de: template.name.de, en: template.name.en },
        description: { de: template.description?.de ?? "", en: template.description?.en ?? "" },
        industries: template.industries ?? [],
        default_timeline_weeks: template.default_timeline_weeks ?? 0,
        phases: template.phases.map((phase) => ({
          key: phase.key,
          name: { de: phase.name.de, en: phase.name.en },
          share: phase.share,
          tasks: phase.tasks.map((task) => ({
            title: { de: task.title.de, en: task.title.en },
            priority: task.priority,
            role: task.role,
          })),
        })),
        compliance_topics: template.compliance_topics ?? [],
      };
    });
    templates.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return new TemplateCatalog(file.version ?? "", templates);
  }

  /** A template's name in a language, by its key (`erp_introduction` → "ERP-Einführung"). */
  nameOf(key: string, language: "de" | "en"): string | undefined {
    return this.templates.find((template) => template.key === key)?.name?.[language] || undefined;
  }

  get size(): number {
    return this.templates.length;
  }

  /** Keyset by id; `industry` keeps templates that list it or "all". */
  list(options: { limit: number; cursor?: string; industry?: string }): Page<Template> {
    const after = decodeIdCursor(options.cursor);
    const matching = this.templates.filter(
      (template) =>
        (!options.industry || template.industries.includes(options.industry) || template.industries.includes("all")) &&
        (!after || template.id > after.id),
    );
    return toPage(matching.slice(0, options.limit + 1), options.limit, (template) => ({ value: template.id, id: template.id }));
  }
}
