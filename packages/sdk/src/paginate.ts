import type { Page } from "./types.js";

/**
 * Every item of a cursor-paged list: `for await (const item of paginator)` reads page after page
 * (each with the same filters and the previous page's `next_cursor`) until `has_more` is false.
 */
export class Paginator<T> implements AsyncIterable<T> {
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page<T>>;

  constructor(fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {
    this.#fetchPage = fetchPage;
  }

  /** One page: the first, or the one after the page whose `next_cursor` this is. */
  page(cursor?: string): Promise<Page<T>> {
    return this.#fetchPage(cursor);
  }

  /** Every page in turn. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.#fetchPage(cursor);
      yield page;
      if (!page.has_more || !page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item (at most `max`) in one array. */
  async toArray(max = Number.POSITIVE_INFINITY): Promise<T[]> {
    const items: T[] = [];
    if (max <= 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= max) break;
    }
    return items;
  }
}
