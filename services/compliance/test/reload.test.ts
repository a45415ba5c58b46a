import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createTestDatabase, type TestDatabase } from "@planner/shared/testing";
import type { ComplianceService } from "../src/app.js";
import { DataLintError } from "../src/domain/data-lint.js";
import type { RulesFile } from "../src/domain/types.js";
import { connect, startTestService, type TestClient } from "./helpers/service.js";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/rules.fixture.json", import.meta.url), "utf8")) as RulesFile;

describe("loading the rules data", () => {
  let db: TestDatabase;
  let dir: string;
  const services: ComplianceService[] = [];
  const clients: TestClient[] = [];

  const writeVersion = async (name: string, change: (file: RulesFile) => void = () => {}) => {
    const file = structuredClone(fixture) as RulesFile;
    change(file);
    const path = join(dir, `${name}.json`);
    await writeFile(path, JSON.stringify(file, null, 2));
    return path;
  };
  const start = async (path: string, options?: Parameters<typeof startTestService>[2]) => {
    const service = await startTestService(db.url, path, options);
    services.push(service);
    return service;
  };
  const client = (service: ComplianceService) => {
    const created = connect(service.grpcPort);
    clients.push(created);
    return created;
  };

  before(async () => {
    db = await createTestDatabase("compliance_reload");
    dir = await mkdtemp(join(tmpdir(), "compliance-reload-"));
  });

  after(async () => {
    for (const created of clients) created.close();
    await Promise.all(services.map((service) => service.stop()));
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  let first: ComplianceService;
  let v1: string;

  it("loads a version once: a second start changes nothing and duplicates nothing", async () => {
    v1 = await writeVersion("v1");
    first = await start(v1);
    assert.equal(first.load.replaced, true);
    assert.equal(first.load.current.version, "fixture-1");
    assert.deepEqual(await first.repository.countByVersion(), { "fixture-1": fixture.rules.length });

    const second = await start(v1);
    assert.equal(second.load.replaced, false);
    assert.deepEqual(await first.repository.countByVersion(), { "fixture-1": fixture.rules.length });
    const rules = await client(second).all({});
    assert.equal(rules.length, fixture.rules.length);
    assert.equal(new Set(rules.map((rule) => rule.id)).size, rules.length);
    assert.ok(rules.every((rule) => rule.data_version === "fixture-1"));
  });

  it("several replicas starting at once with a new version load it exactly once", async () => {
    const v2 = await writeVersion("v2", (file) => {
      file.version = "fixture-2";
    });
    const started = await Promise.all([start(v2), start(v2), start(v2)]);
    assert.deepEqual(started.map((service) => service.load.replaced).sort(), [false, false, true]);
    assert.deepEqual(await first.repository.countByVersion(), { "fixture-2": fixture.rules.length });
  });

  it("a new version replaces the old one in one transaction: readers see the old data until it commits", async () => {
    const reader = client(first);
    const v3 = await writeVersion("v3", (file) => {
      file.version = "fixture-3";
      file.rules = file.rules.filter((rule) => rule.id !== "de-kwg");
      const added = structuredClone(file.rules[0]);
      if (!added) throw new Error("fixture is empty");
      added.id = "eu-new-rule";
      added.code = "NEU";
      file.rules.push(added);
    });
    let observedDuringLoad: { versions: string[]; ids: string[] } | undefined;
    const loader = await start(v3, {
      load: {
        beforeCommit: async () => {
          // The new rows are written but not committed: another replica still answers with the old version.
          const rules = await reader.all({}, 3);
          observedDuringLoad = { versions: [...new Set(rules.map((rule) => rule.data_version))], ids: rules.map((rule) => rule.id) };
        },
      },
    });
    assert.equal(loader.load.replaced, true);
    assert.ok(observedDuringLoad, "the hook ran inside the load transaction");
    assert.deepEqual(observedDuringLoad.versions, ["fixture-2"]);
    assert.equal(observedDuringLoad.ids.length, fixture.rules.length);
    assert.ok(observedDuringLoad.ids.includes("de-kwg"));
    assert.ok(!observedDuringLoad.ids.includes("eu-new-rule"));

    const now = await reader.all({});
    assert.deepEqual([...new Set(now.map((rule) => rule.data_version))], ["fixture-3"]);
    assert.ok(now.some((rule) => rule.id === "eu-new-rule"));
    assert.ok(!now.some((rule) => rule.id === "de-kwg"));
    assert.deepEqual(await first.repository.countByVersion(), { "fixture-3": fixture.rules.length });
  });

  it("a failure inside the load rolls everything back", async () => {
    const v4 = await writeVersion("v4", (file) => {
      file.version = "fixture-4";
    });
    await assert.rejects(
      start(v4, {
        load: {
          beforeCommit: async () => {
            throw new Error("simulated crash before commit");
          },
        },
      }),
      /simulated crash/,
    );
    assert.deepEqual(await first.repository.countByVersion(), { "fixture-3": fixture.rules.length });
    assert.equal((await first.repository.currentVersion())?.version, "fixture-3");
  });

  it("a file with a lint error is rejected whole and the service does not start", async () => {
    const broken = await writeVersion("broken", (file) => {
      file.version = "fixture-5";
      const rule = file.rules[1];
      if (rule) rule.sources = [{ url: "http://insecure.example.org/" }];
    });
    await assert.rejects(start(broken), (error: unknown) => {
      assert.ok(error instanceof DataLintError);
      assert.match(error.message, /\/rules\/1\/sources\/0\/url: must be a well-formed https:\/\/ URL/);
      return true;
    });
    assert.equal((await first.repository.currentVersion())?.version, "fixture-3");
  });

  it("going back to an earlier version is a new load", async () => {
    const again = await start(v1);
    assert.equal(again.load.replaced, true);
    assert.equal(again.load.previous?.version, "fixture-3");
    assert.deepEqual(await first.repository.countByVersion(), { "fixture-1": fixture.rules.length });
  });

  it("a dated amendment takes effect on its date without a new data release", async () => {
    const company = { country: "DE", employees: 2000 };
    const onDate = async (iso: string) => {
      const service = await start(v1, { now: () => new Date(iso) });
      const rule = (await client(service).all(company)).find((candidate) => candidate.id === "de-lksg");
      return { status: rule?.match?.status, threshold: rule?.applicability?.thresholds[0]?.value, from: rule?.match?.applies_from };
    };
    // fixture: 3000 employees from 2023, 1000 from 2024-01-01, 5000 from 2030-01-01
    // The day before, the adopted change already covers the company: upcoming from its date, not applies.
    assert.deepEqual(await onDate("2023-12-31T23:59:59Z"), { status: "upcoming", threshold: 3000, from: "2024-01-01" });
    assert.deepEqual(await onDate("2024-01-01T00:00:00Z"), { status: "applies", threshold: 1000, from: undefined });
    assert.deepEqual(await onDate("2029-12-31T12:00:00Z"), { status: "applies", threshold: 1000, from: undefined });
    assert.deepEqual(await onDate("2030-01-01T00:00:00Z"), { status: undefined, threshold: undefined, from: undefined });
    const lksg = (await client(first).all({ country: "DE", employees: 6000 })).find((candidate) => candidate.id === "de-lksg");
    assert.equal(lksg?.amendments.length, 2, "amendments are returned");
    assert.equal(lksg?.amendments[1]?.applicability?.thresholds[0]?.value, 5000);
  });
});
