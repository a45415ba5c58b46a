/** The analyses on a stored plan: planning tools, agents, recommendations and chat answers. */
export { AGENTS, type AgentTask, runAgent } from "./agents/index.js";
export { answerQuestion } from "./chat.js";
export type { AgentContext, AgentOutput, ToolOutput } from "./output.js";
export { type RecommendOptions, recommend } from "./recommendations.js";
export { normalizeToolName, runTool, TOOLS, type ToolName } from "./tools/index.js";
