export { SERVICE_NAME, type StartOptions, startWebhookService, type WebhookService } from "./app.js";
export { parseDuration, parseRetrySchedule, readWebhookConfig, type WebhookConfig } from "./config.js";
export { parseSecretKey, SecretBox } from "./crypto/secret-box.js";
export { deliveryBody, USER_AGENT } from "./delivery/worker.js";
export { parseEnvelope } from "./events/fan-out.js";
export {
  SIGNATURE_HEADER,
  signWebhook,
  type VerifyOptions,
  verifyWebhookSignature,
  WebhookSignatureError,
  type WebhookSignatureFailure,
} from "./signature.js";
export { createGuardedLookup, type Resolver, SsrfGuard, SsrfRefusedError } from "./ssrf/guard.js";
export { parseIpAddress } from "./ssrf/ip.js";
