import { describeMobilePayReturn } from '../../test-support/mobilePayReturn';
import { EMMA_ID } from '../../test-support/wallets';
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

describeMobilePayReturn('back from the MobilePay agreement page', {
  statusCall: 'GET /api/DepositWithdraw/MobilePay/Agreement/Status',
  returnAddress: `/?epaysubscriptionid=${AGREEMENT}`,
  asks: { agreementID: AGREEMENT },
  answers: { pending: status('Pending'), approved: status('Active'), refused: status('Failed', 'rejected') },
  screen: (onSettled) => <MobilePayAgreementReturn agreementId={AGREEMENT} onSettled={onSettled} />,
  waiting: 'Vi venter på svar fra MobilePay om aftalen',
  approved: {
    test: 'waits for the answer, says the refill is paid with MobilePay, forgets the return address and has the wallets read again',
    says: 'Aftalen med MobilePay er godkendt. Optankningen betales nu med MobilePay.',
  },
  refused: {
    test: 'says why there is no agreement and that the refill waits, in English too',
    says: 'The MobilePay agreement was not set up: it was rejected in the app. The refill is paused until an agreement is approved.',
  },
});
