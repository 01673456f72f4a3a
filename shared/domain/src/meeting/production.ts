import type { MeetingProduction } from '@kk/contracts';
import type { PrintData } from '../print';

/**
 * The kitchen's production list (partner site): what the print window's
 * 'meeting-production' template prints, and the day narrowed to one location.
 */
export const MEETING_PRODUCTION_TEMPLATE = 'meeting-production';

/** The day as the API answers it, or only one of its locations (null: all of them). */
export function productionForLocation(production: MeetingProduction, locationId: string | null): MeetingProduction {
  if (locationId === null) return production;
  return { ...production, Locations: production.Locations.filter((entry) => entry.Location.ID === locationId) };
}

/** The print data of a production list: portrait, the brand's header, the title in the reader's language. */
export function productionPrintData(production: MeetingProduction, title: string): PrintData<MeetingProduction> {
  return { template: MEETING_PRODUCTION_TEMPLATE, title, model: production };
}

/** How many orders and portions (items) a day holds, for the page's summary line. */
export function productionSummary(production: MeetingProduction): { orders: number; items: number } {
  let orders = 0;
  let items = 0;
  for (const location of production.Locations) {
    for (const delivery of location.Deliveries) orders += delivery.Orders.length;
    for (const total of location.Totals) items += total.Quantity;
  }
  return { orders, items };
}
