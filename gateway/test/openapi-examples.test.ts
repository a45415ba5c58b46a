/** Every example in the OpenAPI document is an instance of its schema: clients copy them. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { EVENT_TYPES } from "@planner/shared";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { parse } from "yaml";
import { toJsonSchema } from "../src/openapi/operations.js";
import { OPENAPI_FILE } from "./harness.js";

interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

describe("OpenAPI examples", () => {
  const document = parse(readFileSync(OPENAPI_FILE, "utf8")) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  (addFormatsModule as unknown as (ajv: Ajv) => Ajv)(ajv);

  /** A `$ref` to a component followed (examples stay; `toJsonSchema` keeps only the schema). */
  function deref(node: unknown): Record<string, unknown> | undefined {
    const object = node as Record<string, unknown> | undefined;
    if (typeof object?.$ref !== "string") return object;
    return deref(
      object.$ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], document),
    );
  }

  /** Each JSON media type of the operations' request bodies and responses that has an example. */
  function examples(): { where: string; schema: unknown; value: unknown }[] {
    const found: { where: string; schema: unknown; value: unknown }[] = [];
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const bodies: [string, unknown][] = [["request", operation.requestBody]];
        for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, unknown>))
          bodies.push([status, response]);
        for (const [label, body] of bodies) {
          const resolved = deref(body) as { content?: Record<string, MediaType> } | undefined;
          for (const [mediaType, media] of Object.entries(resolved?.content ?? {})) {
            if (!mediaType.includes("json") || !media.schema) continue;
            const where = `${method.toUpperCase()} ${path} ${label} ${mediaType}`;
            const schema = toJsonSchema(media.schema, document);
            if (media.example !== undefined) found.push({ where, schema, value: media.example });
            for (const [name, example] of Object.entries(media.examples ?? {})) {
              found.push({ where: `${where} (${name})`, schema, value: deref(example)?.value });
            }
          }
        }
      }
    }
    return found;
  }

  it("validates every request and response example against its schema", () => {
    const all = examples();
    assert.ok(all.length >= 20, `found ${all.length} examples`);
    const failures: string[] = [];
    for (const { where, schema, value } of all) {
      const validate = ajv.compile(schema as object);
      if (!validate(value)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
    assert.deepEqual(failures, []);
  });

  it("validates every component schema's example, including one per event type", () => {
    const schemas = (document.components as { schemas: Record<string, { example?: unknown }> }).schemas;
    const failures: string[] = [];
    let checked = 0;
    for (const [name, schema] of Object.entries(schemas)) {
      if (schema.example === undefined) continue;
      checked++;
      const validate = ajv.compile(toJsonSchema({ $ref: `#/components/schemas/${name}` }, document) as object);
      if (!validate(schema.example)) failures.push(`${name}: ${ajv.errorsText(validate.errors)}`);
    }
    assert.deepEqual(failures, []);
    assert.ok(checked >= 20, `checked ${checked} schema examples`);
    const event = schemas.Event as {
      oneOf?: { $ref: string }[];
      discriminator?: { propertyName: string; mapping: Record<string, string> };
    };
    assert.equal(event.discriminator?.propertyName, "type");
    assert.deepEqual(Object.keys(event.discriminator?.mapping ?? {}).sort(), [...EVENT_TYPES].sort());
    for (const reference of Object.values(event.discriminator?.mapping ?? {})) {
      const name = reference.split("/").at(-1) ?? "";
      const example = schemas[name]?.example as { type?: string } | undefined;
      assert.ok(example, `${name} has an example`);
      const validate = ajv.compile(toJsonSchema({ $ref: "#/components/schemas/Event" }, document) as object);
      assert.ok(validate(example), `${name}'s example is an Event: ${ajv.errorsText(validate.errors)}`);
    }
  });

  it("has an example for the request and the answer of every AI operation", () => {
    const where = examples().map((example) => example.where);
    for (const operation of [
      "POST /ai/generate-plan request",
      "POST /ai/generate-plan 201",
      "POST /ai/projects/{id}/chat request",
      "POST /ai/projects/{id}/chat 200",
      "POST /ai/projects/{id}/tools/{tool} 200",
      "POST /ai/projects/{id}/agents/{task} 200",
      "POST /ai/projects/{id}/recommendations 200",
      "GET /ai/agents 200",
    ]) {
      assert.ok(
        where.some((w) => w.startsWith(operation)),
        `${operation} has an example`,
      );
    }
  });
});
