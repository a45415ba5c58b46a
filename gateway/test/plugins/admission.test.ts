import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FastifyReply } from "fastify";
import { admissionPlugin } from "../../src/http/plugins/admission.js";
import { authenticationPlugin } from "../../src/http/plugins/authentication.js";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { HttpProblem } from "../../src/problem.js";
import { type PolicyFixture, policyFixture, RATE_LIMIT } from "./fixture.js";

describe("admission plugin: rate limit, quotas and their headers", () => {
  let fixture: PolicyFixture;
  let failWith: HttpProblem | undefined;
  before(async () => {
    fixture = await policyFixture();
  });
  after(() => fixture.close());

  const ok = async (_request: unknown, reply: FastifyReply) => {
    if (failWith) throw failWith;
    return reply.header("content-type", "application/json; charset=utf-8").send("{}");
  };
  const app = () =>
    fixture.app(
      [
        [authenticationPlugin, { authenticator: fixture.authenticator }],
        [requestValidationPlugin],
        [admissionPlugin, { admission: fixture.admission }],
      ],
      [
        { operation: "getProject", handler: ok },
        { operation: "createWebhook", handler: ok },
        { operation: "runTool", handler: ok },
      ],
    );

  it("counts down the window in the headers and answers 429 with Retry-After past the limit", async () => {
    const instance = await app();
    const key = await fixture.keyFor("read");
    const remaining: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) {
      const response = await instance.inject({ url: "/api/v1/projects/prj_1", headers: { authorization: key.authorization } });
      assert.equal(response.statusCode, 200);
      remaining.push(Number(response.headers["x-ratelimit-remaining"]));
      assert.match(String(response.headers.ratelimit), /^"default";r=\d+;t=\d+$/);
    }
    assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
    const limited = await instance.inject({ url: "/api/v1/projects/prj_1", headers: { authorization: key.authorization } });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, "rate_limit_exceeded");
    assert.ok(Number(limited.headers["retry-after"]) >= 1);
  });

  it("refused requests carry the headers; a 400 takes a place in the rate-limit window but charges no quota", async () => {
    const instance = await app();
    const key = await fixture.keyFor("read");
    const scope = await instance.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: { authorization: key.authorization },
      payload: {},
    });
    assert.equal(scope.statusCode, 403);
    assert.equal(scope.headers["x-ratelimit-remaining"], String(RATE_LIMIT));
    const invalid = await instance.inject({ url: "/api/v1/projects/prj_1?nope=1", headers: { authorization: key.authorization } });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.headers["x-ratelimit-remaining"], String(RATE_LIMIT - 1), "every answered request counts");
    assert.equal((await fixture.admission.usage(key.workspace)).api, 0);
  });

  it("a spent monthly quota is 429 api_quota_exceeded", async () => {
    const instance = await app();
    const key = await fixture.keyFor("read", "pro", { api_quota: 1 });
    assert.equal((await instance.inject({ url: "/api/v1/projects/prj_1", headers: { authorization: key.authorization } })).statusCode, 200);
    const spent = await instance.inject({ url: "/api/v1/projects/prj_1", headers: { authorization: key.authorization } });
    assert.equal(spent.statusCode, 429);
    assert.equal(spent.json().code, "api_quota_exceeded");
  });

  it("an AI call that fails on our side gives its quota unit back; a refused one keeps it", async () => {
    const instance = await app();
    const key = await fixture.keyFor("ai");
    const url = "/api/v1/ai/projects/prj_1/tools/raci";
    failWith = new HttpProblem(503, "upstream_unavailable", "down");
    try {
      const failed = await instance.inject({ method: "POST", url, headers: { authorization: key.authorization }, payload: {} });
      assert.equal(failed.statusCode, 503);
      assert.equal((await fixture.admission.usage(key.workspace)).ai, 0, "refunded");
      failWith = new HttpProblem(404, "not_found", "no such project");
      const missing = await instance.inject({ method: "POST", url, headers: { authorization: key.authorization }, payload: {} });
      assert.equal(missing.statusCode, 404);
      assert.equal((await fixture.admission.usage(key.workspace)).ai, 1, "a 4xx is charged");
    } finally {
      failWith = undefined;
    }
  });
});
