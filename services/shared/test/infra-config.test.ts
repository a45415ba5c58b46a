import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ConfigError, ConfigReader, readInfraConfig } from "../src/config.js";

const replicasOf = (value: string | undefined) =>
  readInfraConfig(new ConfigReader({ EVENTS_STREAM_REPLICAS: value }), { managementPort: 9000 }).eventsStreamReplicas;

describe("EVENTS_STREAM_REPLICAS", () => {
  it("defaults to one replica when unset or empty", () => {
    assert.equal(replicasOf(undefined), 1);
    assert.equal(replicasOf(""), 1);
  });

  it("reads 1 to 5", () => {
    for (const count of [1, 3, 5]) assert.equal(replicasOf(String(count)), count);
    assert.equal(replicasOf(" 3 "), 3);
  });

  it("refuses anything else with one line naming the variable", () => {
    const refusals: [string, RegExp][] = [
      ["0", /^EVENTS_STREAM_REPLICAS must be between 1 and 5, got 0$/],
      ["6", /^EVENTS_STREAM_REPLICAS must be between 1 and 5, got 6$/],
      ["-1", /^EVENTS_STREAM_REPLICAS must be between 1 and 5, got -1$/],
      ["x", /^EVENTS_STREAM_REPLICAS must be an integer, got "x"$/],
      ["1.5", /^EVENTS_STREAM_REPLICAS must be an integer, got "1.5"$/],
    ];
    for (const [value, message] of refusals) {
      assert.throws(
        () => replicasOf(value),
        (error: unknown) => error instanceof ConfigError && message.test(error.message),
        value,
      );
    }
  });
});

describe("NATS_URL", () => {
  const natsUrlOf = (value: string | undefined) => readInfraConfig(new ConfigReader({ NATS_URL: value }), { managementPort: 9000 }).natsUrl;

  it("takes one URL or the comma-separated seed URLs of a cluster", () => {
    assert.equal(natsUrlOf(undefined), "nats://127.0.0.1:4222");
    assert.equal(natsUrlOf("nats://a:4222, nats://b:4222 ,tls://c:4222"), "nats://a:4222,nats://b:4222,tls://c:4222");
  });

  it("refuses an empty entry or a URL of another scheme, naming the variable", () => {
    const refusals: [string, RegExp][] = [
      ["nats://a:4222,,nats://b:4222", /^NATS_URL has an empty entry/],
      ["nats://a:4222,http://b:4222", /^NATS_URL must use nats: or tls:, got "http:"$/],
      ["nats://a:4222,not a url", /^NATS_URL must be a URL/],
    ];
    for (const [value, message] of refusals) {
      assert.throws(
        () => natsUrlOf(value),
        (error: unknown) => error instanceof ConfigError && message.test(error.message),
        value,
      );
    }
  });
});

describe("tracing (OTEL_*)", () => {
  const tracingOf = (env: Record<string, string>) => readInfraConfig(new ConfigReader(env), { managementPort: 9000 }).tracing;

  it("is off without OTEL_EXPORTER_OTLP_ENDPOINT and samples every trace by default", () => {
    assert.deepEqual(tracingOf({}), { sampleRatio: 1 });
    assert.deepEqual(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: " " }), { sampleRatio: 1 });
  });

  it("reads the endpoint, the sampling ratio and a service name", () => {
    assert.deepEqual(
      tracingOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel-collector.monitoring:4318",
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/protobuf",
        OTEL_TRACES_SAMPLER_ARG: "0.25",
        OTEL_SERVICE_NAME: "planner-gateway",
      }),
      { endpoint: "http://otel-collector.monitoring:4318", sampleRatio: 0.25, serviceName: "planner-gateway" },
    );
    assert.equal(tracingOf({ OTEL_TRACES_SAMPLER_ARG: "0" }).sampleRatio, 0);
  });

  it("refuses what it cannot honour with one line naming the variable, never the endpoint's password", () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: "grpc://collector:4317" }, /^OTEL_EXPORTER_OTLP_ENDPOINT must use http: or https:, got "grpc:"$/],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318 x" }, /^OTEL_EXPORTER_OTLP_ENDPOINT must/],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: "//user:hunter2@x y" }, /^OTEL_EXPORTER_OTLP_ENDPOINT must be a URL, got "\/\/user:\*\*\*@x y"$/],
      [{ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }, /^OTEL_EXPORTER_OTLP_PROTOCOL must be one of http\/protobuf, got "grpc"$/],
      [{ OTEL_TRACES_SAMPLER_ARG: "1.5" }, /^OTEL_TRACES_SAMPLER_ARG must be a number between 0 and 1, got "1.5"$/],
      [{ OTEL_TRACES_SAMPLER_ARG: "-0.1" }, /^OTEL_TRACES_SAMPLER_ARG must be a number between 0 and 1/],
      [{ OTEL_TRACES_SAMPLER_ARG: "half" }, /^OTEL_TRACES_SAMPLER_ARG must be a number between 0 and 1/],
    ];
    for (const [env, message] of refusals) {
      assert.throws(
        () => tracingOf(env),
        (error: unknown) => error instanceof ConfigError && message.test(error.message),
        JSON.stringify(env),
      );
    }
  });
});
