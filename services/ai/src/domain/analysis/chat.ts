/**
 * Chat answers of the built-in engine. Questions about the plan (budget, overdue and next
 * tasks, risks, progress, responsibilities, compliance, dates) are recognised by German
 * and English keywords and answered from the plan's data; other questions are answered
 * from the retrieved document passages, quoting their most relevant sentences and citing
 * exactly the passages quoted. Without either, the answer says so and suggests questions.
 * Answers are Markdown: every stored text in them (titles, names, notes, passages) is
 * escaped as inline text, as in the tools, agents and the export.
 */

import type { PlanItemReference } from "@planner/shared/gen/planner/ai/v1/ai.js";
import type { Plan, Stakeholder } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ChatAnswer, ChatInput, Passage } from "../../engines/engine.js";
import { escapePattern } from "../builtin/text.js";
import type { Language } from "../types.js";
import {
  budgetFacts,
  byDueDate,
  contentWords,
  daysBetween,
  findLead,
  findSponsor,
  fold,
  isDone,
  isIsoDay,
  isOpenItem,
  isOverdue,
  phaseProgress,
  planProgress,
  projectSpan,
  riskLevel,
  riskScore,
  risksByScore,
  sortedPhases,
  type TaskEntry,
  taskEntries,
} from "./facts.js";
import { type ItemKind, itemId, itemsNamedIn, type PlanItem, searchPlan, stemsOf, words } from "./retrieval.js";
import {
  categoryLabel,
  escapeInline,
  formatDate,
  formatMoney,
  formatPercent,
  levelLabel,
  phaseStatusLabel,
  quote,
  sentences,
  stripMarks,
} from "./text.js";

type Intent = "budget" | "overdue" | "next" | "risks" | "progress" | "responsible" | "compliance" | "timeline";

/** Keywords per intent, matched against the folded question (umlauts as ae, oe, ue, ss). */
const INTENTS: readonly [Intent, RegExp][] = [
  ["overdue", /ueberfaellig|verzug|verspaet|rueckstand|hinterher|overdue|\blate\b|behind schedule|delayed/],
  ["responsible", /\bwer\b|zustaendig|verantwortlich|kuemmert|\bwho\b|whom|responsible|\bowner|in charge|assigned/],
  ["budget", /budget|kosten|\bgeld|reserve|finanz|ausgaben|\beuro|€|\bchf\b|waehrung|contingency|\bcost|money|spend|currency|financ/],
  ["risks", /risik|risk|gefahr|bedrohung|threat/],
  ["compliance", /compliance|dsgvo|gdpr|datenschutz|pflichten|vorschrift|regulat|gesetz|rechtlich|obligation|\blegal|\bnis ?2|privacy/],
  ["next", /naechste|als naechstes|anstehend|demnaechst|bevorsteh|\bnext\b|upcoming|coming up|\bto ?do/],
  [
    "progress",
    /fortschritt|wie weit|projektstand|stand des|aktueller stand|erledigt|progress|how far|percent|prozent|status|completed|\bdone\b/,
  ],
  [
    "timeline",
    /\bwann\b|zeitplan|termin|dauer|wie lange|projektende|\bende\b|beginn|\bstart|meilenstein|\bwhen\b|timeline|schedule|deadline|how long|end date|finish|milestone/,
  ],
];

/** Words that only ask for responsibility, not what it is for. */
const ASKING = new Set(
  [
    "verantwortlich",
    "verantwortet",
    "zustaendig",
    "kuemmert",
    "responsible",
    "owner",
    "owns",
    "charge",
    "assigned",
    "aufgabe",
    "task",
    "person",
  ].flatMap(stemsOf),
);

const LISTED = 5;

