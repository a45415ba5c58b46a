import { type EventEnvelope, newId } from "@planner/shared";

/** A fresh `task.created` event of a workspace, as the project service would publish it. */
export function testEnvelope(workspaceId: string, data: Record<string, unknown> = {}): EventEnvelope {
  return {
    id: newId("evt"),
    type: "task.created",
    api_version: "v1",
    created_at: new Date().toISOString(),
    workspace_id: workspaceId,
    data,
  };
}
