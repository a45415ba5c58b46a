/**
 * The translation of a rendered pod template into podman arguments (scripts/containers/pod.mjs):
 * Kubernetes' `$(VAR)` expansion, the environment in the kubelet's order, the security settings,
 * volumes and probes of the chart's real render.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderChart } from "../../deploy/chart.mjs";
import { bytes, containerEnv, envFileText, expand, podmanRunArgs, probeOf, servicesFor, workloads } from "../pod.mjs";

type Env = Map<string, string>;

describe("Kubernetes $(VAR) expansion", () => {
  const vars: Record<string, string> = { A: "alpha", EMPTY: "" };
  const lookup = (name: string) => vars[name];

  it("replaces defined names, keeps undefined ones as written, and unescapes $$", () => {
    assert.equal(expand("x$(A)y", lookup), "xalphay");
    assert.equal(expand("$(A)$(A)", lookup), "alphaalpha");
    assert.equal(expand("[$(EMPTY)]", lookup), "[]");
    assert.equal(expand("$(MISSING)", lookup), "$(MISSING)");
    assert.equal(expand("$$(A)", lookup), "$(A)");
    assert.equal(expand("$$$(A)", lookup), "$alpha");
    assert.equal(expand("cost $5 $", lookup), "cost $5 $");
    assert.equal(expand("$(A", lookup), "$(A");
  });
});

describe("a rendered pod as podman arguments", () => {
  const objects = renderChart({
    release: "r",
    set: ["redis.auth=true", "secrets.redisPassword=r3dis", "nats.auth=true", "nats.user=planner", "secrets.natsPassword=n4ts"],
  });
  const gateway = workloads(objects).find((workload) => workload.component === "gateway");
  assert.ok(gateway);
  const container = gateway.pod.containers[0];

  it("builds the environment from the ConfigMaps and the Secret, expanding $(VAR) against what came before", () => {
    const env = containerEnv(container, objects) as Env;
    assert.equal(env.get("REDIS_URL"), "redis://:r3dis@redis-master:6379/0");
    assert.equal(env.get("NATS_URL"), "nats://planner:n4ts@nats:4222");
    assert.equal(env.get("PORT"), "8080", "the component's ConfigMap");
    assert.equal(env.get("AI_SERVICE_ADDR"), "dns:///r-planner-ai-grpc:50052", "the shared ConfigMap");
    assert.equal(env.get("API_KEY_PEPPER"), "ci-only-pepper-not-for-any-real-deployment", "a secretKeyRef");
    for (const value of env.values()) assert.doesNotMatch(value, /\$\(/);
  });

  it("skips an optional secret key that is absent and refuses a required one", () => {
    const env = containerEnv(container, objects) as Env;
    assert.equal(env.has("OPENAI_API_KEY"), false);
    const strict = structuredClone(container);
    strict.env.push({ name: "X", valueFrom: { secretKeyRef: { name: "r-planner-secrets", key: "NOPE", optional: false } } });
    assert.throws(() => containerEnv(strict, objects), /NOPE .* missing/);
  });

  it("runs as the pod's user with a read-only root, the /tmp emptyDir, no capabilities and no privilege escalation", () => {
    const env = containerEnv(container, objects);
    const args = podmanRunArgs({ name: "g0", pod: gateway.pod, container, env, envFile: "/dev/null", limits: ["nofile=1024:1024"] });
    const joined = args.join(" ");
    assert.match(joined, /--user 1000:1000/);
    assert.match(joined, /--read-only --read-only-tmpfs=false/);
    assert.match(joined, /--cap-drop ALL/);
    assert.match(joined, /--security-opt no-new-privileges/);
    assert.match(joined, /--mount type=tmpfs,destination=\/tmp,tmpfs-mode=1777,tmpfs-size=67108864/);
    assert.match(joined, new RegExp(`--stop-timeout ${gateway.pod.terminationGracePeriodSeconds}`));
    assert.match(joined, /--memory 536870912/);
    assert.match(joined, /--ulimit nofile=1024:1024/);
    assert.match(joined, /--env-file \/dev\/null/);
    assert.doesNotMatch(joined, /r3dis/, "secrets stay out of the arguments when an env file is given");
    assert.deepEqual(args.slice(-2), [container.image, "gateway/dist/main.js"]);
  });

  it("refuses a root user under runAsNonRoot, and privileged containers", () => {
    const env = containerEnv(container, objects);
    const root = structuredClone(container);
    root.securityContext.runAsUser = 0;
    assert.throws(() => podmanRunArgs({ name: "g", pod: gateway.pod, container: root, env }), /runAsNonRoot/);
    const privileged = structuredClone(container);
    privileged.securityContext.privileged = true;
    assert.throws(() => podmanRunArgs({ name: "g", pod: gateway.pod, container: privileged, env }), /privileged/);
  });

  it("expands $(VAR) in args with the container's environment", () => {
    const custom = { ...structuredClone(container), args: ["--port=$(PORT)", "$$(PORT)"] };
    const args = podmanRunArgs({ name: "g", pod: gateway.pod, container: custom, env: containerEnv(custom, objects) });
    assert.deepEqual(args.slice(-2), ["--port=8080", "$(PORT)"]);
  });

  it("resolves the probes' named port to the management port", () => {
    for (const kind of ["startup", "readiness", "liveness"]) {
      const probe = probeOf(container, kind);
      assert.equal(probe?.port, 9080, kind);
    }
    assert.equal(probeOf(container, "readiness")?.path, "/readyz");
  });

  it("finds every Deployment with its replicas and the migration Job, and the Services selecting them", () => {
    const list = workloads(objects);
    assert.deepEqual(
      list
        .filter((w) => w.kind === "Deployment")
        .map((w) => [w.component, w.replicas])
        .sort(),
      [
        ["ai", 2],
        ["compliance", 2],
        ["gateway", 2],
        ["project", 2],
        ["webhook", 2],
      ],
    );
    assert.equal(list.filter((w) => w.kind === "Job").length, 1);
    const project = list.find((w) => w.component === "project");
    assert.deepEqual(
      servicesFor(objects, project?.labels ?? {})
        .map((s) => s.metadata.name)
        .sort(),
      ["r-planner-project", "r-planner-project-grpc"],
    );
  });

  it("writes env files line by line and refuses values with line breaks", () => {
    assert.equal(
      envFileText(
        new Map([
          ["A", "1"],
          ["B", "x=y"],
        ]),
      ),
      "A=1\nB=x=y\n",
    );
    assert.throws(() => envFileText(new Map([["A", "1\n2"]])), /line breaks/);
  });

  it("reads quantities of bytes", () => {
    assert.equal(bytes("64Mi"), 64 * 1024 * 1024);
    assert.equal(bytes("1G"), 1e9);
    assert.throws(() => bytes("1.5Gi"), /unsupported/);
  });
});
