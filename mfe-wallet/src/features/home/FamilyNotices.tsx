import { Suspense, useState } from 'react';
import { useTranslation } from '@kk/platform';
import type { WalletInOnboarding } from '@kk/contracts';
import { groupNoticesFor, WALLET_NOTICE, type WalletNoticeKey } from '@kk/domain';
import { Button, DismissibleNotice, Stack, useAsync } from '@kk/ui';
import { homeApi } from './api';
import { useHomeSlots } from './slots';

/** The family's page notifications above the widgets; a dismissal is kept on the wallet group. */
export function FamilyNotices({ wallets, walletsMissingCard, mayManageMoney, isGuardian }: {
  wallets: readonly WalletInOnboarding[];
  walletsMissingCard: readonly WalletInOnboarding[];
  mayManageMoney: boolean;
  isGuardian: boolean;
}) {
  const { t } = useTranslation('wallet');
  const { MultiWalletMissingCardDialog } = useHomeSlots();
  const settings = useAsync(() => (isGuardian && mayManageMoney ? homeApi.groupPageSettings() : Promise.resolve([])), [isGuardian, mayManageMoney]);
  const [dismissed, setDismissed] = useState<WalletNoticeKey[]>([]);
  const [choosingCards, setChoosingCards] = useState(false);
  if (settings.status !== 'done') return null;

  const notices = groupNoticesFor({
    mayManageMoney,
    isGuardian,
    anyRefillActive: wallets.some((w) => w.AutomaticRefill.Enabled || w.MonthlyRefill.IsActive),
    walletsMissingCard: walletsMissingCard.length,
    groupSettings: settings.data,
  }).filter((key) => !dismissed.includes(key));
  if (notices.length === 0 && !choosingCards) return null;

  const dismiss = (key: WalletNoticeKey) => {
    setDismissed((keys) => [...keys, key]);
    homeApi.dismissGroupNotice(key).catch(() => undefined);
  };

  return (
    <Stack gap="3" mb="5">
      {notices.includes(WALLET_NOTICE.missingCards) && (
        <DismissibleNotice title={t('notices.missingCards.title')} dismissLabel={t('notices.dismiss')} onDismiss={() => dismiss(WALLET_NOTICE.missingCards)} testId="notice-missing-cards" status="warning">
          {t('notices.missingCards.body', { count: walletsMissingCard.length })}{' '}
          <Button size="xs" variant="outline" ml="1" onClick={() => setChoosingCards(true)}>{t('notices.missingCards.action')}</Button>
        </DismissibleNotice>
      )}
      {notices.includes(WALLET_NOTICE.refillTip) && (
        <DismissibleNotice title={t('notices.refillTip.title')} dismissLabel={t('notices.dismiss')} onDismiss={() => dismiss(WALLET_NOTICE.refillTip)} testId="notice-refill-tip">
          {t('notices.refillTip.body')}
        </DismissibleNotice>
      )}
      {choosingCards && (
        <Suspense fallback={null}>
          <MultiWalletMissingCardDialog wallets={walletsMissingCard} onClose={() => setChoosingCards(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
