/** The messages the OpenAI-compatible provider gets: instructions, the facts, the question. */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { planCurrency } from "../domain/builtin/index.js";
import type { DraftPlan } from "../domain/types.js";
import type { ChatInput, DraftRequest } from "./engine.js";

const LANGUAGE_NAME = { de: "German", en: "English" } as const;

/**
 * The plan request for the model: what the description was understood as (intent, object,
 * place, deadline, budget, quantities, each with its evidence), the built-in engine's playbook
 * skeleton for this project type (phases, gates, risks, cost lines) to refine rather than
 * reinvent, and the compliance items that belong to this project.
 */
export function planPrompt(request: DraftRequest, skeleton: DraftPlan): ChatCompletionMessageParam[] {
  const { profile, rules, template } = request;
  const currency = planCurrency(profile);
  const facts = {
    title: profile.title,
    description: profile.description,
    language: LANGUAGE_NAME[profile.language],
    country: profile.country,
    industry: profile.industry,
    company_size: profile.companySize,
    employees: profile.employees ?? null,
    project_type: profile.projectType,
    intent: profile.intent ?? null,
    timeline_weeks: profile.timelineWeeks,
    start_date: profile.startDate,
    deadline: profile.deadline ?? null,
    budget: profile.budget ?? null,
    currency,
    quantities: profile.quantities,
    understood: profile.inferences,
    template: template
      ? { name: template.name[profile.language], phases: template.phases.map((phase) => phase.name[profile.language]) }
      : null,
    playbook_skeleton: {
      phases: skeleton.phases.map((phase) => ({
        key: phase.key,
        name: phase.name,
        weeks: [phase.start_week, phase.end_week],
        tasks: phase.tasks.map((task) => task.title),
      })),
      risks: skeleton.risks.map((risk) => risk.title),
      budget_lines: skeleton.budget.lines.map((line) => ({ category: line.category, label: line.label, amount: line.amount })),
      contingency: skeleton.budget.contingency,
    },
    compliance_items: skeleton.compliance.map((item) => ({
      rule_id: item.rule_id,
      code: item.code,
      title: item.title,
      reason: item.reason,
    })),
    compliance_rules: rules.map((rule) => ({
      rule_id: rule.id,
      code: rule.code,
      title: rule.title[profile.language],
      status: rule.status,
      missing_facts: rule.missingFigures,
    })),
  };
  const deadline = profile.deadline ? ` The last phase ends on or before ${profile.deadline} (week ${profile.timelineWeeks}).` : "";
  const budget = profile.budget
    ? ` The budget lines plus the contingency sum to exactly ${profile.budget.amount} ${profile.budget.currency} (the client's budget).`
    : "";
  return [
    {
      role: "system",
      content: [
        "You are a senior project consultant in Germany, Austria and Switzerland. You write a complete, realistic action path for the project described.",
        `Write every text in ${LANGUAGE_NAME[profile.language]}. Name the project's object in the task titles; no generic filler tasks.`,
        "Start from playbook_skeleton: keep its phase structure and gates, make every task specific to this project's object, quantities and place.",
        `4 to 7 phases covering weeks 1 to ${profile.timelineWeeks} in order; at least 3 tasks per phase, each due inside its phase, depends_on naming keys of earlier tasks only.${deadline}`,
        "At least 5 domain-specific risks (likelihood and impact 1-5) with a concrete mitigation, one tied to what the client stated (deadline, budget or quantity); at least 3 stakeholders; every task owner and risk owner is the name of one stakeholder.",
        `A budget in ${currency} with at least 3 lines and a contingency.${budget}`,
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
