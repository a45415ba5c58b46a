import { type AsyncImplementation, invalidArgument } from "@planner/shared";

/** Finds the first string in a request that contains a NUL character (Postgres text cannot store it). */
function findNul(value: unknown, pointer: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? pointer || "/" : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${pointer}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, `${pointer}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Rejects input no handler can store before it reaches one, so bad input is always
 * INVALID_ARGUMENT and never a database error. Pointers are relative to the public request
 * body, which for CreateProjectFromPlan is the plan itself.
 */
export function guardInputs<D>(implementation: AsyncImplementation<D>): AsyncImplementation<D> {
  const guarded: Record<string, (request: unknown, context: unknown) => Promise<unknown>> = {};
  for (const [name, handler] of Object.entries(
    implementation as Record<string, (request: unknown, context: unknown) => Promise<unknown>>,
  )) {
    guarded[name] = async (request, context) => {
      const found = findNul(request, "");
      if (found) {
        const pointer = found.startsWith("/plan/") ? found.slice("/plan".length) : found;
        throw invalidArgument(`${pointer.slice(1)}: must not contain NUL characters`, [
          { pointer, message: "must not contain NUL characters" },
        ]);
      }
      return handler(request, context);
    };
  }
  return guarded as unknown as AsyncImplementation<D>;
}
