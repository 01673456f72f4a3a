import { screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import MobilePayAgreementReturn from './MobilePayAgreementReturn';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const AGREEMENT = '5a1e7b9c-0000-4000-8000-0000000000ab';
const status = (Status: 'Pending' | 'Active' | 'Failed', Reason: string | null = null) => ({
  WalletID: EMMA_ID,
  AgreementID: AGREEMENT,
  Status,
  MaxAmount: 2000,
  MobileNumberLast4: Status === 'Active' ? '5678' : null,
  Reason,
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('back from the MobilePay agreement page', () => {
  it('waits for the answer, says the refill is paid with MobilePay, forgets the return address and has the wallets read again', async () => {
    window.history.replaceState(null, '', `/?epaysubscriptionid=${AGREEMENT}`);
    const answers = [status('Pending'), status('Active')];
    fakeApi({ 'GET /api/DepositWithdraw/MobilePay/Agreement/Status': () => ({ data: answers.length > 1 ? answers.shift() : answers[0] }) });
    const onSettled = jest.fn();
    await renderInPage(<MobilePayAgreementReturn agreementId={AGREEMENT} onSettled={onSettled} />, { roles: PARENT_ROLES });
    expect(screen.getByRole('status')).toHaveTextContent('Vi venter på svar fra MobilePay om aftalen');
    expect(await screen.findByText('Aftalen med MobilePay er godkendt. Optankningen betales nu med MobilePay.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    expect(requestsTo('GET /api/DepositWithdraw/MobilePay/Agreement/Status')[0]?.params).toMatchObject({ agreementID: AGREEMENT });
  });

  it('says why there is no agreement and that the refill waits, in English too', async () => {
    fakeApi({ 'GET /api/DepositWithdraw/MobilePay/Agreement/Status': status('Failed', 'rejected') });
    await renderInPage(<MobilePayAgreementReturn agreementId={AGREEMENT} onSettled={() => undefined} />, { roles: PARENT_ROLES, culture: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('The MobilePay agreement was not set up: it was rejected in the app. The refill is paused until an agreement is approved.');
  });
});
