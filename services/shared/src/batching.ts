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
    Promise.resolve()
      .then(() => this.run(batch.map((waiting) => waiting.item)))
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
}
