import { Batcher } from './batcher';

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the batcher's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('sends an item on its own at once while nothing else is running', async () => {
    const batches: number[][] = [];
    const alone: number[] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        return items;
      },
      async (item) => {
        alone.push(item);
        return item * 10;
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    await expect(batcher.submit(4)).resolves.toBe(40);
    await expect(batcher.submit(5)).resolves.toBe(50);
    expect(alone).toEqual([4, 5]);
    expect(batches).toHaveLength(0);
  });

  it('gathers what arrives while the running ones are busy into one batch, answered in order', async () => {
    const slow = deferred<number>();
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((item) => item + 100);
      },
      (item) => (item === 1 ? slow.promise : Promise.resolve(item)),
      { maxInFlight: 1, maxBatch: 10 },
    );
    const first = batcher.submit(1);
    const rest = [2, 3, 4].map((item) => batcher.submit(item));
    await settle();
    expect(batches).toHaveLength(0);
    slow.resolve(1);
    await expect(first).resolves.toBe(1);
    await expect(Promise.all(rest)).resolves.toEqual([102, 103, 104]);
    expect(batches).toEqual([[2, 3, 4]]);
  });

  it('never runs more than maxInFlight batches nor puts more than maxBatch items in one', async () => {
    const batches: { items: number[]; done: ReturnType<typeof deferred<number[]>> }[] = [];
    const lone = [deferred<number>(), deferred<number>()];
    const batcher = new Batcher<number, number>(
      (items) => {
        const done = deferred<number[]>();
        batches.push({ items, done });
        return done.promise;
      },
      (item) => lone[item]?.promise ?? Promise.resolve(item),
      { maxInFlight: 2, maxBatch: 3 },
    );
    // Two lone items occupy both slots; seven wait.
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((item) => batcher.submit(item));
    await settle();
    expect(batches).toHaveLength(0);
    lone[0]!.resolve(0);
    await settle();
    expect(batches.map((batch) => batch.items)).toEqual([[2, 3, 4]]);
    lone[1]!.resolve(1);
    await settle();
    expect(batches.map((batch) => batch.items)).toEqual([[2, 3, 4], [5, 6, 7]]);
    batches[0]!.done.resolve([2, 3, 4]);
    await settle();
    // The last one waited alone, so it goes on its own.
    batches[1]!.done.resolve([5, 6, 7]);
    await expect(Promise.all(all)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(batches).toHaveLength(2);
  });

  it('tries each item of a failed batch on its own, so one bad item fails alone', async () => {
    const failures: number[] = [];
    const gate = deferred<number>();
    const batcher = new Batcher<number, number>(
      async () => {
        throw new Error('the whole batch was undone');
      },
      (item) => (item === 0 ? gate.promise : item < 0 ? Promise.reject(new Error(`item ${item} fails`)) : Promise.resolve(item * 10)),
      { maxInFlight: 1, maxBatch: 10, onBatchFailure: (_error, size) => failures.push(size) },
    );
    const first = batcher.submit(0);
    const results = [1, -2, 3].map((item) => batcher.submit(item).then((value) => ({ value }), (error: Error) => ({ error: error.message })));
    gate.resolve(0);
    await first;
    expect(await Promise.all(results)).toEqual([{ value: 10 }, { error: 'item -2 fails' }, { value: 30 }]);
    expect(failures).toEqual([3]);
  });

  it('treats a batch answering the wrong number of results as failed', async () => {
    const gate = deferred<number>();
    const batcher = new Batcher<number, number>(
      async () => [1],
      (item) => (item === 0 ? gate.promise : Promise.resolve(item * 10)),
      { maxInFlight: 1, maxBatch: 10 },
    );
    const first = batcher.submit(0);
    const rest = [1, 2].map((item) => batcher.submit(item));
    gate.resolve(0);
    await first;
    await expect(Promise.all(rest)).resolves.toEqual([10, 20]);
  });

  it('refuses options below one', () => {
    expect(() => new Batcher(async () => [], async () => 0, { maxInFlight: 0, maxBatch: 1 })).toThrow();
    expect(() => new Batcher(async () => [], async () => 0, { maxInFlight: 1, maxBatch: 0 })).toThrow();
  });
});
