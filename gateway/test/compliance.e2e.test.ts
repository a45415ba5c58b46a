import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { apiClient, TestStack } from "./harness.js";

describe("compliance rules through the gateway (processes)", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let key: string;

  before(async () => {
    await stack.init();
    // The service evaluates as of a fixed day, so what is upcoming does not drift with the calendar.
    const compliance = await stack.start("services/compliance/dist/main.js", {
      GRPC_PORT: "0",
      MANAGEMENT_PORT: "0",
      EVALUATION_DATE: "2026-11-26",
    });
    const gateway = await stack.start("gateway/dist/main.js", {
      PORT: "0",
      MANAGEMENT_PORT: "0",
      COMPLIANCE_SERVICE_ADDR: `127.0.0.1:${compliance.grpcPort}`,
    });
    api = apiClient(`http://127.0.0.1:${gateway.port}/api/v1`);
    const ws = stack.admin(["workspace", "create", "--name", "Compliance AG", "--plan", "max"]).id as string;
    key = stack.admin(["key", "create", "--workspace", ws, "--scope", "read"]).key as string;
  });
  after(() => stack.close());

  // Issue 21: EU law reaches Swiss companies that do business in the EU, so only a company
  // that denies eu_market_activity gets a purely Swiss answer (it used to be every Swiss answer).
  it("a Swiss answer without EU business holds no EU or German rule, and every page validates against the document", async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const query = `country=CH&absent_activities=eu_market_activity&limit=25${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await api("GET", `/compliance-rules?${query}`, { key });
      assert.equal(page.status, 200, page.text);
      for (const rule of page.json.data as { id: string; jurisdiction: string; countries: string[] }[]) {
        assert.equal(rule.jurisdiction, "CH", rule.id);
        assert.ok(!seen.has(rule.id));
        seen.add(rule.id);
      }
      cursor = page.json.next_cursor as string | null;
    } while (cursor);
    assert.ok(seen.size >= 15);
  });

  it("a Swiss SaaS with EU users gets the GDPR with the article that reaches it; unknown asks, denied leaves it out", async () => {
    type Found = {
      id: string;
      jurisdiction: string;
      countries: string[];
      match: {
        status: string;
        deciding_activities: string[];
        questions: { activity: string; question: { de: string; en: string } }[];
        extraterritorial: { activity: string; legal_basis: string; note: { de: string; en: string } } | null;
      };
    };
    const swiss = async (facts: string) => {
      const found: Found[] = [];
      let cursor: string | null = null;
      do {
        const query = `country=CH&employees=40&${facts}&limit=50${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await api("GET", `/compliance-rules?${query}`, { key });
        assert.equal(page.status, 200, page.text);
        found.push(...(page.json.data as Found[]));
        cursor = page.json.next_cursor as string | null;
      } while (cursor);
      return found;
    };
    const withEu = await swiss("activities=eu_market_activity,data_processing_service_provider");
    const gdpr = withEu.find((rule) => rule.id === "eu-gdpr");
    assert.equal(gdpr?.match.status, "applies");
    assert.deepEqual(gdpr?.countries, ["DE", "AT"], "the rule's own countries are unchanged");
    assert.ok(gdpr?.match.deciding_activities.includes("eu_market_activity"));
    assert.equal(gdpr?.match.extraterritorial?.activity, "eu_market_activity");
    assert.match(gdpr?.match.extraterritorial?.legal_basis ?? "", /Art\. 3 Abs\. 2.*Art\. 27/);
    assert.ok(gdpr?.match.extraterritorial?.note.de && gdpr.match.extraterritorial.note.en);
    assert.match(withEu.find((rule) => rule.id === "eu-data-act")?.match.extraterritorial?.legal_basis ?? "", /Art\. 1 Abs\. 3/);
    for (const rule of withEu) {
      if (rule.jurisdiction === "CH") assert.equal(rule.match.extraterritorial, null, rule.id);
      else assert.ok(rule.match.extraterritorial, `${rule.id} reaches a Swiss company only across the border`);
    }
    const unknown = (await swiss("activities=data_processing_service_provider")).find((rule) => rule.id === "eu-gdpr");
    assert.equal(unknown?.match.status, "undetermined");
    assert.equal(unknown?.match.questions[0]?.activity, "eu_market_activity");
    assert.ok(unknown?.match.questions[0]?.question.de && unknown.match.questions[0].question.en);
    const denied = await swiss("absent_activities=eu_market_activity");
    assert.ok(!denied.some((rule) => rule.jurisdiction !== "CH"));
    const german = await api("GET", "/compliance-rules?country=DE&q=DSGVO&activities=eu_market_activity", { key });
    const germanGdpr = (german.json.data as Found[]).find((rule) => rule.id === "eu-gdpr");
    assert.equal(germanGdpr?.match.status, "applies");
    assert.equal(germanGdpr?.match.extraterritorial, null, "no reach for a German company");
  });

  it("the German supply-chain act applies from 1,000 employees", async () => {
    const below = await api("GET", "/compliance-rules?country=DE&employees=999&q=LkSG", { key });
    const at = await api("GET", "/compliance-rules?country=DE&employees=1000&q=LkSG", { key });
    const ids = (response: typeof below) => (response.json.data as { code: string }[]).map((rule) => rule.code);
    assert.ok(!ids(below).includes("LkSG"));
    assert.ok(ids(at).includes("LkSG"));
  });

  it("unknown filter values are 400 naming the allowed ones", async () => {
    const response = await api("GET", "/compliance-rules?country=FR&company_size=huge", { key });
    assert.equal(response.status, 400);
    const text = JSON.stringify(response.json.errors);
    assert.match(text, /\/query\/country/);
    assert.match(text, /DE, AT, CH/);
    assert.match(text, /\/query\/company_size/);
  });

  it("sector facts: a 20-person investment firm gets HinSchG, decided by the fact; unknown asks, denied leaves it out", async () => {
    type Found = {
      id: string;
      match: { status: string; deciding_activities: string[]; questions: { activity: string; question: { de: string; en: string } }[] };
    };
    const hinschg = async (query: string) => {
      const response = await api("GET", `/compliance-rules?country=DE&employees=20&q=HinSchG${query}`, { key });
      assert.equal(response.status, 200, response.text);
      return (response.json.data as Found[]).find((rule) => rule.id === "de-hinschg");
    };
    const applies = await hinschg("&activities=financial_sector_entity");
    assert.equal(applies?.match.status, "applies");
    assert.deepEqual(applies?.match.deciding_activities, ["financial_sector_entity"]);
    const open = await hinschg("");
    assert.equal(open?.match.status, "undetermined");
    assert.equal(open?.match.questions[0]?.activity, "financial_sector_entity");
    assert.ok(open?.match.questions[0]?.question.de && open.match.questions[0].question.en);
    assert.equal(await hinschg("&absent_activities=financial_sector_entity"), undefined);
  });

  // Issue 21, part 2: packaging duties follow the activity, not an industry list that left out chemicals.
  it("a detergent maker (industry chemicals) gets the packaging act by packaging_producer; unknown asks, denied leaves it out", async () => {
    type Found = {
      id: string;
      match: { status: string; deciding_activities: string[]; questions: { activity: string; question: { de: string; en: string } }[] };
    };
    const verpackg = async (query: string) => {
      const response = await api("GET", `/compliance-rules?country=DE&industry=chemicals&employees=140&q=VerpackG${query}`, { key });
      assert.equal(response.status, 200, response.text);
      return (response.json.data as Found[]).find((rule) => rule.id === "de-verpackg");
    };
    const applies = await verpackg("&activities=packaging_producer");
    assert.equal(applies?.match.status, "applies");
    assert.deepEqual(applies?.match.deciding_activities, ["packaging_producer"]);
    const open = await verpackg("");
    assert.equal(open?.match.status, "undetermined");
    assert.equal(open?.match.questions[0]?.activity, "packaging_producer");
    assert.match(open?.match.questions[0]?.question.de ?? "", /Verpackungen/);
    assert.equal(await verpackg("&absent_activities=packaging_producer"), undefined);
  });

  // Issue 22: a law firm moving to the cloud gets professional secrecy; a Swiss subsidiary of a
  // large group gets the Swiss minimum tax by the group's revenue, not its own.
  it("a Zurich law firm gets Art. 321 StGB by professional_secrecy_holder; unknown asks; a Swiss subsidiary gets the MindStV by group_turnover_eur", async () => {
    type Found = {
      id: string;
      match: {
        status: string;
        deciding_activities: string[];
        deciding_figures: string[];
        questions: { activity: string; question: { de: string; en: string } }[];
      };
    };
    const swiss = async (id: string, query: string) => {
      const response = await api("GET", `/compliance-rules?country=CH&absent_activities=eu_market_activity${query}`, { key });
      assert.equal(response.status, 200, response.text);
      return (response.json.data as Found[]).find((rule) => rule.id === id);
    };
    const firm = await swiss("ch-berufsgeheimnis-321-stgb", "&employees=12&activities=professional_secrecy_holder&q=StGB");
    assert.equal(firm?.match.status, "applies");
    assert.deepEqual(firm?.match.deciding_activities, ["professional_secrecy_holder"]);
    const open = await swiss("ch-berufsgeheimnis-321-stgb", "&employees=12&q=StGB");
    assert.equal(open?.match.status, "undetermined");
    assert.equal(open?.match.questions[0]?.activity, "professional_secrecy_holder");
    assert.match(open?.match.questions[0]?.question.de ?? "", /Berufsgeheimnis/);
    const subsidiary = await swiss("ch-mindstv", "&employees=60&turnover_eur=20000000&group_turnover_eur=900000000&q=MindStV");
    assert.equal(subsidiary?.match.status, "applies");
    assert.deepEqual(subsidiary?.match.deciding_figures, ["group_turnover"]);
    assert.equal(await swiss("ch-mindstv", "&employees=60&turnover_eur=20000000&q=MindStV"), undefined);
  });

  it("an unknown activity is a 400 naming the allowed ones", async () => {
    const response = await api("GET", "/compliance-rules?country=DE&activities=employer,bank", { key });
    assert.equal(response.status, 400, response.text);
    const text = JSON.stringify(response.json.errors);
    assert.match(text, /\/query\/activities/);
    assert.match(text, /financial_sector_entity/);
  });

  it("every German and Austrian page, staged rules and questions included, validates against the document", async () => {
    for (const country of ["DE", "AT"]) {
      let staged = 0;
      let cursor: string | null = null;
      do {
        const query = `country=${country}&employees=12&activities=b2b_invoicing&limit=50${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await api("GET", `/compliance-rules?${query}`, { key });
        assert.equal(page.status, 200, page.text);
        for (const rule of page.json.data as { match: { obligations: unknown[] } }[]) if (rule.match.obligations.length > 0) staged++;
        cursor = page.json.next_cursor as string | null;
      } while (cursor);
      assert.ok(staged > 0, `${country} has staged rules`);
    }
  });

  // Issue 21, parts 3–5: one table per part, each row a company, through the public API.
  type Match = {
    status: string;
    deciding_figures: string[];
    deciding_activities: string[];
    questions: { activity: string }[];
    applies_from: string | null;
    transposition_pending: { deadline: string; countries: string[] } | null;
    obligations: { id: string; status: string; applies_from: string | null }[];
  };
  /** The rule's match for a query, or undefined when the rule is left out (excluded). */
  const matchOf = async (query: string, id: string): Promise<Match | undefined> => {
    const found: { id: string; match: Match }[] = [];
    let cursor: string | null = null;
    do {
      const page = await api("GET", `/compliance-rules?${query}&limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key });
      assert.equal(page.status, 200, page.text);
      found.push(...(page.json.data as { id: string; match: Match }[]));
      cursor = page.json.next_cursor as string | null;
    } while (cursor);
    return found.find((rule) => rule.id === id)?.match;
  };
  type Row = [name: string, query: string, rule: string, status: string | undefined, check?: (match: Match) => void];
  const run = (rows: Row[]) => async () => {
    for (const [name, query, rule, status, extra] of rows) {
      const match = await matchOf(query, rule);
      assert.equal(match?.status, status, `${name}: ${rule}`);
      if (match && extra) extra(match);
    }
  };

  it(
    "part 3: a solo founder gets no employer duties, a B2B firm no accessibility services, an energy-light office no EnEfG, a non-bidder no procurement law",
    run([
      ["solo founder", "country=DE&employees=0", "de-milog", undefined],
      ["solo founder", "country=DE&employees=0", "de-arbschg", undefined],
      ["solo founder", "country=CH&employees=0", "ch-arg-argv1", undefined],
      ["twelve employees", "country=DE&employees=12", "de-milog", "applies"],
      [
        "B2B engineering firm",
        "country=DE&employees=30&turnover_eur=5000000&balance_sheet_eur=3000000&absent_activities=consumer_ecommerce,public_telecom_provider,financial_sector_entity,eaa_product_supplier",
        "de-bfsg",
        undefined,
      ],
      ["energy-light office", "country=DE&employees=20&energy_consumption_gwh=0.2", "de-enefg", undefined],
      [
        "3 GWh plant",
        "country=DE&employees=90&energy_consumption_gwh=3",
        "de-enefg",
        "applies",
        (match) => assert.deepEqual(match.deciding_figures, ["energy_consumption"]),
      ],
      ["energy not stated", "country=DE&employees=90", "de-enefg", "undetermined"],
      ["Swiss office 0.1 GWh", "country=CH&employees=15&energy_consumption_gwh=0.1", "ch-co2-energie", undefined],
      ["never bids", "country=DE&employees=40&absent_activities=public_contractor", "de-gwb-vgv", undefined],
      ["bids", "country=DE&employees=40&activities=public_contractor", "de-gwb-vgv", "applies"],
      ["not a critical entity", "country=DE&employees=400&absent_activities=critical_entity", "de-kritis", undefined],
      ["medical practice", "country=DE&employees=12&absent_activities=hospital_operator", "de-krankenhaus-it-sicherheit", undefined],
      [
        "unstated hospital",
        "country=DE&employees=12",
        "de-krankenhaus-it-sicherheit",
        "undetermined",
        (match) => assert.equal(match.questions[0]?.activity, "hospital_operator"),
      ],
    ]),
  );

  const nis2 =
    "country=DE&employees=40&turnover_eur=8000000&balance_sheet_eur=5000000&absent_activities=critical_entity,trust_service_provider,dns_tld_provider,public_telecom_provider";
  it(
    "part 4: a 40-person subsidiary of a 5,000-person group is not an SME for NIS2; the LkSG counts the group for the parent only",
    run([
      [
        "subsidiary",
        `${nis2}&group_employees=5000&group_turnover_eur=900000000`,
        "de-bsig-nis2",
        "applies",
        (match) => assert.ok(match.deciding_figures.includes("group_employees"), `${match.deciding_figures}`),
      ],
      ["stand-alone", nis2, "de-bsig-nis2", undefined],
      [
        "parent",
        "country=DE&employees=300&group_employees=1500&activities=group_parent",
        "de-lksg",
        "applies",
        (match) => assert.ok(match.deciding_activities.includes("group_parent")),
      ],
      ["subsidiary", "country=DE&employees=300&group_employees=1500&absent_activities=group_parent", "de-lksg", undefined],
      [
        "parent unknown",
        "country=DE&employees=300&group_employees=1500",
        "de-lksg",
        "undetermined",
        (match) => assert.equal(match.questions[0]?.activity, "group_parent"),
      ],
    ]),
  );

  it("part 4: a group figure below the company's own, or a negative energy figure, is a 400 naming the field", async () => {
    const group = await api("GET", "/compliance-rules?country=DE&employees=300&group_employees=100", { key });
    assert.equal(group.status, 400, group.text);
    assert.match(JSON.stringify(group.json.errors), /group_employees/);
    const turnover = await api("GET", "/compliance-rules?country=DE&turnover_eur=5000000&group_turnover_eur=10", { key });
    assert.equal(turnover.status, 400, turnover.text);
    assert.match(JSON.stringify(turnover.json.errors), /group_turnover_eur/);
    const energy = await api("GET", "/compliance-rules?country=DE&energy_consumption_gwh=-1", { key });
    assert.equal(energy.status, 400, energy.text);
    assert.match(JSON.stringify(energy.json.errors), /energy_consumption_gwh/);
    const fact = await api("GET", "/compliance-rules?country=DE&activities=medical_devices", { key });
    assert.equal(fact.status, 400, fact.text);
    assert.match(JSON.stringify(fact.json.errors), /medical_device_manufacturer/);
  });

  it(
    "part 5: a law not yet applicable is upcoming with its date, an untransposed directive with its deadline, never applies",
    run([
      [
        "bank",
        "country=DE&employees=300&activities=financial_sector_entity,aml_obliged_entity",
        "eu-amlr",
        "upcoming",
        (match) => assert.equal(match.applies_from, "2027-07-10"),
      ],
      [
        "machine maker",
        "country=AT&employees=200&activities=machinery_manufacturer_importer",
        "eu-machinery-regulation",
        "upcoming",
        (match) => assert.equal(match.applies_from, "2027-01-20"),
      ],
      [
        "employer",
        "country=DE&employees=30",
        "eu-pay-transparency",
        "upcoming",
        (match) => {
          assert.equal(match.transposition_pending?.deadline, "2026-06-07");
          assert.equal(match.applies_from, null);
          assert.ok(match.obligations.every((obligation) => obligation.status !== "applies"));
        },
      ],
      [
        "large group",
        "country=DE&employees=6000&turnover_eur=2000000000",
        "eu-csddd",
        "upcoming",
        (match) => {
          assert.equal(match.applies_from, "2029-07-26");
          assert.equal(match.transposition_pending?.deadline, "2028-07-26");
        },
      ],
      [
        "trading firm",
        "country=DE&employees=8&turnover_eur=300000&activities=b2b_invoicing",
        "de-e-rechnung",
        "applies",
        (match) => {
          const issueAll = match.obligations.find((obligation) => obligation.id === "issue-all");
          assert.equal(issueAll?.status, "upcoming");
          assert.equal(issueAll?.applies_from, "2028-01-01");
        },
      ],
    ]),
  );
  // Issue 21 audit: an industry the old lists left out sees the rule; the activity fact decides.
  it(
    "audit: AML, product safety, building energy and construction work follow their facts whatever the industry",
    run([
      ["crypto software firm", "country=DE&industry=it_software&employees=25&activities=aml_obliged_entity", "de-gwg", "applies"],
      ["retailer without large cash", "country=DE&industry=retail&employees=60&absent_activities=aml_obliged_entity", "de-gwg", undefined],
      [
        "machine builder, nothing stated",
        "country=DE&industry=manufacturing&employees=180",
        "eu-cra",
        "undetermined",
        (match) => assert.equal(match.questions[0]?.activity, "digital_product_supplier"),
      ],
      ["joinery", "country=AT&industry=construction&employees=9&activities=consumer_product_supplier", "eu-gpsr", "applies"],
      ["software firm owning its office", "country=DE&industry=it_software&employees=80&activities=building_owner", "de-geg", "applies"],
      [
        "Swiss maintenance crew",
        "country=CH&industry=manufacturing&employees=250&activities=construction_contractor",
        "ch-bauav",
        "applies",
        (match) => assert.ok(match.deciding_activities.includes("construction_contractor"), `${match.deciding_activities}`),
      ],
      ["Swiss solo roofer", "country=CH&industry=construction&employees=0&activities=construction_contractor", "ch-bauav", undefined],
    ]),
  );

  it("audit: a misspelt new fact is a 400 naming the allowed facts", async () => {
    const refused = await api("GET", "/compliance-rules?country=DE&activities=aml_obliged", { key });
    assert.equal(refused.status, 400, refused.text);
    assert.match(JSON.stringify(refused.json.errors), /aml_obliged_entity/);
  });
});
