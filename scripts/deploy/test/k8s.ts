/** Shared by the chart tests: Kubernetes schemas per kind and small lookups over rendered objects. */

import assert from "node:assert/strict";
import { PrometheusRule } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule";
import { ServiceMonitor } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { Job } from "kubernetes-models/batch/v1/Job";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { ServiceAccount } from "kubernetes-models/v1/ServiceAccount";
import type { K8sObject } from "../chart.mjs";

export type { K8sObject };

type Model = new (data: never) => { validate(): void };

/** Every kind the chart may render, by apiVersion/kind; anything else is a failure. */
export const MODELS: Record<string, Model> = {
  "apps/v1/Deployment": Deployment,
  "v1/Service": Service,
  "v1/ServiceAccount": ServiceAccount,
  "v1/ConfigMap": ConfigMap,
  "v1/Secret": Secret,
  "batch/v1/Job": Job,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "networking.k8s.io/v1/Ingress": Ingress,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
  "monitoring.coreos.com/v1/ServiceMonitor": ServiceMonitor,
  "monitoring.coreos.com/v1/PrometheusRule": PrometheusRule,
};

/** Validates an object against the schema of its kind; throws naming the object. */
export function validateObject(object: K8sObject): void {
  const model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!model) throw new Error(`no schema for ${object.apiVersion} ${object.kind} (${object.metadata?.name})`);
  try {
    new model(object as never).validate();
  } catch (error) {
    throw new Error(`${object.kind} ${object.metadata?.name}: ${(error as Error).message}`);
  }
}

export const COMPONENTS = ["gateway", "project", "ai", "compliance", "webhook"];

export const ofKind = (objects: K8sObject[], kind: string): K8sObject[] => objects.filter((object) => object.kind === kind);

export const componentOf = (object: K8sObject): string => object.metadata.labels["app.kubernetes.io/component"];

/** The one object of a kind for a component. */
export function forComponent(objects: K8sObject[], kind: string, component: string): K8sObject {
  const found = ofKind(objects, kind).filter((object) => componentOf(object) === component);
  if (found.length !== 1) throw new Error(`expected one ${kind} for ${component}, found ${found.length}`);
  return found[0] as K8sObject;
}

/** Names that hold secrets: never in a ConfigMap, never a plain env value. */
export const SECRET_LOOKING = /(^|_)(PEPPER|SECRET|PASSWORD|PASSWD|TOKEN|CREDENTIALS?|PRIVATE_KEY|API_KEY)(_|$)|(^|_)KEY$/i;

/** A URL with a password in it. */
export const URL_WITH_PASSWORD = /:\/\/[^/@:\s]+:[^/@\s]+@/;

/** True when every label of `selector` is on `labels`. */
export function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** A LabelSelector (matchLabels and matchExpressions) applied to `labels`. */
export function matchesLabelSelector(selector: K8sObject, labels: Record<string, string>): boolean {
  const expressions = (selector.matchExpressions ?? []) as { key: string; operator: string; values?: string[] }[];
  return (
    selects(selector.matchLabels ?? {}, labels) &&
    expressions.every(({ key, operator, values = [] }) => {
      const value = labels[key];
      if (operator === "Exists") return value !== undefined;
      if (operator === "DoesNotExist") return value === undefined;
      if (operator === "In") return value !== undefined && values.includes(value);
      if (operator === "NotIn") return value === undefined || !values.includes(value);
      throw new Error(`unknown selector operator ${operator}`);
    })
  );
}

/** The components that serve gRPC, each with a headless Service besides its ClusterIP one. */
export const GRPC_COMPONENTS = COMPONENTS.filter((component) => component !== "gateway");

/** The headless Service of a gRPC component (the one the other components' addresses name). */
export function headlessServiceOf(objects: K8sObject[], component: string): K8sObject {
  const found = ofKind(objects, "Service").filter((service) => componentOf(service) === component && service.spec.clusterIP === "None");
  if (found.length !== 1) throw new Error(`expected one headless Service for ${component}, found ${found.length}`);
  return found[0] as K8sObject;
}

export const containersOf = (workload: K8sObject): K8sObject[] => workload.spec.template.spec.containers;

/** Non-root, read-only root, no privilege escalation, no capabilities, seccomp RuntimeDefault, no API token. */
export function assertLockedDown(workload: K8sObject): void {
  const pod = workload.spec.template.spec;
  assert.equal(pod.securityContext.runAsNonRoot, true, workload.metadata.name);
  assert.equal(pod.securityContext.seccompProfile.type, "RuntimeDefault", workload.metadata.name);
  assert.equal(pod.automountServiceAccountToken, false, `${workload.metadata.name}: no API token in the pod`);
  for (const container of containersOf(workload)) {
    const context = container.securityContext;
    const name = `${workload.metadata.name}/${container.name}`;
    assert.equal(context.runAsNonRoot, true, name);
    assert.ok(context.runAsUser > 0, `${name}: runAsUser`);
    assert.equal(context.readOnlyRootFilesystem, true, name);
    assert.equal(context.allowPrivilegeEscalation, false, name);
    assert.equal(context.privileged, false, name);
    assert.deepEqual(context.capabilities.drop, ["ALL"], name);
    assert.equal(context.capabilities.add, undefined, name);
    assert.equal(context.seccompProfile.type, "RuntimeDefault", name);
  }
}

/** A writable /tmp from an emptyDir in every container. */
export function assertTmpEmptyDir(workload: K8sObject): void {
  const volumes = workload.spec.template.spec.volumes as K8sObject[];
  for (const container of containersOf(workload)) {
    const mount = (container.volumeMounts as K8sObject[]).find((entry) => entry.mountPath === "/tmp");
    assert.ok(mount, `${workload.metadata.name}: no /tmp mount`);
    const volume = volumes.find((entry) => entry.name === mount.name);
    assert.ok(volume?.emptyDir, `${workload.metadata.name}: /tmp is not an emptyDir`);
  }
}

/** CPU and memory requests and a memory limit on every container. */
export function assertResources(workload: K8sObject): void {
  for (const container of containersOf(workload)) {
    assert.ok(container.resources.requests.cpu, `${workload.metadata.name}: cpu request`);
    assert.ok(container.resources.requests.memory, `${workload.metadata.name}: memory request`);
    assert.ok(container.resources.limits.memory, `${workload.metadata.name}: memory limit`);
  }
}

/** Every image pinned by tag or digest, never latest. */
export function assertPinnedImages(workload: K8sObject): void {
  for (const container of containersOf(workload)) {
    assert.match(container.image, /(:[\w][\w.-]{0,127}|@sha256:[0-9a-f]{64})$/, `${workload.metadata.name}: unpinned image`);
    assert.doesNotMatch(container.image, /:latest$/i);
  }
}
