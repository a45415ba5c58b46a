/** A company's yearly energy consumption ("Energieverbrauch von rund 12 GWh", "we use 30 GWh a year"), in GWh. */
import { LEXICON } from "./lexicon.js";
import { approximationBefore, findNumbers } from "./numbers.js";
import { findPhrases, phrases, type Token, tokenIndexFrom, tokenize } from "./text.js";

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
  let best: EnergyReading | undefined;
  for (const number of findNumbers(text, tokens, false)) {
    const unit = UNIT_AFTER.exec(text.slice(number.end));
    const scale = unit?.[1] ? UNITS.get(unit[1].toLowerCase()) : undefined;
    if (!unit || scale === undefined) continue;
    const sentence = tokens[tokenIndexFrom(tokens, number.start)]?.sentence;
    const inSentence = (cue: { first: number }) => (tokens[cue.first] as Token).sentence === sentence;
    if (!consumption.some(inSentence) || notConsumption.some(inSentence)) continue;
    const gwh = number.value * scale;
    const from = approximationBefore(text, tokens, number.start)?.start ?? number.start;
    if (!best || gwh > best.gwh) best = { gwh, evidence: text.slice(from, number.end + unit[0].length) };
  }
  return best;
}
