/** Plans and their monthly quotas (design section 3); enterprise quotas are set per workspace. */
export const PLANS = ["free", "pro", "max", "enterprise"] as const;
export type Plan = (typeof PLANS)[number];

export const SCOPES = ["read", "write", "ai"] as const;
export type Scope = (typeof SCOPES)[number];

const PLAN_QUOTAS: Record<Exclude<Plan, "enterprise">, { api: number; ai: number }> = {
  free: { api: 0, ai: 0 },
  pro: { api: 2_000, ai: 50 },
  max: { api: 20_000, ai: 500 },
};

/** Quotas when an enterprise workspace has none set yet. */
const ENTERPRISE_DEFAULT = { api: 100_000, ai: 5_000 };

export interface WorkspaceQuotaSource {
  plan: Plan;
  api_quota: number | null;
  ai_quota: number | null;
}

/** Effective monthly quotas: custom values override the plan's (enterprise, or set by an operator). */
export function quotasOf(workspace: WorkspaceQuotaSource): { api: number; ai: number } {
  const base = workspace.plan === "enterprise" ? ENTERPRISE_DEFAULT : PLAN_QUOTAS[workspace.plan];
  return { api: workspace.api_quota ?? base.api, ai: workspace.ai_quota ?? base.ai };
}

/** Which scopes a key's scope grants (design: write and ai both include read). */
export function scopeGrants(keyScope: Scope, required: Scope): boolean {
  return keyScope === required || required === "read";
}

/** The calendar month (UTC) containing `now`: its first day and the first day of the next. */
export function usagePeriod(now = new Date()): { start: Date; end: Date; key: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end, key: start.toISOString().slice(0, 10) };
}