export function answerQuestion(input: ChatInput): ChatAnswer {
  const { plan, language, today } = input;
  const question = input.question.trim();
  const folded = fold(question);
  const cite = (answer: string): PlanItemReference[] => references(primary(itemsNamedIn(plan, answer)));

  // A follow-up ("the first of those", "und wer?") is about the items the previous answer named.
  const focus = referredItems(folded, previousItems(input));
  if (focus.length > 0) {
    const answer = focusAnswer(focus, folded, plan, language, today);
    return { answer, citations: [], items: references(focus) };
  }

  const intents = INTENTS.filter(([, pattern]) => pattern.test(folded)).map(([intent]) => intent);
  const person = mentionedPerson(plan, folded);
  if (intents.length > 0 || person) {
    const parts: string[] = [];
    for (const intent of intents.slice(0, 3)) {
      parts.push(answerIntent(intent, plan, question, language, today, person));
      // "Who is responsible for the budget?" asks one thing: answered by the responsibility.
      if (intent === "responsible") break;
    }
    if (parts.length === 0 && person) parts.push(personAnswer(person, plan, language, today));
    const answer = parts.join("\n\n");
    return { answer, citations: [], items: cite(answer) };
  }

  // Anything else: the plan's items first, then the project documents.
  const hits = searchPlan(plan, question, QUESTION_WORDS).filter((hit) => hit.score >= bestScore(question));
  if (hits.length > 0) {
    const found = hits.slice(0, LISTED).map((hit) => hit.item);
    const fromPlan = focusAnswer(found, folded, plan, language, today, true);
    if (input.passages.length === 0) return { answer: fromPlan, citations: [], items: references(found) };
    const documents = answerFromPassages(question, input.passages, language);
    return { answer: `${fromPlan}\n\n${documents.answer}`, citations: documents.citations, items: references(found) };
  }
  if (input.passages.length > 0) return { ...answerFromPassages(question, input.passages, language), items: [] };
  return {
    answer: nothingFound(
      language,
      words(question).filter((word) => !QUESTION_WORDS.has(word)),
    ),
    citations: [],
    items: [],
  };
}

/** Words that only ask (who, what, when, responsible …): they find no item by themselves. */
const QUESTION_WORDS = new Set(
  (
    "wer wen wem was wann wie welche welcher welches wofür wozu warum gibt steht stehen ist sind hat haben dazu dafür davon darüber " +
    "zuständig verantwortlich verantwortet kümmert heisst kostet aufgabe aufgaben plan projekt bitte erste ersten zweite dritte letzte " +
    "who what when which where why how does there about called named responsible owner owns own task tasks plan project please first second third last those them"
  ).split(" "),
);

/** A question of several words must meet an item with two of them; one word is enough for a short question. */
function bestScore(question: string): number {
  return words(question).filter((word) => !QUESTION_WORDS.has(word)).length >= 3 ? 2 : 1;
}

function references(items: readonly PlanItem[]): PlanItemReference[] {
  const seen = new Set<string>();
  const result: PlanItemReference[] = [];
  for (const item of items) {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ kind: item.kind, id: item.id, title: item.title });
  }
  return result;
}

/** The items an answer is about: its tasks, risks, compliance items …, not the owners it names beside them. */
function primary(items: readonly PlanItem[]): PlanItem[] {
  const things = items.filter((item) => item.kind !== "stakeholder");
  return things.length > 0 ? things : [...items];
}

/** The items the last answer named (the client sends its earlier turns back in `history`). */
function previousItems(input: ChatInput): PlanItem[] {
  const last = [...input.history].reverse().find((turn) => turn.role === "assistant");
  return last ? primary(itemsNamedIn(input.plan, last.content)) : [];
}

const ORDINALS: readonly [RegExp, number][] = [
  [/\b(first|erste[nmrs]?)\b/, 0],
  [/\b(second|zweite[nmrs]?)\b/, 1],
  [/\b(third|dritte[nmrs]?)\b/, 2],
  [/\b(fourth|vierte[nmrs]?)\b/, 3],
  [/\b(fifth|fuenfte[nmrs]?)\b/, 4],
  [/\b(last|letzte[nmrs]?)\b/, -1],
];
const POINTING = /\b(those|these|them|it|its|that one|davon|dieser|diesen|diese|dieses|dafuer|dazu|deren|dessen|ihnen|ihre?n?|sie|es)\b/;

/**
 * The items a follow-up refers to: one by its position ("the first of those", "die zweite
 * davon"), or all of them when the question names nothing of its own ("und wer?", "when are
 * they due?"). None when the previous answer named no item or the question is a new one.
 */
