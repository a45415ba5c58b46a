/**
 * Gantt chart: one bar per phase and per task, inside the project's dates. A task ends on
 * its due date (else its phase's end) and starts at its phase's start or the day after the
 * last task it depends on finishes, never after its own end. The Markdown is a Mermaid
 * `gantt` block: one `section` per phase, task names stripped of what Mermaid reads as
 * syntax, ids Mermaid accepts, `after` where the dependencies decide the start.
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { addDays } from "../../builtin/dates.js";
import type { Language } from "../../types.js";
import { daysBetween, isDone, isIsoDay, maxDay, projectSpan, projectTitle, sortedPhases, sortedTasks } from "../facts.js";
import type { ToolOutput } from "../output.js";
import { blocks, escapeInline, formatDate, table } from "../text.js";

export interface GanttItem {
  id: string;
  type: "phase" | "task";
  name: string;
  parent_id: string | null;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, inclusive. */
  end: string;
  depends_on: string[];
  done: boolean;
}

export interface GanttResult {
  start_date: string;
  end_date: string;
  items: GanttItem[];
}

const FALLBACK_START = "2000-01-01";

export function computeGantt(plan: Plan): GanttResult {
  const phases = sortedPhases(plan);
  const span = projectSpan(plan);
  const created = plan.project?.created_at.slice(0, 10);
  const start = span.start ?? (isIsoDay(created) ? created : FALLBACK_START);
  const weeks = Math.max(1, plan.project?.timeline_weeks ?? 1);
  let end = span.end ?? addDays(start, weeks * 7 - 1);
  if (end < start) end = start;
  const clamp = (day: string) => (day < start ? start : day > end ? end : day);

  const items: GanttItem[] = [];
  const taskEnd = new Map<string, string>();
  const phaseBounds: { start: string; end: string }[] = [];
  let cursor = start;
  phases.forEach((phase, index) => {
    const dues = phase.tasks.map((task) => task.due_date).filter(isIsoDay);
    const next = phases[index + 1]?.start_date;
    const phaseStart = clamp(isIsoDay(phase.start_date) ? phase.start_date : cursor);
    // Without any date of its own or of the next phase, a phase takes an equal share of the
    // time left, so undated phases follow one another instead of all spanning to the end.
    const share = Math.max(1, Math.floor((daysBetween(phaseStart, end) + 1) / (phases.length - index)));
    let phaseEnd = clamp(
      isIsoDay(phase.end_date) ? phase.end_date : (maxDay(dues) ?? (isIsoDay(next) ? addDays(next, -1) : addDays(phaseStart, share - 1))),
    );
    if (phaseEnd < phaseStart) phaseEnd = phaseStart;
    phaseBounds.push({ start: phaseStart, end: phaseEnd });
    cursor = clamp(addDays(phaseEnd, 1));
    for (const task of phase.tasks) taskEnd.set(task.id, clamp(isIsoDay(task.due_date) ? task.due_date : phaseEnd));
  });

  phases.forEach((phase, index) => {
    const bounds = phaseBounds[index] ?? { start, end };
    items.push({
      id: phase.id,
      type: "phase",
      name: phase.name,
      parent_id: null,
      start: bounds.start,
      end: bounds.end,
      depends_on: [],
      done: false,
    });
    for (const task of sortedTasks(phase)) {
      const finish = taskEnd.get(task.id) ?? bounds.end;
      const dependsOn = [...new Set(task.depends_on)].filter((id) => id !== task.id && taskEnd.has(id));
      let begin = bounds.start;
      for (const id of dependsOn) {
        const after = addDays(taskEnd.get(id) ?? start, 1);
        if (after > begin) begin = after;
      }
      if (begin > finish) begin = finish;
      items.push({
        id: task.id,
        type: "task",
        name: task.title,
        parent_id: phase.id,
        start: begin,
        end: finish,
        depends_on: dependsOn,
        done: isDone(task),
      });
    }
    const phaseItem = items.find((item) => item.id === phase.id && item.type === "phase");
    if (phaseItem) phaseItem.done = phase.tasks.length > 0 && phase.tasks.every(isDone);
  });
  return { start_date: start, end_date: end, items };
}

const KEYWORD =
  /^(gantt|dateformat|inclusiveenddates|topaxis|axisformat|tickinterval|includes|excludes|todaymarker|weekday|title|accdescription|acctitle|accdescr|section|click|href|call|after|until|\d{4}-\d{2}-\d{2})/i;

/**
 * A name as Mermaid gantt text: one line, without the characters its lexer treats as syntax
 * (`:` separates the data, `#` starts a comment or entity, `;` ends a statement, `%` a
 * directive or comment), `<`, `>` and `"` as entity codes, and quoted when it would otherwise
 * start with a keyword. One line indented by four spaces can never close the code fence.
 */
