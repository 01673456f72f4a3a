import { useState } from 'react';
import type { CreditCard, RefillPaymentMethod, WalletInOnboarding, WalletRefillSettings } from '@kk/contracts';
import { cardLabel, isPrimaryFor } from '@kk/domain';
import { leaveForProvider, newIdempotencyKey, useTranslation } from '@kk/platform';
import { ChoiceGroup } from '@kk/ui/forms';
import { refillsApi } from './api';

/** What a refill's save answers: the saved settings, or that the browser is on its way to MobilePay's agreement page. */
export type RefillSaveResult = { kind: 'saved'; settings: WalletRefillSettings } | { kind: 'redirected' };

/**
 * How a refill is paid (issue 16): the wallet's primary card, or MobilePay beside it (the
 * only choice without a card). Saving with MobilePay while the wallet has no active
 * agreement starts one first (the refill may be saved with it pending), then sends the
 * browser to the provider's agreement page; the home page says how it went on return.
 */
export function useRefillPayment(wallet: WalletInOnboarding, saved: RefillPaymentMethod | undefined) {
  const primary = (wallet.CreditCards as CreditCard[]).find((card) => isPrimaryFor(card, wallet.WalletID)) ?? null;
  const [method, setMethod] = useState<RefillPaymentMethod>(saved ?? (primary === null ? 'MobilePay' : 'Card'));
  // One agreement per attempt: a repeated click answers the same agreement page.
  const [agreementKey] = useState(newIdempotencyKey);
  const chosen: RefillPaymentMethod = primary === null ? 'MobilePay' : method;
  const needsAgreement = chosen === 'MobilePay' && wallet.MobilePayAgreement !== 'Active';

  const save = async (saveSettings: () => Promise<WalletRefillSettings>): Promise<RefillSaveResult> => {
    if (!needsAgreement) return { kind: 'saved', settings: await saveSettings() };
    const started = await refillsApi.startMobilePayAgreement(wallet.WalletID, homeAddress(), agreementKey);
    await saveSettings();
    leaveForProvider(started.RedirectUrl);
    return { kind: 'redirected' };
  };

  return { method: chosen, setMethod, primary, save };
}

/** The home page, where the browser comes back from MobilePay's agreement page. */
function homeAddress(): string {
  return new URL('/', window.location.href).toString();
}

export function RefillPaymentChoice({ wallet, payment }: { wallet: WalletInOnboarding; payment: ReturnType<typeof useRefillPayment> }) {
  const { t } = useTranslation('wallet');
  const { primary, method, setMethod } = payment;
  // Said of the MobilePay choice whether or not it is chosen yet.
  const hasAgreement = wallet.MobilePayAgreement === 'Active';
  return (
    <ChoiceGroup
      legend={t('refill.payment.legend')}
      name={`refill-payment-${wallet.WalletID}`}
      testId="refill-payment"
      value={method}
      onChange={(value) => setMethod(value as RefillPaymentMethod)}
      choices={[
        ...(primary === null ? [] : [{ value: 'Card', label: cardLabel(primary), hint: t('refill.payment.cardHint') }]),
        { value: 'MobilePay', label: t('refill.payment.mobilePay'), hint: t(hasAgreement ? 'refill.payment.mobilePayActive' : 'refill.payment.mobilePayNew') },
      ]}
    />
  );
}
