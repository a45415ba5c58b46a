/**
 * skaffold.yaml without skaffold: its modules, profiles (JSON patches applied here as skaffold
 * applies them) and every Helm release it deploys from this repository rendered with the very
 * values skaffold would pass, so a profile cannot drift from the charts and their schemas.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseAllDocuments } from "yaml";
import { renderChart } from "../chart.mjs";
import { parseDockerfile } from "../image-stages.mjs";
import { root } from "../tools.mjs";
import { forComponent, type K8sObject, validateObject } from "./k8s.js";

const configs = parseAllDocuments(readFileSync(join(root, "skaffold.yaml"), "utf8")).map((document) => document.toJS() as K8sObject);
const configNamed = (name: string) => configs.find((config) => config.metadata.name === name) as K8sObject;

/** A JSON pointer's parent and last key. */
function locate(document: K8sObject, path: string): [K8sObject, string] {
  const keys = path
    .split("/")
    .slice(1)
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  const last = keys.pop() as string;
  let parent = document;
  for (const key of keys) {
    parent = parent[key];
    assert.ok(parent !== undefined, `patch path ${path} does not exist`);
  }
  return [parent, last];
}

/** The config with a profile's JSON patches (add, replace) applied. */
function withProfile(config: K8sObject, profileName?: string): K8sObject {
  const result = structuredClone(config);
  if (!profileName) return result;
  const profile = (config.profiles as K8sObject[]).find((candidate) => candidate.name === profileName);
  assert.ok(profile, `no profile ${profileName}`);
  for (const patch of profile.patches as K8sObject[]) {
    const [parent, key] = locate(result, patch.path);
    if (Array.isArray(parent)) {
      assert.equal(patch.op, "add", `patch op ${patch.op} on a list is not checked here`);
      parent.splice(key === "-" ? parent.length : Number(key), 0, patch.value);
    } else if (patch.op === "add" || patch.op === "replace") {
      if (patch.op === "replace") assert.ok(key in parent, `replace of a missing ${patch.path}`);
      parent[key] = patch.value;
    } else assert.fail(`patch op ${patch.op} is not checked here`);
  }
  return result;
}

/** What skaffold substitutes for its image templates, so the render sees real-looking values. */
const TEMPLATE_VALUES: Record<string, string> = {
  IMAGE_REPO: "registry.example.com/built",
  IMAGE_TAG: "abc1234",
  IMAGE_DIGEST: `sha256:${"b".repeat(64)}`,
};

/** `--set` pairs of a release, templates filled in; checks each template names an artifact of the config. */
function releaseSetValues(config: K8sObject, release: K8sObject): string[] {
  const artifacts = (config.build.artifacts as K8sObject[]).map((artifact) => artifact.image.replace(/[^A-Za-z0-9]/g, "_"));
  const templates = Object.entries((release.setValueTemplates ?? {}) as Record<string, string>).map(([key, template]) => {
    const match = /^\{\{\.(IMAGE_REPO|IMAGE_TAG|IMAGE_DIGEST)_(\w+)\}\}$/.exec(template);
    assert.ok(match, `unexpected template ${template}`);
    assert.ok(artifacts.includes(match[2] as string), `${template} names no artifact of ${config.metadata.name}`);
    return `${key}=${TEMPLATE_VALUES[match[1] as string]}`;
  });
  const plain = Object.entries((release.setValues ?? {}) as Record<string, unknown>).map(([key, value]) => `${key}=${value}`);
  return [...plain, ...templates];
}

/** Renders a release of a local chart as skaffold would deploy it, every object validated. */
function renderRelease(config: K8sObject, release: K8sObject): K8sObject[] {
  const objects = renderChart({
    chart: join(root, release.chartPath),
    release: release.name,
    values: (release.valuesFiles ?? []).map((file: string) => join(root, file)),
    set: releaseSetValues(config, release),
  });
  for (const object of objects) validateObject(object);
  return objects;
}

