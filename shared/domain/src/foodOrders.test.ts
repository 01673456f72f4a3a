import { copenhagenDay, groupFoodOrders, mergeFoodPlanToday } from './foodOrders';

const order = (DeliveryDate: string, ProductID: string, Name: string, PurchasedCount = 1) => ({ DeliveryDate, ProductID, Name, PurchasedCount, CurrentQuantity: PurchasedCount });

describe('groupFoodOrders', () => {
  const today = '2026-03-10';

  it('groups as today, after (ascending) and before (descending)', () => {
    const groups = groupFoodOrders(
      [
        order('2026-03-08', 'p1', 'Pasta'),
        order('2026-03-12', 'p1', 'Pasta'),
        order('2026-03-10', 'p2', 'Suppe'),
        order('2026-03-11T00:00:00.000Z', 'p3', 'Fisk'),
        order('2026-03-09', 'p2', 'Suppe'),
      ],
      today,
    );
    expect(groups.today.map((o) => o.Name)).toEqual(['Suppe']);
    expect(groups.after.map((o) => o.DeliveryDate.slice(0, 10))).toEqual(['2026-03-11', '2026-03-12']);
    expect(groups.before.map((o) => o.DeliveryDate)).toEqual(['2026-03-09', '2026-03-08']);
  });

  it('merges orders of the same date and product by summing quantities', () => {
    const groups = groupFoodOrders([order(today, 'p1', 'Pasta', 1), order(today, 'p1', 'Pasta', 2), order(today, 'p2', 'Pasta', 1)], today);
    expect(groups.today).toEqual([
      { DeliveryDate: today, ProductID: 'p1', Name: 'Pasta', PurchasedCount: 3, CurrentQuantity: 3 },
      { DeliveryDate: today, ProductID: 'p2', Name: 'Pasta', PurchasedCount: 1, CurrentQuantity: 1 },
    ]);
  });

  it('leaves out a meal cancelled in full, and keeps one still bought beside a cancelled one', () => {
    const cancelled = { ...order('2026-03-12', 'p1', 'Pasta'), CurrentQuantity: 0 };
    expect(groupFoodOrders([cancelled], today).after).toEqual([]);
    expect(groupFoodOrders([cancelled, order('2026-03-12', 'p1', 'Pasta')], today).after.map((o) => o.CurrentQuantity)).toEqual([1]);
    expect(groupFoodOrders([{ ...order('2026-03-08', 'p2', 'Suppe'), CurrentQuantity: 0 }], today).before).toEqual([]);
  });

  it('gives three empty groups for no orders', () => {
    expect(groupFoodOrders([], today)).toEqual({ today: [], after: [], before: [] });
  });
});

describe('mergeFoodPlanToday', () => {
  it('keeps only today and merges the same name and date by counting', () => {
    expect(
      mergeFoodPlanToday(
        [
          { Name: 'Frokost', Date: '2026-03-10' },
          { Name: 'Frokost', Date: '2026-03-10T00:00:00Z' },
          { Name: 'Frugt', Date: '2026-03-10' },
          { Name: 'Frokost', Date: '2026-03-11' },
        ],
        '2026-03-10',
      ),
    ).toEqual([
      { Name: 'Frokost', Date: '2026-03-10', Count: 2 },
      { Name: 'Frugt', Date: '2026-03-10', Count: 1 },
    ]);
  });
});

describe('copenhagenDay', () => {
  it('is the Danish calendar day', () => {
    expect(copenhagenDay(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(copenhagenDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(copenhagenDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
