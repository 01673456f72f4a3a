import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpendingSummary } from '@kk/contracts';
import { copenhagenDate, defaultSpendingPeriod } from '@kk/domain';
import { bus } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES, searchAnswer, transaction } from '../../test-support/wallets';
import SpendingInsight from './SpendingInsight';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());
// jsdom has no canvas: the chart stands in with the name it would give the canvas.
jest.mock('./SpendingChart', () => ({
  __esModule: true,
  default: ({ ariaLabel, series }: { ariaLabel: string; series: { label: string }[] }) => (
    <div role="img" aria-label={ariaLabel} data-testid="spending-chart">{series.map((s) => s.label).join('|')}</div>
  ),
}));

const summary: SpendingSummary = {
  WalletID: EMMA_ID,
  From: '2026-03-02',
  To: '2026-03-15',
  Total: 114,
  Weeks: [
    { Start: '2026-03-02', Year: 2026, Week: 10, Amount: 79, Categories: { 'ProductGroup:g1': 79 } },
    { Start: '2026-03-09', Year: 2026, Week: 11, Amount: 35, Categories: { 'FoodGroup:meal': 28, 'Type:CanteenPurchase': 7 } },
  ],
  Categories: [
    { ID: 'ProductGroup:g1', Kind: 'ProductGroup', Key: 'g1', Name: 'Skoletøj og udstyr', Amount: 79 },
    { ID: 'FoodGroup:meal', Kind: 'FoodGroup', Key: 'meal', Name: null, Amount: 28 },
    { ID: 'Type:CanteenPurchase', Kind: 'Type', Key: 'CanteenPurchase', Name: null, Amount: 7 },
  ],
};

const purchase = transaction({ Description: 'Kantinekøb', Amount: -35, CreatedDate: '2026-03-10T11:30:00.000Z' });

function answers() {
  fakeApi({
    'GET /api/Transaction/Spending': summary,
    'POST /api/Transaction/SearchV2': searchAnswer([purchase]),
  });
}

