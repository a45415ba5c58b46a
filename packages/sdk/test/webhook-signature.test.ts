/** `verifyWebhookSignature` decides exactly as the webhook service's helper, on Web Crypto. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { verifyWebhook, verifyWebhookSignature, WebhookVerificationError } from "@planner/sdk";
import { verifyWebhookSignature as serviceVerify, signWebhook } from "../../../services/webhook/src/signature.js";

const SECRET = "whsec_test_0123456789abcdef";
const NOW = 1_764_000_000_000;
const now = () => NOW;
const t = Math.floor(NOW / 1000);

async function outcome(run: () => unknown): Promise<string> {
  try {
    await run();
    return "ok";
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
}

describe("webhook signatures", () => {
  it("accepts and refuses exactly what the service's helper does", async () => {
    const body = JSON.stringify({ id: "evt_1", type: "task.created", data: { task: { title: "Grüße ✓" } } });
    const good = signWebhook(SECRET, body, t);
    const v1 = good.split("v1=")[1] ?? "";
    const cases: [string, string | undefined, string | Uint8Array][] = [
      ["signed", good, body],
      ["bytes", good, new TextEncoder().encode(body)],
      ["two entries, second matches", `t=${t},v1=${"0".repeat(64)},v1=${v1}`, body],
      ["spaces and upper-case hex", ` t=${t} , v1=${v1.toUpperCase()} `, body],
      ["unknown scheme ignored", `t=${t},v0=abc,v1=${v1}`, body],
      ["tampered body", good, `${body} `],
      ["wrong secret", signWebhook("other", body, t), body],
      ["299 s old", signWebhook(SECRET, body, t - 299), body],
      ["301 s old", signWebhook(SECRET, body, t - 301), body],
      ["301 s ahead", signWebhook(SECRET, body, t + 301), body],
      ["no header", undefined, body],
      ["empty header", " ", body],
      ["no timestamp", `v1=${v1}`, body],
      ["no signature", `t=${t}`, body],
      ["two timestamps", `t=${t},t=${t},v1=${v1}`, body],
      ["short hex", `t=${t},v1=${v1.slice(2)}`, body],
      ["not key=value", `t=${t},garbage`, body],
      ["timestamp not digits", `t=1e9,v1=${v1}`, body],
      ["too long", `t=${t},v1=${v1},${"x=y,".repeat(1100)}`, body],
    ];
    for (const [name, header, raw] of cases) {
      const expected = await outcome(() => serviceVerify(raw, header, SECRET, { now }));
      const actual = await outcome(() => verifyWebhookSignature(raw, header, SECRET, { now }));
      assert.equal(actual, expected, name);
    }
    assert.equal(await outcome(() => verifyWebhookSignature(body, good, SECRET, { now })), "ok");
    assert.equal(
      await outcome(() => verifyWebhookSignature(body, signWebhook(SECRET, body, t - 301), SECRET, { now })),
      "timestamp_too_old",
    );
  });

  it("returns the parsed event, and refuses a signed body that is no event", async () => {
    const body = JSON.stringify({ id: "evt_2", type: "task.status_changed", api_version: "v1", data: { task: {}, previous: {} } });
    const event = await verifyWebhook(body, signWebhook(SECRET, body, t), SECRET, { now });
    assert.equal(event.type, "task.status_changed");
    const error = await verifyWebhook("[1]", signWebhook(SECRET, "[1]", t), SECRET, { now }).catch((caught: unknown) => caught);
    assert.ok(error instanceof WebhookVerificationError);
    assert.equal(error.reason, "invalid_payload");
  });
});
