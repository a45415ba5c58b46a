/**
 * Compliance check: the plan's compliance items against the library's applicable rules —
 * which rules the plan covers (done or open), which are missing, which open items are due
 * or overdue, and where applicability still depends on a company figure.
 */
import type { ComplianceItem, Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ComplianceRuleInput } from "../../types.js";
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

export function complianceCheck(plan: Plan, context: AgentContext): AgentOutput {
  const { language, today, rules } = context;
  const s = (de: string, en: string) => say(language, de, en);
  const title = documentTitle(s("Compliance-Prüfung", "Compliance check"), plan);
  const items = plan.compliance;
  const matched = rules.map((rule) => ({ rule, items: itemsForRule(rule, items) }));
  const covered = matched.filter((entry) => entry.items.length > 0);
  const missing = matched.filter((entry) => entry.items.length === 0);
  const missingApplies = missing.filter((entry) => entry.rule.status === "applies");
  const missingUndetermined = missing.filter((entry) => entry.rule.status !== "applies");
  const coveredIds = new Set(covered.flatMap((entry) => entry.items.map((item) => item.id)));
  const unmatched = items.filter((item) => !coveredIds.has(item.id));
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
    [s("Anwendbare Regeln der Bibliothek", "Applicable rules of the library"), String(rules.length)],
    [s("davon im Plan abgedeckt", "covered by the plan"), String(covered.length)],
    [s("davon fehlend", "missing from the plan"), String(missing.length)],
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
        s("Der Plan deckt alle anwendbaren Regeln ab.", "The plan covers every applicable rule."),
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
    },
    newRisks: [],
  };
}
