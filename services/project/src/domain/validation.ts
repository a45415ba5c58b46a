import { invalidArgument, type ServiceError } from "@planner/shared";

export { COMPANY_SIZES, COUNTRIES, FieldErrors, requireId, requireWorkspace } from "@planner/shared";

/** The enumerations of the plan model (mirrored by CHECK constraints in the migrations). */
export const PROJECT_STATUSES = ["planned", "active", "completed"] as const;
export const PHASE_STATUSES = ["pending", "in_progress", "completed"] as const;
export const TASK_STATUSES = ["open", "done"] as const;
export const PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const LEVELS = ["low", "medium", "high"] as const;
export const COMPLIANCE_STATUSES = ["open", "done"] as const;
/** The library's answer for a compliance item's rule: it binds today, later, or a fact or figure is open. */
export const COMPLIANCE_RULE_STATUSES = ["applies", "upcoming", "undetermined"] as const;
export const DOCUMENT_KINDS = ["plan_export", "tool", "agent_report", "note", "import"] as const;

export function oneOfMessage(allowed: readonly string[]): string {
  return `must be one of ${allowed.join(", ")}`;
}

/** A calendar date in YYYY-MM-DD form that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

export function isOneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** A filter value that must be one of an enum, or empty for "no filter". */
export function enumFilter<T extends string>(value: string | undefined, field: string, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === "") return undefined;
  if (isOneOf(value, allowed)) return value;
  throw invalidArgument(`${field} ${oneOfMessage(allowed)}`, [{ pointer: `/${field}`, message: oneOfMessage(allowed) }]);
}

export function validationError(pointer: string, message: string): ServiceError {
  return invalidArgument(`${pointer.slice(1)}: ${message}`, [{ pointer, message }]);
}
