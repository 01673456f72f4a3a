import type { Queryable } from '../../db/db';
import type { AfterCommit, Notice, PaymentNotice, PaymentNoticeOwner, RecordedNoticeOwner } from '../provider-events/dispatcher';
import type { MobilePayAgreementService } from './agreements';
import type { MobilePayDepositService } from './deposits';

type AgreementKind = 'agreement_approved' | 'agreement_failed';

/** The provider's agreement notices: settled once; an agreement replaced by a newer one is stopped at the provider once the change has committed. */
export function agreementNotices(agreements: MobilePayAgreementService): RecordedNoticeOwner<AgreementKind> {
  return {
    kinds: ['agreement_approved', 'agreement_failed'],
    settle: async (tx: Queryable, notice: Notice<AgreementKind>): Promise<AfterCommit | undefined> => {
      const { replacedToken } = await agreements.settle(tx, notice);
      return replacedToken === null ? undefined : () => agreements.stopReplaced(replacedToken);
    },
  };
}

/** The provider's payment notices about MobilePay deposits; any other payment is not theirs. */
export function depositNotices(deposits: MobilePayDepositService): PaymentNoticeOwner {
  return { settle: (notice: PaymentNotice) => deposits.settle(notice) };
}
