/**
 * Risk review: checks every registered risk (score, mitigation, owner) and proposes new
 * risks the plan's state points to — schedule slippage, a key person, blocked dependencies,
 * unclear ownership, overdue obligations, a missing reserve — unless the register already
 * covers the topic.
 */
import type { Plan, Risk } from "@planner/shared/gen/planner/project/v1/project.js";
import { escapePattern } from "../../builtin/text.js";
import type { DraftRisk, Language } from "../../types.js";
import {
  budgetFacts,
  byDueDate,
  contentWords,
  criticalPath,
  daysBetween,
  defaultOwner,
  findLead,
  findSponsor,
  fold,
  isConcreteMitigation,
  isDone,
  isIsoDay,
  isOpenItem,
  isOverdue,
  keyPerson,
  riskImpact,
  riskLevel,
  riskLikelihood,
  riskScore,
  risksByScore,
  taskEntries,
} from "../facts.js";
import type { AgentContext, AgentOutput } from "../output.js";
import { blocks, bullets, escapeInline, formatDate, formatPercent, joinList, levelLabel, quote, table } from "../text.js";
import { documentTitle, opening, person, say, section } from "./common.js";

type Finding = "missing_mitigation" | "weak_mitigation" | "missing_owner" | "unknown_owner";

interface Review {
  risk: Risk;
  findings: Finding[];
}

const FINDINGS: Record<Finding, { de: string; en: string }> = {
  missing_mitigation: { de: "Gegenmaßnahme fehlt", en: "No mitigation" },
  weak_mitigation: { de: "Gegenmaßnahme zu vage", en: "Mitigation too vague" },
  missing_owner: { de: "Keine verantwortliche Person", en: "No owner" },
  unknown_owner: { de: "Verantwortliche Person kein Stakeholder", en: "Owner is not a stakeholder" },
};

function reviewRisk(risk: Risk, stakeholders: ReadonlySet<string>): Review {
  const findings: Finding[] = [];
  const mitigation = risk.mitigation.trim();
  if (!mitigation) findings.push("missing_mitigation");
  else if (!isConcreteMitigation(mitigation)) findings.push("weak_mitigation");
  const owner = risk.owner.trim();
  if (!owner) findings.push("missing_owner");
  else if (stakeholders.size > 0 && !stakeholders.has(fold(owner))) findings.push("unknown_owner");
  return { risk, findings };
}

/** A proposal with the pattern that tells whether the register already covers its topic. */
interface Proposal {
  risk: DraftRisk;
  topic: RegExp;
  /** What in the plan's state calls for the risk, in a sentence. */
  reason: string;
}

/** What the review does with a risk: add a new one, raise, close or keep a registered one. */
export interface RegisterChange {
  action: "add" | "raise" | "close" | "keep";
  risk_id: string | null;
  title: string;
  likelihood: number;
  impact: number;
  previous: { likelihood: number; impact: number } | null;
  reason: string;
}

const clamp = (value: number): number => Math.min(5, Math.max(1, value));

