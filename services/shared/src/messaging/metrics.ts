import type { Registry } from "../management.js";

/**
 * The registry's metric of that name, or a new one: several relays or consumers in one
 * process share a registry, and prom-client refuses a second registration of a name.
 */
export function metricOf<M>(registry: Registry | undefined, name: string, create: () => M): M {
  const existing = registry?.getSingleMetric(name);
  return existing ? (existing as unknown as M) : create();
}
