/**
 * Cursors on every list operation through the gateway: issued cursors page through their own
 * list; a cursor of another list, project, filter or workspace, a changed one, arbitrary
 * strings and forged JSON pairs are 400 (`invalid_cursor`, `/query/cursor`), never a 5xx.
 * Answers are checked against the OpenAPI document by the client.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { testEventsNames } from "@planner/shared/testing";
import fc from "fast-check";
import { CA_FILE } from "../../services/webhook/test/helpers/receiver.js";
import { type ApiResponse, apiClient, TestStack } from "./harness.js";

const PLAN = join(new URL("../../", import.meta.url).pathname, "scripts/demo/action-path.json");
const forge = (value: unknown) => Buffer.from(JSON.stringify(value) ?? "null").toString("base64url");

describe("forged cursors on every list (processes)", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let key: string;
  let otherKey: string;
  let lists: string[];
  let projectId: string;
  let secondProjectId: string;

  before(async () => {
    const events = testEventsNames();
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix, RATE_LIMIT: "1000000" });
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
    const [project, compliance, webhook] = await Promise.all([
      stack.start("services/project/dist/main.js", ports),
      stack.start("services/compliance/dist/main.js", ports),
      stack.start("services/webhook/dist/main.js", { ...ports, WEBHOOK_SECRET_KEY: "a".repeat(64), WEBHOOK_CA_FILE: CA_FILE }),
    ]);
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    stack.env.COMPLIANCE_SERVICE_ADDR = `127.0.0.1:${compliance.grpcPort}`;
    stack.env.WEBHOOK_SERVICE_ADDR = `127.0.0.1:${webhook.grpcPort}`;
    const ai = await stack.start("services/ai/dist/main.js", ports);
    stack.env.AI_SERVICE_ADDR = `127.0.0.1:${ai.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    const ws = stack.admin(["workspace", "create", "--name", "Cursor GmbH", "--plan", "enterprise", "--api-quota", "1000000"]).id as string;
    key = stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string;
    const other = stack.admin(["workspace", "create", "--name", "Other GmbH", "--plan", "enterprise", "--api-quota", "1000000"])
      .id as string;
    otherKey = stack.admin(["key", "create", "--workspace", other, "--scope", "read"]).key as string;
    const importPlan = (workspace: string) =>
      (stack.admin(["project", "import", "--workspace", workspace, "--file", PLAN]) as { id: string }).id;
    projectId = importPlan(ws);
    secondProjectId = importPlan(ws);
    importPlan(other);
    importPlan(other);
    lists = [
      "/projects",
      ...["phases", "tasks", "risks", "compliance", "stakeholders", "documents", "budget"].map((part) => `/projects/${projectId}/${part}`),
      "/documents",
      "/webhooks",
      "/ai/agents",
      // Unfiltered, some rules' amendments do not match the document yet; Swiss rules do.
      "/compliance-rules?country=CH",
      "/project-templates",
    ];
  });
  after(() => stack.close());

  const get = (path: string, cursor: string, apiKey = key) =>
    api("GET", `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`, { key: apiKey });

  function assertClientError(response: ApiResponse, where: string): void {
    assert.ok(response.status < 500, `${where}: ${response.status} ${response.text}`);
    if (response.status === 400) assert.ok(["invalid_cursor", "validation_failed"].includes(String(response.json.code)), response.text);
    else assert.equal(response.status, 200, `${where}: ${response.text}`);
  }

  it("the reported forgeries are 400 invalid_cursor naming /query/cursor", async () => {
    const cases: [string, string][] = [
      ["/projects", forge(["0000-01-01T00:00:00Z", "x"])],
      ["/documents", forge(["0000-01-01T00:00:00Z", "x"])],
      [lists[6] as string, forge(["0000-01-01T00:00:00Z", "x"])],
      [lists[2] as string, forge(["1", "a\u0000"])],
      ["/projects", forge(["2025-01-01T00:00:00.000Z", "prj_\u0000"])],
      ["/webhooks", forge(["0000-01-01T00:00:00Z", "whk_a"])],
      ["/compliance-rules?country=CH", forge(["a\u0000", "a\u0000"])],
      ["/project-templates", forge(["tpl_a\u0000", "tpl_a\u0000"])],
      ["/projects", "not-a-cursor"],
      ["/projects", "x".repeat(600)],
    ];
    for (const [path, cursor] of cases) {
      const response = await get(path, cursor);
      assert.equal(response.status, 400, `${path} ${cursor}: ${response.text}`);
      assert.equal(response.json.code, "invalid_cursor", `${path}: ${response.text}`);
      assert.deepEqual(
        (response.json.errors as { pointer: string }[]).map((error) => error.pointer),
        ["/query/cursor"],
      );
    }
  });

  /** Every item of a list, read one page of `limit` at a time by following next_cursor. */
  async function walk(path: string, limit: number, apiKey = key): Promise<{ items: unknown[]; cursors: string[] }> {
    const items: unknown[] = [];
    const cursors: string[] = [];
    let cursor = "";
    for (let page = 0; page < 500; page++) {
      const response = await get(`${path}${path.includes("?") ? "&" : "?"}limit=${limit}`, cursor, apiKey);
      assert.equal(response.status, 200, `${path}: ${response.text}`);
      items.push(...(response.json.data as unknown[]));
      if (!response.json.has_more) return { items, cursors };
      cursor = response.json.next_cursor as string;
      cursors.push(cursor);
    }
    throw new Error(`${path} does not end`);
  }

  async function assertRefused(path: string, cursor: string, apiKey = key): Promise<void> {
    const response = await get(path, cursor, apiKey);
    assert.equal(response.status, 400, `${path}: ${response.text}`);
    assert.equal(response.json.code, "invalid_cursor", `${path}: ${response.text}`);
    assert.deepEqual(
      (response.json.errors as { pointer: string }[]).map((error) => error.pointer),
      ["/query/cursor"],
    );
  }

  it("issued cursors page through their own list: every item once, in the order of one big page", async () => {
    const paged = [
      "/projects",
      `/projects/${projectId}/phases`,
      `/projects/${projectId}/tasks`,
      `/projects/${projectId}/tasks?checked=false`,
      `/projects/${projectId}/risks`,
      `/projects/${projectId}/stakeholders`,
      "/compliance-rules?country=CH",
      "/project-templates",
    ];
    for (const path of paged) {
      const whole = await walk(path, 100);
      const small = await walk(path, 1);
      assert.ok(small.cursors.length > 0, `${path} has more than one page of 1`);
      assert.deepEqual(small.items, whole.items, path);
    }
  });

  it("a cursor works only on the list, project, filters and workspace that issued it", async () => {
    const projects = (await walk("/projects", 1)).cursors[0] as string;
    const tasks = (await walk(`/projects/${projectId}/tasks`, 2)).cursors[0] as string;
    const rules = (await walk("/compliance-rules?country=CH", 2)).cursors[0] as string;
    // Another list with the same kind of position (newest first by time, or plan order).
    await assertRefused("/documents", projects);
    await assertRefused(`/projects/${projectId}/documents`, projects);
    await assertRefused(`/projects/${projectId}/tasks`, projects);
    await assertRefused(`/projects/${projectId}/phases`, tasks);
    await assertRefused(`/projects/${projectId}/risks`, tasks);
    await assertRefused("/webhooks", projects);
    await assertRefused("/project-templates", rules);
    await assertRefused("/ai/agents", projects);
    // The same list of another project, with other filters, or in another workspace.
    await assertRefused(`/projects/${secondProjectId}/tasks`, tasks);
    await assertRefused(`/projects/${projectId}/tasks?checked=false`, tasks);
    await assertRefused("/projects?status=active", projects);
    await assertRefused("/compliance-rules?country=DE", rules);
    await assertRefused("/compliance-rules?country=CH&employees=500", rules);
    await assertRefused("/projects", projects, otherKey);
    await assertRefused("/compliance-rules?country=CH", rules, otherKey);
    // The issuing list itself still takes it.
    assert.equal((await get("/projects", projects)).status, 200);
    assert.equal((await get(`/projects/${projectId}/tasks`, tasks)).status, 200);
  });

  it("a changed cursor is refused: any one character, a cut, or a position re-signed by nobody", async () => {
    const cursor = (await walk("/projects", 1)).cursors[0] as string;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let index = 0; index < cursor.length; index++) {
      if (cursor[index] === ".") continue;
      const replacement = alphabet[(alphabet.indexOf(cursor[index] as string) + 1) % alphabet.length] as string;
      await assertRefused("/projects", `${cursor.slice(0, index)}${replacement}${cursor.slice(index + 1)}`);
    }
    await assertRefused("/projects", cursor.slice(0, -1));
    await assertRefused("/projects", cursor.slice(0, cursor.indexOf(".")));
    // A well-formed position (the format before cursors were signed) is not a cursor.
    await assertRefused("/projects", forge(["2999-01-01T00:00:00.000Z", "prj_zzz"]));
  });

  it("arbitrary strings as cursor never give a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), fc.string({ unit: "binary", maxLength: 200 }), async (path, cursor) => {
        assertClientError(await get(path, cursor), path);
      }),
      { numRuns: 150 },
    );
  });

  it("well-formed but wrong cursors never give a 5xx", async () => {
    const timestamp = fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom(
        "0000-01-01T00:00:00Z",
        "-000001-01-01T00:00:00Z",
        "+275760-09-13T00:00:00.000Z",
        "1969-12-31T23:59:59Z",
        "2025-02-30T00:00:00Z",
      ),
      fc
        .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
        .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}T00:00:00Z`),
    );
    const ordinal = fc.oneof(fc.integer().map(String), fc.bigInt().map(String), fc.double().map(String));
    const id = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.stringMatching(/^[a-z]{3}_[A-Za-z0-9_-]{1,64}$/),
      fc.constantFrom("a\u0000", "prj_\u0000x", "x".repeat(200), "", "tpl_software_rollout", "eu-gdpr"),
    );
    const value = fc.oneof(timestamp, ordinal, id);
    const cursor = fc.oneof(
      fc.tuple(value, id).map(forge),
      fc.tuple(id, id).map(forge),
      fc.anything().map(forge),
      fc.array(value, { maxLength: 4 }).map(forge),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), cursor, async (path, forged) => {
        assertClientError(await get(path, forged), path);
      }),
      { numRuns: 300 },
    );
  });
});
