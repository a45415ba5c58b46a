/** The outcome of one item of a batch. */
export type BatchOutcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Collects the items submitted during one turn of the event loop and hands them to `run`
 * as one batch (sooner when `maxBatch` items wait). Each submitter gets the outcome of its
 * own item; an error of the whole batch reaches every submitter. A lone item waits only
 * for the end of the current turn.
 */
export class TurnBatcher<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (items: Item[]) => Promise<BatchOutcome<Result>[]>,
    private readonly maxBatch: number,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.waiting.length >= this.maxBatch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    // Called from setImmediate: whatever goes wrong must reach the submitters, never escape.
    void settle(batch, this.run);
  }
}

/** Runs one batch and hands each submitter its own outcome; never rejects. */
function settle<Item, Result>(batch: Waiting<Item, Result>[], run: (items: Item[]) => Promise<BatchOutcome<Result>[]>): Promise<void> {
  return Promise.resolve()
    .then(() => run(batch.map((waiting) => waiting.item)))
    .then(
      (outcomes) => {
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index];
          if (!outcome) waiting.reject(new Error("the batch answered fewer results than it was sent"));
          else if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      },
      (error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      },
    );
}

/**
 * Group commit: an item goes to `run` at once when fewer than `maxInFlight` batches are
 * running; otherwise it waits, and everything that waited goes as the next batch (up to
 * `maxBatch`) when one finishes. Under load each batch carries what arrived during the last
 * one; a lone item never waits for a timer.
 */
export class GroupBatcher<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private running = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<BatchOutcome<Result>[]>,
    private readonly maxBatch: number,
    private readonly maxInFlight = 1,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.running += 1;
      void settle(batch, this.run).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }
}
