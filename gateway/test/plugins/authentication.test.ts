import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FastifyRequest } from "fastify";
import { authenticationPlugin } from "../../src/http/plugins/authentication.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

describe("authentication plugin: key, plan and scope before anything else", () => {
  let fixture: PolicyFixture;
  let handled = 0;
  before(async () => {
    fixture = await policyFixture();
  });
  after(() => fixture.close());

  const app = () =>
    fixture.app(
      [[authenticationPlugin, { authenticator: fixture.authenticator }]],
      [
        {
          operation: "getProject",
          handler: async (request: FastifyRequest) => {
            handled += 1;
            return { workspace: request.caller?.workspace.id, scope: request.caller?.scope };
          },
        },
        { operation: "createWebhook", handler: async () => ({ created: true }) },
        { operation: "getOpenApi", handler: async (request: FastifyRequest) => ({ caller: request.caller }) },
      ],
    );

  it("lets a valid key through with its caller on the request", async () => {
    const key = await fixture.keyFor("read");
    const response = await (await app()).inject({ url: "/api/v1/projects/prj_1", headers: { authorization: key.authorization } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { workspace: key.workspace.id, scope: "read" });
  });

  it("401 without a key or with an unknown one, and the handler never runs", async () => {
    const before = handled;
    const instance = await app();
    const missing = await instance.inject({ url: "/api/v1/projects/prj_1" });
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().code, "unauthorized");
    assert.match(String(missing.headers["www-authenticate"]), /^Bearer/);
    const unknown = await instance.inject({
      url: "/api/v1/projects/prj_1",
      headers: { authorization: `Bearer pp_live_${"a".repeat(16)}_${"B".repeat(40)}` },
    });
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().code, "invalid_api_key");
    assert.equal(handled, before);
  });

  it("refuses before reading the body: malformed JSON without a key is 401, not 400", async () => {
    const response = await (await app()).inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    assert.equal(response.statusCode, 401);
  });

  it("403 insufficient_scope for a read key on a write operation, 403 plan_not_eligible on the free plan", async () => {
    const instance = await app();
    const read = await fixture.keyFor("read");
    const scope = await instance.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: { authorization: read.authorization },
      payload: {},
    });
    assert.equal(scope.statusCode, 403);
    assert.equal(scope.json().code, "insufficient_scope");
    const free = await fixture.keyFor("write", "free");
    const plan = await instance.inject({ url: "/api/v1/projects/prj_1", headers: { authorization: free.authorization } });
    assert.equal(plan.statusCode, 403);
    assert.equal(plan.json().code, "plan_not_eligible");
  });

  it("does not authenticate public operations", async () => {
    const response = await (await app()).inject({ url: "/api/v1/openapi" });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { caller: null });
  });
});
