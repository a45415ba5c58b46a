import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { apiClient, TestStack } from "./harness.js";

describe("compliance rules through the gateway (processes)", () => {
  const stack = new TestStack();
  let api: ReturnType<typeof apiClient>;
  let key: string;

  before(async () => {
    await stack.init();
    const compliance = await stack.start("services/compliance/dist/main.js", { GRPC_PORT: "0", MANAGEMENT_PORT: "0" });
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
});