function referredItems(folded: string, previous: readonly PlanItem[]): PlanItem[] {
  if (previous.length === 0) return [];
  const own = words(folded).filter((word) => !QUESTION_WORDS.has(word) && !POINTING.test(word));
  const pointing = POINTING.test(folded);
  for (const [pattern, index] of ORDINALS) {
    if (!pattern.test(folded) || (!pointing && own.length > 1)) continue;
    const item = index < 0 ? previous.at(-1) : previous[index];
    return item ? [item] : [];
  }
  return own.length === 0 ? previous.slice(0, LISTED) : [];
}

/** Who owns an item, when it is due, where it stands: what the question asks, for each item. */
function focusAnswer(items: readonly PlanItem[], folded: string, plan: Plan, language: Language, today: string, found = false): string {
  const asksWho = /\bwer\b|\bwem\b|zustaendig|verantwort|kuemmert|\bwho\b|\bowner|\bowns?\b|responsible|in charge/.test(folded);
  const asksWhen = /\bwann\b|faellig|termin|frist|deadline|\bwhen\b|\bdue\b/.test(folded);
  const tasks = new Map(taskEntries(plan).map((entry) => [entry.task.id, entry]));
  const risks = new Map(plan.risks.map((risk, index) => [itemId("risk", risk.id, index), risk]));
  const compliance = new Map(plan.compliance.map((item, index) => [itemId("compliance", item.id, index), item]));
  const stakeholders = new Map(plan.stakeholders.map((stakeholder) => [stakeholder.id || stakeholder.name, stakeholder]));
  const lines = items.map((item) => {
    const name = quote(escapeInline(item.title), language);
    const kind = KIND_LABELS[item.kind][language];
    const facts: string[] = [];
    if (item.kind === "task") {
      const entry = tasks.get(item.id);
      const owner = escapeInline(entry?.task.assignee ?? "") || say(language, "niemand zugewiesen", "unassigned");
      if (asksWho || !asksWhen) facts.push(`${say(language, "verantwortlich", "owner")}: ${owner}`);
      if (asksWhen || !asksWho) {
        const due = entry?.task.due_date;
        facts.push(
          isIsoDay(due)
            ? `${say(language, "fällig", "due")} ${formatDate(due, language)}${entry && isOverdue(entry.task, today) ? say(language, " (überfällig)", " (overdue)") : ""}`
            : say(language, "ohne Termin", "no due date"),
        );
      }
      if (!asksWho && !asksWhen && entry)
        facts.push(isDone(entry.task) ? say(language, "erledigt", "done") : say(language, "offen", "open"));
    } else if (item.kind === "risk") {
      const risk = risks.get(item.id);
      facts.push(`${say(language, "verantwortlich", "owner")}: ${escapeInline(risk?.owner ?? "") || say(language, "niemand", "nobody")}`);
      if (!asksWho && risk) {
        facts.push(`${say(language, "Bewertung", "score")} ${riskScore(risk)}/25`);
        if (risk.mitigation.trim()) facts.push(`${say(language, "Gegenmaßnahme", "mitigation")}: ${escapeInline(risk.mitigation)}`);
      }
    } else if (item.kind === "compliance") {
      const entry = compliance.get(item.id);
      if (asksWho) facts.push(say(language, "keine verantwortliche Person erfasst", "no owner recorded"));
      if (entry && isIsoDay(entry.due_date)) facts.push(`${say(language, "fällig", "due")} ${formatDate(entry.due_date, language)}`);
      if (entry) facts.push(isOpenItem(entry) ? say(language, "offen", "open") : say(language, "erledigt", "done"));
      if (!asksWho && entry?.notes?.trim()) facts.push(escapeInline(entry.notes));
    } else if (item.kind === "budget_line") {
      const line = (plan.budget?.lines ?? []).find((candidate, index) => itemId("budget_line", candidate.id, index) === item.id);
      if (line) facts.push(formatMoney(line.amount, plan.budget?.currency ?? "EUR", language, plan.project?.country));
      if (asksWho) facts.push(say(language, "keine verantwortliche Person erfasst", "no owner recorded"));
    } else if (item.kind === "stakeholder") {
      const stakeholder = stakeholders.get(item.id);
      if (stakeholder?.role.trim()) facts.push(escapeInline(stakeholder.role));
      const open = taskEntries(plan).filter(
        (entry) => !isDone(entry.task) && entry.task.assignee?.trim() === stakeholder?.name.trim(),
      ).length;
      facts.push(say(language, `${open} offene Aufgaben`, `${open} open tasks`));
    } else {
      const phase = sortedPhases(plan).find((candidate) => candidate.id === item.id);
      if (phase) facts.push(`${formatDate(phase.start_date, language)} – ${formatDate(phase.end_date, language)}`);
    }
    return `- ${kind} ${name}: ${facts.join("; ")}`;
  });
  const head = found
    ? say(language, "Im Plan habe ich dazu gefunden:", "In the plan I found:")
    : items.length === 1
      ? say(language, "Dazu aus dem Plan:", "From the plan:")
      : say(language, "Zu den genannten Punkten:", "On the items named:");
  return [head, ...lines].join("\n");
}

