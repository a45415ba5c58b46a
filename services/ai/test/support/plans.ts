/** Builders for plans in tests: every required field of the generated types filled, overrides on top. */
import type {
  Budget,
  BudgetLine,
  ComplianceItem,
  Plan,
  PlanPhase,
  Project,
  Risk,
  Stakeholder,
  Task,
} from "@planner/shared/gen/planner/project/v1/project.js";

const STAMP = "2025-01-01T00:00:00.000Z";

export function project(over: Partial<Project> = {}): Project {
  return {
    id: "prj_1",
    workspace_id: "ws_1",
    title: "ERP-Einführung",
    description: "Einführung eines ERP-Systems. Ziel sind durchgängige Prozesse von Einkauf bis Buchhaltung.",
    status: "active",
    locale: "de",
    country: "DE",
    industry: "manufacturing",
    company_size: "medium",
    timeline_weeks: 12,
    progress: 0,
    start_date: "2025-01-06",
    end_date: "2025-03-28",
    counts: undefined,
    template_key: undefined,
    created_at: STAMP,
    updated_at: STAMP,
    activities: [],
    absent_activities: [],
    ...over,
  };
}

export function task(over: Partial<Task> & { id: string }): Task {
  return {
    project_id: "prj_1",
    phase_id: "",
    title: `Aufgabe ${over.id}`,
    description: "",
    checked: false,
    status: "open",
    priority: "medium",
    due_date: undefined,
    assignee: undefined,
    depends_on: [],
    position: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function phase(over: Partial<PlanPhase> & { id: string }): PlanPhase {
  return {
    name: `Phase ${over.id}`,
    description: "",
    position: 0,
    status: "",
    start_date: undefined,
    end_date: undefined,
    tasks: [],
    ...over,
  };
}

export function risk(over: Partial<Risk> & { id: string }): Risk {
  return {
    project_id: "prj_1",
    title: `Risiko ${over.id}`,
    description: "",
    likelihood: 2,
    impact: 2,
    score: 0,
    mitigation: "Regelmäßige Abstimmung mit dem Lieferanten im Lenkungskreis",
    owner: "Anna Berg",
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function line(over: Partial<BudgetLine> & { id: string }): BudgetLine {
  return { category: "software", label: `Position ${over.id}`, amount: 10_000, phase_id: undefined, ...over };
}

export function budget(over: Partial<Budget> = {}): Budget {
  return {
    id: "bud_1",
    project_id: "prj_1",
    currency: "EUR",
    total: 0,
    contingency: 10_000,
    lines: [line({ id: "bl_1", amount: 60_000 }), line({ id: "bl_2", amount: 30_000, category: "consulting" })],
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function item(over: Partial<ComplianceItem> & { id: string }): ComplianceItem {
  return {
    project_id: "prj_1",
    rule_id: "",
    code: "",
    title: `Pflicht ${over.id}`,
    status: "open",
    notes: "",
    due_date: undefined,
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function stakeholder(over: Partial<Stakeholder> & { name: string }): Stakeholder {
  return {
    id: `stk_${over.name.replace(/\W+/g, "_")}`,
    project_id: "prj_1",
    role: "",
    interest: "medium",
    influence: "medium",
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function plan(over: Partial<Plan> = {}): Plan {
  return { project: project(), phases: [], risks: [], budget: undefined, compliance: [], stakeholders: [], ...over };
}

/** The team most test plans share: a sponsor, a lead and two specialists. */
export const TEAM: Stakeholder[] = [
  stakeholder({ name: "Dr. Petra Hahn", role: "Geschäftsführung", influence: "high", interest: "high" }),
  stakeholder({ name: "Anna Berg", role: "Projektleitung", influence: "medium", interest: "high" }),
  stakeholder({ name: "Jonas Weber", role: "IT-Leitung", influence: "medium", interest: "medium" }),
  stakeholder({ name: "Lea Roth", role: "Datenschutzbeauftragte", influence: "low", interest: "medium" }),
];

/**
 * A healthy plan on 2025-02-10: first phase done, second under way and on time, balanced
 * owners, mitigated risks, a 10 % reserve, compliance done.
 */
export function healthyPlan(): Plan {
  return plan({
    stakeholders: TEAM,
    phases: [
      phase({
        id: "ph_1",
        name: "Analyse",
        position: 1,
        start_date: "2025-01-06",
        end_date: "2025-01-31",
        tasks: [
          task({
            id: "t_1",
            title: "Ist-Prozesse aufnehmen",
            checked: true,
            status: "done",
            due_date: "2025-01-17",
            assignee: "Anna Berg",
          }),
          task({
            id: "t_2",
            title: "Anforderungen priorisieren",
            checked: true,
            status: "done",
            due_date: "2025-01-31",
            assignee: "Jonas Weber",
          }),
        ],
      }),
      phase({
        id: "ph_2",
        name: "Umsetzung",
        position: 2,
        start_date: "2025-02-03",
        end_date: "2025-03-14",
        tasks: [
          task({ id: "t_3", title: "System konfigurieren", due_date: "2025-02-28", assignee: "Jonas Weber", depends_on: ["t_2"] }),
          task({ id: "t_4", title: "Datenmigration testen", due_date: "2025-03-07", assignee: "Anna Berg" }),
          task({ id: "t_5", title: "Datenschutzkonzept abstimmen", due_date: "2025-03-14", assignee: "Lea Roth" }),
        ],
      }),
    ],
    risks: [risk({ id: "r_1", title: "Lieferverzug des Softwareanbieters", likelihood: 3, impact: 3 })],
    budget: budget(),
    compliance: [
      item({ id: "ci_1", rule_id: "rul_eu_gdpr", code: "DSGVO", title: "Verzeichnis der Verarbeitungstätigkeiten", status: "done" }),
    ],
  });
}
