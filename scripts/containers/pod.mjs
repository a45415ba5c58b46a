// What the kubelet would do with a rendered pod template, as podman arguments: the container's
// environment (envFrom, env, secret and ConfigMap references, `$(VAR)` expansion), its args, user,
// read-only root with the pod's volumes, capabilities, no-new-privileges, memory limit and grace
// period, and its probes. Pure functions over the objects `helm template` renders; no I/O.

/**
 * Kubernetes' `$(VAR)` expansion (k8s.io/kubernetes third_party/forked/golang/expansion):
 * `$(NAME)` becomes the value when NAME is defined and stays as written when not; `$$` is a
 * literal `$`; any other `$` is kept.
 */
export function expand(input, lookup) {
  let out = "";
  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (char !== "$" || index + 1 >= input.length) {
      out += char;
      continue;
    }
    const next = input[index + 1];
    if (next === "$") {
      out += "$";
      index++;
    } else if (next === "(") {
      const close = input.indexOf(")", index + 2);
      if (close < 0) {
        out += input.slice(index);
        break;
      }
      const name = input.slice(index + 2, close);
      const value = lookup(name);
      out += value === undefined ? input.slice(index, close + 1) : value;
      index = close;
    } else {
      out += char;
    }
  }
  return out;
}

function find(objects, kind, name) {
  return objects.find((object) => object.kind === kind && object.metadata?.name === name);
}

/** A Secret's values as strings (stringData over base64 data, as the API server merges them). */
export function secretData(secret) {
  const data = {};
  for (const [key, value] of Object.entries(secret.data ?? {})) data[key] = Buffer.from(String(value), "base64").toString("utf8");
  for (const [key, value] of Object.entries(secret.stringData ?? {})) data[key] = String(value);
  return data;
}

function source(objects, kind, name, optional) {
  const object = find(objects, kind, name);
  if (!object) {
    if (optional) return undefined;
    throw new Error(`${kind} ${name} is referenced but not rendered`);
  }
  return kind === "Secret" ? secretData(object) : Object.fromEntries(Object.entries(object.data ?? {}).map(([k, v]) => [k, String(v)]));
}

/**
 * The container's environment in the kubelet's order: envFrom (later sources win), then each env
 * entry expanded against what is defined before it. `fields` answers fieldRef paths
 * (metadata.name, status.podIP, …). Returns a Map, insertion-ordered.
 */
export function containerEnv(container, objects, fields = {}) {
  const env = new Map();
  for (const from of container.envFrom ?? []) {
    const ref = from.configMapRef ?? from.secretRef;
    const values = source(objects, from.configMapRef ? "ConfigMap" : "Secret", ref.name, ref.optional === true);
    for (const [key, value] of Object.entries(values ?? {})) env.set(`${from.prefix ?? ""}${key}`, value);
  }
  for (const entry of container.env ?? []) {
    if (entry.valueFrom === undefined) {
      env.set(
        entry.name,
        expand(String(entry.value ?? ""), (name) => env.get(name)),
      );
      continue;
    }
    const { secretKeyRef, configMapKeyRef, fieldRef } = entry.valueFrom;
    const ref = secretKeyRef ?? configMapKeyRef;
    if (ref) {
      const values = source(objects, secretKeyRef ? "Secret" : "ConfigMap", ref.name, ref.optional === true);
      const value = values?.[ref.key];
      if (value === undefined) {
        if (ref.optional === true) continue;
        throw new Error(`${entry.name}: key ${ref.key} of ${ref.name} is missing and not optional`);
      }
      env.set(entry.name, value);
    } else if (fieldRef) {
      const value = fields[fieldRef.fieldPath];
      if (value === undefined) throw new Error(`${entry.name}: fieldRef ${fieldRef.fieldPath} is not known here`);
      env.set(entry.name, value);
    } else {
      throw new Error(`${entry.name}: unsupported valueFrom ${Object.keys(entry.valueFrom).join(", ")}`);
    }
  }
  return env;
}

const UNITS = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, K: 1e3, M: 1e6, G: 1e9 };

/** A Kubernetes quantity of bytes ("64Mi", "512M", "1Gi", "1000") as a number of bytes. */
export function bytes(quantity) {
  const match = /^(\d+)(Ki|Mi|Gi|K|M|G)?$/.exec(String(quantity));
  if (!match) throw new Error(`unsupported quantity ${quantity}`);
  return Number(match[1]) * (match[2] ? UNITS[match[2]] : 1);
}

/** The effective security settings: the container's override the pod's. */
function security(pod, container) {
  return { ...(pod.securityContext ?? {}), ...(container.securityContext ?? {}) };
}

/**
 * `podman run` arguments for one container of a pod template. `pod` is the template's spec,
 * `env` the container's environment (containerEnv, plus any per-replica override), `hosts` extra
 * /etc/hosts entries ([name, address]) standing in for cluster DNS, `limits` the rlimits this
 * machine allows. The image's entrypoint stays unless the container sets `command`.
 */
