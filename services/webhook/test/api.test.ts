/** Subscriptions through real gRPC: create, list, delete, and every kind of bad input. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import pg from "pg";
import type { WebhookService } from "../src/app.js";
import { connect, failure, startTestService, status, type TestClient } from "./helpers/service.js";

const URL_OK = "https://hooks.example.com/catch/1";

describe("webhook subscriptions API", () => {
  let db: TestDatabase;
  let service: WebhookService;
  let client: TestClient;

  before(async () => {
    db = await createTestDatabase("webhook_api");
    // An API-only instance: no allow-list, so the SSRF guard is as in production.
    service = await startTestService({ databaseUrl: db.url, env: { WEBHOOK_ALLOWED_CIDRS: "", WEBHOOK_MAX_PER_WORKSPACE: "3" } });
    client = connect(service.grpcPort);
  });

  after(async () => {
    client?.close();
    await service?.stop();
    await db?.drop();
  });

  it("creates a subscription and shows its secret once", async () => {
    const created = await client.create({ workspace_id: "ws_create", url: URL_OK, events: ["task.created", "*"], description: "Zapier" });
    assert.match(created.id, /^whk_[0-9a-z]{26}$/);
    assert.match(created.secret ?? "", /^whsec_[A-Za-z0-9_-]{32,}$/);
    assert.equal(created.url, URL_OK);
    assert.deepEqual(created.events, ["task.created", "*"]);
    assert.equal(created.description, "Zapier");
    assert.equal(created.active, true);
    assert.equal(created.status, "active");
    assert.equal(created.disabled_reason, undefined, "unset (null in JSON) while active");
    assert.equal(created.last_delivery, undefined);
    assert.equal(created.consecutive_failures, 0);
    assert.match(created.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    const listed = await client.list({ workspace_id: "ws_create" });
    assert.equal(listed.data.length, 1);
    assert.equal(listed.data[0]?.id, created.id);
    assert.equal(listed.data[0]?.secret, undefined);

    // At rest the secret is encrypted.
    const raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
    try {
      const row = await raw.query<{ secret_ciphertext: Buffer }>("SELECT secret_ciphertext FROM webhook.webhooks WHERE id = $1", [
        created.id,
      ]);
      const sealed = row.rows[0]?.secret_ciphertext;
      assert.ok(sealed && sealed.length > 28);
      assert.equal(sealed.includes(Buffer.from(created.secret ?? "")), false);
    } finally {
      await raw.end();
    }
  });

  it("refuses bad create input with JSON pointers", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ url: "http://hooks.example.com/", events: ["*"] }, "/url", /https/],
      [{ url: "not a url", events: ["*"] }, "/url", /URL/],
      [{ url: "", events: ["*"] }, "/url", /required/],
      [{ url: `https://example.com/${"a".repeat(2100)}`, events: ["*"] }, "/url", /2048/],
      [{ url: "https://127.0.0.1/hook", events: ["*"] }, "/url", /loopback/],
      [{ url: "https://evil@169.254.169.254/", events: ["*"] }, "/url", /metadata/],
      [{ url: "https://[::ffff:10.0.0.1]/", events: ["*"] }, "/url", /private/],
      [{ url: "https://user:pw@hooks.example.com/", events: ["*"] }, "/url", /user name/],
      [{ url: URL_OK, events: [] }, "/events", /at least one/],
      [{ url: URL_OK, events: ["task.created", "task.deleted"] }, "/events/1", /one of/],
      [{ url: URL_OK, events: ["*", "*"] }, "/events/1", /twice/],
      [{ url: URL_OK, events: ["*"], description: "x".repeat(501) }, "/description", /500/],
    ];
    for (const [request, pointer, message] of cases) {
      const result = await failure(client.create({ workspace_id: "ws_bad", ...request }));
      assert.equal(result.code, status.INVALID_ARGUMENT, JSON.stringify(request).slice(0, 80));
      assert.equal(result.problem, "validation_failed");
      assert.match(result.pointers[pointer] ?? "", message, `${pointer} for ${JSON.stringify(request).slice(0, 80)}`);
    }
    const several = await failure(client.create({ workspace_id: "ws_bad", url: "http://x", events: [] }));
    assert.deepEqual(Object.keys(several.pointers).sort(), ["/events", "/url"]);
    const noWorkspace = await failure(client.create({ url: URL_OK, events: ["*"] }));
    assert.equal(noWorkspace.pointers["/workspace_id"], "is required");
    assert.equal((await client.list({ workspace_id: "ws_bad" })).data.length, 0);
  });

  it("limits the subscriptions of a workspace (409 at the gateway)", async () => {
    for (let i = 0; i < 3; i++) await client.create({ workspace_id: "ws_limit", url: `${URL_OK}/${i}`, events: ["*"] });
    const over = await failure(client.create({ workspace_id: "ws_limit", url: URL_OK, events: ["*"] }));
    assert.equal(over.code, status.FAILED_PRECONDITION);
    assert.match(over.details, /at most 3/);
    await client.create({ workspace_id: "ws_limit_other", url: URL_OK, events: ["*"] });
    // Deleting one makes room again.
    const first = (await client.list({ workspace_id: "ws_limit" })).data[0];
    await client.remove({ workspace_id: "ws_limit", id: first?.id ?? "" });
    await client.create({ workspace_id: "ws_limit", url: URL_OK, events: ["*"] });
  });

  it("lists in created_at, id order with keyset pages", async () => {
    const ids: string[] = [];
    const paging = await startTestService({ databaseUrl: db.url, env: { WEBHOOK_ALLOWED_CIDRS: "" } });
    const pagingClient = connect(paging.grpcPort);
    try {
      for (let i = 0; i < 5; i++)
        ids.push((await pagingClient.create({ workspace_id: "ws_list", url: `${URL_OK}/${i}`, events: ["*"] })).id);
      const seen: string[] = [];
      let cursor = "";
      let pages = 0;
      for (;;) {
        const page = await client.list({ workspace_id: "ws_list", limit: 2, cursor });
        pages++;
        seen.push(...page.data.map((webhook) => webhook.id));
        if (!page.has_more) {
          assert.equal(page.next_cursor, undefined);
          break;
        }
        cursor = page.next_cursor ?? "";
      }
      assert.equal(pages, 3);
      assert.deepEqual(seen, ids);
    } finally {
      pagingClient.close();
      await paging.stop();
    }
    const badCursor = await failure(client.list({ workspace_id: "ws_list", cursor: "nope" }));
    assert.equal(badCursor.code, status.INVALID_ARGUMENT);
    assert.ok(badCursor.pointers["/cursor"]);
    const badLimit = await failure(client.list({ workspace_id: "ws_list", limit: 101 }));
    assert.ok(badLimit.pointers["/limit"]);
    const badWorkspace = await failure(client.list({ workspace_id: "ws.list" }));
    assert.ok(badWorkspace.pointers["/workspace_id"]);
  });

  it("deletes only the caller's own subscriptions; another workspace's is not found", async () => {
    const created = await client.create({ workspace_id: "ws_owner", url: URL_OK, events: ["*"] });
    const foreign = await failure(client.remove({ workspace_id: "ws_intruder", id: created.id }));
    assert.equal(foreign.code, status.NOT_FOUND);
    assert.equal(foreign.problem, "not_found");
    assert.equal((await client.list({ workspace_id: "ws_owner" })).data.length, 1);
    assert.deepEqual(await client.remove({ workspace_id: "ws_owner", id: created.id }), {});
    assert.equal((await client.list({ workspace_id: "ws_owner" })).data.length, 0);
    assert.equal((await failure(client.remove({ workspace_id: "ws_owner", id: created.id }))).code, status.NOT_FOUND);
    assert.equal((await failure(client.remove({ workspace_id: "ws_owner", id: "whk_unknown" }))).code, status.NOT_FOUND);
    const empty = await failure(client.remove({ workspace_id: "ws_owner", id: "" }));
    assert.equal(empty.code, status.INVALID_ARGUMENT);
    assert.equal(empty.pointers["/id"], "is required");
  });
});
