/** The built-in engine: deterministic, offline, German and English. */
import { answerQuestion } from "../domain/analysis/index.js";
import { buildDraft } from "../domain/builtin/index.js";
import { BUILTIN_MODEL, type DraftPlan, type Produced } from "../domain/types.js";
import type { ChatAnswer, ChatInput, DraftRequest, Engine } from "./engine.js";

export class BuiltinEngine implements Engine {
  async draftPlan(request: DraftRequest): Promise<Produced<DraftPlan>> {
    return { value: buildDraft(request.profile, request.rules, request.template), engine: "builtin", model: BUILTIN_MODEL };
  }

  async chat(input: ChatInput): Promise<Produced<ChatAnswer>> {
    return { value: answerQuestion(input), engine: "builtin", model: BUILTIN_MODEL };
  }
}
