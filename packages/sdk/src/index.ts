export {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PlannerConnectionError,
  PlannerError,
  type ProblemBody,
  QuotaError,
  RateLimitError,
  ScopeError,
  ServerError,
  ValidationError,
} from "./errors.js";
export type { components, operations, paths } from "./generated/openapi.js";
export { Paginator } from "./paginate.js";
export { type CallOptions, DEFAULT_BASE_URL, Planner, type PlannerOptions, type WriteOptions } from "./planner.js";
export type { RetryOptions } from "./transport.js";
export * from "./types.js";
export {
  type RawBody,
  SIGNATURE_HEADER,
  type VerifyOptions,
  verifyWebhook,
  verifyWebhookSignature,
  WebhookVerificationError,
  type WebhookVerificationFailure,
} from "./webhooks.js";
