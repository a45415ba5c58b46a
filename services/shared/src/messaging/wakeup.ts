/**
 * The sleep of a polling loop: `wake()` ends it early (new work was committed) and is
 * remembered when nobody sleeps, so work that arrives between two checks is not missed;
 * `interrupt()` ends any sleep at once (stopping). A sleep may opt out of wakes (a backoff
 * that new work must not cut short) and still ends on `interrupt()`.
 */
export class Wakeup {
  private woken = false;
  private interrupted = false;
  private end: { finish: () => void; wakeable: boolean } | undefined;

  sleep(ms: number, { wakeable = true }: { wakeable?: boolean } = {}): Promise<void> {
    if (this.interrupted || (wakeable && this.woken)) {
      if (wakeable) this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.end = undefined;
        if (wakeable) this.woken = false;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.end = { finish, wakeable };
    });
  }

  wake(): void {
    this.woken = true;
    if (this.end?.wakeable) this.end.finish();
  }

  /** Ends the current sleep and every later one until `reset()`. */
  interrupt(): void {
    this.interrupted = true;
    this.end?.finish();
  }

  /** Sleeping is allowed again (a loop started after a stop). */
  reset(): void {
    this.interrupted = false;
    this.woken = false;
  }
}
