import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { status } from "@planner/shared";
import { ExportProjectRequest, type Plan, UpdateTaskRequest } from "@planner/shared/gen/planner/project/v1/project.js";
import { HtmlRenderer, type Node, Parser } from "commonmark";
import { CALL, createProject, expectGrpcError, newWorkspace, samplePlan, startTestService, type TestService } from "./helpers.js";

let service: TestService;

before(async () => {
  service = await startTestService({ label: "export" });
});

after(async () => {
  await service?.close();
});

/** The text of a node as a reader sees it (escapes resolved, soft breaks as newlines). */
function textOf(node: Node): string {
  let text = "";
  const walker = node.walker();
  for (let event = walker.next(); event; event = walker.next()) {
    if (!event.entering) continue;
    const current = event.node;
    if (current.type === "text" || current.type === "code") text += current.literal ?? "";
    else if (current.type === "softbreak" || current.type === "linebreak") text += "\n";
  }
  return text;
}

function children(node: Node): Node[] {
  const list: Node[] = [];
  for (let child = node.firstChild; child; child = child.next) list.push(child);
  return list;
}

/** Top-level blocks grouped by level-2 heading. */
function sections(document: Node): Map<string, Node[]> {
  const result = new Map<string, Node[]>();
  let current = "";
  for (const block of children(document)) {
    if (block.type === "heading" && block.level === 2) {
      current = textOf(block);
      result.set(current, []);
    } else {
      result.set(current, [...(result.get(current) ?? []), block]);
    }
  }
  return result;
}

/** A pipe table (a paragraph to CommonMark) → rows of cell texts, read from its source lines. */
function tableRows(markdown: string, paragraph: Node): string[][] {
  assert.equal(paragraph.type, "paragraph");
  const [[start], [end]] = paragraph.sourcepos;
  const lines = markdown.split("\n").slice(start - 1, end);
  return lines.map((line, index) => {
    assert.match(line, /^\| .* \|$/, `table row: ${line}`);
    const cells = line.slice(2, -2).split(/(?<!\\) \| /);
    if (index === 1) return cells; // the delimiter row
    // Each cell is inline Markdown: its text is what CommonMark makes of it.
    return cells.map((cell) => textOf(new Parser().parse(cell)).trim());
  });
}

const listItems = (list: Node | undefined): string[] => {
  assert.equal(list?.type, "list");
  return children(list as Node).map((item) => textOf(item));
};

async function exportPlan(ws: string, plan: Plan): Promise<{ markdown: string; created: Plan }> {
  const created = await createProject(service, ws, plan);
  const result = await service.client.exportProject(
    ExportProjectRequest.fromPartial({ workspace_id: ws, id: created.project?.id, format: "markdown" }),
    CALL,
  );
  assert.equal(result.content_type, "text/markdown; charset=utf-8");
  return { markdown: result.body, created };
}