const KIND_LABELS: Record<ItemKind, { de: string; en: string }> = {
  task: { de: "Aufgabe", en: "Task" },
  risk: { de: "Risiko", en: "Risk" },
  compliance: { de: "Compliance-Punkt", en: "Compliance item" },
  budget_line: { de: "Budgetposition", en: "Budget line" },
  stakeholder: { de: "Stakeholder", en: "Stakeholder" },
  phase: { de: "Phase", en: "Phase" },
};

const say = (language: Language, de: string, en: string): string => (language === "de" ? de : en);

function answerIntent(
  intent: Intent,
  plan: Plan,
  question: string,
  language: Language,
  today: string,
  person: Stakeholder | undefined,
): string {
  switch (intent) {
    case "budget":
      return budgetAnswer(plan, language);
    case "overdue":
      return overdueAnswer(plan, language, today, person);
    case "next":
      return nextAnswer(plan, language, today, person);
    case "risks":
      return risksAnswer(plan, language);
    case "progress":
      return progressAnswer(plan, language);
    case "responsible":
      return responsibleAnswer(plan, question, language, today, person);
    case "compliance":
      return complianceAnswer(plan, language, today);
    case "timeline":
      return timelineAnswer(plan, language, today);
  }
}

/** A stakeholder or assignee named in the question (whole words, folded). */
function mentionedPerson(plan: Plan, folded: string): Stakeholder | undefined {
  const names = new Map<string, Stakeholder>();
  for (const stakeholder of plan.stakeholders) names.set(stakeholder.name.trim(), stakeholder);
  for (const entry of taskEntries(plan)) {
    const name = entry.task.assignee?.trim();
    if (name && !names.has(name)) names.set(name, { ...emptyStakeholder(), name });
  }
  const candidates = [...names.entries()].filter(([name]) => name.length >= 3).sort((a, b) => b[0].length - a[0].length);
  for (const [name, stakeholder] of candidates) {
    const pattern = new RegExp(`(^|[^a-z0-9])${escapePattern(fold(name))}($|[^a-z0-9])`);
    if (pattern.test(folded)) return stakeholder;
  }
  return undefined;
}

function emptyStakeholder(): Stakeholder {
  return { id: "", project_id: "", name: "", role: "", interest: "", influence: "", created_at: "", updated_at: "" };
}

const ownedBy = (entry: TaskEntry, person: Stakeholder | undefined): boolean =>
  !person || fold(entry.task.assignee?.trim() ?? "") === fold(person.name.trim());

function taskLine(entry: TaskEntry, language: Language, today: string): string {
  const owner = escapeInline(entry.task.assignee ?? "") || say(language, "niemand zugewiesen", "unassigned");
  const due = isIsoDay(entry.task.due_date)
    ? isOverdue(entry.task, today)
      ? say(
          language,
          `fällig ${formatDate(entry.task.due_date, language)}, ${daysBetween(entry.task.due_date, today)} Tage überfällig`,
          `due ${formatDate(entry.task.due_date, language)}, ${daysBetween(entry.task.due_date, today)} days overdue`,
        )
      : say(language, `fällig ${formatDate(entry.task.due_date, language)}`, `due ${formatDate(entry.task.due_date, language)}`)
    : say(language, "ohne Termin", "no due date");
  return `- ${quote(escapeInline(entry.task.title), language)} (${escapeInline(entry.phase.name)}; ${due}; ${say(language, "verantwortlich", "owner")}: ${owner})`;
}

