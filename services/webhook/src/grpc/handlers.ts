/** gRPC handlers of planner.webhook.v1.WebhookService: validation, then the repository. */
import {
  type AnswerCodec,
  type AsyncImplementation,
  applyOnce,
  type CursorSigner,
  decodeCursor,
  decodeIdCursor,
  encodeCursor,
  invalidArgument,
  notFound,
  pageLimit,
  requireId,
  requireWorkspace,
  ServiceError,
  status,
  toPage,
} from "@planner/shared";
import type { DeadLetter, Delivery, Webhook, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import type { SecretResealer } from "../crypto/reseal.js";
import { newWebhookSecret, type SecretBox } from "../crypto/secret-box.js";
import { validateCreate } from "../domain/validation.js";
import { type DeadLetterReplay, ReplayRefused } from "../events/replay.js";
import type { DeadLetterRecord, DeadLetterRepository } from "../repositories/dead-letters.js";
import {
  DELIVERY_STATES,
  type DeliveryRecord,
  type DeliveryRepository,
  type DeliveryState,
  RedeliveryRefused,
} from "../repositories/deliveries.js";
import { WebhookLimitReached, type WebhookRecord, type WebhookRepository } from "../repositories/webhooks.js";
import type { SsrfGuard } from "../ssrf/guard.js";
import { redeliverFailedHandler } from "./redeliver-failed.js";

export interface HandlerDependencies {
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  deadLetters: DeadLetterRepository;
  replay: DeadLetterReplay;
  /** Called after a redelivery is committed, so the worker looks at once. */
  onRedeliver?: () => void;
  secretBox: SecretBox;
  resealer: SecretResealer;
  guard: SsrfGuard;
  maxPerWorkspace: number;
  /** Signs the cursors of the workspace's list of webhooks (operator lists are not public). */
  cursors: CursorSigner;
  now?: () => Date;
}

/**
 * What a replayed creation answers: the subscription with its secret while it exists. Only
 * its id is recorded (never the secret); once deleted, the replay is 404 and the secret is
 * gone with it.
 */
function creationAnswer(deps: HandlerDependencies, workspaceId: string): AnswerCodec<Webhook> {
  return {
    encode: (webhook) => Buffer.from(webhook.id, "utf8"),
    decode: async (bytes) => {
      const id = bytes.toString("utf8");
      const found = await deps.webhooks.getWithSealedSecret(workspaceId, id);
      if (!found) {
        throw new ServiceError(
          status.NOT_FOUND,
          "not_found",
          `webhook ${id}, created by an earlier request with this Idempotency-Key, has since been deleted`,
        );
      }
      return toProtoWebhook(found.record, deps.secretBox.open(found.ciphertext, id));
    },
  };
}

/** The wire form; `secret` only when just created. */
export function toProtoWebhook(record: WebhookRecord, secret?: string): Webhook {
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    description: record.description || undefined,
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
    disabled_reason: record.disabledReason || undefined,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    status: record.status,
    consecutive_failures: record.consecutiveFailures,
    failing_since: record.failingSince?.toISOString(),
  };
}

export function toProtoDelivery(record: DeliveryRecord): Delivery {
  return {
    id: record.id,
    webhook_id: record.webhookId,
    workspace_id: record.workspaceId,
    event_id: record.eventId,
    event_type: record.eventType,
    status: record.status,
    series: record.series,
    attempt_count: record.attempts,
    next_attempt_at: record.status === "pending" ? record.nextAttemptAt.toISOString() : undefined,
    last_response_status: record.lastResponseStatus ?? undefined,
    last_error: record.lastError ?? undefined,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    attempts: record.history.map((attempt) => ({
      series: attempt.series,
      attempt: attempt.attempt,
      started_at: attempt.startedAt.toISOString(),
      latency_ms: attempt.latencyMs,
      response_status: attempt.responseStatus ?? undefined,
      error: attempt.error ?? undefined,
      outcome: attempt.outcome,
      response_body: attempt.responseBody,
      response_body_truncated: attempt.responseBodyTruncated,
    })),
  };
}

export function toProtoDeadLetter(record: DeadLetterRecord, deliveriesCreated = 0): DeadLetter {
  return {
    id: record.id,
    stream: record.stream,
    subject: record.subject,
    stream_seq: record.streamSeq === null ? undefined : Number(record.streamSeq),
    event_id: record.eventId ?? undefined,
    reason: record.reason,
    created_at: record.createdAt.toISOString(),
    replay_count: record.replayCount,
    replayed_at: record.replayedAt?.toISOString(),
    last_replay_error: record.lastReplayError ?? undefined,
    deliveries_created: deliveriesCreated,
  };
}

/** Dead letters are numbered by the database (bigint identity). */
const DEAD_LETTER_ID = /^[1-9]\d{0,17}$/;

function requireDeadLetterId(value: string): string {
  if (!DEAD_LETTER_ID.test(value)) {
    throw invalidArgument("id must be a dead letter's number", [{ pointer: "/id", message: "must be a positive integer" }]);
  }
  return value;
}

function requireField(value: string, name: string): string {
  if (!value || value.trim() === "") throw invalidArgument(`${name} is required`, [{ pointer: `/${name}`, message: "is required" }]);
  if (value.length > 100)
    throw invalidArgument(`${name} is too long`, [{ pointer: `/${name}`, message: "must be at most 100 characters" }]);
  return value;
}

