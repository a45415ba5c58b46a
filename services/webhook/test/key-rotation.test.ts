/**
 * Rotating WEBHOOK_SECRET_KEY: secrets created under key A keep signing deliveries after the
 * service restarts with key B and A as a previous key, ResealSecrets moves them to B, and B alone
 * then suffices. A row no key opens is reported and left as it is.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { createGrpcClient, createPgPool, newId, type PgPool } from "@planner/shared";
import { ResealSecretsRequest, type ResealSecretsResponse, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import type { WebhookService } from "../src/app.js";
import { SecretBox } from "../src/crypto/secret-box.js";
import { verifyWebhookSignature } from "../src/index.js";
import { testEnvelope } from "./helpers/events.js";
import { type Receiver, startReceiver } from "./helpers/receiver.js";
import { connect, eventually, failure, startTestService, status } from "./helpers/service.js";

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const UNKNOWN_KEY = randomBytes(32);
const WORKSPACE = "ws_rotation";

describe("webhook secret key rotation", () => {
  let db: TestDatabase;
  let receiver: Receiver;
  let pool: PgPool;
  let service: WebhookService | undefined;
  const subscriptions: { id: string; path: string; secret: string }[] = [];
  let deletedId: string;
  let unreadableId: string;

  const start = async (env: Record<string, string>) => {
    await service?.stop();
    service = await startTestService({ databaseUrl: db.url, env });
    return service;
  };

  const ciphertexts = async (): Promise<Map<string, Buffer>> => {
    const result = await pool.query<{ id: string; secret_ciphertext: Buffer }>("SELECT id, secret_ciphertext FROM webhooks ORDER BY id");
    return new Map(result.rows.map((row) => [row.id, row.secret_ciphertext]));
  };

  /** Fans one event out to both active subscriptions and checks each request's signature. */
  const deliverAndVerify = async (running: WebhookService, round: number) => {
    await running.fanOut.handle(testEnvelope(WORKSPACE, { task: { id: "tsk_rotation" } }));
    for (const { path, secret } of subscriptions) {
      const request = (await receiver.waitFor(path, round))[round - 1];
      assert.ok(request);
      verifyWebhookSignature(request.body, String(request.headers["x-service-signature"]), secret);
    }
  };

  /** The sample of `name` (with `label`, when given) on the running service's /metrics, 0 when absent. */
  const metric = async (running: WebhookService, name: string, label?: string): Promise<number> => {
    const text = await (await fetch(`http://127.0.0.1:${running.managementPort}/metrics`)).text();
    const line = text
      .split("\n")
      .find((candidate) => /^[a-z_]+[{ ]/.test(candidate) && candidate.split(/[{ ]/)[0] === name && (!label || candidate.includes(label)));
    return line ? Number(line.split(" ").at(-1)) : 0;
  };
  const opens = (running: WebhookService, key: string) => metric(running, "webhook_secret_opens_total", `key="${key}"`);

  /** Calls ResealSecrets until has_more is false; the pages and their sum. */
  const resealAll = async (port: number, limit: number) => {
    const handle = createGrpcClient(WebhookServiceService, `127.0.0.1:${port}`);
    try {
      const pages: ResealSecretsResponse[] = [];
      let cursor = "";
      for (;;) {
        const page = await handle.client.resealSecrets(ResealSecretsRequest.fromPartial({ limit, cursor }), { timeoutMs: 10_000 });
        pages.push(page);
        if (!page.has_more) break;
        assert.ok(page.next_cursor);
        cursor = page.next_cursor;
      }
      const sum = (field: "checked" | "resealed" | "unreadable") => pages.reduce((total, page) => total + page[field], 0);
      return { pages, checked: sum("checked"), resealed: sum("resealed"), unreadable: sum("unreadable") };
    } finally {
      handle.close();
    }
  };

  before(async () => {
    db = await createTestDatabase("webhook_rotation");
    receiver = await startReceiver();
    const running = await start({ WEBHOOK_SECRET_KEY: KEY_A.toString("hex") });
    pool = createPgPool(db.url, { applicationName: "webhook-rotation-test", schema: "webhook", max: 2 });
    const client = connect(running.grpcPort);
    try {
      for (const path of ["/one", "/two"]) {
        const created = await client.create({ workspace_id: WORKSPACE, url: receiver.url(path), events: ["*"] });
        assert.ok(created.secret);
        subscriptions.push({ id: created.id, path, secret: created.secret });
      }
      deletedId = (await client.create({ workspace_id: WORKSPACE, url: receiver.url("/deleted"), events: ["*"] })).id;
      await client.remove({ workspace_id: WORKSPACE, id: deletedId });
    } finally {
      client.close();
    }
    // A row sealed with a key the service was never given (a lost key, say).
    unreadableId = newId("whk");
    const now = new Date();
    await pool.query(
      `INSERT INTO webhooks (id, workspace_id, url, events, secret_ciphertext, created_at, updated_at)
       VALUES ($1, 'ws_elsewhere', 'https://127.0.0.1/lost', ARRAY['*'], $2, $3, $3)`,
      [unreadableId, new SecretBox(UNKNOWN_KEY).seal("whsec_lost", unreadableId), now],
    );
    await deliverAndVerify(running, 1);
  });

  after(async () => {
    await service?.stop();
    await pool?.end();
    await receiver?.close();
    await db?.drop();
  });

  it("keeps delivering with the new key and the old one as previous, and re-seals exactly the old rows", async () => {
    const running = await start({ WEBHOOK_SECRET_KEY: KEY_B.toString("hex"), WEBHOOK_SECRET_KEYS_PREVIOUS: KEY_A.toString("base64") });
    await deliverAndVerify(running, 2);
    // What the rotation alert reads: a previous key is configured and still opens secrets.
    assert.equal(await metric(running, "webhook_secret_previous_keys"), 1);
    assert.deepEqual([await opens(running, "current"), await opens(running, "previous"), await opens(running, "none")], [0, 2, 0]);

    const before = await ciphertexts();
    const first = await resealAll(running.grpcPort, 2);
    // 2 active + 1 deleted under A, 1 under the unknown key: pages of 2, 2.
    assert.deepEqual(
      first.pages.map((page) => [page.checked, page.has_more]),
      [
        [2, true],
        [2, false],
      ],
    );
    assert.equal(first.pages.at(-1)?.next_cursor, undefined);
    assert.deepEqual([first.checked, first.resealed, first.unreadable], [4, 3, 1]);

    const afterwards = await ciphertexts();
    const onlyB = new SecretBox(KEY_B);
    for (const id of [...subscriptions.map((subscription) => subscription.id), deletedId]) {
      assert.equal(afterwards.get(id)?.equals(before.get(id) as Buffer), false, `${id} re-sealed`);
      assert.equal(onlyB.openWithKeyInfo(afterwards.get(id) as Buffer, id).current, true);
    }
    for (const { id, secret } of subscriptions) assert.equal(onlyB.open(afterwards.get(id) as Buffer, id), secret);
    assert.equal(afterwards.get(unreadableId)?.equals(before.get(unreadableId) as Buffer), true, "the unreadable row is left alone");

    const second = await resealAll(running.grpcPort, 0);
    assert.deepEqual([second.pages.length, second.checked, second.resealed, second.unreadable], [1, 4, 0, 1]);
    assert.deepEqual(await ciphertexts(), afterwards);
    await deliverAndVerify(running, 3);
    assert.deepEqual(
      [await opens(running, "current"), await opens(running, "previous")],
      [2, 2],
      "re-sealed rows open with the current key",
    );
  });

  it("delivers with the new key alone once the rows are re-sealed", async () => {
    const running = await start({ WEBHOOK_SECRET_KEY: KEY_B.toString("hex") });
    await deliverAndVerify(running, 4);
    const pass = await resealAll(running.grpcPort, 1_000);
    assert.deepEqual([pass.checked, pass.resealed, pass.unreadable], [4, 0, 1]);
    assert.equal(await metric(running, "webhook_secret_previous_keys"), 0);
  });

  it("counts every attempt of a delivery whose secret no configured key opens", async () => {
    assert.ok(service);
    const running = service;
    await running.fanOut.handle(testEnvelope("ws_elsewhere"));
    // Every attempt fails the same way until the retry schedule is used up.
    const delivery = await eventually(async () =>
      (await running.deliveries.forWebhook(unreadableId)).find((row) => row.status === "failed"),
    );
    assert.equal(delivery.last_error, "signing secret unavailable (encryption key mismatch)");
    assert.equal(await opens(running, "none"), delivery.attempts, "what the unreadable-secret alert reads: one per attempt");
    assert.equal(delivery.attempts, 4);
  });

  it("never overwrites a row that changed after it was read", async () => {
    assert.ok(service);
    const [row] = await service.webhooks.sealedSecretsAfter(undefined, 1);
    assert.ok(row);
    const changed = new SecretBox(KEY_B).seal("whsec_changed_meanwhile", row.id);
    await pool.query("UPDATE webhooks SET secret_ciphertext = $2 WHERE id = $1", [row.id, changed]);
    const stale = await service.webhooks.replaceSealedSecret(row.id, row.ciphertext, new SecretBox(KEY_B).seal("whsec_stale", row.id));
    assert.equal(stale, false);
    assert.equal((await ciphertexts()).get(row.id)?.equals(changed), true);
  });

  it("refuses a limit above 1000 and a cursor it did not issue", async () => {
    assert.ok(service);
    const handle = createGrpcClient(WebhookServiceService, `127.0.0.1:${service.grpcPort}`);
    try {
      const call = (request: Partial<ResealSecretsRequest>) =>
        handle.client.resealSecrets(ResealSecretsRequest.fromPartial(request), { timeoutMs: 10_000 });
      const tooMany = await failure(call({ limit: 1_001 }));
      assert.equal(tooMany.code, status.INVALID_ARGUMENT);
      assert.equal(tooMany.pointers["/limit"], "must be between 1 and 1000");
      assert.equal((await failure(call({ cursor: "not-a-cursor" }))).code, status.INVALID_ARGUMENT);
    } finally {
      handle.close();
    }
  });
});
