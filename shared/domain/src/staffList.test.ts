import {
  breakpointOf, formatInputDate, initialScrollCount, knownTotal, nearBottom, nextSlice, parseInputDate, scrollIncrement, UNKNOWN_TOTAL_COUNT,
} from './staffList';

describe('infinite scroll', () => {
  it('follows the breakpoints of spec section 9', () => {
    expect([320, 600, 601, 960, 961, 1280, 1281, 1919, 1920, 2560].map(breakpointOf)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg', 'xl', 'xl']);
    expect(scrollIncrement(1024)).toBe(30);
  });

  it('starts with twice the increment, and never asks for more than the API answers', () => {
    expect(initialScrollCount(500)).toBe(20);
    expect(initialScrollCount(1024)).toBe(60);
    expect(initialScrollCount(3000)).toBe(100);
  });

  it('triggers 100 px before the bottom', () => {
    expect(nearBottom({ scrollTop: 400, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(nearBottom({ scrollTop: 500, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(nearBottom({ scrollTop: 399, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
  });

  it('takes an unknown total as 100000 and stops when everything is loaded', () => {
    expect(knownTotal(undefined)).toBe(UNKNOWN_TOTAL_COUNT);
    expect(knownTotal(null)).toBe(100000);
    expect(knownTotal(7)).toBe(7);
    expect(nextSlice(60, 75, 30)).toEqual({ StartIndex: 60, Count: 15 });
    expect(nextSlice(60, 200, 30)).toEqual({ StartIndex: 60, Count: 30 });
    expect(nextSlice(75, 75, 30)).toBeNull();
  });
});

describe('dates in the active culture', () => {
  it('shows a calendar date day first, with the culture’s separator', () => {
    expect(formatInputDate('2026-03-10', 'da')).toBe('10.03.2026');
    expect(formatInputDate('2026-03-10', 'en')).toBe('10/03/2026');
  });

  it('reads what a person typed, and refuses dates that do not exist', () => {
    expect(parseInputDate('10.03.2026')).toBe('2026-03-10');
    expect(parseInputDate(' 1/3/2026 ')).toBe('2026-03-01');
    expect(parseInputDate('29-02-2028')).toBe('2028-02-29');
    expect(parseInputDate('29.02.2026')).toBeNull();
    expect(parseInputDate('2026-03-10')).toBeNull();
    expect(parseInputDate('')).toBeNull();
  });
});
