/**
 * The JSON schema of a DraftPlan: what the OpenAI provider is asked for (structured output,
 * strict mode: every property required, optional values nullable) and what every answer is
 * validated against, together with the structural checks the built-in engine's plans pass.
 */
import { Ajv } from "ajv";
import { validateDraftStructure } from "../domain/draft-to-plan.js";
import { type DraftPlan, LEVELS, PRIORITIES, type Profile } from "../domain/types.js";

const text = (maxLength: number) => ({ type: "string", minLength: 1, maxLength });
const object = (properties: Record<string, unknown>) => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const list = (items: unknown, maxItems: number) => ({ type: "array", items, maxItems });

export const DRAFT_PLAN_SCHEMA = object({
  title: text(200),
  description: text(2000),
  phases: list(
    object({
      key: text(40),
      name: text(200),
      description: text(2000),
      start_week: { type: "integer", minimum: 1, maximum: 260 },
      end_week: { type: "integer", minimum: 1, maximum: 260 },
      tasks: list(
        object({
          key: text(40),
          title: text(200),
          description: text(2000),
          priority: { type: "string", enum: [...PRIORITIES] },
          owner: text(200),
          due_week: { type: "integer", minimum: 1, maximum: 260 },
          depends_on: list(text(40), 20),
        }),
        40,
      ),
    }),
    7,
  ),
  risks: list(
    object({
      title: text(200),
      description: text(2000),
      likelihood: { type: "integer", minimum: 1, maximum: 5 },
      impact: { type: "integer", minimum: 1, maximum: 5 },
      mitigation: text(2000),
      owner: text(200),
    }),
    30,
  ),
  budget: object({
    currency: { type: "string", enum: ["EUR", "CHF"] },
    lines: list(
      object({
        category: text(80),
        label: text(200),
        amount: { type: "number", minimum: 0, maximum: 1_000_000_000 },
        phase_key: { type: ["string", "null"], maxLength: 40 },
      }),
      40,
    ),
    contingency: { type: "number", minimum: 0, maximum: 1_000_000_000 },
  }),
  compliance: list(
    object({
      rule_id: text(100),
      code: text(100),
      title: text(300),
      reason: text(2000),
      due_week: { type: ["integer", "null"], minimum: 1, maximum: 260 },
    }),
    100,
  ),
  stakeholders: list(
    object({
      name: text(200),
      role: text(200),
      interest: { type: "string", enum: [...LEVELS] },
      influence: { type: "string", enum: [...LEVELS] },
    }),
    30,
  ),
});

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile(DRAFT_PLAN_SCHEMA);

/** Null members (strict-mode "absent") become absent, as the DraftPlan type has them. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null)
        .map(([key, item]) => [key, dropNulls(item)]),
    );
  }
  return value;
}

export type DraftCheck = { ok: true; draft: DraftPlan } | { ok: false; problems: string[] };

/**
 * Parses and checks a model's answer: JSON, the schema, then `ground` (what the model may
 * not decide is set), then the plan's structural rules.
 */
export function checkDraft(raw: string, profile: Profile, ground: (draft: DraftPlan) => DraftPlan = (draft) => draft): DraftCheck {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { ok: false, problems: [`the answer is not JSON: ${(error as Error).message}`] };
  }
  if (!validateShape(value)) {
    return {
      ok: false,
      problems: (validateShape.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`),
    };
  }
  const draft = ground(dropNulls(value) as DraftPlan);
  const problems = validateDraftStructure(draft, profile);
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, 20) } : { ok: true, draft };
}
