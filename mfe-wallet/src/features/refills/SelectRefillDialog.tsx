import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { CreditCard, RefillPaymentMethod, WalletInOnboarding, WalletRefillSettings } from '@kk/contracts';
import { formatOre, isPrimaryFor, kronerToOre, type Culture } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, HStack, ModalDialog, RouteLink, Stack, Text } from '@kk/ui';
import { ChoiceGroup } from '@kk/ui/forms';
import { AutomaticRefillForm } from './AutomaticRefillForm';
import { MonthlyRefillForm } from './MonthlyRefillForm';
import { refillsApi } from './api';
import type { DialogParts } from '@kk/ui';

type Choice = 'automatic' | 'monthly' | 'off';

/** How the wallet is refilled now, in words (from the wallet, or from what the server answered a save with). */
export function currentRefill(wallet: Pick<WalletRefillSettings, 'AutomaticRefill' | 'MonthlyRefill'>, t: TFunction, culture: Culture): string {
  const kr = (kroner: number) => formatOre(kronerToOre(kroner), culture);
  // Paid with MobilePay, the wallet says so (issue 16); with the card, as before.
  const paidWith = (method: RefillPaymentMethod | undefined) => (method === 'MobilePay' ? ` ${t('refill.current.withMobilePay')}` : '');
  if (wallet.AutomaticRefill.Enabled) {
    return t('refill.current.automatic', { amount: kr(wallet.AutomaticRefill.RefillAmount), below: kr(wallet.AutomaticRefill.BelowAmount) }) + paidWith(wallet.AutomaticRefill.PaymentMethod);
  }
  if (wallet.MonthlyRefill.IsActive) return t('refill.current.monthly', { amount: kr(wallet.MonthlyRefill.Amount) }) + paidWith(wallet.MonthlyRefill.PaymentMethod);
  return t('refill.current.none');
}

/**
 * Select refill, then the monthly-refill or automatic-refill dialog (spec section 2), as
 * steps of one dialog. A refill charges the wallet's primary card or, chosen in the form,
 * the wallet's MobilePay agreement (issue 16); without a card MobilePay is the way, with a
 * link to add a card. Every save ends on a step that says, from the server's answer, how
 * the wallet is refilled now.
 */
export default function SelectRefillDialog({ wallet, onClose, onSaved }: { wallet: WalletInOnboarding; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const [choice, setChoice] = useState<Choice>(wallet.MonthlyRefill.IsActive ? 'monthly' : 'automatic');
  const [step, setStep] = useState<'select' | 'automatic' | 'monthly'>('select');
  // What the server saved: the dialog says it before it closes, so no save goes unconfirmed.
  const [saved, setSaved] = useState<WalletRefillSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPrimaryCard = (wallet.CreditCards as CreditCard[]).some((card) => isPrimaryFor(card, wallet.WalletID));
  const anyActive = wallet.AutomaticRefill.Enabled || wallet.MonthlyRefill.IsActive;

  const next = async () => {
    if (choice !== 'off') return setStep(choice);
    setBusy(true);
    try {
      const [settings] = await refillsApi.disableRefills(wallet.WalletID);
      setSaved(settings ?? { WalletID: wallet.WalletID, AutomaticRefill: { ...wallet.AutomaticRefill, Enabled: false }, MonthlyRefill: { ...wallet.MonthlyRefill, IsActive: false } });
    } finally {
      setBusy(false);
    }
  };

  let parts: DialogParts;
  if (saved !== null) {
    parts = {
      title: t('refill.saved.title', { name: wallet.Name }),
      testId: 'refill-saved-dialog',
      body: <Text role="status" data-testid="refill-saved">{currentRefill(saved, t, culture)}</Text>,
      footer: <Button onClick={onSaved} data-testid="refill-saved-close">{t('refill.saved.close')}</Button>,
    };
  } else if (step === 'automatic') {
    parts = { title: t('refill.automatic.title', { name: wallet.Name }), testId: 'automatic-refill-dialog', body: <AutomaticRefillForm wallet={wallet} onClose={onClose} onSaved={setSaved} /> };
  } else if (step === 'monthly') {
    parts = { title: t('refill.monthly.title', { name: wallet.Name }), testId: 'monthly-refill-dialog', body: <MonthlyRefillForm wallet={wallet} onClose={onClose} onSaved={setSaved} /> };
  } else {
    parts = {
      title: t('refill.select.title', { name: wallet.Name }),
      testId: 'select-refill-dialog',
      body: (
        <Stack gap="4">
          <Text data-testid="refill-current">{currentRefill(wallet, t, culture)}</Text>
          <ChoiceGroup
            legend={t('refill.select.legend')}
            name={`refill-kind-${wallet.WalletID}`}
            value={choice}
            onChange={(value) => setChoice(value as Choice)}
            choices={[
              { value: 'automatic', label: t('refill.select.automatic'), hint: t('refill.select.automaticHint') },
              { value: 'monthly', label: t('refill.select.monthly'), hint: t('refill.select.monthlyHint') },
              ...(anyActive ? [{ value: 'off', label: t('refill.select.off') }] : []),
            ]}
          />
          {!hasPrimaryCard && (
            <Text fontSize="sm" color="fg.muted" data-testid="refill-no-primary">
              {t('refill.select.noPrimary')}{' '}
              <RouteLink href={`/DepositWithdraw/WalletCreditCard?WalletID=${encodeURIComponent(wallet.WalletID)}`}>{t('refill.select.addCard')}</RouteLink>
            </Text>
          )}
        </Stack>
      ),
      footer: (
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={() => void next()} loading={busy} data-testid="refill-next">{choice === 'off' ? t('refill.select.turnOff') : t('common.next')}</Button>
        </HStack>
      ),
    };
  }
  // Once saved, closing the dialog any way is the caller's "saved" (the wallet is reloaded).
  return <ModalDialog title={parts.title} onClose={saved === null ? onClose : onSaved} testId={parts.testId} footer={parts.footer}>{parts.body}</ModalDialog>;
}
