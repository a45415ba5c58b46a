import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { HttpProblem } from "../../src/problem.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

describe("problems plugin: every error is application/problem+json", () => {
  let fixture: PolicyFixture;
  before(async () => {
    fixture = await policyFixture();
  });
  after(() => fixture.close());

  const routes = [
    {
      operation: "getProject",
      handler: async () => {
        throw new HttpProblem(409, "idempotency_conflict", "a documented refusal", [{ pointer: "/x", message: "is wrong" }], {
          "retry-after": "3",
        });
      },
    },
    {
      operation: "listProjects",
      handler: async () => {
        throw new Error("secret internals: password=hunter2");
      },
    },
    { operation: "createWebhook", handler: async () => ({ ok: true }) },
  ];

  it("renders a thrown HttpProblem with its status, code, field errors and headers", async () => {
    const app = await fixture.app([], routes);
    const response = await app.inject({ method: "GET", url: "/api/v1/projects/prj_1" });
    assert.equal(response.statusCode, 409);
    assert.match(String(response.headers["content-type"]), /^application\/problem\+json/);
    assert.equal(response.headers["retry-after"], "3");
    const body = response.json();
    assert.equal(body.code, "idempotency_conflict");
    assert.equal(body.instance, "/api/v1/projects/prj_1");
    assert.deepEqual(body.errors, [{ pointer: "/x", message: "is wrong" }]);
  });

  it("answers an unexpected error with 500 internal_error and never its message", async () => {
    const app = await fixture.app([], routes);
    const response = await app.inject({ method: "GET", url: "/v1/projects" });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().code, "internal_error");
    assert.doesNotMatch(response.body, /hunter2|internals/);
  });

  it("405 with Allow for another method on a known path, 404 elsewhere (path sanitised)", async () => {
    const app = await fixture.app([], routes);
    const wrongMethod = await app.inject({ method: "DELETE", url: "/api/v1/projects/prj_1" });
    assert.equal(wrongMethod.statusCode, 405);
    assert.equal(wrongMethod.json().code, "method_not_allowed");
    assert.equal(wrongMethod.headers.allow, "GET, HEAD");
    const unknown = await app.inject({ method: "GET", url: "/api/v1/nothing<script>" });
    assert.equal(unknown.statusCode, 404);
    assert.match(String(unknown.headers["content-type"]), /^application\/problem\+json/);
    assert.doesNotMatch(unknown.body, /<script>/);
  });

  it("maps the framework's body errors: 415 for another media type, 413 for a body over the limit", async () => {
    const app = await fixture.app([[requestValidationPlugin]], routes);
    const text = await app.inject({ method: "POST", url: "/api/v1/webhooks", headers: { "content-type": "text/plain" }, payload: "hi" });
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().code, "unsupported_media_type");
    const large = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ url: "x".repeat(1_100_000) }),
    });
    assert.equal(large.statusCode, 413);
    assert.equal(large.json().code, "payload_too_large");
  });
});
