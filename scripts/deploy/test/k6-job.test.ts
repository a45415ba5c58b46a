/**
 * The k6 Job of the skaffold module "load" (scripts/deploy/k6-job): lint, a valid locked-down
 * Job for every suite, aimed at the gateway Service of the planner release, and a script for
 * every suite it offers.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { K6_CHART, lintChart, renderChart, templateChart } from "../chart.mjs";
import { root } from "../tools.mjs";
import {
  assertLockedDown,
  assertPinnedImages,
  assertResources,
  assertTmpEmptyDir,
  containersOf,
  forComponent,
  type K8sObject,
  validateObject,
} from "./k8s.js";

const SUITES = ["smoke", "load", "stress", "spike", "soak", "webhooks", "rate-limit"];

const envOf = (job: K8sObject): Record<string, string> =>
  Object.fromEntries(((containersOf(job)[0] as K8sObject).env as K8sObject[]).map((entry) => [entry.name, entry.value]));

describe("the k6 Job chart", () => {
  it("passes helm lint --strict", () => {
    const result = lintChart({ chart: K6_CHART });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.doesNotMatch(result.stdout, /\[(ERROR|WARNING)\]/);
  });

  for (const suite of SUITES) {
    it(`runs load-tests/k6/${suite}.js in a valid, locked-down Job`, () => {
      assert.ok(existsSync(join(root, "load-tests/k6", `${suite}.js`)), `no script for ${suite}`);
      const objects = renderChart({ chart: K6_CHART, release: "planner-k6", set: [`suite=${suite}`] });
      assert.deepEqual(
        objects.map((object) => object.kind),
        ["Job"],
      );
      const [job] = objects as [K8sObject];
      validateObject(job);
      assertLockedDown(job);
      assertTmpEmptyDir(job);
      assertResources(job);
      assertPinnedImages(job);
      assert.deepEqual(containersOf(job)[0]?.args, ["run", `/scripts/${suite}.js`]);
      assert.equal(job.spec.backoffLimit, 0, "a failed load test must not be retried");
      assert.match(job.metadata.name, new RegExp(`^planner-k6-${suite}-r\\d+$`));
    });
  }

  it("targets the gateway Service of the planner release and reads the key pool from the Secret", () => {
    const app = renderChart();
    const gateway = forComponent(app, "Service", "gateway");
    const port = gateway.spec.ports.find((entry: K8sObject) => entry.name === "http").port;
    const [job] = renderChart({ chart: K6_CHART, release: "planner-k6" }) as [K8sObject];
    const env = envOf(job);
    assert.equal(env.BASE_URL, `http://${gateway.metadata.name}:${port}/api/v1`);
    const keys = (job.spec.template.spec.volumes as K8sObject[]).find((volume) => volume.secret);
    const mount = ((containersOf(job)[0] as K8sObject).volumeMounts as K8sObject[]).find((entry) => entry.name === keys?.name);
    assert.equal(env.KEYS_FILE, `${mount?.mountPath}/keys.json`);
    assert.equal(keys?.secret.secretName, "planner-k6-keys");
    assert.equal(env.SUMMARY_DIR, "/tmp/results", "summaries go to the writable /tmp");
  });

  it("refuses a suite that does not exist", () => {
    const result = templateChart({ chart: K6_CHART, set: ["suite=everything"] });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /\/suite/);
  });
});
