/** The RedeliverFailedDeliveries operator RPC: validation of its filters, then one bounded bulk redelivery. */
import { invalidArgument, LIMITS, notFound, parseRfc3339, requireId, requireWorkspace } from "@planner/shared";
import type {
  RedeliverFailedDeliveriesRequest,
  RedeliverFailedDeliveriesResponse,
} from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import type { DeliveryRepository } from "../repositories/deliveries.js";

const { bulkRedeliveryMax: BULK_REDELIVERY_MAX, bulkRedeliveryDefault: BULK_REDELIVERY_DEFAULT } = LIMITS;

export interface RedeliverFailedDependencies {
  deliveries: DeliveryRepository;
  /** Called when something was scheduled, so the worker looks at once. */
  onRedeliver?: () => void;
  now: () => Date;
}

export function redeliverFailedHandler(deps: RedeliverFailedDependencies) {
  return async (request: RedeliverFailedDeliveriesRequest): Promise<RedeliverFailedDeliveriesResponse> => {
    if (request.limit < 0 || request.limit > BULK_REDELIVERY_MAX) {
      throw invalidArgument(`limit must be between 1 and ${BULK_REDELIVERY_MAX}`, [
        { pointer: "/limit", message: `must be between 1 and ${BULK_REDELIVERY_MAX}` },
      ]);
    }
    const limit = request.limit === 0 ? BULK_REDELIVERY_DEFAULT : request.limit;
    const workspaceId = request.workspace_id ? requireWorkspace(request.workspace_id) : undefined;
    const webhookId = request.webhook_id ? requireId(request.webhook_id, "webhook_id") : undefined;
    let since: Date | undefined;
    if (request.since) {
      since = parseRfc3339(request.since);
      if (!since) {
        throw invalidArgument("since must be an RFC 3339 time such as 2026-11-25T10:00:00Z", [
          { pointer: "/since", message: "must be an RFC 3339 date-time" },
        ]);
      }
    }
    if (webhookId) {
      const owner = await deps.deliveries.webhookWorkspace(webhookId);
      if (!owner || (workspaceId !== undefined && owner !== workspaceId)) throw notFound(`webhook ${webhookId}`);
    }
    const outcome = await deps.deliveries.redeliverFailed({ webhookId, workspaceId, since }, limit, deps.now());
    if (outcome.scheduledIds.length > 0) deps.onRedeliver?.();
    const skipped = outcome.skippedAlreadyRedelivered + outcome.skippedSubscriptionInactive;
    return {
      matched: outcome.matched,
      scheduled: outcome.scheduledIds.length,
      skipped,
      skipped_already_redelivered: outcome.skippedAlreadyRedelivered,
      skipped_subscription_inactive: outcome.skippedSubscriptionInactive,
      remaining: outcome.remaining,
      has_more: outcome.remaining > 0,
      scheduled_ids: outcome.scheduledIds,
    };
  };
}
