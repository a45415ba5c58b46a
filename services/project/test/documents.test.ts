import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { status } from "@planner/shared";
import {
  AddDocumentRequest,
  GetProjectRequest,
  ListDocumentsRequest,
  ListProjectPartsRequest,
  ListProjectTemplatesRequest,
  SearchDocumentsRequest,
} from "@planner/shared/gen/planner/project/v1/project.js";
import fc from "fast-check";
import { CALL, createProject, expectGrpcError, newWorkspace, samplePlan, startTestService, type TestService } from "./helpers.js";

let service: TestService;

before(async () => {
  service = await startTestService({ label: "documents" });
});

after(async () => {
  await service?.close();
});

async function newProject(ws: string): Promise<string> {
  const plan = await createProject(service, ws, samplePlan({ phases: 1, tasksPerPhase: 1 }));
  return plan.project?.id ?? "";
}

const add = (ws: string, projectId: string, title: string, body: string, kind = "note") =>
  service.client.addDocument(AddDocumentRequest.fromPartial({ workspace_id: ws, project_id: projectId, title, kind, body }), CALL);

const search = (ws: string, query: string, extra: Partial<SearchDocumentsRequest> = {}) =>
  service.client.searchDocuments(SearchDocumentsRequest.fromPartial({ workspace_id: ws, query, ...extra }), CALL);

describe("documents", () => {
  it("adds documents and lists them with excerpts, never bodies, filtered by project and kind", async () => {
    const ws = newWorkspace();
    const projectA = await newProject(ws);
    const projectB = await newProject(ws);
    const long = `# Statusbericht KW 12\n\nDie **Migration** läuft nach [Plan](http://example.com). ${"Weitere Details folgen. ".repeat(40)}`;
    const first = await add(ws, projectA, "Statusbericht KW 12", long, "agent_report");
    assert.match(first.id, /^doc_/);
    assert.equal(first.body, undefined);
    assert.ok(first.excerpt?.startsWith("Statusbericht KW 12 Die Migration läuft nach Plan."), first.excerpt);
    assert.ok((first.excerpt?.length ?? 0) <= 201);
    assert.ok(first.excerpt?.endsWith("…"));
    await add(ws, projectA, "Notiz", "Kurze Notiz", "note");
    await add(ws, projectB, "Import", "Importierter Plan", "import");

    const all = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.deepEqual(
      all.data.map((document) => document.title),
      ["Import", "Notiz", "Statusbericht KW 12"],
      "newest first",
    );
    const since = await service.client.listDocuments(
      ListDocumentsRequest.fromPartial({ workspace_id: ws, created_since: all.data[1]?.created_at }),
      CALL,
    );
    assert.deepEqual(
      since.data.map((document) => document.title),
      ["Import", "Notiz"],
      "created_since keeps the documents created at or after it",
    );
    await expectGrpcError(
      service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, created_since: "yesterday" }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/created_since"] },
    );
    assert.ok(all.data.every((document) => document.body === undefined && document.excerpt !== undefined));
    const ofA = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, project_id: projectA }), CALL);
    assert.equal(ofA.data.length, 2);
    const notes = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, kind: "note" }), CALL);
    assert.deepEqual(
      notes.data.map((document) => document.title),
      ["Notiz"],
    );
    const partsOfB = await service.client.listProjectDocuments(
      ListProjectPartsRequest.fromPartial({ workspace_id: ws, id: projectB }),
      CALL,
    );
    assert.deepEqual(
      partsOfB.data.map((document) => document.title),
      ["Import"],
    );
    const project = await service.client.getProject(GetProjectRequest.fromPartial({ workspace_id: ws, id: projectA }), CALL);
    assert.equal(project.counts?.documents, 2);
    const elsewhere = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: newWorkspace() }), CALL);
    assert.equal(elsewhere.data.length, 0);
  });

  it("validates documents and their filters", async () => {
    const ws = newWorkspace();
    const projectId = await newProject(ws);
    await expectGrpcError(add(ws, projectId, "", "body", "memo"), status.INVALID_ARGUMENT, {
      pointers: ["/title", "/kind"],
      messageIncludes: "plan_export, tool, agent_report, note, import",
    });
    await expectGrpcError(add(ws, projectId, "T", "x".repeat(1024 * 1024 + 1)), status.INVALID_ARGUMENT, { pointers: ["/body"] });
    await expectGrpcError(add(ws, projectId, "T", "   "), status.INVALID_ARGUMENT, { pointers: ["/body"] });
    await expectGrpcError(add(ws, projectId, "T", "NUL \u0000 byte"), status.INVALID_ARGUMENT, { pointers: ["/body"] });
    await expectGrpcError(add(ws, "prj_unknown", "T", "body"), status.NOT_FOUND);
    await expectGrpcError(
      service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, kind: "memo" }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/kind"] },
    );
    const accepted = await add(ws, projectId, "Groß", "y".repeat(1024 * 1024));
    assert.match(accepted.id, /^doc_/);
    const listed = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws }), CALL);
    assert.equal(listed.data.length, 1, "only the valid document was stored");
  });

  it("pages documents without duplicates or gaps while documents are being added", async () => {
    const ws = newWorkspace();
    const projectId = await newProject(ws);
    const existing: string[] = [];
    for (let i = 0; i < 30; i++) existing.push((await add(ws, projectId, `Dok ${i}`, `Inhalt ${i}`)).id);
    let adding = true;
    const writer = (async () => {
      let count = 0;
      while (adding && count < 60) {
        await add(ws, projectId, `Neu ${count}`, "neu");
        count++;
      }
      return count;
    })();
    const seen: string[] = [];
    let cursor = "";
    for (;;) {
      const page = await service.client.listDocuments(ListDocumentsRequest.fromPartial({ workspace_id: ws, limit: 7, cursor }), CALL);
      seen.push(...page.data.map((document) => document.id));
      if (!page.has_more) break;
      cursor = page.next_cursor ?? "";
    }
    adding = false;
    assert.ok((await writer) > 0);
    assert.equal(new Set(seen).size, seen.length, "no document appears twice");
    const existingSeen = seen.filter((id) => existing.includes(id));
    assert.deepEqual(existingSeen, [...existing].reverse(), "the documents that existed all come, newest first, none skipped");
  });
});