/** A page size of 1..max; 0 (unset) takes the fallback. */
function checkLimit(limit: number, { max, fallback }: { max: number; fallback: number } = { max: 100, fallback: 20 }): number {
  if (limit < 0 || limit > max) {
    throw invalidArgument(`limit must be between 1 and ${max}`, [{ pointer: "/limit", message: `must be between 1 and ${max}` }]);
  }
  return pageLimit(limit, fallback, max);
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

/** Rows ResealSecrets checks per call at most (and by default): one call stays well within a gRPC deadline. */
const RESEAL_MAX_LIMIT = 1_000;

export function createWebhookHandlers(deps: HandlerDependencies): AsyncImplementation<typeof WebhookServiceService> {
  const now = deps.now ?? (() => new Date());
  return {
    createWebhook: async (request, context) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const input = validateCreate(request, deps.guard);
      const secret = newWebhookSecret();
      try {
        const target = {
          workspaceId,
          operation: "CreateWebhook",
          run: deps.webhooks.idempotencyRecords,
          codec: creationAnswer(deps, workspaceId),
        };
        return await applyOnce(context, target, async (recorder) => {
          const record = await deps.webhooks.create({
            workspaceId,
            ...input,
            limit: deps.maxPerWorkspace,
            seal: (id) => deps.secretBox.seal(secret, id),
            now: now(),
            recorder: recorder && {
              begin: recorder.begin,
              end: (run, created) => recorder.end(run, toProtoWebhook(created)),
            },
          });
          return toProtoWebhook(record, secret);
        });
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
      const limit = checkLimit(request.limit);
      const scope = { list: "webhooks", workspaceId };
      const after = decodeListCursor(deps.cursors.open(request.cursor, scope));
      const rows = await deps.webhooks.list(workspaceId, after, limit + 1);
      const page = toPage(rows, limit, (row) => ({ value: row.createdAt.toISOString(), id: row.id }));
      return {
        data: page.data.map((row) => toProtoWebhook(row)),
        has_more: page.has_more,
        next_cursor: deps.cursors.sign(page.next_cursor, scope),
      };
    },
    deleteWebhook: async (request) => {
      const workspaceId = requireWorkspace(request.workspace_id);
      const id = requireId(request.id);
      if (!(await deps.webhooks.delete(workspaceId, id, now()))) throw notFound("webhook");
      return {};
    },
    // Operator RPCs: the admin CLI calls them; the workspace is optional.
    listDeliveries: async (request) => {
      const webhookId = requireField(request.webhook_id, "webhook_id");
      const workspaceId = request.workspace_id ? requireWorkspace(request.workspace_id) : undefined;
      const state = request.status as DeliveryState;
      if (request.status && !DELIVERY_STATES.includes(state)) {
        throw invalidArgument(`status must be one of ${DELIVERY_STATES.join(", ")}`, [
          { pointer: "/status", message: `must be one of ${DELIVERY_STATES.join(", ")}` },
        ]);
      }
      const limit = checkLimit(request.limit);
      const before = decodeListCursor(request.cursor);
      const owner = await deps.deliveries.webhookWorkspace(webhookId);
      if (!owner || (workspaceId !== undefined && owner !== workspaceId)) throw notFound(`webhook ${webhookId}`);
      const rows = await deps.deliveries.list({ webhookId, status: request.status ? state : undefined, before, fetch: limit + 1 });
      const page = toPage(rows, limit, (row) => ({ value: row.createdAt.toISOString(), id: row.id }));
      return { data: page.data.map(toProtoDelivery), has_more: page.has_more, next_cursor: page.next_cursor };
    },
    redeliverDelivery: async (request) => {
      const id = requireField(request.delivery_id, "delivery_id");
      try {
        const record = await deps.deliveries.redeliver(id, now());
        if (!record) throw notFound(`delivery ${id}`);
        deps.onRedeliver?.();
        return toProtoDelivery(record);
      } catch (error) {
        if (error instanceof RedeliveryRefused) throw new ServiceError(status.FAILED_PRECONDITION, "validation_failed", error.message);
        throw error;
      }
    },
    redeliverFailedDeliveries: redeliverFailedHandler({ deliveries: deps.deliveries, onRedeliver: deps.onRedeliver, now }),
    listDeadLetters: async (request) => {
      const limit = checkLimit(request.limit);
      const after = decodeIdCursor(request.cursor, DEAD_LETTER_ID);
      const rows = await deps.deadLetters.list({ afterId: after?.id, includeReplayed: request.include_replayed, fetch: limit + 1 });
      const page = toPage(rows, limit, (row) => ({ value: row.id, id: row.id }));
      return { data: page.data.map((row) => toProtoDeadLetter(row)), has_more: page.has_more, next_cursor: page.next_cursor };
    },
    replayDeadLetter: async (request) => {
      const id = requireDeadLetterId(request.id);
      try {
        const outcome = await deps.replay.replay(id);
        if (!outcome) throw notFound(`dead letter ${id}`);
        return toProtoDeadLetter(outcome.letter, outcome.created);
      } catch (error) {
        if (error instanceof ReplayRefused) throw new ServiceError(status.FAILED_PRECONDITION, "validation_failed", error.message);
        throw error;
      }
    },
    resealSecrets: async (request) => {
      const limit = checkLimit(request.limit, { max: RESEAL_MAX_LIMIT, fallback: RESEAL_MAX_LIMIT });
      const after = decodeIdCursor(request.cursor);
      const batch = await deps.resealer.resealBatch(after?.id, limit);
      return {
        checked: batch.checked,
        resealed: batch.resealed,
        unreadable: batch.unreadable,
        has_more: batch.hasMore,
        next_cursor: batch.hasMore && batch.lastId ? encodeCursor({ value: batch.lastId, id: batch.lastId }) : undefined,
      };
    },
  };
}
