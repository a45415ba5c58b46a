/**
 * Hostile-input battery: starts the whole product on its own database, events stream and Redis
 * prefix, creates two tenants with keys of every scope, and throws hostile requests at every
 * field of every operation of the OpenAPI document, webhook URL forms, cross-tenant ids and
 * cursors, wrong scopes, revoked keys, large, deep and malformed bodies, wrong content types,
 * invalid UTF-8 and odd paths. It prints the figures and exits 1 when any answer is a 5xx, an
 * error outside problem+json, a cross-tenant read, a scope or revocation mismatch, an SSRF
 * verdict other than expected, or an answer the document does not describe.
 *
 *   node --import tsx load-tests/hostile-battery.ts
 *
 * Webhook receivers are loopback addresses (the stack allows 127.0.0.0/8) or names under the
 * reserved `.test` and `.invalid` domains; subscriptions of other URL forms live in a third,
 * quiet workspace that nothing writes to (so it has no events) and are deleted at once. The
 * battery dials nothing but the stack on loopback.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import fc from "fast-check";
import { scopeGrants } from "../gateway/src/accounts/plans.js";
import { loadApiDocument, type Operation } from "../gateway/src/openapi/operations.js";
import { DEMO_PLAN, type KeyScope, startFullStack, unlimitedWorkspace } from "../gateway/test/full-stack.js";
import { OPENAPI_FILE, ResponseValidator } from "../gateway/test/harness.js";
import {
  type Field,
  fieldsOf,
  hostileValue,
  LOOPBACK_HOOK_URL,
  requestTarget,
  type SampleIds,
  spoil,
  validRequest,
} from "../gateway/test/hostile-values.js";
import { WEBHOOK_URL_FORMS } from "./hostile-url-forms.js";

const RUNS_PER_FIELD = Number(process.env.HOSTILE_RUNS_PER_FIELD ?? 24);
const SEED = Number(process.env.HOSTILE_SEED ?? 19);
const CONCURRENCY = Number(process.env.HOSTILE_CONCURRENCY ?? 4);

interface Tenant {
  name: "A" | "B";
  workspace: string;
  keys: Record<KeyScope, string>;
  ids: SampleIds;
  /** Every id of this tenant's data: seen in another tenant's answer, it is a leak. */
  secrets: Set<string>;
}

interface Answer {
  status: number;
  type: string;
  text: string;
  headers: Headers;
  ms: number;
  json: Record<string, unknown>;
}

/** The figures of the run; `findings` holds the first examples of each kind of defect. */
const tally = {
  requests: 0,
  generatedInputs: 0,
  webhookUrlForms: 0,
  byStatus: new Map<number, number>(),
  byPhase: new Map<string, number>(),
  connectionErrors: 0,
  serverErrors: 0,
  notProblemJson: 0,
  crossTenantLeaks: 0,
  scopeMismatches: 0,
  revocationMismatches: 0,
  ssrfMismatches: 0,
  unvettedDestinations: 0,
  expectationMismatches: 0,
  contractMismatches: 0,
  maxLatencyMs: 0,
  maxLatencyRequest: "",
  latencies: [] as number[],
  findings: new Map<string, string[]>(),
};

