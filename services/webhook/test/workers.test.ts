/**
 * The delivery worker against real Postgres and a real HTTPS receiver, without NATS
 * (events enter through the fan-out directly): SSRF at connect time, replicas sharing
 * work, restarts, and disabling a subscription that keeps failing.
 */
import assert from "node:assert/strict";
import type { LookupAddress } from "node:dns";
import { after, before, describe, it } from "node:test";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import type { WebhookService } from "../src/app.js";
import { WebhookSender } from "../src/delivery/sender.js";
import { SsrfGuard } from "../src/ssrf/guard.js";
import { testEnvelope } from "./helpers/events.js";
import { type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually, startTestService } from "./helpers/service.js";

async function settled(service: WebhookService, webhookId: string, count: number, timeoutMs = 15_000) {
  return eventually(
    async () => {
      const rows = await service.deliveries.forWebhook(webhookId);
      return rows.length >= count && rows.every((row) => row.status !== "pending") ? rows : undefined;
    },
    timeoutMs,
    `${count} settled deliveries`,
  );
}

async function subscribe(service: WebhookService, workspaceId: string, url: string): Promise<string> {
  const client = connect(service.grpcPort);
  try {
    return (await client.create({ workspace_id: workspaceId, url, events: ["*"] })).id;
  } finally {
    client.close();
  }
}

describe("delivery worker", () => {
  let db: TestDatabase;
  let receiver: Receiver;

  before(async () => {
    db = await createTestDatabase("webhook_worker");
    receiver = await startReceiver();
  });

  after(async () => {
    await receiver?.close();
    await db?.drop();
  });

  it("refuses, at connect time, a name that resolves to loopback when it is not allow-listed; nothing is dialled", async () => {
    const asked: string[] = [];
    const service = await startTestService({
      databaseUrl: db.url,
      env: { WEBHOOK_ALLOWED_CIDRS: "" },
      resolver: async (hostname): Promise<LookupAddress[]> => {
        asked.push(hostname);
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    try {
      const before = receiver.connections();
      // A public-looking name passes at subscribe (no DNS then) ...
      const id = await subscribe(service, "ws_rebind", `https://rebind.example.com:${receiver.port}/rebind`);
      await service.fanOut.handle(testEnvelope("ws_rebind"));
      const [delivery] = await settled(service, id, 1);
      // ... and is refused on every attempt once it resolves to 127.0.0.1.
      assert.equal(delivery?.status, "failed");
      assert.equal(delivery?.attempts, 4);
      assert.match(delivery?.last_error ?? "", /^refused: rebind\.example\.com \(127\.0\.0\.1\) is not allowed .*loopback/);
      assert.ok(asked.includes("rebind.example.com"));
      assert.equal(receiver.connections(), before);
      assert.equal(receiver.requests("/rebind").length, 0);
    } finally {
      await service.stop();
    }
  });

  it("refuses IP literals in the connector, where no lookup happens", async () => {
    const sender = new WebhookSender({ guard: new SsrfGuard(), connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 });
    try {
      const before = receiver.connections();
      for (const host of ["127.0.0.1", "[::ffff:127.0.0.1]", "[::1]"]) {
        const result = await sender.send({ url: `https://${host}:${receiver.port}/literal`, body: "{}", headers: {} });
        assert.equal(result.status, undefined);
        assert.match(result.error ?? "", /^refused: .* is not allowed/, host);
      }
      assert.equal(receiver.connections(), before);
    } finally {
      await sender.close();
    }
  });

  it("shares work between two replicas without ever repeating an attempt", async () => {
    const first = await startTestService({ databaseUrl: db.url, env: { WEBHOOK_DELIVERY_CONCURRENCY: "4" } });
    const second = await startTestService({ databaseUrl: db.url, env: { WEBHOOK_DELIVERY_CONCURRENCY: "4" } });
    try {
      receiver.on("/shared", (request, _, response) => {
        const attempt = request.headers["x-service-delivery-attempt"];
        response.writeHead(attempt === "1" ? 500 : 200).end();
      });
      const id = await subscribe(first, "ws_shared", receiver.url("/shared"));
      const events = Array.from({ length: 30 }, () => testEnvelope("ws_shared"));
      for (const event of events) await (events.indexOf(event) % 2 === 0 ? first : second).fanOut.handle(event);
      const rows = await settled(first, id, events.length);
      assert.ok(rows.every((row) => row.status === "succeeded" && row.attempts === 2));
      const keys = receiver
        .requests("/shared")
        .map((request) => `${request.headers["x-service-delivery-id"]}#${request.headers["x-service-delivery-attempt"]}`);
      assert.equal(keys.length, events.length * 2);
      assert.equal(new Set(keys).size, keys.length);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it("resumes pending deliveries after a restart", async () => {
    const env = { WEBHOOK_RETRY_SCHEDULE: "1s" };
    const service = await startTestService({ databaseUrl: db.url, env });
    receiver.on("/resume", (_, n, response) => {
      response.writeHead(n === 1 ? 500 : 200).end();
    });
    const id = await subscribe(service, "ws_resume", receiver.url("/resume"));
    await service.fanOut.handle(testEnvelope("ws_resume"));
    await eventually(async () => {
      const [row] = await service.deliveries.forWebhook(id);
      return row?.attempts === 1 && row.status === "pending" ? row : undefined;
    });
    await service.stop();
    const restarted = await startTestService({ databaseUrl: db.url, env });
    try {
      const [delivery] = await settled(restarted, id, 1);
      assert.equal(delivery?.status, "succeeded");
      assert.equal(delivery?.attempts, 2);
      assert.deepEqual(
        receiver.requests("/resume").map((request) => request.headers["x-service-delivery-attempt"]),
        ["1", "2"],
      );
    } finally {
      await restarted.stop();
    }
  });

  it("disables a subscription whose deliveries keep failing for WEBHOOK_DISABLE_AFTER_HOURS", async () => {
    // 0.0001 h = 360 ms: the fourth attempt (after 100 + 200 + 300 ms of waits) is past it.
    const service = await startTestService({ databaseUrl: db.url, env: { WEBHOOK_DISABLE_AFTER_HOURS: "0.0001" } });
    const client = connect(service.grpcPort);
    try {
      receiver.on("/failing", (_, __, response) => {
        response.writeHead(500).end();
      });
      const id = await subscribe(service, "ws_failing", receiver.url("/failing"));
      await service.fanOut.handle(testEnvelope("ws_failing"));
      const listed = await eventually(async () => {
        const webhook = (await client.list({ workspace_id: "ws_failing" })).data[0];
        return webhook?.active === false ? webhook : undefined;
      });
      assert.equal(listed.disabled_reason, "failing");
      assert.equal(listed.status, "disabled");
      const [delivery] = await settled(service, id, 1);
      assert.notEqual(delivery?.status, "succeeded");
    } finally {
      client.close();
      await service.stop();
    }
  });
});
