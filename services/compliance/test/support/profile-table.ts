/**
 * Table tests of company profiles through the real evaluator over the real library: each
 * profile lists the rules it expects and their status, the deciding or asked facts, and, where
 * it matters, the deciding figure, the start date or whether a staged duty is in force.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { it } from "node:test";
import { DEFAULT_RULES_FILE } from "../../src/config.js";
import type { CompanyFacts } from "../../src/domain/activities.js";
import { type CompanyFigures, evaluateRule, type MatchStatus } from "../../src/domain/applicability.js";
import type { CompanyActivity, Country, RuleData, RulesFile } from "../../src/domain/types.js";

export const LIBRARY = JSON.parse(readFileSync(DEFAULT_RULES_FILE, "utf8")) as RulesFile;
export const SETTINGS = { chfPerEur: 0.93, today: "2026-11-26" };

export const ruleOf = (id: string): RuleData => {
  const rule = LIBRARY.rules.find((candidate) => candidate.id === id);
  assert.ok(rule, `${id} is in the library`);
  return rule;
};

export interface ProfileCase {
  rule: string;
  /** A staged rule: the obligation that carries the expected status. */
  obligation?: string;
  status: MatchStatus;
  /** Facts that decide (applies, upcoming, excluded) or are asked about (undetermined). */
  facts?: CompanyActivity[];
  /** The figure that decided, e.g. group_turnover. */
  figure?: string;
  appliesFrom?: string;
  /** For a staged duty that starts later: whether it binds on the test day. */
  inForce?: boolean;
}

export interface CompanyProfile {
  name: string;
  country: Country;
  figures: CompanyFigures;
  present: CompanyActivity[];
  absent?: CompanyActivity[];
  cases: ProfileCase[];
}

export const factsOf = (profile: CompanyProfile): CompanyFacts => ({
  present: new Set(profile.present),
  absent: new Set(profile.absent ?? []),
});

/** One test per expected case of each profile. */
export function profileTable(profiles: readonly CompanyProfile[]): void {
  for (const profile of profiles) {
    for (const expected of profile.cases) {
      it(`${profile.name}: ${expected.rule}${expected.obligation ? `/${expected.obligation}` : ""} ${expected.status}`, () => {
        const result = evaluateRule(ruleOf(expected.rule), profile.figures, SETTINGS, factsOf(profile), profile.country);
        const subject = expected.obligation
          ? result.obligations.find((candidate) => candidate.obligation.id === expected.obligation)
          : result;
        assert.ok(subject, `${expected.rule}/${expected.obligation}`);
        assert.equal(
          subject.status,
          expected.status,
          `${expected.rule}: open ${JSON.stringify(subject.openActivities)}, deciding ${JSON.stringify(subject.decidingActivities)}`,
        );
        if (expected.status === "undetermined") {
          for (const fact of expected.facts ?? []) assert.ok(subject.openActivities.includes(fact), `${expected.rule} asks about ${fact}`);
        } else {
          for (const fact of expected.facts ?? []) assert.ok(subject.decidingActivities.includes(fact), `${expected.rule} names ${fact}`);
        }
        if (expected.figure)
          assert.ok((subject.decidingFigures as string[]).includes(expected.figure), `${expected.rule} decided by ${expected.figure}`);
        if (expected.appliesFrom) assert.equal(subject.appliesFrom, expected.appliesFrom, `${expected.rule} applies from`);
        if (expected.inForce !== undefined) {
          assert.ok("inForce" in subject, "a staged duty");
          assert.equal(subject.inForce, expected.inForce, `${expected.rule}/${expected.obligation} in force`);
        }
      });
    }
  }
}
