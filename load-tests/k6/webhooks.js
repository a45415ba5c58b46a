// @ts-check
// Webhooks: signed deliveries under load. setup() subscribes SUBSCRIPTIONS receivers
// (default 3) at WEBHOOK_RECEIVER_URL to task.status_changed; the `patch` scenario ticks
// fixture tasks off and on at RATE PATCHes/s (default 5) for DURATION (default 3m), each one
// a real status change; the `verify` scenario reads GET /webhooks every 10 s and checks
// every subscription's last delivery succeeded recently. The API offers clients no listing
// of single deliveries (that is the operator's `admin webhook deliveries`), so `last_delivery`,
// `consecutive_failures` and `status` are what a client can assert. teardown() waits until
// the deliveries of the last PATCHes arrived, then deletes the subscriptions.
import { check, sleep } from "k6";
import exec from "k6/execution";
import { Trend } from "k6/metrics";
import { call, envDuration, envNumber, json, MIX_SHAPE, prepareRun, READ_SHAPE, suiteOptions, summaryHandler, vusFor } from "./lib/run.js";
import { durationSeconds, keyForRequest } from "./lib/traffic.js";

/** @typedef {import("./lib/run.js").RunData & { webhooks: string[], writer: string }} WebhookRunData */

const RATE = envNumber("RATE", 5);
const DURATION = envDuration("DURATION", "3m");
const RECEIVER_URL = __ENV.WEBHOOK_RECEIVER_URL || "";
const SUBSCRIPTIONS = envNumber("SUBSCRIPTIONS", 3);
/** How recent a subscription's last delivery must be while PATCHes flow. */
const FRESH_MS = envNumber("DELIVERY_FRESH_SECONDS", 15) * 1000;
const VERIFY_START_SECONDS = 30;
if (durationSeconds(DURATION) < 2 * VERIFY_START_SECONDS) throw new Error(`DURATION must be at least ${2 * VERIFY_START_SECONDS}s`);

/** Age of each subscription's last delivery attempt when checked (ms): how far deliveries lag. */
const lastDeliveryAge = new Trend("webhook_last_delivery_age", true);
/** From the end of the PATCHes until every subscription reported a delivery at least that recent (ms). */
const drainTime = new Trend("webhook_drain_time", true);

/** @type {Record<string, import("k6/options").Scenario>} */
const scenarios = {
  patch: { executor: "constant-arrival-rate", exec: "patch", rate: RATE, timeUnit: "1s", duration: DURATION, ...vusFor(RATE) },
  verify: {
    executor: "constant-arrival-rate",
    exec: "verify",
    rate: 6,
    timeUnit: "1m",
    startTime: `${VERIFY_START_SECONDS}s`,
    duration: `${durationSeconds(DURATION) - VERIFY_START_SECONDS}s`,
    ...vusFor(1),
  },
};

export const options = suiteOptions({
  scenarios,
  endpoints: [
    "PATCH /tasks/{id}",
    "GET /webhooks",
    "POST /webhooks",
    "DELETE /webhooks/{id}",
    "POST /ai/generate-plan",
    "GET /projects/{id}/tasks",
  ],
  extraThresholds: {
    webhook_last_delivery_age: [`p(95)<${FRESH_MS}`],
    webhook_drain_time: [`max<${envNumber("DRAIN_TIMEOUT_SECONDS", 60) * 1000}`],
  },
});

/** The patch scenario PATCHes (write keys); verify only reads. */
export const trafficShapes = { patch: MIX_SHAPE, verify: READ_SHAPE };

/** @returns {WebhookRunData} */
export function setup() {
  if (!/^https:\/\//.test(RECEIVER_URL)) {
    exec.test.abort("WEBHOOK_RECEIVER_URL must be an https:// URL the webhook service may deliver to (see load-tests/README.md)");
  }
  if (SUBSCRIPTIONS > 25) exec.test.abort("SUBSCRIPTIONS: a workspace holds at most 25 subscriptions");
  const data = prepareRun("webhooks", scenarios, trafficShapes);
  const writer = /** @type {string} */ (data.pools.patch?.[0]);
  /** @type {string[]} */
  const webhooks = [];
  for (let index = 0; index < SUBSCRIPTIONS; index++) {
    const response = call(writer, "POST /webhooks", {
      headers: { "Idempotency-Key": `${data.runId}-subscribe-${index}` },
      body: { url: RECEIVER_URL, events: ["task.status_changed"], description: `k6 load test ${data.runId} #${index + 1}` },
    });
    const created = json(response);
    check(created, { "POST /webhooks returns the secret once": (body) => typeof body?.secret === "string" && body.secret.length > 0 });
    if (typeof created?.id !== "string")
      exec.test.abort(`POST /webhooks answered ${created?.code ?? response.status}: ${created?.detail ?? ""}`);
    webhooks.push(created.id);
  }
  return { ...data, webhooks, writer };
}

