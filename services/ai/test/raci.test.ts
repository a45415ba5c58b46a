/**
 * RACI rules (data/raci-rules.yaml) on generated and hand-written plans: exactly one A per row,
 * A the role with decision authority for the row, R the ones doing it, C only where the row
 * touches the role.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import { computeRaci, type RaciResult, roleOf } from "../src/domain/analysis/tools/raci.js";
import { buildDraft, inferProfile } from "../src/domain/builtin/index.js";
import { draftToPlan } from "../src/domain/draft-to-plan.js";
import { type Country, INDUSTRIES } from "../src/domain/types.js";
import { phase, plan, stakeholder, task } from "./support/plans.js";
import { PLAYBOOK_CASES, type PlaybookCase } from "./support/playbooks.js";

const TODAY = "2026-11-02";

function generated(
  description: string,
  over: { country?: Country; locale?: string; industry?: (typeof INDUSTRIES)[number] } = {},
  type?: string | PlaybookCase,
): Plan {
  const inferred = inferProfile({ description, ...over }, TODAY);
  const profile =
    type === undefined
      ? inferred
      : typeof type === "string"
        ? { ...inferred, projectType: type as typeof inferred.projectType }
        : type.select(inferred);
  return draftToPlan(buildDraft(profile, []), profile, { activities: [], absentActivities: [] }, `${TODAY}T00:00:00.000Z`);
}

function roleKeys(plan: Plan): Map<string, string | undefined> {
  return new Map(plan.stakeholders.map((s) => [s.name, roleOf(s)]));
}

function assertSound(result: RaciResult, at: string) {
  for (const row of result.rows) {
    assert.ok(row.accountable && result.roles.includes(row.accountable), `${at}: ${row.task} has one accountable role`);
    assert.equal(row.responsible.length, 1, `${at}: ${row.task} has one responsible`);
    const others = [...row.responsible.filter((r) => r !== row.accountable), ...row.consulted, ...row.informed];
    assert.ok(!others.includes(row.accountable), `${at}: ${row.task}: A holds no other letter`);
    assert.equal(new Set(others).size, others.length, `${at}: ${row.task}: a role holds one letter per row`);
  }
}

describe("RACI rules", () => {
  it("every playbook (and variant) × industry: one A per row, gates and budget decided by the sponsor, delivery by the lead, staff representatives never A", () => {
    let rows = 0;
    for (const playbook of PLAYBOOK_CASES) {
      for (const industry of INDUSTRIES) {
        const p = generated("Wir planen ein Vorhaben mit 120 Beschäftigten.", { industry, locale: "de" }, playbook);
        const result = computeRaci(p, "de");
        const keys = roleKeys(p);
        const at = `${playbook.name}/${industry}`;
        assertSound(result, at);
        rows += result.rows.length;
        for (const row of result.rows) {
          const a = keys.get(row.accountable);
          assert.notEqual(a, "staff_representation", `${at}: ${row.task}: the staff representation is never accountable`);
          if (row.basis === "gate" || row.basis === "budget") {
            assert.ok(a === "sponsor" || a === "steering", `${at}: ${row.task} (${row.basis}) decided by ${row.accountable}`);
            assert.ok(
              !["sponsor", "steering"].includes(keys.get(row.responsible[0] as string) ?? ""),
              `${at}: ${row.task}: the sponsor does not do the gate's work`,
            );
          }
          if (row.basis === "delivery") assert.equal(a, "lead", `${at}: ${row.task} is delivery work, decided by ${row.accountable}`);
        }
        // Consulted only where the row touches the role: nobody is asked on every row.
        const askedEverywhere = result.roles.filter((role) => result.rows.every((row) => row.consulted.includes(role)));
        assert.deepEqual(askedEverywhere, [], `${at}: consulted on every row`);
        const consulted = result.rows.reduce((sum, row) => sum + row.consulted.length, 0);
        assert.ok(consulted / result.rows.length <= 2.5, `${at}: ${consulted} consultations on ${result.rows.length} rows`);
      }
    }
    assert.ok(rows > 5000);
  });

  it("a Swiss public portal: gates by the administration's head, the DPIA by the data-protection officer, the staff agreement by the sponsor", () => {
    const p = generated(
      "Die Stadt Winterthur führt ein neues Bürgerportal ein.",
      { country: "CH", locale: "de-CH", industry: "public_sector" },
      "digitalisation",
    );
    const result = computeRaci(p, "de");
    assertSound(result, "CH portal");
    const gate = result.rows.find((row) => row.task.startsWith("Gate: Go-live"));
    assert.match(gate?.accountable ?? "", /^Verwaltungsleitung/);
    assert.equal(gate?.responsible[0], "Projektleitung");
    const dpia = result.rows.find((row) => /Folgenabschätzung/.test(row.task));
    assert.equal(dpia?.accountable, "Datenschutzbeauftragte:r");
    const staff = result.rows.find((row) => row.basis === "staff_agreement");
    assert.match(staff?.accountable ?? "", /^Verwaltungsleitung/);
    assert.ok(staff?.consulted.includes("Personalkommission"));
  });

  it("hand-written plan: the rule decides A whoever is assigned; a DPIA assigned to the DPO is done by the lead", () => {
    const p = plan({
      stakeholders: [
        stakeholder({ name: "Lenkungsausschuss", role: "Entscheidet über Meilensteine", influence: "high" }),
        stakeholder({ name: "Geschäftsführung", role: "Sponsor", influence: "high" }),
        stakeholder({ name: "Projektleitung", role: "Steuert das Projekt" }),
        stakeholder({ name: "Datenschutzbeauftragte", role: "Berät zum Datenschutz" }),
        stakeholder({ name: "Betriebsrat", role: "Mitbestimmung" }),
        stakeholder({ name: "Einkauf", role: "Holt Angebote ein" }),
        stakeholder({ name: "IT-Betrieb", role: "Betreibt Systeme" }),
      ],
      phases: [
        phase({
          id: "ph_1",
          tasks: [
            task({ id: "t_1", title: "Datenschutz-Folgenabschätzung durchführen", assignee: "Datenschutzbeauftragte" }),
            task({ id: "t_2", title: "Server installieren", assignee: "IT-Betrieb" }),
            task({ id: "t_3", title: "Rahmenvertrag mit dem Anbieter verhandeln", assignee: "Einkauf" }),
            task({ id: "t_4", title: "Betriebsvereinbarung abschließen", assignee: "Projektleitung" }),
            task({ id: "t_5", title: "Gate: Go-live freigeben", assignee: "Geschäftsführung" }),
          ],
        }),
      ],
    });
    const rows = new Map(computeRaci(p, "de").rows.map((row) => [row.task_id, row]));
    assert.deepEqual([rows.get("t_1")?.accountable, rows.get("t_1")?.responsible], ["Datenschutzbeauftragte", ["Projektleitung"]]);
    assert.deepEqual(
      [rows.get("t_2")?.accountable, rows.get("t_2")?.responsible, rows.get("t_2")?.consulted],
      ["Projektleitung", ["IT-Betrieb"], []],
    );
    assert.deepEqual([rows.get("t_3")?.accountable, rows.get("t_3")?.responsible], ["Projektleitung", ["Einkauf"]]);
    assert.equal(rows.get("t_4")?.accountable, "Geschäftsführung");
    assert.deepEqual(rows.get("t_4")?.consulted, ["Datenschutzbeauftragte", "Betriebsrat"]);
    assert.deepEqual([rows.get("t_5")?.accountable, rows.get("t_5")?.responsible], ["Lenkungsausschuss", ["Projektleitung"]]);
    assert.ok(!rows.get("t_2")?.consulted.includes("Betriebsrat"), "the works council is not asked about installing a server");
  });

  it("recognises roles by name before description", () => {
    assert.equal(roleOf({ name: "Projektleitung", role: "berichtet an den Lenkungskreis" }), "lead");
    assert.equal(roleOf({ name: "Personalkommission", role: "Vertritt die Belegschaft" }), "staff_representation");
    assert.equal(roleOf({ name: "Dr. Petra Hahn", role: "Geschäftsführung" }), "sponsor");
    assert.equal(roleOf({ name: "Data protection officer", role: "Advises" }), "dpo");
  });
});
