import { useTranslation } from 'react-i18next';
import type { WalletInOnboarding } from '@kk/contracts';
import { walletCardPagePath } from '@kk/domain';
import { navigate } from '@kk/platform';
import { Button, HStack, ModalDialog, Stack, Text } from '@kk/ui';

/** Several wallets have no card: each goes to its own card page (spec section 2). */
export default function MultiWalletMissingCardDialog({ wallets, onClose }: { wallets: readonly Pick<WalletInOnboarding, 'WalletID' | 'Name'>[]; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const go = (walletId: string) => {
    onClose();
    navigate(walletCardPagePath(walletId));
  };
  return (
    <ModalDialog title={t('missingCard.multiTitle')} onClose={onClose} testId="multi-wallet-missing-card" footer={<Button variant="outline" onClick={onClose}>{t('common.close')}</Button>}>
      <Stack gap="3">
        <Text>{t('missingCard.multiBody')}</Text>
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
          {wallets.map((wallet) => (
            <HStack as="li" key={wallet.WalletID} justify="space-between" gap="3">
              <Text fontWeight="medium">{wallet.Name}</Text>
              <Button size="sm" onClick={() => go(wallet.WalletID)}>{t('missingCard.chooseFor', { name: wallet.Name })}</Button>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </ModalDialog>
  );
}
