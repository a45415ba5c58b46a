import { type EffectRecorder, notFound, QueryTypes } from "@planner/shared";
import type { Document, Risk } from "@planner/shared/gen/planner/project/v1/project.js";
import { buildEvent, toEventData } from "../domain/events.js";
import { newRiskRows } from "../domain/plan.js";
import type { DocumentRepository } from "./documents.js";
import { sqlRunner } from "./idempotency.js";
import { toRisk } from "./mappers.js";
import type { Models } from "./models.js";
import type { OutboxRepository } from "./outbox.js";

export interface AgentRunRecord {
  workspaceId: string;
  projectId: string;
  /** The run as the API answers it (AgentRun) without document_id. */
  run: Record<string, unknown>;
  title: string;
  body: string;
  newRisks: Risk[];
}

/** Stores what an agent run produced, with its events, in one transaction. */
export class AgentRunRepository {
  constructor(
    private readonly models: Models,
    private readonly documents: DocumentRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * The report becomes a document (kind agent_report), each new risk a risk (risk.added),
   * and agent.completed carries the run with its document id and added risk ids. The
   * project row is locked first, like every change of a project, so its events keep order.
   */
  async record(
    record: AgentRunRecord,
    recorder?: EffectRecorder<{ document: Document; risks: Risk[] }>,
  ): Promise<{ document: Document; risks: Risk[] }> {
    const m = this.models;
    return m.sequelize.transaction(async (transaction) => {
      const sql = sqlRunner(m.sequelize, transaction);
      await recorder?.begin(sql);
      const [locked] = await m.sequelize.query<{ next_position: number }>(
        `SELECT (SELECT coalesce(max(position), 0) + 1 FROM risks WHERE workspace_id = $1 AND project_id = $2) AS next_position
         FROM projects WHERE workspace_id = $1 AND id = $2 FOR NO KEY UPDATE`,
        { bind: [record.workspaceId, record.projectId], type: QueryTypes.SELECT, transaction },
      );
      if (!locked) throw notFound("project");
      const rows = newRiskRows(record.newRisks, {
        workspaceId: record.workspaceId,
        projectId: record.projectId,
        firstPosition: Number(locked.next_position),
      });
      const created = rows.length > 0 ? await m.Risk.bulkCreate(rows, { transaction, returning: true }) : [];
      const risks = created.map((row) => toRisk(row));
      const document = await this.documents.insert(
        { workspaceId: record.workspaceId, projectId: record.projectId, title: record.title, kind: "agent_report", body: record.body },
        transaction,
      );
      const now = new Date();
      const run = { ...record.run, document_id: document.id, added_risk_ids: risks.map((risk) => risk.id) };
      await this.outbox.append(
        [
          ...risks.map((risk) => buildEvent("risk.added", record.workspaceId, record.projectId, { risk: toEventData(risk) }, now)),
          buildEvent("agent.completed", record.workspaceId, record.projectId, { run }, now),
        ],
        transaction,
      );
      await recorder?.end(sql, { document, risks });
      return { document, risks };
    });
  }
}
