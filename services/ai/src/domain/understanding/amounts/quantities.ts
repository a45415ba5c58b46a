/** What the project counts: households, rooms, shops, sites, users, devices, vehicles, beds, hires … */
import { analyseCounts, type CountMention } from "./counts.js";
import { LEXICON, type QuantityKind } from "./lexicon.js";
import { matchesWord, normalise, phrases } from "./text.js";

export type { QuantityKind } from "./lexicon.js";

export interface QuantityReading {
  kind: QuantityKind;
  count: number;
  /** The counted noun as written ("Hotelzimmer", "scanners"). */
  noun: string;
  evidence: string;
  start: number;
  end: number;
}

const JOB_NOUNS = phrases(LEXICON.peopleRoles.jobNouns);

/** People count as a quantity only when something happens to them: hired, or trained and affected. */
function kindOf(count: CountMention, nounText: string): QuantityKind | undefined {
  const cls = count.noun?.cls;
  if (cls === undefined || cls === "not_counted") return undefined;
  const newJobs = count.hireAdjective || count.role === "hires";
  if (newJobs && matchesWord(JOB_NOUNS, normalise(nounText))) return "hires";
  if (cls === "staff" || cls === "people") {
    if (count.role === "hires" || count.hireAdjective) return "hires";
    if (count.role === "affected") return "employees_affected";
    return undefined;
  }
  return cls;
}

/** Every counted thing of the project, in the order written. */
export function readQuantities(text: string): QuantityReading[] {
  const { counts } = analyseCounts(text);
  const found: QuantityReading[] = [];
  for (const count of counts) {
    if (!count.noun) continue;
    const kind = kindOf(count, text.slice(count.noun.start, count.noun.end));
    if (kind === undefined) continue;
    const start = count.number.start;
    const end = count.noun.end;
    found.push({
      kind,
      count: count.number.value,
      noun: text.slice(count.noun.start, count.noun.end),
      evidence: text.slice(start, end),
      start,
      end,
    });
  }
  return found;
}
