import { copenhagenInstant } from '../copenhagen';
import {
  copenhagenWeekdayAndMinute,
  deliveryWindowsAllow,
  meetingPriceOre,
  validateMeetingDepartment,
  validateMeetingLocation,
  validateMeetingProduct,
  type MeetingProductDraft,
} from './meeting';

/** A Copenhagen wall-clock time as an instant: '2026-03-12 09:00'. */
function cph(text: string): Date {
  const [date, time] = text.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return copenhagenInstant({ year, month, day, minute: hours * 60 + minutes });
}

describe('a meeting department', () => {
  it('needs a name of 1 to 200 characters', () => {
    expect(validateMeetingDepartment({ Name: 'Teknik og Miljø', SortOrder: 0 })).toEqual({});
    expect(validateMeetingDepartment({ Name: '   ', SortOrder: 0 })).toEqual({ Name: 'catalogue.errors.nameRequired' });
    expect(validateMeetingDepartment({ Name: 'x'.repeat(200), SortOrder: 0 })).toEqual({});
    expect(validateMeetingDepartment({ Name: 'x'.repeat(201), SortOrder: 0 })).toEqual({ Name: 'catalogue.errors.nameTooLong200' });
  });

  it('is unique per customer, ignoring case and spaces around', () => {
    expect(validateMeetingDepartment({ Name: ' teknik og miljø ', SortOrder: 0 }, ['Teknik og Miljø'])).toEqual({ Name: 'catalogue.errors.departmentNameTaken' });
    expect(validateMeetingDepartment({ Name: 'Borgerservice', SortOrder: 0 }, ['Teknik og Miljø'])).toEqual({});
  });

  it('has a whole sort order', () => {
    expect(validateMeetingDepartment({ Name: 'A', SortOrder: 1.5 })).toEqual({ SortOrder: 'catalogue.errors.sortOrder' });
    expect(validateMeetingDepartment({ Name: 'A', SortOrder: -3 })).toEqual({});
    expect(validateMeetingDepartment({ Name: 'A', SortOrder: 100_001 })).toEqual({ SortOrder: 'catalogue.errors.sortOrder' });
  });
});

