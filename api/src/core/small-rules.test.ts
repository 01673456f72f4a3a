import { platformDay } from './copenhagen-day';
import { canonicalJson, idempotencyKeyProblem, requestFingerprint } from './idempotency';
import { expiredProducts, outOfStockProducts, priceOrder, productSetFingerprint, type CatalogueEntry } from './order-pricing';
import { displayCardNumber, normalizeCardNumber } from './school-card';

describe('platformDay (Copenhagen)', () => {
  it('starts the day at local midnight in winter and summer', () => {
    expect(platformDay(new Date('2026-01-14T22:30:00Z'))).toEqual({ isoWeekday: 3, start: new Date('2026-01-13T23:00:00Z') });
    expect(platformDay(new Date('2026-07-01T21:59:00Z'))).toEqual({ isoWeekday: 3, start: new Date('2026-06-30T22:00:00Z') });
    expect(platformDay(new Date('2026-07-01T22:01:00Z')).isoWeekday).toBe(4);
  });

  it('handles the days the clocks change', () => {
    expect(platformDay(new Date('2026-03-29T12:00:00Z')).start).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(platformDay(new Date('2026-10-25T12:00:00Z')).start).toEqual(new Date('2026-10-24T22:00:00Z'));
  });

  it('answers the same as a fresh calculation minute by minute across midnights and both clock changes', () => {
    // The answer is remembered until the next day begins; walking forward checks every boundary.
    for (const [from, to] of [
      ['2026-03-28T20:00:00Z', '2026-03-30T01:00:00Z'],
      ['2026-10-24T19:00:00Z', '2026-10-26T02:00:00Z'],
    ] as const) {
      for (let at = Date.parse(from); at <= Date.parse(to); at += 60_000) {
        const day = platformDay(new Date(at));
        const local = new Date(at).toLocaleString('sv-SE', { timeZone: 'Europe/Copenhagen' });
        const localDate = local.slice(0, 10);
        expect(day.start.toLocaleString('sv-SE', { timeZone: 'Europe/Copenhagen' })).toBe(`${localDate} 00:00:00`);
        expect(day.start.getTime()).toBeLessThanOrEqual(at);
      }
    }
    // Going back in time is answered too, not only forward.
    expect(platformDay(new Date('2026-01-14T22:30:00Z')).start).toEqual(new Date('2026-01-13T23:00:00Z'));
  });
});

describe('idempotency', () => {
  it('requires a visible key of at most 200 characters', () => {
    expect(idempotencyKeyProblem(undefined)).toMatch(/required/);
    expect(idempotencyKeyProblem('with space')).toMatch(/visible/);
    expect(idempotencyKeyProblem('x'.repeat(201))).toMatch(/visible/);
    expect(idempotencyKeyProblem('9b2f-key')).toBeNull();
  });

  it('fingerprints a body independently of key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestFingerprint('reserve', { a: 1, b: 2 })).toBe(requestFingerprint('reserve', { b: 2, a: 1 }));
    expect(requestFingerprint('reserve', { a: 1 })).not.toBe(requestFingerprint('complete', { a: 1 }));
  });
});

describe('order pricing', () => {
  const catalogue = new Map<string, CatalogueEntry>([
    ['p1', { id: 'p1', name: 'Bolle', priceOre: 1_200, stock: 3, foodGroup: 'bread', orderableUntil: null, active: true }],
    ['p2', { id: 'p2', name: 'Kakao', priceOre: 800, stock: null, foodGroup: null, orderableUntil: new Date(1_000), active: true }],
    ['p3', { id: 'p3', name: 'Old', priceOre: 100, stock: null, foodGroup: null, orderableUntil: null, active: false }],
  ]);

  it('recomputes the total from the catalogue', () => {
    const result = priceOrder([{ productId: 'p1', quantity: 2, clientPriceOre: 1_200 }, { productId: 'p2', quantity: 1, clientPriceOre: null }], catalogue);
    expect(result).toMatchObject({ ok: true, totalOre: 3_200, foodGroups: ['bread'] });
  });

  it('finds manipulated prices and unknown or inactive products', () => {
    expect(priceOrder([{ productId: 'p1', quantity: 1, clientPriceOre: 1 }], catalogue)).toEqual({ ok: false, problem: 'price-manipulated', productIds: ['p1'] });
    expect(priceOrder([{ productId: 'p3', quantity: 1, clientPriceOre: null }], catalogue)).toEqual({ ok: false, problem: 'unknown-product', productIds: ['p3'] });
  });

  it('finds expired and out-of-stock products', () => {
    expect(expiredProducts([{ productId: 'p2', quantity: 1, clientPriceOre: null }], catalogue, new Date(2_000))).toEqual(['p2']);
    expect(outOfStockProducts([{ productId: 'p1', quantity: 2 }, { productId: 'p1', quantity: 2 }], catalogue)).toEqual(['p1']);
  });

  it('fingerprints a cart regardless of line order', () => {
    expect(productSetFingerprint([{ productId: 'b', quantity: 1 }, { productId: 'a', quantity: 2 }])).toBe('a:2,b:1');
  });
});

describe('school cards', () => {
  it('stores digits and shows groups of four', () => {
    expect(normalizeCardNumber('1000 0001')).toBe('10000001');
    expect(normalizeCardNumber('12ab5678')).toBeNull();
    expect(normalizeCardNumber('1234')).toBeNull();
    expect(displayCardNumber('10000001')).toBe('1000 0001');
  });
});
