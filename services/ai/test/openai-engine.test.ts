/**
 * The OpenAI-compatible provider against a fake server on loopback, driven by the real
 * `openai` client: valid answers, repair of invalid ones, fallback on invalid output,
 * timeouts and errors, retry after 429, citations limited to retrieved passages.
 */
import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { after, before, beforeEach, describe, it } from "node:test";
import { createMetricsRegistry } from "@planner/shared";
import { pino } from "pino";
import type { OpenAiConfig } from "../src/config.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { BUILTIN_MODEL, type ComplianceRuleInput, type DraftPlan, type Profile } from "../src/domain/types.js";
import { BuiltinEngine } from "../src/engines/builtin.js";
import type { ChatInput, DraftRequest } from "../src/engines/engine.js";
import { OpenAiEngine } from "../src/engines/openai.js";
import { type FakeOpenAi, startFakeOpenAi } from "./support/fake-openai.js";

const API_KEY = "sk-test-secret-0123456789abcdef";

function rule(
  id: string,
  countries: string[],
  jurisdiction: ComplianceRuleInput["jurisdiction"],
  projectRelevance: string[] = ["production_line"],
): ComplianceRuleInput {
  return {
    id,
    code: id.toUpperCase(),
    title: { de: `Regel ${id}`, en: `Rule ${id}` },
    jurisdiction,
    countries,
    topic: "data_protection",
    projectRelevance,
    summary: { de: "Zusammenfassung", en: "Summary" },
    obligations: [{ de: "Pflicht", en: "Duty" }],
    legalReference: "Art. 1",
    status: "applies",
    missingFigures: [],
  };
}

/** A model answer in strict structured-output form: optional members present as null. */
function strictJson(draft: DraftPlan): string {
  return JSON.stringify({
    ...draft,
    budget: { ...draft.budget, lines: draft.budget.lines.map((line) => ({ ...line, phase_key: line.phase_key ?? null })) },
    compliance: draft.compliance.map((item) => ({ ...item, due_week: item.due_week ?? null })),
  });
}

