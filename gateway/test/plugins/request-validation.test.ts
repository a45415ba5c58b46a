import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FastifyRequest } from "fastify";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

describe("request-validation plugin: the OpenAPI document validates every request", () => {
  let fixture: PolicyFixture;
  before(async () => {
    fixture = await policyFixture();
  });
  after(() => fixture.close());

  const echo = async (request: FastifyRequest) => request.input;
  const app = () =>
    fixture.app(
      [[requestValidationPlugin]],
      [
        { operation: "listProjects", handler: echo },
        { operation: "createWebhook", handler: echo },
        { operation: "listProjectTasks", handler: echo },
        { operation: "runTool", handler: echo },
        { operation: "deleteWebhook", handler: echo },
      ],
    );

  it("hands the handler the decoded inputs with the document's defaults", async () => {
    const response = await (await app()).inject({ url: "/api/v1/projects?limit=5" });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().query.limit, 5, "coerced from the query string");
    const defaults = await (await app()).inject({ url: "/api/v1/projects" });
    assert.equal(defaults.json().query.limit, 20);
  });

  it("reports every query and body problem at once, with pointers", async () => {
    const response = await (await app()).inject({
      method: "POST",
      url: "/api/v1/webhooks?verbose=1",
      payload: { url: "http://example.com/hook", events: [], colour: "red" },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, "validation_failed");
    const pointers = response.json().errors.map((error: { pointer: string }) => error.pointer);
    for (const pointer of ["/query/verbose", "/url", "/events", "/colour"])
      assert.ok(pointers.includes(pointer), `${pointer} in ${pointers}`);
  });

  it("a cursor that is the only problem is invalid_cursor at /query/cursor", async () => {
    const response = await (await app()).inject({ url: `/api/v1/projects?cursor=${"x".repeat(600)}` });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, "invalid_cursor");
    assert.equal(response.json().errors[0].pointer, "/query/cursor");
  });

  it("an unknown value of an enumerated path segment is 404 naming the valid ones", async () => {
    const response = await (await app()).inject({ method: "POST", url: "/api/v1/ai/projects/prj_1/tools/nope" });
    assert.equal(response.statusCode, 404);
    assert.match(response.json().detail, /valid values: .*gantt/);
  });

  it("refuses a body on an operation that takes none, and requires a required body", async () => {
    const withBody = await (await app()).inject({
      method: "DELETE",
      url: "/api/v1/webhooks/whk_1",
      headers: { "content-type": "application/json" },
      payload: '{"a":1}',
    });
    assert.equal(withBody.statusCode, 400, withBody.body);
    assert.equal(withBody.json().errors[0].message, "this operation takes no request body");
    const missing = await (await app()).inject({ method: "POST", url: "/api/v1/webhooks" });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errors[0].message, "a JSON request body is required");
  });
});
