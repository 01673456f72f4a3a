import { screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import MobilePayReturn from './MobilePayReturn';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const DEPOSIT = '3b0c8f4e-0000-4000-8000-0000000000aa';
const status = (Status: 'Pending' | 'Success' | 'Failed', Reason: string | null = null) => ({ TransactionID: DEPOSIT, WalletID: EMMA_ID, Amount: 137.5, Status, Reason });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('back from MobilePay', () => {
  it('waits for the answer, says the deposit went through with its amount, forgets the return address and has the balances read again', async () => {
    window.history.replaceState(null, '', `/?mobilePayDeposit=${DEPOSIT}`);
    const answers = [status('Pending'), status('Success')];
    fakeApi({ 'GET /api/DepositWithdraw/MobilePay/Status': () => ({ data: answers.length > 1 ? answers.shift() : answers[0] }) });
    const onSettled = jest.fn();
    await renderInPage(<MobilePayReturn transactionId={DEPOSIT} onSettled={onSettled} />, { roles: PARENT_ROLES });
    expect(screen.getByRole('status')).toHaveTextContent('Vi venter på svar fra MobilePay');
    expect(await screen.findByText('Indbetalingen på 137,50 kr. med MobilePay er gennemført.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    expect(requestsTo('GET /api/DepositWithdraw/MobilePay/Status')[0]?.params).toMatchObject({ transactionID: DEPOSIT });
  });

  it('says why it did not go through, in English too', async () => {
    fakeApi({ 'GET /api/DepositWithdraw/MobilePay/Status': status('Failed', 'rejected') });
    await renderInPage(<MobilePayReturn transactionId={DEPOSIT} onSettled={() => undefined} />, { roles: PARENT_ROLES, culture: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('The deposit with MobilePay did not go through: it was rejected in the app. No money was taken.');
  });
});