describe('a meeting location and its delivery windows', () => {
  const weekdays = [1, 2, 3, 4, 5];

  it('needs a name of 1 to 200 characters; no windows means deliveries at any time', () => {
    expect(validateMeetingLocation({ Name: 'Rådhuset', DeliveryWindows: [] })).toEqual({});
    expect(validateMeetingLocation({ Name: '', DeliveryWindows: [] })).toEqual({ Name: 'catalogue.errors.nameRequired' });
    expect(validateMeetingLocation({ Name: 'x'.repeat(201), DeliveryWindows: [] })).toEqual({ Name: 'catalogue.errors.nameTooLong200' });
  });

  it('needs weekdays 1 to 7, each once', () => {
    const at = (days: number[]) => validateMeetingLocation({ Name: 'L', DeliveryWindows: [{ Weekdays: days, From: '08:00', To: '12:00' }] });
    expect(at([1, 7])).toEqual({});
    expect(at([])).toEqual({ 'DeliveryWindows.0.Weekdays': 'catalogue.errors.weekdaysRequired' });
    expect(at([0])).toEqual({ 'DeliveryWindows.0.Weekdays': 'catalogue.errors.weekdaysInvalid' });
    expect(at([8])).toEqual({ 'DeliveryWindows.0.Weekdays': 'catalogue.errors.weekdaysInvalid' });
    expect(at([2, 2])).toEqual({ 'DeliveryWindows.0.Weekdays': 'catalogue.errors.weekdaysInvalid' });
  });

  it('needs HH:mm times with From before To', () => {
    const at = (From: string, To: string) => validateMeetingLocation({ Name: 'L', DeliveryWindows: [{ Weekdays: weekdays, From, To }] });
    expect(at('07:30', '16:00')).toEqual({});
    expect(at('7:3', '16:00')).toEqual({ 'DeliveryWindows.0.From': 'catalogue.errors.timeInvalid' });
    expect(at('08:00', '24:00')).toEqual({ 'DeliveryWindows.0.To': 'catalogue.errors.timeInvalid' });
    expect(at('16:00', '08:00')).toEqual({ 'DeliveryWindows.0.To': 'catalogue.errors.windowEndBeforeStart' });
    expect(at('08:00', '08:00')).toEqual({ 'DeliveryWindows.0.To': 'catalogue.errors.windowEndBeforeStart' });
  });

  it('refuses windows that overlap on a shared weekday, touching ends included; other weekdays may overlap', () => {
    const two = (a: [number[], string, string], b: [number[], string, string]) =>
      validateMeetingLocation({ Name: 'L', DeliveryWindows: [a, b].map(([Weekdays, From, To]) => ({ Weekdays, From, To })) });
    expect(two([weekdays, '08:00', '12:00'], [weekdays, '12:30', '16:00'])).toEqual({});
    expect(two([weekdays, '08:00', '12:00'], [[5], '11:00', '16:00'])).toEqual({ 'DeliveryWindows.1.From': 'catalogue.errors.windowsOverlap' });
    expect(two([weekdays, '08:00', '12:00'], [[3], '12:00', '16:00'])).toEqual({ 'DeliveryWindows.1.From': 'catalogue.errors.windowsOverlap' });
    expect(two([weekdays, '08:00', '12:00'], [[3], '06:00', '20:00'])).toEqual({ 'DeliveryWindows.1.From': 'catalogue.errors.windowsOverlap' });
    expect(two([[1, 2], '08:00', '12:00'], [[6, 7], '08:00', '12:00'])).toEqual({});
  });

  it('has at most 20 windows', () => {
    const windows = Array.from({ length: 21 }, (_, index) => ({ Weekdays: [1], From: `${String(index).padStart(2, '0')}:00`, To: `${String(index).padStart(2, '0')}:30` }));
    expect(validateMeetingLocation({ Name: 'L', DeliveryWindows: windows })).toEqual({ DeliveryWindows: 'catalogue.errors.tooManyWindows' });
  });

  it('reads the weekday and time of a delivery in Copenhagen', () => {
    // Thursday 12 March 2026, and Sunday 29 March 2026 after the change to summer time.
    expect(copenhagenWeekdayAndMinute(cph('2026-03-12 09:00'))).toEqual({ weekday: 4, minute: 540 });
    expect(copenhagenWeekdayAndMinute(cph('2026-03-29 03:15'))).toEqual({ weekday: 7, minute: 195 });
    // 23:30 UTC on a Sunday is already Monday in Copenhagen.
    expect(copenhagenWeekdayAndMinute(new Date('2026-03-15T23:30:00Z')).weekday).toBe(1);
  });

  it('allows a delivery inside a window on one of its weekdays, both ends included', () => {
    const windows = [
      { Weekdays: [1, 2, 3, 4, 5], From: '08:00', To: '12:00' },
      { Weekdays: [5], From: '13:00', To: '15:00' },
    ];
    expect(deliveryWindowsAllow([], cph('2026-03-15 03:00'))).toBe(true);
    expect(deliveryWindowsAllow(windows, cph('2026-03-12 08:00'))).toBe(true);
    expect(deliveryWindowsAllow(windows, cph('2026-03-12 12:00'))).toBe(true);
    expect(deliveryWindowsAllow(windows, cph('2026-03-12 12:01'))).toBe(false);
    expect(deliveryWindowsAllow(windows, cph('2026-03-12 07:59'))).toBe(false);
    expect(deliveryWindowsAllow(windows, cph('2026-03-12 14:00'))).toBe(false);
    expect(deliveryWindowsAllow(windows, cph('2026-03-13 14:00'))).toBe(true);
    expect(deliveryWindowsAllow(windows, cph('2026-03-14 09:00'))).toBe(false);
  });
});

