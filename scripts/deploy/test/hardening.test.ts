/**
 * The hardening the deployment promises, asserted on every workload the chart renders (each
 * Deployment and the migration Job) with every feature flag on, plus the shape of the
 * ConfigMaps, Secrets, PodDisruptionBudgets, NetworkPolicies and the migration hook.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { FLAGS, renderChart } from "../chart.mjs";
import {
  assertLockedDown,
  assertPinnedImages,
  assertResources,
  assertTmpEmptyDir,
  COMPONENTS,
  componentOf,
  containersOf,
  forComponent,
  GRPC_COMPONENTS,
  headlessServiceOf,
  type K8sObject,
  ofKind,
  SECRET_LOOKING,
  selects,
  URL_WITH_PASSWORD,
} from "./k8s.js";

/**
 * The longest a component may take to stop after SIGTERM, in seconds, from its code:
 * services drain gRPC calls for up to 10 s (services/shared/src/grpc.ts) and NATS for up to
 * 5 s (project's outbox link); webhook deliveries in flight take up to 3 s + 10 s (connect and
 * answer timeouts); the gateway waits SHUTDOWN_DELAY_MS, then lets requests finish (AI calls
 * up to AI_UPSTREAM_TIMEOUT_MS, 60 s) and flushes usage.
 */
function drainSeconds(component: string, env: Record<string, string>): number {
  if (component === "gateway") return Number(env.SHUTDOWN_DELAY_MS ?? 0) / 1000 + Number(env.AI_UPSTREAM_TIMEOUT_MS ?? 60_000) / 1000;
  if (component === "webhook") return 10 + 13 + 5;
  return 10 + 5;
}

