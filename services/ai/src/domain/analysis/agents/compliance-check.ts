/**
 * Compliance check: the plan's compliance items against the library's applicable rules —
 * which rules the plan covers (done or open), which are missing, which open items are due
 * or overdue, and where applicability still depends on a company figure. It checks both
 * directions against the project's topics (the same intersection generate-plan makes): rules
 * of the project's topics the plan lacks, and items of rules that do not belong to the
 * project (company-wide duties, other topics), which it proposes to remove.
 */
import type { ComplianceItem, Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { belongsToProject, projectTopics } from "../../builtin/project-topics.js";
import { COUNTRIES, type ComplianceRuleInput, type Country, INDUSTRIES, type Industry } from "../../types.js";
import { understand } from "../../understanding/index.js";
import { daysBetween, isIsoDay, isOpenItem } from "../facts.js";
import type { AgentContext, AgentOutput } from "../output.js";
import { blocks, bullets, escapeInline, figureLabel, formatDate, joinList, table } from "../text.js";
import { documentTitle, opening, say, section } from "./common.js";

/** Days ahead within which an open item counts as due soon. */
const DUE_SOON_DAYS = 30;

const ruleKey = (id: string): string => id.trim().toLowerCase().replace(/^rul_/, "").replace(/_/g, "-");
const codeKey = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, " ");

/** The item covering a rule: same rule id (in any of its spellings) or the same code. */
export function itemsForRule(rule: ComplianceRuleInput, items: readonly ComplianceItem[]): ComplianceItem[] {
  return items.filter(
    (item) =>
      (item.rule_id && ruleKey(item.rule_id) === ruleKey(rule.id)) || (item.code && rule.code && codeKey(item.code) === codeKey(rule.code)),
  );
}

/**
 * The project's topics, read from the stored project as generate-plan read them from the
 * request; undefined for a plan without a project description (then every rule counts).
 */
export function storedProjectTopics(plan: Plan, today: string): { topics: ReadonlySet<string>; text: string } | undefined {
  const project = plan.project;
  if (!project?.description.trim()) return undefined;
  const profile = understand(
    {
      description: project.description,
      title: project.title,
      locale: project.locale || undefined,
      ...((COUNTRIES as readonly string[]).includes(project.country) ? { country: project.country as Country } : {}),
      ...((INDUSTRIES as readonly string[]).includes(project.industry) ? { industry: project.industry as Industry } : {}),
    },
    today,
  );
  return { topics: projectTopics(profile), text: `${project.title} ${project.description}` };
}

