import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEETING_STATEMENT_TEMPLATE, PRINT_DATA_MESSAGE, PRINT_READY_MESSAGE, SALES_REPORT_TEMPLATE, type PrintData } from '@kk/domain';
import { fakeApi, freezeClock, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { BAKKE, KOMMUNE, NOW, REPORT_CUSTOMERS, SKOLE, salesReport, salesRow } from '../../test-support/reports';
import { useChosenReportCustomer } from './chosenCustomer';
import { SalesPage } from './SalesPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

// Intl writes a no-break space before 'kr.'.
const spaced = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const noMeetings = { Customer: KOMMUNE, Month: '2026-03', Departments: [], Net: 0, Vat: 0 };
const api = (more: Record<string, unknown> = {}) =>
  fakeApi({
    'GET /api/Reports/Customers': REPORT_CUSTOMERS,
    'GET /api/Reports/Sales': ({ params }: { params: { customerID: string } }) => ({
      data: params.customerID === SKOLE.ID ? salesReport(SKOLE) : salesReport(KOMMUNE, { Customers: [KOMMUNE, BAKKE, SKOLE] }),
    }),
    'GET /api/Reports/MeetingStatement': noMeetings,
    ...more,
  });
const lastSalesQuery = () => requestsTo('GET /api/Reports/Sales').at(-1)!.params;

beforeEach(() => {
  useChosenReportCustomer.setState({ customerId: null });
  window.history.pushState(null, '', '/Reports/Sales');
  freezeClock(NOW);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the sales report', () => {
  it('opens on the municipality’s month so far by day, with the VAT split and the totals in the footer', async () => {
    api();
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    expect(screen.getByRole('heading', { name: 'Salg', level: 1 })).toBeInTheDocument();
    const picker = screen.getByLabelText('Kunde');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Solbakke Kommune', '\u2003Bakkegården', '\u2003Solbakke Skole']);
    expect(screen.getByLabelText('Fra dato')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Til dato')).toHaveValue('2026-03-10');
    expect(lastSalesQuery()).toEqual({ customerID: KOMMUNE.ID, from: '2026-03-01', to: '2026-03-10', groupBy: 'day' });

    const table = await screen.findByRole('table', { name: 'Salg for Solbakke Kommune, 01.03.2026 – 10.03.2026, efter dag' });
    expect(within(table).getAllByRole('columnheader').slice(0, 8).map((header) => header.textContent)).toEqual(['Dag', 'Antal salg', 'Salg', 'Refunderet', 'Netto', 'Moms 25 % (beløb)', 'Momsfrit', 'Moms']);
    expect(spaced(screen.getAllByTestId('sales-row')[0]!)).toBe('02.03.202631.260,00 kr.10,00 kr.1.250,00 kr.1.000,00 kr.250,00 kr.200,00 kr.');
    const totals = screen.getByTestId('sales-totals');
    expect(totals.closest('tfoot')).not.toBeNull();
    expect(spaced(totals)).toBe('I alt61.510,00 kr.10,00 kr.1.500,00 kr.1.250,00 kr.250,00 kr.250,00 kr.');
    expect(within(totals).getByRole('rowheader', { name: 'I alt' })).toBeInTheDocument();
    expect(screen.getByTestId('sales-covers')).toHaveTextContent('Omfatter: Solbakke Kommune, Bakkegården, Solbakke Skole');
    expect(spaced(screen.getByTestId('sales-summary'))).toBe('Netto 1.500,00 kr. i perioden, heraf moms 250,00 kr.');
    expect(screen.getByTestId('sales-summary')).toHaveAttribute('role', 'status');
  });

  it('asks again grouped as chosen, and offers grouping by institution only for a customer with institutions below it', async () => {
    api({ 'GET /api/Reports/Sales': ({ params }: { params: { groupBy: 'terminal' } }) => ({ data: salesReport(KOMMUNE, { GroupBy: params.groupBy, Rows: [salesRow('t1', 'Kantineterminal 1', 1500, 1250)] }) }) });
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    const groupBy = screen.getByLabelText('Grupper efter');
    expect(within(groupBy).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dag', 'Måned', 'Salgssted', 'Terminal', 'Varegruppe', 'Institution']);
    fireEvent.change(groupBy, { target: { value: 'terminal' } });
    await waitFor(() => expect(lastSalesQuery()).toEqual({ customerID: KOMMUNE.ID, from: '2026-03-01', to: '2026-03-10', groupBy: 'terminal' }));
    expect(await screen.findByRole('rowheader', { name: 'Kantineterminal 1' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Kunde'), { target: { value: SKOLE.ID } });
    await waitFor(() => expect(lastSalesQuery()).toMatchObject({ customerID: SKOLE.ID, groupBy: 'terminal' }));
    expect(within(screen.getByLabelText('Grupper efter')).queryByRole('option', { name: 'Institution' })).toBeNull();
  });

  it('does not ask for a period whose end is before its start, and says why', async () => {
    api();
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    const asked = requestsTo('GET /api/Reports/Sales').length;
    fireEvent.change(screen.getByLabelText('Til dato'), { target: { value: '2026-02-27' } });
    expect(screen.getByRole('alert')).toHaveTextContent('»Til dato« må ikke være før »Fra dato«.');
    expect(requestsTo('GET /api/Reports/Sales')).toHaveLength(asked);
  });

  it('downloads the CSV with the same question, named by customer and period', async () => {
    api({ 'GET /api/Reports/Sales/csv': 'Dag;Netto\r\n2026-03-02;1250,00\r\n' });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:sales'), revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    fireEvent.change(screen.getByLabelText('Kunde'), { target: { value: SKOLE.ID } });
    fireEvent.click(await screen.findByRole('button', { name: 'Hent CSV: Salg, Solbakke Skole, 01.03.2026 – 10.03.2026' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requestsTo('GET /api/Reports/Sales/csv')[0]!.params).toEqual({ customerID: SKOLE.ID, from: '2026-03-01', to: '2026-03-10', groupBy: 'day' });
    expect(requestsTo('GET /api/Reports/Sales/csv')[0]!.headers.authorization).toBe('Bearer test-token');
    expect(clicked[0]!.download).toBe('salg-Solbakke Skole-2026-03-01-2026-03-10.csv');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('prints the report and the meeting statement through the print window', async () => {
    const statement = {
      Customer: KOMMUNE, Month: '2026-03', Net: 900, Vat: 180,
      Departments: [{ DepartmentID: 'd1', Name: 'Borgmesterens kontor', Net: 900, Vat: 180, Orders: [{ TransactionID: '00000000-0000-4000-8000-000000000077', Date: '2026-03-04', OrderedBy: 'Sofie Berg', Location: null, Description: 'Frokost for 10', Amount: 1000, Refunded: 100, Net: 900 }] }],
    };
    api({ 'GET /api/Reports/MeetingStatement': statement });
    const sent: { type: string; data: PrintData }[] = [];
    const printWindow = { postMessage: (message: { type: string; data: PrintData }) => sent.push(message), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => printWindow as unknown as Window);
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    const printed = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name }));
      const job = decodeURIComponent((open.mock.calls.at(-1)![0] as string).split('job=')[1]!);
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: PRINT_READY_MESSAGE, job }, origin: window.location.origin, source: printWindow as unknown as Window }));
      });
      await waitFor(() => expect(sent.length).toBeGreaterThan(0));
      const message = sent.splice(0)[0]!;
      expect(message.type).toBe(PRINT_DATA_MESSAGE);
      return message.data;
    };
    expect(await printed('Udskriv: Salg, Solbakke Kommune, 01.03.2026 – 10.03.2026')).toMatchObject({ template: SALES_REPORT_TEMPLATE, title: 'Salg, Solbakke Kommune, 01.03.2026 – 10.03.2026', model: { Totals: { Net: 1500 } } });
    expect(spaced(screen.getByTestId('meeting-department-total'))).toBe('I alt for Borgmesterens kontor (heraf moms 180,00 kr.)900,00 kr.');
    expect(await printed('Udskriv: Mødeforplejning, Solbakke Kommune, marts 2026')).toMatchObject({ template: MEETING_STATEMENT_TEMPLATE, model: { Net: 900 } });
  });

  it('reads in English, and says when the month has no meeting orders', async () => {
    api();
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'], culture: 'en' });
    expect(screen.getByRole('navigation', { name: 'Sales and payouts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Sales of Solbakke Kommune, 01/03/2026 – 10/03/2026, by day' });
    expect(within(table).getAllByRole('columnheader').slice(0, 8).map((header) => header.textContent)).toEqual(['Day', 'Sales counted', 'Sales', 'Refunded', 'Net', 'VAT 25 % (amount)', 'VAT exempt', 'VAT']);
    expect(spaced(screen.getByTestId('sales-totals'))).toContain('DKK 1,500.00');
    expect(screen.getByTestId('meeting-empty')).toHaveTextContent('No meeting orders in the month.');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-02' } });
    await waitFor(() => expect(requestsTo('GET /api/Reports/MeetingStatement').at(-1)!.params).toEqual({ customerID: KOMMUNE.ID, month: '2026-02' }));
  });

  it('says so when the customer is not the caller’s', async () => {
    api({ 'GET /api/Reports/Sales': () => ({ status: 404, data: { StatusCode: 404, message: 'Not found', reason: '' } }) });
    await renderInPage(<SalesPage />, { roles: ['PartnerSite', 'FinanceReports'] });
    expect(await screen.findByTestId('reports-denied')).toHaveTextContent('Kunden findes ikke, eller du har ikke adgang til dens rapporter.');
  });
});
