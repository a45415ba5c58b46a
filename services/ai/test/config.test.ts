import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ConfigError } from "@planner/shared";
import { readAiConfig } from "../src/config.js";

describe("AI service configuration", () => {
  it("defaults to the built-in engine and the local services", () => {
    const config = readAiConfig({});
    assert.equal(config.openai, undefined);
    assert.equal(config.grpcPort, 50052);
    assert.equal(config.managementPort, 9082);
    assert.equal(config.projectServiceAddr, "127.0.0.1:50051");
    assert.equal(config.complianceServiceAddr, "127.0.0.1:50053");
    assert.equal(config.rulesCacheTtlMs, 60_000);
    assert.equal(readAiConfig({ RULES_CACHE_TTL_MS: "0" }).rulesCacheTtlMs, 0);
    assert.throws(() => readAiConfig({ RULES_CACHE_TTL_MS: "-1" }), /RULES_CACHE_TTL_MS/);
  });

  it("configures the OpenAI-compatible provider from OPENAI_*", () => {
    const config = readAiConfig({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "llama3.1" });
    assert.equal(config.openai?.model, "llama3.1");
    assert.equal(config.openai?.baseUrl, "http://127.0.0.1:11434/v1");
    assert.ok((config.openai?.deadlineMs ?? 0) < 60_000, "the whole answer ends before the gateway's AI deadline");
  });

  it("fails with one clear line on a bad value, never echoing the key", () => {
    assert.throws(
      () => readAiConfig({ OPENAI_API_KEY: "sk-secret", OPENAI_BASE_URL: "ftp://x" }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /^OPENAI_BASE_URL must use http: or https:/);
        assert.ok(!error.message.includes("sk-secret"));
        return true;
      },
    );
    assert.throws(() => readAiConfig({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }), /OPENAI_API_KEY is not/);
    assert.throws(() => readAiConfig({ OPENAI_API_KEY: "k", OPENAI_TIMEOUT_MS: "soon" }), /OPENAI_TIMEOUT_MS must be an integer/);
  });
});
