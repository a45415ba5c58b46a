import { DataTypes, Model, type ModelStatic, newId, Op, QueryTypes, type Sequelize } from "@planner/shared";
import { generateApiKey, hashSecret } from "../auth/api-key.js";
import type { Plan, Scope } from "./plans.js";

export interface Workspace {
  id: string;
  name: string;
  plan: Plan;
  api_quota: number | null;
  ai_quota: number | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyRecord {
  id: string;
  workspace_id: string;
  prefix: string;
  scope: Scope;
  name: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** What the gateway needs to authenticate a key (never leaves the process). */
export interface KeyCredentials {
  id: string;
  secret_hash: string;
  scope: Scope;
  revoked: boolean;
  workspace: Workspace;
}

/** Calls to add to a usage row; every member is a count (never negative). */
export interface UsageDelta {
  workspaceId: string;
  periodStart: string;
  api: number;
  ai: number;
  /** AI calls given back (the upstream failed): counted apart, subtracted when read. */
  aiRefunds: number;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

class WorkspaceRow extends Model {}
class ApiKeyRow extends Model {}
class UsageRow extends Model {}

function toWorkspace(row: Model | Record<string, unknown>): Workspace {
  const r = row instanceof Model ? (row.get({ plain: true }) as Record<string, unknown>) : row;
  return {
    id: r.id as string,
    name: r.name as string,
    plan: r.plan as Plan,
    api_quota: (r.api_quota as number | null) ?? null,
    ai_quota: (r.ai_quota as number | null) ?? null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

function toKey(row: Model): ApiKeyRecord {
  const r = row.get({ plain: true }) as Record<string, unknown>;
  return {
    id: r.id as string,
    workspace_id: r.workspace_id as string,
    prefix: r.prefix as string,
    scope: r.scope as Scope,
    name: r.name as string,
    created_at: iso(r.created_at),
    last_used_at: isoOrNull(r.last_used_at),
    revoked_at: isoOrNull(r.revoked_at),
  };
}

/** Workspaces, API keys and usage rows in the gateway schema; Sequelize stays in here. */
export class AccountsRepository {
  private readonly workspaces: ModelStatic<WorkspaceRow>;
  private readonly keys: ModelStatic<ApiKeyRow>;
  private readonly usage: ModelStatic<UsageRow>;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly schema: string,
  ) {
    const common = { sequelize, schema, timestamps: false };
    this.workspaces = WorkspaceRow.init(
      {
        id: { type: DataTypes.TEXT, primaryKey: true },
        name: DataTypes.TEXT,
        plan: DataTypes.TEXT,
        api_quota: DataTypes.INTEGER,
        ai_quota: DataTypes.INTEGER,
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { ...common, tableName: "workspaces" },
    );
    this.keys = ApiKeyRow.init(
      {
        id: { type: DataTypes.TEXT, primaryKey: true },
        workspace_id: DataTypes.TEXT,
        prefix: DataTypes.TEXT,
        secret_hash: DataTypes.TEXT,
        scope: DataTypes.TEXT,
        name: DataTypes.TEXT,
        created_at: DataTypes.DATE,
        last_used_at: DataTypes.DATE,
        revoked_at: DataTypes.DATE,
      },
      { ...common, tableName: "api_keys" },
    );
    this.usage = UsageRow.init(
      {
        workspace_id: { type: DataTypes.TEXT, primaryKey: true },
        period_start: { type: DataTypes.DATEONLY, primaryKey: true },
        api_calls: DataTypes.BIGINT,
        ai_calls: DataTypes.BIGINT,
        ai_refunds: DataTypes.BIGINT,
        updated_at: DataTypes.DATE,
      },
      { ...common, tableName: "usage" },
    );
    this.keys.belongsTo(this.workspaces, { foreignKey: "workspace_id", as: "workspace" });
  }

  async createWorkspace(input: { name: string; plan: Plan; api_quota?: number; ai_quota?: number }): Promise<Workspace> {
    const now = new Date();
    const row = await this.workspaces.create({
      id: newId("ws"),
      name: input.name,
      plan: input.plan,
      api_quota: input.api_quota ?? null,
      ai_quota: input.ai_quota ?? null,
      created_at: now,
      updated_at: now,
    });
    return toWorkspace(row);
  }

  async listWorkspaces(): Promise<Workspace[]> {
    return (
      await this.workspaces.findAll({
        order: [
          ["created_at", "ASC"],
          ["id", "ASC"],
        ],
      })
    ).map(toWorkspace);
  }

  async getWorkspace(id: string): Promise<Workspace | undefined> {
    const row = await this.workspaces.findByPk(id);
    return row ? toWorkspace(row) : undefined;
  }

  async setPlan(id: string, plan: Plan, quotas: { api_quota?: number; ai_quota?: number }): Promise<Workspace | undefined> {
    const [count] = await this.workspaces.update(
      { plan, api_quota: quotas.api_quota ?? null, ai_quota: quotas.ai_quota ?? null, updated_at: new Date() },
      { where: { id } },
    );
    return count === 0 ? undefined : this.getWorkspace(id);
  }

  /** Creates a key; the full key is returned once and only its hash is stored. */
  async createKey(input: { workspaceId: string; scope: Scope; name: string; pepper: string }): Promise<ApiKeyRecord & { key: string }> {
    const generated = generateApiKey();
    const row = await this.keys.create({
      id: `key_${generated.keyId}`,
      workspace_id: input.workspaceId,
      prefix: generated.prefix,
      secret_hash: hashSecret(generated.secret, input.pepper),
      scope: input.scope,
      name: input.name,
      created_at: new Date(),
    });
    return { ...toKey(row), key: generated.key };
  }

  async listKeys(workspaceId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.keys.findAll({
      where: { workspace_id: workspaceId },
      order: [
        ["created_at", "ASC"],
        ["id", "ASC"],
      ],
    });
    return rows.map(toKey);
  }

  /** Revokes a key (idempotent: a revoked key keeps its first revocation time). */
  async revokeKey(id: string): Promise<ApiKeyRecord | undefined> {
    await this.keys.update({ revoked_at: new Date() }, { where: { id, revoked_at: null } });
    const row = await this.keys.findByPk(id);
    return row ? toKey(row) : undefined;
  }

  /** One join, raw: every key's cache entry is refreshed with it once a minute per replica. */
  async findCredentials(keyId: string): Promise<KeyCredentials | undefined> {
    const [row] = await this.sequelize.query<Record<string, unknown>>(
      `SELECT k.id, k.secret_hash, k.scope, k.revoked_at, w.id AS workspace_id, w.name, w.plan, w.api_quota, w.ai_quota,
              w.created_at, w.updated_at
       FROM "${this.schema}".api_keys k JOIN "${this.schema}".workspaces w ON w.id = k.workspace_id
       WHERE k.id = $1`,
      { bind: [keyId], type: QueryTypes.SELECT },
    );
    if (!row) return undefined;
    return {
      id: row.id as string,
      secret_hash: row.secret_hash as string,
      scope: row.scope as Scope,
      revoked: row.revoked_at != null,
      workspace: toWorkspace({ ...row, id: row.workspace_id }),
    };
  }

  /** Keys revoked and workspaces changed since a time: what caches must forget. */
  async changedSince(since: Date): Promise<{ keyIds: string[]; workspaceIds: string[] }> {
    const [keys, workspaces] = await Promise.all([
      this.keys.findAll({ attributes: ["id"], where: { revoked_at: { [Op.gte]: since } } }),
      this.workspaces.findAll({ attributes: ["id"], where: { updated_at: { [Op.gte]: since } } }),
    ]);
    return { keyIds: keys.map((row) => row.get("id") as string), workspaceIds: workspaces.map((row) => row.get("id") as string) };
  }

  async touchKeys(keyIds: string[], at: Date): Promise<void> {
    if (keyIds.length === 0) return;
    await this.sequelize.query(`UPDATE "${this.schema}".api_keys SET last_used_at = $1 WHERE id = ANY($2::text[])`, {
      bind: [at, keyIds],
    });
  }

  /** Adds usage deltas in one statement (upsert, additive; all or none of them). */
  async addUsage(deltas: UsageDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const values = deltas
      .map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}::date, $${i * 5 + 3}::bigint, $${i * 5 + 4}::bigint, $${i * 5 + 5}::bigint)`)
      .join(", ");
    await this.sequelize.query(
      `INSERT INTO "${this.schema}".usage (workspace_id, period_start, api_calls, ai_calls, ai_refunds) VALUES ${values}
       ON CONFLICT (workspace_id, period_start) DO UPDATE SET
         api_calls = usage.api_calls + excluded.api_calls,
         ai_calls = usage.ai_calls + excluded.ai_calls,
         ai_refunds = usage.ai_refunds + excluded.ai_refunds,
         updated_at = now()`,
      { bind: deltas.flatMap((d) => [d.workspaceId, d.periodStart, d.api, d.ai, d.aiRefunds]) },
    );
  }

  async getUsage(workspaceId: string, periodStart: string): Promise<{ api: number; ai: number }> {
    const row = await this.usage.findOne({ where: { workspace_id: workspaceId, period_start: periodStart } });
    if (!row) return { api: 0, ai: 0 };
    return { api: Number(row.get("api_calls")), ai: Math.max(0, Number(row.get("ai_calls")) - Number(row.get("ai_refunds"))) };
  }
}
