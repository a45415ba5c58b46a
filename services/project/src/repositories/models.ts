import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from "@planner/shared";

/*
 * Sequelize models of the project schema (migrations/*.sql own the DDL; these only map
 * columns). Timestamps are set by Sequelize in the process, at millisecond precision, so
 * the values in keyset cursors equal the stored ones exactly. Generated columns
 * (risks.score, documents.search) are not mapped: they are never written.
 */

export class ProjectModel extends Model<InferAttributes<ProjectModel>, InferCreationAttributes<ProjectModel>> {
  declare id: string;
  declare workspace_id: string;
  declare title: string;
  declare description: string;
  declare status: string;
  declare locale: string;
  declare country: string;
  declare industry: string;
  declare company_size: string;
  declare timeline_weeks: number;
  declare start_date: string | null;
  declare end_date: string | null;
  declare template_key: string | null;
  declare activities: CreationOptional<string[]>;
  declare absent_activities: CreationOptional<string[]>;
  declare employees: number | null;
  // Maintained by triggers (migrations/002_project_counts.sql); the service never writes them.
  declare phase_count: CreationOptional<number>;
  declare task_count: CreationOptional<number>;
  declare task_done_count: CreationOptional<number>;
  declare risk_count: CreationOptional<number>;
  declare stakeholder_count: CreationOptional<number>;
  declare compliance_item_count: CreationOptional<number>;
  declare document_count: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class PhaseModel extends Model<InferAttributes<PhaseModel>, InferCreationAttributes<PhaseModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare name: string;
  declare description: string;
  declare position: number;
  declare status: string;
  declare start_date: string | null;
  declare end_date: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class TaskModel extends Model<InferAttributes<TaskModel>, InferCreationAttributes<TaskModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare phase_id: string;
  declare title: string;
  declare description: string;
  declare checked: boolean;
  declare status: string;
  declare priority: string;
  declare due_date: string | null;
  declare assignee: string | null;
  declare depends_on: string[];
  declare position: number;
  declare ordinal: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class RiskModel extends Model<InferAttributes<RiskModel>, InferCreationAttributes<RiskModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare title: string;
  declare description: string;
  declare likelihood: number;
  declare impact: number;
  declare mitigation: string;
  declare owner: string;
  declare position: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class BudgetModel extends Model<InferAttributes<BudgetModel>, InferCreationAttributes<BudgetModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare currency: string;
  // numeric columns arrive as strings from pg (exact decimals); the mapper converts them.
  declare total: number | string;
  declare contingency: number | string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class BudgetLineModel extends Model<InferAttributes<BudgetLineModel>, InferCreationAttributes<BudgetLineModel>> {
  declare id: string;
  declare workspace_id: string;
  declare budget_id: string;
  declare project_id: string;
  declare phase_id: string | null;
  declare category: string;
  declare label: string;
  declare amount: number | string;
  declare position: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class ComplianceItemModel extends Model<InferAttributes<ComplianceItemModel>, InferCreationAttributes<ComplianceItemModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare rule_id: string;
  declare code: string;
  declare title: string;
  declare status: string;
  declare notes: string;
  declare due_date: string | null;
  declare rule_status: string | null;
  declare applies_from: string | null;
  declare position: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class StakeholderModel extends Model<InferAttributes<StakeholderModel>, InferCreationAttributes<StakeholderModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare name: string;
  declare role: string;
  declare interest: string;
  declare influence: string;
  declare position: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class DocumentModel extends Model<InferAttributes<DocumentModel>, InferCreationAttributes<DocumentModel>> {
  declare id: string;
  declare workspace_id: string;
  declare project_id: string;
  declare title: string;
  declare kind: string;
  declare body: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class OutboxModel extends Model<InferAttributes<OutboxModel>, InferCreationAttributes<OutboxModel>> {
  // bigserial: pg returns int8 as a string.
  declare seq: CreationOptional<string>;
  declare id: string;
  declare workspace_id: string;
  declare project_id: string | null;
  declare type: string;
  declare payload: object;
  /** The writing request's trace context (`traceparent`, `tracestate`); null while tracing is off. */
  declare headers: CreationOptional<Record<string, string> | null>;
  declare created_at: CreationOptional<Date>;
}

export interface Models {
  sequelize: Sequelize;
  Project: typeof ProjectModel;
  Phase: typeof PhaseModel;
  Task: typeof TaskModel;
  Risk: typeof RiskModel;
  Budget: typeof BudgetModel;
  BudgetLine: typeof BudgetLineModel;
  ComplianceItem: typeof ComplianceItemModel;
  Stakeholder: typeof StakeholderModel;
  Document: typeof DocumentModel;
  Outbox: typeof OutboxModel;
}

// Factories, not shared objects: Sequelize writes the column name into each attribute definition.
const id = () => ({ type: DataTypes.TEXT, primaryKey: true });
const text = () => ({ type: DataTypes.TEXT, allowNull: false });
const optionalText = () => ({ type: DataTypes.TEXT, allowNull: true });
const date = () => ({ type: DataTypes.DATEONLY, allowNull: true });
const int = () => ({ type: DataTypes.INTEGER, allowNull: false });
// A new project starts at 0; the triggers count from there.
const counter = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
const money = () => ({ type: DataTypes.DECIMAL(14, 2), allowNull: false });
const timestamps = () => ({ created_at: { type: DataTypes.DATE }, updated_at: { type: DataTypes.DATE } });

/**
 * Binds fresh model classes to one Sequelize instance, so two service instances in one
 * process (tests) never share a connection pool.
 */
export function defineModels(sequelize: Sequelize, schema: string): Models {
  const Project = class extends ProjectModel {};
  const Phase = class extends PhaseModel {};
  const Task = class extends TaskModel {};
  const Risk = class extends RiskModel {};
  const Budget = class extends BudgetModel {};
  const BudgetLine = class extends BudgetLineModel {};
  const ComplianceItem = class extends ComplianceItemModel {};
  const Stakeholder = class extends StakeholderModel {};
  const Document = class extends DocumentModel {};
  const Outbox = class extends OutboxModel {};
  const options = { sequelize, schema, timestamps: true, underscored: true, createdAt: "created_at", updatedAt: "updated_at" };
  Project.init(
    {
      id: id(),
      workspace_id: text(),
      title: text(),
      description: text(),
      status: text(),
      locale: text(),
      country: text(),
      industry: text(),
      company_size: text(),
      timeline_weeks: int(),
      start_date: date(),
      end_date: date(),
      template_key: optionalText(),
      activities: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      absent_activities: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      employees: { type: DataTypes.INTEGER, allowNull: true },
      phase_count: counter(),
      task_count: counter(),
      task_done_count: counter(),
      risk_count: counter(),
      stakeholder_count: counter(),
      compliance_item_count: counter(),
      document_count: counter(),
      ...timestamps(),
    },
    { ...options, tableName: "projects" },
  );
  Phase.init(
    {
      id: id(),
      workspace_id: text(),
      project_id: text(),
      name: text(),
      description: text(),
      position: int(),
      status: text(),
      start_date: date(),
      end_date: date(),
      ...timestamps(),
    },
    { ...options, tableName: "phases" },
  );
  Task.init(
    {
      id: id(),
      workspace_id: text(),
      project_id: text(),
      phase_id: text(),
      title: text(),
      description: text(),
      checked: { type: DataTypes.BOOLEAN, allowNull: false },
      status: text(),
      priority: text(),
      due_date: date(),
      assignee: optionalText(),
      depends_on: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
      position: int(),
      ordinal: int(),
      ...timestamps(),
    },
    { ...options, tableName: "tasks" },
  );
  Risk.init(
    {
      id: id(),
      workspace_id: text(),
      project_id: text(),
      title: text(),
      description: text(),
      likelihood: int(),
      impact: int(),
      mitigation: text(),
      owner: text(),
      position: int(),
      ...timestamps(),
    },
    { ...options, tableName: "risks" },
  );
  Budget.init(
    { id: id(), workspace_id: text(), project_id: text(), currency: text(), total: money(), contingency: money(), ...timestamps() },
    { ...options, tableName: "budgets" },
  );
  BudgetLine.init(
    {
      id: id(),
      workspace_id: text(),
      budget_id: text(),
      project_id: text(),
      phase_id: optionalText(),
      category: text(),
      label: text(),
      amount: money(),
      position: int(),
      ...timestamps(),
    },
    { ...options, tableName: "budget_lines" },
  );
  ComplianceItem.init(
    {
      id: id(),
      workspace_id: text(),
      project_id: text(),
      rule_id: text(),
      code: text(),
      title: text(),
      status: text(),
      notes: text(),
      due_date: date(),
      rule_status: optionalText(),
      applies_from: date(),
      position: int(),
      ...timestamps(),
    },
    { ...options, tableName: "compliance_items" },
  );
  Stakeholder.init(
    {
      id: id(),
      workspace_id: text(),
      project_id: text(),
      name: text(),
      role: text(),
      interest: text(),
      influence: text(),
      position: int(),
      ...timestamps(),
    },
    { ...options, tableName: "stakeholders" },
  );
  Document.init(
    { id: id(), workspace_id: text(), project_id: text(), title: text(), kind: text(), body: text(), ...timestamps() },
    { ...options, tableName: "documents" },
  );
  Outbox.init(
    {
      seq: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      id: text(),
      workspace_id: text(),
      project_id: optionalText(),
      type: text(),
      payload: { type: DataTypes.JSONB, allowNull: false },
      headers: { type: DataTypes.JSONB, allowNull: true },
      created_at: { type: DataTypes.DATE },
    },
    { ...options, tableName: "outbox", updatedAt: false },
  );
  return {
    sequelize,
    Project,
    Phase,
    Task,
    Risk,
    Budget,
    BudgetLine,
    ComplianceItem,
    Stakeholder,
    Document,
    Outbox,
  };
}