describe("OpenAI-compatible provider", () => {
  let fake: FakeOpenAi;
  let logs: string;
  let profile: Profile;
  let request: DraftRequest;
  let modelDraft: DraftPlan;
  const builtin = new BuiltinEngine();

  const engine = (overrides: Partial<OpenAiConfig> = {}) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    return new OpenAiEngine(
      { apiKey: API_KEY, baseUrl: fake.baseUrl, model: "gpt-test", timeoutMs: 2_000, maxRetries: 2, deadlineMs: 5_000, ...overrides },
      builtin,
      pino({ level: "debug" }, sink),
      createMetricsRegistry("ai-test"),
    );
  };

  before(async () => {
    fake = await startFakeOpenAi();
    profile = inferProfile(
      {
        description: "Wir führen in unserer Brauerei in Dresden mit 45 Mitarbeitenden eine neue Abfüllanlage ein.",
        desiredTimelineWeeks: 20,
      },
      "2026-11-23",
    );
    // A company-wide duty (VAT returns) the company has but the project does not change.
    request = {
      profile,
      rules: [rule("de-a", ["DE"], "DE"), rule("eu-b", ["DE", "AT"], "EU"), rule("de-vat", ["DE"], "DE", ["company_wide"])],
    };
    const base = buildDraft(profile, request.rules);
    // What "the model" answers: the built-in plan with its own title, a hallucinated rule, one rule left out and the wrong currency.
    modelDraft = {
      ...base,
      title: "Abfüllanlage 2027 (Modell)",
      budget: { ...base.budget, currency: "CHF" },
      compliance: [
        { rule_id: "made-up", code: "X", title: "Erfunden", reason: "—" },
        { rule_id: "de-vat", code: "DE-VAT", title: "Umsatzsteuer", reason: "—" },
        ...base.compliance.filter((item) => item.rule_id === "de-a"),
      ],
    };
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.reset();
    logs = "";
  });

  it("uses a valid answer, asks for JSON-schema output, and grounds currency and compliance", async () => {
    fake.script({ kind: "answer", content: strictJson(modelDraft), model: "gpt-test-2026-01-01" });
    const result = await engine().draftPlan(request);
    assert.equal(result.engine, "openai");
    assert.equal(result.model, "gpt-test-2026-01-01");
    assert.equal(result.value.title, "Abfüllanlage 2027 (Modell)");
    assert.equal(result.value.budget.currency, "EUR", "a German project is budgeted in EUR whatever the model says");
    assert.deepEqual(
      result.value.compliance.map((item) => item.rule_id).sort(),
      ["de-a", "eu-b"],
      "only library rules of the project, all of them",
    );
    const body = fake.requests[0]?.body as { model: string; response_format: { type: string; json_schema: { strict: boolean } } };
    assert.equal(body.model, "gpt-test");
    assert.equal(body.response_format.type, "json_schema");
    assert.equal(body.response_format.json_schema.strict, true);
    assert.equal(fake.requests[0]?.authorization, `Bearer ${API_KEY}`);
  });

  it("tells the model what was understood and the playbook skeleton, and holds its budget to the client's", async () => {
    const stated: Profile = {
      ...profile,
      budget: { amount: 350_000, currency: "EUR" },
      provenance: { ...profile.provenance, budget: "text" },
    };
    fake.script({ kind: "answer", content: strictJson(modelDraft) });
    const result = await engine().draftPlan({ ...request, profile: stated });
    assert.equal(result.engine, "openai");
    const budget = result.value.budget;
    assert.equal(budget.currency, "EUR");
    assert.equal(budget.lines.reduce((sum, line) => sum + line.amount, 0) + budget.contingency, 350_000);
    const messages = (fake.requests[0]?.body.messages ?? []) as { role: string; content: string }[];
    const facts = JSON.parse(messages[1]?.content ?? "{}") as Record<string, unknown> & { playbook_skeleton: { phases: unknown[] } };
    assert.equal(facts.project_type, profile.projectType);
    assert.deepEqual(facts.budget, { amount: 350_000, currency: "EUR" });
    assert.equal(facts.playbook_skeleton.phases.length, buildDraft(stated, request.rules).phases.length);
    assert.match(messages[0]?.content ?? "", /sum to exactly 350000 EUR/);
  });

  it("repairs an invalid answer with one more request naming the problems", async () => {
    fake.script({ kind: "answer", content: "{not json" }, { kind: "answer", content: strictJson(modelDraft) });
    const result = await engine().draftPlan(request);
    assert.equal(result.engine, "openai");
    assert.equal(fake.requests.length, 2);
    const messages = (fake.requests[1]?.body.messages ?? []) as { role: string; content: string }[];
    assert.match(messages.at(-1)?.content ?? "", /not a valid action path/);
  });

  it("falls back to the built-in engine when the repaired answer is still invalid", async () => {
    const tooFewPhases = { ...modelDraft, phases: modelDraft.phases.slice(0, 2) };
    fake.script({ kind: "answer", content: strictJson(tooFewPhases) }, { kind: "answer", content: JSON.stringify({ title: "x" }) });
    const result = await engine().draftPlan(request);
    assert.equal(result.engine, "builtin");
    assert.equal(result.model, BUILTIN_MODEL);
    assert.deepEqual(result.value, buildDraft(profile, request.rules));
    assert.match(logs, /invalid_output/);
  });

  it("falls back within the deadline when the provider does not answer", async () => {
    fake.script({ kind: "hang" });
    const started = Date.now();
    const result = await engine({ timeoutMs: 300, maxRetries: 0, deadlineMs: 600 }).draftPlan(request);
    assert.equal(result.engine, "builtin");
    assert.ok(Date.now() - started < 3_000, "the fallback answers soon after the deadline");
    assert.match(logs, /"reason":"timeout"/);
  });

  it("retries after 429 and uses the answer that follows", async () => {
    fake.script({ kind: "status", status: 429, headers: { "retry-after-ms": "10" } }, { kind: "answer", content: strictJson(modelDraft) });
    const result = await engine().draftPlan(request);
    assert.equal(result.engine, "openai");
    assert.equal(fake.requests.length, 2);
  });

  it("falls back on 5xx after the retries, and never logs the API key", async () => {
    fake.script(
      { kind: "status", status: 503, headers: { "retry-after-ms": "10" } },
      { kind: "status", status: 503, headers: { "retry-after-ms": "10" } },
      { kind: "status", status: 503, headers: { "retry-after-ms": "10" } },
    );
    const result = await engine().draftPlan(request);
    assert.equal(result.engine, "builtin");
    assert.equal(fake.requests.length, 3, "one request and two retries");
    assert.match(logs, /provider_error/);
    assert.ok(!logs.includes(API_KEY), "the API key is not in the logs");
  });

  it("chat keeps only citations of retrieved passages", async () => {
    const passages = [
      { document_id: "doc_a", title: "Protokoll", snippet: "Die <mark>Abnahme</mark> ist am 3. März." },
      { document_id: "doc_b", title: "Konzept", snippet: "Hygienekonzept" },
    ];
    fake.script({
      kind: "answer",
      content: JSON.stringify({ answer: "Die Abnahme ist am 3. März.", citations: [{ document_id: "doc_a" }, { document_id: "doc_zzz" }] }),
    });
    const input: ChatInput = {
      question: "Wann ist die Abnahme?",
      history: [],
      plan: { project: undefined, phases: [], risks: [], budget: undefined, compliance: [], stakeholders: [] },
      passages,
      language: "de",
      today: "2026-11-23",
    };
    const result = await engine().chat(input);
    assert.equal(result.engine, "openai");
    assert.deepEqual(
      result.value.citations.map((citation) => citation.document_id),
      ["doc_a"],
    );
    assert.equal(result.value.citations[0]?.snippet, "Die Abnahme ist am 3. März.", "citations are plain text");
    const system = ((fake.requests[0]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content ?? "";
    assert.match(system, /doc_a/, "the model gets the retrieved passages");
  });

  it("chat falls back to the built-in engine on invalid output", async () => {
    fake.script({ kind: "answer", content: "plain text" });
    const input: ChatInput = {
      question: "What is the budget?",
      history: [],
      plan: { project: undefined, phases: [], risks: [], budget: undefined, compliance: [], stakeholders: [] },
      passages: [],
      language: "en",
      today: "2026-11-23",
    };
    const result = await engine().chat(input);
    assert.equal(result.engine, "builtin");
    assert.ok(result.value.answer.length > 0);
  });
});
