import type { MeetingProduction } from '@kk/contracts';
import { MEETING_PRODUCTION_TEMPLATE, productionForLocation, productionPrintData, productionSummary } from './production';

const A = '00000000-0000-4000-8000-00000000a001';
const B = '00000000-0000-4000-8000-00000000a002';
const order = (id: string, quantity: number) => ({
  ID: id,
  Department: null,
  OrderedBy: 'Anne Holm',
  Participants: 12,
  PickedUpByCustomer: true,
  IsExternal: true,
  Note: null,
  Products: [{ ProductID: '00000000-0000-4000-8000-00000000b001', Name: 'Kaffe og te', Quantity: quantity }],
});
const day: MeetingProduction = {
  Date: '2026-03-12',
  Customer: { ID: '00000000-0000-4000-8000-00000000c001', Name: 'Rådhusets Mødeforplejning' },
  Locations: [
    {
      Location: { ID: A, Name: 'Rådhuset, mødelokale 1' },
      Totals: [{ ProductID: '00000000-0000-4000-8000-00000000b001', Name: 'Kaffe og te', Quantity: 20 }],
      Deliveries: [{ DeliveryTime: '2026-03-12T08:00:00.000Z', Totals: [], Orders: [order('00000000-0000-4000-8000-000000000001', 12), order('00000000-0000-4000-8000-000000000002', 8)] }],
    },
    {
      Location: { ID: B, Name: 'Rådhuset, byrådssalen' },
      Totals: [{ ProductID: '00000000-0000-4000-8000-00000000b001', Name: 'Kaffe og te', Quantity: 5 }],
      Deliveries: [{ DeliveryTime: '2026-03-12T12:00:00.000Z', Totals: [], Orders: [order('00000000-0000-4000-8000-000000000003', 5)] }],
    },
  ],
};

describe('the production list', () => {
  it('narrows a day to one location, or keeps all', () => {
    expect(productionForLocation(day, B).Locations.map((l) => l.Location.Name)).toEqual(['Rådhuset, byrådssalen']);
    expect(productionForLocation(day, null)).toBe(day);
  });

  it('counts the orders and the items of a day', () => {
    expect(productionSummary(day)).toEqual({ orders: 3, items: 25 });
    expect(productionSummary(productionForLocation(day, A))).toEqual({ orders: 2, items: 20 });
  });

  it('prints through the meeting-production template', () => {
    expect(productionPrintData(day, 'Produktionsliste')).toEqual({ template: MEETING_PRODUCTION_TEMPLATE, title: 'Produktionsliste', model: day });
  });
});
