import type {
  Budget,
  BudgetLine,
  ComplianceItem,
  Document,
  Phase,
  Project,
  ProjectCounts,
  Risk,
  Stakeholder,
  Task,
} from "@planner/shared/gen/planner/project/v1/project.js";
import type {
  BudgetLineModel,
  BudgetModel,
  ComplianceItemModel,
  PhaseModel,
  ProjectModel,
  RiskModel,
  StakeholderModel,
  TaskModel,
} from "./models.js";

/** Rows → the proto shapes the gRPC API returns (RFC 3339 UTC timestamps, YYYY-MM-DD dates). */

const iso = (value: Date): string => value.toISOString();
const optional = (value: string | null): string | undefined => (value === null ? undefined : value);
const money = (value: number | string): number => Number(value);

/** Share of checked tasks, 0 when there are none (rounded to 4 places for stable output). */
export function progressOf(counts: ProjectCounts): number {
  return counts.tasks === 0 ? 0 : Math.round((counts.tasks_done / counts.tasks) * 10_000) / 10_000;
}

/** The counts the triggers keep on the project row. */
export function countsOf(row: ProjectModel): ProjectCounts {
  return {
    phases: row.phase_count,
    tasks: row.task_count,
    tasks_done: row.task_done_count,
    risks: row.risk_count,
    stakeholders: row.stakeholder_count,
    compliance_items: row.compliance_item_count,
    documents: row.document_count,
  };
}

export function toProject(row: ProjectModel): Project {
  const counts = countsOf(row);
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    title: row.title,
    description: row.description,
    status: row.status,
    locale: row.locale,
    country: row.country,
    industry: row.industry,
    company_size: row.company_size,
    timeline_weeks: row.timeline_weeks,
    progress: progressOf(counts),
    start_date: optional(row.start_date),
    end_date: optional(row.end_date),
    counts,
    template_key: optional(row.template_key),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    activities: row.activities ?? [],
    absent_activities: row.absent_activities ?? [],
    employees: row.employees ?? undefined,
  };
}

export function toPhase(row: PhaseModel): Phase {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    description: row.description || undefined,
    position: row.position,
    status: row.status,
    start_date: optional(row.start_date),
    end_date: optional(row.end_date),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toTask(row: TaskModel): Task {
  return {
    id: row.id,
    project_id: row.project_id,
    phase_id: row.phase_id,
    title: row.title,
    description: row.description || undefined,
    checked: row.checked,
    status: row.status,
    priority: row.priority,
    due_date: optional(row.due_date),
    assignee: optional(row.assignee),
    depends_on: row.depends_on ?? [],
    position: row.position,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toRisk(row: RiskModel): Risk {
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    description: row.description || undefined,
    likelihood: row.likelihood,
    impact: row.impact,
    score: row.likelihood * row.impact,
    mitigation: row.mitigation,
    owner: row.owner,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toBudgetLine(row: BudgetLineModel): BudgetLine {
  return { id: row.id, category: row.category, label: row.label, amount: money(row.amount), phase_id: optional(row.phase_id) };
}

export function toBudget(row: BudgetModel, lines: BudgetLineModel[]): Budget {
  return {
    id: row.id,
    project_id: row.project_id,
    currency: row.currency,
    total: money(row.total),
    contingency: money(row.contingency),
    lines: lines.map(toBudgetLine),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toComplianceItem(row: ComplianceItemModel): ComplianceItem {
  return {
    id: row.id,
    project_id: row.project_id,
    rule_id: row.rule_id || undefined,
    code: row.code || undefined,
    title: row.title,
    status: row.status,
    notes: row.notes || undefined,
    due_date: optional(row.due_date),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    rule_status: optional(row.rule_status),
    applies_from: optional(row.applies_from),
  };
}

export function toStakeholder(row: StakeholderModel): Stakeholder {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    role: row.role,
    interest: row.interest,
    influence: row.influence,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The columns of a document a list or search returns (never the body). */
export interface DocumentHead {
  id: string;
  project_id: string;
  title: string;
  kind: string;
  created_at: Date;
  updated_at: Date;
}

export function toDocument(row: DocumentHead, content: { excerpt?: string; body?: string }): Document {
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    kind: row.kind,
    excerpt: content.excerpt,
    body: content.body,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