function finding(kind: string, text: string): void {
  const list = tally.findings.get(kind) ?? [];
  if (list.length < 8) list.push(text.slice(0, 400));
  tally.findings.set(kind, list);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
const validator = new ResponseValidator();
let base = "";
let phase = "setup";

interface RawRequest {
  method: string;
  /** Path and query after /api/v1, sent byte for byte. */
  target: string;
  key?: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string;
  /** Whose key sends it: another tenant's ids in the answer are a leak. */
  tenant?: Tenant;
  /** Ids sent in the request itself (an error may echo them). */
  sent?: string[];
  /** On a connection of its own: a body that disagrees with its length must not spoil the next request. */
  fresh?: boolean;
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return headers;
}

let tenants: Tenant[] = [];

/** Sends one request and checks what every answer must be: below 500, problem+json when an error, described by the document. */
async function send(request: RawRequest): Promise<Answer | undefined> {
  const headers: Record<string, string | string[]> = { ...request.headers };
  if (request.key) headers.authorization = `Bearer ${request.key}`;
  const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
  if (body && headers["content-length"] === undefined && headers["transfer-encoding"] === undefined)
    headers["content-length"] = String(body.length);
  const url = `${base}${request.target}`;
  const where = `${phase}: ${request.method} ${request.target.slice(0, 160)}`;
  const started = performance.now();
  tally.requests += 1;
  const group = phase.split(":")[0] ?? phase;
  tally.byPhase.set(group, (tally.byPhase.get(group) ?? 0) + 1);
  let answer: Answer;
  try {
    answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(url, { method: request.method, headers, agent: request.fresh ? false : agent });
      outgoing.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const type = String(response.headers["content-type"] ?? "");
          let json: Record<string, unknown> = {};
          try {
            if (type.includes("json") && text) json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // judged below as an answer the document does not describe
          }
          resolve({
            status: response.statusCode ?? 0,
            type,
            text,
            headers: toHeaders(response.headers),
            ms: performance.now() - started,
            json,
          });
        });
        response.on("error", reject);
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  } catch (error) {
    tally.connectionErrors += 1;
    finding("connection error", `${where}: ${(error as Error).message}`);
    return undefined;
  }
  tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
  tally.latencies.push(answer.ms);
  if (answer.ms > tally.maxLatencyMs) {
    tally.maxLatencyMs = answer.ms;
    tally.maxLatencyRequest = where;
  }
  if (answer.status >= 500) {
    tally.serverErrors += 1;
    finding("5xx", `${where}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  // A HEAD answer has no body by definition: only its status is judged.
  const head = request.method === "HEAD";
  if (!head && answer.status >= 400 && (!/^application\/problem\+json/.test(answer.type) || typeof answer.json.code !== "string")) {
    tally.notProblemJson += 1;
    finding("error outside problem+json", `${where}: ${answer.status} ${answer.type} ${answer.text.slice(0, 200)}`);
  }
  try {
    if (!head) validator.check(request.method, url, answer.status, answer.type, answer.text, answer.headers);
  } catch (error) {
    tally.contractMismatches += 1;
    finding("answer not described by the document", `${where}: ${(error as Error).message}`);
  }
  if (request.tenant) {
    const sent = new Set(request.sent ?? []);
    for (const other of tenants) {
      if (other === request.tenant) continue;
      const leaked = [...other.secrets].find((id) => !sent.has(id) && !request.target.includes(id) && answer.text.includes(id));
      if (leaked) {
        tally.crossTenantLeaks += 1;
        finding("cross-tenant leak", `${where} with ${request.tenant.name}'s key shows ${other.name}'s ${leaked}`);
      }
    }
  }
  return answer;
}

function expect(kind: string, ok: boolean, text: string): void {
  if (ok) return;
  if (kind === "scope") tally.scopeMismatches += 1;
  else if (kind === "revocation") tally.revocationMismatches += 1;
  else if (kind === "ssrf") tally.ssrfMismatches += 1;
  else if (kind === "cross-tenant") tally.crossTenantLeaks += 1;
  else tally.expectationMismatches += 1;
  finding(`${kind} mismatch`, text);
}

const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { "content-type": "application/json" } });

async function pool<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await run(item);
      }
    }),
  );
}

function keyFor(tenant: Tenant, operation: Operation): string {
  return tenant.keys[operation.scope as KeyScope] ?? tenant.keys.read;
}

/** The subscription's id when the answer created one; deleted at once so that no event ever reaches it. */
async function deleteIfCreated(answer: Answer | undefined, key: string, tenant?: Tenant): Promise<void> {
  if (answer?.status !== 201 || typeof answer.json.id !== "string") return;
  const url = String(answer.json.url ?? "");
  if (!isVettedDestination(url)) {
    tally.unvettedDestinations += 1;
    finding("subscription to a destination outside loopback, .test and .invalid", url);
  }
  await send({ method: "DELETE", target: `/webhooks/${answer.json.id}`, key, ...(tenant ? { tenant } : {}) });
}

/** Loopback literals and the reserved `.test` and `.invalid` names: nothing else may ever be subscribed. */
function isVettedDestination(raw: string): boolean {
  try {
    const host = new URL(raw).hostname;
    return /^127\.\d+\.\d+\.\d+$/.test(host) || /\.(test|invalid)$/.test(host);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------

async function fieldsPhase(operations: Operation[]): Promise<void> {
  phase = "hostile fields";
  const jobs: { operation: Operation; field: Field; value: unknown; tenant: Tenant }[] = [];
  let index = 0;
  for (const operation of operations) {
    for (const field of fieldsOf(operation)) {
      const tenant = tenants[index++ % 2] as Tenant;
      const generated = fc.sample(hostileValue, { numRuns: RUNS_PER_FIELD, seed: SEED + index });
      for (const value of [...field.examples, ...generated]) jobs.push({ operation, field, value, tenant });
    }
  }
  tally.generatedInputs = jobs.length;
  await pool(jobs, async ({ operation, field, value, tenant }) => {
    const request = spoil(validRequest(operation, tenant.ids), field, value);
    const key = keyFor(tenant, operation);
    const answer = await send({
      method: operation.method,
      target: requestTarget(operation, request),
      key,
      tenant,
      ...(request.body ? json(request.body) : {}),
    });
    if (operation.id === "createWebhook") await deleteIfCreated(answer, key, tenant);
  });
}

async function urlFormsPhase(quietWriteKey: string): Promise<void> {
  phase = "webhook URL forms";
  tally.webhookUrlForms = WEBHOOK_URL_FORMS.length;
  for (const form of WEBHOOK_URL_FORMS) {
    const answer = await send({
      method: "POST",
      target: "/webhooks",
      key: quietWriteKey,
      ...json({ url: form.url, events: ["task.created"] }),
    });
    if (!answer) continue;
    const verdict = answer.status === 201 ? "accept" : "refuse";
    if (answer.status !== 201) expect("ssrf", answer.status === 400, `${form.url}: ${answer.status} ${answer.text.slice(0, 200)}`);
    if (form.expect !== "either")
      expect("ssrf", verdict === form.expect, `${form.url} (${form.why}): expected ${form.expect}, got ${answer.status}`);
    await deleteIfCreated(answer, quietWriteKey);
  }
}

async function crossTenantPhase(operations: Operation[]): Promise<void> {
  phase = "cross-tenant ids";
  for (const [reader, owner] of [tenants, [...tenants].reverse()] as [Tenant, Tenant][]) {
    for (const operation of operations.filter((candidate) => /\{id\}/.test(candidate.path))) {
      const enums = Object.entries(operation.pathEnums);
      const variants = enums.length ? (enums[0]?.[1] ?? []).map((value) => ({ [enums[0]?.[0] as string]: value })) : [{}];
      for (const variant of variants) {
        const request = validRequest(operation, owner.ids);
        Object.assign(request.params, variant);
        const answer = await send({
          method: operation.method,
          target: requestTarget(operation, request),
          key: keyFor(reader, operation),
          tenant: reader,
          sent: [...owner.secrets],
          ...(request.body ? json(request.body) : {}),
        });
        expect(
          "cross-tenant",
          answer?.status === 404 && answer.json.code === "not_found",
          `${reader.name}'s key on ${owner.name}'s ${operation.method} ${requestTarget(operation, request)}: ${answer?.status} ${answer?.text.slice(0, 200)}`,
        );
      }
    }
    // The owner's subscription survived the other tenant's DELETE.
    const hooks = await send({ method: "GET", target: "/webhooks", key: owner.keys.read, tenant: owner });
    expect(
      "cross-tenant",
      hooks?.text.includes(owner.ids.webhook) ?? false,
      `${owner.name}'s subscription gone after ${reader.name}'s DELETE`,
    );
  }

  phase = "cross-tenant cursors";
  const lists = (tenant: Tenant) => [
    "/projects?limit=1",
    // (budget is one object, not a list: it takes no cursor)
    ...["phases", "tasks", "risks", "compliance", "stakeholders", "documents"].map(
      (part) => `/projects/${tenant.ids.project}/${part}?limit=1`,
    ),
    "/documents?limit=1",
    "/webhooks?limit=1",
    "/ai/agents?limit=1",
    "/compliance-rules?country=CH&limit=1",
    "/project-templates?limit=1",
  ];
  for (const [reader, owner] of [tenants, [...tenants].reverse()] as [Tenant, Tenant][]) {
    const ownerLists = lists(owner);
    const readerLists = lists(reader);
    for (const [position, list] of ownerLists.entries()) {
      const page = await send({ method: "GET", target: list, key: owner.keys.read, tenant: owner });
      const cursor = page?.json.next_cursor;
      if (typeof cursor !== "string") continue;
      // The same list in the reader's workspace, and a different list of the owner's own.
      const swaps: [string, Tenant][] = [
        [readerLists[position] as string, reader],
        [ownerLists[(position + 1) % ownerLists.length] as string, owner],
      ];
      for (const [target, tenant] of swaps) {
        const answer = await send({
          method: "GET",
          target: `${target}&cursor=${encodeURIComponent(cursor)}`,
          key: tenant.keys.read,
          tenant,
        });
        expect(
          tenant === owner ? "cursor" : "cross-tenant",
          answer?.status === 400 && answer.json.code === "invalid_cursor",
          `${owner.name}'s cursor of ${list} on ${tenant.name}'s ${target}: ${answer?.status} ${answer?.text.slice(0, 200)}`,
        );
      }
    }
  }
}

async function scopePhase(operations: Operation[], stack: Awaited<ReturnType<typeof startFullStack>>["stack"]): Promise<void> {
  phase = "scopes";
  for (const tenant of tenants) {
    for (const operation of operations.filter((candidate) => candidate.authenticated)) {
      for (const scope of ["read", "write", "ai"] as KeyScope[]) {
        const ids = { ...tenant.ids };
        if (operation.id === "deleteWebhook") {
          const made = await send({
            method: "POST",
            target: "/webhooks",
            key: tenant.keys.write,
            tenant,
            ...json({ url: LOOPBACK_HOOK_URL, events: ["*"] }),
          });
          ids.webhook = String(made?.json.id);
        }
        const request = validRequest(operation, ids);
        const answer = await send({
          method: operation.method,
          target: requestTarget(operation, request),
          key: tenant.keys[scope],
          tenant,
          ...(request.body ? json(request.body) : {}),
        });
        const allowed = scopeGrants(scope, operation.scope);
        const refused = answer?.status === 403 && answer.json.code === "insufficient_scope";
        expect(
          "scope",
          allowed ? (answer?.status ?? 0) < 400 : refused,
          `${scope} key on ${operation.id}: ${answer?.status} ${answer?.text.slice(0, 200)}`,
        );
        if (operation.id === "createWebhook") await deleteIfCreated(answer, tenant.keys.write, tenant);
        if (operation.id === "deleteWebhook" && answer?.status !== 204)
          await send({ method: "DELETE", target: `/webhooks/${ids.webhook}`, key: tenant.keys.write, tenant });
      }
    }
  }

  phase = "revocation";
  const probes = ["/usage", "/projects", `/projects/TENANT`, "/webhooks", "/documents"];
  for (const tenant of tenants) {
    for (const scope of ["read", "write", "ai"] as KeyScope[]) {
      const created = stack.admin(["key", "create", "--workspace", tenant.workspace, "--scope", scope]) as { id: string; key: string };
      const before = await send({ method: "GET", target: "/usage", key: created.key, tenant });
      expect("revocation", before?.status === 200, `fresh ${scope} key: ${before?.status}`);
      stack.admin(["key", "revoke", "--id", created.id]);
      for (const probe of probes) {
        const answer = await send({ method: "GET", target: probe.replace("TENANT", tenant.ids.project), key: created.key, tenant });
        expect("revocation", answer?.status === 401, `revoked ${scope} key on ${probe}: ${answer?.status}`);
      }
      const write = await send({
        method: "PATCH",
        target: `/tasks/${tenant.ids.task}`,
        key: created.key,
        tenant,
        ...json({ checked: false }),
      });
      expect("revocation", write?.status === 401, `revoked ${scope} key on PATCH: ${write?.status}`);
    }
  }
}

async function bodiesPhase(tenant: Tenant): Promise<void> {
  phase = "bodies, content types, encodings";
  const targets = [
    { method: "POST", target: "/documents/search", key: tenant.keys.read },
    { method: "POST", target: "/webhooks", key: tenant.keys.write },
    { method: "PATCH", target: `/tasks/${tenant.ids.task}`, key: tenant.keys.write },
    { method: "POST", target: "/ai/generate-plan", key: tenant.keys.ai },
    { method: "POST", target: `/ai/projects/${tenant.ids.project}/chat`, key: tenant.keys.ai },
  ];
  const depth = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
  const bodies: [string, Buffer | string][] = [
    ["2 MB string member", JSON.stringify({ query: "x".repeat(2_000_000), url: "x", message: "x", description: "x" })],
    ["12 MB body", Buffer.alloc(12_000_000, 0x20)],
    ["100,000 nested arrays", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
    ["5,000 nested objects", depth(5_000)],
    ["64 nested objects", depth(64)],
    ["30,000 unknown members", JSON.stringify(Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`m${i}`, i])))],
    ["50,000 array items", JSON.stringify({ events: Array.from({ length: 50_000 }, () => "nope"), query: ["x"], checked: [1] })],
    ["open brace", "{"],
    ["missing value", '{"a":}'],
    ["trailing comma", '{"query":"x",}'],
    ["single quotes", "{'query':'x'}"],
    ["two documents", '{"query":"x"}{"query":"y"}'],
    ["bare string", '"x"'],
    ["number", "123"],
    ["null", "null"],
    ["array", "[]"],
    ["true", "true"],
    ["empty", ""],
    ["whitespace", " \n\t "],
    ["BOM", "\ufeff{}"],
    ["NaN", '{"desired_timeline_weeks":NaN}'],
    ["1e999", '{"desired_timeline_weeks":1e999,"limit":1e999}'],
    ["__proto__", '{"__proto__":{"polluted":1},"query":"x"}'],
    ["constructor.prototype", '{"constructor":{"prototype":{"polluted":1}}}'],
    ["duplicate keys", '{"checked":true,"checked":"x","query":"a","query":1}'],
    ["comment", '{/*x*/"query":"x"}'],
    ["unescaped control", '{"query":"a\u0001b"}'],
    ["escaped NUL", '{"query":"a\\u0000b","description":"a\\u0000b","message":"a\\u0000b"}'],
    ["lone surrogate escape", '{"query":"\\ud800","description":"\\udfff","message":"\\ud800x"}'],
    ["invalid UTF-8 0xff", Buffer.concat([Buffer.from('{"query":"a'), Buffer.from([0xff]), Buffer.from('"}')])],
    ["overlong UTF-8 slash", Buffer.concat([Buffer.from('{"query":"a'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')])],
    ["UTF-8 encoded surrogate", Buffer.concat([Buffer.from('{"message":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')])],
    ["truncated UTF-8", Buffer.concat([Buffer.from('{"description":"'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')])],
    ["UTF-16LE", Buffer.from('{"query":"x"}', "utf16le")],
    ["latin1 umlaut", Buffer.from('{"query":"Gr\u00fcn"}', "latin1")],
  ];
  for (const target of targets) {
    for (const [label, body] of bodies) {
      phase = `bodies: ${label}`;
      const answer = await send({
        ...target,
        tenant,
        body,
        headers: { "content-type": "application/json" },
        fresh: body.length > 1_000_000,
      });
      if (target.target === "/webhooks") await deleteIfCreated(answer, tenant.keys.write, tenant);
    }
  }
  const valid =
    '{"query":"Stammdaten","checked":true,"url":"https://127.0.0.1:9/h","events":["*"],"message":"Hallo","description":"Ein Plan für ein Ticketsystem im Kundendienst"}';
  const contentTypes = [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "application/json; charset=latin1",
    "application/json; charset=utf-16",
    "application/merge-patch+json",
    "application/json-seq",
    "application/jsonx",
    "APPLICATION/JSON",
    "application/json, text/plain",
    "*/*",
    "application/json; charset=utf-8; charset=ascii",
    "application/json;;",
    "",
  ];
  phase = "content types and encodings";
  for (const target of targets) {
    for (const type of contentTypes) {
      const answer = await send({ ...target, tenant, body: valid, headers: type ? { "content-type": type } : {} });
      if (target.target === "/webhooks") await deleteIfCreated(answer, tenant.keys.write, tenant);
    }
    const noType = await send({ ...target, tenant, body: valid });
    if (target.target === "/webhooks") await deleteIfCreated(noType, tenant.keys.write, tenant);
    for (const encoding of ["gzip", "br", "deflate", "x-unknown"]) {
      await send({ ...target, tenant, body: valid, headers: { "content-type": "application/json", "content-encoding": encoding } });
    }
    await send({ ...target, tenant, body: valid, headers: { "content-type": "application/json", "content-length": "5" }, fresh: true });
    await send({ ...target, tenant, body: valid, headers: { "content-type": "application/json", expect: "nothing-known" } });
  }
}

async function pathsAndHeadersPhase(tenant: Tenant): Promise<void> {
  phase = "odd paths, methods and headers";
  const key = tenant.keys.write;
  const project = tenant.ids.project;
  const paths = [
    "/projects/",
    "//projects",
    "/projects//",
    "/projects/../usage",
    "/projects/%2e%2e/usage",
    "/projects%2F..%2Fusage",
    "/PROJECTS",
    "/projects;x=1",
    "/projects?limit=1&limit=2",
    "/projects?cursor=&cursor=a",
    "/projects?%ff=1",
    "/projects?limit=%ff",
    "/projects?limit=-1",
    "/projects?limit=1e3",
    "/projects?limit=00001",
    "/projects?__proto__=1",
    "/projects?constructor[prototype]=1",
    "/projects?a[b]=1",
    "/projects/%00",
    "/projects/%",
    "/projects/%zz",
    "/projects/%c0%af",
    "/projects/%ed%a0%80",
    "/projects/*",
    "/projects/{id}",
    `/projects/${"a".repeat(5_000)}`,
    `/projects/${project}/${"b".repeat(20_000)}`,
    `/projects/${project}/tasks/`,
    `/projects/${project}/unknown`,
    `/projects/${project}/export?format=pdf`,
    `/projects/${project}/export?format=markdown&format=json`,
    `/projects/${project.toUpperCase()}`,
    `/projects/${project}%20`,
    `/projects/%20${project}`,
    "/projects/%C3%BC",
    "/tasks",
    "/tasks/",
    "/webhooks/",
    "/ai",
    "/ai/projects",
    "/%2e/projects",
    "/./projects",
    "/usage/..",
    "/openapi?x=%00",
    "/usage?x=%00",
    "/usage?x=%ed%a0%80",
    `/ai/projects/${project}/tools/${"t".repeat(300)}`,
  ];
  for (const path of paths) await send({ method: "GET", target: path, key, tenant });
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "HEAD"]) {
    for (const path of ["/projects", `/projects/${project}`, "/usage", "/webhooks/"]) {
      await send({ method, target: path, key, tenant });
    }
  }
  const authorizations: (string | string[])[] = [
    "Bearer",
    "Bearer ",
    `Bearer  ${tenant.keys.read}`,
    `bearer ${tenant.keys.read}`,
    `Bearer ${tenant.keys.read} `,
    `Bearer ${tenant.keys.read}x`,
    `Bearer ${tenant.keys.read.slice(0, -1)}`,
    `Basic ${Buffer.from(`${tenant.keys.read}:`).toString("base64")}`,
    `Token ${tenant.keys.read}`,
    `Bearer ${"k".repeat(4_000)}`,
    [`Bearer ${tenant.keys.read}`, `Bearer ${tenant.keys.write}`],
  ];
  for (const authorization of authorizations) {
    for (const path of ["/usage", `/projects/${project}`, `/projects/${"x".repeat(300)}`]) {
      await send({ method: "GET", target: path, tenant, headers: { authorization } });
    }
  }
  const accepts = [
    "text/markdown;q=0",
    "text/markdown;q=abc",
    "*/*;q=0",
    "application/xml",
    "text/markdown;q=0.5, application/json;q=0.9",
    "text/markdown, application/json;q=0",
    "text/*",
    `${"text/plain, ".repeat(500)}application/json`,
    "",
  ];
  for (const accept of accepts) {
    await send({ method: "GET", target: `/projects/${project}/export?format=markdown`, key, tenant, headers: { accept } });
    await send({
      method: "POST",
      target: `/ai/projects/${project}/chat`,
      key: tenant.keys.ai,
      tenant,
      body: JSON.stringify({ message: "Status?" }),
      headers: { accept, "content-type": "application/json" },
    });
  }
  for (const path of ["/openapi", "/usage", `/projects/${project}`]) {
    await send({ method: "GET", target: path, key, tenant, headers: { expect: "nothing-known" } });
    await send({ method: "GET", target: path, key, tenant, headers: { "x-big": "h".repeat(70_000) } });
  }
  for (const idempotencyKey of ["", " ", "x".repeat(300), "a,b", "\t"]) {
    await send({
      method: "PATCH",
      target: `/tasks/${tenant.ids.task}`,
      key,
      tenant,
      ...json({ checked: true }),
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    });
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const startedAt = performance.now();
  // Limits the run cannot reach: every answer is decided by the input (the failed-authentication
  // limit would otherwise answer the revocation checks with 429).
  const full = await startFullStack({ RATE_LIMIT: "1000000", AUTH_FAILURE_LIMIT: "1000000" });
  base = full.base;
  const { stack } = full;
  const operations = loadApiDocument(OPENAPI_FILE).operations;
  try {
    const makeTenant = async (name: "A" | "B"): Promise<Tenant> => {
      const { workspace, keys } = unlimitedWorkspace(stack, `Battery ${name} GmbH`);
      const secrets = new Set<string>([workspace]);
      let ids: SampleIds | undefined;
      for (let copy = 0; copy < 2; copy++) {
        const imported = stack.admin(["project", "import", "--workspace", workspace, "--file", DEMO_PLAN]) as {
          project: { id: string };
          phases: { id: string; tasks: { id: string }[] }[];
        };
        secrets.add(imported.project.id);
        for (const phaseOf of imported.phases) {
          secrets.add(phaseOf.id);
          for (const task of phaseOf.tasks) secrets.add(task.id);
        }
        ids ??= { project: imported.project.id, task: imported.phases[0]?.tasks[0]?.id as string, webhook: "" };
      }
      const tenant: Tenant = { name, workspace, keys, ids: ids as SampleIds, secrets };
      for (let hook = 0; hook < 2; hook++) {
        const made = await send({
          method: "POST",
          target: "/webhooks",
          key: keys.write,
          ...json({ url: LOOPBACK_HOOK_URL, events: ["*"] }),
        });
        if (made?.status !== 201) throw new Error(`tenant ${name}: subscription not created: ${made?.status} ${made?.text}`);
        secrets.add(String(made.json.id));
        tenant.ids.webhook ||= String(made.json.id);
      }
      return tenant;
    };
    tenants = [await makeTenant("A"), await makeTenant("B")];
    const quiet = stack.admin(["workspace", "create", "--name", "Battery URL forms", "--plan", "enterprise", "--api-quota", "1000000"])
      .id as string;
    const quietWriteKey = stack.admin(["key", "create", "--workspace", quiet, "--scope", "write"]).key as string;

    await urlFormsPhase(quietWriteKey);
    await fieldsPhase(operations);
    await crossTenantPhase(operations);
    await scopePhase(operations, stack);
    for (const tenant of tenants) {
      await bodiesPhase(tenant);
      await pathsAndHeadersPhase(tenant);
    }
  } finally {
    agent.destroy();
    await stack.close();
  }
  report((performance.now() - startedAt) / 1000);
}

function report(seconds: number): void {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  const lines = [
    `hostile-input battery: ${tally.requests} requests in ${seconds.toFixed(0)} s (seed ${SEED}, ${RUNS_PER_FIELD} generated values per field)`,
    `generated inputs: ${tally.generatedInputs}; webhook URL forms: ${tally.webhookUrlForms}; tenants: ${tenants.length}`,
    `by phase: ${[...tally.byPhase].map(([name, count]) => `${name} ${count}`).join(", ")}`,
    `by status: ${[...tally.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")}`,
    `latency ms: p50 ${at(0.5)}, p99 ${at(0.99)}, max ${tally.maxLatencyMs.toFixed(0)} (${tally.maxLatencyRequest.slice(0, 120)})`,
    `5xx: ${tally.serverErrors}`,
    `errors outside problem+json: ${tally.notProblemJson}`,
    `cross-tenant leaks: ${tally.crossTenantLeaks}`,
    `scope mismatches: ${tally.scopeMismatches}`,
    `revocation mismatches: ${tally.revocationMismatches}`,
    `SSRF verdict mismatches: ${tally.ssrfMismatches}`,
    `subscriptions outside loopback/.test/.invalid: ${tally.unvettedDestinations}`,
    `other expectation mismatches (same-tenant cursor swaps): ${tally.expectationMismatches}`,
    `answers not described by the OpenAPI document: ${tally.contractMismatches}`,
    `connection errors: ${tally.connectionErrors}`,
  ];
  for (const [kind, examples] of tally.findings) {
    lines.push(`-- ${kind}:`);
    for (const example of examples) lines.push(`   ${example}`);
  }
  console.log(lines.join("\n"));
  const failed =
    tally.serverErrors +
    tally.notProblemJson +
    tally.crossTenantLeaks +
    tally.scopeMismatches +
    tally.revocationMismatches +
    tally.ssrfMismatches +
    tally.unvettedDestinations +
    tally.expectationMismatches +
    tally.contractMismatches;
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
