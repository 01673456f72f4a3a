import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, freezeClock, requestsTo } from '@kk/platform/test-support';
import { id } from '../../test-support/fixtures';
import { renderInPage } from '../../test-support/render';
import { NOW, reconciliationDay } from '../../test-support/reports';
import { ReconciliationPage } from './ReconciliationPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const spaced = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const mismatch = (n: number, Kind: 'charged_not_credited' | 'credited_not_charged' | 'amount_differs', ProviderAmount: number | null, LedgerAmount: number | null, PaymentTransactionID: string | null = null) => ({
  ID: id(8000 + n), Kind, Method: 'card' as const, Reference: `ref-${n}`, ProviderTransactionID: `p-${n}`, ProviderAmount, LedgerAmount, PaymentTransactionID, LedgerTransactionID: null, WalletID: null, Detail: `detail ${n}`,
});
const planted = [mismatch(1, 'charged_not_credited', 100, null, id(7)), mismatch(2, 'credited_not_charged', null, 50), mismatch(3, 'amount_differs', 200, 199.5)];
const opened: string[] = [];
const renderDetails = (transactionId: string) => {
  opened.push(transactionId);
  return <p>dialog</p>;
};

beforeEach(() => {
  opened.length = 0;
  window.history.pushState(null, '', '/Reconciliation');
  freezeClock(NOW);
});
afterEach(() => jest.useRealTimers());

describe('the reconciliation', () => {
  it('shows today’s files, what matched and a clear “no mismatches” status', async () => {
    fakeApi({ 'GET /api/Admin/Reconciliation': reconciliationDay() });
    await renderInPage(<ReconciliationPage renderDetails={renderDetails} />, { application: 'support', roles: ['SupportTool'] });
    expect(requestsTo('GET /api/Admin/Reconciliation')[0]!.params).toEqual({ date: '2026-03-10' });
    expect(screen.getByLabelText('Dato')).toHaveValue('2026-03-10');
    const outcome = screen.getByTestId('reconciliation-outcome');
    expect(outcome).toHaveAttribute('role', 'status');
    expect(outcome).toHaveTextContent('✓ Ingen afvigelser');
    expect(outcome).toHaveTextContent('Afstemt 10. mar. 2026, 10.30');
    expect(screen.getByTestId('reconciliation-matched')).toHaveTextContent('15 linjer i filerne fundet i regnskabet, 14 kortindbetalinger i regnskabet fundet i filerne.');
    const files = screen.getByRole('table', { name: 'Udbydernes afregningsfiler' });
    expect(spaced(within(files).getByRole('row', { name: /Kort/ }))).toBe('Kort122.400,00 kr.50,00 kr.22,80 kr.');
    expect(screen.queryByTestId('reconciliation-mismatches')).toBeNull();
  });

  it('lists each kind of mismatch in words with both amounts, and opens a mismatch’s payment transaction', async () => {
    fakeApi({ 'GET /api/Admin/Reconciliation': reconciliationDay({ Mismatches: planted }) });
    await renderInPage(<ReconciliationPage renderDetails={renderDetails} />, { application: 'support', roles: ['SupportTool'] });
    expect(screen.getByTestId('reconciliation-outcome')).toHaveTextContent('⚠ 3 afvigelser');
    const rows = within(screen.getByRole('table', { name: 'Afvigelser' })).getAllByTestId('reconciliation-mismatch');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Trukket, ikke krediteret', 'Krediteret, ikke trukket', 'Beløb afviger']);
    expect(spaced(rows[0]!)).toBe('Trukket, ikke krediteretKortref-1100,00 kr.–detail 1Vis transaktionen');
    expect(spaced(rows[2]!)).toContain('200,00 kr.199,50 kr.');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Vis transaktionen' }));
    expect(opened).toEqual([id(7)]);
    expect(screen.getByText('dialog')).toBeInTheDocument();
  });

  it('says a day not reconciled yet, runs it on request and keeps the focus on the button', async () => {
    fakeApi({
      'GET /api/Admin/Reconciliation': reconciliationDay({ RanAt: null, Files: [], MatchedLines: 0, MatchedPostings: 0 }),
      'POST /api/Admin/Reconciliation/Run': reconciliationDay({ Mismatches: [planted[2]!] }),
    });
    await renderInPage(<ReconciliationPage renderDetails={renderDetails} />, { application: 'support', roles: ['SupportTool'] });
    expect(screen.getByTestId('reconciliation-not-run')).toHaveTextContent('Ikke afstemt endnu');
    const run = screen.getByRole('button', { name: 'Kør afstemning nu' });
    run.focus();
    fireEvent.click(run);
    await waitFor(() => expect(screen.getByTestId('reconciliation-outcome')).toHaveTextContent('1 afvigelse'));
    expect(requestsTo('POST /api/Admin/Reconciliation/Run')[0]!.body).toEqual({ date: '2026-03-10' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kør afstemning nu' })));
  });

  it('reads the day again after a run whose answer does not carry it, for the day chosen, in English', async () => {
    let runs = 0;
    fakeApi({
      'GET /api/Admin/Reconciliation': () => ({ data: runs === 0 ? reconciliationDay({ RanAt: null }) : reconciliationDay({ Date: '2026-03-09', Mismatches: planted }) }),
      'POST /api/Admin/Reconciliation/Run': () => {
        runs += 1;
        return { status: 202, data: { ok: true } };
      },
    });
    await renderInPage(<ReconciliationPage renderDetails={renderDetails} />, { application: 'support', roles: ['SupportTool'], culture: 'en' });
    expect(screen.getByTestId('reconciliation-not-run')).toHaveTextContent('Not reconciled yet');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-09' } });
    await waitFor(() => expect(requestsTo('GET /api/Admin/Reconciliation').at(-1)!.params).toEqual({ date: '2026-03-09' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    await waitFor(() => expect(screen.getByTestId('reconciliation-outcome')).toHaveTextContent('⚠ 3 mismatches'));
    expect(requestsTo('POST /api/Admin/Reconciliation/Run')[0]!.body).toEqual({ date: '2026-03-09' });
    const kinds = within(screen.getByRole('table', { name: 'Mismatches' })).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(kinds).toEqual(['Charged, not credited', 'Credited, not charged', 'Amount differs']);
  });

  it('says so when the run fails, and changes nothing shown', async () => {
    fakeApi({
      'GET /api/Admin/Reconciliation': reconciliationDay(),
      'POST /api/Admin/Reconciliation/Run': () => ({ status: 500, data: { StatusCode: 500, message: 'boom', reason: '' } }),
    });
    await renderInPage(<ReconciliationPage renderDetails={renderDetails} />, { application: 'support', roles: ['SupportTool'] });
    fireEvent.click(screen.getByRole('button', { name: 'Kør afstemning nu' }));
    expect(await screen.findByTestId('reconciliation-run-failed')).toHaveTextContent('Afstemningen kunne ikke køres. Prøv igen.');
    expect(screen.getByTestId('reconciliation-outcome')).toHaveTextContent('Ingen afvigelser');
  });
});
