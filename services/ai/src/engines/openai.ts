/**
 * The OpenAI-compatible provider (OpenAI, Azure OpenAI, Ollama, vLLM …) through the
 * `openai` package. It asks for JSON-schema structured output and checks every answer like
 * the built-in engine's plans; an invalid answer gets one repair request, and anything else
 * that goes wrong (timeout, rate limit after the client's retries, 5xx, refusal, invalid
 * output) falls back to the built-in engine, so a provider failure never reaches a client.
 */
import type { Logger } from "@planner/shared";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { Counter, Histogram, type Registry } from "prom-client";
import type { OpenAiConfig } from "../config.js";
import { stripMarks } from "../domain/analysis/text.js";
import { buildDraft, planCurrency, statedTotal } from "../domain/builtin/index.js";
import type { DraftComplianceItem, DraftPlan, Produced } from "../domain/types.js";
import { checkDraft, DRAFT_PLAN_SCHEMA } from "./draft-schema.js";
import type { ChatAnswer, ChatInput, DraftRequest, Engine, Passage } from "./engine.js";
import { chatPrompt, planPrompt } from "./prompts.js";

const CHAT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["answer", "citations"],
  properties: {
    answer: { type: "string", minLength: 1, maxLength: 8000 },
    citations: {
      type: "array",
      maxItems: 10,
      items: { type: "object", additionalProperties: false, required: ["document_id"], properties: { document_id: { type: "string" } } },
    },
  },
} as const;

/** Why the provider's answer was not used. */
type FallbackReason = "timeout" | "rate_limited" | "provider_error" | "connection_error" | "invalid_output" | "refused";

/**
 * A stated budget is the plan's total: the model's lines are scaled to it, the contingency
 * keeping its share (amounts in whole hundreds, the remainder in the contingency).
 */
export function fitBudget(budget: DraftPlan["budget"], total: number | undefined): DraftPlan["budget"] {
  if (total === undefined) return budget;
  const current = budget.lines.reduce((sum, line) => sum + line.amount, 0) + budget.contingency;
  if (current <= 0) return budget;
  const factor = total / current;
  const lines = budget.lines.map((line) => ({ ...line, amount: Math.max(100, Math.round((line.amount * factor) / 100) * 100) }));
  const contingency = Math.max(0, Math.round(total - lines.reduce((sum, line) => sum + line.amount, 0)));
  return { ...budget, lines, contingency };
}

