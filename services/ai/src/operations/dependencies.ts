/** What the operations need: the clients of the services the AI service calls, the engine, a clock. */
import {
  type CallContext,
  fromUpstreamError,
  idempotencyMetadata,
  idempotencyOf,
  markReplayed,
  type PromiseClient,
  type UnaryCallOptions,
  wasReplayed,
} from "@planner/shared";
import type { ComplianceServiceService } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import type { Plan, ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ComplianceRuleInput } from "../domain/types.js";
import type { Engine } from "../engines/engine.js";
import type { RulesCache } from "./rules-cache.js";

export interface AiDependencies {
  project: PromiseClient<typeof ProjectServiceService>;
  compliance: PromiseClient<typeof ComplianceServiceService>;
  engine: Engine;
  /** The compliance library's rules by profile, reused for a short time. */
  rules: RulesCache<ComplianceRuleInput[]>;
  /** Deadline of each call to another service. */
  callTimeoutMs: number;
  now: () => Date;
}

/**
 * Options of a call made while handling `context`: its deadline, request id and the
 * request's Idempotency-Key (the project service records it with the effect it applies,
 * and says when it answered from that record: so does this service, then).
 */
export function callOptions(deps: AiDependencies, context: CallContext): UnaryCallOptions {
  const claim = idempotencyOf(context);
  if (!claim) return { timeoutMs: deps.callTimeoutMs, requestId: context.requestId };
  return {
    timeoutMs: deps.callTimeoutMs,
    requestId: context.requestId,
    metadata: idempotencyMetadata(claim),
    onMetadata: (received) => {
      if (wasReplayed(received)) markReplayed(context);
    },
  };
}

/** A call to another service whose failure (NOT_FOUND, UNAVAILABLE …) is passed on unchanged. */
export function upstream<T>(call: Promise<T>): Promise<T> {
  return call.catch(fromUpstreamError);
}

/** The whole plan of a project of the caller's workspace (NOT_FOUND otherwise). */
export function loadPlan(deps: AiDependencies, context: CallContext, workspaceId: string, projectId: string): Promise<Plan> {
  return upstream(deps.project.getPlan({ workspace_id: workspaceId, id: projectId }, callOptions(deps, context)));
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A proto Struct field holds plain JSON only (no undefined members). */
export const toStruct = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value ?? {})) as Record<string, unknown>;

/** A proto LocalizedText (members optional on the wire) as the domain's, empty where unset. */
export const localized = (value: { de: string; en: string } | undefined): { de: string; en: string } => ({
  de: value?.de ?? "",
  en: value?.en ?? "",
});
