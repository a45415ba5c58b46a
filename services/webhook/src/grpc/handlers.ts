/** gRPC handlers of planner.webhook.v1.WebhookService: validation, then the repository. */
import {
  type AsyncImplementation,
  decodeCursor,
  invalidArgument,
  notFound,
  pageLimit,
  ServiceError,
  status,
  toPage,
} from "@planner/shared";
import type { Webhook, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { newWebhookSecret, type SecretBox } from "../crypto/secret-box.js";
import { requireId, requireWorkspace, validateCreate } from "../domain/validation.js";
import { WebhookLimitReached, type WebhookRecord, type WebhookRepository } from "../repositories/webhooks.js";
import type { SsrfGuard } from "../ssrf/guard.js";

export interface HandlerDependencies {
  webhooks: WebhookRepository;
  secretBox: SecretBox;
  guard: SsrfGuard;
  maxPerWorkspace: number;
  now?: () => Date;
}

/** The wire form; `secret` only when just created. */
export function toProtoWebhook(record: WebhookRecord, secret?: string): Webhook {
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    description: record.description,
    active: record.status === "active",
    secret,
    last_delivery: record.lastDelivery
      ? {
          status: record.lastDelivery.status,
          response_status: record.lastDelivery.responseStatus,
          attempted_at: record.lastDelivery.attemptedAt.toISOString(),
          attempt: record.lastDelivery.attempt,
          delivery_id: record.lastDelivery.deliveryId,
        }
      : undefined,
    disabled_reason: record.disabledReason,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    status: record.status,
    consecutive_failures: record.consecutiveFailures,
    failing_since: record.failingSince?.toISOString(),
  };
}

function decodeListCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  const position = decodeCursor(cursor);
  if (!position) return undefined;
  const createdAt = new Date(position.value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(position.value) || Number.isNaN(createdAt.getTime())) {
    throw invalidArgument("cursor is not valid; pass next_cursor from a previous page unchanged", [
      { pointer: "/cursor", message: "not a cursor issued for this list" },
    ]);
  }
  return { createdAt, id: position.id };
}

export function createWebhookHandlers(deps: HandlerDependencies): AsyncImplementation<typeof WebhookServiceService> {
  const now = deps.now ?? (() => new Date());
  return {
    createWebhook: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const input = validateCreate(request, deps.guard);
      const secret = newWebhookSecret();
      try {
        const record = await deps.webhooks.create({
          workspaceId,
          ...input,
          limit: deps.maxPerWorkspace,
          seal: (id) => deps.secretBox.seal(secret, id),
          now: now(),
        });
        return toProtoWebhook(record, secret);
      } catch (error) {
        if (error instanceof WebhookLimitReached) {
          // 409 at the gateway: the request is valid, the workspace's state forbids it.
          throw new ServiceError(
            status.FAILED_PRECONDITION,
            "webhook_limit_reached",
            `${error.message}; delete one before adding another (at most ${error.limit} per workspace)`,
          );
        }
        throw error;
      }
    },
    listWebhooks: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      if (request.limit < 0 || request.limit > 100) {
        throw invalidArgument("limit must be between 1 and 100", [{ pointer: "/limit", message: "must be between 1 and 100" }]);
      }
      const limit = pageLimit(request.limit);
      const after = decodeListCursor(request.cursor);
      const rows = await deps.webhooks.list(workspaceId, after, limit + 1);
      const page = toPage(rows, limit, (row) => ({ value: row.createdAt.toISOString(), id: row.id }));
      return { data: page.data.map((row) => toProtoWebhook(row)), has_more: page.has_more, next_cursor: page.next_cursor };
    },
    deleteWebhook: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const id = requireId(request.id);
      if (!(await deps.webhooks.delete(workspaceId, id, now()))) throw notFound("webhook");
      return {};
    },
  };
}
