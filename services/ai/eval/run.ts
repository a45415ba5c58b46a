/**
 * `npm run eval`: plans every labelled request of the corpus with the built-in engine and
 * prints accuracy per attribute and every miss; exits 1 when an attribute is below its
 * floor. The held-out set (kept by someone who does not work on the engine) is reported as
 * counts only, so its sentences never reach the engine's authors.
 *
 *   npm run eval                 both sets, floors enforced
 *   npm run eval -- --misses=0   no miss lines
 *   npm run eval -- --gate=a,b   enforce only these attributes' floors, report the others (CI, until every floor is met);
 *                                "corpus:*" enforces every floor of the corpus, "held-out:a" one attribute of the held-out set
 *   npm run eval -- --only=f-    only the corpus items whose id starts so (a new set's first score, before any fix)
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { askEngine } from "./engine.js";
import { type LabelledRequest, readCorpus } from "./labels.js";
import { ATTRIBUTES, belowFloor, FLOORS, scoreItem, type Tally, tally, type Verdict } from "./score.js";

/** The corpus's fixed "today": labels resolve relative deadlines against it. */
export const EVAL_TODAY = "2026-11-25";

const here = dirname(fileURLToPath(import.meta.url));

function load(directory: string): LabelledRequest[] {
  const path = join(here, directory);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((file) => file.endsWith(".jsonl"))
    .sort()
    .flatMap((file) => readCorpus(join(path, file)));
}

function evaluate(items: LabelledRequest[]): { verdicts: (Verdict & { id: string; description: string })[] } {
  const verdicts = items.flatMap((item) =>
    scoreItem(item, askEngine(item.request, EVAL_TODAY)).map((verdict) => ({
      ...verdict,
      id: item.id,
      description: item.request.description,
    })),
  );
  return { verdicts };
}

function table(name: string, tallies: Record<string, Tally>): string {
  const rows = ATTRIBUTES.map((attribute) => {
    const { correct, total } = tallies[attribute] ?? { correct: 0, total: 0 };
    const share = total === 0 ? "   –  " : `${((100 * correct) / total).toFixed(1).padStart(5)} %`;
    const floor = FLOORS[attribute];
    const floorText = floor === undefined ? "" : `floor ${(floor * 100).toFixed(0)} %`;
    return `  ${attribute.padEnd(27)} ${String(correct).padStart(4)} / ${String(total).padEnd(4)} ${share}  ${floorText}`;
  });
  return [`${name}:`, ...rows].join("\n");
}

const showMisses = !process.argv.includes("--misses=0");
const only = process.argv.find((argument) => argument.startsWith("--only="))?.slice("--only=".length);
const corpus = load("corpus").filter((item) => !only || item.id.startsWith(only));
const holdout = load("holdout");
if (corpus.length === 0) {
  console.error("eval: no labelled requests found in services/ai/eval/corpus");
  process.exit(1);
}
const main = evaluate(corpus);
if (showMisses) {
  for (const miss of main.verdicts.filter((verdict) => !verdict.ok)) {
    console.log(`miss ${miss.id} ${miss.attribute}: expected ${miss.expected}, got ${miss.got} — ${miss.description.slice(0, 140)}`);
  }
}
const mainTallies = tally(main.verdicts);
console.log(table(`corpus (${corpus.length} requests)`, mainTallies));
const failing = belowFloor(mainTallies).map((attribute) => `corpus ${attribute}`);
if (holdout.length > 0) {
  const held = tally(evaluate(holdout).verdicts);
  console.log(table(`held-out set (${holdout.length} requests, counts only)`, held));
  failing.push(...belowFloor(held).map((attribute) => `held-out ${attribute}`));
}
const gate = process.argv
  .find((argument) => argument.startsWith("--gate="))
  ?.slice("--gate=".length)
  .split(",");
// "subject_in_tasks" gates that attribute in both sets, "corpus:*" every floor of the corpus, "held-out:timeline" one of the held-out set.
const gated = (miss: string): boolean => {
  const [set = "", attribute = ""] = miss.split(" ");
  return !!gate && (gate.includes(attribute) || gate.includes(`${set}:${attribute}`) || gate.includes(`${set}:*`));
};
const enforced = gate ? failing.filter(gated) : failing;
if (failing.length > 0) console.error(`eval: below the floor: ${failing.join(", ")}`);
else console.log("eval: every floor met");
if (enforced.length > 0) {
  if (gate) console.error(`eval: gated attributes below the floor: ${enforced.join(", ")}`);
  process.exit(1);
}
