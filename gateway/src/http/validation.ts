import type { FieldError } from "@planner/shared";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { JsonSchema } from "../openapi/operations.js";

// ajv-formats ships CommonJS; its default export is the plugin.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** Ajv instances: strings in paths and query strings are coerced, JSON bodies are not. */
export function createValidators(): { coercing: Ajv; strict: Ajv } {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv({ allErrors: true, coerceTypes, useDefaults: true, removeAdditional: false, strict: false });
    addFormats(ajv);
    return ajv;
  };
  return { coercing: make(true), strict: make(false) };
}

export function compile(ajv: Ajv, schema: JsonSchema): ValidateFunction {
  return ajv.compile(schema);
}

/** Ajv errors as problem+json field errors; `base` prefixes pointers outside the body (e.g. /query). */
export function fieldErrors(errors: ErrorObject[] | null | undefined, base = ""): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    let pointer = `${base}${error.instancePath}`;
    let message = error.message ?? "is invalid";
    const params = error.params as Record<string, unknown>;
    if (error.keyword === "additionalProperties") {
      pointer = `${pointer}/${String(params.additionalProperty)}`;
      message = "is not a known field";
    } else if (error.keyword === "required") {
      pointer = `${pointer}/${String(params.missingProperty)}`;
      message = "is required";
    } else if (error.keyword === "enum") {
      message = `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")}`;
    }
    if (!out.some((existing) => existing.pointer === pointer && existing.message === message)) {
      out.push({ pointer: pointer || "/", message });
    }
  }
  return out;
}