/** The risks the plan's state points to, each with the topic that finds it in the register. */
function signals(plan: Plan, today: string, language: Language): Proposal[] {
  const s = (de: string, en: string) => say(language, de, en);
  const q = (text: string) => quote(text, language);
  const entries = taskEntries(plan);
  const open = entries.filter((entry) => !isDone(entry.task));
  const overdue = byDueDate(entries.filter((entry) => isOverdue(entry.task, today)));
  const overdueIds = new Set(overdue.map((entry) => entry.task.id));
  const dueOf = new Map(entries.map((entry) => [entry.task.id, entry.task.due_date]));
  const lead = findLead(plan)?.name;
  const sponsor = findSponsor(plan)?.name;
  const fallback = defaultOwner(plan)?.name ?? s("Projektleitung", "Project lead");
  const proposals: Proposal[] = [];

  const path = criticalPath(plan);
  const onPath = overdue.filter((entry) => path.has(entry.task.id));
  const end = plan.project?.end_date;
  if (onPath.length > 0 && isIsoDay(end)) {
    // Slack: from the last open task's due date to the end date; the delay on the critical path eats it.
    const delay = Math.max(...onPath.map((entry) => daysBetween(entry.task.due_date as string, today)));
    const lastDue =
      open
        .map((entry) => entry.task.due_date)
        .filter(isIsoDay)
        .sort()
        .at(-1) ?? end;
    const slack = Math.max(0, daysBetween(lastDue, end));
    if (delay > slack) {
      const date = formatDate(end, language);
      proposals.push({
        topic: /endtermin|projektende|fester termin|stichtag|deadline|end date|fixed date|go-live-termin/,
        reason: s(
          `Auf dem kritischen Pfad liegen Aufgaben bis zu ${delay} Tage zurück, der Plan hat bis zum Endtermin ${date} ${slack} Tage Puffer.`,
          `Critical-path tasks are up to ${delay} days behind, and the plan has ${slack} days of slack before the end date ${date}.`,
        ),
        risk: {
          title: s(`Endtermin ${date} gefährdet`, `End date ${date} at risk`),
          description: s(
            `Verzug auf dem kritischen Pfad (${delay} Tage) übersteigt den Puffer bis zum Endtermin (${slack} Tage); ohne Gegensteuern wird der Termin verfehlt.`,
            `The delay on the critical path (${delay} days) exceeds the slack before the end date (${slack} days); without corrective action the date will be missed.`,
          ),
          likelihood: clamp(delay - slack > 14 ? 5 : 4),
          impact: 5,
          mitigation: s(
            "Kritischen Pfad neu planen, Umfang priorisieren (Muss/Soll), Ressourcen auf die verspäteten Aufgaben verlagern und den Lenkungskreis über den neuen Termin entscheiden lassen",
            "Re-plan the critical path, prioritise scope (must/should), move resources to the late tasks and let the steering committee decide on the date",
          ),
          owner: sponsor ?? lead ?? fallback,
        },
      });
    }
  }

  if (overdue.length > 0) {
    const critical = overdue.some((entry) => entry.task.priority === "high" || entry.task.priority === "critical");
    const titles = joinList(
      overdue.slice(0, 3).map((entry) => q(entry.task.title)),
      language,
    );
    const pathTitles = joinList(
      onPath.slice(0, 3).map((entry) => q(entry.task.title)),
      language,
    );
    proposals.push({
      topic: /termin|zeitplan|ueberfaellig|schedule|slippage|overdue/,
      reason: onPath.length
        ? s(
            `${overdue.length} ${overdue.length === 1 ? "Aufgabe ist" : "Aufgaben sind"} überfällig, ${onPath.length} davon auf dem kritischen Pfad (${pathTitles}).`,
            `${overdue.length} ${overdue.length === 1 ? "task is" : "tasks are"} overdue, ${onPath.length} of them on the critical path (${pathTitles}).`,
          )
        : s(
            `${overdue.length} ${overdue.length === 1 ? "Aufgabe ist" : "Aufgaben sind"} überfällig (${titles}), keine auf dem kritischen Pfad.`,
            `${overdue.length} ${overdue.length === 1 ? "task is" : "tasks are"} overdue (${titles}), none on the critical path.`,
          ),
      risk: {
        title: s("Terminverzug durch überfällige Aufgaben", "Schedule slippage from overdue tasks"),
        description: s(
          `${overdue.length} ${overdue.length === 1 ? "Aufgabe ist" : "Aufgaben sind"} überfällig (u. a. ${titles}); ohne Gegensteuern verschieben sich Folgetermine und das Projektende.`,
          `${overdue.length} ${overdue.length === 1 ? "task is" : "tasks are"} overdue (including ${titles}); without corrective action later milestones and the end date will slip.`,
        ),
        likelihood: clamp(3 + (overdue.length >= 3 ? 1 : 0) + (onPath.length >= 3 || overdue.length >= 6 ? 1 : 0)),
        impact: onPath.length >= 3 ? 5 : onPath.length > 0 || critical ? 4 : 3,
        mitigation: s(
          "Überfällige Aufgaben im nächsten Statustermin neu terminieren, Engpässe klären und den kritischen Pfad wöchentlich verfolgen",
          "Reschedule the overdue tasks at the next status meeting, resolve the bottlenecks and track the critical path weekly",
        ),
        owner: lead ?? fallback,
      },
    });
  }

  const key = keyPerson(plan);
  if (key) {
    const owner = [lead, sponsor, fallback].find((name) => name && name !== key.name) ?? fallback;
    proposals.push({
      topic: new RegExp(`schluesselperson|key.?person|ausfall|abhaengigkeit von|dependence on|${escapePattern(fold(key.name))}`),
      reason: s(
        `${key.name} hält ${formatPercent(key.share, language)} der offenen Aufgaben.`,
        `${key.name} holds ${formatPercent(key.share, language)} of the open tasks.`,
      ),
      risk: {
        title: s(`Abhängigkeit von ${key.name}`, `Key-person dependency on ${key.name}`),
        description: s(
          `${key.name} verantwortet ${key.open} von ${Math.round(key.open / key.share)} offenen Aufgaben (${formatPercent(key.share, language)}); Ausfall oder Überlastung würde mehrere Arbeitspakete zugleich aufhalten.`,
          `${key.name} owns ${key.open} of ${Math.round(key.open / key.share)} open tasks (${formatPercent(key.share, language)}); absence or overload would hold up several work packages at once.`,
        ),
        likelihood: key.share > 0.6 ? 4 : 3,
        impact: 4,
        mitigation: s(
          `Vertretung für ${key.name} benennen, Wissen dokumentieren und Aufgaben auf weitere Beteiligte verteilen`,
          `Name a deputy for ${key.name}, document the know-how and spread tasks across more people`,
        ),
        owner,
      },
    });
  }

  // Open tasks whose predecessor is overdue, or that are due before a predecessor.
  const blocked = open.filter((entry) =>
    entry.task.depends_on.some((id) => {
      if (overdueIds.has(id)) return true;
      const before = dueOf.get(id);
      return isIsoDay(before) && isIsoDay(entry.task.due_date) && entry.task.due_date < before;
    }),
  );
  if (blocked.length > 0) {
    proposals.push({
      topic: /aufgabenabhaengig|abhaengigkeiten|vorgaenger|dependencies|predecessor|blocked|blockier/,
      reason: s(
        `${blocked.length} offene ${blocked.length === 1 ? "Aufgabe wartet" : "Aufgaben warten"} auf überfällige oder später fällige Vorgänger.`,
        `${blocked.length} open ${blocked.length === 1 ? "task waits" : "tasks wait"} for predecessors that are overdue or due later.`,
      ),
      risk: {
        title: s("Verzögerungen entlang von Aufgabenabhängigkeiten", "Delays along task dependencies"),
        description: s(
          `${blocked.length} offene ${blocked.length === 1 ? "Aufgabe hängt" : "Aufgaben hängen"} von überfälligen oder später fälligen Vorgängern ab (u. a. ${q(blocked[0]?.task.title ?? "")}).`,
          `${blocked.length} open ${blocked.length === 1 ? "task depends" : "tasks depend"} on predecessors that are overdue or due later (including ${q(blocked[0]?.task.title ?? "")}).`,
        ),
        likelihood: blocked.length >= 3 ? 4 : 3,
        impact: 3,
        mitigation: s(
          "Abhängigkeiten im Terminplan prüfen, Fälligkeiten der Nachfolger anpassen und blockierende Aufgaben priorisieren",
          "Review the dependencies in the schedule, align the successors' due dates and prioritise the blocking tasks",
        ),
        owner: lead ?? fallback,
      },
    });
  }

  const unassigned = open.filter((entry) => !entry.task.assignee?.trim());
  if (unassigned.length >= 2 && unassigned.length / Math.max(1, open.length) >= 0.2) {
    proposals.push({
      topic: /zustaendig|verantwortlichkeit|ownership|responsibilit|unassigned/,
      reason: s(
        `${unassigned.length} von ${open.length} offenen Aufgaben haben niemanden, der sie verantwortet.`,
        `${unassigned.length} of ${open.length} open tasks have no owner.`,
      ),
      risk: {
        title: s("Unklare Zuständigkeiten bei offenen Aufgaben", "Unclear ownership of open tasks"),
        description: s(
          `${unassigned.length} von ${open.length} offenen Aufgaben haben keine verantwortliche Person; sie drohen liegen zu bleiben.`,
          `${unassigned.length} of ${open.length} open tasks have no owner; they risk being left undone.`,
        ),
        likelihood: 3,
        impact: 3,
        mitigation: s(
          "Jeder offenen Aufgabe im nächsten Statustermin eine verantwortliche Person zuweisen und die Zuordnung im Plan pflegen",
          "Assign an owner to every open task at the next status meeting and keep the assignments in the plan up to date",
        ),
        owner: lead ?? fallback,
      },
    });
  }

  const overdueItems = plan.compliance.filter((item) => isOpenItem(item) && isIsoDay(item.due_date) && item.due_date < today);
  if (overdueItems.length > 0) {
    const codes = joinList(
      overdueItems.slice(0, 3).map((item) => item.code || item.title),
      language,
    );
    proposals.push({
      topic: /compliance|bussgeld|verstoss|rechtlich|regulator|fine|breach|non.?complian/,
      reason: s(
        `${overdueItems.length} Compliance-${overdueItems.length === 1 ? "Pflicht ist" : "Pflichten sind"} überfällig (${codes}).`,
        `${overdueItems.length} compliance ${overdueItems.length === 1 ? "item is" : "items are"} overdue (${codes}).`,
      ),
      risk: {
        title: s(`Verstoß gegen überfällige Compliance-Pflichten (${codes})`, `Breach of overdue compliance obligations (${codes})`),
        description: s(
          `${overdueItems.length} Compliance-${overdueItems.length === 1 ? "Pflicht ist" : "Pflichten sind"} überfällig; es drohen Bußgelder, Haftung und Verzögerungen bei der Abnahme.`,
          `${overdueItems.length} compliance ${overdueItems.length === 1 ? "item is" : "items are"} overdue; fines, liability and a delayed acceptance may follow.`,
        ),
        likelihood: 3,
        impact: 4,
        mitigation: s(
          "Überfällige Pflichten mit Fachabteilung und Datenschutz bzw. Rechtsberatung priorisieren und verbindliche Termine festlegen",
          "Prioritise the overdue obligations with the business owners and legal or data-protection advisers and set binding dates",
        ),
        owner: lead ?? fallback,
      },
    });
  }

  // Open questions: items whose applicability is undetermined, or whose note asks something.
  const questions = plan.compliance.filter(
    (item) => isOpenItem(item) && ((item as { status: string }).status === "undetermined" || /\?\s*$/u.test(item.notes ?? "")),
  );
  if (questions.length > 0) {
    const codes = joinList(
      questions.slice(0, 3).map((item) => item.code || item.title),
      language,
    );
    proposals.push({
      topic: /offene (compliance|rechts)frage|anwendbarkeit|ungeklaert|undetermined|open (compliance|legal) question|applicab/,
      reason: s(
        `${questions.length} Compliance-${questions.length === 1 ? "Frage ist" : "Fragen sind"} offen (${codes}).`,
        `${questions.length} compliance ${questions.length === 1 ? "question is" : "questions are"} open (${codes}).`,
      ),
      risk: {
        title: s(`Offene Compliance-Fragen (${codes})`, `Open compliance questions (${codes})`),
        description: s(
          "Ob diese Regeln gelten, ist nicht geklärt; stellt sich das spät heraus, kommen Pflichten, Fristen und Kosten zum Projekt hinzu.",
          "Whether these rules apply is not settled; if it turns out late, duties, deadlines and costs are added to the project.",
        ),
        likelihood: 3,
        impact: questions.length > 2 ? 4 : 3,
        mitigation: s(
          "Die Fragen mit Rechtsberatung bzw. Datenschutz in den nächsten zwei Wochen klären und das Ergebnis im Plan festhalten",
          "Settle the questions with legal or data-protection advisers within two weeks and record the answer in the plan",
        ),
        owner: lead ?? fallback,
      },
    });
  }

  const budget = budgetFacts(plan);
  if (budget && budget.contingencyShare < 0.05) {
    const none = budget.contingency <= 0;
    proposals.push({
      topic: /budget|kosten|reserve|contingenc|cost|overrun/,
      reason: s(
        `Die Reserve beträgt ${formatPercent(budget.contingencyShare, language, 1)} des Budgets.`,
        `The reserve is ${formatPercent(budget.contingencyShare, language, 1)} of the budget.`,
      ),
      risk: {
        title: none
          ? s("Kostenüberschreitung ohne Budgetreserve", "Cost overrun without a contingency reserve")
          : s("Kostenüberschreitung bei knapper Budgetreserve", "Cost overrun with a thin contingency reserve"),
        description: none
          ? s(
              "Das Budget enthält keine Reserve; jede Mehrleistung oder Preissteigerung erfordert eine neue Freigabe.",
              "The budget holds no reserve; any extra work or price increase needs a new approval.",
            )
          : s(
              `Die Reserve beträgt nur ${formatPercent(budget.contingencyShare, language, 1)} des Budgets; übliche Abweichungen sind damit nicht gedeckt.`,
              `The reserve is only ${formatPercent(budget.contingencyShare, language, 1)} of the budget; usual deviations are not covered.`,
            ),
        likelihood: 3,
        impact: none ? 4 : 3,
        mitigation: s(
          "Reserve von 10–15 % des Budgets einplanen und ihre Freigabe durch den Lenkungskreis regeln",
          "Plan a reserve of 10–15% of the budget and have the steering committee govern its release",
        ),
        owner: sponsor ?? lead ?? fallback,
      },
    });
  }

  return proposals;
}

