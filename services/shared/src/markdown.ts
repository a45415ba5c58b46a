/** Markdown written from user text (the project export, tool and agent documents). */

/** User text as inline Markdown: one line, every character with a Markdown or HTML meaning escaped. */
export function escapeInline(text: string): string {
  return (
    text
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[\\`*[\]<>|~&#]/g, "\\$&")
      // An underscore between two letters or digits can neither open nor close emphasis
      // (snake_case stays readable); any other underscore is escaped.
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, "\\_")
      // What would start a block at the beginning of a line (list item, thematic break, quote).
      .replace(/^(\d{1,9})([.)])/, "$1\\$2")
      .replace(/^([-+=:>])/, "\\$1")
  );
}
