import { quotasOf, usagePeriod } from "./accounts/plans.js";
import type { Workspace } from "./accounts/repository.js";
import type { Admission } from "./limits/admission.js";

/** The body of GET /usage and `admin usage` (design section 3). */
export interface UsageBody {
  /** Which workspace and key answer: the "test authentication" step of no-code platforms. */
  workspace: { id: string; name: string };
  key: { id: string; scope: string } | null;
  plan: string;
  period: { start: string; end: string };
  api_calls: { used: number; limit: number; remaining: number };
  ai_calls: { used: number; limit: number; remaining: number };
  rate_limit: { limit: number; window_seconds: number; remaining: number };
}

export async function usageBody(
  admission: Admission,
  workspace: Workspace,
  rateRemaining: number,
  key: { id: string; scope: string } | null = null,
): Promise<UsageBody> {
  const period = usagePeriod();
  const quotas = quotasOf(workspace);
  const used = await admission.usage(workspace);
  return {
    workspace: { id: workspace.id, name: workspace.name },
    key,
    plan: workspace.plan,
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    api_calls: { used: used.api, limit: quotas.api, remaining: Math.max(0, quotas.api - used.api) },
    ai_calls: { used: used.ai, limit: quotas.ai, remaining: Math.max(0, quotas.ai - used.ai) },
    rate_limit: { limit: admission.rateLimit, window_seconds: admission.windowSeconds, remaining: rateRemaining },
  };
}