describe("ExportProject (markdown)", () => {
  it("renders a complete German plan that CommonMark parses section by section, with user text escaped", async () => {
    const ws = newWorkspace();
    const plan = samplePlan();
    assert.ok(plan.project && plan.phases[0]?.tasks[1] && plan.risks[0] && plan.stakeholders[0]);
    plan.project.title = "ERP | *Go-Live* # 2026 <script>alert(1)</script>";
    plan.project.description = "1. Absatz mit [Link](http://x) & Entity &amp;\n\n- keine Liste\n---";
    plan.phases[0].tasks[1].title = "Daten | migrieren **jetzt** `code`";
    plan.risks[0].title = "Risiko | mit Pipe";
    plan.risks[0].mitigation = "Zeile 1\nZeile 2 | x";
    plan.stakeholders[0].role = "Sponsor <b>fett</b>";
    const created = await createProject(service, ws, plan);
    const [first, second] = created.phases[0]?.tasks ?? [];
    assert.ok(first && second);
    await service.client.updateTask(
      UpdateTaskRequest.fromPartial({ workspace_id: ws, id: first.id, update_mask: ["checked"], checked: true }),
      CALL,
    );
    const { body: markdown } = await service.client.exportProject(
      ExportProjectRequest.fromPartial({ workspace_id: ws, id: created.project?.id, format: "markdown" }),
      CALL,
    );

    const document = new Parser().parse(markdown);
    const blocks = children(document);
    // Only the block types the exporter writes: user text never becomes HTML, code or quotes.
    const types = new Set<string>();
    const walker = document.walker();
    for (let event = walker.next(); event; event = walker.next()) types.add(event.node.type);
    for (const forbidden of ["html_block", "html_inline", "code_block", "block_quote", "thematic_break", "link", "image"]) {
      assert.ok(!types.has(forbidden), `unexpected ${forbidden} in the export`);
    }
    assert.ok(!new HtmlRenderer().render(document).includes("<script>"));

    const [title, description1, description2] = blocks;
    assert.equal(title?.type, "heading");
    assert.equal(title?.level, 1);
    assert.equal(textOf(title as Node), "ERP | *Go-Live* # 2026 <script>alert(1)</script>");
    assert.equal(description1?.type, "paragraph");
    assert.equal(textOf(description1 as Node), "1. Absatz mit [Link](http://x) & Entity &amp;");
    assert.equal(textOf(description2 as Node), "- keine Liste ---");

    const byHeading = sections(document);
    assert.deepEqual([...byHeading.keys()].slice(1), ["Überblick", "Phasen", "Risiken", "Budget", "Compliance", "Stakeholder"]);

    assert.deepEqual(listItems(byHeading.get("Überblick")?.[0]), [
      "Status: Aktiv",
      "Fortschritt: 11 % (1 von 9 Aufgaben erledigt)",
      "Land: Deutschland",
      "Branche: Fertigungsindustrie",
      "Unternehmensgröße: Mittleres Unternehmen",
      "Laufzeit: 24 Wochen",
      "Beginn: 05.01.2026",
      "Ende: 19.06.2026",
      "Vorlage: ERP-Einführung",
    ]);

    const phases = byHeading.get("Phasen") ?? [];
    const phaseHeadings = phases.filter((block) => block.type === "heading");
    assert.deepEqual(
      phaseHeadings.map((heading) => [heading.level, textOf(heading)]),
      [
        [3, "1. Phase 1"],
        [3, "2. Phase 2"],
        [3, "3. Phase 3"],
      ],
    );
    const phase1 = phases.slice(phases.indexOf(phaseHeadings[0] as Node) + 1, phases.indexOf(phaseHeadings[1] as Node));
    assert.equal(textOf(phase1[0] as Node), "In Arbeit · 01.01.2026 – 28.01.2026 · 1 von 3 Aufgaben erledigt");
    assert.equal(textOf(phase1[1] as Node), "Beschreibung der Phase 1");
    assert.deepEqual(listItems(phase1[2]), [
      "[x] Aufgabe 1.1 — fällig 10.01.2026 · Anna Schmidt",
      "[ ] Daten | migrieren **jetzt** `code` — fällig 11.01.2026",
      "[ ] Aufgabe 1.3 — fällig 12.01.2026 · Anna Schmidt",
    ]);

    const risks = tableRows(markdown, byHeading.get("Risiken")?.[0] as Node);
    assert.deepEqual(risks, [
      ["Risiko", "Wahrscheinlichkeit", "Auswirkung", "Bewertung", "Gegenmaßnahme", "Verantwortlich"],
      ["---", "---", "---", "---", "---", "---"],
      ["Risiko | mit Pipe", "3", "5", "15", "Zeile 1 Zeile 2 | x", "IT-Leitung"],
      ["Geringe Akzeptanz", "2", "3", "6", "Key-User einbinden", "Projektleitung"],
    ]);

    const budget = tableRows(markdown, byHeading.get("Budget")?.[0] as Node).map((row) => row.map((cell) => cell.replace(/\s/g, " ")));
    assert.deepEqual(budget, [
      ["Kategorie", "Position", "Phase", "Betrag"],
      ["---", "---", "---", "---"],
      ["Software", "Lizenzen", "Phase 1", "30.000,00 €"],
      ["Externe Dienstleistungen", "Beratung", "Phase 2", "45.000,50 €"],
      ["Schulung", "Schulungen", "—", "8.000,00 €"],
      ["Reserve", "", "", "5.000,00 €"],
      ["Gesamt", "", "", "88.000,50 €"],
    ]);

    assert.deepEqual(listItems(byHeading.get("Compliance")?.[0]), [
      "[ ] DSGVO Art. 30 Verzeichnis von Verarbeitungstätigkeiten aktualisieren — fällig 31.03.2026 · Mit dem DSB abstimmen",
    ]);
    // The plan lists the project's rules; the company-wide duties are linked.
    assert.match(
      textOf(byHeading.get("Compliance")?.at(-1) as Node),
      /^Unternehmensweite Pflichten, die das Projekt nicht ändert .*GET \/api\/v1\/compliance-rules\?country=DE$/,
    );
    assert.deepEqual(tableRows(markdown, byHeading.get("Stakeholder")?.[0] as Node), [
      ["Name", "Rolle", "Interesse", "Einfluss"],
      ["---", "---", "---", "---"],
      ["Geschäftsführung", "Sponsor <b>fett</b>", "Hoch", "Hoch"],
      ["Betriebsrat", "Mitbestimmung", "Mittel", "Hoch"],
    ]);
  });

  it("uses English headings for English projects and francs for Swiss ones, and says when a part is empty", async () => {
    const ws = newWorkspace();
    const plan = samplePlan({ locale: "en", country: "CH", phases: 1, tasksPerPhase: 1 });
    plan.risks = [];
    plan.stakeholders = [];
    plan.compliance = [];
    const { markdown } = await exportPlan(ws, plan);
    const document = new Parser().parse(markdown);
    const byHeading = sections(document);
    assert.deepEqual([...byHeading.keys()].slice(1), ["Overview", "Phases", "Risks", "Budget", "Compliance", "Stakeholders"]);
    assert.equal(textOf(byHeading.get("Risks")?.[0] as Node), "No risks recorded.");
    assert.equal(textOf(byHeading.get("Compliance")?.[0] as Node), "No compliance items recorded.");
    assert.match(
      textOf(byHeading.get("Compliance")?.at(-1) as Node),
      /^Company-wide duties .*GET \/api\/v1\/compliance-rules\?country=CH$/,
    );
    assert.equal(textOf(byHeading.get("Stakeholders")?.[0] as Node), "No stakeholders recorded.");
    assert.ok(listItems(byHeading.get("Overview")?.[0]).includes("Country: Switzerland"));
    const budget = tableRows(markdown, byHeading.get("Budget")?.[0] as Node);
    assert.match(budget[budget.length - 1]?.[3] ?? "", /^CHF\s88,000\.50$/);
    const taskList = byHeading.get("Phases")?.find((block) => block.type === "list");
    assert.deepEqual(listItems(taskList), ["[ ] Aufgabe 1.1 — due 10 January 2026 · Anna Schmidt"]);
  });

  it("writes Swiss and Austrian German: labels without ß, CHF 850'000, € 180.000, dates as 05.01.2026", async () => {
    const ws = newWorkspace();
    const swiss = samplePlan({ locale: "de-CH", country: "CH", phases: 1, tasksPerPhase: 1 });
    if (swiss.budget) {
      swiss.budget.currency = "CHF";
      swiss.budget.lines = [{ id: "", category: "external_services", label: "Umsetzung", amount: 800_000, phase_id: undefined }];
      swiss.budget.contingency = 50_000;
    }
    swiss.project = swiss.project && { ...swiss.project, industry: "public_sector", company_size: "large" };
    const { markdown: ch } = await exportPlan(ws, swiss);
    const chSections = sections(new Parser().parse(ch));
    const overview = listItems(chSections.get("Überblick")?.[0]);
    assert.ok(overview.includes("Unternehmensgrösse: Grossunternehmen"), overview.join("\n"));
    assert.ok(overview.includes("Branche: Öffentliche Verwaltung"));
    assert.ok(overview.includes("Beginn: 05.01.2026"));
    const rows = tableRows(ch, chSections.get("Budget")?.[0] as Node);
    assert.deepEqual(rows[2], ["Externe Dienstleistungen", "Umsetzung", "—", "CHF\u00a0800'000"]);
    assert.equal(rows[rows.length - 1]?.[3], "CHF\u00a0850'000");
    assert.doesNotMatch(ch, /ß|public_sector|external_services|\d{4}-\d{2}-\d{2}/u);
    assert.ok(tableRows(ch, chSections.get("Risiken")?.[0] as Node)[0]?.includes("Gegenmassnahme"));

    const austrian = samplePlan({ locale: "de-AT", country: "AT", phases: 1, tasksPerPhase: 1 });
    if (austrian.budget) {
      austrian.budget.lines = [{ id: "", category: "software_licences", label: "Lizenzen", amount: 150_000, phase_id: undefined }];
      austrian.budget.contingency = 30_000;
    }
    const { markdown: at } = await exportPlan(ws, austrian);
    const atRows = tableRows(at, sections(new Parser().parse(at)).get("Budget")?.[0] as Node);
    assert.equal(atRows[atRows.length - 1]?.[3], "€\u00a0180.000");
    assert.deepEqual(atRows[2]?.slice(0, 1), ["Softwarelizenzen"]);
  });

  it("requires format=markdown", async () => {
    const ws = newWorkspace();
    const { created } = await exportPlan(ws, samplePlan({ phases: 1, tasksPerPhase: 1 }));
    for (const format of ["", "pdf", "Markdown"]) {
      await expectGrpcError(
        service.client.exportProject(ExportProjectRequest.fromPartial({ workspace_id: ws, id: created.project?.id, format }), CALL),
        status.INVALID_ARGUMENT,
        { pointers: ["/format"], messageIncludes: "markdown" },
      );
    }
  });
});

describe("export labels by country", () => {
  it("an Austrian plan's budget calls a company's move an Übersiedlung; German and Swiss ones an Umzug", async () => {
    const { Labels } = await import("../src/domain/markdown.js");
    assert.equal(new Labels("de-AT", "AT").label("budgetCategory", "moving"), "Übersiedlung");
    assert.equal(new Labels("de", "DE").label("budgetCategory", "moving"), "Umzug");
    assert.equal(new Labels("de-CH", "CH").label("budgetCategory", "moving"), "Umzug");
    assert.equal(new Labels("en", "AT").label("budgetCategory", "moving"), "Moving");
  });
});
