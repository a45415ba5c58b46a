export { type ProjectServiceHandle, SERVICE_NAME, startProjectService } from "./app.js";
export { type ProjectConfig, readProjectConfig } from "./config.js";
