import { walletCardPagePath } from '@kk/domain';
import { navigate } from '@kk/platform';
import { Button, HStack, Stack, Text, type DialogParts } from '@kk/ui';
import { goToPageParts } from './goToPageParts';

type WalletNamed = { WalletID: string; Name: string };
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The wallet-missing-card and multi-wallet missing-card dialogs (spec section 2): the
 * wallets have no card to pay with; each is offered its card page
 * (/DepositWithdraw/WalletCreditCard?WalletID=). `t` is the caller's namespace, which
 * holds the keys missingCard.title, body, confirm, multiTitle, multiBody, chooseFor and
 * cancel. `returnPath` brings the browser back after a card is added (the cart does).
 */
export function missingCardParts({ wallets, t, onCancel, onLeave, returnPath }: {
  wallets: readonly WalletNamed[];
  t: Translate;
  /** The cancel button. */
  onCancel: () => void;
  /** Before going to a card page (close the dialog). */
  onLeave: () => void;
  returnPath?: string;
}): DialogParts {
  const hrefOf = (wallet: WalletNamed) => walletCardPagePath(wallet.WalletID, returnPath);
  if (wallets.length === 1) {
    const wallet = wallets[0]!;
    return goToPageParts({
      title: t('missingCard.title'),
      testId: 'wallet-missing-card',
      body: t('missingCard.body', { name: wallet.Name }),
      cancelLabel: t('missingCard.cancel'),
      confirmLabel: t('missingCard.confirm'),
      confirmTestId: 'go-to-cards',
      href: hrefOf(wallet),
      onClose: onLeave,
      onCancel,
    });
  }
  const go = (wallet: WalletNamed) => {
    onLeave();
    navigate(hrefOf(wallet));
  };
  return {
    title: t('missingCard.multiTitle'),
    testId: 'multi-wallet-missing-card',
    body: (
      <Stack gap="3">
        <Text>{t('missingCard.multiBody')}</Text>
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
          {wallets.map((wallet) => (
            <HStack as="li" key={wallet.WalletID} justify="space-between" gap="3">
              <Text fontWeight="medium">{wallet.Name}</Text>
              <Button size="sm" onClick={() => go(wallet)}>{t('missingCard.chooseFor', { name: wallet.Name })}</Button>
            </HStack>
          ))}
        </Stack>
      </Stack>
    ),
    footer: <Button variant="outline" onClick={onCancel}>{t('missingCard.cancel')}</Button>,
  };
}
