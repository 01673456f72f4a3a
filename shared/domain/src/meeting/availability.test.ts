import { copenhagenInstant, copenhagenLocal } from '../copenhagen';
import { meetingOrderDeadline, meetingOrderIsCompleted, meetingOrderIsOpen, meetingProductAvailability, blockedMeetingProducts, type MeetingProductRule } from './availability';
import { MEETING_DEADLINE_TYPES, deadlineTypeOf } from './deadlines';

/** A Copenhagen wall-clock time as an instant: '2026-03-12 09:00'. */
function cph(text: string): Date {
  const [date, time] = text.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return copenhagenInstant({ year, month, day, minute: hours * 60 + minutes });
}

const product = (FromTime: string, ToTime: string, ID = 2, Amount = 0): MeetingProductRule => ({ FromTime, ToTime, Deadline: { ID, Amount } });
const early = cph('2026-03-01 08:00');

describe('Copenhagen wall clock', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(cph('2026-01-15 09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(cph('2026-06-15 09:00').toISOString()).toBe('2026-06-15T07:00:00.000Z');
  });

  it('reads a time the clocks skip in spring as the hour after, and a doubled autumn time as the first', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(cph('2026-03-29 02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(copenhagenLocal(cph('2026-03-29 02:30')).minute).toBe(3 * 60 + 30);
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(cph('2026-10-25 02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('the daily window', () => {
  it('holds a delivery between FromTime and ToTime, both ends included', () => {
    const breakfast = product('08:00', '16:00');
    expect(meetingProductAvailability(breakfast, cph('2026-03-12 09:00'), early).outsideWindow).toBe(false);
    expect(meetingProductAvailability(breakfast, cph('2026-03-12 08:00'), early).outsideWindow).toBe(false);
    expect(meetingProductAvailability(breakfast, cph('2026-03-12 16:00'), early).outsideWindow).toBe(false);
    expect(meetingProductAvailability(breakfast, cph('2026-03-12 07:59'), early).reasons).toEqual(['outside-window']);
    expect(meetingProductAvailability(breakfast, cph('2026-03-12 16:01'), early).blocked).toBe(true);
    const at = meetingProductAvailability(breakfast, cph('2026-03-12 09:00'), early);
    expect([at.startTime, at.endTime]).toEqual([cph('2026-03-12 08:00'), cph('2026-03-12 16:00')]);
  });

  it('handles a window that crosses midnight: after midnight belongs to the window opened the evening before', () => {
    const nightSnack = product('22:00', '02:00');
    const late = meetingProductAvailability(nightSnack, cph('2026-03-12 23:30'), early);
    expect(late.outsideWindow).toBe(false);
    expect([late.startTime, late.endTime]).toEqual([cph('2026-03-12 22:00'), cph('2026-03-13 02:00')]);
    const afterMidnight = meetingProductAvailability(nightSnack, cph('2026-03-13 01:30'), early);
    expect(afterMidnight.outsideWindow).toBe(false);
    expect([afterMidnight.startTime, afterMidnight.endTime]).toEqual([cph('2026-03-12 22:00'), cph('2026-03-13 02:00')]);
    expect(meetingProductAvailability(nightSnack, cph('2026-03-13 02:00'), early).outsideWindow).toBe(false);
    expect(meetingProductAvailability(nightSnack, cph('2026-03-13 02:01'), early).outsideWindow).toBe(true);
    expect(meetingProductAvailability(nightSnack, cph('2026-03-12 21:59'), early).outsideWindow).toBe(true);
    expect(meetingProductAvailability(nightSnack, cph('2026-03-12 12:00'), early).outsideWindow).toBe(true);
  });

  it('treats FromTime equal to ToTime as the whole day', () => {
    const always = product('00:00', '00:00');
    for (const time of ['00:00', '06:15', '23:59']) expect(meetingProductAvailability(always, cph(`2026-03-12 ${time}`), early).outsideWindow).toBe(false);
  });

  it('reads the window in local time on both sides of the summer-time change', () => {
    const breakfast = product('08:00', '10:00');
    // The first morning of summer time: 08:00 is 06:00 UTC.
    const spring = meetingProductAvailability(breakfast, new Date('2026-03-29T07:00:00Z'), early);
    expect(spring.outsideWindow).toBe(false);
    expect(spring.startTime.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // The day before, 07:00 UTC is still 08:00 local.
    expect(meetingProductAvailability(breakfast, new Date('2026-03-28T07:00:00Z'), early).startTime.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    // 07:30 UTC on the first day of winter time is 08:30 local: inside; 06:30 UTC is 07:30: outside.
    expect(meetingProductAvailability(breakfast, new Date('2026-10-25T07:30:00Z'), early).outsideWindow).toBe(false);
    expect(meetingProductAvailability(breakfast, new Date('2026-10-25T06:30:00Z'), early).outsideWindow).toBe(true);
  });

  it('refuses a FromTime that is not a time of day', () => {
    expect(() => meetingProductAvailability(product('8 o’clock', '10:00'), cph('2026-03-12 09:00'), early)).toThrow('FromTime');
  });
});

describe('a delivery time in the past', () => {
  it('blocks every product', () => {
    const now = cph('2026-03-12 10:00');
    expect(meetingProductAvailability(product('00:00', '00:00'), cph('2026-03-12 09:59'), now).reasons).toEqual(['delivery-in-past', 'deadline-exceeded']);
    expect(meetingProductAvailability(product('00:00', '00:00'), cph('2026-03-12 10:00'), now).blocked).toBe(false);
  });
});

describe('deadlines', () => {
  it('keeps the multipliers in one table', () => {
    expect(MEETING_DEADLINE_TYPES).toEqual({
      1: { anchor: 'dayBeforeDelivery', multiplier: 60, direction: 1, wallClock: true },
      2: { anchor: 'delivery', multiplier: 60, direction: -1, wallClock: false },
      3: { anchor: 'productStart', multiplier: 1440, direction: -1, wallClock: true },
    });
    expect(deadlineTypeOf(7)).toEqual({ anchor: 'delivery', multiplier: 1, direction: -1, wallClock: false });
  });

  it('type 1: Amount hours after the start of the day before delivery', () => {
    const rule = product('07:00', '12:00', 1, 12);
    const delivery = cph('2026-03-12 09:00');
    expect(meetingProductAvailability(rule, delivery, early).deadlineTime).toEqual(cph('2026-03-11 12:00'));
    expect(meetingProductAvailability(rule, delivery, cph('2026-03-11 12:00')).deadlineExceeded).toBe(false);
    expect(meetingProductAvailability(rule, delivery, cph('2026-03-11 12:01')).reasons).toEqual(['deadline-exceeded']);
    // Amount 0: midnight at the start of the day before.
    expect(meetingProductAvailability(product('07:00', '12:00', 1, 0), delivery, early).deadlineTime).toEqual(cph('2026-03-11 00:00'));
  });

  it('type 1 counts on the wall clock over the change to summer time', () => {
    // The day before Monday 30 March 2026 is the 23-hour Sunday: 14:00 there is 12:00 UTC, not 13:00.
    const deadline = meetingProductAvailability(product('07:00', '12:00', 1, 14), cph('2026-03-30 09:00'), early).deadlineTime;
    expect(deadline.toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });

  it('type 2: Amount hours before delivery; the displayed deadline is now plus Amount hours', () => {
    const rule = product('06:00', '18:00', 2, 4);
    const now = cph('2026-03-12 04:30');
    const at = meetingProductAvailability(rule, cph('2026-03-12 09:00'), now);
    expect(at.deadlineTime).toEqual(cph('2026-03-12 05:00'));
    expect(at.displayDeadline).toEqual(cph('2026-03-12 08:30'));
    expect(at.deadlineExceeded).toBe(false);
    expect(meetingProductAvailability(rule, cph('2026-03-12 08:00'), now).reasons).toEqual(['deadline-exceeded']);
  });

  it('type 2 counts elapsed hours over the change to summer time', () => {
    // 05:00 summer time on 29 March is 03:00 UTC; four hours earlier is 23:00 UTC, midnight winter time.
    const deadline = meetingProductAvailability(product('00:00', '00:00', 2, 4), new Date('2026-03-29T03:00:00Z'), early).deadlineTime;
    expect(deadline.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('type 3: Amount days before the start of the product window', () => {
    const rule = product('07:00', '10:00', 3, 2);
    expect(meetingProductAvailability(rule, cph('2026-03-12 09:00'), early).deadlineTime).toEqual(cph('2026-03-10 07:00'));
    // A window that crosses midnight starts the evening before a delivery after midnight.
    const night = product('22:00', '02:00', 3, 1);
    expect(meetingProductAvailability(night, cph('2026-03-13 01:00'), early).deadlineTime).toEqual(cph('2026-03-11 22:00'));
    // Over the change back to winter time: 07:00 two days before Monday 26 October is 07:00 summer time.
    expect(meetingProductAvailability(rule, cph('2026-10-26 08:00'), early).deadlineTime.toISOString()).toBe('2026-10-24T05:00:00.000Z');
  });

  it('other types: Amount minutes before delivery', () => {
    expect(meetingProductAvailability(product('00:00', '00:00', 9, 30), cph('2026-03-12 09:00'), early).deadlineTime).toEqual(cph('2026-03-12 08:30'));
  });
});

describe('orders', () => {
  const products = [
    { ...product('07:00', '11:00', 1, 12), ID: 'a' },
    { ...product('07:00', '11:00', 2, 2), ID: 'b' },
  ];

  it("takes the earliest of the products' deadlines, never later than the delivery", () => {
    expect(meetingOrderDeadline(products, cph('2026-03-12 09:00'))).toEqual(cph('2026-03-11 12:00'));
    expect(meetingOrderDeadline([product('00:00', '00:00', 2, 0)], cph('2026-03-12 09:00'))).toEqual(cph('2026-03-12 09:00'));
  });

  it('lists the blocked products with their reasons', () => {
    const blocked = blockedMeetingProducts(products, cph('2026-03-12 09:00'), cph('2026-03-11 13:00'));
    expect(blocked.map((entry) => [entry.product.ID, entry.reasons])).toEqual([['a', ['deadline-exceeded']]]);
  });

  it('is open until its deadline and before the meeting; completed once delivered or without meeting info', () => {
    const order = { deadline: cph('2026-03-11 12:00'), deliveryTime: cph('2026-03-12 09:00') };
    expect(meetingOrderIsOpen(order, cph('2026-03-11 12:00'))).toBe(true);
    expect(meetingOrderIsOpen(order, cph('2026-03-11 12:01'))).toBe(false);
    expect(meetingOrderIsCompleted({ MeetingInfo: { DeliveryTime: '2026-03-12T08:00:00Z' } }, cph('2026-03-12 08:59'))).toBe(false);
    expect(meetingOrderIsCompleted({ MeetingInfo: { DeliveryTime: '2026-03-12T08:00:00Z' } }, cph('2026-03-12 09:00'))).toBe(true);
    expect(meetingOrderIsCompleted({ MeetingInfo: null }, early)).toBe(true);
  });
});
