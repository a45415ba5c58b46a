import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { admissionPlugin } from "../../src/http/plugins/admission.js";
import { authenticationPlugin } from "../../src/http/plugins/authentication.js";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { usagePlugin } from "../../src/http/plugins/usage.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

describe("usage plugin: GET /usage", () => {
  let fixture: PolicyFixture;
  before(async () => {
    fixture = await policyFixture();
  });
  after(() => fixture.close());

  it("names the workspace, plan and key, counts itself, and still answers when the quota is spent", async () => {
    const app = await fixture.app([
      [authenticationPlugin, { authenticator: fixture.authenticator }],
      [requestValidationPlugin],
      [admissionPlugin, { admission: fixture.admission }],
      [usagePlugin, { document: fixture.document, admission: fixture.admission }],
    ]);
    const key = await fixture.keyFor("read", "pro", { api_quota: 2 });
    const headers = { authorization: key.authorization };
    const first = await app.inject({ url: "/api/v1/usage", headers });
    assert.equal(first.statusCode, 200);
    const body = first.json();
    assert.deepEqual(body.workspace, { id: key.workspace.id, name: key.workspace.name });
    assert.deepEqual(body.key, { id: key.keyId, scope: "read" });
    assert.equal(body.plan, "pro");
    assert.deepEqual(body.api_calls, { used: 1, limit: 2, remaining: 1 });
    await app.inject({ url: "/api/v1/usage", headers });
    const spent = await app.inject({ url: "/api/v1/usage", headers });
    assert.equal(spent.statusCode, 200, "the quota is spent, /usage still answers");
    assert.equal(spent.json().api_calls.remaining, 0);
  });
});
