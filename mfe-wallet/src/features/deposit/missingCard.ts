import type { TFunction } from 'i18next';
import type { WalletInOnboarding } from '@kk/contracts';
import { walletCardPagePath } from '@kk/domain';
import { type DialogParts } from '@kk/ui';
import { goToPageParts } from '@kk/ui/forms';

/**
 * The wallet-missing-card dialog (spec section 2): the wallet has no card to pay with, and
 * confirming goes to its card page. Add funds turns into it when it needs a card.
 */
export function missingCardParts(wallet: Pick<WalletInOnboarding, 'WalletID' | 'Name'>, onClose: () => void, t: TFunction): DialogParts {
  return goToPageParts({
    title: t('missingCard.title'),
    testId: 'wallet-missing-card',
    body: t('missingCard.body', { name: wallet.Name }),
    cancelLabel: t('common.cancel'),
    confirmLabel: t('missingCard.confirm'),
    confirmTestId: 'go-to-cards',
    href: walletCardPagePath(wallet.WalletID),
    onClose,
  });
}