function budgetAnswer(plan: Plan, language: Language): string {
  const facts = budgetFacts(plan);
  if (!facts) return say(language, "Für das Projekt ist noch kein Budget erfasst.", "No budget has been recorded for the project yet.");
  const money = (amount: number) => formatMoney(amount, facts.currency, language, plan.project?.country);
  const lines = [...(plan.budget?.lines ?? [])].sort((a, b) => b.amount - a.amount).slice(0, 3);
  const reserve =
    facts.contingency > 0
      ? say(
          language,
          `davon ${money(facts.contingency)} Reserve (${formatPercent(facts.contingencyShare, language, 1)})`,
          `including a contingency of ${money(facts.contingency)} (${formatPercent(facts.contingencyShare, language, 1)})`,
        )
      : say(language, "ohne Reserve", "with no contingency");
  const head = say(
    language,
    `Das Budget beträgt ${money(facts.total)} (Währung ${escapeInline(facts.currency)}), ${reserve}.`,
    `The budget is ${money(facts.total)} (currency ${escapeInline(facts.currency)}), ${reserve}.`,
  );
  if (lines.length === 0) return head;
  const list = lines
    .map((line) => `- ${escapeInline(line.label) || escapeInline(categoryLabel(line.category, language))}: ${money(line.amount)}`)
    .join("\n");
  return `${head}\n\n${say(language, "Die größten Positionen:", "The largest lines:")}\n${list}`;
}

function overdueAnswer(plan: Plan, language: Language, today: string, person: Stakeholder | undefined): string {
  const overdue = byDueDate(taskEntries(plan).filter((entry) => isOverdue(entry.task, today) && ownedBy(entry, person)));
  const who = person ? say(language, ` bei ${escapeInline(person.name)}`, ` for ${escapeInline(person.name)}`) : "";
  if (overdue.length === 0) {
    return say(
      language,
      `Zum ${formatDate(today, language)} ist${who} keine Aufgabe überfällig.`,
      `As of ${formatDate(today, language)} no task is overdue${who}.`,
    );
  }
  const n = overdue.length;
  const head = say(
    language,
    `Zum ${formatDate(today, language)} ${n === 1 ? "ist" : "sind"}${who} ${n} ${n === 1 ? "Aufgabe" : "Aufgaben"} überfällig:`,
    `As of ${formatDate(today, language)}, ${n} ${n === 1 ? "task is" : "tasks are"} overdue${who}:`,
  );
  return [head, ...overdue.slice(0, LISTED * 2).map((entry) => taskLine(entry, language, today))].join("\n");
}

function nextAnswer(plan: Plan, language: Language, today: string, person: Stakeholder | undefined): string {
  const entries = taskEntries(plan).filter((entry) => ownedBy(entry, person));
  const next = byDueDate(entries.filter((entry) => !isDone(entry.task) && !isOverdue(entry.task, today))).slice(0, LISTED);
  const overdue = entries.filter((entry) => isOverdue(entry.task, today)).length;
  const who = person ? say(language, ` für ${escapeInline(person.name)}`, ` for ${escapeInline(person.name)}`) : "";
  const head =
    next.length === 0
      ? say(language, `Es stehen${who} keine weiteren offenen Aufgaben an.`, `There are no further open tasks${who}.`)
      : [say(language, `Als Nächstes stehen${who} an:`, `Next up${who}:`), ...next.map((entry) => taskLine(entry, language, today))].join(
          "\n",
        );
  if (overdue === 0) return head;
  return `${head}\n\n${say(
    language,
    `Zusätzlich ${overdue === 1 ? "ist 1 Aufgabe" : `sind ${overdue} Aufgaben`} bereits überfällig.`,
    `In addition, ${overdue} ${overdue === 1 ? "task is" : "tasks are"} already overdue.`,
  )}`;
}

