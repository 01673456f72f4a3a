import type { MeetingProduction } from '@kk/contracts';
import { copenhagenLocal, formatTimeOfDay, localDateText } from '@kk/domain';

/**
 * The kitchen's day as CSV for a spreadsheet: one row per product of each order, ';'
 * between fields (what Danish spreadsheets expect), UTF-8 with a byte-order mark. A field
 * that a spreadsheet would read as a formula gets a leading apostrophe.
 */
const HEADER = ['Dato', 'Tidspunkt', 'Lokation', 'Afdeling', 'Bestilt af', 'Deltagere', 'Afhentes af kunden', 'Ekstern', 'Produkt', 'Antal', 'Bemærkning'];

function field(value: string | number): string {
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || /^-[^0-9]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function productionCsv(production: MeetingProduction): string {
  const rows: (string | number)[][] = [HEADER];
  for (const location of production.Locations) {
    for (const delivery of location.Deliveries) {
      const local = copenhagenLocal(new Date(delivery.DeliveryTime));
      for (const order of delivery.Orders) {
        for (const product of order.Products) {
          rows.push([
            localDateText(local),
            formatTimeOfDay(local.minute),
            location.Location.Name,
            order.Department ?? '',
            order.OrderedBy,
            order.Participants,
            order.PickedUpByCustomer ? 'Ja' : 'Nej',
            order.IsExternal ? 'Ja' : 'Nej',
            product.Name,
            product.Quantity,
            order.Note ?? '',
          ]);
        }
      }
    }
  }
  return `\uFEFF${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