/**
 * What the review does with the register: each risk the plan's state points to is added, or
 * the registered risk of its topic is raised (when the state calls for a higher score) or kept;
 * a registered risk whose tasks are all done is closed. Every change carries its reason.
 */
export function registerChanges(plan: Plan, today: string, language: Language): RegisterChange[] {
  const s = (de: string, en: string) => say(language, de, en);
  const changes: RegisterChange[] = [];
  const matched = new Set<string>();
  const titles = new Set(plan.risks.map((risk) => fold(risk.title.trim())));
  for (const proposal of signals(plan, today, language)) {
    const existing = plan.risks.find(
      (risk) => !matched.has(risk.id) && proposal.topic.test(fold(`${risk.title} ${risk.description ?? ""}`)),
    );
    if (!existing) {
      const key = fold(proposal.risk.title.trim());
      if (titles.has(key)) continue;
      titles.add(key);
      changes.push({
        action: "add",
        risk_id: null,
        title: proposal.risk.title,
        likelihood: proposal.risk.likelihood,
        impact: proposal.risk.impact,
        previous: null,
        reason: proposal.reason,
      });
      continue;
    }
    matched.add(existing.id);
    const previous = { likelihood: riskLikelihood(existing), impact: riskImpact(existing) };
    const next = {
      likelihood: Math.max(previous.likelihood, proposal.risk.likelihood),
      impact: Math.max(previous.impact, proposal.risk.impact),
    };
    const raise = next.likelihood * next.impact > previous.likelihood * previous.impact;
    changes.push({
      action: raise ? "raise" : "keep",
      risk_id: existing.id,
      title: existing.title,
      ...(raise ? next : previous),
      previous,
      reason: raise
        ? proposal.reason
        : `${proposal.reason} ${s(`Die Bewertung ${riskScore(existing)} deckt das ab.`, `The score of ${riskScore(existing)} covers it.`)}`,
    });
  }
  // A registered risk whose tasks are all done is over. A task belongs to the risk when they
  // share a specific word (eight letters or more, also inside a compound: "Datenmigration") or two words.
  const entries = taskEntries(plan);
  for (const risk of plan.risks) {
    if (matched.has(risk.id)) continue;
    const words = contentWords(risk.title).filter((word) => word.length >= 5);
    const related = entries.filter((entry) => {
      const taskWords = contentWords(entry.task.title);
      const shared = words.filter((word) => taskWords.some((other) => other.includes(word) || (other.length >= 8 && word.includes(other))));
      return shared.some((word) => word.length >= 8) || shared.length >= 2;
    });
    if (related.length > 0 && related.every((entry) => isDone(entry.task))) {
      changes.push({
        action: "close",
        risk_id: risk.id,
        title: risk.title,
        likelihood: riskLikelihood(risk),
        impact: riskImpact(risk),
        previous: null,
        reason: s(
          `Die zugehörigen Aufgaben sind erledigt (${joinList(
            related.slice(0, 3).map((entry) => quote(entry.task.title, language)),
            language,
          )}).`,
          `Its tasks are done (${joinList(
            related.slice(0, 3).map((entry) => quote(entry.task.title, language)),
            language,
          )}).`,
        ),
      });
    }
  }
  return changes;
}

