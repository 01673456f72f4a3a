import { useState } from 'react';
import { getAppConfig, useTranslation } from '@kk/platform';
import type { CreditCard, WalletInOnboarding } from '@kk/contracts';
import { cardExpiryState, copenhagenDate, formatCalendarLongDate, isPrimaryFor, refillCanBePaid, walletNoticesFor, WALLET_NOTICE } from '@kk/domain';
import { Alert, Button, DismissibleNotice, RouteLink, Text, useAsync } from '@kk/ui';
import { homeApi } from './api';

/** The wallet's own page notification (no primary card); dismissed per wallet. */
export function WalletNotices({ wallet, mayManageMoney, walletsMissingCard }: { wallet: WalletInOnboarding; mayManageMoney: boolean; walletsMissingCard: number }) {
  const { t } = useTranslation('wallet');
  // A wallet refilled through an active MobilePay agreement needs no primary card.
  const hasPrimaryCard = refillCanBePaid(wallet);
  const candidate = walletNoticesFor({ mayManageMoney, hasPrimaryCard, walletsMissingCard, walletSettings: [] }).length > 0;
  // The wallet's settings are asked for only when there is a notice they could hide.
  const settings = useAsync(() => (candidate ? homeApi.walletPageSettings(wallet.WalletID) : Promise.resolve([])), [candidate, wallet.WalletID]);
  const [dismissed, setDismissed] = useState(false);
  if (!candidate || dismissed || settings.status !== 'done') return null;
  if (walletNoticesFor({ mayManageMoney, hasPrimaryCard, walletsMissingCard, walletSettings: settings.data }).length === 0) return null;

  return (
    <DismissibleNotice
      title={t('notices.missingCard.title')}
      dismissLabel={t('notices.dismiss')}
      status="warning"
      testId="notice-missing-card"
      onDismiss={() => {
        setDismissed(true);
        homeApi.dismissWalletNotice(wallet.WalletID, WALLET_NOTICE.missingCard).catch(() => undefined);
      }}
    >
      {t('notices.missingCard.body', { name: wallet.Name })}{' '}
      <RouteLink href={`/DepositWithdraw/WalletCreditCard?WalletID=${encodeURIComponent(wallet.WalletID)}`}>{t('notices.missingCard.action')}</RouteLink>
    </DismissibleNotice>
  );
}

/**
 * A refill whose card has expired is paused (issue 16): the API charges nothing and tells
 * the guardian by e-mail; the wallet says so by its refill, with the way out. A refill paid
 * with MobilePay pauses the same way without an active agreement; choosing MobilePay again
 * in the refill dialog sets up a new one.
 */
export function RefillPausedNotice({ wallet, mayManageMoney }: { wallet: WalletInOnboarding; mayManageMoney: boolean }) {
  const { t } = useTranslation('wallet');
  if (!mayManageMoney || !(wallet.AutomaticRefill.Enabled || wallet.MonthlyRefill.IsActive)) return null;
  const method = wallet.AutomaticRefill.Enabled ? wallet.AutomaticRefill.PaymentMethod : wallet.MonthlyRefill.PaymentMethod;
  if (method === 'MobilePay') {
    // Paid with MobilePay (issue 16): paused while the wallet has no active agreement (stopped, rejected); a pending one is on its way.
    if (wallet.MobilePayAgreement === undefined || wallet.MobilePayAgreement === 'Active' || wallet.MobilePayAgreement === 'Pending') return null;
    return (
      <Text role="note" color="orange.800" fontSize="sm" data-testid="refill-paused">
        {t('notices.refillPausedMobilePay', { name: wallet.Name })}
      </Text>
    );
  }
  const card = (wallet.CreditCards as CreditCard[]).find((candidate) => isPrimaryFor(candidate, wallet.WalletID));
  if (!card || cardExpiryState({ expiryMonth: card.ExpiryMonth, expiryYear: card.ExpiryYear }, copenhagenDate(new Date())) !== 'expired') return null;
  return (
    <Text role="note" color="orange.800" fontSize="sm" data-testid="refill-paused">
      {t('notices.refillPaused', { name: wallet.Name })}{' '}
      <RouteLink href={`/DepositWithdraw/WalletCreditCard?WalletID=${encodeURIComponent(wallet.WalletID)}`}>{t('notices.missingCard.action')}</RouteLink>
    </Text>
  );
}

/**
 * A wallet in the last grade of a school whose new school year is scheduled (issue 28): it
 * closes for purchases that day and its balance goes back to the primary card unless the
 * guardian chooses a sibling's wallet. Shown until the day, to a guardian who may move money.
 */
export function LeavingNotice({ wallet, mayManageMoney, onChoose }: { wallet: WalletInOnboarding; mayManageMoney: boolean; onChoose: () => void }) {
  const { t } = useTranslation('wallet');
  if (!mayManageMoney || wallet.LeavesOn === undefined) return null;
  const school = wallet.Customers[0]?.Name ?? '';
  return (
    <Alert.Root status="info" role="note" alignItems="flex-start" data-testid="notice-leaving">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('notices.leaving.title', { name: wallet.Name, school })}</Alert.Title>
        <Alert.Description>{t('notices.leaving.body', { date: formatCalendarLongDate(wallet.LeavesOn, getAppConfig().culture) })}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onChoose} data-testid="open-leaver-choice">
          {t('notices.leaving.action')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A wallet closed when its holder left the school (issue 28): it says so instead of offering money actions. */
export function ClosedNotice({ wallet }: { wallet: WalletInOnboarding }) {
  const { t } = useTranslation('wallet');
  if (wallet.ClosedOn === undefined) return null;
  return (
    <Alert.Root status="neutral" role="note" alignItems="flex-start" data-testid="notice-closed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('notices.closed.title')}</Alert.Title>
        <Alert.Description>
          {t('notices.closed.body', { name: wallet.Name, school: wallet.Customers[0]?.Name ?? '', date: formatCalendarLongDate(wallet.ClosedOn, getAppConfig().culture) })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