function risksAnswer(plan: Plan, language: Language): string {
  const risks = risksByScore(plan).slice(0, 3);
  if (risks.length === 0)
    return say(language, "Im Risikoregister sind noch keine Risiken erfasst.", "No risks have been recorded in the register yet.");
  const lines = risks.map((risk) => {
    const score = riskScore(risk);
    const owner = escapeInline(risk.owner) || say(language, "keine verantwortliche Person", "no owner");
    const mitigation = risk.mitigation.trim() ? `; ${say(language, "Gegenmaßnahme", "mitigation")}: ${escapeInline(risk.mitigation)}` : "";
    return `- ${quote(escapeInline(risk.title), language)} – ${say(language, "Bewertung", "score")} ${score}/25 (${levelLabel(riskLevel(score), language)}); ${say(language, "verantwortlich", "owner")}: ${owner}${mitigation}`;
  });
  const head = say(
    language,
    `Die größten Risiken (von ${plan.risks.length} im Register):`,
    `The top risks (of ${plan.risks.length} in the register):`,
  );
  return [head, ...lines].join("\n");
}

function progressAnswer(plan: Plan, language: Language): string {
  const progress = planProgress(plan);
  const head = say(
    language,
    `Das Projekt ist zu ${formatPercent(progress.ratio, language)} erledigt (${progress.done} von ${progress.total} Aufgaben).`,
    `The project is ${formatPercent(progress.ratio, language)} complete (${progress.done} of ${progress.total} tasks).`,
  );
  const phases = sortedPhases(plan);
  if (phases.length === 0) return head;
  const lines = phases.map((phase) => {
    const p = phaseProgress(phase);
    const status = phase.status || (p.total > 0 && p.done === p.total ? "completed" : p.done > 0 ? "in_progress" : "pending");
    return `- ${escapeInline(phase.name)}: ${p.done}/${p.total} (${formatPercent(p.ratio, language)}), ${phaseStatusLabel(status, language)}`;
  });
  return [head, "", say(language, "Je Phase:", "By phase:"), ...lines].join("\n");
}

/** Distinct word stems of a text. */
const stems = (text: string): Set<string> => new Set(contentWords(text).flatMap(stemsOf));

function overlap(question: ReadonlySet<string>, text: string): number {
  let hits = 0;
  for (const word of stems(text)) if (question.has(word)) hits++;
  return hits;
}

function responsibleAnswer(plan: Plan, question: string, language: Language, today: string, person: Stakeholder | undefined): string {
  const asked = new Set([...stems(question)].filter((word) => !ASKING.has(word)));
  type Match = { score: number; answer: string };
  const matches: Match[] = [];
  for (const entry of taskEntries(plan)) {
    const score = overlap(asked, entry.task.title);
    if (score === 0) continue;
    const owner = escapeInline(entry.task.assignee ?? "");
    const title = quote(escapeInline(entry.task.title), language);
    const phaseName = escapeInline(entry.phase.name);
    matches.push({
      score: score + 0.5,
      answer: owner
        ? say(
            language,
            `Für die Aufgabe ${title} (Phase ${phaseName}) ist ${owner} verantwortlich.`,
            `${owner} is responsible for the task ${title} (phase ${phaseName}).`,
          )
        : say(
            language,
            `Die Aufgabe ${title} (Phase ${phaseName}) hat noch keine verantwortliche Person.`,
            `The task ${title} (phase ${phaseName}) has no owner yet.`,
          ),
    });
  }
  for (const risk of plan.risks) {
    const score = overlap(asked, risk.title);
    if (score === 0) continue;
    const title = quote(escapeInline(risk.title), language);
    const owner = escapeInline(risk.owner);
    matches.push({
      score,
      answer: owner
        ? say(language, `Das Risiko ${title} verantwortet ${owner}.`, `${owner} owns the risk ${title}.`)
        : say(language, `Das Risiko ${title} hat keine verantwortliche Person.`, `The risk ${title} has no owner.`),
    });
  }
  for (const stakeholder of plan.stakeholders) {
    const score = overlap(asked, stakeholder.role);
    if (score === 0) continue;
    matches.push({
      score,
      answer: say(
        language,
        `${escapeInline(stakeholder.name)} ist zuständig als ${escapeInline(stakeholder.role)}.`,
        `${escapeInline(stakeholder.name)} is in charge as ${escapeInline(stakeholder.role)}.`,
      ),
    });
  }
  const best = matches.sort((a, b) => b.score - a.score)[0];
  if (best) return best.answer;
  if (person) return personAnswer(person, plan, language, today);
  const lead = findLead(plan);
  const sponsor = findSponsor(plan);
  const roles = [
    lead ? say(language, `Projektleitung: ${nameAndRole(lead)}`, `Project lead: ${nameAndRole(lead)}`) : undefined,
    sponsor ? say(language, `Auftraggeber: ${nameAndRole(sponsor)}`, `Sponsor: ${nameAndRole(sponsor)}`) : undefined,
  ].filter((line): line is string => line !== undefined);
  const head = say(
    language,
    "Dazu habe ich im Plan keine passende Aufgabe und keine passende Rolle gefunden.",
    "I found no matching task or role in the plan.",
  );
  return roles.length
    ? `${head} ${say(language, "Die Gesamtverantwortung liegt bei:", "Overall responsibility:")}\n${roles.map((line) => `- ${line}`).join("\n")}`
    : head;
}

