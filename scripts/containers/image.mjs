// The container tools, the Debian base image and the project's image.
//
// The base is a Debian root file system made by mmdebstrap from Debian's own packages (Node.js and
// npm included), imported into podman's store. It is cached twice, both keyed by a hash of what
// goes into it (suite, variant, package list, excluded paths): as a tarball in the cache directory
// and as the image `localhost/planner-node-base:<hash>`. The project's Dockerfile is then built
// with `buildah bud`, that base passed as the NODE_IMAGE build argument; the official Node image
// stays the default for production builds.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** The tools this check needs, and the Debian packages that bring them. */
export const TOOLS = { podman: "podman", buildah: "buildah", runc: "runc", mmdebstrap: "mmdebstrap", haproxy: "haproxy" };

/** What goes into the base image; its hash names the cached tarball and image. */
export const BASE = {
  suite: "trixie",
  variant: "minbase",
  mirror: "http://deb.debian.org/debian",
  packages: ["nodejs", "npm", "ca-certificates"],
  // Documentation, manual pages and translations are of no use in the image.
  exclude: ["/usr/share/doc/*", "/usr/share/man/*", "/usr/share/info/*", "/usr/share/locale/*"],
  include: ["/usr/share/doc/*/copyright"],
};

/** The host's CA bundle (Debian's path, which the base's Node.js and npm read too). */
const HOST_CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";

/** The rlimits this machine grants a container (raising them is refused here, so they are lowered). */
export const ULIMITS = ["nofile=1024:1024", "nproc=4096:4096"];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return result;
}

/** Runs a command and throws with its error output when it fails. */
export function must(command, args, options = {}) {
  const result = run(command, args, options);
  if (result.status !== 0) {
    const output = `${result.stderr ?? ""}${result.stdout ?? ""}`.trim().split("\n").slice(-15).join("\n");
    throw new Error(`${command} ${args.slice(0, 3).join(" ")} … exited ${result.status}:\n${output}`);
  }
  return result.stdout ?? "";
}

/** As must, without blocking the event loop (probes and traffic go on meanwhile). */
export function mustAsync(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(
            `${command} ${args.slice(0, 4).join(" ")} … exited ${code}:\n${`${stderr}${stdout}`.trim().split("\n").slice(-15).join("\n")}`,
          ),
        );
    });
  });
}

function has(command) {
  return run("sh", ["-c", `command -v ${command}`]).status === 0;
}

/**
 * Installs the missing tools from Debian's packages when possible. Returns undefined when all
 * are there, or the reason they cannot be had (then the caller skips, saying so).
 */
