/** Starts the compliance service in-process on its own test database and talks to it over real gRPC. */
import { createGrpcClient, createLogger, type GrpcServiceError, problemFromGrpc, status } from "@planner/shared";
import { ComplianceServiceService, ListApplicableRulesRequest, type Rule } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { type ComplianceService, type StartOptions, startComplianceService } from "../../src/app.js";
import { readComplianceConfig } from "../../src/config.js";

export const TEST_CHF_PER_EUR = 0.93;

export type ListRequest = Partial<ListApplicableRulesRequest>;

export interface TestClient {
  list(request: ListRequest): Promise<{ data: Rule[]; has_more: boolean; next_cursor?: string | undefined }>;
  /** Every rule the filters return, walking all pages. */
  all(request: ListRequest, limit?: number): Promise<Rule[]>;
  close(): void;
}

export async function startTestService(databaseUrl: string, rulesFile?: string, options: StartOptions = {}): Promise<ComplianceService> {
  const config = readComplianceConfig({
    DATABASE_URL: databaseUrl,
    GRPC_PORT: "0",
    MANAGEMENT_PORT: "0",
    HOST: "127.0.0.1",
    CHF_PER_EUR: String(TEST_CHF_PER_EUR),
    DB_POOL_MAX: "4",
    ...(rulesFile ? { RULES_FILE: rulesFile } : {}),
  });
  return startComplianceService(config, createLogger("compliance-test", process.env.LOG_LEVEL ?? "silent"), options);
}

export function connect(port: number): TestClient {
  const handle = createGrpcClient(ComplianceServiceService, `127.0.0.1:${port}`);
  const list = (request: ListRequest) =>
    handle.client.listApplicableRules(ListApplicableRulesRequest.fromPartial(request), { timeoutMs: 10_000 });
  return {
    list,
    all: async (request, limit = 100) => {
      const rules: Rule[] = [];
      let cursor = "";
      for (let page = 0; page < 1000; page++) {
        const response = await list({ ...request, limit, cursor });
        rules.push(...response.data);
        if (!response.has_more) return rules;
        if (!response.next_cursor) throw new Error("has_more without next_cursor");
        cursor = response.next_cursor;
      }
      throw new Error("pagination does not end");
    },
    close: () => handle.close(),
  };
}

/** The gRPC status and field errors of a failed call. */
export async function failure(call: Promise<unknown>): Promise<{ code: status; details: string; pointers: Record<string, string> }> {
  try {
    await call;
  } catch (error) {
    const grpcError = error as GrpcServiceError;
    const { fieldErrors } = problemFromGrpc(grpcError);
    return {
      code: grpcError.code,
      details: grpcError.details,
      pointers: Object.fromEntries(fieldErrors.map((fieldError) => [fieldError.pointer, fieldError.message])),
    };
  }
  throw new Error("the call succeeded but was expected to fail");
}

export { status };
