/**
 * The SSRF guard with WEBHOOK_ALLOWED_CIDRS set: internal names and IPv6 forms embedding an
 * allow-listed IPv4 stay refused at subscribe time (gRPC) and at delivery time (after the
 * injected resolver answers). The only listener is a loopback receiver, and the tests assert
 * it was never dialled.
 */
import assert from "node:assert/strict";
import type { LookupAddress } from "node:dns";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { type EventEnvelope, newId } from "@planner/shared";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import type { WebhookService } from "../src/app.js";
import { newWebhookSecret, SecretBox } from "../src/crypto/secret-box.js";
import { WebhookSender } from "../src/delivery/sender.js";
import { SsrfGuard } from "../src/ssrf/guard.js";
import { CA_FILE, type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually, failure, startTestService, status, TEST_SECRET_KEY, type TestClient } from "./helpers/service.js";

/** What the injected resolver answers: every name points at the loopback receiver, in some form. */
const ANSWERS: Record<string, LookupAddress[]> = {
  localhost: [{ address: "127.0.0.1", family: 4 }],
  "kubernetes.default.svc": [{ address: "127.0.0.1", family: 4 }],
  "receiver.test": [{ address: "127.0.0.1", family: 4 }],
  "mapped.example": [{ address: "::ffff:127.0.0.1", family: 6 }],
};

function recordingResolver() {
  const asked: string[] = [];
  const resolver = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    return ANSWERS[hostname] ?? [];
  };
  return { asked, resolver };
}

describe("SSRF allow-list at delivery time (sender)", () => {
  let receiver: Receiver;
  before(async () => {
    receiver = await startReceiver();
  });
  after(async () => {
    await receiver?.close();
  });

  const sender = (resolver: (hostname: string) => Promise<LookupAddress[]>) =>
    new WebhookSender({
      guard: SsrfGuard.fromList("127.0.0.0/8"),
      resolver,
      extraCaPem: readFileSync(CA_FILE, "utf8"),
      connectTimeoutMs: 2_000,
      requestTimeoutMs: 2_000,
    });

  const post = (client: WebhookSender, url: string) => client.send({ url, body: "{}", headers: { "content-type": "application/json" } });

  it("dials nothing for an internal name, a name answering an IPv4-mapped loopback, or such a literal", async () => {
    const { asked, resolver } = recordingResolver();
    const client = sender(resolver);
    try {
      const before = receiver.connections();
      for (const url of [
        receiver.url("/x").replace("127.0.0.1", "localhost"),
        receiver.url("/x").replace("127.0.0.1", "kubernetes.default.svc"),
        receiver.url("/x").replace("127.0.0.1", "mapped.example"),
        receiver.url("/x").replace("127.0.0.1", "[::ffff:127.0.0.1]"),
      ]) {
        const result = await post(client, url);
        assert.equal(result.status, undefined, url);
        assert.match(result.error ?? "", /^refused: /, url);
      }
      assert.deepEqual(asked, ["mapped.example"], "internal names are refused before any DNS question");
      assert.equal(receiver.connections(), before, "nothing was dialled");
      assert.equal(receiver.requests("/x").length, 0);
    } finally {
      await client.close();
    }
  });

  it("still delivers to an allow-listed address (the same receiver, reached by a public-looking name)", async () => {
    const { resolver } = recordingResolver();
    const client = sender(resolver);
    try {
      const result = await post(client, receiver.url("/ok").replace("127.0.0.1", "receiver.test"));
      assert.equal(result.status, 200, result.error);
      assert.equal(receiver.requests("/ok").length, 1);
    } finally {
      await client.close();
    }
  });
});

describe("SSRF allow-list in the service", () => {
  let db: TestDatabase;
  let service: WebhookService;
  let client: TestClient;
  let receiver: Receiver;
  const dns = recordingResolver();

  before(async () => {
    db = await createTestDatabase("webhook_ssrf_allow");
    receiver = await startReceiver();
    // WEBHOOK_ALLOWED_CIDRS=127.0.0.0/8 (the test default).
    service = await startTestService({ databaseUrl: db.url, resolver: dns.resolver });
    client = connect(service.grpcPort);
  });

  after(async () => {
    client?.close();
    await service?.stop();
    await receiver?.close();
    await db?.drop();
  });

  it("refuses internal names and embedded loopback forms at creation", async () => {
    for (const host of [
      "localhost",
      "app.localhost",
      "db.internal",
      "printer.local",
      "nas.lan",
      "router.home.arpa",
      "receiver",
      "kubernetes.default.svc",
      "api.team.svc.cluster.local",
      "[::ffff:127.0.0.1]",
      "[::127.0.0.1]",
      "[64:ff9b::7f00:1]",
      "[2002:7f00:1::]",
    ]) {
      const refused = await failure(client.create({ workspace_id: "ws_ssrf", url: `https://${host}:8443/hook`, events: ["*"] }));
      assert.equal(refused.code, status.INVALID_ARGUMENT, host);
      assert.match(refused.pointers["/url"] ?? "", /^must point to a public host/, host);
    }
    const created = await client.create({ workspace_id: "ws_ssrf", url: receiver.url("/allowed"), events: ["*"] });
    assert.match(created.id, /^whk_/);
  });

  it("refuses at delivery a stored subscription whose name is internal, without asking DNS or dialling", async () => {
    // A subscription stored before the rule (the API refuses it now), straight through the repository.
    const stored = await service.webhooks.create({
      workspaceId: "ws_ssrf_stored",
      url: receiver.url("/stored").replace("127.0.0.1", "localhost"),
      events: ["*"],
      description: "",
      limit: 10,
      seal: (id) => new SecretBox(Buffer.from(TEST_SECRET_KEY, "hex")).seal(newWebhookSecret(), id),
      now: new Date(),
    });
    const connectionsBefore = receiver.connections();
    const event: EventEnvelope = {
      id: newId("evt"),
      type: "task.created",
      api_version: "v1",
      created_at: new Date().toISOString(),
      workspace_id: "ws_ssrf_stored",
      data: {},
    };
    await service.fanOut.handle(event);
    const finished = await eventually(async () => {
      const [row] = await service.deliveries.forWebhook(stored.id);
      return row && row.status !== "pending" ? row : undefined;
    });
    assert.equal(finished.status, "failed");
    const attempts = await service.deliveries.attempts(finished.id);
    assert.ok(attempts.length >= 1);
    for (const attempt of attempts) assert.match(attempt.error ?? "", /^refused: localhost is not allowed/);
    assert.ok(!dns.asked.includes("localhost"), "the resolver was never asked");
    assert.equal(receiver.connections(), connectionsBefore, "nothing was dialled");
    assert.equal(receiver.requests("/stored").length, 0);
  });
});
