export { type ComplianceService, SERVICE_NAME, type StartOptions, startComplianceService } from "./app.js";
export { type ComplianceConfig, DEFAULT_RULES_FILE, readComplianceConfig } from "./config.js";
export * from "./domain/applicability.js";
export * from "./domain/data-lint.js";
export * from "./domain/types.js";
