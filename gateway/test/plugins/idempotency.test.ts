import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FastifyReply } from "fastify";
import { authenticationPlugin } from "../../src/http/plugins/authentication.js";
import { idempotencyPlugin } from "../../src/http/plugins/idempotency.js";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { HttpProblem } from "../../src/problem.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

describe("idempotency plugin: retries get the stored answer", () => {
  let fixture: PolicyFixture;
  let calls = 0;
  let failNext: HttpProblem | undefined;
  before(async () => {
    fixture = await policyFixture();
  });
  after(() => fixture.close());

  const app = () =>
    fixture.app(
      [
        [authenticationPlugin, { authenticator: fixture.authenticator }],
        [requestValidationPlugin],
        [idempotencyPlugin, { store: fixture.idempotency }],
      ],
      [
        {
          operation: "createWebhook",
          handler: async (_request, reply: FastifyReply) => {
            calls += 1;
            if (failNext) {
              const problem = failNext;
              failNext = undefined;
              throw problem;
            }
            return reply
              .status(201)
              .header("content-type", "application/json; charset=utf-8")
              .send(JSON.stringify({ webhook: { id: `whk_${calls}` } }));
          },
        },
      ],
    );
  const body = { url: "https://hooks.example.com/a", events: ["task.created", "risk.added"] };

  it("replays the first answer with Idempotency-Replayed, also for reordered members; other inputs are 409", async () => {
    const instance = await app();
    const key = await fixture.keyFor("write");
    const headers = { authorization: key.authorization, "idempotency-key": "order-1" };
    const first = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload: body });
    assert.equal(first.statusCode, 201);
    const callsAfterFirst = calls;
    const replay = await instance.inject({
      method: "POST",
      url: "/v1/webhooks",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ events: body.events, url: body.url }),
    });
    assert.equal(replay.statusCode, 201);
    assert.equal(replay.headers["idempotency-replayed"], "true");
    assert.equal(replay.body, first.body);
    assert.equal(calls, callsAfterFirst, "the handler ran once");
    const other = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload: { ...body, description: "other" } });
    assert.equal(other.statusCode, 409);
    assert.equal(other.json().code, "idempotency_conflict");
  });

  it("stores a 4xx answer as sent, but releases the claim after a 5xx so a retry runs again", async () => {
    const instance = await app();
    const key = await fixture.keyFor("write");
    failNext = new HttpProblem(409, "validation_failed", "refused once");
    const headers = { authorization: key.authorization, "idempotency-key": "refused" };
    const refused = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload: body });
    const again = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload: body });
    assert.equal(again.statusCode, 409);
    assert.equal(again.body, refused.body);
    assert.equal(again.headers["idempotency-replayed"], "true");

    failNext = new HttpProblem(503, "upstream_unavailable", "try later");
    const retryHeaders = { authorization: key.authorization, "idempotency-key": "after-503" };
    const unavailable = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers: retryHeaders, payload: body });
    assert.equal(unavailable.statusCode, 503);
    const before = calls;
    const retried = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers: retryHeaders, payload: body });
    assert.equal(retried.statusCode, 201);
    assert.equal(calls, before + 1);
    assert.equal(retried.headers["idempotency-replayed"], undefined);
  });

  it("refuses an Idempotency-Key longer than 255 characters", async () => {
    const key = await fixture.keyFor("write");
    const response = await (await app()).inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: { authorization: key.authorization, "idempotency-key": "k".repeat(256) },
      payload: body,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors[0].pointer, "/headers/idempotency-key");
  });
});
