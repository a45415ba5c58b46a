/**
 * Property test over the whole product: for every operation of the OpenAPI document and every
 * one of its request fields (path, query and body members, plus one unknown member), generated
 * hostile strings, numbers and dates replace that field in an otherwise valid request. Nothing a
 * client sends may cause a 5xx, and every 4xx is problem+json the document describes.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { loadApiDocument, type Operation } from "../src/openapi/operations.js";
import { DEMO_PLAN, type FullStack, startFullStack, unlimitedWorkspace } from "./full-stack.js";
import { apiClient, OPENAPI_FILE } from "./harness.js";
import { asText, fieldsOf, hostileValue, LOOPBACK_HOOK_URL, requestTarget, type SampleIds, spoil, validRequest } from "./hostile-values.js";

/** Generated runs per field, after its typed examples: about 100 fields, so several hundred requests in all. */
const RUNS_PER_FIELD = 3;

describe("hostile values in every field of every operation", () => {
  let full: FullStack;
  let api: ReturnType<typeof apiClient>;
  const keys: Record<string, string> = {};
  const ids = {} as SampleIds;
  const operations = loadApiDocument(OPENAPI_FILE).operations;

  before(async () => {
    // A rate limit that the run cannot reach: every answer is decided by the input.
    full = await startFullStack({ RATE_LIMIT: "1000000" });
    api = apiClient(full.base);
    const { stack } = full;
    const tenant = unlimitedWorkspace(stack, "Eigenschaft GmbH");
    Object.assign(keys, tenant.keys);
    const workspace = tenant.workspace;
    const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", DEMO_PLAN]) as {
      project: { id: string };
      phases: { id: string; tasks: { id: string }[] }[];
    };
    ids.project = imported.project.id;
    ids.task = imported.phases[0]?.tasks[0]?.id as string;
    const webhook = await api("POST", "/webhooks", { key: keys.write, body: { url: LOOPBACK_HOOK_URL, events: ["*"] } });
    assert.equal(webhook.status, 201, webhook.text);
    ids.webhook = webhook.json.id as string;
  });
  after(() => full.stack.close());

  function keyFor(operation: Operation): string {
    return (operation.scope === "write" ? keys.write : operation.scope === "ai" ? keys.ai : keys.read) as string;
  }

  for (const operation of operations) {
    const fields = fieldsOf(operation);
    if (fields.length === 0) continue;
    it(`${operation.method} ${operation.path}: no 5xx, every 4xx problem+json (${fields.length} fields)`, async () => {
      for (const field of fields) {
        await fc.assert(
          fc.asyncProperty(hostileValue, async (value) => {
            const request = spoil(validRequest(operation, ids), field, value);
            const where = `${operation.method} ${operation.path} ${field.in}:${field.name}=${asText(value).slice(0, 80)}`;
            // The document check of the harness throws for an answer it does not describe.
            const response = await api(operation.method, requestTarget(operation, request), {
              key: keyFor(operation),
              ...(request.body ? { body: request.body } : {}),
            });
            assert.ok(response.status < 500, `${where}: ${response.status} ${response.text.slice(0, 300)}`);
            if (response.status >= 400) {
              assert.match(response.headers.get("content-type") ?? "", /^application\/problem\+json/, where);
              assert.equal(typeof response.json.code, "string", where);
            }
          }),
          {
            numRuns: RUNS_PER_FIELD + field.examples.length,
            examples: field.examples.map((example) => [example] as [unknown]),
            includeErrorInReport: true,
          },
        );
      }
    });
  }
});
