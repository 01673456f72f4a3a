import { paymentTransaction } from '@kk/platform/test-support';
import type { MeetingOptions, MeetingOrder, MeetingProduct, PaymentTransaction, WalletInOnboarding } from '@kk/contracts';

/** Wednesday 11 March 2026, 11:00 in Copenhagen: "now" in the meeting tests. */
export const NOW = '2026-03-11T10:00:00.000Z';
/** Tomorrow 09:00 in Copenhagen. */
export const TOMORROW = '2026-03-12';

export const CUSTOMER = '00000000-0000-4000-8000-00000000c001';
export const WALLET = '00000000-0000-4000-8000-00000000e001';
export const ROOM = '00000000-0000-4000-8000-00000000a001';
export const HALL = '00000000-0000-4000-8000-00000000a002';
export const HR = '00000000-0000-4000-8000-00000000d001';

const groups = {
  breakfast: { ID: '00000000-0000-4000-8000-00000000b001', Name: 'Morgenmad', Index: 0 },
  lunch: { ID: '00000000-0000-4000-8000-00000000b002', Name: 'Frokost', Index: 1 },
  drinks: { ID: '00000000-0000-4000-8000-00000000b003', Name: 'Drikkevarer', Index: 2 },
};

let next = 1;
const id = () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;

function product(name: string, price: number, from: string, to: string, deadline: [number, number], group: keyof typeof groups): MeetingProduct {
  return { ID: id(), Name: name, Price: price, FromTime: from, ToTime: to, Deadline: { ID: deadline[0], Amount: deadline[1] }, ProductUIGroup: groups[group] };
}

/** The room's products, in an order the sorting rule must change. */
export const products = {
  wienerbrod: product('Wienerbrød', 19, '06:30', '11:00', [2, 4], 'breakfast'),
  buffet: product('2 - Morgenmadsbuffet', 65, '06:30', '10:00', [3, 2], 'breakfast'),
  bread: product('1 - Morgenbrød med smør og ost', 32, '06:30', '10:30', [1, 14], 'breakfast'),
  fruit: product('frisk frugt, skåret', 22, '06:30', '16:00', [2, 4], 'breakfast'),
  yoghurt: product('10 - Yoghurt med müsli', 28, '06:30', '11:00', [2, 12], 'breakfast'),
  sandwich: product('Sandwich til møder', 55, '10:00', '15:00', [1, 12], 'lunch'),
  coffee: product('Kaffe og te', 18, '06:00', '22:00', [2, 2], 'drinks'),
};

export const options: MeetingOptions = {
  Customer: { ID: CUSTOMER, Name: 'Rådhusets Mødeforplejning' },
  Departments: [{ ID: HR, Name: 'HR og Personale' }],
  Locations: [
    { ID: ROOM, Name: 'Rådhuset, mødelokale 1', DeliveryWindows: [], Products: Object.values(products) },
    { ID: HALL, Name: 'Rådhuset, byrådssalen', DeliveryWindows: [], Products: [{ ...products.coffee, ID: id() }] },
  ],
};

export const wallet = { WalletID: WALLET, Name: 'Anne Holm', Balance: 1000 } as WalletInOnboarding;

/** A payment handler's answer. */
export function transaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return paymentTransaction({ Description: 'Mødeforplejning', Wallet: { ID: WALLET }, Customer: { ID: CUSTOMER }, CreatedDate: NOW, ...overrides });
}

/** An existing meeting order as GET /api/Meeting/Orders answers it. */
export function order(overrides: Partial<MeetingOrder> & { delivery?: string; deadline?: string } = {}): MeetingOrder {
  const { delivery = '2026-03-12T08:00:00.000Z', deadline = '2026-03-11T13:00:00.000Z', ...rest } = overrides;
  return {
    ID: id(),
    Description: 'Mødeforplejning',
    Amount: 402,
    Status: { ID: 2, IsFailed: false, IsCompleted: true, IsPending: false },
    ErrorMessage: null,
    ChildTransactions: [],
    Notes: [{ Note: 'Glutenfrit til to', CreatedDate: NOW }],
    Customer: { ID: CUSTOMER },
    Wallet: { ID: WALLET },
    CreatedDate: NOW,
    MeetingInfo: {
      Location: { ID: ROOM, Name: 'Rådhuset, mødelokale 1' },
      Department: { ID: HR, Name: 'HR og Personale' },
      DeliveryTime: delivery,
      Participants: 12,
      PickedUpByCustomer: true,
      IsExternal: true,
      Deadline: deadline,
    },
    Products: [
      { ProductID: products.bread.ID, Name: products.bread.Name, Price: 32, Quantity: 10, RefundedQuantity: 2 },
      { ProductID: products.coffee.ID, Name: products.coffee.Name, Price: 18, Quantity: 2, RefundedQuantity: 0 },
    ],
    ...rest,
  };
}
