// @ts-check
// The operations the suites call, named by the tag every request carries
// (`endpoint: "GET /projects/{id}"`), with the status they answer and their latency budget.
// Every name is a method and path of gateway/openapi/openapi.yaml (a test checks it).

/**
 * @typedef {{ method: "GET" | "POST" | "PATCH" | "DELETE", path: (ids: Record<string, string>) => string,
 *   status: number, p95: number, p99: number }} Endpoint
 */

/** Latency budgets (ms) hold for one node of the local stack; LATENCY_FACTOR scales them. */
export const ENDPOINTS = /** @satisfies {Record<string, Endpoint>} */ ({
  "GET /projects": { method: "GET", path: () => "/projects", status: 200, p95: 300, p99: 800 },
  "GET /projects/{id}": { method: "GET", path: (ids) => `/projects/${ids.project}`, status: 200, p95: 250, p99: 600 },
  "GET /projects/{id}/tasks": { method: "GET", path: (ids) => `/projects/${ids.project}/tasks`, status: 200, p95: 300, p99: 800 },
  "GET /projects/{id}/export": { method: "GET", path: (ids) => `/projects/${ids.project}/export`, status: 200, p95: 500, p99: 1200 },
  "PATCH /tasks/{id}": { method: "PATCH", path: (ids) => `/tasks/${ids.task}`, status: 200, p95: 400, p99: 1000 },
  "GET /documents": { method: "GET", path: () => "/documents", status: 200, p95: 300, p99: 800 },
  "POST /documents/search": { method: "POST", path: () => "/documents/search", status: 200, p95: 400, p99: 1000 },
  "GET /compliance-rules": { method: "GET", path: () => "/compliance-rules", status: 200, p95: 300, p99: 800 },
  "GET /usage": { method: "GET", path: () => "/usage", status: 200, p95: 200, p99: 500 },
  "POST /ai/generate-plan": { method: "POST", path: () => "/ai/generate-plan", status: 201, p95: 3000, p99: 8000 },
  "GET /webhooks": { method: "GET", path: () => "/webhooks", status: 200, p95: 300, p99: 800 },
  "POST /webhooks": { method: "POST", path: () => "/webhooks", status: 201, p95: 500, p99: 1200 },
  "DELETE /webhooks/{id}": { method: "DELETE", path: (ids) => `/webhooks/${ids.webhook}`, status: 204, p95: 500, p99: 1200 },
});

/** @typedef {keyof typeof ENDPOINTS} EndpointName */

/**
 * The read/write mix of the smoke, load, stress, spike and soak suites: out of every 100
 * requests, this many go to each operation (mostly reads, as API clients and no-code
 * platforms poll far more than they write).
 * @type {[EndpointName, number][]}
 */
export const TRAFFIC_MIX = [
  ["GET /projects/{id}", 25],
  ["GET /projects/{id}/tasks", 20],
  ["GET /projects", 10],
  ["PATCH /tasks/{id}", 10],
  ["POST /documents/search", 10],
  ["GET /compliance-rules", 10],
  ["GET /projects/{id}/export", 5],
  ["GET /documents", 5],
  ["GET /usage", 5],
];

/** The operations of the mix, for the thresholds. */
export const MIX_ENDPOINTS = TRAFFIC_MIX.map(([name]) => name);

/** @param {[EndpointName, number][]} mix */
const totalWeight = (mix) => mix.reduce((sum, [, weight]) => sum + weight, 0);
// Summed once for the default mix: the functions below run for every request of a run.
const TRAFFIC_MIX_TOTAL = totalWeight(TRAFFIC_MIX);

/**
 * The operation of one request slot: walking the slots in order yields exactly the mix's
 * proportions in every block of `sum(weights)` requests.
 * @param {number} slot
 * @param {[EndpointName, number][]} [mix]
 * @returns {EndpointName}
 */
export function endpointForSlot(slot, mix = TRAFFIC_MIX) {
  const total = mix === TRAFFIC_MIX ? TRAFFIC_MIX_TOTAL : totalWeight(mix);
  let position = slot % total;
  for (const [name, weight] of mix) {
    if (position < weight) return name;
    position -= weight;
  }
  throw new Error("empty traffic mix");
}

/**
 * How many of the slots before `slot` went to `name`: the n-th PATCH of a run picks its task
 * and its `checked` value from this, so every PATCH really changes the task.
 * @param {number} slot
 * @param {EndpointName} name
 * @param {[EndpointName, number][]} [mix]
 * @returns {number}
 */
export function occurrencesBefore(slot, name, mix = TRAFFIC_MIX) {
  const total = mix === TRAFFIC_MIX ? TRAFFIC_MIX_TOTAL : totalWeight(mix);
  let offset = 0;
  let weight = 0;
  for (const [candidate, candidateWeight] of mix) {
    if (candidate === name) {
      weight = candidateWeight;
      break;
    }
    offset += candidateWeight;
  }
  const position = slot % total;
  return Math.floor(slot / total) * weight + Math.min(Math.max(position - offset, 0), weight);
}
