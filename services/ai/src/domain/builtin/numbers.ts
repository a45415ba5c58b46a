/** Numbers as people write them in German and English requests. */

/** Number words (lower case, German with and without umlauts, English). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ein: 1,
  eine: 1,
  einem: 1,
  einen: 1,
  einer: 1,
  eines: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  zwoelf: 12,
  fünfzehn: 15,
  achtzehn: 18,
  zwanzig: 20,
  vierundzwanzig: 24,
  dreißig: 30,
  dreissig: 30,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  "twenty-four": 24,
  thirty: 30,
  anderthalb: 1.5,
  eineinhalb: 1.5,
};

/** The alternation of the number words for regular expressions (longest first, so "zwölf" is not read as "zwei"). */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace("-", "[\\s-]"))
  .join("|");

/** Digits with German or English separators: 3.200, 1,200, 1'200, 1 200, 2,5, 1.5. */
export const DIGITS_PATTERN = "\\d{1,3}(?:[.,'’\\u00a0\\u202f ]\\d{3})+(?![\\d])|\\d+(?:[.,]\\d+)?";

/**
 * Reads a number written with digits: a separator followed by exactly three digits groups
 * thousands (3.200 = 1,200 + 2,000), any other separator is a decimal point (2,5 = 2.5).
 */
export function parseDigits(raw: string): number {
  const text = raw.trim();
  if (/^\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+$/.test(text)) return Number(text.replace(/[^\d]/g, ""));
  return Number(text.replace(",", "."));
}

/** A number written with digits or as a number word; NaN when it is neither. */
export function parseNumber(raw: string): number {
  const word = NUMBER_WORDS[raw.trim().toLowerCase().replace(/\s+/g, "-")];
  if (word !== undefined) return word;
  return /\d/.test(raw) ? parseDigits(raw) : Number.NaN;
}
