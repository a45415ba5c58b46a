import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { toGrpcRequest } from "../eval/engine.js";
import { companySizeOf, readPlanRequest } from "../src/operations/generate-plan.js";

/** A check for assert.throws: the first field error names `pointer` and its message matches `message`. */
const fieldError =
  (pointer: string, message: RegExp) =>
  (error: Error & { fieldErrors?: { pointer: string; message: string }[] }): boolean =>
    error.fieldErrors?.[0]?.pointer === pointer && message.test(error.fieldErrors[0].message);

describe("generate-plan request: company_size", () => {
  it("takes the EU size classes and the head-count ranges CRMs export", () => {
    assert.equal(companySizeOf("medium"), "medium");
    assert.equal(companySizeOf(" Large "), "large");
    assert.equal(companySizeOf("1-10"), "micro");
    assert.equal(companySizeOf("11-50"), "small");
    assert.equal(companySizeOf("51-200"), "medium");
    assert.equal(companySizeOf("50–249"), "medium");
    assert.equal(companySizeOf("201-500"), "large");
    assert.equal(companySizeOf("1000+"), "large");
    assert.equal(companySizeOf("10 bis 49"), "small");
  });

  it("refuses anything else with a field error naming the accepted forms", () => {
    for (const bad of ["huge", "200-50", "-5", "12", "1e3+"]) assert.equal(companySizeOf(bad), undefined, bad);
    assert.throws(
      () => readPlanRequest(toGrpcRequest({ description: "Wir führen ein neues ERP-System ein.", company_size: "huge" })),
      fieldError("/company_size", /51-200/),
    );
  });
});

describe("generate-plan request: industry", () => {
  const read = (industry: string) =>
    readPlanRequest(toGrpcRequest({ description: "Wir führen ein neues ERP-System ein.", industry })).industry;

  it("takes the key in any case or spelling, and the names no-code forms send", () => {
    assert.equal(read("transport_logistics"), "transport_logistics");
    assert.equal(read("Logistics"), "transport_logistics");
    assert.equal(read("Transport & Logistik"), "transport_logistics");
    assert.equal(read("IT & Software"), "it_software");
    assert.equal(read("it-software"), "it_software");
    assert.equal(read("Real Estate"), "real_estate");
    assert.equal(read("Lebensmittel"), "food");
    assert.equal(read("Healthcare"), "health");
  });

  it("refuses anything else with a field error listing the keys", () => {
    assert.throws(() => read("Raumfahrt"), fieldError("/industry", /transport_logistics/));
  });

  it("gives no name to two industries", async () => {
    const { INDUSTRY_PROFILES } = await import("../src/domain/builtin/content-data.js");
    const owner = new Map<string, string>();
    for (const [industry, profile] of Object.entries(INDUSTRY_PROFILES)) {
      for (const name of profile?.names ?? []) {
        const key = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
        assert.equal(owner.get(key) ?? industry, industry, `"${name}" names ${owner.get(key)} and ${industry}`);
        owner.set(key, industry);
      }
    }
    assert.ok(owner.size >= 80);
  });
});
