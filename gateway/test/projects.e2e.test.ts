import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createGrpcClient, status } from "@planner/shared";
import { ProjectServiceDefinition, ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import { testEventsNames } from "@planner/shared/testing";
import { PLAN_TEXT_LIMITS } from "../../services/project/src/domain/plan.js";
import { BatchedCalls } from "../src/batched-calls.js";
import { apiClient, TestStack } from "./harness.js";

const ROOT = new URL("../../", import.meta.url).pathname;
const PLAN = join(ROOT, "scripts/demo/action-path.json");

describe("projects through the whole path (gateway process → gRPC → project service process)", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let own: { read: string; write: string; projectId: string; taskId: string; workspaceId: string; base: string };
  let otherRead: string;
  let otherWrite: string;
  let otherProjectId: string;
  let projectMetrics: string;
  let projectAddress: string;

  before(async () => {
    const events = testEventsNames();
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const project = await stack.start("services/project/dist/main.js", { GRPC_PORT: "0", MANAGEMENT_PORT: "0" });
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    projectMetrics = `http://127.0.0.1:${project.managementPort}/metrics`;
    projectAddress = `127.0.0.1:${project.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);

    const ws = stack.admin(["workspace", "create", "--name", "Müller Maschinenbau", "--plan", "max"]).id as string;
    const imported = stack.admin(["project", "import", "--workspace", ws, "--file", PLAN]) as {
      id: string;
      phases: { tasks: { id: string }[] }[];
    };
    own = {
      read: stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string,
      write: stack.admin(["key", "create", "--workspace", ws, "--scope", "write"]).key as string,
      projectId: imported.id,
      taskId: imported.phases[0]?.tasks[0]?.id as string,
      workspaceId: ws,
      base: `http://127.0.0.1:${gateway.port}`,
    };
    const other = stack.admin(["workspace", "create", "--name", "Andere AG", "--plan", "pro"]).id as string;
    otherProjectId = (stack.admin(["project", "import", "--workspace", other, "--file", PLAN]) as { id: string }).id;
    otherRead = stack.admin(["key", "create", "--workspace", other, "--scope", "read"]).key as string;
    otherWrite = stack.admin(["key", "create", "--workspace", other, "--scope", "write"]).key as string;
  });
  after(() => stack.close());

  it("lists and reads the workspace's projects", async () => {
    const list = await api("GET", "/projects", { key: own.read });
    assert.equal(list.status, 200);
    const data = list.json.data as { id: string; title: string }[];
    assert.deepEqual(
      data.map((p) => p.id),
      [own.projectId],
    );
    assert.equal(list.json.has_more, false);
    assert.equal(list.json.next_cursor, null);
    const one = await api("GET", `/projects/${own.projectId}`, { key: own.read });
    assert.equal(one.status, 200);
    assert.equal(one.json.title, "ERP-Einführung Müller Maschinenbau GmbH");
    assert.equal(one.json.status, "planned");
  });

  it("lists documents without bodies, with them on include=body (at most 20 per page)", async () => {
    const file = join(tmpdir(), `notiz-${Date.now()}.md`);
    const body = "# Notiz\n\nDie Abnahme ist am 3. März & die Schulung am 10.\n";
    await writeFile(file, body);
    stack.admin(["document", "add", "--workspace", own.workspaceId, "--project", own.projectId, "--title", "Notiz", "--file", file]);
    const plain = await api("GET", `/documents?project_id=${own.projectId}`, { key: own.read });
    const listed = (plain.json.data as { title: string; body: string | null; excerpt: string | null }[]).find((d) => d.title === "Notiz");
    assert.equal(listed?.body, null);
    assert.match(listed?.excerpt ?? "", /Abnahme/);
    const full = await api("GET", `/documents?project_id=${own.projectId}&include=body`, { key: own.read });
    const withBody = (full.json.data as { title: string; body: string | null }[]).find((d) => d.title === "Notiz");
    assert.equal(withBody?.body, body);
    const tooMany = await api("GET", "/documents?include=body&limit=50", { key: own.read });
    assert.equal(tooMany.status, 400);
    assert.deepEqual(
      (tooMany.json.errors as { pointer: string }[]).map((error) => error.pointer),
      ["/query/limit"],
    );
    assert.equal((await api("GET", "/documents?include=everything", { key: own.read })).status, 400);
  });

  it("filters by created_since and updated_since for polling triggers", async () => {
    const ids = async (query: string) =>
      ((await api("GET", `/projects?${query}`, { key: own.read })).json.data as { id: string }[]).map((p) => p.id);
    assert.deepEqual(await ids("created_since=2000-01-01T00:00:00Z"), [own.projectId]);
    assert.deepEqual(await ids("created_since=2999-01-01T00:00:00Z"), []);
    assert.deepEqual(await ids("updated_since=2000-01-01T00:00:00Z"), [own.projectId]);
    assert.deepEqual(await ids("updated_since=2999-01-01T00:00:00Z"), []);
    const bad = await api("GET", "/projects?created_since=yesterday", { key: own.read });
    assert.equal(bad.status, 400);
    assert.deepEqual(
      (bad.json.errors as { pointer: string }[]).map((error) => error.pointer),
      ["/query/created_since"],
    );
  });

  /** How often the project service has answered a batch method so far. */
  const batchCalls = async (method: string) => {
    const text = await (await fetch(projectMetrics)).text();
    const line = text.split("\n").find((l) => l.startsWith("grpc_server_handling_seconds_count") && l.includes(method));
    return Number(line?.split(" ").pop() ?? 0);
  };

  it("answers concurrent reads of several workspaces each with its own project, batched upstream", async () => {
    const before = await batchCalls("batchGetProjects");
    const cases = [
      { key: own.read, id: own.projectId, status: 200 },
      { key: own.read, id: otherProjectId, status: 404 },
      { key: otherRead, id: otherProjectId, status: 200 },
      { key: otherRead, id: own.projectId, status: 404 },
      { key: own.read, id: "prj_doesnotexist", status: 404 },
    ];
    const burst = Array.from({ length: 40 }, (_, i) => cases[i % cases.length] as (typeof cases)[number]);
    const responses = await Promise.all(burst.map((c) => api("GET", `/projects/${c.id}`, { key: c.key })));
    for (const [i, response] of responses.entries()) {
      const expected = burst[i] as (typeof cases)[number];
      assert.equal(response.status, expected.status, `request ${i}`);
      if (expected.status === 200) assert.equal(response.json.id, expected.id);
      else assert.equal(response.json.code, "not_found");
    }
    const calls = (await batchCalls("batchGetProjects")) - before;
    assert.ok(calls >= 1 && calls < burst.length, `${burst.length} reads took ${calls} batch calls`);
  });

  it("answers concurrent task reads each as a single read would, batched upstream", async () => {
    const before = await batchCalls("batchListTasks");
    const cases = [
      { key: own.read, path: `/projects/${own.projectId}/tasks?limit=3`, status: 200 },
      { key: own.read, path: `/projects/${otherProjectId}/tasks`, status: 404 },
      { key: otherRead, path: `/projects/${otherProjectId}/tasks?checked=false`, status: 200 },
      { key: own.read, path: `/projects/${own.projectId}/tasks?cursor=bm90LWEtY3Vyc29y`, status: 400 },
    ];
    const burst = Array.from({ length: 40 }, (_, i) => cases[i % cases.length] as (typeof cases)[number]);
    const responses = await Promise.all(burst.map((c) => api("GET", c.path, { key: c.key })));
    const alone = await api("GET", `/projects/${own.projectId}/tasks?limit=3`, { key: own.read });
    for (const [i, response] of responses.entries()) {
      const expected = burst[i] as (typeof cases)[number];
      assert.equal(response.status, expected.status, `request ${i}`);
      if (i % cases.length === 0) assert.deepEqual(response.json, alone.json);
      if (expected.status === 404) assert.equal(response.json.code, "not_found");
      if (expected.status === 400) {
        assert.equal(response.json.code, "invalid_cursor");
        assert.deepEqual(
          (response.json.errors as { pointer: string }[]).map((error) => error.pointer),
          ["/query/cursor"],
        );
      }
    }
    const calls = (await batchCalls("batchListTasks")) - before;
    assert.ok(calls >= 1 && calls < burst.length, `${burst.length} reads took ${calls} batch calls`);
  });

  it("sends one turn's calls as one batch, even when their request ids are long", async () => {
    const grpc = createGrpcClient(ProjectServiceService, projectAddress, ProjectServiceDefinition);
    try {
      const batched = new BatchedCalls(grpc as never, "batchGetProjects", "project");
      // 150 calls in one turn: one batch; 150 ids of 128 characters are cut to fit.
      const results = await Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          batched
            .call(
              { workspace_id: own.workspaceId, id: i % 3 === 2 ? "prj_missing" : own.projectId },
              { timeoutMs: 5_000, requestId: `${String(i).padStart(3, "0")}-${"r".repeat(124)}` },
            )
            .then(
              (project) => (project as { id: string }).id,
              (error: { code: number }) => `error ${error.code}`,
            ),
        ),
      );
      assert.deepEqual(
        results,
        Array.from({ length: 150 }, (_, i) => (i % 3 === 2 ? `error ${status.NOT_FOUND}` : own.projectId)),
      );
    } finally {
      grpc.close();
    }
  });

  it("keeps batches working when every request brings a long request id of its own", async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `${String(i).padStart(3, "0")}-${"r".repeat(124)}`);
    const keys = [own.read, own.write];
    const responses = await Promise.all(
      ids.map((id, i) => api("GET", `/projects/${own.projectId}`, { key: keys[i % 2], headers: { "x-request-id": id } })),
    );
    assert.deepEqual(
      responses.map((response) => response.status),
      ids.map(() => 200),
    );
    assert.deepEqual(
      responses.map((response) => response.headers.get("x-request-id")),
      ids,
    );
  });

  it("filters by status and paginates with a cursor", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Pager", "--plan", "max"]).id as string;
    const key = stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((stack.admin(["project", "import", "--workspace", ws, "--file", PLAN]) as { id: string }).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api("GET", `/projects?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key });
      assert.equal(page.status, 200);
      seen.push(...(page.json.data as { id: string }[]).map((p) => p.id));
      cursor = page.json.next_cursor as string | null;
    } while (cursor);
    assert.deepEqual(seen, [...ids].reverse(), "newest first, no duplicates or gaps");
    assert.equal(((await api("GET", "/projects?status=completed", { key })).json.data as unknown[]).length, 0);
    assert.equal(((await api("GET", "/projects?status=planned", { key })).json.data as unknown[]).length, 3);
    const bad = await api("GET", "/projects?cursor=not-a-cursor", { key });
    assert.equal(bad.status, 400);
  });

  it("another workspace's project is 404, never 403", async () => {
    for (const path of [
      `/projects/${otherProjectId}`,
      `/projects/${otherProjectId}/tasks`,
      `/projects/${otherProjectId}/export?format=markdown`,
    ]) {
      const response = await api("GET", path, { key: own.read });
      assert.equal(response.status, 404, path);
      assert.equal(response.json.code, "not_found");
    }
    const mine = await api("GET", `/projects/${own.projectId}`, { key: otherRead });
    assert.equal(mine.status, 404);
    const patch = await api("PATCH", `/tasks/${own.taskId}`, { key: otherWrite, body: { checked: true } });
    assert.equal(patch.status, 404);
    assert.equal(patch.json.code, "not_found");
  });

  it("unknown sub-resource is 404 naming the valid ones", async () => {
    const response = await api("GET", `/projects/${own.projectId}/invoices`, { key: own.read });
    assert.equal(response.status, 404);
    assert.match(String(response.json.detail), /phases, tasks, risks, budget, compliance, stakeholders, documents/);
  });

  it("PATCH honours Idempotency-Key: replay, no second charge, conflict on another body", async () => {
    const headers = { "idempotency-key": "tick-1" };
    const first = await api("PATCH", `/tasks/${own.taskId}`, { key: own.write, body: { checked: true }, headers });
    assert.equal(first.status, 200);
    assert.equal(first.json.checked, true);
    assert.equal(first.json.status, "done");
    const usageBefore = ((await api("GET", "/usage", { key: own.write })).json.api_calls as { used: number }).used;
    const replay = await api("PATCH", `/tasks/${own.taskId}`, { key: own.write, body: { checked: true }, headers });
    assert.equal(replay.status, 200);
    assert.equal(replay.headers.get("idempotency-replayed"), "true");
    assert.equal(replay.text, first.text);
    const usageAfter = ((await api("GET", "/usage", { key: own.write })).json.api_calls as { used: number }).used;
    assert.equal(usageAfter, usageBefore + 1, "only the second usage call was charged");
    const conflict = await api("PATCH", `/tasks/${own.taskId}`, { key: own.write, body: { checked: false }, headers });
    assert.equal(conflict.status, 409);
    assert.equal(conflict.json.code, "idempotency_conflict");
  });

  it("an idempotent retry with reordered members or another spelling of the path is the same request", async () => {
    const headers = { "idempotency-key": "tick-reordered", "content-type": "application/json" };
    const first = await api("PATCH", `/tasks/${own.taskId}`, {
      key: own.write,
      rawBody: '{"checked": false, "assignee": "Sabine Keller"}',
      headers,
    });
    assert.equal(first.status, 200, first.text);
    // The same body with its members in another order, through the short base path.
    const gateway = new URL(own.base);
    const retry = await fetch(`${gateway.origin}/v1/tasks/${own.taskId}`, {
      method: "PATCH",
      headers: { ...headers, authorization: `Bearer ${own.write}` },
      body: '{"assignee":"Sabine Keller","checked":false}',
    });
    assert.equal(retry.status, 200);
    assert.equal(retry.headers.get("idempotency-replayed"), "true");
    assert.equal(await retry.text(), first.text);
  });

  it("PATCH with unknown or ill-typed fields is 400 naming them and changes nothing", async () => {
    const before = await api("GET", `/projects/${own.projectId}/tasks?limit=100`, { key: own.read });
    const response = await api("PATCH", `/tasks/${own.taskId}`, { key: own.write, body: { checked: "yes", colour: "red" } });
    assert.equal(response.status, 400);
    const pointers = (response.json.errors as { pointer: string }[]).map((e) => e.pointer).sort();
    assert.deepEqual(pointers, ["/checked", "/colour"]);
    const afterward = await api("GET", `/projects/${own.projectId}/tasks?limit=100`, { key: own.read });
    assert.deepEqual(afterward.json.data, before.json.data);
  });

  it("admin document add, then GET /documents and a German full-text search", async () => {
    const { mkdtemp, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const file = join(await mkdtemp(join(tmpdir(), "planner-doc-")), "protokoll.md");
    await writeFile(file, "# Lenkungskreis\n\nDas größte Risiko ist die Datenqualität der Altdaten.\n");
    const added = stack.admin([
      "document",
      "add",
      "--workspace",
      own.workspaceId,
      "--project",
      own.projectId,
      "--title",
      "Protokoll Lenkungskreis",
      "--file",
      file,
    ]);
    assert.match(String(added.id), /^doc_/);
    const list = await api("GET", `/documents?project_id=${own.projectId}`, { key: own.read });
    assert.equal(list.status, 200);
    const listed = (list.json.data as { id: string; body: unknown; excerpt: string }[]).find((d) => d.id === added.id);
    assert.ok(listed);
    assert.equal(listed.body, null, "lists carry an excerpt, not the body");
    const hits = await api("POST", "/documents/search", { key: own.read, body: { query: "Risiken" } });
    assert.equal(hits.status, 200);
    const first = (hits.json.data as { document: { id: string }; snippet: string }[])[0];
    assert.equal(first?.document.id, added.id);
    assert.match(first?.snippet ?? "", /<mark>Risiko<\/mark>/);
    const other = await api("POST", "/documents/search", { key: otherRead, body: { query: "Risiken" } });
    assert.equal((other.json.data as unknown[]).length, 0, "another workspace never sees it");
  });

  it("exports Markdown", async () => {
    const response = await api("GET", `/projects/${own.projectId}/export?format=markdown`, { key: own.read });
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /^text\/markdown/);
    assert.match(response.text, /^# ERP-Einführung/m);
    const missing = await api("GET", `/projects/${own.projectId}/export`, { key: own.read });
    assert.equal(missing.status, 400);
    assert.match(JSON.stringify(missing.json.errors), /markdown|format/);
  });

  it("reads back a plan imported with every text at its longest allowed length, as the document describes it", async () => {
    const file = await writeLongestPlan();
    const ws = stack.admin(["workspace", "create", "--name", "Lange Texte", "--plan", "max"]).id as string;
    const key = stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string;
    const projectId = (stack.admin(["project", "import", "--workspace", ws, "--file", file]) as { id: string }).id;
    // The client checks each answer against the document (status, headers, body, maxLength included).
    const project = await api("GET", `/projects/${projectId}`, { key });
    assert.equal(project.status, 200);
    assert.equal(String(project.json.description).length, PLAN_TEXT_LIMITS.projectDescription);
    for (const resource of ["phases", "tasks", "risks", "compliance"]) {
      const page = await api("GET", `/projects/${projectId}/${resource}?limit=100`, { key });
      assert.equal(page.status, 200, resource);
      assert.ok((page.json.data as unknown[]).length > 0, resource);
    }
    assert.equal((await api("GET", "/projects", { key })).status, 200);
  });

  it("writes a --json answer of over 200 KB whole when its stdout is a pipe to another process", async () => {
    const file = await writeLongestPlan();
    const ws = stack.admin(["workspace", "create", "--name", "Pipe", "--plan", "max"]).id as string;
    const cli = join(ROOT, "gateway/dist/admin/cli.js");
    // The reader is slow to start, so the CLI fills the pipe's buffer and must wait for it to drain.
    const reader = `setTimeout(() => { const chunks = []; process.stdin.on("data", (c) => chunks.push(c)); process.stdin.on("end", () => { const text = Buffer.concat(chunks).toString("utf8"); const doc = JSON.parse(text); process.stdout.write(JSON.stringify({ bytes: Buffer.byteLength(text), id: doc.id })); }); }, 300)`;
    const piped = spawnSync(
      "sh",
      ["-c", `"$NODE" "$CLI" project import --workspace "$WS" --file "$FILE" --json | "$NODE" -e "$READER"; exit $?`],
      { env: { ...process.env, ...stack.env, NODE: process.execPath, CLI: cli, WS: ws, FILE: file, READER: reader }, encoding: "utf8" },
    );
    assert.equal(piped.status, 0, piped.stderr);
    const read = JSON.parse(piped.stdout) as { bytes: number; id: string };
    assert.ok(read.bytes > 200_000, `answer of ${read.bytes} bytes`);
    assert.match(read.id, /^prj_/);
  });
});

/** The demo plan with every text at its longest allowed length, written to a temporary file. */
async function writeLongestPlan(): Promise<string> {
  type Part = Record<string, unknown>;
  const plan = JSON.parse(await readFile(PLAN, "utf8")) as {
    project: Part;
    phases: (Part & { tasks: Part[] })[];
    risks: Part[];
    compliance: Part[];
  };
  const longest = (length: number) => "Ä".repeat(length);
  Object.assign(plan.project, { title: longest(PLAN_TEXT_LIMITS.title), description: longest(PLAN_TEXT_LIMITS.projectDescription) });
  for (const phase of plan.phases) {
    Object.assign(phase, { name: longest(PLAN_TEXT_LIMITS.title), description: longest(PLAN_TEXT_LIMITS.partDescription) });
    for (const task of phase.tasks) {
      Object.assign(task, { title: longest(PLAN_TEXT_LIMITS.title), description: longest(PLAN_TEXT_LIMITS.partDescription) });
    }
  }
  for (const risk of plan.risks) {
    Object.assign(risk, {
      title: longest(PLAN_TEXT_LIMITS.title),
      description: longest(PLAN_TEXT_LIMITS.partDescription),
      mitigation: longest(PLAN_TEXT_LIMITS.partDescription),
    });
  }
  for (const item of plan.compliance) Object.assign(item, { notes: longest(PLAN_TEXT_LIMITS.partDescription) });
  const file = join(tmpdir(), `longest-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(plan));
  return file;
}
