/**
 * What the chart's dashboards and alert rules ask Prometheus for, checked against what the
 * components' /metrics really expose: every PromQL expression is parsed with the Prometheus
 * project's own grammar (@prometheus-io/lezer-promql), and each selector's metric name, label
 * matchers and the grouping labels around it must exist on the component the selector's job
 * names.
 */
import { parser } from "@prometheus-io/lezer-promql";

type SyntaxNode = ReturnType<typeof parser.parse>["topNode"];

export interface Matcher {
  label: string;
  op: "=" | "!=" | "=~" | "!~";
  value: string;
}

export interface Selector {
  metric: string;
  matchers: Matcher[];
}

/** Labels an expression groups or matches by (by, without, on, ignoring, group_left/right) and the selectors they apply to. */
export interface Grouping {
  labels: string[];
  selectors: Selector[];
}

export interface Analysis {
  selectors: Selector[];
  groupings: Grouping[];
}

function unquote(literal: string): string {
  if (literal.startsWith("`")) return literal.slice(1, -1);
  if (literal.startsWith("'")) return JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
  return JSON.parse(literal) as string;
}

const children = (node: SyntaxNode): SyntaxNode[] => {
  const list: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) list.push(child);
  return list;
};

/** Parses one expression; throws on a syntax error, naming where it is. */
export function analyse(expr: string): Analysis {
  const tree = parser.parse(expr);
  let error: number | undefined;
  tree.iterate({
    enter: (node) => {
      if (node.type.isError && error === undefined) error = node.from;
    },
  });
  if (error !== undefined) throw new Error(`PromQL does not parse at ${error} («${expr.slice(error, error + 30)}»): ${expr}`);
  const text = (node: SyntaxNode) => expr.slice(node.from, node.to);
  const groupings: Grouping[] = [];

  const labelNames = (node: SyntaxNode): string[] =>
    children(node)
      .filter((child) => child.name === "LabelName" || child.name === "QuotedLabelName")
      .map((child) => (child.name === "LabelName" ? text(child) : unquote(text(child))));

  const visit = (node: SyntaxNode): Selector[] => {
    if (node.name === "VectorSelector") {
      let metric = "";
      const matchers: Matcher[] = [];
      for (const child of children(node)) {
        if (child.name === "Identifier") metric = text(child);
        if (child.name !== "LabelMatchers") continue;
        for (const entry of children(child)) {
          if (entry.name === "QuotedLabelName") {
            metric = unquote(text(entry));
            continue;
          }
          if (entry.name !== "UnquotedLabelMatcher" && entry.name !== "QuotedLabelMatcher") continue;
          const parts = children(entry);
          const name = parts.find((part) => part.name === "LabelName" || part.name === "QuotedLabelName") as SyntaxNode;
          const op = parts.find((part) => part.name === "MatchOp") as SyntaxNode;
          const value = parts.find((part, index) => part.name === "StringLiteral" && index > 0) as SyntaxNode;
          const label = name.name === "LabelName" ? text(name) : unquote(text(name));
          if (label === "__name__" && text(op) === "=") metric = unquote(text(value));
          else matchers.push({ label, op: text(op) as Matcher["op"], value: unquote(text(value)) });
        }
      }
      if (!metric) throw new Error(`a selector without a metric name: ${text(node)}`);
      return [{ metric, matchers }];
    }
    const found = children(node).flatMap(visit);
    const grouped: string[] = [];
    for (const child of children(node)) {
      if (child.name === "AggregateModifier" || child.name === "MatchingModifierClause") {
        for (const part of children(child)) if (part.name === "GroupingLabels") grouped.push(...labelNames(part));
      }
    }
    if (grouped.length > 0) groupings.push({ labels: grouped, selectors: found });
    return found;
  };
  return { selectors: visit(tree.topNode), groupings };
}

/** One component's /metrics: every series name (histograms as _bucket, _sum, _count) with its label names and values. */
export type Exposition = Map<string, Map<string, Set<string>>>;

/** Parses the Prometheus text exposition format. */
export function parseExposition(body: string): Exposition {
  const metrics: Exposition = new Map();
  const series = (name: string) => {
    const labels = metrics.get(name) ?? new Map<string, Set<string>>();
    metrics.set(name, labels);
    return labels;
  };
  for (const line of body.split("\n")) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) {
      const [, name, kind] = type as unknown as [string, string, string];
      // Declared without a sample yet (a labelled metric nothing has counted): the name exists, its labels are unknown.
      if (kind === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) series(name + suffix);
      else if (kind === "summary") for (const suffix of ["", "_sum", "_count"]) series(name + suffix);
      else series(name);
      continue;
    }
    if (line === "" || line.startsWith("#")) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s/.exec(line);
    if (!sample) throw new Error(`not an exposition line: ${line}`);
    const labels = series(sample[1] as string);
    for (const [, label, value] of (sample[3] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      const values = labels.get(label as string) ?? new Set<string>();
      labels.set(label as string, values);
      values.add(JSON.parse(`"${value}"`) as string);
    }
  }
  return metrics;
}

