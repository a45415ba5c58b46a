/**
 * The AI service's domain knowledge lives in data files under `services/ai/data/` (YAML or
 * JSON), validated against a JSON Schema when loaded: a bad file stops the service at boot
 * with one line naming the file and the place in it, never a wrong plan later.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import { isAlias, LineCounter, parseDocument, visit } from "yaml";

/** `services/ai/data/`: the same three levels up from `src/domain/data/` and `dist/domain/data/`. */
export const DATA_DIRECTORY = fileURLToPath(new URL("../../../data/", import.meta.url));

/** The first problem of a failed validation: pointer, message, and the allowed values or unknown field. */
export function describeError(error: ErrorObject | undefined): string {
  if (!error) return "/: does not match its schema";
  const pointer = error.instancePath || "/";
  if (error.keyword === "additionalProperties") return `${pointer}: unknown field "${error.params.additionalProperty}"`;
  if (error.keyword === "enum") return `${pointer}: ${error.message} (${(error.params.allowedValues as unknown[]).join(", ")})`;
  return `${pointer}: ${error.message}`;
}

/** Parses a YAML (or JSON) text; a syntax error or an alias ("*portal*" left unquoted) names its line. */
export function parseYaml(file: string, text: string): unknown {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const [syntaxError] = document.errors;
  if (syntaxError) {
    const at = lines.linePos(syntaxError.pos[0]);
    throw new Error(`${file}: ${syntaxError.message.split("\n")[0]} at line ${at.line}, column ${at.col}`);
  }
  // Domain data has no use for anchors; an alias is a value starting with * left unquoted.
  visit(document, {
    Alias(_, node) {
      if (!isAlias(node)) return;
      const at = lines.linePos(node.range?.[0] ?? 0);
      throw new Error(`${file}: "*${node.source}" at line ${at.line}, column ${at.col} is read as a YAML alias; quote the value`);
    },
  });
  return document.toJS();
}

/** Reads a YAML/JSON file and checks it with `validate`; throws one line naming the file and pointer. */
export function readValidated<T>(
  file: string,
  validate: (data: unknown) => boolean,
  errors: () => ErrorObject[] | null | undefined,
  label = file,
): T {
  const data = parseYaml(label, readFileSync(file, "utf8"));
  if (!validate(data)) throw new Error(`${label}: ${describeError((errors() ?? [])[0])}`);
  return data as T;
}

const ajv = new Ajv2020({ allErrors: false, strict: false });

/** Reads `services/ai/data/<relative>` and validates it against `schema`. */
export function loadDataFile<T>(relative: string, schema: object, directory: string = DATA_DIRECTORY): T {
  const validate = ajv.compile(schema);
  return readValidated<T>(`${directory}${relative}`, validate, () => validate.errors);
}

/**
 * Reads `services/ai/data/<relative>` and validates it against the schema file beside it
 * (`amounts.yaml` → `amounts.schema.json`), whatever JSON Schema draft that file names.
 */
export function loadDataFileWithSchema<T>(relative: string, directory: string = DATA_DIRECTORY): T {
  const schemaFile = `${directory}${relative.replace(/\.(?:ya?ml|json)$/u, "")}.schema.json`;
  const { $schema: _draft, $id: _id, ...schema } = JSON.parse(readFileSync(schemaFile, "utf8")) as Record<string, unknown>;
  return loadDataFile<T>(relative, schema, directory);
}

/**
 * A data file's entries indexed by a key, read and validated on first use ("standards.yaml" by
 * number, "systems.yaml" by acronym).
 */
export function lazyIndex<Data, Entry, Key>(
  relative: string,
  entries: (data: Data) => readonly Entry[],
  key: (entry: Entry) => Key,
): () => ReadonlyMap<Key, Entry> {
  let index: Map<Key, Entry> | undefined;
  return () => {
    index ??= new Map(entries(loadDataFileWithSchema<Data>(relative)).map((entry) => [key(entry), entry]));
    return index;
  };
}
