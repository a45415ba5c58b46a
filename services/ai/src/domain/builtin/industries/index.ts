/**
 * What the engine knows about each industry of the enum, and the classifier that reads the
 * industry from a description the way a consultant would: what the organisation *is*
 * ("Brauerei", "dental lab") outweighs what the project touches.
 */
import { INDUSTRIES, type Industry } from "../../types.js";
import type { IndustryProfile } from "../content.js";
import { type KeywordHit, KeywordMatcher, lower } from "../text.js";
import { INDUSTRIES_A } from "./part-a.js";
import { INDUSTRIES_B } from "./part-b.js";

const PROFILES: Partial<Record<Industry, IndustryProfile>> = { ...INDUSTRIES_A, ...INDUSTRIES_B };

/** The profile of an industry (every value of the enum has one; the tests assert it). */
export function industryProfile(industry: Industry): IndustryProfile {
  const profile = PROFILES[industry];
  if (!profile) throw new Error(`no content for industry ${industry}`);
  return profile;
}

/** Industries that have content (all of them once complete). */
export const PROFILED_INDUSTRIES: readonly Industry[] = INDUSTRIES.filter((industry) => PROFILES[industry] !== undefined);

const MATCHER = new KeywordMatcher<Industry>(
  PROFILED_INDUSTRIES.map((industry) => ({ key: industry, keywords: industryProfile(industry).keywords })),
);

export interface IndustryHint {
  industry: Industry;
  score: number;
  hits: KeywordHit<Industry>[];
}

/** "in der Gemeinde Lech", "near the city of …": an organisation word used as a place. */
const PLACE_BEFORE = /(?:^|[\s,(])(?:in|im|bei|nahe|aus|near|in the|from the)\s+(?:der|dem|den|the)?\s*$/u;

/**
 * The industry a description points to, or undefined when it names no industry keyword of
 * weight 3 or more in total. The first organisation keyword ("Wir sind eine Brauerei …")
 * counts double: a text says first what the organisation is. An organisation word that
 * only names a place ("in der Gemeinde …") counts as a hint.
 */
export function industryFromText(text: string): IndustryHint | undefined {
  const lowered = lower(text);
  const asPlace = (hit: KeywordHit<Industry>) => hit.org && PLACE_BEFORE.test(lowered.slice(Math.max(0, hit.start - 16), hit.start));
  const hits = MATCHER.hits(lowered);
  const firstOrg = hits.find((hit) => hit.org && !asPlace(hit));
  const best = MATCHER.bestOf(hits, 3, (hit) => {
    if (asPlace(hit)) return 1 - hit.weight;
    return firstOrg && hit.start === firstOrg.start ? hit.weight : 0;
  });
  return best ? { industry: best.key, score: best.score, hits: best.hits } : undefined;
}