export function complianceCheck(plan: Plan, context: AgentContext): AgentOutput {
  const { language, today } = context;
  // The company's rules split by whether the project touches them.
  const project = storedProjectTopics(plan, today);
  const belongs = (rule: ComplianceRuleInput) => !project || belongsToProject(rule, project.topics, project.text);
  const rules = context.rules.filter(belongs);
  const foreign = context.rules.filter((rule) => !belongs(rule));
  const s = (de: string, en: string) => say(language, de, en);
  const title = documentTitle(s("Compliance-Prüfung", "Compliance check"), plan);
  const items = plan.compliance;
  const matched = rules.map((rule) => ({ rule, items: itemsForRule(rule, items) }));
  const covered = matched.filter((entry) => entry.items.length > 0);
  const missing = matched.filter((entry) => entry.items.length === 0);
  const missingApplies = missing.filter((entry) => entry.rule.status === "applies");
  const missingUndetermined = missing.filter((entry) => entry.rule.status !== "applies");
  const coveredIds = new Set(covered.flatMap((entry) => entry.items.map((item) => item.id)));
  // Items of library rules that do not belong to this project: proposed for removal.
  const misplaced = foreign.flatMap((rule) =>
    itemsForRule(rule, items)
      .filter((item) => !coveredIds.has(item.id))
      .map((item) => ({ rule, item })),
  );
  const misplacedIds = new Set(misplaced.map((entry) => entry.item.id));
  const unmatched = items.filter((item) => !coveredIds.has(item.id) && !misplacedIds.has(item.id));
  const dueKey = (item: ComplianceItem) => (isIsoDay(item.due_date) ? item.due_date : "9999-12-31");
  const open = items.filter(isOpenItem).sort((a, b) => dueKey(a).localeCompare(dueKey(b)));
  const done = items.filter((item) => !isOpenItem(item));
  const overdue = open.filter((item) => isIsoDay(item.due_date) && item.due_date < today);
  const dueSoon = open.filter(
    (item) => isIsoDay(item.due_date) && item.due_date >= today && daysBetween(today, item.due_date) <= DUE_SOON_DAYS,
  );
  const ruleName = (rule: ComplianceRuleInput) => `${escapeInline(rule.code)}: ${escapeInline(rule.title[language])}`;
  const itemName = (item: ComplianceItem) => `${item.code ? `${escapeInline(item.code)}: ` : ""}${escapeInline(item.title)}`;

  const overview = table(s("Kennzahl|Anzahl", "Figure|Count").split("|"), [
    [s("Regeln der Bibliothek für die Themen des Projekts", "Library rules for the project's topics"), String(rules.length)],
    [s("davon im Plan abgedeckt", "covered by the plan"), String(covered.length)],
    [s("davon fehlend", "missing from the plan"), String(missing.length)],
    [s("Pflichten, die nicht zum Projekt gehören", "Items that do not belong to the project"), String(misplaced.length)],
    [s("Compliance-Pflichten im Plan", "Compliance items in the plan"), String(items.length)],
    [s("offen", "open"), String(open.length)],
    [s("überfällig", "overdue"), String(overdue.length)],
    [s("erledigt", "done"), String(done.length)],
  ]);

  const missingText = rules.length
    ? bullets(
        missingApplies.map((entry) => {
          const obligations = entry.rule.obligations.slice(0, 3).map((obligation) => escapeInline(obligation[language]));
          const reference = entry.rule.legalReference ? ` (${escapeInline(entry.rule.legalReference)})` : "";
          return `**${ruleName(entry.rule)}**${reference} – ${escapeInline(entry.rule.summary[language])}${
            obligations.length ? `\n  ${s("Pflichten", "Obligations")}: ${obligations.join("; ")}` : ""
          }`;
        }),
        s(
          "Der Plan deckt alle anwendbaren Regeln der Themen des Projekts ab.",
          "The plan covers every applicable rule of the project's topics.",
        ),
      )
    : context.rules.length
      ? s(
          `Keine der ${context.rules.length} Regeln der Bibliothek für das Unternehmen betrifft die Themen des Projekts; geprüft wurde nur der Stand der erfassten Pflichten.`,
          `None of the library's ${context.rules.length} rules for the company concerns the project's topics; only the status of the recorded items was checked.`,
        )
      : s(
          "Für Land, Branche und Unternehmensgröße des Projekts liegen keine Regeln der Bibliothek vor; geprüft wurde nur der Stand der erfassten Pflichten.",
          "The library holds no rules for the project's country, industry and company size; only the status of the recorded items was checked.",
        );

  const undeterminedText = bullets(
    missingUndetermined.map((entry) => {
      const figures = joinList(
        entry.rule.missingFigures.map((figure) => figureLabel(figure, language)),
        language,
      );
      return `**${ruleName(entry.rule)}**${figures ? ` – ${s("hängt ab von", "depends on")}: ${escapeInline(figures)}` : ""}`;
    }),
    s("Keine.", "None."),
  );

  const status = (item: ComplianceItem): string => {
    if (!isIsoDay(item.due_date)) return s("offen, ohne Termin", "open, no due date");
    if (item.due_date < today) {
      const late = daysBetween(item.due_date, today);
      return s(`**überfällig** seit ${late} ${late === 1 ? "Tag" : "Tagen"}`, `**overdue** by ${late} ${late === 1 ? "day" : "days"}`);
    }
    const days = daysBetween(today, item.due_date);
    if (days === 0) return s("heute fällig", "due today");
    if (days === 1) return s("morgen fällig", "due tomorrow");
    return days <= DUE_SOON_DAYS ? s(`fällig in ${days} Tagen`, `due in ${days} days`) : s("offen", "open");
  };
  const openText = open.length
    ? table(
        s("Pflicht|Fällig|Status", "Item|Due|Status").split("|"),
        open.map((item) => [itemName(item), formatDate(item.due_date, language), status(item)]),
      )
    : s("Keine offenen Pflichten.", "No open items.");

  const doneText = bullets(done.map(itemName), s("Noch keine Pflicht ist erledigt.", "No item is done yet."));

  const extraText = rules.length && unmatched.length ? bullets(unmatched.map(itemName), "") : undefined;

  const misplacedText = misplaced.length
    ? bullets(
        misplaced.map(({ rule, item }) =>
          rule.projectRelevance.includes("company_wide")
            ? `**${itemName(item)}** – ${s(
                "unternehmensweite Pflicht, die das Projekt nicht ändert (siehe GET /compliance-rules)",
                "a company-wide duty the project does not change (see GET /compliance-rules)",
              )}`
            : `**${itemName(item)}** – ${s("betrifft", "concerns")} ${escapeInline(joinList(rule.projectRelevance, language))}, ${s(
                "nicht die Themen des Projekts",
                "not the project's topics",
              )}`,
        ),
        "",
      )
    : undefined;

  const actions = [
    missingApplies.length
      ? s(
          `Fehlende Pflichten (${joinList(
            missingApplies.slice(0, 5).map((entry) => entry.rule.code),
            language,
          )}) als Compliance-Punkte mit Termin und Verantwortlichen in den Plan aufnehmen.`,
          `Add the missing obligations (${joinList(
            missingApplies.slice(0, 5).map((entry) => entry.rule.code),
            language,
          )}) to the plan as compliance items with a due date and an owner.`,
        )
      : undefined,
    misplaced.length
      ? s(
          `Pflichten, die nicht zum Projekt gehören (${joinList(
            misplaced.slice(0, 5).map((entry) => entry.item.code || entry.item.title),
            language,
          )}), aus dem Plan entfernen.`,
          `Remove the items that do not belong to the project (${joinList(
            misplaced.slice(0, 5).map((entry) => entry.item.code || entry.item.title),
            language,
          )}) from the plan.`,
        )
      : undefined,
    overdue.length
      ? s(
          `Überfällige Pflichten (${joinList(
            overdue.slice(0, 5).map((item) => item.code || item.title),
            language,
          )}) vorrangig abschließen.`,
          `Close the overdue items (${joinList(
            overdue.slice(0, 5).map((item) => item.code || item.title),
            language,
          )}) first.`,
        )
      : undefined,
    dueSoon.length
      ? s(
          `In den nächsten ${DUE_SOON_DAYS} Tagen fällig: ${joinList(
            dueSoon.slice(0, 5).map((item) => item.code || item.title),
            language,
          )}.`,
          `Due within the next ${DUE_SOON_DAYS} days: ${joinList(
            dueSoon.slice(0, 5).map((item) => item.code || item.title),
            language,
          )}.`,
        )
      : undefined,
    open.some((item) => !isIsoDay(item.due_date))
      ? s("Offenen Pflichten ohne Termin ein Fälligkeitsdatum geben.", "Give the open items without a due date a deadline.")
      : undefined,
    missingUndetermined.length
      ? s(
          "Fehlende Unternehmenskennzahlen erheben, um die Anwendbarkeit der offenen Regeln zu klären.",
          "Collect the missing company figures to settle whether the remaining rules apply.",
        )
      : undefined,
  ].filter((line): line is string => line !== undefined);

  const markdown = blocks(
    opening(title, language, today, context.instructions),
    section(s("Überblick", "Overview"), overview),
    section(s("Fehlende Pflichten", "Missing obligations"), missingText),
    missingUndetermined.length ? section(s("Anwendbarkeit zu klären", "Applicability to be settled"), undeterminedText) : undefined,
    misplacedText
      ? section(s("Nicht zum Projekt gehörende Pflichten", "Items that do not belong to the project"), misplacedText)
      : undefined,
    section(s("Offene Pflichten", "Open items"), openText),
    section(s("Erledigte Pflichten", "Completed items"), doneText),
    extraText ? section(s("Weitere Pflichten des Plans", "Further items of the plan"), extraText) : undefined,
    section(
      s("Empfehlung", "Recommendation"),
      bullets(actions.map(escapeInline), s("Der Compliance-Stand ist vollständig und aktuell.", "Compliance is complete and up to date.")),
    ),
  );

  return {
    title,
    markdown,
    result: {
      today,
      rules: rules.length,
      covered_rule_ids: covered.map((entry) => entry.rule.id),
      missing_rule_ids: missingApplies.map((entry) => entry.rule.id),
      undetermined_rule_ids: missingUndetermined.map((entry) => entry.rule.id),
      open_item_ids: open.map((item) => item.id),
      overdue_item_ids: overdue.map((item) => item.id),
      due_soon_item_ids: dueSoon.map((item) => item.id),
      done_item_ids: done.map((item) => item.id),
      unmatched_item_ids: unmatched.map((item) => item.id),
      project_topics: project ? [...project.topics].sort() : [],
      remove_item_ids: misplaced.map((entry) => entry.item.id),
      remove_rule_ids: [...new Set(misplaced.map((entry) => entry.rule.id))],
    },
    newRisks: [],
  };
}
