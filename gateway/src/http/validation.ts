import type { FieldError } from "@planner/shared";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { JsonSchema } from "../openapi/operations.js";
import { MAX_FIELD_ERRORS } from "../problem.js";

// ajv-formats ships CommonJS; its default export is the plugin.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * When a request is invalid, its errors are collected from at most this many items of each
 * array and members of each object: a body with 50,000 bad items costs what one with 100 does.
 */
const ITEMS_CHECKED_PER_CONTAINER = 100;
/**
 * Errors are collected down to this depth: no schema of the document nests deeper, and a body
 * nested 100,000 levels deep must not overflow the stack (a 500) while its errors are listed.
 */
const LEVELS_CHECKED = 64;

/**
 * Each schema compiled twice: `first` stops at the first error (the cost of a valid request and
 * of an early no), `all` reports every error and only ever sees a bounded copy of an invalid input.
 */
export interface BoundedValidator {
  first: ValidateFunction;
  all: ValidateFunction;
  /** Every member name the schema declares anywhere: kept when a large object is cut. */
  declared: Set<string>;
}

/** Ajv instances: strings in paths and query strings are coerced, JSON bodies are not. */
export function createValidators(): { coercing: { first: Ajv; all: Ajv }; strict: { first: Ajv; all: Ajv } } {
  const make = (coerceTypes: boolean, allErrors: boolean) => {
    const ajv = new Ajv({ allErrors, coerceTypes, useDefaults: true, removeAdditional: false, strict: false });
    addFormats(ajv);
    return ajv;
  };
  return {
    coercing: { first: make(true, false), all: make(true, true) },
    strict: { first: make(false, false), all: make(false, true) },
  };
}

export function compile(ajv: { first: Ajv; all: Ajv }, schema: JsonSchema): BoundedValidator {
  return { first: ajv.first.compile(schema), all: ajv.all.compile(schema), declared: declaredNames(schema) };
}

function declaredNames(schema: unknown, names = new Set<string>(), depth = 0): Set<string> {
  if (!schema || typeof schema !== "object" || depth > 32) return names;
  if (Array.isArray(schema)) {
    for (const item of schema) declaredNames(item, names, depth + 1);
    return names;
  }
  const record = schema as Record<string, unknown>;
  if (record.properties && typeof record.properties === "object") {
    for (const name of Object.keys(record.properties)) names.add(name);
  }
  for (const value of Object.values(record)) declaredNames(value, names, depth + 1);
  return names;
}

/** The field errors of one request, listed up to MAX_FIELD_ERRORS, with the number found. */
export interface FieldErrorList {
  errors: FieldError[];
  /** Distinct problems found (a lower bound when `partial`). */
  found: number;
  /** The input was too large to check completely: more problems may exist. */
  partial: boolean;
}

/** Adds one problem, keeping the first MAX_FIELD_ERRORS distinct ones and counting the rest. */
export class FieldErrorCollector {
  private readonly seen = new Set<string>();
  readonly list: FieldErrorList = { errors: [], found: 0, partial: false };

  add(pointer: string, message: string): void {
    const id = `${pointer}\u0000${message}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.list.found++;
    if (this.list.errors.length < MAX_FIELD_ERRORS) this.list.errors.push({ pointer: pointer || "/", message });
  }

  get empty(): boolean {
    return this.list.found === 0;
  }
}

/**
 * Validates `value` in linear time with a bounded error list: the first-error validator decides
 * (and applies defaults and coercion); only when it refuses is the all-errors validator run, on a
 * copy cut to ITEMS_CHECKED_PER_CONTAINER per array and object (declared members always kept).
 */
export function validateBounded(validator: BoundedValidator, value: unknown, base: string, into: FieldErrorCollector): boolean {
  if (validator.first(value)) return true;
  const cut = { partial: false };
  const copy = boundedCopy(value, validator.declared, cut);
  const before = into.list.found;
  if (!validator.all(copy)) addAjvErrors(validator.all.errors, base, into);
  // The cut copy can be valid (e.g. `maxProperties` over the dropped members): the first error stands.
  if (into.list.found === before) addAjvErrors(validator.first.errors, base, into);
  if (cut.partial) into.list.partial = true;
  return false;
}

function boundedCopy(value: unknown, declared: Set<string>, cut: { partial: boolean }, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth >= LEVELS_CHECKED) {
    cut.partial = true;
    return null;
  }
  if (Array.isArray(value)) {
    if (value.length > ITEMS_CHECKED_PER_CONTAINER) cut.partial = true;
    return value.slice(0, ITEMS_CHECKED_PER_CONTAINER).map((item) => boundedCopy(item, declared, cut, depth + 1));
  }
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  // Declared members first (a missing one must not be reported as missing), then at most
  // ITEMS_CHECKED_PER_CONTAINER others, without walking the rest.
  for (const name of declared) if (Object.hasOwn(record, name)) copy[name] = boundedCopy(record[name], declared, cut, depth + 1);
  let others = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key) || declared.has(key)) continue;
    if (++others > ITEMS_CHECKED_PER_CONTAINER) {
      cut.partial = true;
      break;
    }
    copy[key] = boundedCopy(record[key], declared, cut, depth + 1);
  }
  return copy;
}

/** Ajv errors as problem+json field errors; `base` prefixes pointers outside the body (e.g. /query). */
function addAjvErrors(errors: ErrorObject[] | null | undefined, base: string, into: FieldErrorCollector): void {
  for (const error of errors ?? []) {
    let pointer = `${base}${error.instancePath}`;
    let message = error.message ?? "is invalid";
    const params = error.params as Record<string, unknown>;
    if (error.keyword === "additionalProperties") {
      pointer = `${pointer}/${escapePointer(String(params.additionalProperty))}`;
      message = "is not a known field";
    } else if (error.keyword === "required") {
      pointer = `${pointer}/${escapePointer(String(params.missingProperty))}`;
      message = "is required";
    } else if (error.keyword === "enum") {
      message = `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")}`;
    }
    into.add(pointer, message);
  }
}

/** A member name as a JSON Pointer token (RFC 6901), bounded so an error list stays small. */
function escapePointer(name: string): string {
  const escaped = name.replace(/~/g, "~0").replace(/\//g, "~1");
  return escaped.length > 200 ? `${escaped.slice(0, 200)}…` : escaped;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the services cannot keep as sent: a NUL character (Postgres text refuses it) or a lone
 * UTF-16 surrogate (no UTF-8 form; it would be replaced silently). Every string value of the
 * input is checked, in one linear pass.
 */
export function findUnstorableText(value: unknown, base: string, into: FieldErrorCollector): void {
  const visit = (node: unknown, pointer: string): void => {
    if (typeof node === "string") {
      if (node.includes("\u0000")) into.add(pointer, "must not contain the NUL character (U+0000)");
      if (LONE_SURROGATE.test(node)) into.add(pointer, "must be well-formed Unicode (it contains a lone surrogate)");
      return;
    }
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) visit(node[index], `${pointer}/${index}`);
      return;
    }
    for (const key in node) {
      if (Object.hasOwn(node, key)) visit((node as Record<string, unknown>)[key], `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(value, base);
}
