#!/usr/bin/env node
// Generates src/generated/openapi.ts from the gateway's OpenAPI document with openapi-typescript.
// Run by `npm run build` before tsc: when the document's hash is the one the file was made from,
// nothing is generated again. `--check` writes nothing and exits 1 when a fresh generation
// differs from the file (the test `generated-types.test.ts` does the same).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const DOCUMENT = new URL("../../../gateway/openapi/openapi.yaml", import.meta.url);
export const OUTPUT = fileURLToPath(new URL("../src/generated/openapi.ts", import.meta.url));

const documentHash = () => createHash("sha256").update(readFileSync(DOCUMENT)).digest("hex");
const header = (hash) =>
  `// Generated from gateway/openapi/openapi.yaml (sha256 ${hash}) by packages/sdk/scripts/generate.mjs. Do not edit.\n\n`;

/** The generated module's text for the document as it is now. */
export async function generate() {
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  // Members with a default are optional in requests (the server fills them in).
  const ast = await openapiTS(DOCUMENT, { silent: true, defaultNonNullable: false });
  return header(documentHash()) + astToString(ast);
}

function current() {
  try {
    return readFileSync(OUTPUT, "utf8");
  } catch {
    return "";
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const existing = current();
  if (process.argv.includes("--check")) {
    if (existing !== (await generate())) {
      console.error("packages/sdk/src/generated/openapi.ts is stale: run `npm run -w packages/sdk gen` and commit it");
      process.exit(1);
    }
  } else if (process.argv.includes("--force") || !existing.startsWith(header(documentHash()))) {
    const text = await generate();
    mkdirSync(dirname(OUTPUT), { recursive: true });
    if (text !== existing) writeFileSync(OUTPUT, text);
  }
}
