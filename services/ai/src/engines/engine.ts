/** The one interface both engines implement: the built-in one and the OpenAI-compatible provider. */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { ComplianceRuleInput, DraftPlan, Language, Produced, Profile, TemplateInput } from "../domain/types.js";

export interface DraftRequest {
  profile: Profile;
  /** The compliance library's rules for the profile's country, industry and size. */
  rules: ComplianceRuleInput[];
  template?: TemplateInput;
}

/** A retrieved passage of a project document (full-text search hit). */
export interface Passage {
  document_id: string;
  title: string;
  snippet: string;
}

export interface ChatInput {
  question: string;
  history: { role: "user" | "assistant"; content: string }[];
  plan: Plan;
  passages: Passage[];
  language: Language;
  today: string;
}

export interface ChatAnswer {
  answer: string;
  /** Only passages that were retrieved for this question. */
  citations: Passage[];
  /** The plan's items the answer drew on (the built-in engine names them; an OpenAI answer is looked up). */
  items?: { kind: string; id: string; title: string }[];
}

export interface Engine {
  draftPlan(request: DraftRequest, signal?: AbortSignal): Promise<Produced<DraftPlan>>;
  chat(input: ChatInput, signal?: AbortSignal): Promise<Produced<ChatAnswer>>;
}
