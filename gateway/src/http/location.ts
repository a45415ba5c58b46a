import type { Operation } from "../openapi/operations.js";

/** `/api/v1/projects/{project.id}` filled from the response; undefined when a member is missing. */
function locationOf(template: string, response: unknown): string | undefined {
  let complete = true;
  const url = template.replace(/\{([\w.]+)\}/g, (_match, path: string) => {
    const value = path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], response);
    if (typeof value !== "string" || value === "") complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? url : undefined;
}

/** The Location of a created resource (x-location), from the stored or fresh JSON answer. */
export function locationFor(operation: Operation, status: number, body: string): string | undefined {
  if (!operation.location || status !== 201) return undefined;
  try {
    return locationOf(operation.location, JSON.parse(body));
  } catch {
    return undefined;
  }
}
