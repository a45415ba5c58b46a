/**
 * The chart's Grafana dashboards and PrometheusRule against the metrics the product really
 * exports: the whole stack runs (gateway, project, compliance, AI with a fake OpenAI-compatible
 * provider that fails, webhook with an HTTPS receiver on loopback), traffic touches every
 * metric the dashboards and rules use, every component's /metrics is scraped, and every PromQL
 * expression (panels, dashboard variables, recording rules, alerts) is parsed and its metric
 * names, label matchers and grouping labels looked up on the component its job selects.
 * A metric or label renamed in the code fails here.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { after, before, describe, it } from "node:test";
import { DEMO_PLAN, type FullStack, type StackComponent, startFullStack, unlimitedWorkspace } from "../../../gateway/test/full-stack.js";
import { startFakeOpenAi } from "../../../services/ai/test/support/fake-openai.js";
import { CA_FILE, type Receiver, startReceiver } from "../../../services/webhook/test/helpers/receiver.js";
import { renderChart } from "../chart.mjs";
import type { K8sObject } from "./k8s.js";
import { type CheckContext, checkExpression, type Exposition, parseExposition, substituteDashboardVariables } from "./promql.js";

const RELEASE = "planner";
const COMPONENTS: StackComponent[] = ["gateway", "project", "compliance", "ai", "webhook"];
/** What Grafana puts in for each variable the dashboards use (the release's values, `All` for multi-value ones). */
const DASHBOARD_VARIABLES = {
  namespace: RELEASE,
  release: RELEASE,
  component: "project|ai|compliance|webhook",
  datasource: "prometheus",
  __rate_interval: "5m",
  __interval: "1m",
  __range: "1h",
};

interface Query {
  where: string;
  expr: string;
  /** Dashboard variables look over every namespace and job on purpose. */
  scoped: boolean;
}

/** Every PromQL expression of the rendered dashboards and rules, and the series the recording rules make. */
function chartQueries(): { queries: Query[]; recorded: Map<string, Set<string>>; alerts: K8sObject[]; dashboards: string[] } {
  const objects = renderChart({ set: ["dashboards.enabled=true", "prometheusRule.enabled=true"], release: RELEASE, namespace: RELEASE });
  const queries: Query[] = [];
  const recorded = new Map<string, Set<string>>();
  const alerts: K8sObject[] = [];
  const dashboards: string[] = [];
  for (const rule of objects.filter((object) => object.kind === "PrometheusRule")) {
    for (const group of rule.spec.groups as K8sObject[]) {
      for (const entry of group.rules as K8sObject[]) {
        if (entry.record) {
          // `sum by (namespace, job)`: the recorded series keep exactly these.
          recorded.set(entry.record, new Set(["namespace", "job"]));
          queries.push({ where: `recording rule ${entry.record}`, expr: entry.expr, scoped: true });
        } else {
          alerts.push(entry);
          queries.push({ where: `alert ${entry.alert}`, expr: entry.expr, scoped: true });
        }
      }
    }
  }
  for (const map of objects.filter((object) => object.kind === "ConfigMap" && object.metadata.labels?.grafana_dashboard === "1")) {
    for (const [file, text] of Object.entries(map.data as Record<string, string>)) {
      const dashboard = JSON.parse(text) as K8sObject;
      dashboards.push(file);
      const panels = (dashboard.panels as K8sObject[]).flatMap((panel) => [panel, ...((panel.panels as K8sObject[] | undefined) ?? [])]);
      for (const panel of panels) {
        for (const target of (panel.targets ?? []) as K8sObject[]) {
          queries.push({
            where: `${file}: panel "${panel.title}" ${target.refId}`,
            expr: substituteDashboardVariables(target.expr, DASHBOARD_VARIABLES),
            scoped: true,
          });
        }
      }
      for (const variable of dashboard.templating.list as K8sObject[]) {
        if (variable.type !== "query") continue;
        const query = typeof variable.query === "string" ? variable.query : variable.query.query;
        const labelValues = /^label_values\((.+),\s*(\w+)\)$/.exec(substituteDashboardVariables(query, DASHBOARD_VARIABLES));
        assert.ok(labelValues, `${file}: variable ${variable.name}: only label_values(selector, label) queries are checked`);
        const [, selector, label] = labelValues as unknown as [string, string, string];
        queries.push({ where: `${file}: variable ${variable.name}`, expr: `count by (${label}) (${selector})`, scoped: false });
      }
    }
  }
  return { queries, recorded, alerts, dashboards };
}