/**
 * Labels Prometheus itself attaches to every series it scrapes through the chart's ServiceMonitor.
 * `service` is not among the allowed ones: every component also exports its own `service` label,
 * which the scrape renames to `exported_service` — select by `job` instead.
 */
export const TARGET_LABELS = new Set(["namespace", "job", "instance", "pod", "container", "endpoint"]);

export interface CheckContext {
  /** Each component's exposition, by the job name Prometheus gives it (`<release>-<component>`). */
  jobs: Map<string, Exposition>;
  /** Series made by recording rules, with the labels they keep. */
  recorded: Map<string, Set<string>>;
  /** Every selector must name its namespace and job (so two releases never mix). */
  requireScope: boolean;
}

/** The problems of one expression (empty when everything it uses exists). */
export function checkExpression(expr: string, context: CheckContext): string[] {
  const problems: string[] = [];
  let analysis: Analysis;
  try {
    analysis = analyse(expr);
  } catch (error) {
    return [(error as Error).message];
  }
  /** The label names of a selector's metric on the jobs it selects; undefined when no such job exports it. */
  const labelsOf = (selector: Selector): { labels: Set<string>; values: Map<string, Set<string>> } | undefined => {
    const recorded = context.recorded.get(selector.metric);
    if (recorded) return { labels: new Set([...recorded, ...TARGET_LABELS]), values: new Map() };
    const job = selector.matchers.find((matcher) => matcher.label === "job");
    const jobs = [...context.jobs].filter(([name]) => {
      if (!job) return true;
      if (job.op === "=") return name === job.value;
      if (job.op === "=~") return new RegExp(`^(?:${job.value})$`).test(name);
      if (job.op === "!=") return name !== job.value;
      return !new RegExp(`^(?:${job.value})$`).test(name);
    });
    if (jobs.length === 0) {
      problems.push(`${selector.metric}: job ${job?.op}"${job?.value}" selects no component`);
      return undefined;
    }
    const exporting = jobs.filter(([, exposition]) => exposition.has(selector.metric));
    if (exporting.length === 0) {
      problems.push(`${selector.metric}: not exported by ${jobs.map(([name]) => name).join(", ")}`);
      return undefined;
    }
    const labels = new Set(TARGET_LABELS);
    const values = new Map<string, Set<string>>();
    for (const [, exposition] of exporting) {
      for (const [label, seen] of exposition.get(selector.metric) ?? []) {
        labels.add(label);
        values.set(label, new Set([...(values.get(label) ?? []), ...seen]));
      }
    }
    return { labels, values };
  };
  const known = new Map<Selector, ReturnType<typeof labelsOf>>();
  for (const selector of analysis.selectors) {
    const found = labelsOf(selector);
    known.set(selector, found);
    if (context.requireScope) {
      for (const label of ["namespace", "job"])
        if (!selector.matchers.some((matcher) => matcher.label === label)) problems.push(`${selector.metric}: selects no ${label}`);
    }
    if (!found) continue;
    for (const matcher of selector.matchers) {
      if (matcher.label === "service") problems.push(`${selector.metric}: label "service" (use job)`);
      else if (!found.labels.has(matcher.label)) problems.push(`${selector.metric}: no label "${matcher.label}"`);
      // A bucket bound that is not one of the histogram's matches nothing, silently.
      else if (matcher.label === "le" && matcher.op === "=" && !found.values.get("le")?.has(matcher.value))
        problems.push(`${selector.metric}: no bucket le="${matcher.value}"`);
    }
  }
  for (const grouping of analysis.groupings) {
    for (const label of grouping.labels) {
      if (label === "service") problems.push(`grouped by "service" (use job)`);
      else if (!TARGET_LABELS.has(label) && !grouping.selectors.some((selector) => known.get(selector)?.labels.has(label)))
        problems.push(`grouped by "${label}", which none of ${grouping.selectors.map((selector) => selector.metric).join(", ")} has`);
    }
  }
  return problems;
}

/** Grafana's variables in a dashboard query, replaced by values of this release, as Grafana would. */
export function substituteDashboardVariables(expr: string, values: Record<string, string>): string {
  const replaced = expr.replace(/\$\{(\w+)(?::\w+)?\}|\$(\w+)/g, (match, braced: string | undefined, bare: string | undefined) => {
    const name = (braced ?? bare) as string;
    const value = values[name];
    if (value === undefined) throw new Error(`unknown dashboard variable ${match} in ${expr}`);
    return value;
  });
  return replaced;
}