/**
 * Tick task n mod T off on even passes, reopen it on odd ones: every PATCH changes a task and
 * emits one task.status_changed, delivered to every subscription.
 * @param {WebhookRunData} data
 */
export function patch(data) {
  const slot = exec.scenario.iterationInTest;
  const task = /** @type {string} */ (data.tasks[slot % data.tasks.length]);
  const checked = Math.floor(slot / data.tasks.length) % 2 === 0;
  const response = call(keyForRequest(data.pools.patch ?? [], slot), "PATCH /tasks/{id}", {
    ids: { task },
    body: { checked },
    headers: { "Idempotency-Key": `${data.runId}-patch-${slot}` },
  });
  check(json(response), {
    "PATCH /tasks/{id} sets checked and status": (body) => body?.checked === checked && body?.status === (checked ? "done" : "open"),
  });
}

/**
 * This run's subscriptions as GET /webhooks lists them.
 * @param {string} key
 * @param {string[]} ids
 * @returns {any[]}
 */
function listSubscriptions(key, ids) {
  const listed = json(call(key, "GET /webhooks", { query: "limit=100" }))?.data ?? [];
  return listed.filter((/** @type {any} */ webhook) => ids.includes(webhook.id));
}

/**
 * While PATCHes flow, every subscription is active and its last delivery succeeded recently.
 * @param {WebhookRunData} data
 */
export function verify(data) {
  const key = keyForRequest(data.pools.verify ?? [], exec.scenario.iterationInTest);
  const subscriptions = listSubscriptions(key, data.webhooks);
  check(subscriptions, { "GET /webhooks lists every subscription of the run": (list) => list.length === data.webhooks.length });
  for (const webhook of subscriptions) {
    const attemptedAt = Date.parse(webhook.last_delivery?.attempted_at ?? "");
    if (Number.isFinite(attemptedAt)) lastDeliveryAge.add(Math.max(0, Date.now() - attemptedAt));
    check(webhook, {
      "subscription stays active": (w) => w.active === true && w.status === "active",
      "last delivery succeeded with a 2xx": (w) =>
        w.last_delivery?.status === "succeeded" && w.last_delivery.response_status >= 200 && w.last_delivery.response_status < 300,
      "no failed attempts in a row": (w) => w.consecutive_failures === 0,
      "secret is never listed": (w) => w.secret === null,
    });
  }
}

/**
 * Waits (up to DRAIN_TIMEOUT_SECONDS) until every subscription delivered an event from the
 * last seconds of the run, then deletes the subscriptions.
 * @param {WebhookRunData} data
 */
export function teardown(data) {
  const patchesEnded = Date.now();
  const deadline = patchesEnded + envNumber("DRAIN_TIMEOUT_SECONDS", 60) * 1000;
  // `last_delivery` is refreshed at most once a second: allow a few seconds before the end.
  const recentEnough = patchesEnded - 5000;
  let drained = false;
  while (!drained && Date.now() < deadline) {
    const subscriptions = listSubscriptions(data.writer, data.webhooks);
    drained =
      subscriptions.length === data.webhooks.length &&
      subscriptions.every((w) => w.last_delivery?.status === "succeeded" && Date.parse(w.last_delivery.attempted_at) >= recentEnough);
    if (!drained) sleep(2);
  }
  drainTime.add(Date.now() - patchesEnded);
  check(drained, { "deliveries of the last PATCHes arrived at every subscription": (ok) => ok });
  for (const webhook of data.webhooks) call(data.writer, "DELETE /webhooks/{id}", { ids: { webhook } });
}

export const handleSummary = summaryHandler("webhooks");