describe("skaffold.yaml", () => {
  it("has the app and load modules on a v4beta schema; load requires app", () => {
    assert.deepEqual(
      configs.map((config) => config.metadata.name),
      ["app", "load"],
    );
    for (const config of configs) assert.match(config.apiVersion, /^skaffold\/v4beta\d+$/);
    assert.deepEqual(configNamed("load").requires, [{ configs: ["app"] }]);
  });

  it("builds from Dockerfiles and targets that exist", () => {
    for (const config of configs) {
      assert.ok(config.build.tagPolicy.gitCommit, "images get commit tags, never latest");
      for (const artifact of config.build.artifacts as K8sObject[]) {
        const dockerfile = join(root, artifact.context, artifact.docker.dockerfile);
        assert.ok(existsSync(dockerfile), `${artifact.image}: ${dockerfile}`);
        if (artifact.docker.target) {
          const stages = parseDockerfile(readFileSync(dockerfile, "utf8")).map((stage) => stage.name);
          assert.ok(stages.includes(artifact.docker.target), `${artifact.image}: no stage ${artifact.docker.target}`);
        }
      }
    }
  });

  for (const profile of [undefined, "dev", "prod"]) {
    it(`deploys a valid app release${profile ? ` with the ${profile} profile` : ""}`, () => {
      const config = withProfile(configNamed("app"), profile);
      const releases = config.deploy.helm.releases as K8sObject[];
      const app = releases.find((release) => release.chartPath === "charts/planner") as K8sObject;
      const objects = renderRelease(config, app);
      const gateway = forComponent(objects, "Service", "gateway");
      const [forward] = config.portForward as [K8sObject];
      assert.equal(forward.resourceName, gateway.metadata.name, "port-forward names the gateway Service");
      assert.ok(gateway.spec.ports.some((port: K8sObject) => port.port === forward.port));
      if (profile === "prod") {
        assert.equal(config.build.local.push, true);
        const image = objects.find((object) => object.kind === "Deployment")?.spec.template.spec.containers[0].image;
        assert.match(image, /^registry\.example\.com\/built@sha256:/, "prod deploys by digest");
      }
    });
  }

  it("installs PostgreSQL, Redis and NATS with JetStream first in dev, where the chart looks for them", () => {
    const config = withProfile(configNamed("app"), "dev");
    const releases = config.deploy.helm.releases as K8sObject[];
    assert.deepEqual(
      releases.map((release) => release.name),
      ["postgresql", "redis", "nats", "planner"],
    );
    const [postgresql, redis, nats, app] = releases as [K8sObject, K8sObject, K8sObject, K8sObject];
    for (const dependency of [postgresql, redis, nats]) assert.equal(dependency.wait, true, `${dependency.name} is waited for`);
    assert.deepEqual(app.dependsOn, ["postgresql", "redis", "nats"]);
    assert.match(postgresql.remoteChart, /bitnamicharts\/postgresql$/);
    assert.match(redis.remoteChart, /bitnamicharts\/redis$/);
    assert.equal(nats.remoteChart, "nats");
    assert.equal(nats.setValues["config.jetstream.enabled"], true);
    const configMap = renderRelease(config, app).find((object) => object.metadata.name === "planner-config") as K8sObject;
    // The Service names these upstream charts give their releases.
    assert.equal(
      configMap.data.DATABASE_URL,
      `postgres://${postgresql.setValues["auth.username"]}@postgresql:5432/${postgresql.setValues["auth.database"]}`,
    );
    assert.equal(configMap.data.REDIS_URL, `redis://${redis.name}-master:6379/0`);
    assert.equal(configMap.data.NATS_URL, `nats://${nats.name}:4222`);
    assert.equal(app.setValues["secrets.databasePassword"], postgresql.setValues["auth.password"]);
  });

  it("runs each k6 suite of the load module against the app release", () => {
    const load = configNamed("load");
    const app = configNamed("app").deploy.helm.releases[0] as K8sObject;
    const suites = [undefined, ...(load.profiles as K8sObject[]).map((profile) => profile.name as string)];
    const seen = new Set<string>();
    for (const profile of suites) {
      const config = withProfile(load, profile);
      const [release] = config.deploy.helm.releases as [K8sObject];
      assert.equal(release.setValues.appRelease, app.name);
      const [job] = renderRelease(config, release) as [K8sObject];
      seen.add(job.spec.template.spec.containers[0].args[1]);
    }
    assert.equal(seen.size, suites.length, "each profile picks another suite");
  });
});
