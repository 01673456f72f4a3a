import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES, transaction } from '../../test-support/wallets';
import { TransactionsPage } from './TransactionsPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const rows = Array.from({ length: 10 }, (_, i) => transaction({ ID: `6f1c2a4e-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, Description: `Køb ${i}` }));

describe('the transactions page', () => {
  it('asks for 10 a page, filtered on the wallet, and pages on', async () => {
    fakeApi({ 'POST /api/Transaction/SearchV2': { Transactions: rows, TotalCount: 23, Sum: -805, StartDate: null, EndDate: null } });
    await renderInPage(<TransactionsPage wallets={[emma()]} walletId={EMMA_ID} />, { roles: PARENT_ROLES });
    expect(await screen.findAllByTestId('transactions-table-row')).toHaveLength(10);
    expect(screen.getByTestId('transactions-count')).toHaveTextContent(/^23 transaktioner · I alt: −805,00\skr\.$/);
    expect(requestsTo('POST /api/Transaction/SearchV2')[0]?.body).toEqual({ StartIndex: 0, Count: 10, Search: [{ Name: 'FK_WalletID', Value: EMMA_ID, SearchType: 0 }] });
    await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
    await screen.findByText('Side 2 af 3');
    expect(requestsTo('POST /api/Transaction/SearchV2').at(-1)?.body).toMatchObject({ StartIndex: 10, Count: 10 });
  });

  it('sends a type filter as a search-type-5 list, skipping the empty ones', async () => {
    fakeApi({ 'POST /api/Transaction/SearchV2': { Transactions: [], TotalCount: 0, Sum: 0, StartDate: null, EndDate: null } });
    await renderInPage(<TransactionsPage wallets={[emma()]} walletId={EMMA_ID} />, { roles: PARENT_ROLES, culture: 'en' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'refills');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await screen.findByTestId('transactions-empty');
    expect(requestsTo('POST /api/Transaction/SearchV2').at(-1)?.body).toEqual({
      StartIndex: 0,
      Count: 10,
      Search: [
        { Name: 'FK_WalletID', Value: EMMA_ID, SearchType: 0 },
        { Name: 'Type', Value: '"AutomaticRefill","MonthlyRefill"', SearchType: 5 },
        { Name: 'Status', Value: 'Failed', SearchType: 1 },
      ],
    });
  });
});