export function podmanRunArgs({ name, pod, container, env, envFile, hosts = [], labels = {}, limits = [], memory = true }) {
  const context = security(pod, container);
  const uid = context.runAsUser;
  const gid = context.runAsGroup ?? uid;
  if (context.runAsNonRoot === true && (uid === undefined || uid === 0))
    throw new Error(`${name}: runAsNonRoot needs a non-zero runAsUser`);
  if (context.privileged === true) throw new Error(`${name}: privileged containers are not run here`);
  const args = ["run", "--detach", "--name", name, "--network", "host"];
  for (const [key, value] of Object.entries(labels)) args.push("--label", `${key}=${value}`);
  for (const limit of limits) args.push("--ulimit", limit);
  if (uid !== undefined) args.push("--user", `${uid}:${gid}`);
  if (context.fsGroup !== undefined) args.push("--group-add", String(context.fsGroup));
  if (context.readOnlyRootFilesystem === true) args.push("--read-only", "--read-only-tmpfs=false");
  for (const capability of context.capabilities?.drop ?? []) args.push("--cap-drop", capability);
  for (const capability of context.capabilities?.add ?? []) args.push("--cap-add", capability);
  if (context.allowPrivilegeEscalation === false) args.push("--security-opt", "no-new-privileges");
  if (context.seccompProfile && context.seccompProfile.type !== "RuntimeDefault") {
    throw new Error(`${name}: seccomp profile ${context.seccompProfile.type} is not supported here`);
  }
  for (const mount of container.volumeMounts ?? []) {
    const volume = (pod.volumes ?? []).find((candidate) => candidate.name === mount.name);
    if (!volume?.emptyDir) throw new Error(`${name}: volume ${mount.name} is not an emptyDir`);
    // An emptyDir is a fresh, world-writable directory per pod; a sized tmpfs is the same here.
    const size = volume.emptyDir.sizeLimit ? `,tmpfs-size=${bytes(volume.emptyDir.sizeLimit)}` : "";
    const mode = mount.readOnly ? ",ro=true" : "";
    args.push("--mount", `type=tmpfs,destination=${mount.mountPath},tmpfs-mode=1777${size}${mode}`);
  }
  const memoryLimit = container.resources?.limits?.memory;
  if (memory && memoryLimit) args.push("--memory", String(bytes(memoryLimit)));
  if (pod.terminationGracePeriodSeconds !== undefined) args.push("--stop-timeout", String(pod.terminationGracePeriodSeconds));
  for (const [host, address] of hosts) args.push("--add-host", `${host}:${address}`);
  // Values go through a file, so secrets never show in the process list.
  if (envFile) args.push("--env-file", envFile);
  else for (const [key, value] of env) args.push("--env", `${key}=${value}`);
  const lookup = (key) => env.get(key);
  if (container.command) args.push("--entrypoint", JSON.stringify(container.command.map((part) => expand(part, lookup))));
  args.push(container.image, ...(container.args ?? []).map((part) => expand(String(part), lookup)));
  return args;
}

/** The text of an --env-file: one NAME=value a line (podman takes the value verbatim). */
export function envFileText(env) {
  let text = "";
  for (const [key, value] of env) {
    if (/[\r\n]/.test(value)) throw new Error(`${key}: values with line breaks cannot go through an env file`);
    text += `${key}=${value}\n`;
  }
  return text;
}

/** A probe as the prober needs it, its port name resolved against the container's ports. */
export function probeOf(container, kind) {
  const probe = container[`${kind}Probe`];
  if (!probe) return undefined;
  if (!probe.httpGet) throw new Error(`${container.name}: only httpGet ${kind} probes are supported`);
  let port = probe.httpGet.port;
  if (typeof port === "string") {
    const named = (container.ports ?? []).find((candidate) => candidate.name === port);
    if (!named) throw new Error(`${container.name}: ${kind} probe names port ${port}, which the container does not declare`);
    port = named.containerPort;
  }
  return {
    kind,
    path: probe.httpGet.path ?? "/",
    port,
    scheme: (probe.httpGet.scheme ?? "HTTP").toLowerCase(),
    initialDelaySeconds: probe.initialDelaySeconds ?? 0,
    periodSeconds: probe.periodSeconds ?? 10,
    timeoutSeconds: probe.timeoutSeconds ?? 1,
    failureThreshold: probe.failureThreshold ?? 3,
    successThreshold: probe.successThreshold ?? 1,
  };
}

/** The pod templates to run: every Deployment and Job, with their replica counts. */
export function workloads(objects) {
  const list = [];
  for (const object of objects) {
    if (object.kind !== "Deployment" && object.kind !== "Job") continue;
    const template = object.spec.template;
    list.push({
      kind: object.kind,
      name: object.metadata.name,
      component: template.metadata?.labels?.["app.kubernetes.io/component"] ?? object.metadata.name,
      replicas: object.kind === "Job" ? 1 : (object.spec.replicas ?? 1),
      pod: template.spec,
      labels: template.metadata?.labels ?? {},
    });
  }
  return list;
}

/** The Services whose selector matches a workload's pod labels. */
export function servicesFor(objects, labels) {
  return objects.filter(
    (object) =>
      object.kind === "Service" &&
      Object.entries(object.spec?.selector ?? {}).every(([key, value]) => labels[key] === value) &&
      Object.keys(object.spec?.selector ?? {}).length > 0,
  );
}
