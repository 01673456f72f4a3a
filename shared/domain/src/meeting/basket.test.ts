import { changeMeetingBasketQuantity, emptyMeetingBasket, meetingBasketFromOrder, meetingBasketSumOre, setMeetingBasketQuantity, withoutMeetingProducts } from './basket';
import { meetingProductGroups } from './groups';
import { compareMeetingProductNames, meetingProductLabel, sortMeetingProducts } from './sorting';

describe('meeting product sorting', () => {
  it('puts names with a number and a dash first, by number then text, the rest alphabetically ignoring case', () => {
    const names = ['Wienerbrød', '10 - Frokost', '2-Morgenmad', 'æblekage', 'Appelsinjuice', '2 - Kaffe', 'brød', '1 -Vand', 'Øko-mælk', '3D-print'];
    expect(sortMeetingProducts(names.map((Name) => ({ Name }))).map((product) => product.Name)).toEqual([
      '1 -Vand',
      '2 - Kaffe',
      '2-Morgenmad',
      '10 - Frokost',
      '3D-print',
      'Appelsinjuice',
      'brød',
      'Wienerbrød',
      'æblekage',
      'Øko-mælk',
    ]);
    expect(compareMeetingProductNames('kaffe', 'Kaffe')).not.toBe(0);
    expect(Math.sign(compareMeetingProductNames('bolle', 'Brød'))).toBe(-1);
  });
});

describe('the meeting basket', () => {
  it('creates a line at 0, adds the amount and removes the line at 0', () => {
    let basket = emptyMeetingBasket('d1', 'l1');
    basket = changeMeetingBasketQuantity(basket, 'coffee', 1);
    basket = changeMeetingBasketQuantity(basket, 'coffee', 11);
    basket = changeMeetingBasketQuantity(basket, 'bun', 12);
    expect(basket).toMatchObject({ departmentID: 'd1', locationID: 'l1', products: [{ id: 'coffee', quantity: 12 }, { id: 'bun', quantity: 12 }], total: 24 });
    basket = changeMeetingBasketQuantity(basket, 'bun', -12);
    expect(basket.products).toEqual([{ id: 'coffee', quantity: 12 }]);
    expect(changeMeetingBasketQuantity(basket, 'coffee', -20).products).toEqual([]);
    expect(changeMeetingBasketQuantity(basket, 'tea', 0).products).toEqual([{ id: 'coffee', quantity: 12 }]);
  });

  it('parses a typed quantity as a whole number of at least 1', () => {
    const basket = changeMeetingBasketQuantity(emptyMeetingBasket(), 'coffee', 3);
    expect(setMeetingBasketQuantity(basket, 'coffee', '15').products).toEqual([{ id: 'coffee', quantity: 15 }]);
    expect(setMeetingBasketQuantity(basket, 'coffee', '2.7').products).toEqual([{ id: 'coffee', quantity: 2 }]);
    for (const typed of ['0', '-4', 'abc', undefined]) expect(setMeetingBasketQuantity(basket, 'coffee', typed).products).toEqual([{ id: 'coffee', quantity: 1 }]);
  });

  it('removes invalid products and sums price times quantity in øre', () => {
    let basket = changeMeetingBasketQuantity(emptyMeetingBasket(), 'coffee', 12);
    basket = changeMeetingBasketQuantity(basket, 'bun', 12);
    const prices = new Map([
      ['coffee', { Price: 18 }],
      ['bun', { Price: 12.5 }],
    ]);
    expect(meetingBasketSumOre(basket, prices)).toBe(12 * 1800 + 12 * 1250);
    expect(withoutMeetingProducts(basket, ['bun'])).toMatchObject({ products: [{ id: 'coffee', quantity: 12 }], total: 12 });
  });
});

describe('editing a meeting order', () => {
  it('rebuilds the basket at quantity plus refunded quantity, fabricating products the location no longer offers', () => {
    const basket = meetingBasketFromOrder(
      {
        MeetingInfo: { Location: { ID: 'l1' }, Department: { ID: 'd1' } },
        Products: [
          { ProductID: 'coffee', Name: 'Kaffe', Price: 18, Quantity: 10, RefundedQuantity: 2 },
          { ProductID: 'gone', Name: 'Julefrokost', Price: 250, Quantity: 3, RefundedQuantity: 0 },
        ],
      },
      [{ ID: 'coffee' }, { ID: 'tea' }],
    );
    expect(basket).toMatchObject({ departmentID: 'd1', locationID: 'l1', total: 15, products: [{ id: 'coffee', quantity: 12 }, { id: 'gone', quantity: 3 }] });
    expect(Object.keys(basket.missingProducts)).toEqual(['gone']);
    expect(basket.missingProducts.gone).toEqual({
      ID: 'gone',
      Name: 'Julefrokost',
      Price: 250,
      FromTime: '00:00',
      ToTime: '23:59',
      Deadline: { ID: 2, Amount: 0 },
      ProductUIGroup: null,
    });
  });
});

describe('meeting product groups', () => {
  const group = (Name: string, Index: number) => ({ ID: Name, Name, Index });
  const products = [
    { Name: 'Rundstykke', ProductUIGroup: group('Morgenmad', 1) },
    { Name: '2 - Kaffe', ProductUIGroup: group('Drikkevarer', 0) },
    { Name: '1 - Vand', ProductUIGroup: group('Drikkevarer', 0) },
    { Name: 'Frugt', ProductUIGroup: null },
  ];

  it('groups by ProductUIGroup in Index order, sorted inside, expanded unless MeetingCollapseCategories is true', () => {
    const groups = meetingProductGroups(products, 'false');
    expect(groups.map((g) => [g.Name, g.Products.map((p) => p.Name), g.expand])).toEqual([
      ['Drikkevarer', ['1 - Vand', '2 - Kaffe'], true],
      ['Morgenmad', ['Rundstykke'], true],
      ['Andet', ['Frugt'], true],
    ]);
    expect(meetingProductGroups(products, 'true').every((g) => !g.expand)).toBe(true);
    expect(meetingProductGroups(products, undefined).every((g) => g.expand)).toBe(true);
  });
});

describe('meetingProductLabel', () => {
  it('drops the sort key a user should not read, and keeps every other name whole', () => {
    expect(meetingProductLabel('1 - Kage, hjemmebagt')).toBe('Kage, hjemmebagt');
    expect(meetingProductLabel('10-Frokost')).toBe('Frokost');
    expect(meetingProductLabel('Kaffe og te')).toBe('Kaffe og te');
    expect(meetingProductLabel('2 - ')).toBe('2 - ');
    expect(meetingProductLabel('Juice, 1 - 2 liter')).toBe('Juice, 1 - 2 liter');
  });
});