describe("hardening of every workload (all flags on)", () => {
  let objects: K8sObject[];
  let workloads: K8sObject[];
  before(() => {
    objects = renderChart({ set: FLAGS.map((flag) => `${flag}=true`) });
    workloads = [...ofKind(objects, "Deployment"), ...ofKind(objects, "Job")];
    assert.equal(workloads.length, 6);
  });

  it("runs every pod and container as non-root with a read-only root, no privilege escalation, no capabilities, seccomp RuntimeDefault", () => {
    for (const workload of workloads) assertLockedDown(workload);
  });

  it("gives every container a writable /tmp from an emptyDir", () => {
    for (const workload of workloads) assertTmpEmptyDir(workload);
  });

  it("sets CPU and memory requests and a memory limit on every container", () => {
    for (const workload of workloads) assertResources(workload);
  });

  it("pins every image by tag or digest, never latest", () => {
    for (const workload of workloads) assertPinnedImages(workload);
    const byDigest = renderChart({ set: [`image.digest=sha256:${"a".repeat(64)}`] });
    for (const deployment of ofKind(byDigest, "Deployment")) {
      assert.equal(containersOf(deployment)[0]?.image, `project-planner@sha256:${"a".repeat(64)}`);
    }
  });

  it("probes startup, liveness and readiness on the management port the component listens on", () => {
    for (const component of COMPONENTS) {
      const deployment = forComponent(objects, "Deployment", component);
      const config = forComponent(objects, "ConfigMap", component);
      const container = containersOf(deployment)[0] as K8sObject;
      const management = (container.ports as K8sObject[]).find((port) => port.name === "management");
      assert.equal(String(management?.containerPort), config.data.MANAGEMENT_PORT, `${component}: management port`);
      const probes = { startupProbe: "/healthz", livenessProbe: "/healthz", readinessProbe: "/readyz" };
      for (const [probe, path] of Object.entries(probes)) {
        assert.equal(container[probe]?.httpGet.path, path, `${component}: ${probe}`);
        assert.equal(container[probe]?.httpGet.port, "management", `${component}: ${probe} port`);
      }
    }
  });

  it("gives each component more termination grace than its drain takes", () => {
    for (const component of COMPONENTS) {
      const deployment = forComponent(objects, "Deployment", component);
      const env = forComponent(objects, "ConfigMap", component).data as Record<string, string>;
      const grace = deployment.spec.template.spec.terminationGracePeriodSeconds;
      assert.ok(grace > drainSeconds(component, env), `${component}: grace ${grace}s ≤ drain ${drainSeconds(component, env)}s`);
    }
  });

  it("spreads each component's pods over zones and nodes", () => {
    for (const deployment of ofKind(objects, "Deployment")) {
      const constraints = deployment.spec.template.spec.topologySpreadConstraints as K8sObject[];
      const keys = constraints.map((constraint) => constraint.topologyKey);
      assert.deepEqual(keys, ["topology.kubernetes.io/zone", "kubernetes.io/hostname"]);
      for (const constraint of constraints) {
        assert.ok(selects(constraint.labelSelector.matchLabels, deployment.spec.template.metadata.labels));
        assert.deepEqual(constraint.labelSelector.matchLabels, deployment.spec.selector.matchLabels, "spread per component");
      }
    }
  });

  it("keeps secrets out of ConfigMaps and plain env values", () => {
    for (const map of ofKind(objects, "ConfigMap")) {
      for (const [key, value] of Object.entries(map.data as Record<string, string>)) {
        assert.doesNotMatch(key, SECRET_LOOKING, `${map.metadata.name}: ${key} looks like a secret`);
        assert.doesNotMatch(value, URL_WITH_PASSWORD, `${map.metadata.name}: ${key} holds a password`);
      }
    }
    for (const workload of workloads) {
      for (const container of containersOf(workload)) {
        for (const env of (container.env ?? []) as K8sObject[]) {
          if (SECRET_LOOKING.test(env.name))
            assert.ok(env.valueFrom?.secretKeyRef, `${workload.metadata.name}: ${env.name} is a plain value`);
        }
      }
    }
    const [secret] = ofKind(objects, "Secret").filter((object) => !object.metadata.annotations?.["helm.sh/hook"]) as [K8sObject];
    assert.deepEqual(Object.keys(secret.stringData).sort(), ["API_KEY_PEPPER", "CURSOR_SECRET", "PGPASSWORD", "WEBHOOK_SECRET_KEY"]);
  });

  it("gives each component only the secret keys it reads", () => {
    const keysOf = (component: string) =>
      (containersOf(forComponent(objects, "Deployment", component))[0]?.env ?? [])
        .filter((env: K8sObject) => env.valueFrom?.secretKeyRef)
        .map((env: K8sObject) => env.name)
        .sort();
    assert.deepEqual(keysOf("gateway"), ["API_KEY_PEPPER", "PGPASSWORD"]);
    assert.deepEqual(keysOf("webhook"), ["CURSOR_SECRET", "PGPASSWORD", "WEBHOOK_SECRET_KEY", "WEBHOOK_SECRET_KEYS_PREVIOUS"]);
    assert.deepEqual(keysOf("ai"), ["OPENAI_API_KEY"]);
    assert.deepEqual(keysOf("project"), ["CURSOR_SECRET", "PGPASSWORD"]);
    assert.deepEqual(keysOf("compliance"), ["CURSOR_SECRET", "PGPASSWORD"]);
  });

  it("has a PodDisruptionBudget per component selecting exactly its pods", () => {
    for (const component of COMPONENTS) {
      const budget = forComponent(objects, "PodDisruptionBudget", component);
      const deployment = forComponent(objects, "Deployment", component);
      assert.deepEqual(budget.spec.selector.matchLabels, deployment.spec.selector.matchLabels);
      assert.ok(budget.spec.maxUnavailable >= 1, "a budget of 0 would block node drains");
    }
  });

  it("opens only the gateway's public port to everyone; services only to the release; egress only where needed", () => {
    const egressPorts = (policy: K8sObject) =>
      new Set(
        (policy.spec.egress as K8sObject[])
          .filter((rule) => !rule.to?.some((peer: K8sObject) => peer.podSelector))
          .flatMap((rule) => (rule.ports as K8sObject[]).map((port) => `${port.protocol}/${port.port}`)),
      );
    for (const component of COMPONENTS) {
      const policy = forComponent(objects, "NetworkPolicy", component);
      const deployment = forComponent(objects, "Deployment", component);
      assert.ok(selects(policy.spec.podSelector.matchLabels, deployment.spec.template.metadata.labels), component);
      assert.deepEqual(policy.spec.policyTypes, ["Ingress", "Egress"]);
      const rules = policy.spec.ingress as K8sObject[];
      const open = rules.filter((rule) => !rule.from);
      if (component === "gateway") {
        assert.deepEqual(
          open.flatMap((rule) => rule.ports.map((port: K8sObject) => port.port)),
          ["http"],
          "only the public port is open to everyone",
        );
      } else {
        assert.equal(open.length, 0, `${component} is reachable from outside the release`);
        for (const rule of rules) {
          for (const peer of rule.from as K8sObject[]) {
            assert.deepEqual(peer.podSelector.matchLabels, {
              "app.kubernetes.io/name": "planner",
              "app.kubernetes.io/instance": "planner",
            });
          }
        }
      }
      const ports = egressPorts(policy);
      assert.ok(ports.has("UDP/53") && ports.has("TCP/53"), `${component}: DNS`);
      assert.equal(ports.has("TCP/5432"), component !== "ai", `${component}: PostgreSQL`);
      assert.equal(ports.has("TCP/6379"), component === "gateway", `${component}: Redis`);
      assert.equal(ports.has("TCP/4222"), ["gateway", "project", "webhook"].includes(component), `${component}: NATS`);
      assert.equal(ports.has("TCP/443"), ["ai", "webhook"].includes(component), `${component}: HTTPS`);
    }
    assert.equal(ofKind(objects, "NetworkPolicy").length, COMPONENTS.length);
    for (const policy of ofKind(objects, "NetworkPolicy")) assert.ok(COMPONENTS.includes(componentOf(policy)));
  });

  it("lets the callers reach every gRPC pod the headless Services name (pod to pod, on the gRPC port)", () => {
    const podLabels = (component: string) => forComponent(objects, "Deployment", component).spec.template.metadata.labels;
    // Who calls whom: the gateway every service, the AI service project and compliance.
    const callers: Record<string, string[]> = { gateway: GRPC_COMPONENTS, ai: ["project", "compliance"] };
    for (const [caller, callees] of Object.entries(callers)) {
      const egress = forComponent(objects, "NetworkPolicy", caller).spec.egress as K8sObject[];
      for (const callee of callees) {
        const headless = headlessServiceOf(objects, callee);
        const target = podLabels(callee);
        assert.ok(selects(headless.spec.selector, target), `${callee}: the headless Service names its pods`);
        const port = headless.spec.ports[0];
        const allowsEgress = egress.some(
          (rule) =>
            (rule.ports === undefined || rule.ports.some((entry: K8sObject) => entry.port === port.port)) &&
            rule.to?.some((peer: K8sObject) => peer.podSelector && selects(peer.podSelector.matchLabels, target)),
        );
        assert.ok(allowsEgress, `${caller} → ${callee}: egress to the pods`);
        const policy = forComponent(objects, "NetworkPolicy", callee);
        assert.ok(selects(policy.spec.podSelector.matchLabels, target));
        const allowsIngress = (policy.spec.ingress as K8sObject[]).some(
          (rule) =>
            rule.ports.some((entry: K8sObject) => entry.port === port.targetPort) &&
            rule.from.some((peer: K8sObject) => peer.podSelector && selects(peer.podSelector.matchLabels, podLabels(caller))),
        );
        assert.ok(allowsIngress, `${caller} → ${callee}: ingress on the ${port.targetPort} port`);
      }
    }
  });

  it("runs the migration as a pre-install/pre-upgrade hook whose ServiceAccount and password exist before it", () => {
    const [job] = ofKind(objects, "Job") as [K8sObject];
    const annotations = job.metadata.annotations;
    assert.equal(annotations["helm.sh/hook"], "pre-install,pre-upgrade");
    assert.match(annotations["helm.sh/hook-delete-policy"], /before-hook-creation/);
    assert.deepEqual(containersOf(job)[0]?.args, ["scripts/migrate.mjs"]);
    const weight = (object: K8sObject) => Number(object.metadata.annotations?.["helm.sh/hook-weight"] ?? 0);
    const account = ofKind(objects, "ServiceAccount").find((object) => object.metadata.name === job.spec.template.spec.serviceAccountName);
    assert.ok(account?.metadata.annotations?.["helm.sh/hook"], "the Job's ServiceAccount must be a hook too");
    assert.ok(weight(account) < weight(job));
    const passwordRef = ((containersOf(job)[0] as K8sObject).env as K8sObject[]).find((env) => env.name === "PGPASSWORD")?.valueFrom
      .secretKeyRef;
    const secret = ofKind(objects, "Secret").find((object) => object.metadata.name === passwordRef?.name);
    assert.ok(secret?.metadata.annotations?.["helm.sh/hook"], "the password the Job reads must be created before it");
    assert.ok(weight(secret) < weight(job));
    assert.ok(job.spec.backoffLimit >= 1 && job.spec.activeDeadlineSeconds > 0);
    assert.equal(job.spec.template.spec.restartPolicy, "Never");
  });
});
