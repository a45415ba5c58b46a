import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { describe, it } from "node:test";
import { ConfigError } from "@planner/shared";
import { parseDuration, readWebhookConfig } from "../src/config.js";
import { newWebhookSecret, parseSecretKey, SecretBox } from "../src/crypto/secret-box.js";
import { parseRetryAfter, retryDelayMs } from "../src/delivery/schedule.js";

const key = randomBytes(32);

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = readWebhookConfig({ WEBHOOK_SECRET_KEY: key.toString("hex"), NODE_ENV: "production", CURSOR_SECRET: "c" });
    assert.equal(config.grpcPort, 50054);
    assert.equal(config.managementPort, 9084);
    assert.deepEqual(config.retryScheduleMs, [30_000, 300_000, 1_800_000]);
    assert.equal(config.disableAfterMs, 72 * 3_600_000);
    assert.equal(config.connectTimeoutMs, 3_000);
    assert.equal(config.requestTimeoutMs, 10_000);
    assert.equal(config.maxWebhooksPerWorkspace, 25);
    assert.deepEqual(config.allowedCidrs, []);
    assert.equal(config.secretKey.equals(key), true);
  });

  it("reads the key as hex or base64", () => {
    assert.equal(parseSecretKey(key.toString("base64"))?.equals(key), true);
    assert.equal(parseSecretKey(key.toString("base64url"))?.equals(key), true);
    assert.equal(parseSecretKey("abc"), undefined);
    assert.equal(parseSecretKey(randomBytes(16).toString("hex")), undefined);
  });

  it("fails with one line, without echoing the key, on a missing or malformed key in production", () => {
    assert.throws(
      () => readWebhookConfig({ NODE_ENV: "production" }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /^WEBHOOK_SECRET_KEY is required/);
        return true;
      },
    );
    const bad = "not-a-key-but-a-secret-value";
    assert.throws(
      () => readWebhookConfig({ NODE_ENV: "production", WEBHOOK_SECRET_KEY: bad }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.doesNotMatch(error.message, new RegExp(bad));
        assert.doesNotMatch(error.message, /\n/);
        return true;
      },
    );
  });

  it("reads up to 5 previous keys, hex or base64, in order, and none by default", () => {
    const base = { NODE_ENV: "production", WEBHOOK_SECRET_KEY: key.toString("hex"), CURSOR_SECRET: "c" };
    assert.deepEqual(readWebhookConfig(base).previousSecretKeys, []);
    const earlier = [randomBytes(32), randomBytes(32)];
    const config = readWebhookConfig({
      ...base,
      WEBHOOK_SECRET_KEYS_PREVIOUS: ` ${earlier[0]?.toString("base64")} , ${earlier[1]?.toString("hex")}`,
    });
    assert.deepEqual(
      config.previousSecretKeys.map((previous) => previous.toString("hex")),
      earlier.map((previous) => previous.toString("hex")),
    );
  });

  it("refuses a bad list of previous keys with one line naming the entry, never its value", () => {
    const base = { NODE_ENV: "production", WEBHOOK_SECRET_KEY: key.toString("hex"), CURSOR_SECRET: "c" };
    const good = randomBytes(32).toString("hex");
    const malformed = "c2VjcmV0LWJ1dC1ub3QtMzItYnl0ZXM";
    const cases: [string, string, RegExp][] = [
      [`${good},${malformed}`, malformed, /^WEBHOOK_SECRET_KEYS_PREVIOUS entry 2 must be 32 bytes as 64 hex characters or base64$/],
      [`${good},`, good, /^WEBHOOK_SECRET_KEYS_PREVIOUS entry 2 must be 32 bytes/],
      [
        `${good},${key.toString("base64")}`,
        key.toString("base64"),
        /^WEBHOOK_SECRET_KEYS_PREVIOUS entry 2 is the current WEBHOOK_SECRET_KEY; list only earlier keys there$/,
      ],
      [`${good},${good.toUpperCase()}`, good, /^WEBHOOK_SECRET_KEYS_PREVIOUS entry 2 repeats entry 1$/],
      [
        Array.from({ length: 6 }, () => randomBytes(32).toString("hex")).join(","),
        "",
        /^WEBHOOK_SECRET_KEYS_PREVIOUS allows at most 5 keys, got 6$/,
      ],
    ];
    for (const [value, secret, message] of cases) {
      assert.throws(
        () => readWebhookConfig({ ...base, WEBHOOK_SECRET_KEYS_PREVIOUS: value }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError, value);
          assert.match(error.message, message);
          assert.doesNotMatch(error.message, /\n/);
          for (const shown of [secret, key.toString("hex"), ...value.split(",")].filter(Boolean)) {
            assert.equal(error.message.toLowerCase().includes(shown.trim().toLowerCase()), false, "no key material in the message");
          }
          return true;
        },
      );
    }
  });

  it("uses the development key only outside production", () => {
    const config = readWebhookConfig({ NODE_ENV: "development" });
    assert.equal(config.developmentSecretKey, true);
  });

  it("validates the retry schedule, allow-list, CA file and hours", () => {
    const base = { WEBHOOK_SECRET_KEY: key.toString("hex") };
    assert.deepEqual(
      readWebhookConfig({ ...base, WEBHOOK_RETRY_SCHEDULE: "100ms, 2s,1.5m,1h" }).retryScheduleMs,
      [100, 2_000, 90_000, 3_600_000],
    );
    for (const schedule of ["30", "30s,,5m", "-1s", "5d", "0s"]) {
      assert.throws(() => readWebhookConfig({ ...base, WEBHOOK_RETRY_SCHEDULE: schedule }), /WEBHOOK_RETRY_SCHEDULE/, schedule);
    }
    assert.throws(() => readWebhookConfig({ ...base, WEBHOOK_ALLOWED_CIDRS: "10.0.0.0/8,banana" }), /WEBHOOK_ALLOWED_CIDRS: "banana"/);
    assert.throws(() => readWebhookConfig({ ...base, WEBHOOK_CA_FILE: "/nonexistent/ca.pem" }), /WEBHOOK_CA_FILE cannot be read/);
    assert.throws(() => readWebhookConfig({ ...base, WEBHOOK_DISABLE_AFTER_HOURS: "0" }), /WEBHOOK_DISABLE_AFTER_HOURS/);
    assert.equal(readWebhookConfig({ ...base, WEBHOOK_DISABLE_AFTER_HOURS: "0.5" }).disableAfterMs, 1_800_000);
    assert.equal(parseDuration("250ms"), 250);
  });
});

