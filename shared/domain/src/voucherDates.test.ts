import { formatTicketDate, formatTicketPeriod } from './voucherDates';

describe('formatTicketDate', () => {
  it('shows day, month, year and the Copenhagen time', () => {
    expect(formatTicketDate('2026-06-05T16:30:00.000Z', 'da')).toBe('5. jun 2026 - 18:30');
    expect(formatTicketDate('2026-06-05T16:30:00.000Z', 'en')).toBe('5 Jun 2026, 18:30');
  });

  it('leaves the time out at midnight UTC', () => {
    expect(formatTicketDate('2026-12-24T00:00:00.000Z', 'da')).toBe('24. dec 2026');
    expect(formatTicketDate('2026-12-24', 'en')).toBe('24 Dec 2026');
  });
});

describe('formatTicketPeriod', () => {
  it('shows a whole calendar month as month and year', () => {
    expect(formatTicketPeriod('2026-09-01T00:00:00Z', '2026-09-30T00:00:00Z', 'da')).toBe('september 2026');
    expect(formatTicketPeriod('2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z', 'en')).toBe('September 2026');
  });

  it('shows other periods as two dates', () => {
    expect(formatTicketPeriod('2026-11-02T00:00:00Z', '2026-11-30T00:00:00Z', 'en')).toBe('2 Nov 2026 – 30 Nov 2026');
  });
});
