/** gRPC handlers of planner.ai.v1.AiService: one operation each, nothing else. */
import type { AsyncImplementation } from "@planner/shared";
import type { AiServiceService } from "@planner/shared/gen/planner/ai/v1/ai.js";
import type { AiDependencies } from "../operations/dependencies.js";
import { generatePlan } from "../operations/generate-plan.js";
import { chat, listAgents, recommendations, runProjectAgent, runProjectTool } from "../operations/project-ai.js";

export function createAiHandlers(deps: AiDependencies): AsyncImplementation<typeof AiServiceService> {
  return {
    generatePlan: (request, context) => generatePlan(deps, request, context),
    chat: (request, context) => chat(deps, request, context),
    runTool: (request, context) => runProjectTool(deps, request, context),
    runAgent: (request, context) => runProjectAgent(deps, request, context),
    getRecommendations: (request, context) => recommendations(deps, request, context),
    listAgents: async (request) => listAgents(request),
  };
}
