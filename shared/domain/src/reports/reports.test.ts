import type { ReportCustomer } from '@kk/contracts';
import { formatKroner, formatRateBp, netAtVatRate } from './amounts';
import { hasInstitutionsBelow, reportCustomerChoices } from './customers';
import { reportFileName } from './files';
import { formatReportMonth, formatReportPeriod, salesRowLabel } from './labels';
import { isPeriod, monthOfDate, monthSoFar, previousDay } from './periods';
import { payoutStatementPrintData, salesReportPrintData } from './print';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const customer = (n: number, Name: string, parent: number | null): ReportCustomer => ({ ID: id(n), Name, ParentID: parent === null ? null : id(parent) });

describe('the report pages’ periods', () => {
  it('starts the sales on this month so far and the settlement on yesterday, across a month and a year', () => {
    expect(monthSoFar('2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(monthOfDate('2026-03-10')).toBe('2026-03');
    expect(isPeriod('2026-03-01', '2026-03-01')).toBe(true);
    expect(isPeriod('2026-03-02', '2026-03-01')).toBe(false);
    expect(isPeriod('', '2026-03-01')).toBe(false);
  });
});

describe('the customer picker', () => {
  it('lists a municipality before its institutions (indented, by name), and a lone school at the top level', () => {
    const list = [customer(3, 'Solbakke Skole', 1), customer(4, 'Kildevang Skole', 9), customer(1, 'Solbakke Kommune', null), customer(2, 'Bakkegården', 1)];
    expect(reportCustomerChoices(list).map((choice) => [choice.customer.Name, choice.depth])).toEqual([
      ['Kildevang Skole', 0],
      ['Solbakke Kommune', 0],
      ['Bakkegården', 1],
      ['Solbakke Skole', 1],
    ]);
    expect(hasInstitutionsBelow(list, id(1))).toBe(true);
    expect(hasInstitutionsBelow(list, id(3))).toBe(false);
  });
});

describe('the report amounts', () => {
  // Intl writes a no-break space before 'kr.' and '%'.
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
  it('formats kroner as the culture writes money, a VAT rate’s net amount and a fee rate', () => {
    expect(spaced(formatKroner(1234.56, 'da'))).toBe('1.234,56 kr.');
    expect(spaced(formatKroner(-5, 'en'))).toBe('-DKK 5.00');
    const row = { ByVat: [{ RateBp: 2500, Sales: 125, Refunds: 0, Net: 125, Vat: 25 }] };
    expect(netAtVatRate(row, 2500)).toBe(125);
    expect(netAtVatRate(row, 0)).toBe(0);
    expect(spaced(formatRateBp(150, 'da'))).toBe('1,5 %');
    expect(formatRateBp(0, 'en')).toBe('0%');
  });

  it('names the CSV files by kind, customer and period, without characters a file system refuses', () => {
    expect(reportFileName('salg', 'Solbakke Skole', '2026-03-01', '2026-03-10')).toBe('salg-Solbakke Skole-2026-03-01-2026-03-10.csv');
    expect(reportFileName('udbetalinger', 'A/S Kantine', '2026-03-01', '2026-03-31')).toBe('udbetalinger-AS Kantine-2026-03-01-2026-03-31.csv');
  });

  it('prints the sales report and the payout statement in landscape with their templates', () => {
    const report = { Customer: customer(1, 'X', null) } as never;
    expect(salesReportPrintData(report, 'Salg')).toMatchObject({ template: 'sales-report', title: 'Salg', landscape: true });
    expect(payoutStatementPrintData(report, 'Udbetalinger')).toMatchObject({ template: 'payout-statement', landscape: true });
  });
});

describe('the report labels', () => {
  it('writes days and months in the culture, and keeps the API’s label for the other groupings', () => {
    expect(salesRowLabel({ Key: '2026-03-02', Label: '2026-03-02' }, 'day', 'da')).toBe('02.03.2026');
    expect(salesRowLabel({ Key: '2026-03', Label: '2026-03' }, 'month', 'en')).toBe('March 2026');
    expect(salesRowLabel({ Key: null, Label: 'Uden terminal' }, 'terminal', 'da')).toBe('Uden terminal');
    expect(formatReportMonth('2026-03', 'da')).toBe('marts 2026');
    expect(formatReportPeriod('2026-03-01', '2026-03-10', 'en')).toBe('01/03/2026 – 10/03/2026');
  });
});
