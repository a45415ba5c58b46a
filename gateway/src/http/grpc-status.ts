import { type GrpcServiceError, isDependencyUnavailable, type ProblemCode, problemFromGrpc, status } from "@planner/shared";
import { HttpProblem } from "../problem.js";

/** Maps a failed gRPC call to the problem the client sees; internals never leak. */
export function problemFromGrpcError(error: unknown): HttpProblem {
  const grpcError = error as GrpcServiceError;
  if (typeof grpcError?.code !== "number") {
    return isDependencyUnavailable(error)
      ? dependencyUnavailableProblem()
      : new HttpProblem(500, "internal_error", "The request could not be completed.");
  }
  const { code, fieldErrors } = problemFromGrpc(grpcError);
  const detail = grpcError.details || "The request could not be completed.";
  const pick = (fallback: ProblemCode) => code ?? fallback;
  switch (grpcError.code) {
    case status.INVALID_ARGUMENT:
    case status.OUT_OF_RANGE:
      // Well-formed but meaningless input (a greeting as a plan description) is 422, not 400.
      if (code === "not_a_project_description") return new HttpProblem(422, code, detail, fieldErrors);
      return new HttpProblem(400, pick("validation_failed"), detail, fieldErrors);
    case status.NOT_FOUND:
      return new HttpProblem(404, "not_found", detail);
    case status.ALREADY_EXISTS:
    case status.ABORTED:
    case status.FAILED_PRECONDITION:
      return new HttpProblem(409, pick("validation_failed"), detail, fieldErrors);
    case status.PERMISSION_DENIED:
      return new HttpProblem(403, pick("insufficient_scope"), detail);
    case status.UNAUTHENTICATED:
      return new HttpProblem(401, "unauthorized", detail);
    case status.RESOURCE_EXHAUSTED:
      return new HttpProblem(429, pick("rate_limit_exceeded"), detail, [], { "retry-after": "1" });
    case status.UNIMPLEMENTED:
      return new HttpProblem(501, "not_implemented", "This operation is not available yet.");
    case status.DEADLINE_EXCEEDED:
      return new HttpProblem(504, "upstream_timeout", "The service did not answer in time; the request may be retried.");
    case status.UNAVAILABLE:
      return dependencyUnavailableProblem();
    default:
      return new HttpProblem(500, "internal_error", "The request could not be completed.");
  }
}

/** A service or the gateway's own database is unavailable: 503 with a hint when to retry. */
export function dependencyUnavailableProblem(): HttpProblem {
  return new HttpProblem(503, "upstream_unavailable", "The service is temporarily unavailable; retry shortly.", [], { "retry-after": "1" });
}
