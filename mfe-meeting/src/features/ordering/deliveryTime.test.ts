import { deliveryInputOf, deliveryInstant, isoWithOffset, todayInCopenhagen } from './deliveryTime';

describe('the delivery time', () => {
  it('is read on the Copenhagen clock, winter and summer', () => {
    expect(deliveryInstant({ date: '2026-03-12', time: '09:00' })?.toISOString()).toBe('2026-03-12T08:00:00.000Z');
    expect(deliveryInstant({ date: '2026-06-12', time: '09:00' })?.toISOString()).toBe('2026-06-12T07:00:00.000Z');
  });

  it('is nothing until both the date and the time are there', () => {
    expect(deliveryInstant({ date: '', time: '09:00' })).toBeNull();
    expect(deliveryInstant({ date: '2026-03-12', time: '' })).toBeNull();
    expect(deliveryInstant({ date: '2026-13-12', time: '09:00' })).toBeNull();
  });

  it('is sent as ISO with the Danish offset', () => {
    expect(isoWithOffset(new Date('2026-03-12T08:00:00Z'))).toBe('2026-03-12T09:00:00+01:00');
    expect(isoWithOffset(new Date('2026-06-12T07:30:00Z'))).toBe('2026-06-12T09:30:00+02:00');
    expect(new Date(isoWithOffset(new Date('2026-10-25T00:15:00Z'))).toISOString()).toBe('2026-10-25T00:15:00.000Z');
  });

  it('fills the form from an order and knows today in Copenhagen', () => {
    expect(deliveryInputOf(new Date('2026-03-12T08:00:00Z'))).toEqual({ date: '2026-03-12', time: '09:00' });
    expect(todayInCopenhagen(new Date('2026-03-11T23:30:00Z'))).toBe('2026-03-12');
  });
});
