/**
 * The admin CLI's webhook commands as a process against a webhook service process: the
 * delivery history of a failing receiver, a redelivery that succeeds, dead-letter replay,
 * secret re-sealing, and failed deliveries redelivered in bulk.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import {
  connectNats,
  createGrpcClient,
  createLogger,
  createPgPool,
  type EventEnvelope,
  eventSubject,
  jetstream,
  type NatsConnection,
  newId,
} from "@planner/shared";
import { CreateWebhookRequest, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { TEST_NATS_URL, testEventsNames } from "@planner/shared/testing";
import { CA_FILE, type Receiver, startReceiver } from "../../services/webhook/test/helpers/receiver.js";
import { freePort, TestStack } from "./harness.js";

const CLI = join(new URL("../../", import.meta.url).pathname, "gateway/dist/admin/cli.js");

interface AttemptJson {
  series: number;
  attempt: number;
  outcome: string;
  response_status?: number;
  started_at: string;
  latency_ms: number;
  response_body: string;
}

interface DeliveryJson {
  id: string;
  webhook_id: string;
  event_id: string;
  status: string;
  series: number;
  attempt_count: number;
  attempts: AttemptJson[];
}

interface DeadLetterJson {
  id: string;
  reason: string;
  replay_count: number;
  replayed_at?: string;
  last_replay_error?: string;
}

describe("admin CLI: webhook deliveries, redeliver, dead-letter replay and secret re-sealing", () => {
  const stack = new TestStack();
  const events = testEventsNames();
  let receiver: Receiver;
  let nc: NatsConnection;
  let webhookId: string;
  let healthy = false;

  /** Runs the CLI without throwing, for the failure cases. */
  const raw = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [CLI, ...args, "--json"], { env: { ...process.env, ...stack.env, ...env }, encoding: "utf8" });

  before(async () => {
    receiver = await startReceiver();
    receiver.on("/ops", (_, __, response) => {
      if (healthy) response.writeHead(204).end();
      else response.writeHead(502).end("bad gateway");
    });
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const webhook = await stack.start("services/webhook/dist/main.js", {
      GRPC_PORT: "0",
      MANAGEMENT_PORT: "0",
      WEBHOOK_SECRET_KEY: "b".repeat(64),
      WEBHOOK_RETRY_SCHEDULE: "100ms,200ms,300ms",
      WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
      WEBHOOK_CA_FILE: CA_FILE,
      WEBHOOK_POLL_MS: "50",
    });
    stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
    const grpc = createGrpcClient(WebhookServiceService, stack.env.WEBHOOK_SERVICE_ADDR);
    try {
      const created = await grpc.client.createWebhook(
        CreateWebhookRequest.fromPartial({ workspace_id: "ws_ops", url: receiver.url("/ops"), events: ["*"] }),
        { timeoutMs: 10_000 },
      );
      webhookId = created.id;
    } finally {
      grpc.close();
    }
    nc = await connectNats(TEST_NATS_URL, "admin-webhooks-test", createLogger("test", "silent"));
  });

  after(async () => {
    await nc?.close();
    await stack.close();
    await receiver?.close();
  });

  it("lists a failed delivery with its attempts and redelivers it", async () => {
    const event: EventEnvelope = {
      id: newId("evt"),
      type: "risk.added",
      api_version: "v1",
      created_at: new Date().toISOString(),
      workspace_id: "ws_ops",
      data: { risk: { id: "rsk_1", title: "Lieferverzug" } },
    };
    // The service's consumer may still be creating the stream; publish once it exists.
    for (let i = 0; ; i++) {
      try {
        await jetstream(nc).publish(eventSubject(events.subjectPrefix, "ws_ops", event.type), JSON.stringify(event), { msgID: event.id });
        break;
      } catch (error) {
        if (i > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await receiver.waitFor("/ops", 4, 15_000);

    let failed: DeliveryJson | undefined;
    for (let i = 0; i < 50 && !failed; i++) {
      const page = stack.admin(["webhook", "deliveries", "--webhook", webhookId, "--status", "failed"]) as { data: DeliveryJson[] };
      failed = page.data[0];
      if (!failed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(failed, "the delivery ends failed");
    assert.equal(failed.webhook_id, webhookId);
    assert.equal(failed.event_id, event.id);
    assert.equal(failed.series, 1);
    assert.equal(failed.attempt_count, 4);
    assert.deepEqual(
      failed.attempts.map((attempt) => [attempt.series, attempt.attempt, attempt.outcome, attempt.response_status, attempt.response_body]),
      [1, 2, 3, 4].map((n) => [1, n, "failed", 502, "bad gateway"]),
    );
    const everything = stack.admin(["webhook", "deliveries", "--webhook", webhookId, "--limit", "5"]);
    assert.equal(everything.has_more, false);
    assert.equal((everything.data as DeliveryJson[]).length, 1);
    assert.deepEqual(stack.admin(["webhook", "deliveries", "--webhook", webhookId, "--status", "succeeded"]).data, []);

    healthy = true;
    const redelivered = stack.admin(["webhook", "redeliver", "--delivery", failed.id]) as unknown as DeliveryJson;
    assert.equal(redelivered.id, failed.id);
    assert.equal(redelivered.status, "pending");
    assert.equal(redelivered.series, 2);
    assert.equal(redelivered.attempt_count, 0);

    const requests = await receiver.waitFor("/ops", 5);
    assert.equal(requests[4]?.headers["x-service-delivery-attempt"], "1");
    assert.equal(requests[4]?.headers["x-service-delivery-id"], failed.id);
    let done: DeliveryJson | undefined;
    for (let i = 0; i < 50 && !done; i++) {
      done = (stack.admin(["webhook", "deliveries", "--webhook", webhookId, "--status", "succeeded"]).data as DeliveryJson[])[0];
      if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(done, "the redelivery succeeds");
    assert.deepEqual(
      done.attempts.map((attempt) => [attempt.series, attempt.attempt, attempt.outcome]),
      [
        [1, 1, "failed"],
        [1, 2, "failed"],
        [1, 3, "failed"],
        [1, 4, "failed"],
        [2, 1, "succeeded"],
      ],
    );
    assert.equal(done.attempts[4]?.response_status, 204);
  });

  it("fails with one clear line", async () => {
    const unknown = raw(["webhook", "redeliver", "--delivery", "dlv_unknown"]);
    assert.equal(unknown.status, 1);
    assert.equal(unknown.stdout, "");
    assert.equal(unknown.stderr, "admin: webhook service: delivery dlv_unknown not found\n");

    const badStatus = raw(["webhook", "deliveries", "--webhook", webhookId, "--status", "broken"]);
    assert.equal(badStatus.status, 2);
    assert.match(badStatus.stderr, /^admin: --status must be one of pending, succeeded, failed, cancelled\n$/);
    const noWebhook = raw(["webhook", "deliveries"]);
    assert.equal(noWebhook.status, 2);
    assert.equal(noWebhook.stderr, "admin: --webhook is required\n");

    const address = `127.0.0.1:${await freePort()}`;
    const down = raw(["webhook", "deliveries", "--webhook", webhookId], { WEBHOOK_SERVICE_ADDR: address });
    assert.equal(down.status, 1);
    assert.equal(down.stdout, "");
    assert.equal(down.stderr, `admin: webhook service at ${address} unreachable\n`);
    const unset = raw(["webhook", "redeliver", "--delivery", "dlv_x"], { WEBHOOK_SERVICE_ADDR: "" });
    assert.equal(unset.status, 1);
    assert.match(unset.stderr, /^admin: webhook service address is not configured/);

    const help = raw(["webhook", "purge"]);
    assert.equal(help.status, 2);
    assert.match(help.stderr, /webhook deliveries\|redeliver\|dead-letters\|replay\|reseal-secrets\n$/);
    const noLetter = raw(["webhook", "replay"]);
    assert.equal(noLetter.status, 2);
    assert.equal(noLetter.stderr, "admin: --dead-letter is required\n");
  });

  it("lists dead letters and replays them, reporting the one that still cannot be read", async () => {
    healthy = true;
    await jetstream(nc).publish(eventSubject(events.subjectPrefix, "ws_ops", "task.created"), "{not json");
    let unreadable: DeadLetterJson | undefined;
    for (let i = 0; i < 100 && !unreadable; i++) {
      unreadable = (stack.admin(["webhook", "dead-letters"]).data as DeadLetterJson[])[0];
      if (!unreadable) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(unreadable, "the unreadable message is dead-lettered");
    assert.equal(unreadable.reason, "event is not JSON");
    // A readable event whose fan-out kept failing (Postgres away) is left like this by the consumer.
    const event: EventEnvelope = {
      id: newId("evt"),
      type: "task.created",
      api_version: "v1",
      created_at: new Date().toISOString(),
      workspace_id: "ws_ops",
      data: { task: { id: "tsk_dead" } },
    };
    const pool = createPgPool(stack.db.url, { applicationName: "admin-webhooks-test", schema: "webhook", max: 1 });
    try {
      await pool.query("INSERT INTO dead_letters (stream, subject, event_id, reason, payload) VALUES ($1, $2, $3, $4, $5)", [
        events.stream,
        eventSubject(events.subjectPrefix, "ws_ops", event.type),
        event.id,
        "fan-out failed 20 times",
        Buffer.from(JSON.stringify(event)),
      ]);
    } finally {
      await pool.end();
    }
    assert.equal((stack.admin(["webhook", "dead-letters", "--limit", "10"]).data as DeadLetterJson[]).length, 2);

    const replayAll = raw(["webhook", "replay", "--all"]);
    assert.equal(replayAll.status, 1, "one letter could not be replayed");
    const outcome = JSON.parse(replayAll.stdout) as {
      data: { id: string; replayed: boolean; deliveries_created?: number; error?: string }[];
      replayed: number;
      failed: number;
    };
    assert.deepEqual(
      outcome.data.map((entry) => [entry.replayed, entry.deliveries_created ?? entry.error]),
      [
        [false, `dead letter ${unreadable.id} cannot be replayed: event is not JSON`],
        [true, 1],
      ],
    );
    assert.deepEqual([outcome.replayed, outcome.failed], [1, 1]);
    const delivered = await receiver.waitFor("/ops", 6);
    assert.equal(delivered.at(-1)?.headers["x-service-event-id"], event.id);

    const open = stack.admin(["webhook", "dead-letters"]).data as DeadLetterJson[];
    assert.deepEqual(
      open.map((letter) => [letter.id, letter.replay_count, letter.last_replay_error]),
      [[unreadable.id, 1, "event is not JSON"]],
    );
    const every = stack.admin(["webhook", "dead-letters", "--all"]).data as DeadLetterJson[];
    assert.equal(every.length, 2);
    assert.ok(every[1]?.replayed_at);

    const one = raw(["webhook", "replay", "--dead-letter", unreadable.id]);
    assert.equal(one.status, 1);
    assert.equal(one.stderr, `admin: webhook service: dead letter ${unreadable.id} cannot be replayed: event is not JSON\n`);
  });

  it("re-seals secrets in batches, printing the totals, and exits 1 while a row opens with no key", async () => {
    const clean = raw(["webhook", "reseal-secrets"]);
    assert.equal(clean.status, 0, clean.stderr);
    assert.deepEqual(JSON.parse(clean.stdout), { checked: 1, resealed: 0, unreadable: 0 });

    // A subscription whose secret was sealed with a key the service does not have.
    const pool = createPgPool(stack.db.url, { applicationName: "admin-webhooks-test", schema: "webhook", max: 1 });
    try {
      await pool.query(
        `INSERT INTO webhooks (id, workspace_id, url, events, secret_ciphertext, created_at, updated_at)
         VALUES ($1, 'ws_lost', 'https://127.0.0.1/lost', ARRAY['*'], $2, now(), now())`,
        [newId("whk"), randomBytes(64)],
      );
    } finally {
      await pool.end();
    }
    const lost = raw(["webhook", "reseal-secrets", "--limit", "1"]);
    assert.equal(lost.status, 1, "a row no key opens");
    assert.deepEqual(JSON.parse(lost.stdout), { checked: 2, resealed: 0, unreadable: 1 });

    const badLimit = raw(["webhook", "reseal-secrets", "--limit", "1001"]);
    assert.equal(badLimit.status, 2);
    assert.equal(badLimit.stderr, "admin: --limit must be between 1 and 1000\n");
  });

  it("redelivers failed deliveries in bulk: bounded, idempotent, with a summary; bad flags exit 2 with one line", async () => {
    receiver.on("/bulk", (_, __, response) => {
      response.writeHead(500).end("still down");
    });
    const grpc = createGrpcClient(WebhookServiceService, stack.env.WEBHOOK_SERVICE_ADDR as string);
    let bulkId: string;
    try {
      const created = await grpc.client.createWebhook(
        CreateWebhookRequest.fromPartial({ workspace_id: "ws_bulk", url: receiver.url("/bulk"), events: ["*"] }),
        { timeoutMs: 10_000 },
      );
      bulkId = created.id;
    } finally {
      grpc.close();
    }
    for (let n = 0; n < 3; n++) {
      const event: EventEnvelope = {
        id: newId("evt"),
        type: "task.created",
        api_version: "v1",
        created_at: new Date().toISOString(),
        workspace_id: "ws_bulk",
        data: { n },
      };
      await jetstream(nc).publish(eventSubject(events.subjectPrefix, "ws_bulk", event.type), JSON.stringify(event), { msgID: event.id });
    }
    /** Waits until the subscription's deliveries are all failed, in these series. */
    const failedInSeries = async (series: number[]) => {
      for (let i = 0; i < 150; i++) {
        const rows = stack.admin(["webhook", "deliveries", "--webhook", bulkId]).data as DeliveryJson[];
        const state = rows.map((row) => [row.status, row.series]).sort();
        const wanted = series.map((n) => ["failed", n]).sort();
        if (JSON.stringify(state) === JSON.stringify(wanted)) return rows;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`deliveries of ${bulkId} did not all fail in series ${series.join(", ")}`);
    };
    const failed = await failedInSeries([1, 1, 1]);
    assert.equal(receiver.requests("/bulk").length, 12);

    const usage: [string[], string | RegExp][] = [
      [["--status", "pending"], "admin: --status must be failed (only failed deliveries are redelivered in bulk)\n"],
      [["--status", "failed", "--since", "yesterday"], "admin: --since must be an RFC 3339 time such as 2026-11-25T10:00:00Z\n"],
      [["--status", "failed", "--since", "2026-11-25"], "admin: --since must be an RFC 3339 time such as 2026-11-25T10:00:00Z\n"],
      [["--status", "failed", "--since"], "admin: --since must be an RFC 3339 time such as 2026-11-25T10:00:00Z\n"],
      [["--status", "failed", "--webhook", "nope"], "admin: --webhook must be a subscription id such as whk_01j…\n"],
      [["--status", "failed", "--limit", "0"], "admin: --limit must be between 1 and 1000\n"],
      [["--status", "failed", "--limit", "1001"], "admin: --limit must be between 1 and 1000\n"],
      [
        ["--status", "failed", "--webhok", bulkId],
        /^admin: webhook redeliver --status failed does not take --webhok \(it takes [^\n]+\)\n$/,
      ],
      [
        ["--status", "failed", "--delivery", failed[0]?.id ?? ""],
        "admin: give --delivery for one delivery or --status failed for many, not both\n",
      ],
      [[], "admin: --delivery dlv_… or --status failed is required\n"],
    ];
    for (const [flags, message] of usage) {
      const refused = raw(["webhook", "redeliver", ...flags]);
      assert.equal(refused.status, 2, flags.join(" "));
      assert.equal(refused.stdout, "");
      if (typeof message === "string") assert.equal(refused.stderr, message);
      else assert.match(refused.stderr, message);
    }
    const future = stack.admin(["webhook", "redeliver", "--status", "failed", "--webhook", bulkId, "--since", "2999-01-01T00:00:00Z"]);
    assert.deepEqual([future.matched, future.scheduled], [0, 0]);
    assert.equal(receiver.requests("/bulk").length, 12, "nothing was sent by refused or empty calls");

    const first = stack.admin(["webhook", "redeliver", "--status", "failed", "--webhook", bulkId, "--limit", "2"]);
    const oldestTwo = [...failed]
      .reverse()
      .slice(0, 2)
      .map((row) => row.id);
    assert.deepEqual(first, {
      matched: 3,
      scheduled: 2,
      skipped: 0,
      skipped_reasons: { already_redelivered: 0, subscription_inactive: 0 },
      remaining: 1,
      has_more: true,
      limit: 2,
      scheduled_ids: oldestTwo,
    });
    await failedInSeries([1, 2, 2]);

    const second = stack.admin(["webhook", "redeliver", "--status", "failed", "--webhook", bulkId, "--since", "2000-01-01t00:00:00z"]);
    assert.deepEqual(
      [second.matched, second.scheduled, second.skipped, second.skipped_reasons, second.remaining, second.has_more, second.limit],
      [3, 1, 2, { already_redelivered: 2, subscription_inactive: 0 }, 0, false, 100],
    );
    await failedInSeries([2, 2, 2]);
    assert.equal(receiver.requests("/bulk").length, 24, "each delivery redelivered once: 4 more attempts each");

    // Run it again (an operator unsure whether it ran): nothing is sent twice.
    const again = stack.admin(["webhook", "redeliver", "--status", "failed", "--webhook", bulkId]);
    assert.deepEqual(
      [again.matched, again.scheduled, again.skipped, again.remaining, again.has_more, again.scheduled_ids],
      [3, 0, 3, 0, false, []],
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(receiver.requests("/bulk").length, 24);
  });
});