describe('the spending insight', () => {
  it("asks for the wallet's last 12 months and gives the chart's figures as tables, in Danish", async () => {
    answers();
    await renderInPage(<SpendingInsight wallet={emma()} />, { roles: PARENT_ROLES });
    const categories = await screen.findByTestId('spending-categories');
    const expected = defaultSpendingPeriod(copenhagenDate(new Date()));
    expect(requestsTo('GET /api/Transaction/Spending')[0]?.params).toEqual({ walletID: EMMA_ID, from: expected.from, to: expected.to });
    expect(categories).toHaveTextContent(/Forbrug pr\. kategori/);
    expect(categories).toHaveTextContent(/Måltider\s*28,00\skr\./);
    expect(categories).toHaveTextContent(/Kantinekøb\s*7,00\skr\./);
    expect(categories).toHaveTextContent(/Skoletøj og udstyr\s*79,00\skr\./);
    const weeks = screen.getAllByTestId('spending-week-row');
    // Newest first, only weeks with spending.
    expect(weeks[0]).toHaveTextContent(/Uge 11 2026\s*09\.03\.2026 – 15\.03\.2026\s*35,00\skr\.\s*Måltider 28,00\skr\., Kantinekøb 7,00\skr\./);
    expect(screen.getByTestId('spending-total')).toHaveTextContent(/Forbrug i alt fra 02\.03\.2026 til 15\.03\.2026: 114,00\skr\./);
    const chart = await screen.findByRole('img', { name: /^Søjlediagram over forbrug pr\. uge/ });
    expect(chart).toHaveAttribute('aria-label', expect.stringContaining('114,00'));
  });

  it('reads the period again when money moved on the wallet (a cancel), keeping the figures in place meanwhile', async () => {
    answers();
    await renderInPage(<SpendingInsight wallet={emma()} />, { roles: PARENT_ROLES });
    await screen.findByTestId('spending-categories');
    // A new answer; the fake forgets the requests so far.
    fakeApi({ 'GET /api/Transaction/Spending': { ...summary, Total: 86 }, 'POST /api/Transaction/SearchV2': searchAnswer([purchase]) });
    bus.publish('wallet.balance.changed', { walletId: 'ffffffff-0000-4000-8000-000000000000', balance: 1 });
    bus.publish('wallet.balance.changed', { walletId: EMMA_ID, balance: 150 });
    expect(screen.getByTestId('spending-total')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('spending-total')).toHaveTextContent('86,00'));
    // Only Emma's change, once.
    expect(requestsTo('GET /api/Transaction/Spending')).toHaveLength(1);
  });

  it('says the same in English', async () => {
    answers();
    await renderInPage(<SpendingInsight wallet={emma()} />, { roles: PARENT_ROLES, culture: 'en' });
    const categories = await screen.findByTestId('spending-categories');
    expect(categories).toHaveTextContent(/Spending by category/);
    expect(categories).toHaveTextContent(/Meals\s*DKK\s28\.00/);
    expect(categories).toHaveTextContent(/Canteen purchases\s*DKK\s7\.00/);
    expect(screen.getAllByTestId('spending-week-row')[0]).toHaveTextContent(/Week 11 2026\s*09\/03\/2026 – 15\/03\/2026\s*DKK\s35\.00\s*Meals DKK\s28\.00, Canteen purchases DKK\s7\.00/);
    expect(await screen.findByRole('img', { name: /^Bar chart of spending per week/ })).toBeInTheDocument();
  });

  it('asks again for a period the parent chooses, and not for one that cannot be', async () => {
    answers();
    await renderInPage(<SpendingInsight wallet={emma()} />, { roles: PARENT_ROLES });
    await screen.findByTestId('spending-categories');
    fireEvent.change(screen.getByLabelText('Fra'), { target: { value: '2024-01-01' } });
    await waitFor(() => expect(requestsTo('GET /api/Transaction/Spending').at(-1)?.params).toMatchObject({ from: '2024-01-01' }));
    const asked = requestsTo('GET /api/Transaction/Spending').length;
    fireEvent.change(screen.getByLabelText('Til'), { target: { value: '2023-12-31' } });
    expect(await screen.findByTestId('insight-period-problem')).toHaveTextContent('slutdatoen må ikke ligge før startdatoen');
    expect(screen.getByTestId('export-csv')).toBeDisabled();
    expect(requestsTo('GET /api/Transaction/Spending')).toHaveLength(asked);
    await userEvent.click(screen.getByRole('button', { name: 'Seneste 12 måneder' }));
    expect(screen.queryByTestId('insight-period-problem')).not.toBeInTheDocument();
  });

  describe('the CSV download', () => {
    let blobs: Blob[];
    beforeEach(() => {
      blobs = [];
      Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')), revokeObjectURL: jest.fn() });
    });

    // The file's bytes as written (a BOM included): jsdom's Blob is read with its FileReader.
    const text = (blob: Blob) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(reader.result as ArrayBuffer)));
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      });

    it('holds the canteen purchase, with the BOM and ; in Danish, reading the whole period 100 at a time', async () => {
      answers();
      await renderInPage(<SpendingInsight wallet={emma()} />, { roles: PARENT_ROLES });
      await screen.findByTestId('spending-categories');
      fireEvent.change(screen.getByLabelText('Fra'), { target: { value: '2020-01-01' } });
      await userEvent.click(screen.getByRole('button', { name: 'Hent CSV' }));
      expect(await screen.findByTestId('export-status')).toHaveTextContent('Filen med 1 transaktion er hentet.');
      expect(requestsTo('POST /api/Transaction/SearchV2')[0]?.body).toMatchObject({
        StartIndex: 0,
        Count: 100,
        Search: expect.arrayContaining([{ Name: 'StartDate', Value: '2020-01-01', SearchType: 0 }]),
      });
      const csv = await text(blobs[0]!);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      expect(csv.startsWith('\uFEFFDato;Tid;Type;Beskrivelse;Sted;Beløb;Saldo efter;Status\r\n')).toBe(true);
      expect(csv).toContain('10.03.2026;12:30;Kantinekøb;Kantinekøb;Solbakke Skole;-35,00;215,00;Gennemført\r\n');
    });

    it('in English with , and the English words', async () => {
      answers();
      await renderInPage(<SpendingInsight wallet={emma()} />, { roles: PARENT_ROLES, culture: 'en' });
      await screen.findByTestId('spending-categories');
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      await screen.findByText('The file with 1 transaction has been downloaded.');
      const csv = await text(blobs[0]!);
      expect(csv).toContain('Date,Time,Type,Description,Place,Amount,Balance after,Status\r\n');
      expect(csv).toContain('10/03/2026,12:30,Canteen purchase,Kantinekøb,Solbakke Skole,-35.00,215.00,Completed\r\n');
    });
  });
});
