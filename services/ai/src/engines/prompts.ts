/** The messages the OpenAI-compatible provider gets: instructions, the facts, the question. */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { planCurrency } from "../domain/builtin/index.js";
import type { ChatInput, DraftRequest } from "./engine.js";

const LANGUAGE_NAME = { de: "German", en: "English" } as const;

export function planPrompt(request: DraftRequest): ChatCompletionMessageParam[] {
  const { profile, rules, template } = request;
  const facts = {
    title: profile.title,
    description: profile.description,
    language: LANGUAGE_NAME[profile.language],
    country: profile.country,
    industry: profile.industry,
    company_size: profile.companySize,
    employees: profile.employees ?? null,
    timeline_weeks: profile.timelineWeeks,
    budget: profile.budget ?? null,
    currency: planCurrency(profile),
    template: template
      ? { name: template.name[profile.language], phases: template.phases.map((phase) => phase.name[profile.language]) }
      : null,
    compliance_rules: rules.map((rule) => ({
      rule_id: rule.id,
      code: rule.code,
      title: rule.title[profile.language],
      status: rule.status,
      missing_facts: rule.missingFigures,
    })),
  };
  return [
    {
      role: "system",
      content: [
        "You are a senior project consultant in Germany, Austria and Switzerland. You write a complete, realistic action path for the project described.",
        `Write every text in ${LANGUAGE_NAME[profile.language]}. Use the description's own nouns in task titles; no generic filler tasks.`,
        `4 to 7 phases covering weeks 1 to ${profile.timelineWeeks} in order; at least 3 tasks per phase, each due inside its phase, depends_on naming keys of earlier tasks only.`,
        "At least 5 domain-specific risks (likelihood and impact 1-5) with a concrete mitigation; at least 3 stakeholders; every task owner and risk owner is the name of one stakeholder.",
        `A budget in ${facts.currency} with at least 3 lines and a contingency${profile.budget ? ` summing to about ${profile.budget.amount} ${profile.budget.currency}` : ""}.`,
        "Compliance items only for the rules given, with the reason each applies to this project.",
      ].join("\n"),
    },
    { role: "user", content: JSON.stringify(facts) },
  ];
}

/** The plan facts a chat answer may use: compact, ids included so the model can refer to records. */
function planFacts(plan: Plan, today: string): Record<string, unknown> {
  return {
    today,
    project: plan.project
      ? {
          title: plan.project.title,
          status: plan.project.status,
          progress: plan.project.progress,
          start_date: plan.project.start_date ?? null,
          end_date: plan.project.end_date ?? null,
        }
      : null,
    phases: plan.phases.map((phase) => ({
      name: phase.name,
      status: phase.status,
      start: phase.start_date ?? null,
      end: phase.end_date ?? null,
      tasks: phase.tasks.map((task) => ({
        title: task.title,
        done: task.checked,
        due: task.due_date ?? null,
        owner: task.assignee ?? null,
      })),
    })),
    risks: plan.risks.map((risk) => ({ title: risk.title, score: risk.score, owner: risk.owner, mitigation: risk.mitigation })),
    budget: plan.budget
      ? {
          currency: plan.budget.currency,
          total: plan.budget.total,
          contingency: plan.budget.contingency,
          lines: plan.budget.lines.map((l) => [l.label, l.amount]),
        }
      : null,
    compliance: plan.compliance.map((item) => ({ code: item.code, title: item.title, status: item.status, due: item.due_date ?? null })),
    stakeholders: plan.stakeholders.map((s) => ({ name: s.name, role: s.role })),
  };
}

export function chatPrompt(input: ChatInput): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content: [
        `Answer questions about one project in ${LANGUAGE_NAME[input.language]}, briefly and concretely.`,
        "Use only the plan facts and the document passages given. If they do not answer the question, say so.",
        "List in citations the document_id of every passage you used; never cite anything else.",
        `Plan facts: ${JSON.stringify(planFacts(input.plan, input.today))}`,
        `Document passages: ${JSON.stringify(input.passages)}`,
      ].join("\n"),
    },
    ...input.history.map((turn): ChatCompletionMessageParam => ({ role: turn.role, content: turn.content })),
    { role: "user", content: input.question },
  ];
}
