import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FastifyReply } from "fastify";
import { authenticationPlugin } from "../../src/http/plugins/authentication.js";
import { idempotencyPlugin, upstreamIdempotency } from "../../src/http/plugins/idempotency.js";
import { requestValidationPlugin } from "../../src/http/plugins/request-validation.js";
import { HttpProblem } from "../../src/problem.js";
import { type PolicyFixture, policyFixture } from "./fixture.js";

describe("idempotency plugin: retries get the stored answer", () => {
  let fixture: PolicyFixture;
  let calls = 0;
  let failNext: HttpProblem | undefined;
  let hold: Promise<void> | undefined;
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
          operation: "updateTask",
          handler: async (_request, reply: FastifyReply) => {
            calls += 1;
            await hold;
            if (failNext) {
              const problem = failNext;
              failNext = undefined;
              throw problem;
            }
            return reply
              .status(200)
              .header("content-type", "application/json; charset=utf-8")
              .send(JSON.stringify({ id: "tsk_7hLh2Q", title: `call ${calls}` }));
          },
        },
      ],
    );
  const body = { title: "Kickoff", priority: "high" };
  const TASK = "/api/v1/tasks/tsk_7hLh2Q";

  it("replays the first answer with Idempotency-Replayed, also for reordered members; other inputs are 409", async () => {
    const instance = await app();
    const key = await fixture.keyFor("write");
    const headers = { authorization: key.authorization, "idempotency-key": "order-1" };
    const first = await instance.inject({ method: "PATCH", url: TASK, headers, payload: body });
    assert.equal(first.statusCode, 200);
    const callsAfterFirst = calls;
    const replay = await instance.inject({
      method: "PATCH",
      url: "/v1/tasks/tsk_7hLh2Q",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ priority: body.priority, title: body.title }),
    });
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.headers["idempotency-replayed"], "true");
    assert.equal(replay.body, first.body);
    assert.equal(calls, callsAfterFirst, "the handler ran once");
    const other = await instance.inject({ method: "PATCH", url: TASK, headers, payload: { ...body, title: "Other" } });
    assert.equal(other.statusCode, 409);
    assert.equal(other.json().code, "idempotency_conflict");
    assert.equal(other.headers["retry-after"], undefined, "another body under the key will never be answered");
  });

  it("answers a retry while the first request runs 409 with Retry-After, and the stored answer once it finished", async () => {
    const instance = await app();
    const key = await fixture.keyFor("write");
    const headers = { authorization: key.authorization, "idempotency-key": "running-1" };
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const callsBefore = calls;
    const first = instance.inject({ method: "PATCH", url: TASK, headers, payload: body });
    // The first request holds its claim inside the handler.
    while (calls === callsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    const early = await instance.inject({ method: "PATCH", url: TASK, headers, payload: body });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().code, "idempotency_conflict");
    assert.equal(early.headers["retry-after"], "1");
    hold = undefined;
    release();
    const answered = await first;
    assert.equal(answered.statusCode, 200);
    const retry = await instance.inject({ method: "PATCH", url: TASK, headers, payload: body });
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.headers["idempotency-replayed"], "true");
    assert.equal(retry.body, answered.body);
  });

  it("stores a 4xx answer as sent, but releases the claim after a 5xx so a retry runs again", async () => {
    const instance = await app();
    const key = await fixture.keyFor("write");
    failNext = new HttpProblem(409, "validation_failed", "refused once");
    const headers = { authorization: key.authorization, "idempotency-key": "refused" };
    const refused = await instance.inject({ method: "PATCH", url: TASK, headers, payload: body });
    const again = await instance.inject({ method: "PATCH", url: TASK, headers, payload: body });
    assert.equal(again.statusCode, 409);
    assert.equal(again.body, refused.body);
    assert.equal(again.headers["idempotency-replayed"], "true");

    failNext = new HttpProblem(503, "upstream_unavailable", "try later");
    const retryHeaders = { authorization: key.authorization, "idempotency-key": "after-503" };
    const unavailable = await instance.inject({ method: "PATCH", url: TASK, headers: retryHeaders, payload: body });
    assert.equal(unavailable.statusCode, 503);
    const before = calls;
    const retried = await instance.inject({ method: "PATCH", url: TASK, headers: retryHeaders, payload: body });
    assert.equal(retried.statusCode, 200);
    assert.equal(calls, before + 1);
    assert.equal(retried.headers["idempotency-replayed"], undefined);
  });

  it("refuses an Idempotency-Key longer than 255 characters", async () => {
    const key = await fixture.keyFor("write");
    const response = await (await app()).inject({
      method: "PATCH",
      url: TASK,
      headers: { authorization: key.authorization, "idempotency-key": "k".repeat(256) },
      payload: body,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors[0].pointer, "/headers/idempotency-key");
  });

  it("never keeps an answer with a secret in Redis: a retry of POST /webhooks goes on to the service with its key", async () => {
    const forwarded: (Record<string, string> | undefined)[] = [];
    let created = 0;
    const instance = await fixture.app(
      [
        [authenticationPlugin, { authenticator: fixture.authenticator }],
        [requestValidationPlugin],
        [idempotencyPlugin, { store: fixture.idempotency }],
      ],
      [
        {
          operation: "createWebhook",
          handler: async (request, reply: FastifyReply) => {
            forwarded.push(upstreamIdempotency(request));
            created += 1;
            return reply
              .status(201)
              .header("content-type", "application/json; charset=utf-8")
              .send(JSON.stringify({ id: "whk_1", secret: "whsec_never_in_redis" }));
          },
        },
      ],
    );
    const key = await fixture.keyFor("write");
    const headers = { authorization: key.authorization, "idempotency-key": "hook-1" };
    const payload = { url: "https://hooks.example.com/a", events: ["task.created"] };
    const first = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload });
    const retry = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload });
    assert.equal(first.statusCode, 201);
    assert.equal(retry.statusCode, 201);
    assert.equal(created, 2, "the retry reached the service, which answers it from its own record");
    assert.equal(forwarded.length, 2);
    assert.deepEqual(forwarded[1], forwarded[0], "both calls carry the same key and fingerprint");
    assert.match(forwarded[0]?.["idempotency-key"] ?? "", /^key_\w+:[0-9a-f]{64}$/);
    const conflict = await instance.inject({ method: "POST", url: "/api/v1/webhooks", headers, payload: { ...payload, description: "x" } });
    assert.equal(conflict.statusCode, 409, "another body under the key is still refused by Redis");
  });
});
