import { describeMobilePayReturn } from '../../test-support/mobilePayReturn';
import { EMMA_ID } from '../../test-support/wallets';
import MobilePayReturn from './MobilePayReturn';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const DEPOSIT = '3b0c8f4e-0000-4000-8000-0000000000aa';
const status = (Status: 'Pending' | 'Success' | 'Failed', Reason: string | null = null) => ({ TransactionID: DEPOSIT, WalletID: EMMA_ID, Amount: 137.5, Status, Reason });

describeMobilePayReturn('back from MobilePay', {
  statusCall: 'GET /api/DepositWithdraw/MobilePay/Status',
  returnAddress: `/?mobilePayDeposit=${DEPOSIT}`,
  asks: { transactionID: DEPOSIT },
  answers: { pending: status('Pending'), approved: status('Success'), refused: status('Failed', 'rejected') },
  screen: (onSettled) => <MobilePayReturn transactionId={DEPOSIT} onSettled={onSettled} />,
  waiting: 'Vi venter på svar fra MobilePay',
  approved: {
    test: 'waits for the answer, says the deposit went through with its amount, forgets the return address and has the balances read again',
    says: 'Indbetalingen på 137,50 kr. med MobilePay er gennemført.',
  },
  refused: {
    test: 'says why it did not go through, in English too',
    says: 'The deposit with MobilePay did not go through: it was rejected in the app. No money was taken.',
  },
});
