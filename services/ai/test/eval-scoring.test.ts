import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { LabelledRequest } from "../eval/labels.js";
import { belowFloor, type EngineAnswer, fold, mentions, scoreItem, tally } from "../eval/score.js";

const labels = (overrides: Partial<LabelledRequest["labels"]> = {}): LabelledRequest["labels"] => ({
  is_project: true,
  language: "de",
  country: "AT",
  currency: "EUR",
  industry: "retail",
  intent: "introduce",
  project_type: "digitalisation",
  timeline_weeks: null,
  deadline: null,
  size_class: null,
  employees: null,
  budget: null,
  subject_words: ["Kasse"],
  quantities: [],
  thin: false,
  ...overrides,
});
const item = (overrides: Partial<LabelledRequest["labels"]> = {}): LabelledRequest => ({
  id: "t",
  request: { description: "Kassensystem für 22 Filialen in Graz einführen" },
  labels: labels(overrides),
});
const answer = (overrides: Partial<EngineAnswer> = {}): EngineAnswer => ({
  refused: false,
  language: "de",
  country: "AT",
  countryFrom: "text",
  currency: "EUR",
  industry: "retail",
  intent: "introduce",
  projectType: "digitalisation",
  timelineWeeks: 20,
  startDate: "2026-11-30",
  endDate: "2027-04-16",
  companySize: "small",
  budgetTotal: 100_000,
  riskCount: 6,
  taskTitles: ["Kassen bestellen", "Kassensystem testen", "Schulung an der Kasse", "Go-live"],
  questions: [],
  ...overrides,
});
const verdict = (item: LabelledRequest, got: EngineAnswer, attribute: string) =>
  scoreItem(item, got).find((entry) => entry.attribute === attribute);

describe("evaluation scoring", () => {
  it("a subject word of several parts is one term however it is joined; a single word is matched as it is", () => {
    assert.ok(mentions("Produktivstart Smart Meter nach Cutover-Plan", "Smart-Meter"));
    assert.ok(mentions("Smartmeter-Rollout planen", "Smart Meter"));
    assert.ok(mentions("Data Warehouse migrieren", "Data-Warehouse"));
    assert.ok(!mentions("Anlage regeln", "Lager"));
    assert.ok(!mentions("Zählertausch planen", "Smart-Meter"));
  });

  it("folds case, umlauts, ß and hyphens", () => {
    assert.equal(fold("Straße-Überführung"), "strasseuberfuhrung");
  });

  it("a non-project passes only when refused", () => {
    const nonsense = item({ is_project: false });
    assert.equal(verdict(nonsense, answer({ refused: true }), "refusal")?.ok, true);
    assert.equal(verdict(nonsense, answer(), "refusal")?.ok, false);
  });

  it("a refused project fails refusal and every always-counted attribute", () => {
    const verdicts = scoreItem(item(), { refused: true });
    assert.deepEqual(
      verdicts.filter((entry) => !entry.ok).map((entry) => entry.attribute),
      ["refusal", "language", "project_type", "risks", "subject_in_tasks"],
    );
  });

  it("a timeline within ±10 % passes, one outside fails", () => {
    assert.equal(verdict(item({ timeline_weeks: 26 }), answer({ timelineWeeks: 28 }), "timeline")?.ok, true);
    assert.equal(verdict(item({ timeline_weeks: 26 }), answer({ timelineWeeks: 30 }), "timeline")?.ok, false);
  });

  it("a deadline must be met and used: not after it, not far before it", () => {
    const due = item({ deadline: "2027-09-30" });
    assert.equal(verdict(due, answer({ endDate: "2027-09-24" }), "timeline")?.ok, true);
    assert.equal(verdict(due, answer({ endDate: "2027-10-01" }), "timeline")?.ok, false);
    assert.equal(verdict(due, answer({ endDate: "2027-09-01" }), "timeline")?.ok, true, "a month's grace");
    assert.equal(verdict(due, answer({ endDate: "2027-05-01" }), "timeline")?.ok, false);
  });

  it("a stated budget must be the plan's total in the stated currency", () => {
    const stated = item({ budget: { amount: 850_000, currency: "CHF" } });
    assert.equal(verdict(stated, answer({ currency: "CHF", budgetTotal: 850_000 }), "budget")?.ok, true);
    assert.equal(verdict(stated, answer({ currency: "EUR", budgetTotal: 850_000 }), "budget")?.ok, false);
    assert.equal(verdict(stated, answer({ currency: "CHF", budgetTotal: 790_500 }), "budget")?.ok, false);
  });

  it("no place named: the engine must not claim one from the text", () => {
    const nowhere = item({ country: null });
    assert.equal(verdict(nowhere, answer({ countryFrom: "default", country: "DE" }), "country")?.ok, true);
    assert.equal(verdict(nowhere, answer({ countryFrom: "text" }), "country")?.ok, false);
  });

  it("the subject must appear in at least three task titles", () => {
    assert.equal(verdict(item(), answer(), "subject_in_tasks")?.ok, true);
    assert.equal(verdict(item(), answer({ taskTitles: ["Kassen bestellen", "Go-live"] }), "subject_in_tasks")?.ok, false);
  });

  it("an attribute without labelled items cannot meet its floor", () => {
    const tallies = tally(scoreItem(item(), answer()));
    assert.ok(belowFloor(tallies).includes("size_class"));
    assert.ok(!belowFloor(tallies).includes("language"));
  });
});