async function scrape(port: number): Promise<{ text: string; exposition: Exposition }> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  assert.equal(response.status, 200);
  const text = await response.text();
  return { text, exposition: parseExposition(text) };
}

/** The sum of a metric's samples whose labels include `labels`. */
function sampleSum(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    const sample = /^(\S+?)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const own = Object.fromEntries([...(sample[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    if (Object.entries(labels).every(([label, value]) => own[label] === value)) sum += Number(sample[3]);
  }
  return sum;
}

/** Sends bytes that are not HTTP: the gateway's parser refuses them (gateway_http_client_errors_total). */
async function sendGarbage(port: number): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  socket.write("NOT HTTP AT ALL\r\n\r\n");
  socket.resume();
  await new Promise((resolve) => socket.on("close", resolve));
}

describe("the chart's dashboards and alerts use only metrics and labels the components export", () => {
  const chart = chartQueries();
  let full: FullStack;
  let receiver: Receiver;
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let context: CheckContext;
  const texts = new Map<StackComponent, string>();

  before(async () => {
    [provider, receiver] = await Promise.all([startFakeOpenAi(), startReceiver()]);
    full = await startFullStack(
      // A low per-key rate limit, so a burst of reads is refused and counted.
      { RATE_LIMIT: "6" },
      {
        // Every provider request gets a 500 (nothing scripted): the built-in engine answers, counted as a fallback.
        ai: { OPENAI_API_KEY: "sk-test-only", OPENAI_BASE_URL: provider.baseUrl, OPENAI_MAX_RETRIES: "0" },
        webhook: { WEBHOOK_CA_FILE: CA_FILE, WEBHOOK_POLL_MS: "50" },
      },
    );
    const { workspace, keys } = unlimitedWorkspace(full.stack, "Metrik GmbH");
    const imported = full.stack.admin(["project", "import", "--workspace", workspace, "--file", DEMO_PLAN]) as {
      phases: { tasks: { id: string }[] }[];
    };
    const task = imported.phases[0]?.tasks[0]?.id as string;
    const call = async (method: string, path: string, key: string, body?: unknown) => {
      const response = await fetch(`${full.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { "content-type": "application/json", "idempotency-key": randomUUID() }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    };
    assert.equal(await call("POST", "/webhooks", keys.write, { url: receiver.url("/hook"), events: ["task.status_changed"] }), 201);
    assert.equal(await call("PATCH", `/tasks/${task}`, keys.write, { checked: true }), 200);
    assert.equal(await call("GET", "/projects", keys.read), 200);
    assert.equal(await call("GET", "/projects/prj_doesnotexist", keys.read), 404);
    const burst = await Promise.all(Array.from({ length: 6 }, () => call("GET", "/projects", keys.read)));
    assert.ok(burst.includes(429), `no read was refused: ${burst.join(" ")}`);
    assert.equal(
      await call("POST", "/ai/generate-plan", keys.ai, {
        description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem ein.",
        locale: "de",
      }),
      201,
    );
    await sendGarbage(Number(new URL(full.base).port));
    await receiver.waitFor("/hook", 1, 20_000);
    const jobs = new Map<string, Exposition>();
    // The delivery's metrics are counted once its outcome is stored, just after the receiver answered.
    for (let attempt = 0; ; attempt++) {
      for (const component of COMPONENTS) {
        const { text, exposition } = await scrape(full.management[component]);
        texts.set(component, text);
        jobs.set(`${RELEASE}-${component}`, exposition);
      }
      if (jobs.get(`${RELEASE}-webhook`)?.get("webhook_deliveries_total")?.has("outcome") || attempt >= 50) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    context = { jobs, recorded: chart.recorded, requireScope: true };
  });

  after(async () => {
    await full?.stack.close();
    await Promise.all([receiver?.close(), provider?.close()]);
  });

  it("finds the queries of every dashboard and rule", () => {
    assert.deepEqual(chart.dashboards.sort(), [
      "planner-ai.json",
      "planner-api.json",
      "planner-grpc.json",
      "planner-messaging.json",
      "planner-webhooks.json",
    ]);
    assert.ok(chart.alerts.length >= 8, `${chart.alerts.length} alerts`);
    assert.ok(chart.queries.length > 80, `${chart.queries.length} queries`);
  });

  it("every metric, label matcher, bucket bound and grouping label exists on the component the query selects", () => {
    const problems = chart.queries.flatMap((query) =>
      checkExpression(query.expr, { ...context, requireScope: query.scoped }).map((problem) => `${query.where}: ${problem}`),
    );
    assert.deepEqual(problems, []);
  });

  it("counts 429s by admission verdict and the provider's requests with their duration", () => {
    const gateway = texts.get("gateway") as string;
    const refused = sampleSum(gateway, "http_request_duration_seconds_count", { operation: "listProjects", status: "429" });
    assert.ok(refused >= 1);
    assert.equal(sampleSum(gateway, "gateway_admission_decisions_total", { quota: "api", verdict: "rate_limited" }), refused);
    assert.ok(sampleSum(gateway, "gateway_admission_decisions_total", { quota: "ai", verdict: "admitted" }) >= 1);
    assert.ok(sampleSum(gateway, "gateway_http_client_errors_total", { reason: "bad_request" }) >= 1);
    const ai = texts.get("ai") as string;
    const fallbacks = sampleSum(ai, "ai_provider_requests_total", { operation: "generate_plan", outcome: "provider_error" });
    assert.equal(fallbacks, 1, "the failing provider's one request fell back");
    assert.equal(sampleSum(ai, "ai_provider_request_duration_seconds_count", { operation: "generate_plan", outcome: "provider_error" }), 1);
  });

  it("fails a query whose metric or label was renamed, or that selects by the clashing service label", () => {
    const check = (expr: string) => checkExpression(expr, context);
    const base = `sum by (operation) (rate(http_request_duration_seconds_count{namespace="planner", job="planner-gateway", status=~"5.."}[5m]))`;
    assert.deepEqual(check(base), []);
    assert.match(
      check(base.replace("http_request_duration_seconds_count", "http_requests_duration_seconds_count")).join(),
      /not exported by planner-gateway/,
    );
    assert.match(check(base.replace("status=~", "code=~")).join(), /no label "code"/);
    assert.match(check(base.replace("by (operation)", "by (route)")).join(), /grouped by "route"/);
    assert.match(check(base.replace('job="planner-gateway"', 'job="planner-webhook"')).join(), /not exported by planner-webhook/);
    assert.match(check(base.replace('job="planner-gateway"', 'service="gateway"')).join(), /label "service"/);
    assert.match(check(base.replace(", status", ', le="0.3", status').replace("_count", "_bucket")).join(), /no bucket le="0.3"/);
    assert.match(check(base.replace("[5m]))", "[5m])")).join(), /does not parse/);
  });

  it("gives every alert a severity, a summary and a runbook in docs/runbooks that explains, confirms and fixes it", async () => {
    const { existsSync, readFileSync } = await import("node:fs");
    const root = new URL("../../../", import.meta.url).pathname;
    for (const alert of chart.alerts) {
      assert.ok(alert.labels?.severity, `${alert.alert}: severity`);
      assert.ok(alert.annotations?.summary, `${alert.alert}: summary`);
      assert.equal(alert.annotations?.runbook_url, `https://project-planner.example/docs/runbooks/${alert.alert}.md`);
      const file = `${root}docs/runbooks/${alert.alert}.md`;
      assert.ok(existsSync(file), `docs/runbooks/${alert.alert}.md is missing`);
      const text = readFileSync(file, "utf8");
      for (const section of ["## Meaning", "## Confirm", "## Fix"]) assert.ok(text.includes(section), `${alert.alert}: ${section}`);
      assert.match(text, /kubectl/, `${alert.alert}: confirm with kubectl`);
    }
  });
});
