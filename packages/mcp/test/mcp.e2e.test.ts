/**
 * The MCP server as an assistant's client sees it: the MCP SDK's client over stdio, the server
 * process (`dist/main.js`) over @planner/sdk, the whole stack on loopback (the gateway's
 * end-to-end helper). Lists the tools, calls each, reads the resources, and a key without
 * the scope makes a write tool fail with the API's problem.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type FullStack, startFullStack, unlimitedWorkspace } from "../../../gateway/test/full-stack.js";

const MAIN = new URL("../dist/main.js", import.meta.url).pathname;
const TOOLS = [
  "chat_about_project",
  "export_plan_markdown",
  "generate_plan",
  "generate_tool",
  "get_project",
  "get_usage",
  "list_compliance_rules",
  "list_projects",
  "run_agent",
  "search_documents",
  "update_task",
];

interface Connected {
  client: Client;
  stderr: () => string;
  close: () => Promise<void>;
}

async function connect(full: FullStack, apiKey: string): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [MAIN],
    env: { PATH: process.env.PATH ?? "", PLANNER_API_KEY: apiKey, PLANNER_BASE_URL: full.base },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: "planner-mcp-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
}

describe("@planner/mcp over stdio against the stack", () => {
  let full: FullStack;
  let keys: { read: string; write: string; ai: string };
  let ai: Connected;
  let write: Connected;
  let read: Connected;
  const transcript: string[] = [];

  /** Calls a tool; records the call and its answer for the transcript. */
  async function call(connected: Connected, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const result = (await connected.client.callTool({ name, arguments: args })) as CallToolResult;
    transcript.push(`→ ${name} ${JSON.stringify(args)}`, `← ${result.isError ? "error " : ""}${textOf(result).slice(0, 600)}`);
    return result;
  }

  before(async () => {
    full = await startFullStack();
    ({ keys } = unlimitedWorkspace(full.stack, "MCP GmbH"));
    [ai, write, read] = await Promise.all([connect(full, keys.ai), connect(full, keys.write), connect(full, keys.read)]);
  });
  after(async () => {
    await Promise.all([ai, write, read].map((connected) => connected?.close()));
    await full?.stack.close();
  });

  it("lists every tool with a JSON Schema, marking the write tools", async () => {
    const { tools } = await ai.client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), TOOLS);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, "object", tool.name);
      assert.ok((tool.description ?? "").length > 40, `${tool.name} has a description`);
    }
    const writes = tools.filter((tool) => tool.annotations?.readOnlyHint === false).map((tool) => tool.name);
    assert.deepEqual(writes.sort(), ["generate_plan", "generate_tool", "run_agent", "update_task"]);
    const generate = tools.find((tool) => tool.name === "generate_plan");
    assert.deepEqual(generate?.inputSchema.required, ["description"]);
  });

  it("generates a plan and ticks a task off, then calls every other tool", async () => {
    const generated = await call(ai, "generate_plan", {
      description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem ein.",
      title: "Ticketsystem MCP",
      locale: "de",
    });
    assert.ok(!generated.isError, textOf(generated));
    const plan = JSON.parse(textOf(generated)) as { project: { id: string; title: string }; phases: { tasks: { id: string }[] }[] };
    assert.equal(plan.project.title, "Ticketsystem MCP");
    const projectId = plan.project.id;
    const taskId = plan.phases[0]?.tasks[0]?.id as string;

    const ticked = await call(write, "update_task", { task_id: taskId, checked: true });
    assert.ok(!ticked.isError, textOf(ticked));
    assert.equal(JSON.parse(textOf(ticked)).status, "done");

    const project = JSON.parse(textOf(await call(read, "get_project", { project_id: projectId, parts: ["tasks", "budget"] })));
    assert.equal(project.project.counts.tasks_done, 1);
    assert.ok(project.tasks.some((task: { id: string; checked: boolean }) => task.id === taskId && task.checked));
    assert.ok(project.budget.total > 0);

    const listed = JSON.parse(textOf(await call(read, "list_projects", { status: "active" })));
    assert.deepEqual(
      listed.data.map((item: { id: string }) => item.id),
      [projectId],
    );
    assert.match(textOf(await call(read, "export_plan_markdown", { project_id: projectId })), /- \[x\] /);
    const chat = JSON.parse(textOf(await call(ai, "chat_about_project", { project_id: projectId, message: "Wie hoch ist das Budget?" })));
    assert.ok(chat.answer.length > 0);
    const report = JSON.parse(textOf(await call(ai, "run_agent", { project_id: projectId, task: "status_report" })));
    assert.equal(report.result.progress.done, 1);
    assert.match(textOf(await call(ai, "generate_tool", { project_id: projectId, tool: "gantt" })), /```mermaid/);
    const swot = JSON.parse(textOf(await call(ai, "generate_tool", { project_id: projectId, tool: "swot", format: "json" })));
    assert.ok(Array.isArray(swot.result.strengths));
    const hits = JSON.parse(textOf(await call(read, "search_documents", { query: "Statusbericht", project_id: projectId })));
    assert.ok(Array.isArray(hits.data));
    const rules = JSON.parse(textOf(await call(read, "list_compliance_rules", { country: "DE", employees: 45, max: 5 })));
    assert.ok(rules.data.length > 0 && rules.data.length <= 5);
    assert.match(rules.data[0].resource, /^planner:\/\/compliance-rules\//);
    const usage = JSON.parse(textOf(await call(read, "get_usage", {})));
    assert.equal(usage.key.scope, "read");

    const everything = transcript.join("\n");
    for (const key of Object.values(keys)) assert.ok(!everything.includes(key), "no key in any answer");
    for (const connected of [ai, write, read]) for (const key of Object.values(keys)) assert.ok(!connected.stderr().includes(key));
  });

  it("a key without the scope gets the API's problem as the tool error", async () => {
    const refused = await call(read, "generate_plan", { description: "Wir führen in 3 Filialen ein neues Kassensystem ein." });
    assert.equal(refused.isError, true);
    const problem = JSON.parse(textOf(refused));
    assert.equal(problem.code, "insufficient_scope");
    assert.equal(problem.status, 403);
    assert.match(problem.request_id, /.+/);
    const tick = await call(ai, "update_task", { task_id: "tsk_whatever", checked: true });
    assert.equal(tick.isError, true);
    assert.equal(JSON.parse(textOf(tick)).code, "insufficient_scope");
    const missing = await call(read, "get_project", { project_id: "prj_does_not_exist" });
    assert.equal(JSON.parse(textOf(missing)).code, "not_found");
  });

  it("serves a project's Markdown plan and the compliance rule texts as resources", async () => {
    const templates = await read.client.listResourceTemplates();
    assert.deepEqual(templates.resourceTemplates.map((template) => template.uriTemplate).sort(), [
      "planner://compliance-rules/{id}",
      "planner://projects/{id}/plan.md",
    ]);
    const { resources } = await read.client.listResources();
    const plan = resources.find((resource) => resource.uri.endsWith("/plan.md"));
    assert.ok(plan, "the project's plan is listed");
    const planText = await read.client.readResource({ uri: plan.uri });
    assert.match(String((planText.contents[0] as { text?: string } | undefined)?.text), /^# /);
    const rule = resources.find((resource) => resource.uri.startsWith("planner://compliance-rules/"));
    assert.ok(rule, "the rules are listed");
    const ruleText = await read.client.readResource({ uri: rule.uri });
    assert.match(String((ruleText.contents[0] as { text?: string } | undefined)?.text), /## Pflichten/);
  });

  it("serves the same tools over Streamable HTTP with --http", async () => {
    const child = spawn(process.execPath, [MAIN, "--http"], {
      env: { PATH: process.env.PATH ?? "", PLANNER_API_KEY: keys.read, PLANNER_BASE_URL: full.base, PLANNER_MCP_PORT: "0" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    try {
      let stderr = "";
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address: ${stderr}`)), 15_000);
        child.stderr.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
          const found = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr)?.[1];
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        });
      });
      const client = new Client({ name: "planner-mcp-http-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      assert.deepEqual((await client.listTools()).tools.map((tool) => tool.name).sort(), TOOLS);
      const usage = (await client.callTool({ name: "get_usage", arguments: {} })) as CallToolResult;
      assert.equal(JSON.parse(textOf(usage)).key.scope, "read");
      await client.close();
      assert.ok(!stderr.includes(keys.read));
    } finally {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    }
  });

  after(() => {
    if (process.env.PLANNER_MCP_TRANSCRIPT) process.stderr.write(`${transcript.join("\n")}\n`);
  });
});
