/**
 * How the AI service asks the compliance library: the sector, role and activity facts it
 * reads from a description travel with the request, and answers are cached per fact set.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type CompanyActivity, Metadata } from "@planner/shared";
import type { ListApplicableRulesRequest, ListApplicableRulesResponse } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { activitiesFromText, applicableRules } from "../src/operations/compliance-rules.js";
import type { AiDependencies } from "../src/operations/dependencies.js";
import { RulesCache } from "../src/operations/rules-cache.js";

describe("facts read from a description", () => {
  const cases: [string, CompanyActivity[]][] = [
    ["Wir sind eine Wertpapierfirma mit 20 Mitarbeitenden und führen ein neues Hinweisgebersystem ein.", ["financial_sector_entity"]],
    ["We are a 30-person DNS provider and need to prepare for NIS2.", ["dns_tld_provider"]],
    ["Kleiner Hersteller von E-Readern (6 Personen) plant die nächste Gerätegeneration.", ["eaa_product_supplier"]],
    ["Börsennotierte Holding in Zug, 40 Angestellte, erstellt einen Konzernabschluss.", ["listed_company", "consolidation_obligation"]],
    ["3-Personen-Großhandel stellt auf E-Rechnungen um.", ["b2b_invoicing"]],
    ["Das Café tauscht seine Registrierkasse gegen ein neues Kassensystem.", ["cash_register_user"]],
    ["A SaaS provider moves its platform to a new cloud provider.", ["data_processing_service_provider"]],
    ["Ein Medizinproduktehersteller aus Tuttlingen führt ein neues QM-System ein.", ["medical_device_manufacturer"]],
    ["Die Stadtwerke Ulm modernisieren ihr Kundenportal.", ["energy_supply_operator"]],
    ["A coffee roaster in Hamburg opens a second site.", ["eudr_commodity_operator"]],
    // Issue 21, part 2: activity facts that scope rules regardless of industry.
    ["Unser Taxiunternehmen stellt 40 Taxameter auf das neue Kassengesetz um.", ["road_transport_operator"]],
    ["Ein Hotel baut einen Online-Shop für Gutscheine auf.", ["consumer_ecommerce"]],
    ["We run an online marketplace for handmade goods and prepare for NIS2.", ["online_marketplace"]],
    // Professional secrecy, sub-national public bodies, machinery, apparel, the client of a building site.
    ["Unsere Anwaltskanzlei in Zürich migriert die E-Mails in die Cloud.", ["professional_secrecy_holder"]],
    ["The law firm moves its e-mail to the cloud.", ["professional_secrecy_holder"]],
    ["Die Stadtverwaltung Winterthur führt eine neue Fachanwendung ein.", ["state_or_local_public_body"]],
    ["Ein Sondermaschinenbauer aus Reutlingen entwickelt eine neue Baureihe.", ["machinery_manufacturer_importer"]],
    ["Ein Modelabel aus Wien startet eine neue Kollektion.", ["apparel_footwear_operator"]],
    ["Als Bauherr errichten wir ein neues Verwaltungsgebäude.", ["construction_client"]],
    ["Das Klinikum Passau führt eine elektronische Patientenakte ein.", ["hospital_operator"]],
    // Facts that replaced the last industry lists.
    ["Ein Kryptodienstleister aus Berlin führt eine neue Kundenprüfung ein.", ["aml_obliged_entity"]],
    ["An estate agent in Vienna replaces its CRM.", ["aml_obliged_entity"]],
    ["Ein Bauunternehmen aus Chur plant die Sanierung einer Schule.", ["construction_contractor"]],
    ["Als Gebäudeeigentümer tauschen wir die Heizung im Bürogebäude.", ["building_owner"]],
    ["An IoT manufacturer in Graz launches a new sensor.", ["digital_product_supplier"]],
  ];
  for (const [text, expected] of cases) {
    it(`${expected.join(", ")}: "${text.slice(0, 40)}…"`, () => {
      assert.deepEqual(activitiesFromText(text), expected);
    });
  }

  it("states nothing a text does not say: no guess from unrelated words", () => {
    assert.deepEqual(activitiesFromText("Wir bauen eine Datenbank für unser Bankett-Catering auf."), []);
    assert.deepEqual(activitiesFromText("An app that shows smartphone users the opening hours of bakeries."), []);
  });
});

describe("asking the compliance library", () => {
  function recordingDeps(): { deps: AiDependencies; requests: ListApplicableRulesRequest[] } {
    const requests: ListApplicableRulesRequest[] = [];
    const answer: ListApplicableRulesResponse = { data: [], has_more: false, next_cursor: undefined };
    const deps = {
      compliance: {
        listApplicableRules: async (request: ListApplicableRulesRequest) => {
          requests.push(request);
          return answer;
        },
      },
      rules: new RulesCache(60_000, 10),
      callTimeoutMs: 1_000,
    } as unknown as AiDependencies;
    return { deps, requests };
  }
  const context = { requestId: "req-1", metadata: new Metadata() } as Parameters<typeof applicableRules>[1];
  const profile = { workspaceId: "ws_1", country: "DE", industry: "finance", companySize: "small", employees: 20 };

  it("passes the inferred facts as the activities filter", async () => {
    const { deps, requests } = recordingDeps();
    await applicableRules(deps, context, { ...profile, activities: ["financial_sector_entity", "listed_company"] });
    assert.equal(requests.length, 1);
    assert.equal(requests[0]?.activities, "financial_sector_entity,listed_company");
    assert.equal(requests[0]?.absent_activities, "", "a fact the text does not state is unknown, never denied");
    assert.equal(requests[0]?.employees, 20);
  });

  it("passes the group's head count and the energy consumption, and asks again when they differ", async () => {
    const { deps, requests } = recordingDeps();
    await applicableRules(deps, context, { ...profile, employees: 40, groupEmployees: 5_000, energyConsumptionGwh: 12 });
    await applicableRules(deps, context, { ...profile, employees: 40 });
    assert.deepEqual(
      requests.map((request) => [request.employees, request.group_employees, request.energy_consumption_gwh]),
      [
        [40, 5_000, 12],
        [40, undefined, undefined],
      ],
    );
  });

  it("caches per fact set: other facts ask again, the same facts in another order do not", async () => {
    const { deps, requests } = recordingDeps();
    await applicableRules(deps, context, { ...profile, activities: ["listed_company", "financial_sector_entity"] });
    await applicableRules(deps, context, { ...profile, activities: ["financial_sector_entity", "listed_company"] });
    assert.equal(requests.length, 1);
    await applicableRules(deps, context, { ...profile, activities: [] });
    assert.equal(requests.length, 2);
    assert.equal(requests[1]?.activities, "");
  });
});