class InvalidOutput extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid output: ${problems.slice(0, 3).join("; ")}`);
  }
}

function reasonOf(error: unknown): FallbackReason {
  if (error instanceof InvalidOutput) return "invalid_output";
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return "timeout";
  if (error instanceof OpenAI.RateLimitError) return "rate_limited";
  if (error instanceof OpenAI.APIConnectionError) return "connection_error";
  if (error instanceof OpenAI.APIError && (error.status === 400 || error.status === 422)) return "refused";
  return "provider_error";
}

export class OpenAiEngine implements Engine {
  private readonly client: OpenAI;
  private readonly outcomes: Counter;
  private readonly durations: Histogram;

  constructor(
    private readonly config: OpenAiConfig,
    private readonly fallback: Engine,
    private readonly log: Logger,
    registry: Registry,
  ) {
    this.client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: config.maxRetries });
    this.outcomes = new Counter({
      name: "ai_provider_requests_total",
      help: "Requests to the OpenAI-compatible provider by operation and outcome (ok, repaired, or the fallback reason)",
      labelNames: ["operation", "outcome"],
      registers: [registry],
    });
    this.durations = new Histogram({
      name: "ai_provider_request_duration_seconds",
      help: "Time spent on the OpenAI-compatible provider per operation (retries and the repair round included), by outcome as in ai_provider_requests_total",
      labelNames: ["operation", "outcome"],
      buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 45, 60],
      registers: [registry],
    });
  }

  /** One provider answer (or failure) of an operation: its outcome and how long it took. */
  private record(operation: string, outcome: string, started: number): void {
    this.outcomes.inc({ operation, outcome });
    this.durations.observe({ operation, outcome }, (performance.now() - started) / 1000);
  }

  async draftPlan(request: DraftRequest, signal?: AbortSignal): Promise<Produced<DraftPlan>> {
    // The built-in plan is the playbook skeleton the model refines and the source of the compliance items.
    const skeleton = buildDraft(request.profile, request.rules, request.template);
    const messages = planPrompt(request, skeleton);
    const ground = (draft: DraftPlan) => this.groundDraft(draft, request, skeleton.compliance);
    const started = performance.now();
    try {
      const first = await this.complete(messages, "action_path", DRAFT_PLAN_SCHEMA, signal);
      let checked = checkDraft(first.content, request.profile, ground);
      let outcome = "ok";
      if (!checked.ok) {
        // One repair round: the model sees its answer and what is wrong with it.
        const repair: ChatCompletionMessageParam[] = [
          ...messages,
          { role: "assistant", content: first.content },
          {
            role: "user",
            content: `Your answer is not a valid action path:\n- ${checked.problems.join("\n- ")}\nAnswer again with the complete, corrected JSON document.`,
          },
        ];
        const second = await this.complete(repair, "action_path", DRAFT_PLAN_SCHEMA, signal);
        checked = checkDraft(second.content, request.profile, ground);
        if (!checked.ok) throw new InvalidOutput(checked.problems);
        outcome = "repaired";
      }
      this.record("generate_plan", outcome, started);
      return { value: checked.draft, engine: "openai", model: first.model };
    } catch (error) {
      return this.fallBack("generate_plan", started, error, () => this.fallback.draftPlan(request));
    }
  }

  async chat(input: ChatInput, signal?: AbortSignal): Promise<Produced<ChatAnswer>> {
    const started = performance.now();
    try {
      const answer = await this.complete(chatPrompt(input), "chat_answer", CHAT_SCHEMA, signal);
      let parsed: { answer?: unknown; citations?: { document_id?: unknown }[] };
      try {
        parsed = JSON.parse(answer.content) as typeof parsed;
      } catch {
        throw new InvalidOutput(["the answer is not JSON"]);
      }
      if (typeof parsed.answer !== "string" || parsed.answer.trim() === "") throw new InvalidOutput(["answer is missing"]);
      // A citation must name a passage that was retrieved for this question; others are dropped.
      const byId = new Map(input.passages.map((passage) => [passage.document_id, passage]));
      const citations: Passage[] = [];
      for (const citation of Array.isArray(parsed.citations) ? parsed.citations : []) {
        const passage = byId.get(String(citation?.document_id ?? ""));
        if (passage && !citations.some((cited) => cited.document_id === passage.document_id)) {
          citations.push({ ...passage, snippet: stripMarks(passage.snippet) });
        }
      }
      this.record("chat", "ok", started);
      return { value: { answer: parsed.answer.trim(), citations }, engine: "openai", model: answer.model };
    } catch (error) {
      return this.fallBack("chat", started, error, () => this.fallback.chat(input));
    }
  }

  /**
   * What the plan must say regardless of the model: the plan's currency and the client's
   * budget, and compliance items only for the library's rules that belong to the project (the
   * built-in engine's items: a company-wide duty the model adds is dropped), with the built-in
   * engine's item for every such rule the model left out.
   */
  private groundDraft(draft: DraftPlan, request: DraftRequest, builtinCompliance: DraftComplianceItem[]): DraftPlan {
    const profile = request.profile;
    const rules = new Set(builtinCompliance.map((item) => item.rule_id));
    const kept = draft.compliance.filter(
      (item, index, all) => rules.has(item.rule_id) && all.findIndex((x) => x.rule_id === item.rule_id) === index,
    );
    const covered = new Set(kept.map((item) => item.rule_id));
    return {
      ...draft,
      budget: fitBudget({ ...draft.budget, currency: planCurrency(profile) }, statedTotal(profile)),
      compliance: [...kept, ...builtinCompliance.filter((item) => !covered.has(item.rule_id))],
    };
  }

  private async complete(
    messages: ChatCompletionMessageParam[],
    name: string,
    schema: object,
    signal?: AbortSignal,
  ): Promise<{ content: string; model: string }> {
    const response = await this.client.chat.completions.create(
      {
        model: this.config.model,
        messages,
        temperature: 0.2,
        response_format: { type: "json_schema", json_schema: { name, strict: true, schema: schema as Record<string, unknown> } },
      },
      // The whole call, retries included, ends within the deadline (then the fallback answers).
      {
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(this.config.deadlineMs)])
          : AbortSignal.timeout(this.config.deadlineMs),
      },
    );
    const choice = response.choices[0];
    const content = choice?.message?.content;
    if (choice?.message?.refusal) throw new InvalidOutput([`the model refused: ${choice.message.refusal.slice(0, 200)}`]);
    if (!content) throw new InvalidOutput(["the answer is empty"]);
    return { content, model: response.model || this.config.model };
  }

  private async fallBack<T>(operation: string, started: number, error: unknown, run: () => Promise<Produced<T>>): Promise<Produced<T>> {
    const reason = reasonOf(error);
    this.record(operation, reason, started);
    // The message of a provider error names status and type, never the API key.
    this.log.warn(
      { operation, reason, error: error instanceof Error ? error.message.slice(0, 300) : String(error) },
      "AI provider failed; built-in engine answers",
    );
    return run();
  }
}
