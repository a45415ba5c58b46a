/** Validation of subscription requests; every problem is reported at once with a JSON pointer. */
import { EVENT_TYPES, FieldErrors } from "@planner/shared";
import { type SsrfGuard, SsrfRefusedError } from "../ssrf/guard.js";

export const WILDCARD = "*";
export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_EVENTS = EVENT_TYPES.length + 1;

export interface CreateWebhookInput {
  url: string;
  events: string[];
  description: string;
}

const EVENT_CHOICES = [...EVENT_TYPES, WILDCARD];

function checkUrl(raw: string, guard: SsrfGuard, errors: FieldErrors): string | undefined {
  if (raw.trim() === "") {
    errors.add("/url", "is required");
    return undefined;
  }
  if (raw.length > MAX_URL_LENGTH) {
    errors.add("/url", `must be at most ${MAX_URL_LENGTH} characters`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    errors.add("/url", "must be an absolute https:// URL");
    return undefined;
  }
  if (url.protocol !== "https:") {
    errors.add("/url", "must use https://");
    return undefined;
  }
  try {
    guard.checkUrl(url);
  } catch (error) {
    if (!(error instanceof SsrfRefusedError)) throw error;
    errors.add("/url", `must point to a public host: ${error.reason}`);
    return undefined;
  }
  // Credentials in a URL end up in logs and proxies; receivers authenticate by the signature.
  if (url.username !== "" || url.password !== "") {
    errors.add("/url", "must not contain a user name or password");
    return undefined;
  }
  url.hash = "";
  return url.toString();
}

export function validateCreate(request: { url: string; events: string[]; description: string }, guard: SsrfGuard): CreateWebhookInput {
  const errors = new FieldErrors();
  const url = checkUrl(request.url ?? "", guard, errors);
  const events = request.events ?? [];
  if (events.length === 0) errors.add("/events", 'must list at least one event type, or "*"');
  if (events.length > MAX_EVENTS) errors.add("/events", `must list at most ${MAX_EVENTS} entries`);
  const seen = new Set<string>();
  events.forEach((event, index) => {
    if (!EVENT_CHOICES.includes(event)) errors.add(`/events/${index}`, `must be one of ${EVENT_CHOICES.join(", ")}`);
    else if (seen.has(event)) errors.add(`/events/${index}`, "is listed twice");
    seen.add(event);
  });
  const description = request.description ?? "";
  if ([...description].length > MAX_DESCRIPTION_LENGTH) errors.add("/description", `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  errors.throwIfAny();
  return { url: url ?? "", events: [...events], description };
}
