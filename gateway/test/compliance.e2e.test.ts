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

  it("a Swiss answer holds no EU or German rule, and every page validates against the document", async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await api("GET", `/compliance-rules?country=CH&limit=25${cursor ? `&cursor=${cursor}` : ""}`, { key });
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