/** New risks the plan's state points to and the register lacks. */
export function proposeRisks(plan: Plan, today: string, language: Language): DraftRisk[] {
  const added = new Set(
    registerChanges(plan, today, language)
      .filter((change) => change.action === "add")
      .map((change) => change.title),
  );
  return signals(plan, today, language)
    .map((proposal) => proposal.risk)
    .filter((risk) => added.has(risk.title));
}

export function riskReview(plan: Plan, context: AgentContext): AgentOutput {
  const { language, today } = context;
  const s = (de: string, en: string) => say(language, de, en);
  const title = documentTitle(s("Risikoreview", "Risk review"), plan);
  const stakeholders = new Set(plan.stakeholders.map((stakeholder) => fold(stakeholder.name.trim())).filter(Boolean));
  const reviews = risksByScore(plan).map((risk) => reviewRisk(risk, stakeholders));
  const high = reviews.filter((review) => riskLevel(riskScore(review.risk)) === "high");
  const withFinding = (finding: Finding) => reviews.filter((review) => review.findings.includes(finding));
  const changes = registerChanges(plan, today, language);
  const newRisks = proposeRisks(plan, today, language);
  const ACTIONS = {
    add: s("neu", "add"),
    raise: s("höher bewerten", "raise"),
    close: s("schließen", "close"),
    keep: s("beibehalten", "keep"),
  } as const;
  const changesText = changes.length
    ? table(
        s("Aktion|Risiko|W × A|Grund", "Action|Risk|L × I|Reason").split("|"),
        changes.map((change) => [
          ACTIONS[change.action],
          escapeInline(change.title),
          change.previous && change.action === "raise"
            ? `${change.previous.likelihood} × ${change.previous.impact} → ${change.likelihood} × ${change.impact}`
            : `${change.likelihood} × ${change.impact}`,
          escapeInline(change.reason),
        ]),
      )
    : s("Der Planstand gibt keinen Anlass, das Register zu ändern.", "The plan's state gives no reason to change the register.");

  const register = reviews.length
    ? table(
        s("Risiko|W|A|Bewertung|Stufe|Verantwortlich|Gegenmaßnahme|Befund", "Risk|L|I|Score|Level|Owner|Mitigation|Finding").split("|"),
        reviews.map(({ risk, findings }) => [
          escapeInline(risk.title),
          String(riskLikelihood(risk)),
          String(riskImpact(risk)),
          String(riskScore(risk)),
          levelLabel(riskLevel(riskScore(risk)), language),
          person(risk.owner),
          escapeInline(risk.mitigation) || "–",
          findings.length ? findings.map((finding) => FINDINGS[finding][language]).join("; ") : s("in Ordnung", "fine"),
        ]),
      ) +
      `\n\n${s("W = Wahrscheinlichkeit, A = Auswirkung (je 1–5); Bewertung = W × A.", "L = likelihood, I = impact (1–5 each); score = L × I.")}`
    : s("Das Risikoregister ist leer.", "The risk register is empty.");

  const names = (list: readonly Review[]) =>
    joinList(
      list.slice(0, 5).map((review) => quote(review.risk.title, language)),
      language,
    );
  const findings = [
    high.length
      ? s(
          `${high.length} ${high.length === 1 ? "Risiko" : "Risiken"} mit hoher Bewertung (≥ 15): ${names(high)} – diese gehören in jeden Statustermin.`,
          `${high.length} high-scoring ${high.length === 1 ? "risk" : "risks"} (≥ 15): ${names(high)} – review them at every status meeting.`,
        )
      : undefined,
    withFinding("missing_mitigation").length
      ? s(
          `Ohne Gegenmaßnahme: ${names(withFinding("missing_mitigation"))}.`,
          `Without a mitigation: ${names(withFinding("missing_mitigation"))}.`,
        )
      : undefined,
    withFinding("weak_mitigation").length
      ? s(
          `Zu vage Gegenmaßnahme (konkrete Maßnahme, Termin und Verantwortliche ergänzen): ${names(withFinding("weak_mitigation"))}.`,
          `Mitigation too vague (add a concrete action, date and owner): ${names(withFinding("weak_mitigation"))}.`,
        )
      : undefined,
    withFinding("missing_owner").length
      ? s(
          `Ohne verantwortliche Person: ${names(withFinding("missing_owner"))}.`,
          `Without an owner: ${names(withFinding("missing_owner"))}.`,
        )
      : undefined,
    withFinding("unknown_owner").length
      ? s(
          `Verantwortliche Person ist kein erfasster Stakeholder: ${names(withFinding("unknown_owner"))}.`,
          `The owner is not a recorded stakeholder: ${names(withFinding("unknown_owner"))}.`,
        )
      : undefined,
  ].filter((line): line is string => line !== undefined);
  const findingsText = bullets(
    findings.map(escapeInline),
    reviews.length
      ? s(
          "Alle Risiken haben eine konkrete Gegenmaßnahme und eine verantwortliche Person.",
          "Every risk has a concrete mitigation and an owner.",
        )
      : s(
          "Es sind noch keine Risiken erfasst; die vorgeschlagenen Risiken bilden einen ersten Stand.",
          "No risks are recorded yet; the proposals below form a first register.",
        ),
  );

  const proposalsText = newRisks.length
    ? newRisks
        .map((risk, index) =>
          [
            `### ${index + 1}. ${escapeInline(risk.title)}`,
            "",
            escapeInline(risk.description),
            "",
            `- ${s("Wahrscheinlichkeit", "Likelihood")}: ${risk.likelihood} · ${s("Auswirkung", "Impact")}: ${risk.impact} · ${s("Bewertung", "Score")}: ${risk.likelihood * risk.impact}`,
            `- ${s("Gegenmaßnahme", "Mitigation")}: ${escapeInline(risk.mitigation)}`,
            `- ${s("Verantwortlich", "Owner")}: ${escapeInline(risk.owner)}`,
          ].join("\n"),
        )
        .join("\n\n")
    : s("Der aktuelle Planstand ergibt keine zusätzlichen Risiken.", "The plan's current state points to no additional risks.");

  const markdown = blocks(
    opening(title, language, today, context.instructions),
    section(s("Risikoregister", "Risk register"), register),
    section(s("Befunde", "Findings"), findingsText),
    section(s("Abgleich mit dem Planstand", "Checked against the plan's state"), changesText),
    section(s("Vorgeschlagene neue Risiken", "Proposed new risks"), proposalsText),
  );

  return {
    title,
    markdown,
    result: {
      today,
      risks_reviewed: reviews.length,
      high_risk_ids: high.map((review) => review.risk.id),
      missing_mitigation_ids: withFinding("missing_mitigation").map((review) => review.risk.id),
      weak_mitigation_ids: withFinding("weak_mitigation").map((review) => review.risk.id),
      missing_owner_ids: withFinding("missing_owner").map((review) => review.risk.id),
      unknown_owner_ids: withFinding("unknown_owner").map((review) => review.risk.id),
      proposed: newRisks.map((risk) => ({ title: risk.title, likelihood: risk.likelihood, impact: risk.impact, owner: risk.owner })),
      changes,
    },
    newRisks,
  };
}
