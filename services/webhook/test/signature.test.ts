import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { describe, it } from "node:test";
import { signWebhook, verifyWebhookSignature, WebhookSignatureError } from "../src/index.js";

const secret = "whsec_test_secret_0123456789abcdefghijklmnop";
const body = '{"id":"evt_1","type":"task.created","data":{"title":"Grüße"}}';
const t = 1_744_386_132;
const at = (seconds: number) => () => seconds * 1000;

function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof WebhookSignatureError, String(error));
    return error.reason;
  }
  throw new Error("verification passed but was expected to fail");
}

describe("signWebhook", () => {
  it("signs <t>.<raw body> with HMAC-SHA256 and hex", () => {
    const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    assert.equal(signWebhook(secret, body, t), `t=${t},v1=${expected}`);
    assert.equal(signWebhook(secret, Buffer.from(body), t), signWebhook(secret, body, t));
  });

  it("refuses a timestamp that is not unix seconds", () => {
    assert.throws(() => signWebhook(secret, body, 1.5), RangeError);
  });
});

describe("verifyWebhookSignature", () => {
  it("accepts a fresh signature and returns its time", () => {
    assert.deepEqual(verifyWebhookSignature(body, signWebhook(secret, body, t), secret, { now: at(t + 10) }), { timestamp: t });
  });

  it("accepts any of several v1 entries (secret rotation) and ignores other schemes", () => {
    const current = signWebhook(secret, body, t).split(",v1=")[1];
    const old = signWebhook("whsec_old", body, t).split(",v1=")[1];
    const header = `t=${t}, v0=abc, v1=${old}, v1=${current}`;
    assert.deepEqual(verifyWebhookSignature(body, header, secret, { now: at(t) }), { timestamp: t });
  });

  it("refuses a changed body, another secret or a changed timestamp", () => {
    const header = signWebhook(secret, body, t);
    assert.equal(
      reason(() => verifyWebhookSignature(`${body} `, header, secret, { now: at(t) })),
      "signature_mismatch",
    );
    assert.equal(
      reason(() => verifyWebhookSignature(body, header, "whsec_other", { now: at(t) })),
      "signature_mismatch",
    );
    assert.equal(
      reason(() => verifyWebhookSignature(body, header.replace(`t=${t}`, `t=${t + 1}`), secret, { now: at(t) })),
      "signature_mismatch",
    );
  });

  it("refuses stale and future timestamps beyond the tolerance", () => {
    const header = signWebhook(secret, body, t);
    assert.equal(
      reason(() => verifyWebhookSignature(body, header, secret, { now: at(t + 301) })),
      "timestamp_too_old",
    );
    assert.equal(
      reason(() => verifyWebhookSignature(body, header, secret, { now: at(t - 301) })),
      "timestamp_in_future",
    );
    assert.equal(
      reason(() => verifyWebhookSignature(body, header, secret, { now: at(t + 61), toleranceSeconds: 60 })),
      "timestamp_too_old",
    );
    verifyWebhookSignature(body, header, secret, { now: at(t + 300) });
  });

  it("refuses malformed headers with a clear reason", () => {
    const v1 = signWebhook(secret, body, t).split(",v1=")[1];
    const cases: [string | undefined, string][] = [
      [undefined, "malformed_header"],
      ["", "malformed_header"],
      ["garbage", "malformed_header"],
      [`t=abc,v1=${v1}`, "malformed_header"],
      [`t=${t},t=${t},v1=${v1}`, "malformed_header"],
      [`t=${t},v1=xyz`, "malformed_header"],
      [`t=${t},v1=${v1?.slice(2)}`, "malformed_header"],
      [`v1=${v1}`, "missing_timestamp"],
      [`t=${t}`, "missing_signature"],
      [`t=${t},v0=${v1}`, "missing_signature"],
    ];
    for (const [header, expected] of cases) {
      assert.equal(
        reason(() => verifyWebhookSignature(body, header, secret, { now: at(t) })),
        expected,
        String(header),
      );
    }
  });
});
