import type { HandOutOrder } from '@kk/contracts';
import { groupHandOut, handOutCounts, notHandedOut, type HandOutEntry } from './webshopHandOut';

const order = (walletId: string, childName: string, id: string, handedOutAt: string | null = null): HandOutOrder => ({
  TransactionID: id,
  WalletID: walletId,
  ChildName: childName,
  Items: [{ ProductID: '00000000-0000-4000-8000-000000000001', Name: 'Drikkedunk', Quantity: 1 }],
  PlacedAt: '2026-03-11T08:00:00.000Z',
  FromEarlier: false,
  HandedOutAt: handedOutAt,
  HandedOutBy: handedOutAt === null ? null : 'Peter Madsen',
});
const entry = (gradeNumber: number | null, gradeLetter: string | null, o: HandOutOrder): HandOutEntry => ({ gradeNumber, gradeLetter, order: o });

describe('the webshop hand-out list', () => {
  const entries = [
    entry(5, 'A', order('w-emma', 'Emma Jensen', 't1')),
    entry(null, null, order('w-noah', 'Noah Hansen', 't2')),
    entry(2, 'B', order('w-oliver', 'Oliver Jensen', 't3', '2026-03-11T09:00:00.000Z')),
    entry(10, 'A', order('w-ida', 'Ida Holm', 't4')),
    entry(5, 'A', order('w-aase', 'Åse Berg', 't5')),
    entry(5, 'A', order('w-anna', 'Anna Berg', 't6')),
    entry(5, 'A', order('w-emma', 'Emma Jensen', 't7')),
  ];

  it('groups per class in grade order, named as the app names grades, children without a grade last', () => {
    const classes = groupHandOut(entries);
    expect(classes.map((group) => group.Grade)).toEqual(['2. B', '5. A', '10. A', null]);
  });

  it('lists children by name within a class (Danish order: Å after Z) with their orders in the order given', () => {
    const fifth = groupHandOut(entries)[1];
    expect(fifth?.Children.map((child) => child.Name)).toEqual(['Anna Berg', 'Emma Jensen', 'Åse Berg']);
    expect(fifth?.Children[1]?.Orders.map((o) => o.TransactionID)).toEqual(['t1', 't7']);
  });

  it('keeps only what is not handed out for the filter, dropping emptied children and classes', () => {
    const classes = groupHandOut(entries);
    expect(handOutCounts(classes)).toEqual({ orders: 7, handedOut: 1 });
    const open = notHandedOut(classes);
    expect(open.map((group) => group.Grade)).toEqual(['5. A', '10. A', null]);
    expect(handOutCounts(open)).toEqual({ orders: 6, handedOut: 0 });
    // An order just ticked stays while the filter is on.
    expect(notHandedOut(classes, new Set(['t3'])).map((group) => group.Grade)).toEqual(['2. B', '5. A', '10. A', null]);
  });
});
