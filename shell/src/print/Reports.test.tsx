import { render, screen } from '@testing-library/react';
import type { MeetingStatement as Statement, PayoutStatement as Payouts, SalesReport as Report, SalesRow } from '@kk/contracts';
import { meetingStatementPrintData, payoutStatementPrintData, printPageCss, salesReportPrintData } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerPrintTexts } from './printTexts';
import { PRINT_TEMPLATES } from './templates';
import { MeetingStatement } from './templates/MeetingStatement';
import { PayoutStatement } from './templates/PayoutStatement';
import { SalesReport } from './templates/SalesReport';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SCHOOL = { ID: ID(2), Name: 'Solbakke Skole', ParentID: ID(1) };
// Intl writes a no-break space before 'kr.'.
const spaced = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function salesRow(key: string, net: number, vat25: number): SalesRow {
  const exempt = net - vat25;
  return {
    Key: key, Label: key, SaleCount: 3, RefundCount: 1, Sales: net + 10, Refunds: 10, Net: net, Vat: vat25 / 5,
    ByVat: [{ RateBp: 2500, Sales: vat25 + 10, Refunds: 10, Net: vat25, Vat: vat25 / 5 }, { RateBp: 0, Sales: exempt, Refunds: 0, Net: exempt, Vat: 0 }],
  };
}

const report: Report = {
  Customer: SCHOOL, Customers: [SCHOOL], From: '2026-03-01', To: '2026-03-10', GroupBy: 'day',
  Rows: [salesRow('2026-03-02', 1250, 1000), salesRow('2026-03-03', 250, 250)],
  Totals: { ...salesRow('', 1500, 1250), Key: null, Label: 'I alt', SaleCount: 6 },
};

beforeEach(async () => {
  await setUpPage({ application: 'partner', pageKey: 'skolepenge' }, registerPrintTexts);
});

describe('the money-out print templates (issue 27)', () => {
  it('are the print page’s templates sales-report, meeting-statement and payout-statement', () => {
    expect(PRINT_TEMPLATES['sales-report']).toBe(SalesReport);
    expect(PRINT_TEMPLATES['meeting-statement']).toBe(MeetingStatement);
    expect(PRINT_TEMPLATES['payout-statement']).toBe(PayoutStatement);
  });

  it('prints the sales in landscape, a row per day with the VAT split, and the totals', () => {
    const data = salesReportPrintData(report, 'Salg, Solbakke Skole');
    expect(printPageCss(data)).toContain('landscape');
    render(<KkProvider><SalesReport data={data} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Salg, Solbakke Skole', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dag' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('sales-print-row');
    expect(spaced(first!)).toBe('02.03.202631.260,00 kr.10,00 kr.1.250,00 kr.1.000,00 kr.250,00 kr.200,00 kr.');
    expect(spaced(screen.getByTestId('sales-print-totals'))).toBe('I alt61.510,00 kr.10,00 kr.1.500,00 kr.1.250,00 kr.250,00 kr.250,00 kr.');
  });

  it('prints the meeting statement per department with each department’s total and the month’s', () => {
    const statement: Statement = {
      Customer: { ID: ID(5), Name: 'Rådhusets Mødeforplejning', ParentID: ID(1) }, Month: '2026-03', Net: 900, Vat: 180,
      Departments: [{ DepartmentID: ID(6), Name: 'Borgmesterens kontor', Net: 900, Vat: 180, Orders: [{ TransactionID: ID(7), Date: '2026-03-04', OrderedBy: 'Sofie Berg', Location: 'Mødelokale 1', Description: 'Frokost for 10', Amount: 1000, Refunded: 100, Net: 900 }] }],
    };
    render(<KkProvider><MeetingStatement data={meetingStatementPrintData(statement, 'Mødeforplejning, marts 2026')} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Borgmesterens kontor', level: 2 })).toBeInTheDocument();
    expect(spaced(screen.getByTestId('meeting-print-department-total'))).toBe('I alt for Borgmesterens kontor900,00 kr.');
    expect(spaced(screen.getByTestId('meeting-print-total'))).toBe('Månedens netto: 900,00 kr. (heraf moms 180,00 kr.)');
  });

  it('prints the payout statement with each payout’s status in words and the sums, in English too', async () => {
    await setUpPage({ application: 'partner', pageKey: 'skolepenge', culture: 'en' }, registerPrintTexts);
    const payout = (n: number, Status: 'paid' | 'carried', Amount: number) => ({
      ID: ID(n), Date: `2026-03-0${n}`, Status, NetSales: Amount + 10, ProviderFees: 10, PlatformFee: 0, Amount, Carried: 0, LedgerTransactionID: null, CreatedAt: '2026-03-10T00:10:00.000Z',
    });
    const statement: Payouts = { Customer: SCHOOL, From: '2026-03-01', To: '2026-03-10', NetSales: 1020, ProviderFees: 20, PlatformFee: 0, Amount: 1000, Payouts: [payout(2, 'paid', 1000), payout(3, 'carried', 0)] };
    render(<KkProvider><PayoutStatement data={payoutStatementPrintData(statement, 'Payouts, Solbakke Skole')} /></KkProvider>);
    const [paid, carried] = screen.getAllByTestId('payout-print-row');
    expect(paid).toHaveTextContent('Paid out');
    expect(carried).toHaveTextContent('Carried to the next day');
    expect(spaced(screen.getByTestId('payout-print-totals'))).toBe('TotalDKK 1,020.00DKK 20.00DKK 0.00DKK 1,000.00');
  });
});