describe("SearchDocuments", () => {
  it("finds German word forms (Risiken → Risiko) and English ones, ranked, with highlighted and escaped snippets", async () => {
    const ws = newWorkspace();
    const projectA = await newProject(ws);
    const projectB = await newProject(ws);
    const strong = await add(
      ws,
      projectA,
      "Risiko-Register",
      "Jedes Risiko wird bewertet. Das größte Risiko ist die Datenmigration; ein weiteres Risiko sind <script>Lieferanten</script>.",
    );
    const weak = await add(
      ws,
      projectA,
      "Protokoll",
      `Im Lenkungskreis wurde kurz über ein Risiko gesprochen. ${"Sonst nichts. ".repeat(30)}`,
    );
    const english = await add(ws, projectB, "Risk review", "The main risks are budget overruns and late delivery.");
    await add(ws, projectB, "Kantine", "Der Speiseplan der Woche.");
    await add(ws, projectB, "Lieferplan", "Termine für die Lieferung.");

    const german = await search(ws, "Risiken");
    const ids = german.data.map((hit) => hit.document?.id);
    assert.ok(ids.includes(strong.id) && ids.includes(weak.id), "Risiken finds documents that say Risiko");
    assert.ok(ids.indexOf(strong.id) < ids.indexOf(weak.id), "title match and more mentions rank higher");
    for (let i = 1; i < german.data.length; i++) {
      assert.ok((german.data[i - 1]?.rank ?? 0) >= (german.data[i]?.rank ?? 0), "ranked by rank, descending");
    }
    const top = german.data[0];
    assert.ok(top?.snippet.includes("<mark>Risiko</mark>"), top?.snippet);
    assert.ok(!top?.snippet.includes("<script>"), "document markup is escaped in snippets");
    assert.equal(top?.document?.body, undefined);

    const risks = await search(ws, "risk");
    assert.deepEqual(
      risks.data.map((hit) => hit.document?.id),
      [english.id],
      "English stemming: risk finds risks",
    );
    assert.ok(risks.data[0]?.snippet.includes("<mark>risks</mark>"), risks.data[0]?.snippet);

    const onlyB = await search(ws, "Risiken", { project_id: projectB });
    assert.ok(onlyB.data.every((hit) => hit.document?.project_id === projectB));

    const limited = await search(ws, "Risiko", { limit: 1 });
    assert.equal(limited.data.length, 1);
    assert.equal(limited.has_more, true);

    const lieferung = await search(ws, "Lieferung");
    assert.ok(lieferung.data.length >= 1);

    const stopWords = await search(ws, "der die das");
    assert.deepEqual(stopWords.data, [], "a query of stop words finds nothing (and does not fail)");
    const syntax = await search(ws, `"Risiko ist" -Kantine or & | ! ' :*`);
    assert.ok(Array.isArray(syntax.data), "operators in the query are not errors");

    // Whatever a client types, the answer is results or a validation error, never an internal error.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({
            unit: fc.constantFrom("\\", "'", '"', ":", "*", "&", "|", "!", "(", ")", "<", "-", " ", "or", "ö", "a"),
            maxLength: 15,
          }),
          fc.string({ unit: "grapheme", maxLength: 15 }),
        ),
        async (query) => {
          const result = await search(ws, query).catch((error: { code?: number }) => error);
          if ("code" in result) assert.equal(result.code, status.INVALID_ARGUMENT, `query ${JSON.stringify(query)}`);
        },
      ),
      { numRuns: 60 },
    );

    const otherWorkspace = await search(newWorkspace(), "Risiko");
    assert.deepEqual(otherWorkspace.data, []);
    await expectGrpcError(search(ws, "   "), status.INVALID_ARGUMENT, { pointers: ["/query"] });
    await expectGrpcError(search(ws, "x".repeat(501)), status.INVALID_ARGUMENT, { pointers: ["/query"] });
  });
});

