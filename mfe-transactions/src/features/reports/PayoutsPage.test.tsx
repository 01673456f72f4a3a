import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYOUT_STATEMENT_TEMPLATE, PRINT_READY_MESSAGE, type PrintData } from '@kk/domain';
import { fakeApi, freezeClock, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { KOMMUNE, NOW, payout, REPORT_CUSTOMERS, settlement, SKOLE } from '../../test-support/reports';
import { useChosenReportCustomer } from './chosenCustomer';
import { PayoutsPage } from './PayoutsPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const spaced = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const statement = {
  Customer: SKOLE, From: '2026-03-01', To: '2026-03-10', NetSales: 1260, ProviderFees: 21.88, PlatformFee: 12.5, Amount: 1225.62,
  Payouts: [payout('2026-03-08', { Status: 'carried', NetSales: 10, ProviderFees: 10, PlatformFee: 0, Amount: 0, Carried: 0, LedgerTransactionID: null }), payout('2026-03-09')],
};
const api = (more: Record<string, unknown> = {}) =>
  fakeApi({ 'GET /api/Reports/Customers': REPORT_CUSTOMERS, 'GET /api/Reports/Settlement': settlement(), 'GET /api/Reports/Payouts': statement, ...more });

beforeEach(() => {
  useChosenReportCustomer.setState({ customerId: null });
  window.history.pushState(null, '', '/Reports/Payouts');
  freezeClock(NOW);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function pickSchool() {
  fireEvent.change(screen.getByLabelText('Kunde'), { target: { value: SKOLE.ID } });
  await waitFor(() => expect(requestsTo('GET /api/Reports/Settlement').at(-1)!.params).toEqual({ customerID: SKOLE.ID, date: '2026-03-09' }));
}

describe('the day’s settlement', () => {
  it('opens on yesterday: collected per method with fees, the fees, the platform’s rate and the payout paid', async () => {
    api();
    await renderInPage(<PayoutsPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    expect(requestsTo('GET /api/Reports/Settlement')[0]!.params).toEqual({ customerID: KOMMUNE.ID, date: '2026-03-09' });
    await pickSchool();
    expect(await screen.findByLabelText('Dato')).toHaveValue('2026-03-09');
    const collected = screen.getByRole('table', { name: 'Indsamlet af udbyderne' });
    expect(spaced(within(collected).getByRole('row', { name: /Kort/ }))).toBe('Kort41.000,00 kr.9,50 kr.');
    expect(spaced(within(collected).getByRole('row', { name: /MobilePay/ }))).toBe('MobilePay1238,00 kr.2,38 kr.');
    const facts = spaced(screen.getByTestId('settlement-facts'));
    expect(facts).toContain('Nettosalg1.250,00 kr.');
    expect(facts).toContain('Udbydernes gebyrer11,88 kr.');
    expect(facts).toContain('Platformens gebyr (1 %)12,50 kr.');
    expect(facts).toContain('Udbetaling til gode1.225,62 kr.');
    expect(spaced(screen.getByTestId('settlement-status'))).toBe('Udbetalt 1.225,62 kr.');
  });

  it('says a payout carried to the next day, and a day not run yet, in words', async () => {
    api({ 'GET /api/Reports/Settlement': ({ params }: { params: { date: string } }) => ({ data: settlement(params.date === '2026-03-09' ? { Payout: payout('2026-03-09', { Status: 'carried', Amount: 0 }) } : { Payout: null }) }) });
    await renderInPage(<PayoutsPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    expect(await screen.findByTestId('settlement-status')).toHaveTextContent('Overført til næste dag');
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(screen.getByTestId('settlement-status')).toHaveTextContent('Ikke kørt endnu'));
  });
});

describe('the payout statement', () => {
  it('lists the period’s payouts with their status in words and the sums in the footer, and downloads its CSV', async () => {
    api({ 'GET /api/Reports/Payouts/csv': 'Dato;Udbetalt\r\n' });
    Object.assign(URL, { createObjectURL: () => 'blob:payouts', revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderInPage(<PayoutsPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    await pickSchool();
    const table = await screen.findByRole('table', { name: 'Udbetalinger til Solbakke Skole, 01.03.2026 – 10.03.2026' });
    const [carried, paid] = within(table).getAllByTestId('payout-row');
    expect(carried).toHaveTextContent('Overført til næste dag');
    expect(spaced(paid!)).toBe('09.03.2026Udbetalt1.250,00 kr.11,88 kr.12,50 kr.1.225,62 kr.0,00 kr.');
    const totals = screen.getByTestId('payouts-totals');
    expect(totals.closest('tfoot')).not.toBeNull();
    expect(spaced(totals)).toBe('I alt1.260,00 kr.21,88 kr.12,50 kr.1.225,62 kr.');
    expect(requestsTo('GET /api/Reports/Payouts').at(-1)!.params).toEqual({ customerID: SKOLE.ID, from: '2026-03-01', to: '2026-03-10' });

    fireEvent.click(screen.getByRole('button', { name: 'Hent CSV: Udbetalinger, Solbakke Skole, 01.03.2026 – 10.03.2026' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requestsTo('GET /api/Reports/Payouts/csv')[0]!.params).toEqual({ customerID: SKOLE.ID, from: '2026-03-01', to: '2026-03-10' });
    expect(clicked[0]!.download).toBe('udbetalinger-Solbakke Skole-2026-03-01-2026-03-10.csv');
  });

  it('prints the statement, in English', async () => {
    api();
    const sent: { data: PrintData }[] = [];
    const printWindow = { postMessage: (message: { data: PrintData }) => sent.push(message), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => printWindow as unknown as Window);
    await renderInPage(<PayoutsPage />, { roles: ['PartnerSite', 'FinanceReports'], culture: 'en' });
    expect(screen.getByRole('heading', { name: 'Payouts', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('settlement-status')).toHaveTextContent('Paid out DKK 1,225.62');
    expect(spaced(screen.getByTestId('settlement-facts'))).toContain('Platform fee (1%)DKK 12.50');
    fireEvent.click(screen.getByRole('button', { name: 'Print: Payouts, Solbakke Kommune, 01/03/2026 – 10/03/2026' }));
    const job = decodeURIComponent((open.mock.calls.at(-1)![0] as string).split('job=')[1]!);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: PRINT_READY_MESSAGE, job }, origin: window.location.origin, source: printWindow as unknown as Window }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.data).toMatchObject({ template: PAYOUT_STATEMENT_TEMPLATE, title: 'Payouts, Solbakke Kommune, 01/03/2026 – 10/03/2026', landscape: true });
  });
});

describe('the customer picked', () => {
  it('stays picked from the sales report to the payouts', async () => {
    api();
    const first = await renderInPage(<PayoutsPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    await pickSchool();
    first.unmount();
    api();
    await renderInPage(<PayoutsPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    await waitFor(() => expect(requestsTo('GET /api/Reports/Settlement')[0]!.params).toEqual({ customerID: SKOLE.ID, date: '2026-03-09' }));
    expect(screen.getByLabelText('Kunde')).toHaveValue(SKOLE.ID);
  });
});