/** "Name (role)" of a stakeholder, escaped. */
function nameAndRole(person: Stakeholder): string {
  const name = escapeInline(person.name);
  return person.role.trim() ? `${name} (${escapeInline(person.role)})` : name;
}

function personAnswer(person: Stakeholder, plan: Plan, language: Language, today: string): string {
  const open = byDueDate(taskEntries(plan).filter((entry) => !isDone(entry.task) && ownedBy(entry, person)));
  const who = nameAndRole(person);
  const head =
    open.length === 0
      ? say(language, `${who} hat keine offenen Aufgaben.`, `${who} has no open tasks.`)
      : say(
          language,
          `${who} verantwortet ${open.length} offene ${open.length === 1 ? "Aufgabe" : "Aufgaben"}:`,
          `${who} owns ${open.length} open ${open.length === 1 ? "task" : "tasks"}:`,
        );
  return [head, ...open.slice(0, LISTED).map((entry) => taskLine(entry, language, today))].join("\n");
}

function complianceAnswer(plan: Plan, language: Language, today: string): string {
  const items = plan.compliance;
  if (items.length === 0) return say(language, "Im Plan sind keine Compliance-Pflichten erfasst.", "The plan has no compliance items.");
  const dueKey = (due: string | undefined) => (isIsoDay(due) ? due : "9999-12-31");
  const open = items.filter(isOpenItem).sort((a, b) => dueKey(a.due_date).localeCompare(dueKey(b.due_date)));
  const overdue = open.filter((item) => isIsoDay(item.due_date) && item.due_date < today);
  const head = say(
    language,
    `Von ${items.length} Compliance-Pflichten ${open.length === 1 ? "ist 1" : `sind ${open.length}`} offen und ${items.length - open.length} erledigt${overdue.length ? `; ${overdue.length} ${overdue.length === 1 ? "ist" : "sind"} überfällig` : ""}.`,
    `Of ${items.length} compliance items, ${open.length} ${open.length === 1 ? "is" : "are"} open and ${items.length - open.length} done${overdue.length ? `; ${overdue.length} ${overdue.length === 1 ? "is" : "are"} overdue` : ""}.`,
  );
  const lines = open.slice(0, LISTED).map((item) => {
    const name = item.code?.trim() ? `${escapeInline(item.code)} – ${escapeInline(item.title)}` : escapeInline(item.title);
    const due = isIsoDay(item.due_date)
      ? item.due_date < today
        ? say(language, `überfällig seit ${formatDate(item.due_date, language)}`, `overdue since ${formatDate(item.due_date, language)}`)
        : say(language, `fällig ${formatDate(item.due_date, language)}`, `due ${formatDate(item.due_date, language)}`)
      : say(language, "ohne Termin", "no due date");
    return `- ${name} (${due})`;
  });
  return [head, ...lines].join("\n");
}

