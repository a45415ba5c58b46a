import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ConfigError } from "@planner/shared";
import { readGatewayConfig } from "../src/config.js";

const DEVELOPMENT_PEPPER = "planner-dev-pepper-change-me";

/** The ConfigError message a configuration fails with; fails the test if it does not. */
function refusal(env: Record<string, string>): string {
  try {
    readGatewayConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `not a ConfigError: ${String(error)}`);
    assert.doesNotMatch(error.message, /\n/, "one line");
    return error.message;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

describe("API_KEY_PEPPER", () => {
  it("falls back to the development pepper outside production only", () => {
    assert.equal(readGatewayConfig({}).keyPepper, DEVELOPMENT_PEPPER);
    assert.equal(readGatewayConfig({ NODE_ENV: "test" }).keyPepper, DEVELOPMENT_PEPPER);
    assert.equal(readGatewayConfig({ NODE_ENV: "development", API_KEY_PEPPER: "local" }).keyPepper, "local");
  });

  it("is required in production", () => {
    assert.equal(refusal({ NODE_ENV: "production" }), "API_KEY_PEPPER is required in production (e.g. openssl rand -hex 32)");
    assert.equal(
      refusal({ NODE_ENV: "production", API_KEY_PEPPER: "  " }),
      "API_KEY_PEPPER is required in production (e.g. openssl rand -hex 32)",
    );
  });

  it("refuses the development pepper in production", () => {
    assert.equal(
      refusal({ NODE_ENV: "production", API_KEY_PEPPER: DEVELOPMENT_PEPPER }),
      "API_KEY_PEPPER must not be the development pepper in production",
    );
  });

  it("takes the operator's pepper in production", () => {
    const pepper = "5f0c6a1e9b2d4c8f7a3e1d0b9c8a7f6e";
    assert.equal(readGatewayConfig({ NODE_ENV: "production", API_KEY_PEPPER: pepper }).keyPepper, pepper);
  });
});
