import type { TFunction } from 'i18next';
import type { WalletInOnboarding } from '@kk/contracts';
import { navigate } from '@kk/platform';
import { Button, HStack, Text } from '@kk/ui';
import type { DialogParts } from '../dialogs/DialogParts';

export const walletCardPagePath = (walletId: string) => `/DepositWithdraw/WalletCreditCard?WalletID=${encodeURIComponent(walletId)}`;

/**
 * The wallet-missing-card dialog (spec section 2): the wallet has no card to pay with, and
 * confirming goes to its card page. Add funds and refill turn into it when they need a card.
 */
export function missingCardParts(wallet: Pick<WalletInOnboarding, 'WalletID' | 'Name'>, onClose: () => void, t: TFunction): DialogParts {
  return {
    title: t('missingCard.title'),
    testId: 'wallet-missing-card',
    body: <Text>{t('missingCard.body', { name: wallet.Name })}</Text>,
    footer: (
      <HStack gap="3">
        <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          onClick={() => {
            onClose();
            navigate(walletCardPagePath(wallet.WalletID));
          }}
          data-testid="go-to-cards"
        >
          {t('missingCard.confirm')}
        </Button>
      </HStack>
    ),
  };
}
