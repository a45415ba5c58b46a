/** Plain-text helpers for document excerpts, search snippets and search queries. */

/** Highlight markers ts_headline puts around matches (private-use characters, never in real text). */
export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_END = "\uE001";

/** Markdown → plain text, good enough for a preview line (not a renderer). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, " ") // code fence lines
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images → alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links → text
    .replace(/<[^>\n]{1,200}>/g, " ") // html tags
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+\[[ xX]\]\s+|[-*+]\s+|\d+[.)]\s+)/gm, "") // block markers
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, " ") // table delimiter rows
    .replace(/\\\|/g, "\uE002") // escaped pipes are text, not cell borders
    .replace(/^\s*\|(.*)\|\s*$/gm, "$1") // table row borders
    .replace(/\s*\|\s*/g, " · ") // table cells
    .replace(/\uE002/g, "|")
    .replace(/(\*\*|~~|`|\*)/g, "") // emphasis and code spans
    .replace(/(^|\s)_{1,2}|_{1,2}(?=\s|$|[.,;:!?])/g, "$1") // _emphasis_, but not snake_case
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~&])/g, "$1") // backslash escapes
    .replace(/\s+/g, " ")
    .replace(/^( · )+|( · )+$/g, "")
    .trim();
}

/** The first ~`max` characters of a document as plain text, cut at a word boundary. */
export function excerpt(markdown: string, max = 200): string {
  const text = plainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * A ts_headline result → a safe HTML fragment: the text is escaped (a document can contain
 * markup) and only the match markers become <mark>…</mark>.
 */
export function snippetHtml(headline: string): string {
  const text = plainText(headline).replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
  return text.replaceAll(HIGHLIGHT_START, "<mark>").replaceAll(HIGHLIGHT_END, "</mark>");
}

/**
 * Turns the text form of a stemmed tsquery into prefix matching for every lexeme of three
 * or more characters ('risik' → 'risik':*). The German snowball stemmer maps "Risiken" to
 * "risik" but "Risiko" to "risiko"; as a prefix, the stem of either form finds the other.
 */
export function prefixQuery(tsquery: string): string {
  return tsquery.replace(/'((?:[^']|'')*)'/g, (match, lexeme: string) => (lexeme.replaceAll("''", "'").length >= 3 ? `${match}:*` : match));
}