describe("ListProjectTemplates", () => {
  it("serves the bilingual templates with keyset pages and an industry filter", async () => {
    const ws = newWorkspace();
    const all: string[] = [];
    let cursor = "";
    for (;;) {
      const page = await service.client.listProjectTemplates(
        ListProjectTemplatesRequest.fromPartial({ workspace_id: ws, limit: 5, cursor }),
        CALL,
      );
      for (const template of page.data) {
        assert.ok(template.name?.de && template.name.en, `${template.key} has a German and an English name`);
        assert.ok(template.phases.length > 0);
        assert.ok(template.phases.every((phase) => phase.tasks.length > 0 && phase.name?.de && phase.name.en));
        assert.ok(template.default_timeline_weeks > 0);
      }
      all.push(...page.data.map((template) => template.id));
      if (!page.has_more) break;
      cursor = page.next_cursor ?? "";
    }
    assert.ok(all.length >= 10, `at least 10 templates, got ${all.length}`);
    assert.deepEqual(all, [...all].sort(), "ordered by id");
    assert.equal(new Set(all).size, all.length);

    const construction = await service.client.listProjectTemplates(
      ListProjectTemplatesRequest.fromPartial({ workspace_id: ws, industry: "construction", limit: 100 }),
      CALL,
    );
    assert.ok(construction.data.length > 0 && construction.data.length <= all.length);
    assert.ok(construction.data.every((template) => template.industries.includes("construction") || template.industries.includes("all")));
    await expectGrpcError(
      service.client.listProjectTemplates(ListProjectTemplatesRequest.fromPartial({ workspace_id: ws, industry: "Bau & Co" }), CALL),
      status.INVALID_ARGUMENT,
      { pointers: ["/industry"] },
    );
  });
});
