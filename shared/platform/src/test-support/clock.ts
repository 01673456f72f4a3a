/**
 * Freezes the clock at `now` for the date rules (availability, deadlines) while timers
 * stay real: a delay in the screen (a result dialog's 1 s) is waited for, as a person would.
 */
export function freezeClock(now: string): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
  });
}

/** The clock frozen at `now` in each test of the file (as `freezeClock`), and real again after it. */
export function freezeClockInEachTest(now: string): void {
  beforeEach(() => freezeClock(now));
  afterEach(() => jest.useRealTimers());
}
