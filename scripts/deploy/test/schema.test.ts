/** values.schema.json refuses bad values before anything renders, naming the value at fault. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { templateChart } from "../chart.mjs";

describe("values.schema.json", () => {
  const refused: [string, string[], RegExp][] = [
    ["a flag that is not a boolean", ["autoscaling.enabled=maybe"], /\/autoscaling\/enabled.*want boolean/],
    ["the image tag latest", ["image.tag=latest"], /\/image\/tag/],
    ["the image tag LATEST", ["image.tag=LATEST"], /\/image\/tag/],
    ["an image digest that is not sha256", ["image.digest=md5:abc"], /\/image\/digest/],
    ["negative replicas", ["components.gateway.replicas=-1"], /\/components\/gateway\/replicas/],
    ["a port out of range", ["components.ai.port=70000"], /\/components\/ai\/port/],
    ["a component the product does not have", ["components.reporting.replicas=1"], /reporting/],
    ["stream replicas JetStream does not allow", ["nats.streamReplicas=7"], /\/nats\/streamReplicas/],
    ["an SSL mode node-postgres does not know", ["postgresql.sslMode=prefer"], /\/postgresql\/sslMode/],
    ["a secret-looking name in the shared ConfigMap", ["config.env.OPENAI_API_KEY=sk-x"], /OPENAI_API_KEY/],
    ["a secret-looking name in a component's ConfigMap", ["components.webhook.env.WEBHOOK_SECRET_KEY=x"], /WEBHOOK_SECRET_KEY/],
    [
      "a URL with a password in a ConfigMap",
      ["components.gateway.env.REDIS_URL=redis://u:pw@redis:6379"],
      /\/components\/gateway\/env\/REDIS_URL/,
    ],
    ["a webhook key that is not 32 bytes", ["secrets.webhookSecretKey=short"], /\/secrets\/webhookSecretKey/],
    [
      "a previous webhook key that is not 32 bytes",
      [`secrets.webhookSecretKeysPrevious=${"a".repeat(64)}\\,short`],
      /\/secrets\/webhookSecretKeysPrevious/,
    ],
    ["a memory limit left out", ["components.project.resources.limits=null"], /\/components\/project\/resources/],
    ["an unknown top-level value", ["replicaCount=3"], /replicaCount/],
    [
      "a latency threshold that is no bucket bound of the request histogram",
      ["prometheusRule.slo.latency.thresholdSeconds=0.3"],
      /\/prometheusRule\/slo\/latency\/thresholdSeconds/,
    ],
    ["an availability objective of 100 %", ["prometheusRule.slo.availability.target=100"], /\/prometheusRule\/slo\/availability\/target/],
    ["a runbook base that is no URL", ["prometheusRule.runbookBaseUrl=docs/runbooks"], /\/prometheusRule\/runbookBaseUrl/],
    ["a sidecar label that is no label name", ["dashboards.label=grafana dashboard"], /\/dashboards\/label/],
  ];
  for (const [what, set, message] of refused) {
    it(`refuses ${what}`, () => {
      const result = templateChart({ set });
      assert.notEqual(result.status, 0, `rendered despite ${set.join(" ")}`);
      assert.match(result.stderr, /values don't meet the specifications of the schema/);
      assert.match(result.stderr, message);
    });
  }

  it("accepts configuration whose names merely contain KEY, and a digest", () => {
    const result = templateChart({
      set: [
        "config.env.REDIS_KEY_PREFIX=planner:",
        "components.gateway.env.KEY_CACHE_TTL_MS=30000",
        `image.digest=sha256:${"0".repeat(64)}`,
        "nats.streamReplicas=3",
      ],
    });
    assert.equal(result.status, 0, result.stderr);
  });
});
