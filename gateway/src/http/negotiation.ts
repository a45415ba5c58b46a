/** How well one media range of an `Accept` header matches a type: its q and how specific it is. */
interface Match {
  q: number;
  /** 2 `type/subtype`, 1 `type/*`, 0 `*\/*`; -1 no range matches. */
  specificity: number;
}

const NO_MATCH: Match = { q: 0, specificity: -1 };

/** The q (RFC 9110 §12.5.1) the most specific range of `accept` gives `mediaType`. */
function matchOf(ranges: { type: string; subtype: string; q: number }[], mediaType: string): Match {
  const [type, subtype] = mediaType.split("/");
  let best = NO_MATCH;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === "*" ? 1 : range.type === "*" ? 0 : -1;
    if (specificity > best.specificity) best = { q: range.q, specificity };
  }
  return best;
}

function parseAccept(accept: string): { type: string; subtype: string; q: number }[] {
  const ranges: { type: string; subtype: string; q: number }[] = [];
  // Bounded: a header is at most a few KiB (Node's header limit), and only 32 ranges are read.
  for (const part of accept.split(",").slice(0, 32)) {
    const [range = "", ...parameters] = part.split(";");
    const [type, subtype] = range.trim().toLowerCase().split("/");
    if (!type || !subtype) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split("=").map((piece) => piece.trim());
      if (name?.toLowerCase() !== "q") continue;
      const parsed = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : Number.NaN;
      q = Number.isNaN(parsed) ? 1 : parsed;
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/**
 * Whether an operation that answers JSON by default should answer Markdown: only when the
 * client prefers `text/markdown` (a higher q, or the same q for a range naming it)
 * and has not refused it with q=0. Anything else, including an `Accept` nothing matches, is JSON.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = matchOf(ranges, "text/markdown");
  if (markdown.q <= 0) return false;
  const json = matchOf(ranges, "application/json");
  // At the same q, naming `text/markdown` itself (or more precisely than JSON) asks for it.
  return markdown.q > json.q || (markdown.q === json.q && (markdown.specificity > json.specificity || markdown.specificity === 2));
}
