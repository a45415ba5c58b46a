// @ts-check
// handleSummary for every suite: the end-of-test data as JSON (k6's own summary format) and
// a short text report, both under SUMMARY_DIR and the text also on stdout. Pure (no k6
// import): the file names come in as arguments.

/**
 * The parts of k6's summary data this module reads.
 * @typedef {{ type: string, contains?: string, values: Record<string, number>,
 *   thresholds?: Record<string, { ok: boolean }> }} SummaryMetric
 * @typedef {{ metrics: Record<string, SummaryMetric>, state?: { testRunDurationMs?: number } }} SummaryData
 */

/**
 * Every threshold expression of the run with its outcome.
 * @param {SummaryData} data
 * @returns {{ metric: string, expression: string, ok: boolean }[]}
 */
function thresholdResults(data) {
  return Object.entries(data.metrics).flatMap(([metric, entry]) =>
    Object.entries(entry.thresholds ?? {}).map(([expression, result]) => ({ metric, expression, ok: result.ok })),
  );
}

/** @param {number | undefined} value */
function ms(value) {
  return value === undefined ? "-" : value.toFixed(1);
}

/** @param {number | undefined} value */
function percent(value) {
  return value === undefined ? "-" : `${(value * 100).toFixed(2)} %`;
}

/**
 * @param {SummaryMetric} metric
 */
function verdicts(metric) {
  return Object.entries(metric.thresholds ?? {})
    .map(([expression, result]) => `${expression} ${result.ok ? "ok" : "FAILED"}`)
    .join(", ");
}

/**
 * A plain-text report: the verdict, then per endpoint the request count and p95/p99 against
 * the budget, then the error rate, checks and iteration counts.
 * @param {SummaryData} data
 * @param {string} suite
 * @returns {string}
 */
export function textSummary(data, suite) {
  const results = thresholdResults(data);
  const failed = results.filter((result) => !result.ok);
  const seconds = Math.round((data.state?.testRunDurationMs ?? 0) / 1000);
  const lines = [
    `k6 ${suite}: ${failed.length === 0 ? "all thresholds passed" : `${failed.length} of ${results.length} thresholds FAILED`} (${seconds} s)`,
    "",
    `${"endpoint".padEnd(30)}${"requests".padStart(10)}${"p95 ms".padStart(10)}${"p99 ms".padStart(10)}  thresholds`,
  ];
  for (const [name, metric] of Object.entries(data.metrics).sort(([a], [b]) => a.localeCompare(b))) {
    const endpoint = /^http_req_duration\{endpoint:(.+)\}$/.exec(name)?.[1];
    if (!endpoint) continue;
    const values = metric.values;
    lines.push(
      `${endpoint.padEnd(30)}${String(values.count ?? "-").padStart(10)}${ms(values["p(95)"]).padStart(10)}${ms(values["p(99)"]).padStart(10)}  ${verdicts(metric)}`,
    );
  }
  lines.push("");
  for (const name of ["http_req_failed", "checks"]) {
    const metric = data.metrics[name];
    if (metric) lines.push(`${name.padEnd(30)}${percent(metric.values.rate).padStart(10)}  ${verdicts(metric)}`);
  }
  for (const name of ["http_reqs", "iterations", "dropped_iterations"]) {
    const metric = data.metrics[name];
    if (metric) lines.push(`${name.padEnd(30)}${String(metric.values.count ?? 0).padStart(10)}`);
  }
  const dropped = data.metrics.dropped_iterations?.values.count ?? 0;
  if (dropped > 0)
    lines.push("", "dropped iterations: the VU cap was too low for the planned rate (raise MAX_VUS) or the API slowed down.");
  for (const result of failed) lines.push(`FAILED ${result.metric}: ${result.expression}`);
  return `${lines.join("\n")}\n`;
}

/**
 * The files handleSummary writes: `<dir>/k6-<suite>-<time>.json` and `.txt`, and the text on stdout.
 * @param {SummaryData} data
 * @param {string} suite
 * @param {string} dir
 * @param {Date} now
 * @returns {Record<string, string>}
 */
export function summaryOutputs(data, suite, dir, now) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const base = `${dir.replace(/\/+$/, "")}/k6-${suite}-${stamp}`;
  const text = textSummary(data, suite);
  return { stdout: text, [`${base}.json`]: `${JSON.stringify(data, null, 2)}\n`, [`${base}.txt`]: text };
}
