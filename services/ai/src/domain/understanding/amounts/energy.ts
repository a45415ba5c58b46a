/** A company's yearly energy consumption ("Energieverbrauch von rund 12 GWh", "we use 30 GWh a year"), in GWh. */
import { LEXICON } from "./lexicon.js";
import { approximationBefore, findNumbers } from "./numbers.js";
import { findPhrases, phrases, tokenize } from "./text.js";

export interface EnergyReading {
  gwh: number;
  evidence: string;
}

const UNITS = new Map(Object.entries(LEXICON.energy.units).map(([unit, gwh]) => [unit.toLowerCase(), gwh]));
const CONSUMPTION = phrases(LEXICON.energy.consumption);
const NOT_CONSUMPTION = phrases(LEXICON.energy.notConsumption);
const UNIT_AFTER = /^\s*([a-z]{3})\b/iu;

/**
 * The consumption the text states: a number with an energy unit in a sentence with a
 * consumption word and no word that makes it energy produced, stored or sold. The largest
 * such figure (the whole company rather than one site); undefined when none.
 */
export function readEnergyConsumption(text: string): EnergyReading | undefined {
  const tokens = tokenize(text);
  const consumption = findPhrases(text, tokens, CONSUMPTION);
  const notConsumption = findPhrases(text, tokens, NOT_CONSUMPTION);
  const sentenceAt = (offset: number) => tokens.find((token) => token.end > offset)?.sentence;
  let best: EnergyReading | undefined;
  for (const number of findNumbers(text, tokens, false)) {
    const unit = UNIT_AFTER.exec(text.slice(number.end))?.[1]?.toLowerCase();
    const scale = unit ? UNITS.get(unit) : undefined;
    if (scale === undefined) continue;
    const sentence = sentenceAt(number.start);
    const inSentence = (cue: { start: number }) => sentenceAt(cue.start) === sentence;
    if (!consumption.some(inSentence) || notConsumption.some(inSentence)) continue;
    const gwh = number.value * scale;
    const from = approximationBefore(text, tokens, number.start)?.start ?? number.start;
    const end = number.end + (UNIT_AFTER.exec(text.slice(number.end))?.[0].length ?? 0);
    if (!best || gwh > best.gwh) best = { gwh, evidence: text.slice(from, end) };
  }
  return best;
}
