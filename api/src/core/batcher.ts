export interface BatcherOptions {
  /** Batches running at once; what arrives meanwhile waits and goes in the next batch. */
  maxInFlight: number;
  /** The most items in one batch. */
  maxBatch: number;
  /** Told when a batch failed as a whole (its items are then tried one by one). */
  onBatchFailure?: (error: unknown, size: number) => void;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * Natural batching: an item goes out at once while fewer than `maxInFlight` batches are
 * running; otherwise it waits, and everything that waited goes out together as soon as a
 * batch finishes. A quiet system therefore sends every item on its own, with no added
 * delay, and a busy one shares one round trip among many.
 *
 * A lone item goes through `runOne`. When a batch fails as a whole, each of its items is
 * tried again on its own through `runOne`, so one item's error is that item's alone;
 * `runBatch` must therefore be all-or-nothing (one database transaction) and `runOne`
 * safe to repeat (an idempotent call).
 */
export class Batcher<I, O> {
  private readonly waiting: Pending<I, O>[] = [];
  private inFlight = 0;

  constructor(
    private readonly runBatch: (items: I[]) => Promise<O[]>,
    private readonly runOne: (item: I) => Promise<O>,
    private readonly options: BatcherOptions,
  ) {
    if (!(options.maxInFlight >= 1 && options.maxBatch >= 1)) throw new Error('maxInFlight and maxBatch must be at least 1');
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.dispatch();
      });
    }
  }

  private async run(batch: Pending<I, O>[]): Promise<void> {
    if (batch.length > 1) {
      const results = await this.runTogether(batch);
      if (results !== null) {
        batch.forEach((entry, index) => entry.resolve(results[index] as O));
        return;
      }
    }
    await Promise.all(batch.map((entry) => this.runAlone(entry)));
  }

  /** The batch's results, or null when it failed as a whole. */
  private async runTogether(batch: Pending<I, O>[]): Promise<O[] | null> {
    try {
      const results = await this.runBatch(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
      return results;
    } catch (error) {
      this.options.onBatchFailure?.(error, batch.length);
      return null;
    }
  }

  private async runAlone(entry: Pending<I, O>): Promise<void> {
    try {
      entry.resolve(await this.runOne(entry.item));
    } catch (error) {
      entry.reject(error);
    }
  }
}
