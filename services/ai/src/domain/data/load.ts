/**
 * The AI service's domain knowledge lives in data files under `services/ai/data/` (YAML or
 * JSON), validated against a JSON Schema when loaded: a bad file stops the service at boot
 * with one line naming the file and the place in it, never a wrong plan later.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject } from "ajv";
import { parse } from "yaml";

/** `services/ai/data/`: the same two levels up from `src/domain/data/` and `dist/domain/data/`. */
export const DATA_DIRECTORY = new URL("../../../data/", import.meta.url);

const ajv = new Ajv({ allErrors: true, strict: false });

export class DataFileError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = "DataFileError";
  }
}

function describe(errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return "does not match its schema";
  return `${first.instancePath || "/"} ${first.message ?? "is invalid"}${errors && errors.length > 1 ? ` (and ${errors.length - 1} more)` : ""}`;
}

/** Parses YAML or JSON text and validates it; the error names `file` and the JSON pointer. */
export function parseValidated<T>(file: string, text: string, schema: object): T {
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new DataFileError(file, `not valid YAML/JSON: ${(error as Error).message.split("\n")[0]}`);
  }
  const validate = ajv.compile(schema);
  if (!validate(value)) throw new DataFileError(file, describe(validate.errors));
  return value as T;
}

/** Reads `services/ai/data/<relative>` and validates it against `schema`. */
export function loadDataFile<T>(relative: string, schema: object, directory: URL = DATA_DIRECTORY): T {
  const url = new URL(relative, directory);
  let text: string;
  try {
    text = readFileSync(url, "utf8");
  } catch {
    throw new DataFileError(`data/${relative}`, "cannot be read (is the data directory shipped next to dist/?)");
  }
  return parseValidated<T>(`data/${relative}`, text, schema);
}