export function ensureTools(log) {
  const missing = Object.keys(TOOLS).filter((tool) => !has(tool));
  if (missing.length === 0) return undefined;
  if (process.platform !== "linux") return `this is ${process.platform}; the container tools need Linux`;
  if (!has("apt-get")) return `${missing.join(", ")} missing and there is no apt-get to install them`;
  if (typeof process.getuid === "function" && process.getuid() !== 0) return `${missing.join(", ")} missing and installing needs root`;
  log(`installing ${missing.join(", ")} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = run("apt-get", ["update", "-qq"], { env });
  if (update.status !== 0) return `apt-get update failed: ${update.stderr.trim().split("\n").slice(-2).join(" ")}`;
  const install = run("apt-get", ["install", "-y", "-qq", ...missing.map((tool) => TOOLS[tool])], { env });
  if (install.status !== 0) return `apt-get install failed: ${install.stderr.trim().split("\n").slice(-2).join(" ")}`;
  const still = Object.keys(TOOLS).filter((tool) => !has(tool));
  return still.length > 0 ? `still missing after install: ${still.join(", ")}` : undefined;
}

/** Where the base tarball is kept between runs (outside the repository). */
export function cacheDirectory() {
  if (process.env.PLANNER_CONTAINER_CACHE) return process.env.PLANNER_CONTAINER_CACHE;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  return root ? "/var/cache/project-planner/containers" : join(homedir(), ".cache/project-planner/containers");
}

export function baseHash(base = BASE) {
  return createHash("sha256").update(JSON.stringify(base)).digest("hex").slice(0, 16);
}

/** podman with the runtime that works here (crun fails on this machine's hybrid cgroups). */
export function podman(args, options = {}) {
  return run("podman", ["--runtime", "runc", ...args], options);
}

function imageExists(name) {
  return podman(["image", "exists", name]).status === 0;
}

/**
 * The base image, made when its hash is not in the store: from the cached tarball, or by
 * mmdebstrap (minutes) into the cache first. Returns its name and what it took.
 */
export function ensureBaseImage(log) {
  const hash = baseHash();
  const name = `localhost/planner-node-base:${hash}`;
  if (imageExists(name)) return { name, made: "cached image", seconds: 0 };
  const directory = cacheDirectory();
  mkdirSync(directory, { recursive: true });
  const tarball = join(directory, `base-${hash}.tar`);
  const started = Date.now();
  let made = "cached tarball";
  if (!existsSync(tarball)) {
    made = "mmdebstrap";
    log(`making the Debian ${BASE.suite} base (${BASE.packages.join(", ")}) with mmdebstrap; this takes minutes once`);
    const partial = `${tarball}.${process.pid}.partial`;
    const dpkg = [
      ...BASE.exclude.map((path) => `--dpkgopt=path-exclude=${path}`),
      ...BASE.include.map((path) => `--dpkgopt=path-include=${path}`),
    ];
    try {
      must("mmdebstrap", [
        `--variant=${BASE.variant}`,
        `--include=${BASE.packages.join(",")}`,
        "--format=tar",
        ...dpkg,
        BASE.suite,
        partial,
        BASE.mirror,
      ]);
      renameSync(partial, tarball);
    } finally {
      rmSync(partial, { force: true });
    }
    // Older bases are of no use any more.
    for (const entry of readdirSync(directory)) {
      if (/^base-[0-9a-f]+\.tar$/.test(entry) && entry !== `base-${hash}.tar`) rmSync(join(directory, entry), { force: true });
    }
  }
  must("podman", ["import", "--change", "ENV=PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", tarball, name]);
  // Earlier bases in the store go too.
  for (const line of podman(["images", "--format", "{{.Repository}}:{{.Tag}}", "localhost/planner-node-base"]).stdout.split("\n")) {
    if (line.trim() && line.trim() !== name) podman(["rmi", "--force", line.trim()]);
  }
  return { name, made, seconds: (Date.now() - started) / 1000, tarballBytes: statSync(tarball).size };
}

/** Builds the Dockerfile with buildah on the base; layers are kept, so an unchanged tree rebuilds in seconds. */
export function buildImage({ root, base, tag, revision, log, logFile }) {
  const started = Date.now();
  log(`buildah bud ${tag} (NODE_IMAGE=${base}); its output goes to ${logFile}`);
  // npm in the RUN steps trusts what this machine trusts: where the host's bundle has more (a
  // proxy's CA), it is mounted over the base's for the build only and is not in the image.
  const trust = existsSync(HOST_CA_BUNDLE) ? ["--volume", `${HOST_CA_BUNDLE}:${HOST_CA_BUNDLE}:ro`] : [];
  const output = openSync(logFile, "w");
  const result = spawnSync(
    "buildah",
    [
      "bud",
      "--runtime",
      "runc",
      "--layers",
      "--network",
      "host",
      ...ULIMITS.flatMap((limit) => ["--ulimit", limit]),
      "--build-arg",
      `NODE_IMAGE=${base}`,
      "--build-arg",
      `REVISION=${revision}`,
      "--tag",
      tag,
      ...trust,
      "--file",
      join(root, "Dockerfile"),
      root,
    ],
    { cwd: root, stdio: ["ignore", output, output] },
  );
  closeSync(output);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-25).join("\n");
    throw new Error(`buildah bud exited ${result.status}:\n${tail}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const size = Number(must("podman", ["image", "inspect", "--format", "{{.Size}}", tag]).trim());
  return { seconds, size };
}
