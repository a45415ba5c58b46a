/**
 * The AI operations end to end: gateway process → AI service process → compliance and
 * project service processes → Postgres and JetStream. Every answer is checked against the
 * OpenAPI document by the harness.
 */
import assert from "node:assert/strict";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { connectNats, createLogger, type EventEnvelope } from "@planner/shared";
import { readStream, testEventsNames } from "@planner/shared/testing";
import { type ApiResponse, apiClient, TestStack } from "./harness.js";

const SEED = {
  description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden ein neues Ticketsystem für den Kundenservice ein.",
  title: "Ticketsystem 2027",
  desired_timeline_weeks: 12,
  locale: "de",
};

interface PlanBody {
  project: { id: string; title: string; locale: string; country: string; industry: string; company_size: string; timeline_weeks: number };
  phases: { id: string; tasks: { id: string; title: string }[] }[];
  risks: { id: string }[];
  budget: { currency: string; total: number; lines: unknown[] };
  compliance: { rule_id: string; notes: string | null }[];
  stakeholders: unknown[];
  engine: string;
  model: string;
}

describe("AI operations through the whole path", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let ai: string;
  let read: string;
  let write: string;
  let workspaceId: string;
  let otherAi: string;
  let events: { stream: string; subjectPrefix: string };
  let gatewayPort: number;
  let projectChild: Awaited<ReturnType<TestStack["start"]>>["child"];
  let seeded: PlanBody;

  const usage = async (key: string) =>
    (await api("GET", "/usage", { key })).json as { api_calls: { used: number }; ai_calls: { used: number; limit: number } };

  before(async () => {
    events = testEventsNames();
    await stack.init({ EVENTS_STREAM: events.stream, EVENTS_SUBJECT_PREFIX: events.subjectPrefix });
    const ports = { GRPC_PORT: "0", MANAGEMENT_PORT: "0" };
    const [project, compliance] = await Promise.all([
      stack.start("services/project/dist/main.js", ports),
      // The library evaluates as of a fixed day, so what is upcoming does not drift with the calendar.
      stack.start("services/compliance/dist/main.js", { ...ports, EVALUATION_DATE: "2026-11-26" }),
    ]);
    projectChild = project.child;
    stack.env.PROJECT_SERVICE_ADDR = `127.0.0.1:${project.grpcPort}`;
    stack.env.COMPLIANCE_SERVICE_ADDR = `127.0.0.1:${compliance.grpcPort}`;
    const aiService = await stack.start("services/ai/dist/main.js", ports);
    stack.env.AI_SERVICE_ADDR = `127.0.0.1:${aiService.grpcPort}`;
    const gateway = await stack.start("gateway/dist/main.js", { PORT: "0", MANAGEMENT_PORT: "0" });
    gatewayPort = gateway.port;
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    workspaceId = stack.admin(["workspace", "create", "--name", "Brauerei Elbtal", "--plan", "max"]).id as string;
    ai = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "ai"]).key as string;
    read = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "read"]).key as string;
    write = stack.admin(["key", "create", "--workspace", workspaceId, "--scope", "write"]).key as string;
    const other = stack.admin(["workspace", "create", "--name", "Andere AG", "--plan", "max"]).id as string;
    otherAi = stack.admin(["key", "create", "--workspace", other, "--scope", "ai"]).key as string;
    // The seed's own body, plus the extra members a no-code platform sends.
    const response = await api("POST", "/ai/generate-plan", { key: ai, body: { ...SEED, zapier_meta: { step: 3 }, id: "ignored" } });
    assert.equal(response.status, 201, response.text);
    seeded = response.json as unknown as PlanBody;
  });
  after(() => stack.close());

  it("generate-plan accepts the seed's body: 201, Location, the title as sent, the same plan that GET and the export show", async () => {
    const plan = seeded;
    assert.equal(plan.project.title, "Ticketsystem 2027");
    assert.equal(plan.project.locale, "de");
    assert.equal(plan.project.country, "DE");
    assert.equal(plan.project.industry, "food", "a brewery is food");
    assert.equal(plan.project.company_size, "small", "45 Mitarbeitende");
    assert.equal(plan.project.timeline_weeks, 12);
    assert.equal(plan.engine, "builtin");
    assert.ok(plan.model.length > 0);
    assert.ok(plan.phases.length >= 4 && plan.phases.length <= 7);
    assert.ok(plan.risks.length >= 5);
    assert.equal(plan.budget.currency, "EUR");
    assert.ok(plan.stakeholders.length >= 3);
    assert.ok(plan.compliance.length > 0);
    const stored = await api("GET", `/projects/${plan.project.id}`, { key: read });
    assert.equal(stored.status, 200);
    assert.equal(stored.json.title, "Ticketsystem 2027");
    const tasks = await api("GET", `/projects/${plan.project.id}/tasks?limit=100`, { key: read });
    assert.deepEqual(
      (tasks.json.data as { id: string }[]).map((task) => task.id),
      plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id)),
    );
    const exported = await api("GET", `/projects/${plan.project.id}/export?format=markdown`, { key: read });
    assert.ok(exported.text.includes("Ticketsystem 2027"));
    assert.ok(exported.text.includes(plan.phases[0]?.tasks[0]?.title ?? "—"));
  });

  it("answers 201 with Location and the regional locale; a Swiss plan is in CHF", async () => {
    const austrian = await api("POST", "/ai/generate-plan", {
      key: ai,
      body: { description: "Eine Skischule in Innsbruck führt ein Online-Buchungssystem für Kurse ein.", locale: "de-AT" },
    });
    assert.equal(austrian.status, 201, austrian.text);
    const plan = austrian.json as unknown as PlanBody;
    assert.equal(austrian.headers.get("location"), `/api/v1/projects/${plan.project.id}`);
    assert.equal(plan.project.locale, "de-AT");
    assert.equal(plan.project.country, "AT");
    assert.equal(plan.project.industry, "hospitality");
    const swiss = await api("POST", "/ai/generate-plan", {
      key: ai,
      body: { description: "A dental lab in Luzern with 12 employees introduces a new order management system within 15 weeks." },
    });
    assert.equal(swiss.status, 201, swiss.text);
    const swissPlan = swiss.json as unknown as PlanBody;
    assert.equal(swissPlan.project.country, "CH");
    assert.equal(swissPlan.project.locale, "en");
    assert.equal(swissPlan.project.timeline_weeks, 15);
    assert.equal(swissPlan.budget.currency, "CHF");
    // EU law reaches a Swiss company only through its EU-market activity: open with that question, never "applies".
    for (const item of swissPlan.compliance as { rule_id: string; rule_status?: string | null }[]) {
      if (item.rule_id.startsWith("eu-")) assert.equal(item.rule_status, "undetermined", item.rule_id);
    }
    assert.ok(
      swissPlan.compliance.some((item) => item.rule_id === "ch-dsg"),
      "a system introduction touches Swiss data protection",
    );
  });

  it("reads what the sentence says: intent and object, place, deadline, budget in its currency, quantities, with the words they came from", async () => {
    const response = await api("POST", "/ai/generate-plan", {
      key: ai,
      body: {
        description:
          "Unsere Aarauer Bäckerei-Kette führt in 22 Filialen ein neues Kassensystem mit Vorbestell-App ein, Budget CHF 850'000, bis Ende des dritten Quartals 2027.",
      },
    });
    assert.equal(response.status, 201, response.text);
    const plan = response.json as unknown as PlanBody & {
      project: { end_date: string; title: string };
      budget: { currency: string; total: number; contingency: number; lines: { amount: number }[] };
      assumptions: {
        project_type: string;
        intent: string;
        budget: string;
        deadline: string;
        inferences: { attribute: string; evidence: string }[];
      };
      questions: unknown[];
    };
    assert.equal(plan.project.country, "CH", "Aarauer");
    assert.equal(plan.assumptions.intent, "introduce");
    assert.equal(plan.assumptions.project_type, "digitalisation", "a till system is introduced, not a site opened");
    assert.match(plan.project.title, /Kassensystem/);
    assert.equal(plan.budget.currency, "CHF");
    assert.equal(plan.budget.total, 850_000, "the stated budget is the plan's total, contingency inside");
    assert.equal(plan.assumptions.budget, "text");
    assert.equal(plan.assumptions.deadline, "2027-09-30");
    assert.ok(plan.project.end_date <= "2027-09-30", `ends ${plan.project.end_date}`);
    const attributes = plan.assumptions.inferences.map((inference) => inference.attribute);
    for (const attribute of ["intent", "country", "budget", "deadline", "quantity"]) assert.ok(attributes.includes(attribute), attribute);
    assert.ok(plan.assumptions.inferences.some((inference) => inference.evidence.includes("22 Filialen")));
    const titles = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.title));
    assert.ok(titles.filter((title) => title.includes("Kassensystem")).length >= 3, titles.join(" | "));
    assert.deepEqual(plan.questions, []);
  });

  it("a thin description gets a plan and the consultant's questions; text that names no project is 422 and refunds the AI call", async () => {
    const thin = await api("POST", "/ai/generate-plan", { key: ai, body: { description: "ERP einführen." } });
    assert.equal(thin.status, 201, thin.text);
    const questions = (thin.json as { questions: { topic: string; question: string }[] }).questions;
    assert.deepEqual(questions.map((question) => question.topic).sort(), ["budget", "company_size", "country", "timeline"]);
    assert.ok(questions.every((question) => question.question.endsWith("?")));
    const before = await api("GET", "/projects?limit=100", { key: read });
    const used = (await usage(ai)).ai_calls.used;
    for (const description of [
      "Hallo, guten Morgen! Ist da jemand?",
      "Banane Fahrrad blau Montag Kaffee",
      "What will the weather be like in Vienna?",
    ]) {
      const refused = await api("POST", "/ai/generate-plan", { key: ai, body: { description } });
      assert.equal(refused.status, 422, refused.text);
      assert.equal(refused.json.code, "not_a_project_description");
      assert.match(String(refused.json.detail), /names no project/);
    }
    assert.equal((await usage(ai)).ai_calls.used, used, "a refused description is not counted as an AI call");
    const afterward = await api("GET", "/projects?limit=100", { key: read });
    assert.deepEqual(afterward.json.data, before.json.data, "nothing was stored");
  });

  // Issue 21, part 5: a plan's compliance items carry the library's status and date.
  it("a plan shows a law not yet applicable as upcoming with its date, and one that applies as applies", async () => {
    const response = await api("POST", "/ai/generate-plan", {
      key: ai,
      body: {
        description: "Eine Vermögensverwaltung in Frankfurt mit 300 Mitarbeitenden führt ein neues Kundenportal ein.",
        country: "DE",
        // The AMLR is scoped by its obliged entities (an asset manager is one), not by supervision as such.
        activities: ["financial_sector_entity", "aml_obliged_entity"],
      },
    });
    assert.equal(response.status, 201, response.text);
    const items = (
      response.json as unknown as {
        compliance: { rule_id: string; rule_status: string | null; applies_from: string | null; notes: string | null }[];
      }
    ).compliance;
    const amlr = items.find((item) => item.rule_id === "eu-amlr");
    assert.equal(amlr?.rule_status, "upcoming");
    assert.equal(amlr?.applies_from, "2027-07-10");
    assert.match(String(amlr?.notes), /2027-07-10/);
    const gdpr = items.find((item) => item.rule_id === "eu-gdpr");
    assert.equal(gdpr?.rule_status, "applies");
    assert.equal(gdpr?.applies_from, null);
    // The stored project shows the same status and date.
    const projectId = (response.json.project as { id: string }).id;
    const stored = await api("GET", `/projects/${projectId}/compliance?limit=100`, { key: read });
    assert.equal(stored.status, 200, stored.text);
    const storedAmlr = (stored.json.data as { rule_id: string; rule_status: string; applies_from: string }[]).find(
      (item) => item.rule_id === "eu-amlr",
    );
    assert.equal(storedAmlr?.rule_status, "upcoming");
    assert.equal(storedAmlr?.applies_from, "2027-07-10");
  });

  it("company facts the client states or denies decide the compliance items beyond size", async () => {
    const description = "Eine Vermögensverwaltung in Frankfurt mit 20 Mitarbeitenden führt ein neues CRM ein.";
    const plan = async (extra: Record<string, unknown>) => {
      const response = await api("POST", "/ai/generate-plan", { key: ai, body: { description, country: "DE", ...extra } });
      assert.equal(response.status, 201, response.text);
      const body = response.json as unknown as PlanBody;
      return { projectId: body.project.id, item: body.compliance.find((item) => item.rule_id === "eu-dora") };
    };
    const stated = await plan({ activities: ["financial_sector_entity"] });
    assert.ok(stated.item, "a financial-sector entity's new CRM is ICT under DORA");
    assert.doesNotMatch(String(stated.item.notes), /offen|open/i, "it applies, not merely possibly");
    const denied = await plan({ absent_activities: ["financial_sector_entity"] });
    assert.equal(denied.item, undefined, "denied: DORA is not the company's, so not in the plan");

    // The project keeps the facts, and the compliance agent decides from them as the plan did.
    const storedStated = (await api("GET", `/projects/${stated.projectId}`, { key: read })).json;
    assert.ok((storedStated.activities as string[]).includes("financial_sector_entity"));
    assert.deepEqual(storedStated.absent_activities, []);
    assert.equal(storedStated.employees, 20);
    const storedDenied = (await api("GET", `/projects/${denied.projectId}`, { key: read })).json;
    assert.deepEqual(storedDenied.absent_activities, ["financial_sector_entity"]);
    assert.ok(!(storedDenied.activities as string[]).includes("financial_sector_entity"));
    const check = async (projectId: string) => {
      const response = await api("POST", `/ai/projects/${projectId}/agents/compliance_check`, { key: ai });
      assert.equal(response.status, 200, response.text);
      return response.json.result as { covered_rule_ids: string[]; missing_rule_ids: string[]; undetermined_rule_ids: string[] };
    };
    const statedCheck = await check(stated.projectId);
    assert.ok(statedCheck.covered_rule_ids.includes("eu-dora"), "the plan's DORA item covers an applicable rule");
    const deniedCheck = await check(denied.projectId);
    for (const list of [deniedCheck.missing_rule_ids, deniedCheck.undetermined_rule_ids, deniedCheck.covered_rule_ids]) {
      assert.ok(!list.includes("eu-dora"), "a denied fact stays denied for the agent");
    }
    const conflicting = await api("POST", "/ai/generate-plan", {
      key: ai,
      body: { description, activities: ["listed_company"], absent_activities: ["listed_company"] },
    });
    assert.equal(conflicting.status, 400);
    assert.ok((conflicting.json.errors as { pointer: string }[]).some((error) => error.pointer === "/absent_activities"));
    const unknown = await api("POST", "/ai/generate-plan", { key: ai, body: { description, activities: ["bank"] } });
    assert.equal(unknown.status, 400);
  });

  it("admin project import accepts the document generate-plan answered, with a BCP 47 locale", async () => {
    const file = join(tmpdir(), `generated-${Date.now()}.json`);
    await writeFile(file, JSON.stringify({ ...seeded, project: { ...seeded.project, locale: "de-AT" } }));
    const imported = stack.admin(["project", "import", "--workspace", workspaceId, "--file", file]) as {
      id: string;
      project: { locale: string; title: string };
      phases: unknown[];
    };
    assert.equal(imported.project.locale, "de-AT");
    assert.equal(imported.project.title, "Ticketsystem 2027");
    assert.equal(imported.phases.length, seeded.phases.length);
  });

  it("a retry with the same Idempotency-Key returns the same project and creates no second one", async () => {
    const body = { description: "Einführung einer neuen Zeiterfassung in einer Steuerberatungskanzlei mit 20 Mitarbeitern." };
    const headers = { "idempotency-key": `gen-${Date.now()}` };
    const before = await usage(read);
    const first = await api("POST", "/ai/generate-plan", { key: ai, body, headers });
    const second = await api("POST", "/ai/generate-plan", { key: ai, body, headers });
    assert.equal(first.status, 201);
    assert.equal(second.status, 201);
    assert.equal(second.headers.get("idempotency-replayed"), "true");
    assert.equal(second.headers.get("location"), first.headers.get("location"));
    assert.equal((second.json as unknown as PlanBody).project.id, (first.json as unknown as PlanBody).project.id);
    const afterward = await usage(read);
    assert.equal(afterward.ai_calls.used, before.ai_calls.used + 1, "the replay charges nothing");
  });

  it("refuses bad input to the six operations with a 4xx naming the problem, and creates nothing", async () => {
    const projectId = seeded.project.id;
    const before = await api("GET", "/projects?limit=100", { key: read });
    const expect = async (response: ApiResponse, status: number, code: string, pointer?: string) => {
      assert.equal(response.status, status, response.text);
      assert.equal(response.json.code, code);
      if (pointer) assert.ok(JSON.stringify(response.json.errors).includes(pointer), `${pointer} in ${response.text}`);
    };
    const generate = (body: unknown) => api("POST", "/ai/generate-plan", { key: ai, body });
    await expect(await generate({ description: "kurz" }), 400, "validation_failed", "/description");
    await expect(
      await generate({ description: SEED.description, desired_timeline_weeks: 0 }),
      400,
      "validation_failed",
      "/desired_timeline_weeks",
    );
    await expect(
      await generate({ description: SEED.description, desired_timeline_weeks: "12" }),
      400,
      "validation_failed",
      "/desired_timeline_weeks",
    );
    await expect(await generate({ description: SEED.description, locale: "not a tag!" }), 400, "validation_failed", "/locale");
    await expect(await generate({ description: SEED.description, country: "FR" }), 400, "validation_failed", "/country");
    await expect(await generate({ description: SEED.description, template_id: "tpl_nope" }), 400, "validation_failed", "/template_id");
    await expect(await generate({ title: "x" }), 400, "validation_failed", "/description");
    await expect(await api("POST", `/ai/projects/${projectId}/chat`, { key: ai, body: {} }), 400, "validation_failed", "/message");
    await expect(
      await api("POST", `/ai/projects/${projectId}/chat`, {
        key: ai,
        body: { message: "Hi", history: [{ role: "system", content: "x" }] },
      }),
      400,
      "validation_failed",
      "/history/0/role",
    );
    const tool = await api("POST", `/ai/projects/${projectId}/tools/pert`, { key: ai });
    await expect(tool, 404, "not_found");
    assert.match(String(tool.json.detail), /raci.*swot.*risk-matrix.*gantt/);
    const agent = await api("POST", `/ai/projects/${projectId}/agents/poem`, { key: ai });
    await expect(agent, 404, "not_found");
    assert.match(String(agent.json.detail), /status_report/);
    await expect(
      await api("POST", `/ai/projects/${projectId}/recommendations`, { key: ai, body: { limit: 0 } }),
      400,
      "validation_failed",
      "/limit",
    );
    await expect(await api("GET", "/ai/agents?limit=500", { key: read }), 400, "validation_failed", "/query/limit");
    await expect(await api("POST", `/ai/projects/${projectId}/chat`, { key: otherAi, body: { message: "Budget?" } }), 404, "not_found");
    await expect(await api("POST", "/ai/generate-plan", { key: write, body: SEED }), 403, "insufficient_scope");
    const afterward = await api("GET", "/projects?limit=100", { key: read });
    assert.deepEqual(afterward.json.data, before.json.data, "no project was created or changed");
  });

  it("chat answers plan questions from the plan and document questions with citations of the project's documents", async () => {
    const projectId = seeded.project.id;
    const file = join(tmpdir(), `protokoll-${Date.now()}.md`);
    await writeFile(
      file,
      "# Lieferantenauswahl\n\nDer Anbieter Zammad wurde am 12. März ausgewählt; die Lizenzkosten betragen 14.000 EUR im Jahr.\n",
    );
    const document = stack.admin([
      "document",
      "add",
      "--workspace",
      workspaceId,
      "--project",
      projectId,
      "--title",
      "Protokoll Lieferantenauswahl",
      "--file",
      file,
    ]);
    const budget = await api("POST", `/ai/projects/${projectId}/chat`, { key: ai, body: { message: "Wie hoch ist das Budget?" } });
    assert.equal(budget.status, 200, budget.text);
    assert.equal(budget.json.language, "de");
    assert.match(String(budget.json.answer), /\d/);
    const cited = await api("POST", `/ai/projects/${projectId}/chat`, { key: ai, body: { message: "Welcher Anbieter wurde ausgewählt?" } });
    assert.equal(cited.status, 200, cited.text);
    const citations = cited.json.citations as { document_id: string }[];
    assert.deepEqual(
      citations.map((citation) => citation.document_id),
      [document.id],
    );
    assert.match(String(cited.json.answer), /Zammad/);
    const english = await api("POST", `/ai/projects/${projectId}/chat`, { key: ai, body: { message: "Which tasks are next?" } });
    assert.equal(english.json.language, "en");
  });

  it("tools answer JSON or Markdown and are stored as documents of kind tool", async () => {
    const projectId = seeded.project.id;
    const raci = await api("POST", `/ai/projects/${projectId}/tools/raci`, { key: ai });
    assert.equal(raci.status, 200, raci.text);
    const rows = (raci.json.result as { rows: { accountable: string }[] }).rows;
    assert.equal(rows.length, seeded.phases.flatMap((phase) => phase.tasks).length);
    assert.ok(rows.every((row) => typeof row.accountable === "string" && row.accountable.length > 0));
    const matrix = await api("POST", `/ai/projects/${projectId}/tools/risk_matrix`, { key: ai, body: {} });
    assert.equal(matrix.json.tool, "risk-matrix");
    assert.equal((matrix.json.result as { cells: unknown[] }).cells.length, 25);
    const gantt = await api("POST", `/ai/projects/${projectId}/tools/gantt`, { key: ai, headers: { accept: "text/markdown" } });
    assert.equal(gantt.status, 200);
    assert.match(gantt.headers.get("content-type") ?? "", /^text\/markdown/);
    assert.match(gantt.text, /```mermaid\ngantt/);
    const swot = await api("POST", `/ai/projects/${projectId}/tools/swot`, { key: ai, body: { locale: "en-GB" } });
    assert.equal(swot.status, 200);
    const documents = await api("GET", `/projects/${projectId}/documents?limit=100`, { key: read });
    const toolDocuments = (documents.json.data as { id: string; kind: string }[]).filter((doc) => doc.kind === "tool");
    for (const response of [raci, matrix, swot]) {
      assert.ok(
        toolDocuments.some((doc) => doc.id === response.json.document_id),
        "the tool result is stored",
      );
    }
  });

  it("agents: the list, a status report stored as agent_report, a risk review adding risks, events on JetStream", async () => {
    const projectId = seeded.project.id;
    const agents = await api("GET", "/ai/agents", { key: read });
    const tasks = (agents.json.data as { task: string }[]).map((agent) => agent.task);
    for (const task of ["status_report", "risk_review", "compliance_check", "budget_review"]) assert.ok(tasks.includes(task), task);
    const report = await api("POST", `/ai/projects/${projectId}/agents/status_report`, {
      key: ai,
      body: { instructions: "Für den Lenkungskreis" },
    });
    assert.equal(report.status, 200, report.text);
    assert.equal(report.json.status, "completed");
    assert.match(String(report.json.markdown), /^# /);
    const review = await api("POST", `/ai/projects/${projectId}/agents/risk_review`, { key: ai });
    assert.equal(review.status, 200, review.text);
    const added = review.json.added_risk_ids as string[];
    const check = await api("POST", `/ai/projects/${projectId}/agents/compliance_check`, { key: ai, headers: { accept: "text/markdown" } });
    assert.equal(check.status, 200);
    assert.match(check.text, /^# /);
    const documents = await api("GET", `/projects/${projectId}/documents?limit=100`, { key: read });
    const reports = (documents.json.data as { id: string; kind: string }[]).filter((doc) => doc.kind === "agent_report");
    assert.ok(reports.some((doc) => doc.id === report.json.document_id));
    const nc = await connectNats(stack.env.NATS_URL ?? "", "ai-test", createLogger("ai-test", "silent"));
    // Other tests run agents in this workspace too.
    const ofThisProject = (event: EventEnvelope) =>
      event.type === "agent.completed" && (event.data.run as { project_id?: string }).project_id === projectId;
    try {
      let received: EventEnvelope[] = [];
      for (let attempt = 0; attempt < 50; attempt++) {
        received = await readStream(nc, events.stream, undefined, `${events.subjectPrefix}.${workspaceId}.>`);
        if (received.filter(ofThisProject).length >= 3) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const completed = received.filter(ofThisProject);
      assert.equal(completed.length, 3);
      const runs = completed.map((event) => event.data.run as { task: string; document_id: string });
      assert.deepEqual(
        runs.map((run) => run.task),
        ["status_report", "risk_review", "compliance_check"],
      );
      assert.equal(runs[0]?.document_id, report.json.document_id);
      const riskAdded = received.filter((event) => event.type === "risk.added").map((event) => (event.data.risk as { id: string }).id);
      for (const id of added) assert.ok(riskAdded.includes(id), `risk.added for ${id}`);
    } finally {
      await nc.drain();
    }
  });

  it("recommendations come from the project's real state", async () => {
    // Started long ago: every task is overdue.
    const late = await api("POST", "/ai/generate-plan", {
      key: ai,
      body: {
        description: "Relaunch der Website eines Modehändlers mit 80 Mitarbeitenden.",
        start_date: "2020-01-06",
        desired_timeline_weeks: 10,
      },
    });
    assert.equal(late.status, 201, late.text);
    const plan = late.json as unknown as PlanBody;
    const response = await api("POST", `/ai/projects/${plan.project.id}/recommendations`, { key: ai, body: { limit: 10, locale: "en" } });
    assert.equal(response.status, 200, response.text);
    const data = response.json.data as { category: string; priority: string; related_ids: string[] }[];
    const schedule = data.find((item) => item.category === "schedule");
    assert.ok(schedule, "overdue tasks are recommended first");
    const taskIds = new Set(plan.phases.flatMap((phase) => phase.tasks.map((task) => task.id)));
    assert.ok(schedule.related_ids.length > 0 && schedule.related_ids.every((id) => taskIds.has(id)));
  });

  it("never admits more AI calls than the quota under concurrency", async () => {
    const ws = stack.admin(["workspace", "create", "--name", "Quota GmbH", "--plan", "enterprise", "--ai-quota", "3"]).id as string;
    const key = stack.admin(["key", "create", "--workspace", ws, "--scope", "ai"]).key as string;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api("POST", "/ai/generate-plan", {
          key,
          body: { description: `Einführung eines CRM-Systems, Variante ${index} für den Vertrieb.` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [201, 201, 201, 429, 429, 429, 429, 429]);
    for (const response of responses.filter((r) => r.status === 429)) assert.equal(response.json.code, "ai_quota_exceeded");
    const after = await usage(key);
    assert.equal(after.ai_calls.used, 3);
  });

  it("refunds the AI call when the answer is a 5xx (the project service is down)", async () => {
    await stack.stop(projectChild);
    const before = await usage(read);
    const response = await api("POST", "/ai/generate-plan", { key: ai, body: SEED });
    assert.ok(response.status >= 500, response.text);
    assert.equal(response.json.code, "upstream_unavailable");
    const afterward = await usage(read);
    assert.equal(afterward.ai_calls.used, before.ai_calls.used, "the AI call is refunded");
    // The generate-plan call counts, and so does the second usage call itself.
    assert.equal(afterward.api_calls.used, before.api_calls.used + 2, "the API call counts");
    assert.ok(gatewayPort > 0);
  });
});
