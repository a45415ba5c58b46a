import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { invalidArgument, Metadata, notFound, status } from "@planner/shared";
import { problemFromGrpcError } from "../src/http/grpc-status.js";

const grpcError = (code: status, details = "boom", metadata = new Metadata()) =>
  Object.assign(new Error(details), { code, details, metadata });

describe("gRPC status → HTTP problem", () => {
  const cases: [status, number, string][] = [
    [status.INVALID_ARGUMENT, 400, "validation_failed"],
    [status.NOT_FOUND, 404, "not_found"],
    [status.FAILED_PRECONDITION, 409, "validation_failed"],
    [status.PERMISSION_DENIED, 403, "insufficient_scope"],
    [status.UNAUTHENTICATED, 401, "unauthorized"],
    [status.RESOURCE_EXHAUSTED, 429, "rate_limit_exceeded"],
    [status.UNIMPLEMENTED, 501, "not_implemented"],
    [status.UNAVAILABLE, 503, "upstream_unavailable"],
    [status.DEADLINE_EXCEEDED, 504, "upstream_timeout"],
    [status.INTERNAL, 500, "internal_error"],
    [status.UNKNOWN, 500, "internal_error"],
  ];
  for (const [code, httpStatus, problemCode] of cases) {
    it(`${status[code]} → ${httpStatus} ${problemCode}`, () => {
      const problem = problemFromGrpcError(grpcError(code));
      assert.equal(problem.status, httpStatus);
      assert.equal(problem.code, problemCode);
    });
  }

  it("keeps the service's field errors and never leaks internal details of a 500", () => {
    const invalid = invalidArgument("title is too long", [{ pointer: "/title", message: "at most 200 characters" }]).toGrpc();
    const problem = problemFromGrpcError(grpcError(invalid.code as status, invalid.details, invalid.metadata));
    assert.deepEqual(problem.fieldErrors, [{ pointer: "/title", message: "at most 200 characters" }]);
    const internal = problemFromGrpcError(grpcError(status.INTERNAL, "relation project.tasks does not exist at 10.0.0.7"));
    assert.doesNotMatch(internal.detail, /relation|10\.0\.0\.7/);
    const missing = notFound("project").toGrpc();
    assert.equal(problemFromGrpcError(grpcError(missing.code as status, missing.details, missing.metadata)).detail, "project not found");
  });

  it("a non-gRPC error is a 500 without details", () => {
    const problem = problemFromGrpcError(new Error("secret stack"));
    assert.equal(problem.status, 500);
    assert.doesNotMatch(problem.detail, /secret/);
  });
});
