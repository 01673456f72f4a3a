import { pollUntil } from './poll';

describe('pollUntil', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks every interval until an answer is final, asking again after a failure', async () => {
    const answers: (() => Promise<string>)[] = [() => Promise.resolve('pending'), () => Promise.reject(new Error('502')), () => Promise.resolve('done')];
    const ask = jest.fn(() => answers.shift()!());
    const result = pollUntil(ask, (a) => a === 'done', { intervalMs: 2_000, maxPolls: 10 });
    await jest.advanceTimersByTimeAsync(1_999);
    expect(ask).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4_001);
    await expect(result).resolves.toBe('done');
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last ask', async () => {
    const ask = jest.fn(() => Promise.resolve('pending'));
    const result = pollUntil(ask, () => false, { intervalMs: 2_000, maxPolls: 3 });
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBeNull();
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('stops at once when told to, and asks no more', async () => {
    const stop = new AbortController();
    const ask = jest.fn(() => Promise.resolve('pending'));
    const result = pollUntil(ask, () => false, { intervalMs: 2_000, maxPolls: 60, signal: stop.signal });
    await jest.advanceTimersByTimeAsync(100);
    stop.abort();
    await expect(result).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