export function mermaidText(name: string, language: Language, fallback: string, guardKeywords = true): string {
  const text = name
    .replace(/\s+/g, " ")
    .replace(/:\s/g, " – ")
    .replace(/:/g, "∶")
    .replace(/#/g, "＃")
    .replace(/;/g, ",")
    .replace(/%/g, "％")
    // Entity codes Mermaid shows as the character: the label can neither start a tag in the
    // rendered SVG nor close a quoted string. (`#` and `;` of the codes are added after the
    // replacements above.)
    .replace(/</g, "#lt;")
    .replace(/>/g, "#gt;")
    .replace(/"/g, "#quot;")
    .trim();
  if (!text) return fallback;
  return guardKeywords && KEYWORD.test(text) ? (language === "de" ? `„${text}“` : `“${text}”`) : text;
}

/** Mermaid ids: letters, digits and `_`, with a prefix (never a tag such as `done`), unique. */
function idFactory(): (prefix: string, id: string) => string {
  const used = new Set<string>();
  return (prefix, id) => {
    const base = `${prefix}_${id.replace(/[^A-Za-z0-9_]/g, "_")}`;
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    return candidate;
  };
}

/** The Mermaid block (end dates there are exclusive, so a bar covers its last day). */
export function ganttMermaid(result: GanttResult, title: string, language: Language): string {
  const makeId = idFactory();
  const ids = new Map<string, string>();
  for (const item of result.items) ids.set(`${item.type}:${item.id}`, makeId(item.type === "phase" ? "p" : "t", item.id));
  const lines = [
    "```mermaid",
    "gantt",
    `    title ${mermaidText(title, language, "Gantt", false)}`,
    "    dateFormat YYYY-MM-DD",
    `    axisFormat ${language === "de" ? "%d.%m." : "%d %b"}`,
  ];
  const emitted = new Set<string>();
  let phaseNumber = 0;
  for (const item of result.items) {
    const id = ids.get(`${item.type}:${item.id}`) ?? makeId("x", item.id);
    const finish = addDays(item.end, 1);
    if (item.type === "phase") {
      phaseNumber++;
      const name = mermaidText(item.name, language, `Phase ${phaseNumber}`);
      lines.push(`    section ${mermaidText(item.name, language, `Phase ${phaseNumber}`, false)}`);
      lines.push(
        `    ${name} ${language === "de" ? "(gesamt)" : "(overall)"} :${item.done ? "done, " : ""}${id}, ${item.start}, ${finish}`,
      );
    } else {
      const name = mermaidText(item.name, language, language === "de" ? "Aufgabe" : "Task");
      const deps = item.depends_on.map((dep) => ids.get(`task:${dep}`)).filter((dep): dep is string => dep !== undefined);
      const depEnds = item.depends_on
        .map((dep) => result.items.find((other) => other.type === "task" && other.id === dep)?.end)
        .filter(isIsoDay);
      const startByDeps = depEnds.length ? addDays(maxDay(depEnds) ?? item.start, 1) : undefined;
      const useAfter = deps.length > 0 && deps.every((dep) => emitted.has(dep)) && startByDeps === item.start;
      const begin = useAfter ? `after ${deps.join(" ")}` : item.start;
      lines.push(`    ${name} :${item.done ? "done, " : ""}${id}, ${begin}, ${finish}`);
    }
    emitted.add(id);
  }
  lines.push("```");
  return lines.join("\n");
}

export function ganttTool(plan: Plan, language: Language): ToolOutput {
  const result = computeGantt(plan);
  const de = language === "de";
  const title = `${de ? "Gantt-Diagramm" : "Gantt chart"} – ${projectTitle(plan)}`;
  const summary = de
    ? `Zeitraum: ${formatDate(result.start_date, language)} bis ${formatDate(result.end_date, language)}`
    : `Time frame: ${formatDate(result.start_date, language)} to ${formatDate(result.end_date, language)}`;
  const phases = result.items.filter((item) => item.type === "phase");
  const overview = phases.length
    ? table(
        de ? ["Phase", "Beginn", "Ende", "Aufgaben"] : ["Phase", "Start", "End", "Tasks"],
        phases.map((phase) => [
          escapeInline(phase.name),
          formatDate(phase.start, language),
          formatDate(phase.end, language),
          String(result.items.filter((item) => item.parent_id === phase.id).length),
        ]),
      )
    : de
      ? "Der Plan enthält noch keine Phasen."
      : "The plan has no phases yet.";
  const markdown = blocks(`# ${escapeInline(title)}`, summary, ganttMermaid(result, title, language), overview);
  return { result: { ...result }, markdown, title };
}
