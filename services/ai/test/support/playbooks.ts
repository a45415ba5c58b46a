/**
 * Every playbook a plan can run on: each project type and each of its variants, with the
 * profile fields that select it, so data tests reach variants as they reach types.
 */
import { PROJECT_TYPE_PROFILES } from "../../src/domain/builtin/content-data.js";
import { capitalize } from "../../src/domain/builtin/text.js";
import { PROJECT_TYPES, type Profile, type ProjectType } from "../../src/domain/types.js";

export interface PlaybookCase {
  /** "organisation" or "organisation/recruiting". */
  name: string;
  type: ProjectType;
  /** Sets what selects the variant (intent, object) on a profile of the type. */
  select(profile: Profile): Profile;
}

export const PLAYBOOK_CASES: readonly PlaybookCase[] = PROJECT_TYPES.flatMap((type) => [
  // The type's own playbook: no intent or object that a variant could take.
  { name: type, type, select: (profile: Profile): Profile => ({ ...profile, projectType: type, intent: undefined, object: undefined }) },
  ...(PROJECT_TYPE_PROFILES[type].variants ?? []).map((variant) => ({
    name: `${type}/${variant.key}`,
    type,
    select: (profile: Profile): Profile => {
      const word = variant.when.objectWords?.[0];
      const said = variant.when.descriptionWords?.[0];
      return {
        ...profile,
        description: said ? `${profile.description} (${said})` : profile.description,
        projectType: type,
        intent: variant.when.intents?.[0] ?? profile.intent,
        object: word ? { base: capitalize(word), head: capitalize(word) } : profile.object,
      };
    },
  })),
]);