describe('a meeting product', () => {
  const valid: MeetingProductDraft = {
    LocationID: '00000000-0000-4000-8000-000000000001',
    Name: '1 - Morgenbrød',
    Price: 32,
    VatRate: 25,
    GroupName: 'Morgenmad',
    FromTime: '06:30',
    ToTime: '10:30',
    Deadline: { ID: 1, Amount: 14 },
  };
  const errorsOf = (change: Partial<MeetingProductDraft>) => validateMeetingProduct({ ...valid, ...change });

  it('is valid as the seed writes them', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ GroupName: '', VatRate: 0, Price: '18,50' })).toEqual({});
  });

  it('needs a location and a name of 1 to 100 characters', () => {
    expect(errorsOf({ LocationID: '' })).toEqual({ LocationID: 'catalogue.errors.locationRequired' });
    expect(errorsOf({ Name: ' ' })).toEqual({ Name: 'catalogue.errors.nameRequired' });
    expect(errorsOf({ Name: 'x'.repeat(101) })).toEqual({ Name: 'catalogue.errors.nameTooLong' });
  });

  it('has a price of 0 to 100 000 kr in whole øre (the catalogue\'s shared price rule)', () => {
    expect(meetingPriceOre('18,50')).toBe(1850);
    expect(meetingPriceOre(0)).toBe(0);
    expect(meetingPriceOre(100_000)).toBe(10_000_000);
    expect(errorsOf({ Price: '' })).toEqual({ Price: 'catalogue.errors.priceRequired' });
    expect(errorsOf({ Price: 18.505 })).toEqual({ Price: 'catalogue.errors.priceDecimals' });
    expect(errorsOf({ Price: -1 })).toEqual({ Price: 'catalogue.errors.priceNegative' });
    expect(errorsOf({ Price: 100_000.01 })).toEqual({ Price: 'catalogue.errors.priceTooHigh' });
    expect(errorsOf({ Price: 'abc' })).toEqual({ Price: 'catalogue.errors.priceInvalid' });
  });

  it('has VAT 25 or 0 per cent', () => {
    expect(errorsOf({ VatRate: 12 })).toEqual({ VatRate: 'catalogue.errors.vatInvalid' });
  });

  it('has a group name of at most 100 characters', () => {
    expect(errorsOf({ GroupName: 'x'.repeat(101) })).toEqual({ GroupName: 'catalogue.errors.groupNameTooLong' });
  });

  it('has a window as HH:mm; across midnight and all day are allowed as the ordering rules read them', () => {
    expect(errorsOf({ FromTime: '22:00', ToTime: '02:00' })).toEqual({});
    expect(errorsOf({ FromTime: '00:00', ToTime: '00:00' })).toEqual({});
    expect(errorsOf({ FromTime: '25:00', ToTime: 'noon' })).toEqual({ FromTime: 'catalogue.errors.timeInvalid', ToTime: 'catalogue.errors.timeInvalid' });
  });

  it('has a deadline type 1 to 3 with an amount in its range', () => {
    expect(errorsOf({ Deadline: { ID: 4, Amount: 0 } })).toEqual({ 'Deadline.ID': 'catalogue.errors.deadlineTypeInvalid' });
    expect(errorsOf({ Deadline: { ID: 1, Amount: 23 } })).toEqual({});
    expect(errorsOf({ Deadline: { ID: 1, Amount: 24 } })).toEqual({ 'Deadline.Amount': 'catalogue.errors.deadlineAmount1' });
    expect(errorsOf({ Deadline: { ID: 2, Amount: 720 } })).toEqual({});
    expect(errorsOf({ Deadline: { ID: 2, Amount: 721 } })).toEqual({ 'Deadline.Amount': 'catalogue.errors.deadlineAmount2' });
    expect(errorsOf({ Deadline: { ID: 2, Amount: 1.5 } })).toEqual({ 'Deadline.Amount': 'catalogue.errors.deadlineAmount2' });
    expect(errorsOf({ Deadline: { ID: 3, Amount: 90 } })).toEqual({});
    expect(errorsOf({ Deadline: { ID: 3, Amount: -1 } })).toEqual({ 'Deadline.Amount': 'catalogue.errors.deadlineAmount3' });
  });
});
