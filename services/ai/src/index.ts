export { type AiService, SERVICE_NAME, type StartOptions, startAiService } from "./app.js";
export { type AiConfig, readAiConfig } from "./config.js";
export * from "./domain/types.js";