function timelineAnswer(plan: Plan, language: Language, today: string): string {
  const span = projectSpan(plan);
  const head =
    span.start || span.end
      ? say(
          language,
          `Das Projekt läuft vom ${formatDate(span.start, language)} bis ${formatDate(span.end, language)}.`,
          `The project runs from ${formatDate(span.start, language)} to ${formatDate(span.end, language)}.`,
        )
      : say(language, "Für das Projekt sind noch keine Termine erfasst.", "No dates have been recorded for the project yet.");
  const remaining =
    span.end && today <= span.end
      ? say(
          language,
          ` Bis zum Ende sind es noch ${daysBetween(today, span.end)} Tage.`,
          ` ${daysBetween(today, span.end)} days remain until the end.`,
        )
      : "";
  const phases = sortedPhases(plan).filter((phase) => isIsoDay(phase.start_date) || isIsoDay(phase.end_date));
  const current = phases.find(
    (phase) => isIsoDay(phase.start_date) && isIsoDay(phase.end_date) && phase.start_date <= today && today <= phase.end_date,
  );
  const now = current
    ? say(
        language,
        ` Aktuell läuft die Phase ${quote(escapeInline(current.name), language)}.`,
        ` The current phase is ${quote(escapeInline(current.name), language)}.`,
      )
    : "";
  const lines = phases.map(
    (phase) => `- ${escapeInline(phase.name)}: ${formatDate(phase.start_date, language)} – ${formatDate(phase.end_date, language)}`,
  );
  return [`${head}${remaining}${now}`, ...(lines.length ? ["", say(language, "Phasen:", "Phases:"), ...lines] : [])].join("\n");
}

/** Quotes the sentences of the passages that best match the question and cites their passages. */
function answerFromPassages(question: string, passages: readonly Passage[], language: Language): ChatAnswer {
  const asked = stems(question);
  type Scored = { passage: number; sentence: string; score: number; order: number };
  const scored: Scored[] = [];
  passages.forEach((passage, index) => {
    // Highlighted terms come from the search itself: they weigh more than a word overlap.
    const marked = sentences(passage.snippet.replace(/\s+/g, " "));
    marked.forEach((raw, position) => {
      const sentence = stripMarks(raw).trim();
      if (sentence.length < 3) return;
      const marks = (raw.match(/<mark>/gi) ?? []).length;
      const score = marks * 2 + overlap(asked, sentence);
      scored.push({ passage: index, sentence, score, order: index * 1000 + position });
    });
  });
  const relevant = scored.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen = (relevant.length ? relevant : scored.slice(0, 1)).slice(0, 3).sort((a, b) => a.order - b.order);
  if (chosen.length === 0) return { answer: nothingFound(language), citations: [] };
  const used = [...new Set(chosen.map((entry) => entry.passage))];
  const citations = used
    .map((index) => passages[index])
    .filter((passage): passage is Passage => passage !== undefined)
    .map((passage) => ({
      document_id: passage.document_id,
      title: stripMarks(passage.title),
      snippet: stripMarks(passage.snippet).trim(),
    }));
  const lines = chosen.map((entry) => {
    const title = escapeInline(stripMarks(passages[entry.passage]?.title ?? ""));
    return `- ${quote(escapeInline(entry.sentence), language)}${title ? ` (${say(language, "Quelle", "source")}: ${title})` : ""}`;
  });
  return { answer: [say(language, "In den Projektdokumenten steht dazu:", "The project documents say:"), ...lines].join("\n"), citations };
}

function nothingFound(language: Language, searched: readonly string[] = []): string {
  const terms = searched.length
    ? say(
        language,
        ` nach ${searched.map((word) => quote(escapeInline(word), language)).join(", ")}`,
        ` for ${searched.map((word) => quote(escapeInline(word), language)).join(", ")}`,
      )
    : "";
  return say(
    language,
    `Ich habe die Aufgaben, Risiken, Compliance-Punkte, Budgetpositionen, Stakeholder und Phasen des Plans und die Projektdokumente${terms} durchsucht und nichts dazu gefunden. Sie können mich zum Beispiel nach dem Budget und der Reserve, überfälligen oder als Nächstes anstehenden Aufgaben, den größten Risiken, dem Fortschritt je Phase, Zuständigkeiten („Wer ist für … verantwortlich?“), dem Compliance-Stand oder dem Zeitplan fragen.`,
    `I searched the plan's tasks, risks, compliance items, budget lines, stakeholders and phases and the project documents${terms} and found nothing on this. You can ask me, for example, about the budget and contingency, overdue or upcoming tasks, the top risks, progress by phase, responsibilities (“Who is responsible for …?”), the compliance status or the timeline.`,
  );
}
