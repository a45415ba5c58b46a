/**
 * `for await` over every page of a real list: 250 projects generated through the SDK, read
 * back newest first across pages of 100 (and of the default 20), each exactly once, with a
 * filter kept on every page.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Planner } from "@planner/sdk";
import { type FullStack, startFullStack, unlimitedWorkspace } from "../../../gateway/test/full-stack.js";

const PROJECTS = 250;
const CONCURRENCY = 6;

describe("@planner/sdk pagination across 250 projects", () => {
  let full: FullStack;
  let read: Planner;
  let created: string[] = [];
  let createdAfter: string;

  before(async () => {
    full = await startFullStack({ RATE_LIMIT: "1000000" });
    const { keys } = unlimitedWorkspace(full.stack, "Seiten GmbH");
    const ai = new Planner({ apiKey: keys.ai, baseUrl: full.base });
    read = new Planner({ apiKey: keys.read, baseUrl: full.base });
    const ids: string[] = new Array(PROJECTS);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < PROJECTS; index = next++) {
        if (index === PROJECTS - 50) createdAfter = new Date().toISOString();
        const plan = await ai.ai.generatePlan({
          description: `Wir führen in unserer Filiale ${index + 1} in Leipzig mit 30 Mitarbeitenden ein neues Kassensystem ein.`,
          title: `Kassensystem ${index + 1}`,
          locale: "de",
        });
        ids[index] = plan.project.id;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    created = ids;
  });
  after(() => full?.stack.close());

  it("iterates every project once, newest first, over pages of 100 and of 20", async () => {
    const seen: string[] = [];
    const pages: number[] = [];
    for await (const page of read.projects.list({ limit: 100 }).pages()) pages.push(page.data.length);
    for await (const project of read.projects.list({ limit: 100 })) seen.push(project.id);
    assert.deepEqual(pages, [100, 100, 50]);
    assert.equal(seen.length, PROJECTS);
    assert.equal(new Set(seen).size, PROJECTS, "no project twice");
    assert.deepEqual([...seen].sort(), [...created].sort(), "every created project");
    const projects = await read.projects.list().toArray();
    assert.deepEqual(
      projects.map((project) => project.id),
      seen,
      "the default page size gives the same order",
    );
    for (let i = 1; i < projects.length; i++) {
      const [before, current] = [projects[i - 1], projects[i]];
      assert.ok((before?.created_at ?? "") >= (current?.created_at ?? ""), "newest first");
    }
  });

  it("keeps the filter on every page", async () => {
    const recent = await read.projects.list({ created_since: createdAfter, limit: 7 }).toArray();
    assert.ok(recent.length >= 50 - CONCURRENCY && recent.length < PROJECTS, `${recent.length} projects since the 200th`);
    assert.ok(recent.every((project) => project.created_at >= createdAfter.slice(0, 19)));
    assert.equal((await read.projects.list({ limit: 100 }).toArray(120)).length, 120, "toArray stops at its maximum");
  });
});
