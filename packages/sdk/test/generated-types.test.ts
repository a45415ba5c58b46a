/**
 * The committed generated types are what the OpenAPI document generates now (CI fails when the
 * document changed without `npm run -w packages/sdk gen`), and they have no holes: the
 * assertions below only compile when results, parts and events are typed (`npm run typecheck`).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import type { AgentRunOf, Event, EventOf, Page, ProjectResources, paths, Task, ToolResult, ToolResultOf } from "@planner/sdk";
// @ts-expect-error: a plain JavaScript module without declarations
import { generate, OUTPUT } from "../scripts/generate.mjs";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(_proof?: T) => true;

describe("generated types", () => {
  it("are up to date with gateway/openapi/openapi.yaml", async () => {
    const fresh = (await generate()) as string;
    assert.equal(readFileSync(OUTPUT as string, "utf8"), fresh, "run `npm run -w packages/sdk gen` and commit src/generated/openapi.ts");
  });

  it("type tool and agent results, project parts and event payloads", () => {
    // JSON is the default answer type of a tool; Markdown is its own operation.
    type ToolAnswer = paths["/ai/projects/{id}/tools/{tool}"]["post"]["responses"][200]["content"];
    holds<Equal<keyof ToolAnswer, "application/json">>();
    holds<Equal<ToolResult["tool"], "raci" | "swot" | "risk-matrix" | "gantt">>();
    holds<Equal<ToolResultOf<"gantt">["result"]["items"][number]["type"], "phase" | "task">>();
    holds<Equal<ToolResultOf<"risk_matrix">["tool"], "risk-matrix">>();
    holds<Equal<AgentRunOf<"risk_review">["result"]["changes"][number]["action"], "add" | "raise" | "close" | "keep">>();
    // Each part of a project has its own answer type.
    holds<Equal<ProjectResources["tasks"]["data"][number], Task>>();
    holds<ProjectResources["tasks"] extends Page<Task> ? true : false>();
    holds<Equal<ProjectResources["budget"]["currency"], "EUR" | "CHF">>();
    // Event data narrows on type.
    holds<Equal<EventOf<"task.status_changed">["data"]["previous"]["status"], "open" | "done">>();
    const describeEvent = (event: Event): string => {
      switch (event.type) {
        case "task.status_changed":
          return `${event.data.task.id} ${event.data.previous.status}→${event.data.task.status}`;
        case "agent.completed":
          return event.data.run.task;
        default:
          return event.type;
      }
    };
    assert.equal(typeof describeEvent, "function");
  });
});
