import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { toGrpcRequest } from "../eval/engine.js";
import { companySizeOf, readPlanRequest } from "../src/operations/generate-plan.js";

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
      (error: Error & { fieldErrors?: { pointer: string; message: string }[] }) =>
        error.fieldErrors?.[0]?.pointer === "/company_size" && /51-200/.test(error.fieldErrors[0].message),
    );
  });
});
