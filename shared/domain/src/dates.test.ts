import { formatCalendarDay, formatCalendarDayHeading, formatCalendarLongDate } from './dates';

describe('calendar dates as the pages show them', () => {
  it('names the weekday, the day and the month, in Danish and English', () => {
    expect(formatCalendarDay('2026-03-12', 'da')).toBe('torsdag 12. marts');
    expect(formatCalendarDay('2026-03-12', 'en')).toBe('Thursday 12 March');
  });

  it('adds the year for a date far ahead, whatever the time of day the string carries', () => {
    expect(formatCalendarLongDate('2027-08-01', 'da')).toBe('søndag den 1. august 2027');
    expect(formatCalendarLongDate('2027-08-01T23:30:00Z', 'en')).toBe('Sunday, 1 August 2027');
  });
});

describe('formatCalendarDayHeading', () => {
  it('raises only the first letter: a Danish month stays lower case', () => {
    expect(formatCalendarDayHeading('2026-11-23', 'da')).toBe('Mandag 23. november');
    expect(formatCalendarDayHeading('2026-11-23', 'en')).toBe('Monday 23 November');
  });
});
