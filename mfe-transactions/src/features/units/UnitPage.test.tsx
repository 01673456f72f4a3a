import { screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { SCHOOL, STATUS, TERMINAL } from '../../test-support/fixtures';
import { UnitPage } from './UnitPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const unit = {
  ID: TERMINAL, Name: 'Kantineterminal 1', IsDevice: true, IsActive: true, Customer: { ID: SCHOOL, Name: 'Solbakke Skole' }, Canteen: null,
  CreatedDate: '2026-01-01T08:00:00.000Z', LastTransactionDate: null, SalesToday: 1, SumToday: 42,
  LatestTransactions: [{ ID: '00000000-0000-4000-8000-000000000005', Description: 'Kantinekøb', Amount: 42, Status: STATUS.completed, CreatedDate: '2026-03-10T08:15:00.000Z', Wallet: { ID: SCHOOL, Name: 'Noah Hansen' } }],
};

describe('the terminal page', () => {
  it('shows the partner site’s terminal from /Units/DeviceInfo?ID=', async () => {
    window.history.pushState(null, '', `/Units/DeviceInfo?ID=${TERMINAL}`);
    fakeApi({ 'GET /api/Units/': unit });
    await renderInPage(<UnitPage />);
    expect(screen.getByTestId('unit-facts')).toHaveTextContent('Kantineterminal 1');
    expect(screen.getByTestId('unit-facts')).toHaveTextContent('1 salg, 42,00 kr.');
    expect(screen.getByTestId('unit-transactions')).toHaveTextContent('Noah Hansen');
    expect(requestsTo('GET /api/Units/')[0]!.params).toEqual({ id: TERMINAL, isDevice: true });
  });

  it('asks the support tool’s DetailInfo, and says so when the terminal is not the user’s', async () => {
    window.history.pushState(null, '', `/Units/Index?ID=${TERMINAL}`);
    fakeApi({ 'GET /api/Units/DetailInfo': () => ({ status: 403, data: { StatusCode: 403, message: 'Forbidden', reason: '' } }) });
    await renderInPage(<UnitPage />, { application: 'support' });
    expect(screen.getByTestId('unit-denied')).toBeInTheDocument();
  });
});
