/** The questions of `data/questions.yaml`, one per topic a thin description leaves open. */
import { loadDataFile } from "../data/load.js";
import { type Language, type LocalizedText, type PlanQuestion, QUESTION_TOPICS, type QuestionTopic } from "../types.js";

const TEXT = {
  type: "object",
  additionalProperties: false,
  required: ["de", "en"],
  properties: { de: { type: "string", minLength: 10 }, en: { type: "string", minLength: 10 } },
};

export const QUESTIONS_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [...QUESTION_TOPICS],
  properties: Object.fromEntries(QUESTION_TOPICS.map((topic) => [topic, TEXT])),
};

let questions: Record<QuestionTopic, LocalizedText> | undefined;

export function questionsFor(topics: readonly QuestionTopic[], language: Language): PlanQuestion[] {
  questions ??= loadDataFile<Record<QuestionTopic, LocalizedText>>("questions.yaml", QUESTIONS_SCHEMA);
  const texts = questions;
  return topics.map((topic) => ({ topic, question: texts[topic][language] }));
}