describe("secret box", () => {
  it("round-trips, binds the ciphertext to its row and never stores the secret in clear", () => {
    const box = new SecretBox(key);
    const secret = newWebhookSecret();
    assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    const sealed = box.seal(secret, "whk_1");
    assert.equal(sealed.includes(Buffer.from(secret)), false);
    assert.equal(box.open(sealed, "whk_1"), secret);
    assert.throws(() => box.open(sealed, "whk_2"));
    assert.throws(() => new SecretBox(randomBytes(32)).open(sealed, "whk_1"));
    assert.equal(JSON.stringify({ box }), '{"box":"[SecretBox]"}');
  });
});

describe("retry schedule", () => {
  const schedule = [30_000, 300_000, 1_800_000];

  it("waits the schedule's time ±20 % and stops after the last entry", () => {
    assert.equal(retryDelayMs(schedule, 1, { random: () => 0.5 }), 30_000);
    assert.equal(retryDelayMs(schedule, 1, { random: () => 0 }), 24_000);
    assert.equal(retryDelayMs(schedule, 2, { random: () => 1 }), 360_000);
    assert.equal(retryDelayMs(schedule, 4), undefined);
  });

  it("honours Retry-After within [schedule wait, 1 h]", () => {
    const mid = { random: () => 0.5 };
    assert.equal(retryDelayMs(schedule, 1, { ...mid, retryAfterMs: 120_000 }), 120_000);
    assert.equal(retryDelayMs(schedule, 1, { ...mid, retryAfterMs: 1_000 }), 30_000);
    assert.equal(retryDelayMs(schedule, 1, { ...mid, retryAfterMs: 86_400_000 }), 3_600_000);
    assert.equal(parseRetryAfter("120", 0), 120_000);
    assert.equal(parseRetryAfter(new Date(60_000).toUTCString(), 0), 60_000);
    assert.equal(parseRetryAfter("soon", 0), undefined);
  });
});
